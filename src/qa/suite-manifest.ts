// One reader for a QA suite, whichever way it was made: the hand-made games/ folder (manifest playsmith.qa-games/1:
// each game's folder, the adapter file qa opens, its spec, its hidden known bugs) and a suite qa inject wrote
// (playsmith.qa-suite/1: games/<id>/ and hidden/<id>/bugs.json). Both become the same list of games, every path
// checked, and each game's known bugs outside the folder a tester is given.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { PlaysmithError } from '../shared/index.ts';
import { QA_SUITE_SCHEMA, QaSuiteManifestSchema } from './inject/index.ts';

export const QA_GAMES_SCHEMA = 'playsmith.qa-games/1';

export const QaGamesManifestSchema = z.strictObject({
  schema: z.literal(QA_GAMES_SCHEMA),
  games: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'an id is lower-case letters, digits and dashes'),
        /** What kind of game it is, for people (text adventure, Phaser arcade, …). */
        kind: z.string().optional(),
        /** The folder a tester is given, relative to the manifest. */
        folder: z.string().min(1),
        /** What qa opens (an adapter file inside the folder); the folder itself when absent. */
        target: z.string().min(1).optional(),
        /** The spec a tester may read, inside the folder. */
        spec: z.string().min(1).optional(),
        /** The known bugs (playsmith.known-bugs/1), outside the folder: hidden material. */
        bugs: z.string().min(1),
        /** Actions the agent may send on this game (qa's default when absent; --steps overrides). */
        steps: z.int().min(1).optional(),
      }),
    )
    .min(1),
});
export type QaGamesManifest = z.infer<typeof QaGamesManifestSchema>;

/** One game of a suite, every path absolute. */
export interface QaSuiteGame {
  id: string;
  folder: string;
  target: string;
  spec: string | null;
  bugs: string;
  steps: number | undefined;
}

export interface QaSuite {
  dir: string;
  layout: 'hand-made' | 'injected';
  games: QaSuiteGame[];
}

/** A suite folder qa cannot run: what is wrong, where, and what a suite holds. */
export class QaSuiteError extends PlaysmithError {
  override name = 'QaSuiteError';
  constructor(message: string) {
    super(message, { code: 'qa-suite', kind: 'usage' });
  }
}

const inside = (folder: string, path: string): boolean => {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

function parseManifest(file: string): { layout: QaSuite['layout']; games: QaGamesManifest['games'] } {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new QaSuiteError(`${file}: not valid JSON (${(e as Error).message.split('\n')[0]})`);
  }
  const schema = typeof value === 'object' && value !== null ? (value as { schema?: unknown }).schema : undefined;
  const parsed =
    schema === QA_SUITE_SCHEMA ? QaSuiteManifestSchema.safeParse(value) : QaGamesManifestSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new QaSuiteError(
      `${file}: ${issue.path.map(String).join('.') || '(top level)'}: ${issue.message} (a QA suite's manifest.json ` +
        `is "${QA_GAMES_SCHEMA}" with games [{id, folder, target?, spec?, bugs, steps?}], or the ` +
        `"${QA_SUITE_SCHEMA}" manifest playsmith qa inject writes)`,
    );
  }
  if (parsed.data.schema === QA_GAMES_SCHEMA) return { layout: 'hand-made', games: parsed.data.games };
  const games = parsed.data.games.map((g) => ({ id: g.id, folder: g.folder, bugs: g.bugs }));
  return { layout: 'injected', games };
}

/** Reads and checks a suite folder's manifest.json; throws a QaSuiteError naming the field or file at fault. */
export function readQaSuite(dir: string): QaSuite {
  const root = resolve(dir);
  const file = join(root, 'manifest.json');
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new QaSuiteError(`${dir}: no such folder; give a QA suite folder (games/, or one qa inject wrote)`);
  if (!existsSync(file))
    throw new QaSuiteError(`${dir}: no manifest.json; a QA suite folder lists its games and their known bugs there`);
  const { layout, games } = parseManifest(file);
  const seen = new Set<string>();
  const out = games.map((g): QaSuiteGame => {
    const where = `${file}: game ${g.id}`;
    if (seen.has(g.id)) throw new QaSuiteError(`${where}: the id is used twice`);
    seen.add(g.id);
    const folder = resolve(root, g.folder);
    const target = resolve(root, g.target ?? g.folder);
    const bugs = resolve(root, g.bugs);
    const spec = g.spec ? resolve(root, g.spec) : existsSync(join(folder, 'spec.md')) ? join(folder, 'spec.md') : null;
    for (const [name, path] of [
      ['folder', folder],
      ['target', target],
      ['bugs', bugs],
      ['spec', spec],
    ] as const)
      if (path !== null && !existsSync(path)) throw new QaSuiteError(`${where}: its ${name} ${path} does not exist`);
    if (!inside(folder, target)) throw new QaSuiteError(`${where}: its target ${target} is outside its folder`);
    if (spec && !inside(folder, spec))
      throw new QaSuiteError(`${where}: its spec ${spec} is outside its folder, where a tester would not see it`);
    if (inside(folder, bugs))
      throw new QaSuiteError(
        `${where}: its known bugs ${bugs} are inside the game's folder, which a tester is given; ` +
          'keep them apart (e.g. hidden/<id>/bugs.json)',
      );
    return { id: g.id, folder, target, spec, bugs, steps: 'steps' in g ? g.steps : undefined };
  });
  return { dir: root, layout, games: out };
}
