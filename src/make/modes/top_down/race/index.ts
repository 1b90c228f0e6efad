import type { AssetRegistry } from '../../../../assets/index.ts';
import { countWord, type ConfigValues } from '../../../../shared/index.ts';
import { defineMode, type DesignInput, type FamilyDesign, type PlannedPath } from '../../../mode.ts';
import type { Gdd } from '../../../gdd.ts';
import type { Intent } from '../../../intent.ts';
import type { Requirement } from '../../../requirements.ts';
import { HUD_HEIGHT } from '../../../../../templates/top_down/src/family/levelMap.ts';
import {
  RACE_LIMITS,
  type RaceArt,
  type RaceGame,
} from '../../../../../templates/top_down/src/family/modes/race/raceRules.ts';
import { eventFact, livesAsked } from '../../shared/requirements.ts';
import { roadmapEnd } from '../../shared/roadmap.ts';
import { clampToLeaf, TEMPLATE } from '../config.ts';
import { oneLevelData, oneLevelDataFile, oneLevelPath, oneLevelSceneFile, writeOneLevelGame } from '../oneLevel.ts';
import { planRace, raceSteps, type RacePlan } from './racePlan.ts';

/** What the prompt asks of a race, with the words that asked it (for the requirements' sources). */
export interface RaceAsk {
  phrase: string;
  laps: number;
  lapsPhrase: string | null;
  rivals: number;
  rivalsPhrase: string | null;
  vehicle: string;
  vehiclePhrase: string | null;
  setting: Setting;
  settingPhrase: string | null;
}

const DEFAULT_LAPS = 3;
const DEFAULT_RIVALS = 3;
const FIELD = { width: 800, height: 600 - HUD_HEIGHT };
const LEVEL_KEY = 'race';
/** A race's own words: any one sends a prompt to this mode. */
export const RACE_CUE = /\b(?:racing|race (?:car|track|game)s?|go-?karts?|karts?|laps)\b/;

type Setting = 'beach' | 'desert' | 'snow' | 'city' | 'forest';

const SETTING_WORDS: readonly [Setting, RegExp][] = [
  ['beach', /\b(beach|seaside|coast(?:al)?|island|tropical)\b/],
  ['desert', /\b(desert|dune|canyon|sand)\b/],
  ['snow', /\b(snow(?:y)?|ice|icy|winter|arctic|frozen)\b/],
  ['city', /\b(city|street|streets|town|urban|downtown)\b/],
  ['forest', /\b(forest|woods|jungle|park|countryside|grass)\b/],
];

const ART: Readonly<Record<Setting, Omit<RaceArt, 'kartColour' | 'rivalColours' | 'sounds'>>> = {
  beach: { ground: 0xf2d39b, road: 0x6b6b73, sea: 0x29adff, scenery: 'palms' },
  desert: { ground: 0xe0a458, road: 0x705848, scenery: 'cacti' },
  snow: { ground: 0xeef4ff, road: 0x7a8799, scenery: 'snowmen' },
  city: { ground: 0x8a8f99, road: 0x3b3b44, scenery: 'buildings' },
  forest: { ground: 0x3f9a44, road: 0x5f574f, scenery: 'trees' },
};

/** What the setting shows beside the road, for the requirement's words. */
const SHOWN: Readonly<Record<Setting, string>> = {
  beach: 'sand and sea beside the road, palm trees in the infield',
  desert: 'desert sand and cacti beside the road',
  snow: 'snow and snowmen beside the road',
  city: 'pavement and buildings beside the road',
  forest: 'grass and trees beside the road',
};

/** The first match whose first group is a number ("3 laps", "four rivals"; not "a kart"). */
const counted = (text: string, re: RegExp) => [...text.matchAll(re)].find((m) => countWord(m[1]!) !== undefined);

