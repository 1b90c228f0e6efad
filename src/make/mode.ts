// A game mode: the unit of what make can make (a race, a match-3, a quiz game). A mode reads whether the prompt asks
// for it, designs the GDD, checks its levels, writes the game into its template, plans the golden path and compiles
// its requirements; it declares the classifier cues, the lexicon entries and the requirement ids that prove it, once.
// Every mode is one folder (src/make/modes/<family>/<mode>/) and one line of the registry (src/make/modes/families.ts;
// a mode of any family, the rulebook's: src/make/modes/<id>/ and src/make/modes/index.ts);
// the dispatcher (dispatch.ts) is the only code that chooses between modes. docs/architecture.md, "Families,
// templates and modes"; docs/make.md, "Adding a mode".
import type { Random } from '../assets/index.ts';
import type { Cue } from '../families/index.ts';
import type { Archetype, PromptPhrase } from '../shared/index.ts';
import type { Classification } from '../shared/index.ts';
import type { Gdd } from './gdd.ts';
import type { Intent } from './intent.ts';
import type { PhraseCompilation, Requirement } from './requirements.ts';

export interface DesignInput {
  intent: Intent;
  classification: Classification;
  seed: number;
  /** A seeded stream for design choices (level layouts, names, counts). */
  random: Random;
}

/**
 * The parts of the GDD a mode decides. A mode of any family (ANY_FAMILY) also says which family's contract its game
 * speaks, and how it was classified; a family's mode leaves both to the classifier.
 */
export type FamilyDesign = Pick<Gdd, 'title' | 'goal' | 'sections' | 'decisions' | 'ignored'> &
  Partial<Pick<Gdd, 'archetype' | 'classification'>>;

/**
 * The family of a mode that may claim a prompt whatever family the classifier chose (a game made from data, such as
 * a rulebook, whose family is its data's): such modes are asked first, in the registry's order, before the prompt is
 * classified (unless `--archetype` names a family); its folder is src/make/modes/<id>/ and its line is in
 * src/make/modes/index.ts. It owns its project and states all its requirements (make adds no common ones).
 */
export const ANY_FAMILY = 'any';

/** A kind of game or a mechanic a prompt can name that the mode makes: an entry of the phrase reader's lexicon. */
export interface ModeName {
  /** The name used in the account ("match-3", "a racing game"). */
  head: string;
  pattern: RegExp;
  kind: 'genre' | 'mechanic';
  /** Requirement ids of the mode, any one of which proves it was made (each is among the mode's `proofs`). */
  proofs: readonly string[];
}

/** The way make takes a prompt when told (`make --via`): a bespoke mode, or a rulebook composed from the library. */
export type Via = 'mode' | 'rulebook';

/** What make knows of a prompt besides its words when it asks a mode to read it. */
export interface ReadContext {
  /** The make's seed: a mode whose read() composes the game (the rulebook's) composes it from this seed. */
  seed: number;
  /** `make --via`, when given. */
  via?: Via | undefined;
}

/** golden-path.json as a mode planned it: the value, and the text when the mode lays the file out its own way. */
export interface PlannedPath {
  path: Record<string, unknown>;
  /** The file's text; by default the value with two-space indents and a final newline. */
  text?: string;
}

export interface GameMode<Ask = unknown> {
  /** Unique within its family ("race"); with the family it names the folder src/make/modes/<family>/<id>/. */
  id: string;
  /** The family whose prompts the mode may claim, and the archetype of the games it makes; ANY_FAMILY for all. */
  family: Archetype | typeof ANY_FAMILY;
  /**
   * The folder under templates/ the game is copied from; the family's template when absent. A mode with a template of
   * its own (the rulebook's) plugs in here.
   */
  template?: string;
  /** Evidence for the family the classifier counts when the prompt names the mode (added to the family's own cues). */
  cues: readonly Cue[];
  /** What the mode makes by name, for the phrase reader and the account of each phrase. */
  names: readonly ModeName[];
  /**
   * Requirement ids of the mode that prove mechanics several modes make (the lexicon's shared entries: "boss fight",
   * "shooting", "undo"), by the entry's head.
   */
  proves?: Readonly<Record<string, readonly string[]>>;
  /**
   * Every requirement id requirements() can return, besides the common ones every game has; an id ending in "*" stands
   * for all ids it begins (enemy-*). test/modes.test.ts fails on an id declared and never returned, or returned and
   * not declared.
   */
  proofs: readonly string[];
  /** Prompts of the mode that between them make requirements() return every id in `proofs`. */
  examples: readonly string[];
  /**
   * What the prompt asks of the mode, or null when it does not ask for it (a later mode of the family reads it).
   * `phrases` are the prompt's phrases as the phrase reader reads them (src/make/phrases.ts): a mode keeps in its ask
   * what it needs of them, and needs no reader of its own. A mode whose game comes from elsewhere composes it here,
   * from the context's seed.
   */
  read(intent: Intent, phrases: readonly PromptPhrase[], context: ReadContext): Ask | null;
  /** Sections 0–5 of the GDD, levels already generated (and regenerated until valid). */
  design(input: DesignInput, ask: Ask): FamilyDesign;
  /** Problems of the GDD's levels under the mode's rules (reachability, solvability); empty when valid. */
  validate(gdd: Gdd, ask: Ask): string[];
  /**
   * Fills a fresh copy of the template at `projectDir` from the GDD: the hook files under src/game/, values in
   * src/gameConfig.json and assets.json (the GDD's registry). golden-path.json is plan()'s.
   */
  write(projectDir: string, gdd: Gdd, ask: Ask): void;
  /** The golden path for the GDD's levels: a scripted playthrough from the title to the win. */
  plan(gdd: Gdd, ask: Ask): PlannedPath;
  /** The mode's requirements (its events and state), beyond the common ones (a mode of any family: all of them). */
  requirements(gdd: Gdd, ask: Ask): Requirement[];
  /**
   * The account of the prompt's phrases, for a mode that knows where each phrase went (a rulebook's edits); without
   * it make accounts for them from the lexicon and the requirements (src/make/accounting.ts).
   */
  account?(
    gdd: Gdd,
    ask: Ask,
    phrases: readonly PromptPhrase[],
    requirements: readonly Requirement[],
  ): PhraseCompilation;
  /**
   * write() lays out the whole project (its README, package name and page title among them), so make writes no
   * hand-over files of its own over it (src/make/handover.ts).
   */
  ownsProject?: boolean;
}

/** A mode with its ask type checked where it is written, and erased for the registry. */
export const defineMode = <Ask>(mode: GameMode<Ask>): GameMode => mode as GameMode;
