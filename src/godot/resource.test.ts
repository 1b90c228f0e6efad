// Godot's resource text format as Godot writes it: every construct the reader must take — StringName &"…", NodePath
// ^"…", feature-tag keys, typed arrays and dictionaries, PackedByteArray in both forms, uids, strings over several
// lines, colours, inf/nan, Object(…) input events, quoted keys — read into exact values, and a file it cannot read
// reported at the line where the trouble starts, with reading going on after it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseResourceText, resourceCalls } from './resource.ts';

const props = (text: string) => {
  const r = parseResourceText(text, 'f.tscn');
  assert.deepEqual(r.errors, []);
  return Object.fromEntries(r.sections.flatMap((s) => s.props.map((p) => [p.key, p.value])));
};

test('StringName, NodePath and colours read as values, in properties, arrays and dictionary keys', () => {
  const p = props(
    '[resource]\nname = &"default"\npath = ^"../Player:position"\nold = NodePath("Sprite:frame")\n' +
      'tint = #ff00aa\n_data = {\n&"RESET": SubResource("Animation_r"),\n&"flap": SubResource("Animation_f")\n}\n',
  );
  assert.equal(p.name, 'default');
  assert.deepEqual(p.path, { call: 'NodePath', args: ['../Player:position'], fields: {} });
  assert.deepEqual(p.old, { call: 'NodePath', args: ['Sprite:frame'], fields: {} });
  assert.deepEqual(p.tint, { call: 'Color', args: ['#ff00aa'], fields: {} });
  assert.deepEqual(Object.keys((p._data as { dict: object }).dict), ['RESET', 'flap']);
});

test('keys with feature tags, slashes, colons and quotes; a preamble before the first heading', () => {
  const r = parseResourceText(
    'config_version=5\n\n[rendering]\n\nrenderer/rendering_method="forward_plus"\n' +
      'renderer/rendering_method.mobile="gl_compatibility"\nrenderer/rendering_method.web="gl_compatibility"\n' +
      '0:0/0/physics_layer_0/polygon_0/points = PackedVector2Array(-8, -8, 8, -8)\n"odd key/with space"=1\n',
    'project.godot',
  );
  assert.deepEqual(r.errors, []);
  assert.deepEqual(
    r.sections.map((s) => [s.tag, s.props.map((p) => `${p.key}@${p.line}`)]),
    [
      ['', ['config_version@1']],
      [
        'rendering',
        [
          'renderer/rendering_method@5',
          'renderer/rendering_method.mobile@6',
          'renderer/rendering_method.web@7',
          '0:0/0/physics_layer_0/polygon_0/points@8',
          'odd key/with space@9',
        ],
      ],
    ],
  );
});

test('typed arrays and dictionaries keep their element types, and references inside them are found', () => {
  const text =
    '[node name="Orchard" type="Node2D"]\n' +
    'kinds = Array[ExtResource("2_fd")]([ExtResource("3_a"), ExtResource("4_b")])\n' +
    'names = Array[StringName]([&"moth", &"glow"])\n' +
    'yields = Dictionary[StringName, int]({\n&"apple": 1,\n&"ember": 3\n})\n';
  const p = props(text);
  assert.deepEqual(p.names, { call: 'Array', types: ['StringName'], args: [['moth', 'glow']], fields: {} });
  assert.deepEqual(p.yields, {
    call: 'Dictionary',
    types: ['StringName', 'int'],
    args: [{ dict: { apple: 1, ember: 3 } }],
    fields: {},
  });
  assert.deepEqual(
    [...resourceCalls(p.kinds!)].map((c) => c.id),
    ['2_fd', '3_a', '4_b'],
    'the element type is a reference too',
  );
});

