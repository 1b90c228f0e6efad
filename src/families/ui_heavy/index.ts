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
      {
        pattern: new RegExp(
          '\\b(anagrams?|unscrambl(e|es|ing)|scrambled words?|jumbled words?|word (game|puzzle)s?|typing' +
            '|type (the )?words)\\b',
        ),
        weight: 4,
        means: 'a word game: letters typed or clicked on a panel',
      },
      { pattern: /\b(rhythm|fishing)\b/, weight: 4, means: 'a timing game: keys pressed on cue over a panel' },
      {
        pattern: /\btycoon\b/,
        weight: 5,
        means: 'a shop run day by day: prices and stock set on panels',
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
