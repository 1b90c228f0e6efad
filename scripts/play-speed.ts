// Prints how fast the explore policy plays: steps per wall second on a template (built as check builds it), with the
// game time it covered. A benchmark, not a test: the figure depends on the machine and its load.
//   node scripts/play-speed.ts [family] [steps]
import { mkdtempSync, rmSync } from 'node:fs';
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
const root = mkdtempSync(join(tmpdir(), 'playsmith-play-speed-'));
const browser = new LazyBrowser();
try {
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
  await session.close();
  process.stdout.write(
    `explore on templates/${family}: ${run.steps} steps, ${(run.gameMs / 1000).toFixed(1)} s of game time in ` +
      `${wallS.toFixed(1)} s of wall time = ${(run.steps / wallS).toFixed(1)} steps/s ` +
      `(${(run.gameMs / 1000 / wallS).toFixed(1)} game-s/s); findings: ${run.findings.length}\n`,
  );
} finally {
  await browser.close();
  rmSync(root, { recursive: true, force: true });
}
