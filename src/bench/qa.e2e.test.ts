// The qa kind with an external command: it gets the Vault game in its workspace and never the hidden known-bugs file,
// and its recall is null with the reason (bench cannot match a free-form report to known bugs yet).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { LazyBrowser } from '../harness/index.ts';
import { PROJECT_ROOT } from '../shared/index.ts';
import { loadBenchConfig, loadSuite, resolveSystems, runBench } from './index.ts';

const FIXTURES = join(PROJECT_ROOT, 'test', 'fixtures', 'bench');
const work = mkdtempSync(join(tmpdir(), 'bench-qa-'));
const browser = new LazyBrowser();
after(async () => {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
});

test('a command on a qa task sees the game and not the known bugs; its recall is unmeasured, with why', async () => {
  const run = await runBench({
    suite: loadSuite(join(FIXTURES, 'qa-tiny')),
    systems: resolveSystems(['peek'], loadBenchConfig(join(FIXTURES, 'bench.config.json')), {
      reason: 'none',
    }),
    samples: 1,
    seed: 1,
    jobs: 2,
    outDir: join(work, 'run'),
    resume: false,
    cache: false,
    cacheDir: join(work, 'cache'),
    browser,
    viewport: { width: 800, height: 600 },
    maxRepairs: 0,
  });
  const [peek] = run.records;
  assert.ok(peek);
  const workspace = join(run.outDir, peek.files.workspace!);
  assert.deepEqual(readdirSync(workspace).sort(), ['INSTRUCTIONS.md', 'seen.txt', 'vault']);
  assert.ok(existsSync(join(workspace, 'vault', 'game.js')));
  assert.doesNotMatch(readFileSync(join(workspace, 'seen.txt'), 'utf8'), /known-bugs|VB-1/);
  assert.equal(peek.scores.recall, null);
  assert.match(peek.scores.unmeasured.find((u) => u.metric === 'recall')!.reason, /cannot drive for a free-form/);
});
