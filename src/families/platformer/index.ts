// The platformer family: a side view where things fall, so jumping matters (templates/platformer).
import type { FamilyDescriptor } from '../descriptor.ts';

export const platformer: FamilyDescriptor = {
  archetype: 'platformer',
  template: 'platformer',
  classifier: {
    // Physics cues weigh more than genre words: the key questions are about falling, not about a genre's name.
    cues: [
      {
        pattern: /\b(double[- ]?jump|wall[- ]?jump|jump(s|ing|ed)?|hop(s|ping)?|leap(s|ing)?)\b/,
        weight: 3,
        means: 'jumping implies gravity',
      },
      {
        pattern: new RegExp(
          '\\b(platform(s|er|ing)?|ledges?|pits?|falls?( down)?|falling|gravity|side[- ]?(view|scroll(ing|er)?)' +
            '|scroll(s|ing)? sideways|runner)\\b',
        ),
        weight: 3,
        means: 'a side view where things fall',
      },
      {
        pattern: /\b(mario|metroidvania|terraria|flappy|celeste|sonic|climb(s|ing)?)\b/,
        weight: 2,
        means: 'a gravity game by reference',
      },
    ],
    // A side view turns shooting and running into platforming.
    tieBreakers: [
      { pattern: /\bside[- ]?(view|scroll)/, weight: 2, cue: '"side view": overrides top-down cues for shooting' },
    ],
    physicsProfile: { hasGravity: true, perspective: 'side', movementType: 'continuous' },
    keyQuestion: 'does the character fall without ground beneath it? yes',
  },
  agentQuestion: {
    rank: 4,
    question: 'seen from the side, does a character fall when nothing is under it, so that jumping matters?',
  },
  strategy: {
    gameType: 'platformer',
    mode: 'keyboard',
    summary:
      'Movement most of the time, direction alternating every 2–3 s with a bias forward; jumps a quarter; attacks.',
    inputs: [
      { hold: 'right', fromMs: 0, toMs: 3000 },
      { hold: 'left', fromMs: 3000, toMs: 5000 },
      { hold: 'right', fromMs: 5000, toMs: 7500 },
      { hold: 'left', fromMs: 7500, toMs: 8500 },
      { hold: 'right', fromMs: 8500, toMs: 10_000 },
      { tap: 'jump', atMs: [400, 1200, 2000, 2700, 3600, 4400, 5600, 6400, 7200, 8000, 9000, 9600] },
      { tap: 'attack', atMs: [1600, 4000, 6800, 9300] },
    ],
  },
  hooks: {
    files: ['src/game/**'],
    level: 'levelLayout',
    assets: { assetKeys: {} },
  },
};
