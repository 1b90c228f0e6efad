// Playsmith's configuration: one zod schema for playsmith.config.json and the PLAYSMITH_*
// environment variables. Environment wins over the file, the file over the defaults.
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { PlaysmithError } from './errors.ts';
import { readRegularFile } from './project-files.ts';
import { wordEntry } from './word-table.ts';

const optionalPath = z.string().min(1, 'expected a non-empty path').optional();

/**
 * How model calls behave when nothing says otherwise: a generous per-attempt timeout (long answers
 * take minutes on slow servers), a few retries, a small number of calls in flight per provider,
 * and the response cache on (answers are keyed by request and seed, so reruns reproduce).
 */
export const LLM_DEFAULTS = { timeoutMs: 120_000, maxRetries: 3, concurrency: 4, cache: true } as const;

export const PlaysmithConfigSchema = z
  .object({
    resultsDir: z.string().min(1, 'expected a non-empty folder path').default('playsmith-results'),
    cacheDir: optionalPath,
    seed: z.int('expected a whole number').min(0, 'expected a whole number >= 0').default(1),
    browser: z
      .object({
        path: optionalPath,
        viewport: z
          .object({ width: z.int().min(64).max(4096), height: z.int().min(64).max(4096) })
          .strict()
          .default({ width: 800, height: 600 }),
      })
      .strict()
      .default({ viewport: { width: 800, height: 600 } }),
    llm: z
      .object({
        baseUrl: z.url('expected a URL such as http://127.0.0.1:8080/v1').optional(),
        apiKey: z.string().min(1).optional(),
        model: z.string().min(1).optional(),
        timeoutMs: z
          .int('expected a whole number of milliseconds')
          .min(1000, 'expected at least 1000 ms')
          .default(LLM_DEFAULTS.timeoutMs),
        maxRetries: z
          .int('expected a whole number')
          .min(0, 'expected a whole number >= 0')
          .max(10, 'expected at most 10')
          .default(LLM_DEFAULTS.maxRetries),
        concurrency: z
          .int('expected a whole number')
          .min(1, 'expected at least 1')
          .max(64, 'expected at most 64')
          .default(LLM_DEFAULTS.concurrency),
        cache: z.boolean('expected true or false (in the environment: on or off)').default(LLM_DEFAULTS.cache),
      })
      .strict()
      .default(() => ({ ...LLM_DEFAULTS })),
    godot: z.object({ path: optionalPath }).strict().default({}),
    /** `make --agent llm`: the most repair patches (T) after the first verification. */
    make: z
      .object({
        maxRepairs: z
          .int('expected a whole number')
          .min(0, 'expected a whole number >= 0')
          .max(50, 'expected at most 50')
          .default(5),
      })
      .strict()
      .default({ maxRepairs: 5 }),
  })
  .strict();

export type PlaysmithConfig = z.infer<typeof PlaysmithConfigSchema>;

/** Every PLAYSMITH_* variable we read, and where its value goes in the config. */
export const ENVIRONMENT_KEYS = {
  PLAYSMITH_RESULTS_DIR: ['resultsDir'],
  PLAYSMITH_CACHE_DIR: ['cacheDir'],
  PLAYSMITH_SEED: ['seed'],
  PLAYSMITH_CHROMIUM: ['browser', 'path'],
  PLAYSMITH_LLM_BASE_URL: ['llm', 'baseUrl'],
  PLAYSMITH_LLM_API_KEY: ['llm', 'apiKey'],
  PLAYSMITH_MODEL: ['llm', 'model'],
  PLAYSMITH_LLM_TIMEOUT_MS: ['llm', 'timeoutMs'],
  PLAYSMITH_LLM_MAX_RETRIES: ['llm', 'maxRetries'],
  PLAYSMITH_LLM_CONCURRENCY: ['llm', 'concurrency'],
  PLAYSMITH_LLM_CACHE: ['llm', 'cache'],
  PLAYSMITH_GODOT: ['godot', 'path'],
  PLAYSMITH_MAX_REPAIRS: ['make', 'maxRepairs'],
} as const satisfies Record<string, readonly string[]>;

