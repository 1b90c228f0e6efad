// Story chapters templated from the prompt's words: the hero arrives somewhere in the place, a helper offers an
// item for the run's currency, a foe guards a tempting pickup (walking straight at it is a losing ending), and the way
// on leads to the goal — locked behind the item in some chapters, open in others (then the item helps later: a hint
// in a quiz, a bonus card in a duel). Choice order, wordings, costs and an optional second trap are seeded.
import { type Random, shuffled } from '../../../../assets/index.ts';
import type { StoryChoice, StoryLevel, StoryNode } from '../../../../../templates/ui_heavy/src/family/content.ts';
import type { StoryFact } from './bank.ts';
import { fit } from '../text.ts';
import { capital, firstCapital, pastVerb, plural, withArticle, type Goal } from '../words.ts';

export interface StoryChapterSpec {
  title: string;
  backdrop: string;
  place: string;
  room: string;
  /** The next chapter's room (or what comes next), for a chapter that is not the last of the game. */
  nextPlace: string | null;
  goal: Goal;
  hero: string;
  heroKey: string;
  helper: string;
  helperKey: string;
  foe: string;
  /** A portrait for the foe when it is the game's boss. */
  foeKey: string | null;
  item: string;
  itemFlag: string;
  /** Flag ids for the chapter's two pickups (each can be taken once). */
  foundFlag: string;
  searchedFlag: string;
  currencyId: string;
  currency: string;
  cost: number;
  /** "key": the way to the goal needs the item; "bonus": it is open and the item helps later. */
  itemUse: 'key' | 'bonus';
  /** How the item helps later, said by the helper ("It will help you against the dragon."). */
  laterUse: string | null;
  /** A second losing ending on the way on. */
  shortcut: string | null;
  /** The chapter ends the whole game. */
  finale: boolean;
  /** The endings the prompt asked for (the chapter then ends in a last choice between them). */
  endings?: { good: number; bad: number };
}

export interface StoryChapter {
  level: StoryLevel;
  facts: StoryFact[];
}

const OTHER_GOALS = [
  'golden crown',
  'lost map',
  'silver bell',
  'magic mirror',
  'secret door',
  'missing key',
  'old treasure',
];
const OTHER_FOES = ['ghost', 'wolf', 'troll', 'giant spider', 'shadow', 'goblin', 'bat'];
const OTHER_HELPERS = ['stranger', 'baker', 'old sailor', 'wise owl', 'shopkeeper', 'gardener'];

/** Good endings after the goal is reached: the last choice's wording and the ending's text. */
function goodEndings(spec: StoryChapterSpec): { choice: string[]; text: string[] }[] {
  const goal = `the ${spec.goal.object}`;
  const did = `You ${pastVerb(spec.goal.verb)} ${goal}`;
  return [
    {
      choice: [`Take the ${spec.goal.object} home`, 'Take it home'],
      text: [`${did} and bring it home. The ${spec.place} will tell this story for years.`, `${did}!`],
    },
    {
      choice: [`Share it with the ${spec.helper}`, 'Share it with a friend'],
      text: [`${did} and share it with the ${spec.helper}. Nobody in the ${spec.place} is alone tonight.`, `${did}.`],
    },
    {
      choice: ['Keep it a secret', 'Keep it secret'],
      text: [`${did} and tell no one. Only you will ever know what happened in the ${spec.room}.`, `${did}.`],
    },
    {
      choice: ['Leave it safe where it was', 'Leave it be'],
      text: [`${did}, then leave it safe where it was. The ${spec.place} is quiet at last.`, `${did}.`],
    },
  ];
}

/** Bad endings besides being caught: the last choice's wording, the ending's text and its reason. */
function badEndings(spec: StoryChapterSpec): { choice: string[]; text: string[]; reason: string[] }[] {
  const goal = `the ${spec.goal.object}`;
  return [
    {
      choice: [`Trust the ${spec.foe}`, 'Trust the stranger'],
      text: [`You trust the ${spec.foe}. It takes ${goal} and is gone before you can blink.`, 'You were tricked.'],
      reason: [`Tricked by the ${spec.foe}`, 'Tricked!'],
    },
    {
      choice: ['Turn back in fear', 'Turn back'],
      text: [`You turn back, and ${goal} is lost to the ${spec.place} for good.`, 'You turn back.'],
      reason: ['You turned back', 'Turned back'],
    },
    {
      choice: ['Rush ahead without looking', 'Rush ahead'],
      text: [`You rush ahead, trip in the dark of the ${spec.room}, and wake up back at the start.`, 'You trip.'],
      reason: ['Lost in the dark', 'Lost!'],
    },
  ];
}

