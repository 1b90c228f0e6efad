// The http-text adapter: a text game behind an HTTP API. It speaks GBQA's agent protocol by default (POST
// /api/agent/new → game id, POST /api/agent/command {game_id, command}, GET /api/agent/state/<id>; answers carry
// `message`, `state`, `game_over`, `success` and the white-box `full_state`), and a small JSON file
// (qa.adapter.json) fits it to other APIs: base URL, routes, field names, and the command that starts the game's
// server, which qa then starts on a free loopback port and stops afterwards. A bare URL is recognised as a GBQA game
// when it answers GET /api/health and POST /api/agent/new as one does. Only loopback URLs are spoken to unless the
// caller allows remote ones. `full_state` is dropped as it arrives unless the caller (qa mode, with the user's
// say-so) asks for it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer, Socket } from 'node:net';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { isLoopbackUrl } from '../harness/index.ts';
import { PlaysmithError } from '../shared/index.ts';
import { at } from './facts.ts';
import { type GameAdapter, GameRulesSchema, type GameRules, type QaObservation } from './adapter.ts';
import { parseHelp } from './help.ts';

export { parseHelp } from './help.ts';

export const QA_ADAPTER_SCHEMA = 'playsmith.qa-adapter/1';

const RouteSchema = z.string().regex(/^(GET|POST) \/\S*$/, 'a route is "GET /path" or "POST /path"');

export const HttpTextConfigSchema = z.strictObject({
  schema: z.literal(QA_ADAPTER_SCHEMA),
  kind: z.literal('http-text').optional(),
  name: z.string().min(1).optional(),
  /** Where the game answers; {port} is the port qa gave the server it started. */
  baseUrl: z.string().min(1),
  start: z
    .strictObject({
      /** The server's command line, run in the adapter file's folder; {port} and {node} (this Node) are filled in. */
      command: z.array(z.string().min(1)).min(1),
      readyTimeoutMs: z.int().min(100).max(120_000).default(15_000),
    })
    .optional(),
  routes: z
    .strictObject({
      new: RouteSchema.default('POST /api/agent/new'),
      command: RouteSchema.default('POST /api/agent/command'),
      state: RouteSchema.default('GET /api/agent/state/{id}'),
    })
    .default({
      new: 'POST /api/agent/new',
      command: 'POST /api/agent/command',
      state: 'GET /api/agent/state/{id}',
    }),
  /**
   * Field names in the requests and answers. `observation` (the text), `over` and `accepted` left out are looked for
   * among the names games use: message, observation, text, output, response; game_over, done, over; success, ok.
   */
  names: z
    .strictObject({
      gameId: z.string().default('game_id'),
      command: z.string().default('command'),
      observation: z.string().optional(),
      state: z.string().default('state'),
      seed: z.string().default('seed'),
      over: z.string().optional(),
      accepted: z.string().optional(),
      /** The white-box state beside the player's (GBQA's full_state): read only with the user's say-so. */
      whiteBox: z.string().default('full_state'),
    })
    .default({ gameId: 'game_id', command: 'command', state: 'state', seed: 'seed', whiteBox: 'full_state' }),
  game: GameRulesSchema.default(GameRulesSchema.parse({})),
});
export type HttpTextConfig = z.infer<typeof HttpTextConfigSchema>;

/** An adapter file qa cannot use, or a game server that would not start or answer. */
export class QaAdapterError extends PlaysmithError {
  override name = 'QaAdapterError';
  constructor(message: string, kind: 'usage' | 'infrastructure' = 'usage') {
    super(message, { code: kind === 'usage' ? 'qa-adapter' : 'qa-game-server', kind });
  }
}

/** The JSON an adapter file holds, or a usage error that says why there is none. */
export function readAdapterJson(file: string): unknown {
  if (!existsSync(file)) throw new QaAdapterError(`${file}: no such file`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new QaAdapterError(`${file}: not valid JSON (${(e as Error).message.split('\n')[0]})`);
  }
}

/** Reads and validates qa.adapter.json, saying which field is wrong. */
export function readAdapterFile(file: string): HttpTextConfig {
  const value = readAdapterJson(file);
  const parsed = HttpTextConfigSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new QaAdapterError(
      `${file}: ${issue.path.map(String).join('.') || '(top level)'}: ${issue.message}` +
        ` (an adapter file starts with "schema": "${QA_ADAPTER_SCHEMA}" and names at least "baseUrl")`,
    );
  }
  return parsed.data;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function portOpen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1');
  });
}

