// The merge mode: boards of sliding numbered tiles (2048-like) where equal ones merge, each won by a slide cycle the
// family proves for the golden path's seed, or by a planned line when the prompt names its goal tile.
import type { GameMode } from '../../../mode.ts';
import { pushPlayer, pushProof } from '../design.ts';
import { gridMode } from '../family.ts';
import type { GridParts } from '../parts.ts';
import type { LevelKind } from '../kind.ts';
import { mergeKind } from '../mergeKind.ts';
import { plural } from '../words.ts';
import { PUSH_AND_MERGE_COMMENT } from '../write.ts';

const capital = (w: string) => w.replace(/\b[a-z]/g, (c) => c.toUpperCase());

export const mergeParts: GridParts = {
  id: 'merge',
  kinds: [mergeKind],
  levelKinds: (_words, asked) => new Array<LevelKind>(asked ?? 3).fill('merge'),
  stakes: () => false,
  titles(words) {
    const hero = capital(words.hero);
    const place = capital(words.setting[0] ?? '');
    const tile = capital(words.tile);
    return [`${tile} Merge`, `${place} ${tile} Stack`, ...(words.heroFromPrompt ? [`${hero}'s ${tile} Merge`] : [])];
  },
  goal: ({ words }) =>
    `Slide the board so equal ${plural(words.tile)} merge, and keep merging until you make the goal tile on ` +
    'every board.',
  notes: () => [],
  boardModes: (words) => `merge boards only (the prompt speaks of merging: "${words.mergePhrase}" and of no pushing)`,
  decisions: ({ words }) => [pushPlayer(words), ...pushProof(true)],
  ownStakes: false,
  entities: () => [],
  requirements: {},
  levelsComment: PUSH_AND_MERGE_COMMENT,
  actions: { imports: "import { GRID_ACTIONS } from '../family/index.ts';", expression: '[...GRID_ACTIONS]' },
};

export const mergeMode: GameMode = gridMode(mergeParts, {
  answers: ['merge'],
  cues: [],
  names: [
    {
      // The goal tile a merge prompt names ("merge into 2048"); "like 2048" only names the game.
      head: '2048',
      kind: 'genre',
      pattern: /\b(?:into|reach(?:es|ing)?|mak(?:e|es|ing)|to|the) 2048\b|\b2048 tile\b/,
      proofs: ['merge-target'],
    },
    {
      // Merge tiles that show their values; proved by the values the board's tiles reach in play.
      head: 'numbered tiles',
      kind: 'mechanic',
      pattern: /\bnumbered (?:tiles|blocks|squares)\b/,
      proofs: ['numbered-tiles'],
    },
    {
      head: 'sliding merge puzzle',
      kind: 'genre',
      pattern:
        /\b2048\b|\bslid(?:e|es|ing) (?:the )?(?:\w+ )?(?:tiles|numbers)\b|\bmerg(?:e|es|ing)\b|\bcombin(?:e|es|ing)\b/,
      proofs: ['merge-tiles'],
    },
  ],
  proofs: [],
  examples: [
    'a sliding tile puzzle where numbered tiles merge into 2048 on a 4x4 grid',
    'a merge puzzle where a wizard combines potions, 2 levels, with undo and restart',
  ],
});
