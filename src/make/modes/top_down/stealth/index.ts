import type { AssetRegistry, Random } from '../../../../assets/index.ts';
import { countWord, type ConfigValues, type PromptPhrase } from '../../../../shared/index.ts';
import { defineMode, type DesignInput, type FamilyDesign, type PlannedPath } from '../../../mode.ts';
import type { Gdd } from '../../../gdd.ts';
import type { Intent } from '../../../intent.ts';
import { singularWord as singular } from '../../../singular.ts';
import type { Requirement } from '../../../requirements.ts';
import type { GridCell } from '../../../../../templates/top_down/src/family/levelMap.ts';
import {
  seenBy,
  STEALTH_LIMITS,
  STEALTH_SLOT_MS,
  stealthMap,
  stealthProblems,
  type StealthGame,
  type StealthGuard,
} from '../../../../../templates/top_down/src/family/modes/stealth/stealthRules.ts';
import { artShows, designFact, eventFact, livesAsked } from '../../shared/requirements.ts';
import { roadmapEnd } from '../../shared/roadmap.ts';
import { clampToLeaf, TEMPLATE } from '../config.ts';
import { oneLevelData, oneLevelDataFile, oneLevelPath, oneLevelSceneFile, writeOneLevelGame } from '../oneLevel.ts';
import { planStealth, stealthSteps, type StealthPlan } from './stealthPlan.ts';
import { readTopDownWords } from '../words.ts';

/** What the prompt asks of a stealth game, with the words that asked it. */
export interface StealthAsk {
  phrase: string;
  hero: string;
  loot: string;
  guard: string;
  guards: number;
  /** The family's floor-and-walls tiles for the prompt's setting. */
  tiles: string;
  /** "4 guards": null when the prompt gave no number. */
  guardsPhrase: string | null;
  unseenPhrase: string | null;
}

const DEFAULT_GUARDS = 3;
const COLS = 25;
const ROWS = 17;
const SIGHT = 4;
const LEVEL_KEY = 'gallery';
const MAP_ATTEMPTS = 24;
/** Registry keys, as src/game/Level.ts names them. */
const KEYS = { hero: 'hero', guard: 'guard', loot: 'loot', exit: 'exit', tiles: 'tiles' } as const;

/** The mode's own words: a stealth game, or getting through unseen. */
const STEALTH_CUE = /\bstealth\b|\bwithout being (?:seen|spotted|noticed|caught)\b/;

/** The stealth game the prompt names, or null (then the family's other modes read it). */
export function readStealthAsk(intent: Intent, phrases: readonly PromptPhrase[]): StealthAsk | null {
  const text = intent.read.toLowerCase();
  const cue = STEALTH_CUE.exec(text);
  if (!cue) return null;
  const guardAt = /\b(?:(\d+|[a-z]+) )?(guards?|sentr(?:y|ies)|sentinels?)\b/.exec(text);
  const asked = guardAt?.[1] ? countWord(guardAt[1]) : undefined;
  const stolen =
    /\b(?:steal(?:s|ing)?|grab(?:s|bing)?|take(?:s)?|swipe(?:s)?|loot(?:s|ing)?) (?:the |a |an )?([a-z]+)/.exec(text);
  const loot = stolen?.[1] && !['past', 'without'].includes(stolen[1]) ? stolen[1] : 'diamond';
  const guard = guardAt ? singular(guardAt[2]!) : 'guard';
  const unseen = /\bwithout being (?:seen|spotted|noticed|caught)\b/.exec(text);
  return {
    phrase: cue[0],
    // The whole name ("cat burglar"), which the art draws as itself.
    hero: phrases.find((p) => p.kind === 'character')?.text ?? intent.hero ?? 'thief',
    tiles: readTopDownWords(intent, phrases).setting.tiles,
    loot,
    guard,
    guards: Math.min(STEALTH_LIMITS.maxGuards, Math.max(1, asked ?? DEFAULT_GUARDS)),
    guardsPhrase: asked === undefined ? null : guardAt![0],
    unseenPhrase: unseen ? unseen[0] : null,
  };
}

