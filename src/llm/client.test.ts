// The client end to end through the fake OpenAI-compatible server: what a caller gets back, what
// the server was sent, what the trajectory and the usage ledger say.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { z } from 'zod';
import { loadConfig, UsageReportSchema } from '../shared/index.ts';
import { MockLanguageModelV4 } from 'ai/test';
import {
  createLlm,
  createLlmIfConfigured,
  defineTool,
  LlmError,
  readTrajectory,
  startFakeOpenAiServer,
  type CreateLlmOptions,
  type FakeReply,
} from './index.ts';

const KEY = 'sk-playsmith-test-SECRET-0123456789';
let dir: string;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'playsmith-llm-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** A client for a fresh fake server with the given script; the cache is off unless asked for. */
async function setup(script: FakeReply[], options: Partial<CreateLlmOptions> & { cacheOn?: boolean } = {}) {
  const server = await startFakeOpenAiServer(script);
  const run = mkdtempSync(join(dir, 'run-'));
  const config = loadConfig({
    cwd: run,
    env: {
      PLAYSMITH_LLM_BASE_URL: server.baseUrl,
      PLAYSMITH_MODEL: 'fake-model',
      PLAYSMITH_LLM_API_KEY: KEY,
      PLAYSMITH_CACHE_DIR: join(run, 'cache'),
      PLAYSMITH_LLM_CACHE: options.cacheOn ? 'on' : 'off',
    },
  });
  const trajectory = join(run, 'trajectory.jsonl');
  const llm = createLlm({ config, env: {}, trajectory, retryBaseDelayMs: 20, ...options });
  return { server, llm, trajectory, run };
}

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  try {
    await promise;
  } catch (e) {
    assert.ok(e instanceof LlmError, `expected an LlmError, got ${String(e)}`);
    assert.doesNotMatch(e.message, new RegExp(KEY), 'a secret leaked into an error message');
    return e;
  }
  assert.fail('the call succeeded but should have failed');
}

const Animal = z.object({ name: z.string(), speed: z.number() });

test(
  'text with an image: the server gets the key, the text and a PNG data URL; the caller gets text, tokens and a ' +
    'trajectory record',
  async () => {
    const { server, llm, trajectory } = await setup([{ text: 'a red square', usage: { input: 40, output: 4 } }]);
    try {
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
      const result = await llm.text({
        purpose: 'judge.look',
        system: 'Describe images.',
        prompt: [
          { type: 'text', text: 'What is this?' },
          { type: 'image', png },
        ],
      });
      assert.equal(result.text, 'a red square');
      assert.equal(result.inputTokens, 40);
      assert.equal(result.outputTokens, 4);
      assert.equal(result.cacheHit, false);
      assert.equal(result.model, 'openai-compatible:fake-model');
      const sent = server.requests[0]!;
      assert.equal(sent.headers.authorization, `Bearer ${KEY}`);
      const body = sent.body as { model: string; messages: { role: string; content: unknown }[] };
      assert.equal(body.model, 'fake-model');
      assert.deepEqual(body.messages[0], { role: 'system', content: 'Describe images.' });
      assert.deepEqual(body.messages[1]!.content, [
        { type: 'text', text: 'What is this?' },
        { type: 'image_url', image_url: { url: `data:image/png;base64,${Buffer.from(png).toString('base64')}` } },
      ]);
      const [record] = readTrajectory(trajectory);
      assert.equal(record!.purpose, 'judge.look');
      assert.equal(record!.phase, 'judge.look');
      assert.equal(record!.digest, result.digest);
      assert.match(record!.digest, /^[0-9a-f]{64}$/);
      assert.deepEqual(
        [record!.inputTokens, record!.outputTokens, record!.attempts, record!.cacheHit, record!.error],
        [40, 4, 1, false, null],
      );
    } finally {
      await server.close();
    }
  },
);

