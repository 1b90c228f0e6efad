// The top_down family's paddle-and-ball modes on the generator side: reads a brick breaker or pong from the prompt
// (rows of bricks, the points to play to, two players on one keyboard), designs the one-level game, writes its hook
// files (Level extends the template's PaddleLevelScene), plans the golden path with paddlePlan.ts on the template's
// own rules, and compiles the requirements that prove the asked numbers through the contract's state and events.
import { join } from 'node:path';
import type { AssetRegistry } from '../../../assets/index.ts';
import { leavesFrom, mergeConfig, type ConfigValues } from '../../../shared/index.ts';
import type { DesignInput, FamilyDesign } from '../../family.ts';
import type { Gdd } from '../../gdd.ts';
import { NUMBER_WORDS, type Intent } from '../../intent.ts';
import type { Requirement } from '../../requirements.ts';
import { HUD_HEIGHT } from '../../../../templates/top_down/src/family/levelMap.ts';
import { PADDLE_LIMITS, type PaddleGame } from '../../../../templates/top_down/src/family/paddleRules.ts';
import { actionList, definitionFile } from '../shared/definition.ts';
import { writeGameConfig, writeHookFiles, writeJson, writeRegistry } from '../shared/files.ts';
import { eventFact, livesAsked } from '../shared/requirements.ts';
import { roadmapEnd } from '../shared/roadmap.ts';
import { clampToLeaf, EXTRA_LEAVES, TEMPLATE } from './config.ts';
import { paddleSteps, planPaddleGame, type PaddlePlan } from './paddlePlan.ts';

/** What the prompt asks of a paddle game, with the words that asked it (for the requirements' sources). */
export interface PaddleAsk {
  game: PaddleGame;
  phrase: string;
  /** "5 rows", "11 points", "two players": null when the prompt gave no number. */
  countPhrase: string | null;
  playersPhrase: string | null;
}

const DEFAULT_ROWS = 5;
const DEFAULT_COLS = 10;
const DEFAULT_POINTS = 11;
const FIELD = { width: 800, height: 600 - HUD_HEIGHT };
const BRICK_COLOURS = [0xff004d, 0xffa300, 0xffec27, 0x00e436, 0x29adff, 0x83769c, 0xff77a8, 0xc2c3c7];
const LEVEL_KEY = 'match';

const count = (word: string): number | undefined => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word]);