/** A gallery: three halls split by walls with doorways, display cases in the halls, the loot at the top. */
function galleryRows(random: Random): { rows: string[][]; start: GridCell; loot: GridCell; exit: GridCell } {
  const rows = Array.from({ length: ROWS }, (_, r) =>
    Array.from({ length: COLS }, (_, c) => (r === 0 || c === 0 || r === ROWS - 1 || c === COLS - 1 ? '#' : '.')),
  );
  for (const wallRow of [5, 11]) {
    for (let c = 1; c < COLS - 1; c++) rows[wallRow]![c] = '#';
    const doors = [random.int(2, 10), random.int(14, 21)];
    for (const d of doors) rows[wallRow]![d] = rows[wallRow]![d + 1] = '.';
  }
  const start = { col: 1, row: ROWS - 2 };
  const exit = { col: COLS - 2, row: ROWS - 2 };
  const loot = { col: random.int(9, 15), row: 2 };
  const keep = [start, exit, loot];
  // Display cases: short wall blocks inside the halls, never on the marks nor in front of a doorway.
  for (let i = 0; i < 6; i++) {
    const row = random.pick([2, 3, 7, 8, 9, 13, 14]);
    const col = random.int(3, COLS - 5);
    const cells = [
      { col, row },
      { col: col + 1, row },
    ];
    const blocked = cells.some(
      (c) =>
        keep.some((k) => Math.abs(k.col - c.col) + Math.abs(k.row - c.row) <= 1) ||
        rows[c.row - 1]![c.col] === '#' ||
        rows[c.row + 1]![c.col] === '#',
    );
    if (!blocked) for (const c of cells) rows[c.row]![c.col] = '#';
  }
  return { rows, start, loot, exit };
}

/** A guard pacing a straight run of floor inside one hall. */
function patrol(rows: string[][], random: Random, band: [number, number], keep: GridCell[]): StealthGuard | null {
  for (let tries = 0; tries < 30; tries++) {
    const horizontal = random.chance(0.7);
    const row = random.int(band[0], band[1]);
    const col = random.int(2, COLS - 3);
    const length = horizontal ? random.int(5, 10) : random.int(3, band[1] - band[0] + 1);
    const route: GridCell[] = [];
    for (let i = 0; i < length; i++) {
      const c = horizontal ? { col: col + i, row } : { col, row: band[0] + i };
      if (rows[c.row]?.[c.col] !== '.') break;
      route.push(c);
    }
    if (route.length < 3) continue;
    if (route.some((c) => keep.some((k) => Math.abs(k.col - c.col) + Math.abs(k.row - c.row) <= 2))) continue;
    return { route, stepMs: random.pick([400, 600]) };
  }
  return null;
}

/** A map whose start no guard ever sees, with an unseen plan; one that makes the hero wait for a guard first. */
export function designStealthLevel(ask: StealthAsk, random: Random): { game: StealthGame; plan: StealthPlan } {
  let fallback: { game: StealthGame; plan: StealthPlan } | undefined;
  const bands: [number, number][] = [
    [1, 4],
    [6, 10],
    [12, 15],
  ];
  for (let attempt = 0; attempt < MAP_ATTEMPTS; attempt++) {
    const { rows, start, loot, exit } = galleryRows(random);
    const guards: StealthGuard[] = [];
    for (let i = 0; i < ask.guards; i++) {
      const guard = patrol(rows, random, bands[i % bands.length]!, [start, exit]);
      if (guard) guards.push(guard);
    }
    if (guards.length !== ask.guards) continue;
    const game: StealthGame = {
      kind: 'stealth',
      rows: rows.map((r) => r.join('')),
      start,
      loot,
      exit,
      guards,
      sight: SIGHT,
    };
    if (stealthProblems(game).length) continue;
    const map = stealthMap(game);
    const period = guards.reduce((n, g) => (n * (2 * (g.route.length - 1) * g.stepMs)) / STEALTH_SLOT_MS, 1);
    const watched = Array.from({ length: Math.min(period, 600) }, (_, k) => k).some(
      (k) => seenBy(game, map, start, k * STEALTH_SLOT_MS) >= 0,
    );
    if (watched) continue;
    const plan = planStealth(game);
    if (!plan) continue;
    if (plan.waits > 0) return { game, plan };
    fallback ??= { game, plan };
  }
  if (fallback) return fallback;
  throw new Error(`no gallery with ${ask.guards} guards had an unseen route in ${MAP_ATTEMPTS} tries`);
}