test(
  'structured output: valid JSON is parsed and typed; JSON ' + 'in a code fence is read without asking again',
  async () => {
    const { server, llm } = await setup([
      { json: { name: 'fox', speed: 3 } },
      { text: 'Here you go:\n```json\n{"name":"owl","speed":1}\n```' },
    ]);
    try {
      const first = await llm.object({ purpose: 'make.design', prompt: 'an animal', schema: Animal });
      assert.deepEqual(first.object, { name: 'fox', speed: 3 });
      const body = server.requests[0]!.body as {
        response_format: unknown;
        messages: { role: string; content: string }[];
      };
      assert.deepEqual(body.response_format, { type: 'json_object' });
      assert.match(body.messages[0]!.content, /"required":\["name","speed"\]/);
      const second = await llm.object({ purpose: 'make.design', prompt: 'another', schema: Animal });
      assert.deepEqual(second.object, { name: 'owl', speed: 1 });
      assert.equal(second.reasks, 0);
      assert.equal(server.requests.length, 2);
    } finally {
      await server.close();
    }
  },
);

test('invalid JSON is re-asked with the problem stated, and the second answer is used', async () => {
  const { server, llm, trajectory } = await setup([
    { text: 'I think a fox, fast.' },
    { json: { name: 'fox', speed: 9 } },
  ]);
  try {
    const result = await llm.object({ purpose: 'make.classify', prompt: 'an animal', schema: Animal });
    assert.deepEqual(result.object, { name: 'fox', speed: 9 });
    assert.equal(result.reasks, 1);
    assert.equal(server.requests.length, 2);
    const messages = (server.requests[1]!.body as { messages: { role: string; content: string }[] }).messages;
    assert.deepEqual(messages.at(-2), { role: 'assistant', content: 'I think a fox, fast.' });
    assert.match(messages.at(-1)!.content, /not valid JSON/);
    const [record] = readTrajectory(trajectory);
    assert.equal(record!.reasks, 1);
    assert.equal(record!.attempts, 2);
  } finally {
    await server.close();
  }
});

test('output that keeps violating the schema ends in a clear schema-mismatch error, recorded and counted', async () => {
  const { server, llm, trajectory } = await setup([
    { json: { name: 'fox' } },
    { json: { name: 'fox', speed: 'fast' } },
    { json: { speed: 2 } },
  ]);
  try {
    const error = await failure(
      llm.object({ purpose: 'make.design', prompt: 'an animal', schema: Animal, schemaName: 'animal' }),
    );
    assert.equal(error.code, 'schema-mismatch');
    assert.match(
      error.message,
      new RegExp(
        String.raw`fake-model did not return JSON matching the animal schema for make\.design in 2 answers: ` +
          '.*speed: Invalid input: expected number, received string',
      ),
    );
    assert.match(error.message, /Its last answer began: \{"name":"fox","speed":"fast"\}/);
    assert.equal(server.requests.length, 2);
    const [record] = readTrajectory(trajectory);
    assert.equal(record!.error?.code, 'schema-mismatch');
    assert.equal(llm.usage.total().errors, 1);
    assert.equal(llm.usage.total().requests, 2);
    // Re-asks are configurable per call: none means the first bad answer is final.
    const none = await failure(llm.object({ purpose: 'make.design', prompt: 'x', schema: Animal, reasks: 0 }));
    assert.equal(none.code, 'schema-mismatch');
    assert.equal(server.requests.length, 3);
  } finally {
    await server.close();
  }
});

test(
  'tool calls come back typed; unknown tools and bad ' + 'arguments come back as invalid calls with the reason',
  async () => {
    const { server, llm } = await setup([
      {
        toolCalls: [
          { name: 'write_file', arguments: { path: 'src/hooks.ts', content: 'export {}' } },
          { name: 'write_file', arguments: { path: 7 } },
          { name: 'delete_everything', arguments: {} },
          { name: 'write_file', arguments: '{"path": "a.ts", ' },
        ],
      },
    ]);
    try {
      const tools = {
        write_file: { description: 'Write a hook file', input: z.object({ path: z.string(), content: z.string() }) },
      };
      const result = await llm.text({
        purpose: 'make.implement',
        prompt: 'write the hooks',
        tools,
        toolChoice: 'required',
      });
      assert.deepEqual(result.toolCalls, [
        { id: 'call_1_1', name: 'write_file', input: { path: 'src/hooks.ts', content: 'export {}' } },
      ]);
      const call = result.toolCalls[0]!;
      assert.equal(call.input.path.length, 12);
      assert.deepEqual(
        result.invalidToolCalls.map((c) => [c.id, c.error]),
        [
          [
            'call_1_2',
            'the arguments for write_file do not match its schema: path: Invalid input: expected string, ' +
              'received number; content: Invalid input: expected string, received undefined',
          ],
          ['call_1_3', 'there is no tool named "delete_everything" (tools: write_file)'],
          ['call_1_4', 'the arguments for write_file are not valid JSON'],
        ],
      );
      const body = server.requests[0]!.body as {
        tool_choice: unknown;
        tools: { function: { name: string; parameters: { required: string[] } } }[];
      };
      assert.equal(body.tool_choice, 'required');
      assert.deepEqual(body.tools[0]!.function.parameters.required, ['path', 'content']);
    } finally {
      await server.close();
    }
  },
);

