import type { AssetRegistry } from '../../../../assets/index.ts';
import { countWord, type ConfigValues } from '../../../../shared/index.ts';
import { defineMode, type DesignInput, type FamilyDesign, type PlannedPath } from '../../../mode.ts';
import type { Gdd } from '../../../gdd.ts';
import type { Intent } from '../../../intent.ts';
import type { Requirement } from '../../../requirements.ts';
import { HUD_HEIGHT } from '../../../../../templates/top_down/src/family/levelMap.ts';
import {
  PADDLE_LIMITS,
  type PaddleGame,
} from '../../../../../templates/top_down/src/family/modes/paddle/paddleRules.ts';
import {
  INVADER_LIMITS,
  type InvaderGame,
} from '../../../../../templates/top_down/src/family/modes/paddle/invaderRules.ts';
import { eventFact, livesAsked } from '../../shared/requirements.ts';
import { roadmapEnd } from '../../shared/roadmap.ts';
import { clampToLeaf, TEMPLATE } from '../config.ts';
import { oneLevelData, oneLevelDataFile, oneLevelPath, oneLevelSceneFile, writeOneLevelGame } from '../oneLevel.ts';
import { paddleSteps, planPaddleGame, type PaddlePlan } from './paddlePlan.ts';
import { invaderSteps, planInvaders, type InvaderPlan } from './invaderPlan.ts';

/** A paddle game or space invaders: the one level of an arcade-mode game. */
export type ArcadeGame = PaddleGame | InvaderGame;
type ArcadePlan = PaddlePlan | InvaderPlan;

/** What the prompt asks of a paddle game, with the words that asked it (for the requirements' sources). */
export interface PaddleAsk {
  game: ArcadeGame;
  phrase: string;
  /** "5 rows", "11 points", "two players": null when the prompt gave no number. */
  countPhrase: string | null;
  playersPhrase: string | null;
}

const DEFAULT_ROWS = 5;
const DEFAULT_COLS = 10;
const DEFAULT_POINTS = 11;
const DEFAULT_ALIEN_ROWS = 5;
const DEFAULT_ALIEN_COLS = 8;
const FIELD = { width: 800, height: 600 - HUD_HEIGHT };
const BRICK_COLOURS = [0xff004d, 0xffa300, 0xffec27, 0x00e436, 0x29adff, 0x83769c, 0xff77a8, 0xc2c3c7];
const LEVEL_KEY = 'match';

/** "5 rows of bricks", "8 columns": a wall's rows and columns as the prompt asks, within the limits, else defaults. */
function gridAsked(
  text: string,
  things: string,
  limits: { maxRows: number; maxCols: number; minCols: number },
  rowsByDefault: number,
  colsByDefault: number,
): { rows: number; cols: number; rowsPhrase: string | null } {
  const rowsAt = new RegExp(String.raw`\b(\d+|[a-z]+) rows?\b(?: of (?:\w+ )?(?:${things}))?`).exec(text);
  const rows = rowsAt ? countWord(rowsAt[1]!) : undefined;
  const colsAt = /\b(\d+|[a-z]+) columns?\b/.exec(text);
  const cols = colsAt ? countWord(colsAt[1]!) : undefined;
  return {
    rows: Math.min(limits.maxRows, Math.max(1, rows ?? rowsByDefault)),
    cols: Math.min(limits.maxCols, Math.max(limits.minCols, cols ?? colsByDefault)),
    rowsPhrase: rows === undefined ? null : rowsAt![0],
  };
}

/** The mode's own words: a brick breaker, pong or space invaders by name. */
const BREAKOUT_WORDS = /\bbreakout\b|\bbrick[- ]?breaker\b|\barkanoid\b/;
const PONG_WORDS = /\bpong\b/;
const INVADERS_WORDS = /\bspace invaders\b/;

