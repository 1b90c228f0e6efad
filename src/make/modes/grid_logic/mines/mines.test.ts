// The minesweeper generator: the prompt's field size and mine count reach the level, the layout is the seed's and
// keeps the first reveal clear, the golden path's presses clear the field when played through the rules, and the
// requirements check what play shows.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRandom } from '../../../../assets/index.ts';
import { stepCell, type Direction } from '../../../../../templates/grid_logic/src/family/grid.ts';
import {
  minesCleared,
  parseMinesLevel,
  revealCell,
  toggleFlag,
  type MinesLevel,
  type MinesState,
} from '../../../../../templates/grid_logic/src/family/modes/mines/minesRules.ts';
import { classifyPrompt } from '../../../classify.ts';
import { readIntent } from '../../../intent.ts';
import { readPhrases } from '../../../phrases.ts';
import { designGdd } from '../../shared/testing.ts';
import { minesKind, type MinesLevelData } from './kind.ts';
import { firstReveal, layMines, minesTargets } from './mines.ts';
import { gridGoldenPath } from '../write.ts';
import { minesParts } from './index.ts';
import { readGridWords } from '../words.ts';
import { familyGenerator } from '../../../dispatch.ts';

const gridLogicGenerator = familyGenerator('grid_logic');

const PROMPT = 'a minesweeper game on a 9x9 field with 10 mines';

function field(prompt: string, seed: number) {
  const gdd = designGdd(gridLogicGenerator, prompt, seed);
  const level = gdd.sections.levels[0]!;
  const parsed = parseMinesLevel(level.ascii);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return { gdd, level, data: minesKind.data(level.data) as MinesLevelData, parsed: parsed.level };
}

/** Plays golden-path presses on one field the way MinesMode does: the cursor starts on the centre. */
function playPresses(level: MinesLevel, presses: readonly string[]): MinesState {
  let cursor = firstReveal(level.shape.cols, level.shape.rows);
  let state = level.start;
  const history: MinesState[] = [];
  for (const press of presses) {
    if (press === 'undo') state = history.pop() ?? state;
    else if (press === 'restart') state = level.start;
    else if (press === 'select') {
      const result = revealCell(level, state, cursor);
      assert.ok(result.accepted && !result.exploded, `the cell at ${cursor.col},${cursor.row} opens safely`);
      history.push(state);
      state = result.state;
    } else if (press === 'flag') {
      const next = toggleFlag(level, state, cursor);
      assert.ok(next, `the cell at ${cursor.col},${cursor.row} takes a flag`);
      history.push(state);
      state = next;
    } else {
      const next = stepCell(cursor, press as Direction);
      if (level.shape.inside(next)) cursor = next;
    }
  }
  return state;
}

const pressesOf = (steps: readonly Record<string, unknown>[]): string[] =>
  steps.slice(3, -1).map((s) => String(s.press));

test('a minesweeper prompt picks the mode, its field size and mine count, and the grid_logic family', () => {
  const words = readGridWords(readIntent(PROMPT));
  assert.deepEqual(
    [words.modes, words.minesPhrase, words.mineCount, words.boardSize],
    ['mines', 'minesweeper', 10, { cols: 9, rows: 9 }],
  );
  assert.equal(classifyPrompt(PROMPT).archetype, 'grid_logic');
  assert.equal(readGridWords(readIntent('a miner pushes boulders in a mine')).modes, 'push');
  assert.deepEqual(
    readPhrases(PROMPT).map((p) => p.head),
    ['minesweeper', 'board', 'mine'],
  );
});

test("the field has the prompt's size and mines, laid from the seed with the first reveal's cells clear", () => {
  const { data, level } = field(PROMPT, 1);
  assert.deepEqual([data.cols, data.rows, data.mines], [9, 9, 10]);
  assert.equal(level.ascii.join('').split('*').length - 1, 10);
  const targets = minesTargets(0, 'normal', { board: null, mines: null });
  assert.deepEqual(layMines(targets, createRandom(4, 'm')), layMines(targets, createRandom(4, 'm')));
  assert.notDeepEqual(layMines(targets, createRandom(4, 'm')), layMines(targets, createRandom(5, 'm')));
  const rows = layMines({ cols: 6, rows: 6, mines: 27 }, createRandom(2, 'm'));
  const centre = firstReveal(6, 6);
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) assert.equal(rows[centre.row + dr]![centre.col + dc], '.');
  assert.deepEqual(minesTargets(0, 'easy', { board: { cols: 30, rows: 30 }, mines: 500 }), {
    cols: 8,
    rows: 8,
    mines: 55,
  });
});

test("the golden path's presses clear the field through the rules, flagging mines on the way", () => {
  for (const seed of [1, 2]) {
    const { gdd, parsed, data } = field(PROMPT, seed);
    const state = playPresses(
      parsed,
      pressesOf(gridGoldenPath(gdd, minesParts, { undo: false, restart: false }).path.steps),
    );
    assert.ok(minesCleared(parsed, state), `seed ${seed} clears the field`);
    const flags = state.flagged.filter(Boolean).length;
    assert.equal(flags, data.par - data.reveals);
    assert.ok(flags >= 5, `most mines are flagged on the way (${flags})`);
    assert.equal(state.reveals, data.reveals);
    assert.ok(data.reveals < 81 - 10, 'empty areas open whole');
  }
  const { gdd, parsed } = field(`${PROMPT}, with undo and restart`, 1);
  const presses = pressesOf(gridGoldenPath(gdd, minesParts, { undo: true, restart: true }).path.steps);
  assert.ok(presses.includes('undo') && presses.includes('restart'));
  assert.ok(minesCleared(parsed, playPresses(parsed, presses)));
});

test('the requirements check the cleared field, the mine count and the flood fill on the state play ends in', () => {
  const { gdd, data } = field(PROMPT, 1);
  const byId = Object.fromEntries(gridLogicGenerator.requirements(gdd).map((r) => [r.id, r]));
  assert.deepEqual(byId['field-cleared']?.check, { kind: 'state', path: 'flags.safeLeft', equals: 0 });
  assert.deepEqual(byId['mine-count']?.check, { kind: 'state', path: 'flags.mines', equals: 10 });
  assert.deepEqual(byId['flood-fill']?.check, { kind: 'state', path: 'flags.reveals', lte: data.reveals });
  assert.equal(gdd.sections.config['grid.stuckCostsLife'], true);
  assert.deepEqual(gridLogicGenerator.validate(gdd), []);
});
