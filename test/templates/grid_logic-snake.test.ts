// The grid_logic template's snake rules in Node: what a board may be, queued turns (never straight back), moving,
// eating and growing, dying on a wall or on itself, the seeded food stream and the tick that speeds up.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  parseSnakeLevel,
  queueTurn,
  snakeStuck,
  snakeWon,
  tickMsAt,
  tickSnake,
  type SnakeLevel,
  type SnakeSpec,
  type SnakeState,
} from '../../templates/grid_logic/src/family/modes/snake/snakeRules.ts';

const BOARD = ['........', '........', '.ooH....', '........', '........', '........'];

function level(spec: Partial<SnakeSpec> = {}): SnakeLevel {
  const parsed = parseSnakeLevel({ rows: BOARD, target: 3, seed: 7, tickMs: 150, ...spec });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.level;
}

/** The state with its food moved to `food` (the stream goes on from the same generator state). */
const withFood = (state: SnakeState, col: number, row: number): SnakeState => ({ ...state, food: { col, row } });

describe('snake boards', () => {
  test('a board with two heads, a loose segment, an unknown cell or a bad target is refused with the reason', () => {
    const errors = (rows: string[], target = 3) => {
      const parsed = parseSnakeLevel({ rows, target, seed: 1, tickMs: 150 });
      return parsed.ok ? '' : parsed.errors.join('; ');
    };
    assert.match(errors(['H....', '.....', '.....', '.....', '....H']), /exactly one head/);
    assert.match(errors(['Ho...', '.....', '..o..', '.....', '.....']), /one line of cells joined to the head/);
    assert.match(errors(['Hx...', '.....', '.....', '.....', '.....']), /unknown cell "x" at row 1, column 2/);
    assert.match(errors(['H....', '.....', '.....', '.....', '.....'], 0), /food target is 0/);
    assert.match(errors(['H...', '....', '....', '....']), /the board is 4x4/);
  });

  test('the snake heads away from its neck, and its first food is a free cell drawn from the seed', () => {
    const a = level();
    assert.equal(a.start.heading, 'right');
    assert.deepEqual(a.start.body, [
      { col: 3, row: 2 },
      { col: 2, row: 2 },
      { col: 1, row: 2 },
    ]);
    const food = a.start.food!;
    assert.ok(!a.start.body.some((c) => c.col === food.col && c.row === food.row), 'food is not on the snake');
    assert.deepEqual(level().start.food, food, 'the same seed puts it in the same place');
    const others = [1, 2, 3, 4, 5].map((seed) => JSON.stringify(level({ seed }).start.food));
    assert.ok(new Set(others).size > 1, 'other seeds put it elsewhere');
  });

  test('a turn straight back or a repeat of the heading is refused; two turns queue for two ticks', () => {
    const a = level();
    assert.equal(queueTurn(a.start, 'left').accepted, false);
    assert.equal(queueTurn(a.start, 'right').accepted, false);
    const up = queueTurn(a.start, 'up');
    assert.equal(up.accepted, true);
    assert.equal(queueTurn(up.state, 'down').accepted, false, 'reversing the queued turn is refused too');
    const left = queueTurn(up.state, 'left');
    assert.equal(left.accepted, true);
    assert.equal(queueTurn(left.state, 'down').accepted, false, 'the queue holds two turns');
    const one = tickSnake(a, withFood(left.state, 7, 5)).state;
    const two = tickSnake(a, one).state;
    assert.deepEqual(one.body[0], { col: 3, row: 1 });
    assert.deepEqual(two.body[0], { col: 2, row: 1 });
    assert.equal(two.body.length, 3, 'no food, no growth: the tail follows');
  });

  test('eating grows the snake by one, counts the food and draws the next one from the stream', () => {
    const a = level({ speedUpMs: 10, minTickMs: 125 });
    const ready = withFood(a.start, 4, 2);
    const ate = tickSnake(a, ready);
    assert.deepEqual(ate.ate, { col: 4, row: 2 });
    assert.equal(ate.state.body.length, 4);
    assert.equal(ate.state.eaten, 1);
    assert.ok(
      ate.state.food && !ate.state.body.some((c) => c.col === ate.state.food!.col && c.row === ate.state.food!.row),
    );
    assert.equal(tickMsAt(a, a.start), 150);
    assert.equal(tickMsAt(a, ate.state), 140);
    assert.equal(tickMsAt(a, { ...ate.state, eaten: 9 }), 125, 'never quicker than the fastest tick');
    assert.equal(snakeWon(a, ate.state), false);
    assert.equal(snakeWon(a, { ...ate.state, eaten: 3 }), true);
  });

  test('the snake dies on the board edge and on its own body, and then moves no more', () => {
    const a = level();
    let state = withFood(a.start, 0, 0);
    for (let i = 0; i < 4; i++) state = tickSnake(a, state).state;
    assert.equal(state.alive, true);
    const crash = tickSnake(a, state);
    assert.equal(crash.died, true);
    assert.equal(crash.state.death, 'wall');
    assert.match(snakeStuck(crash.state) ?? '', /hit a wall/);
    assert.equal(tickSnake(a, crash.state).state, crash.state);

    // A snake of five turning down, left, then up runs into its own body.
    const long: SnakeState = {
      ...withFood(a.start, 0, 0),
      body: [4, 3, 2, 1, 0].map((col) => ({ col, row: 2 })),
      queued: ['down', 'left'],
    };
    const turned = tickSnake(a, tickSnake(a, long).state).state;
    const bitten = tickSnake(a, queueTurn(turned, 'up').state).state;
    assert.equal(bitten.alive, false);
    assert.equal(bitten.death, 'itself');
  });

  test('the head may move into the cell its tail leaves on the same tick', () => {
    const a = level();
    const ring: SnakeState = {
      ...withFood(a.start, 7, 5),
      body: [
        { col: 1, row: 1 },
        { col: 2, row: 1 },
        { col: 2, row: 2 },
        { col: 1, row: 2 },
      ],
      heading: 'left',
      queued: ['down'],
    };
    const next = tickSnake(a, ring);
    assert.equal(next.died, false);
    assert.deepEqual(next.state.body[0], { col: 1, row: 2 });
  });
});
