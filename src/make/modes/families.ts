// The modes of the families, in precedence order: for a prompt of a family, the first of the family's modes whose
// read() claims it makes the game (src/make/dispatch.ts), and each family's last mode claims every prompt. A new
// family mode is a folder under src/make/modes/<family>/ and one line here (docs/make.md, "Adding a mode"). The
// registry (index.ts) puts the modes of any family before these; this part is its own file because the classifier
// and the phrase reader read the family modes' cues and names, and the rulebook's mode reads prompts with them.
import type { GameMode } from '../mode.ts';
import { platformsMode } from './platformer/platforms/index.ts';
import { runnerMode } from './platformer/runner/index.ts';
import { golfMode } from './top_down/golf/index.ts';
import { lanesMode } from './top_down/lanes/index.ts';
import { paddleMode } from './top_down/paddle/index.ts';
import { raceMode } from './top_down/race/index.ts';
import { stealthMode } from './top_down/stealth/index.ts';
import { shooterMode } from './top_down/shooter/index.ts';
import { blocksMode } from './grid_logic/blocks/index.ts';
import { match3Mode } from './grid_logic/match3/index.ts';
import { mergeMode } from './grid_logic/merge/index.ts';
import { pushMode } from './grid_logic/push/index.ts';
import { sudokuMode } from './grid_logic/sudoku/index.ts';
import { defenseMode } from './tower_defense/defense/index.ts';
import { growMode } from './tower_defense/grow/index.ts';
import { anagramMode } from './ui_heavy/anagram/index.ts';
import { chaptersMode } from './ui_heavy/chapters/index.ts';
import { fishingMode } from './ui_heavy/fishing/index.ts';
import { rhythmMode } from './ui_heavy/rhythm/index.ts';
import { tycoonMode } from './ui_heavy/tycoon/index.ts';
import { typingMode } from './ui_heavy/typing/index.ts';

export const FAMILY_MODES: readonly GameMode[] = [
  runnerMode,
  platformsMode,
  paddleMode,
  lanesMode,
  stealthMode,
  raceMode,
  golfMode,
  shooterMode,
  sudokuMode,
  blocksMode,
  match3Mode,
  mergeMode,
  pushMode,
  growMode,
  defenseMode,
  anagramMode,
  typingMode,
  rhythmMode,
  fishingMode,
  tycoonMode,
  chaptersMode,
];
