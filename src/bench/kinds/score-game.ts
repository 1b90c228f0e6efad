// Scores a game folder an external system left: check (L1–L3a, SCS, BAS, BH, VU) and play (golden policy when the
// folder has a golden path, else explore) give Exec / Pass / Play, each written to the sample's folder.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkGame, notMeasured } from '../../check/index.ts';
import { folderContentHash } from '../../harness/index.ts';
import { playGame, readGoldenPath } from '../../play/index.ts';
import type { BenchScores, CheckResult } from '../../shared/index.ts';
import type { SampleContext } from './kind.ts';

export interface GameScores {
  measured: Partial<Omit<BenchScores, 'unmeasured'>>;
  reasons: Partial<Record<keyof BenchScores, string>>;
  hashes: Record<string, string>;
  files: Record<string, string>;
}

type Level = { status: string; reason?: string };

/**
 * The L1, L2 and L3a levels as bench counts them: pass or fail; null when check could not measure the level ("not
 * measured: …"); an L2 skipped after a passing L1 holds (a static folder has nothing to build and runs as it is);
 * any other skip is a level not reached. make's result carries statuses only, so its levels come as strings.
 */
export function levelsOf(levels: Record<'L1' | 'L2' | 'L3a', Level | string>): {
  l1: boolean | null;
  l2: boolean | null;
  l3a: boolean | null;
} {
  const [l1, l2, l3a] = (['L1', 'L2', 'L3a'] as const).map((name) => {
    const level = levels[name];
    return typeof level === 'string' ? { status: level } : level;
  }) as [Level, Level, Level];
  const holds = (level: Level): boolean | null => (notMeasured(level) ? null : level.status === 'pass');
  const l2Holds = l2.status === 'skipped' && l1.status === 'pass' && !notMeasured(l2) ? true : holds(l2);
  return { l1: holds(l1), l2: l2Holds, l3a: holds(l3a) };
}

function checkScores(check: CheckResult): Pick<GameScores, 'measured' | 'reasons'> {
  const { scs, bas, buildHealth, visualUsability } = check.scores;
  const reasons: GameScores['reasons'] = {};
  if (scs.score === null) reasons.scs = scs.reason ?? 'check could not compute SCS';
  if (bas.score === null) reasons.bas = bas.reason ?? 'check could not compute BAS';
  if (visualUsability.notMeasured) reasons.vu = visualUsability.notMeasured;
  return {
    measured: {
      levels: levelsOf(check.levels),
      scs: scs.score,
      bas: bas.score,
      bh: buildHealth.score,
      vu: visualUsability.notMeasured ? null : visualUsability.score,
    },
    reasons,
  };
}

/**
 * Runs check and play on `folder`; artefacts go to `<sampleDir>/check` and `<sampleDir>/play`. SCS and BAS are taken
 * against `reference` (a game folder) when given, else against the archetype means.
 */
export async function scoreGameFolder(
  folder: string,
  ctx: SampleContext,
  options: { reference?: string | undefined } = {},
): Promise<GameScores> {
  const common = { seed: ctx.seed, viewport: ctx.viewport, browser: ctx.browser, cacheDir: ctx.cacheDir };
  const outDir = join(ctx.sampleDir, 'check');
  const check = await checkGame(folder, { ...common, outDir, label: 'workspace', reference: options.reference });
  const { measured, reasons } = checkScores(check);
  const hashes: Record<string, string> = { game: folderContentHash(folder) };
  if (check.hashes.traceL3b) hashes.traceL3b = check.hashes.traceL3b;
  const files: Record<string, string> = { check: 'check/check.json' };
  if (!check.verdict.pass) {
    // PlayCoder's verdicts nest: a game that does not run (L1–L3a) passes nothing and is not played.
    const exec = { holds: false, reason: check.verdict.summary };
    const first = { holds: false, reason: 'not played: Exec failed first' };
    return { measured: { ...measured, exec, pass: first, play: first }, reasons, hashes, files };
  }
  const golden = join(folder, 'golden-path.json');
  const policy = existsSync(golden) && readGoldenPath(golden).ok ? 'golden' : 'explore';
  const play = await playGame(folder, { ...common, policy, outDir: join(ctx.sampleDir, 'play'), label: 'workspace' });
  if (play.traceHash) hashes.play = play.traceHash;
  return {
    measured: { ...measured, exec: play.verdict.exec, pass: play.verdict.pass, play: play.verdict.play },
    reasons,
    hashes,
    files: { ...files, play: 'play/play.json', playReport: 'play/report.html' },
  };
}
