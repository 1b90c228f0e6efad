// The top_down family: seen from above, a character moves freely in every direction with no gravity
// (templates/top_down). Cues that name one of its modes (a race, golf, pong) are the mode's (src/make/modes/top_down/).
import type { FamilyDescriptor } from '../descriptor.ts';

export const topDown: FamilyDescriptor = {
  archetype: 'top_down',
  template: 'top_down',
  classifier: {
    cues: [
      {
        pattern: /\b(top[- ]?down|overhead|bird'?s[- ]eye|from above|isometric)\b/,
        weight: 4,
        means: 'the camera looks from above',
      },
      {
        pattern: new RegExp(
          '\\b(any direction|eight directions|8[- ]direction(s|al)?|free(ly)? (move|roam)|roam(s|ing)?|twin[- ]stick' +
            '|arena|dungeon crawl(er)?)\\b',
        ),
        weight: 3,
        means: 'free movement in every direction',
      },
      {
        pattern: /\b(dungeons?|explor(e|es|ing|er|ers)|mazes?|labyrinths?|crypts?|catacombs?)\b/,
        weight: 2,
        means: 'rooms and corridors explored from above',
      },
      {
        pattern: new RegExp(
          "\\b(shoot(s|ing|er|'?em up)?|blast(s|ing|er)?|spaceship|asteroids?|survive|survival|hordes?|zombies?" +
            '|drive|driving|tank)\\b',
        ),
        weight: 1.5,
        means: 'moving and shooting across a field',
      },
      {
        pattern: /\b(zelda|binding of isaac|vampire survivors?|hotline miami|gta)\b/,
        weight: 2,
        means: 'a top-down game by reference',
      },
    ],
    tieBreakers: [],
    physicsProfile: { hasGravity: false, perspective: 'top_down', movementType: 'continuous' },
    keyQuestion: 'can the character move up without jumping? yes',
  },
  agentQuestion: {
    rank: 5,
    question: 'seen from above, does a character move freely in any direction with no gravity?',
  },
  strategy: {
    gameType: 'shooter',
    mode: 'mixed',
    summary: 'Eight-way movement half the time, clicks at targets, and the attack action.',
    inputs: [
      { hold: 'up', fromMs: 0, toMs: 1200 },
      { hold: 'right', fromMs: 1000, toMs: 2400 },
      { hold: 'down', fromMs: 2400, toMs: 3600 },
      { hold: 'left', fromMs: 3400, toMs: 4800 },
      { hold: 'up', fromMs: 5500, toMs: 6500 },
      { hold: 'left', fromMs: 5500, toMs: 6500 },
      { hold: 'down', fromMs: 7000, toMs: 8000 },
      { hold: 'right', fromMs: 7000, toMs: 8000 },
      { click: 'target', everyMs: 1000, offsetMs: 300 },
      { tap: 'attack', atMs: [500, 1500, 2500, 3500, 4500, 6000, 7500, 9000] },
    ],
  },
  hooks: {
    files: ['src/game/**'],
    level: 'levelSpec',
    assets: { art: {} },
  },
};
