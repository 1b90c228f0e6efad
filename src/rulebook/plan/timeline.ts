// A plan is a timeline of inputs in engine ticks: holds over a stretch of ticks, presses, clicks and typed letters at
// a tick. This file turns a timeline into each tick's input (optionally each input a few ticks late, as a proof of
// robustness) and replays it through the engine; golden.ts writes the same timeline as a golden path.
import type { RulebookEngine, TickInput, WorldState } from '../engine.ts';
import { cloneWorld } from '../engine.ts';

export type PlanStep =
  /** Controls held during ticks from+1 .. to (pressed on the first of them). */
  | { hold: string[]; from: number; to: number }
  /** A control pressed at tick `at` (it goes down just before that tick). */
  | { press: string; at: number }
  /** A click at a world point at tick `at`. */
  | { click: [number, number]; at: number }
  /** A letter or digit typed at tick `at`. */
  | { type: string; at: number };

/** The tick a step's input first reaches the engine. */
export function stepTick(step: PlanStep): number {
  return 'hold' in step ? step.from + 1 : step.at;
}

/** The last tick a step's input is felt. */
export function stepEnd(step: PlanStep): number {
  return 'hold' in step ? step.to : step.at;
}

/** Each tick's input under a timeline; `late(i)` delays step i by that many ticks (holds keep their length). */
export function timelineInputs(
  steps: readonly PlanStep[],
  late: (i: number) => number = () => 0,
): Map<number, TickInput> {
  const out = new Map<
    number,
    { held: Set<string>; pressed: Set<string>; clicks: [number, number][]; typed: string[] }
  >();
  const at = (tick: number) => {
    let v = out.get(tick);
    if (!v) out.set(tick, (v = { held: new Set(), pressed: new Set(), clicks: [], typed: [] }));
    return v;
  };
  steps.forEach((step, i) => {
    const d = late(i);
    if ('hold' in step) {
      for (let t = step.from + 1 + d; t <= step.to + d; t++) for (const c of step.hold) at(t).held.add(c);
      for (const c of step.hold) at(step.from + 1 + d).pressed.add(c);
    } else if ('press' in step) {
      at(step.at + d).pressed.add(step.press);
      at(step.at + d).held.add(step.press);
    } else if ('click' in step) at(step.at + d).clicks.push(step.click);
    else at(step.at + d).typed.push(step.type);
  });
  return new Map(
    [...out].map(([tick, v]) => [
      tick,
      { held: [...v.held], pressed: [...v.pressed], clicks: v.clicks, typed: v.typed } satisfies TickInput,
    ]),
  );
}

export interface Replay {
  world: WorldState;
  won: boolean;
  /** The tick the level ended at (or the last tick played). */
  tick: number;
}

/** Plays a timeline from `start` (left unchanged) until the level ends or `limit` ticks. */
export function replayTimeline(
  engine: RulebookEngine,
  start: WorldState,
  steps: readonly PlanStep[],
  limit: number,
  late?: (i: number) => number,
): Replay {
  const world = cloneWorld(start);
  const inputs = timelineInputs(steps, late);
  while (world.status === 'playing' && world.tick < limit) engine.step(world, inputs.get(world.tick + 1) ?? {});
  return { world, won: world.status === 'won', tick: world.tick };
}

/** Delays a robust plan must survive: none, one tick on every input, and seeded mixes of none and one or two. */
export const LATENESS: readonly { name: string; late: (i: number) => number }[] = [
  { name: 'on time', late: () => 0 },
  { name: 'every input a tick late', late: () => 1 },
  { name: 'every other input a tick late', late: (i) => i % 2 },
  { name: 'seeded mix of 0-2 ticks late', late: mixed(7, 3) },
  { name: 'seeded mix of 0-1 ticks late', late: mixed(13, 2) },
];

function mixed(salt: number, spread: number): (i: number) => number {
  return (i) => {
    let h = Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
    return ((h ^ (h >>> 13)) >>> 0) % spread;
  };
}
