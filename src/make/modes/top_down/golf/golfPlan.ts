// Lays out the mini golf holes and plans the golden path on the template's own rules (golfRules.ts) in Node: for each
// stroke an aim, a power and a moment of the windmill's cycle to start charging, kept only when the shot comes out the
// same with every key let go up to a few frames late, so the path is a list of "hold until the aim / power / windmill
// clock in state reads this" steps.
import type { Random } from '../../../../assets/index.ts';
import {
  AIMS,
  COURSE,
  GolfRules,
  POWERS,
  POWER_STEP_MS,
  type GolfGame,
  type GolfHole,
  type GolfInput,
  type Windmill,
} from '../../../../../templates/top_down/src/family/modes/golf/golfRules.ts';

/** One stroke of the plan: turn to `aim`, wait for the windmill's clock to reach `startMs`, charge to `power`. */
export interface GolfShot {
  hole: number;
  aim: number;
  power: number;
  /** Windmill clock (ms into a blade's passage) at which the charging starts; null on a hole with no windmill. */
  startMs: number | null;
}

export interface GolfPlan {
  shots: GolfShot[];
  strokes: number[];
  gameMs: number;
}

export const GOLF_FRAME_MS = 16;
/** The windmill clock is read as "at the start of a passage" while it is this low (a few frames). */
const CYCLE_START_MS = 100;
const LATE_FRAMES = [0, 2, 4];
const STEP_LIMIT_MS = 30_000;

type Until = (r: GolfRules) => boolean;

function hold(r: GolfRules, done: Until, input: GolfInput, late: number): boolean {
  for (let ms = 0; !done(r); ms += GOLF_FRAME_MS) {
    if (ms > STEP_LIMIT_MS || r.finished) return done(r);
    r.update(GOLF_FRAME_MS, input);
  }
  for (let i = 0; i < late && !r.finished; i++) r.update(GOLF_FRAME_MS, input);
  return true;
}

const IDLE: GolfInput = { turn: 0, charge: false };

/** Plays one planned stroke the way the golden path does, `late` frames after each condition; false if stuck. */
export function playShot(r: GolfRules, shot: GolfShot, late: number): boolean {
  if (!hold(r, (g) => g.ready, IDLE, late)) return false;
  if (r.aim !== shot.aim) {
    const right = (shot.aim - r.aim + AIMS) % AIMS <= AIMS / 2;
    if (!hold(r, (g) => g.aim === shot.aim, { turn: right ? 1 : -1, charge: false }, late)) return false;
  }
  if (shot.startMs !== null) {
    const start = shot.startMs;
    if (!hold(r, (g) => g.windmillMs <= CYCLE_START_MS, IDLE, late)) return false;
    if (start > CYCLE_START_MS && !hold(r, (g) => g.windmillMs >= start, IDLE, late)) return false;
  }
  if (!hold(r, (g) => g.power >= shot.power, { turn: 0, charge: true }, late)) return false;
  // The next step lets the key go (the strike) and waits for the ball to stop or drop.
  return hold(r, (g) => g.ready || g.holeIndex !== shot.hole - 1 || g.finished, IDLE, 0);
}

/** Where a stroke leaves the ball: the same for every lateness, or null. */
function outcome(from: GolfRules, shot: GolfShot): { rules: GolfRules; key: string } | null {
  let first: { rules: GolfRules; key: string } | null = null;
  for (const late of LATE_FRAMES) {
    const r = from.clone();
    if (!playShot(r, shot, late)) return null;
    const key = `${r.holeIndex}:${Math.round(r.x)}:${Math.round(r.y)}:${r.strokes}`;
    if (first && first.key !== key) return null;
    first ??= { rules: r, key };
  }
  return first;
}

function aimToward(r: GolfRules, x: number, y: number): number {
  const deg = (Math.atan2(y - r.y, x - r.x) * 180) / Math.PI;
  return Math.round((((deg % 360) + 360) % 360) / (360 / AIMS)) % AIMS;
}

