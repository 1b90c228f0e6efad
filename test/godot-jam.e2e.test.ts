// `playsmith godot check` on projects in the shapes real jam projects take (test/fixtures/godot-jam): a 4.3
// platformer with SpriteFrames, AnimationPlayer libraries, a TileSet and TileMapLayer data, a theme, an autoload and
// an enabled addon; a 4.4 project in a subfolder of its repository with `.godot/` committed, uid-only references,
// .gd.uid files, typed arrays and dictionaries; a project whose addon and autoload are truly missing; and one with a
// file Playsmith's reader cannot read. Complete projects pass L1; a missing reference is named at file:line; a reader
// failure is "not measured", never L1 failed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { GodotCheckResultSchema, PROJECT_ROOT } from '../src/shared/index.ts';

const JAM = join(PROJECT_ROOT, 'test', 'fixtures', 'godot-jam');
const temp = mkdtempSync(join(tmpdir(), 'playsmith-godot-jam-'));
after(() => rmSync(temp, { recursive: true, force: true }));

function playsmith(...args: string[]) {
  const env = { ...process.env, PLAYSMITH_GODOT: '', PLAYSMITH_LLM_BASE_URL: '', PLAYSMITH_MODEL: '' };
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, 'src', 'cli', 'main.ts'), ...args], {
    encoding: 'utf8',
    cwd: temp,
    env,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const check = (project: string) => {
  const run = playsmith('godot', 'check', project, '--json');
  return { ...run, result: GodotCheckResultSchema.parse(JSON.parse(run.stdout)) };
};

test('a 4.3 jam platformer using every text construct passes L1, and what it holds is read', () => {
  const { code, result } = check(join(JAM, 'moth-lantern'));
  assert.equal(code, 0);
  assert.equal(result.l1.status, 'passed');
  assert.deepEqual([result.l1.issues, result.l1.unreadable], [[], []]);
  const text = playsmith('godot', 'check', join(JAM, 'moth-lantern'));
  assert.match(text.stdout, /L1 {2}passed \(22 files\)/);
  const manifest = JSON.parse(playsmith('godot', 'manifest', join(JAM, 'moth-lantern')).stdout);
  assert.equal(manifest.game_name, 'Moth & Lantern');
  assert.deepEqual(manifest.input_actions, {
    move_left: ['key:A', 'joypad_axis:0-'],
    move_right: ['key:D'],
    flap: ['key:Space', 'joypad_button:0'],
  });
  assert.deepEqual(manifest.autoloads, [{ name: 'Game', path: 'res://autoload/game.gd', singleton: true }]);
  const player = manifest.scenes.find((s: { path: string }) => s.path === 'res://scenes/player.tscn');
  assert.deepEqual(
    player.nodes.map((n: { path: string; type: string }) => `${n.path} ${n.type}`),
    [
      '. CharacterBody2D',
      'Sprite AnimatedSprite2D',
      'Shape CollisionShape2D',
      'AnimationPlayer AnimationPlayer',
      'Light PointLight2D',
    ],
  );
});

test('a 4.4 project in a subfolder, with .godot/ committed or not, passes L1 the same way', () => {
  const withEditor = check(join(JAM, 'ember-orchard'));
  assert.equal(withEditor.code, 0, withEditor.stderr);
  assert.equal(withEditor.result.project, join(JAM, 'ember-orchard', 'game'));
  assert.equal(withEditor.result.l1.status, 'passed');
  assert.deepEqual(withEditor.result.l1.issues, []);
  const bare = join(temp, 'ember-bare');
  cpSync(join(JAM, 'ember-orchard'), bare, { recursive: true });
  rmSync(join(bare, 'game', '.godot'), { recursive: true });
  const without = check(bare);
  assert.equal(without.result.l1.status, 'passed');
  assert.equal(without.result.l1.files, withEditor.result.l1.files, ".godot/ is the editor's, never the project's");
  assert.deepEqual(without.result.scs, { ...withEditor.result.scs });
});

test('a truly missing addon and autoload fail L1 at their file and line, for those reasons only', () => {
  const run = check(join(JAM, 'lost-signal'));
  assert.equal(run.code, 1);
  assert.equal(run.result.l1.status, 'failed');
  assert.deepEqual(run.result.l1.unreadable, []);
  assert.deepEqual(
    run.result.l1.issues.map((i) => `${i.kind} ${i.file}:${i.line}`),
    [
      'missing-addon project.godot:19',
      'missing-autoload project.godot:20',
      'missing-addon project.godot:28',
      'missing-addon scenes/radio.tscn:5',
    ],
  );
  const text = playsmith('godot', 'check', join(JAM, 'lost-signal'));
  assert.match(
    text.stdout,
    /project\.godot:20: missing-autoload: autoload Music: res:\/\/autoload\/music\.gd does not/,
  );
});

test("a file Playsmith cannot read is L1 not measured, named at file:line; the project's own faults still fail", () => {
  const run = playsmith('godot', 'check', join(JAM, 'reader-gap'));
  assert.equal(run.code, 0, 'a measurement Playsmith could not make is said, not failed');
  assert.match(run.stdout, /L1 {2}not measured: Playsmith could not read scenes\/odd\.tscn:7 \(4 files\)/);
  assert.doesNotMatch(run.stdout, /FAILED|parse-error/);
  const json = check(join(JAM, 'reader-gap')).result;
  assert.deepEqual([json.l1.status, json.l1.passed, json.l1.issues], ['not-measured', false, []]);
  assert.deepEqual(
    json.l1.unreadable?.map((u) => `${u.file}:${u.line}:${u.column}`),
    ['scenes/odd.tscn:7:9'],
  );
  const broken = join(temp, 'gap-broken');
  cpSync(join(JAM, 'reader-gap'), broken, { recursive: true });
  rmSync(join(broken, 'scripts', 'main.gd'));
  const both = playsmith('godot', 'check', broken);
  assert.equal(both.code, 1);
  assert.match(both.stdout, /L1 {2}FAILED/);
  assert.match(both.stdout, /scenes\/main\.tscn:3: missing-resource: Script ext_resource "1_m41n"/);
  assert.match(both.stdout, /scenes\/odd\.tscn:7:9: Playsmith could not read this .*not the project's fault/);
});