/** The paddle game the prompt names, or null (then the family's other modes read it). */
export function readPaddleAsk(intent: Intent): PaddleAsk | null {
  const text = intent.read.toLowerCase();
  const breakout = BREAKOUT_WORDS.exec(text);
  const pong = PONG_WORDS.exec(text);
  const invaders = INVADERS_WORDS.exec(text);
  if (invaders) {
    const grid = gridAsked(text, 'aliens|invaders|enemies', INVADER_LIMITS, DEFAULT_ALIEN_ROWS, DEFAULT_ALIEN_COLS);
    return {
      game: { kind: 'invaders', rows: grid.rows, cols: grid.cols },
      phrase: invaders[0],
      countPhrase: grid.rowsPhrase,
      playersPhrase: null,
    };
  }
  if (breakout) {
    const grid = gridAsked(text, 'bricks|blocks', PADDLE_LIMITS, DEFAULT_ROWS, DEFAULT_COLS);
    return {
      game: { kind: 'breakout', rows: grid.rows, cols: grid.cols },
      phrase: breakout[0],
      countPhrase: grid.rowsPhrase,
      playersPhrase: null,
    };
  }
  if (pong) {
    const pointsAt = /\b(\d+|[a-z]+) points?\b/.exec(text);
    const points = pointsAt ? countWord(pointsAt[1]!) : undefined;
    const playersAt = /\b(two|2)[- ]players?\b|\btwo[- ]player\b|\bagainst a friend\b/.exec(text);
    return {
      game: {
        kind: 'pong',
        target: Math.min(PADDLE_LIMITS.maxTarget, Math.max(1, points ?? DEFAULT_POINTS)),
        players: playersAt ? 2 : 1,
      },
      phrase: pong[0],
      countPhrase: points === undefined ? null : pointsAt![0],
      playersPhrase: playersAt ? playersAt[0] : null,
    };
  }
  return null;
}

function actionsOf(game: ArcadeGame): { name: string; keys: string[]; description: string }[] {
  if (game.kind === 'invaders')
    return [
      { name: 'left', keys: ['ArrowLeft', 'KeyA'], description: 'move the cannon left' },
      { name: 'right', keys: ['ArrowRight', 'KeyD'], description: 'move the cannon right' },
      { name: 'fire', keys: ['Space', 'KeyX'], description: 'fire' },
    ];
  if (game.kind === 'breakout')
    return [
      { name: 'left', keys: ['ArrowLeft', 'KeyA'], description: 'move the paddle left' },
      { name: 'right', keys: ['ArrowRight', 'KeyD'], description: 'move the paddle right' },
      { name: 'fire', keys: ['Space', 'KeyX'], description: 'launch the ball' },
    ];
  if (game.players === 2)
    return [
      { name: 'up', keys: ['KeyW'], description: 'left player: paddle up' },
      { name: 'down', keys: ['KeyS'], description: 'left player: paddle down' },
      { name: 'up2', keys: ['ArrowUp'], description: 'right player: paddle up' },
      { name: 'down2', keys: ['ArrowDown'], description: 'right player: paddle down' },
    ];
  return [
    { name: 'up', keys: ['ArrowUp', 'KeyW'], description: 'paddle up' },
    { name: 'down', keys: ['ArrowDown', 'KeyS'], description: 'paddle down' },
  ];
}

function registry(intent: Intent, game: ArcadeGame): AssetRegistry {
  const theme = intent.theme.length ? intent.theme : ['arcade'];
  const what = { breakout: 'a brick breaker', pong: 'a pong match', invaders: 'an alien invasion' }[game.kind];
  const sounds: AssetRegistry['assets'] =
    game.kind === 'invaders'
      ? [
          { type: 'audio', key: 'sfx-shoot', kind: 'sfx', description: 'the cannon fires', sfx: 'shoot' },
          { type: 'audio', key: 'sfx-hit', kind: 'sfx', description: 'an alien is destroyed', sfx: 'hit' },
          { type: 'audio', key: 'sfx-lost', kind: 'sfx', description: 'the aliens land', sfx: 'lose' },
        ]
      : [
          { type: 'image', key: 'ball', role: 'projectile', width: 16, height: 16, description: 'bouncing ball' },
          { type: 'audio', key: 'sfx-hit', kind: 'sfx', description: 'the ball bounces off a paddle', sfx: 'hit' },
          { type: 'audio', key: 'sfx-brick', kind: 'sfx', description: 'a brick breaks', sfx: 'pickup' },
          { type: 'audio', key: 'sfx-lost', kind: 'sfx', description: 'the ball is lost', sfx: 'lose' },
        ];
  return {
    version: 1,
    theme,
    assets: [
      ...sounds,
      {
        type: 'audio',
        key: 'music',
        kind: 'music',
        description: `upbeat arcade loop for ${what}`,
        mood: 'upbeat',
        tempo: 132,
        bars: 8,
      },
      { type: 'audio', key: 'sfx-win', kind: 'sfx', description: 'the match is won', sfx: 'win' },
    ],
  };
}

