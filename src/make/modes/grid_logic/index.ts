// The grid_logic family generator: push-box puzzles (a merge board when the prompt speaks of merging, match-3 boards
// when it names match-3, memory boards when it asks for pairs, minesweeper fields, snake boards, sudoku grids) designed
// from the prompt,
// generated and proven by solvers over the template's own rules, and written into templates/grid_logic with a golden
// path made of the solvers' lines. See docs/design_rules.md there.
import type { Gdd, LevelDesign } from '../../gdd.ts';
import { defineMode, type DesignInput, type FamilyDesign, type PlannedPath } from '../../mode.ts';
import type { Intent } from '../../intent.ts';
import type { Requirement } from '../../requirements.ts';
import { designWithRetries } from '../shared/design.ts';
import { roadmapEnd, themedRegistry } from '../shared/roadmap.ts';
import { artShows, designFact, eventFact, timerAsked } from '../shared/requirements.ts';
import { GRID_KEYS, gridRegistry } from './assets.ts';
import { faceKey } from '../../../../templates/grid_logic/src/family/pairsRules.ts';
import { foodKey } from '../../../../templates/grid_logic/src/family/snakeRules.ts';
import {
  GOLDEN_SEED,
  generateLevels,
  levelData,
  levelKinds,
  levelProblems,
  pairsFor,
  type Difficulty,
  type GridLevelData,
} from './levels.ts';
import { chooseFaces, type CardFaces } from './pairs.ts';
import { minesDecisions, minesRequirements } from './minesDesign.ts';
import { pairsDecisions, pairsRequirements } from './pairsDesign.ts';
import { snakeDecisions, snakeRequirements } from './snakeDesign.ts';
import { blocksDecisions, blocksRequirements } from './blocksDesign.ts';
import { sudokuDecisions, sudokuRequirements } from './sudokuDesign.ts';
import { snakeTargets, type SnakeTargets } from './snakeLevels.ts';
import { plural, readGridWords, withArticle, type GridWords } from './words.ts';
import { goldenPath, mergeSettingsOf, TIMER_PATH, writeGridGame } from './write.ts';

/** Fresh level sets tried before design gives up (each draws on from the same seeded stream). */
const DESIGN_ATTEMPTS = 4;

const capital = (w: string) => w.replace(/\b[a-z]/g, (c) => c.toUpperCase());

function titleFor(words: GridWords, input: DesignInput, faces: CardFaces | undefined): string {
  const hero = capital(words.hero);
  const boxes = capital(plural(words.box));
  const place = capital(words.setting[0] ?? '');
  const tile = capital(words.tile);
  // A character the prompt did not name stays out of the title.
  const withHero = words.heroFromPrompt ? [`${hero}'s ${boxes}`, `${hero} Push`, `The ${hero} and the ${boxes}`] : [];
  const subject = capital(faces?.subject ?? '').replace(/s$/, '');
  const food = capital(words.snakeFood ?? '');
  const options =
    words.modes === 'sudoku'
      ? ['Sudoku', `${place} Sudoku`, 'Number Place', 'Sudoku Grid']
      : words.modes === 'blocks'
        ? [`${place} Blocks`, 'Falling Blocks', `${place} Drop`, 'Line Clear']
        : words.modes === 'snake'
          ? [`${food || 'Apple'} Snake`, 'Hungry Snake', 'Snake Trail']
          : words.modes === 'mines'
            ? ['Minesweeper', `${place} Sweeper`, `${place} Minefield`, 'Mine Field']
            : words.modes === 'pairs'
              ? [`${subject} Pairs`, `${subject} Memory`, `${place} Memory`, 'Memory Match']
              : words.modes === 'match3'
                ? [`${tile} Match`, `${place} ${tile} Swap`, `${place} Match-3`, `${tile} Crush`]
                : words.modes === 'merge'
                  ? [
                      `${tile} Merge`,
                      `${place} ${tile} Stack`,
                      ...(words.heroFromPrompt ? [`${hero}'s ${tile} Merge`] : []),
                    ]
                  : [...withHero, `${place} ${capital(words.box)} Shuffle`, `${boxes} Away`, `${place} ${boxes}`];
  const fitting = options.filter(
    (t) => t.trim().length >= 3 && t.length <= 28 && !t.startsWith(' ') && t.split(' ').length <= 3,
  );
  return fitting.length ? input.random.pick(fitting) : 'Grid Puzzle';
}

