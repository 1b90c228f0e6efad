// Memory (pairs) boards and the line the golden path plays on them: the card faces chosen from the prompt's subject
// (nouns the procedural art draws as themselves, each drawn differently, the prompt's own named nouns first), a
// seeded layout of every face twice, and a player's line that turns over one miss and then every pair, checked
// against the template's own pure rules.
import { drawnAs, type Random, shuffled } from '../../../../assets/index.ts';
import type { Cell } from '../../../../../templates/grid_logic/src/family/grid.ts';
import {
  flipCard,
  PAIRS_EMPTY,
  PAIRS_LETTERS,
  PAIRS_LIMITS,
  pairsSolved,
  parsePairsLevel,
  type PairsLevel,
} from '../../../../../templates/grid_logic/src/family/modes/pairs/pairsRules.ts';

/**
 * Subjects a prompt can give its cards, each with nouns the art draws, best first (part-drawn recipes and creatures
 * read apart at a glance; figures drawn as characters come later); the first subject whose words appear wins.
 */
const SUBJECTS: readonly { words: RegExp; name: string; nouns: readonly string[] }[] = [
  {
    words: /\b(?:ocean|sea|marine|underwater|beach|reef|aquarium|fish(?:es)?)\b/,
    name: 'ocean creatures',
    nouns: ['octopus', 'whale', 'shark', 'jellyfish', 'turtle', 'crab', 'fish', 'walrus', 'eel', 'penguin', 'duck'],
  },
  {
    words: /\b(?:zoo|safari|jungle|wild|savanna)\b/,
    name: 'zoo animals',
    nouns: ['elephant', 'giraffe', 'snake', 'turtle', 'walrus', 'penguin', 'bat', 'bird', 'lion', 'monkey', 'panda'],
  },
  {
    words: /\b(?:farm|barn|barnyard|meadow)\b/,
    name: 'farm animals',
    nouns: ['duck', 'pig', 'chicken', 'dog', 'cat', 'mouse', 'bee', 'snail', 'hedgehog', 'frog', 'rabbit'],
  },
  {
    words: /\b(?:pets?|puppies|kittens)\b/,
    name: 'pets',
    nouns: ['dog', 'cat', 'rabbit', 'mouse', 'fish', 'turtle', 'duck', 'hedgehog', 'snail', 'frog'],
  },
  {
    words: /\b(?:insects?|bugs?|creepy|crawl\w*)\b/,
    name: 'bugs',
    nouns: ['bee', 'spider', 'beetle', 'snail', 'bat', 'frog', 'snake', 'hedgehog'],
  },
  {
    words: /\b(?:space|planets?|stars|galax\w*|solar|astronom\w*)\b/,
    name: 'space things',
    nouns: ['planet', 'moon', 'rocket', 'ufo', 'comet', 'satellite', 'asteroid', 'star', 'astronaut'],
  },
  {
    words: /\b(?:vehicles?|cars|transport\w*|traffic|wheels)\b/,
    name: 'vehicles',
    nouns: ['car', 'bus', 'truck', 'rocket', 'boat', 'submarine', 'bicycle', 'train', 'helicopter', 'airplane'],
  },
  {
    words: /\b(?:buildings?|houses|town|city|village)\b/,
    name: 'buildings',
    nouns: ['house', 'shop', 'castle', 'tent', 'lighthouse', 'windmill', 'igloo', 'skyscraper'],
  },
  {
    words: /\b(?:fantasy|magic\w*|castle|knights?|dragons?|treasure)\b/,
    name: 'fantasy things',
    nouns: ['dragon', 'knight', 'wizard', 'castle', 'potion', 'sword', 'shield', 'key', 'gem', 'ghost', 'coin'],
  },
  {
    words: /\b(?:animals?|creatures?|critters?)\b/,
    name: 'animals',
    nouns: ['elephant', 'giraffe', 'octopus', 'whale', 'turtle', 'duck', 'snail', 'hedgehog', 'walrus', 'bee', 'fox'],
  },
];

/** Every noun the cards may show: the subjects' own, then things the art draws well, for boards beyond a subject. */
const POOL: readonly string[] = [
  ...new Set([
    ...SUBJECTS.flatMap((s) => s.nouns),
    'flower',
    'tree',
    'mushroom',
    'heart',
    'apple',
    'bell',
    'clock',
    'umbrella',
    'balloon',
    'book',
    'cup',
    'lamp',
  ]),
];

export interface CardFaces {
  /** Face names, in letter order (a, b, ...). */
  faces: string[];
  /** The subject as the prompt says it ("zoo animals"), or the family's default. */
  subject: string;
  subjectFromPrompt: boolean;
  /** The prompt's own nouns among the faces. */
  named: string[];
  /** Faces taken beyond the subject's list (it had too few). */
  extra: string[];
}

