// The design every grid_logic mode shares: the difficulty and config, the levels its kinds make (regenerated until
// every one keeps its rules), a title, the registry, and the GDD's decisions, entities, notes and roadmap, each asking
// the mode's parts (parts.ts) where modes differ. The words a player or reader sees are the modes' and words.ts's.
import type { DesignInput, FamilyDesign } from '../../mode.ts';
import { designWithRetries } from '../shared/design.ts';
import { roadmapEnd, themedRegistry } from '../shared/roadmap.ts';
import { GRID_KEYS, gridRegistry } from './assets.ts';
import { GOLDEN_SEED, type Difficulty } from './kind.ts';
import { generateLevels, levelProblems, levelsData } from './levels.ts';
import { mergeSettingsOf } from './mergeKind.ts';
import type { Entity, GridGame, GridParts } from './parts.ts';
import { plural, readGridWords, withArticle, type GridWords } from './words.ts';

/** Fresh level sets tried before design gives up (each draws on from the same seeded stream). */
const DESIGN_ATTEMPTS = 4;
export const TIMER_PATH = 'puzzle.timeLimitSeconds';

/** What the player of a push-box game does, for the design's decisions. */
export function pushPlayer(words: GridWords): string {
  return (
    `The player is ${withArticle(words.hero)}` +
    `${words.heroFromPrompt ? '' : " (the prompt named no character; the setting's usual one)"}; it pushes ` +
    `${plural(words.box)}${words.boxFromPrompt ? '' : ' (not named in the prompt)'} onto ` +
    `${plural(words.target)}${words.targetFromPrompt ? '' : ' (not named in the prompt)'}.`
  );
}

/** How push levels (and a merge board's cycle) are proven, for the design's decisions. */
export function pushProof(merges: boolean): string[] {
  const mergeProof = merges
    ? ", and each merge board's slide cycle proven to reach its goal for that seed and for most others"
    : '';
  return [
    "Push levels are generated backwards from the solved position and proved by the template's solver; par " +
      "is the solver's move count, and levels are ordered so boxes, pushes and moves never fall.",
    `The golden path plays seed ${GOLDEN_SEED}: each push level's fewest-push solution${mergeProof}.`,
  ];
}

/** The entities a merge board brings, and the walls push rooms and merge boards share. */
function boardEntities(words: GridWords, kinds: ReadonlySet<string>): Entity[] {
  const out: Entity[] = [];
  if (kinds.has('merge'))
    out.push({
      name: `numbered ${words.tile}`,
      role: 'prop',
      description:
        'slides with every move; two equal ones merge into one of twice the value; a new one appears after each move',
      assets: [GRID_KEYS.mergeTile],
      config: ['merge.startTiles', 'merge.fourChance'],
    });
  if (kinds.has('push') || kinds.has('merge'))
    out.push({
      name: 'wall',
      role: 'prop',
      description: 'never moves; blocks steps, pushes and slides',
      assets: [GRID_KEYS.walls, GRID_KEYS.floor],
      config: [],
    });
  return out;
}

