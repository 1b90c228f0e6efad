// The closed loop from a qa result, end to end: a bug planted by hand in a copy of the platformer (every jump costs
// ten points, even at zero) is found and confirmed by `playsmith qa`, and its qa.json goes to `playsmith repair`. A
// scripted model (the fake OpenAI server) patches the code and the fix is verified by replaying qa's own reports; the
// offline agent, which pins only planted mutations, leaves the reports alone without reading the suite's hidden file;
// and a patch that leaves the fault in is not fixed and is rolled back, because qa's replay still shows the fault.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { folderContentHash, LazyBrowser } from '../src/harness/index.ts';
import { createLlm, type FakeReply, startFakeOpenAiServer } from '../src/llm/index.ts';
import { type RepairResult, RepairResultSchema, repairGame } from '../src/repair/index.ts';
import {
  KNOWN_BUGS_SCHEMA,
  KnownBugsFileSchema,
  loadConfig,
  PROJECT_ROOT,
  QA_RESULT_SCHEMA,
  type QaResult,
  QaResultSchema,
} from '../src/shared/index.ts';
import { systemOf, toolResults, userOf } from './support/fake-requests.ts';

const CLI = fileURLToPath(new URL('../bin/playsmith.js', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'playsmith-repair-qa-'));
const template = join(PROJECT_ROOT, 'templates', 'platformer');
/** Laid out as a qa suite: the game a tester sees, and apart from it the hidden record of where the bug is. */
const game = join(root, 'suite', 'games', 'm01');
const hiddenBugs = join(root, 'suite', 'hidden', 'm01', 'bugs.json');
const qaOut = join(root, 'qa');
const qaJson = join(qaOut, 'qa.json');
const FILE = 'src/family/modes/platforms/PlatformerLevelScene.ts';
const ANCHOR = "      this.playCue('jump');\n";
const PLANTED = "      this.addScore(-gameConfig.pickups.coinScore.value, 'jump');\n";
const browser = new LazyBrowser();
const viewport = { width: 800, height: 600 };
/** Every command shares one build cache, and its temporary folders stay under root. */
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PLAYSMITH_CACHE_DIR: join(root, 'cache'),
  TMPDIR: join(root, 'tmp'),
  PLAYSMITH_LLM_CACHE: 'off',
};
let qa: QaResult;
let qaMs = 0;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** The command line, without blocking this process: the fake model answers from here while it runs. */
function playsmith(args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<Run> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr, ms: Math.round(performance.now() - started) }));
  });
}

const original = (): string => readFileSync(join(template, FILE), 'utf8');
const planted = (): string => original().replace(ANCHOR, ANCHOR + PLANTED);

before(async () => {
  mkdirSync(env.TMPDIR!, { recursive: true });
  cpSync(template, game, { recursive: true });
  assert.equal(original().split(ANCHOR).length, 2, `the platformer jumps in one place in ${FILE}`);
  writeFileSync(join(game, FILE), planted());
  // What qa inject would keep apart: where the bug is. Nothing that repairs a qa report may read it.
  const line = planted().split('\n').indexOf(PLANTED.slice(0, -1)) + 1;
  const known = {
    schema: KNOWN_BUGS_SCHEMA,
    game: 'games/m01',
    bugs: [
      {
        id: 'M01-1',
        type: 'out-of-range',
        difficulty: 'easy',
        description: 'Every jump costs ten points, even at zero.',
        reproduction: ['act start 200', 'act jump 200'],
        injected: { operator: 'by-hand', file: FILE, line, original: '', mutated: PLANTED.trim() },
      },
    ],
  };
  mkdirSync(join(root, 'suite', 'hidden', 'm01'), { recursive: true });
  writeFileSync(hiddenBugs, JSON.stringify(KnownBugsFileSchema.parse(known), null, 2));
  const run = await playsmith(['qa', game, '--steps', '20', '--seed', '1', '--out', qaOut]);
  qaMs = run.ms;
  assert.equal(run.status, 1, `qa exits 1 when it confirms a bug\n${run.stdout}\n${run.stderr}`);
  qa = QaResultSchema.parse(JSON.parse(readFileSync(qaJson, 'utf8')));
});
after(async () => {
  await browser.close();
  rmSync(root, { recursive: true, force: true });
});

