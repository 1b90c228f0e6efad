// Fills a fresh copy of templates/grid_logic from the GDD: the hook files (levels, definition, Level), config values
// merged into gameConfig.json's leaves, assets.json from the registry, and a golden path derived for the generated
// levels — each push level's solver solution (solved again here from the rows, so the path always matches the map),
// each merge board's proven slide cycle repeated until its goal tile appears, each match-3 board's solver line as
// cursor moves, picks and swaps, each pairs board's line as cursor moves and cards turned over, each minesweeper
// field's line as cursor moves, reveals and flags, each snake board's planned turns pressed on the tick before each,
// each sudoku's empty cells filled by cursor moves and digit keys.
import { leavesFrom, mergeConfig, type ConfigLeafSpec } from '../../../shared/index.ts';
import type { Gdd } from '../../gdd.ts';
import { definitionFile } from '../shared/definition.ts';
import { writeGameConfig, writeHookFiles, writeRegistry } from '../shared/files.ts';
import { GRID_KEYS } from './assets.ts';
import {
  GOLDEN_SEED,
  levelData,
  type GridLevelData,
  type PairsLevelData,
  type SnakeLevelData,
  type BlocksLevelData,
} from './levels.ts';
import { checkPushLevel } from './push.ts';
import { boardSeed, playCycle, type MergeSettings } from './merge.ts';
import { cursorPresses, solveMatch3, swapText, type Swap } from './match3.ts';
import { parseMatch3Level } from '../../../../templates/grid_logic/src/family/match3Rules.ts';
import { parseMergeLevel } from '../../../../templates/grid_logic/src/family/mergeRules.ts';
import { MISS_SHOW_MS, parsePairsLevel } from '../../../../templates/grid_logic/src/family/pairsRules.ts';
import { planPairs } from './pairs.ts';
import { firstReveal, planMines } from './mines.ts';
import { parseMinesLevel } from '../../../../templates/grid_logic/src/family/minesRules.ts';
import { fromLurd, type Direction } from '../../../../templates/grid_logic/src/family/grid.ts';
import { parseBlocksLevel } from '../../../../templates/grid_logic/src/family/blocksRules.ts';
import { planBlocks } from './blocks.ts';
import { parseSnakeLevel, SNAKE_START_MS } from '../../../../templates/grid_logic/src/family/snakeRules.ts';
import { planSnake } from './snake.ts';
import { plural } from './words.ts';
import { sudokuSteps } from './sudokuLevels.ts';

/** Config leaves this family adds to the template's gameConfig.json when the prompt asks for them. */
export const EXTRA_LEAVES: Record<string, ConfigLeafSpec> = {
  'puzzle.timeLimitSeconds': {
    type: 'integer',
    min: 10,
    max: 900,
    description: 'Game time to solve each level before the attempt fails (costs a life)',
  },
};

export const TIMER_PATH = 'puzzle.timeLimitSeconds';

const ts = (value: unknown) => JSON.stringify(value);

