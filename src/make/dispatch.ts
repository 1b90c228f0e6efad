// The one place make chooses a game mode. A mode of any family (ANY_FAMILY: the rulebook's, whose game is composed
// data) is asked first, before the classifier's family is known (chooseAnyMode); otherwise the first mode of the
// registry (src/make/modes/index.ts) whose family is the prompt's and whose read() claims the prompt makes it, and
// the family's last mode claims every prompt the others leave (chooseMode). Each phase of a family's game (design,
// validate, write with its golden path, requirements, the phrases' account) asks the same mode, read again from the
// GDD's intent and seed; a mode of any family is held as chosen (modeGenerator). A registry other than MODES may be
// passed (a test's, a mode's own).
import { join } from 'node:path';
import { FAMILIES } from '../families/index.ts';
import { type Archetype, PROJECT_ROOT, type PromptPhrase } from '../shared/index.ts';
import type { Gdd } from './gdd.ts';
import type { Intent } from './intent.ts';
import { ANY_FAMILY, type DesignInput, type FamilyDesign, type GameMode, type ReadContext } from './mode.ts';
import { MODES } from './modes/index.ts';
import { readPhrases } from './phrases.ts';
import { jsonText } from './modes/shared/files.ts';
import type { PhraseCompilation, Requirement } from './requirements.ts';
import { writeFileSync } from 'node:fs';

/** A mode that claimed a prompt, with what it read from it. */
export interface ChosenMode {
  mode: GameMode;
  ask: unknown;
  /** The folder under templates/ the game is copied from. */
  template: string;
}

/** The mode of the family that makes `intent`'s game, or undefined when none of the family's modes claims it. */
export function chooseMode(
  archetype: Archetype,
  intent: Intent,
  modes: readonly GameMode[] = MODES,
  context: ReadContext = { seed: 1 },
): ChosenMode | undefined {
  const phrases = readPhrases(intent.read);
  for (const mode of modes) {
    if (mode.family !== archetype) continue;
    const ask = mode.read(intent, phrases, context);
    if (ask !== null) return { mode, ask, template: mode.template ?? FAMILIES[archetype].template };
  }
  return undefined;
}

/**
 * The mode of any family that claims `intent`'s game, in the registry's order, or undefined when none does (a family
 * mode makes it). Make asks this before classifying, unless `--archetype` names the family.
 */
export function chooseAnyMode(
  intent: Intent,
  context: ReadContext,
  modes: readonly GameMode[] = MODES,
): ChosenMode | undefined {
  const phrases = readPhrases(intent.read);
  for (const mode of modes) {
    if (mode.family !== ANY_FAMILY) continue;
    const ask = mode.read(intent, phrases, context);
    if (ask !== null && mode.template) return { mode, ask, template: mode.template };
    if (ask !== null) throw new Error(`the ${mode.id} mode is of any family and names no template of its own`);
  }
  return undefined;
}

function chosen(archetype: Archetype, intent: Intent, seed: number, modes: readonly GameMode[]): ChosenMode {
  const found = chooseMode(archetype, intent, modes, { seed });
  if (!found)
    throw new Error(
      `no ${archetype} mode claims the prompt; a family's last mode in src/make/modes/families.ts claims all`,
    );
  return found;
}

/** The families a registry has modes for, in its order (a mode of any family makes none its own). */
export const familiesOf = (modes: readonly GameMode[]): Archetype[] => [
  ...new Set(modes.flatMap((m) => (m.family === ANY_FAMILY ? [] : [m.family]))),
];

/** The families make has modes for, in the registry's order. */
export const MADE_FAMILIES: readonly Archetype[] = familiesOf(MODES);

/** What make asks of a family: the chosen mode's phases, the golden path written beside the hook files. */
export interface FamilyGenerator {
  archetype: Archetype;
  /** The family's template folder under templates/ (a mode may name its own: templateFor). */
  template: string;
  /** The template the prompt's game is copied from. */
  templateFor(intent: Intent, seed: number): string;
  /** Sections 0–5 of the GDD, levels already generated (and regenerated until valid). */
  design(input: DesignInput): FamilyDesign;
  /** Problems of the GDD's levels under its mode's rules; empty when valid. */
  validate(gdd: Gdd): string[];
  /** Fills a fresh copy of the template at `projectDir` from the GDD, golden-path.json included. */
  write(projectDir: string, gdd: Gdd): void;
  /** The mode's requirements (its events and state), beyond the common ones. */
  requirements(gdd: Gdd): Requirement[];
  /** The mode's own account of the prompt's phrases, or undefined when make accounts for them from the lexicon. */
  account(
    gdd: Gdd,
    phrases: readonly PromptPhrase[],
    requirements: readonly Requirement[],
  ): PhraseCompilation | undefined;
  /** Whether the mode's write() lays out the whole project, so make adds no hand-over files. */
  ownsProject(intent: Intent, seed: number): boolean;
}

/** The family's face for make: every phase dispatched to the mode that claims the prompt. */
export function familyGenerator(archetype: Archetype, modes: readonly GameMode[] = MODES): FamilyGenerator {
  return modeGenerator(archetype, (intent, seed) => chosen(archetype, intent, seed, modes));
}

/**
 * Make's face of a chosen mode: every phase asks `of` for the mode and its ask, from the GDD's intent and seed (a
 * mode of any family: the one chosen, whatever they are).
 */
export function modeGenerator(archetype: Archetype, of: (intent: Intent, seed: number) => ChosenMode): FamilyGenerator {
  return {
    archetype,
    template: FAMILIES[archetype].template,
    templateFor: (intent, seed) => of(intent, seed).template,
    design: (input) => {
      const { mode, ask } = of(input.intent, input.seed);
      return mode.design(input, ask);
    },
    validate: (gdd) => {
      const { mode, ask } = of(gdd.intent, gdd.seed);
      return mode.validate(gdd, ask);
    },
    write: (projectDir, gdd) => {
      const { mode, ask } = of(gdd.intent, gdd.seed);
      mode.write(projectDir, gdd, ask);
      const planned = mode.plan(gdd, ask);
      writeFileSync(join(projectDir, 'golden-path.json'), planned.text ?? jsonText(planned.path));
    },
    requirements: (gdd) => {
      const { mode, ask } = of(gdd.intent, gdd.seed);
      return mode.requirements(gdd, ask);
    },
    account: (gdd, phrases, requirements) => {
      const { mode, ask } = of(gdd.intent, gdd.seed);
      return mode.account?.(gdd, ask, phrases, requirements);
    },
    ownsProject: (intent, seed) => of(intent, seed).mode.ownsProject === true,
  };
}

/** The generators make can use, by archetype. A family without a mode cannot be made yet (make says so). */
export const FAMILY_GENERATORS: Partial<Record<Archetype, FamilyGenerator>> = Object.fromEntries(
  MADE_FAMILIES.map((archetype) => [archetype, familyGenerator(archetype)]),
);

/** Where a template lives. */
export const templateDir = (template: string): string => join(PROJECT_ROOT, 'templates', template);
