// The ui_heavy family: games played through panels, cards, questions and dialogue choices, with no character moving
// through a space (templates/ui_heavy).
import type { FamilyDescriptor } from '../descriptor.ts';

export const uiHeavy: FamilyDescriptor = {
  archetype: 'ui_heavy',
  template: 'ui_heavy',
  classifier: {
    cues: [
      {
        pattern: new RegExp(
          '\\b(cards?|deck|quiz|trivia|questions?|answers?|visual novel|dialogue|choices?' +
            '|choose (your|a) (path|answer|option)|story|clicker|idle game|dating sim' +
            '|interactive (fiction|story)|menus? only|choose[- ]your[- ]own([- ]adventure)?|gamebook' +
            '|branching (story|narrative)|\\d+ (good |bad |happy |sad )?endings)\\b',
        ),
        weight: 3,
        means: 'panels and choices instead of physics',
      },
      {
        pattern: new RegExp(
          '\\b(click(s|ing)? (on )?(buttons?|cards?|answers?)|tap(s|ping)? (on )?(cards?|buttons?)' +
            '|slay the spire|hearthstone|solitaire)\\b',
        ),
        weight: 2,
        means: 'interaction by clicking UI',
      },
    ],
    tieBreakers: [],
    physicsProfile: { hasGravity: false, perspective: 'none', movementType: 'ui_only' },
    keyQuestion: 'is the game mostly panels and state changes? yes',
  },
  agentQuestion: {
    rank: 2,
    question:
      'is the game played through panels, cards, questions or dialogue choices, with no character moving through ' +
      'a space?',
  },
  strategy: {
    gameType: 'card',
    mode: 'mouse',
    summary: 'Clicks on card-like things in order, a drag now and then, periodic confirms.',
    inputs: [
      { click: 'target', everyMs: 500, offsetMs: 0 },
      { dragAtMs: [2600, 7600] },
      { tap: 'interact', atMs: [3000, 6000, 9000] },
    ],
  },
  hooks: {
    files: ['src/game/**'],
    assets: {},
    // The texture keys the family checks when the game starts: portraits, backdrops, card art.
    content: { method: 'gameContent', levels: 'levels', textureFields: ['portrait', 'backdrop', 'art'] },
  },
};
