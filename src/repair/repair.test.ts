// Bad input to repair is refused before any build or browser, with what to do; the offline agent leaves a qa report
// alone without one; and what the llm agent may write.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { LazyBrowser } from '../harness/index.ts';
import { KNOWN_BUGS_SCHEMA, PROJECT_ROOT, QA_RESULT_SCHEMA, type QaResult } from '../shared/index.ts';
import { RepairInputError } from './bugs.ts';
import { familyOf, writableFiles } from './llm.ts';
import { repairGame } from './repair.ts';

const root = mkdtempSync(join(tmpdir(), 'playsmith-repair-input-'));
const browser = new LazyBrowser();
after(async () => {
  await browser.close();
  rmSync(root, { recursive: true, force: true });
});
const template = join(PROJECT_ROOT, 'templates', 'platformer');
const bugsFile = join(root, 'bugs.json');
writeFileSync(
  bugsFile,
  JSON.stringify({
    schema: KNOWN_BUGS_SCHEMA,
    game: 'games/m01',
    bugs: [{ id: 'B-1', type: 'stuck', difficulty: 'easy', description: 'Stuck.', reproduction: ['wait 100'] }],
  }),
);
const options = (outDir: string) => ({
  bugsFile,
  agent: 'offline' as const,
  outDir,
  browser,
  viewport: { width: 800, height: 600 },
  seed: 1,
});

test('bad input is refused with what to do, before any browser', async () => {
  const noPath = join(root, 'no-path');
  cpSync(join(template, 'src'), join(noPath, 'src'), { recursive: true });
  writeFileSync(join(noPath, 'package.json'), '{}');
  await assert.rejects(
    repairGame(noPath, options(join(root, 'out-1'))),
    (e: unknown) => e instanceof RepairInputError && /golden-path\.json.*so repair needs one/s.test(e.message),
  );
  await assert.rejects(
    repairGame(template, options(join(template, 'repaired'))),
    /is inside the game; repair never changes the input folder/,
  );
  const full = join(root, 'full');
  mkdirSync(full);
  writeFileSync(join(full, 'x'), '');
  await assert.rejects(repairGame(template, options(full)), /--out .*full: not empty; give a new folder/);
  await assert.rejects(repairGame(join(root, 'nothing'), options(join(root, 'out-2'))), /not a game's source project/);
  assert.equal(browser.launched, false);
});

test("the llm agent writes any source under src/ but the contract, and knows the template's family", () => {
  const files = writableFiles(template);
  assert.ok(files.includes('src/game/Level.ts') && files.includes('src/family/Player.ts'));
  assert.ok(files.includes('src/core/flow.ts') && files.includes('src/gameConfig.json'));
  assert.equal(files.includes('src/core/contract.ts'), false, 'the replays read state through the contract');
  assert.equal(familyOf(template), 'platformer');
  assert.equal(familyOf(root), undefined);
});

test('the offline agent pins no qa report: not fixed, saying why, with no build and no browser', async () => {
  const qa: QaResult = {
    schema: QA_RESULT_SCHEMA,
    target: template,
    adapter: 'browser',
    agent: 'explore',
    mode: 'qa',
    seed: 1,
    budget: 20,
    actions: 20,
    confirmActions: 9,
    states: 5,
    vocabulary: [],
    wallMs: 1,
    ended: 'budget',
    reports: [
      {
        id: 'QA-1',
        title: 'score goes to -10, outside 0…∞',
        type: 'out-of-range',
        severity: 'major',
        difficulty: 'easy',
        oracle: 'counter-range',
        signature: 'counter-range:score',
        steps: ['act start 200', 'act jump 200'],
        observed: 'score = -10 after "act jump 200" (was 0)',
        expected: 'score stays within 0…∞',
        evidence: { before: {}, after: {}, text: null },
        status: 'confirmed',
        duplicates: 0,
      },
    ],
    score: null,
    unmeasured: [],
    notes: [],
    sandbox: { blocked: [], dialogs: [] },
    files: { trajectory: 'trajectory.jsonl', bugs: 'bugs.md', report: 'report.html' },
    versions: {},
  };
  const qaJson = join(root, 'qa.json');
  writeFileSync(qaJson, JSON.stringify(qa));
  const result = await repairGame(template, { ...options(join(root, 'out-qa')), bugsFile: qaJson });
  assert.deepEqual(result.counts, { fixed: 0, notFixed: 1, regressed: 0 });
  const [bug] = result.bugs;
  assert.equal(bug!.source, 'qa-report');
  assert.match(bug!.reason, /^a qa report says what its replay shows, not where the code is wrong/);
  assert.equal(bug!.verification, null);
  assert.equal(browser.launched, false);
});