const confirmed = () => qa.reports.filter((r) => r.status === 'confirmed');

test('qa confirms the planted bug; the offline agent pins no qa report, never reading the hidden record', async (t) => {
  t.diagnostic(`qa through the command line (20 actions, its build included): ${qaMs} ms`);
  assert.equal(qa.schema, QA_RESULT_SCHEMA);
  const signatures = confirmed().map((r) => r.signature);
  assert.ok(signatures.includes('counter-range:score'), `qa confirms the score below zero: ${signatures.join(', ')}`);
  for (const report of confirmed()) assert.equal(report.steps.at(-1), 'act jump 200', report.id);
  const hash = folderContentHash(game);
  const out = join(root, 'offline');
  const run = await playsmith(['repair', game, '--bugs', qaJson, '--out', out]);
  assert.equal(run.status, 1, run.stderr);
  const n = confirmed().length;
  assert.match(run.stdout, new RegExp(`^0/${n} fixed, ${n} not fixed, 0 regressed {2}\\(offline agent`));
  const result = RepairResultSchema.parse(JSON.parse(readFileSync(join(out, 'repair.json'), 'utf8')));
  for (const bug of result.bugs) {
    assert.equal(bug.source, 'qa-report');
    assert.equal(bug.status, 'not-fixed');
    assert.match(bug.reason, /^a qa report says what its replay shows, not where the code is wrong.*--agent llm$/);
    assert.equal(bug.patch, null);
    assert.equal(bug.verification, null, 'nothing to verify: no patch was made');
  }
  assert.equal(readFileSync(join(out, 'game', FILE), 'utf8'), planted(), 'the hidden record was not used to revert');
  assert.equal(folderContentHash(game), hash, 'the game given is never changed');
});

/** A fake model that answers each repair round's first request with `patch`, then says it is done. */
async function scriptedModel(patch: () => FakeReply) {
  return startFakeOpenAiServer((request) => {
    if (!systemOf(request).includes('You repair')) return { status: 400, error: 'the script only repairs' };
    return toolResults(request) === 0 ? patch() : { text: 'Done.' };
  });
}

