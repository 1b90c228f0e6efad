// Finds and parses a game's own script files, for the static levels (L1 integrity, SCS structure). A source project
// (package.json) is its src/ tree; a plain folder is what index.html loads, following relative imports. Large
// vendored libraries (phaser.js and the like) are not the game's code and are skipped. Every file is read under the
// project rule (shared/project-files.ts): a link that leads out of the folder or a FIFO is skipped and listed.
import { statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { servedBase } from '../harness/index.ts';
import { ProjectFiles } from '../shared/index.ts';

export interface GameSourceFile {
  /** Path relative to the game folder, with forward slashes. */
  rel: string;
  path: string;
  source: ts.SourceFile;
}

export interface GameSources {
  root: string;
  /** The project's files under the rule; what was refused while reading is in its `skipped`. */
  project: ProjectFiles;
  kind: 'source-project' | 'static-folder';
  /** Where URLs the game loads are resolved: public/ for a source project (Vite's public dir), else the folder. */
  servedRoot: string;
  files: GameSourceFile[];
  /** Files that were expected to be scripts but are not readable text. */
  unreadable: { rel: string; reason: string }[];
  /** Script files left out (vendored libraries, too large). */
  skipped: string[];
  /** Local script URLs index.html references, with whether each exists (and why not, for one the rule refused). */
  htmlScripts: { src: string; module: boolean; exists: boolean; line: number; refused?: string }[];
}

const SCRIPT_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx']);
const MAX_SCRIPT_BYTES = 1_000_000;
const VENDORED = /(^|\/)(phaser|pixi|three|matter|howler)(\.[\w-]+)*\.js$/i;

export function toRel(root: string, path: string): string {
  return relative(root, path).split(sep).join('/');
}

function scriptKind(path: string): ts.ScriptKind {
  const ext = extname(path);
  return ext === '.tsx'
    ? ts.ScriptKind.TSX
    : ext === '.jsx'
      ? ts.ScriptKind.JSX
      : ext === '.js' || ext === '.mjs'
        ? ts.ScriptKind.JS
        : ts.ScriptKind.TS;
}

/** Reads a script as UTF-8 text, or says why it cannot be one (binary content). */
function readScript(project: ProjectFiles, path: string): { text: string } | { reason: string } {
  const bytes = project.read(path);
  if (!bytes) return { reason: 'is not a regular file inside the game folder' };
  if (bytes.includes(0)) return { reason: 'contains NUL bytes: a binary file where a script is expected' };
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const replaced = (text.match(/\uFFFD/g) ?? []).length;
  if (replaced > 0 && replaced > text.length / 100)
    return { reason: 'is not UTF-8 text: a binary file where a script is expected' };
  return { text };
}

/** Script files under `dir`: regular files only (links out, loops and FIFOs are not scripts), UTF-8 names only. */
function* walk(project: ProjectFiles, dir: string): Generator<string> {
  for (const file of project.walk(dir)) {
    const parts = relative(dir, file.abs).split(sep);
    const name = parts[parts.length - 1]!;
    if (parts.some((part) => part === 'dist' || part.startsWith('.'))) continue;
    if (SCRIPT_EXTENSIONS.has(extname(name)) && !name.endsWith('.d.ts')) yield file.abs;
  }
}

/** Local <script src> references of an HTML file, with 1-based line numbers. */
export function htmlScriptRefs(html: string): { src: string; module: boolean; line: number }[] {
  const out: { src: string; module: boolean; line: number }[] = [];
  const re = /<script\b([^>]*)>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const attrs = m[1] ?? '';
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(attrs)?.[1];
    if (!src) continue;
    out.push({
      src,
      module: /\btype\s*=\s*["']module["']/i.test(attrs),
      line: html.slice(0, m.index).split('\n').length,
    });
  }
  return out;
}

const isRemote = (url: string): boolean => /^(https?:)?\/\//i.test(url) || url.startsWith('data:');

/** Discovers and parses the game's scripts under `root`, reading through `project` (a new one by default). */
export function gameSources(root: string, project = new ProjectFiles(root)): GameSources {
  const folder = resolve(root);
  const isSourceProject = project.kind(join(folder, 'package.json')).kind !== 'missing';
  // Vite copies only public/ into a build, so that is where a source project's run-time files must be.
  const servedRoot = isSourceProject ? join(folder, 'public') : folder;
  const result: GameSources = {
    root: folder,
    project,
    kind: isSourceProject ? 'source-project' : 'static-folder',
    servedRoot,
    files: [],
    unreadable: [],
    skipped: [],
    htmlScripts: [],
  };
  const indexHtml = join(folder, 'index.html');
  // A build served under a base prefix (Vite's base: '/Name/') names its scripts /Name/…, the folder holds them at …
  const base = isSourceProject ? '/' : servedBase(folder);
  const local = (src: string): string =>
    (base !== '/' && src.startsWith(base) ? src.slice(base.length) : src).replace(/^\.?\//, '').split('?')[0]!;
  const html = project.text(indexHtml);
  if (html !== undefined) {
    for (const ref of htmlScriptRefs(html)) {
      if (isRemote(ref.src)) {
        result.htmlScripts.push({ ...ref, exists: false });
        continue;
      }
      const path = join(folder, local(ref.src));
      const alt = join(servedRoot, local(ref.src));
      const why = project.whyNotFile(path);
      const altWhy = why === undefined ? undefined : project.whyNotFile(alt);
      const exists = why === undefined || altWhy === undefined;
      const refused = [why, altWhy].find((w) => w !== undefined && w !== 'not there');
      result.htmlScripts.push({ ...ref, exists, ...(!exists && refused ? { refused } : {}) });
    }
  }

  const queue: string[] = [];
  if (isSourceProject) queue.push(...walk(project, join(folder, 'src')));
  for (const ref of result.htmlScripts) if (ref.exists && !isRemote(ref.src)) queue.push(join(folder, local(ref.src)));
  const seen = new Set<string>();
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path) || !project.isFile(path)) continue;
    seen.add(path);
    const rel = toRel(folder, path);
    if (VENDORED.test(rel) || statSync(path).size > MAX_SCRIPT_BYTES) {
      result.skipped.push(rel);
      continue;
    }
    const read = readScript(project, path);
    if ('reason' in read) {
      result.unreadable.push({ rel, reason: read.reason });
      continue;
    }
    const source = ts.createSourceFile(path, read.text, ts.ScriptTarget.Latest, true, scriptKind(path));
    result.files.push({ rel, path, source });
    for (const statement of source.statements) {
      const spec =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      if (spec?.startsWith('.')) {
        const target = resolve(dirname(path), spec);
        for (const candidate of [
          target,
          `${target}.ts`,
          `${target}.js`,
          join(target, 'index.ts'),
          join(target, 'index.js'),
        ]) {
          if (SCRIPT_EXTENSIONS.has(extname(candidate)) && project.kind(candidate).kind !== 'missing') {
            queue.push(candidate);
            break;
          }
        }
      }
    }
  }
  result.files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  result.skipped.sort();
  return result;
}

