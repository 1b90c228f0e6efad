// The level set of a made grid game, whatever its kinds: the levels in play order, named and keyed in the prompt's
// words, each made by its kind (kind.ts) for its place on the kind's difficulty curve; the data every level carries,
// read back through its kind; and the checks every level must pass (the level order, then its kind's rules).
import type { Random } from '../../../assets/index.ts';
import type { LevelDesign } from '../../gdd.ts';
import { curve, type GridKind, type KindData, type LevelContext, type LevelSetInput } from './kind.ts';
import type { GridWords } from './words.ts';

const PLACES = [
  'Yard',
  'Corner',
  'Hollow',
  'Nook',
  'Pass',
  'Hall',
  'Loft',
  'Den',
  'Court',
  'Alley',
  'Cellar',
  'Landing',
  'Gate',
  'Maze',
  'Ledge',
  'Row',
];
const MOODS = [
  'Quiet',
  'Narrow',
  'Twisty',
  'Crowded',
  'Hidden',
  'Windy',
  'Tight',
  'Long',
  'Old',
  'Busy',
  'Still',
  'Crooked',
];
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** Level names of at most 14 characters (one line of the side panel), distinct, from the setting's words. */
function levelNames(count: number, words: GridWords, random: Random): string[] {
  const adjectives = [...words.setting.filter((w) => w.length <= 7).map(capital), ...MOODS];
  const names: string[] = [];
  for (let tries = 0; names.length < count; tries++) {
    const adjective =
      tries < 40 && names.length < words.setting.length ? adjectives[names.length]! : random.pick(adjectives);
    const name = `${adjective} ${random.pick(PLACES)}`;
    if (name.length <= 14 && !names.includes(name)) names.push(name);
    if (tries > 400) names.push(`Puzzle ${names.length + 1}`);
  }
  return names;
}

function levelKey(name: string, taken: Set<string>): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .replace(/^(?![a-z])/, 'level_') || 'level';
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}_${n}`;
  taken.add(key);
  return key;
}

/** The kind of each of `kinds`, by its name. */
function kindOf(kinds: readonly GridKind[], name: string): GridKind {
  const kind = kinds.find((k) => k.kind === name);
  if (!kind)
    throw new Error(`no grid level kind "${name}" in this mode (it has ${kinds.map((k) => k.kind).join(', ')})`);
  return kind;
}

/**
 * Generates every level in play order: kinds that make theirs all at once do so first (push rooms, sorted so boxes,
 * pushes and moves never fall), then the names are drawn, then each level is made by its kind for its place on the
 * kind's curve. Throws when a kind cannot make a level.
 */
export function generateLevels(input: LevelSetInput, kinds: readonly GridKind[]): LevelDesign[] {
  const count = (name: string) => input.kinds.filter((k) => k === name).length;
  const prepared = new Map<string, unknown>();
  for (const kind of kinds) if (kind.prepare) prepared.set(kind.kind, kind.prepare(count(kind.kind), input));
  const names = levelNames(input.kinds.length, input.words, input.random);
  const taken = new Set<string>();
  const seen = new Map<string, number>();
  return input.kinds.map((name, index) => {
    const kind = kindOf(kinds, name);
    const nth = seen.get(name) ?? 0;
    seen.set(name, nth + 1);
    const title = names[index]!;
    const key = levelKey(title, taken);
    const of = count(name);
    const slot = { key, name: title, index, nth, count: of, others: input.kinds.length - of, position: curve(nth, of) };
    return kind.level(slot, input, prepared.get(name));
  });
}

/** The data a level carries, read back through its kind; a string says what is wrong. */
export function levelData(level: LevelDesign, kinds: readonly GridKind[]): KindData | string {
  const kind = kinds.find((k) => k.kind === level.data.kind);
  if (kind) return kind.data(level.data);
  const names = kinds.map((k) => `"${k.kind}"`);
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
  return `data.kind must be ${listed} (got ${JSON.stringify(level.data.kind)})`;
}

/** The data of every level its kind can read. */
export function levelsData(levels: readonly LevelDesign[], kinds: readonly GridKind[]): KindData[] {
  return levels.map((l) => levelData(l, kinds)).filter((d): d is KindData => typeof d !== 'string');
}

/** Every problem of the levels under the family's rules, each naming its level; empty when all are valid. */
export function levelProblems(
  levels: readonly LevelDesign[],
  context: LevelContext,
  kinds: readonly GridKind[],
): string[] {
  const { levelOrder } = context;
  const problems: string[] = [];
  const keys = levels.map((l) => l.key);
  if (new Set(levelOrder).size !== levelOrder.length)
    problems.push(`the level order repeats a level: ${levelOrder.join(', ')}`);
  for (const id of levelOrder)
    if (!keys.includes(id)) problems.push(`the level order names "${id}", which no level has`);
  for (const key of keys) if (!levelOrder.includes(key)) problems.push(`level "${key}" is not in the level order`);
  for (const level of levels) {
    const where = `level "${level.key}" (${level.title})`;
    const data = levelData(level, kinds);
    if (typeof data === 'string') {
      problems.push(`${where}: ${data}`);
      continue;
    }
    problems.push(
      ...kindOf(kinds, data.kind)
        .problems(level, data, context)
        .map((p) => `${where}: ${p}`),
    );
  }
  return problems;
}
