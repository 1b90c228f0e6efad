// The L3b input strategy: deterministic, bound to the contract's actions, never pressing pause/quit/escape, and with
// each archetype's Table-10 shape.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { FAMILIES } from '../families/index.ts';
import { ARCHETYPES, PROJECT_ROOT, type ContractAction } from '../shared/index.ts';
import {
  bindRoles,
  CYCLE_MS,
  gridPoint,
  inputStrategy,
  rankMenuTargets,
  TICK_MS,
  type StrategyArchetype,
  type StrategyTick,
} from './strategy.ts';

const PLATFORMER_ACTIONS: ContractAction[] = [
  { name: 'left', keys: ['ArrowLeft'] },
  { name: 'right', keys: ['ArrowRight'] },
  { name: 'jump', keys: ['Space'] },
  { name: 'attack', keys: ['KeyZ'] },
  { name: 'pause', keys: ['KeyP'] },
  { name: 'quit_to_menu', keys: ['Escape'] },
  { name: 'dash', keys: ['ShiftLeft'] },
];

const inputsOf = (s: ReturnType<typeof inputStrategy>): Set<string> =>
  new Set(s.ticks.flatMap((t) => [...t.hold, ...t.tap]));

describe('input strategy', () => {
  test('the same archetype and actions give the same cycle', () => {
    assert.deepEqual(inputStrategy('platformer', PLATFORMER_ACTIONS), inputStrategy('platformer', PLATFORMER_ACTIONS));
    assert.equal(inputStrategy('platformer', []).ticks.length, CYCLE_MS / TICK_MS);
  });

  test(
    'roles bind to contract actions; pause and quit are refused ' + 'and never injected; unbound actions are tapped',
    () => {
      const s = inputStrategy('platformer', PLATFORMER_ACTIONS);
      assert.deepEqual(s.bindings, { left: 'left', right: 'right', jump: 'jump', attack: 'attack' });
      assert.deepEqual(s.refused, ['pause', 'quit_to_menu']);
      assert.deepEqual(s.extraActions, ['dash']);
      const used = inputsOf(s);
      assert.ok(!used.has('pause') && !used.has('quit_to_menu') && !used.has('KeyP') && !used.has('Escape'));
      assert.ok(used.has('dash'));
    },
  );

  test('without a contract, archetype defaults are keys', () => {
    const { bindings } = bindRoles([]);
    assert.equal(bindings.left, 'ArrowLeft');
    assert.equal(bindings.jump, 'Space');
  });

  test('platformer: movement most of the time, alternating direction, jumps and attacks (JamBench Table 10)', () => {
    const s = inputStrategy('platformer', PLATFORMER_ACTIONS);
    assert.equal(s.mode, 'keyboard');
    const moving = s.ticks.filter((t) => t.hold.includes('left') || t.hold.includes('right')).length / s.ticks.length;
    assert.ok(moving >= 0.6, `moving ${moving}`);
    let switches = 0;
    for (let i = 1; i < s.ticks.length; i++) if (s.ticks[i]!.hold[0] !== s.ticks[i - 1]!.hold[0]) switches++;
    assert.ok(switches >= 3, 'direction alternates within a cycle');
    assert.ok(s.ticks.filter((t) => t.tap.includes('jump')).length >= 8);
    assert.ok(s.ticks.some((t) => t.tap.includes('attack')));
    assert.ok(s.ticks.every((t) => t.click === undefined));
  });

  test('mouse archetypes click; tower defense also clicks across the field; ui_heavy drags now and then', () => {
    const td = inputStrategy('tower_defense', []);
    assert.equal(td.mode, 'mouse');
    assert.ok(td.ticks.some((t) => t.click === 'grid') && td.ticks.some((t) => t.click === 'target'));
    const ui = inputStrategy('ui_heavy', []);
    assert.ok(ui.ticks.filter((t) => t.click === 'target').length >= 10);
    assert.ok(ui.ticks.some((t) => t.drag));
    const top = inputStrategy('top_down', [{ name: 'fire', keys: ['Space'] }]);
    assert.equal(top.bindings.attack, 'fire');
    assert.ok(
      top.ticks.some((t) => t.hold.length === 2),
      'diagonal movement',
    );
  });

  test('menu targets rank by keyword, then position; quit-like buttons are dropped', () => {
    const ranked = rankMenuTargets([
      { label: 'Credits', x: 400, y: 200 },
      { label: 'Quit', x: 400, y: 500 },
      { label: 'Options', x: 400, y: 400 },
      { label: 'Start Game', x: 400, y: 300 },
      { label: '', x: 10, y: 10 },
      { label: 'PLAY', x: 400, y: 350 },
    ]);
    assert.deepEqual(
      ranked.map((t) => t.label),
      ['PLAY', 'Start Game', ''],
    );
  });

  test('grid points cover the field before repeating', () => {
    const points = Array.from({ length: 24 }, (_, i) => gridPoint(i, 800, 600));
    assert.equal(new Set(points.map((p) => `${p.x},${p.y}`)).size, 24);
    assert.deepEqual(gridPoint(24, 800, 600), gridPoint(0, 800, 600));
  });
});

