// JamBench Task 2 (§4.1, App. F.2) on web games: a working project with code removed — 2a clears 30–50 % of its
// function bodies, 2b removes 30–50 % of its script files, 2c removes every script file; everything else (HTML,
// assets, config, levels) stays. Functions are found with TypeScript's own parser, never by pattern. Seeded, so a
// seed always removes the same parts; what was removed is the hidden reference a `complete` task keeps apart.
import { statSync } from 'node:fs';
import { extname } from 'node:path';
import ts from 'typescript';
import {
  chooseSeeded,
  type MaskedProject,
  type MaskLevel,
  PlaysmithError,
  ProjectFiles,
  seededRandom,
} from '../../shared/index.ts';

export { MASK_LEVELS, type MaskLevel } from '../../shared/index.ts';

/** What a cleared function's body becomes: it still parses and type-checks, and fails loudly when called. */
export const INCOMPLETE_BODY = "{ throw new Error('INCOMPLETE: implementation removed'); }";

const SCRIPT_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);
/** Folders that hold no script of the game's own: installed packages, build output, version control. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', '.git', '.playsmith', 'coverage']);
/** A larger script is a vendored library (a copied phaser.js), not the game's code. */
const VENDORED_BYTES = 300_000;

/** A masked web game: `scripts` and `hidden` name files by their '/'-separated path in the project. */
export type MaskedWebProject = MaskedProject;

export class MaskError extends PlaysmithError {
  override name = 'MaskError';
  constructor(message: string) {
    super(message, { code: 'bad-mask-input', kind: 'usage' });
  }
}

const isVendored = (file: string): boolean => /\.min\.[cm]?js$/.test(file) || /\.d\.[cm]?ts$/.test(file);
const isToolConfig = (file: string): boolean => !file.includes('/') && /\.config\.[cm]?[jt]s$/.test(file);

/**
 * The game's own scripts under `projectDir`, as sorted '/'-separated paths relative to it: regular files inside it
 * only (the project rule), so a link to a script elsewhere is never masked or read.
 */
export function gameScripts(projectDir: string): string[] {
  return new ProjectFiles(projectDir)
    .walk('.', { never: SKIPPED_FOLDERS })
    .filter(
      ({ rel, abs }) =>
        SCRIPT_EXTENSIONS.has(extname(rel)) &&
        !isVendored(rel) &&
        !isToolConfig(rel) &&
        statSync(abs).size <= VENDORED_BYTES,
    )
    .map(({ rel }) => rel)
    .sort();
}

interface FunctionSite {
  name: string;
  line: number;
  /** The body's span in the file's text: a block, or an arrow function's expression. */
  start: number;
  end: number;
}

const SCRIPT_KINDS: Record<string, ts.ScriptKind> = { '.tsx': ts.ScriptKind.TSX, '.jsx': ts.ScriptKind.JSX };
const scriptKind = (file: string): ts.ScriptKind =>
  SCRIPT_KINDS[extname(file)] ?? (/\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS);

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as { name?: ts.Node };
  const own = named.name ? named.name.getText(source) : undefined;
  const holder = node.parent as { name?: ts.Node } | undefined;
  const name = own ?? holder?.name?.getText(source) ?? '(anonymous)';
  const owner = ts.isClassLike(node.parent) ? node.parent.name?.getText(source) : undefined;
  return owner ? `${owner}.${name}` : name;
}

/** The body of a function whose body may be cleared, or undefined (constructors keep theirs: a subclass's must call
 * super, and clearing it would leave a project that cannot even be type-checked). */
function clearableBody(node: ts.Node): ts.Node | undefined {
  if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isAccessor(node)) return node.body;
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    const p = node.parent;
    if (ts.isVariableDeclaration(p) || ts.isPropertyDeclaration(p) || ts.isPropertyAssignment(p)) return node.body;
  }
  return undefined;
}

/** The outermost functions of a script with a non-empty body, in source order. */
export function functionSites(file: string, text: string): FunctionSite[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const sites: FunctionSite[] = [];
  const visit = (node: ts.Node): void => {
    const body = clearableBody(node);
    const empty = body !== undefined && ts.isBlock(body) && body.statements.length === 0;
    if (body && !empty) {
      const start = body.getStart(source);
      sites.push({
        name: nameOf(node, source),
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        start,
        end: body.end,
      });
      return; // a function inside a cleared one goes with it
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

/** Masks the project at `projectDir` at `level` with `seed`. Throws a MaskError when it has nothing to mask. */
export function maskWebProject(projectDir: string, level: MaskLevel, seed: number): MaskedWebProject {
  const files = gameScripts(projectDir);
  if (files.length === 0)
    throw new MaskError(`${projectDir}: no script of the game's own found (.ts, .js, … outside node_modules and dist)`);
  const project = new ProjectFiles(projectDir);
  const read = (file: string): string => project.text(file) ?? '';
  const next = seededRandom(seed);
  const ratio = level === '2c' ? 1 : 0.3 + next() * 0.2;
  const out: MaskedWebProject = { level, seed, ratio, scripts: {}, hidden: { functions: [], files: [] } };
  if (level === '2a') {
    const texts = new Map(files.map((file) => [file, read(file)]));
    const all = files.flatMap((file) => functionSites(file, texts.get(file)!).map((site) => ({ file, site })));
    if (all.length === 0) throw new MaskError(`${projectDir}: its scripts have no function body to clear`);
    const chosen = chooseSeeded(all, Math.max(1, Math.round(ratio * all.length)), next);
    for (const file of files) {
      const original = texts.get(file)!;
      const cleared = chosen.filter((c) => c.file === file).map((c) => c.site);
      if (cleared.length === 0) continue;
      let text = original;
      // From the end backwards, so earlier offsets stay valid.
      for (const site of [...cleared].reverse())
        text = text.slice(0, site.start) + INCOMPLETE_BODY + text.slice(site.end);
      out.scripts[file] = text;
      for (const site of cleared)
        out.hidden.functions.push({
          file,
          name: site.name,
          line: site.line,
          original: original.slice(site.start, site.end),
        });
    }
    return out;
  }
  const removed = level === '2c' ? files : chooseSeeded(files, Math.max(1, Math.round(ratio * files.length)), next);
  for (const file of removed) {
    out.scripts[file] = null;
    out.hidden.files.push({ file, original: read(file) });
  }
  return out;
}
