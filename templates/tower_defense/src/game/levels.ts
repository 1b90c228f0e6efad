// HOOK FILE: the levels: ASCII maps (legend below) and their waves.
// Legend: '.' grass, '^' trees (nothing is built there), '#' path, 'S' spawn, 'B' the gate (base),
// '+' build plot. The path is one chain of '#' from S to B; every plot touches it (see docs/design_rules.md).
// Waves name enemy types from src/game/Level.ts (slime, wasp, beetle).
// Level data imports only the family's plain types, so generators and tests can load it without Phaser.
import type { TowerDefenseLevel } from '../family/modes/defense/types.ts';

export const LEVELS: Record<string, TowerDefenseLevel> = {
  meadow: {
    map: [
      '....................',
      '..^.+....+...+......',
      'S################..^',
      '.......+....+...#+..',
      '..^.......^....+#...',
      '....+....+......#+^.',
      '...##############...',
      '..+#..+....+........',
      '...#+...........^...',
      '..+#....^...+...+...',
      '...################B',
      '.^....+....+....+...',
      '.....^............^.',
    ],
    waves: [
      { groups: [{ enemy: 'slime', count: 8, gapMs: 900 }] },
      {
        groups: [
          { enemy: 'slime', count: 10, gapMs: 700 },
          { enemy: 'wasp', count: 4, gapMs: 500, delayMs: 5000 },
        ],
      },
      {
        groups: [
          { enemy: 'slime', count: 12, gapMs: 600 },
          { enemy: 'beetle', count: 2, gapMs: 2500, delayMs: 3000 },
        ],
      },
      {
        groups: [
          { enemy: 'wasp', count: 10, gapMs: 400 },
          { enemy: 'slime', count: 8, gapMs: 600, delayMs: 2000 },
        ],
      },
      {
        groups: [
          { enemy: 'beetle', count: 4, gapMs: 2000 },
          { enemy: 'slime', count: 14, gapMs: 450, delayMs: 1000 },
          { enemy: 'wasp', count: 8, gapMs: 350, delayMs: 6000 },
        ],
      },
    ],
  },
  canyon: {
    map: [
      '.....S.......^......',
      '..^.+#.......#####..',
      '.....#+...^.+#+..#..',
      '....+#.......#..+#..',
      '.....#########...#^.',
      '..^......+..+....#+.',
      '^...............+#..',
      '..^..............#+.',
      '........##########..',
      '.......+#+...+....^.',
      '..+.....#+..........',
      'B########...^.......',
      '...+..+.........^...',
    ],
    waves: [
      { groups: [{ enemy: 'slime', count: 10, gapMs: 700 }] },
      {
        groups: [
          { enemy: 'wasp', count: 8, gapMs: 400 },
          { enemy: 'slime', count: 8, gapMs: 600, delayMs: 3000 },
        ],
      },
      {
        groups: [
          { enemy: 'beetle', count: 3, gapMs: 2200 },
          { enemy: 'slime', count: 10, gapMs: 500, delayMs: 1500 },
        ],
      },
      {
        groups: [
          { enemy: 'wasp', count: 14, gapMs: 350 },
          { enemy: 'beetle', count: 2, gapMs: 2500, delayMs: 4000 },
        ],
      },
      {
        groups: [
          { enemy: 'slime', count: 16, gapMs: 400 },
          { enemy: 'beetle', count: 4, gapMs: 1800, delayMs: 2000 },
        ],
      },
      {
        groups: [
          { enemy: 'beetle', count: 6, gapMs: 1500 },
          { enemy: 'wasp', count: 12, gapMs: 300, delayMs: 3000 },
          { enemy: 'slime', count: 12, gapMs: 400, delayMs: 6000 },
        ],
      },
    ],
  },
};
