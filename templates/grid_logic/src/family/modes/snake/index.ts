// Snake boards: the snake moves on the clock, turns, eats and grows.
// The board kind the level scene builds for a "snake" level (../index.ts lists every kind).
import type { SnakeLevelSpec } from '../../levelSpec.ts';
import { boardKind } from '../../mode.ts';
import { SnakeMode } from './SnakeMode.ts';
import { foodKey, parseSnakeLevel } from './snakeRules.ts';

export const snakeBoard = boardKind<SnakeLevelSpec>({
  kind: 'snake',
  textures: (spec, a) => [a.floor, a.walls, a.spark, foodKey(spec.food)],
  create(spec, host) {
    const parsed = parseSnakeLevel(spec);
    return parsed.ok ? new SnakeMode(host.fit(parsed.level.shape), parsed.level, spec.food) : parsed;
  },
});
