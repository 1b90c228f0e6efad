// HOOK FILE: the levels. Push levels use the push legend (# wall, space floor, . target, $ crate,
// * crate on target, @ keeper, + keeper on target); the merge level uses the merge legend (. empty,
// # block, 1-9 a starting tile of 2^n). docs/design_rules.md states the rules every level keeps.
// `par` is the move count of the solver's solution (fewest pushes); beating it earns a bonus.
// The type comes from family/levelSpec.ts (not the family index) so tools can read this file without Phaser.
import type { GridLevelSpec } from '../family/levelSpec.ts';

export const LEVELS: Record<string, GridLevelSpec> = {
  'loading-bay': {
    kind: 'push',
    name: 'Loading Bay',
    par: 11,
    hint: 'Walk into a crate to push it. Put every crate on a marked spot.',
    rows: ['########', '#      #', '# @$  .#', '#      #', '#  $   #', '#    . #', '########'],
  },
  'narrow-slot': {
    kind: 'push',
    name: 'Narrow Slot',
    par: 51,
    hint: 'The crate in the slot moves only up and down. Clear its way first.',
    rows: ['  #####', '###   #', '# $ # ##', '# #  . #', '#  .$  #', '## #$# #', ' #@ .  #', ' #######'],
  },
  'packing-line': {
    kind: 'push',
    name: 'Packing Line',
    par: 75,
    hint: 'Four crates in a row: two go up, two go down. Plan the order.',
    rows: ['########', '#      #', '# #..# #', '# $$$$ #', '#  ..  #', '###@####', '  ###'],
  },
  'stacking-yard': {
    kind: 'merge',
    name: 'Stacking Yard',
    goal: 64,
    par: 60,
    hint: 'Every move slides all crates. Equal crates stack into one. Make a 64.',
    rows: ['.....', '.....', '..#..', '.....', '.....'],
  },
};
