// A level's world at its start: the ASCII map read through the legend, the listed things, the generator's seeded
// scatter, word and scramble, labels counted from neighbours, counters at their starting values.
import { applyBoardMove, around, legalMoves } from './board.ts';
import { type CompiledRulebook, kindOf, RulebookError } from './compile.ts';
import { draw, drawInt, levelSeed } from './random.ts';
import type { LegendEntry, Level } from './schema.ts';
import type { Thing, WorldState } from './state.ts';
import { makeThing } from './things.ts';

/** Map tokens that mean an empty cell when the legend does not say otherwise. */
const EMPTY_TOKENS = new Set(['.', ' ', '_']);

/** A map's rows as tokens: characters, or space-separated tokens when any row has a space between two tokens. */
export function mapTokens(rows: readonly string[]): string[][] {
  const spaced = rows.some((r) => /\S\s+\S/.test(r));
  return rows.map((r) => (spaced ? r.trim().split(/\s+/) : [...r]));
}

export function legendEntry(book: CompiledRulebook, level: Level, token: string): LegendEntry | undefined {
  if (level.legend && Object.hasOwn(level.legend, token)) return level.legend[token];
  if (Object.hasOwn(book.legend, token)) return book.legend[token];
  if (EMPTY_TOKENS.has(token)) return null;
  // "*" reads any other token as a thing labelled with it (the numbers of a sliding puzzle).
  const any = level.legend?.['*'] ?? book.legend['*'];
  if (any) {
    const kind = typeof any === 'string' ? any : Array.isArray(any) ? undefined : any.kind;
    if (kind)
      return {
        kind,
        label: token,
        ...(typeof any === 'object' && !Array.isArray(any) && any.hidden ? { hidden: true } : {}),
      };
  }
  return undefined;
}

/** The things a legend entry puts on a cell, each as a kind with its label and face. */
export function legendThings(entry: LegendEntry): { kind: string; label?: string; hidden?: boolean }[] {
  if (entry === null) return [];
  return (Array.isArray(entry) ? entry : [entry]).map((e) => (typeof e === 'string' ? { kind: e } : e));
}

/** Where a map character sits in the world: a cell on a grid, the centre of its square in an arena. */
export function mapPosition(book: CompiledRulebook, col: number, row: number): [number, number] {
  return book.grid ? [col, row] : [(col + 0.5) * book.mapCell, (row + 0.5) * book.mapCell];
}

export function newWorld(book: CompiledRulebook, levelIndex: number, seed: number, attempt = 1): WorldState {
  const first = book.source.world.turns?.first ?? book.sides[0] ?? 'player';
  const gravity = book.source.world.gravity ?? { x: 0, y: 0 };
  return {
    level: levelIndex,
    tick: 0,
    rng: levelSeed(seed, levelIndex, attempt),
    things: [],
    nextId: 1,
    counters: { score: 0 },
    status: 'playing',
    reason: '',
    gravity: { x: gravity.x, y: gravity.y },
    turn: book.turns ? first : null,
    thinkAt: book.thinkTicks,
    ply: 0,
    mover: null,
    selected: -1,
    chain: -1,
    cursor: [Math.floor(book.width / 2), Math.floor(book.height / 2)],
    sequence: null,
    code: null,
    word: '',
    wordsUsed: 0,
    pending: [],
    fired: book.rules.map(() => false),
    held: book.rules.map(() => false),
    contacts: [],
    refused: 0,
    typedLetters: '',
  };
}

function placeMap(book: CompiledRulebook, world: WorldState, level: Level): void {
  const tokens = mapTokens(level.map ?? []);
  tokens.forEach((row, r) => {
    row.forEach((token, c) => {
      const entry = legendEntry(book, level, token);
      if (entry === undefined)
        throw new RulebookError(`level ${world.level + 1}: the map's "${token}" (row ${r + 1}) is not in the legend`);
      const [x, y] = mapPosition(book, c, r);
      for (const thing of legendThings(entry))
        makeThing(book, world, thing.kind, x, y, {
          ...(thing.label !== undefined ? { label: thing.label } : {}),
          ...(thing.hidden !== undefined ? { hidden: thing.hidden } : {}),
        });
    });
  });
  for (const t of level.things ?? [])
    makeThing(book, world, t.kind, t.at[0], t.at[1], t.label !== undefined ? { label: t.label } : {});
}

function scatter(book: CompiledRulebook, world: WorldState, level: Level): void {
  for (const s of level.generate?.scatter ?? []) {
    const kind = kindOf(book, s.kind);
    if (s.replace) {
      const pool = world.things.filter((t) => !t.dead && t.kind === s.replace);
      for (let i = 0; i < s.count && pool.length; i++) {
        const t = pool.splice(drawInt(world, pool.length), 1)[0]!;
        t.kind = kind.name;
        t.hidden = kind.hidden;
        if (!book.grid) [t.w, t.h] = [kind.w, kind.h];
      }
      continue;
    }
    for (let i = 0; i < s.count; i++) {
      if (book.grid) {
        const taken = new Set(world.things.filter((t) => !t.dead).map((t) => `${t.x},${t.y}`));
        const free: [number, number][] = [];
        for (let r = 0; r < book.height; r++)
          for (let c = 0; c < book.width; c++) if (!taken.has(`${c},${r}`)) free.push([c, r]);
        if (!free.length) break;
        const [c, r] = free[drawInt(world, free.length)]!;
        makeThing(book, world, s.kind, c, r);
      } else {
        const x = kind.w / 2 + draw(world) * (book.width - kind.w);
        const y = kind.h / 2 + draw(world) * (book.height - kind.h);
        makeThing(book, world, s.kind, x, y);
      }
    }
  }
}

