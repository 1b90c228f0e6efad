// Checking several games at once: up to `jobs` checks run side by side in the caller's one browser (each run in a
// context of its own), so a batch keeps every core busy. Results come back in the order the games were given.
import pLimit from 'p-limit';
import type { CheckResult, OnProgress } from '../shared/index.ts';
import { checkGame, type CheckOptions } from './check.ts';

export interface CheckTarget {
  target: string;
  outDir?: string | undefined;
}

/** Checks every target with `options`, `jobs` at a time; progress events name the game they belong to. */
export async function checkGames(
  targets: readonly CheckTarget[],
  options: Omit<CheckOptions, 'outDir'>,
  jobs: number,
): Promise<CheckResult[]> {
  if (!Number.isInteger(jobs) || jobs < 1) throw new RangeError(`jobs must be a whole number >= 1, got ${jobs}`);
  const limit = pLimit(jobs);
  const progress = options.onProgress;
  return Promise.all(
    targets.map((t) =>
      limit(() => {
        const named: OnProgress | undefined =
          progress && targets.length > 1 ? (e) => progress({ ...e, task: `${t.target}: ${e.task}` }) : progress;
        return checkGame(t.target, { ...options, outDir: t.outDir, onProgress: named });
      }),
    ),
  );
}
