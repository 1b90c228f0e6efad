// The registry of game modes, in precedence order: the modes of any family (the rulebook's, whose game is composed
// data) are asked first, before the prompt is classified; then the families' modes (families.ts), of which the
// first of the prompt's family whose read() claims it makes the game (src/make/dispatch.ts). A mode of any family is
// a folder src/make/modes/<id>/ and one line here; a family's mode a folder under src/make/modes/<family>/ and one
// line in families.ts (docs/make.md, "Adding a mode").
import type { GameMode } from '../mode.ts';
import { FAMILY_MODES } from './families.ts';
import { rulebookMode } from './rulebook/index.ts';

export const MODES: readonly GameMode[] = [rulebookMode, ...FAMILY_MODES];

/** The mode a rulebook is made by, whoever wrote it: composed offline (its read()) or by a model (make --agent llm). */
export const RULEBOOK_MODE: GameMode = rulebookMode;