/** The words a level draws from: its own, else the rulebook's. */
export function wordsOf(book: CompiledRulebook, level: Level): string[] {
  return level.words ?? book.source.words ?? [];
}

/** Lays a seeded word along a row (shuffled so it is not already right, if asked); the previous word's things go. */
export function layWord(book: CompiledRulebook, world: WorldState, level: Level): void {
  const spec = level.generate?.word;
  if (!spec) return;
  const words = wordsOf(book, level).filter((w) => w.length <= book.width);
  if (!words.length)
    throw new RulebookError(`level ${world.level + 1} lays a word but has no words that fit the board`);
  for (const t of world.things) if (t.kind === spec.kind) t.dead = true;
  const word = words[drawInt(world, words.length)]!;
  world.word = word;
  const letters = [...word];
  if (spec.shuffle && new Set(letters).size > 1) {
    do {
      for (let i = letters.length - 1; i > 0; i--) {
        const j = drawInt(world, i + 1);
        [letters[i], letters[j]] = [letters[j]!, letters[i]!];
      }
    } while (letters.join('') === word);
  }
  const start = Math.floor((book.width - letters.length) / 2);
  letters.forEach((ch, i) => {
    makeThing(book, world, spec.kind, start + i, spec.row, { label: ch, ...(spec.hidden ? { hidden: true } : {}) });
  });
}

/** Deals the labels of a kind's things out again in a seeded order (a shuffled deck laid face down). */
function shuffleLabels(world: WorldState, kind: string): void {
  const things = world.things.filter((t) => !t.dead && t.kind === kind);
  const labels = things.map((t) => t.label);
  for (let i = labels.length - 1; i > 0; i--) {
    const j = drawInt(world, i + 1);
    [labels[i], labels[j]] = [labels[j]!, labels[i]!];
  }
  things.forEach((t, i) => {
    t.label = labels[i]!;
  });
}

/** Labels counted from neighbours (minesweeper's numbers). */
function countLabels(book: CompiledRulebook, world: WorldState): void {
  for (const t of world.things) {
    const label = kindOf(book, t.kind).label;
    if (!label || typeof label === 'string') continue;
    const n = around(book, world, [t.x, t.y], label.area ?? 'ring', false).filter((o) => o.kind === label.count).length;
    t.label = n === 0 ? '' : String(n);
  }
}

/** Plays seeded random legal moves on the fresh board, so the puzzle is solvable by undoing them. */
function scramble(book: CompiledRulebook, world: WorldState, moves: number): void {
  const make = (kind: string, cell: [number, number], side: Thing['side']) =>
    makeThing(book, world, kind, cell[0], cell[1], { side });
  let back: { piece: number; cell: [number, number] } | undefined;
  for (let i = 0; i < moves; i++) {
    // Never straight back: a scramble that undoes its last move is no scramble.
    const options = legalMoves(book, world, 'player').filter(
      (m) => !(back && m.piece === back.piece && m.to[0] === back.cell[0] && m.to[1] === back.cell[1]),
    );
    if (!options.length) break;
    const choice = options[drawInt(world, options.length)]!;
    const piece = world.things.find((t) => t.id === choice.piece);
    back = piece ? { piece: piece.id, cell: [piece.x, piece.y] } : undefined;
    applyBoardMove(book, world, choice, make);
    world.things = world.things.filter((t) => !t.dead);
  }
}

/** The world at the start of level `levelIndex` for a run seeded `seed`, on its `attempt`-th try. */
export function buildLevel(book: CompiledRulebook, levelIndex: number, seed: number, attempt = 1): WorldState {
  const level = book.source.levels[levelIndex];
  if (!level)
    throw new RulebookError(`there is no level ${levelIndex + 1} (the rulebook has ${book.source.levels.length})`);
  const world = newWorld(book, levelIndex, seed, attempt);
  for (const [name, c] of Object.entries(book.source.counters ?? {})) world.counters[name] = c.initial ?? 0;
  for (const [name, v] of Object.entries(level.counters ?? {})) world.counters[name] = v;
  placeMap(book, world, level);
  scatter(book, world, level);
  if (level.generate?.shuffle) shuffleLabels(world, level.generate.shuffle);
  layWord(book, world, level);
  if (level.generate?.scramble) scramble(book, world, level.generate.scramble);
  countLabels(book, world);
  world.things.sort((a, b) => a.id - b.id);
  return world;
}
