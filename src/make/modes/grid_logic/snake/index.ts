// The snake mode: a board where the snake moves on its own clock, turns with the arrows and grows by one for each
// food it eats, to the prompt's target; the edge or its own body ends the attempt.
import { foodKey, SNAKE_HEAD_KEY } from '../../../../../templates/grid_logic/src/family/modes/snake/snakeRules.ts';
import type { GameMode } from '../../../mode.ts';
import { GRID_KEYS } from '../assets.ts';
import { gridMode } from '../family.ts';
import type { GridParts } from '../parts.ts';
import type { KindData, LevelKind } from '../kind.ts';
import { plural } from '../words.ts';
import { snakeDecisions, snakeRequirements } from './design.ts';
import { snakeKind, snakeTargets, type SnakeLevelData, type SnakeTargets } from './kind.ts';

const capital = (w: string) => w.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const boardOf = (data: readonly KindData[]) => data.find((d): d is SnakeLevelData => d.kind === 'snake');

export const snakeParts: GridParts = {
  id: 'snake',
  kinds: [snakeKind],
  levelKinds: (_words, asked) => new Array<LevelKind>(asked ?? 1).fill('snake'),
  stakes: () => true,
  clocked: true,
  extras: (_input, words, difficulty) => ({ snake: snakeTargets(words, difficulty) }),
  titles(words) {
    const food = capital(words.snakeFood ?? '');
    return [`${food || 'Apple'} Snake`, 'Hungry Snake', 'Snake Trail'];
  },
  goal({ data }) {
    const snake = boardOf(data)!;
    return (
      `Steer the snake to eat ${snake.target} ${snake.target === 1 ? snake.food : plural(snake.food)} and grow to ` +
      `${snake.startLength + snake.target} cells; the board's edge or the snake's own body ends the attempt.`
    );
  },
  notes(_words, intent) {
    const notes = [
      'The snake moves by itself, one cell per tick; arrow keys or WASD turn it (never straight back).',
      'Eating grows it by one cell. Running into the board edge or its own body costs a life.',
      'Enter or Space starts the game; P or Escape pauses.',
    ];
    if (intent.mechanics.lives !== null) notes.push(`${intent.mechanics.lives} lives: each crash costs one.`);
    return notes;
  },
  completeNotes: true,
  boardModes: (words) => `snake boards ("${words.snakePhrase}")`,
  decisions: ({ words, extras, data }) => snakeDecisions(words, extras.snake as unknown as SnakeTargets, data),
  ownStakes: true,
  entities({ extras }) {
    const food = extras.snake!.food;
    return [
      {
        name: 'snake',
        role: 'player',
        description: `moves one cell per tick and turns with the arrows; grows by one for each ${food}`,
        assets: [GRID_KEYS.floor],
        config: ['grid.stuckCostsLife'],
      },
      {
        name: food,
        role: 'pickup',
        description: `appears on a free cell drawn from the board's seed; the snake eats it by moving onto it`,
        assets: [foodKey(food)],
        config: [],
      },
    ];
  },
  art({ snake }) {
    const food = snake?.food;
    if (!food) return {};
    return {
      // The head is drawn as the creature (the bracket keeps it from reading as a person); listed first, it is the
      // player art a reader of the registry finds.
      lead: [
        { type: 'image', key: SNAKE_HEAD_KEY, role: 'player', description: 'snake (creature)', width: 48, height: 48 },
      ],
      // The food, keyed as the template loads it, described as the noun so it is drawn as itself.
      pieces: [
        { type: 'image', key: foodKey(food), role: 'pickup', description: `${food} (food)`, width: 48, height: 48 },
      ],
    };
  },
  requirements: { leading: snakeRequirements },
  levelsComment: (title) =>
    `// HOOK FILE (made by playsmith make): the levels of ${title}: snake boards. Rows use the snake ` +
    `legend (. floor,
// # wall, H the head, o its body); \`seed\` fixes where each food appears, so the family's planner found turns that
// eat \`target\` food without a crash, and the golden path presses them on the game clock.`,
  actions: { imports: "import { GRID_ACTIONS } from '../family/index.ts';", expression: '[...GRID_ACTIONS]' },
};

export const snakeMode: GameMode = gridMode(snakeParts, {
  answers: ['snake'],
  cues: [],
  names: [{ head: 'a snake game', kind: 'genre', pattern: /\bsnake game\b|\bclassic snake\b/, proofs: ['food-eaten'] }],
  proofs: ['board-size', 'food-eaten', 'food-theme', 'snake-grows', 'speed-up'],
  examples: ['a snake game where the snake eats 7 cherries and gets faster'],
});
