import type { AssetRegistry, Random } from '../../../../assets/index.ts';
import { countWord, type ConfigValues, type PromptPhrase } from '../../../../shared/index.ts';
import { drawsNoun } from '../../../drawn.ts';
import { defineMode, type DesignInput, type FamilyDesign, type PlannedPath } from '../../../mode.ts';
import type { Gdd } from '../../../gdd.ts';
import type { Intent } from '../../../intent.ts';
import { singularWord as singular } from '../../../singular.ts';
import type { Requirement } from '../../../requirements.ts';
import { HUD_HEIGHT } from '../../../../../templates/top_down/src/family/levelMap.ts';
import {
  LANE_LIMITS,
  laneProblems,
  type LaneGame,
  type LaneSpec,
  type VehicleKind,
} from '../../../../../templates/top_down/src/family/modes/lanes/laneRules.ts';
import { artShows, designFact, eventFact, livesAsked } from '../../shared/requirements.ts';
import { roadmapEnd } from '../../shared/roadmap.ts';
import { clampToLeaf, TEMPLATE } from '../config.ts';
import { oneLevelData, oneLevelDataFile, oneLevelPath, oneLevelSceneFile, writeOneLevelGame } from '../oneLevel.ts';
import { laneSteps, planLanes, type LanePlan } from './lanePlan.ts';

/** What the prompt asks of a lane dodger, with the words that asked it. */
export interface LaneAsk {
  phrase: string;
  hero: string;
  /** Vehicle names as the prompt says them (singular), in order. */
  vehicles: string[];
  /** The prompt's words for each vehicle ("cars"), for the requirements' sources. */
  vehicleWords: string[];
  lanes: number;
  lanesPhrase: string | null;
  crossings: number;
  crossingsPhrase: string | null;
}

const DEFAULT_LANES = 6;
const DEFAULT_CROSSINGS = 3;
const DEFAULT_VEHICLES = ['car', 'truck'];
const FIELD = { width: 800, height: 600 - HUD_HEIGHT };
const LEVEL_KEY = 'road';
const PLAN_ATTEMPTS = 12;
/** Long vehicles are drawn longer; the rest car-sized. */
const LONG = /^(?:truck|lorry|bus|tractor|tram|train|trailer|van|coach|limo|limousine)$/;
const VEHICLE_WORDS = new RegExp(
  String.raw`\b(cars?|trucks?|lorr(?:y|ies)|bus(?:es)?|taxis?|vans?|tractors?|motorbikes?|motorcycles?|bikes?` +
    String.raw`|bicycles?|limos?|ambulances?|police cars?|fire trucks?)\b`,
  'g',
);
/** The mode's own words: a lane dodger by name, or crossing the road. */
const DODGER_WORDS = /\blane dodger\b|\bfrogger\b|\bcrossy road\b/;
const CROSSING_WORDS = /\bcross(?:es|ing)? the (?:road|street|highway|motorway)\b/;
const CUE = new RegExp(`${DODGER_WORDS.source}|${CROSSING_WORDS.source}`);

/** The lane dodger the prompt names, or null (then the family's other modes read it). */
export function readLaneAsk(intent: Intent, phrases: readonly PromptPhrase[]): LaneAsk | null {
  const text = intent.read.toLowerCase();
  const cue = CUE.exec(text);
  if (!cue) return null;
  const vehicleWords: string[] = [];
  const vehicles: string[] = [];
  for (const m of text.matchAll(VEHICLE_WORDS)) {
    const name = singular(m[1]!.split(' ').pop()!);
    if (vehicles.includes(name) || !drawsNoun(name)) continue;
    vehicles.push(name);
    vehicleWords.push(m[1]!);
  }
  const lanesAt = /\b(\d+|[a-z]+) lanes?\b/.exec(text);
  const lanes = lanesAt ? countWord(lanesAt[1]!) : undefined;
  const crossAt = /\b(\d+|[a-z]+) (?:crossings|times|trips)\b/.exec(text);
  const crossings = crossAt ? countWord(crossAt[1]!) : undefined;
  return {
    phrase: cue[0],
    hero: phrases.find((p) => p.kind === 'character')?.text ?? intent.hero ?? 'frog',
    vehicles: vehicles.length ? vehicles : DEFAULT_VEHICLES,
    vehicleWords: vehicles.length ? vehicleWords : DEFAULT_VEHICLES.map((v) => `${v}s`),
    lanes: Math.min(8, Math.max(1, lanes ?? DEFAULT_LANES)),
    lanesPhrase: lanes === undefined ? null : lanesAt![0],
    crossings: Math.min(LANE_LIMITS.maxCrossings, Math.max(1, crossings ?? DEFAULT_CROSSINGS)),
    crossingsPhrase: crossings === undefined ? null : crossAt![0],
  };
}