/**
 * The asked endings: reaching the goal becomes a last choice between the good endings and the bad ones other than
 * being caught by the foe (which is the first bad ending). At most four choices, so at most four good endings and
 * four bad ones in all.
 */
function endingsChoice(spec: StoryChapterSpec, nodes: Record<string, StoryNode>, random: Random): void {
  const asked = spec.endings!;
  const good = goodEndings(spec).slice(0, Math.max(1, Math.min(4, asked.good)));
  const bad = badEndings(spec).slice(0, Math.max(0, Math.min(4 - good.length, asked.bad - 1)));
  const choices: StoryChoice[] = [];
  good.forEach((g, i) => {
    nodes[`good_${i + 1}`] = {
      speaker: capital(spec.hero).slice(0, 20),
      portrait: spec.heroKey,
      text: fit(200, g.text),
      effects: { score: 50 },
      end: 'won',
    };
    choices.push({ text: fit(44, g.choice), next: `good_${i + 1}` });
  });
  bad.forEach((b, i) => {
    nodes[`bad_${i + 2}`] = { text: fit(200, b.text), end: 'failed', reason: fit(44, b.reason) };
    choices.push({ text: fit(44, b.choice), next: `bad_${i + 2}` });
  });
  nodes.goal = {
    text: fit(200, [
      `${firstCapital(`the ${spec.goal.object}`)} is within reach at last. How does your story end?`,
      'It is within reach. How does your story end?',
    ]),
    choices: shuffled(choices, random),
  };
}

/** The first scene: the hero arrives in the room and can talk to the helper, creep toward the foe or go deeper in. */
function arrival(spec: StoryChapterSpec, random: Random): StoryNode {
  const { room, foe, helper, goal } = spec;
  const goalText = `the ${goal.object}`;
  const opening =
    spec.finale && spec.nextPlace === null
      ? [
          `At last, the ${room} of the ${spec.place}. ${firstCapital(goalText)} must be here, but so is the ${foe}.`,
          `At last, the ${room}. ${firstCapital(goalText)} must be close, and so is the ${foe}.`,
        ]
      : [
          `You reach the ${room} of the ${spec.place}. Somewhere ahead is ${goalText}, and somewhere near is ` +
            `${withArticle(foe)}.`,
          `You reach the ${room}. ${firstCapital(goalText)} is somewhere ahead, and ${withArticle(foe)} is near.`,
        ];
  return {
    // The first wording names the place; a shorter one is only for long prompt words.
    text: fit(200, opening),
    choices: shuffled<StoryChoice>(
      [
        {
          text: fit(44, [`Talk to the ${helper}`, `Talk to the ${helper.split(' ').pop()}`, 'Talk to the stranger']),
          next: 'helper',
        },
        { text: fit(44, [`Creep toward the ${foe}`, `Peek at the ${foe}`, 'Creep toward the noise']), next: 'danger' },
        {
          text: fit(44, [`Go deeper into the ${room}`, `Walk on through the ${room}`, 'Go deeper in']),
          next: 'onward',
        },
      ],
      random,
    ),
  };
}

/** The helper's scenes: the offer of the item for the run's currency, the item handed over, and a tale of the way. */
function helperScenes(spec: StoryChapterSpec, random: Random): Record<'helper' | 'gift' | 'tale', StoryNode> {
  const { room, foe, helper, item, goal } = spec;
  const coins = plural(spec.currency);
  const helperName = capital(helper).slice(0, 20);
  const goalText = `the ${goal.object}`;
  const use =
    spec.itemUse === 'key'
      ? `The way to ${goalText} is locked without it.`
      : (spec.laterUse ?? 'They say it brings luck.');
  return {
    helper: {
      speaker: helperName,
      portrait: spec.helperKey,
      text: fit(200, [
        `Hello, ${spec.hero}. For ${spec.cost} ${spec.cost === 1 ? spec.currency : coins} you can have my ` +
          `${item}. ${use}`,
        `For ${spec.cost} ${spec.cost === 1 ? spec.currency : coins} my ${item} is yours. ${use}`,
      ]),
      choices: [
        ...shuffled<StoryChoice>(
          [
            {
              text: fit(44, [
                `Pay ${spec.cost} ${spec.cost === 1 ? spec.currency : coins} for the ${item}`,
                `Buy the ${item}`,
                'Buy it',
              ]),
              next: 'gift',
              requires: { resources: { [spec.currencyId]: spec.cost }, notFlags: [spec.itemFlag] },
              effects: { add: { [spec.currencyId]: -spec.cost }, set: { [spec.itemFlag]: true } },
            },
            { text: fit(44, [`Ask about ${goalText}`, 'Ask about the way ahead']), next: 'tale' },
          ],
          random,
        ),
        { text: 'Say goodbye', next: 'arrive' },
      ],
    },
    gift: {
      speaker: helperName,
      portrait: spec.helperKey,
      text: fit(200, [
        `Here is the ${item}. Keep it close, ${spec.hero}, and good luck with ${goalText}.`,
        `Here is the ${item}. Keep it close.`,
      ]),
      next: 'arrive',
    },
    tale: {
      speaker: helperName,
      portrait: spec.helperKey,
      text: fit(200, [
        `${firstCapital(goalText)}? Look beyond the ${room}. And never walk straight at the ${foe}: it is ` +
          'quicker than it looks.',
        `Look beyond the ${room}, and never walk straight at the ${foe}.`,
      ]),
      next: 'helper',
    },
  };
}

