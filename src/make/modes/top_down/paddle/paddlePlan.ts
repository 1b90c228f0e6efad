// Plans the paddle modes' golden path by playing the template's own rules (paddleRules.ts) in Node: before each
// return of the ball it picks the paddle zone to hit with (the one that breaks most bricks, or wins the point) and
// the paddle's mark under the ball, so the path is a list of "after hit k, move the paddle to x" that make replays.
import type { Random } from '../../../../assets/index.ts';
import {
  type Field,
  PADDLE_LENGTH,
  PADDLE_STEP,
  PaddleRules,
  type PaddleGame,
  STEP_MS,
  ZONES,
  zoneCentre,
  zoneOf,
} from '../../../../../templates/top_down/src/family/modes/paddle/paddleRules.ts';

/** After the player's paddle has hit the ball `afterHits` times, move it to `target` along its track. */
export interface PaddleMove {
  afterHits: number;
  target: number;
  /** Game time from the previous hit until the ball reaches the paddle line, for the step's timeout. */
  flightMs: number;
}

export interface PaddlePlan {
  moves: PaddleMove[];
  /** Game time the planned match takes once the ball is in play. */
  gameMs: number;
  hits: number;
  /** Breakout: bricks broken; pong: the final score. */
  bricks: number;
  score: { left: number; right: number };
  /** Pong for two: where the golden path parks the right paddle (against the top wall) before play. */
  rightParked?: number;
}

/** A zone's mark must sit this far inside the zone, so a paddle stopping a few pixels off still hits the same zone. */
const ZONE_MARGIN = 8;
/** Steps of slack between the paddle reaching its mark and the ball arriving. */
const SLACK_STEPS = 80;
const MAX_HITS = 900;
const MAX_FLIGHT_STEPS = 12_000;
const MAX_TRIES = 20_000;

interface Flight {
  /** Steps until the ball reached the paddle line, or the match ended. */
  steps: number;
  /** Where along the track it arrived; undefined when the match ended first. */
  at: number | undefined;
  /** The match at that moment. */
  end: PaddleRules;
}

/** Plays a copy on (paddle still) until the ball next reaches the player's paddle line or the match ends. */
function flyToLine(from: PaddleRules): Flight {
  const rules = from.clone();
  const before = rules.crossings;
  let steps = 0;
  while (!rules.over && rules.crossings === before && steps < MAX_FLIGHT_STEPS) {
    rules.step({ move: 0 }, []);
    steps++;
  }
  return { steps, at: rules.over || rules.crossings === before ? undefined : rules.crossAt, end: rules };
}

/** The paddle's centre that meets a ball arriving at `at` with `zone`, when it is well inside the zone and in reach. */
function markFor(rules: PaddleRules, at: number, zone: number, from: number, steps: number): number | undefined {
  const half = PADDLE_LENGTH / 2;
  const track = rules.game.kind === 'breakout' ? rules.field.width : rules.field.height;
  const target = Math.round(Math.min(track - half, Math.max(half, at - zoneCentre(zone))) * 10) / 10;
  const offset = at - target;
  const width = PADDLE_LENGTH / ZONES;
  const low = -half + zone * width;
  if (zoneOf(offset) !== zone || offset < low + ZONE_MARGIN || offset > low + width - ZONE_MARGIN) return undefined;
  if (Math.abs(target - from) / PADDLE_STEP + SLACK_STEPS > steps) return undefined;
  return target;
}

/** A point where the paddle must be placed: the match just after the last hit (or the start) and the ball's flight. */
interface Decision {
  rules: PaddleRules;
  flight: Flight;
  /** The choices still untried, best first. */
  options: Option[] | undefined;
  move: PaddleMove | undefined;
}

interface Option {
  target: number;
  /** The match just after the paddle hit the ball with this zone. */
  after: PaddleRules;
  /** The ball's next flight from there. */
  flight: Flight;
  gain: number;
}

