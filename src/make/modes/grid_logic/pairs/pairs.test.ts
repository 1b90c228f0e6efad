// The pairs generator: the prompt's counts and named faces reach the board, the faces are nouns the art draws (each
// drawn differently), the layout is the seed's, the golden path's presses win when played through the rules, and the
// requirements check what play shows.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRandom, drawnAs } from '../../../../assets/index.ts';
import { stepCell, type Direction } from '../../../../../templates/grid_logic/src/family/grid.ts';
import {
  faceKey,
  flipCard,
  hideMiss,
  pairsSolved,
  parsePairsLevel,
  type PairsLevel,
  type PairsState,
} from '../../../../../templates/grid_logic/src/family/modes/pairs/pairsRules.ts';
import { classifyPrompt } from '../../../classify.ts';
import { readIntent } from '../../../intent.ts';
import { designGdd } from '../../shared/testing.ts';
import { pairsKind, type PairsLevelData } from './kind.ts';
import { boardFor, chooseFaces, dealCards } from './pairs.ts';
import { gridGoldenPath } from '../write.ts';
import { pairsParts } from './index.ts';
import { readGridWords } from '../words.ts';
import { familyGenerator } from '../../../dispatch.ts';

const gridLogicGenerator = familyGenerator('grid_logic');

const ZOO = 'a memory game where you flip cards to find 8 pairs of zoo animals in under 2 minutes';
const OCEAN = 'a pairs game with ocean creatures: turn over cards, match the octopus and the whale, 12 cards in total';

function pairsBoard(prompt: string, seed: number) {
  const gdd = designGdd(gridLogicGenerator, prompt, seed);
  const level = gdd.sections.levels[0]!;
  const data = pairsKind.data(level.data) as PairsLevelData;
  const parsed = parsePairsLevel({
    rows: level.ascii,
    faces: data.faces,
    ...(data.moves ? { moves: data.moves } : {}),
  });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return { gdd, level, data, parsed: parsed.level };
}

/** Plays golden-path presses on one board the way PairsMode does: arrows move the cursor, select turns a card. */
function playPresses(level: PairsLevel, presses: readonly string[]): { state: PairsState; flips: number } {
  let cursor = level.shape.cell(level.cards.findIndex((c) => c !== null));
  let state = level.start;
  const history: PairsState[] = [];
  let flips = 0;
  for (const press of presses) {
    if (press === 'wait') state = hideMiss(state);
    else if (press === 'undo') state = history.pop() ?? state;
    else if (press === 'restart') state = level.start;
    else if (press === 'select') {
      const result = flipCard(level, state, cursor);
      assert.ok(result.accepted, `the card at ${cursor.col},${cursor.row} turns over`);
      if (result.kind !== 'first') history.push(state);
      state = result.state;
      flips++;
    } else {
      const next = stepCell(cursor, press as Direction);
      if (level.shape.inside(next)) cursor = next;
    }
  }
  return { state, flips };
}

/** The presses of a one-board golden path, after the title screen and before the final wait for the win. */
function pressesOf(steps: readonly Record<string, unknown>[]): string[] {
  return steps.slice(3, -1).map((s) => (typeof s.press === 'string' ? s.press : 'wait'));
}

test('a memory prompt picks the pairs mode and reads its pairs from "8 pairs" or "12 cards"', () => {
  const zoo = readGridWords(readIntent(ZOO));
  assert.deepEqual([zoo.modes, zoo.pairsPhrase, zoo.pairsCount, zoo.mergePhrase], ['pairs', 'memory game', 8, null]);
  const ocean = readGridWords(readIntent(OCEAN));
  assert.deepEqual([ocean.modes, ocean.pairsCount, ocean.pairsCountPhrase], ['pairs', 6, '12 cards']);
  const board = readGridWords(readIntent('a memory game with pairs of planets on a 4 by 4 board'));
  assert.deepEqual([board.pairsCount, board.pairsCountPhrase], [8, '4 by 4']);
  assert.equal(readGridWords(readIntent('a match-3 with gems: reach 500 points')).modes, 'match3');
  for (const prompt of [ZOO, OCEAN, 'a memory card game with farm animals'])
    assert.equal(classifyPrompt(prompt).archetype, 'grid_logic', prompt);
});

