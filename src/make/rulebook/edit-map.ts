// Numbers of a prompt that change a rulebook's levels or counters rather than a win target: a board's size ("a 20x20
// grid"), rows of a kind ("5 rows of bricks"), pairs or cards of a matching game ("8 pairs", "12 cards"), lives, and a
// clock for a game that had none ("in under 2 minutes"). Each edit works on any rulebook whose levels are built that
// way, or says why this one is not; the planner then has to win what was edited (compose.ts takes back what it
// cannot).
import type { Rulebook } from '../../rulebook/index.ts';
import { mapTokens } from '../../rulebook/index.ts';

/** An edit's outcome, as compose.ts accounts a phrase: honoured with the path that shows it, or why not. */
interface Edit {
  status: 'honoured' | 'not honoured';
  proof: string | undefined;
  why: string;
}
type Level = Rulebook['levels'][number];

const notHonoured = (why: string): Edit => ({ status: 'not honoured', proof: undefined, why });

/** Tokens back to map rows, spaced when the original was. */
function rowsOf(tokens: readonly string[][], spaced: boolean): string[] {
  return tokens.map((r) => r.join(spaced ? ' ' : ''));
}

const isSpaced = (rows: readonly string[]) => rows.some((r) => /\S\s+\S/.test(r));

/** The most common token of the map's inner cells: what the floor is made of. */
function floorOf(tokens: readonly string[][], walled: boolean): string {
  const counts = new Map<string, number>();
  for (const [y, row] of tokens.entries())
    for (const [x, t] of row.entries()) {
      const edge = y === 0 || x === 0 || y === tokens.length - 1 || x === row.length - 1;
      if (!walled || !edge) counts.set(t, (counts.get(t) ?? 0) + 1);
    }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

/** The map's border is one token all round (a wall), or undefined. */
function borderOf(tokens: readonly string[][]): string | undefined {
  const edge = [...tokens[0]!, ...tokens.at(-1)!, ...tokens.map((r) => r[0]!), ...tokens.map((r) => r.at(-1)!)];
  return edge.every((t) => t === edge[0]) && tokens.length > 2 ? edge[0] : undefined;
}

/**
 * A level's map drawn anew at cols × rows: the border kept, the floor filled, and every other token (the hero, food,
 * a goal) put at the same place in proportion. Undefined when the map is a puzzle laid out cell by cell (more than a
 * few things on the floor), which a new size would break.
 */
function stretchMap(map: readonly string[], cols: number, rows: number): string[] | undefined {
  const tokens = mapTokens(map);
  const w = Math.max(...tokens.map((r) => r.length));
  const h = tokens.length;
  const border = borderOf(tokens);
  const floor = floorOf(tokens, border !== undefined);
  const things: { x: number; y: number; t: string }[] = [];
  for (const [y, row] of tokens.entries())
    for (const [x, t] of row.entries()) {
      const edge = border !== undefined && (y === 0 || x === 0 || y === h - 1 || x === w - 1);
      if (!edge && t !== floor) things.push({ x, y, t });
    }
  if (things.length > 4) return undefined;
  const inner = border !== undefined ? 1 : 0;
  if (cols - 2 * inner < 1 || rows - 2 * inner < 1) return undefined;
  const out = Array.from({ length: rows }, (_, y) =>
    Array.from({ length: cols }, (_, x) =>
      border !== undefined && (y === 0 || x === 0 || y === rows - 1 || x === cols - 1) ? border : floor,
    ),
  );
  const scale = (v: number, from: number, to: number) =>
    from - 2 * inner <= 1 ? inner : inner + Math.round(((v - inner) * (to - 2 * inner - 1)) / (from - 2 * inner - 1));
  for (const { x, y, t } of things) {
    let nx = scale(x, w, cols);
    const ny = scale(y, h, rows);
    // Two things that land on one cell: the later one moves along the row.
    while (out[ny]![nx] !== floor && nx < cols - 1 - inner) nx++;
    if (out[ny]![nx] !== floor) return undefined;
    out[ny]![nx] = t;
  }
  return rowsOf(out, isSpaced(map));
}

/** "a 20x20 grid": the board's size, and every level's map drawn at it. */
export function editBoard(book: Rulebook, cols: number, rows: number): Edit {
  const grid = book.world.grid;
  if (!grid) return notHonoured('this game is not played on a board of cells');
  if (grid.cols === cols && grid.rows === rows)
    return { status: 'honoured', proof: 'world.grid', why: `the board is ${cols}x${rows}` };
  const maps: (string[] | undefined)[] = book.levels.map((l) => (l.map ? stretchMap(l.map, cols, rows) : undefined));
  if (book.levels.some((l, i) => l.things || (l.map && !maps[i])))
    return notHonoured("this game's levels are laid out cell by cell for their own board");
  grid.cols = cols;
  grid.rows = rows;
  book.levels.forEach((l, i) => {
    if (maps[i]) l.map = maps[i];
  });
  return { status: 'honoured', proof: 'world.grid', why: `a ${cols}x${rows} board, its levels drawn at that size` };
}

/** The token of the kind that fills whole rows of a level's map (bricks, aliens), with those rows. */
function rowKind(level: Level, book: Rulebook): { token: string; rows: number[] } | undefined {
  if (!level.map) return undefined;
  const tokens = mapTokens(level.map);
  const floor = floorOf(tokens, false);
  const legend = { ...(book.legend ?? {}), ...(level.legend ?? {}) };
  const byToken = new Map<string, number[]>();
  tokens.forEach((row, y) => {
    const kinds = new Set(row.filter((t) => t !== floor));
    const [only] = [...kinds];
    // A row of one kind, at least three of it.
    if (kinds.size === 1 && only && legend[only] && row.filter((t) => t === only).length >= 3)
      byToken.set(only, [...(byToken.get(only) ?? []), y]);
  });
  const best = [...byToken].sort((a, b) => b[1].length - a[1].length)[0];
  if (!best) return undefined;
  // The rows must be one block: consecutive, or one apart at most.
  const rows = best[1];
  if (rows.some((y, i) => i > 0 && y - rows[i - 1]! > 2)) return undefined;
  return { token: best[0], rows };
}

/** "5 rows of bricks": each level's block of rows of one kind made that many rows, the map's height kept. */
export function editRows(book: Rulebook, n: number): Edit {
  const found = book.levels.map((l) => rowKind(l, book));
  if (!found.length || found.some((f) => !f)) return notHonoured('no level of this game has rows of one kind');
  // Every level's new map first, so that a level with no room leaves all of them as they were.
  const maps: string[][] = [];
  for (const [i, level] of book.levels.entries()) {
    const { rows } = found[i]!;
    const tokens = mapTokens(level.map!);
    const floor = floorOf(tokens, false);
    const step = rows.length > 1 ? rows[1]! - rows[0]! : 1;
    const template = tokens[rows[0]!]!;
    const blank = template.map(() => floor);
    const last = rows.at(-1)!;
    const start = rows[0]!;
    // Clear the block, then lay n rows from its first, `step` apart; the rows below must be free to take them.
    for (const y of rows) tokens[y] = [...blank];
    const wanted = Array.from({ length: n }, (_, k) => start + k * step);
    const below = wanted.filter((y) => y > last);
    const room = tokens.length - 4; // keep the bottom rows (the player's) clear
    if (wanted.at(-1)! >= room || below.some((y) => tokens[y]!.some((t) => t !== floor)))
      return notHonoured(`there is no room on the level for ${n} rows`);
    for (const y of wanted) tokens[y] = [...template];
    maps.push(rowsOf(tokens, isSpaced(level.map!)));
  }
  book.levels.forEach((level, i) => {
    level.map = maps[i]!;
  });
  const kind = book.legend?.[found[0]!.token];
  return {
    status: 'honoured',
    proof: 'levels[0].map',
    why: `${n} rows of ${typeof kind === 'string' ? kind : found[0]!.token} on each level`,
  };
}

/** The level's map is pairs of labels (a matching game): every token but the floor appears exactly twice. */
function pairLabels(level: Level): string[] | undefined {
  if (!level.map || !level.generate?.shuffle) return undefined;
  const counts = new Map<string, number>();
  for (const t of mapTokens(level.map).flat()) counts.set(t, (counts.get(t) ?? 0) + 1);
  const labels = [...counts.keys()];
  return labels.length > 1 && labels.every((l) => counts.get(l) === 2) ? labels : undefined;
}

const LABELS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** "8 pairs" or "16 cards": a matching game's board laid with that many pairs, as square as it will go. */
export function editPairs(book: Rulebook, pairs: number): Edit {
  const grid = book.world.grid;
  if (!grid || !book.levels.every((l) => pairLabels(l))) return notHonoured('this game is not laid out in pairs');
  if (pairs < 2 || pairs > LABELS.length) return notHonoured(`${pairs} pairs is more than a board can label`);
  const cards = pairs * 2;
  let cols = Math.ceil(Math.sqrt(cards));
  while (cards % cols !== 0 && cols < cards) cols++;
  if (cols > 8) cols = Math.ceil(Math.sqrt(cards));
  const rows = Math.ceil(cards / cols);
  const labels = LABELS.slice(0, pairs).flatMap((l) => [l, l]);
  const map = Array.from({ length: rows }, (_, y) =>
    Array.from({ length: cols }, (_, x) => labels[y * cols + x] ?? '.').join(' '),
  );
  grid.cols = cols;
  grid.rows = rows;
  for (const l of book.levels) l.map = map;
  return {
    status: 'honoured',
    proof: 'levels[0].map',
    why: `${pairs} pairs (${cards} cards) on a ${cols}x${rows} board`,
  };
}

/** The counter that is the player's lives (or balls, hearts, tries). */
const LIVES = /^(lives|life|balls|hearts|tries|chances)$/;

/** "3 lives": the lives counter starts there. */
export function editLives(book: Rulebook, n: number): Edit {
  const entry = Object.entries(book.counters ?? {}).find(
    ([name, c]) => LIVES.test(name) || LIVES.test((c.label ?? '').toLowerCase()),
  );
  if (!entry) return notHonoured('this game has no lives to count');
  entry[1].initial = n;
  return { status: 'honoured', proof: `counters.${entry[0]}.initial`, why: `${n} ${entry[0]} to start with` };
}

/** "in under 2 minutes" in a game with no clock: a clock that counts down, and the level lost when it runs out. */
export function addClock(book: Rulebook, seconds: number): Edit {
  if (book.counters?.time) return notHonoured('the game has a counter named time that is not a clock');
  const counters = (book.counters ??= {});
  counters.time = { label: 'Time', initial: seconds, min: 0, perSecond: -1 };
  book.rules.push({
    when: { counter: { name: 'time', atMost: 0 } },
    then: [{ sound: 'lose' }, { lose: 'Time is up' }],
    note: 'the clock ran out',
  });
  return { status: 'honoured', proof: 'counters.time.initial', why: `a clock of ${seconds} s; the level is lost at 0` };
}
