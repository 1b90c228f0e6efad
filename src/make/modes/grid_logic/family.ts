// A grid_logic mode from its parts: the family's design, checks, files, golden path and requirements, each asking the
// mode's parts (parts.ts) where modes differ. Every mode of the family reads the prompt with the family's reader
// (words.ts), whose `modes` says which mode the prompt asks for.
import { defineMode, type GameMode, type ModeName } from '../../mode.ts';
import type { Cue } from '../../../families/index.ts';
import { designGrid } from './design.ts';
import { levelProblems } from './levels.ts';
import { mergeSettingsOf } from './mergeKind.ts';
import type { GridParts } from './parts.ts';
import { gridRequirements } from './requirements.ts';
import { readGridWords, type GridModes, type GridWords } from './words.ts';
import { gridGoldenPath, writeGridGame } from './write.ts';

/** What a grid mode declares besides its parts: the prompts it answers and what the classifier and account read. */
export interface GridDeclarations {
  /** The family reader's `modes` values the mode makes; none for the family's last mode, which makes the rest. */
  answers: readonly GridModes[] | 'rest';
  cues: readonly Cue[];
  names: readonly ModeName[];
  proves?: Readonly<Record<string, readonly string[]>>;
  proofs: readonly string[];
  examples: readonly string[];
}

/** Requirement ids the family's own requirements give any grid mode (requirements.ts). */
const FAMILY_PROOFS = [
  'lives',
  'merge-target',
  'merge-tiles',
  'numbered-tiles',
  'restart',
  'solve-every-level',
  'timer',
  'undo',
];

export function gridMode(parts: GridParts, declared: GridDeclarations): GameMode {
  const { answers, proofs, proves, ...rest } = declared;
  return defineMode<GridWords>({
    ...rest,
    proves: { ...proves, undo: ['undo'] },
    proofs: [...new Set([...proofs, ...FAMILY_PROOFS])],
    id: parts.id,
    family: 'grid_logic',
    read: (intent) => {
      const words = readGridWords(intent);
      return answers === 'rest' || answers.includes(words.modes) ? words : null;
    },
    design: (input) => designGrid(input, parts),
    validate: (gdd) =>
      levelProblems(
        gdd.sections.levels,
        { levelOrder: gdd.sections.architecture.levelOrder, merge: mergeSettingsOf(gdd.sections.config) },
        parts.kinds,
      ),
    write: (projectDir, gdd) => writeGridGame(projectDir, gdd, parts),
    plan: (gdd) => gridGoldenPath(gdd, parts),
    requirements: (gdd) => gridRequirements(gdd, parts),
  });
}