function goalFor(words: GridWords, levels: readonly LevelDesign[], faces: CardFaces | undefined): string {
  if (words.modes === 'sudoku')
    return (
      `Fill every empty cell of each of the ${levels.length} grids so that every row, column and box holds each ` +
      'digit once.'
    );
  const well = levels.map(levelData).find((d) => typeof d !== 'string' && d.kind === 'blocks');
  if (well && typeof well !== 'string' && well.kind === 'blocks')
    return `Turn, move and drop the falling pieces to fill rows; clear ${well.target} lines before the well fills up.`;
  const snake = levels.map(levelData).find((d) => typeof d !== 'string' && d.kind === 'snake');
  if (snake && typeof snake !== 'string' && snake.kind === 'snake')
    return (
      `Steer the snake to eat ${snake.target} ${snake.target === 1 ? snake.food : plural(snake.food)} and grow to ` +
      `${snake.startLength + snake.target} cells; the board's edge or the snake's own body ends the attempt.`
    );
  if (words.modes === 'mines')
    return 'Open every safe cell of each field without setting off a mine; a number tells how many mines touch it.';
  if (words.modes === 'pairs' && faces)
    return (
      `Turn over two cards at a time and remember what they show: find every pair of ${faces.subject}` +
      `${words.moveLimit === null ? '' : ` within ${words.moveLimit} tries`}.`
    );
  if (words.modes === 'match3')
    return (
      `Swap neighbouring ${plural(words.tile)} to line up three or more, and reach each board's target score ` +
      'before its moves run out.'
    );
  const merges = levels
    .map(levelData)
    .filter((d): d is Extract<GridLevelData, { kind: 'merge' }> => typeof d !== 'string' && d.kind === 'merge');
  if (words.modes === 'merge' || merges.length === levels.length) {
    return (
      `Slide the board so equal ${plural(words.tile)} merge, and keep merging until you make the goal tile on ` +
      'every board.'
    );
  }
  const push = `Push every ${words.box} onto ${withArticle(words.target)} in each room`;
  return merges.length
    ? `${push}, then merge ${plural(words.tile)} up to ${merges[merges.length - 1]!.goal} on the last board.`
    : `${push}.`;
}

function howToPlay(words: GridWords, intent: Intent, kinds: Set<string>): string[] {
  const notes: string[] = [];
  if (kinds.has('push')) {
    notes.push(
      `Arrow keys or WASD move the ${words.hero} one cell; walking into ${withArticle(words.box)} pushes it ` +
        '(one at a time, never pulled).',
    );
    notes.push(
      `Click a floor cell to walk there; click ${withArticle(words.box)} next to the ${words.hero} to push it.`,
    );
  }
  if (kinds.has('match3')) {
    notes.push(
      `Arrow keys move the cursor; Space (or X) picks up the ${words.tile} under it and an arrow swaps it with ` +
        'its neighbour. Or click a tile, then one next to it.',
    );
    notes.push(
      'A swap must line up three or more of a colour; they clear, the rest fall and new ones drop in. Cascades ' +
        'score double, triple, ...; running out of moves below the target costs a life.',
    );
  }
  if (kinds.has('mines')) {
    notes.push('Arrow keys move the cursor; Space (or X) or a click reveals the cell, F flags it as a mine.');
    notes.push(
      'The first reveal is always safe. A number counts the mines around its cell; a cell with none opens its ' +
        'neighbours. A revealed mine costs a life.',
    );
  }
  if (kinds.has('pairs')) {
    notes.push(
      'Arrow keys move the cursor and Space (or X) turns over the card under it; or click a card to turn it over.',
    );
    notes.push(
      'Two cards with the same face stay up; two different ones show for a moment, then turn back. A try is two ' +
        'cards.',
    );
  }
  if (kinds.has('sudoku')) {
    notes.push('Arrow keys (or a click) choose a cell; the digit keys (or the pad in the side panel) fill it.');
    notes.push('A wrong digit shows red and counts a mistake; type another over it. H (or Hint) fills one cell.');
    notes.push('Z (or Backspace, U) undoes; R restarts the grid. Enter or Space starts the game; P or Escape pauses.');
    return notes;
  }
  if (kinds.has('blocks')) {
    notes.push('Left and right arrows move the falling piece, up turns it, down lets it fall a row faster.');
    notes.push('Space (or X) drops it at once. A full row clears; a piece with no room to enter costs a life.');
    notes.push('Enter or Space starts the game; P or Escape pauses.');
    return notes;
  }
  if (kinds.has('snake')) {
    notes.push('The snake moves by itself, one cell per tick; arrow keys or WASD turn it (never straight back).');
    notes.push('Eating grows it by one cell. Running into the board edge or its own body costs a life.');
    notes.push('Enter or Space starts the game; P or Escape pauses.');
    if (intent.mechanics.lives !== null) notes.push(`${intent.mechanics.lives} lives: each crash costs one.`);
    return notes;
  }
  if (kinds.has('merge'))
    notes.push(
      `On a merge board the arrow keys or WASD slide every ${words.tile} at once; two equal ones that meet ` +
        'merge into one of twice the value.',
    );
  notes.push('Z (or Backspace, U) undoes the last move, as often as needed; R restarts the level.');
  notes.push('Enter or Space starts the game; P or Escape pauses.');
  if (intent.mechanics.timerSeconds !== null)
    notes.push(`Each level must be solved within ${intent.mechanics.timerSeconds} seconds; running out costs a life.`);
  if (intent.mechanics.lives !== null)
    notes.push(`${intent.mechanics.lives} lives: a puzzle that gets stuck (or runs out of time) costs one.`);
  return notes;
}

