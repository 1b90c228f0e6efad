// `playsmith make --agent llm` for a kind no bespoke mode makes, through the CLI against the local OpenAI-compatible
// server with scripted replies: the model's first rulebook fails the checker, the error goes back, its second is
// valid and won by the planner and becomes the game — checked L1–L3a and won on its golden path in the browser, with
// the phrase it claimed and the rulebook holds honoured and the one it claimed wrongly not. And `--via rulebook`
// makes a snake game as its library rulebook, saying the --via as why (no mode makes snake any more).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { startFakeOpenAiServer } from '../src/llm/index.ts';
import { LIBRARY_DIR } from '../src/rulebook/index.ts';
import { parseResult, type MakeResult } from '../src/shared/index.ts';

const CLI = fileURLToPath(new URL('../bin/playsmith.js', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'playsmith-make-rulebook-agent-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** The CLI, run without blocking this process (the scripted server answers from it). */
function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...process.env, PLAYSMITH_RESULTS_DIR: join(root, 'results'), ...env },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => done({ code, out }));
  });
}

const resultOf = (out: string): MakeResult =>
  parseResult(JSON.parse(readFileSync(join(out, 'playsmith.json'), 'utf8')), out, 'playsmith.make/3');

const PROMPT = 'a whack-a-mole game where a farmer bonks gophers in a vegetable patch';

test("with a model, the rulebook is the model's: a checker error goes back, the second answer is the game", {
  timeout: 900_000,
}, async () => {
  const mole = JSON.parse(readFileSync(join(LIBRARY_DIR, 'whack-a-mole.json'), 'utf8'));
  const good = structuredClone(mole);
  good.title = 'Gopher Bonk';
  good.kinds.mole.noun = 'gopher';
  const honours = [
    { phrase: 'gophers', path: 'kinds.mole.noun', why: 'the moles are gophers' },
    { phrase: 'vegetable patch', path: 'kinds.hole.noun', why: 'a claim the rulebook does not bear out' },
  ];
  const bad = structuredClone(good);
  bad.rules[0].when = { clicked: 'badger' };
  const server = await startFakeOpenAiServer([
    { text: JSON.stringify({ rulebook: bad, honours }) },
    { text: JSON.stringify({ rulebook: good, honours }) },
  ]);
  after(() => server.close());
  const out = join(root, 'gophers');
  const run = await cli(['make', PROMPT, '--out', out, '--no-behaviour', '--agent', 'llm', '--max-repairs', '3'], {
    PLAYSMITH_LLM_BASE_URL: server.baseUrl,
    PLAYSMITH_MODEL: 'scripted-model',
    PLAYSMITH_LLM_API_KEY: 'sk-test-rulebook',
    PLAYSMITH_LLM_CACHE: 'off',
  });
  assert.equal(server.requests.length, 2, 'one request a round; nothing else asked of the model');
  assert.match(JSON.stringify(server.requests[1]!.body), /badger/, "the checker's word on the unknown kind went back");
  const r = resultOf(out);
  assert.equal(run.code, 0, run.out);
  assert.match(run.out, /rulebook {5}written by the model in 2 round\(s\)/);
  assert.equal(r.kind?.by, 'rulebook');
  assert.match(r.kind?.made ?? '', /a rulebook the model wrote from the library's whack-a-mole/);
  assert.equal(r.agent?.rulebook?.used, true);
  assert.equal(r.agent?.implementation, undefined, 'a rulebook game has no hook code');
  assert.equal(r.gdd.title, 'Gopher Bonk');
  assert.equal(r.check.levels.L3a, 'pass');
  assert.equal(r.goldenPath.won, true);
  const status = (text: string) => r.fidelity.phrases.find((p) => p.text === text)?.status;
  assert.equal(status('farmer bonks gophers'), 'honoured');
  assert.equal(status('whack'), 'honoured', 'the asked kind, made');
  assert.equal(status('vegetable patch'), 'not honoured', JSON.stringify(r.fidelity.phrases));
  const book = JSON.parse(readFileSync(join(out, 'game', 'rulebook.json'), 'utf8'));
  assert.equal(book.kinds.mole.noun, 'gopher', "the model's rulebook is the game's");
  const page = readFileSync(join(out, 'report.html'), 'utf8');
  assert.match(page, /The model wrote the rulebook/);
});

test('--via rulebook makes a snake game as the library rulebook and says why; bad --via is refused', {
  timeout: 600_000,
}, async () => {
  const refused = await cli(['make', 'a snake game', '--via', 'maybe']);
  assert.equal(refused.code, 2);
  assert.match(refused.out, /--via expects mode or rulebook, got "maybe"/);
  const out = join(root, 'snake');
  const run = await cli([
    'make',
    'a snake game where the snake eats apples',
    '--out',
    out,
    '--no-behaviour',
    '--via',
    'rulebook',
  ]);
  assert.equal(run.code, 0, run.out);
  assert.match(run.out, /why {10}make --via rulebook/);
  const r = resultOf(out);
  assert.equal(r.kind?.by, 'rulebook');
  assert.match(r.kind?.made ?? '', /the library rulebook snake/);
  assert.equal(r.goldenPath.won, true);
});