function registry(intent: Intent, ask: StealthAsk): AssetRegistry {
  const theme = intent.theme.length ? intent.theme : ['stealth'];
  return {
    version: 1,
    theme,
    assets: [
      {
        type: 'image',
        key: KEYS.hero,
        role: 'player',
        width: 28,
        height: 28,
        description: `${ask.hero} sneaking, seen from above`,
      },
      { type: 'image', key: KEYS.guard, role: 'enemy', width: 28, height: 28, description: `${ask.guard} on patrol` },
      { type: 'image', key: KEYS.loot, role: 'pickup', width: 24, height: 24, description: `sparkling ${ask.loot}` },
      { type: 'image', key: KEYS.exit, role: 'goal', width: 32, height: 32, description: 'exit door' },
      { type: 'tileset', key: KEYS.tiles, tileSize: 32, mode: 'floor-walls', description: ask.tiles },
      {
        type: 'audio',
        key: 'music',
        kind: 'music',
        description: `quiet tiptoe loop for ${ask.hero} on a heist`,
        mood: 'mysterious',
        tempo: 96,
        bars: 8,
      },
      { type: 'audio', key: 'sfx-step', kind: 'sfx', description: 'a soft step', sfx: 'click' },
      { type: 'audio', key: 'sfx-loot', kind: 'sfx', description: `the ${ask.loot} is taken`, sfx: 'pickup' },
      { type: 'audio', key: 'sfx-seen', kind: 'sfx', description: 'a guard raises the alarm', sfx: 'lose' },
      { type: 'audio', key: 'sfx-win', kind: 'sfx', description: 'the getaway', sfx: 'win' },
    ],
  };
}