/** How to play: the mode's notes, then (unless they are the whole list) merging, undo, the start and the limits. */
function howToPlay(parts: GridParts, words: GridWords, game: GridGame, kinds: ReadonlySet<string>): string[] {
  const { intent } = game;
  const notes = parts.notes(words, intent);
  if (parts.completeNotes) return notes;
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

/** What the design leaves out of the prompt, and why. */
function ignoredOf(parts: GridParts, game: GridGame, kinds: readonly string[]): FamilyDesign['ignored'] {
  const { intent, words } = game;
  const ignored: FamilyDesign['ignored'] = [...intent.ignored];
  const whyNoAction = 'a grid puzzle moves one cell per turn with no physics';
  if (intent.enemies.length)
    ignored.push({
      what: `enemies (${intent.enemies.join(', ')})`,
      why: 'push-box puzzles and merge boards have no enemies: the only opponent is the puzzle',
    });
  const collected = intent.collectibles;
  if (parts.clocked && (intent.mechanics.undo || words.restartPhrase))
    ignored.push({
      what: [intent.mechanics.undo ? 'undo' : '', words.restartPhrase ? 'restart' : ''].filter(Boolean).join(' and '),
      why: 'the board moves on its own clock: a crash or a full well costs a life and the board starts again',
    });
  if (parts.clocked && intent.mechanics.timerSeconds !== null)
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
  ignored.push(...(parts.ignored?.(words, kinds as never) ?? []));
  return ignored;
}

function designOnce(input: DesignInput, parts: GridParts): FamilyDesign {
  const { intent } = input;
  const words = readGridWords(intent);
  const difficulty: Difficulty = intent.difficulty ?? parts.difficulty?.(words) ?? 'normal';
  const kinds = parts.levelKinds(words, intent.levels, difficulty);
  const kindSet = new Set<string>(kinds);
  const config: Record<string, number | string | boolean> = {
    'grid.stepMs': { easy: 130, normal: 110, hard: 100 }[difficulty],
  };
  if (kindSet.has('merge')) {
    config['merge.startTiles'] = 2;
    config['merge.fourChance'] = { easy: 0.05, normal: 0.1, hard: 0.15 }[difficulty];
  }
  const lives = intent.mechanics.lives;
  if (lives !== null) config['game.lives'] = Math.min(9, Math.max(1, lives));
  if (lives !== null || parts.stakes(words)) config['grid.stuckCostsLife'] = true;
  if (intent.mechanics.timerSeconds !== null && !parts.clocked)
    config[TIMER_PATH] = Math.min(900, Math.max(10, Math.round(intent.mechanics.timerSeconds)));

  const levels = generateLevels(
    { words, kinds, difficulty, merge: mergeSettingsOf(config), random: input.random },
    parts.kinds,
  );
  const fitting = parts
    .titles(words)
    .filter((t) => t.trim().length >= 3 && t.length <= 28 && !t.startsWith(' ') && t.split(' ').length <= 3);
  const title = fitting.length ? input.random.pick(fitting) : 'Grid Puzzle';
  config['game.title'] = title;
  const assets = gridRegistry(words, difficulty);
  const game: GridGame = { words, intent, levels, data: levelsData(levels, parts.kinds) };

  const decisions: string[] = [
    `Board modes: ${parts.boardModes(words)}.`,
    `${kinds.length} ` +
      `level(s)${intent.levels !== null ? ' as asked' : ` (the family default for ${difficulty} difficulty)`}; ` +
      `difficulty ${difficulty}` +
      `${words.difficultyWord ? ` ("${words.difficultyWord}")` : ' (the prompt named none)'}.`,
    ...parts.decisions(game),
  ];
  if (lives === null && !parts.ownStakes)
    decisions.push(
      'A stuck position does not cost a life (the prompt asked for no lives): the side panel suggests undo or restart.',
    );
  return {
    title,
    goal: parts.goal(game),
    sections: {
      architecture: {
        template: 'grid_logic',
        scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
        levelOrder: levels.map((l) => l.key),
        notes: howToPlay(parts, words, game, kindSet),
      },
      assets,
      config,
      entities: [...parts.entities(game), ...boardEntities(words, kindSet)],
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
    ignored: ignoredOf(parts, game, kinds),
  };
}

/** A grid mode's design: fresh level sets from the seeded stream until every level keeps its kind's rules. */
export function designGrid(input: DesignInput, parts: GridParts): FamilyDesign {
  return designWithRetries(
    input,
    { family: 'grid_logic', attempts: DESIGN_ATTEMPTS },
    () => designOnce(input, parts),
    (made) =>
      levelProblems(
        made.sections.levels,
        { levelOrder: made.sections.architecture.levelOrder, merge: mergeSettingsOf(made.sections.config) },
        parts.kinds,
      ),
  );
}