/** 1-based line and column of a node. */
export function position(node: ts.Node): { line: number; column: number } {
  const sf = node.getSourceFile();
  const { line, character } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
  return { line: line + 1, column: character + 1 };
}

/** The value of a string literal or a template literal without substitutions. */
export function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return undefined;
}

/** The property name of a method call `<object>.<name>(...)`, with the object expression. */
export function methodCall(
  node: ts.Node,
): { object: ts.Expression; name: string; call: ts.CallExpression } | undefined {
  if (!ts.isCallExpression(node)) return undefined;
  const callee = node.expression;
  if (ts.isPropertyAccessExpression(callee)) return { object: callee.expression, name: callee.name.text, call: node };
  return undefined;
}

/** The last property name of an expression (`this.load` → load, `scene.physics.add` → add). */
export function tailName(expr: ts.Expression): string | undefined {
  if (ts.isPropertyAccessExpression(expr)) return expr.name.text;
  if (ts.isIdentifier(expr)) return expr.text;
  return undefined;
}

/** A literal property of an object literal argument (`{ key: 'x' }`). */
export function objectProperty(node: ts.Node | undefined, name: string): ts.Expression | undefined {
  if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
  for (const p of node.properties) {
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === name)
      return p.initializer;
  }
  return undefined;
}
