// What make needs from each template family: a designer that turns the prompt's intent into the GDD's sections, a
// validator for the levels it generated, a writer that fills the family template's hook files from the GDD, and the
// family's requirements. One file per family under src/make/families/.
import type { Random } from '../assets/index.ts';
import type { Archetype } from '../shared/index.ts';
import type { Classification } from './classify.ts';
import type { Gdd } from './gdd.ts';
import type { Intent } from './intent.ts';
import type { Requirement } from './requirements.ts';

export interface DesignInput {
  intent: Intent;
  classification: Classification;
  seed: number;
  /** A seeded stream for design choices (level layouts, names, counts). */
  random: Random;
}

/** The parts of the GDD a family decides. */
export type FamilyDesign = Pick<Gdd, 'title' | 'goal' | 'sections' | 'decisions' | 'ignored'>;

export interface FamilyGenerator {
  archetype: Archetype;
  /** The template folder under templates/ that games of this family are copied from. */
  template: string;
  /** Sections 0–5 of the GDD, levels already generated (and regenerated until valid). */
  design(input: DesignInput): FamilyDesign;
  /**
   * Problems of the GDD's levels under the family's rules (reachability, solvability, connectivity); empty when valid.
   */
  validate(gdd: Gdd): string[];
  /**
   * Fills a fresh copy of the family template at `projectDir` from the GDD: hook files under src/game/, values in
   * src/gameConfig.json, assets.json (the GDD's registry), and a golden-path.json derived for the generated levels.
   */
  write(projectDir: string, gdd: Gdd): void;
  /** The family's own requirements (its events and state), beyond the common ones. */
  requirements(gdd: Gdd): Requirement[];
}
