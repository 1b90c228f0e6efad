// The oracles and the action checks on hand-made steps: each rule fires on the evidence that breaks it, with that
// evidence in the finding, and stays quiet on the look-alikes a working game produces.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PNG } from 'pngjs';
import type { SceneView } from '../harness/index.ts';
import type { ContractState, PlayAction } from '../shared/index.ts';
import { refusal } from './actions.ts';
import { changedPaths } from './observation.ts';
import { Oracles, type StepEvidence } from './oracles.ts';

function png(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      const p = (y * width + x) * 4;
      image.data[p] = r;
      image.data[p + 1] = g;
      image.data[p + 2] = b;
      image.data[p + 3] = 255;
    }
  return PNG.sync.write(image);
}

const FLAT = png(80, 60, () => [255, 255, 255]);
const view = (over: Partial<SceneView> = {}): SceneView => ({
  canvas: { left: 0, top: 0, width: 80, height: 60, gameWidth: 80, gameHeight: 60 },
  frame: 1,
  texts: [],
  solids: [],
  world: null,
  ...over,
});

let stepNo = 0;
function evidence(over: Partial<StepEvidence> & { before: ContractState; after: ContractState }): StepEvidence {
  stepNo++;
  return {
    step: stepNo,
    gameTime: stepNo * 500,
    action: { action: 'act', name: 'right', ms: 400 },
    input: 'right',
    positions: [],
    events: [],
    viewBefore: view(),
    view: view({ frame: stepNo * 30 }),
    errors: [],
    screenshot: async () => ({ file: `step-${stepNo}.png`, png: FLAT }),
    latestScreenshot: null,
    ...over,
  };
}

test('a score that falls with no loss event is a finding with the step, screenshot and both states', async () => {
  const oracles = new Oracles([]);
  await oracles.observe(
    evidence({
      before: { scene: 'Level', score: 10 },
      after: { scene: 'Level', score: 5 },
      events: [{ type: 'coin_collected', payload: { value: -5 } }],
    }),
  );
  const [finding] = oracles.findings;
  assert.equal(finding?.oracle, 'score-without-cause');
  assert.match(finding!.message, /from 10 to 5 .*coin_collected/);
  assert.equal(finding!.screenshot, `step-${stepNo}.png`);
  assert.deepEqual(
    [(finding!.before as { score: number }).score, (finding!.after as { score: number }).score],
    [10, 5],
  );
  const quiet = new Oracles([]);
  await quiet.observe(
    evidence({
      before: { scene: 'Level', score: 10 },
      after: { scene: 'Level', score: 5 },
      events: [{ type: 'player_hurt', payload: {} }],
    }),
  );
  await quiet.observe(evidence({ before: { scene: 'Level', score: 10 }, after: { scene: 'Title', score: 0 } }));
  assert.deepEqual(quiet.findings, [], 'a hurt event or a new scene explains a lower score');
});

test('a player inside a solid block is a finding; touching its edge or a block that appeared is not', async () => {
  const wall = { x: 128, y: 0, width: 64, height: 600 };
  const oracles = new Oracles([]);
  const solids = view({ solids: [wall], frame: null });
  await oracles.observe(
    evidence({ before: {}, after: {}, viewBefore: solids, view: solids, positions: [{ x: 126, y: 300 }] }),
  );
  await oracles.observe(
    evidence({ before: {}, after: {}, viewBefore: view(), view: solids, positions: [{ x: 150, y: 300 }] }),
  );
  assert.equal(oracles.findings.length, 0);
  await oracles.observe(
    evidence({ before: {}, after: {}, viewBefore: solids, view: solids, positions: [{ x: 150, y: 300 }] }),
  );
  assert.equal(oracles.findings[0]?.oracle, 'through-solid');
  assert.match(oracles.findings[0]!.message, /inside a solid 64x600 block at \(128, 0\)/);
});