function levelsFile(gdd: Gdd): string {
  const specs = gdd.sections.levels.map((level) => {
    const data = levelData(level) as GridLevelData;
    const rows = level.ascii.map((r) => `      ${ts(r)},`).join('\n');
    const extra =
      data.kind === 'merge'
        ? `\n    goal: ${data.goal},`
        : data.kind === 'match3'
          ? `\n    colours: ${data.colours},\n    target: ${data.target},\n    moves: ${data.moves},` +
            `\n    seed: ${data.seed},`
          : data.kind === 'pairs'
            ? `\n    faces: ${ts(data.faces)},${data.moves ? `\n    moves: ${data.moves},` : ''}`
            : data.kind === 'blocks'
              ? `\n    target: ${data.target},\n    seed: ${data.seed},`
              : data.kind === 'snake'
                ? `\n    food: ${ts(data.food)},\n    target: ${data.target},\n    seed: ${data.seed},` +
                  `\n    tickMs: ${data.tickMs},\n    speedUpMs: ${data.speedUpMs},\n    minTickMs: ${data.minTickMs},`
                : data.kind === 'sudoku' && data.hintLimit
                  ? `\n    hintLimit: ${data.hintLimit},`
                  : '';
    return (
      `  ${ts(level.key)}: {\n    kind: '${data.kind}',\n    name: ${ts(level.title)},${extra}\n    par: ` +
      `${data.par},\n    hint: ${ts(data.hint)},\n    rows: [\n${rows}\n    ],\n  },`
    );
  });
  if (gdd.sections.levels.some((l) => l.data.kind === 'sudoku'))
    return (
      `// HOOK FILE (made by playsmith make): the levels of ${ts(gdd.title)}: sudoku grids. Rows use the sudoku ` +
      `legend (a digit
// is a given, . an empty cell); the family's solver found exactly one way to fill each grid, and the golden path
// types it cell by cell.
import type { GridLevelSpec } from '../family/levelSpec.ts';

export const LEVELS: Record<string, GridLevelSpec> = {
${specs.join('\n')}
};
`
    );
  if (gdd.sections.levels.some((l) => l.data.kind === 'blocks'))
    return (
      `// HOOK FILE (made by playsmith make): the levels of ${ts(gdd.title)}: falling-blocks wells. Rows use the ` +
      `well legend (. empty,
// x filled at the start); \`seed\` fixes the order of the pieces, so the family's planner found where to put each
// one to clear \`target\` lines, and the golden path turns, moves and drops every piece there.
import type { GridLevelSpec } from '../family/levelSpec.ts';

export const LEVELS: Record<string, GridLevelSpec> = {
${specs.join('\n')}
};
`
    );
  if (gdd.sections.levels.some((l) => l.data.kind === 'snake'))
    return (
      `// HOOK FILE (made by playsmith make): the levels of ${ts(gdd.title)}: snake boards. Rows use the snake ` +
      `legend (. floor,
// # wall, H the head, o its body); \`seed\` fixes where each food appears, so the family's planner found turns that
// eat \`target\` food without a crash, and the golden path presses them on the game clock.
import type { GridLevelSpec } from '../family/levelSpec.ts';

export const LEVELS: Record<string, GridLevelSpec> = {
${specs.join('\n')}
};
`
    );
  if (gdd.sections.levels.some((l) => l.data.kind === 'mines'))
    return (
      `// HOOK FILE (made by playsmith make): the levels of ${ts(gdd.title)}: minesweeper fields. Rows use the mines ` +
      `legend
// (* a mine, . a safe cell). The first reveal is always safe; the golden path knows each field and clears it.
import type { GridLevelSpec } from '../family/levelSpec.ts';

export const LEVELS: Record<string, GridLevelSpec> = {
${specs.join('\n')}
};
`
    );
  if (gdd.sections.levels.some((l) => l.data.kind === 'pairs'))
    return (
      `// HOOK FILE (made by playsmith make): the levels of ${ts(gdd.title)}: memory (pairs) boards. Rows use the ` +
      `pairs legend
// (a, b, c, ... a card showing faces[0], faces[1], ...; . no card); every face is on two cards, and its picture is
// the image loaded as faceKey(name). The golden path knows each layout and finds every pair within the move limit.
import type { GridLevelSpec } from '../family/levelSpec.ts';

export const LEVELS: Record<string, GridLevelSpec> = {
${specs.join('\n')}
};
`
    );
  const match3 = gdd.sections.levels.some((l) => l.data.kind === 'match3');
  if (match3)
    return (
      `// HOOK FILE (made by playsmith make): the levels of ${ts(gdd.title)}: match-3 boards. Rows use the match-3 ` +
      `legend
// (a, b, c, ... a tile of that colour); \`seed\` fixes the tiles that drop in after each clear. On every board the
// family's solver reaches the target within the move limit, and the golden path plays its line.
import type { GridLevelSpec } from '../family/levelSpec.ts';

export const LEVELS: Record<string, GridLevelSpec> = {
${specs.join('\n')}
};
`
    );
  return (
    `// HOOK FILE (made by playsmith make): the levels of ${ts(gdd.title)}. ` +
    `Push levels use the push legend (# wall,
// space floor, . target, $ box, * box on target, @ player, + player on target); merge boards the merge legend
// (. empty, # block, 1-9 a starting tile of 2^n). Every push level was proved solvable by the family's solver and its
// par is the solver's move count; every merge board's goal is reached by the golden path's slide cycle.
import type { GridLevelSpec } from '../family/levelSpec.ts';

export const LEVELS: Record<string, GridLevelSpec> = {
${specs.join('\n')}
};
`
  );
}

