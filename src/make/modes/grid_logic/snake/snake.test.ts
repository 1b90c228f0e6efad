// The snake mode's generator side: the prompt's words (food, board, target, speeding up), the planner over a seeded
// food stream (deterministic, winning in a simulation of the template's rules), the counts from the prompt reaching
// the level data and the requirements, and a golden path whose presses, replayed on the rules, eat the target.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createRandom, figureName } from '../../../../assets/index.ts';
import { readIntent } from '../../../intent.ts';
import { designGdd } from '../../shared/testing.ts';
import type { Direction } from '../../../../../templates/grid_logic/src/family/grid.ts';
import {
  parseSnakeLevel,
  queueTurn,
  tickSnake,
} from '../../../../../templates/grid_logic/src/family/modes/snake/snakeRules.ts';
import { snakeKind, type SnakeLevelData } from './kind.ts';
import { generateSnakeLevel, planSnake, playsToWin, snakeBoard } from './snake.ts';
import { readGridWords } from '../words.ts';
import { gridGoldenPath } from '../write.ts';
import { snakeParts } from './index.ts';
import { familyGenerator } from '../../../dispatch.ts';

const gridLogicGenerator = familyGenerator('grid_logic');

const ARC_1 = 'a classic snake game where the snake eats apples and grows longer on a 20x20 grid';
const INPUT = { cols: 12, rows: 10, length: 3, target: 12, tickMs: 150, speedUpMs: 0, minTickMs: 150 };

const snakeData = (prompt: string, seed = 1): { data: SnakeLevelData; rows: string[] } => {
  const gdd = designGdd(gridLogicGenerator, prompt, seed);
  const level = gdd.sections.levels[0]!;
  const data = snakeKind.data(level.data);
  if (typeof data === 'string' || data.kind !== 'snake') throw new Error(`not a snake level: ${JSON.stringify(data)}`);
  return { data, rows: level.ascii };
};

describe('snake: reading the prompt', () => {
  test('the food, the board, a food or length target and speeding up come from the words', () => {
    const arc = readGridWords(readIntent(ARC_1));
    assert.deepEqual(
      [arc.modes, arc.snakeFood, arc.boardSize, arc.snakeTarget, arc.speedUpPhrase],
      ['snake', 'apple', { cols: 20, rows: 20 }, null, null],
    );
    const eat = readGridWords(readIntent('a snake game where the snake eats 7 cherries and gets faster'));
    assert.deepEqual([eat.snakeFood, eat.snakeTarget, eat.speedUpPhrase], ['cherry', { food: 7 }, 'gets faster']);
    const grow = readGridWords(readIntent('a classic snake that eats mice until it grows to 15'));
    assert.deepEqual([grow.modes, grow.snakeFood, grow.snakeTarget], ['snake', 'mouse', { length: 15 }]);
    assert.equal(readGridWords(readIntent('a memory game with a snake and a lion')).modes, 'pairs');
  });
});

describe('snake: the planner', () => {
  test('a board and its food stream are the same for the same seed, and the line wins on the rules', () => {
    const a = generateSnakeLevel(INPUT, createRandom(5, 'snake'));
    const b = generateSnakeLevel(INPUT, createRandom(5, 'snake'));
    assert.deepEqual(a, b);
    assert.notEqual(generateSnakeLevel(INPUT, createRandom(6, 'snake')).seed, a.seed);
    const parsed = parseSnakeLevel({ ...INPUT, rows: a.rows, seed: a.seed });
    assert.ok(parsed.ok);
    assert.equal(playsToWin(parsed.level, a.line), true);
    // Replayed by hand: each turn queued just before the tick that takes it, every food eaten, no crash.
    let state = parsed.level.start;
    const turns = new Map(a.line.turns.map((t) => [t.tick, t.direction]));
    let eaten = 0;
    while (state.ticks < a.line.ticks) {
      const turn = turns.get(state.ticks + 1);
      if (turn) state = queueTurn(state, turn).state;
      const result = tickSnake(parsed.level, state);
      assert.equal(result.died, false, `the snake lives through tick ${state.ticks + 1}`);
      if (result.ate) eaten++;
      state = result.state;
    }
    assert.equal(eaten, INPUT.target);
    assert.equal(state.body.length, INPUT.length + INPUT.target);
  });

  test('a line with its first turn dropped is no longer a win', () => {
    const made = generateSnakeLevel(INPUT, createRandom(2, 'snake'));
    const parsed = parseSnakeLevel({ ...INPUT, rows: made.rows, seed: made.seed });
    assert.ok(parsed.ok);
    const dropped = { ...made.line, turns: made.line.turns.slice(1) };
    assert.equal(playsToWin(parsed.level, dropped), false);
  });

  test('a board too small for its target has no line, and the generator says what to ask instead', () => {
    const parsed = parseSnakeLevel({ rows: snakeBoard(5, 5, 3), target: 40, seed: 3, tickMs: 150 });
    assert.ok(parsed.ok);
    assert.equal(planSnake(parsed.level), null);
    assert.throws(
      () => generateSnakeLevel({ ...INPUT, cols: 5, rows: 5, target: 40 }, createRandom(1, 'snake')),
      /ask for a larger board or a smaller target/,
    );
  });
});