/** The paddle game the prompt names, or null (then the family's other modes read it). */
export function readPaddleAsk(intent: Intent): PaddleAsk | null {
  const text = intent.read.toLowerCase();
  const breakout = /\bbreakout\b|\bbrick[- ]?breaker\b|\barkanoid\b/.exec(text);
  const pong = /\bpong\b/.exec(text);
  if (breakout) {
    const rowsAt = /\b(\d+|[a-z]+) rows?\b(?: of (?:\w+ )?(?:bricks|blocks))?/.exec(text);
    const rows = rowsAt ? count(rowsAt[1]!) : undefined;
    const colsAt = /\b(\d+|[a-z]+) columns?\b/.exec(text);
    const cols = colsAt ? count(colsAt[1]!) : undefined;
    return {
      game: {
        kind: 'breakout',
        rows: Math.min(PADDLE_LIMITS.maxRows, Math.max(1, rows ?? DEFAULT_ROWS)),
        cols: Math.min(PADDLE_LIMITS.maxCols, Math.max(PADDLE_LIMITS.minCols, cols ?? DEFAULT_COLS)),
      },
      phrase: breakout[0],
      countPhrase: rows === undefined ? null : rowsAt![0],
      playersPhrase: null,
    };
  }
  if (pong) {
    const pointsAt = /\b(\d+|[a-z]+) points?\b/.exec(text);
    const points = pointsAt ? count(pointsAt[1]!) : undefined;
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

function actionsOf(game: PaddleGame): { name: string; keys: string[]; description: string }[] {
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

function registry(intent: Intent, game: PaddleGame): AssetRegistry {
  const theme = intent.theme.length ? intent.theme : ['arcade'];
  return {
    version: 1,
    theme,
    assets: [
      { type: 'image', key: 'ball', role: 'projectile', width: 16, height: 16, description: 'bouncing ball' },
      {
        type: 'audio',
        key: 'music',
        kind: 'music',
        description: `upbeat arcade loop for ${game.kind === 'breakout' ? 'a brick breaker' : 'a pong match'}`,
        mood: 'upbeat',
        tempo: 132,
        bars: 8,
      },
      { type: 'audio', key: 'sfx-hit', kind: 'sfx', description: 'the ball bounces off a paddle', sfx: 'hit' },
      { type: 'audio', key: 'sfx-brick', kind: 'sfx', description: 'a brick breaks', sfx: 'pickup' },
      { type: 'audio', key: 'sfx-lost', kind: 'sfx', description: 'the ball is lost', sfx: 'lose' },
      { type: 'audio', key: 'sfx-win', kind: 'sfx', description: 'the match is won', sfx: 'win' },
    ],
  };
}

/** The golden path's plan for the level (deterministic from the seed). */
export function planOf(game: PaddleGame, seed: number, random: DesignInput['random']): PaddlePlan {
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

export function designPaddle(input: DesignInput, ask: PaddleAsk): FamilyDesign {
  const { intent } = input;
  const game = ask.game;
  const plan = planOf(game, input.seed, input.random);
  const title =
    game.kind === 'breakout'
      ? input.random.pick(['Brick Breaker', 'Brick Buster', 'Wall of Bricks'])
      : input.random.pick(['Pong', 'Paddle Duel', 'Table Pong']);
  const config: ConfigValues = { 'game.title': title };
  if (intent.mechanics.lives !== null) config['game.lives'] = clampToLeaf('game.lives', intent.mechanics.lives);
  const goal =
    game.kind === 'breakout'
      ? `Keep the ball in play with the paddle and break all ${game.rows * game.cols} bricks ` +
        `(${game.rows} rows of ${game.cols}).`
      : `Return the ball past the ${game.players === 2 ? 'other player' : 'computer'} and be first to ` +
        `${game.target} points.`;
  const planned =
    game.kind === 'breakout'
      ? `the planner broke all ${plan.bricks} bricks in ${plan.hits} paddle hits (${Math.round(plan.gameMs / 1000)} s)`
      : `the planner won ${plan.score.left}-${plan.score.right} in ${Math.round(plan.gameMs / 1000)} s`;
  return {
    title,
    goal,
    sections: {
      architecture: {
        template: TEMPLATE,
        scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
        levelOrder: [LEVEL_KEY],
        notes: [
          game.kind === 'breakout'
            ? 'Left and right (or A and D) move the paddle; Space launches the ball. Where the ball meets the paddle ' +
              'sets its angle: four zones, the outer ones flatter.'
            : game.players === 2
              ? 'Two players on one keyboard: W and S move the left paddle, the arrow keys the right one.'
              : 'Up and down (or W and S) move the left paddle; the computer plays the right one, a little slower.',
        ],
      },
      assets: registry(intent, game),
      config,
      entities: [
        { name: 'paddle', role: 'player', description: 'the paddle the player moves', assets: [], config: [] },
        { name: 'ball', role: 'projectile', description: 'the bouncing ball', assets: ['ball'], config: [] },
        ...(game.kind === 'breakout'
          ? [
              {
                name: 'brick',
                role: 'prop' as const,
                description: 'breaks when the ball hits it',
                assets: [],
                config: [],
              },
            ]
          : []),
      ],
      levels: [
        {
          key: LEVEL_KEY,
          title: game.kind === 'breakout' ? 'The Wall' : 'The Match',
          ascii: ['.'],
          legend: { '.': 'the playfield (the paddle mode draws it from the level data)' },
          data: { mode: game.kind, game, plan: { ...plan } },
          notes: [planned],
        },
      ],
      roadmap: [
        { action: 'COPY', target: `templates/${TEMPLATE}`, detail: 'the family template with its PaddleLevelScene' },
        { action: 'UPDATE', target: 'src/game/levels.ts', detail: JSON.stringify(game) },
        { action: 'UPDATE', target: 'src/game/definition.ts', detail: 'goal, the paddle actions, the level order' },
        { action: 'UPDATE', target: 'src/game/Level.ts', detail: 'extends PaddleLevelScene with the colours' },
        ...roadmapEnd({
          config: Object.keys(config).join(', '),
          assets: 'the ball, music and sounds',
          goldenPath: planned,
        }),
      ],
    },
    decisions: [
      `A ${game.kind === 'breakout' ? 'brick breaker' : 'pong match'} ("${ask.phrase}"), the top_down family's ` +
        'paddle mode: no gravity, the ball moved by fixed-step rules the planner plays too.',
      game.kind === 'breakout'
        ? `${game.rows} rows${ask.countPhrase ? ' as asked' : ' (the prompt gave no number)'} of ${game.cols} bricks.`
        : `First to ${game.target}${ask.countPhrase ? ' as asked' : ' (the prompt gave no number)'}; ` +
          `${game.players === 2 ? 'two players on one keyboard' : 'one player against the computer'}.`,
      `Golden path: ${planned}.`,
    ],
    ignored: [],
  };
}

/** The level data a paddle game's GDD holds, or undefined for the family's other modes. */
export function paddleDataOf(gdd: Gdd): { game: PaddleGame; plan: PaddlePlan } | undefined {
  const data = gdd.sections.levels[0]?.data as { mode?: string; game?: PaddleGame; plan?: PaddlePlan } | undefined;
  return data?.game && (data.mode === 'breakout' || data.mode === 'pong') && data.plan
    ? { game: data.game, plan: data.plan }
    : undefined;
}

const ts = (value: unknown) => JSON.stringify(value);

function levelsFile(gdd: Gdd, game: PaddleGame): string {
  return `// HOOK FILE (made by playsmith make): the paddle game of ${ts(gdd.title)} (seed ${gdd.seed}).
// Pure data: tools import this file without Phaser, so the type comes from the family's Phaser-free rules module.
import type { PaddleGame } from '../family/paddleRules.ts';

export const GAMES: Record<string, PaddleGame> = {
  ${ts(LEVEL_KEY)}: ${ts(game)},
};
`;
}

function levelFile(): string {
  return `// HOOK FILE (made by playsmith make): the paddle level: its game from levels.ts, its colours and sounds.
import { playMusic, playSfx, type LevelInfo } from '../core/index.ts';
import { PaddleLevelScene, type PaddleArt, type PaddleGame } from '../family/index.ts';
import { GAMES } from './levels.ts';

export class Level extends PaddleLevelScene {
  constructor() {
    super('Level');
  }

  protected override paddleGame(info: LevelInfo): PaddleGame {
    const game = GAMES[info.id];
    if (!game) throw new Error(\`src/game/levels.ts has no level "\${info.id}" (the level order lists it)\`);
    return game;
  }

  protected override art(): PaddleArt {
    return {
      ball: 'ball',
      brickColours: ${ts(BRICK_COLOURS)},
      paddleColour: 0x29adff,
      paddle2Colour: 0xff77a8,
      sounds: { hit: 'sfx-hit', brick: 'sfx-brick', lost: 'sfx-lost' },
    };
  }

  protected override onLevelStart(): void {
    playMusic(this, 'music');
  }

  protected override onLevelWon(): void {
    playSfx(this, 'sfx-win');
  }
}
`;
}

export function writePaddleGame(projectDir: string, gdd: Gdd): void {
  const { game, plan } = paddleDataOf(gdd)!;
  writeHookFiles(projectDir, {
    'levels.ts': levelsFile(gdd, game),
    'definition.ts': definitionFile(gdd, { expression: actionList(actionsOf(game)) }),
    'Level.ts': levelFile(),
  });
  writeGameConfig(projectDir, (config) =>
    mergeConfig(config, gdd.sections.config, 'top_down', leavesFrom(EXTRA_LEAVES)),
  );
  writeRegistry(projectDir, gdd);
  const start = game.kind === 'breakout' ? FIELD.width / 2 : FIELD.height / 2;
  writeJson(join(projectDir, 'golden-path.json'), {
    version: 1,
    seed: gdd.seed >>> 0,
    description:
      'Planned by playsmith make on the paddle rules: after each hit the paddle moves under where the ball will come ' +
      `down, on the zone that ${game.kind === 'breakout' ? 'breaks the most bricks' : 'gets the ball past'}.`,
    steps: [
      { until: { path: 'scene', equals: 'Title' }, timeoutMs: 5000 },
      { press: 'start' },
      { until: { path: 'flags.mode', equals: game.kind }, timeoutMs: 5000 },
      { wait: 200 },
      ...paddleSteps(game, plan, start),
    ],
    expect: { won: true },
  });
}

/** Problems of a paddle GDD's level data; empty when valid. */
export function paddleLevelProblems(gdd: Gdd): string[] {
  const data = paddleDataOf(gdd);
  if (!data) return ['the paddle level needs mode, game and plan in its data'];
  return data.plan.moves.length ? [] : ['the paddle level has no planned moves'];
}

export function paddleRequirements(gdd: Gdd, ask: PaddleAsk): Requirement[] {
  const { game } = paddleDataOf(gdd)!;
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
