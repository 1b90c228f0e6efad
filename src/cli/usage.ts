// Usage errors (exit 2) and the shared bits every command needs: config loading and JSON output.
import type { Command } from 'commander';
import { remoteRefusal } from '../harness/index.ts';
import { ConfigError, loadConfig, PlaysmithError, type LoadedConfig } from '../shared/index.ts';

/** A bad argument, flag or configuration, found by a command before it calls a part. */
export class UsageError extends PlaysmithError {
  override name = 'UsageError';
  constructor(message: string) {
    super(message, { code: 'usage', kind: 'usage' });
  }
}

/** Loads configuration with --config from the root command; a bad config is a usage error. */
export function configFor(command: Command): LoadedConfig {
  const root = rootOf(command);
  const file = root.opts<{ config?: string }>().config;
  try {
    return loadConfig(file ? { file } : {});
  } catch (e) {
    if (e instanceof ConfigError) throw new UsageError(`bad configuration:\n${e.message}`);
    throw e;
  }
}

function rootOf(command: Command): Command {
  let c = command;
  while (c.parent) c = c.parent;
  return c;
}

/** The flag of every command that opens a URL: one rule for a game that is not on this machine. */
export const ALLOW_REMOTE = ['--allow-remote', 'let the command open a game URL that is not on this machine'] as const;

/** Refuses a URL target that is not on this machine unless --allow-remote was given (a usage error). */
export function refuseRemote(target: string, allowRemote: boolean | undefined): void {
  const refused = remoteRefusal(target, allowRemote);
  if (refused) throw new UsageError(refused);
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Parses a whole-number flag, naming the flag when it is not one. */
export function parseWholeNumber(flag: string, min = 0): (value: string) => number {
  return (value: string) => {
    if (!/^\d+$/.test(value) || Number(value) < min)
      throw new UsageError(`${flag} expects a whole number >= ${min}, got "${value}"`);
    return Number(value);
  };
}

/** Parses a positive decimal number flag. */
export function parsePositiveNumber(flag: string): (value: string) => number {
  return (value: string) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${flag} expects a positive number, got "${value}"`);
    return n;
  };
}
