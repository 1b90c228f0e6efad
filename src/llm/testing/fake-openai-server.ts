// A stand-in language-model server for tests: it speaks the OpenAI chat-completions protocol on
// 127.0.0.1 (plain JSON answers and, when a request asks to stream, server-sent events), answers
// from a script, and records every request. Tests drive the real client code through it, so what
// they check is what would happen against a real server: retries, timeouts, bad bodies, tool calls.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One scripted answer. Fields combine: e.g. `{ status: 429, retryAfter: 1 }` or `{ delayMs: 500, text: 'late' }`. */
export interface FakeReply {
  /** The assistant's text. */
  text?: string;
  /** The assistant's text as JSON (serialised), for structured-output calls. */
  json?: unknown;
  /** Tool calls; `arguments` that are a string are sent as they are (to script broken JSON). */
  toolCalls?: { name: string; arguments: unknown; id?: string }[];
  /** Token counts to report; by default derived from the request and answer lengths (4 characters a token). */
  usage?: { input: number; output: number };
  /** Defaults to "tool_calls" when there are tool calls, else "stop". */
  finishReason?: string;
  /** An HTTP error status; the body is an OpenAI-style error object carrying `error`. */
  status?: number;
  /** The error message sent with `status`. */
  error?: string;
  /** Sent as the retry-after header (seconds) and retry-after-ms header. */
  retryAfter?: number;
  retryAfterMs?: number;
  /** More response headers. */
  headers?: Record<string, string>;
  /** Wait this long before answering (to make a client time out). */
  delayMs?: number;
  /** Send exactly this body (status 200 unless `status` says otherwise), e.g. malformed JSON. */
  rawBody?: string;
  /** Close the connection without answering. */
  hangUp?: boolean;
}

/** A request as the server received it. */
export interface FakeRequest {
  method: string;
  path: string;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
}

export type FakeScript = FakeReply[] | ((request: FakeRequest, index: number) => FakeReply | Promise<FakeReply>);

export interface FakeOpenAiServer {
  /** e.g. http://127.0.0.1:41234/v1 — what PLAYSMITH_LLM_BASE_URL should be. */
  readonly baseUrl: string;
  /** Every chat-completions request received, in order. */
  readonly requests: FakeRequest[];
  /** The most requests that were being answered at the same moment. */
  readonly maxInFlight: number;
  /** Adds replies to the end of the queue (only for a queue script). */
  reply(...replies: FakeReply[]): void;
  /** Replies still queued. */
  pending(): number;
  close(): Promise<void>;
}

interface ChatMessage {
  role?: string;
  content?: unknown;
}

/**
 * Starts the server on a free loopback port. With a queue script, a request that finds the queue
 * empty gets a 500 naming the problem, so a test that scripted too few replies fails clearly.
 */
export async function startFakeOpenAiServer(script: FakeScript = []): Promise<FakeOpenAiServer> {
  const queue = Array.isArray(script) ? [...script] : undefined;
  const requests: FakeRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let maxInFlight = 0;

  async function nextReply(request: FakeRequest, index: number): Promise<FakeReply> {
    if (queue)
      return queue.shift() ?? { status: 500, error: `fake server: no scripted reply left for request ${index + 1}` };
    return (script as Exclude<FakeScript, FakeReply[]>)(request, index);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await readBody(req);
    const path = (req.url ?? '/').split('?')[0]!;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value;
    if (req.method === 'GET' && path.endsWith('/models')) {
      return send(res, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'playsmith' }] });
    }
    if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
      return send(res, 404, {
        error: { message: `fake server: no route ${req.method} ${path}`, type: 'invalid_request_error' },
      });
    }
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Recorded as text; the reply script decides what to answer.
    }
    const request: FakeRequest = { method: req.method, path, headers, body };
    const index = requests.push(request) - 1;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const reply = await nextReply(request, index);
      if (reply.delayMs) await wait(reply.delayMs, res, timers);
      if (res.destroyed) return;
      if (reply.hangUp) {
        req.socket.destroy();
        return;
      }
      const extra: Record<string, string> = { ...reply.headers };
      if (reply.retryAfter !== undefined) extra['retry-after'] = String(reply.retryAfter);
      if (reply.retryAfterMs !== undefined) extra['retry-after-ms'] = String(reply.retryAfterMs);
      if (reply.rawBody !== undefined) {
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...extra });
        res.end(reply.rawBody);
        return;
      }
      if (reply.status !== undefined && reply.status >= 400) {
        return send(
          res,
          reply.status,
          {
            error: { message: reply.error ?? `fake server: status ${reply.status}`, type: 'server_error', code: null },
          },
          extra,
        );
      }
      const chat = body as { model?: string; stream?: boolean; messages?: ChatMessage[] };
      const completion = completionFor(reply, chat, index);
      if (chat.stream) return stream(res, completion, extra);
      return send(res, reply.status ?? 200, chatCompletionBody(completion), extra);
    } finally {
      inFlight -= 1;
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent && !res.destroyed)
        send(res, 500, { error: { message: `fake server: ${e instanceof Error ? e.message : String(e)}` } });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get maxInFlight() {
      return maxInFlight;
    },
    reply(...replies: FakeReply[]) {
      if (!queue) throw new Error('fake server: reply() needs a queue script, not a function');
      queue.push(...replies);
    },
    pending: () => queue?.length ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Waits `ms`, or less when the client goes away; the timer is kept in `timers` so close() can clear it. */