/** Variables whose text is a whole number, and variables whose text is on/off. */
const NUMERIC_ENVIRONMENT_KEYS = new Set([
  'PLAYSMITH_SEED',
  'PLAYSMITH_LLM_TIMEOUT_MS',
  'PLAYSMITH_LLM_MAX_RETRIES',
  'PLAYSMITH_LLM_CONCURRENCY',
  'PLAYSMITH_MAX_REPAIRS',
]);
const BOOLEAN_ENVIRONMENT_VALUES: Record<string, boolean> = {
  on: true,
  true: true,
  yes: true,
  '1': true,
  off: false,
  false: false,
  no: false,
  '0': false,
};
const BOOLEAN_ENVIRONMENT_KEYS = new Set(['PLAYSMITH_LLM_CACHE']);

/** Environment text to the value the schema expects; text that does not fit is passed on for the schema to name. */
function environmentValue(name: string, value: string): unknown {
  if (NUMERIC_ENVIRONMENT_KEYS.has(name) && /^\d+$/.test(value)) return Number(value);
  if (BOOLEAN_ENVIRONMENT_KEYS.has(name)) return wordEntry(BOOLEAN_ENVIRONMENT_VALUES, value.toLowerCase()) ?? value;
  return value;
}

/** Variables the setup itself sets or reads; accepted but not part of the config. */
// Besides the toolchain's own, what bench sets for an agent's command (which may run playsmith itself): not config.
const INTERNAL_ENVIRONMENT_KEYS = new Set([
  'PLAYSMITH_NODE_SOURCE',
  'PLAYSMITH_CONFIG',
  'PLAYSMITH_TASK_ID',
  'PLAYSMITH_TASK_KIND',
  'PLAYSMITH_BENCH_CONFIG_DIR',
]);

/** Vendor keys that also count as "an LLM endpoint is configured". */
export const VENDOR_KEY_NAMES = ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GOOGLE_GENERATIVE_AI_API_KEY'] as const;

/** Config paths whose values are secrets: never echoed in an error. */
const SECRET_KEYS = new Set(['llm.apiKey']);

export const CONFIG_FILE_NAME = 'playsmith.config.json';

export class ConfigError extends PlaysmithError {
  override name = 'ConfigError';
  constructor(message: string) {
    super(message, { code: 'bad-config', kind: 'usage' });
  }
}

export interface LoadedConfig {
  config: PlaysmithConfig;
  /** The config file that was read, if any. */
  file: string | undefined;
  /** Absolute results and cache folders. */
  resultsDir: string;
  cacheDir: string;
}

