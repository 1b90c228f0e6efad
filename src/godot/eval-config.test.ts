// eval_config by rules and by a model (through the fake OpenAI server), and the deterministic input strategy of
// Table 10: shares of the 600-frame cycle, custom actions overriding defaults, dangerous actions left out.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { createLlm, startFakeOpenAiServer } from '../llm/index.ts';
import { loadConfig, PROJECT_ROOT } from '../shared/index.ts';
import { type EvalConfig, evalConfigByModel, evalConfigByRules } from './eval-config.ts';
import { CYCLE_FRAMES, inputStrategyOf } from './input-strategy.ts';
import { buildManifest } from './manifest.ts';
import { loadProject } from './project.ts';

const manifestOf = (name: string) => buildManifest(loadProject(join(PROJECT_ROOT, 'test', 'fixtures', 'godot', name)));

test('eval_config by rules: player, score label, signals, menu vs gameplay scenes, behaviours, game type', () => {
  const c = evalConfigByRules(manifestOf('platformer'));
  assert.deepEqual(c.player_node, {
    scene: 'res://scenes/player.tscn',
    path: '.',
    type: 'CharacterBody2D',
    has_animated_sprite: false,
  });
  assert.deepEqual(c.score_tracking, {
    node_scene: 'res://scenes/main.tscn',
    node_path: 'HUD/Score',
    property: 'text',
    related_variable: 'score',
  });
  assert.equal(c.health_tracking, null);
  assert.deepEqual(
    c.key_signals.map((s) => `${s.source_node}.${s.signal_name}`),
    ['Game.score_changed', '..died'],
  );
  assert.deepEqual(c.menu_scenes, ['res://scenes/menu.tscn']);
  assert.deepEqual(c.gameplay_scenes, ['res://scenes/main.tscn']);
  assert.deepEqual(c.expected_behaviors, [
    { input: 'move_left', expected_effect: 'player_moves_left' },
    { input: 'move_right', expected_effect: 'player_moves_right' },
    { input: 'jump', expected_effect: 'player_jumps' },
  ]);
  assert.equal(c.game_type, 'platformer');
  assert.equal(evalConfigByRules(manifestOf('broken')).game_type, 'shooter');
});

test('input strategy: a platformer cycle is 60 % movement alternating every 2.5 s, 25 % jump, 15 % attack', () => {
  const config = evalConfigByRules(manifestOf('platformer'));
  const s = inputStrategyOf(config);
  assert.equal(s.mode, 'keyboard');
  assert.equal(
    s.actions.reduce((n, a) => n + a.frames, 0),
    CYCLE_FRAMES,
  );
  const framesOf = (role: string) => s.actions.filter((a) => a.role === role).reduce((n, a) => n + a.frames, 0);
  assert.deepEqual([framesOf('move_horizontal'), framesOf('jump'), framesOf('attack')], [360, 150, 90]);
  // The game's own actions override the ui_* defaults; attack has none, so Godot's ui_select is used.
  const moves = s.actions.filter((a) => a.role === 'move_horizontal');
  assert.deepEqual(moves.map((a) => `${a.frame}:${a.action}`).slice(0, 5), [
    '0:move_right',
    '60:move_right',
    '120:move_right',
    '150:move_left',
    '210:move_left',
  ]);
  assert.equal(s.actions.find((a) => a.role === 'jump')?.action, 'jump');
  assert.equal(s.actions.find((a) => a.role === 'attack')?.action, 'ui_select');
  assert.deepEqual(s.menu.target_scenes, ['res://scenes/main.tscn']);
  assert.equal(s.menu.skip, false);
  assert.deepEqual(inputStrategyOf(config), s, 'the same eval_config gives the same strategy');
});

test('input strategy: Table 10 modes per game type; no menu, no navigation; pause and quit never injected', () => {
  const base = evalConfigByRules(manifestOf('broken'));
  const modes = (['platformer', 'shooter', 'puzzle', 'strategy', 'rpg', 'card', 'other'] as const).map(
    (game_type) => inputStrategyOf({ ...base, game_type }).mode,
  );
  assert.deepEqual(modes, ['keyboard', 'mixed', 'mouse', 'mouse', 'keyboard', 'mouse', 'mixed']);
  const shooter = inputStrategyOf(base);
  assert.equal(shooter.menu.skip, true);
  assert.equal(shooter.actions.filter((a) => a.mouse === 'click_target').length * 30, 180);
  assert.equal(shooter.actions.find((a) => a.role === 'attack')?.action, 'shoot');
  const withPause: EvalConfig = {
    ...base,
    expected_behaviors: [
      { input: 'pause', expected_effect: 'pause_triggered' },
      { input: 'shoot', expected_effect: 'player_attacks' },
    ],
  };
  const s = inputStrategyOf(withPause);
  assert.deepEqual(s.excluded_actions, ['pause']);
  assert.ok(s.actions.every((a) => a.action !== 'pause'));
});

test('eval_config by a model: F.3 prompt with the manifest, the answer checked against the schema', async () => {
  const answer: EvalConfig = { ...evalConfigByRules(manifestOf('platformer')), notes: 'by the model' };
  const server = await startFakeOpenAiServer([{ text: 'not json at all' }, { json: answer }]);
  const dir = mkdtempSync(join(tmpdir(), 'playsmith-godot-llm-'));
  try {
    const config = loadConfig({
      cwd: dir,
      env: { PLAYSMITH_LLM_BASE_URL: server.baseUrl, PLAYSMITH_MODEL: 'fake-model', PLAYSMITH_LLM_CACHE: 'off' },
    });
    const llm = createLlm({ config, env: {}, retryBaseDelayMs: 10 });
    const c = await evalConfigByModel(manifestOf('platformer'), llm);
    assert.equal(c.notes, 'by the model');
    const asked = JSON.stringify(server.requests[0]?.body);
    assert.match(asked, /Analyze this Godot game project/);
    assert.match(asked, /Fox Run/);
    assert.equal(server.requests.length, 2, 'an answer that is not the schema is asked again');
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
