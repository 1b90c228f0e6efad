// The ways through the states the text-adventure tester saw: a way from a fresh game with its detours cut out (the
// shorter replay a fault is confirmed by first), and how deep the walk got along the shortest way known to each state.
import type { StateNode } from './adventure-memory.ts';
import type { Depth } from './explorer.ts';

/**
 * A way with its detours cut out: where the state after a step is one the way was in before (the fresh game, or
 * after an earlier step), the steps between are dropped — a step that changed nothing is the shortest such detour.
 * `trail[k]` is the state after steps[k]; `start` the fresh game's. A step the game accepted though nothing it shows
 * changed (`sticky`: a drawer opened, whose being open no state field says) may have changed what it hides, and is
 * never cut. The last step, the one a fault shows at, stays.
 */
export function withoutDetours(
  steps: string[],
  trail: string[],
  start: string | null = null,
  sticky: readonly boolean[] = [],
): string[] {
  const out: string[] = [];
  const stuck: boolean[] = [];
  /** visited[i]: the state before out[i] (the state after out[i - 1]). */
  const visited: (string | null)[] = [start];
  for (const [k, step] of steps.entries()) {
    const state = trail[k]!;
    const back = k < steps.length - 1 && !sticky[k] ? visited.indexOf(state) : -1;
    if (back >= 0 && !stuck.slice(back).some(Boolean)) {
      out.length = back;
      stuck.length = back;
      visited.length = back + 1;
      continue;
    }
    out.push(step);
    stuck.push(sticky[k] === true);
    visited.push(state);
  }
  return out;
}

/** The deepest state reached, by the shortest way known to each (a breadth-first walk over the transitions seen). */
export function depthOf(nodes: Map<string, StateNode>, start: string): Depth {
  const distance = new Map<string, number>([[start, 0]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = nodes.get(queue[i]!);
    if (!node) continue;
    for (const to of node.next.values())
      if (!distance.has(to)) {
        distance.set(to, distance.get(node.key)! + 1);
        queue.push(to);
      }
  }
  const roomsSeen = new Set([...nodes.values()].map((n) => n.facts.room).filter((r) => r !== null));
  return {
    actions: Math.max(0, ...distance.values()),
    rooms: roomsSeen.size,
    states: nodes.size,
    won: [...nodes.values()].some((n) => n.facts.won),
  };
}
