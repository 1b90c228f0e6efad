import type { AssetRegistry } from '../../../../assets/index.ts';
import { countWord, type ConfigValues } from '../../../../shared/index.ts';
import { defineMode, type DesignInput, type FamilyDesign, type PlannedPath } from '../../../mode.ts';
import type { Gdd } from '../../../gdd.ts';
import type { Intent } from '../../../intent.ts';
import type { Requirement } from '../../../requirements.ts';
import { GOLF_LIMITS, type GolfGame } from '../../../../../templates/top_down/src/family/modes/golf/golfRules.ts';
import { eventFact, livesAsked } from '../../shared/requirements.ts';
import { roadmapEnd } from '../../shared/roadmap.ts';
import { clampToLeaf, TEMPLATE } from '../config.ts';
import { oneLevelData, oneLevelDataFile, oneLevelPath, oneLevelSceneFile, writeOneLevelGame } from '../oneLevel.ts';
import { golfSteps, layHole, planGolf, type GolfPlan } from './golfPlan.ts';

/** What the prompt asks of a golf course, with the words that asked it. */
export interface GolfAsk {
  phrase: string;
  holes: number;
  holesPhrase: string | null;
  /** The obstacles' word in the prompt ("windmills"); drawn as windmills whatever it is. */
  obstaclesPhrase: string | null;
}

const DEFAULT_HOLES = 9;
const LEVEL_KEY = 'course';
/** Golf's own words: any one sends a prompt to this mode. */
export const GOLF_CUE = /\b(?:mini[- ]?)?golf\b|\bputt-putt\b/;
const ATTEMPTS = 6;

/** The golf course the prompt names, or null (then the family's other modes read it). */
export function readGolfAsk(intent: Intent): GolfAsk | null {
  const text = intent.read.toLowerCase();
  const golf = GOLF_CUE.exec(text);
  if (!golf) return null;
  const holesAt = [...text.matchAll(/\b(\d+|[a-z]+) holes?\b/g)].find((m) => countWord(m[1]!) !== undefined);
  const holes = holesAt ? countWord(holesAt[1]!) : undefined;
  const mills = /\bwind ?mills?\b/.exec(text);
  return {
    phrase: golf[0],
    holes: Math.min(GOLF_LIMITS.maxHoles, Math.max(1, holes ?? DEFAULT_HOLES)),
    holesPhrase: holes === undefined ? null : holesAt![0],
    obstaclesPhrase: mills ? mills[0] : null,
  };
}

const ACTIONS = [
  { name: 'left', keys: ['ArrowLeft', 'KeyA'], description: 'turn the aim anticlockwise' },
  { name: 'right', keys: ['ArrowRight', 'KeyD'], description: 'turn the aim clockwise' },
  { name: 'fire', keys: ['Space', 'KeyX'], description: 'hold to charge the putt, let go to strike' },
];

function registry(intent: Intent): AssetRegistry {
  return {
    version: 1,
    theme: intent.theme.length ? intent.theme : ['mini golf'],
    assets: [
      { type: 'audio', key: 'sfx-putt', kind: 'sfx', description: 'the putter strikes the ball', sfx: 'hit' },
      { type: 'audio', key: 'sfx-drop', kind: 'sfx', description: 'the ball drops into the cup', sfx: 'pickup' },
      {
        type: 'audio',
        key: 'music',
        kind: 'music',
        description: 'easy-going loop for a round of mini golf',
        mood: 'calm',
        tempo: 100,
        bars: 8,
      },
      { type: 'audio', key: 'sfx-win', kind: 'sfx', description: 'the round is finished', sfx: 'win' },
    ],
  };
}

