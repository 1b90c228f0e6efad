// The project as the validators see it: the game's and the family's scripts parsed, and the asset registry read
// (keys, types, animation names) from assets.json.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface ScriptFile {
  /** Project-relative, forward slashes. */
  rel: string;
  path: string;
  source: ts.SourceFile;
}

export interface RegistryEntry {
  key: string;
  /** assets.json type; tilemaps of a tileset's `maps` are 'tilemap'. */
  type: string;
  /** Animation names as the core creates them: the registry's, and for top-down sheets `<name>-front|back|side`. */
  animations: string[];
}

export interface Registry {
  entries: Map<string, RegistryEntry>;
  /** The Phaser pack file the registry names, relative to public/. */
  pack?: string;
}

export interface Project {
  root: string;
  game: ScriptFile[];
  family: ScriptFile[];
  /** Undefined when the project has no readable assets.json (L1 reports a broken one). */
  registry?: Registry;
}

const SCRIPT = /\.(ts|tsx|mts|js|mjs|jsx)$/;
export const VISUAL_TYPES = new Set(['spritesheet', 'image', 'background', 'tileset']);
/** The rows of a top-down spritesheet; the core names their animations `<key>-<name>-<row>`. */
const TOP_DOWN_ROWS = ['front', 'back', 'side'];

export const toRel = (root: string, path: string): string => relative(root, path).split(sep).join('/');

export function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

export function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function* scriptsUnder(dir: string): Generator<string> {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return;
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* scriptsUnder(path);
    else if (SCRIPT.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

function parseScripts(root: string, dir: string): ScriptFile[] {
  return [...scriptsUnder(join(root, dir))].map((path) => ({
    rel: toRel(root, path),
    path,
    source: ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      /\.(js|mjs)$/.test(path) ? ts.ScriptKind.JS : path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    ),
  }));
}

function readRegistry(root: string): Registry | undefined {
  const json = readJson(join(root, 'assets.json')) as { assets?: unknown; pack?: unknown } | undefined;
  if (!json || typeof json !== 'object' || !Array.isArray(json.assets)) return undefined;
  const entries = new Map<string, RegistryEntry>();
  for (const raw of json.assets as Record<string, unknown>[]) {
    if (!raw || typeof raw.key !== 'string') continue;
    const names = Array.isArray(raw.animations)
      ? (raw.animations as { name?: unknown }[]).flatMap((a) => (typeof a?.name === 'string' ? [a.name] : []))
      : [];
    const animations =
      raw.view === 'top-down' ? names.flatMap((n) => [n, ...TOP_DOWN_ROWS.map((row) => `${n}-${row}`)]) : names;
    entries.set(raw.key, { key: raw.key, type: typeof raw.type === 'string' ? raw.type : '', animations });
    if (Array.isArray(raw.maps))
      for (const map of raw.maps as { key?: unknown }[])
        if (typeof map?.key === 'string') entries.set(map.key, { key: map.key, type: 'tilemap', animations: [] });
  }
  return { entries, ...(typeof json.pack === 'string' ? { pack: json.pack } : {}) };
}

export function readProject(projectDir: string): Project {
  const root = resolve(projectDir);
  const registry = readRegistry(root);
  return {
    root,
    game: parseScripts(root, 'src/game'),
    family: parseScripts(root, 'src/family'),
    ...(registry ? { registry } : {}),
  };
}

/** A JSON file as a syntax tree, so findings in it have lines and columns. */
export interface JsonDocument {
  rel: string;
  source: ts.JsonSourceFile;
  root: ts.Expression | undefined;
}

export function readJsonDocument(root: string, path: string): JsonDocument | undefined {
  if (!isFile(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  try {
    JSON.parse(text); // the tree below is forgiving; a file the bundler cannot read is not looked into
  } catch {
    return undefined;
  }
  const source = ts.parseJsonText(path, text);
  return { rel: toRel(root, path), source, root: source.statements[0]?.expression };
}