function wait(ms: number, res: ServerResponse, timers: Set<NodeJS.Timeout>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      resolve();
    }, ms);
    timers.add(timer);
    res.once('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
      resolve();
    });
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(value));
}

interface Completion {
  id: string;
  model: string;
  content: string | null;
  toolCalls: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  finishReason: string;
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

function completionFor(
  reply: FakeReply,
  chat: { model?: string; messages?: ChatMessage[] },
  index: number,
): Completion {
  const content = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? (reply.toolCalls ? null : ''));
  const toolCalls = (reply.toolCalls ?? []).map((call, i) => ({
    id: call.id ?? `call_${index + 1}_${i + 1}`,
    type: 'function' as const,
    function: {
      name: call.name,
      arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
    },
  }));
  const answered = (content ?? '').length + toolCalls.reduce((n, c) => n + c.function.arguments.length, 0);
  const input = reply.usage?.input ?? Math.ceil(JSON.stringify(chat.messages ?? []).length / 4);
  const output = reply.usage?.output ?? Math.max(1, Math.ceil(answered / 4));
  return {
    id: `chatcmpl-fake-${index + 1}`,
    model: chat.model ?? 'fake-model',
    content,
    toolCalls,
    finishReason: reply.finishReason ?? (toolCalls.length ? 'tool_calls' : 'stop'),
    usage: { prompt_tokens: input, completion_tokens: output, total_tokens: input + output },
  };
}

function chatCompletionBody(c: Completion) {
  return {
    id: c.id,
    object: 'chat.completion',
    created: 0,
    model: c.model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: c.content, ...(c.toolCalls.length ? { tool_calls: c.toolCalls } : {}) },
        finish_reason: c.finishReason,
      },
    ],
    usage: c.usage,
  };
}

/** Answers as server-sent events: role, text in a few pieces, tool calls, finish, usage, [DONE]. */
function stream(res: ServerResponse, c: Completion, headers: Record<string, string>): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...headers });
  const chunk = (delta: unknown, finish: string | null = null, usage?: Completion['usage']) => {
    const choices = delta === undefined ? [] : [{ index: 0, delta, finish_reason: finish }];
    const event = { id: c.id, object: 'chat.completion.chunk', created: 0, model: c.model, choices };
    return `data: ${JSON.stringify({ ...event, ...(usage ? { usage } : {}) })}\n\n`;
  };
  res.write(chunk({ role: 'assistant', content: '' }));
  const text = c.content ?? '';
  const piece = Math.max(1, Math.ceil(text.length / 3));
  for (let i = 0; i < text.length; i += piece) res.write(chunk({ content: text.slice(i, i + piece) }));
  c.toolCalls.forEach((call, i) => {
    res.write(
      chunk({
        tool_calls: [
          { index: i, id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } },
        ],
      }),
    );
    res.write(chunk({ tool_calls: [{ index: i, function: { arguments: call.function.arguments } }] }));
  });
  res.write(chunk({}, c.finishReason));
  res.write(chunk(undefined, null, c.usage));
  res.end('data: [DONE]\n\n');
}
