// playsmith repair end to end on a bug qa inject plants in the platformer template (a coin counted twice): the
// offline agent reverts it through the command line and the fix is verified with no regression; a scripted model
// (the fake OpenAI server) drives one patch through make's repair loop and the protocol learns it; a patch that
// breaks the build is caught as regressed and rolled back; a garbage reply ends in "not fixed", not a crash.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { folderContentHash, LazyBrowser } from '../src/harness/index.ts';
import { createLlm, type FakeReply, type FakeRequest, startFakeOpenAiServer } from '../src/llm/index.ts';
import { DebugProtocolSchema } from '../src/make/index.ts';
import { injectBugs } from '../src/qa/index.ts';
import { type RepairOptions, type RepairResult, RepairResultSchema, repairGame } from '../src/repair/index.ts';
import { type InjectedSite, KnownBugsFileSchema, loadConfig, PROJECT_ROOT } from '../src/shared/index.ts';
import { systemOf, toolResults, userOf } from './support/fake-requests.ts';

const CLI = fileURLToPath(new URL('../bin/playsmith.js', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'playsmith-repair-'));
const browser = new LazyBrowser();
const viewport = { width: 800, height: 600 };
const template = join(PROJECT_ROOT, 'templates', 'platformer');
const cacheDir = join(root, 'cache');
const suite = join(root, 'suite');
const mutant = join(suite, 'games', 'm01');
const bugsFile = join(suite, 'hidden', 'm01', 'bugs.json');
let site: InjectedSite;

before(async () => {
  await injectBugs(template, {
    browser,
    viewport,
    seed: 1,
    count: 1,
    operators: ['pickup-not-removed'],
    triesPerOperator: 1,
    outDir: suite,
    cacheDir,
  });
  site = KnownBugsFileSchema.parse(JSON.parse(readFileSync(bugsFile, 'utf8'))).bugs[0]!.injected!;
});
after(async () => {
  await browser.close();
  rmSync(root, { recursive: true, force: true });
});

test('the offline agent reverts the planted bug from the command line: fixed, no regression, input untouched', (t) => {
  const hash = folderContentHash(mutant);
  const out = join(root, 'offline');
  const env = { ...process.env, PLAYSMITH_CACHE_DIR: cacheDir };
  const run = spawnSync(process.execPath, [CLI, 'repair', mutant, '--bugs', bugsFile, '--out', out], {
    encoding: 'utf8',
    env,
  });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^1\/1 fixed, 0 not fixed, 0 regressed {2}\(offline agent/);
  const result = RepairResultSchema.parse(JSON.parse(readFileSync(join(out, 'repair.json'), 'utf8')));
  const [bug] = result.bugs;
  t.diagnostic(`offline repair + verification: ${bug!.wallMs} ms (the whole command: ${result.wallMs} ms)`);
  assert.equal(bug!.status, 'fixed', bug!.reason);
  assert.deepEqual(
    Object.values(bug!.verification!.levels).map((l) => l.status),
    ['pass', 'pass', 'pass', 'pass', 'pass'],
  );
  assert.match(bug!.verification!.levels.goldenPath.detail, /^won in /);
  assert.deepEqual(bug!.patch?.files, [site.file]);
  assert.equal(
    readFileSync(join(out, 'game', site.file), 'utf8'),
    readFileSync(join(template, site.file), 'utf8'),
    'the repaired file is the original again',
  );
  assert.equal(folderContentHash(mutant), hash, 'the game given is never changed');
  const bad = spawnSync(process.execPath, [CLI, 'repair', mutant, '--out', join(root, 'no-bugs')], {
    encoding: 'utf8',
    env,
  });
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--bugs is required/);
});