/** The race the prompt names, or null (then the family's other modes read it). */
export function readRaceAsk(intent: Intent): RaceAsk | null {
  const text = intent.read.toLowerCase();
  const race = RACE_CUE.exec(text);
  if (!race) return null;
  const lapsAt = counted(text, /\b(\d+|[a-z]+) laps?\b/g);
  const laps = lapsAt ? countWord(lapsAt[1]!) : undefined;
  const rivalsAt = counted(text, /\b(\d+|[a-z]+) (?:other )?(rivals?|opponents?|racers?|drivers?|cars?|karts?)\b/g);
  const rivals = rivalsAt ? countWord(rivalsAt[1]!) : undefined;
  const vehicleAt =
    /\b(go-?karts?|karts?|race ?cars?|cars?|motorbikes?|motorcycles?|bikes?|buggy|buggies|trucks?)\b/.exec(
      text.replace(rivalsAt?.[0] ?? '\0', ''),
    );
  const setting = SETTING_WORDS.find(([, re]) => re.test(text));
  const settingAt = setting
    ? new RegExp(`${setting[1].source}(?: (?:race ?)?(?:track|circuit|course))?`).exec(text)
    : null;
  return {
    phrase: race[0],
    laps: Math.min(RACE_LIMITS.maxLaps, Math.max(1, laps ?? DEFAULT_LAPS)),
    lapsPhrase: laps === undefined ? null : lapsAt![0],
    rivals: Math.min(RACE_LIMITS.maxRivals, Math.max(1, rivals ?? DEFAULT_RIVALS)),
    rivalsPhrase: rivals === undefined ? null : rivalsAt![0],
    vehicle: vehicleAt ? vehicleAt[1]!.replace(/s$/, '').replace(/^gokart$/, 'go-kart') : 'go-kart',
    vehiclePhrase: vehicleAt ? vehicleAt[0] : null,
    setting: setting?.[0] ?? 'forest',
    settingPhrase: settingAt ? settingAt[0] : null,
  };
}

const ACTIONS = [
  { name: 'up', keys: ['ArrowUp', 'KeyW'], description: 'accelerate' },
  { name: 'down', keys: ['ArrowDown', 'KeyS'], description: 'brake' },
  { name: 'left', keys: ['ArrowLeft', 'KeyA'], description: 'steer left' },
  { name: 'right', keys: ['ArrowRight', 'KeyD'], description: 'steer right' },
];

function registry(intent: Intent): AssetRegistry {
  return {
    version: 1,
    theme: intent.theme.length ? intent.theme : ['racing'],
    assets: [
      { type: 'audio', key: 'sfx-lap', kind: 'sfx', description: 'a lap is completed', sfx: 'pickup' },
      {
        type: 'audio',
        key: 'music',
        kind: 'music',
        description: 'fast upbeat loop for a kart race',
        mood: 'upbeat',
        tempo: 150,
        bars: 8,
      },
      { type: 'audio', key: 'sfx-win', kind: 'sfx', description: 'the race is won', sfx: 'win' },
    ],
  };
}

const capital = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const ordinalWord = (n: number) => ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'][n] ?? String(n);

