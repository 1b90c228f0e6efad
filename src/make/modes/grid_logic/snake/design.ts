// What a snake game's design says and what proves it was made: the decisions about its board, food and target, and
// the requirements checked on the played game (the food eaten in events, the board size, the length and the tick in
// the contract's state, the prompt's food drawn as itself).
import type { Gdd } from '../../../gdd.ts';
import type { Requirement } from '../../../requirements.ts';
import { drawnAs } from '../../../../assets/index.ts';
import { foodKey } from '../../../../../templates/grid_logic/src/family/modes/snake/snakeRules.ts';
import { artShows, designFact, eventFact } from '../../shared/requirements.ts';
import type { KindData } from '../kind.ts';
import type { SnakeLevelData, SnakeTargets } from './kind.ts';
import { plural, type GridWords } from '../words.ts';

const boardsOf = (data: readonly KindData[]): SnakeLevelData[] =>
  data.filter((d): d is SnakeLevelData => d.kind === 'snake');

const foodsOf = (d: SnakeLevelData) => (d.target === 1 ? d.food : plural(d.food));

export function snakeDecisions(words: GridWords, targets: SnakeTargets, data: readonly KindData[]): string[] {
  const boards = boardsOf(data);
  const first = boards[0];
  if (!first) return [];
  const target =
    words.snakeTarget === null
      ? `${first.target} ${foodsOf(first)} to eat (the family default for the difficulty; the prompt names no target)`
      : `${first.target} ${foodsOf(first)} to eat ("${words.snakeTargetPhrase}")`;
  const speed = words.speedUpPhrase
    ? `one tick is ${first.tickMs} ms at the start and ${first.speedUpMs} ms quicker per food, never under ` +
      `${first.minTickMs} ms ("${words.speedUpPhrase}")`
    : `one tick is ${first.tickMs} ms throughout (the prompt asks for no speeding up)`;
  return [
    `Board: ${first.cols}x${first.rows}` +
      `${words.boardSize ? ` (the prompt's ${words.boardSize.cols}x${words.boardSize.rows})` : ' (the default)'}` +
      `; the snake starts ${first.startLength} cells long and grows by one per food; ${target}.`,
    `Food: ${first.food} (drawn as ${(drawnAs(first.food) ?? 'a generic figure').replace(/^a /, '')})` +
      `${words.snakeFood ? '' : ' (the prompt names no food; the family default)'}; ${speed}.`,
    ...targets.clamped.map((c) => `Changed to fit the rules: ${c}.`),
    "Food appears on a free cell drawn from each board's seed; the planner steps the template's rules over that " +
      'stream, heading along a shortest way to each food while its tail stays reachable, and the golden path presses ' +
      'its turns on the game clock (each on the tick before the one that takes it).',
    'Hitting the board edge or the snake itself fails the attempt (costs a life); there is no undo on a moving board.',
  ];
}

/** The requirements of a game with snake boards (none without). */
export function snakeRequirements(gdd: Gdd, words: GridWords, data: readonly KindData[]): Requirement[] {
  const boards = boardsOf(data);
  if (boards.length === 0) return [];
  const last = boards[boards.length - 1]!;
  const eaten = boards.reduce((s, b) => s + b.target, 0);
  const source = words.snakePhrase ?? 'family rules';
  const out: Requirement[] = [
    eventFact({
      id: 'food-eaten',
      text: `the snake eats ${eaten} ${eaten === 1 ? last.food : plural(last.food)}`,
      source: words.snakeTargetPhrase ?? source,
      weight: 2,
      event: 'food_eaten',
      minCount: eaten,
    }),
    {
      id: 'snake-grows',
      text: `the snake grows longer, from ${last.startLength} to ${last.startLength + last.target} cells`,
      source: words.snakeTargetPhrase ?? source,
      weight: 2,
      check: { kind: 'state', path: 'flags.length', equals: last.startLength + last.target },
    },
    {
      id: 'board-size',
      text: `a ${last.cols}x${last.rows} board`,
      source: words.boardSize ? `${words.boardSize.cols}x${words.boardSize.rows}` : 'family rules',
      weight: 1,
      check: { kind: 'state', path: 'flags.boardSize', equals: `${last.cols}x${last.rows}` },
    },
  ];
  if (words.snakeFood)
    out.push(
      designFact({
        id: 'food-theme',
        text: `the snake eats ${plural(last.food)}, drawn as themselves`,
        source: words.snakeFood,
        ...artShows(gdd, foodKey(last.food), last.food, 'food art'),
      }),
    );
  if (words.speedUpPhrase && last.speedUpMs > 0)
    out.push({
      id: 'speed-up',
      text: `the snake speeds up as it eats (a tick of ${last.tickMs} ms becomes shorter)`,
      source: words.speedUpPhrase,
      weight: 1,
      check: { kind: 'state', path: 'flags.tickMs', lte: last.tickMs - last.speedUpMs },
    });
  return out;
}
