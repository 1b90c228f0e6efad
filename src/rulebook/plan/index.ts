// The general planner: for each level, the search that fits the world (best-first over quiet worlds for puzzles,
// boards and word games; a beam over short held stretches for real time), then the proof — the plan replayed from
// the level's start must win, and a plan for a waiting world must still win with its inputs a tick or two late —
// and last the golden path. A level that is not won and proven leaves the whole rulebook unproven.
import { RulebookEngine } from '../engine.ts';
import { planDiscrete, waitsForPlayer } from './discrete.ts';
import { toGoldenPath } from './golden.ts';
import { makeHeuristic } from './heuristic.ts';
import { planRealtime } from './realtime.ts';
import { LATENESS, type PlanStep, replayTimeline } from './timeline.ts';

/**
 * The wall-clock guard per level. The search itself is bounded by its budget (positions or ticks), the same on every
 * machine, so a plan is re-derivable; this limit only stops a search that would otherwise run for far too long.
 */
export const DEFAULT_TIME_LIMIT_MS = 600_000;

export interface PlanOptions {
  seed?: number;
  /** Wall-clock guard per level, ms (default DEFAULT_TIME_LIMIT_MS). */
  timeLimitMs?: number;
}

export interface LevelPlan {
  level: number;
  method: 'search' | 'beam';
  won: boolean;
  /** Replayed from the level's start, the plan wins (and, for a waiting world, under every lateness tried). */
  proven: boolean;
  steps: PlanStep[];
  endTick: number;
  /** Positions searched (search) or ticks simulated (beam). */
  expanded: number;
  wallMs: number;
  reason: string;
  /** What the proof tried, one line each. */
  proof: string[];
}

export interface RulebookPlan {
  title: string;
  seed: number;
  won: boolean;
  levels: LevelPlan[];
  /** Set only when every level is won and proven. */
  goldenPath: Record<string, unknown> | undefined;
}

export function planRulebook(rulebook: unknown, options: PlanOptions = {}): RulebookPlan {
  const engine = new RulebookEngine(rulebook);
  const seed = options.seed ?? 1;
  const heuristic = makeHeuristic(engine);
  const hints = engine.book.source.planner ?? {};
  const discrete = waitsForPlayer(engine);
  const levels: LevelPlan[] = [];
  for (let level = 0; level < engine.book.source.levels.length; level++) {
    const started = performance.now();
    const deadline = started + (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
    const start = engine.start(level, seed);
    const found = discrete
      ? planDiscrete(engine, start, heuristic, { budget: hints.budget ?? 40_000, deadline })
      : planRealtime(engine, start, heuristic, {
          width: hints.beam ?? 24,
          ticks: Math.max(2, Math.round((hints.decisionMs ?? 100) / (1000 / 60))),
          horizon: Math.round(((hints.horizonMs ?? 240_000) * 60) / 1000),
          budget: hints.budget ?? 4_000_000,
          lookahead: Math.round(((hints.lookaheadMs ?? 0) * 60) / 1000),
          deadline,
        });
    const proof: string[] = [];
    let proven = false;
    if (found.won) {
      const limit = found.endTick + 600;
      const variants = discrete ? LATENESS : LATENESS.slice(0, 1);
      proven = variants.every((v) => {
        const r = replayTimeline(engine, start, found.steps, limit, v.late);
        const why = r.world.reason ? `: ${r.world.reason}` : '';
        proof.push(`${v.name}: ${r.won ? `won at tick ${r.tick}` : `not won (${r.world.status}${why})`}`);
        return r.won;
      });
      if (!discrete)
        proof.push(
          'real time: every input is anchored to its engine tick in the golden path, so it cannot arrive late',
        );
    }
    levels.push({
      level,
      method: discrete ? 'search' : 'beam',
      won: found.won,
      proven,
      steps: found.steps,
      endTick: found.endTick,
      expanded: found.expanded,
      wallMs: Math.round(performance.now() - started),
      reason: found.reason,
      proof,
    });
    if (!found.won || !proven) break;
  }
  const won = levels.length === engine.book.source.levels.length && levels.every((l) => l.won && l.proven);
  return {
    title: engine.book.source.title,
    seed,
    won,
    levels,
    goldenPath: won ? toGoldenPath(engine, levels, seed) : undefined,
  };
}

export { toGoldenPath } from './golden.ts';
export { makeHeuristic } from './heuristic.ts';
export type { PlanStep } from './timeline.ts';