test(
  'runTools runs the tools the model asks for, sends results ' + '(and errors) back, and stops when the model does',
  async () => {
    const { server, llm, trajectory } = await setup([
      {
        toolCalls: [
          { name: 'read_file', arguments: { path: 'config.json' } },
          { name: 'read_file', arguments: { path: 'missing.json' } },
        ],
      },
      { toolCalls: [{ name: 'write_file', arguments: { path: 'config.json', content: '{"lives":3}' } }] },
      { text: 'done: lives set to 3' },
    ]);
    try {
      const files = new Map([['config.json', '{"lives":1}']]);
      const result = await llm.runTools({
        purpose: 'make.repair',
        prompt: 'set lives to 3',
        tools: {
          read_file: defineTool({
            description: 'Read a file',
            input: z.object({ path: z.string() }),
            execute: ({ path }) => {
              const text = files.get(path);
              if (text === undefined) throw new Error(`${path} does not exist`);
              return text;
            },
          }),
          write_file: defineTool({
            description: 'Write a file',
            input: z.object({ path: z.string(), content: z.string() }),
            execute: ({ path, content }) => void files.set(path, content),
          }),
        },
      });
      assert.equal(result.finished, true);
      assert.equal(result.text, 'done: lives set to 3');
      assert.equal(result.steps.length, 3);
      assert.equal(files.get('config.json'), '{"lives":3}');
      assert.deepEqual(result.steps[0]!.results, [
        { callId: 'call_1_1', name: 'read_file', output: '{"lives":1}' },
        { callId: 'call_1_2', name: 'read_file', output: 'missing.json does not exist', isError: true },
      ]);
      const second = (
        server.requests[1]!.body as { messages: { role: string; content: unknown; tool_call_id?: string }[] }
      ).messages;
      assert.deepEqual(
        second.filter((m) => m.role === 'tool').map((m) => [m.tool_call_id, m.content]),
        [
          ['call_1_1', '{"lives":1}'],
          ['call_1_2', 'missing.json does not exist'],
        ],
      );
      assert.deepEqual(
        readTrajectory(trajectory).map((r) => [r.step, r.toolCalls.map((c) => c.name)]),
        [
          [1, ['read_file', 'read_file']],
          [2, ['write_file']],
          [3, []],
        ],
      );
      const capped = await setup([
        { toolCalls: [{ name: 'noop', arguments: {} }] },
        { toolCalls: [{ name: 'noop', arguments: {} }] },
      ]);
      try {
        const run = await capped.llm.runTools({
          purpose: 'loop',
          prompt: 'go',
          maxSteps: 2,
          tools: { noop: defineTool({ description: 'nothing', input: z.object({}), execute: () => 'ok' }) },
        });
        assert.equal(run.finished, false);
        assert.equal(run.steps.length, 2);
      } finally {
        await capped.server.close();
      }
    } finally {
      await server.close();
    }
  },
);

test('a 429 with retry-after is waited out and retried; retry-after-ms is honoured too', async () => {
  const { server, llm, trajectory } = await setup([
    { status: 429, retryAfter: 1 },
    { text: 'ok after a second' },
    { status: 429, retryAfterMs: 300 },
    { text: 'ok after 300 ms' },
  ]);
  try {
    let started = performance.now();
    const first = await llm.text({ purpose: 'p', prompt: 'one' });
    const waited = performance.now() - started;
    assert.equal(first.text, 'ok after a second');
    assert.equal(first.attempts, 2);
    assert.ok(waited >= 950 && waited < 5000, `waited ${waited} ms for retry-after: 1`);
    started = performance.now();
    const second = await llm.text({ purpose: 'p', prompt: 'two' });
    const waitedMs = performance.now() - started;
    assert.equal(second.text, 'ok after 300 ms');
    assert.ok(waitedMs >= 280 && waitedMs < 950, `waited ${waitedMs} ms for retry-after-ms: 300`);
    assert.deepEqual(
      readTrajectory(trajectory).map((r) => r.attempts),
      [2, 2],
    );
  } finally {
    await server.close();
  }
});