/** How a match-3 game's boards are proven, for the design's decisions. */
const MATCH3_PROOF = [
  "Match-3 boards start with no run of three; the tiles that drop in come from each level's seed, so a beam " +
    'search over the rules proves the target reachable within the move limit.',
  "The golden path walks the cursor to each swap of the solver's line, picks the tile and swaps it.",
];

/** How push levels (and a merge board's cycle) are proven, for the design's decisions. */
function pushProof(mergeProof: string): string[] {
  return [
    "Push levels are generated backwards from the solved position and proved by the template's solver; par " +
      "is the solver's move count, and levels are ordered so boxes, pushes and moves never fall.",
    `The golden path plays seed ${GOLDEN_SEED}: each push level's fewest-push solution${mergeProof}.`,
  ];
}

/** The prompt's match-3 numbers as the design uses them. */
function match3Numbers(words: GridWords): string {
  const target = words.scoreTarget === null ? 'a target score for the difficulty' : `${words.scoreTarget} points`;
  const moves = words.moveLimit === null ? 'a move limit for the difficulty' : `${words.moveLimit} moves`;
  const asked = words.scoreTarget !== null || words.moveLimit !== null ? ' (as the prompt asks where it says)' : '';
  return `${target} in ${moves} per board${asked}`;
}

function designOnce(input: DesignInput): FamilyDesign {
  const { intent } = input;
  const words = readGridWords(intent);
  // "for beginners" makes a sudoku easy (many givens) when the prompt names no difficulty of its own.
  const beginner = words.modes === 'sudoku' && words.difficultyWord !== null;
  const difficulty: Difficulty = intent.difficulty ?? (beginner ? 'easy' : 'normal');
  const kinds = levelKinds(words.modes, intent.levels, difficulty);
  const config: Record<string, number | string | boolean> = {
    'grid.stepMs': { easy: 130, normal: 110, hard: 100 }[difficulty],
  };
  if (kinds.includes('merge')) {
    config['merge.startTiles'] = 2;
    config['merge.fourChance'] = { easy: 0.05, normal: 0.1, hard: 0.15 }[difficulty];
  }
  const lives = intent.mechanics.lives;
  if (lives !== null) config['game.lives'] = Math.min(9, Math.max(1, lives));
  // A match-3 or pairs move limit means something only when running out of moves fails the attempt.
  const stakes =
    kinds.includes('match3') ||
    kinds.includes('mines') ||
    kinds.includes('snake') ||
    kinds.includes('blocks') ||
    (kinds.includes('pairs') && words.moveLimit !== null);
  if (lives !== null || stakes) config['grid.stuckCostsLife'] = true;
  if (intent.mechanics.timerSeconds !== null && !kinds.includes('snake') && !kinds.includes('blocks'))
    config[TIMER_PATH] = Math.min(900, Math.max(10, Math.round(intent.mechanics.timerSeconds)));

  // The largest board's faces, chosen once, so every board shows the same subject.
  const faces = kinds.includes('pairs')
    ? chooseFaces(intent.read.toLowerCase(), pairsFor(1, difficulty, words.pairsCount), input.random)
    : undefined;
  const snake: SnakeTargets | undefined = kinds.includes('snake') ? snakeTargets(words, difficulty) : undefined;
  const levels = generateLevels({
    words,
    kinds,
    difficulty,
    merge: {
      startTiles: Number(config['merge.startTiles'] ?? 2),
      fourChance: Number(config['merge.fourChance'] ?? 0.1),
    },
    random: input.random,
    ...(faces ? { faces } : {}),
  });
  const title = titleFor(words, input, faces);
  config['game.title'] = title;
  const kindSet = new Set(kinds);
  const assets = gridRegistry(words, difficulty, faces, snake?.food);

  const pushRule = words.pushPhrase
    ? ` ("${words.pushPhrase}")`
    : " (the family's default: the prompt names no rule of its own)";
  const pushAndMerge = `"${words.pushPhrase}" and "${words.mergePhrase}"`;
  const boardModes = {
    snake: `snake boards ("${words.snakePhrase}")`,
    blocks: `falling-blocks wells ("${words.blocksPhrase}")`,
    sudoku: `sudoku grids ("${words.sudokuPhrase}")`,
    pairs: `memory boards ("${words.pairsPhrase}")`,
    mines: `minesweeper fields ("${words.minesPhrase}")`,
    match3: `match-3 boards ("${words.match3Phrase}"): ${match3Numbers(words)}`,
    merge: `merge boards only (the prompt speaks of merging: "${words.mergePhrase}" and of no pushing)`,
    'push+merge': `push-box puzzles, then a merge board as the last level (${pushAndMerge})`,
    push: `push-box puzzles${pushRule}`,
  }[words.modes];
  const mergeProof = kindSet.has('merge')
    ? ", and each merge board's slide cycle proven to reach its goal for that seed and for most others"
    : '';
  const pushPlayer =
    `The player is ${withArticle(words.hero)}` +
    `${words.heroFromPrompt ? '' : " (the prompt named no character; the setting's usual one)"}; it pushes ` +
    `${plural(words.box)}${words.boxFromPrompt ? '' : ' (not named in the prompt)'} onto ` +
    `${plural(words.target)}${words.targetFromPrompt ? '' : ' (not named in the prompt)'}.`;
  const decisions: string[] = [
    `Board modes: ${boardModes}.`,
    `${kinds.length} ` +
      `level(s)${intent.levels !== null ? ' as asked' : ` (the family default for ${difficulty} difficulty)`}; ` +
      `difficulty ${difficulty}` +
      `${words.difficultyWord ? ` ("${words.difficultyWord}")` : ' (the prompt named none)'}.`,
    ...(kindSet.has('sudoku')
      ? sudokuDecisions(words, levels)
      : kindSet.has('blocks')
        ? blocksDecisions(words, levels)
        : snake
          ? snakeDecisions(words, snake, levels)
          : kindSet.has('mines')
            ? minesDecisions(words, levels)
            : faces
              ? pairsDecisions(words, faces, levels)
              : [pushPlayer]),
    ...(faces || kindSet.has('mines') || snake || kindSet.has('blocks') || kindSet.has('sudoku')
      ? []
      : kindSet.has('match3')
        ? MATCH3_PROOF
        : pushProof(mergeProof)),
  ];
  const own = ['match3', 'pairs', 'mines', 'snake', 'blocks', 'sudoku'] as const;
  if (lives === null && !own.some((k) => kindSet.has(k)))
    decisions.push(
      'A stuck position does not cost a life (the prompt asked for no lives): the side panel suggests undo or restart.',
    );
  const ignored: FamilyDesign['ignored'] = [...intent.ignored];
  const whyNoAction = 'a grid puzzle moves one cell per turn with no physics';
  if (intent.enemies.length)
    ignored.push({
      what: `enemies (${intent.enemies.join(', ')})`,
      why: 'push-box puzzles and merge boards have no enemies: the only opponent is the puzzle',
    });
  // What a snake eats is its food, not a pickup to ignore.
  const collected = snake ? [] : intent.collectibles;
  // "grows longer" is read as a thing collected; a snake's growing is its food.
  const others = snake ? intent.collectibles.filter((c) => !c.startsWith(snake.food) && !/^grow/.test(c)) : [];
  if (others.length)
    ignored.push({ what: `collecting ${others.join(', ')}`, why: `the snake eats only ${plural(snake!.food)}` });
  const clocked = snake !== undefined || kindSet.has('blocks');
  if (clocked && (intent.mechanics.undo || words.restartPhrase))
    ignored.push({
      what: [intent.mechanics.undo ? 'undo' : '', words.restartPhrase ? 'restart' : ''].filter(Boolean).join(' and '),
      why: 'the board moves on its own clock: a crash or a full well costs a life and the board starts again',
    });
  if (clocked && intent.mechanics.timerSeconds !== null)
    ignored.push({ what: 'a time limit', why: 'the board is won by eating or clearing lines, however long it takes' });
  if (collected.length)
    ignored.push({
      what: `collecting ${collected.join(', ')}`,
      why:
        `the grid family has no pickups; ${plural(words.box)} are placed on ${plural(words.target)} rather than ` +
        'collected',
    });
  if (intent.mechanics.boss)
    ignored.push({
      what: 'a boss',
      why: 'the grid family has no fights; the last level is the hardest puzzle instead',
    });
  if (intent.mechanics.doubleJump) ignored.push({ what: 'double jump', why: whyNoAction });
  if (intent.mechanics.dash) ignored.push({ what: 'dash', why: whyNoAction });
  if (intent.mechanics.shooting)
    ignored.push({ what: 'shooting', why: 'the grid family has no projectiles; moves only walk and push' });
  if (intent.mechanics.melee)
    ignored.push({ what: 'melee attacks', why: 'the grid family has no fights; moves only walk and push' });
  if (words.modes === 'push+merge' && !kinds.includes('merge'))
    ignored.push({
      what: `"${words.mergePhrase}"`,
      why: 'one level was asked for, and it is a push-box puzzle; a merge board needs a level of its own',
    });

  const entities: FamilyDesign['sections']['entities'] = [];
  if (kindSet.has('push')) {
    entities.push(
      {
        name: words.hero,
        role: 'player',
        description: `moves one cell per turn and pushes one ${words.box} at a time`,
        assets: [GRID_KEYS.player],
        config: ['grid.stepMs', 'grid.clickToMove'],
      },
      {
        name: words.box,
        role: 'prop',
        description: `pushed by walking into it; it stops at walls and other ${plural(words.box)}`,
        assets: [GRID_KEYS.box],
        config: [],
      },
      {
        name: words.target,
        role: 'goal',
        description: `where ${withArticle(words.box)} belongs; a level is solved when every ${words.box} stands on one`,
        assets: [GRID_KEYS.target],
        config: ['grid.solveScore', 'grid.parBonusPerMove'],
      },
    );
  }
  if (snake)
    entities.push(
      {
        name: 'snake',
        role: 'player',
        description: `moves one cell per tick and turns with the arrows; grows by one for each ${snake.food}`,
        assets: [GRID_KEYS.floor],
        config: ['grid.stuckCostsLife'],
      },
      {
        name: snake.food,
        role: 'pickup',
        description: `appears on a free cell drawn from the board's seed; the snake eats it by moving onto it`,
        assets: [foodKey(snake.food)],
        config: [],
      },
    );
  if (kindSet.has('blocks'))
    entities.push({
      name: 'falling piece',
      role: 'player',
      description: 'one of seven four-cell pieces from a seeded bag; falls a row at a time, locks where it rests',
      assets: [GRID_KEYS.spark],
      config: ['grid.stuckCostsLife'],
    });
  if (kindSet.has('sudoku'))
    entities.push({
      name: 'sudoku grid',
      role: 'prop',
      description:
        'cells in rows, columns and boxes; givens are fixed, the player types the other digits; a wrong digit shows ' +
        'red; a hint fills one cell',
      assets: [GRID_KEYS.floor, GRID_KEYS.spark],
      config: ['grid.clickToMove'],
    });
  if (kindSet.has('mines'))
    entities.push({
      name: 'mine',
      role: 'hazard',
      description: 'hidden under a closed cell; revealing it fails the attempt, a flag marks it',
      assets: [GRID_KEYS.floor],
      config: ['grid.stuckCostsLife'],
    });
  if (faces)
    entities.push({
      name: 'card',
      role: 'prop',
      description:
        `a face-down card showing one of ${faces.faces.length} ${faces.subject} (${faces.faces.join(', ')}) when ` +
        'turned over; each face is on two cards',
      assets: faces.faces.map(faceKey),
      config: ['grid.stepMs', 'grid.clickToMove'],
    });
  if (kindSet.has('match3'))
    entities.push({
      name: words.tile,
      role: 'prop',
      description:
        'a coloured tile; swapped with a neighbour, three or more in a row or column clear, the rest fall and new ' +
        'ones drop in',
      assets: [GRID_KEYS.mergeTile, GRID_KEYS.floor],
      config: ['grid.stepMs', 'grid.stuckCostsLife'],
    });
  if (kindSet.has('merge'))
    entities.push({
      name: `numbered ${words.tile}`,
      role: 'prop',
      description:
        'slides with every move; two equal ones merge into one of twice the value; a new one appears after each move',
      assets: [GRID_KEYS.mergeTile],
      config: ['merge.startTiles', 'merge.fourChance'],
    });
  if (kindSet.has('push') || kindSet.has('merge'))
    entities.push({
      name: 'wall',
      role: 'prop',
      description: 'never moves; blocks steps, pushes and slides',
      assets: [GRID_KEYS.walls, GRID_KEYS.floor],
      config: [],
    });

  return {
    title,
    goal: goalFor(words, levels, faces),
    sections: {
      architecture: {
        template: 'grid_logic',
        scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
        levelOrder: levels.map((l) => l.key),
        notes: howToPlay(words, intent, kindSet),
      },
      assets,
      config,
      entities,
      levels,
      roadmap: [
        {
          action: 'COPY',
          target: 'templates/grid_logic',
          detail: 'the family template: core scenes, GridLevelScene, push and merge modes, the solver',
        },
        {
          action: 'UPDATE',
          target: 'src/game/levels.ts',
          detail:
            `${levels.length} generated level(s): ` +
            `${levels.map((l) => `${l.key} (${String(l.data.kind)})`).join(', ')}`,
        },
        { action: 'UPDATE', target: 'src/game/definition.ts', detail: 'goal, the grid actions and the level order' },
        {
          action: 'UPDATE',
          target: 'src/game/Level.ts',
          detail:
            'backdrop, music, name ' +
            `cards${config[TIMER_PATH] !== undefined ? ', and the per-level time limit' : ''}`,
        },
        ...roadmapEnd({
          config: Object.keys(config).join(', '),
          assets: themedRegistry(assets),
          goldenPath: "the solver's solution of each push level and the proven slide cycle of each merge board",
        }),
      ],
    },
    decisions,
    ignored,
  };
}

