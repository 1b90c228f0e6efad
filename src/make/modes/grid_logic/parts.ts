// What a grid_logic mode tells the family: its kinds of level and how many, the traits the family's design and checks
// read (a board on its own clock, a move limit that costs a life), and its own words, entities, decisions,
// requirements and files. The family's design (design.ts), requirements (requirements.ts) and files (write.ts) are
// the same for every mode and ask the mode's parts where modes differ.
import type { Gdd, LevelDesign } from '../../gdd.ts';
import type { FamilyDesign } from '../../mode.ts';
import type { Intent } from '../../intent.ts';
import type { Requirement } from '../../requirements.ts';
import type { DefinitionActions } from '../shared/definition.ts';
import type { Difficulty, GridKind, KindData, LevelKind } from './kind.ts';
import type { GridWords } from './words.ts';

export type Entity = FamilyDesign['sections']['entities'][number];

/** What a made grid game is, besides its levels, when the mode's parts are asked. */
export interface GridGame {
  words: GridWords;
  intent: Intent;
  levels: readonly LevelDesign[];
  /** The data of every level its kind reads, in level order. */
  data: readonly KindData[];
}

export interface GridParts {
  /** The mode's id, and the one its read() answers for (GridWords.modes). */
  id: string;
  /** The kinds its levels may be (a push-box game ends on a merge board). */
  kinds: readonly GridKind[];
  /** How many levels of which kinds, in play order, for the asked count (null: the mode's default). */
  levelKinds(words: GridWords, asked: number | null, difficulty: Difficulty): LevelKind[];
  /** The difficulty when the prompt names none (a sudoku "for beginners" is easy); normal when absent. */
  difficulty?(words: GridWords): Difficulty | null;
  /** Whether losing the board (out of moves, a crash) costs a life even when the prompt asks for no lives. */
  stakes(words: GridWords): boolean;
  /** A board on its own clock (falling blocks): no time limit, undo or restart. */
  clocked?: boolean;
  /** The mode checks an asked time limit itself (its own requirements). */
  ownTimer?: boolean;
  /** Title options (the family keeps those of 3 to 28 characters and three words at most, and picks one). */
  titles(words: GridWords): string[];
  goal(game: GridGame): string;
  /** How to play, in the mode's words; `completeNotes` when they are the whole list (else undo, start, limits). */
  notes(words: GridWords, intent: Intent): string[];
  completeNotes?: boolean;
  /** The decision's "Board modes: …" phrase. */
  boardModes(words: GridWords): string;
  /** The mode's own decisions, after the family's level count. */
  decisions(game: GridGame): string[];
  /** The mode's losing rules stand on their own: no note that a stuck position costs nothing. */
  ownStakes: boolean;
  /** What the design leaves out that only this mode knows. */
  ignored?(words: GridWords, kinds: readonly LevelKind[]): FamilyDesign['ignored'];
  entities(game: GridGame): Entity[];
  /** The mode's requirements: before every-puzzle-solved, right after it, and at the very end. */
  requirements: {
    leading?(gdd: Gdd, words: GridWords, data: readonly KindData[]): Requirement[];
    afterSolved?(gdd: Gdd, words: GridWords, data: readonly KindData[]): Requirement[];
    trailing?(gdd: Gdd, words: GridWords, data: readonly KindData[]): Requirement[];
  };
  /** The opening comment of src/game/levels.ts, naming the game's title (given as a JSON string). */
  levelsComment(title: string): string;
  /** The actions of src/game/definition.ts. */
  actions: DefinitionActions;
}