test('a 429 asking for longer than Playsmith waits is reported at once, with what the server asked', async () => {
  const { server, llm } = await setup([{ status: 429, retryAfter: 3600, error: 'quota exceeded' }]);
  try {
    const error = await failure(llm.text({ purpose: 'p', prompt: 'x' }));
    assert.equal(error.code, 'rate-limited');
    assert.equal(error.status, 429);
    assert.match(
      error.message,
      new RegExp(
        String.raw`is rate-limiting requests \(429\): quota exceeded; it asked to wait 3600 s; lower ` +
          String.raw`llm\.concurrency \(PLAYSMITH_LLM_CONCURRENCY\) or try later \(not retried`,
      ),
    );
    assert.equal(server.requests.length, 1);
  } finally {
    await server.close();
  }
});

test('a 500 is retried with backoff; one that persists is reported with the attempt count', async () => {
  const { server, llm } = await setup(
    [
      { status: 500 },
      { status: 503 },
      { text: 'recovered' },
      { status: 500, error: 'model crashed' },
      { status: 500, error: 'model crashed' },
      { status: 500, error: 'model crashed' },
    ],
    { maxRetries: 2 },
  );
  try {
    const ok = await llm.text({ purpose: 'p', prompt: 'a' });
    assert.equal(ok.text, 'recovered');
    assert.equal(ok.attempts, 3);
    const error = await failure(llm.text({ purpose: 'p', prompt: 'b' }));
    assert.equal(error.code, 'server-error');
    assert.equal(error.attempts, 3);
    assert.match(error.message, /failed with a server error \(500\): model crashed \(after 3 attempts\)$/);
    assert.equal(server.requests.length, 6);
  } finally {
    await server.close();
  }
});

test('a server that does not answer in time is a timeout: retried, then reported, never waited out', async () => {
  const { server, llm, trajectory } = await setup(
    [
      { delayMs: 10_000, text: 'late' },
      { delayMs: 10_000, text: 'late' },
    ],
    // A limit long enough for each request to reach the server on a loaded machine, far below the delay.
    { timeoutMs: 1000, maxRetries: 1 },
  );
  try {
    // Uncut, each call would have had its "late" answer after 10 s: a timeout error proves the limit cut both.
    const error = await failure(llm.text({ purpose: 'p', prompt: 'x' }));
    assert.equal(error.code, 'timeout');
    assert.match(
      error.message,
      /got no answer within 1000 ms: .*raise llm\.timeoutMs \(PLAYSMITH_LLM_TIMEOUT_MS\).*\(after 2 attempts\)/,
    );
    assert.equal(server.requests.length, 2);
    assert.equal(readTrajectory(trajectory)[0]!.error?.code, 'timeout');
  } finally {
    await server.close();
  }
});

test(
  'a body that is not JSON is retried, then reported as a ' + 'bad response; a dropped connection is retried',
  async () => {
    const { server, llm } = await setup(
      [{ rawBody: '{"choices": [' }, { rawBody: '<html>proxy error</html>' }, { hangUp: true }, { text: 'fine' }],
      { maxRetries: 1 },
    );
    try {
      const error = await failure(llm.text({ purpose: 'p', prompt: 'x' }));
      assert.equal(error.code, 'bad-response');
      assert.match(
        error.message,
        new RegExp(
          String.raw`answered with a body that is not a valid chat completion \(it began: <html>proxy ` +
            String.raw`error<\/html>\) \(after 2 attempts\)`,
        ),
      );
      const ok = await llm.text({ purpose: 'p', prompt: 'y' });
      assert.equal(ok.text, 'fine');
      assert.equal(ok.attempts, 2);
    } finally {
      await server.close();
    }
  },
);

