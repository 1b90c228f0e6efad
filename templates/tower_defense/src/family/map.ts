// PROTECTED (tower_defense family): the ASCII level map, its legend and the rules a map must keep. Pure
// TypeScript with no Phaser, so a level generator (or a test) can validate maps with the same code the game
// runs. The route is the one unbranched chain of path tiles from the spawn to the base; enemies walk its
// waypoints (the spawn, every corner, the base). See docs/design_rules.md.

/** What each map character is. */
export const MAP_LEGEND = {
  '.': 'ground',
  '^': 'scenery',
  '#': 'path',
  S: 'spawn',
  B: 'base',
  '+': 'plot',
} as const;

export type MapChar = keyof typeof MAP_LEGEND;
export type TileKind = (typeof MAP_LEGEND)[MapChar];

export interface Cell {
  col: number;
  row: number;
}

export interface TowerDefenseMap {
  cols: number;
  rows: number;
  /** tiles[row][col] */
  tiles: TileKind[][];
  spawn: Cell;
  base: Cell;
  /** Every tile enemies walk over, in order: the spawn first, the base last. */
  route: Cell[];
  /** The spawn, each tile where the route turns, and the base. */
  waypoints: Cell[];
  /** Build plots (towers go here), top to bottom, left to right. */
  plots: Cell[];
}

export interface MapRules {
  /** Fewest tiles on the route, spawn and base included. */
  minRouteLength: number;
  /** Fewest build plots. */
  minPlots: number;
  /** Largest map that fits the screen (columns, rows); 0 means no limit. */
  maxCols: number;
  maxRows: number;
}

export const DEFAULT_MAP_RULES: MapRules = { minRouteLength: 16, minPlots: 6, maxCols: 0, maxRows: 0 };

/** The Level scene places the map between the HUD strip at the top and the toolbar at the bottom (px). */
export const HUD_HEIGHT = 32;
export const TOOLBAR_HEIGHT = 48;

const STEPS: readonly Cell[] = [
  { col: 1, row: 0 },
  { col: 0, row: 1 },
  { col: -1, row: 0 },
  { col: 0, row: -1 },
];

const isMapChar = (ch: string): ch is MapChar => Object.hasOwn(MAP_LEGEND, ch);
const walkable = (kind: TileKind | undefined): boolean => kind === 'path' || kind === 'spawn' || kind === 'base';
const where = (c: Cell): string => `row ${c.row + 1}, column ${c.col + 1}`;

/**
 * Reads and validates a map. Returns the map when it keeps every rule, and the list of problems (each with
 * its row and column, 1-based) otherwise.
 */