/** A cycle as runs of identical ticks ("4-7: hold ArrowRight, tap Space"), the form of the frozen copy. */
function tickRuns(ticks: readonly StrategyTick[]): string[] {
  const text = (t: StrategyTick): string =>
    [
      ...t.hold.map((h) => `hold ${h}`),
      ...t.tap.map((x) => `tap ${x}`),
      ...(t.click ? [`click ${t.click}`] : []),
      ...(t.drag ? ['drag'] : []),
    ].join(', ');
  const runs: string[] = [];
  let from = 0;
  for (let i = 1; i <= ticks.length; i++) {
    if (i < ticks.length && text(ticks[i]!) === text(ticks[from]!)) continue;
    const what = text(ticks[from]!);
    if (what) runs.push(`${from === i - 1 ? from : `${from}-${i - 1}`}: ${what}`);
    from = i;
  }
  return runs;
}

describe('the strategy rows the families declare', () => {
  // A contract naming every role, a refused action, two restart-like ones and three the roles leave over.
  const CONTRACT: ContractAction[] = [
    { name: 'left', keys: ['ArrowLeft'] },
    { name: 'right', keys: ['ArrowRight'] },
    { name: 'up', keys: ['ArrowUp'] },
    { name: 'down', keys: ['ArrowDown'] },
    { name: 'jump', keys: ['Space'] },
    { name: 'attack', keys: ['KeyZ'] },
    { name: 'confirm', keys: ['Enter'] },
    { name: 'pause', keys: ['KeyP'] },
    { name: 'dash', keys: ['KeyC'] },
    { name: 'restart', keys: ['KeyR'] },
    { name: 'choose_1', keys: ['Digit1'] },
    { name: 'choose_2', keys: ['Digit2'] },
  ];

  test('every archetype has a family descriptor, and every descriptor an archetype', () => {
    assert.deepEqual(Object.keys(FAMILIES).sort(), [...ARCHETYPES].sort());
  });

  test('play the ticks of the table they replaced, for each archetype and "other", with and without a contract', () => {
    // Frozen from check/strategy.ts's own switch before the rows moved into src/families/ (a family added since has
    // no frozen row).
    const frozen = JSON.parse(readFileSync(join(PROJECT_ROOT, 'test/fixtures/strategy-ticks.json'), 'utf8'));
    const contracts = { 'no contract': [], contract: CONTRACT } as const;
    const now: Record<string, unknown> = {};
    for (const key of Object.keys(frozen)) {
      const [archetype, set] = key.split(', ') as [StrategyArchetype, keyof typeof contracts];
      const s = inputStrategy(archetype, contracts[set]);
      const { gameType, mode, bindings, extraActions, refused } = s;
      now[key] = { gameType, mode, bindings, extraActions, refused, ticks: tickRuns(s.ticks) };
    }
    assert.equal(Object.keys(frozen).length, 12);
    assert.deepEqual(now, frozen);
  });
});
