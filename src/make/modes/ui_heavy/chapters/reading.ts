// What the chapters mode reads from the prompt, and what it chooses from that before any level is built: the prompt's
// words (with the foes a card prompt names in order), how many levels the game has, and which mode each level plays.
// The choices start the design's account: each is said in its decisions, or in what it ignored and why.
import type { DesignInput, FamilyDesign } from '../../../mode.ts';
import { readUiWords, type ModeName, type UiWords } from '../words.ts';
import type { Difficulty } from './cards.ts';
import { readNamedFoes, withNamedFoes, type NamedFoes } from './foes.ts';

type Intent = DesignInput['intent'];

const DEFAULT_LEVELS = 3;
/** A made game has this many levels at most. */
const MAX_LEVELS = 6;
/** The order the modes are played in, whatever order the prompt names them in. */
const CANONICAL: readonly ModeName[] = ['story', 'quiz', 'cards'];

export interface LevelSlot {
  mode: ModeName;
  /** 0-based among the levels of the same mode. */
  nth: number;
}

/** The foes a card-only prompt names in order (two or more), or null. */
function namedFoesOf(intent: Intent): NamedFoes | null {
  const named = readNamedFoes(intent.read);
  return named && readUiWords(intent).modes.join() === 'cards' ? named : null;
}

/** The prompt's words; a card game naming its foes in order fights each of them, the last as the boss. */
export function chaptersWords(intent: Intent): { named: NamedFoes | null; words: UiWords } {
  const named = namedFoesOf(intent);
  return { named, words: named ? withNamedFoes(readUiWords(intent), named) : readUiWords(intent) };
}

/** What the levels are chosen from, the mode of each, and the account of the choosing the design goes on with. */
export interface ChosenLevels {
  named: NamedFoes | null;
  words: UiWords;
  difficulty: Difficulty;
  slots: LevelSlot[];
  decisions: string[];
  ignored: FamilyDesign['ignored'];
}

/** The levels: as many as asked (1 to 6), one per foe named in order, one quiz round of counted questions, or 3. */
export function chooseLevels(intent: Intent): ChosenLevels {
  const { named, words } = chaptersWords(intent);
  const difficulty: Difficulty = intent.difficulty ?? 'normal';
  const decisions: string[] = [];
  const ignored: FamilyDesign['ignored'] = [...intent.ignored];
  const asked = intent.levels ?? words.levelCount?.count ?? null;
  // "a quiz with 12 questions" counts the quiz's questions: one round of them, not the family's three.
  const oneQuiz = asked === null && words.counts.questions !== null && words.modes.join() === 'quiz';
  const defaultCount = named ? Math.min(MAX_LEVELS, named.foes.length) : DEFAULT_LEVELS;
  const count = asked === null ? (oneQuiz ? 1 : defaultCount) : Math.min(MAX_LEVELS, Math.max(1, asked));
  if (named)
    decisions.push(`One duel per foe the prompt names, in its order (${named.foes.join(', ')}); the last is the boss.`);
  if (oneQuiz) decisions.push(`One quiz round: the prompt counts its questions ("${words.counts.questions!.phrase}").`);
  if (asked !== null && asked !== count)
    ignored.push({
      what: `"${words.levelCount?.phrase ?? asked}"`,
      why: `a made game has 1 to ${MAX_LEVELS} levels; using ${count}`,
    });
  const slots = levelSlots(words, count, decisions, ignored);
  if (asked === null && !oneQuiz && !named) decisions.push(`${count} levels (the family default).`);
  return { named, words, difficulty, slots, decisions, ignored };
}

/** Which modes the levels play, in order: the prompt's modes (the first named takes the spare levels), story first. */
function levelSlots(words: UiWords, count: number, decisions: string[], ignored: FamilyDesign['ignored']): LevelSlot[] {
  let modes: ModeName[];
  if (words.modes.length === 0) {
    modes = (['story', 'cards', 'quiz', 'story', 'cards', 'quiz'] as ModeName[]).slice(0, count);
    decisions.push(
      `Modes: the prompt names no quiz, story or cards, so the game mixes them like the family's example ` +
        `(${modes.join(', ')}).`,
    );
  } else {
    const named = [...words.modes];
    if (words.goalFromPrompt && !named.includes('story') && count > named.length) {
      named.push('story');
      decisions.push(
        `A story chapter opens the game: the prompt names a goal ("${words.goal.verb} the ` +
          `${words.goal.object}") and asks for no story of its own.`,
      );
    }
    const kept = named.slice(0, count);
    for (const dropped of named.slice(count))
      ignored.push({
        what: `the ${dropped} mode ("${words.modePhrases[dropped] ?? dropped}")`,
        why: `${count} level(s) were asked for and each level plays one mode; the modes named first were kept`,
      });
    modes = [...kept];
    while (modes.length < count) modes.push(kept[0]!);
    decisions.push(
      `Modes: ${kept.map((m) => `${m} ("${words.modePhrases[m] ?? 'the named goal'}")`).join(', ')}; ` +
        `${count > kept.length ? `the spare level(s) are ${kept[0]} levels, the mode named first` : 'one level each'}.`,
    );
  }
  modes.sort((a, b) => CANONICAL.indexOf(a) - CANONICAL.indexOf(b));
  const seen: Record<string, number> = {};
  return modes.map((mode) => ({ mode, nth: (seen[mode] = (seen[mode] ?? -1) + 1) }));
}

/** How many levels play `mode`. */
export function countOf(slots: readonly LevelSlot[], mode: ModeName): number {
  return slots.filter((s) => s.mode === mode).length;
}

/** Whether any level plays `mode`. */
export function plays(slots: readonly LevelSlot[], mode: ModeName): boolean {
  return slots.some((s) => s.mode === mode);
}