/** The golden path's plan for the level (deterministic from the seed). */
export function planOf(game: ArcadeGame, seed: number, random: DesignInput['random']): ArcadePlan {
  if (game.kind === 'invaders') return planInvaders(game, FIELD);
  const failures: string[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      return planPaddleGame(game, FIELD, random);
    } catch (e) {
      failures.push((e as Error).message);
    }
  }
  throw new Error(`seed ${seed}: no golden path for the ${game.kind}: ${failures.join(' | ')}`);
}

const MARCH_WORDS = 'marching every 0.36 s and stepping down at the edges';

/** The words of a design that differ by game: titles, the goal, the notes, what the plan did. */
function wordsFor(game: ArcadeGame, plan: ArcadePlan, ask: PaddleAsk) {
  const secs = `${Math.round(plan.gameMs / 1000)} s`;
  const asked = ask.countPhrase ? ' as asked' : ' (the prompt gave no number)';
  if (game.kind === 'invaders') {
    const p = plan as InvaderPlan;
    return {
      titles: ['Space Invaders', 'Alien Invasion', 'Cannon Command'],
      goal: `Move the cannon along the bottom and shoot down all ${game.rows * game.cols} aliens before they land.`,
      note:
        'Left and right (or A and D) move the cannon; Space fires, one shot at a time. The first shot starts the ' +
        'march.',
      planned: `the planner destroyed all ${p.destroyed} aliens with ${p.shots.length + 1} shots (${secs})`,
      decision: `${game.rows} rows${asked} of ${game.cols} aliens, ${MARCH_WORDS}.`,
      levelTitle: 'The Invasion',
      entities: [
        { name: 'cannon', role: 'player' as const, description: 'the cannon the player moves and fires' },
        { name: 'alien', role: 'enemy' as const, description: 'marches in rows and lands if not shot down' },
      ],
    };
  }
  const p = plan as PaddlePlan;
  const entities = [
    { name: 'paddle', role: 'player' as const, description: 'the paddle the player moves' },
    { name: 'ball', role: 'projectile' as const, description: 'the bouncing ball' },
  ];
  if (game.kind === 'breakout')
    return {
      titles: ['Brick Breaker', 'Brick Buster', 'Wall of Bricks'],
      goal:
        `Keep the ball in play with the paddle and break all ${game.rows * game.cols} bricks ` +
        `(${game.rows} rows of ${game.cols}).`,
      note:
        'Left and right (or A and D) move the paddle; Space launches the ball. Where the ball meets the paddle sets ' +
        'its angle: four zones, the outer ones flatter.',
      planned: `the planner broke all ${p.bricks} bricks in ${p.hits} paddle hits (${secs})`,
      decision: `${game.rows} rows${asked} of ${game.cols} bricks.`,
      levelTitle: 'The Wall',
      entities: [...entities, { name: 'brick', role: 'prop' as const, description: 'breaks when the ball hits it' }],
    };
  return {
    titles: ['Pong', 'Paddle Duel', 'Table Pong'],
    goal:
      `Return the ball past the ${game.players === 2 ? 'other player' : 'computer'} and be first to ` +
      `${game.target} points.`,
    note:
      game.players === 2
        ? 'Two players on one keyboard: W and S move the left paddle, the arrow keys the right one.'
        : 'Up and down (or W and S) move the left paddle; the computer plays the right one, a little slower.',
    planned: `the planner won ${p.score.left}-${p.score.right} in ${secs}`,
    decision:
      `First to ${game.target}${asked}; ` +
      `${game.players === 2 ? 'two players on one keyboard' : 'one player against the computer'}.`,
    levelTitle: 'The Match',
    entities,
  };
}