test('connection refused is reported at once with what to check', async () => {
  const probe = await startFakeOpenAiServer([]);
  const deadUrl = probe.baseUrl;
  await probe.close();
  const config = loadConfig({
    cwd: dir,
    env: {
      PLAYSMITH_LLM_BASE_URL: deadUrl,
      PLAYSMITH_MODEL: 'fake-model',
      PLAYSMITH_LLM_API_KEY: KEY,
      PLAYSMITH_LLM_CACHE: 'off',
    },
  });
  const llm = createLlm({ config, env: {}, retryBaseDelayMs: 20 });
  const error = await failure(llm.text({ purpose: 'p', prompt: 'x' }));
  assert.equal(error.code, 'connection-refused');
  assert.equal(error.attempts, 1);
  assert.equal(
    error.message,
    `cannot connect to ${deadUrl} (connection refused): is the model server running? Check llm.baseUrl ` +
      '(PLAYSMITH_LLM_BASE_URL)',
  );
});

test(
  'no secret appears in errors, trajectories, cache files, results or the client itself — even when the server ' +
    'echoes it',
  async () => {
    const { server, llm, trajectory, run } = await setup(
      [
        { status: 401, error: `invalid key: Bearer ${KEY} (you sent ${KEY})` },
        { status: 400, error: `bad request from https://api.example/v1?key=${KEY}` },
        { text: 'fine', usage: { input: 1, output: 1 } },
      ],
      { cacheOn: true },
    );
    try {
      const auth = await failure(llm.text({ purpose: 'p', prompt: 'a' }));
      assert.equal(auth.code, 'auth');
      assert.match(
        auth.message,
        new RegExp(
          String.raw`refused the credentials \(401\): invalid key: Bearer \[redacted\] \(you sent ` +
            String.raw`\[redacted\]\): check PLAYSMITH_LLM_API_KEY`,
        ),
      );
      const bad = await failure(llm.text({ purpose: 'p', prompt: 'b' }));
      assert.equal(bad.code, 'bad-request');
      await llm.text({ purpose: 'p', prompt: 'c' });
      const everything = [
        readFileSync(trajectory, 'utf8'),
        JSON.stringify(llm.settings),
        JSON.stringify(llm.usage),
        (await import('node:util')).inspect(llm, { depth: 8, showHidden: true }),
        String(auth.stack),
        JSON.stringify(auth),
      ].join('\n');
      assert.doesNotMatch(everything, new RegExp(KEY));
      const { readdirSync } = await import('node:fs');
      const cacheFiles = readdirSync(join(run, 'cache'), { recursive: true, withFileTypes: true }).filter((e) =>
        e.isFile(),
      );
      assert.equal(cacheFiles.length, 1, 'only the successful answer is cached');
      assert.doesNotMatch(readFileSync(join(cacheFiles[0]!.parentPath, cacheFiles[0]!.name), 'utf8'), new RegExp(KEY));
    } finally {
      await server.close();
    }
  },
);

test(
  'the cache answers a repeated request without the server, ' + 'per namespace; errors and cache:false bypass it',
  async () => {
    const { server, llm, trajectory } = await setup(
      [
        { json: { name: 'fox', speed: 3 }, usage: { input: 50, output: 7 } },
        { json: { name: 'cat', speed: 2 } },
        { status: 500 },
        { text: 'fresh' },
        { text: 'uncached' },
        { text: 'uncached again' },
      ],
      { cacheOn: true, maxRetries: 0 },
    );
    try {
      const first = await llm.object({ purpose: 'design', prompt: 'an animal', schema: Animal });
      const again = await llm.object({ purpose: 'design', prompt: 'an animal', schema: Animal });
      assert.equal(first.cacheHit, false);
      assert.equal(again.cacheHit, true);
      assert.deepEqual(again.object, first.object);
      assert.equal(again.digest, first.digest);
      assert.equal(server.requests.length, 1);
      const seed2 = await llm
        .with({ namespace: 'seed-2' })
        .object({ purpose: 'design', prompt: 'an animal', schema: Animal });
      assert.deepEqual(seed2.object, { name: 'cat', speed: 2 });
      assert.equal(seed2.digest, first.digest, 'the prompt digest does not depend on the namespace');
      const failed = await failure(llm.text({ purpose: 'p', prompt: 'fails first' }));
      assert.equal(failed.code, 'server-error');
      assert.equal((await llm.text({ purpose: 'p', prompt: 'fails first' })).text, 'fresh');
      assert.equal((await llm.text({ purpose: 'p', prompt: 'same', cache: false })).text, 'uncached');
      assert.equal((await llm.text({ purpose: 'p', prompt: 'same', cache: false })).text, 'uncached again');
      const records = readTrajectory(trajectory);
      assert.deepEqual(
        records.map((r) => [r.cacheHit, r.attempts]),
        [
          [false, 1],
          [true, 0],
          [false, 1],
          [false, 1],
          [false, 1],
          [false, 1],
          [false, 1],
        ],
      );
      const design = llm.usage.phase('design');
      assert.deepEqual(
        [design.calls, design.cacheHits, design.cachedInputTokens, design.cachedOutputTokens],
        [3, 1, 50, 7],
      );
    } finally {
      await server.close();
    }
  },
);

