// A make suite's prompts and the share of a person's phrases a made game honours: read by scripts/make-suite.ts and
// scripts/route-choice.ts alike.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { ArchetypeSchema, PhraseKindSchema, PROJECT_ROOT, type MakeResult } from '../src/shared/index.ts';

export const SuitePromptSchema = z.object({
  id: z.string(),
  kind: z.enum(['theme', 'described']),
  prompt: z.string().min(1),
  archetype: ArchetypeSchema.optional(),
  /** The kind of game the prompt names, as the kinds table calls it (suites/make-fidelity/unlisted-kinds.json). */
  asked: z.string().optional(),
  /** The phrases a person would check in the made game (make-fidelity); each must be words of the prompt. */
  phrases: z.array(z.object({ text: z.string().min(1), kind: PhraseKindSchema })).optional(),
});
export type SuitePrompt = z.infer<typeof SuitePromptSchema>;

/** The make's phrases that stand for a person's phrase: the same words, or its head word among them. */
export function accountsOf<P extends { text: string; head: string }>(phrase: string, read: readonly P[]): P[] {
  const text = phrase.toLowerCase();
  const words = text.split(/[^a-z0-9-]+/);
  return read.filter((a) => text.includes(a.text) || a.text.includes(text) || words.includes(a.head));
}

/**
 * The share of a person's phrases the game honours: a phrase counts when the make's account has it (the same words,
 * or its head word among them) and every account of it is honoured; a phrase the make never read is not honoured.
 */
export function personShare(p: SuitePrompt, r: MakeResult): number | null {
  if (!p.phrases?.length) return null;
  const honoured = p.phrases.filter((want) => {
    const found = accountsOf(want.text, r.fidelity.phrases);
    return found.length > 0 && found.every((a) => a.status === 'honoured');
  });
  return Math.round((honoured.length / p.phrases.length) * 1000) / 1000;
}

/** The prompts of a suite ("make-fidelity" under suites/, or a folder), checked: each listed phrase is the prompt's. */
export function readSuite(suite: string, only?: ReadonlySet<string>): { dir: string; prompts: SuitePrompt[] } {
  // "--suite make-fidelity" names a suite under suites/; a path names any folder.
  const named = resolve(PROJECT_ROOT, 'suites', suite);
  const suiteDir = existsSync(named) ? named : resolve(PROJECT_ROOT, suite);
  const prompts = readdirSync(suiteDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const parsed = z.array(SuitePromptSchema).safeParse(JSON.parse(readFileSync(join(suiteDir, file), 'utf8')));
      for (const p of parsed.success ? parsed.data : [])
        for (const phrase of p.phrases ?? [])
          if (!p.prompt.toLowerCase().includes(phrase.text.toLowerCase()))
            throw new Error(`${join(suite, file)}: ${p.id}: the phrase "${phrase.text}" is not in its prompt`);
      if (!parsed.success)
        throw new Error(
          `${join(suite, file)}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
        );
      return parsed.data;
    })
    .filter((p) => !only || only.has(p.id));
  if (prompts.length === 0)
    throw new Error(`no prompts in ${suiteDir}${only ? ` matching ${[...only].join(',')}` : ''}`);
  return { dir: suiteDir, prompts };
}