function levelFile(timed: boolean): string {
  const imports = timed
    ? `import Phaser from 'phaser';
import gameConfig from '../gameConfig.json';
import { playMusic, textStyle, tiledLevelRows, type LevelInfo } from '../core/index.ts';`
    : `import { playMusic, tiledLevelRows, type LevelInfo } from '../core/index.ts';`;
  const clock = timed
    ? `
  /** Seconds left on this attempt's clock, shown under the board. */
  private clock: Phaser.GameObjects.Text | null = null;
`
    : '';
  const start = timed
    ? `
    this.clock = this.add.text(16, this.scale.height - 4, '', { ...textStyle(16), stroke: '#000000', ` +
      `strokeThickness: 3 }).setOrigin(0, 1).setDepth(50);`
    : '';
  const flags = timed
    ? `

  // The clock in the contract's state too, so a tester reads the time left rather than the screen.
  override describeFlags(): Record<string, unknown> {
    const limitMs = gameConfig.puzzle.timeLimitSeconds.value * 1000;
    const leftMs = Math.max(0, Math.round(limitMs - this.elapsedMs));
    return { ...super.describeFlags(), timeLimitMs: limitMs, timeLeftMs: leftMs };
  }`
    : '';
  const update = timed
    ? `

  // The prompt asked for a time limit: each attempt at a level has puzzle.timeLimitSeconds of game time.
  protected override onUpdate(): void {
    const leftMs = gameConfig.puzzle.timeLimitSeconds.value * 1000 - this.elapsedMs;
    this.clock?.setText(\`Time \${Math.max(0, Math.ceil(leftMs / 1000))}\`);
    if (leftMs <= 0) this.failLevel('Time is up');
  }`
    : '';
  return (
    `// HOOK FILE (made by playsmith make): the grid family does the puzzle work; ` +
    `the game adds its backdrop, music,
// a name card when a level is entered for the first time${timed ? ', and the time limit the prompt asked for' : ''}.
${imports}
import { GridLevelScene, type GridLevelSpec } from '../family/index.ts';
import { LEVELS } from './levels.ts';

export class Level extends GridLevelScene {${clock}
  constructor() {
    super('Level');
  }

  protected override levelSpec(info: LevelInfo): GridLevelSpec {
    const spec = LEVELS[info.id];
    if (!spec) throw new Error(\`src/game/levels.ts has no level "\${info.id}" ` +
    `(it has \${Object.keys(LEVELS).join(', ')})\`);
    // The level's Tiled map (public/assets/level-<id>.json) when the asset pack loaded it; push boards are ragged.
    const push = spec.kind === 'push';
    const rows = tiledLevelRows(this, \`level-\${info.id}\`, '#', push ? ' ' : '.');
    return rows ? { ...spec, rows: push ? rows.map((row) => row.trimEnd()) : rows } : spec;
  }

  protected override onLevelStart(info: LevelInfo): void {
    this.add.image(0, 0, '${GRID_KEYS.backdrop}').setOrigin(0, 0).setDepth(-10).setAlpha(0.6);
    playMusic(this, '${GRID_KEYS.music}');
    if (info.attempt === 1) this.showBanner(\`\${info.number}. \${this.currentSpec.name}\`, 900);${start}
  }${update}${flags}
}
`
  );
}

