// Phrase accounting (part of playsmith.make/2): every content phrase of a prompt — a noun with its modifiers, a verb
// that names a mechanic, a number with what it counts, a sub-genre, a limit or a win/lose condition — and what the
// made game did with it: honoured (the requirement that proves it), approximated (what was made instead, and why) or
// not honoured (why).
import { z } from 'zod';

export const PHRASE_KINDS = [
  'character',
  'enemy',
  'item',
  'setting',
  'vehicle',
  'mechanic',
  'genre',
  'number',
  'condition',
] as const;
export const PhraseKindSchema = z.enum(PHRASE_KINDS);
export type PhraseKind = z.infer<typeof PhraseKindSchema>;

/** One content phrase as the deterministic reader found it. */
export const PromptPhraseSchema = z.object({
  /** The words as they stand in the prompt (lower-cased). */
  text: z.string().min(1),
  kind: PhraseKindSchema,
  /** The word the phrase is about: a singular noun, a mechanic's name, or what a number counts. */
  head: z.string().min(1),
  /** For numbers: the value asked (seconds for times; the side for an N×N board). */
  value: z.number().optional(),
});
export type PromptPhrase = z.infer<typeof PromptPhraseSchema>;

export const PhraseStatusSchema = z.enum(['honoured', 'approximated', 'not honoured']);
export type PhraseStatus = z.infer<typeof PhraseStatusSchema>;

export const PhraseAccountSchema = PromptPhraseSchema.extend({
  status: PhraseStatusSchema,
  /** The requirement that proves (or, failing, disproves) it; null when none can. */
  requirement: z.string().nullable(),
  /** For approximated phrases: what was made instead. */
  made: z.string().nullable(),
  /** Why it is approximated or not honoured; the requirement's evidence when honoured. */
  why: z.string(),
});
export type PhraseAccount = z.infer<typeof PhraseAccountSchema>;

/** The prompt asked for a kind of game no offline family mode makes: what it was, and what was made instead. */
export const NoModeSchema = z.object({ asked: z.string(), made: z.string() });
export type NoMode = z.infer<typeof NoModeSchema>;

export const FidelitySchema = z.object({
  phrases: z.array(PhraseAccountSchema),
  honoured: z.int().min(0),
  total: z.int().min(0),
  /** honoured / total in 0..1 (1 when the prompt has no content phrase). */
  share: z.number().min(0).max(1),
  noMode: NoModeSchema.nullable(),
});
export type Fidelity = z.infer<typeof FidelitySchema>;

/** "honoured 7/9 phrases; not honoured: a, b; approximated: c" — the one-line account `make` prints. */
export function fidelityLine(f: Fidelity): string {
  const list = (status: PhraseStatus): string[] =>
    f.phrases.filter((p) => p.status === status).map((p) => `"${p.text}"`);
  const not = list('not honoured');
  const approx = list('approximated');
  return (
    `honoured ${f.honoured}/${f.total} phrases` +
    (not.length ? `; not honoured: ${not.join(', ')}` : '') +
    (approx.length ? `; approximated: ${approx.join(', ')}` : '')
  );
}

/** "no offline mode for an endless runner; made the closest: a platformer" — said before anything else. */
export function noModeLine(n: NoMode): string {
  return `no offline mode for ${n.asked}; made the closest: ${n.made} (try --agent llm)`;
}