function setAt(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

function valueAt(source: unknown, path: readonly PropertyKey[]): unknown {
  let node = source;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function formatIssues(error: z.ZodError, input: unknown, origin: (path: string) => string): string {
  return error.issues
    .map((issue) => {
      if (issue.code === 'unrecognized_keys') {
        const base = issue.path.join('.');
        return issue.keys
          .map(
            (key) => `${origin(base ? `${base}.${key}` : key)}: unknown key (allowed here: ${allowedKeys(issue.path)})`,
          )
          .join('\n');
      }
      const key = issue.path.join('.');
      const got = SECRET_KEYS.has(key) ? 'a value (not shown)' : describe(valueAt(input, issue.path));
      return `${origin(key)}: ${issue.message}, got ${got}`;
    })
    .join('\n');
}

function allowedKeys(path: readonly PropertyKey[]): string {
  let schema: z.ZodType = PlaysmithConfigSchema;
  for (const key of path) {
    const inner = unwrap(schema);
    if (!(inner instanceof z.ZodObject)) return '?';
    schema = inner.shape[key as string] as z.ZodType;
  }
  const inner = unwrap(schema);
  return inner instanceof z.ZodObject ? Object.keys(inner.shape).join(', ') : '?';
}

function unwrap(schema: z.ZodType): z.ZodType {
  let s: z.ZodType = schema;
  while (s instanceof z.ZodDefault || s instanceof z.ZodOptional) s = s.unwrap() as z.ZodType;
  return s;
}

/**
 * Reads the config file (PLAYSMITH_CONFIG, else playsmith.config.json in `cwd`), overlays the
 * PLAYSMITH_* environment, validates, and resolves folders. Throws ConfigError naming the bad key.
 */
export function loadConfig(options: { cwd?: string; env?: NodeJS.ProcessEnv; file?: string } = {}): LoadedConfig {
  const cwd = options.cwd ?? process.cwd();
  const env = options.env ?? process.env;
  const explicit = options.file ?? env.PLAYSMITH_CONFIG;
  const file = explicit ? resolve(cwd, explicit) : join(cwd, CONFIG_FILE_NAME);
  let fromFile: Record<string, unknown> = {};
  let fileUsed: string | undefined;
  if (existsSync(file)) {
    let parsed: unknown;
    // Never a blocking open: a FIFO or device where the config should be is refused, not waited on.
    let bytes: Buffer | undefined;
    try {
      bytes = readRegularFile(file);
    } catch (e) {
      throw new ConfigError(`${file}: cannot be read (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
    }
    if (!bytes) throw new ConfigError(`${file}: not a regular file (a FIFO, a socket, a folder); give a JSON file`);
    try {
      parsed = JSON.parse(bytes.toString('utf8'));
    } catch (e) {
      throw new ConfigError(`${file}: not valid JSON (${(e as Error).message})`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new ConfigError(`${file}: expected a JSON object at the top level`);
    }
    fromFile = parsed as Record<string, unknown>;
    fileUsed = file;
  } else if (explicit) {
    throw new ConfigError(
      `${file}: config file not found (named by ${options.file ? '--config' : 'PLAYSMITH_CONFIG'})`,
    );
  }

  const fileCheck = PlaysmithConfigSchema.safeParse(fromFile);
  if (!fileCheck.success) {
    throw new ConfigError(formatIssues(fileCheck.error, fromFile, (key) => `${file}: ${key}`));
  }

  const merged = structuredClone(fromFile);
  const envSource = new Map<string, string>();
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('PLAYSMITH_') || value === undefined || value === '') continue;
    if (INTERNAL_ENVIRONMENT_KEYS.has(name)) continue;
    const path = (ENVIRONMENT_KEYS as Record<string, readonly string[]>)[name];
    if (!path) {
      throw new ConfigError(
        `${name}: unknown environment variable (known: ${Object.keys(ENVIRONMENT_KEYS).join(', ')})`,
      );
    }
    setAt(merged, path, environmentValue(name, value));
    envSource.set(path.join('.'), name);
  }
  const result = PlaysmithConfigSchema.safeParse(merged);
  if (!result.success) {
    throw new ConfigError(
      formatIssues(result.error, merged, (key) =>
        envSource.has(key) ? `${envSource.get(key)} (${key})` : `${file}: ${key}`,
      ),
    );
  }
  const config = result.data;
  const resultsDir = isAbsolute(config.resultsDir) ? config.resultsDir : resolve(cwd, config.resultsDir);
  const cacheBase = env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache');
  const cacheDir = config.cacheDir ? resolve(cwd, config.cacheDir) : join(cacheBase, 'playsmith');
  return { config, file: fileUsed, resultsDir, cacheDir };
}

/** Whether a language-model endpoint is configured, without ever exposing a secret. */
export function llmConfigured(
  config: PlaysmithConfig,
  env: NodeJS.ProcessEnv = process.env,
): { configured: boolean; via: string | undefined } {
  if (config.llm.baseUrl) return { configured: true, via: 'llm.baseUrl' };
  if (config.llm.apiKey) return { configured: true, via: 'llm.apiKey' };
  const vendor = VENDOR_KEY_NAMES.find((name) => env[name]);
  return vendor ? { configured: true, via: vendor } : { configured: false, via: undefined };
}