function design(input: DesignInput): FamilyDesign {
  return designWithRetries(
    input,
    { family: 'grid_logic', attempts: DESIGN_ATTEMPTS },
    () => designOnce(input),
    (made) =>
      levelProblems(made.sections.levels, made.sections.architecture.levelOrder, mergeSettingsOf(made.sections.config)),
  );
}

function validate(gdd: Gdd): string[] {
  return levelProblems(gdd.sections.levels, gdd.sections.architecture.levelOrder, mergeSettingsOf(gdd.sections.config));
}

/** The golden path shows an undo and a restart on the first level when the prompt asks for them. */
function plan(gdd: Gdd): PlannedPath {
  const shown = { undo: gdd.intent.mechanics.undo, restart: readGridWords(gdd.intent).restartPhrase !== null };
  return { path: goldenPath(gdd, shown) };
}

function requirements(gdd: Gdd): Requirement[] {
  const words = readGridWords(gdd.intent);
  const intent = gdd.intent;
  const data = gdd.sections.levels.map(levelData).filter((d): d is GridLevelData => typeof d !== 'string');
  const push = data.filter((d): d is Extract<GridLevelData, { kind: 'push' }> => d.kind === 'push');
  const merge = data.filter((d): d is Extract<GridLevelData, { kind: 'merge' }> => d.kind === 'merge');
  const out: Requirement[] = [
    ...match3Requirements(words, data),
    ...pairsRequirements(gdd, words, data),
    ...minesRequirements(words, data),
    ...snakeRequirements(gdd, words, data),
    ...blocksRequirements(words, data),
    ...sudokuRequirements(words, data),
    {
      id: 'solve-every-level',
      text: `every one of the ${data.length} puzzles is solved`,
      source: 'family rules',
      weight: 2,
      check: { kind: 'event', event: 'puzzle_solved', minCount: data.length },
    },
  ];
  if (push.length) {
    const boxes = push.reduce((s, d) => s + d.boxes, 0);
    out.push(
      eventFact({
        id: 'push-boxes-home',
        text: `the ${words.hero} pushes ${plural(words.box)} onto ${plural(words.target)}`,
        source: words.pushPhrase ?? 'family rules',
        weight: 2,
        event: 'box_on_target',
        minCount: boxes,
      }),
    );
    if (words.boxFromPrompt) {
      out.push(
        designFact({
          id: 'box-theme',
          text: `the pushed things are ${plural(words.box)}`,
          source: words.pushPhrase ?? words.box,
          ...artShows(gdd, GRID_KEYS.box, words.box, 'box art'),
        }),
      );
    }
    if (words.targetFromPrompt) {
      out.push(
        designFact({
          id: 'target-theme',
          text: `${plural(words.box)} go onto ${plural(words.target)}`,
          source: words.target,
          ...artShows(gdd, GRID_KEYS.target, words.target, 'target art'),
        }),
      );
    }
  }
  if (words.mergePhrase) {
    out.push(
      merge.length
        ? {
            id: 'merge-tiles',
            text: `equal ${plural(words.tile)} merge`,
            source: words.mergePhrase,
            weight: 2,
            check: { kind: 'event', event: 'tiles_merged', minCount: 1 },
          }
        : {
            id: 'merge-tiles',
            text: `equal ${plural(words.tile)} merge`,
            source: words.mergePhrase,
            weight: 1,
            check: {
              kind: 'design',
              ok: false,
              evidence: 'the game has no merge board (one level was asked for, and it is a push-box puzzle)',
            },
          },
    );
  }
  out.push(...mergeTargetRequirements(words, merge));
  const snakeOnly = data.every((d) => d.kind === 'snake' || d.kind === 'blocks');
  if (intent.mechanics.undo && !snakeOnly)
    out.push(
      eventFact({
        id: 'undo',
        text: 'moves can be undone',
        source: intent.phrases.undo ?? 'undo',
        event: 'move_undone',
      }),
    );
  if (words.restartPhrase && !snakeOnly)
    out.push(
      eventFact({
        id: 'restart',
        text: 'a level can be restarted',
        source: words.restartPhrase,
        event: 'level_restarted',
      }),
    );
  const config = gdd.sections.config;
  if (intent.mechanics.timerSeconds !== null && !data.some((d) => d.kind === 'pairs') && !snakeOnly) {
    out.push(
      timerAsked(intent, intent.mechanics.timerSeconds, {
        text: `each level has a ${intent.mechanics.timerSeconds} s time limit`,
        path: TIMER_PATH,
        seconds: config[TIMER_PATH],
        fails: 'attempt',
      }),
    );
  }
  if (intent.mechanics.lives !== null) {
    out.push(
      designFact({
        id: 'lives',
        text: `${intent.mechanics.lives} lives`,
        source: intent.phrases.lives ?? 'lives',
        ok: config['game.lives'] === intent.mechanics.lives && config['grid.stuckCostsLife'] === true,
        evidence:
          `config game.lives = ${JSON.stringify(config['game.lives'])}, grid.stuckCostsLife = ` +
          `${JSON.stringify(config['grid.stuckCostsLife'])}`,
      }),
    );
  }
  if (intent.difficulty && push.length) {
    const last = push[push.length - 1]!;
    const first = push[0]!;
    const ok =
      intent.difficulty === 'hard'
        ? last.boxes >= 3 && last.pushes >= 12
        : intent.difficulty === 'easy'
          ? first.boxes <= 2 && first.par <= 20
          : true;
    out.push(
      designFact({
        id: 'difficulty',
        text: `${intent.difficulty} puzzles`,
        source: words.difficultyWord ?? intent.difficulty,
        ok,
        evidence:
          `first push level: ${first.boxes} box(es), ${first.pushes} pushes, ${first.par} moves; last: ` +
          `${last.boxes} box(es), ${last.pushes} pushes, ${last.par} moves`,
      }),
    );
  }
  return out;
}