export function designRace(input: DesignInput, ask: RaceAsk): FamilyDesign {
  const { intent } = input;
  const base: RaceGame = {
    kind: 'race',
    laps: ask.laps,
    rivalSpeeds: Array.from({ length: ask.rivals }, () => 100),
    vehicle: ask.vehicle,
    setting: ask.setting,
    sea: ask.setting === 'beach',
  };
  const { game, plan } = planRace(base, FIELD, input.random);
  const place = capital(ask.setting);
  const titles = [
    `${place} ${capital(ask.vehicle)} Cup`,
    `${place} Grand Prix`,
    `${capital(ask.vehicle)} Rally`,
  ].filter((t) => t.length <= 32);
  const title = input.random.pick(titles.length ? titles : ['Grand Prix']);
  const config: ConfigValues = { 'game.title': title };
  if (intent.mechanics.lives !== null) config['game.lives'] = clampToLeaf('game.lives', intent.mechanics.lives);
  const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const planned =
    `the planner drove ${ask.laps} laps in ${secs(plan.raceMs)} (${secs(plan.worstMs)} with late frames); the ` +
    `rivals finish in ${plan.rivalMs.map(secs).join(', ')}`;
  const asked = (phrase: string | null) => (phrase ? ' as asked' : ' (the prompt gave no number)');
  return {
    title,
    goal:
      `Drive the ${ask.vehicle} ${ask.laps} laps round the ${ask.setting} track and cross the line ahead of ` +
      `${ask.rivals} rivals.`,
    sections: {
      architecture: {
        template: TEMPLATE,
        scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
        levelOrder: [LEVEL_KEY],
        notes: [
          'Up (or W) accelerates, down brakes, left and right steer; the kart faces one of 16 directions. Sand off ' +
            'the road slows it' +
            (game.sea ? ', the sea more.' : '.') +
            ' A lap counts at the line only after the three checkpoints round the loop.',
        ],
      },
      assets: registry(intent),
      config,
      entities: [
        { name: ask.vehicle, role: 'player', description: `the player's ${ask.vehicle}`, assets: [], config: [] },
        { name: 'rival', role: 'enemy', description: `a rival ${ask.vehicle} on its own lane`, assets: [], config: [] },
      ],
      levels: [
        {
          key: LEVEL_KEY,
          title: `${place} Track`,
          ascii: ['.'],
          legend: { '.': 'the track (the mode draws it from the level data)' },
          data: { mode: 'race', game: { ...game }, plan: { ...plan } },
          notes: [planned],
        },
      ],
      roadmap: [
        { action: 'COPY', target: `templates/${TEMPLATE}`, detail: 'the family template with its RaceLevelScene' },
        { action: 'UPDATE', target: 'src/game/levels.ts', detail: JSON.stringify(game) },
        { action: 'UPDATE', target: 'src/game/definition.ts', detail: 'goal, the actions, the level order' },
        { action: 'UPDATE', target: 'src/game/Level.ts', detail: 'extends RaceLevelScene with the setting colours' },
        ...roadmapEnd({ config: Object.keys(config).join(', '), assets: 'music and sounds', goldenPath: planned }),
      ],
    },
    decisions: [
      `A race ("${ask.phrase}"), a top_down family mode: a loop of road seen from above, driven on fixed-step rules ` +
        'the planner drives too.',
      `${ask.laps} laps${asked(ask.lapsPhrase)} against ${ordinalWord(ask.rivals)} rivals${asked(ask.rivalsPhrase)}, ` +
        `the ${ask.vehicle} on a ${ask.setting} track (${SHOWN[ask.setting]}).`,
      `Golden path: ${planned}.`,
    ],
    ignored: [],
  };
}

/** The level data a race GDD holds, or undefined for the family's other modes. */
export function raceDataOf(gdd: Gdd): { game: RaceGame; plan: RacePlan } | undefined {
  return oneLevelData(gdd, 'race');
}

const RIVAL_COLOURS = [0xff004d, 0x29adff, 0x00e436, 0xff77a8, 0x83769c, 0xab5236, 0x1d2b53];

function levelFile(game: RaceGame): string {
  const art: RaceArt = {
    ...ART[game.setting as Setting],
    kartColour: 0xffa300,
    rivalColours: RIVAL_COLOURS,
    sounds: { lap: 'sfx-lap' },
  };
  return oneLevelSceneFile({
    about: "the race: its laps and rivals from levels.ts, the setting's colours.",
    scene: 'RaceLevelScene',
    art: 'RaceArt',
    type: 'RaceGame',
    hook: 'raceGame',
    artValue: JSON.stringify(art),
  });
}

export function writeRaceGame(projectDir: string, gdd: Gdd): void {
  const { game } = raceDataOf(gdd)!;
  writeOneLevelGame(projectDir, gdd, {
    levels: oneLevelDataFile(gdd, {
      what: 'the race',
      type: 'RaceGame',
      module: 'modes/race/raceRules',
      key: LEVEL_KEY,
      game,
    }),
    level: levelFile(game),
    actions: ACTIONS,
  });
}

