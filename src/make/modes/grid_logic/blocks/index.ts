// The falling-blocks mode: a well where four-cell pieces from a seeded bag fall a row at a time, turned and moved
// into place so full rows clear, to the prompt's lines target; a piece with no room to enter ends the attempt.
import type { GameMode } from '../../../mode.ts';
import { GRID_KEYS } from '../assets.ts';
import { gridMode } from '../family.ts';
import { BLOCKS_RE } from '../words.ts';
import type { GridParts } from '../parts.ts';
import type { LevelKind } from '../kind.ts';
import { blocksDecisions, blocksRequirements } from './design.ts';
import { blocksKind, type BlocksLevelData } from './kind.ts';

const capital = (w: string) => w.replace(/\b[a-z]/g, (c) => c.toUpperCase());

export const blocksParts: GridParts = {
  id: 'blocks',
  kinds: [blocksKind],
  levelKinds: (_words, asked) => new Array<LevelKind>(asked ?? 1).fill('blocks'),
  stakes: () => true,
  clocked: true,
  titles(words) {
    const place = capital(words.setting[0] ?? '');
    return [`${place} Blocks`, 'Falling Blocks', `${place} Drop`, 'Line Clear'];
  },
  goal({ data }) {
    const well = data.find((d): d is BlocksLevelData => d.kind === 'blocks')!;
    return `Turn, move and drop the falling pieces to fill rows; clear ${well.target} lines before the well fills up.`;
  },
  notes: () => [
    'Left and right arrows move the falling piece, up turns it, down lets it fall a row faster.',
    'Space (or X) drops it at once. A full row clears; a piece with no room to enter costs a life.',
    'Enter or Space starts the game; P or Escape pauses.',
  ],
  completeNotes: true,
  boardModes: (words) => `falling-blocks wells ("${words.blocksPhrase}")`,
  decisions: ({ words, data }) => blocksDecisions(words, data),
  ownStakes: true,
  entities: () => [
    {
      name: 'falling piece',
      role: 'player',
      description: 'one of seven four-cell pieces from a seeded bag; falls a row at a time, locks where it rests',
      assets: [GRID_KEYS.spark],
      config: ['grid.stuckCostsLife'],
    },
  ],
  requirements: { leading: (_gdd, words, data) => blocksRequirements(words, data) },
  levelsComment: (title) =>
    `// HOOK FILE (made by playsmith make): the levels of ${title}: falling-blocks wells. Rows use the ` +
    `well legend (. empty,
// x filled at the start); \`seed\` fixes the order of the pieces, so the family's planner found where to put each
// one to clear \`target\` lines, and the golden path turns, moves and drops every piece there.`,
  actions: {
    imports: "import { BLOCKS_ACTIONS, GRID_ACTIONS } from '../family/index.ts';",
    expression: '[...GRID_ACTIONS, ...BLOCKS_ACTIONS]',
  },
};

export const blocksMode: GameMode = gridMode(blocksParts, {
  answers: ['blocks'],
  cues: [],
  names: [{ head: 'a falling-blocks game', kind: 'genre', pattern: BLOCKS_RE, proofs: ['pieces-fall'] }],
  proofs: ['lines-cleared', 'lines-target', 'pieces-fall', 'well-size'],
  examples: ['a tetris game'],
});
