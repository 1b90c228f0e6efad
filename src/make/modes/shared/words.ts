// Word helpers the families' prompt readers share: the singular of a noun phrase, its article, and the difficulty
// word a prompt used.

import { singularWord } from '../../singular.ts';
/** "ice blocks" → "ice block", "boxes" → "box", "lilies" → "lily"; only the last word changes. */
export function singular(phrase: string): string {
  const words = phrase.trim().split(/\s+/);
  const last = words.pop() ?? '';
  return [...words, singularWord(last)].join(' ');
}

/** "a crate", "an ice block". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

const DIFFICULTY_WORD = new RegExp(
  String.raw`\b(hard|difficult|challenging|brutal|tough|easy|relaxing|cozy|cosy|gentle|casual|for kids|` +
    String.raw`children|beginner)\b`,
);

/** The word of `text` that says how hard the game is ("brutal", "for kids"), for a requirement's source; else null. */
export function difficultyWordOf(text: string): string | null {
  return DIFFICULTY_WORD.exec(text)?.[0] ?? null;
}
