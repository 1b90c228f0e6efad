// `make --agent llm` end to end through a local server that speaks the OpenAI chat-completions protocol with a
// scripted model. The model classifies, revises the design, and writes hook code with a wrong asset key, a type error
// and a planted logic bug (a coin that lowers the score), and tries to write a protected base class. The asset-key
// validator catches the key before anything is built; the build's type error is matched to a protocol entry; the
// golden path wins, but the play test's oracles catch the falling score; the scripted repairs fix all three; verified
// entries are learned. A second run with the same failures is guided by the stored entries.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { LazyBrowser } from '../src/harness/index.ts';
import {
  createLlm,
  readTrajectory,
  readTrajectorySteps,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type FakeReply,
  type FakeRequest,
} from '../src/llm/index.ts';
import { DebugProtocolSchema, makeGame } from '../src/make/index.ts';
import { loadConfig, PROJECT_ROOT, MakeResultSchema, type MakeResult } from '../src/shared/index.ts';

const CLI = fileURLToPath(new URL('../bin/playsmith.js', import.meta.url));
const PROMPT = 'a platformer where a fox collects gems';
const SCRIPTED_TITLE = 'Gem Fox of the Scripted Model';
const KEY = 'sk-playsmith-agent-SECRET-0123456789';
const root = mkdtempSync(join(tmpdir(), 'playsmith-agent-'));
const browser = new LazyBrowser();
after(async () => {
  await browser.close();
  rmSync(root, { recursive: true, force: true });
});

interface ChatMessage {
  role: string;
  content?: unknown;
  tool_calls?: { function: { name: string; arguments: string } }[];
}

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((p: { text?: string }) => p.text ?? '').join('')
      : '';
const messagesOf = (request: FakeRequest): ChatMessage[] => (request.body as { messages: ChatMessage[] }).messages;
const systemOf = (request: FakeRequest): string =>
  textOf(messagesOf(request).find((m) => m.role === 'system')?.content);
const userOf = (request: FakeRequest): string => textOf(messagesOf(request).find((m) => m.role === 'user')?.content);
const toolResults = (request: FakeRequest): string[] =>
  messagesOf(request)
    .filter((m) => m.role === 'tool')
    .map((m) => textOf(m.content));

