// qa's LLM agent and model critic through the fake OpenAI server, on the calm lighthouse (test/fixtures/qa/lighthouse).
// A scripted model reflects, remembers, suspects, reports one real bug (verified by its own replay, then confirmed
// by replay from a fresh game), makes one report whose quote the game never said (withdrawn), answers garbage once
// (the run goes on), restarts with its memory kept, and stops; the oracles judge its steps as well. The model critic
// then matches reports to known bugs, and only ids it was shown count. Known bugs never reach the agent's prompts.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { createLlm, type FakeReply, type FakeRequest, startFakeOpenAiServer } from '../src/llm/index.ts';
import { openHttpTextGame, qaGame } from '../src/qa/index.ts';
import { loadConfig, PROJECT_ROOT, QaResultSchema } from '../src/shared/index.ts';

const GAME = join(PROJECT_ROOT, 'test/fixtures/qa/lighthouse');
const temp = mkdtempSync(join(tmpdir(), 'playsmith-qa-agent-'));
after(() => rmSync(temp, { recursive: true, force: true }));

function calmAdapter(): string {
  const file = join(temp, 'calm.json');
  const config = JSON.parse(readFileSync(join(GAME, 'qa.adapter.json'), 'utf8')) as Record<string, unknown>;
  const start = { command: ['{node}', join(GAME, 'server.ts'), '--port', '{port}', '--calm'] };
  writeFileSync(file, JSON.stringify({ ...config, start }));
  return file;
}

const step = (fields: Record<string, unknown>): FakeReply => ({ json: { reflection: '', thought: '', ...fields } });
const UP = 'The locked iron door lets the player up';

/** The agent's answers in order (a garbage answer and its re-ask take two requests). */
const AGENT: FakeReply[] = [
  step({ action: 'go north', remember: { places: ['shore', 'hall'], items: ['lantern'], events: [] } }),
  { text: 'I would like to go up now, I think.' },
  { text: 'still not JSON' },
  step({ reflection: 'looking showed the hall', action: 'go up', suspicion: 'the iron door was closed' }),
  step({
    reflection: 'I am in the gallery though the iron door was never unlocked',
    action: 'look',
    report: {
      title: UP,
      type: 'wrong-acceptance',
      observed: 'went up to the gallery without unlocking the iron door',
      expected: 'the stairs stay shut until the door is unlocked',
      quote: 'The lamp gallery at the top of the tower',
    },
  }),
  step({
    action: 'look',
    report: {
      title: 'A dragon guards the lamp',
      type: 'other',
      observed: 'a dragon',
      expected: 'no dragon',
      quote: 'the dragon breathes fire',
    },
  }),
  step({ restart: true }),
  step({ stop: true }),
];

type Body = { messages: { role: string; content: unknown }[] };
const textOf = (r: FakeRequest) => JSON.stringify((r.body as Body).messages);

test('a scripted model explores with reflection and memory; replay confirms its true report only', async () => {
  let agentCalls = 0;
  const server = await startFakeOpenAiServer((request) => {
    const text = textOf(request);
    if (text.includes('You judge bug reports')) {
      // The critic: LH-6 is the iron door; QA-9 is an id it was never shown.
      return { json: { same_fault: text.includes('Known bug LH-6') ? ['QA-1', 'QA-2', 'QA-9'] : [], reason: '' } };
    }
    return AGENT[agentCalls++] ?? step({ stop: true });
  });
  const game = await openHttpTextGame(calmAdapter());
  try {
    const config = loadConfig({
      cwd: temp,
      env: {
        PLAYSMITH_LLM_BASE_URL: server.baseUrl,
        PLAYSMITH_MODEL: 'scripted',
        PLAYSMITH_LLM_CACHE: 'off',
        PLAYSMITH_LLM_MAX_RETRIES: '0',
      },
    });
    const out = join(temp, 'run');
    const r = await qaGame(game, 'lighthouse', {
      seed: 1,
      steps: 30,
      outDir: out,
      agent: 'llm',
      critic: 'model',
      llm: createLlm({ config, env: {} }),
      spec: readFileSync(join(GAME, 'spec.md'), 'utf8'),
      known: join(GAME, 'known-bugs.json'),
    });
    QaResultSchema.parse(JSON.parse(readFileSync(join(out, 'qa.json'), 'utf8')));
    assert.equal(r.agent, 'llm');
    assert.equal(r.ended, 'the model stopped');
    assert.equal(agentCalls, AGENT.length, 'every scripted answer was asked for');

    const confirmed = r.reports.filter((b) => b.status === 'confirmed');
    assert.deepEqual(
      confirmed.map((b) => [b.id, b.signature]),
      [
        ['QA-1', 'exit-acceptance:hall:up'],
        ['QA-2', 'model-report:the-locked-iron-door-lets-the-player-up'],
      ],
    );
    const model = confirmed[1]!;
    assert.equal(model.oracle, 'model-report');
    assert.deepEqual(model.steps, ['go north', 'look', 'go up'], "the model's path, replayed as it was");
    assert.deepEqual(confirmed[0]!.steps, ['go north', 'go up'], "the oracle's own finding, minimised");
    assert.ok(!r.reports.some((b) => b.title.includes('dragon')), 'a quote the game never said is withdrawn');
    assert.ok(r.notes.some((n) => /withdrew 1 report/.test(n)));
    assert.ok(r.notes.some((n) => /1 model answer\(s\) were unusable/.test(n)));

    // Memory: kept across the restart, and shown to the model after it.
    assert.deepEqual(r.model?.memory?.places, ['shore', 'hall']);
    assert.deepEqual(r.model?.memory?.suspicions, ['the iron door was closed']);
    assert.deepEqual(r.model?.memory?.bugs, [UP]);
    const agentRequests = server.requests.filter((q) => !textOf(q).includes('You judge bug reports'));
    const afterRestart = textOf(agentRequests.at(-1)!);
    assert.match(afterRestart, /places: shore; hall/);
    assert.match(afterRestart, new RegExp(`bugs reported: ${UP}`));
    assert.match(afterRestart, /Recent steps: \(none\)/, 'the short-term trajectory starts again');
    assert.match(textOf(agentRequests[0]!), /Spec of the game/, 'qa mode reads the spec');
    for (const q of agentRequests) assert.doesNotMatch(textOf(q), /LH-\d/, 'known bugs never reach the agent');

    // The model critic: one call per known bug; an id it was not shown does not count.
    assert.equal(r.score?.critic, 'model');
    assert.deepEqual(r.score?.matches.find((m) => m.bug === 'LH-6')?.reports, ['QA-1', 'QA-2']);
    assert.deepEqual([r.score?.recall.matched, r.score?.recall.of], [1, 8]);
    assert.deepEqual([r.score?.precision.matched, r.score?.precision.of], [2, 2]);
  } finally {
    await game.close();
    await server.close();
  }
});
