// Where a bench run's samples run: `local` (this process's pool, the default) or `redis://host:port/db` (a BullMQ
// queue on Redis that `bench worker` processes serve). Parsing says what a good value looks like; connecting says
// which Redis could not be reached and how to start one.
import { Redis } from 'ioredis';
import { BenchInputError } from '../errors.ts';

export type BenchBackend = { kind: 'local' } | { kind: 'redis'; url: string };

/** What ioredis and BullMQ both take to connect (each has its own options type; this fits both). */
export interface RedisConnection {
  host: string;
  port: number;
  db: number;
  username?: string;
  password?: string;
  tls?: object;
  maxRetriesPerRequest: null;
  retryStrategy: (times: number) => number;
}

export const LOCAL_BACKEND: BenchBackend = { kind: 'local' };

/** How long a first connection may take before the command gives up with a clear error. */
const FIRST_CONNECT_MS = 10_000;

/** `local`, or a redis:// (rediss:// for TLS) URL with an optional /db; `where` names the flag or file it came from. */
export function parseBackend(value: string, where: string): BenchBackend {
  if (value === 'local') return LOCAL_BACKEND;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const db = url?.pathname.replace(/^\//, '') ?? '';
  if (!url || !['redis:', 'rediss:'].includes(url.protocol) || !url.hostname || !/^\d*$/.test(db))
    throw new BenchInputError(
      `${where}: "${value}" is not a backend; use "local" or redis://host:port/db (e.g. redis://127.0.0.1:6379/0)`,
    );
  return { kind: 'redis', url: value };
}

/**
 * ioredis options for `url`: reconnect for ever with a capped pause (a restarted Redis is found again), and no
 * per-command retry limit, which BullMQ requires of a worker's connection and the producer wants for its waits.
 */
export function redisOptions(url: string): RedisConnection {
  const u = new URL(url);
  const db = Number(u.pathname.replace(/^\//, '') || '0');
  return {
    host: u.hostname,
    port: Number(u.port || '6379'),
    db,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
    retryStrategy: (times: number) => Math.min(200 * times, 2_000),
  };
}

/** A connection to `url` that has answered PING; a Redis that does not answer in time is a usage error. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(redisOptions(url));
  // Errors while reconnecting are expected (a restart); ioredis reports them here and keeps trying.
  redis.on('error', () => {});
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new BenchInputError(
            `--backend ${url}: no answer from Redis within ${FIRST_CONNECT_MS / 1000} s; start one ` +
              '(Debian: apt-get install redis-server; any Redis >= 6.2) or fix the URL',
          ),
        ),
      FIRST_CONNECT_MS,
    );
  });
  try {
    await Promise.race([redis.ping(), late]);
    return redis;
  } catch (e) {
    redis.disconnect();
    throw e;
  } finally {
    clearTimeout(timer);
  }
}
