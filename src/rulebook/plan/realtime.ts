// The planner for real-time worlds: a beam search over what to hold (and click) for each short stretch of ticks.
// Every candidate is played through the engine itself; worlds that lose are dropped, the rest are ranked by the
// rulebook's measure of progress, near-identical ones merged, and the best few carried on until one wins.
import {
  cloneWorld,
  type NormalControl,
  type RulebookEngine,
  type TickInput,
  type WorldState,
  worldHash,
} from '../engine.ts';
import type { Heuristic } from './heuristic.ts';
import { LEAD_IN } from './discrete.ts';
import type { PlanStep } from './timeline.ts';

interface Choice {
  held: string[];
  /** A click at the first tick of the stretch, in world coordinates. */
  click?: [number, number];
  label: string;
}

interface BeamNode {
  world: WorldState;
  parent: BeamNode | null;
  choice: Choice | null;
  score: number;
}

export interface RealtimePlan {
  won: boolean;
  steps: PlanStep[];
  endTick: number;
  expanded: number;
  reason: string;
}

const MOVES = ['left', 'right', 'up', 'down'];

/** The input combinations to choose from: the hints' list, else each control alone and sensible pairs. */
export function choicesOf(engine: RulebookEngine): Choice[] {
  const { book } = engine;
  const hinted = book.source.planner?.controls;
  if (hinted) return [{ held: [], label: 'wait' }, ...hinted.map((h) => ({ held: h, label: h.join('+') }))];
  const usable = book.controls.filter((c) => !['type', 'submit', 'erase'].includes(c.do));
  const moves = usable.filter((c) => MOVES.includes(c.do));
  const turns = usable.filter((c) => c.do === 'rotate_left' || c.do === 'rotate_right');
  const acts = usable.filter((c) => !MOVES.includes(c.do) && !turns.includes(c));
  const out: Choice[] = [{ held: [], label: 'wait' }];
  const add = (cs: NormalControl[]) =>
    out.push({ held: cs.map((c) => c.name), label: cs.map((c) => c.name).join('+') });
  for (const c of [...moves, ...turns, ...acts]) add([c]);
  for (const a of acts) {
    for (const m of moves) add([m, a]);
    for (const t of turns) add([t, a]);
  }
  // Diagonals for movers that go all four ways.
  const horizontal = moves.filter((c) => c.do === 'left' || c.do === 'right');
  const vertical = moves.filter((c) => c.do === 'up' || c.do === 'down');
  if (!book.grid) for (const h of horizontal) for (const v of vertical) add([h, v]);
  return out;
}

/** Click targets in a world: what `clicked` rules listen to, face up. */
function clickChoices(engine: RulebookEngine, world: WorldState): Choice[] {
  const { book } = engine;
  const kinds = new Set(engine.rulesFor('clicked').map((i) => book.rules[i]!.when.clicked!));
  if (!kinds.size) return [];
  return world.things
    .filter((t) => !t.dead && !t.hidden && kinds.has(t.kind))
    .slice(0, 12)
    .map((t) => ({
      held: [],
      click: (book.grid ? [t.x + 0.5, t.y + 0.5] : [t.x, t.y]) as [number, number],
      label: `click ${t.kind}`,
    }));
}

function play(engine: RulebookEngine, from: WorldState, choice: Choice, ticks: number): WorldState {
  const world = cloneWorld(from);
  for (let i = 0; i < ticks && world.status === 'playing'; i++) {
    const input: TickInput = { held: choice.held };
    if (i === 0) {
      input.pressed = choice.held;
      if (choice.click) input.clicks = [choice.click];
    }
    engine.step(world, input);
  }
  return world;
}

/** Controls whose press (not only their being held) does something: a held stretch is pressed again at its start. */
function pressSensitive(engine: RulebookEngine, name: string): boolean {
  const c = engine.book.controls.find((x) => x.name === name);
  if (!c) return true;
  const kind = engine.book.kinds.get(c.kind);
  if (['jump', 'flap', 'flip_gravity', 'release', 'trigger', 'type', 'submit', 'erase'].includes(c.do)) return true;
  if (MOVES.includes(c.do) && kind && (engine.book.grid ? kind.steer !== 'hold' : kind.steer === 'heading'))
    return true;
  return engine.rulesFor('action').some((i) => engine.book.rules[i]!.when.action === name);
}