export function designPaddle(input: DesignInput, ask: PaddleAsk): FamilyDesign {
  const { intent } = input;
  const game = ask.game;
  const plan = planOf(game, input.seed, input.random);
  const words = wordsFor(game, plan, ask);
  const title = input.random.pick(words.titles);
  const config: ConfigValues = { 'game.title': title };
  if (intent.mechanics.lives !== null) config['game.lives'] = clampToLeaf('game.lives', intent.mechanics.lives);
  const scene = game.kind === 'invaders' ? 'InvadersLevelScene' : 'PaddleLevelScene';
  const kindName = { breakout: 'brick breaker', pong: 'pong match', invaders: 'space invaders game' }[game.kind];
  return {
    title,
    goal: words.goal,
    sections: {
      architecture: {
        template: TEMPLATE,
        scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
        levelOrder: [LEVEL_KEY],
        notes: [words.note],
      },
      assets: registry(intent, game),
      config,
      entities: words.entities.map((e) => ({ ...e, assets: e.name === 'ball' ? ['ball'] : [], config: [] })),
      levels: [
        {
          key: LEVEL_KEY,
          title: words.levelTitle,
          ascii: ['.'],
          legend: { '.': 'the playfield (the mode draws it from the level data)' },
          data: { mode: game.kind, game, plan: { ...plan } },
          notes: [words.planned],
        },
      ],
      roadmap: [
        { action: 'COPY', target: `templates/${TEMPLATE}`, detail: `the family template with its ${scene}` },
        { action: 'UPDATE', target: 'src/game/levels.ts', detail: JSON.stringify(game) },
        { action: 'UPDATE', target: 'src/game/definition.ts', detail: 'goal, the actions, the level order' },
        { action: 'UPDATE', target: 'src/game/Level.ts', detail: `extends ${scene} with the colours` },
        ...roadmapEnd({
          config: Object.keys(config).join(', '),
          assets: game.kind === 'invaders' ? 'music and sounds' : 'the ball, music and sounds',
          goldenPath: words.planned,
        }),
      ],
    },
    decisions: [
      `A ${kindName} ("${ask.phrase}"), a top_down family mode: no gravity, moved by fixed-step rules the planner ` +
        'plays too.',
      words.decision,
      `Golden path: ${words.planned}.`,
    ],
    ignored: [],
  };
}

/** The level data an arcade-mode GDD holds, or undefined for the family's other modes. */
export function paddleDataOf(gdd: Gdd): { game: ArcadeGame; plan: ArcadePlan } | undefined {
  return oneLevelData(gdd, 'breakout', 'pong', 'invaders');
}

const ts = (value: unknown) => JSON.stringify(value);

function levelsFile(gdd: Gdd, game: ArcadeGame): string {
  const [type, module] =
    game.kind === 'invaders'
      ? ['InvaderGame', 'modes/paddle/invaderRules']
      : ['PaddleGame', 'modes/paddle/paddleRules'];
  return oneLevelDataFile(gdd, { what: 'the arcade level', type, module, key: LEVEL_KEY, game });
}

function levelFile(game: ArcadeGame): string {
  const invaders = game.kind === 'invaders';
  const [scene, art, type, hook] = invaders
    ? ['InvadersLevelScene', 'InvaderArt', 'InvaderGame', 'invaderGame']
    : ['PaddleLevelScene', 'PaddleArt', 'PaddleGame', 'paddleGame'];
  const artBody = invaders
    ? `      alienColours: ${ts(BRICK_COLOURS.slice(0, 6))},
      cannonColour: 0x00e436,
      sounds: { shoot: 'sfx-shoot', hit: 'sfx-hit', landed: 'sfx-lost' },`
    : `      ball: 'ball',
      brickColours: ${ts(BRICK_COLOURS)},
      paddleColour: 0x29adff,
      paddle2Colour: 0xff77a8,
      sounds: { hit: 'sfx-hit', brick: 'sfx-brick', lost: 'sfx-lost' },`;
  return oneLevelSceneFile({
    about: 'the arcade level: its game from levels.ts, its colours and sounds.',
    scene,
    art,
    type,
    hook,
    artValue: `{
${artBody}
    }`,
  });
}

