// What the text-adventure tester reads in a game's words: the things a text lists, the codes it gives, the rules it
// states (how many parts belong together, how much can be carried), and the refusals that say a thing is fixed, the
// hands are full, or something takes a number.
import { countWord, NUMBER_WORDS } from '../shared/index.ts';
import { anyWord, singular } from './oracles.ts';

/** The number words a game's text may give a count in: zero as well as one to twelve. */
const TEXT_NUMBERS: Readonly<Record<string, number>> = { zero: 0, ...NUMBER_WORDS };
const numberOf = (word: string): number | undefined => countWord(word.toLowerCase(), TEXT_NUMBERS);

export const FIXED_REFUSAL = new RegExp(
  "fixed|too heavy|will not budge|won't budge|cannot take|can't take|can't pick|cannot pick|too bulky|" +
    "not portable|nailed|bolted|part of the|cannot be carried|can't be carried",
  'i',
);
export const FULL_REFUSAL = new RegExp(
  "cannot carry any more|can't carry any more|hands are full|inventory is full|carry no more|too much to carry|" +
    "cannot carry more|can't carry more|drop something",
  'i',
);
export const CODE_HINT = /\b(numeric|keypad|dial|combination|password|code|digits|pin)\b/i;
/** A refusal that names what a command needs: "You need the millstone." (the thing is its first group). */
export const NEED = /\bneeds?\s+(?:the|a|an|some)\s+([a-z][a-z -]{1,30}?)(?=[.,!;]|\s+to\b|\s+first\b|$)/i;

/** A carrying limit a text states: "carry up to six things", "(six things at most)". */
const CARRY_LIMIT = new RegExp(
  String.raw`(?:carry|hold)\s+(?:up to\s+|at most\s+|only\s+|no more than\s+)?(\w+)\s+(?:things|items|objects)|` +
    String.raw`\((\w+)\s+(?:things|items)\s+at\s+most\)|more than\s+(\w+)\s+(?:things|items|objects)|` +
    String.raw`(\w+)\s+(?:things|items)\s+at\s+most`,
  'i',
);

/** The things a text names in a list: "Inside you find: small key." "You notice: ladder, oil flask and bucket." */
export function thingsInText(text: string): string[] {
  const out: string[] = [];
  const list = new RegExp(
    String.raw`\b(?:inside you (?:find|see)|inside|you (?:find|notice|see|spot|also see)|here|it contains|contains|` +
      String.raw`holds|there is|there are|lying here)\s*:\s*([^.\n]+)`,
    'gi',
  );
  for (const m of text.matchAll(list))
    for (const raw of m[1]!.split(/\s*,\s*|\s+and\s+/)) {
      const thing = raw
        .trim()
        .toLowerCase()
        .replace(/^(?:a|an|the|some)\s+/, '')
        .replace(/[!?"']+$/, '');
      if (/^[a-z][a-z0-9 '-]{1,30}$/.test(thing) && thing.split(' ').length <= 4) out.push(thing);
    }
  return out;
}

/** Codes a text gives: digit groups ("2-9-6", "417") and spelled digits ("four-one-seven"). */
export function codesInText(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?<![\d/])\d(?:[ -]?\d){1,7}(?![\d/])/g)) out.add(m[0].replace(/[ -]/g, ''));
  const digit = '(zero|one|two|three|four|five|six|seven|eight|nine)';
  for (const m of text.toLowerCase().matchAll(new RegExp(`\\b${digit}(?:[- ]${digit}){1,7}\\b`, 'g')))
    out.add(
      m[0]
        .split(/[- ]/)
        .map((w) => String(NUMBER_WORDS[w]))
        .join(''),
    );
  return [...out];
}

/** Rules a game's text states: "the three key fragments" (a count) and "six things at most" (a carrying limit). */
export function rulesInText(text: string): {
  counts: { of: string; count: number; qualifier?: string }[];
  carry?: number;
} {
  const counts: { of: string; count: number; qualifier?: string }[] = [];
  const parts = anyWord(
    [
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      String.raw`[2-9])\s+(?:([a-z]+)\s+)?(fragments`,
      'pieces',
      'parts',
      'shards',
      'halves',
      'gems',
      'runes',
      'crystals',
      'stones',
      'keys',
      'seals',
      'relics',
      'orbs',
      'tokens',
      'medallions',
    ],
    'gi',
  );
  for (const m of text.matchAll(parts)) {
    const count = numberOf(m[1]!);
    const qualifier = m[2]?.toLowerCase();
    if (count === undefined || count < 2) continue;
    const of = singular(m[3]!.toLowerCase());
    const rule =
      qualifier && !/^(the|all|of|other|small|missing|lost)$/.test(qualifier)
        ? { of, count, qualifier }
        : { of, count };
    if (!counts.some((c) => c.of === of)) counts.push(rule);
  }
  const carry = CARRY_LIMIT.exec(text);
  const n = carry ? numberOf((carry[1] ?? carry[2] ?? carry[3] ?? carry[4])!) : undefined;
  return n !== undefined && n >= 1 ? { counts, carry: n } : { counts };
}