/** Seeded traffic: each lane one kind of vehicle (every named kind on some lane), directions alternating. */
function traffic(ask: LaneAsk, random: Random): LaneGame {
  const kinds: VehicleKind[] = ask.vehicles.map((name) => ({ name, length: LONG.test(name) ? 112 : 64 }));
  const loop = FIELD.width + 240;
  let direction: 1 | -1 = random.chance(0.5) ? 1 : -1;
  const lanes: LaneSpec[] = [];
  for (let i = 0; i < ask.lanes; i++) {
    // Kinds change every two lanes, directions every lane, so each kind drives both ways when there is room.
    const kind = ask.lanes >= 2 * kinds.length ? Math.floor(i / 2) % kinds.length : i % kinds.length;
    const length = kinds[kind]!.length;
    const cars = random.int(2, 3);
    // Vehicles spread round the loop with gaps at least three of their lengths.
    const slot = loop / cars;
    const first = random.range(0, slot);
    const at = Array.from({ length: cars }, (_, k) =>
      Math.round(first + k * slot + random.range(0, Math.max(0, slot - length * 3))),
    );
    lanes.push({ direction, speed: random.int(60, 150), kind, at });
    direction = direction === 1 ? -1 : 1;
  }
  return { kind: 'lanes', vehicles: kinds, lanes, crossings: ask.crossings };
}

export function designLaneLevel(ask: LaneAsk, random: Random): { game: LaneGame; plan: LanePlan } {
  for (let attempt = 0; attempt < PLAN_ATTEMPTS; attempt++) {
    const game = traffic(ask, random);
    if (laneProblems(game, FIELD).length) continue;
    const plan = planLanes(game, FIELD);
    if (plan) return { game, plan };
  }
  throw new Error(`no traffic of ${ask.lanes} lanes could be crossed safely in ${PLAN_ATTEMPTS} tries`);
}

const list = (words: readonly string[]): string =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : (words[0] ?? '');

function registry(intent: Intent, ask: LaneAsk): AssetRegistry {
  const theme = intent.theme.length ? intent.theme : ['road'];
  return {
    version: 1,
    theme,
    assets: [
      {
        type: 'image',
        key: 'hero',
        role: 'player',
        width: 32,
        height: 32,
        description: `${ask.hero} crossing the road`,
      },
      ...ask.vehicles.map((name): AssetRegistry['assets'][number] => ({
        type: 'image',
        key: `vehicle-${name.replace(/[^a-z]+/g, '-')}`,
        role: 'enemy',
        width: LONG.test(name) ? 112 : 64,
        height: 36,
        description: `${name} driving along the road`,
      })),
      {
        type: 'audio',
        key: 'music',
        kind: 'music',
        description: `bouncy arcade loop for ${ask.hero} dodging traffic`,
        mood: 'upbeat',
        tempo: 140,
        bars: 8,
      },
      { type: 'audio', key: 'sfx-hop', kind: 'sfx', description: 'a little hop', sfx: 'jump' },
      { type: 'audio', key: 'sfx-hit', kind: 'sfx', description: 'run over', sfx: 'lose' },
      { type: 'audio', key: 'sfx-crossed', kind: 'sfx', description: 'safely across', sfx: 'pickup' },
      { type: 'audio', key: 'sfx-win', kind: 'sfx', description: 'every crossing made', sfx: 'win' },
    ],
  };
}