/**
 * Whether a stroke charged from `startMs` into the windmill's cycle finds its doorway open whenever the ball is in it,
 * for strikes from a frame early to several frames late (the strike follows the charge of `power` levels).
 */
function openThrough(mill: Windmill, startMs: number, power: number, inDoor: readonly number[]): boolean {
  const strike = startMs + (power - 1) * POWER_STEP_MS + GOLF_FRAME_MS;
  for (let late = -GOLF_FRAME_MS; late <= 10 * GOLF_FRAME_MS; late += GOLF_FRAME_MS / 2)
    for (const at of inDoor) if ((strike + late + at) % mill.periodMs < mill.shutMs + GOLF_FRAME_MS) return false;
  return true;
}

/** Candidates tried with every windmill moment, best first by where they end with the doorways always open. */
const SHORTLIST = 10;

/** The best stroke from where the ball lies: one that drops, else through the windmill, else nearest the cup. */
function bestShot(r: GolfRules): { shot: GolfShot; after: GolfRules } | undefined {
  const hole = r.hole;
  const mill = hole.windmills[0];
  const beforeMill = mill !== undefined && r.x < mill.x;
  const target = beforeMill ? { x: mill.x + mill.w / 2, y: mill.doorY + mill.doorH / 2 } : hole.cup;
  const centre = aimToward(r, target.x, target.y);
  // First every aim and power on a copy whose doorways never shut: where the stroke could end.
  const open: GolfGame = {
    ...r.game,
    holes: r.game.holes.map((h) => ({ ...h, windmills: h.windmills.map((m) => ({ ...m, shutMs: 0 })) })),
  };
  const scored: { aim: number; power: number; score: number; inDoor: number[]; key: string }[] = [];
  for (let d = 0; d <= 16; d++)
    for (const aim of d === 0 ? [centre] : [(centre + d) % AIMS, (centre - d + AIMS) % AIMS])
      for (let power = 2; power <= POWERS; power++) {
        // Set straight to the aim and power (turning and charging change nothing while the doorways stay open).
        const trial = Object.assign(r.clone(), { game: open, aim, power });
        trial.update(GOLF_FRAME_MS, IDLE);
        // When (ms after the strike) the ball is in a doorway: the doorway must be open then.
        const inDoor: number[] = [];
        for (let ms = 0; trial.moving && trial.holeIndex === r.holeIndex && ms < STEP_LIMIT_MS; ms += GOLF_FRAME_MS) {
          if (mill && trial.x + 12 > mill.x && trial.x - 12 < mill.x + mill.w) inDoor.push(ms);
          trial.update(GOLF_FRAME_MS, IDLE);
        }
        if (!hold(trial, (g) => g.ready || g.holeIndex !== r.holeIndex || g.finished, IDLE, 0)) continue;
        const dropped = trial.holeIndex !== r.holeIndex || trial.finished;
        const through = mill !== undefined && trial.x > mill.x + mill.w;
        const dist = dropped ? 0 : Math.hypot(trial.x - hole.cup.x, trial.y - hole.cup.y);
        const score = (dropped ? 0 : 10_000) + (beforeMill && !through ? 5000 : 0) + dist + d * 0.5;
        scored.push({
          aim,
          power,
          score,
          inDoor,
          key: `${trial.holeIndex}:${Math.round(trial.x)}:${Math.round(trial.y)}`,
        });
      }
  scored.sort((a, b) => a.score - b.score);
  // Then the best few at each moment of the windmill's cycle, kept when every lateness ends where the open run did.
  const starts = mill ? Array.from({ length: Math.floor(mill.periodMs / 100) }, (_, i) => i * 100) : [null];
  for (const c of scored.slice(0, SHORTLIST))
    for (const startMs of starts) {
      if (mill && startMs !== null && !openThrough(mill, startMs, c.power, c.inDoor)) continue;
      const shot: GolfShot = { hole: r.holeIndex + 1, aim: c.aim, power: c.power, startMs };
      const end = outcome(r, shot);
      if (end?.key.startsWith(`${c.key}:`)) return { shot, after: end.rules };
    }
  return undefined;
}