/** The plan as a timeline: one hold per stretch, stretches that would play the same merged. */
function timelineOf(engine: RulebookEngine, node: BeamNode, ticks: number): PlanStep[] {
  const chain: BeamNode[] = [];
  for (let n: BeamNode | null = node; n?.choice; n = n.parent) chain.push(n);
  chain.reverse();
  const steps: PlanStep[] = [];
  let from = LEAD_IN;
  for (const n of chain) {
    const c = n.choice!;
    const to = from + ticks;
    if (c.click) steps.push({ click: c.click, at: from + 1 });
    if (c.held.length) {
      const last = steps.at(-1);
      const same =
        last &&
        'hold' in last &&
        last.to === from &&
        last.hold.join() === c.held.join() &&
        !c.held.some((h) => pressSensitive(engine, h));
      if (same) last.to = to;
      else steps.push({ hold: [...c.held], from, to });
    }
    from = to;
  }
  return steps;
}

/**
 * Beam search from the level's start (after the lead-in). `width` worlds are kept per stretch of `ticks` ticks, up to
 * `horizon` ticks; `budget` bounds the engine ticks simulated in all.
 */
export function planRealtime(
  engine: RulebookEngine,
  start: WorldState,
  heuristic: Heuristic,
  options: {
    width: number;
    ticks: number;
    horizon: number;
    budget: number;
    deadline: number;
    /** Ticks each candidate is played on (waiting, and holding its choice) before it is judged; 0: judged at once. */
    lookahead: number;
    /** Told after each stretch: the tick reached and the best world kept. */
    onStretch?: (tick: number, best: WorldState | undefined, kept: number) => void;
  },
): RealtimePlan {
  const first = cloneWorld(start);
  while (first.tick < LEAD_IN && first.status === 'playing') engine.step(first, {});
  const base = choicesOf(engine);
  let beam: BeamNode[] = [{ world: first, parent: null, choice: null, score: heuristic(first) }];
  let simulated = 0;
  const quantum = engine.book.grid ? 0 : 3;
  while (beam.length) {
    const tick = beam[0]!.world.tick;
    if (tick >= options.horizon) return fail(`no win within ${Math.round(options.horizon / 60)} s of play`);
    if (simulated >= options.budget)
      return fail(`no win within the search budget (${simulated} ticks simulated, reached ${Math.round(tick / 60)} s)`);
    // The budget bounds the search the same on every machine; the wall-clock limit is only a guard against hanging.
    if (performance.now() > options.deadline)
      return fail(`stopped by the time limit (${simulated} ticks simulated, reached ${Math.round(tick / 60)} s)`);
    const next: BeamNode[] = [];
    const seen = new Set<string>();
    for (const node of beam) {
      const choices = [...base, ...clickChoices(engine, node.world)];
      for (const choice of choices) {
        const world = play(engine, node.world, choice, options.ticks);
        simulated += options.ticks;
        if (world.status === 'lost') continue;
        let score = heuristic(world);
        if (options.lookahead > 0 && world.status === 'playing') {
          // Judged by where it leads: the better of waiting and of keeping the same input for a while.
          const waited = play(engine, world, { held: [], label: 'wait' }, options.lookahead);
          const kept = choice.held.length
            ? play(engine, world, { held: choice.held, label: choice.label }, options.lookahead)
            : waited;
          simulated += 2 * options.lookahead;
          const ahead = Math.max(heuristic(waited), heuristic(kept));
          score = ahead === Infinity ? score + 1e6 : ahead === -Infinity ? score - 1e6 : ahead;
        }
        const child: BeamNode = { world, parent: node, choice, score };
        if (world.status === 'won')
          return {
            won: true,
            steps: timelineOf(engine, child, options.ticks),
            endTick: world.tick,
            expanded: simulated,
            reason: 'won',
          };
        const key = worldHash(world, quantum);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push(child);
      }
    }
    // Stable: equal scores keep the order they were found in.
    beam = next
      .map((n, i) => ({ n, i }))
      .sort((a, b) => b.n.score - a.n.score || a.i - b.i)
      .slice(0, options.width)
      .map((x) => x.n);
    options.onStretch?.(tick + options.ticks, beam[0]?.world, beam.length);
  }
  return fail('every line of play loses');

  function fail(reason: string): RealtimePlan {
    return { won: false, steps: [], endTick: 0, expanded: simulated, reason };
  }
}
