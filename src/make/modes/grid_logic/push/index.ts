// The push-box mode, the grid family's last: rooms where the hero pushes boxes onto targets (sokoban), optionally
// ending on a merge board when the prompt also speaks of merging; the family's mode for every grid prompt the other
// modes leave.
import type { GameMode } from '../../../mode.ts';
import { artShows, designFact, eventFact } from '../../shared/requirements.ts';
import { GRID_KEYS } from '../assets.ts';
import { pushPlayer, pushProof } from '../design.ts';
import { gridMode } from '../family.ts';
import type { GridParts } from '../parts.ts';
import type { KindData, LevelKind } from '../kind.ts';
import { mergeKind, type MergeLevelData } from '../mergeKind.ts';
import { plural, withArticle } from '../words.ts';
import { PUSH_AND_MERGE_COMMENT } from '../write.ts';
import { pushKind, type PushLevelData } from './kind.ts';

const capital = (w: string) => w.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const pushesOf = (data: readonly KindData[]) => data.filter((d): d is PushLevelData => d.kind === 'push');

export const pushParts: GridParts = {
  id: 'push',
  kinds: [pushKind, mergeKind],
  levelKinds(words, asked, difficulty) {
    const count = asked ?? { easy: 3, normal: 4, hard: 5 }[difficulty];
    if (words.modes === 'push+merge' && count >= 2) return [...new Array<LevelKind>(count - 1).fill('push'), 'merge'];
    return new Array<LevelKind>(count).fill('push');
  },
  stakes: () => false,
  titles(words) {
    const hero = capital(words.hero);
    const boxes = capital(plural(words.box));
    const place = capital(words.setting[0] ?? '');
    // A character the prompt did not name stays out of the title.
    const withHero = words.heroFromPrompt ? [`${hero}'s ${boxes}`, `${hero} Push`, `The ${hero} and the ${boxes}`] : [];
    return [...withHero, `${place} ${capital(words.box)} Shuffle`, `${boxes} Away`, `${place} ${boxes}`];
  },
  goal({ words, data }) {
    const merges = data.filter((d): d is MergeLevelData => d.kind === 'merge');
    const push = `Push every ${words.box} onto ${withArticle(words.target)} in each room`;
    return merges.length
      ? `${push}, then merge ${plural(words.tile)} up to ${merges[merges.length - 1]!.goal} on the last board.`
      : `${push}.`;
  },
  notes: (words) => [
    `Arrow keys or WASD move the ${words.hero} one cell; walking into ${withArticle(words.box)} pushes it ` +
      '(one at a time, never pulled).',
    `Click a floor cell to walk there; click ${withArticle(words.box)} next to the ${words.hero} to push it.`,
  ],
  boardModes(words) {
    const both = `"${words.pushPhrase}" and "${words.mergePhrase}"`;
    if (words.modes === 'push+merge') return `push-box puzzles, then a merge board as the last level (${both})`;
    const rule = words.pushPhrase
      ? ` ("${words.pushPhrase}")`
      : " (the family's default: the prompt names no rule of its own)";
    return `push-box puzzles${rule}`;
  },
  decisions: ({ words, data }) => [pushPlayer(words), ...pushProof(data.some((d) => d.kind === 'merge'))],
  ownStakes: false,
  ignored: (words, kinds) =>
    words.modes === 'push+merge' && !kinds.includes('merge')
      ? [
          {
            what: `"${words.mergePhrase}"`,
            why: 'one level was asked for, and it is a push-box puzzle; a merge board needs a level of its own',
          },
        ]
      : [],
  entities: ({ words }) => [
    {
      name: words.hero,
      role: 'player',
      description: `moves one cell per turn and pushes one ${words.box} at a time`,
      assets: [GRID_KEYS.player],
      config: ['grid.stepMs', 'grid.clickToMove'],
    },
    {
      name: words.box,
      role: 'prop',
      description: `pushed by walking into it; it stops at walls and other ${plural(words.box)}`,
      assets: [GRID_KEYS.box],
      config: [],
    },
    {
      name: words.target,
      role: 'goal',
      description: `where ${withArticle(words.box)} belongs; a level is solved when every ${words.box} stands on one`,
      assets: [GRID_KEYS.target],
      config: ['grid.solveScore', 'grid.parBonusPerMove'],
    },
  ],
  requirements: {
    afterSolved(gdd, words, data) {
      const push = pushesOf(data);
      if (!push.length) return [];
      const boxes = push.reduce((s, d) => s + d.boxes, 0);
      const out = [
        eventFact({
          id: 'push-boxes-home',
          text: `the ${words.hero} pushes ${plural(words.box)} onto ${plural(words.target)}`,
          source: words.pushPhrase ?? 'family rules',
          weight: 2,
          event: 'box_on_target',
          minCount: boxes,
        }),
      ];
      if (words.boxFromPrompt)
        out.push(
          designFact({
            id: 'box-theme',
            text: `the pushed things are ${plural(words.box)}`,
            source: words.pushPhrase ?? words.box,
            ...artShows(gdd, GRID_KEYS.box, words.box, 'box art'),
          }),
        );
      if (words.targetFromPrompt)
        out.push(
          designFact({
            id: 'target-theme',
            text: `${plural(words.box)} go onto ${plural(words.target)}`,
            source: words.target,
            ...artShows(gdd, GRID_KEYS.target, words.target, 'target art'),
          }),
        );
      return out;
    },
    trailing(gdd, words, data) {
      const { intent } = gdd;
      const push = pushesOf(data);
      if (!intent.difficulty || !push.length) return [];
      const last = push[push.length - 1]!;
      const first = push[0]!;
      const ok =
        intent.difficulty === 'hard'
          ? last.boxes >= 3 && last.pushes >= 12
          : intent.difficulty === 'easy'
            ? first.boxes <= 2 && first.par <= 20
            : true;
      return [
        designFact({
          id: 'difficulty',
          text: `${intent.difficulty} puzzles`,
          source: words.difficultyWord ?? intent.difficulty,
          ok,
          evidence:
            `first push level: ${first.boxes} box(es), ${first.pushes} pushes, ${first.par} moves; last: ` +
            `${last.boxes} box(es), ${last.pushes} pushes, ${last.par} moves`,
        }),
      ];
    },
  },
  levelsComment: PUSH_AND_MERGE_COMMENT,
  actions: { imports: "import { GRID_ACTIONS } from '../family/index.ts';", expression: '[...GRID_ACTIONS]' },
};

export const pushMode: GameMode = gridMode(pushParts, {
  answers: 'rest',
  cues: [],
  names: [
    {
      head: 'sokoban',
      kind: 'genre',
      pattern: /\bsokoban\b|\bpush(?:es|ing)? (?:the )?(?:\w+ )?(?:boxes|crates|blocks|barrels)\b/,
      proofs: ['push-boxes-home'],
    },
  ],
  proofs: ['box-theme', 'difficulty', 'push-boxes-home', 'target-theme'],
  examples: [
    'a robot pushing cargo pods onto dock pads, 3 levels, with undo, a 120 second timer, then merge crystals',
    'A cozy puzzle where a bear shoves honey pots onto flower beds in a forest clearing: three short levels, 3 ' +
      'lives, and a final bonus board where you merge acorns like 2048.',
    'a grid puzzle where a beaver pushes logs into the river to build a dam, 4 levels, each solved in the fewest ' +
      'moves, with undo and restart',
    'a hard sokoban with 3 levels',
  ],
});
