// Kinds of game only a library rulebook makes, by the names a prompt calls them and their mechanics: the modes that
// once made them (grid_logic's snake, mines and pairs) were retired when the measurement of route-choice.json showed
// the rulebook honouring as much of every suite prompt of the kind. The phrase reader still reads these names, so a
// rulebook game's account has the phrase; no mode's requirement proves them.
import { type AskedKind, kindNamed, readAskedKind } from '../kinds/read.ts';
import type { Named } from '../lexicon.ts';

/** Turning cards over: what the pairs mode was asked by when the prompt named no kind ("flip cards to find pairs"). */
const FLIP_CARDS = /\bflip(?:s|ping)?(?= (?:\w+ )?cards\b)|\bturn(?:s|ing)? over (?:\w+ )?cards\b/;

export const RULEBOOK_NAMES: readonly Named[] = [
  {
    head: 'minesweeper',
    kind: 'genre',
    pattern: /\bmine ?sweeper\b/,
    proofs: [],
  },
  {
    head: 'memory game',
    kind: 'genre',
    pattern: /\bmemory (?:game|match|puzzle|cards?)\b|\bmatching pairs\b|\bpairs game\b|\bconcentration game\b/,
    proofs: [],
  },
  {
    head: 'flip cards',
    kind: 'mechanic',
    pattern: FLIP_CARDS,
    proofs: [],
  },
  { head: 'a snake game', kind: 'genre', pattern: /\bsnake game\b|\bclassic snake\b/, proofs: [] },
];

/** Mechanics that ask for a kind only a rulebook makes, in a prompt that names no kind: its rulebook makes them. */
const ASKED_BY: readonly [kind: string, RegExp][] = [['memory', FLIP_CARDS]];

/**
 * The kind of game a prompt asks for (kinds/read.ts), or, when it names none, the kind only a rulebook makes that its
 * mechanic asks for ("a game where you flip cards to find matching animals" is a memory game).
 */
export function askedKindOf(prompt: string): AskedKind | undefined {
  const named = readAskedKind(prompt);
  if (named?.kind) return named;
  const text = prompt.toLowerCase();
  for (const [id, pattern] of ASKED_BY) {
    const m = pattern.exec(text);
    const kind = kindNamed(id);
    if (m && kind) return { name: id, phrase: m[0], kind, how: 'named' };
  }
  return named;
}
