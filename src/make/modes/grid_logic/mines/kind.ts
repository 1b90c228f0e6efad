// Minesweeper fields as a kind of grid level: mines laid from the design's seed (the prompt's size and count where it
// gives them), proven clearable by a line, and played on the golden path as that line of reveals and flags.
import { parseMinesLevel } from '../../../../../templates/grid_logic/src/family/modes/mines/minesRules.ts';
import { cursorPresses, defineKind, type KindData, type Step } from '../kind.ts';
import { firstReveal, generateMinesLevel, minesTargets, planMines } from './mines.ts';

export interface MinesLevelData extends KindData {
  kind: 'mines';
  mines: number;
  cols: number;
  rows: number;
  /** Reveals in the golden path's line (fewer than the safe cells: empty areas open whole). */
  reveals: number;
}

export const minesKind = defineKind<MinesLevelData>({
  kind: 'mines',
  level(slot, input) {
    const { words, difficulty, random } = input;
    const targets = minesTargets(slot.position, difficulty, { board: words.boardSize, mines: words.mineCount });
    const field = generateMinesLevel(targets, random);
    const reveals = field.line.filter((a) => a.act === 'reveal').length;
    const data: MinesLevelData = {
      kind: 'mines',
      mines: field.mines,
      cols: targets.cols,
      rows: targets.rows,
      par: field.line.length,
      reveals,
      hint: `${field.mines} mines hide here. A number counts the mines touching its cell.`,
    };
    return {
      key: slot.key,
      title: slot.name,
      ascii: field.rows,
      legend: { '*': 'a mine', '.': 'a safe cell' },
      data: { ...data },
      notes: [
        `Minesweeper field ${targets.cols}x${targets.rows} with ${field.mines} mines; the first reveal (the centre) ` +
          `opens ${field.opening} cells, and the golden path's line flags every mine and opens the rest in ` +
          `${reveals} reveals.`,
      ],
    };
  },
  data(d) {
    const numbers = ['mines', 'cols', 'rows', 'par', 'reveals'] as const;
    const missing = numbers.filter((k) => typeof d[k] !== 'number');
    if (missing.length) return `a minesweeper level needs numeric ${missing.map((k) => `data.${k}`).join(', ')}`;
    const [mines, cols, rows, par, reveals] = numbers.map((k) => d[k] as number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    return { kind: 'mines', mines, cols, rows, par, reveals, hint: String(d.hint ?? '') };
  },
  problems(level) {
    const parsed = parseMinesLevel(level.ascii);
    if (!parsed.ok) return parsed.errors;
    return planMines(parsed.level) ? [] : ['no line clears the field without a mine going off'];
  },
  specFields: () => '',
  /**
   * Presses for a minesweeper field's line: the cursor starts on the centre, where the first reveal goes; then for
   * each action it walks to the cell and presses `select` (reveal) or `flag`. An asked undo takes back the first flag,
   * which is then placed again; an asked restart is shown after the first reveal, which is then made again.
   */
  steps(level, data, { options }) {
    const parsed = parseMinesLevel(level.ascii);
    const line = parsed.ok ? planMines(parsed.level) : null;
    if (!parsed.ok || !line)
      throw new Error(
        `level "${level.key}" has no line that clears the field, so no golden path can be written for it` +
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
    return {
      told: `${level.title}: reveal the centre, then flag all ${data.mines} mines and open every safe cell`,
      steps,
    };
  },
});
