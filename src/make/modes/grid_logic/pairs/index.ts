// The memory (pairs) mode: boards of face-down cards turned over two at a time, every pair of the game's faces to
// find (within the prompt's move limit where it gives one).
import { faceKey } from '../../../../../templates/grid_logic/src/family/modes/pairs/pairsRules.ts';
import type { GameMode } from '../../../mode.ts';
import { singular } from '../words.ts';
import { gridMode } from '../family.ts';
import type { GridParts } from '../parts.ts';
import type { LevelKind } from '../kind.ts';
import { pairsDecisions, pairsRequirements } from './design.ts';
import { pairsFor, pairsKind } from './kind.ts';
import { chooseFaces, type CardFaces } from './pairs.ts';

const capital = (w: string) => w.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const facesOf = (extras: { faces?: CardFaces }): CardFaces => extras.faces!;

export const pairsParts: GridParts = {
  id: 'pairs',
  kinds: [pairsKind],
  levelKinds: (_words, asked) => new Array<LevelKind>(asked ?? 1).fill('pairs'),
  // A move limit means something only when running out of moves fails the attempt.
  stakes: (words) => words.moveLimit !== null,
  ownTimer: true,
  // The largest board's faces, chosen once, so every board shows the same subject.
  extras: (input, words, difficulty) => ({
    faces: chooseFaces(input.intent.read.toLowerCase(), pairsFor(1, difficulty, words.pairsCount), input.random),
  }),
  titles(words, extras) {
    const place = capital(words.setting[0] ?? '');
    const subject = capital(extras.faces?.subject ?? '').replace(/s$/, '');
    return [`${subject} Pairs`, `${subject} Memory`, `${place} Memory`, 'Memory Match'];
  },
  goal({ words, extras }) {
    const faces = facesOf(extras);
    return (
      `Turn over two cards at a time and remember what they show: find every pair of ${faces.subject}` +
      `${words.moveLimit === null ? '' : ` within ${words.moveLimit} tries`}.`
    );
  },
  notes: () => [
    'Arrow keys move the cursor and Space (or X) turns over the card under it; or click a card to turn it over.',
    'Two cards with the same face stay up; two different ones show for a moment, then turn back. A try is two ' +
      'cards.',
  ],
  boardModes: (words) => `memory boards ("${words.pairsPhrase}")`,
  decisions: ({ words, extras, data }) => pairsDecisions(words, facesOf(extras), data),
  ownStakes: true,
  entities({ extras }) {
    const faces = facesOf(extras);
    return [
      {
        name: 'card',
        role: 'prop',
        description:
          `a face-down card showing one of ${faces.faces.length} ${faces.subject} (${faces.faces.join(', ')}) when ` +
          'turned over; each face is on two cards',
        assets: faces.faces.map(faceKey),
        config: ['grid.stepMs', 'grid.clickToMove'],
      },
    ];
  },
  // One image per card face, keyed as the template loads it, described by the noun and the subject.
  art: ({ faces }) => ({
    pieces: (faces?.faces ?? []).map((face) => ({
      type: 'image',
      key: faceKey(face),
      // A living role, so an animal is drawn as a creature (a thing's recipe is drawn either way).
      role: 'npc',
      description: `${face} (${singular(faces!.subject)} card face)`,
      width: 64,
      height: 64,
    })),
  }),
  requirements: { leading: pairsRequirements },
  levelsComment: (title) =>
    `// HOOK FILE (made by playsmith make): the levels of ${title}: memory (pairs) boards. Rows use the ` +
    `pairs legend
// (a, b, c, ... a card showing faces[0], faces[1], ...; . no card); every face is on two cards, and its picture is
// the image loaded as faceKey(name). The golden path knows each layout and finds every pair within the move limit.`,
  actions: {
    imports: "import { GRID_ACTIONS, PAIRS_ACTIONS } from '../family/index.ts';",
    expression: '[...GRID_ACTIONS, ...PAIRS_ACTIONS]',
  },
};

export const pairsMode: GameMode = gridMode(pairsParts, {
  answers: ['pairs'],
  cues: [
    {
      pattern: new RegExp(
        '\\b(memory (game|match|puzzle|cards?)|pairs game|matching pairs|concentration game' +
          '|flip(s|ping)? (\\w+ )?cards|turn(s|ing)? over (\\w+ )?cards)\\b',
      ),
      weight: 6,
      means: 'a memory (pairs) game: cards turned over on a grid',
    },
  ],
  names: [
    {
      head: 'memory game',
      kind: 'genre',
      pattern: /\bmemory (?:game|match|puzzle|cards?)\b|\bmatching pairs\b|\bpairs game\b|\bconcentration game\b/,
      proofs: ['pairs-found'],
    },
    {
      head: 'flip cards',
      kind: 'mechanic',
      pattern: /\bflip(?:s|ping)?(?= (?:\w+ )?cards\b)|\bturn(?:s|ing)? over (?:\w+ )?cards\b/,
      proofs: ['cards-flipped'],
    },
  ],
  proofs: [
    'beat-the-clock',
    'cards-flipped',
    'miss-turns-back',
    'move-limit',
    'named-faces',
    'pairs-found',
    'pairs-total',
  ],
  examples: [
    'a memory game with 6 pairs of farm animals in 10 moves, with undo and restart',
    'a memory game where you flip cards to find 8 pairs of zoo animals in under 2 minutes',
    'a memory game with a snake and a lion',
  ],
});
