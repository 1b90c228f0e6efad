// The sudoku mode's generator side: the prompt's words (the mode, beginners, hints and their limit, the grid's side),
// seeded puzzles with exactly one solution and the givens for the difficulty, the requirements that prove the mode,
// and a golden path whose presses, replayed on the template's rules, solve every puzzle with one hint.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createRandom } from '../../../../assets/index.ts';
import { classifyPrompt } from '../../../classify.ts';
import { readIntent } from '../../../intent.ts';
import { designGdd } from '../../shared/testing.ts';
import { stepCell, type Direction } from '../../../../../templates/grid_logic/src/family/grid.ts';
import {
  countSolutions,
  parseSudokuLevel,
  placeDigit,
  sudokuSolved,
  useHint,
} from '../../../../../templates/grid_logic/src/family/modes/sudoku/sudokuRules.ts';
import { sudokuKind, type SudokuLevelData } from './kind.ts';
import { generateSudoku, givensFor } from './sudoku.ts';
import { readGridWords } from '../words.ts';
import { gridGoldenPath } from '../write.ts';
import { sudokuParts } from './index.ts';
import { familyGenerator } from '../../../dispatch.ts';

const gridLogicGenerator = familyGenerator('grid_logic');

const PUZ_12 = 'a sudoku for beginners with 3 puzzles and hints';

describe('sudoku: prompt, puzzles and golden path', () => {
  test('the mode, beginners, hints and the grid side come from the words; the classifier sends it here', () => {
    const words = readGridWords(readIntent(PUZ_12));
    assert.deepEqual(
      [words.modes, words.difficultyWord, words.hintPhrase, words.hintLimit],
      ['sudoku', 'beginners', 'hints', null],
    );
    assert.equal(classifyPrompt(PUZ_12).archetype, 'grid_logic');
    const small = readGridWords(readIntent('a 6x6 sudoku with 2 hints'));
    assert.deepEqual([small.boardSize, small.hintLimit], [{ cols: 6, rows: 6 }, 2]);
  });

  test('a seed gives the same puzzle, with exactly one solution and the givens asked; beginners get more', () => {
    for (const size of [4, 6, 9]) {
      const a = generateSudoku(size, givensFor(size, 'normal', 0), createRandom(3, 'sudoku'));
      assert.deepEqual(a, generateSudoku(size, givensFor(size, 'normal', 0), createRandom(3, 'sudoku')));
      const values = a.rows
        .join('')
        .split('')
        .map((c) => (c === '.' ? 0 : Number(c)));
      assert.equal(countSolutions(values, size, 2), 1, `${size}x${size} has one solution`);
      assert.equal(values.filter(Boolean).length, a.givens);
      assert.ok(a.givens >= givensFor(size, 'normal', 0));
    }
    assert.ok(givensFor(9, 'easy', 0) > givensFor(9, 'normal', 0));
    assert.ok(givensFor(9, 'normal', 0) > givensFor(9, 'hard', 0));
  });

  test('the design makes 3 beginner grids and the requirements that prove sudoku and hints in play', () => {
    const gdd = designGdd(gridLogicGenerator, PUZ_12, 1);
    const data = gdd.sections.levels.map((l) => sudokuKind.data(l.data)) as SudokuLevelData[];
    assert.deepEqual(
      data.map((d) => [d.kind, d.size]),
      [
        ['sudoku', 9],
        ['sudoku', 9],
        ['sudoku', 9],
      ],
    );
    assert.ok(
      data.every((d) => d.givens >= 40),
      `beginner grids show many digits (${data.map((d) => d.givens)})`,
    );
    assert.deepEqual(gridLogicGenerator.validate(gdd), []);
    const ids = gridLogicGenerator.requirements(gdd).map((r) => r.id);
    for (const id of ['sudoku-solved', 'digits-placed', 'wrong-digit-shown', 'hint-used', 'sudoku-givens'])
      assert.ok(ids.includes(id), id);
    const broken = {
      ...gdd.sections.levels[0]!,
      ascii: gdd.sections.levels[0]!.ascii.map((r) => r.replace(/\d/g, '.')),
    };
    assert.match(
      gridLogicGenerator.validate({ ...gdd, sections: { ...gdd.sections, levels: [broken] } }).join('\n'),
      /more than one way/,
    );
  });

  test('the golden path, replayed on the rules, solves every grid, with one hint and one wrong digit', () => {
    const gdd = designGdd(gridLogicGenerator, `${PUZ_12} and undo`, 2);
    const path = gridGoldenPath(gdd, sudokuParts, { undo: true, restart: true }).path;
    const presses = path.steps.flatMap((s) => (typeof s.press === 'string' ? [s.press] : []));
    let hints = 0;
    let wrong = 0;
    let at = presses.indexOf('start') + 1;
    for (const level of gdd.sections.levels) {
      const parsed = parseSudokuLevel({ rows: level.ascii });
      assert.ok(parsed.ok);
      const l = parsed.level;
      let cursor = l.shape.cell(l.given.indexOf(false));
      let state = l.start;
      const history = [state];
      while (!sudokuSolved(l, state)) {
        const press = presses[at++];
        assert.ok(press, `the path ends before ${level.key} is solved`);
        if (press === 'hint') {
          const r = useHint(l, state, l.shape.index(cursor));
          assert.ok(r.accepted);
          hints++;
          history.push((state = r.state));
        } else if (press.startsWith('digit')) {
          const r = placeDigit(l, state, l.shape.index(cursor), Number(press.slice(5)));
          assert.ok(r.accepted, `${press} at ${JSON.stringify(cursor)}`);
          if (!r.correct) wrong++;
          history.push((state = r.state));
        } else if (press === 'undo') {
          history.pop();
          state = history[history.length - 1]!;
        } else if (press === 'restart') {
          history.push((state = l.start));
        } else {
          const next = stepCell(cursor, press as Direction);
          if (l.shape.inside(next)) cursor = next;
        }
      }
    }
    assert.equal(at, presses.length, 'no press is left over');
    assert.deepEqual([hints, wrong], [1, 1]);
  });
});
