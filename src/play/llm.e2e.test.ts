// The llm policy through the fake OpenAI server: a scripted model plays a fixture to finish(success) with a
// screenshot in every request and the trajectory recorded; a text-only model gets no image and the result says so,
// and so does one that refuses images mid-run;
// garbage answers and a model that refuses the key end in a verdict, never a crash. One browser for the file.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fixtureGame } from '../../test/fixtures/games.ts';
import { LazyBrowser } from '../harness/index.ts';
import { createLlm, startFakeOpenAiServer, type FakeScript } from '../llm/index.ts';
import { loadConfig, PlayStepSchema, type PlayResult } from '../shared/index.ts';
import { playGame } from './index.ts';

const browser = new LazyBrowser();
const root = mkdtempSync(join(tmpdir(), 'playsmith-play-llm-'));
after(async () => {
  await browser.close();
  rmSync(root, { recursive: true, force: true });
});

let runs = 0;
async function playWith(
  script: FakeScript,
  options: { steps: number; images?: boolean },
): Promise<{ result: PlayResult; outDir: string; bodies: unknown[] }> {
  const server = await startFakeOpenAiServer(script);
  try {
    const config = loadConfig({
      cwd: root,
      env: {
        PLAYSMITH_LLM_BASE_URL: server.baseUrl,
        PLAYSMITH_MODEL: 'scripted',
        PLAYSMITH_LLM_CACHE: 'off',
        PLAYSMITH_LLM_MAX_RETRIES: '0',
      },
    });
    const outDir = join(root, `run-${++runs}`);
    const result = await playGame(await fixtureGame('contract'), {
      policy: 'llm',
      llm: createLlm({ config, env: {} }),
      images: options.images,
      seed: 1,
      steps: options.steps,
      viewport: { width: 800, height: 600 },
      browser,
      outDir,
      testerOnly: true,
    });
    return { result, outDir, bodies: server.requests.map((r) => r.body) };
  } finally {
    await server.close();
  }
}

type Body = { messages: { role: string; content: string | { type: string; image_url?: { url: string } }[] }[] };
const images = (body: unknown) =>
  (body as Body).messages.flatMap((m) => (Array.isArray(m.content) ? m.content : [])).filter((p) => p.image_url);

test('a scripted model plays to finish(success) with a screenshot in every request, each step recorded', async () => {
  const moves = [
    { reason: 'go right', action: { action: 'act', name: 'right', ms: 600 } },
    { reason: 'jump', action: { action: 'press', key: 'Space', ms: 200 } },
    { reason: 'off the map', action: { action: 'click', x: 900, y: 10 } },
    { reason: 'done', action: { action: 'finish', outcome: 'success', reason: 'the coins are being collected' } },
  ];
  const { result, outDir, bodies } = await playWith((_r, i) => ({ json: moves[Math.min(i, moves.length - 1)] }), {
    steps: 10,
  });
  assert.equal(bodies.length, 4);
  for (const body of bodies) assert.equal(images(body).length, 1, 'one screenshot per request');
  assert.match(images(bodies[0])[0]!.image_url!.url, /^data:image\/png;base64,/);
  assert.match(JSON.stringify(bodies[3]), /refused: \(900, 10\) is outside the game/);
  const steps = readFileSync(join(outDir, 'trajectory.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => PlayStepSchema.parse(JSON.parse(line)));
  assert.deepEqual(
    steps.map((s) => [s.label, s.refused !== null]),
    [
      ['right 600 ms', false],
      ['press Space 200 ms', false],
      ['click (900, 10)', true],
      ['finish success', false],
    ],
  );
  assert.ok(steps[0]!.screenshot && steps[0]!.changed.some((p) => p.startsWith('player')));
  assert.match(result.ended, /llm policy finished \(success\)/);
  assert.equal(result.model?.images, true);
  assert.equal(result.model?.label, 'openai-compatible:scripted');
});

test('a text-only model gets no image, and the result says so', async () => {
  const { result, bodies } = await playWith([{ json: { action: { action: 'wait', ms: 200 } } }], {
    steps: 1,
    images: false,
  });
  assert.equal(images(bodies[0]).length, 0);
  assert.equal(result.model?.images, false);
  assert.ok(result.notes.some((n) => /text observation only/.test(n)));
});

test('a model that refuses images plays on from the text observation, and the result says so', async () => {
  const { result, bodies } = await playWith(
    (request) =>
      images(request.body).length
        ? { status: 400, error: 'this model does not support image input' }
        : { json: { reason: 'look around', action: { action: 'wait', ms: 200 } } },
    { steps: 2 },
  );
  assert.equal(images(bodies[0]).length, 1, 'the first request carried the screenshot');
  assert.deepEqual(
    bodies.slice(1).map((b) => images(b).length),
    [0, 0],
    'after the refusal: the same step again and the next, text only',
  );
  assert.match(JSON.stringify(bodies[1]), /game size 800x600/);
  assert.equal(result.steps, 2);
  assert.equal(result.model?.images, false);
  assert.ok(
    result.notes.some((n) => /the model refused images \(.*image input.*\); it played on the text observation/.test(n)),
    result.notes.join('\n'),
  );
});

test('garbage answers make the tester wait and end in a verdict; a refused key ends the run, saying why', async () => {
  const garbage = await playWith(() => ({ text: 'I would rather not play games.' }), { steps: 3 });
  assert.equal(garbage.bodies.length, 6, 'each step asked once more, then waited');
  assert.equal(garbage.result.steps, 3);
  assert.equal(garbage.result.model?.unusableReplies, 3);
  assert.match(garbage.result.ended, /step budget \(3\) ran out/);
  const refused = await playWith([{ status: 401, error: 'invalid api key' }], { steps: 5 });
  assert.equal(refused.result.verdict.play.holds, false);
  assert.match(refused.result.verdict.play.reason, /llm policy stopped: the model could not be used \(auth\)/);
});
