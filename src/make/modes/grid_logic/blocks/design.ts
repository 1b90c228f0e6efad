// What a falling-blocks game's design says and what proves it was made: the decisions about its well and lines target,
// and the requirements checked on the played game (lines cleared and the target in the contract's state, pieces
// locking in events, the well's size).
import type { Requirement } from '../../../requirements.ts';
import { eventFact } from '../../shared/requirements.ts';
import type { KindData } from '../kind.ts';
import type { BlocksLevelData } from './kind.ts';
import type { GridWords } from '../words.ts';

const wellsOf = (data: readonly KindData[]): BlocksLevelData[] =>
  data.filter((d): d is BlocksLevelData => d.kind === 'blocks');

export function blocksDecisions(words: GridWords, data: readonly KindData[]): string[] {
  const wells = wellsOf(data);
  const first = wells[0];
  if (!first) return [];
  const target =
    words.linesTarget === null
      ? `${first.target} lines to clear (the family default for the difficulty; the prompt names no target)`
      : `${first.target} lines to clear (the prompt's "${words.linesTarget} lines")`;
  return [
    `Well: ${first.cols} wide and ${first.rows} deep, empty at the start; ${target}.`,
    'The seven four-cell pieces come from a seeded bag (each once per bag); the planner tries every turn and column ' +
      "of each piece with the template's rules and keeps the placement that leaves the fewest holes and the lowest, " +
      'evenest surface (cleared lines first), and the golden path turns, moves and drops each piece there.',
    'A piece that has no room to enter tops the well out and fails the attempt (costs a life).',
  ];
}

/** The requirements of a game with falling-blocks wells (none without). */
export function blocksRequirements(words: GridWords, data: readonly KindData[]): Requirement[] {
  const wells = wellsOf(data);
  if (wells.length === 0) return [];
  const last = wells[wells.length - 1]!;
  const source = words.blocksPhrase ?? 'family rules';
  const asked = words.linesTarget === null ? source : `${words.linesTarget} lines`;
  return [
    {
      id: 'lines-cleared',
      text: `${last.target} lines cleared in the last well`,
      source: asked,
      weight: 2,
      check: { kind: 'state', path: 'flags.lines', gte: last.target },
    },
    {
      id: 'lines-target',
      text: `a target of ${last.target} lines`,
      source: asked,
      weight: 1,
      check: { kind: 'state', path: 'flags.linesTarget', equals: last.target },
    },
    eventFact({
      id: 'pieces-fall',
      text: 'falling pieces lock into the well, and full lines clear',
      source,
      weight: 2,
      event: 'lines_cleared',
      minCount: 1,
    }),
    {
      id: 'well-size',
      text: `a well ${last.cols} wide and ${last.rows} deep`,
      source: 'family rules',
      weight: 1,
      check: { kind: 'state', path: 'flags.wellSize', equals: `${last.cols}x${last.rows}` },
    },
  ];
}