type Step = Record<string, unknown>;

/** The merge settings a GDD's config gives (the template's defaults where it is silent). */
export function mergeSettingsOf(c: Gdd['sections']['config']): MergeSettings {
  return {
    startTiles: typeof c['merge.startTiles'] === 'number' ? c['merge.startTiles'] : 2,
    fourChance: typeof c['merge.fourChance'] === 'number' ? c['merge.fourChance'] : 0.1,
  };
}

/** A slide that moves something on the merge board as the game opens it (for an undo or restart demonstration). */
function openingSlide(rows: readonly string[], goal: number, index: number, settings: MergeSettings): Direction {
  const parsed = parseMergeLevel(rows, goal);
  if (!parsed.ok) return 'down';
  const directions: Direction[] = ['down', 'left', 'up', 'right'];
  return (
    directions.find((d) => playCycle(parsed.level, boardSeed(GOLDEN_SEED, index), settings, [d], 1).moves === 1) ??
    'down'
  );
}

/** The solver's line for a match-3 level (solved again from the rows, so the path always matches the map). */
function match3Line(id: string, rows: readonly string[], data: Extract<GridLevelData, { kind: 'match3' }>): Swap[] {
  const parsed = parseMatch3Level({ ...data, rows });
  const line = parsed.ok ? solveMatch3(parsed.level) : null;
  if (!line)
    throw new Error(
      `level "${id}" has no solver line to ${data.target} points in ${data.moves} swaps, so no golden path can be ` +
        `written for it${parsed.ok ? '' : `: ${parsed.errors.join('; ')}`}`,
    );
  return line;
}

/**
 * Presses for a match-3 line: for each swap the cursor walks to the tile (it starts at the top left and stays where
 * the last swap began), `select` picks it up and the direction swaps it. An asked undo or restart is shown after the
 * first swap, which is then made again.
 */
function match3Steps(line: readonly Swap[], options: GoldenPathOptions): Step[] {
  const steps: Step[] = [];
  let cursor = { col: 0, row: 0 };
  const swap = (s: Swap) => {
    for (const d of cursorPresses(cursor, s.cell)) steps.push({ press: d });
    steps.push({ press: 'select' }, { press: s.direction });
    cursor = s.cell;
  };
  if (options.undo) {
    swap(line[0]!);
    steps.push({ press: 'undo' });
  }
  if (options.restart) {
    swap(line[0]!);
    steps.push({ press: 'restart' });
  }
  line.forEach(swap);
  return steps;
}

/**
 * Presses for a pairs board's line: for each card the cursor walks there (it starts on the first card) and `select`
 * turns it over; after a miss the path waits until both cards have turned back. An asked restart is shown after the
 * miss (the line goes on from the start); an asked undo takes back the first pair, which is then found again.
 */
function pairsSteps(id: string, rows: readonly string[], data: PairsLevelData, options: GoldenPathOptions): Step[] {
  const parsed = parsePairsLevel({ rows, faces: data.faces, ...(data.moves ? { moves: data.moves } : {}) });
  const line = parsed.ok ? planPairs(parsed.level) : null;
  if (!parsed.ok || !line)
    throw new Error(
      `level "${id}" has no line that finds every pair, so no golden path can be written for it` +
        `${parsed.ok ? '' : `: ${parsed.errors.join('; ')}`}`,
    );
  const steps: Step[] = [];
  let cursor = parsed.level.shape.cell(parsed.level.cards.findIndex((c) => c !== null));
  line.flips.forEach((cell, i) => {
    for (const d of cursorPresses(cursor, cell)) steps.push({ press: d });
    steps.push({ press: 'select' });
    cursor = cell;
    const tryEnds = i % 2 === 1;
    const missed = tryEnds && i < 2 * line.misses;
    if (missed) steps.push({ wait: MISS_SHOW_MS + 300 });
    if (missed && i === 2 * line.misses - 1 && options.restart) steps.push({ press: 'restart' });
    if (tryEnds && i === 2 * line.misses + 1 && options.undo) steps.push({ press: 'undo' }, { press: 'select' });
  });
  return steps;
}