export function writePaddleGame(projectDir: string, gdd: Gdd): void {
  const { game } = paddleDataOf(gdd)!;
  writeOneLevelGame(projectDir, gdd, {
    levels: levelsFile(gdd, game),
    level: levelFile(game),
    actions: actionsOf(game),
  });
}

export function paddleGoldenPath(gdd: Gdd): PlannedPath {
  const { game, plan } = paddleDataOf(gdd)!;
  const start = game.kind === 'pong' ? FIELD.height / 2 : FIELD.width / 2;
  const planned =
    game.kind === 'invaders' ? invaderSteps(plan as InvaderPlan, start) : paddleSteps(game, plan as PaddlePlan, start);
  return oneLevelPath(gdd, {
    mode: game.kind,
    description:
      game.kind === 'invaders'
        ? 'Planned by playsmith make on the invader rules: for each shot the cannon walks to where its alien will be ' +
          'and fires at the planned moment of the march.'
        : 'Planned by playsmith make on the paddle rules: after each hit the paddle moves under where the ball will ' +
          `come down, on the zone that ${game.kind === 'breakout' ? 'breaks the most bricks' : 'gets the ball past'}.`,
    steps: [{ wait: 200 }, ...planned],
  });
}

/** Problems of a paddle GDD's level data; empty when valid. */
export function paddleLevelProblems(gdd: Gdd): string[] {
  const data = paddleDataOf(gdd);
  if (!data) return ['the arcade level needs mode, game and plan in its data'];
  const planned = 'moves' in data.plan ? data.plan.moves.length : data.plan.shots.length;
  return planned ? [] : ['the arcade level has no planned moves'];
}

export function paddleRequirements(gdd: Gdd, ask: PaddleAsk): Requirement[] {
  const { game } = paddleDataOf(gdd)!;
  if (game.kind === 'invaders') return invaderRequirements(gdd, game, ask);
  const out: Requirement[] = [
    {
      id: 'paddle-shown',
      text: 'the paddle moves along its track under the held keys',
      source: `${ask.phrase} paddle`,
      weight: 1,
      check: { kind: 'state', path: 'flags.paddleMoves', gte: 1 },
    },
    eventFact({
      id: 'ball-shown',
      text: 'the bouncing ball bounces off the paddle',
      source: 'bouncing ball',
      event: 'paddle_hit',
    }),
  ];
  if (game.kind === 'breakout') {
    const total = game.rows * game.cols;
    out.push(
      {
        id: 'brick-rows',
        text: `${game.rows} rows of bricks (${game.cols} a row)`,
        source: ask.countPhrase ?? ask.phrase,
        weight: 1,
        check: { kind: 'state', path: 'flags.rows', equals: game.rows },
      },
      eventFact({
        id: 'bricks-shown',
        text: `every one of the ${total} bricks is broken`,
        source: `${ask.phrase} bricks`,
        weight: 2,
        event: 'brick_broken',
        minCount: total,
      }),
      eventFact({
        id: 'bricks-cleared',
        text: 'the wall of bricks is cleared',
        source: ask.phrase,
        weight: 2,
        event: 'bricks_cleared',
      }),
    );
  } else {
    out.push({
      id: 'pong-points',
      text: `${game.target} points to win, reached by the left player`,
      source: ask.countPhrase ?? ask.phrase,
      weight: 2,
      check: { kind: 'state', path: 'flags.leftScore', equals: game.target },
    });
    out.push(
      eventFact({
        id: 'points-scored',
        text: 'points are scored',
        source: ask.phrase,
        event: 'point_scored',
        minCount: game.target,
      }),
    );
    if (game.players === 2)
      out.push({
        id: 'two-players',
        text: '2 players on one keyboard: the right paddle moves under the arrow keys',
        source: ask.playersPhrase ?? 'two players',
        weight: 1,
        check: { kind: 'state', path: 'flags.rightPaddleMoves', gte: 1 },
      });
  }
  if (gdd.intent.mechanics.lives !== null)
    out.push(livesAsked(gdd.intent, gdd.intent.mechanics.lives, gdd.sections.config['game.lives']));
  return out;
}

