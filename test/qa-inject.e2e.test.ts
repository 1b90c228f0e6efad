// qa inject end to end on the platformer template: a planted bug is kept only once proven, written as a suite whose
// game folder a tester may see and whose known bug sits apart in hidden/; `qa --suite` then runs the offline explorer
// over that injected suite and prints its recall table; a game without a golden path is refused.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { folderContentHash, LazyBrowser } from '../src/harness/index.ts';
import { injectBugs, QaInjectError, QaSuiteManifestSchema } from '../src/qa/index.ts';
import { KnownBugsFileSchema, PROJECT_ROOT, QaSuiteResultSchema } from '../src/shared/index.ts';

const root = mkdtempSync(join(tmpdir(), 'playsmith-qa-inject-'));
const browser = new LazyBrowser();
after(async () => {
  await browser.close();
  rmSync(root, { recursive: true, force: true });
});
const viewport = { width: 800, height: 600 };
const template = join(PROJECT_ROOT, 'templates', 'platformer');
const CLI = join(PROJECT_ROOT, 'bin', 'playsmith.js');

test('a game without a golden path is refused before any browser or build', async () => {
  const game = join(root, 'no-path');
  cpSync(template, game, { recursive: true, filter: (src) => !src.endsWith('golden-path.json') });
  await assert.rejects(
    injectBugs(game, { browser, viewport, seed: 1, count: 1, outDir: join(root, 'suite-none') }),
    (e: unknown) => e instanceof QaInjectError && /golden-path\.json.*needs one/s.test(e.message),
  );
  assert.equal(browser.launched, false);
});

test('a pickup counted twice is proven on the platformer and written as a one-game suite', async () => {
  const out = join(root, 'suite');
  const manifest = await injectBugs(template, {
    browser,
    viewport,
    seed: 1,
    count: 1,
    operators: ['pickup-not-removed'],
    triesPerOperator: 1,
    outDir: out,
  });
  assert.deepEqual(QaSuiteManifestSchema.parse(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'))), manifest);
  assert.deepEqual(
    manifest.operators.map((o) => [o.name, o.tried, o.proven]),
    [['pickup-not-removed', 1, 1]],
  );
  assert.deepEqual(manifest.games, [{ id: 'm01', folder: 'games/m01', bugs: 'hidden/m01/bugs.json' }]);
  assert.deepEqual(readdirSync(out).sort(), ['games', 'hidden', 'manifest.json']);
  assert.equal(existsSync(join(out, 'games', 'm01', 'bugs.json')), false, 'the known bug is not in the game folder');
  const file = KnownBugsFileSchema.parse(JSON.parse(readFileSync(join(out, 'hidden', 'm01', 'bugs.json'), 'utf8')));
  const [bug] = file.bugs;
  assert.equal(bug!.type, 'data-inconsistency');
  assert.equal(bug!.injected!.operator, 'pickup-not-removed');
  assert.equal(bug!.fault?.kind, 'state');
  assert.match(bug!.observed ?? '', /^state score is \d+$/, 'the coin counted twice shows in the score');
  assert.equal(bug!.reproduction.length, bug!.goldenPrefix!.steps);
  const planted = readFileSync(join(out, 'games', 'm01', bug!.injected!.file), 'utf8');
  const original = readFileSync(join(template, bug!.injected!.file), 'utf8');
  assert.equal(planted.replace(bug!.injected!.mutated, bug!.injected!.original), original, 'changed only at its site');
});

test('qa --suite runs the offline explorer over the injected suite and prints its recall table', (t) => {
  const suite = join(root, 'suite');
  const game = join(suite, 'games', 'm01');
  const hash = folderContentHash(game);
  const out = join(root, 'suite-run');
  const started = performance.now();
  const run = spawnSync(process.execPath, [CLI, 'qa', '--suite', suite, '--seed', '1', '--steps', '40', '--out', out], {
    encoding: 'utf8',
  });
  t.diagnostic(`qa --suite over the one-game injected suite: ${Math.round(performance.now() - started)} ms`);
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^qa over \S+\/suite \(injected, 1 games, agent explore, mode qa, seed 1\): 40 actions/);
  assert.ok(run.stdout.includes(SUITE_ROW), run.stdout);
  // A coin counted twice moves only the score by a coin's worth: no offline oracle can tell that from a real coin.
  assert.match(run.stdout, /known bugs no report matched \(1; .*\n {2}m01 M01-1 \[data-inconsistency, medium\] /);
  assert.match(run.stdout, /M01-1 .*\(no oracle sees it offline\)\n/);
  const result = QaSuiteResultSchema.parse(JSON.parse(readFileSync(join(out, 'suite.json'), 'utf8')));
  assert.equal(result.layout, 'injected');
  assert.deepEqual(
    result.games.map((g) => [g.id, g.qa]),
    [['m01', 'm01/qa.json']],
  );
  assert.equal(folderContentHash(game), hash, 'the suite run never changes a game');
});

/** The seeded explorer's row for the planted pickup bug (40 actions, seed 1): it confirms no report. */
const SUITE_ROW = '\n  m01                  0.0% (0/1)       n/a   0 confirmed in 40 actions\n';