export function checkMap(
  lines: readonly string[],
  rules: MapRules = DEFAULT_MAP_RULES,
): { map?: TowerDefenseMap; problems: string[] } {
  const problems: string[] = [];
  if (lines.length === 0) return { problems: ['the map has no rows'] };
  const cols = lines[0]!.length;
  if (cols === 0) return { problems: ['the first row is empty'] };
  lines.forEach((line, r) => {
    if (line.length !== cols)
      problems.push(
        `row ${r + 1} has ${line.length} characters, but row 1 has ${cols}: every row must be as wide as the first`,
      );
  });
  if (rules.maxCols > 0 && cols > rules.maxCols)
    problems.push(`the map is ${cols} columns wide; at most ${rules.maxCols} fit the screen`);
  if (rules.maxRows > 0 && lines.length > rules.maxRows)
    problems.push(`the map has ${lines.length} rows; at most ${rules.maxRows} fit the screen`);

  const tiles: TileKind[][] = [];
  const spawns: Cell[] = [];
  const bases: Cell[] = [];
  const plots: Cell[] = [];
  lines.forEach((line, row) => {
    const kinds: TileKind[] = [];
    [...line].forEach((ch, col) => {
      if (!isMapChar(ch)) {
        problems.push(
          `unknown character "${ch}" at ${where({ col, row })} (legend: ${Object.entries(MAP_LEGEND)
            .map(([c, k]) => `"${c}" ${k}`)
            .join(', ')})`,
        );
        kinds.push('ground');
        return;
      }
      const kind = MAP_LEGEND[ch];
      kinds.push(kind);
      if (kind === 'spawn') spawns.push({ col, row });
      else if (kind === 'base') bases.push({ col, row });
      else if (kind === 'plot') plots.push({ col, row });
    });
    tiles.push(kinds);
  });
  if (spawns.length !== 1) problems.push(`the map needs exactly one spawn "S" (found ${spawns.length})`);
  if (bases.length !== 1) problems.push(`the map needs exactly one base "B" (found ${bases.length})`);
  if (problems.length) return { problems };

  const kindAt = (c: Cell): TileKind | undefined => tiles[c.row]?.[c.col];
  const walkableNeighbours = (c: Cell): Cell[] =>
    STEPS.map((s) => ({ col: c.col + s.col, row: c.row + s.row })).filter((n) => walkable(kindAt(n)));

  const spawn = spawns[0]!;
  const base = bases[0]!;
  // Follow the chain from the spawn; every path tile on it must have exactly two walkable neighbours
  // (the one before and the one after), so the route has no forks, loops or side-by-side stretches.
  const route: Cell[] = [spawn];
  const onRoute = new Set([`${spawn.col},${spawn.row}`]);
  const spawnExits = walkableNeighbours(spawn);
  if (spawnExits.length !== 1)
    problems.push(
      `the spawn at ${where(spawn)} must touch exactly one path tile (up, down, left or right); ` +
        `it touches ${spawnExits.length}`,
    );
  let current = spawn;
  while (problems.length === 0) {
    const next = walkableNeighbours(current).filter((n) => !onRoute.has(`${n.col},${n.row}`));
    if (next.length === 0) {
      if (kindAt(current) !== 'base')
        problems.push(`the path stops at ${where(current)} before reaching the base at ${where(base)}`);
      break;
    }
    current = next[0]!;
    route.push(current);
    onRoute.add(`${current.col},${current.row}`);
    if (kindAt(current) === 'base') {
      const beyond = walkableNeighbours(current).filter((n) => !onRoute.has(`${n.col},${n.row}`));
      if (beyond.length)
        problems.push(
          `the base at ${where(base)} must be the end of the path, ` +
            `but the path goes on to ${beyond.map(where).join(' and ')}`,
        );
      break;
    }
    // A dead end shows up on the next step ("the path stops"). More than two walkable neighbours is a fork,
    // a loop or two stretches side by side; checking on arrival means the walk above never has two ways on.
    const touching = walkableNeighbours(current).length;
    if (kindAt(current) === 'path' && touching > 2) {
      problems.push(
        `the path forks or runs beside itself at ${where(current)}: that tile touches ${touching} walkable tiles, ` +
          'but a path tile must touch exactly two (the tiles before and after it); ' +
          'keep one tile of gap between stretches',
      );
      break;
    }
  }
  if (problems.length) return { problems };

  problems.push(...placementProblems(tiles, route, onRoute, plots, rules));
  if (problems.length) return { problems };

  return { map: { cols, rows: lines.length, tiles, spawn, base, route, waypoints: cornersOf(route), plots }, problems };
}

/** What a map whose route walks cleanly can still break: path tiles off the route, its length, the build plots. */
function placementProblems(
  tiles: readonly (readonly TileKind[])[],
  route: readonly Cell[],
  onRoute: ReadonlySet<string>,
  plots: readonly Cell[],
  rules: MapRules,
): string[] {
  const problems: string[] = [];
  tiles.forEach((kinds, row) => {
    kinds.forEach((kind, col) => {
      if (kind === 'path' && !onRoute.has(`${col},${row}`))
        problems.push(`the path tile at ${where({ col, row })} is not on the route from the spawn to the base`);
    });
  });
  if (route.length < rules.minRouteLength)
    problems.push(
      `the route is ${route.length} tiles long; it must be at least ${rules.minRouteLength} ` +
        '(spawn and base included), so towers get time to shoot',
    );
  for (const plot of plots) {
    const nearPath = route.some((c) => Math.abs(c.col - plot.col) <= 1 && Math.abs(c.row - plot.row) <= 1);
    if (!nearPath)
      problems.push(
        `the build plot at ${where(plot)} does not touch the route (not even diagonally); ` +
          'every plot must be next to it',
      );
  }
  if (plots.length < rules.minPlots)
    problems.push(`the map has ${plots.length} build plots; it needs at least ${rules.minPlots}`);
  return problems;
}

/** The map, or an error listing every problem. */
export function parseMap(lines: readonly string[], rules: MapRules = DEFAULT_MAP_RULES): TowerDefenseMap {
  const { map, problems } = checkMap(lines, rules);
  if (!map)
    throw new Error(
      `the level map breaks ${problems.length === 1 ? 'a rule' : `${problems.length} rules`}:` +
        `\n- ${problems.join('\n- ')}`,
    );
  return map;
}

/** The first and last cells of a route and every cell where its direction changes. */
function cornersOf(route: readonly Cell[]): Cell[] {
  const out: Cell[] = [route[0]!];
  for (let i = 1; i < route.length - 1; i++) {
    const a = route[i - 1]!,
      b = route[i]!,
      c = route[i + 1]!;
    if (b.col - a.col !== c.col - b.col || b.row - a.row !== c.row - b.row) out.push(b);
  }
  out.push(route[route.length - 1]!);
  return out;
}
