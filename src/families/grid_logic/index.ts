// The grid_logic family: every move jumps one cell of a grid — pushing, sliding, merging, swapping, turning cards
// over, turn by turn (templates/grid_logic).
import type { FamilyDescriptor } from '../descriptor.ts';

export const gridLogic: FamilyDescriptor = {
  archetype: 'grid_logic',
  template: 'grid_logic',
  classifier: {
    cues: [
      {
        pattern: /\b(grid|tiles? by tiles?|one (tile|square|cell) at a time|squares?|cells?|board)\b/,
        weight: 3,
        means: 'movement snaps to a grid',
      },
      {
        pattern: new RegExp(
          '\\b(sokoban|push(es|ing)?\\s+(?:[a-z]+\\s+){0,2}(boxes|crates|blocks|stones|barrels|boulders|logs)|crates?' +
            '|match[- ]?(3|three)|bejeweled|candy crush|merge|2048|chess|checkers|snake|tetris|minesweeper|sudoku' +
            '|sliding puzzle)\\b',
        ),
        weight: 4,
        means: 'a grid puzzle by its rules',
      },
      {
        pattern: /\b(puzzles?|turn[- ]based|tactics|moves? (left|count)|step(s)?)\b/,
        weight: 1.5,
        means: 'discrete turns or steps',
      },
    ],
    tieBreakers: [],
    physicsProfile: { hasGravity: false, perspective: 'top_down', movementType: 'grid' },
    keyQuestion: 'does movement happen in discrete grid steps? yes',
  },
  agentQuestion: {
    rank: 3,
    question: 'does every move jump exactly one cell on a grid (pushing, sliding, merging, turn by turn)?',
  },
  strategy: {
    gameType: 'puzzle',
    mode: 'mixed',
    summary: 'Discrete steps in a varied pattern, then clicks on interactive cells in order.',
    inputs: [
      {
        steps: [
          'right',
          'right',
          'up',
          'left',
          'down',
          'down',
          'right',
          'up',
          'left',
          'left',
          'up',
          'right',
          'down',
          'right',
          'up',
          'up',
          'left',
          'down',
        ],
        fromMs: 300,
        everyMs: 300,
      },
      { click: 'target', everyMs: 700, offsetMs: 6000 },
      { tap: 'interact', atMs: [9800] },
    ],
  },
  hooks: {
    files: ['src/game/**'],
    level: 'levelSpec',
    // The family has a default gridAssets(), checked when the game does not override it.
    assets: { gridAssets: {} },
  },
};