/** What a noun is drawn as, with the noun itself left out: "a crab" for crab and lobster alike. */
function drawing(noun: string): string {
  return (drawnAs(noun) ?? noun).replace(/ \(for "[^"]*"\)$/, '');
}

/** The prompt's subject: the first subject whose words the text has, with its own phrase when the prompt has one. */
export function cardSubject(text: string): { name: string; nouns: readonly string[]; fromPrompt: boolean } {
  const subject = SUBJECTS.find((s) => s.words.test(text));
  if (!subject) return { name: 'animals', nouns: SUBJECTS[SUBJECTS.length - 1]!.nouns, fromPrompt: false };
  const word = subject.words.exec(text)![0];
  const phrase = new RegExp(`\\b${word}(?:\\s+[a-z]+)?\\b`).exec(text)![0];
  const said = /\s(?:animals?|creatures?|critters?|things|pets|bugs|insects|vehicles|planets|buildings)$/.test(phrase);
  return { name: said ? phrase : subject.name, nouns: subject.nouns, fromPrompt: true };
}

/**
 * `count` distinct faces for a prompt: every noun of the pool the prompt names ("match the octopus and the whale")
 * first, then the subject's nouns best first, then the pool's in a seeded order; no two faces drawn alike.
 */
export function chooseFaces(text: string, count: number, random: Random): CardFaces {
  const subject = cardSubject(text);
  const named = POOL.filter((n) => new RegExp(`\\b${n}(?:e?s)?\\b`).test(text));
  const faces: string[] = [];
  const drawn = new Set<string>();
  const take = (noun: string): void => {
    if (faces.length >= count || faces.includes(noun) || drawn.has(drawing(noun))) return;
    faces.push(noun);
    drawn.add(drawing(noun));
  };
  named.forEach(take);
  subject.nouns.forEach(take);
  const fromSubject = faces.length;
  shuffled(POOL, random).forEach(take);
  return {
    faces,
    subject: subject.name,
    subjectFromPrompt: subject.fromPrompt,
    named: named.filter((n) => faces.includes(n)),
    extra: faces.slice(fromSubject),
  };
}

/** The board for `pairs` pairs: columns and rows (at most one row part-filled), as square as it can be. */
export function boardFor(pairs: number): { cols: number; rows: number } {
  let best = { cols: pairs * 2, rows: 1, cost: Number.POSITIVE_INFINITY };
  const side = PAIRS_LIMITS.maxSide;
  for (let rows = 1; rows <= side; rows++)
    for (let cols = rows; cols <= side; cols++) {
      const empty = cols * rows - pairs * 2;
      if (empty < 0 || empty >= cols) continue;
      const cost = empty + 0.5 * (cols - rows);
      if (cost < best.cost) best = { cols, rows, cost };
    }
  return { cols: best.cols, rows: best.rows };
}

/** A seeded layout: every face's letter twice, shuffled over the board's first cells; '.' fills the rest. */
export function dealCards(pairs: number, random: Random): string[] {
  const { cols, rows } = boardFor(pairs);
  const letters = shuffled([...PAIRS_LETTERS.slice(0, pairs).repeat(2)], random);
  const cells = [...letters, ...PAIRS_EMPTY.repeat(cols * rows - letters.length)];
  return [...Array(rows).keys()].map((r) => cells.slice(r * cols, (r + 1) * cols).join(''));
}

/** The cards a player turns over, in order: two per try. */
export interface PairsLine {
  flips: Cell[];
  /** Tries that missed (the line's first try, when the move limit leaves room for one). */
  misses: number;
}

/**
 * A player's line that knows the layout: one try that misses (the first card and the next one of another face),
 * when the move limit allows a spare try, then every pair in reading order of its first card. Null when it does
 * not win under the rules.
 */
export function planPairs(level: PairsLevel): PairsLine | null {
  const cards = level.cards.flatMap((face, index) => (face === null ? [] : [{ face, index }]));
  const flips: number[] = [];
  const spare = level.moveLimit === null || level.moveLimit > level.pairs;
  const first = cards[0];
  const other = cards.find((c) => first && c.face !== first.face);
  if (spare && first && other) flips.push(first.index, other.index);
  const done = new Set<number>();
  for (const card of cards) {
    if (done.has(card.face)) continue;
    done.add(card.face);
    const partner = cards.find((c) => c.face === card.face && c.index !== card.index)!;
    flips.push(card.index, partner.index);
  }
  const line = { flips: flips.map((i) => level.shape.cell(i)), misses: flips.length / 2 - level.pairs };
  return playsToWin(level, line) ? line : null;
}

/** Whether the flips, played by the rules from the start, are all accepted and find every pair. */
export function playsToWin(level: PairsLevel, line: PairsLine): boolean {
  let state = level.start;
  for (const cell of line.flips) {
    const result = flipCard(level, state, cell);
    if (!result.accepted) return false;
    state = result.state;
  }
  return pairsSolved(level, state);
}

export interface GeneratedPairs {
  rows: string[];
  faces: string[];
  moves: number | null;
  line: PairsLine;
}

/** A pairs board for the faces, with its line; throws when the rules refuse it (a bug of this file, not the prompt). */
export function generatePairsLevel(faces: readonly string[], moves: number | null, random: Random): GeneratedPairs {
  const rows = dealCards(faces.length, random);
  const parsed = parsePairsLevel({ rows, faces, ...(moves === null ? {} : { moves }) });
  if (!parsed.ok)
    throw new Error(`the pairs board for ${faces.join(', ')} breaks the rules: ${parsed.errors.join('; ')}`);
  const line = planPairs(parsed.level);
  if (!line) throw new Error(`no line finds every pair of ${faces.join(', ')} within ${moves} moves`);
  return { rows, faces: [...faces], moves, line };
}