/** Each zone the paddle can reach for the arrival, played on to the next arrival, best gain first. */
function optionsOf(decision: Decision, random: Random): Option[] {
  const { rules, flight } = decision;
  if (flight.at === undefined) return [];
  const out: Option[] = [];
  for (let zone = 0; zone < ZONES; zone++) {
    const target = markFor(rules, flight.at, zone, rules.paddle, flight.steps);
    if (target === undefined) continue;
    const after = rules.clone();
    after.paddle = target;
    const crossings = after.crossings;
    const hits = after.hits;
    while (after.crossings === crossings && !after.over) after.step({ move: 0 }, []);
    if (after.hits === hits || after.over) continue;
    const next = flyToLine(after);
    if (next.end.over && !next.end.won) continue;
    const gain =
      rules.game.kind === 'breakout'
        ? after.bricksLeft - next.end.bricksLeft
        : next.end.leftScore - after.leftScore - 2 * (next.end.rightScore - after.rightScore);
    out.push({ target, after, flight: next, gain: gain + (next.end.won ? 1000 : 0) + random.next() * 0.5 });
  }
  return out.sort((a, b) => b.gain - a.gain);
}

/** Plans a whole match; throws when the planner cannot finish it (the generator then tries another layout). */
export function planPaddleGame(game: PaddleGame, field: Field, random: Random): PaddlePlan {
  const start = new PaddleRules(game, field);
  let rightParked: number | undefined;
  if (game.kind === 'pong' && game.players === 2) {
    // The golden path holds the right player's "up" until the paddle rests on the top wall: an exact place.
    rightParked = PADDLE_LENGTH / 2;
    start.paddle2 = rightParked;
  }
  if (game.kind === 'breakout') start.step({ move: 0, launch: true }, []);
  // A depth-first search over zone choices, best gain first, backing up from a ball no zone can meet.
  const path: Decision[] = [{ rules: start, flight: flyToLine(start), options: undefined, move: undefined }];
  let tries = 0;
  for (;;) {
    const top = path[path.length - 1]!;
    if (top.flight.end.won) break;
    if (++tries > MAX_TRIES || top.rules.hits >= MAX_HITS)
      throw new Error(`the ${game.kind} planner found no winning line (${top.rules.hits} hits, ${tries} tries)`);
    top.options ??= optionsOf(top, random);
    const next = top.options.shift();
    if (!next) {
      path.pop();
      if (path.length === 0)
        throw new Error(`the ${game.kind} planner found no paddle zone that keeps the ball in play`);
      continue;
    }
    top.move = { afterHits: top.rules.hits, target: next.target, flightMs: top.flight.steps * STEP_MS };
    path.push({ rules: next.after, flight: next.flight, options: undefined, move: undefined });
  }
  const end = path[path.length - 1]!.flight.end;
  return {
    moves: path.flatMap((d) => (d.move ? [d.move] : [])),
    gameMs: end.steps * STEP_MS,
    hits: end.hits,
    bricks: end.bricks.length - end.bricksLeft,
    score: { left: end.leftScore, right: end.rightScore },
    ...(rightParked === undefined ? {} : { rightParked }),
  };
}

/** The play-test's steps for a plan, from the level's start: launch or wait for the serve, then each move. */
export function paddleSteps(game: PaddleGame, plan: PaddlePlan, start: number): Record<string, unknown>[] {
  const steps: Record<string, unknown>[] = [];
  if (plan.rightParked !== undefined)
    steps.push({ until: { path: 'flags.rightPaddle', lte: plan.rightParked }, hold: ['up2'], timeoutMs: 4000 });
  if (game.kind === 'breakout') steps.push({ press: 'fire' }, { wait: 100 });
  let at = start;
  const track = game.kind === 'breakout' ? ['left', 'right'] : ['up', 'down'];
  for (const move of plan.moves) {
    if (move.afterHits > 0)
      steps.push({ until: { path: 'flags.hits', gte: move.afterHits }, timeoutMs: move.flightMs * 2 + 5000 });
    // Stop a little short: the paddle coasts about a frame after the key is let go.
    if (Math.abs(move.target - at) >= 2) {
      const forward = move.target > at;
      steps.push({
        until: { path: 'flags.paddle', ...(forward ? { gte: move.target - 4 } : { lte: move.target + 4 }) },
        hold: [forward ? track[1] : track[0]],
        timeoutMs: 8000,
        checkEveryMs: 16,
      });
    }
    at = move.target;
  }
  // Points can follow each other with no hit in between (a serve past the other side): the whole match's time.
  steps.push({ until: { path: 'won', equals: true }, timeoutMs: Math.min(590_000, plan.gameMs + 20_000) });
  return steps;
}