/** Lays out the holes (every one with a windmill) and plans them; a hole the planner cannot finish is laid again. */
function courseOf(ask: GolfAsk, random: DesignInput['random']): { game: GolfGame; plan: GolfPlan } {
  const failures: string[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const holes = Array.from({ length: ask.holes }, () => ({ ...layHole(random, true), par: 3 }));
    const draft: GolfGame = { kind: 'golf', holes, obstacle: 'windmill' };
    try {
      const planned = planGolf(draft);
      // Par is a stroke more than the planned line needs, at least 2.
      const game: GolfGame = {
        ...draft,
        holes: holes.map((h, i) => ({ ...h, par: Math.max(2, planned.strokes[i]! + 1) })),
      };
      return { game, plan: planned };
    } catch (e) {
      failures.push((e as Error).message);
    }
  }
  throw new Error(`no golf course the planner could finish: ${failures.slice(0, 3).join(' | ')}`);
}

export function designGolf(input: DesignInput, ask: GolfAsk): FamilyDesign {
  const { intent } = input;
  const { game, plan } = courseOf(ask, input.random);
  const title = input.random.pick(['Windmill Mini Golf', 'Crazy Golf', 'Putt Putt Windmills']);
  const config: ConfigValues = { 'game.title': title };
  if (intent.mechanics.lives !== null) config['game.lives'] = clampToLeaf('game.lives', intent.mechanics.lives);
  const par = game.holes.reduce((s, h) => s + h.par, 0);
  const strokes = plan.strokes.reduce((s, n) => s + n, 0);
  const planned =
    `the planner holed all ${ask.holes} holes in ${strokes} strokes (par ${par}), ` +
    `${Math.round(plan.gameMs / 1000)} s of play`;
  return {
    title,
    goal:
      `Putt round all ${ask.holes} holes of the mini golf course; each hole's windmill shuts its doorway on a ` +
      'cycle.',
    sections: {
      architecture: {
        template: TEMPLATE,
        scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
        levelOrder: [LEVEL_KEY],
        notes: [
          'Left and right turn the aim in 2.5-degree steps; hold Space to charge the power meter and let go to putt. ' +
            'The ball rolls with friction and bounces off the walls; a windmill blade down shuts its doorway.',
        ],
      },
      assets: registry(intent),
      config,
      entities: [
        { name: 'ball', role: 'player', description: 'the golf ball the player putts', assets: [], config: [] },
        {
          name: 'windmill',
          role: 'prop',
          description: 'a windmill whose turning blades shut its doorway on a clock cycle',
          assets: [],
          config: [],
        },
      ],
      levels: [
        {
          key: LEVEL_KEY,
          title: 'The Course',
          ascii: ['.'],
          legend: { '.': 'the course (the mode draws each hole from the level data)' },
          data: { mode: 'golf', game: { ...game }, plan: { ...plan } },
          notes: [planned],
        },
      ],
      roadmap: [
        { action: 'COPY', target: `templates/${TEMPLATE}`, detail: 'the family template with its GolfLevelScene' },
        { action: 'UPDATE', target: 'src/game/levels.ts', detail: `${ask.holes} holes with their windmills and par` },
        { action: 'UPDATE', target: 'src/game/definition.ts', detail: 'goal, the actions, the level order' },
        { action: 'UPDATE', target: 'src/game/Level.ts', detail: 'extends GolfLevelScene with the colours' },
        ...roadmapEnd({ config: Object.keys(config).join(', '), assets: 'music and sounds', goldenPath: planned }),
      ],
    },
    decisions: [
      `Mini golf ("${ask.phrase}"), a top_down family mode: holes seen from above, putted on fixed-step rules the ` +
        'planner plays too.',
      `${ask.holes} holes${ask.holesPhrase ? ' as asked' : ' (the prompt gave no number)'}, each with a windmill ` +
        `${ask.obstaclesPhrase ? `("${ask.obstaclesPhrase}")` : '(the prompt named no obstacle)'} across the green.`,
      `Golden path: ${planned}.`,
    ],
    ignored: [],
  };
}

/** The level data a golf GDD holds, or undefined for the family's other modes. */
export function golfDataOf(gdd: Gdd): { game: GolfGame; plan: GolfPlan } | undefined {
  return oneLevelData(gdd, 'golf');
}

