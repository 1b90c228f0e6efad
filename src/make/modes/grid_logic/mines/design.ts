// What a minesweeper game's design says and what proves it was made: the decisions about its field, and the
// requirements checked on the played game (the field cleared, the mine count and size in the contract's state, flags
// placed, empty areas opening whole).
import type { Requirement } from '../../../requirements.ts';
import { eventFact } from '../../shared/requirements.ts';
import type { KindData } from '../kind.ts';
import type { MinesLevelData } from './kind.ts';
import type { GridWords } from '../words.ts';

const fieldsOf = (data: readonly KindData[]): MinesLevelData[] =>
  data.filter((d): d is MinesLevelData => d.kind === 'mines');

export function minesDecisions(words: GridWords, data: readonly KindData[]): string[] {
  const fields = fieldsOf(data);
  const sizes = fields.map((f) => `${f.cols}x${f.rows} with ${f.mines} mines`).join(', ');
  const asked = [
    words.boardSize ? `${words.boardSize.cols}x${words.boardSize.rows}` : '',
    words.mineCount === null ? '' : `${words.mineCount} mines`,
  ].filter(Boolean);
  return [
    `Fields: ${sizes} ${asked.length ? `(the prompt asks ${asked.join(' and ')})` : '(the difficulty default)'}.`,
    "Mines are laid from the design's seed, none on the centre cell or next to it, so the golden path's first " +
      'reveal opens an area; a first reveal on a mine anywhere else moves that mine (the first reveal is always safe).',
    'The golden path knows the field: after the first reveal it goes row by row, flagging every mine and revealing ' +
      'every safe cell still shut. A revealed mine fails the attempt (costs a life).',
  ];
}

/** The requirements of a game with minesweeper fields (none without). */
export function minesRequirements(words: GridWords, data: readonly KindData[]): Requirement[] {
  const fields = fieldsOf(data);
  if (fields.length === 0) return [];
  const last = fields[fields.length - 1]!;
  const source = words.minesPhrase ?? 'family rules';
  const safe = last.cols * last.rows - last.mines;
  return [
    {
      id: 'field-cleared',
      text: 'every safe cell of the field is opened without setting off a mine',
      source,
      weight: 2,
      check: { kind: 'state', path: 'flags.safeLeft', equals: 0 },
    },
    {
      id: 'mine-count',
      text: `${last.mines} mines hidden in the ${last.cols}x${last.rows} field`,
      source: words.mineCount === null ? 'family rules' : `${words.mineCount} mines`,
      weight: 2,
      check: { kind: 'state', path: 'flags.mines', equals: last.mines },
    },
    {
      id: 'flood-fill',
      text: `a cell with no mine around opens its neighbours (${safe} safe cells, at most ${last.reveals} reveals)`,
      source,
      weight: 1,
      check: { kind: 'state', path: 'flags.reveals', lte: last.reveals },
    },
    eventFact({
      id: 'mines-flagged',
      text: 'mines are marked with flags',
      source,
      event: 'cell_flagged',
      minCount: fields.reduce((s, f) => s + f.par - f.reveals, 0),
    }),
  ];
}