/** The goal tile the prompt names ("merge into 2048"), made on the last board; and the numbers its tiles show. */
function mergeTargetRequirements(
  words: GridWords,
  merge: readonly Extract<GridLevelData, { kind: 'merge' }>[],
): Requirement[] {
  const last = merge[merge.length - 1];
  const out: Requirement[] = [];
  if (words.mergeTarget !== null && last)
    out.push(
      last.goal === words.mergeTarget
        ? {
            id: 'merge-target',
            text: `the ${words.mergeTarget} tile is made on the last board`,
            source: words.mergeTargetPhrase ?? String(words.mergeTarget),
            weight: 2,
            check: { kind: 'state', path: 'entities.maxTile', gte: words.mergeTarget },
          }
        : {
            id: 'merge-target',
            text: `the ${words.mergeTarget} tile is made on the last board`,
            source: words.mergeTargetPhrase ?? String(words.mergeTarget),
            weight: 1,
            check: {
              kind: 'design',
              ok: false,
              evidence: `no line to ${words.mergeTarget} was found; the last board's goal is ${last.goal}`,
            },
          },
    );
  if (words.numberedPhrase && last)
    out.push({
      id: 'numbered-tiles',
      text: `each ${words.tile} shows its number, up to ${last.goal} on the last board`,
      source: words.numberedPhrase,
      weight: 1,
      check: { kind: 'state', path: 'entities.maxTile', gte: last.goal },
    });
  return out;
}

