// The fake server itself: it must speak the protocol well enough that the AI SDK cannot tell it
// from a real server, streaming included, and fail loudly when a test scripted too little.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText, tool } from 'ai';
import { z } from 'zod';
import { startFakeOpenAiServer } from '../index.ts';

test('streaming requests get server-sent events the AI SDK reads as text, tool calls and usage', async () => {
  const server = await startFakeOpenAiServer([
    { text: 'streamed hello world', usage: { input: 12, output: 3 } },
    { toolCalls: [{ name: 'jump', arguments: { height: 2 } }] },
  ]);
  try {
    const model = createOpenAICompatible({ name: 'fake', baseURL: server.baseUrl, includeUsage: true }).chatModel(
      'fake-model',
    );
    const first = streamText({ model, prompt: 'hi' });
    assert.equal(await first.text, 'streamed hello world');
    assert.deepEqual([(await first.usage).inputTokens, (await first.usage).outputTokens], [12, 3]);
    const second = streamText({
      model,
      prompt: 'jump',
      tools: { jump: tool({ description: 'jump', inputSchema: z.object({ height: z.number() }) }) },
    });
    const calls = await second.toolCalls;
    assert.deepEqual(
      calls.map((c) => [c.toolName, c.input]),
      [['jump', { height: 2 }]],
    );
    assert.equal((server.requests[0]!.body as { stream: boolean }).stream, true);
  } finally {
    await server.close();
  }
});

test('a reply function sees each request; an empty queue answers 500 saying so; unknown routes are 404', async () => {
  const server = await startFakeOpenAiServer((request, index) => ({
    text: `reply ${index} to ${(request.body as { messages: { content: string }[] }).messages[0]!.content}`,
  }));
  try {
    const response = await fetch(`${server.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'ping' }] }),
    });
    const body = (await response.json()) as { choices: { message: { content: string } }[] };
    assert.equal(body.choices[0]!.message.content, 'reply 0 to ping');
    assert.throws(() => server.reply({ text: 'x' }), /needs a queue script/);
    assert.equal((await fetch(`${server.baseUrl}/embeddings`, { method: 'POST', body: '{}' })).status, 404);
    assert.equal((await fetch(`${server.baseUrl}/models`)).status, 200);
  } finally {
    await server.close();
  }
  const queue = await startFakeOpenAiServer([]);
  try {
    const response = await fetch(`${queue.baseUrl}/chat/completions`, { method: 'POST', body: '{"messages":[]}' });
    assert.equal(response.status, 500);
    assert.match(await response.text(), /no scripted reply left for request 1/);
    queue.reply({ text: 'now there is one' });
    assert.equal(queue.pending(), 1);
  } finally {
    await queue.close();
  }
});

test('close() ends the server even while a delayed reply is pending', async () => {
  const server = await startFakeOpenAiServer([{ delayMs: 60_000, text: 'never' }]);
  const pending = fetch(`${server.baseUrl}/chat/completions`, { method: 'POST', body: '{"messages":[]}' }).catch(
    (e: unknown) => e,
  );
  while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
  const started = performance.now();
  await server.close();
  // Waiting for the reply would take 60 s; half of that is a margin no loaded machine needs.
  assert.ok(performance.now() - started < 30_000);
  assert.ok((await pending) instanceof Error);
});