export function designStealth(input: DesignInput, ask: StealthAsk): FamilyDesign {
  const { intent } = input;
  const { game, plan } = designStealthLevel(ask, input.random);
  const title = input.random.pick(['The Quiet Heist', 'Midnight Gallery', 'Shadow Steps']);
  const config: ConfigValues = { 'game.title': title };
  if (intent.mechanics.lives !== null) config['game.lives'] = clampToLeaf('game.lives', intent.mechanics.lives);
  const secs = `${Math.round(plan.gameMs / 1000)} s`;
  const planned =
    `the planner took the ${ask.loot} and reached the exit unseen in ${plan.moves.length} steps ` +
    `(${secs}, ${plan.waits} waits for the guards)`;
  const asked = ask.guardsPhrase ? ' as asked' : ' (the prompt gave no number)';
  return {
    title,
    goal: `Sneak past the ${ask.guard}s, take the ${ask.loot} from its plinth and reach the exit without being seen.`,
    sections: {
      architecture: {
        template: TEMPLATE,
        scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
        levelOrder: [LEVEL_KEY],
        notes: [
          'The arrow keys (or WASD) step one cell at a time. Each guard walks its patrol and looks where it walks; ' +
            'its view cone is drawn. Being seen costs a life and sends the hero back to the start.',
        ],
      },
      assets: registry(intent, ask),
      config,
      entities: [
        { name: ask.hero, role: 'player', description: 'sneaks one cell at a time', assets: [KEYS.hero], config: [] },
        { name: ask.guard, role: 'enemy', description: 'patrols and sees ahead', assets: [KEYS.guard], config: [] },
        { name: ask.loot, role: 'pickup', description: 'lies on a plinth', assets: [KEYS.loot], config: [] },
      ],
      levels: [
        {
          key: LEVEL_KEY,
          title: 'The Gallery',
          ascii: game.rows,
          legend: { '#': 'wall', '.': 'floor (the start, loot, exit and patrols are in the level data)' },
          data: { mode: 'stealth', game, plan: { ...plan } },
          notes: [planned],
        },
      ],
      roadmap: [
        { action: 'COPY', target: `templates/${TEMPLATE}`, detail: 'the family template with its StealthLevelScene' },
        { action: 'UPDATE', target: 'src/game/levels.ts', detail: 'the map, the marks and the patrols' },
        { action: 'UPDATE', target: 'src/game/definition.ts', detail: 'goal, the actions, the level order' },
        { action: 'UPDATE', target: 'src/game/Level.ts', detail: 'extends StealthLevelScene with the art keys' },
        ...roadmapEnd({
          config: Object.keys(config).join(', '),
          assets: 'the art, music and sounds',
          goldenPath: planned,
        }),
      ],
    },
    decisions: [
      `A stealth game ("${ask.phrase}"), a top_down family mode: grid steps, guards on patrol routes with view cones.`,
      `${ask.guards} ${ask.guard}s${asked}, each seeing ${SIGHT} cells ahead; walls block sight.`,
      `Golden path: ${planned}.`,
    ],
    ignored: [],
  };
}

/** The level data a stealth GDD holds, or undefined for the family's other modes. */
export function stealthDataOf(gdd: Gdd): { game: StealthGame; plan: StealthPlan } | undefined {
  return oneLevelData(gdd, 'stealth');
}

const ts = (value: unknown) => JSON.stringify(value);

function levelFile(ask: StealthAsk): string {
  return oneLevelSceneFile({
    about: 'the stealth level: its map from levels.ts, its art and sounds.',
    scene: 'StealthLevelScene',
    art: 'StealthArt',
    type: 'StealthGame',
    hook: 'stealthGame',
    artValue: `{
      hero: ${ts(KEYS.hero)},
      guard: ${ts(KEYS.guard)},
      loot: ${ts(KEYS.loot)},
      exit: ${ts(KEYS.exit)},
      tileset: ${ts(KEYS.tiles)},
      lootName: ${ts(ask.loot)},
      sounds: { step: 'sfx-step', loot: 'sfx-loot', seen: 'sfx-seen' },
    }`,
  });
}

export function writeStealthGame(projectDir: string, gdd: Gdd, ask: StealthAsk): void {
  const { game } = stealthDataOf(gdd)!;
  const levels = oneLevelDataFile(gdd, {
    what: 'the stealth level',
    type: 'StealthGame',
    module: 'modes/stealth/stealthRules',
    key: LEVEL_KEY,
    game,
  });
  const actions = [
    { name: 'up', keys: ['ArrowUp', 'KeyW'], description: 'step up' },
    { name: 'down', keys: ['ArrowDown', 'KeyS'], description: 'step down' },
    { name: 'left', keys: ['ArrowLeft', 'KeyA'], description: 'step left' },
    { name: 'right', keys: ['ArrowRight', 'KeyD'], description: 'step right' },
  ];
  writeOneLevelGame(projectDir, gdd, { levels, level: levelFile(ask), actions });
}

export function stealthGoldenPath(gdd: Gdd): PlannedPath {
  const { plan } = stealthDataOf(gdd)!;
  return oneLevelPath(gdd, {
    mode: 'stealth',
    description:
      'Planned by playsmith make on the stealth rules: each step is pressed early in its slot of the game clock, ' +
      'so the guards and their view cones are where the planner saw them.',
    steps: stealthSteps(plan),
  });
}