export function designLanes(input: DesignInput, ask: LaneAsk): FamilyDesign {
  const { intent } = input;
  const { game, plan } = designLaneLevel(ask, input.random);
  const title = input.random.pick(['Road Hop', 'Rush Hour Dash', 'Across the Road']);
  const config: ConfigValues = { 'game.title': title };
  if (intent.mechanics.lives !== null) config['game.lives'] = clampToLeaf('game.lives', intent.mechanics.lives);
  const planned =
    `the planner crossed ${game.crossings} times in ${plan.presses.length} steps ` +
    `(${Math.round(plan.gameMs / 1000)} s), each step safe when pressed up to 120 ms late`;
  const crossingWords = ask.crossingsPhrase ? 'as asked' : 'by default (the prompt gave no number)';
  return {
    title,
    goal: `Get the ${ask.hero} across the road ${game.crossings} times between the ${list(ask.vehicleWords)}.`,
    sections: {
      architecture: {
        template: TEMPLATE,
        scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
        levelOrder: [LEVEL_KEY],
        notes: [
          'The arrow keys (or WASD) step one lane at a time. A vehicle that touches the hero costs a life and sends ' +
            'it back to the start kerb; the top kerb counts a crossing.',
        ],
      },
      assets: registry(intent, ask),
      config,
      entities: [
        { name: ask.hero, role: 'player', description: 'steps across the lanes', assets: ['hero'], config: [] },
        ...ask.vehicles.map((name) => ({
          name,
          role: 'enemy' as const,
          description: 'drives along its lane',
          assets: [`vehicle-${name.replace(/[^a-z]+/g, '-')}`],
          config: [],
        })),
      ],
      levels: [
        {
          key: LEVEL_KEY,
          title: 'The Road',
          ascii: ['.'],
          legend: { '.': 'the road (the mode draws its lanes from the level data)' },
          data: { mode: 'lanes', game, plan: { ...plan } },
          notes: [planned],
        },
      ],
      roadmap: [
        { action: 'COPY', target: `templates/${TEMPLATE}`, detail: 'the family template with its LanesLevelScene' },
        { action: 'UPDATE', target: 'src/game/levels.ts', detail: 'the lanes, their traffic and the crossings' },
        { action: 'UPDATE', target: 'src/game/definition.ts', detail: 'goal, the actions, the level order' },
        { action: 'UPDATE', target: 'src/game/Level.ts', detail: 'extends LanesLevelScene with the art keys' },
        ...roadmapEnd({
          config: Object.keys(config).join(', '),
          assets: 'the art, music and sounds',
          goldenPath: planned,
        }),
      ],
    },
    decisions: [
      `A lane dodger ("${ask.phrase}"), a top_down family mode: grid steps across lanes of seeded traffic.`,
      `${game.lanes.length} lanes${ask.lanesPhrase ? ' as asked' : ''} of ${list(ask.vehicleWords)}; ` +
        `${game.crossings} crossings win, ${crossingWords}.`,
      `Golden path: ${planned}.`,
    ],
    ignored: [],
  };
}

/** The level data a lane GDD holds, or undefined for the family's other modes. */
export function laneDataOf(gdd: Gdd): { game: LaneGame; plan: LanePlan } | undefined {
  return oneLevelData(gdd, 'lanes');
}

function levelFile(ask: LaneAsk): string {
  const vehicles = Object.fromEntries(ask.vehicles.map((v) => [v, `vehicle-${v.replace(/[^a-z]+/g, '-')}`]));
  return oneLevelSceneFile({
    about: 'the road: its lanes from levels.ts, its art and sounds.',
    scene: 'LanesLevelScene',
    art: 'LaneArt',
    type: 'LaneGame',
    hook: 'laneGame',
    artValue: `{
      hero: 'hero',
      vehicles: ${JSON.stringify(vehicles)},
      sounds: { hop: 'sfx-hop', hit: 'sfx-hit', crossed: 'sfx-crossed' },
    }`,
  });
}

export function writeLaneGame(projectDir: string, gdd: Gdd, ask: LaneAsk): void {
  const { game } = laneDataOf(gdd)!;
  const levels = oneLevelDataFile(gdd, {
    what: 'the road',
    type: 'LaneGame',
    module: 'modes/lanes/laneRules',
    key: LEVEL_KEY,
    game,
  });
  const actions = [
    { name: 'up', keys: ['ArrowUp', 'KeyW'], description: 'step forward' },
    { name: 'down', keys: ['ArrowDown', 'KeyS'], description: 'step back' },
    { name: 'left', keys: ['ArrowLeft', 'KeyA'], description: 'step left' },
    { name: 'right', keys: ['ArrowRight', 'KeyD'], description: 'step right' },
  ];
  writeOneLevelGame(projectDir, gdd, { levels, level: levelFile(ask), actions });
}

