// The engine's only randomness: mulberry32 over a 32-bit state kept in the world, so a cloned world (the planner's)
// draws exactly what the original would have drawn.
import type { WorldState } from './state.ts';

/** A float in [0, 1) from the world's stream, advancing it. */
export function draw(world: WorldState): number {
  world.rng = (world.rng + 0x6d2b79f5) | 0;
  let t = world.rng;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A whole number in [0, n). */
export function drawInt(world: WorldState, n: number): number {
  return Math.floor(draw(world) * n);
}

/** A number in [min, max). */
export function drawBetween(world: WorldState, min: number, max: number): number {
  return min + draw(world) * (max - min);
}

/**
 * The seed of a level's stream: the run's seed mixed with the level's number and the attempt (1 for the first try),
 * so levels differ and a retry is a fresh game.
 */
export function levelSeed(seed: number, level: number, attempt = 1): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = (h + Math.imul(level + 1, 0xc2b2ae35)) >>> 0;
  h = (h ^ Math.imul(attempt, 0x165667b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0x27d4eb2f) >>> 0;
  return (h ^ (h >>> 16)) | 0;
}
