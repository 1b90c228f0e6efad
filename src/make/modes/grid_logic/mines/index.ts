// The minesweeper mode: fields of hidden mines where every safe cell is opened and a number counts the mines around
// its cell; the first reveal is always safe.
import type { GameMode } from '../../../mode.ts';
import { GRID_KEYS } from '../assets.ts';
import { gridMode } from '../family.ts';
import { MINES_RE } from '../words.ts';
import type { GridParts } from '../parts.ts';
import type { LevelKind } from '../kind.ts';
import { minesDecisions, minesRequirements } from './design.ts';
import { minesKind } from './kind.ts';

const capital = (w: string) => w.replace(/\b[a-z]/g, (c) => c.toUpperCase());

export const minesParts: GridParts = {
  id: 'mines',
  kinds: [minesKind],
  levelKinds: (_words, asked) => new Array<LevelKind>(asked ?? 1).fill('mines'),
  stakes: () => true,
  titles(words) {
    const place = capital(words.setting[0] ?? '');
    return ['Minesweeper', `${place} Sweeper`, `${place} Minefield`, 'Mine Field'];
  },
  goal: () => 'Open every safe cell of each field without setting off a mine; a number tells how many mines touch it.',
  notes: () => [
    'Arrow keys move the cursor; Space (or X) or a click reveals the cell, F flags it as a mine.',
    'The first reveal is always safe. A number counts the mines around its cell; a cell with none opens its ' +
      'neighbours. A revealed mine costs a life.',
  ],
  boardModes: (words) => `minesweeper fields ("${words.minesPhrase}")`,
  decisions: ({ words, data }) => minesDecisions(words, data),
  ownStakes: true,
  entities: () => [
    {
      name: 'mine',
      role: 'hazard',
      description: 'hidden under a closed cell; revealing it fails the attempt, a flag marks it',
      assets: [GRID_KEYS.floor],
      config: ['grid.stuckCostsLife'],
    },
  ],
  requirements: { leading: (_gdd, words, data) => minesRequirements(words, data) },
  levelsComment: (title) =>
    `// HOOK FILE (made by playsmith make): the levels of ${title}: minesweeper fields. Rows use the mines ` +
    `legend
// (* a mine, . a safe cell). The first reveal is always safe; the golden path knows each field and clears it.`,
  actions: {
    imports: "import { GRID_ACTIONS, MINES_ACTIONS } from '../family/index.ts';",
    expression: '[...GRID_ACTIONS, ...MINES_ACTIONS]',
  },
};

export const minesMode: GameMode = gridMode(minesParts, {
  answers: ['mines'],
  cues: [],
  names: [{ head: 'minesweeper', kind: 'genre', pattern: MINES_RE, proofs: ['field-cleared'] }],
  proofs: ['field-cleared', 'flood-fill', 'mine-count', 'mines-flagged'],
  examples: ['a minesweeper game with 3 lives'],
});