describe('snake: the made game', () => {
  test("fid-arc-1's board is 20x20 with apples, the default target is named, and the requirements check them", () => {
    const gdd = designGdd(gridLogicGenerator, ARC_1, 1);
    const { data, rows } = snakeData(ARC_1);
    assert.deepEqual([data.cols, data.rows, rows.length, rows[0]!.length], [20, 20, 20, 20]);
    assert.equal(data.food, 'apple');
    assert.equal(data.target, 10);
    assert.ok(gdd.decisions.some((d) => d.includes('10 apples to eat (the family default')));
    assert.ok(gdd.sections.assets.assets.some((a) => a.key === 'food-apple'));
    const head = gdd.sections.assets.assets.find((a) => a.key === 'snake-head');
    assert.ok(head && 'role' in head && figureName(head) === 'snake creature', 'the head is drawn as a snake');
    const player = gdd.sections.assets.assets.find((a) => 'role' in a && a.role === 'player');
    assert.equal(player?.key, 'snake-head', 'the first player art is the head the game shows');
    const reqs = gridLogicGenerator.requirements(gdd);
    const byId = new Map(reqs.map((r) => [r.id, r.check]));
    assert.deepEqual(byId.get('food-eaten'), { kind: 'event', event: 'food_eaten', minCount: 10 });
    assert.deepEqual(byId.get('snake-grows'), { kind: 'state', path: 'flags.length', equals: 13 });
    assert.deepEqual(byId.get('board-size'), { kind: 'state', path: 'flags.boardSize', equals: '20x20' });
    assert.equal(byId.get('food-theme')?.kind, 'design');
    assert.deepEqual(gridLogicGenerator.validate(gdd), []);
  });

  test("the prompt's counts reach the board: a 12x12 grid, 7 cherries, speeding up", () => {
    const { data } = snakeData('a snake game where the snake eats 7 cherries on a 12x12 grid and gets faster');
    assert.deepEqual([data.cols, data.rows, data.target, data.food], [12, 12, 7, 'cherry']);
    assert.ok(data.speedUpMs > 0 && data.minTickMs < data.tickMs);
    const grown = snakeData('a classic snake that eats mice until it grows to 15').data;
    assert.equal(grown.startLength + grown.target, 15);
  });

  test('the golden path presses the planned turns; replayed on the rules they eat the target', () => {
    for (const seed of [1, 2]) {
      const gdd = designGdd(gridLogicGenerator, ARC_1, seed);
      const { data, rows } = snakeData(ARC_1, seed);
      const path = gridGoldenPath(gdd, snakeParts, { undo: false, restart: false }).path;
      const turns = new Map<number, Direction>();
      path.steps.forEach((step, i) => {
        const until = step.until as { path?: string; gte?: number } | undefined;
        const next = path.steps[i + 1] as { press?: Direction } | undefined;
        if (until?.path === 'flags.ticks' && until.gte !== undefined && next?.press)
          turns.set(until.gte + 1, next.press);
      });
      const parsed = parseSnakeLevel({ ...data, rows });
      assert.ok(parsed.ok);
      let state = parsed.level.start;
      while (state.alive && state.eaten < data.target && state.ticks < 5000) {
        const turn = turns.get(state.ticks + 1);
        if (turn) state = queueTurn(state, turn).state;
        state = tickSnake(parsed.level, state).state;
      }
      assert.equal(state.eaten, data.target, `seed ${seed}: the presses eat every food`);
      assert.ok(path.steps.some((s) => (s.until as { path?: string } | undefined)?.path === 'flags.foodEaten'));
    }
  });

  test('validate() refuses a snake board the rules reject, naming the level', () => {
    const gdd = designGdd(gridLogicGenerator, ARC_1, 1);
    const broken = structuredClone(gdd);
    broken.sections.levels[0]!.ascii = broken.sections.levels[0]!.ascii.map((r) => r.replace('H', '.'));
    const problems = gridLogicGenerator.validate(broken);
    assert.ok(problems.some((p) => /exactly one head/.test(p) && p.includes(gdd.sections.levels[0]!.key)));
  });
});
