// Prints how fast the explore policy plays: steps per wall second on a template (built as check builds it), with the
// game time it covered and where the wall time went; then, on the same build in the same run, the harness's own
// game-s per wall-s over 30 s with no input (what `playsmith run --seconds 30` does), and the load average at both
// ends, so that the figure can be judged on a loaded machine. A benchmark, not a test.
//   node scripts/play-speed.ts [family] [steps]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGame } from '../src/check/index.ts';
import { LazyBrowser } from '../src/harness/index.ts';
import { explorePolicy, runTester, TESTER_SESSION } from '../src/play/index.ts';
import { ARCHETYPES, PROJECT_ROOT } from '../src/shared/index.ts';

const family = process.argv[2] ?? 'platformer';
const steps = Number(process.argv[3] ?? 60);
if (!(ARCHETYPES as readonly string[]).includes(family) || !(steps > 0)) {
  process.stderr.write(`usage: node scripts/play-speed.ts [${ARCHETYPES.join('|')}] [steps]\n`);
  process.exit(2);
}
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const root = mkdtempSync(join(tmpdir(), 'playsmith-play-speed-'));
const browser = new LazyBrowser();
try {
  const loadBefore = load();
  const build = await buildGame(join(PROJECT_ROOT, 'templates', family), { outDir: join(root, 'build') });
  if (!build.ok) throw new Error(`templates/${family} does not build: ${build.diagnostics[0]?.message}`);
  const session = await browser.openGame(build.outDir, { ...TESTER_SESSION, seed: 1 });
  const started = performance.now();
  const run = await runTester(session, explorePolicy(1, family), {
    steps,
    gameMs: 600_000,
    outDir: root,
    screenshotEvery: 10,
    checkedActions: Object.keys(session.actions()),
  });
  const wallS = (performance.now() - started) / 1000;
  const profile = session.profile();
  await session.close();
  const plain = await browser.openGame(build.outDir, { seed: 1 });
  const runStarted = performance.now();
  await plain.runFor(30_000);
  const harnessRate = 30 / ((performance.now() - runStarted) / 1000);
  await plain.close();
  const stepsPerS = run.steps / wallS;
  process.stdout.write(
    `explore on templates/${family}: ${run.steps} steps, ${(run.gameMs / 1000).toFixed(1)} s of game time in ` +
      `${wallS.toFixed(1)} s of wall time = ${stepsPerS.toFixed(1)} steps/s ` +
      `(${(run.gameMs / 1000 / wallS).toFixed(1)} game-s/s); findings: ${run.findings.length}\n` +
      `where its wall time went (ms): ${JSON.stringify(profile)}\n` +
      `the harness alone (30 s of game time, no input): ${harnessRate.toFixed(1)} game-s/s; ` +
      `explore steps/s per harness game-s/s: ${(stepsPerS / harnessRate).toFixed(2)}\n` +
      `load average (1, 5, 15 min): ${loadBefore} before, ${load()} after\n`,
  );
} finally {
  await browser.close();
  rmSync(root, { recursive: true, force: true });
}
