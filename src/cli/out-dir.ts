// Where a command may write, checked before any work: never inside Playsmith's own install, never through a file;
// for run, check and play, a new or empty folder or one holding an earlier result of the same command (rewritten).
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { PROJECT_ROOT, readRegularFile } from '../shared/index.ts';
import { STOPPED_FILE, STOPPED_SCHEMA } from './lifetime.ts';
import { UsageError } from './usage.ts';

/** The install's own folders: nothing a command makes may go inside them. */
const INSTALL_FOLDERS = [
  'src',
  'templates',
  'node_modules',
  'bin',
  'scripts',
  'test',
  'docs',
  'suites',
  'games',
  '.git',
  '.playsmith',
];

/** What an earlier result of each command looks like: the file it writes and that file's schema. */
const EARLIER_RESULT = {
  run: { file: 'run.json', schema: 'playsmith.run/1' },
  check: { file: 'check.json', schema: 'playsmith.check/1' },
  play: { file: 'play.json', schema: 'playsmith.play/1' },
  qa: { file: 'qa.json', schema: 'playsmith.qa/1' },
} as const;

/** The real path of `path`, through its nearest existing ancestor (the rest need not exist yet). */
function realish(path: string): string {
  const absolute = resolve(path);
  if (existsSync(absolute)) return realpathSync(absolute);
  const parent = dirname(absolute);
  return parent === absolute ? absolute : join(realish(parent), basename(absolute));
}

const within = (parent: string, child: string): boolean => {
  const r = relative(parent, child);
  return r === '' || (!r.startsWith('..') && !isAbsolute(r));
};

/** Refuses an output folder inside Playsmith's install, or one that would hold the install. */
export function refuseInstallFolder(outDir: string): void {
  const out = realish(outDir);
  const root = realish(PROJECT_ROOT);
  if (within(out, root))
    throw new UsageError(
      `--out ${outDir} holds Playsmith's own install (${PROJECT_ROOT}); choose a folder outside it, ` +
        'such as one under playsmith-results',
    );
  for (const name of INSTALL_FOLDERS) {
    const folder = join(PROJECT_ROOT, name);
    if (within(realish(folder), out) || within(folder, resolve(outDir)))
      throw new UsageError(
        `--out ${outDir} is inside Playsmith's own install (${folder}); choose a folder outside it, ` +
          'such as one under playsmith-results',
      );
  }
}

/** Refuses an --out that is a file, or that lies under one. */
function refuseFile(outDir: string): void {
  for (let path = resolve(outDir); ; path = dirname(path)) {
    if (existsSync(path)) {
      if (!statSync(path).isDirectory())
        throw new UsageError(
          path === resolve(outDir)
            ? `--out ${outDir} is a file; give a folder`
            : `--out ${outDir} cannot be made: ${path} is a file`,
        );
      return;
    }
    if (dirname(path) === path) return;
  }
}

/** The schema and command fields of a JSON file in `outDir`, or undefined when it is no regular file of JSON. */
function headOf(outDir: string, name: string): { schema?: unknown; command?: unknown } | undefined {
  try {
    const bytes = readRegularFile(join(outDir, name));
    return bytes ? ((JSON.parse(bytes.toString('utf8')) as object | null) ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `outDir` holds a result of `command`, or what a stopped run of it left (its stopped.json marker). */
function holdsEarlierResult(outDir: string, command: keyof typeof EARLIER_RESULT): boolean {
  if (headOf(outDir, EARLIER_RESULT[command].file)?.schema === EARLIER_RESULT[command].schema) return true;
  const stopped = headOf(outDir, STOPPED_FILE);
  return stopped?.schema === STOPPED_SCHEMA && stopped.command === command;
}

/** Checks `run --out`, `check --out` or `play --out` before anything runs; a usage error (exit 2) says what to do. */
export function checkResultOutDir(outDir: string, command: keyof typeof EARLIER_RESULT): void {
  refuseFile(outDir);
  if (existsSync(outDir) && readdirSync(outDir).length > 0 && !holdsEarlierResult(outDir, command))
    throw new UsageError(
      `--out ${outDir} is not empty and holds no ${EARLIER_RESULT[command].file} from an earlier ${command} ` +
        `(nor the ${STOPPED_FILE} of one that was stopped); ` +
        'choose a new or empty folder (Playsmith writes only into folders it made)',
    );
  refuseInstallFolder(outDir);
}

/** Checks `make --out` before anything is made (whether the folder is empty is make's own check). */
export function checkMakeOutDir(outDir: string): void {
  refuseFile(outDir);
  refuseInstallFolder(outDir);
}