export function laneGoldenPath(gdd: Gdd): PlannedPath {
  const { plan } = laneDataOf(gdd)!;
  return oneLevelPath(gdd, {
    mode: 'lanes',
    description:
      'Planned by playsmith make on the lane rules: each step forward is pressed at a time when the lane left ' +
      'stays clear for a few frames more and the lane entered is clear.',
    steps: laneSteps(plan),
  });
}

/** Problems of a lane GDD's level data; empty when valid. */
export function laneLevelProblems(gdd: Gdd): string[] {
  const data = laneDataOf(gdd);
  if (!data) return ['the lane level needs mode, game and plan in its data'];
  const problems = laneProblems(data.game, FIELD);
  if (!data.plan.presses.length) problems.push('the lane level has no planned steps');
  return problems;
}

export function laneRequirements(gdd: Gdd, ask: LaneAsk): Requirement[] {
  const { game } = laneDataOf(gdd)!;
  const out: Requirement[] = [
    eventFact({
      id: 'road-crossed',
      text: `${game.crossings} crossings: the ${ask.hero} crosses the road ${game.crossings} times`,
      source: ask.crossingsPhrase ? `${ask.phrase}, ${ask.crossingsPhrase}` : ask.phrase,
      weight: 2,
      event: 'crossed',
      minCount: game.crossings,
    }),
    {
      id: 'lanes-shown',
      text: `${game.lanes.length} lanes of traffic`,
      source: ask.lanesPhrase ?? 'lanes',
      weight: 1,
      check: { kind: 'state', path: 'flags.lanes', equals: game.lanes.length },
    },
  ];
  ask.vehicles.forEach((name, i) => {
    const art = artShows(gdd, `vehicle-${name.replace(/[^a-z]+/g, '-')}`, name, `${name} art`);
    out.push(
      {
        id: `${name.replace(/[^a-z]+/g, '-')}-shown`,
        text: `${ask.vehicleWords[i]} drive along the lanes`,
        source: ask.vehicleWords[i]!,
        weight: 1,
        check: { kind: 'state', path: `flags.vehicles.${name}`, gte: 1 },
      },
      designFact({
        id: `${name.replace(/[^a-z]+/g, '-')}-drawn`,
        text: `the ${ask.vehicleWords[i]} are drawn as ${name}s`,
        source: ask.vehicleWords[i]!,
        ok: art.ok,
        evidence: art.evidence,
      }),
    );
  });
  if (gdd.intent.mechanics.lives !== null)
    out.push(livesAsked(gdd.intent, gdd.intent.mechanics.lives, gdd.sections.config['game.lives']));
  return out;
}

/** A lane dodger: one road of planned traffic, crossed step by step. */
export const lanesMode = defineMode<LaneAsk>({
  id: 'lanes',
  family: 'top_down',
  cues: [
    {
      pattern: CUE,
      weight: 4,
      means: 'sneaking past guards seen from above, or stepping across lanes of traffic',
    },
  ],
  names: [
    { head: 'a lane dodger', kind: 'genre', pattern: DODGER_WORDS, proofs: ['road-crossed'] },
    { head: 'crossing the road', kind: 'mechanic', pattern: CROSSING_WORDS, proofs: ['road-crossed'] },
  ],
  // A vehicle the prompt names is shown on the road ("car-shown") and drawn as itself ("car-drawn").
  proofs: ['lanes-shown', 'lives', 'road-crossed', '*-drawn', '*-shown'],
  examples: [
    'a lane dodger where a chicken crosses the road between cars and trucks, 3 lives',
    'a frog crosses the road 5 times over 4 lanes of buses',
  ],
  read: readLaneAsk,
  design: designLanes,
  validate: (gdd) => laneLevelProblems(gdd),
  write: (projectDir, gdd, ask) => writeLaneGame(projectDir, gdd, ask),
  plan: (gdd) => laneGoldenPath(gdd),
  requirements: (gdd, ask) => laneRequirements(gdd, ask),
});