/** Starts the game's server on `port` and waits until it accepts connections; fails with its own words if it dies. */
async function startServer(config: HttpTextConfig, dir: string, port: number): Promise<ChildProcess> {
  const start = config.start!;
  const fill = (s: string): string => s.replaceAll('{port}', String(port)).replaceAll('{node}', process.execPath);
  const [command, ...args] = start.command.map(fill);
  const child = spawn(command!, args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-2000);
  });
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `exited with ${signal ?? `code ${code}`}`;
  });
  child.once('error', (e) => {
    exited = `could not be started (${e.message})`;
  });
  const deadline = Date.now() + start.readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) break;
    if (await portOpen(port)) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  const why = exited ?? `did not listen on port ${port} within ${start.readyTimeoutMs} ms`;
  const tail = stderr.trim().split('\n').slice(-3).join(' | ');
  throw new QaAdapterError(
    `the game server (${start.command.join(' ')}) ${why}${tail ? `: ${tail}` : ''}`,
    'infrastructure',
  );
}

export interface HttpTextOptions {
  /** Allow a base URL that is not loopback (the caller's own server elsewhere). */
  allowRemote?: boolean | undefined;
  /** Per-request time limit. */
  requestTimeoutMs?: number | undefined;
  /** Keep the game's white-box state (full_state) in observations: qa mode with the user's say-so only. */
  whiteBox?: boolean | undefined;
}

/** Opens a text game from its adapter file: starts its server when the file says how, and checks where it points. */
export async function openHttpTextGame(file: string, options: HttpTextOptions = {}): Promise<GameAdapter> {
  const config = readAdapterFile(file);
  const dir = dirname(resolve(file));
  const port = config.start ? await freePort() : 0;
  const base = new URL(config.baseUrl.replaceAll('{port}', String(port)));
  if (!isLoopbackUrl(base) && !options.allowRemote)
    throw new QaAdapterError(
      `${file}: baseUrl ${base.origin} is not on this machine; ` +
        'qa speaks only to loopback unless --allow-remote is given',
    );
  const child = config.start ? await startServer(config, dir, port) : null;
  return new HttpTextGame(config, base, child, options);
}

/** One request and its JSON answer (null when the answer is not JSON), for probing a URL. */
async function probeRequest(url: URL, method: 'GET' | 'POST', timeoutMs: number): Promise<unknown> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const data = method === 'POST' ? '{}' : undefined;
  return new Promise((done) => {
    const headers = data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {};
    const req = send(url, { method, headers }, (res) => {
      let raw = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
      });
      res.on('end', () => {
        try {
          done((res.statusCode ?? 500) < 400 ? JSON.parse(raw) : null);
        } catch {
          done(null);
        }
      });
      res.on('error', () => done(null));
    });
    req.setTimeout(timeoutMs, () => req.destroy());
    req.on('error', () => done(null));
    req.end(data);
  });
}

/**
 * Whether `url` is a GBQA game's backend: GET /api/health answers JSON and POST /api/agent/new answers a game id
 * (the base may be given with or without its /api). Returns the adapter config for it, or null for anything else.
 */
export async function probeGbqaUrl(url: string, timeoutMs = 3000): Promise<HttpTextConfig | null> {
  const given = new URL(url);
  const root = new URL(given.pathname.replace(/\/(api\/?)?$/, '/').replace(/\/?$/, '/'), given);
  const health = await probeRequest(new URL('api/health', root), 'GET', timeoutMs);
  if (typeof health !== 'object' || health === null || Array.isArray(health)) return null;
  const fresh = await probeRequest(new URL('api/agent/new', root), 'POST', timeoutMs);
  const id = at(fresh, 'game_id');
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const game = at(health, 'game');
  return HttpTextConfigSchema.parse({
    schema: QA_ADAPTER_SCHEMA,
    kind: 'http-text',
    name: typeof game === 'string' && game ? game : root.origin,
    baseUrl: root.href,
  });
}

/** Opens a bare URL already known to be a GBQA game (see probeGbqaUrl): no server to start, GBQA's protocol. */
export function openGbqaUrl(config: HttpTextConfig, options: HttpTextOptions = {}): GameAdapter {
  const base = new URL(config.baseUrl);
  if (!isLoopbackUrl(base) && !options.allowRemote)
    throw new QaAdapterError(
      `${config.baseUrl} is not on this machine; qa speaks only to loopback unless --allow-remote is given`,
    );
  return new HttpTextGame(config, base, null, options);
}

/** The first of `names` that the answer holds, or the one given. */
function pick(json: unknown, given: string | undefined, names: readonly string[]): unknown {
  if (given !== undefined) return at(json, given);
  for (const n of names) {
    const v = at(json, n);
    if (v !== undefined) return v;
  }
  return undefined;
}

