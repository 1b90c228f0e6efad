// Plans the space-invaders golden path by playing the template's own rules (invaderRules.ts) in Node: for each shot,
// the cannon's mark and the game time to fire at, chosen so that a cannon a few pixels off and a press a few frames
// late still destroy the same alien and leave the march exactly as planned.
import {
  ALIEN_HEIGHT,
  ALIEN_WIDTH,
  CANNON_STEP,
  CANNON_WIDTH,
  INVADER_STEP_MS,
  InvaderRules,
  type Alien,
  type InvaderGame,
  SHOT_STEP,
} from '../../../../../templates/top_down/src/family/modes/paddle/invaderRules.ts';

/** Move the cannon to `x`, then fire once the march's clock reads `atMs`. */
export interface InvaderShot {
  x: number;
  atMs: number;
}

export interface InvaderPlan {
  shots: InvaderShot[];
  gameMs: number;
  destroyed: number;
}

/** How late a press may land (the check interval and a frame) and how far off the cannon may stop. */
const LATE_MS = [0, 20, 40, 55];
const OFF_PX = [-6, 0, 7];
/** Game time between the previous shot's end (as planned) and the next press. */
const GAP_MS = 80;
const TRY_STEP_MS = 20;
const TRY_SPAN_MS = 4000;

const stepTo = (rules: InvaderRules, clockMs: number) => {
  while (rules.clockMs < clockMs && !rules.over) rules.step({ move: 0 }, []);
};

/** Fires from `x` at `atMs` on a copy and plays until the shot is gone: the alien it destroyed and the match then. */
function fire(from: InvaderRules, x: number, atMs: number): { hit: Alien | undefined; after: InvaderRules } {
  const rules = from.clone();
  stepTo(rules, atMs);
  rules.cannon = x;
  const before = rules.aliens.filter((a) => a.alive).length;
  rules.step({ move: 0, fire: true }, []);
  while (rules.shot && !rules.over) rules.step({ move: 0 }, []);
  const hit = rules.aliensLeft < before ? rules.aliens.find((a, i) => !a.alive && from.aliens[i]!.alive) : undefined;
  return { hit, after: rules };
}

/** True when every late press and every stopping error destroys `alien` and leaves the same march afterwards. */
function robust(from: InvaderRules, x: number, atMs: number, alien: Alien): boolean {
  const settle = atMs + 1500;
  let march: string | undefined;
  for (const late of LATE_MS)
    for (const off of OFF_PX) {
      const { hit, after } = fire(from, x + off, atMs + late);
      if (hit?.row !== alien.row || hit.col !== alien.col) return false;
      // The last alien ends the match: no march follows to compare.
      if (after.won) continue;
      stepTo(after, settle);
      if (after.over) return false;
      const state = `${after.formationX},${after.formationY},${after.direction},${after.untilTick}`;
      if (march !== undefined && march !== state) return false;
      march = state;
    }
  return true;
}

/** Where to stand to hit `alien` with a shot fired at `atMs`: its centre when the shot climbs to its row. */
function markFor(from: InvaderRules, alien: Alien, atMs: number): number {
  const rules = from.clone();
  const climbMs = ((rules.cannonTop - rules.boxOf(alien).y - ALIEN_HEIGHT / 2) / SHOT_STEP) * INVADER_STEP_MS;
  stepTo(rules, atMs + climbMs);
  const half = CANNON_WIDTH / 2;
  const centre = rules.boxOf(alien).x + ALIEN_WIDTH / 2;
  return Math.round(Math.min(rules.field.width - half, Math.max(half, centre)) * 10) / 10;
}

/** The aliens a shot from below can reach: the lowest living one of each column. */
function exposed(rules: InvaderRules): Alien[] {
  const lowest = new Map<number, Alien>();
  for (const alien of rules.aliens)
    if (alien.alive && (lowest.get(alien.col)?.row ?? -1) < alien.row) lowest.set(alien.col, alien);
  return [...lowest.values()];
}

/** Plans every shot; throws when some alien cannot be hit safely in time (the design then fails with the reason). */
export function planInvaders(game: InvaderGame, field: { width: number; height: number }): InvaderPlan {
  // The first press fires from the centre and starts the march.
  let rules = new InvaderRules(game, field);
  let cannon = rules.cannon;
  let firedAt = 0;
  const opening = fire(rules, cannon, 0);
  rules = opening.after;
  const shots: InvaderShot[] = [];
  while (!rules.won) {
    if (rules.over) throw new Error('the invaders planner let the aliens land');
    let chosen: { shot: InvaderShot; after: InvaderRules } | undefined;
    const earliest = Math.ceil((rules.clockMs + GAP_MS) / INVADER_STEP_MS) * INVADER_STEP_MS;
    const targets = exposed(rules);
    for (let atMs = earliest; atMs < earliest + TRY_SPAN_MS && !chosen; atMs += TRY_STEP_MS) {
      const options = targets
        .map((alien) => ({ alien, x: markFor(rules, alien, atMs) }))
        .sort((a, b) => Math.abs(a.x - cannon) - Math.abs(b.x - cannon));
      for (const { alien, x } of options) {
        // The cannon walks there from where it fired last, with time to spare.
        if ((Math.abs(x - cannon) / CANNON_STEP) * INVADER_STEP_MS + 250 > atMs - firedAt) continue;
        const nominal = fire(rules, x, atMs);
        if (nominal.hit?.row !== alien.row || nominal.hit.col !== alien.col) continue;
        if (!robust(rules, x, atMs, alien)) continue;
        chosen = { shot: { x, atMs }, after: nominal.after };
        break;
      }
    }
    if (!chosen) throw new Error(`the invaders planner found no safe shot with ${rules.aliensLeft} aliens left`);
    shots.push(chosen.shot);
    cannon = chosen.shot.x;
    firedAt = chosen.shot.atMs;
    rules = chosen.after;
  }
  return { shots, gameMs: rules.clockMs, destroyed: rules.aliens.length };
}

/** The play-test's steps: the opening shot, then for each shot walk to the mark, wait for its time, fire. */
export function invaderSteps(plan: InvaderPlan, start: number): Record<string, unknown>[] {
  const steps: Record<string, unknown>[] = [{ press: 'fire' }];
  let at = start;
  for (const shot of plan.shots) {
    if (Math.abs(shot.x - at) >= 2) {
      const forward = shot.x > at;
      steps.push({
        until: { path: 'flags.cannon', ...(forward ? { gte: shot.x - 4 } : { lte: shot.x + 4 }) },
        hold: [forward ? 'right' : 'left'],
        timeoutMs: 8000,
        checkEveryMs: 16,
      });
    }
    steps.push(
      { until: { path: 'flags.clockMs', gte: shot.atMs }, timeoutMs: 10_000, checkEveryMs: 16 },
      { press: 'fire' },
    );
    at = shot.x;
  }
  steps.push({ until: { path: 'won', equals: true }, timeoutMs: 10_000 });
  return steps;
}
