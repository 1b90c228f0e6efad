// What the family generators' tests share: a GDD designed the way make designs one, a GDD with one level changed, a
// fresh copy of the family's template written from a GDD, and the family's make-dev prompts.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../shared/index.ts';
import { createRandom } from '../../../assets/index.ts';
import { classifyPrompt } from '../../classify.ts';
import type { FamilyGenerator } from '../../dispatch.ts';
import { GddSchema, type Gdd } from '../../gdd.ts';
import { readIntent } from '../../intent.ts';

/** The GDD make would design for the prompt with this generator and seed (classification forced to the family). */
export function designGdd(generator: FamilyGenerator, prompt: string, seed: number): Gdd {
  const { archetype } = generator;
  const intent = readIntent(prompt);
  const classification = classifyPrompt(prompt, archetype);
  const design = generator.design({ intent, classification, seed, random: createRandom(seed, `design:${archetype}`) });
  return GddSchema.parse({ schema: 'playsmith.gdd/1', archetype, seed, classification, intent, ...design });
}

/** A copy of the GDD with one level's map or data replaced. */
export function withLevel(gdd: Gdd, index: number, change: Partial<Gdd['sections']['levels'][number]>): Gdd {
  const copy = structuredClone(gdd);
  copy.sections.levels[index] = { ...copy.sections.levels[index]!, ...change };
  return copy;
}

/** Writes the GDD into a fresh copy of the family's template, hands the folder to `inspect`, then removes it. */
export function writtenCopy(generator: FamilyGenerator, gdd: Gdd, inspect: (dir: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), `playsmith-${generator.archetype}-write-`));
  try {
    cpSync(join(PROJECT_ROOT, 'templates', generator.templateFor(gdd.intent, gdd.seed)), dir, {
      recursive: true,
      filter: (src) => !/[/\\](node_modules|dist)$/.test(src),
    });
    generator.write(dir, gdd);
    inspect(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface SuitePrompt {
  id: string;
  kind: string;
  prompt: string;
  archetype?: string;
}

/** The family's prompts in suites/make-dev. */
export function suitePrompts(archetype: string): SuitePrompt[] {
  return JSON.parse(readFileSync(join(PROJECT_ROOT, 'suites', 'make-dev', `${archetype}.json`), 'utf8'));
}