/** What proves a match-3 game: swaps and matches in play, the boards' points in the score, the move limit in state. */
function match3Requirements(words: GridWords, data: readonly GridLevelData[]): Requirement[] {
  const boards = data.filter((d): d is Extract<GridLevelData, { kind: 'match3' }> => d.kind === 'match3');
  if (boards.length === 0) return [];
  const swaps = boards.reduce((s, d) => s + d.par, 0);
  const points = boards.reduce((s, d) => s + d.target, 0);
  const last = boards[boards.length - 1]!;
  const source = words.match3Phrase ?? 'family rules';
  return [
    eventFact({
      id: 'tiles-swapped',
      text: `neighbouring ${plural(words.tile)} are swapped`,
      source,
      weight: 2,
      event: 'tiles_swapped',
      minCount: swaps,
    }),
    eventFact({
      id: 'tiles-matched',
      text: `three or more ${plural(words.tile)} in a line clear`,
      source,
      weight: 2,
      event: 'tiles_matched',
      minCount: swaps,
    }),
    {
      id: 'score-target',
      text: `each board's target score is reached (${boards.map((d) => d.target).join(', ')} points)`,
      source: words.scoreTarget === null ? 'family rules' : `${words.scoreTarget} points`,
      weight: 2,
      check: { kind: 'state', path: 'score', gte: points },
    },
    {
      id: 'move-limit',
      text: `at most ${last.moves} moves per board`,
      source: words.moveLimit === null ? 'family rules' : `${words.moveLimit} moves`,
      weight: 1,
      check: { kind: 'state', path: 'flags.moveLimit', equals: last.moves },
    },
  ];
}

/** Grid puzzles: push-box rooms, merge, match-3, memory, minesweeper, snake, falling-blocks and sudoku boards. */
export const gridMode = defineMode<true>({
  id: 'grid',
  family: 'grid_logic',
  cues: [],
  names: [],
  proofs: [],
  examples: [],
  read: () => true,
  design,
  validate,
  write: writeGridGame,
  plan,
  requirements,
});