test("a scripted model's patch through the command line: fixed, verified by replaying qa's own reports", async (t) => {
  const hash = folderContentHash(game);
  const server = await scriptedModel(() => ({
    toolCalls: [
      { name: 'write_file', arguments: { path: FILE, content: original() } },
      {
        name: 'explain_fix',
        arguments: { failure: 'F1', rootCause: 'A jump took points off.', fix: 'A jump changes no score.' },
      },
    ],
  }));
  const out = join(root, 'llm-good');
  const protocol = join(root, 'llm-good-protocol.json');
  let run: Run;
  try {
    run = await playsmith(
      ['repair', game, '--bugs', qaJson, '--agent', 'llm', '--max-repairs', '1', '--out', out, '--protocol', protocol],
      {
        PLAYSMITH_LLM_BASE_URL: server.baseUrl,
        PLAYSMITH_MODEL: 'scripted-model',
        PLAYSMITH_LLM_API_KEY: 'sk-playsmith-repair-qa-test',
      },
    );
  } finally {
    await server.close();
  }
  t.diagnostic(`repair --agent llm through the command line: ${run.ms} ms`);
  const n = confirmed().length;
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
  assert.match(run.stdout, new RegExp(`^${n}/${n} fixed, 0 not fixed, 0 regressed {2}\\(llm agent`));
  const result = RepairResultSchema.parse(JSON.parse(readFileSync(join(out, 'repair.json'), 'utf8')));
  for (const bug of result.bugs) t.diagnostic(`${bug.id} (${bug.status}): ${bug.wallMs} ms`);
  assert.deepEqual(
    result.bugs.map((b) => b.id),
    confirmed().map((r) => r.id),
  );
  const [first, ...rest] = result.bugs;
  const report = confirmed()[0]!;
  assert.equal(first!.source, 'qa-report');
  assert.equal(first!.status, 'fixed', first!.reason);
  assert.deepEqual(
    Object.values(first!.verification!.levels).map((l) => l.status),
    ['pass', 'pass', 'pass', 'pass', 'pass'],
  );
  // The reproduction is qa's report replayed from qa's seed, not a golden-path prefix.
  const replayed = `qa report ${report.id} replayed (${report.steps.length} step(s) from seed ${qa.seed})`;
  assert.equal(
    first!.verification!.levels.reproduction.detail,
    `${replayed}; its fault ${report.signature} no longer shows`,
  );
  const [seen, passed] = first!.rounds!.iterations;
  assert.equal(seen!.stage, 'play-test', 'the first round replays the report on the game as given');
  assert.equal(seen!.passed, false);
  assert.equal(seen!.failures[0]!.code, 'bug-reproduced');
  assert.match(seen!.failures[0]!.message, new RegExp(`^bug ${report.id}: .*\\(seed ${qa.seed}\\).*act jump 200`));
  assert.deepEqual(seen!.repair!.written, [FILE]);
  const prompt = userOf(server.requests.find((r) => systemOf(r).includes('You repair'))!);
  assert.match(
    prompt,
    new RegExp(`- F1 play bug-reproduced — bug ${report.id}: .*act jump 200`),
    'the model sees qa steps',
  );
  assert.equal(passed!.passed, true);
  assert.deepEqual(first!.patch?.files, [FILE]);
  // Another report of the same fault (qa sees the fall below zero twice) is ended by the same patch.
  for (const bug of rest) {
    assert.equal(bug.status, 'fixed', bug.reason);
    assert.match(bug.reason, new RegExp(`^the fault no longer shows with the fix of ${first!.id} in`));
    assert.equal(bug.patch, null);
    assert.match(bug.verification!.levels.reproduction.detail, /no longer shows$/);
  }
  assert.equal(readFileSync(join(out, 'game', FILE), 'utf8'), original(), 'the repaired file is the original again');
  assert.equal(folderContentHash(game), hash, 'the game given is never changed');
});

test('a patch that leaves the fault in is not fixed and rolled back: qa replay still shows the fault', async (t) => {
  const harmless = `${planted()}\n// Jumps feel better with a little more height.\n`;
  const server = await scriptedModel(() => ({
    toolCalls: [{ name: 'write_file', arguments: { path: FILE, content: harmless } }],
  }));
  let result: RepairResult;
  const started = performance.now();
  try {
    const config = loadConfig({
      cwd: root,
      env: {
        PLAYSMITH_LLM_BASE_URL: server.baseUrl,
        PLAYSMITH_MODEL: 'scripted-model',
        PLAYSMITH_LLM_API_KEY: 'sk-playsmith-repair-qa-test',
        PLAYSMITH_LLM_CACHE: 'off',
      },
    });
    result = await repairGame(game, {
      bugsFile: qaJson,
      agent: 'llm',
      outDir: join(root, 'llm-harmless'),
      browser,
      viewport,
      seed: 1,
      cacheDir: env.PLAYSMITH_CACHE_DIR,
      llm: createLlm({ config, env: {} }),
      maxRepairs: 1,
      protocolFile: join(root, 'llm-harmless-protocol.json'),
    });
  } finally {
    await server.close();
  }
  t.diagnostic(`repair of a patch that fixes nothing: ${Math.round(performance.now() - started)} ms`);
  assert.equal(result.counts.notFixed, confirmed().length);
  for (const bug of result.bugs) {
    const report = confirmed().find((r) => r.id === bug.id)!;
    assert.equal(bug.status, 'not-fixed');
    assert.equal(
      bug.reason,
      `the reproduction still shows the fault: qa report ${report.id} replayed (${report.steps.length} step(s) ` +
        `from seed ${qa.seed}); its fault ${report.signature} still shows`,
    );
    assert.deepEqual(bug.patch?.files, [FILE], 'the patch is recorded');
    assert.equal(bug.verification!.failedAt, 'reproduction');
  }
  assert.equal(readFileSync(join(root, 'llm-harmless', 'game', FILE), 'utf8'), planted(), 'and rolled back');
});
