// The one place make chooses a game mode: the first mode of the registry (src/make/modes/index.ts) whose family is the
// prompt's (or any family: ANY_FAMILY) and whose read() claims the prompt; the family's last mode claims every prompt
// the others leave. Each phase (design, validate, write with its golden path, requirements, the phrases' account) asks
// the same mode, read again from the GDD's intent. A registry other than MODES may be passed (a test's, a mode's own).
import { join } from 'node:path';
import { FAMILIES } from '../families/index.ts';
import { type Archetype, PROJECT_ROOT, type PromptPhrase } from '../shared/index.ts';
import type { Gdd } from './gdd.ts';
import type { Intent } from './intent.ts';
import { ANY_FAMILY, type DesignInput, type FamilyDesign, type GameMode } from './mode.ts';
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

/** The mode that makes `intent`'s game in the family, or undefined when no mode of the family claims it. */
export function chooseMode(
  archetype: Archetype,
  intent: Intent,
  modes: readonly GameMode[] = MODES,
): ChosenMode | undefined {
  const phrases = readPhrases(intent.read);
  for (const mode of modes) {
    if (mode.family !== archetype && mode.family !== ANY_FAMILY) continue;
    const ask = mode.read(intent, phrases);
    if (ask !== null) return { mode, ask, template: mode.template ?? FAMILIES[archetype].template };
  }
  return undefined;
}

function chosen(archetype: Archetype, intent: Intent, modes: readonly GameMode[]): ChosenMode {
  const found = chooseMode(archetype, intent, modes);
  if (!found)
    throw new Error(
      `no ${archetype} mode claims the prompt; a family's last mode in src/make/modes/index.ts claims all`,
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
  templateFor(intent: Intent): string;
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
  ownsProject(intent: Intent): boolean;
}

/** The family's face for make: every phase dispatched to the mode that claims the prompt. */
export function familyGenerator(archetype: Archetype, modes: readonly GameMode[] = MODES): FamilyGenerator {
  const of = (intent: Intent) => chosen(archetype, intent, modes);
  return {
    archetype,
    template: FAMILIES[archetype].template,
    templateFor: (intent) => of(intent).template,
    design: (input) => {
      const { mode, ask } = of(input.intent);
      return mode.design(input, ask);
    },
    validate: (gdd) => {
      const { mode, ask } = of(gdd.intent);
      return mode.validate(gdd, ask);
    },
    write: (projectDir, gdd) => {
      const { mode, ask } = of(gdd.intent);
      mode.write(projectDir, gdd, ask);
      const planned = mode.plan(gdd, ask);
      writeFileSync(join(projectDir, 'golden-path.json'), planned.text ?? jsonText(planned.path));
    },
    requirements: (gdd) => {
      const { mode, ask } = of(gdd.intent);
      return mode.requirements(gdd, ask);
    },
    account: (gdd, phrases, requirements) => {
      const { mode, ask } = of(gdd.intent);
      return mode.account?.(gdd, ask, phrases, requirements);
    },
    ownsProject: (intent) => of(intent).mode.ownsProject === true,
  };
}

/** The generators make can use, by archetype. A family without a mode cannot be made yet (make says so). */
export const FAMILY_GENERATORS: Partial<Record<Archetype, FamilyGenerator>> = Object.fromEntries(
  MADE_FAMILIES.map((archetype) => [archetype, familyGenerator(archetype)]),
);

/** Where a template lives. */
export const templateDir = (template: string): string => join(PROJECT_ROOT, 'templates', template);
