// The top_down template's mini golf rules as plain code: a windmill's doorway shut on its clock turns the ball back
// and open lets it through, friction stops it, a ball too fast rolls over the cup, a slow one drops and the next
// hole's tee follows; power is charged while the key is held and struck when it is let go.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  COURSE,
  GolfRules,
  golfProblems,
  NEXT_HOLE_MS,
  type GolfEvent,
  type GolfGame,
  type GolfHole,
  type GolfInput,
} from '../../templates/top_down/src/family/modes/golf/golfRules.ts';

const MID = COURSE.y + COURSE.h / 2;
const mill = { x: 300, w: 36, doorY: MID - 32, doorH: 64, periodMs: 2000, shutMs: 1000 };
const hole = (cupX: number): GolfHole => ({
  tee: { x: 100, y: MID },
  cup: { x: cupX, y: MID },
  par: 2,
  walls: [],
  windmills: [mill],
});
const game = (...holes: GolfHole[]): GolfGame => ({ kind: 'golf', holes, obstacle: 'windmill' });

function play(rules: GolfRules, ms: number, input: (r: GolfRules) => GolfInput): GolfEvent[] {
  const events: GolfEvent[] = [];
  for (let t = 0; t < ms && !rules.finished; t += 16) events.push(...rules.update(16, input(rules)));
  return events;
}

/** One putt: holds the shot key until the power reads `power`, then lets go and never charges again. */
const putt = (power: number) => (r: GolfRules) => ({
  turn: 0,
  charge: r.cards.length === 0 && r.strokes === 0 && r.power < power && !r.moving,
});

describe('golf rules', () => {
  test('power charges while held and strikes when let go; the aim turns in steps; bad courses are named', () => {
    const rules = new GolfRules(game(hole(700)));
    play(rules, 500, (r) => ({ turn: r.aim < 3 ? 1 : 0, charge: false }));
    assert.equal(rules.aim, 3);
    play(rules, 200, () => ({ turn: 0, charge: true }));
    assert.ok(rules.power >= 3 && !rules.moving);
    const events = play(rules, 16, () => ({ turn: 0, charge: false }));
    assert.equal(events[0]?.type, 'shot_taken');
    assert.ok(rules.moving);
    assert.deepEqual(golfProblems({ ...game(), holes: [] }), ['a course has 1 to 18 holes (found 0)']);
  });

  test("a shut doorway turns the ball back; an open one lets it through to the windmill's far side", () => {
    // Charged from 1100 ms, struck near 2000 ms: the ball meets the doorway in the next shut half of the cycle.
    const shut = new GolfRules(game(hole(700)));
    play(shut, 1100, () => ({ turn: 0, charge: false }));
    const back = play(shut, 6000, putt(12));
    assert.ok(back.some((e) => e.type === 'windmill_blocked'));
    assert.ok(shut.x < mill.x && shut.windmillsPassed === 0);
    // Charged at once, struck near 900 ms: the ball meets the doorway after it opens at 1000 ms.
    const open = new GolfRules(game(hole(700)));
    play(open, 6000, putt(12));
    assert.ok(open.x > mill.x + mill.w && open.windmillsPassed === 1, `ball at ${open.x}`);
    assert.ok(!open.moving, 'friction stops the ball');
  });

  test('a fast ball rolls over the cup; a slow one drops, and the next tee follows', () => {
    const over = new GolfRules(game(hole(160), hole(700)));
    play(over, 4000, putt(20));
    assert.equal(over.cards.length, 0);
    const drop = new GolfRules(game(hole(160), hole(700)));
    const events = play(drop, 3000 + NEXT_HOLE_MS, putt(5));
    assert.deepEqual(
      events.find((e) => e.type === 'hole_completed'),
      { type: 'hole_completed', hole: 1, holes: 2, strokes: 1, par: 2 },
    );
    assert.equal(drop.holeIndex, 1);
    assert.deepEqual([drop.x, drop.y, drop.strokes], [100, MID, 0]);
  });
});