test('PackedByteArray as base64 and as numbers, numbers of every shape, inf and nan', () => {
  const p = props(
    '[resource]\ntiles = PackedByteArray("AAAAAP//AQA=")\nmask = PackedByteArray(0, 1, 255)\n' +
      'a = -0.5\nb = 1e+06\nc = 1.5e-05\nd = .25\ne = 0x1F\nf = inf\ng = inf_neg\nh = -inf\ni = nan\n',
  );
  assert.deepEqual(p.tiles, { call: 'PackedByteArray', args: ['AAAAAP//AQA='], fields: {} });
  assert.deepEqual(p.mask, { call: 'PackedByteArray', args: [0, 1, 255], fields: {} });
  assert.deepEqual([p.a, p.b, p.c, p.d, p.e], [-0.5, 1e6, 1.5e-5, 0.25, 31]);
  assert.deepEqual([p.f, p.g, p.h], [Infinity, -Infinity, -Infinity]);
  assert.ok(Number.isNaN(p.i));
});

test('strings over several lines, escapes, and the line of what follows them', () => {
  const r = parseResourceText(
    '[node name="Hint" type="Label"]\ntext = "Z: pick\tX: throw\n\\"warm\\" fruit glows \\u2603"\nvisible = false\n',
    'f.tscn',
  );
  assert.deepEqual(r.errors, []);
  assert.deepEqual(
    r.sections[0]!.props.map((p) => [p.key, p.value, p.line]),
    [
      ['text', 'Z: pick\tX: throw\n"warm" fruit glows ☃', 2],
      ['visible', false, 4],
    ],
  );
});

test('headings: uids, ids, instances, groups, node_paths; Object(…) events with their fields', () => {
  const r = parseResourceText(
    '[gd_scene load_steps=7 format=3 uid="uid://bm41nsc3n3m0t"]\n\n' +
      '[ext_resource type="Texture2D" uid="uid://d1t1l3s0garden" path="res://art/tiles.svg" id="2_t1"]\n' +
      '[node name="Main" type="Node2D" node_paths=PackedStringArray("follow") groups=["a", "b"]]\n' +
      '[node name="Moth" parent="." instance=ExtResource("3_pl")]\n' +
      '[connection signal="body_entered" from="Goal" to="." method="_on_goal" flags=18]\n' +
      '[editable path="Enemies/Wasp"]\n' +
      'ev = Object(InputEventKey,"resource_local_to_scene":false,"keycode":0,"physical_keycode":65)\n',
    'f.tscn',
  );
  assert.deepEqual(r.errors, []);
  assert.deepEqual(r.sections[0]!.attrs, { load_steps: 7, format: 3, uid: 'uid://bm41nsc3n3m0t' });
  assert.equal(r.sections[1]!.attrs.uid, 'uid://d1t1l3s0garden');
  assert.deepEqual(r.sections[2]!.attrs.groups, ['a', 'b']);
  assert.deepEqual(r.sections[3]!.attrs.instance, { call: 'ExtResource', args: ['3_pl'], fields: {} });
  assert.equal(r.sections[4]!.attrs.flags, 18);
  assert.deepEqual(r.sections[5]!.props[0]!.value, {
    call: 'Object',
    args: ['InputEventKey'],
    fields: { resource_local_to_scene: false, keycode: 0, physical_keycode: 65 },
  });
});

test('what cannot be read is placed where it starts, and reading goes on at the next statement', () => {
  const r = parseResourceText(
    '[gd_scene format=3]\n\n[node name="A" type="Node2D"]\ncurve = @Curve2D<3>\nbroken = [1, 2,\n3 4]\n' +
      'position = Vector2(4, 8)\n\n[node name="B" type="Node2D" parent="."]\n',
    'odd.tscn',
  );
  assert.deepEqual(
    r.errors.map((e) => `${e.line}:${e.column} ${e.message}`),
    ['4:9 expected a value here', '6:3 expected "," or "]" in a list'],
  );
  assert.deepEqual(
    r.sections.map((s) => [s.tag, s.props.map((p) => p.key)]),
    [
      ['gd_scene', []],
      ['node', ['position']],
      ['node', []],
    ],
  );
  const cut = parseResourceText('[node name="A"]\nposition = Vector2(1, \n', 'a.tscn');
  assert.deepEqual(
    cut.errors.map((e) => `${e.line}:${e.column} ${e.message}`),
    ['2:12 Vector2(…) never closes'],
  );
  assert.match(parseResourceText('[node name="A"\nx = 1\n', 'b.tscn').errors[0]!.message, /never closes/);
});
