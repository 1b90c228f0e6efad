// The kinds of level the ui_heavy family's scene runs, by the level's `mode`: the entries of each mode folder beside
// this file.
import type { UiModeKind } from '../host.ts';
import { anagramKind } from './anagram/index.ts';
import { cardsKind, quizKind, storyKind } from './chapters/index.ts';
import { fishingKind } from './fishing/index.ts';
import { rhythmKind } from './rhythm/index.ts';
import { tycoonKind } from './tycoon/index.ts';
import { typingKind } from './typing/index.ts';

export const UI_MODE_KINDS: readonly UiModeKind[] = [
  storyKind,
  quizKind,
  cardsKind,
  anagramKind,
  typingKind,
  rhythmKind,
  fishingKind,
  tycoonKind,
];
