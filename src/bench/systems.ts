// The systems a run measures: the built-in ones (Playsmith offline, Playsmith with a model) and external commands
// declared in bench.config.json. A system's config hash names exactly how it was set up, for the cache key.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import type { Llm } from '../llm/index.ts';
import { type BenchBackend, parseBackend } from './distributed/backend.ts';
import { BenchInputError, firstIssue } from './errors.ts';
import { BenchIdSchema } from './kinds/kind.ts';

export const BENCH_CONFIG_FILE = 'bench.config.json';
export const BUILTIN_SYSTEMS = ['playsmith-offline', 'playsmith-llm'] as const;
/** What a run measures when no --system is given. */
export const DEFAULT_SYSTEM = 'playsmith-offline';

export const CommandSystemSchema = z.object({
  id: BenchIdSchema,
  /** Run with `sh -c` in the workspace; $PLAYSMITH_BENCH_CONFIG_DIR is the config file's folder. */
  command: z.string().min(1),
  env: z.record(z.string(), z.string()).default({}),
  /** Wall-clock limit; the command's whole process group is killed at it. */
  timeoutS: z.number().positive().max(86_400).default(600),
});

export const BenchConfigSchema = z.object({
  schema: z.literal('playsmith.bench-config/1').optional(),
  systems: z.array(CommandSystemSchema).default([]),
  /** Where a run's samples run when --backend is not given: "local" or redis://host:port/db. */
  backend: z.string().min(1).optional(),
});

export type BenchSystem =
  | { id: string; kind: 'builtin'; model: string | null; configHash: string; llm?: Llm | undefined }
  | {
      id: string;
      kind: 'command';
      model: null;
      configHash: string;
      command: string;
      env: Record<string, string>;
      timeoutS: number;
      configDir: string;
    };

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** The external systems a bench config declares (none when no file is given). */
export function loadBenchConfig(file: string | undefined): Extract<BenchSystem, { kind: 'command' }>[] {
  if (file === undefined) return [];
  const { path, config } = readBenchConfig(file);
  const ids = config.systems.map((s) => s.id);
  const clash = ids.find((id, i) => ids.indexOf(id) !== i || (BUILTIN_SYSTEMS as readonly string[]).includes(id));
  if (clash) throw new BenchInputError(`${path}: system id "${clash}" is used twice or is a built-in; rename it`);
  return config.systems.map((s) => ({
    ...s,
    kind: 'command',
    model: null,
    configDir: dirname(path),
    configHash: hashOf({ kind: 'command', command: s.command, env: s.env, timeoutS: s.timeoutS }),
  }));
}

/** The backend a bench config names (undefined when no file is given or it names none). */
export function loadBenchBackend(file: string | undefined): BenchBackend | undefined {
  if (file === undefined) return undefined;
  const { path, config } = readBenchConfig(file);
  return config.backend === undefined ? undefined : parseBackend(config.backend, `${path}: backend`);
}

function readBenchConfig(file: string): { path: string; config: z.infer<typeof BenchConfigSchema> } {
  const path = resolve(file);
  if (!existsSync(path))
    throw new BenchInputError(`--bench-config ${path} does not exist; give a ${BENCH_CONFIG_FILE}`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new BenchInputError(`${path}: cannot be read as JSON (${(e as Error).message.split('\n')[0]})`);
  }
  const parsed = BenchConfigSchema.safeParse(raw);
  if (!parsed.success)
    throw new BenchInputError(
      `${path}: ${firstIssue(parsed.error)} (a bench config has "systems": [{ "id", "command", "env"?, ` +
        '"timeoutS"? }] and "backend"?)',
    );
  return { path, config: parsed.data };
}

/**
 * The systems named by `--system` (default: playsmith-offline), from the built-ins and the config's commands.
 * playsmith-llm needs `llm`; its model label is part of its config hash.
 */
export function resolveSystems(
  ids: readonly string[],
  commands: Extract<BenchSystem, { kind: 'command' }>[],
  model: { llm: Llm; label: string } | { reason: string },
): BenchSystem[] {
  const wanted = ids.length ? [...new Set(ids)] : [DEFAULT_SYSTEM];
  return wanted.map((id): BenchSystem => {
    if (id === 'playsmith-offline')
      return { id, kind: 'builtin', model: null, configHash: hashOf({ kind: 'builtin', id }) };
    if (id === 'playsmith-llm') {
      if (!('llm' in model)) throw new BenchInputError(`--system playsmith-llm needs a model: ${model.reason}`);
      const configHash = hashOf({ kind: 'builtin', id, model: model.label });
      return { id, kind: 'builtin', model: model.label, configHash, llm: model.llm };
    }
    const command = commands.find((c) => c.id === id);
    if (!command) {
      const known = [...BUILTIN_SYSTEMS, ...commands.map((c) => c.id)].join(', ');
      throw new BenchInputError(
        `--system ${id} is not a built-in system nor declared in --bench-config; known: ${known}`,
      );
    }
    return command;
  });
}
