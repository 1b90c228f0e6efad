// The model writes a rulebook: each round's answer is validated (shape, schema, checker) and planned; what fails goes
// back in the next request; a claimed phrase counts only where its path holds it; after T rounds without a usable
// rulebook nothing is made of the model's answers. Against the local OpenAI-compatible server with scripted replies.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { createLlm, type FakeReply, startFakeOpenAiServer, TrajectoryLog } from '../../llm/index.ts';
import { LIBRARY_DIR } from '../../rulebook/index.ts';
import { loadConfig } from '../../shared/index.ts';
import { readAskedKind } from '../kinds/read.ts';
import type { AgentContext } from './agent.ts';
import { agentRulebook, holdsPhrase, valueAt } from './rulebook.ts';

const dir = mkdtempSync(join(tmpdir(), 'playsmith-agent-rulebook-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const PROMPT = 'a whack-a-mole game where a farmer bonks gophers in a vegetable patch';
const library = (name: string) => JSON.parse(readFileSync(join(LIBRARY_DIR, `${name}.json`), 'utf8'));

async function context(script: FakeReply[]) {
  const server = await startFakeOpenAiServer(script);
  const config = loadConfig({
    cwd: dir,
    env: {
      PLAYSMITH_LLM_BASE_URL: server.baseUrl,
      PLAYSMITH_MODEL: 'scripted',
      PLAYSMITH_LLM_CACHE: 'off',
      PLAYSMITH_LLM_MAX_RETRIES: '0',
    },
  });
  const trajectory = new TrajectoryLog(join(dir, `trajectory-${script.length}.jsonl`));
  const ctx: AgentContext = {
    llm: createLlm({ config, env: {}, trajectory }),
    trajectory,
    maxRepairs: 3,
    protocolFile: join(dir, 'protocol.json'),
    fallbacks: [],
  };
  return { ctx, server };
}

/** The text of the last user message of a request. */
function lastUser(body: unknown): string {
  const messages = (body as { messages: { role: string; content: unknown }[] }).messages;
  const content = messages.filter((m) => m.role === 'user').at(-1)!.content;
  return typeof content === 'string' ? content : JSON.stringify(content);
}

test('a JSON path reads into a rulebook, and a phrase is held only by a value that carries it', () => {
  const book = library('whack-a-mole');
  assert.equal(valueAt(book, 'kinds.mole.noun'), 'mole');
  assert.equal(valueAt(book, 'rules[0].note'), 'a mole is whacked');
  assert.equal(valueAt(book, 'kinds.nothing.noun'), undefined);
  assert.equal(holdsPhrase('gopher', 'gophers'), true, 'the singular of a plural phrase');
  assert.equal(holdsPhrase('mole', 'gophers'), false);
  assert.equal(holdsPhrase({ initial: 30 }, '30 seconds'), true);
  assert.equal(holdsPhrase({ initial: 300 }, '30 seconds'), false, 'a number is matched whole');
});

test('three rounds: a schema error and an unwinnable level go back to the model', async () => {
  const broken = { ...library('whack-a-mole'), world: { arena: { width: 'wide' } } };
  // A level no click can win: the score needed is out of reach before the time runs out.
  const unwinnable = structuredClone(library('whack-a-mole'));
  unwinnable.counters.time.initial = 1;
  const good = structuredClone(library('whack-a-mole'));
  good.kinds.mole.noun = 'gopher';
  good.kinds.hole.noun = 'vegetable patch hole';
  const honours = [
    { phrase: 'gophers', path: 'kinds.mole.noun', why: 'the moles are gophers' },
    { phrase: 'vegetable patch', path: 'kinds.mole.noun', why: 'a wrong claim: the gopher is no vegetable patch' },
  ];
  const { ctx, server } = await context([
    { text: `Here it is:\n\`\`\`json\n${JSON.stringify({ rulebook: broken, honours })}\n\`\`\`` },
    { text: JSON.stringify({ rulebook: unwinnable, honours }) },
    { text: JSON.stringify({ rulebook: good, honours, cannot: [{ phrase: 'bonks', why: 'clicks are the verb' }] }) },
  ]);
  after(() => server.close());
  const asked = readAskedKind(PROMPT)!;
  const { composition, authoring } = await agentRulebook(ctx, {
    prompt: PROMPT,
    asked,
    offline: undefined,
    seed: 1,
    rounds: 3,
  });
  assert.equal(server.requests.length, 3);
  const first = lastUser(server.requests[0]!.body);
  assert.match(first, /JSON Schema/);
  assert.match(first, /Library rulebook "whack-a-mole"/, 'the nearest rulebook is shown');
  assert.match(first, /Library rulebook "sokoban"/, 'and one on a grid, the other sort of world');
  assert.match(lastUser(server.requests[1]!.body), /world\.arena\.width/, 'the schema error goes back at its path');
  assert.match(lastUser(server.requests[2]!.body), /level 1: the planner could not find a win/);
  assert.deepEqual(
    authoring.rounds.map((r) => r.problems.length > 0),
    [true, true, false],
  );
  assert.equal(authoring.used, true);
  assert.ok(composition);
  assert.equal(composition.author, 'model');
  assert.equal(composition.plan.won, true);
  assert.equal(composition.rulebook.kinds.mole?.noun, 'gopher');
  const edit = (p: string) => composition.edits.find((e) => e.phrase === p);
  // The phrase reader reads "farmer bonks gophers" as one character phrase: the model's "gophers" stands for it.
  assert.equal(edit('farmer bonks gophers')?.status, 'honoured');
  assert.equal(edit('farmer bonks gophers')?.proof, 'kinds.mole.noun');
  const patch = edit('vegetable patch');
  assert.equal(patch?.status, 'not honoured', 'a path that does not hold the phrase is not believed');
  assert.match(patch?.why ?? '', /does not/);
});

test('after T rounds with no usable rulebook, none is made of the answers', async () => {
  const { ctx, server } = await context([{ text: 'I cannot write JSON today' }, { text: '{"rulebook": 3}' }]);
  after(() => server.close());
  const asked = readAskedKind(PROMPT)!;
  const { composition, authoring } = await agentRulebook(ctx, {
    prompt: PROMPT,
    asked,
    offline: undefined,
    seed: 1,
    rounds: 2,
  });
  assert.equal(composition, undefined);
  assert.equal(authoring.used, false);
  assert.equal(authoring.rounds.length, 2);
  assert.match(authoring.rounds[0]!.problems[0]!, /not JSON/);
  assert.match(authoring.rounds[1]!.problems.join(' '), /expected/);
});
