// Memory (pairs) boards as a kind of grid level: cards dealt from the design's seed showing the game's faces, with
// the prompt's pair count and move limit, proven findable by a line, and played on the golden path as that line.
import type { LevelDesign } from '../../../gdd.ts';
import {
  MISS_SHOW_MS,
  PAIRS_LETTERS,
  parsePairsLevel,
} from '../../../../../templates/grid_logic/src/family/modes/pairs/pairsRules.ts';
import { cellName, cursorPresses, defineKind, type Difficulty, type KindData, type Step } from '../kind.ts';
import { withArticle } from '../words.ts';
import { generatePairsLevel, planPairs } from './pairs.ts';

export interface PairsLevelData extends KindData {
  kind: 'pairs';
  /** Face names in letter order (a, b, ...). */
  faces: string[];
  /** What the faces are, in the prompt's words where it has them ("zoo animals"). */
  subject: string;
  pairs: number;
  /** Tries allowed (two cards each); 0: no limit. */
  moves: number;
  /** The line's flips, two per try, e.g. "a1 b1, a1 c3" (column letter, row number). */
  solution: string;
}

/** Pairs per board: the prompt's count on every board, else a count for the difficulty that grows along the curve. */
export function pairsFor(position: number, difficulty: Difficulty, asked: number | null): number {
  if (asked !== null) return Math.min(PAIRS_LETTERS.length, Math.max(2, asked));
  const [low, high] = { easy: [4, 6], normal: [6, 8], hard: [8, 10] }[difficulty];
  return Math.round(low! + (high! - low!) * position);
}

export const pairsKind = defineKind<PairsLevelData>({
  kind: 'pairs',
  level(slot, input): LevelDesign {
    const { words, difficulty, random } = input;
    const count = pairsFor(slot.position, difficulty, words.pairsCount);
    const chosen = input.extras.faces;
    const faces = chosen?.faces.slice(0, count) ?? [];
    if (!chosen || faces.length < count)
      throw new Error(`a pairs board of ${count} pairs needs ${count} card faces; the design chose ${faces.length}`);
    const board = generatePairsLevel(faces, words.moveLimit, random);
    const flips = board.line.flips.map(cellName);
    const tries = flips.length / 2;
    const data: PairsLevelData = {
      kind: 'pairs',
      faces: board.faces,
      subject: chosen.subject,
      pairs: board.faces.length,
      moves: board.moves ?? 0,
      par: tries,
      hint: `Turn two cards over; a pair stays up. Find all ${board.faces.length} pairs.`,
      solution: [...Array(tries).keys()].map((t) => `${flips[2 * t]} ${flips[2 * t + 1]}`).join(', '),
    };
    const legend = Object.fromEntries([
      ...board.faces.map((face, i) => [PAIRS_LETTERS[i]!, `a card showing ${withArticle(face)}`]),
      ...(board.rows.join('').includes('.') ? [['.', 'no card']] : []),
    ]);
    return {
      key: slot.key,
      title: slot.name,
      ascii: board.rows,
      legend,
      data: { ...data },
      notes: [
        `Pairs board, ${board.faces.length} pairs (${board.faces.join(', ')})` +
          `${board.moves === null ? '' : ` in at most ${board.moves} tries`}: the golden path's line turns over ` +
          `${board.line.misses} miss(es) first, then every pair, ${tries} tries in all.`,
      ],
    };
  },
  data(d) {
    const faces = Array.isArray(d.faces) ? d.faces.filter((f): f is string => typeof f === 'string') : [];
    if (faces.length === 0) return 'a pairs level needs data.faces: the name of each card face, letter a first';
    const numbers = ['moves', 'par'] as const;
    const missing = numbers.filter((k) => typeof d[k] !== 'number');
    if (missing.length) return `a pairs level needs numeric ${missing.map((k) => `data.${k}`).join(', ')}`;
    return {
      kind: 'pairs',
      faces,
      subject: String(d.subject ?? 'cards'),
      pairs: faces.length,
      moves: d.moves as number,
      par: d.par as number,
      hint: String(d.hint ?? ''),
      solution: String(d.solution ?? ''),
    };
  },
  problems(level, data) {
    const parsed = parsePairsLevel({
      rows: level.ascii,
      faces: data.faces,
      ...(data.moves ? { moves: data.moves } : {}),
    });
    if (!parsed.ok) return parsed.errors;
    return planPairs(parsed.level) ? [] : [`no line finds all ${data.faces.length} pairs within ${data.moves} tries`];
  },
  specFields: (data) => `\n    faces: ${JSON.stringify(data.faces)},${data.moves ? `\n    moves: ${data.moves},` : ''}`,
  /**
   * Presses for a pairs board's line: for each card the cursor walks there (it starts on the first card) and `select`
   * turns it over; after a miss the path waits until both cards have turned back. An asked restart is shown after the
   * miss (the line goes on from the start); an asked undo takes back the first pair, which is then found again.
   */
  steps(level, data, { options }) {
    const parsed = parsePairsLevel({
      rows: level.ascii,
      faces: data.faces,
      ...(data.moves ? { moves: data.moves } : {}),
    });
    const line = parsed.ok ? planPairs(parsed.level) : null;
    if (!parsed.ok || !line)
      throw new Error(
        `level "${level.key}" has no line that finds every pair, so no golden path can be written for it` +
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
    return { told: `${level.title}: ${data.solution}`, steps };
  },
});