test('text on a one-colour screen is invisible; text that left a mark, or fades, is not', async () => {
  const marked = png(80, 60, (x, y) => (x >= 40 && x < 50 && y >= 10 && y < 20 ? [0, 0, 0] : [255, 255, 255]));
  const texts = [
    { text: 'Lives: 3', x: 5, y: 5, width: 30, height: 12, color: '#ffffff', scene: 'Level', alpha: 1 },
    { text: 'Title', x: 38, y: 8, width: 14, height: 14, color: '#000000', scene: 'Level', alpha: 1 },
  ];
  // A hit's "-2" fading out is an effect, not text meant to be read.
  const fading = { text: '-2', x: 60, y: 40, width: 10, height: 10, color: '#ffffff', scene: 'Level', alpha: 0.4 };
  const oracles = new Oracles([]);
  await oracles.observe(
    evidence({
      before: {},
      after: {},
      view: view({ texts: [...texts, fading] }),
      screenshot: async () => ({ file: 'shot.png', png: marked }),
    }),
  );
  assert.deepEqual(
    oracles.findings.map((f) => [f.oracle, f.screenshot]),
    [['invisible-text', 'shot.png']],
  );
  assert.match(oracles.findings[0]!.message, /"Lives: 3" \(#ffffff\)/);
});

test('a listed action tried twice with no change is a finding; one that moved anything once is not', async () => {
  const oracles = new Oracles(['bonus', 'add']);
  const s = { scene: 'Counter', score: 0 };
  for (const name of ['bonus', 'bonus', 'add', 'add'])
    await oracles.observe(
      evidence({
        action: { action: 'act', name, ms: 100 },
        input: name,
        before: s,
        after: name === 'add' ? { ...s, score: 1 } : s,
        latestScreenshot: 'step-003.png',
      }),
    );
  oracles.finish();
  assert.deepEqual(
    oracles.findings.map((f) => [f.oracle, f.screenshot]),
    [['action-no-effect', 'step-003.png']],
  );
  assert.match(oracles.findings[0]!.message, /"bonus" was tried 2 times/);
  assert.deepEqual(oracles.actionCoverage(), [
    { name: 'bonus', tried: 2, effective: false },
    { name: 'add', tried: 2, effective: true },
  ]);
});

test('input that moves a game which says it is over is a finding only when waiting did not move it', async () => {
  const over = (x: number): ContractState => ({ scene: 'Level', over: true, won: false, player: { x, y: 10 } });
  const oracles = new Oracles([]);
  await oracles.observe(
    evidence({ action: { action: 'wait', ms: 500 }, input: undefined, before: over(5), after: over(5) }),
  );
  await oracles.observe(evidence({ before: over(5), after: over(40) }));
  assert.equal(oracles.findings[0]?.oracle, 'input-after-end');
  const drifting = new Oracles([]);
  await drifting.observe(
    evidence({ action: { action: 'wait', ms: 500 }, input: undefined, before: over(5), after: over(9) }),
  );
  await drifting.observe(evidence({ before: over(9), after: over(40) }));
  assert.deepEqual(drifting.findings, [], 'a game that moves by itself after the end shows nothing about input');
});

test('a win with no new scene, text or picture within two seconds is a finding', async () => {
  const oracles = new Oracles([]);
  const s = (won: boolean): ContractState => ({ scene: 'Level', over: won, won });
  await oracles.observe(evidence({ before: s(false), after: s(true) }));
  for (let i = 0; i < 5; i++)
    await oracles.observe(evidence({ action: { action: 'wait', ms: 500 }, before: s(true), after: s(true) }));
  assert.deepEqual(
    oracles.findings.map((f) => f.oracle),
    ['no-win-screen'],
  );
  const shown = new Oracles([]);
  await shown.observe(
    evidence({ before: s(false), after: s(true), view: view({ texts: [{ ...TEXT, text: 'You win!' }] }) }),
  );
  for (let i = 0; i < 5; i++) await shown.observe(evidence({ before: s(true), after: s(true) }));
  assert.deepEqual(shown.findings, []);
});

const TEXT = { text: '', x: 0, y: 0, width: 1, height: 1, color: null, scene: 'Level', alpha: 1 };

test('actions are refused before they are sent: outside the game, unknown keys, unlisted actions', () => {
  const bounds = { size: { width: 800, height: 600 }, actions: { jump: ['Space'] } };
  const check = (a: PlayAction) => refusal(a, bounds);
  assert.match(check({ action: 'click', x: 800, y: 10 })!, /outside the game.*\(799, 599\)/);
  assert.equal(check({ action: 'click', x: 799, y: 599 }), undefined);
  assert.match(check({ action: 'press', key: 'Jump!', ms: 100 })!, /not a key name/);
  assert.equal(check({ action: 'press', key: 'ArrowLeft', ms: 100 }), undefined);
  assert.match(check({ action: 'hotkey', keys: ['Control', 'Kz'] })!, /"Kz" is not a key name/);
  assert.match(check({ action: 'act', name: 'fly', ms: 100 })!, /no action "fly" \(its actions: jump\)/);
  assert.match(refusal({ action: 'click', x: 1, y: 1 }, { size: undefined, actions: {} })!, /no canvas/);
});

test('changed paths name what differs, to depth three, arrays by length', () => {
  assert.deepEqual(
    changedPaths(
      { score: 1, player: { x: 1, y: 2 }, entities: { coins: [1, 2] }, scene: 'L' },
      { score: 2, player: { x: 1, y: 3 }, entities: { coins: [1] }, scene: 'L' },
    ),
    ['score', 'player.y', 'entities.coins.length'],
  );
  assert.deepEqual(changedPaths(undefined, undefined), []);
});
