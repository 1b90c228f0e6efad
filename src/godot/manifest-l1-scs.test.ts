// The manifest, L1 and SCS on the fixture projects: exact expected manifests, every planted broken reference at
// file:line, and SCS computed by hand (in the comments) against Table 3's means and against another project.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { PROJECT_ROOT } from '../shared/index.ts';
import { checkIntegrity } from './integrity.ts';
import { buildManifest, ManifestSchema } from './manifest.ts';
import { loadProject } from './project.ts';
import { measureScs, REFERENCE_MEANS, scoreScs, scoreScsAgainstMeans } from './scs.ts';

const fixture = (name: string) => loadProject(join(PROJECT_ROOT, 'test', 'fixtures', 'godot', name));

test('the manifest of the platformer fixture: settings, scripts, node trees, transitions', () => {
  const m = ManifestSchema.parse(buildManifest(fixture('platformer')));
  assert.equal(m.game_name, 'Fox Run');
  assert.equal(m.godot_version, '4.3');
  assert.equal(m.main_scene, 'res://scenes/menu.tscn');
  assert.deepEqual(m.input_actions, {
    move_left: ['key:A', 'key:Left'],
    move_right: ['key:D'],
    jump: ['key:Space', 'joypad_button:0'],
  });
  assert.deepEqual(m.autoloads, [{ name: 'Game', path: 'res://scripts/game.gd', singleton: true }]);
  assert.deepEqual(m.scripts[3], {
    path: 'res://scripts/player.gd',
    extends: 'CharacterBody2D',
    class_name: 'Player',
    functions: [
      { signature: 'func _physics_process(delta: float) -> void', empty: false },
      { signature: 'func die() -> void', empty: false },
    ],
    signals: ['died'],
    emits: ['died'],
    connects: [],
  });
  assert.deepEqual(
    m.scripts.map((s) => [s.path, s.connects]),
    [
      ['res://scripts/game.gd', []],
      ['res://scripts/main.gd', ['score_changed', 'died']],
      ['res://scripts/menu.gd', []],
      ['res://scripts/player.gd', []],
    ],
  );
  assert.deepEqual(m.scenes[3], {
    path: 'res://scenes/player.tscn',
    nodes: [
      { path: '.', type: 'CharacterBody2D', script: 'res://scripts/player.gd', instance: null },
      { path: 'Sprite', type: 'Sprite2D', script: null, instance: null },
      { path: 'Shape', type: 'CollisionShape2D', script: null, instance: null },
    ],
    connections: [],
  });
  assert.deepEqual(m.scenes[1]?.nodes[1], {
    path: 'Player',
    type: 'PackedScene',
    script: null,
    instance: 'res://scenes/player.tscn',
  });
  assert.deepEqual(m.scene_transitions, [{ from: 'res://scenes/menu.tscn', to: 'res://scenes/main.tscn' }]);
});

test('the manifest of a project in a subfolder resolves its uid:// main scene and script', () => {
  const m = buildManifest(fixture('nested/game'));
  assert.equal(m.main_scene, 'res://scenes/main.tscn');
  assert.equal(m.scenes[0]?.nodes[0]?.script, 'res://scripts/main.gd');
});

test('L1 passes the valid fixtures and finds every planted broken reference at file:line', () => {
  assert.deepEqual(checkIntegrity(fixture('platformer')).issues, []);
  assert.deepEqual(checkIntegrity(fixture('nested/game')).issues, []);
  const l1 = checkIntegrity(fixture('broken'));
  assert.equal(l1.passed, false);
  assert.deepEqual(
    l1.issues.map((i) => `${i.kind} ${i.file}:${i.line}`),
    [
      'missing-autoload project.godot:14',
      'missing-addon project.godot:15',
      'missing-addon project.godot:19',
      'missing-resource scenes/level.tscn:4',
      'missing-resource scenes/level.tscn:5',
      'undeclared-id scenes/level.tscn:16',
      'missing-resource scripts/ship.gd:1',
      'missing-resource scripts/ship.gd:3',
      'missing-resource scripts/ship.gd:4',
    ],
  );
  assert.match(l1.issues[0]!.message, /autoload Audio: res:\/\/autoload\/audio\.gd does not exist/);
  assert.match(l1.issues[4]!.message, /uid:\/\/zzznotanywhere is no known uid, and res:\/\/scenes\/enemy\.tscn/);
});

test('SCS against Table 3 reproduces the worked example', () => {
  // The platformer fixture, counted by hand:
  //   scripts 4 (game, main, menu, player); scenes 4 (dust, main, menu, player); input actions 3;
  //   functions 2 + 4 + 1 + 2 = 9, none empty, so non_empty_ratio 9/9 = 1;
  //   nodes 1 (dust) + 7 (main) + 2 (menu) + 3 (player) = 13;
  //   signals: game declares and emits score_changed (2), main connects score_changed and died (2),
  //   player declares and emits died (2), plus the [connection]s in main.tscn and menu.tscn (2) = 8.
  // Against Table 3 (26.42, 22.22, 6.53, 128.62, 201.55, 0.98, 58.02), eq. 1's terms are
  //   4/26.42 = 0.151400, 4/22.22 = 0.180018, 3/6.53 = 0.459418, 9/128.62 = 0.069974, 13/201.55 = 0.064500,
  //   min(1/0.98, 1) = 1, 8/58.02 = 0.137883; their sum 2.063194 over N = 7 is SCS = 0.294742.
  const values = measureScs(fixture('platformer'));
  assert.deepEqual(values, {
    script_count: 4,
    scene_count: 4,
    input_action: 3,
    function_count: 9,
    node_count: 13,
    non_empty_ratio: 1,
    signal_usage: 8,
  });
  const scs = scoreScsAgainstMeans(values);
  assert.equal(scs.score.toFixed(6), '0.294742');
  assert.deepEqual(
    scs.dimensions.map((d) => d.ratio.toFixed(6)),
    ['0.151400', '0.180018', '0.459418', '0.069974', '0.064500', '1.000000', '0.137883'],
  );
  assert.equal(scs.reference.kind, 'dataset-means');
  assert.equal(REFERENCE_MEANS.source.table.startsWith('Table 3'), true);
});

test('SCS against a reference project, and 1 on a dimension where both are 0', () => {
  // broken: 2 scripts, 1 scene, 1 action, 2 functions (one a stub: ratio 0.5), 4 nodes, 1 signal (enemy_died).
  // Against the platformer (4, 4, 3, 9, 13, 1, 8): 1/2 + 1/4 + 1/3 + 2/9 + 4/13 + 0.5 + 1/8 = 2.238248; / 7 = 0.319750.
  const platformer = measureScs(fixture('platformer'));
  const scs = scoreScs(measureScs(fixture('broken')), platformer, { kind: 'project', source: 'platformer' });
  assert.equal(scs.score.toFixed(6), '0.319750');
  // nested/game has no input actions and no signals; against itself every term is 1.
  const nested = measureScs(fixture('nested/game'));
  assert.equal(nested.input_action, 0);
  assert.equal(scoreScs(nested, nested, { kind: 'project', source: 'self' }).score, 1);
});
