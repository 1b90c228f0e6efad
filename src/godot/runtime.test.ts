// The runtime levels without a binary: the generated collector and the command lines as text, stderr parsing, BAS
// by hand, and a check that says "skipped: no Godot 4 binary" for every runtime level — never passed.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { type GodotBehaviour, GodotCheckResultSchema, PROJECT_ROOT } from '../shared/index.ts';
import { basAgainstMeans, basAgainstProject } from './bas.ts';
import { checkGodotProject } from './check.ts';
import { collectorScript, MENU_FRAMES, TOTAL_FRAMES } from './collector.ts';
import { evalConfigByRules } from './eval-config.ts';
import { parseScriptFile } from './gdscript.ts';
import { inputStrategyOf } from './input-strategy.ts';
import { buildManifest } from './manifest.ts';
import { parseGodotErrors } from './process.ts';
import { loadProject } from './project.ts';
import { commands, NO_BINARY, withCollectorAutoload } from './runtime.ts';

const platformer = join(PROJECT_ROOT, 'test', 'fixtures', 'godot', 'platformer');
const strategy = inputStrategyOf(evalConfigByRules(buildManifest(loadProject(platformer))));

test('the collector autoload is valid GDScript carrying the strategy, the safeguards and the three fallbacks', () => {
  const text = collectorScript(strategy, '/tmp/out/behaviour.json');
  const parsed = parseScriptFile(text, 'playsmith_collector.gd');
  assert.deepEqual(parsed.errors, []);
  assert.equal(parsed.extends, 'Node');
  assert.match(text, /process_mode = Node\.PROCESS_MODE_ALWAYS/);
  assert.match(text, /if get_tree\(\)\.paused:\n\t\tget_tree\(\)\.paused = false/);
  assert.match(text, new RegExp(`MENU_FRAMES := ${MENU_FRAMES}\\b`));
  assert.match(text, new RegExp(`TOTAL_FRAMES := ${TOTAL_FRAMES}\\b`));
  assert.equal([MENU_FRAMES, TOTAL_FRAMES].join(), '600,3600');
  const order = ['emit_signal("pressed")', '_click(b.global_position', '_key("Enter")'].map((s) => text.indexOf(s));
  assert.ok(
    order.every((i, k) => i > 0 && (k === 0 || i > order[k - 1]!)),
    'emit pressed → click → Enter/Space',
  );
  const embedded = /const STRATEGY_JSON := (".*")\n/.exec(text)?.[1];
  assert.deepEqual(JSON.parse(JSON.parse(embedded ?? '""')), strategy);
  assert.match(text, /const OUT_FILE := "\/tmp\/out\/behaviour\.json"/);
  for (const field of ['nodes_added', 'nodes_removed', 'position_changes', 'event_count', 'velocity_active'])
    assert.match(text, new RegExp(`"${field}": ${field}`));
});

test('the command lines, and the collector added to project.godot as the last autoload', () => {
  assert.deepEqual(commands.import('/opt/godot', '/p'), ['/opt/godot', '--headless', '--path', '/p', '--import']);
  assert.deepEqual(commands.checkScript('g', '/p', 'res://a.gd'), [
    'g',
    '--headless',
    '--path',
    '/p',
    '--check-only',
    '--script',
    'res://a.gd',
  ]);
  assert.equal(commands.stability('g', '/p').join(' '), 'g --headless --path /p --fixed-fps 60 --quit-after 1800');
  assert.equal(commands.behaviour('g', '/p').join(' '), 'g --headless --path /p --fixed-fps 60 --quit-after 3660');
  assert.equal(commands.test('g', '/p', 'res://test.tscn').join(' '), 'g --headless --path /p res://test.tscn');
  assert.equal(
    withCollectorAutoload('config_version=5\n\n[autoload]\n\nGame="*res://g.gd"\n\n[input]\n\njump={}\n'),
    'config_version=5\n\n[autoload]\n\nGame="*res://g.gd"\nPlaysmithCollector="*res://playsmith_collector.gd"\n\n' +
      '[input]\n\njump={}\n',
  );
  assert.equal(
    withCollectorAutoload('config_version=5\n'),
    'config_version=5\n\n[autoload]\n\nPlaysmithCollector="*res://playsmith_collector.gd"\n',
  );
});

test("Godot's stderr is read back as res://file:line: message", () => {
  const stderr =
    'Godot Engine v4.3.stable.official\n' +
    'SCRIPT ERROR: Parse Error: Identifier "spead" not declared in the current scope.\n' +
    '          at: GDScript::reload (res://scripts/player.gd:14)\n' +
    'ERROR: Failed to load script "res://scripts/player.gd" with error "Parse error".\n' +
    '   at: load (modules/gdscript/gdscript.cpp:2936)\n' +
    'WARNING: not an error\n';
  assert.deepEqual(parseGodotErrors(stderr), [
    'res://scripts/player.gd:14: Parse Error: Identifier "spead" not declared in the current scope.',
    'Failed to load script "res://scripts/player.gd" with error "Parse error".',
  ]);
});

test('BAS by hand: against a project (eqs. 2–3) and against Table 3 with capped ratios', () => {
  const b: GodotBehaviour = {
    nodes_added: 10,
    nodes_removed: 0,
    position_changes: 50,
    event_count: 20,
    velocity_active: 0,
    responsive_actions: 2,
    signal_triggers: ['died', 'coin'],
  };
  const ref: GodotBehaviour = { ...b, nodes_added: 20, position_changes: 40, signal_triggers: ['coin', 'hit'] };
  // Counts: 1 - 10/20 = 0.5; both 0 → 1; 1 - 10/50 = 0.8; 1; both 0 → 1; 1. Signals: {coin} / {died, coin, hit} = 1/3.
  // (0.5 + 1 + 0.8 + 1 + 1 + 1 + 1/3) / 7 = 5.633333 / 7 = 0.804762.
  assert.equal(basAgainstProject(b, ref).toFixed(6), '0.804762');
  // Against Table 3, only the non-zero dimensions: 10/4720.31, 50/131.18, 20/33.38, 2/4.73, 2/4.0 →
  // 0.002119 + 0.381156 + 0.599161 + 0.422833 + 0.5 = 1.905268; / 5 = 0.381054.
  assert.equal(basAgainstMeans(b).toFixed(6), '0.381054');
  // One non-zero dimension: a zero-valued one joins it, (1 + 0) / 2.
  const silent = {
    ...b,
    nodes_added: 0,
    position_changes: 0,
    event_count: 0,
    responsive_actions: 0,
    signal_triggers: [],
  };
  assert.equal(basAgainstMeans({ ...silent, responsive_actions: 5 }), 0.5);
});

test('without a binary, L1 and SCS run and every runtime level says skipped: no Godot 4 binary', async () => {
  const result = GodotCheckResultSchema.parse(await checkGodotProject(platformer));
  assert.equal(result.l1.passed, true);
  assert.equal(result.scs.score.toFixed(6), '0.294742');
  for (const level of [result.l2, result.l3a, result.l3b]) {
    assert.equal(level.status, 'skipped');
    assert.equal(level.reason, NO_BINARY);
  }
  assert.equal(result.bas, null);
  await assert.rejects(checkGodotProject(platformer, { godot: '/nonexistent/godot' }), /PLAYSMITH_GODOT is/);
});
