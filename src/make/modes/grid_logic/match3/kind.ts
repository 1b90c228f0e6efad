// Match-3 boards as a kind of grid level: a board with no run of three whose dropped-in tiles come from its seed,
// with the prompt's target and move limit, proven by the solver, and played on the golden path as the solver's swaps.
import { parseMatch3Level } from '../../../../../templates/grid_logic/src/family/modes/match3/match3Rules.ts';
import { cursorPresses, defineKind, type KindData, type Step } from '../kind.ts';
import { generateMatch3Level, match3Targets, solveMatch3, swapText, type Swap } from './match3.ts';

export interface Match3LevelData extends KindData {
  kind: 'match3';
  /** Points that win the board. */
  target: number;
  /** Swaps allowed. */
  moves: number;
  colours: number;
  /** Fixes the tiles that drop in, so the solver's line plays the same in the browser. */
  seed: number;
  /** The solver's line, e.g. "c3 right, d5 down". */
  solution: string;
}

const MATCH3_LEGEND_CHARS = (colours: number): Record<string, string> =>
  Object.fromEntries([...'abcdef'.slice(0, colours)].map((ch, i) => [ch, `a tile of colour ${i + 1}`]));

/** The solver's line for a match-3 level (solved again from the rows, so the path always matches the map). */
function match3Line(id: string, rows: readonly string[], data: Match3LevelData): Swap[] {
  const parsed = parseMatch3Level({ ...data, rows });
  const line = parsed.ok ? solveMatch3(parsed.level) : null;
  if (!line)
    throw new Error(
      `level "${id}" has no solver line to ${data.target} points in ${data.moves} swaps, so no golden path can be ` +
        `written for it${parsed.ok ? '' : `: ${parsed.errors.join('; ')}`}`,
    );
  return line;
}

export const match3Kind = defineKind<Match3LevelData>({
  kind: 'match3',
  level(slot, input) {
    const { words, difficulty, random } = input;
    const targets = match3Targets(slot.position, difficulty, {
      target: words.scoreTarget,
      moves: words.moveLimit,
      board: words.boardSize,
    });
    const board = generateMatch3Level(targets, random);
    if (!board)
      throw new Error(
        `could not find a match-3 board on which ${targets.target} points can be reached in ${targets.moves} swaps; ` +
          'ask for a lower score or more moves',
      );
    const data: Match3LevelData = {
      kind: 'match3',
      target: board.target,
      moves: board.moves,
      colours: board.colours,
      seed: board.seed,
      par: board.solution.length,
      hint: `Swap two tiles to line up 3 or more. Score ${board.target} in ${board.moves} moves.`,
      solution: board.solution.map(swapText).join(', '),
    };
    return {
      key: slot.key,
      title: slot.name,
      ascii: board.rows,
      legend: MATCH3_LEGEND_CHARS(board.colours),
      data: { ...data },
      notes: [
        `Match-3 board, ${board.colours} colours: ${board.target} points in at most ${board.moves} swaps; the solver ` +
          `reaches it in ${board.solution.length} (${data.solution}) with the tiles the level's seed drops in.`,
      ],
    };
  },
  data(d) {
    const numbers = ['target', 'moves', 'colours', 'seed', 'par'] as const;
    const missing = numbers.filter((k) => typeof d[k] !== 'number');
    if (missing.length) return `a match-3 level needs numeric ${missing.map((k) => `data.${k}`).join(', ')}`;
    const [target, moves, colours, seed, par] = numbers.map((k) => d[k] as number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    return {
      kind: 'match3',
      target,
      moves,
      colours,
      seed,
      par,
      hint: String(d.hint ?? ''),
      solution: String(d.solution ?? ''),
    };
  },
  problems(level, data) {
    const parsed = parseMatch3Level({ ...data, rows: level.ascii });
    if (!parsed.ok) return parsed.errors;
    return solveMatch3(parsed.level)
      ? []
      : [`the solver finds no line to ${data.target} points in ${data.moves} swaps`];
  },
  specFields: (data) =>
    `\n    colours: ${data.colours},\n    target: ${data.target},\n    moves: ${data.moves},` +
    `\n    seed: ${data.seed},`,
  /**
   * Presses for a match-3 line: for each swap the cursor walks to the tile (it starts at the top left and stays where
   * the last swap began), `select` picks it up and the direction swaps it. An asked undo or restart is shown after the
   * first swap, which is then made again.
   */
  steps(level, data, { options }) {
    const line = match3Line(level.key, level.ascii, data);
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
    return { told: `${level.title}: ${line.map(swapText).join(', ')}`, steps };
  },
});
