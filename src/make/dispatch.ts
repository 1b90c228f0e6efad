// The one place make chooses a game mode: the first mode of the registry (src/make/modes/index.ts) whose family is the
// prompt's and whose read() claims the prompt; the family's last mode claims every prompt the others leave. Each phase
// (design, validate, write with its golden path, requirements) asks the same mode, read again from the GDD's intent.
import { join } from 'node:path';
import { FAMILIES } from '../families/index.ts';
import { type Archetype, PROJECT_ROOT } from '../shared/index.ts';
import type { Gdd } from './gdd.ts';
import type { Intent } from './intent.ts';
import type { DesignInput, FamilyDesign, GameMode } from './mode.ts';
import { MODES } from './modes/index.ts';
import { readPhrases } from './phrases.ts';
import { jsonText } from './modes/shared/files.ts';
import type { Requirement } from './requirements.ts';
import { writeFileSync } from 'node:fs';

/** A mode that claimed a prompt, with what it read from it. */
export interface ChosenMode {
  mode: GameMode;
  ask: unknown;
  /** The folder under templates/ the game is copied from. */
  template: string;
}

/** The mode that makes `intent`'s game in the family, or undefined when no mode of the family claims it. */
export function chooseMode(archetype: Archetype, intent: Intent): ChosenMode | undefined {
  const phrases = readPhrases(intent.read);
  for (const mode of MODES) {
    if (mode.family !== archetype) continue;
    const ask = mode.read(intent, phrases);
    if (ask !== null) return { mode, ask, template: mode.template ?? FAMILIES[archetype].template };
  }
  return undefined;
}

function chosen(archetype: Archetype, intent: Intent): ChosenMode {
  const found = chooseMode(archetype, intent);
  if (!found)
    throw new Error(
      `no ${archetype} mode claims the prompt; a family's last mode in src/make/modes/index.ts claims all`,
    );
  return found;
}

/** The families make has modes for, in the registry's order. */
export const MADE_FAMILIES: readonly Archetype[] = [...new Set(MODES.map((m) => m.family))];

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
}

/** The family's face for make: every phase dispatched to the mode that claims the prompt. */
export function familyGenerator(archetype: Archetype): FamilyGenerator {
  return {
    archetype,
    template: FAMILIES[archetype].template,
    templateFor: (intent) => chosen(archetype, intent).template,
    design: (input) => {
      const { mode, ask } = chosen(archetype, input.intent);
      return mode.design(input, ask);
    },
    validate: (gdd) => {
      const { mode, ask } = chosen(archetype, gdd.intent);
      return mode.validate(gdd, ask);
    },
    write: (projectDir, gdd) => {
      const { mode, ask } = chosen(archetype, gdd.intent);
      mode.write(projectDir, gdd, ask);
      const planned = mode.plan(gdd, ask);
      writeFileSync(join(projectDir, 'golden-path.json'), planned.text ?? jsonText(planned.path));
    },
    requirements: (gdd) => {
      const { mode, ask } = chosen(archetype, gdd.intent);
      return mode.requirements(gdd, ask);
    },
  };
}

/** The generators make can use, by archetype. A family without a mode cannot be made yet (make says so). */
export const FAMILY_GENERATORS: Partial<Record<Archetype, FamilyGenerator>> = Object.fromEntries(
  MADE_FAMILIES.map((archetype) => [archetype, familyGenerator(archetype)]),
);

/** Where a template lives. */
export const templateDir = (template: string): string => join(PROJECT_ROOT, 'templates', template);