/** Plans every hole's strokes; throws when a hole cannot be holed within its strokes. */
export function planGolf(game: GolfGame): GolfPlan {
  let r = new GolfRules(game);
  const shots: GolfShot[] = [];
  const strokes: number[] = [];
  for (let h = 0; h < game.holes.length; h++) {
    let n = 0;
    while (r.holeIndex === h && !r.finished) {
      if (++n > 3) throw new Error(`the golf planner needed more than 3 strokes on hole ${h + 1}`);
      const next = bestShot(r);
      if (!next) throw new Error(`the golf planner found no stroke on hole ${h + 1}`);
      shots.push(next.shot);
      r = next.after;
    }
    strokes.push(n);
  }
  return { shots, strokes, gameMs: r.clockMs };
}

/** Lays out one hole: a tee on the left, a cup on the right, a windmill's wall between with its doorway, a bumper. */
export function layHole(random: Random, windmill: boolean): Omit<GolfHole, 'par'> {
  const span = (lo: number, hi: number) => Math.round(lo + random.next() * (hi - lo));
  const top = COURSE.y + 50;
  const bottom = COURSE.y + COURSE.h - 50;
  const tee = { x: COURSE.x + 60, y: span(top, bottom) };
  const cup = { x: COURSE.x + COURSE.w - span(70, 140), y: span(top, bottom) };
  const windmills: Windmill[] = [];
  if (windmill) {
    const doorH = 64;
    windmills.push({
      x: span(COURSE.x + 300, COURSE.x + 380),
      w: 36,
      doorY: span(COURSE.y + 40, COURSE.y + COURSE.h - 40 - doorH),
      doorH,
      periodMs: 1600 + 200 * span(0, 3),
      shutMs: 500,
    });
  }
  // A bumper between the windmill and the cup, off the straight line to it.
  const bx = span(COURSE.x + 470, COURSE.x + 540);
  const by = cup.y > COURSE.y + COURSE.h / 2 ? span(top, top + 120) : span(bottom - 160, bottom - 40);
  return { tee, cup, windmills, walls: [{ x: bx, y: by, w: 28, h: 90 }] };
}

/** The play-test's steps for a plan: each stroke as until steps on the ball, the aim, the windmill and the power. */
export function golfSteps(plan: GolfPlan): Record<string, unknown>[] {
  const steps: Record<string, unknown>[] = [];
  let aim = 0;
  const until = (cond: Record<string, unknown>, hold: string[] | null, timeoutMs: number) =>
    steps.push({ until: cond, ...(hold ? { hold } : {}), timeoutMs, checkEveryMs: GOLF_FRAME_MS });
  for (const shot of plan.shots) {
    until({ path: 'flags.ready', equals: true }, null, 20_000);
    until({ path: 'flags.hole', equals: shot.hole }, null, 5000);
    if (shot.aim !== aim) {
      const right = (shot.aim - aim + AIMS) % AIMS <= AIMS / 2;
      until({ path: 'flags.aim', equals: shot.aim }, [right ? 'right' : 'left'], 10_000);
    }
    aim = shot.aim;
    if (shot.startMs !== null) {
      until({ path: 'flags.windmillMs', lte: CYCLE_START_MS }, null, 5000);
      if (shot.startMs > CYCLE_START_MS) until({ path: 'flags.windmillMs', gte: shot.startMs }, null, 5000);
    }
    until({ path: 'flags.power', gte: shot.power }, ['fire'], 5000);
  }
  until({ path: 'won', equals: true }, null, 20_000);
  return steps;
}
