// The tower_defense family: enemies follow a fixed route to a base while the player places defences beside it
// (templates/tower_defense).
import type { FamilyDescriptor } from '../descriptor.ts';

export const towerDefense: FamilyDescriptor = {
  archetype: 'tower_defense',
  template: 'tower_defense',
  classifier: {
    cues: [
      {
        pattern:
          /\b(tower[- ]?defen[cs]e|towers?|turrets?|(?:garden|lawn|base|castle|station|village|harbou?r) defen[cs]e)\b/,
        weight: 4,
        means: 'defences placed by the player',
      },
      {
        pattern: new RegExp(
          '\\b(path|lanes?|creeps?|waves? of (enemies|monsters|invaders)' +
            '|protect (the|your) (base|castle|village|garden|core)' +
            '|defend(s|ing)? (the|your) (base|castle|village|garden|core|kingdom))\\b',
        ),
        weight: 2.5,
        means: 'enemies follow a route to a base',
      },
      {
        pattern: /\b(kingdom rush|bloons|plants vs\.? zombies)\b/,
        weight: 3,
        means: 'a tower defense by reference',
      },
    ],
    tieBreakers: [],
    physicsProfile: { hasGravity: false, perspective: 'top_down', movementType: 'path' },
    keyQuestion: 'do enemies follow a fixed path while the player places defences? yes',
  },
  agentQuestion: {
    rank: 1,
    question: 'do enemies follow a fixed route to a base while the player places defences beside it?',
  },
  strategy: {
    gameType: 'strategy',
    mode: 'mouse',
    summary: 'Clicks at UI elements and across the field (placing things), with a periodic confirm.',
    inputs: [
      { click: 'target', everyMs: 1000, offsetMs: 0 },
      { click: 'grid', everyMs: 1000, offsetMs: 500 },
      { tap: 'interact', atMs: [2000, 6000] },
      { tapKey: 'Space', atMs: [4000, 8000] },
    ],
  },
  hooks: {
    files: ['src/game/**'],
    level: 'levelSpec',
    // Tower and enemy types also carry ids, names and numbers: only their art fields hold keys.
    // The base and lane names beside the base's key, and the currency's name beside its image, are words, not keys.
    assets: {
      mapArt: { fields: ['base'] },
      mapCurrency: { fields: ['texture'] },
      towerTypes: { fields: ['texture', 'projectile'] },
      enemyTypes: { fields: ['texture'] },
    },
  },
};