/** Problems of a stealth GDD's level data; empty when valid. */
export function stealthLevelProblems(gdd: Gdd): string[] {
  const data = stealthDataOf(gdd);
  if (!data) return ['the stealth level needs mode, game and plan in its data'];
  const problems = stealthProblems(data.game);
  if (!data.plan.moves.length) problems.push('the stealth level has no planned moves');
  return problems;
}

export function stealthRequirements(gdd: Gdd, ask: StealthAsk): Requirement[] {
  const { game } = stealthDataOf(gdd)!;
  const guardArt = artShows(gdd, KEYS.guard, ask.guard, 'guard art');
  const lootArt = artShows(gdd, KEYS.loot, ask.loot, 'loot art');
  const out: Requirement[] = [
    {
      id: 'unseen',
      text: `the ${ask.hero} wins without being seen: no guard saw it on the way`,
      source: ask.unseenPhrase ?? ask.phrase,
      weight: 2,
      check: { kind: 'state', path: 'flags.seen', equals: 0 },
    },
    {
      id: 'guards-shown',
      text: `${game.guards.length} ${ask.guard}s patrol the map with their view cones`,
      source: ask.guardsPhrase ?? `${ask.guard}s`,
      weight: 1,
      check: { kind: 'state', path: 'flags.guards', equals: game.guards.length },
    },
    designFact({
      id: 'guards-drawn',
      text: `the ${ask.guard}s are drawn as ${ask.guard}s`,
      source: `${ask.guard}s`,
      ok: guardArt.ok,
      evidence: guardArt.evidence,
    }),
    eventFact({
      id: 'loot-shown',
      text: `the ${ask.loot} is taken from its plinth`,
      source: ask.loot,
      weight: 2,
      event: 'loot_taken',
    }),
    designFact({
      id: 'loot-drawn',
      text: `the ${ask.loot} is drawn as a ${ask.loot}`,
      source: ask.loot,
      ok: lootArt.ok,
      evidence: lootArt.evidence,
    }),
    eventFact({
      id: 'escaped',
      text: `the ${ask.hero} escapes through the exit with the ${ask.loot}`,
      source: ask.phrase,
      weight: 2,
      event: 'escaped',
    }),
  ];
  if (gdd.intent.mechanics.lives !== null)
    out.push(livesAsked(gdd.intent, gdd.intent.mechanics.lives, gdd.sections.config['game.lives']));
  return out;
}

/** A stealth game: one gallery of planned patrols, crossed unseen. */
export const stealthMode = defineMode<StealthAsk>({
  id: 'stealth',
  family: 'top_down',
  cues: [
    {
      pattern: STEALTH_CUE,
      weight: 4,
      means: 'sneaking past guards seen from above, or stepping across lanes of traffic',
    },
  ],
  names: [
    { head: 'a stealth game', kind: 'genre', pattern: STEALTH_CUE, proofs: ['unseen'] },
    // Sneaking is what the stealth mode's hero does: proved by getting through unseen.
    { head: 'sneaking', kind: 'mechanic', pattern: /\bsneak(?:s|ing)?\b/, proofs: ['unseen'] },
  ],
  proofs: ['escaped', 'guards-drawn', 'guards-shown', 'lives', 'loot-drawn', 'loot-shown', 'unseen'],
  examples: [
    'a stealth game where a ninja steals a scroll past 4 guards',
    'a stealth game where a cat burglar steals diamonds past robot guards without being seen, 3 lives',
  ],
  read: readStealthAsk,
  design: designStealth,
  validate: (gdd) => stealthLevelProblems(gdd),
  write: (projectDir, gdd, ask) => writeStealthGame(projectDir, gdd, ask),
  plan: (gdd) => stealthGoldenPath(gdd),
  requirements: (gdd, ask) => stealthRequirements(gdd, ask),
});