export function raceGoldenPath(gdd: Gdd): PlannedPath {
  const { plan } = raceDataOf(gdd)!;
  return oneLevelPath(gdd, {
    mode: 'race',
    description:
      'Planned by playsmith make on the race rules: full throttle down each straight and a right turn of four ' +
      "facings at each corner, each leg held until the kart's position or facing in state reaches its mark.",
    steps: raceSteps(plan),
  });
}

/** Problems of a race GDD's level data; empty when valid. */
export function raceLevelProblems(gdd: Gdd): string[] {
  const data = raceDataOf(gdd);
  if (!data) return ['the race level needs mode "race", game and plan in its data'];
  return data.plan.legs.length ? [] : ['the race level has no planned legs'];
}

export function raceRequirements(gdd: Gdd, ask: RaceAsk): Requirement[] {
  const { game } = raceDataOf(gdd)!;
  const rivals = game.rivalSpeeds.length;
  const out: Requirement[] = [
    {
      id: 'race-won',
      text: `the race is finished first, ahead of all ${rivals} rivals`,
      source: ask.phrase,
      weight: 2,
      check: { kind: 'state', path: 'flags.position', equals: 1 },
    },
    {
      id: 'race-laps',
      text: `${game.laps} laps are completed, each past every checkpoint`,
      source: ask.lapsPhrase ?? 'laps',
      weight: 2,
      check: { kind: 'state', path: 'flags.lapsDone', equals: game.laps },
    },
    eventFact({
      id: 'laps-counted',
      text: `the line counts each of the ${game.laps} laps`,
      source: ask.lapsPhrase ?? 'laps',
      event: 'lap_completed',
      minCount: game.laps,
    }),
    {
      id: 'rivals-shown',
      text: `${rivals} rivals race on the track (the HUD's position counts them)`,
      source: ask.rivalsPhrase ?? 'rivals',
      weight: 1,
      check: { kind: 'state', path: 'flags.rivals', equals: rivals },
    },
    {
      id: 'vehicle-shown',
      text: `the ${game.vehicle} (drawn as a kart) is steered round the track`,
      source: ask.vehiclePhrase ?? game.vehicle,
      weight: 1,
      check: { kind: 'state', path: 'flags.kartMoves', gte: 1 },
    },
    {
      id: 'track-shown',
      text: `a ${game.setting} track: ${SHOWN[game.setting as Setting]}`,
      source: ask.settingPhrase ?? `${game.setting} track`,
      weight: 1,
      check: { kind: 'state', path: 'flags.setting', equals: game.setting },
    },
  ];
  if (gdd.intent.mechanics.lives !== null)
    out.push(livesAsked(gdd.intent, gdd.intent.mechanics.lives, gdd.sections.config['game.lives']));
  return out;
}

/** A kart race: laps of a track against rivals. */
export const raceMode = defineMode<RaceAsk>({
  id: 'race',
  family: 'top_down',
  cues: [{ pattern: RACE_CUE, weight: 4, means: 'a vehicle driving laps of a track seen from above' }],
  names: [{ head: 'a racing game', kind: 'genre', pattern: RACE_CUE, proofs: ['race-won'] }],
  proofs: ['laps-counted', 'lives', 'race-laps', 'race-won', 'rivals-shown', 'track-shown', 'vehicle-shown'],
  examples: ['a racing game', 'a go-kart race of 4 laps against 5 rivals on a snowy track, with 3 lives'],
  read: readRaceAsk,
  design: designRace,
  validate: (gdd) => raceLevelProblems(gdd),
  write: (projectDir, gdd) => writeRaceGame(projectDir, gdd),
  plan: (gdd) => raceGoldenPath(gdd),
  requirements: (gdd, ask) => raceRequirements(gdd, ask),
});
