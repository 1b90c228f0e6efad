// The three parsers on the fixture projects: exact facts, parse errors at file:line:col, uid resolution, and
// finding a project in a subfolder.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PROJECT_ROOT } from '../shared/index.ts';
import { parseScriptFile } from './gdscript.ts';
import { findProjects, loadProject, resolveProjectDir } from './project.ts';
import { parseProjectFile } from './project-file.ts';
import { parseSceneFile } from './scene.ts';
import { formatParseError } from './syntax.ts';

const FIXTURES = join(PROJECT_ROOT, 'test', 'fixtures', 'godot');
const platformer = join(FIXTURES, 'platformer');

test('project.godot: name, version, main scene, autoloads and the input map with readable events', () => {
  const p = parseProjectFile(readFileSync(join(platformer, 'project.godot'), 'utf8'), 'project.godot');
  assert.equal(p.configVersion, 5);
  assert.equal(p.name, 'Fox Run');
  assert.deepEqual(p.mainScene, { path: 'res://scenes/menu.tscn', line: 9 });
  assert.deepEqual(p.features, ['4.3', 'GL Compatibility']);
  assert.deepEqual(p.autoloads, [{ name: 'Game', path: 'res://scripts/game.gd', singleton: true, line: 15 }]);
  assert.deepEqual(
    p.inputActions.map((a) => [a.name, a.events]),
    [
      ['move_left', ['key:A', 'key:Left']],
      ['move_right', ['key:D']],
      ['jump', ['key:Space', 'joypad_button:0']],
    ],
  );
  assert.deepEqual(p.errors, []);
});

test('.tscn: ext and sub resources with uids, the node tree with instances and scripts, connections', () => {
  const s = parseSceneFile(readFileSync(join(platformer, 'scenes', 'main.tscn'), 'utf8'), 'scenes/main.tscn');
  assert.equal(s.uid, 'uid://a0mainscene001');
  assert.deepEqual(
    s.extResources.map((r) => [r.id, r.type, r.path, r.uid, r.line]),
    [
      ['1_main', 'Script', 'res://scripts/main.gd', undefined, 3],
      ['2_player', 'PackedScene', 'res://scenes/player.tscn', 'uid://b1playerscene1', 4],
      ['3_icon', 'Texture2D', 'res://art/icon.svg', 'uid://c4ficon0svg01', 5],
    ],
  );
  assert.deepEqual(s.subResources, [{ id: 'CircleShape2D_coin', type: 'CircleShape2D', line: 7 }]);
  assert.deepEqual(
    s.nodes.map((n) => [n.path, n.type ?? `instance ${n.instance}`, n.script ?? '']),
    [
      ['.', 'Node2D', '1_main'],
      ['Player', 'instance 2_player', ''],
      ['Coin', 'Area2D', ''],
      ['Coin/Sprite', 'Sprite2D', ''],
      ['Coin/Shape', 'CollisionShape2D', ''],
      ['HUD', 'CanvasLayer', ''],
      ['HUD/Score', 'Label', ''],
    ],
  );
  assert.deepEqual(s.nodes[2]?.groups, ['coins']);
  assert.deepEqual(s.connections, [
    { signal: 'body_entered', from: 'Coin', to: '.', method: '_on_coin_body_entered', line: 30 },
  ]);
  assert.deepEqual(s.errors, []);
});

test('.gd: extends, class_name, signatures, empty bodies, signals, loads, node paths and input actions', () => {
  const g = parseScriptFile(readFileSync(join(platformer, 'scripts', 'player.gd'), 'utf8'), 'scripts/player.gd');
  assert.equal(g.extends, 'CharacterBody2D');
  assert.equal(g.className, 'Player');
  assert.deepEqual(
    g.functions.map((f) => [f.name, f.params, f.returnType, f.empty, f.line]),
    [
      ['_physics_process', '(delta: float)', 'void', false, 13],
      ['die', '()', 'void', false, 24],
    ],
  );
  assert.deepEqual(g.signalsDeclared, ['died']);
  assert.deepEqual(g.signalsEmitted, ['died']);
  assert.deepEqual(g.loads, [{ path: 'res://scenes/dust.tscn', line: 8, preload: true }]);
  assert.deepEqual(g.nodePaths, ['Sprite']);
  assert.deepEqual(g.inputActions, ['move_left', 'move_right', 'jump']);
  const masked = parseScriptFile(
    readFileSync(join(FIXTURES, 'broken', 'scripts', 'game.gd'), 'utf8'),
    'scripts/game.gd',
  );
  assert.deepEqual(
    masked.functions.map((f) => [f.name, f.empty]),
    [['on_enemy_died', true]],
  );
});

test('parse errors name file, line and column', () => {
  const g = parseScriptFile('extends Node\n\nfunc ok() -> void:\n\tpass\n\nfunc broken(:\n\tpass\n', 'scripts/x.gd');
  assert.ok(g.errors.length > 0);
  assert.match(formatParseError(g.errors[0]!), /^scripts\/x\.gd:6:\d+: /);
  const s = parseSceneFile('[gd_scene format=3]\n\n[node name="A" type="Node2D"]\nposition = Vector2(1, \n', 'a.tscn');
  assert.ok(s.errors.length > 0);
  assert.match(formatParseError(s.errors[0]!), /^a\.tscn:4:\d+: /);
  const p = parseProjectFile('config_version=5\n[application\nconfig/name="x"\n', 'project.godot');
  // tree-sitter's recovery may place an unclosed heading's error on the line after it.
  assert.match(formatParseError(p.errors[0]!), /^project\.godot:[23]:\d+: /);
});

test('uid:// references resolve through .uid files, .import metadata and scene headings', () => {
  const project = loadProject(platformer);
  assert.equal(project.uids.get('uid://b2playerscript'), 'scripts/player.gd');
  assert.equal(project.uids.get('uid://c4ficon0svg01'), 'art/icon.svg');
  assert.equal(project.uids.get('uid://b1playerscene1'), 'scenes/player.tscn');
});

test('every project.godot under a folder is found; a repository with one project in a subfolder resolves to it', () => {
  assert.deepEqual(
    findProjects(FIXTURES).map((d) => d.slice(FIXTURES.length + 1)),
    [
      'broken',
      'gamedevbench/tasks/task_0001_place_asset',
      'gamedevbench/tasks_gt/task_0001_place_asset',
      'nested/game',
      'platformer',
    ],
  );
  assert.equal(resolveProjectDir(join(FIXTURES, 'nested')), join(FIXTURES, 'nested', 'game'));
  assert.throws(() => resolveProjectDir(FIXTURES), /5 Godot projects below this folder/);
  assert.throws(() => resolveProjectDir(join(FIXTURES, 'platformer', 'art')), /no project\.godot/);
});