function levelFile(): string {
  const art = { green: 0x3fae49, rough: 0x2a6b34, sounds: { putt: 'sfx-putt', drop: 'sfx-drop' } };
  return oneLevelSceneFile({
    about: 'the golf course: its holes from levels.ts, its colours and sounds.',
    scene: 'GolfLevelScene',
    art: 'GolfArt',
    type: 'GolfGame',
    hook: 'golfGame',
    artValue: JSON.stringify(art),
  });
}

export function writeGolfGame(projectDir: string, gdd: Gdd): void {
  const { game } = golfDataOf(gdd)!;
  writeOneLevelGame(projectDir, gdd, {
    levels: oneLevelDataFile(gdd, {
      what: 'the golf course',
      type: 'GolfGame',
      module: 'modes/golf/golfRules',
      key: LEVEL_KEY,
      game,
    }),
    level: levelFile(),
    actions: ACTIONS,
  });
}

export function golfGoldenPath(gdd: Gdd): PlannedPath {
  const { plan } = golfDataOf(gdd)!;
  return oneLevelPath(gdd, {
    mode: 'golf',
    description:
      'Planned by playsmith make on the golf rules: for each stroke, turn to the planned aim, wait for the ' +
      "windmill's clock to reach the planned moment, and charge to the planned power; each stroke ends the same " +
      'with every key let go up to a few frames late.',
    steps: golfSteps(plan),
  });
}

/** Problems of a golf GDD's level data; empty when valid. */
export function golfLevelProblems(gdd: Gdd): string[] {
  const data = golfDataOf(gdd);
  if (!data) return ['the golf level needs mode "golf", game and plan in its data'];
  return data.plan.shots.length ? [] : ['the golf level has no planned strokes'];
}

export function golfRequirements(gdd: Gdd, ask: GolfAsk): Requirement[] {
  const { game, plan } = golfDataOf(gdd)!;
  const holes = game.holes.length;
  const out: Requirement[] = [
    eventFact({
      id: 'course-won',
      text: `the round of mini golf is finished, all ${holes} holes holed`,
      source: ask.phrase,
      weight: 2,
      event: 'course_completed',
    }),
    {
      id: 'golf-holes',
      text: `${holes} holes are played, one after another`,
      source: ask.holesPhrase ?? 'holes',
      weight: 2,
      check: { kind: 'state', path: 'flags.holesDone', equals: holes },
    },
    eventFact({
      id: 'holes-completed',
      text: `each of the ${holes} holes is holed with its strokes and par`,
      source: ask.holesPhrase ?? 'holes',
      event: 'hole_completed',
      minCount: holes,
    }),
    eventFact({
      id: 'putts-taken',
      text: 'the ball is putted with an aim and a charged power',
      source: ask.phrase,
      event: 'shot_taken',
      minCount: plan.shots.length,
    }),
  ];
  out.push({
    id: 'windmills-shown',
    text: `the ball rolls through the doorway of a windmill on each of the ${holes} holes`,
    source: ask.obstaclesPhrase ?? 'windmills',
    weight: 1,
    check: { kind: 'state', path: 'flags.windmillsPassed', gte: holes },
  });
  if (gdd.intent.mechanics.lives !== null)
    out.push(livesAsked(gdd.intent, gdd.intent.mechanics.lives, gdd.sections.config['game.lives']));
  return out;
}

/** Mini golf: a course of holes putted on planned strokes. */
export const golfMode = defineMode<GolfAsk>({
  id: 'golf',
  family: 'top_down',
  cues: [{ pattern: GOLF_CUE, weight: 4, means: 'a ball putted round holes seen from above' }],
  names: [{ head: 'a golf game', kind: 'genre', pattern: GOLF_CUE, proofs: ['course-won'] }],
  proofs: ['course-won', 'golf-holes', 'holes-completed', 'lives', 'putts-taken', 'windmills-shown'],
  examples: ['a mini golf game with 5 holes, windmills and 3 lives'],
  read: readGolfAsk,
  design: designGolf,
  validate: (gdd) => golfLevelProblems(gdd),
  write: (projectDir, gdd) => writeGolfGame(projectDir, gdd),
  plan: (gdd) => golfGoldenPath(gdd),
  requirements: (gdd, ask) => golfRequirements(gdd, ask),
});
