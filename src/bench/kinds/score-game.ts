// Scores a game folder an external system left: check (L1–L3a, SCS, BAS, BH, VU) and play (golden policy when the
// folder has a golden path, else explore) give Exec / Pass / Play, each written to the sample's folder.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkGame } from '../../check/index.ts';
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

/**
 * The L1, L2 and L3a levels as passed or not. L2 skipped after a passing L1 is a static folder with nothing to build:
 * it passes, as its game runs as it is.
 */
export function levelsOf(levels: Record<string, string>): { l1: boolean; l2: boolean; l3a: boolean } {
  const l1 = levels.L1 === 'pass';
  return { l1, l2: levels.L2 === 'pass' || (l1 && levels.L2 === 'skipped'), l3a: levels.L3a === 'pass' };
}

/**
 * A level as check's verdict counts it: pass or fail; null when check could not measure it ("not measured: …"); and
 * held when skipped for having nothing to do (a folder with no package.json is served as it is, so L2 has nothing to
 * build). Any other skip (an earlier level failed) is a level not reached.
 */
function levelHolds(level: { status: string; reason?: string }): boolean | null {
  if (level.status === 'pass') return true;
  if (level.status !== 'skipped') return false;
  if (level.reason?.startsWith('not measured:')) return null;
  return /^(no package\.json|a URL is already built)/.test(level.reason ?? '');
}

function checkScores(check: CheckResult): Pick<GameScores, 'measured' | 'reasons'> {
  const { scs, bas, buildHealth, visualUsability } = check.scores;
  const reasons: GameScores['reasons'] = {};
  if (scs.score === null) reasons.scs = scs.reason ?? 'check could not compute SCS';
  if (bas.score === null) reasons.bas = bas.reason ?? 'check could not compute BAS';
  if (visualUsability.notMeasured) reasons.vu = visualUsability.notMeasured;
  return {
    measured: {
      levels: { l1: levelHolds(check.levels.L1), l2: levelHolds(check.levels.L2), l3a: levelHolds(check.levels.L3a) },
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