/** The foe's scenes: it guards a pickup, which can be grabbed, and walking straight past it is a losing ending. */
function dangerScenes(spec: StoryChapterSpec, random: Random): Record<'danger' | 'found' | 'caught', StoryNode> {
  const { room, foe } = spec;
  return {
    danger: {
      ...(spec.foeKey ? { speaker: capital(foe).slice(0, 20), portrait: spec.foeKey } : {}),
      text: fit(200, [
        `${firstCapital(withArticle(foe))} prowls in the shadows of the ${room}. ` +
          `${firstCapital(withArticle(spec.currency))} glints on the floor near it.`,
        `${firstCapital(withArticle(foe))} prowls nearby. ${firstCapital(withArticle(spec.currency))} glints on ` +
          'the floor.',
      ]),
      choices: shuffled<StoryChoice>(
        [
          { text: fit(44, [`Walk straight past the ${foe}`, 'Walk straight past it']), next: 'caught' },
          {
            text: fit(44, [
              `Grab the ${spec.currency} and slip away`,
              `Grab the ${spec.currency}`,
              'Grab it and slip away',
            ]),
            next: 'found',
            requires: { notFlags: [spec.foundFlag] },
            effects: { add: { [spec.currencyId]: 1 }, set: { [spec.foundFlag]: true } },
          },
          { text: 'Back away quietly', next: 'arrive' },
        ],
        random,
      ),
    },
    found: {
      text: fit(200, [
        `You snatch the ${spec.currency} and slip back before the ${foe} turns round.`,
        `You snatch the ${spec.currency} and slip back.`,
      ]),
      next: 'arrive',
    },
    caught: {
      text: fit(200, [
        `The ${foe} spots you at once. You run all the way back to where you began, out of breath.`,
        'You are spotted at once, and run all the way back.',
      ]),
      end: 'failed',
      reason: fit(44, [`Caught by the ${foe}`, 'Caught!']),
    },
  };
}

/**
 * The way on: toward the goal (behind a door the item opens, or open), a search of the room for one more pickup, and
 * the shortcut, a second losing ending, when the chapter has one.
 */
function onwardScenes(spec: StoryChapterSpec, shortcut: string | null, random: Random): Record<string, StoryNode> {
  const { room, item, goal } = spec;
  const goalText = `the ${goal.object}`;
  const onwardChoices: StoryChoice[] = [
    spec.itemUse === 'key'
      ? {
          text: fit(44, [`Open the door with the ${item}`, `Use the ${item}`, 'Open the door']),
          next: 'goal',
          requires: { flags: [spec.itemFlag] },
        }
      : { text: fit(44, [`Head for ${goalText}`, 'Head onward']), next: 'goal' },
    {
      text: fit(44, [`Search the ${room}`, 'Search around']),
      next: 'searched',
      requires: { notFlags: [spec.searchedFlag] },
      effects: { add: { [spec.currencyId]: 1 }, set: { [spec.searchedFlag]: true } },
    },
  ];
  if (shortcut)
    onwardChoices.push({
      text: fit(44, [`Take the shortcut over the ${shortcut}`, 'Take the shortcut']),
      next: 'shortcut',
    });
  const nodes: Record<string, StoryNode> = {
    onward: {
      text:
        spec.itemUse === 'key'
          ? fit(200, [
              `A door at the far end of the ${room} leads on toward ${goalText}. It is locked fast.`,
              'A locked door leads on. It will not budge.',
            ])
          : fit(200, [`The ${room} opens onto a path toward ${goalText}.`, 'A path leads on.']),
      choices: [...shuffled(onwardChoices, random), { text: 'Go back', next: 'arrive' }],
    },
    searched: {
      text: fit(200, [
        `Behind a loose stone in the ${room} you find one ${spec.currency}.`,
        `You find one ${spec.currency}.`,
      ]),
      next: 'onward',
    },
  };
  if (shortcut) {
    nodes.shortcut = {
      text: fit(200, [
        `The ${shortcut} ${shortcut.endsWith('s') ? 'give' : 'gives'} way under you. By the time ` +
          'you climb out, you are back at the start.',
        'The shortcut gives way under you.',
      ]),
      end: 'failed',
      reason: fit(44, [`The ${shortcut} gave way`, 'A bad shortcut']),
    };
  }
  return nodes;
}

