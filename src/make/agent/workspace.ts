// The model's hands on a game project: list, read and write files through tools. Writes are allowed only in the
// family's hook files (its descriptor's globs, src/game/** in every family today); the family base classes, the core
// and everything else are protected, and a write there is refused with the reason, so the model can take another
// way. Every write and refusal is kept.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, matchesGlob, normalize, relative, sep } from 'node:path';
import { z } from 'zod';
import { defineTool } from '../../llm/index.ts';
import { PlaysmithError } from '../../shared/index.ts';

const WRITABLE_EXT = /\.(ts|json)$/;
const MAX_FILE_BYTES = 200_000;
const MAX_LISTED = 400;

export interface Explanation {
  failure: string;
  rootCause: string;
  fix: string;
}

/** A tool call the workspace will not carry out; the model reads the message and can take another way. */
export class WorkspaceRefusal extends PlaysmithError {
  override name = 'WorkspaceRefusal';
  constructor(code: 'bad-path' | 'unreadable' | 'protected', message: string) {
    super(message, { code, kind: 'usage' });
  }
}

export class HookWorkspace {
  readonly root: string;
  /** Where the model may write: the family's hook files, as globs ("src/game/**"). */
  readonly hookGlobs: readonly string[];
  /** The same places for messages: "src/game/". */
  private readonly hookPlaces: string;
  readonly written: string[] = [];
  readonly refused: { path: string; reason: string }[] = [];
  readonly explanations: Explanation[] = [];

  constructor(root: string, hookGlobs: readonly string[]) {
    this.root = root;
    this.hookGlobs = hookGlobs;
    this.hookPlaces = hookGlobs.map((glob) => glob.replace(/\*\*$/, '')).join(', ');
  }

  /** A project-relative path with forward slashes, or an error saying why the path is not acceptable. */
  relPath(path: string): string {
    const clean = path.trim().replace(/\\/g, '/').replace(/^\.\//, '');
    if (clean === '' || isAbsolute(clean))
      throw new WorkspaceRefusal(
        'bad-path',
        `"${path}": give a path relative to the project root, e.g. src/game/Level.ts`,
      );
    const rel = normalize(clean).split(sep).join('/');
    if (rel === '..' || rel.startsWith('../'))
      throw new WorkspaceRefusal('bad-path', `"${path}" is outside the project`);
    if (/(^|\/)(node_modules|dist)(\/|$)/.test(rel))
      throw new WorkspaceRefusal('bad-path', `"${path}" is not part of the game's source`);
    return rel;
  }

  isHookFile(rel: string): boolean {
    return this.hookGlobs.some((glob) => matchesGlob(rel, glob)) && WRITABLE_EXT.test(rel);
  }

  files(dir = this.root): string[] {
    return readdirSync(dir)
      .sort()
      .flatMap((name) => {
        if (name === 'node_modules' || name === 'dist') return [];
        const path = join(dir, name);
        return statSync(path).isDirectory() ? this.files(path) : [relative(this.root, path).split(sep).join('/')];
      });
  }

  list(): string {
    const mark = (f: string): string =>
      this.isHookFile(f)
        ? '  (hook file: you may write it)'
        : f.startsWith('public/')
          ? '  (generated asset)'
          : '  (protected)';
    const lines = this.files().map((f) => `${f}${mark(f)}`);
    const shown = lines.slice(0, MAX_LISTED);
    return `${shown.join('\n')}${lines.length > shown.length ? `\n… and ${lines.length - shown.length} more` : ''}`;
  }

  read(path: string): string {
    const rel = this.relPath(path);
    const abs = join(this.root, rel);
    if (!existsSync(abs) || !statSync(abs).isFile())
      throw new WorkspaceRefusal('unreadable', `${rel} does not exist; list_files shows what does`);
    if (statSync(abs).size > MAX_FILE_BYTES)
      throw new WorkspaceRefusal(
        'unreadable',
        `${rel} is larger than ${MAX_FILE_BYTES} bytes; it is not meant to be read whole`,
      );
    if (rel.startsWith('public/') && !/\.(json|txt|abc)$/.test(rel))
      throw new WorkspaceRefusal('unreadable', `${rel} is a binary asset; use its key from assets.json instead`);
    return readFileSync(abs, 'utf8');
  }

  write(path: string, content: string): string {
    let rel: string;
    try {
      rel = this.relPath(path);
    } catch (e) {
      this.refused.push({ path, reason: (e as Error).message });
      throw e;
    }
    if (!this.isHookFile(rel)) {
      const reason = rel.startsWith('src/family/')
        ? `${rel} is a protected family base class; override its hooks in ${this.hookPlaces} instead`
        : rel.startsWith('src/core/')
          ? `${rel} is part of the protected core; use its API from ${this.hookPlaces} instead`
          : `${rel} is protected; only the hook files under ${this.hookPlaces} (.ts or .json) may be written`;
      this.refused.push({ path: rel, reason });
      throw new WorkspaceRefusal('protected', `refused: ${reason}`);
    }
    if (Buffer.byteLength(content) > MAX_FILE_BYTES) {
      const bytes = Buffer.byteLength(content);
      const reason = `${rel}: ${bytes} bytes is more than the ${MAX_FILE_BYTES} a hook file may have`;
      this.refused.push({ path: rel, reason });
      throw new WorkspaceRefusal('protected', `refused: ${reason}`);
    }
    const abs = join(this.root, rel);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, content);
    if (!this.written.includes(rel)) this.written.push(rel);
    return `wrote ${rel} (${Buffer.byteLength(content)} bytes)`;
  }

  /** The tools a model gets: list_files, read_file, write_file, and explain_fix when `explain` (repairs). */
  tools(explain: boolean) {
    const base = {
      list_files: defineTool({
        description:
          'List the project files; each is marked as a hook file you may write, a generated asset, or protected.',
        input: z.object({}),
        execute: () => this.list(),
      }),
      read_file: defineTool({
        description: 'Read a text file of the project by its path relative to the project root.',
        input: z.object({ path: z.string() }),
        execute: ({ path }) => this.read(path),
      }),
      write_file: defineTool({
        description:
          `Replace a hook file (${this.hookGlobs.join(', ')}, .ts or .json) with the full new content. ` +
          'Writes anywhere else are refused.',
        input: z.object({ path: z.string(), content: z.string() }),
        execute: ({ path, content }) => this.write(path, content),
      }),
    };
    if (!explain) return base;
    return {
      ...base,
      explain_fix: defineTool({
        description:
          'Say, for one failure you fixed (by its id, e.g. F1), its root cause and the fix, in a sentence each. ' +
          'Kept in the debug protocol once the check passes.',
        input: z.object({ failure: z.string(), rootCause: z.string().min(1), fix: z.string().min(1) }),
        execute: (e) => {
          this.explanations.push(e);
          return `noted for ${e.failure}`;
        },
      }),
    };
  }
}
