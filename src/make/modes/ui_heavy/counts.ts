// The numbers a ui_heavy prompt gives its modes, as written: questions and the pass mark of a quiz, a story's endings
// (good and bad), the named foe's health and the deck size of a card duel. Rules only; the design bounds them.
import { NUMBER_WORDS } from '../../intent.ts';

/** A number the prompt gave, as written, and its phrase. */
export interface Asked {
  count: number;
  phrase: string;
}

export interface UiCounts {
  /** Questions, as asked (the quiz keeps 2..12 a round). */
  questions: Asked | null;
  /** Right answers that pass a quiz round ("8 right answers to win"). */
  passMark: Asked | null;
  /** A story's endings: all of them, and the good and bad ones when the prompt splits them. */
  endings: { total: Asked | null; good: Asked | null; bad: Asked | null } | null;
  /** The named foe's health in a card duel ("the Frost Witch who has 40 health"). */
  foeHealth: Asked | null;
  /** Cards in the player's deck ("your deck has 20 cards", "a 12-card deck"). */
  deckSize: Asked | null;
}

const NUMBER = String.raw`(\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const numberIn = (word: string): number => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word]!);

/** The first match of `re` (its group 1 a number) as an asked count with its phrase. */
function asked(text: string, re: RegExp): Asked | null {
  const m = re.exec(text);
  return m ? { count: numberIn(m[1]!), phrase: m[0] } : null;
}

/** "3 endings", "2 good endings and 1 bad ending": the total, and each kind when the prompt splits them. */
function endingsOf(text: string): UiCounts['endings'] {
  const kinds = [...text.matchAll(new RegExp(String.raw`\b${NUMBER}\s+(?:(\w+)\s+)?endings?\b`, 'g'))];
  if (kinds.length === 0) return null;
  const of = (words: RegExp): Asked | null => {
    const m = kinds.find((k) => k[2] !== undefined && words.test(k[2]));
    return m ? { count: numberIn(m[1]!), phrase: m[0] } : null;
  };
  const good = of(/^(?:good|happy|winning)$/);
  const bad = of(/^(?:bad|sad|losing|tragic)$/);
  const plain = kinds.find((k) => k[2] === undefined || !/^(?:good|happy|winning|bad|sad|losing|tragic)$/.test(k[2]));
  const total: Asked | null = plain
    ? { count: numberIn(plain[1]!), phrase: plain[0] }
    : {
        count: (good?.count ?? 0) + (bad?.count ?? 0),
        phrase: [good?.phrase, bad?.phrase].filter(Boolean).join(' and '),
      };
  return { total, good, bad };
}

/** The numbers of a (lower-case) prompt that this family's modes make. */
export function countsOf(text: string): UiCounts {
  // "your 20 hp" or "you have 30 health" is the player's; the foe's is said of it ("who has 40 health").
  const health = [...text.matchAll(/\b(\d+)\s*(?:hp|health|hit points|health points)\b/g)];
  const foeHealth = health.find((m) => !/\b(?:you|your|you've)\b[\w\s]{0,12}$/.test(text.slice(0, m.index)));
  return {
    questions: asked(text, new RegExp(String.raw`\b${NUMBER}\s+(?:\w+\s+)?(?:questions?|riddles?)\b`)),
    passMark: asked(text, new RegExp(String.raw`\b${NUMBER}\s+(?:right|correct)\s+answers?\b`)),
    endings: endingsOf(text),
    foeHealth: foeHealth ? { count: Number(foeHealth[1]), phrase: foeHealth[0] } : null,
    deckSize:
      asked(text, new RegExp(String.raw`\bdeck\s+(?:has|holds|of|with)\s+${NUMBER}\s+cards\b`)) ??
      asked(text, new RegExp(String.raw`\b${NUMBER}[- ]card\s+deck\b`)),
  };
}
