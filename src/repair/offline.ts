// The offline agent: a fair baseline that needs no model. It reverts an injected mutation where the bug's record pins
// it — the file, the line and the code qa inject printed over the original — and says why when a bug is not pinned.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, normalize } from 'node:path';
import type { InjectedSite } from '../shared/index.ts';

export type Revert = { ok: true; file: string; summary: string } | { ok: false; reason: string };

const short = (code: string): string => {
  const line = code.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 77)}…` : line || '(nothing)';
};

/** Offsets where `needle` starts in `text`. */
function occurrences(text: string, needle: string): number[] {
  const at: number[] = [];
  for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + 1)) at.push(i);
  return at;
}

/** The 1-based line of an offset, and the offset where a line's code starts (after its indentation). */
const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;
function codeStartOf(text: string, line: number): number | undefined {
  const lines = text.split('\n');
  if (line < 1 || line > lines.length) return undefined;
  const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
  return start + /^[ \t]*/.exec(lines[line - 1]!)![0].length;
}

/** Where the mutated code sits now: on its recorded line, else the only place it is; or why it cannot be pinned. */
function siteOffset(text: string, site: InjectedSite): number | string {
  if (site.mutated === '') {
    // A deletion leaves nothing to find: the original goes back where the line's code starts.
    const at = codeStartOf(text, site.line);
    if (at === undefined) return `line ${site.line} is past the end of ${site.file}`;
    if (text.startsWith(site.original, at)) return `${site.file}:${site.line} already holds the original code`;
    return at;
  }
  const found = occurrences(text, site.mutated);
  const onLine = found.filter((at) => lineAt(text, at) === site.line);
  const atColumn = onLine.find((at) => at - text.lastIndexOf('\n', at - 1) === site.column);
  if (atColumn !== undefined) return atColumn;
  if (onLine.length === 1) return onLine[0]!;
  if (found.length === 1) return found[0]!;
  return found.length === 0
    ? `the planted code "${short(site.mutated)}" is no longer in ${site.file} (the file changed since it was planted)`
    : `the planted code "${short(site.mutated)}" is in ${site.file} ${found.length} times, ${onLine.length} of them ` +
        `on line ${site.line} and none at a recorded column; which one to revert is not pinned`;
}

/** Reverts the mutation `site` records in the game at `gameDir`, or says why it cannot. */
export function revertMutation(gameDir: string, site: InjectedSite | undefined): Revert {
  if (!site)
    return {
      ok: false,
      reason:
        'the report does not pin an injected mutation (no file and planted code); the offline agent only reverts ' +
        'those — try --agent llm',
    };
  const rel = normalize(site.file).split('\\').join('/');
  if (isAbsolute(rel) || rel.startsWith('../') || !rel.startsWith('src/'))
    return { ok: false, reason: `the record names ${site.file}, which is not a source file inside the game's src/` };
  const file = join(gameDir, rel);
  if (!existsSync(file)) return { ok: false, reason: `the record names ${rel}, which the game does not have` };
  const text = readFileSync(file, 'utf8');
  const at = siteOffset(text, site);
  if (typeof at === 'string') return { ok: false, reason: at };
  writeFileSync(file, text.slice(0, at) + site.original + text.slice(at + site.mutated.length));
  return {
    ok: true,
    file: rel,
    summary:
      `reverted ${site.operator} at ${rel}:${lineAt(text, at)}: "${short(site.mutated)}" back to ` +
      `"${short(site.original)}"`,
  };
}