/**
 * Presses for a minesweeper field's line: the cursor starts on the centre, where the first reveal goes; then for each
 * action it walks to the cell and presses `select` (reveal) or `flag`. An asked undo takes back the first flag, which
 * is then placed again; an asked restart is shown after the first reveal, which is then made again.
 */
function minesSteps(id: string, rows: readonly string[], options: GoldenPathOptions): Step[] {
  const parsed = parseMinesLevel(rows);
  const line = parsed.ok ? planMines(parsed.level) : null;
  if (!parsed.ok || !line)
    throw new Error(
      `level "${id}" has no line that clears the field, so no golden path can be written for it` +
        `${parsed.ok ? '' : `: ${parsed.errors.join('; ')}`}`,
    );
  const steps: Step[] = [];
  let cursor = firstReveal(parsed.level.shape.cols, parsed.level.shape.rows);
  let undoShown = false;
  line.forEach((action, i) => {
    for (const d of cursorPresses(cursor, action.cell)) steps.push({ press: d });
    cursor = action.cell;
    const press = action.act === 'flag' ? 'flag' : 'select';
    steps.push({ press });
    if (i === 0 && options.restart) steps.push({ press: 'restart' }, { press });
    if (press === 'flag' && options.undo && !undoShown) {
      steps.push({ press: 'undo' }, { press });
      undoShown = true;
    }
  });
  return steps;
}

/**
 * Presses for a snake board's line: each turn waits until the tick before the one that takes it (checked every
 * frame, so the press lands well inside the tick) and presses the direction. A later board first waits for its own
 * fresh snake, since the level number changes a frame before the board is built.
 */
function snakeSteps(id: string, rows: readonly string[], data: SnakeLevelData, later: boolean): Step[] {
  const parsed = parseSnakeLevel({ ...data, rows });
  const line = parsed.ok ? planSnake(parsed.level) : null;
  if (!parsed.ok || !line)
    throw new Error(
      `level "${id}" has no line that eats ${data.target} food, so no golden path can be written for it` +
        `${parsed.ok ? '' : `: ${parsed.errors.join('; ')}`}`,
    );
  const steps: Step[] = later ? [{ until: { path: 'flags.ticks', equals: 0 }, timeoutMs: 4000, checkEveryMs: 16 }] : [];
  let tick = 0;
  for (const turn of line.turns) {
    const timeoutMs = SNAKE_START_MS + (turn.tick - tick + 4) * data.tickMs;
    steps.push(
      { until: { path: 'flags.ticks', gte: turn.tick - 1 }, timeoutMs, checkEveryMs: 16 },
      { press: turn.direction },
    );
    tick = turn.tick;
  }
  steps.push({
    until: { path: 'flags.foodEaten', gte: data.target },
    timeoutMs: SNAKE_START_MS + (line.ticks - tick + 4) * data.tickMs,
    checkEveryMs: 50,
  });
  return steps;
}

/**
 * Presses for a well's line: for each piece the path waits until it has entered the well, turns it, steps it to its
 * column and drops it (all well inside the time before gravity moves it a row). A later well first waits for its
 * own start, since the level number changes a frame before the well is built.
 */