test('no more calls than llm.concurrency are in flight to one provider at a time', async () => {
  const { server, llm } = await setup(
    Array.from({ length: 6 }, (_, i) => ({ delayMs: 120, text: `answer ${i}` })),
    { concurrency: 2 },
  );
  try {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => llm.text({ purpose: 'p', prompt: `q${i}` })));
    assert.equal(answers.length, 6);
    assert.equal(server.maxInFlight, 2);
  } finally {
    await server.close();
  }
});

test('a caller abort ends the call as aborted, without retries', async () => {
  const { server, llm } = await setup([{ delayMs: 3000, text: 'late' }]);
  try {
    const controller = new AbortController();
    const call = failure(llm.text({ purpose: 'p', prompt: 'x', signal: controller.signal }));
    // Abort once the server holds the request (a loaded machine may take a while to send it).
    while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    const error = await call;
    assert.equal(error.code, 'aborted');
    assert.equal(server.requests.length, 1);
  } finally {
    await server.close();
  }
});

test('usage is summed per phase across scoped clients and serialises to the report schema', async () => {
  const { server, llm } = await setup([
    { text: 'a', usage: { input: 10, output: 1 } },
    { text: 'b', usage: { input: 20, output: 2 } },
    { text: 'c', usage: { input: 30, output: 3 } },
  ]);
  try {
    await llm.with({ phase: 'classify' }).text({ purpose: 'make.classify', prompt: '1' });
    const design = llm.with({ phase: 'design' });
    await design.text({ purpose: 'make.design', prompt: '2' });
    await design.text({ purpose: 'make.design', prompt: '3' });
    const report = UsageReportSchema.parse(JSON.parse(JSON.stringify(llm.usage)));
    assert.deepEqual(Object.keys(report.phases), ['classify', 'design']);
    assert.deepEqual(
      [report.phases.design!.calls, report.phases.design!.inputTokens, report.phases.design!.outputTokens],
      [2, 50, 5],
    );
    assert.deepEqual(
      [report.total.calls, report.total.requests, report.total.inputTokens, report.total.outputTokens],
      [3, 3, 60, 6],
    );
    assert.ok(report.total.wallMs > 0);
  } finally {
    await server.close();
  }
});

test(
  'unit tests may hand the client an AI SDK mock model; an ' + 'unconfigured setup is a reason, not a crash',
  async () => {
    const model = new MockLanguageModelV4({
      modelId: 'scripted',
      doGenerate: {
        content: [{ type: 'text', text: '{"name":"mock","speed":1}' }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 5, noCache: 5, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 2, text: 2, reasoning: 0 },
        },
        warnings: [],
      },
    });
    const config = loadConfig({ cwd: dir, env: { PLAYSMITH_LLM_CACHE: 'off' } });
    const llm = createLlm({ config, env: {}, model });
    const result = await llm.object({ purpose: 'unit', prompt: 'x', schema: Animal });
    assert.deepEqual(result.object, { name: 'mock', speed: 1 });
    assert.equal(result.model, 'mock-provider:scripted');
    assert.equal(model.doGenerateCalls.length, 1);
    const none = createLlmIfConfigured({ config, env: {} });
    assert.match(none.reason ?? '', /^no language model configured: set PLAYSMITH_MODEL/);
    assert.equal(none.llm, undefined);
  },
);