function invaderRequirements(gdd: Gdd, game: InvaderGame, ask: PaddleAsk): Requirement[] {
  const total = game.rows * game.cols;
  // The genre's own "invaders" names no enemy; the aliens are named after it, if at all.
  const prompt = gdd.intent.read.toLowerCase().replace(/\bspace invaders\b/g, '');
  const cannon = /\b(?:laser |ray |plasma )?cannon\b|\bturret\b|\bship\b/.exec(prompt)?.[0] ?? 'cannon';
  const aliens = /\b(?:aliens|invaders|martians|ufos)\b/.exec(prompt)?.[0] ?? 'aliens';
  const out: Requirement[] = [
    {
      id: 'cannon-shown',
      text: `the ${cannon} moves along the bottom and fires`,
      source: cannon,
      weight: 1,
      check: { kind: 'state', path: 'flags.cannonMoves', gte: 1 },
    },
    eventFact({
      id: 'aliens-shown',
      text: `every one of the ${total} ${aliens} is shot down`,
      source: aliens,
      weight: 2,
      event: 'alien_destroyed',
      minCount: total,
    }),
    {
      id: 'alien-rows',
      text: `${game.rows} rows of ${aliens} (${game.cols} a row)`,
      source: ask.countPhrase ?? ask.phrase,
      weight: 1,
      check: { kind: 'state', path: 'flags.rows', equals: game.rows },
    },
    eventFact({
      id: 'aliens-cleared',
      text: `the ${aliens} are cleared before they land`,
      source: ask.phrase,
      weight: 2,
      event: 'aliens_cleared',
    }),
    eventFact({
      id: 'shots-fired',
      text: `the ${cannon} shoots`,
      source: gdd.intent.phrases.shooting ?? 'shoots',
      event: 'shot_fired',
      minCount: total,
    }),
    eventFact({
      id: 'aliens-march',
      text: `the ${aliens} step down at the edges`,
      source: ask.phrase,
      event: 'aliens_stepped_down',
    }),
  ];
  if (gdd.intent.mechanics.lives !== null)
    out.push(livesAsked(gdd.intent, gdd.intent.mechanics.lives, gdd.sections.config['game.lives']));
  return out;
}

/** A brick breaker, pong or space invaders: one planned match on a flat field. */
export const paddleMode = defineMode<PaddleAsk>({
  id: 'paddle',
  family: 'top_down',
  cues: [
    {
      pattern: new RegExp(`${BREAKOUT_WORDS.source}|${PONG_WORDS.source}|${INVADERS_WORDS.source}`),
      weight: 4,
      means: 'a paddle and a ball, or a cannon under marching aliens, on a flat field with no gravity',
    },
  ],
  names: [
    { head: 'a brick breaker', kind: 'genre', pattern: BREAKOUT_WORDS, proofs: ['bricks-cleared'] },
    { head: 'pong', kind: 'genre', pattern: PONG_WORDS, proofs: ['pong-points'] },
    { head: 'a space invaders game', kind: 'genre', pattern: INVADERS_WORDS, proofs: ['aliens-cleared'] },
  ],
  proves: { shooting: ['shots-fired'] },
  proofs: [
    'alien-rows',
    'aliens-cleared',
    'aliens-march',
    'aliens-shown',
    'ball-shown',
    'brick-rows',
    'bricks-cleared',
    'bricks-shown',
    'cannon-shown',
    'lives',
    'paddle-shown',
    'points-scored',
    'pong-points',
    'shots-fired',
    'two-players',
  ],
  examples: [
    'a space invaders game where a laser cannon shoots down 4 rows of aliens before they land',
    'a pong game for two players to 11 points',
    'a brick breaker with 6 rows of bricks and 3 lives',
  ],
  read: readPaddleAsk,
  design: designPaddle,
  validate: (gdd) => paddleLevelProblems(gdd),
  write: (projectDir, gdd) => writePaddleGame(projectDir, gdd),
  plan: (gdd) => paddleGoldenPath(gdd),
  requirements: (gdd, ask) => paddleRequirements(gdd, ask),
});