function blocksSteps(id: string, rows: readonly string[], data: BlocksLevelData, later: boolean): Step[] {
  const parsed = parseBlocksLevel({ rows, target: data.target, seed: data.seed });
  const line = parsed.ok ? planBlocks(parsed.level) : null;
  if (!parsed.ok || !line)
    throw new Error(
      `level "${id}" has no placements that clear ${data.target} lines, so no golden path can be written for it` +
        `${parsed.ok ? '' : `: ${parsed.errors.join('; ')}`}`,
    );
  const steps: Step[] = later ? [{ until: { path: 'flags.lines', equals: 0 }, timeoutMs: 4000, checkEveryMs: 16 }] : [];
  line.placements.forEach((p, i) => {
    steps.push({ until: { path: 'flags.pieces', gte: i + 1 }, timeoutMs: 4000, checkEveryMs: 16 });
    for (let t = 0; t < p.turns; t++) steps.push({ press: 'up' });
    for (let s = 0; s < Math.abs(p.shift); s++) steps.push({ press: p.shift < 0 ? 'left' : 'right' });
    steps.push({ press: 'select' });
  });
  return steps;
}

export interface GoldenPathOptions {
  /** Show an undo on the first level (the prompt asked for undo). */
  undo: boolean;
  /** Show a restart on the first level (the prompt asked for restart). */
  restart: boolean;
}

/** The golden path for the GDD's levels: solver solutions and proven slide cycles, played from the title to the win. */
export function goldenPath(
  gdd: Gdd,
  options: GoldenPathOptions,
): { version: 1; seed: number; description: string; steps: Step[]; expect: { won: true } } {
  const settings = mergeSettingsOf(gdd.sections.config);
  const steps: Step[] = [
    { until: { path: 'scene', equals: 'Title' }, timeoutMs: 5000 },
    { press: 'start' },
    { until: { path: 'scene', equals: 'Level' }, timeoutMs: 2000 },
  ];
  const told: string[] = [];
  const order = gdd.sections.architecture.levelOrder;
  order.forEach((id, index) => {
    const level = gdd.sections.levels.find((l) => l.key === id)!;
    const data = levelData(level) as GridLevelData;
    if (index > 0) {
      steps.push(
        { until: { path: 'level', equals: index + 1 }, timeoutMs: 4000 },
        { until: { path: 'flags.moves', equals: 0 }, timeoutMs: 2000 },
      );
    }
    if (data.kind === 'sudoku') {
      told.push(`${level.title}: fill the ${data.par} empty cells of the ${data.size}x${data.size} grid`);
      const shown = index === 0 ? options : { undo: false, restart: false };
      steps.push(...sudokuSteps(id, level.ascii, data, { ...shown, first: index === 0 }));
      return;
    }
    if (data.kind === 'blocks') {
      told.push(`${level.title}: place ${data.par} pieces to clear ${data.target} lines`);
      steps.push(...blocksSteps(id, level.ascii, data, index > 0));
      return;
    }
    if (data.kind === 'snake') {
      const turns = data.solution ? data.solution.split(', ').length : 0;
      told.push(
        `${level.title}: eat ${data.target} ${plural(data.food)}, turning ${turns} times over ${data.par} ticks`,
      );
      steps.push(...snakeSteps(id, level.ascii, data, index > 0));
      return;
    }
    if (data.kind === 'mines') {
      told.push(`${level.title}: reveal the centre, then flag all ${data.mines} mines and open every safe cell`);
      steps.push(...minesSteps(id, level.ascii, index === 0 ? options : { undo: false, restart: false }));
      return;
    }
    if (data.kind === 'pairs') {
      told.push(`${level.title}: ${data.solution}`);
      steps.push(...pairsSteps(id, level.ascii, data, index === 0 ? options : { undo: false, restart: false }));
      return;
    }
    if (data.kind === 'match3') {
      const line = match3Line(id, level.ascii, data);
      told.push(`${level.title}: ${line.map(swapText).join(', ')}`);
      steps.push(...match3Steps(line, index === 0 ? options : { undo: false, restart: false }));
      return;
    }
    let first: Direction;
    let presses: Direction[] = [];
    if (data.kind === 'push') {
      const check = checkPushLevel(level.ascii);
      if (!check.ok)
        throw new Error(
          `level "${id}" cannot be solved, so no golden path can be written for it: ${check.problems.join('; ')}`,
        );
      presses = check.solution.moves;
      first = presses[0]!;
      told.push(`${level.title}: ${data.solution || presses.join(' ')}`);
    } else {
      first = openingSlide(level.ascii, data.goal, index, settings);
      told.push(
        data.line
          ? `${level.title}: the planned ${data.moves} slides to a ${data.goal}`
          : `${level.title}: repeat ${data.cycle.join('/')} until a ${data.goal}`,
      );
    }
    if (index === 0 && options.undo) steps.push({ press: first }, { press: 'undo' });
    if (index === 0 && options.restart) steps.push({ press: first }, { press: 'restart' });
    if (data.kind === 'push') {
      for (const d of presses) steps.push({ press: d });
    } else if (data.line) {
      // A planned line (a goal no cycle reaches): every slide of it, in order.
      for (const d of fromLurd(data.line)) steps.push({ press: d });
    } else {
      // Stop the moment the goal tile exists, so no slide spills into the next level.
      const timeoutMs = Math.min(600_000, Math.max(30_000, data.moves * 400));
      steps.push({
        until: { path: 'entities.maxTile', gte: data.goal },
        timeoutMs,
        repeat: data.cycle.map((d) => ({ press: d })),
      });
    }
  });
  steps.push({ until: { path: 'won', equals: true }, timeoutMs: 5000 });
  return {
    version: 1,
    seed: GOLDEN_SEED,
    description: `Made by playsmith make: start from the title, then ${told.join('; ')}.`,
    steps,
    expect: { won: true },
  };
}