/** Repairs the mutant with a scripted model answering each repair round's first request with `patch`. */
async function repairWithScript(
  name: string,
  patch: () => FakeReply,
  maxRepairs = 1,
): Promise<{ result: RepairResult; requests: FakeRequest[]; options: RepairOptions }> {
  const server = await startFakeOpenAiServer((request) => {
    if (!systemOf(request).includes('You repair')) return { status: 400, error: 'the script only repairs' };
    return toolResults(request) === 0 ? patch() : { text: 'Done.' };
  });
  try {
    const config = loadConfig({
      cwd: root,
      env: {
        PLAYSMITH_LLM_BASE_URL: server.baseUrl,
        PLAYSMITH_MODEL: 'scripted-model',
        PLAYSMITH_LLM_API_KEY: 'sk-playsmith-repair-test',
        PLAYSMITH_LLM_CACHE: 'off',
      },
    });
    const options: RepairOptions = {
      bugsFile,
      agent: 'llm',
      outDir: join(root, name),
      browser,
      viewport,
      seed: 1,
      cacheDir,
      llm: createLlm({ config, env: {} }),
      maxRepairs,
      protocolFile: join(root, name, 'debug-protocol.json'),
    };
    const result = await repairGame(mutant, options);
    return { result, requests: server.requests, options };
  } finally {
    await server.close();
  }
}

test('a scripted model patches the bug through make repair loop; verified, kept, learned by the protocol', async () => {
  const { result, requests, options } = await repairWithScript('llm-good', () => ({
    toolCalls: [
      { name: 'write_file', arguments: { path: 'src/core/contract.ts', content: '// hide the fault\n' } },
      { name: 'write_file', arguments: { path: site.file, content: readFileSync(join(template, site.file), 'utf8') } },
      {
        name: 'explain_fix',
        arguments: { failure: 'F1', rootCause: 'The coin was counted twice.', fix: 'Count each coin once.' },
      },
    ],
  }));
  const [bug] = result.bugs;
  assert.equal(bug!.status, 'fixed', bug!.reason);
  const repairPrompt = userOf(requests.find((r) => systemOf(r).includes('You repair'))!);
  assert.match(repairPrompt, /- F1 play bug-reproduced — bug M01-1: .* Expected: state score is \d+\. Observed/);
  const [first, second] = bug!.rounds!.iterations;
  assert.equal(first!.stage, 'play-test');
  assert.equal(first!.passed, false);
  assert.deepEqual(
    first!.repair!.refused.map((r) => r.path),
    ['src/core/contract.ts'],
    'the contract the replays read stays protected',
  );
  assert.deepEqual(first!.repair!.written, [site.file]);
  assert.equal(second!.passed, true);
  assert.equal(bug!.rounds!.protocol.added.length, 1);
  const protocol = DebugProtocolSchema.parse(JSON.parse(readFileSync(options.protocolFile!, 'utf8')));
  const learned = protocol.entries.find((e) => e.id === bug!.rounds!.protocol.added[0]);
  assert.equal(learned?.signature.code, 'bug-reproduced');
  assert.equal(learned?.fix, 'Count each coin once.');
  assert.equal(
    readFileSync(join(root, 'llm-good', 'game', site.file), 'utf8'),
    readFileSync(join(template, site.file), 'utf8'),
  );
});

test('a patch that breaks the build is regressed and rolled back; a garbage reply is not fixed', async () => {
  const broken = `${readFileSync(join(mutant, site.file), 'utf8')}\nconst broken: number = 'not a number';\n`;
  const bad = await repairWithScript('llm-bad', () => ({
    toolCalls: [{ name: 'write_file', arguments: { path: site.file, content: broken } }],
  }));
  const [regressed] = bad.result.bugs;
  assert.equal(regressed!.status, 'regressed');
  assert.match(regressed!.reason, /^the patch broke L2: .*TS2322|^the patch broke L2: .*not assignable/);
  assert.deepEqual(regressed!.patch?.files, [site.file]);
  assert.equal(
    readFileSync(join(root, 'llm-bad', 'game', site.file), 'utf8'),
    readFileSync(join(mutant, site.file), 'utf8'),
    'the bad patch is rolled back',
  );
  const garbage = await repairWithScript('llm-garbage', () => ({ rawBody: '{"choices": [ this is not json' }));
  const [unfixed] = garbage.result.bugs;
  assert.equal(unfixed!.status, 'not-fixed');
  assert.equal(unfixed!.patch, null);
  assert.equal(garbage.result.counts.notFixed, 1);
  assert.ok(existsSync(join(root, 'llm-garbage', 'repair.json')));
});
