// The match-3 mode: boards of coloured tiles swapped with a neighbour to line up three or more, each with a target
// score and a move limit (the prompt's where it gives them) the solver reaches.
import type { GameMode } from '../../../mode.ts';
import type { Requirement } from '../../../requirements.ts';
import { eventFact } from '../../shared/requirements.ts';
import { GRID_KEYS } from '../assets.ts';
import { pushPlayer } from '../design.ts';
import { gridMode } from '../family.ts';
import type { GridParts } from '../parts.ts';
import type { KindData, LevelKind } from '../kind.ts';
import { plural, type GridWords } from '../words.ts';
import { match3Kind, type Match3LevelData } from './kind.ts';

const capital = (w: string) => w.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** How a match-3 game's boards are proven, for the design's decisions. */
const MATCH3_PROOF = [
  "Match-3 boards start with no run of three; the tiles that drop in come from each level's seed, so a beam " +
    'search over the rules proves the target reachable within the move limit.',
  "The golden path walks the cursor to each swap of the solver's line, picks the tile and swaps it.",
];

/** The prompt's match-3 numbers as the design uses them. */
function match3Numbers(words: GridWords): string {
  const target = words.scoreTarget === null ? 'a target score for the difficulty' : `${words.scoreTarget} points`;
  const moves = words.moveLimit === null ? 'a move limit for the difficulty' : `${words.moveLimit} moves`;
  const asked = words.scoreTarget !== null || words.moveLimit !== null ? ' (as the prompt asks where it says)' : '';
  return `${target} in ${moves} per board${asked}`;
}

/** What proves a match-3 game: swaps and matches in play, the boards' points in the score, the move limit in state. */
function match3Requirements(words: GridWords, data: readonly KindData[]): Requirement[] {
  const boards = data.filter((d): d is Match3LevelData => d.kind === 'match3');
  if (boards.length === 0) return [];
  const swaps = boards.reduce((s, d) => s + d.par, 0);
  const points = boards.reduce((s, d) => s + d.target, 0);
  const last = boards[boards.length - 1]!;
  const source = words.match3Phrase ?? 'family rules';
  return [
    eventFact({
      id: 'tiles-swapped',
      text: `neighbouring ${plural(words.tile)} are swapped`,
      source,
      weight: 2,
      event: 'tiles_swapped',
      minCount: swaps,
    }),
    eventFact({
      id: 'tiles-matched',
      text: `three or more ${plural(words.tile)} in a line clear`,
      source,
      weight: 2,
      event: 'tiles_matched',
      minCount: swaps,
    }),
    {
      id: 'score-target',
      text: `each board's target score is reached (${boards.map((d) => d.target).join(', ')} points)`,
      source: words.scoreTarget === null ? 'family rules' : `${words.scoreTarget} points`,
      weight: 2,
      check: { kind: 'state', path: 'score', gte: points },
    },
    {
      id: 'move-limit',
      text: `at most ${last.moves} moves per board`,
      source: words.moveLimit === null ? 'family rules' : `${words.moveLimit} moves`,
      weight: 1,
      check: { kind: 'state', path: 'flags.moveLimit', equals: last.moves },
    },
  ];
}

export const match3Parts: GridParts = {
  id: 'match3',
  kinds: [match3Kind],
  levelKinds: (_words, asked) => new Array<LevelKind>(asked ?? 3).fill('match3'),
  stakes: () => true,
  titles(words) {
    const place = capital(words.setting[0] ?? '');
    const tile = capital(words.tile);
    return [`${tile} Match`, `${place} ${tile} Swap`, `${place} Match-3`, `${tile} Crush`];
  },
  goal: ({ words }) =>
    `Swap neighbouring ${plural(words.tile)} to line up three or more, and reach each board's target score ` +
    'before its moves run out.',
  notes: (words) => [
    `Arrow keys move the cursor; Space (or X) picks up the ${words.tile} under it and an arrow swaps it with ` +
      'its neighbour. Or click a tile, then one next to it.',
    'A swap must line up three or more of a colour; they clear, the rest fall and new ones drop in. Cascades ' +
      'score double, triple, ...; running out of moves below the target costs a life.',
  ],
  boardModes: (words) => `match-3 boards ("${words.match3Phrase}"): ${match3Numbers(words)}`,
  // The push player's sentence stands here as it always has: a match-3 design says who plays.
  decisions: ({ words }) => [pushPlayer(words), ...MATCH3_PROOF],
  ownStakes: true,
  entities: ({ words }) => [
    {
      name: words.tile,
      role: 'prop',
      description:
        'a coloured tile; swapped with a neighbour, three or more in a row or column clear, the rest fall and new ' +
        'ones drop in',
      assets: [GRID_KEYS.mergeTile, GRID_KEYS.floor],
      config: ['grid.stepMs', 'grid.stuckCostsLife'],
    },
  ],
  requirements: { leading: (_gdd, words, data) => match3Requirements(words, data) },
  levelsComment: (title) =>
    `// HOOK FILE (made by playsmith make): the levels of ${title}: match-3 boards. Rows use the match-3 ` +
    `legend
// (a, b, c, ... a tile of that colour); \`seed\` fixes the tiles that drop in after each clear. On every board the
// family's solver reaches the target within the move limit, and the golden path plays its line.`,
  actions: {
    imports: "import { GRID_ACTIONS, MATCH3_ACTIONS } from '../family/index.ts';",
    expression: '[...GRID_ACTIONS, ...MATCH3_ACTIONS]',
  },
};

export const match3Mode: GameMode = gridMode(match3Parts, {
  answers: ['match3'],
  cues: [],
  names: [{ head: 'match-3', kind: 'genre', pattern: /\bmatch[- ]?(?:3|three)\b/, proofs: ['tiles-matched'] }],
  proves: { swap: ['tiles-swapped'] },
  proofs: ['move-limit', 'score-target', 'tiles-matched', 'tiles-swapped'],
  examples: ["a match three puzzle with jewels in a pharaoh's tomb and a 90 second timer"],
});