test("the board has the prompt's pairs, and its faces are the subject's nouns, the named ones first", () => {
  const zoo = pairsBoard(ZOO, 1);
  assert.equal(zoo.data.pairs, 8);
  assert.equal(zoo.data.subject, 'zoo animals');
  assert.deepEqual([zoo.level.ascii.length, zoo.level.ascii[0]!.length], [4, 4]);
  assert.equal(zoo.gdd.sections.config['puzzle.timeLimitSeconds'], 120);
  const ocean = pairsBoard(OCEAN, 2);
  assert.equal(ocean.data.pairs, 6);
  assert.deepEqual(ocean.data.faces.slice(0, 2), ['octopus', 'whale']);
  for (const { data, gdd } of [zoo, ocean]) {
    const drawings = data.faces.map((f) => (drawnAs(f) ?? '').replace(/ \(for .*\)$/, ''));
    assert.ok(
      drawings.every((d) => d !== ''),
      `every face is drawn as itself: ${data.faces.join(', ')}`,
    );
    assert.equal(new Set(drawings).size, drawings.length, `no two faces are drawn alike: ${drawings.join(', ')}`);
    const keys = gdd.sections.assets.assets.map((a) => a.key);
    for (const face of data.faces) assert.ok(keys.includes(faceKey(face)), `an image for ${face}`);
  }
});

test('the layout is the seed: the same seed deals the same cards, another seed others', () => {
  assert.deepEqual(dealCards(8, createRandom(5, 'deal')), dealCards(8, createRandom(5, 'deal')));
  assert.notDeepEqual(dealCards(8, createRandom(5, 'deal')), dealCards(8, createRandom(6, 'deal')));
  assert.deepEqual(pairsBoard(ZOO, 1).level.ascii, pairsBoard(ZOO, 1).level.ascii);
  assert.deepEqual(boardFor(6), { cols: 4, rows: 3 });
  assert.deepEqual(boardFor(7), { cols: 5, rows: 3 });
  const faces = chooseFaces('a memory game about space', 12, createRandom(1, 'faces'));
  assert.equal(new Set(faces.faces).size, 12);
  assert.ok(faces.extra.length > 0, 'a subject with too few nouns is filled from the pool, and says so');
});

test("the golden path's presses, played through the rules, turn a miss back and then find every pair", () => {
  for (const [prompt, seed] of [
    [ZOO, 1],
    [ZOO, 2],
    [OCEAN, 1],
  ] as const) {
    const { gdd, parsed, data } = pairsBoard(prompt, seed);
    const path = gridGoldenPath(gdd, pairsParts, { undo: false, restart: false }).path;
    const { state, flips } = playPresses(parsed, pressesOf(path.steps));
    assert.ok(pairsSolved(parsed, state), `${prompt} (seed ${seed}) is won`);
    assert.deepEqual([state.found, state.misses, state.moves, flips], [data.pairs, 1, data.par, 2 * data.par]);
  }
});

test('an asked move limit is kept, and an asked undo and restart are shown on the way to the win', () => {
  const prompt = 'a memory game with 6 pairs of farm animals in 10 moves, with undo and restart';
  const { gdd, parsed } = pairsBoard(prompt, 1);
  assert.equal(parsed.moveLimit, 10);
  assert.equal(gdd.sections.config['grid.stuckCostsLife'], true);
  const presses = pressesOf(gridGoldenPath(gdd, pairsParts, { undo: true, restart: true }).path.steps);
  assert.ok(presses.includes('undo') && presses.includes('restart'));
  const { state } = playPresses(parsed, presses);
  assert.ok(pairsSolved(parsed, state));
  assert.ok(state.moves <= 10);
});

test('the requirements check pairs found, the clock and the named faces on what the game does and draws', () => {
  const zoo = gridLogicGenerator.requirements(pairsBoard(ZOO, 1).gdd);
  const byId = Object.fromEntries(zoo.map((r) => [r.id, r]));
  assert.deepEqual(byId['pairs-found']?.check, { kind: 'event', event: 'pair_found', minCount: 8 });
  assert.deepEqual(byId['pairs-total']?.check, { kind: 'state', path: 'flags.pairsTotal', equals: 8 });
  assert.deepEqual(byId.timer?.check, { kind: 'state', path: 'flags.timeLimitMs', equals: 120_000 });
  assert.deepEqual(byId['miss-turns-back']?.check, { kind: 'event', event: 'cards_turned_back', minCount: 1 });
  assert.equal(byId['merge-tiles'], undefined);
  const ocean = gridLogicGenerator.requirements(pairsBoard(OCEAN, 1).gdd);
  const named = ocean.find((r) => r.id === 'named-faces');
  assert.equal(named?.check.kind === 'design' && named.check.ok, true, 'the octopus and the whale are drawn');
  assert.match(named?.text ?? '', /octopus and the whale/);
});
