// Reading rulebooks from disk: a file (JSON, with a parse error at its line and column), a folder of them, and the
// library of classic games that ships in rulebooks/. Also the language as JSON Schema, for models and editors.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, resolve } from 'node:path';
import { z } from 'zod';
import { PlaysmithError, PROJECT_ROOT } from '../shared/index.ts';
import { RulebookSchema } from './engine.ts';

export const LIBRARY_DIR = join(PROJECT_ROOT, 'rulebooks');

/** A rulebook file that cannot be read or is not JSON: said with where. */
export class RulebookFileError extends PlaysmithError {
  override name = 'RulebookFileError';
  constructor(message: string) {
    super(message, { code: 'rulebook-file', kind: 'usage' });
  }
}

/**
 * Where a JSON text first goes wrong, as "line L, column C: what was expected": JSON.parse does not say where, so
 * TypeScript's JSON parser (already one of the toolkit's packages) reads it again, on this error path only.
 */
function syntaxError(text: string): string | undefined {
  const ts = createRequire(import.meta.url)('typescript') as typeof import('typescript');
  const parsed = ts.parseJsonText('rulebook.json', text) as { parseDiagnostics?: import('typescript').Diagnostic[] };
  const first = parsed.parseDiagnostics?.[0];
  if (!first || first.start === undefined) return undefined;
  const { line, character } = ts.getLineAndCharacterOfPosition(
    parsed as unknown as import('typescript').SourceFile,
    first.start,
  );
  return `line ${line + 1}, column ${character + 1}: ${ts.flattenDiagnosticMessageText(first.messageText, ' ')}`;
}

/** The parsed JSON of a rulebook file (not yet checked against the language). */
export function readRulebookFile(path: string): unknown {
  const file = resolve(path);
  if (!existsSync(file)) throw new RulebookFileError(`${path}: no such file`);
  if (!statSync(file).isFile()) throw new RulebookFileError(`${path}: not a file (give a rulebook .json file)`);
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (e) {
    const where = syntaxError(text);
    throw new RulebookFileError(`${path}: not valid JSON ${where ? `at ${where}` : `(${(e as Error).message})`}`);
  }
}

/** A file, or every *.json file of a folder (sorted), as rulebook paths. */
export function rulebookFiles(target: string): string[] {
  const path = resolve(target);
  if (!existsSync(path)) throw new RulebookFileError(`${target}: no such file or folder`);
  if (statSync(path).isFile()) return [path];
  const files = readdirSync(path)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(path, f));
  if (!files.length) throw new RulebookFileError(`${target}: no .json rulebooks in this folder`);
  return files;
}

export interface LibraryEntry {
  /** The file's name without .json: "breakout". */
  name: string;
  file: string;
  title: string;
  description: string;
}

/** The library's rulebooks, by name. */
export function libraryRulebooks(dir = LIBRARY_DIR): LibraryEntry[] {
  return rulebookFiles(dir).map((file) => {
    const book = RulebookSchema.parse(readRulebookFile(file));
    return { name: basename(file, '.json'), file, title: book.title, description: book.description };
  });
}

/** The language as JSON Schema (draft 2020-12), what a model or an editor is given. */
export function rulebookJsonSchema(): Record<string, unknown> {
  return {
    $id: 'https://playsmith.dev/schemas/rulebook-1.json',
    title: 'Playsmith rulebook (language version 1)',
    ...z.toJSONSchema(RulebookSchema, { io: 'input', unrepresentable: 'any' }),
  };
}
