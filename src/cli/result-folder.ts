// Where run, check, play and qa write when no --out is given: <resultsDir>/<command>-<name>[-<variant>]-seed<seed>.
// The name is what a person knows the game by — a made game's own name (every made game's project is <out>/game, so
// the folder name alone would give every made game the same results folder), a URL's host, else the folder's name —
// and a folder that holds another target's result is never reused: the next free `-2`, `-3`, … is taken instead.
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { isUrlTarget } from '../harness/index.ts';
import { readRegularFile } from '../shared/index.ts';
import { STOPPED_FILE, STOPPED_SCHEMA } from './lifetime.ts';

/** Longest name a folder takes from a prompt or a game's title (a file name cannot be of any length). */
const MAX_SLUG = 60;

/** A folder name from free text: lower case, words joined by `-`, at most six words and MAX_SLUG characters. */
export function slug(text: string, fallback = 'game'): string {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .split('-')
    .slice(0, 6)
    .join('-');
  if (words.length <= MAX_SLUG) return words || fallback;
  const cut = words.slice(0, MAX_SLUG);
  return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut;
}

/** Folder names that say where a game's files sit rather than which game it is: the parent names the game then. */
const GENERIC_FOLDERS = new Set(['game', 'dist', 'build', 'public', 'www', 'web', 'out', 'src', 'app']);

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    const bytes = readRegularFile(file);
    const value: unknown = bytes ? JSON.parse(bytes.toString('utf8')) : undefined;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The title `playsmith make` gave the game whose project is `folder` (<out>/game beside <out>/playsmith.json). */
function madeGameTitle(folder: string): string | undefined {
  if (basename(folder) !== 'game') return undefined;
  const made = readJson(join(dirname(folder), 'playsmith.json'));
  if (typeof made?.schema !== 'string' || !made.schema.startsWith('playsmith.make/')) return undefined;
  const gdd = made.gdd as { title?: unknown } | undefined;
  return typeof gdd?.title === 'string' && gdd.title.trim() !== '' ? gdd.title : undefined;
}

/** The name a person knows `target` by, fit for a folder name. */
export function targetName(target: string): string {
  if (isUrlTarget(target)) return new URL(target).host.replace(/[^\w.-]/g, '_');
  const absolute = resolve(target);
  const folder = absolute.endsWith('.json') ? dirname(absolute) : absolute;
  const title = madeGameTitle(folder);
  // "Fox's Gems" is foxs-gems, not fox-s-gems.
  if (title !== undefined) return slug(title.replace(/['’]/g, ''));
  const own = basename(folder);
  const parent = basename(dirname(folder));
  return GENERIC_FOLDERS.has(own) && parent !== '' ? `${parent}-${own}` : own;
}

/** Whether two targets name the same game: URLs as written, folders and files by their absolute paths. */
function sameTarget(a: string, b: string): boolean {
  if (isUrlTarget(a) || isUrlTarget(b)) return a === b;
  return resolve(a) === resolve(b);
}

/** The result file each command writes, whose `target` says whose result a folder holds. */
const RESULT_FILE = { run: 'run.json', check: 'check.json', play: 'play.json', qa: 'qa.json' } as const;
export type ResultCommand = keyof typeof RESULT_FILE;

/**
 * Whether `outDir` may take `target`'s result: it is new or empty, or it holds this command's earlier result of the
 * same target (or what a stopped run of it left).
 */
function freeFor(outDir: string, command: ResultCommand, target: string): boolean {
  if (!existsSync(outDir)) return true;
  let entries: string[];
  try {
    entries = readdirSync(outDir);
  } catch {
    return false;
  }
  if (entries.length === 0) return true;
  const earlier = readJson(join(outDir, RESULT_FILE[command]));
  if (typeof earlier?.target === 'string') return sameTarget(earlier.target, target);
  const stopped = readJson(join(outDir, STOPPED_FILE));
  return (
    stopped?.schema === STOPPED_SCHEMA &&
    stopped.command === command &&
    (typeof stopped.target !== 'string' || sameTarget(stopped.target, target))
  );
}

export interface ResultFolderOptions {
  seed: number;
  /** What else tells two results of the same game apart (play's policy). */
  variant?: string;
  /** Folders already given to other targets of the same command (check of several games). */
  taken?: Set<string>;
}

/** The folder a command's result of `target` goes to under `parent`, never one holding another target's result. */
export function resultFolder(
  parent: string,
  command: ResultCommand,
  target: string,
  { seed, variant, taken }: ResultFolderOptions,
): string {
  const stem = [command, targetName(target), ...(variant === undefined ? [] : [variant])].join('-');
  for (let n = 1; ; n++) {
    const outDir = resolve(parent, `${stem}${n === 1 ? '' : `-${n}`}-seed${seed}`);
    if (taken?.has(outDir) || !freeFor(outDir, command, target)) continue;
    taken?.add(outDir);
    return outDir;
  }
}