/** The scripted model. It keeps the Level.ts it read, so its repairs are edits of what the game really has. */
function scriptedModel() {
  let original = '';
  // The planted logic bug: every coin takes back more than it gives, with no event that explains the loss.
  const planted = (): string =>
    original.replace(
      /\n}\n$/,
      '\n\n  protected override onPickup(kind: string): void {\n' +
        "    if (kind === 'coin') this.addScore(-50, 'coin');\n  }\n}\n",
    );
  // The family's MadePlatformsLevelScene shows the banners; the model's edit adds one with its duration as a string.
  const typeError = (text: string): string =>
    text.replace('super(TEXT);\n', "super(TEXT);\n    this.showBanner('Reach the flag!', '1500');\n");
  const broken = (): string => typeError(planted()).replace(/player: (['"])([a-z0-9_-]+)\1/, 'player: $1$2x$1');
  const keyFixed = (): string => typeError(planted());
  return (request: FakeRequest): FakeReply => {
    const system = systemOf(request);
    const user = userOf(request);
    const done = toolResults(request).length;
    if (system.includes('sort game ideas')) {
      return {
        json: {
          archetype: 'platformer',
          reasoning: 'Seen from the side, the fox falls without ground: question 4 says yes.',
          confidence: 0.9,
          physicsProfile: { hasGravity: true, perspective: 'side', movementType: 'continuous' },
        },
      };
    }
    if (system.includes('designer of a')) {
      const draft = JSON.parse(user.slice(user.indexOf('The draft design:') + 'The draft design:'.length)) as Record<
        string,
        unknown
      >;
      return { json: { ...draft, title: SCRIPTED_TITLE } };
    }
    if (system.includes('You implement')) {
      if (done === 0) return { toolCalls: [{ name: 'read_file', arguments: { path: 'src/game/Level.ts' } }] };
      if (done === 1) {
        original = toolResults(request)[0]!;
        assert.match(original, /super\(TEXT\);\n/, 'the scripted edit needs this line in the generated Level.ts');
        assert.match(original, /player: (['"])hero\1/, 'the scripted edit needs the hero key in assetKeys()');
        assert.match(original, /\n}\n$/, 'the planted bug goes before the closing brace of the class');
        return {
          toolCalls: [
            { name: 'write_file', arguments: { path: 'src/family/Player.ts', content: '// replaced by the model\n' } },
            { name: 'write_file', arguments: { path: 'src/game/Level.ts', content: broken() } },
          ],
        };
      }
      return { text: 'Level.ts now carries the game.' };
    }
    if (system.includes('You repair')) {
      if (done > 0) return { text: 'Fixed.' };
      if (/^- F1 play score-without-cause/m.test(user)) {
        return {
          toolCalls: [
            { name: 'write_file', arguments: { path: 'src/game/Level.ts', content: original } },
            {
              name: 'explain_fix',
              arguments: {
                failure: 'F1',
                rootCause: 'onPickup took 50 points back for every coin.',
                fix: 'Let a coin only add its own score.',
              },
            },
          ],
        };
      }
      if (/unknown-asset-key/.test(user)) {
        return {
          toolCalls: [
            { name: 'write_file', arguments: { path: 'src/game/Level.ts', content: keyFixed() } },
            {
              name: 'explain_fix',
              arguments: {
                failure: 'F1',
                rootCause: 'The player key in assetKeys() had a stray letter.',
                fix: 'Use the registry key for the hero.',
              },
            },
          ],
        };
      }
      if (/TS2345/.test(user)) {
        return {
          toolCalls: [
            { name: 'write_file', arguments: { path: 'src/game/Level.ts', content: planted() } },
            {
              name: 'explain_fix',
              arguments: {
                failure: 'F1',
                rootCause: 'The banner duration was passed as a string.',
                fix: 'Pass showBanner its duration as a number of milliseconds.',
              },
            },
          ],
        };
      }
      return { status: 400, error: `the script has no repair for: ${user.slice(0, 300)}` };
    }
    return { status: 400, error: `the script has no answer for this system prompt: ${system.slice(0, 120)}` };
  };
}

async function agentMake(
  name: string,
  protocolFile: string,
  server: FakeOpenAiServer,
  maxRepairs = 5,
): Promise<{ result: MakeResult; requests: FakeRequest[]; out: string }> {
  const before = server.requests.length;
  const config = loadConfig({
    cwd: root,
    env: {
      PLAYSMITH_LLM_BASE_URL: server.baseUrl,
      PLAYSMITH_MODEL: 'scripted-model',
      PLAYSMITH_LLM_API_KEY: KEY,
      PLAYSMITH_CACHE_DIR: join(root, 'cache'),
      PLAYSMITH_LLM_CACHE: 'on',
    },
  });
  const out = join(root, name);
  const result = await makeGame(PROMPT, {
    outDir: out,
    seed: 1,
    viewport: { width: 800, height: 600 },
    browser,
    agent: { llm: createLlm({ config, env: {} }), maxRepairs, protocolFile },
    // The repair loop reads L1–L3a, the golden path and the play test; L3b is measured in check's own tests.
    skipBehaviour: 'the repair loop is under test',
  });
  return { result, requests: server.requests.slice(before), out };
}

const repairRequests = (requests: FakeRequest[]): FakeRequest[] =>
  requests.filter((r) => systemOf(r).includes('You repair') && toolResults(r).length === 0);

test('the scripted model makes a game: the validator catches the key, the type error is matched, repairs pass, the ' +
  'protocol learns; a second run uses what it learned', {
  timeout: 2_400_000,
}, async () => {
  const protocolFile = join(root, 'results', 'debug-protocol.json');
  // One server for both runs (the cache is per endpoint): the second run's implementation comes from the cache, so
  // the script keeps what it read in the first.
  const server = await startFakeOpenAiServer(scriptedModel());
  after(() => server.close());
  const first = await agentMake('first', protocolFile, server);
  const r = MakeResultSchema.parse(first.result);
  assert.equal(r.pass, true, r.summary);
  assert.equal(r.classification.source, 'model');
  assert.equal(r.gdd.title, SCRIPTED_TITLE, "the model's design was used");
  const agent = r.agent!;
  assert.deepEqual(agent.fallbacks, []);
  assert.deepEqual(agent.implementation!.written, ['src/game/Level.ts']);
  assert.deepEqual(
    agent.implementation!.refused.map((x) => x.path),
    ['src/family/Player.ts'],
  );
  assert.notEqual(readFileSync(join(first.out, 'game', 'src/family/Player.ts'), 'utf8'), '// replaced by the model\n');
  assert.equal(
    readFileSync(join(first.out, 'game', 'src/family/Player.ts'), 'utf8'),
    readFileSync(join(PROJECT_ROOT, 'templates/platformer/src/family/Player.ts'), 'utf8'),
  );

  // Round 1: the validator, before any build. Round 2: the build's type error. Round 3: check and golden path pass,
  // and the play test's oracles catch the falling score. Round 4: everything passes.
  const [one, two, three, four] = agent.repair!.iterations;
  assert.equal(agent.repair!.iterations.length, 4);
  assert.equal(agent.repair!.repairs, 3);
  assert.equal(agent.repair!.passed, true);
  assert.equal(one!.stage, 'validators');
  assert.deepEqual(
    one!.failures.map((f) => [f.stage, f.code, f.file]),
    [['validate', 'unknown-asset-key', 'src/game/Level.ts']],
  );
  assert.match(one!.failures[0]!.message, /herox/);
  assert.equal(one!.failures[0]!.matched[0], 'seed-texture-key');
  assert.equal(two!.stage, 'check');
  assert.deepEqual(
    two!.failures.map((f) => [f.stage, f.code, f.file]),
    [['build', 'TS2345', 'src/game/Level.ts']],
  );
  assert.equal(two!.failures[0]!.matched[0], 'seed-type-mismatch');
  assert.equal(three!.stage, 'play-test');
  assert.deepEqual(
    three!.failures.map((f) => [f.stage, f.code]),
    [['play', 'score-without-cause']],
  );
  assert.match(three!.failures[0]!.message, /the score fell from -?\d+ to -?\d+ .*\(play-test step \d+/);
  assert.deepEqual(three!.repair?.written, ['src/game/Level.ts']);
  assert.equal(four!.stage, 'play-test');
  assert.equal(four!.passed, true);
  assert.equal(four!.repair, null);
  assert.equal(r.check.pass, true);
  // Without L3b the make says so instead of scoring a silent 0.
  assert.equal(r.check.levels.L3b, 'skipped');
  assert.deepEqual([r.check.scores.bas, r.check.scores.visualUsability, r.check.traceL3b], [null, null, null]);
  assert.equal(r.goldenPath.won, true);
  assert.equal(r.playTest.verdict.play.holds, true, r.playTest.verdict.play.reason);
  assert.deepEqual(r.playTest.findings, []);

  // The matched entry's fix went to the model as guidance.
  const firstRepairs = repairRequests(first.requests);
  assert.equal(firstRepairs.length, 3);
  assert.match(userOf(firstRepairs[1]!), /protocol entry seed-type-mismatch/);

  // The protocol learned three verified entries, one per fixed failure, with the model's explanations.
  const protocol = DebugProtocolSchema.parse(JSON.parse(readFileSync(protocolFile, 'utf8')));
  const learned = protocol.entries.filter((e) => e.origin === 'learned');
  assert.equal(learned.length, 3);
  assert.equal(
    learned.find((e) => e.signature.code === 'score-without-cause')?.fix,
    'Let a coin only add its own score.',
  );
  assert.deepEqual(agent.repair!.protocol.added.sort(), learned.map((e) => e.id).sort());
  const typeEntry = learned.find((e) => e.signature.code === 'TS2345')!;
  assert.equal(typeEntry.verified, true);
  assert.equal(typeEntry.occurrences, 1);
  assert.equal(typeEntry.kind, 'reactive');
  assert.equal(typeEntry.signature.fileGlob, 'src/game/Level.ts');
  assert.equal(typeEntry.fix, 'Pass showBanner its duration as a number of milliseconds.');
  const keyEntry = learned.find((e) => e.signature.code === 'unknown-asset-key')!;
  assert.equal(keyEntry.kind, 'proactive');
  assert.equal(keyEntry.validator, 'asset-keys');
  const seedType = protocol.entries.find((e) => e.id === 'seed-type-mismatch')!;
  assert.equal(seedType.verified, true);
  assert.equal(seedType.occurrences, 1);

  // Each round is in the trajectory, beside the model calls; usage is per phase.
  const steps = readTrajectorySteps(join(first.out, 'trajectory.jsonl'));
  assert.deepEqual(
    steps.map((s) => [s.name, s.data.iteration, s.data.stage]),
    [
      ['make.repair.iteration', 1, 'validators'],
      ['make.repair.iteration', 2, 'check'],
      ['make.repair.iteration', 3, 'play-test'],
      ['make.repair.iteration', 4, 'play-test'],
    ],
  );
  const calls = readTrajectory(join(first.out, 'trajectory.jsonl'));
  assert.deepEqual(
    [...new Set(calls.map((c) => c.purpose))],
    ['make.classify', 'make.design', 'make.implement', 'make.repair'],
  );
  assert.deepEqual(Object.keys(agent.usage.phases), ['classify', 'design', 'implement', 'repair']);
  assert.equal(agent.usage.phases.implement!.calls, 3);
  assert.equal(agent.usage.phases.repair!.calls, 6);
  assert.ok(agent.usage.total.inputTokens > 0 && agent.usage.total.outputTokens > 0);
  for (const file of ['playsmith.json', 'trajectory.jsonl'])
    assert.doesNotMatch(readFileSync(join(first.out, file), 'utf8'), new RegExp(KEY));
  assert.doesNotMatch(readFileSync(protocolFile, 'utf8'), new RegExp(KEY));

  // Second run, same failures: the stored entry is matched first, its fix is the guidance, and nothing new is added.
  // Its model answers come from the cache, so it walks the first run's rounds; two repairs take it to round 3 (the
  // first run's round 4, check and play test passing, is not played again).
  const second = await agentMake('second', protocolFile, server, 2);
  const agent2 = second.result.agent!;
  assert.deepEqual(
    agent2.repair!.iterations.map((i) => [i.stage, i.passed, i.failures[0]?.code]),
    [
      ['validators', false, 'unknown-asset-key'],
      ['check', false, 'TS2345'],
      ['play-test', false, 'score-without-cause'],
    ],
  );
  assert.ok(
    agent2.usage.total.cacheHits > 0,
    `identical requests are answered from the cache: ${JSON.stringify(agent2.usage.phases)}`,
  );
  const round2 = agent2.repair!.iterations[1]!;
  assert.equal(round2.failures[0]!.matched[0], typeEntry.id);
  assert.match(
    userOf(repairRequests(second.requests)[1]!),
    new RegExp(`protocol entry ${typeEntry.id} \\(learned, verified fix, seen 1 time\\)`),
  );
  assert.match(userOf(repairRequests(second.requests)[1]!), /Pass showBanner its duration as a number of milliseconds/);
  assert.deepEqual(agent2.repair!.protocol.added, []);
  const after2 = DebugProtocolSchema.parse(JSON.parse(readFileSync(protocolFile, 'utf8')));
  assert.equal(after2.entries.length, protocol.entries.length);
  assert.equal(after2.entries.find((e) => e.id === typeEntry.id)!.occurrences, 2);
});

test('make --agent llm without a model, or repair options without it, is a usage error that names what to set', () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PLAYSMITH_RESULTS_DIR: join(root, 'cli-results'),
    PLAYSMITH_CACHE_DIR: join(root, 'cli-cache'),
  };
  for (const name of [
    'PLAYSMITH_LLM_BASE_URL',
    'PLAYSMITH_LLM_API_KEY',
    'PLAYSMITH_MODEL',
    'OPENAI_API_KEY',
    'ANTHROPIC_API_KEY',
    'GOOGLE_GENERATIVE_AI_API_KEY',
  ])
    delete env[name];
  const noModel = spawnSync(process.execPath, [CLI, 'make', PROMPT, '--agent', 'llm', '--out', join(root, 'cli-a')], {
    encoding: 'utf8',
    env,
  });
  assert.equal(noModel.status, 2, noModel.stderr);
  assert.match(noModel.stderr, /--agent llm needs a model: .*PLAYSMITH_MODEL|PLAYSMITH_LLM_BASE_URL/);
  assert.equal(existsSync(join(root, 'cli-a')), false, 'nothing is written');
  const offline = spawnSync(
    process.execPath,
    [CLI, 'make', PROMPT, '--max-repairs', '3', '--out', join(root, 'cli-b')],
    { encoding: 'utf8', env },
  );
  assert.equal(offline.status, 2);
  assert.match(offline.stderr, /only apply with --agent llm/);
  const bad = spawnSync(process.execPath, [CLI, 'make', PROMPT, '--agent', 'gpt', '--out', join(root, 'cli-c')], {
    encoding: 'utf8',
    env,
  });
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--agent expects one of offline, llm/);
});

test(
  'a model that cannot be reached stops make --agent llm with the reason, leaves no half-made game, and never ' +
    'shows the key',
  async () => {
    const server = await startFakeOpenAiServer([]);
    const baseUrl = server.baseUrl;
    await server.close();
    const config = loadConfig({
      cwd: root,
      env: {
        PLAYSMITH_LLM_BASE_URL: baseUrl,
        PLAYSMITH_MODEL: 'scripted-model',
        PLAYSMITH_LLM_API_KEY: KEY,
        PLAYSMITH_LLM_CACHE: 'off',
        PLAYSMITH_LLM_MAX_RETRIES: '0',
      },
    });
    const out = join(root, 'unreachable');
    await assert.rejects(
      makeGame(PROMPT, {
        outDir: out,
        seed: 1,
        viewport: { width: 800, height: 600 },
        browser,
        agent: {
          llm: createLlm({ config, env: {} }),
          maxRepairs: 5,
          protocolFile: join(root, 'unreachable-protocol.json'),
        },
      }),
      (e: Error) =>
        e.name === 'MakeModelError' &&
        /classify phase/.test(e.message) &&
        /refused|reach/i.test(e.message) &&
        !e.message.includes(KEY),
    );
    assert.deepEqual(existsSync(out) ? readdirSync(out) : [], []);
  },
);

test('the loop is bounded: a model that never fixes the failure gets T repairs, the game is reported as failed, ' +
  'and the protocol learns nothing', {
  timeout: 600_000,
}, async () => {
  let level = '';
  let designs = 0;
  const server = await startFakeOpenAiServer((request: FakeRequest): FakeReply => {
    const system = systemOf(request);
    const done = toolResults(request).length;
    if (system.includes('sort game ideas'))
      return {
        json: {
          archetype: 'platformer',
          reasoning: 'side view',
          confidence: 0.8,
          physicsProfile: { hasGravity: true, perspective: 'side', movementType: 'continuous' },
        },
      };
    if (system.includes('designer of a')) {
      designs += 1;
      if (designs === 1) return { status: 400, error: 'no design today' };
      const user = userOf(request);
      return {
        json: JSON.parse(user.slice(user.indexOf('The draft design:') + 'The draft design:'.length)) as unknown,
      };
    }
    if (system.includes('You implement')) {
      if (done === 0) return { toolCalls: [{ name: 'read_file', arguments: { path: 'src/game/Level.ts' } }] };
      if (done === 1) {
        level = toolResults(request)[0]!;
        return {
          toolCalls: [
            {
              name: 'write_file',
              arguments: {
                path: 'src/game/Level.ts',
                content: level.replace(/player: (['"])([a-z0-9_-]+)\1/, 'player: $1nobody$1'),
              },
            },
          ],
        };
      }
      return { text: 'done' };
    }
    return { text: 'I do not know how to fix this.' };
  });
  after(() => server.close());
  const protocolFile = join(root, 'bounded', 'debug-protocol.json');
  const config = loadConfig({
    cwd: root,
    env: {
      PLAYSMITH_LLM_BASE_URL: server.baseUrl,
      PLAYSMITH_MODEL: 'stubborn-model',
      PLAYSMITH_LLM_CACHE: 'off',
      PLAYSMITH_LLM_MAX_RETRIES: '0',
    },
  });
  // A 400 from the model in the design phase is a request it refuses: that stops the run, whatever the phase.
  await assert.rejects(
    makeGame(PROMPT, {
      outDir: join(root, 'bounded', 'refused'),
      seed: 1,
      viewport: { width: 800, height: 600 },
      browser,
      agent: { llm: createLlm({ config, env: {} }), maxRepairs: 2, protocolFile },
    }),
    (e: Error) => e.name === 'MakeModelError' && /design phase/.test(e.message),
  );
  const result = await makeGame(PROMPT, {
    outDir: join(root, 'bounded', 'game'),
    seed: 1,
    archetype: 'platformer',
    viewport: { width: 800, height: 600 },
    browser,
    agent: { llm: createLlm({ config, env: {} }), maxRepairs: 2, protocolFile },
    skipBehaviour: 'the repair loop is under test',
  });
  assert.equal(result.pass, false);
  const repair = result.agent!.repair!;
  assert.equal(repair.passed, false);
  assert.equal(repair.repairs, 2);
  assert.deepEqual(
    repair.iterations.map((i) => [
      i.iteration,
      i.stage,
      i.passed,
      i.failures[0]?.code,
      i.repair?.written.length ?? null,
    ]),
    [
      [1, 'validators', false, 'unknown-asset-key', 0],
      [2, 'validators', false, 'unknown-asset-key', 0],
      [3, 'validators', false, 'unknown-asset-key', null],
    ],
  );
  assert.equal(result.classification.source, 'option', '--archetype skips the model classification');
  // The result still holds a real check and golden path of the game as it was left. L3a never leaves the title screen,
  // so it cannot see the key; the golden path starts the level, where the family refuses the unknown key.
  assert.equal(result.check.pass, true);
  assert.equal(result.goldenPath.won, false);
  assert.match(result.summary, /golden path did not win/);
  assert.match(result.goldenPath.failure ?? '', /the page threw: .*assetKeys\(\).*"nobody"/);
  assert.deepEqual(repair.protocol.added, []);
  assert.deepEqual(repair.protocol.verified, []);
  const protocol = DebugProtocolSchema.parse(JSON.parse(readFileSync(protocolFile, 'utf8')));
  assert.equal(protocol.entries.filter((e) => e.origin === 'learned').length, 0);
  assert.equal(
    protocol.entries.find((e) => e.id === 'seed-texture-key')!.occurrences,
    3,
    'seen three times, never verified',
  );
  assert.equal(protocol.entries.find((e) => e.id === 'seed-texture-key')!.verified, false);
});
