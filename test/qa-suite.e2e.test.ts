// `playsmith qa --suite`: the offline explorer over the hand-made games in games/ prints the recall table — per game,
// overall, per difficulty, per bug type — with the numbers its seeded run gives, lists the known bugs it missed for
// the person, and writes suite.json; a scripted model (the fake OpenAI server) drives the LLM agent over one game end
// to end, reading the game's spec and never a known bug; bad suites are usage errors that say what to fix.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { type FakeReply, type FakeRequest, startFakeOpenAiServer } from '../src/llm/index.ts';
import { PROJECT_ROOT, QaSuiteResultSchema } from '../src/shared/index.ts';
import { CliSandbox } from './hardening/cli-sandbox.ts';

const GAMES = join(PROJECT_ROOT, 'games');

describe('playsmith qa --suite', () => {
  const box = new CliSandbox();
  after(() => box.dispose());

  test('the offline explorer over games/ prints the recall table its seeded run gives', async () => {
    const out = join(box.root, 'suite');
    const run = await box.run(['qa', '--suite', GAMES, '--seed', '1', '--out', out], { timeoutMs: 1_200_000 });
    assert.equal(run.code, 0, run.stderr);
    const r = QaSuiteResultSchema.parse(JSON.parse(readFileSync(join(out, 'suite.json'), 'utf8')));
    assert.equal(r.layout, 'hand-made');
    const table = run.stdout;
    for (const line of EXPECTED_LINES) assert.ok(table.includes(line), `"${line}" in:\n${table}`);
    assert.match(table, /harbour-inn HI-9 \[logic-error, hard\] The ferry never sails.*\(no oracle sees it offline\)/);
    assert.deepEqual(
      r.games.map((g) => g.qa),
      ['harbour-inn/qa.json', 'comet-catcher/qa.json', 'potion-shop/qa.json'],
    );
    await box.assertNothingLeft();
  });

  test('a scripted model drives the LLM agent over one game: the spec in its prompt, no known bug', async () => {
    const suite = join(box.root, 'one');
    const inn = {
      id: 'harbour-inn',
      folder: join(GAMES, 'harbour-inn'),
      bugs: join(GAMES, 'hidden/harbour-inn/bugs.json'),
    };
    const manifest = {
      schema: 'playsmith.qa-games/1',
      games: [{ ...inn, target: join(inn.folder, 'qa.adapter.json') }],
    };
    mkdirSync(suite, { recursive: true });
    writeFileSync(join(suite, 'manifest.json'), JSON.stringify(manifest));
    const server = await startFakeOpenAiServer(scriptedAgent());
    try {
      const env = {
        PLAYSMITH_LLM_BASE_URL: server.baseUrl,
        PLAYSMITH_MODEL: 'scripted',
        PLAYSMITH_LLM_CACHE: 'off',
        PLAYSMITH_LLM_MAX_RETRIES: '0',
      };
      const out = join(box.root, 'llm');
      const run = await box.run(['qa', '--suite', suite, '--agent', 'llm', '--seed', '1', '--out', out], { env });
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stdout, /agent llm, mode qa/);
      assert.match(run.stdout, /harbour-inn +11\.1% \(1\/9\) +50\.0% \(1\/2\) +2 confirmed/);
      assert.match(run.stdout, /confirmed reports no known bug matched \(1; judge each\):\n {2}harbour-inn QA-\d /);
      const prompts = server.requests.map(textOf);
      assert.match(prompts[0]!, /The Harbour Inn — what a tester may read/, 'qa mode shows the spec');
      for (const p of prompts) assert.doesNotMatch(p, /HI-\d/, 'no known bug reaches the model');
      const r = QaSuiteResultSchema.parse(JSON.parse(readFileSync(join(out, 'suite.json'), 'utf8')));
      assert.equal(r.agent, 'llm');
      assert.ok(readFileSync(join(out, 'harbour-inn', 'model-calls.jsonl'), 'utf8').length > 0);
    } finally {
      await server.close();
    }
    await box.assertNothingLeft();
  });

  test('a bad suite is a usage error naming what to fix; --known is per game', async () => {
    const missing = await box.run(['qa', '--suite', join(box.root, 'nowhere')]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /nowhere: no such folder; give a QA suite folder/);
    const both = await box.run(['qa', join(GAMES, 'harbour-inn/qa.adapter.json'), '--suite', GAMES]);
    assert.equal(both.code, 2);
    assert.match(both.stderr, /give a game or --suite .*, not both/);
    const known = await box.run(['qa', '--suite', GAMES, '--known', 'x.json']);
    assert.equal(known.code, 2);
    assert.match(known.stderr, /--known is per game; with --suite each game's manifest entry gives its own/);
  });
});

type Body = { messages: { role: string; content: unknown }[] };
const textOf = (r: FakeRequest) => JSON.stringify((r.body as Body).messages);
const step = (fields: Record<string, unknown>): FakeReply => ({ json: { reflection: '', thought: '', ...fields } });

/** The agent's answers: try the way west, report that it is refused (quoting the game), stop. */
function scriptedAgent(): (request: FakeRequest) => FakeReply {
  const answers: FakeReply[] = [
    step({ action: 'go west', remember: { places: ['quay'], items: [], events: [] } }),
    step({
      reflection: 'the quay lists west, yet going west was refused',
      action: 'look',
      report: {
        title: 'The listed way west from the quay is refused',
        type: 'wrong-refusal',
        observed: 'You cannot go that way.',
        expected: 'the boathouse',
        quote: 'You cannot go that way',
      },
    }),
    step({ stop: true }),
  ];
  let next = 0;
  return () => answers[next++] ?? step({ stop: true });
}

/** What the seeded offline run over games/ prints (seed 1, each game's own budget from games/manifest.json). */
const EXPECTED_LINES = [
  '  harbour-inn          66.7% (6/9)      100.0% (6/6)   6 confirmed in 500 actions',
  '  comet-catcher        16.7% (1/6)      100.0% (1/1)   1 confirmed in 40 actions',
  '  potion-shop          50.0% (3/6)      100.0% (4/4)   4 confirmed in 40 actions',
  '  overall              47.6% (10/21)    100.0% (11/11)',
  '  easy                 100.0% (5/5)     100.0% (6/6)',
  '  medium               36.4% (4/11)     100.0% (4/4)',
  '  hard                 20.0% (1/5)      100.0% (1/1)',
  '  logic-error          12.5% (1/8)      100.0% (1/1)',
  '  out-of-range         66.7% (2/3)      100.0% (3/3)',
  'known bugs no report matched (11; for you, never shown to the agent):',
];
