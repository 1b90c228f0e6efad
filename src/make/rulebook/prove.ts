// A rulebook proven as a game: planned (a win found and replayed), written as a standalone project with its art and
// sound, checked (L1–L3b), and its golden path played in the browser by the tester with every oracle watching. The
// same sequence `playsmith rulebook play` runs on one file or a whole folder, and the library test runs on rulebooks/.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateGameAssets } from '../../assets/index.ts';
import { checkGame } from '../../check/index.ts';
import type { GameBrowser } from '../../harness/index.ts';
import { playTestGame } from '../../play/index.ts';
import { planRulebook, type Rulebook, type RulebookPlan, writeRulebookProject } from '../../rulebook/index.ts';
import type { CheckResult, OnProgress, PlayFinding } from '../../shared/index.ts';

export interface RulebookProofOptions {
  /** The proof's folder: game/ (the project), report/ (check and play), rulebook-proof.json. Made if absent. */
  outDir: string;
  seed: number;
  browser: GameBrowser;
  viewport: { width: number; height: number };
  /** Draw the art and make the sound (default true); without, the game shows the core's placeholder art. */
  assets?: boolean | undefined;
  /** Why L3b is left out, when only L1–L3a and the golden path are wanted. */
  skipBehaviour?: string | undefined;
  /** Planner wall-time limit per level, ms. */
  planLimitMs?: number | undefined;
  onProgress?: OnProgress | undefined;
}

export interface RulebookProof {
  schema: 'playsmith.rulebook-proof/1';
  title: string;
  seed: number;
  /** Every step held: planned and proven, L1–L3a pass, the golden path won in the browser, Play holds. */
  ok: boolean;
  summary: string;
  plan: Omit<RulebookPlan, 'goldenPath' | 'levels'> & {
    levels: (Omit<RulebookPlan['levels'][number], 'steps'> & { inputs: number })[];
  };
  gameDir: string;
  check:
    | { pass: boolean; levels: Record<string, string>; traceL3b: string | null; scores: Record<string, number | null> }
    | undefined;
  play:
    | {
        exec: boolean | null;
        pass: boolean | null;
        play: boolean | null;
        reason: string;
        findings: PlayFinding[];
        gameMs: number;
        traceHash: string | null;
      }
    | undefined;
  wallMs: { plan: number; write: number; check: number; play: number; total: number };
}

export const PROOF_FILE = 'rulebook-proof.json';

export async function proveRulebook(rulebook: Rulebook, options: RulebookProofOptions): Promise<RulebookProof> {
  const started = performance.now();
  const wall = { plan: 0, write: 0, check: 0, play: 0, total: 0 };
  const lap = (key: keyof typeof wall, since: number) => {
    wall[key] = Math.round(performance.now() - since);
  };
  const { outDir, seed } = options;
  mkdirSync(outDir, { recursive: true });
  let t = performance.now();
  options.onProgress?.({ task: `plan ${rulebook.title}` });
  const plan = planRulebook(rulebook, { seed, timeLimitMs: options.planLimitMs });
  lap('plan', t);
  t = performance.now();
  const gameDir = join(outDir, 'game');
  rmSync(gameDir, { recursive: true, force: true });
  writeRulebookProject(gameDir, rulebook, plan.goldenPath);
  if (options.assets !== false) generateGameAssets(gameDir, { seed });
  lap('write', t);
  const { goldenPath: _path, ...planned } = plan;
  const planRecord = { ...planned, levels: plan.levels.map(({ steps, ...l }) => ({ ...l, inputs: steps.length })) };
  let check: CheckResult | undefined;
  let play: RulebookProof['play'];
  const reportDir = join(outDir, 'report');
  const buildDir = join(outDir, 'build');
  if (plan.won) {
    t = performance.now();
    check = await checkGame(gameDir, {
      seed,
      label: 'game',
      viewport: options.viewport,
      browser: options.browser,
      outDir: reportDir,
      buildDir,
      onProgress: options.onProgress,
      skipBehaviour: options.skipBehaviour,
    });
    lap('check', t);
    t = performance.now();
    const l3a = check.levels.L3a;
    const exec =
      l3a.status === 'pass'
        ? { holds: true, reason: 'ran 30 s of game time with no error (L3a)' }
        : { holds: false, reason: l3a.status === 'fail' ? (l3a.reasons[0] ?? 'L3a failed') : check.verdict.summary };
    options.onProgress?.({ task: `golden path ${rulebook.title}` });
    const run = await playTestGame({
      browser: options.browser,
      viewport: options.viewport,
      gameDir,
      built: check.levels.L2.status === 'pass' ? buildDir : undefined,
      exec,
      outDir: join(reportDir, 'play'),
    });
    lap('play', t);
    const v = run.test.verdict;
    play = {
      exec: v.exec.holds,
      pass: v.pass.holds,
      play: v.play.holds,
      reason: v.play.reason,
      findings: run.test.findings,
      gameMs: run.golden.gameTimeMs,
      traceHash: run.golden.traceHash,
    };
  }
  rmSync(buildDir, { recursive: true, force: true });
  const ok = plan.won && check?.verdict.pass === true && play?.pass === true && play.play === true;
  const summary = !plan.won
    ? `unproven: ${plan.levels.at(-1)?.reason ?? 'the planner found no win'}`
    : !check?.verdict.pass
      ? `check failed: ${check?.verdict.summary}`
      : play?.pass !== true
        ? `the golden path did not win in the browser: ${play?.reason}`
        : play.play !== true
          ? `Play fails: ${play.reason}`
          : `proven: planned, L1–L3a pass, the golden path won in ${(play.gameMs / 1000).toFixed(1)} s, Play holds`;
  wall.total = Math.round(performance.now() - started);
  const proof: RulebookProof = {
    schema: 'playsmith.rulebook-proof/1',
    title: rulebook.title,
    seed,
    ok,
    summary,
    plan: planRecord,
    gameDir,
    check: check && {
      pass: check.verdict.pass,
      levels: Object.fromEntries(Object.entries(check.levels).map(([k, v]) => [k, v.status])),
      traceL3b: check.hashes.traceL3b,
      scores: {
        scs: check.scores.scs.score,
        bas: check.scores.bas.score,
        buildHealth: check.scores.buildHealth.score,
        visualUsability: check.scores.visualUsability.notMeasured ? null : check.scores.visualUsability.score,
      },
    },
    play,
    wallMs: wall,
  };
  writeFileSync(join(outDir, PROOF_FILE), `${JSON.stringify(proof, null, 2)}\n`);
  return proof;
}