const TEXT_NAMES = ['message', 'observation', 'text', 'output', 'response', 'description'] as const;
const OVER_NAMES = ['game_over', 'done', 'over', 'finished'] as const;
const ACCEPTED_NAMES = ['success', 'ok'] as const;

class HttpTextGame implements GameAdapter {
  readonly kind = 'http-text';
  readonly name: string;
  readonly rules: GameRules;
  private gameId: string | null = null;
  private help = '';
  private readonly config: HttpTextConfig;
  private readonly base: URL;
  private readonly child: ChildProcess | null;
  private readonly timeoutMs: number;
  private readonly whiteBox: boolean;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(config: HttpTextConfig, base: URL, child: ChildProcess | null, options: HttpTextOptions) {
    this.config = config;
    this.base = base;
    this.child = child;
    this.timeoutMs = options.requestTimeoutMs ?? 10_000;
    this.whiteBox = options.whiteBox === true;
    this.name = config.name ?? base.origin;
    this.rules = config.game;
    if (config.names.state === config.names.whiteBox)
      throw new QaAdapterError(
        `names.state is "${config.names.state}", the white-box state: the player's state must be another field ` +
          '(a white-box state is read only in qa mode with --white-box)',
      );
  }

  private async call(route: string, body: Record<string, unknown> | null): Promise<QaObservation> {
    const [method, path] = route.split(' ') as [string, string];
    const url = new URL(path.replaceAll('{id}', encodeURIComponent(this.gameId ?? '')), this.base);
    let answer: { status: number; raw: string };
    try {
      answer = await this.send(method, url, body);
    } catch (e) {
      return { text: '', state: null, error: `${method} ${url.pathname}: no answer (${(e as Error).message})` };
    }
    const { status, raw } = answer;
    let json: unknown = null;
    try {
      json = JSON.parse(raw);
    } catch {
      json = null;
    }
    const names = this.config.names;
    const text = pick(json, names.observation, TEXT_NAMES);
    const state = at(json, names.state);
    const id = at(json, names.gameId);
    if (typeof id === 'string' || typeof id === 'number') this.gameId = String(id);
    const error =
      status >= 500
        ? `HTTP ${status}: ${typeof at(json, 'error') === 'string' ? at(json, 'error') : raw.slice(0, 200)}`
        : json === null
          ? `HTTP ${status}: the answer is not JSON (${raw.slice(0, 80)})`
          : null;
    const over = pick(json, names.over, OVER_NAMES);
    const accepted = pick(json, names.accepted, ACCEPTED_NAMES);
    const observation: QaObservation = {
      text: typeof text === 'string' ? text : '',
      state: typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : null,
      error,
    };
    if (typeof over === 'boolean') observation.over = over;
    if (typeof accepted === 'boolean') observation.accepted = accepted;
    // The white-box state is kept only with the user's say-so; otherwise it goes no further than this answer.
    if (this.whiteBox) {
      const white = at(json, names.whiteBox);
      if (white !== undefined) observation.whiteBox = white;
    }
    return observation;
  }

  /** One request on a kept-alive connection (node:http: several times faster than fetch for many small calls). */
  private send(
    method: string,
    url: URL,
    body: Record<string, unknown> | null,
  ): Promise<{ status: number; raw: string }> {
    const data = body ? JSON.stringify(body) : undefined;
    const headers: Record<string, string | number> = data
      ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }
      : {};
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((done, fail) => {
      const req = send(url, { method, headers, agent: url.protocol === 'https:' ? undefined : this.agent }, (res) => {
        let raw = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          raw += chunk;
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, raw }));
        res.on('error', fail);
      });
      req.setTimeout(this.timeoutMs, () => req.destroy(new Error(`no answer within ${this.timeoutMs} ms`)));
      req.on('error', fail);
      req.end(data);
    });
  }

  async reset(seed: number): Promise<QaObservation> {
    this.gameId = null;
    const observation = await this.call(this.config.routes.new, { [this.config.names.seed]: seed });
    if (this.gameId === null)
      throw new QaAdapterError(
        `${this.config.routes.new} gave no "${this.config.names.gameId}" to play with` +
          (observation.error ? ` (${observation.error})` : ''),
        'infrastructure',
      );
    return observation;
  }

  act(action: string): Promise<QaObservation> {
    const names = this.config.names;
    return this.call(this.config.routes.command, { [names.gameId]: this.gameId, [names.command]: action });
  }

  async actions(): Promise<string[]> {
    const help = await this.act(this.rules.help);
    this.help = help.text;
    return parseHelp(help.text);
  }

  helpText(): string {
    return this.help;
  }

  async close(): Promise<void> {
    this.agent.destroy();
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await gone;
    clearTimeout(timer);
  }
}
