// Every named sub-genre and mechanic the phrase reader looks for and the account proves, read from where each is
// declared: the kinds of game no mode makes (lexicon.ts), the kinds only a library rulebook makes (rulebook/names.ts),
// then each family mode's own names in the registry's order, then the ones several modes make, proved by the
// requirement ids each mode says prove them (GameMode.proves).
import { MISSING, SHARED, type Named } from './lexicon.ts';
import { ANY_FAMILY } from './mode.ts';
import { FAMILY_MODES } from './modes/families.ts';
import { RULEBOOK_NAMES } from './rulebook/names.ts';

export type { Named } from './lexicon.ts';

const missing = MISSING.map(([head, pattern]): Named => ({ head, pattern, kind: 'genre', proofs: [] }));
// A family mode's names are its family's. (The kinds the rulebook's mode makes are the kind table's: RULEBOOK_NAMES.)
const own = FAMILY_MODES.flatMap((mode) =>
  mode.names.map((name): Named => (mode.family === ANY_FAMILY ? { ...name } : { ...name, family: mode.family })),
);
const shared = SHARED.map(
  (entry): Named => ({
    ...entry,
    proofs: [...new Set(FAMILY_MODES.flatMap((mode) => mode.proves?.[entry.head] ?? []))],
  }),
);

/** Every named sub-genre and mechanic the reader looks for, missing ones first. */
export const NAMED: readonly Named[] = [...missing, ...RULEBOOK_NAMES, ...own, ...shared];