export function writeGridGame(projectDir: string, gdd: Gdd): void {
  const timed = gdd.sections.config[TIMER_PATH] !== undefined;
  const match3 = gdd.sections.levels.some((l) => l.data.kind === 'match3');
  const pairs = gdd.sections.levels.some((l) => l.data.kind === 'pairs');
  const mines = gdd.sections.levels.some((l) => l.data.kind === 'mines');
  const blocks = gdd.sections.levels.some((l) => l.data.kind === 'blocks');
  const sudoku = gdd.sections.levels.some((l) => l.data.kind === 'sudoku');
  writeHookFiles(projectDir, {
    'levels.ts': levelsFile(gdd),
    'definition.ts': definitionFile(
      gdd,
      sudoku
        ? {
            imports: "import { GRID_ACTIONS, SUDOKU_ACTIONS } from '../family/index.ts';",
            expression: '[...GRID_ACTIONS, ...SUDOKU_ACTIONS]',
          }
        : blocks
          ? {
              imports: "import { BLOCKS_ACTIONS, GRID_ACTIONS } from '../family/index.ts';",
              expression: '[...GRID_ACTIONS, ...BLOCKS_ACTIONS]',
            }
          : mines
            ? {
                imports: "import { GRID_ACTIONS, MINES_ACTIONS } from '../family/index.ts';",
                expression: '[...GRID_ACTIONS, ...MINES_ACTIONS]',
              }
            : pairs
              ? {
                  imports: "import { GRID_ACTIONS, PAIRS_ACTIONS } from '../family/index.ts';",
                  expression: '[...GRID_ACTIONS, ...PAIRS_ACTIONS]',
                }
              : match3
                ? {
                    imports: "import { GRID_ACTIONS, MATCH3_ACTIONS } from '../family/index.ts';",
                    expression: '[...GRID_ACTIONS, ...MATCH3_ACTIONS]',
                  }
                : { imports: "import { GRID_ACTIONS } from '../family/index.ts';", expression: '[...GRID_ACTIONS]' },
    ),
    'Level.ts': levelFile(timed),
  });
  writeGameConfig(projectDir, (config) =>
    mergeConfig(config, gdd.sections.config, 'grid_logic', leavesFrom(EXTRA_LEAVES)),
  );
  writeRegistry(projectDir, gdd, {
    tileset: GRID_KEYS.floor,
    empty: (level) => ((levelData(level) as GridLevelData).kind === 'push' ? ' ' : '.'),
  });
}
