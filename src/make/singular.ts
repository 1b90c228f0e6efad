// One word's singular, the one rule every prompt reader uses ("gems" → "gem", "wolves" → "wolf", "zombies" →
// "zombie", "walruses" → "walrus"; "houses" only loses its "s").
import { wordEntry } from '../shared/index.ts';

/** Plurals in -ies whose singular ends in -ie, not -y. */
const IE_NOUNS = /^(?:zomb|cook|p|t|l|d|mov|rook|gen|pix|brown|hipp|goal|bird|magp|smooth|self|calor|prair)ies$/;

/** Plurals no rule makes. */
const IRREGULAR: Readonly<Record<string, string>> = {
  mice: 'mouse',
  geese: 'goose',
  men: 'man',
  women: 'woman',
  children: 'child',
  teeth: 'tooth',
  feet: 'foot',
  oxen: 'ox',
  dice: 'die',
};

export function singularWord(word: string): string {
  const irregular = wordEntry(IRREGULAR, word);
  if (irregular) return irregular;
  if (/(?:ss|us|is|ics)$/.test(word) || word.length <= 3) return word;
  if (IE_NOUNS.test(word)) return word.slice(0, -1);
  // "walruses", "buses", "octopuses"; "houses" only loses its "s".
  if (/[^o]uses$/.test(word)) return word.slice(0, -2);
  // "wolves", "shelves", "thieves", "knives"; but "solves" and "valves" keep their "e".
  if (/(?:wolves|elves|halves|calves|selves|leaves|loaves|thieves|knives|wives)$/.test(word))
    return word.replace(/ves$/, /(?:[lae]|ie)ves$/.test(word) ? 'f' : 'fe');
  return word
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|x|z|ss)es$/, '$1')
    .replace(/([^s])s$/, '$1');
}
