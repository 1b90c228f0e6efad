// The rulebook half of make: a composed rulebook written as the game project, with its requirements and the
// account of its phrases, and the one line of what kind of game was asked for and what kind made.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeRulebookProject } from '../../rulebook/index.ts';
import type { Gdd, MadeKind } from '../../shared/index.ts';
import { madeAs, type PhraseCompilation } from '../accounting.ts';
import { GddSchema, renderGddMarkdown } from '../gdd.ts';
import { readAskedKind } from '../kinds/read.ts';
import type { Requirement } from '../requirements.ts';
import { madeLine, type RulebookRoute, rulebookGdd, rulebookRequirements, unmadeKind, withArticle } from './route.ts';

/** A phase of make, timed and announced. */
export type Phase = <T>(name: string, fn: () => T | Promise<T>) => Promise<T>;

/** What the design phase gives the rest of make: the GDD, the project written, the requirements, the phrases. */
export interface Designed {
  gdd: Gdd;
  familyRequirements: Requirement[];
  phrases: PhraseCompilation;
}

/** A rulebook game: the composed rulebook written as a project, its requirements and the account of its phrases. */
export async function designRulebook(
  route: RulebookRoute,
  base: Pick<Gdd, 'classification' | 'intent' | 'seed'>,
  gameDir: string,
  phase: Phase,
): Promise<Designed> {
  const gdd = GddSchema.parse(rulebookGdd(route.composition, base));
  await phase('write', () => {
    rmSync(gameDir, { recursive: true, force: true });
    writeRulebookProject(gameDir, route.composition.rulebook, route.composition.plan.goldenPath);
    writeFileSync(join(gameDir, 'GAME_DESIGN.md'), renderGddMarkdown(gdd));
  });
  const { requirements, compilation } = rulebookRequirements(route, route.composition.phrases);
  return { gdd, familyRequirements: requirements, phrases: compilation };
}

/** The most intent alignment a game of another kind than the one asked for can have, in percent. */
export const INTENT_CAP_NOT_MADE = 33;

/** The one line of what kind was asked and what kind made. */
export function kindAccount(prompt: string, route: RulebookRoute | undefined, gdd: Gdd): MadeKind {
  if (route) {
    const c = route.composition;
    const asked = route.asked.kind ? route.asked.kind.id : route.asked.name;
    const a = withArticle(asked);
    return { asked: a, made: madeLine(c), by: 'rulebook', exact: c.exact, line: `asked: ${a}; made: ${madeLine(c)}` };
  }
  const unmade = unmadeKind(prompt, madeAs(gdd));
  const asked = readAskedKind(prompt)?.kind?.id ?? null;
  const a = asked && withArticle(asked);
  return {
    asked: a,
    made: madeAs(gdd),
    by: 'mode',
    exact: !unmade,
    line: `asked: ${a ?? 'no kind by name'}; made: ${madeAs(gdd)}${unmade ? ' (not the kind asked)' : ''}`,
  };
}
