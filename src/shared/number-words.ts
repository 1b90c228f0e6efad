// Numbers written as words, for every part that reads counts in text: make's prompt readers and qa's reading of a
// game's own words.
import { wordEntry } from './word-table.ts';

/** One to twelve as words: the one list prompt readers look counts up in (each reader's pattern bounds it). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/**
 * The count a word says: digits, or a number word as written (lower case); undefined for any other word, those an
 * object inherits ("constructor") included.
 */
export const countWord = (word: string, words: Readonly<Record<string, number>> = NUMBER_WORDS): number | undefined =>
  /^\d+$/.test(word) ? Number(word) : wordEntry(words, word);