/** The winning ending: the goal reached when the chapter ends the story, the way on opening when it does not. */
function goalScene(spec: StoryChapterSpec): StoryNode {
  const { goal } = spec;
  const goalText = `the ${goal.object}`;
  const ending =
    spec.nextPlace === null
      ? [
          `You ${pastVerb(goal.verb)} ${goalText}! The ${spec.place} will tell this story for years.`,
          `You ${pastVerb(goal.verb)} ${goalText}!`,
        ]
      : [`The way on opens at last. Ahead lies the ${spec.nextPlace}.`, 'The way on opens at last.'];
  return {
    speaker: capital(spec.hero).slice(0, 20),
    portrait: spec.heroKey,
    text: fit(200, ending),
    effects: { score: 50 },
    end: 'won',
  };
}

/** Questions a later quiz may ask about the chapter: who offered the item, what prowled, and the story's goal. */
function storyFacts(spec: StoryChapterSpec): StoryFact[] {
  const { room, foe, helper, item, goal } = spec;
  const coins = plural(spec.currency);
  const goalText = `the ${goal.object}`;
  const answer = (text: string) => fit(44, [text, text.split(' ').slice(0, 3).join(' ')]);
  const facts: StoryFact[] = [
    {
      prompt: fit(200, [
        `In the story, who offered you the ${item} at the ${room}?`,
        `In the story, who offered you the ${item}?`,
      ]),
      right: answer(`The ${helper}`),
      wrong: [`The ${foe}`, ...OTHER_HELPERS.map((h) => `The ${h}`)].map(answer),
      explain: fit(120, [
        `The ${helper} at the ${room} offered the ${item} for ${spec.cost} ${coins}.`,
        `It was the ${helper}.`,
      ]),
    },
    {
      prompt: fit(200, [`What prowled in the shadows of the ${room}?`, 'What prowled in the shadows?']),
      right: answer(firstCapital(withArticle(foe))),
      wrong: OTHER_FOES.filter((f) => f !== foe).map((f) => answer(firstCapital(withArticle(f)))),
      explain: fit(120, [
        `${firstCapital(withArticle(foe))} guarded the ${spec.currency} in the ${room}.`,
        `It was ${withArticle(foe)}.`,
      ]),
    },
  ];
  if (spec.finale || spec.nextPlace === null) {
    facts.push({
      prompt: fit(200, [
        `What were you trying to ${goal.verb} in the ${spec.place}?`,
        `What were you trying to ${goal.verb}?`,
      ]),
      right: answer(firstCapital(goalText)),
      wrong: OTHER_GOALS.filter((g) => g !== goal.object).map((g) => answer(`The ${g}`)),
      explain: fit(120, [`The whole story was about ${goalText}.`, 'That was the goal.']),
    });
  }
  return facts;
}

/** One story chapter, its scenes in the order a reader meets them; every text fits its box (LIMITS). */
export function storyChapter(spec: StoryChapterSpec, random: Random): StoryChapter {
  // Asked endings are counted exactly: no shortcut adds a bad ending of its own.
  const shortcut = spec.endings ? null : spec.shortcut;
  // The scenes are drawn in this order, so each one's seeded choice order stays the same.
  const nodes: Record<string, StoryNode> = {
    arrive: arrival(spec, random),
    ...helperScenes(spec, random),
    ...dangerScenes(spec, random),
    ...onwardScenes(spec, shortcut, random),
    goal: goalScene(spec),
  };
  if (spec.endings) endingsChoice(spec, nodes, random);
  return {
    level: { mode: 'story', title: spec.title, backdrop: spec.backdrop, start: 'arrive', nodes },
    facts: storyFacts(spec),
  };
}
