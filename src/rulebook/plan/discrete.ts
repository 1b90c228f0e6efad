// The planner for worlds that wait for the player: puzzles, boards against the computer, word and code games. Each
// action (a board move as its clicks, a step key, a click on a thing, a typed letter, a whole code guess) is played
// through the engine and the world is run until it is quiet again (the computer's reply included); a best-first
// search over those quiet worlds, with the rulebook's own measure of progress, looks for a win.
import {
  cloneWorld,
  type MoveChoice,
  type RulebookEngine,
  scoreGuess,
  type TickInput,
  type WorldState,
  worldHash,
} from '../engine.ts';
import type { Heuristic } from './heuristic.ts';
import type { PlanStep } from './timeline.ts';

/** Ticks between two inputs of a discrete plan: enough for the golden path to land each on its own tick. */
export const INPUT_GAP = 6;
/** Ticks at the start of a level before the first input. */
export const LEAD_IN = 8;
/** The longest a world may take to become quiet after an input. */
const SETTLE_LIMIT = 60 * 30;

interface Action {
  /** Inputs, one per tick, in order. */
  inputs: ({ press: string } | { click: [number, number] } | { type: string })[];
  /** The board move the clicks make. */
  move?: MoveChoice;
  label: string;
}

interface Node {
  world: WorldState;
  parent: Node | null;
  steps: PlanStep[];
  depth: number;
  priority: number;
  /** The last thing toggled: toggles commute, so a line of play toggles things in rising id order only. */
  toggled: number;
}

/** A binary heap of nodes, highest priority first, ties in insertion order (so the search is deterministic). */
class Frontier {
  private readonly items: { node: Node; seq: number }[] = [];
  private seq = 0;
  get size(): number {
    return this.items.length;
  }
  push(node: Node): void {
    const items = this.items;
    items.push({ node, seq: this.seq++ });
    let i = items.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.before(items[i]!, items[p]!)) break;
      [items[i], items[p]] = [items[p]!, items[i]!];
      i = p;
    }
  }
  pop(): Node | undefined {
    const items = this.items;
    if (!items.length) return undefined;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && this.before(items[l]!, items[m]!)) m = l;
        if (r < items.length && this.before(items[r]!, items[m]!)) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m]!, items[i]!];
        i = m;
      }
    }
    return top.node;
  }
  private before(a: { node: Node; seq: number }, b: { node: Node; seq: number }): boolean {
    return a.node.priority > b.node.priority || (a.node.priority === b.node.priority && a.seq < b.seq);
  }
}

/** Whether the rulebook's world waits for the player (no motion, behaviours or timers of its own). */
export function waitsForPlayer(engine: RulebookEngine): boolean {
  const { book } = engine;
  const moving = ['ship', 'projectile', 'ball', 'oscillator', 'mover', 'falling'];
  for (const kind of book.kinds.values()) {
    if (kind.behaviours.length) return false;
    if (!book.grid && moving.includes(kind.body)) return false;
    if (book.grid && kind.body === 'mover' && (kind.steer === 'hold' || kind.steer === 'heading')) return false;
  }
  return !book.rules.some((r) => r.when.every !== undefined || r.when.after !== undefined);
}

/** Whether time alone changes nothing in a quiet world: no clocks, no timed rules, nothing pending. */
function timeless(engine: RulebookEngine): boolean {
  const { source } = engine.book;
  return !Object.values(source.counters ?? {}).some((c) => c.perSecond !== undefined) && !source.sequence;
}

/** Steps with no input until the world is quiet (and the player may act), or it ends. */
function settle(engine: RulebookEngine, world: WorldState, minTicks: number): void {
  const start = world.tick;
  while (world.status === 'playing' && world.tick - start < SETTLE_LIMIT) {
    if (world.tick - start >= minTicks && engine.isQuiet(world)) return;
    engine.step(world, {});
  }
}

/** Lets `ticks` pass with no input; in a quiet world without clocks only the tick count moves, so it is skipped to. */
function wait(engine: RulebookEngine, world: WorldState, ticks: number, skip: boolean): void {
  if (skip && engine.isQuiet(world)) {
    world.tick += ticks;
    return;
  }
  for (let i = 0; i < ticks && world.status === 'playing'; i++) engine.step(world, {});
}

/** Everything the player can do in a quiet world. */
function actionsOf(engine: RulebookEngine, world: WorldState): Action[] {
  const { book } = engine;
  const out: Action[] = [];
  const legal = engine.legalMoves(world);
  for (const m of legal)
    out.push({
      inputs: engine.clicksFor(world, m, legal).map(([c, r]) => ({ click: [c + 0.5, r + 0.5] as [number, number] })),
      move: m,
      label: `move ${m.move} to ${m.to.join(',')}`,
    });
  for (const c of book.controls) {
    if (['left', 'right', 'up', 'down'].includes(c.do) && book.grid)
      out.push({ inputs: [{ press: c.name }], label: c.name });
    else if (['jump', 'flap', 'release', 'trigger', 'flip_gravity'].includes(c.do))
      out.push({ inputs: [{ press: c.name }], label: c.name });
  }
  const clickable = new Set(engine.rulesFor('clicked').map((i) => book.rules[i]!.when.clicked!));
  const seq = book.source.sequence;
  if (seq && (seq.input ?? 'click') === 'click') {
    clickable.add(seq.of);
    if (seq.lit) clickable.add(seq.lit);
  }
  for (const t of world.things)
    if (!t.dead && !t.hidden && clickable.has(t.kind))
      out.push({
        inputs: [{ click: book.grid ? [t.x + 0.5, t.y + 0.5] : [t.x, t.y] }],
        label: `click ${t.kind} ${t.id}`,
      });
  const typing = book.controls.some((c) => c.keys === 'letters' || c.do === 'type');
  if (typing && !book.source.code) {
    const letters = new Set<string>();
    for (const t of world.things) if (!t.dead && t.label.length === 1) letters.add(t.label);
    const all = [...'abcdefghijklmnopqrstuvwxyz'].filter(
      (l) => !world.typedLetters.includes(l) || (seq && seq.input === 'type'),
    );
    for (const l of [...letters, ...all.filter((l) => !letters.has(l))])
      out.push({ inputs: [{ type: l }], label: `type ${l}` });
  }
  if (book.source.code) out.push(...codeGuesses(engine, world));
  return out;
}

/** Code games: whole guesses consistent with every mark so far (a Wordle or Mastermind solver). */
function codeGuesses(engine: RulebookEngine, world: WorldState): Action[] {
  const { book } = engine;
  const code = book.source.code!;
  const state = world.code;
  const submit = book.controls.find((c) => c.do === 'submit');
  if (!state || state.solved || !submit || state.entry.length) return [];
  const level = book.source.levels[world.level]!;
  const pool =
    code.symbols === 'words'
      ? (level.words ?? book.source.words ?? []).filter((w) => w.length === code.length).map((w) => [...w])
      : combinations(code.symbols, code.length);
  const rows: { guess: string[]; marks: string[] }[] = [];
  for (let r = 0; r < state.row; r++) {
    const row = world.things
      .filter((t) => !t.dead && t.y === r && [code.exact, code.present, code.absent].includes(t.kind))
      .sort((a, b) => a.x - b.x);
    rows.push({
      guess: row.map((t) => t.label),
      marks: row.map((t) => (t.kind === code.exact ? 'exact' : t.kind === code.present ? 'present' : 'absent')),
    });
  }
  const consistent = pool.filter((g) => rows.every((row) => scoreGuess(g, row.guess).join() === row.marks.join()));
  return consistent.slice(0, 6).map((g) => ({
    inputs: [...g.map((s) => ({ type: s })), { press: submit.name }],
    label: `guess ${g.join('')}`,
  }));
}

function combinations(symbols: readonly string[], length: number): string[][] {
  let out: string[][] = [[]];
  for (let i = 0; i < length && out.length < 5000; i++) out = out.flatMap((p) => symbols.map((s) => [...p, s]));
  return out;
}

function apply(
  engine: RulebookEngine,
  from: WorldState,
  action: Action,
  skip: boolean,
): { world: WorldState; steps: PlanStep[] } {
  const world = cloneWorld(from);
  const steps: PlanStep[] = [];
  for (let i = 0; i < action.inputs.length && world.status === 'playing'; i++) {
    // Inputs a tick apart would share a frame in the browser; INPUT_GAP keeps each on a tick of its own.
    const gap = i === 0 ? INPUT_GAP : 2;
    const due = (steps.length ? stepAt(steps.at(-1)!) + gap : from.tick + gap) - 1;
    wait(engine, world, due - world.tick, skip);
    const input = action.inputs[i]!;
    const at = world.tick + 1;
    const last = i === action.inputs.length - 1;
    // A board move is made straight through the engine on the tick of its last click (the clicks before it only
    // pick the piece up); the proof replays the clicks themselves.
    const tick: TickInput =
      action.move && last
        ? { moves: [action.move] }
        : action.move
          ? {}
          : 'press' in input
            ? { pressed: [input.press], held: [input.press] }
            : 'click' in input
              ? { clicks: [input.click] }
              : { typed: [input.type] };
    steps.push(
      'press' in input
        ? { press: input.press, at }
        : 'click' in input
          ? { click: input.click, at }
          : { type: input.type, at },
    );
    engine.step(world, tick);
  }
  settle(engine, world, 1);
  return { world, steps };
}

function stepAt(step: PlanStep): number {
  return 'hold' in step ? step.to : step.at;
}

export interface DiscretePlan {
  won: boolean;
  steps: PlanStep[];
  endTick: number;
  expanded: number;
  reason: string;
}

/**
 * Best-first search for a win from the level's start. `budget` bounds the worlds expanded; `deadline` the wall time
 * (performance.now()). The priority is the heuristic, less a little per action, so shorter wins come first.
 */
export function planDiscrete(
  engine: RulebookEngine,
  start: WorldState,
  heuristic: Heuristic,
  options: { budget: number; deadline: number },
): DiscretePlan {
  const first = cloneWorld(start);
  while (first.tick < LEAD_IN && first.status === 'playing') engine.step(first, {});
  settle(engine, first, 0);
  const root: Node = { world: first, parent: null, steps: [], depth: 0, priority: heuristic(first), toggled: -1 };
  const frontier = new Frontier();
  frontier.push(root);
  const ignored = ignoredCounters(engine);
  const seen = new Set<string>([hashOf(first, ignored)]);
  let expanded = 0;
  let best = root;
  const skip = timeless(engine);
  while (frontier.size) {
    if (expanded >= options.budget)
      return { won: false, steps: [], endTick: 0, expanded, reason: `no win within ${expanded} positions searched` };
    // The budget bounds the search the same on every machine; the wall-clock limit is only a guard against hanging.
    if (performance.now() > options.deadline)
      return {
        won: false,
        steps: [],
        endTick: 0,
        expanded,
        reason: `stopped by the time limit after ${expanded} positions`,
      };
    const node = frontier.pop()!;
    expanded++;
    for (const action of actionsOf(engine, node.world)) {
      const toggle = action.move && engine.book.moves[action.move.move]!.toggle ? action.move.piece : -1;
      // Toggling a light twice undoes it, and toggles commute: one order of each set of toggles is enough.
      if (toggle >= 0 && toggle <= node.toggled) continue;
      const { world, steps } = apply(engine, node.world, action, skip);
      if (world.status === 'lost') continue;
      const child: Node = {
        world,
        parent: node,
        steps,
        depth: node.depth + 1,
        priority: 0,
        toggled: Math.max(toggle, node.toggled),
      };
      if (world.status === 'won')
        return { won: true, steps: collect(child), endTick: world.tick, expanded, reason: 'won' };
      const key = hashOf(world, ignored);
      if (seen.has(key)) continue;
      seen.add(key);
      const value = heuristic(world);
      if (value === -Infinity) continue;
      child.priority = value - 2 * child.depth;
      if (child.priority > best.priority) best = child;
      frontier.push(child);
    }
  }
  return { won: false, steps: [], endTick: 0, expanded, reason: 'every line of play was searched and none wins' };
}

/**
 * Counters nothing reads: only shown (a move count), they never change what can happen, so two worlds that differ
 * only in them are one position. Clocks are left out too: a position is the same whenever it is reached.
 */
export function ignoredCounters(engine: RulebookEngine): string[] {
  const read = new Set<string>();
  const visit = (value: unknown, key?: string): void => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v);
    } else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      // {counter: "x"} is a value read; a counter trigger's name is read; a counter effect's name is written.
      if (typeof o.counter === 'string') read.add(o.counter);
      if (key === 'when' && o.counter && typeof o.counter === 'object') read.add((o.counter as { name: string }).name);
      for (const v of Object.values(o)) visit(v, key);
    }
  };
  const { source } = engine.book;
  for (const r of source.rules) {
    visit(r.when, 'when');
    visit(r.if);
    visit(r.then);
  }
  visit(source.moves);
  visit(source.controls);
  visit(Object.values(source.kinds).map((k) => k.behaviours));
  for (const k of Object.values(source.kinds))
    for (const b of k.behaviours ?? []) if (typeof b.trail?.length === 'string') read.add(b.trail.length);
  for (const c of Object.values(source.counters ?? {})) visit(c.perSecond);
  return Object.entries(source.counters ?? {})
    .filter(([name, c]) => !read.has(name) || c.perSecond !== undefined)
    .map(([name]) => name);
}

/** A world's identity for the search: its things and the counters that matter. */
function hashOf(world: WorldState, ignored: readonly string[]): string {
  if (!ignored.length) return worldHash(world);
  const copy = { ...world, counters: { ...world.counters } };
  for (const name of ignored) delete copy.counters[name];
  return worldHash(copy);
}

function collect(node: Node): PlanStep[] {
  const out: PlanStep[][] = [];
  for (let n: Node | null = node; n; n = n.parent) out.push(n.steps);
  return out.reverse().flat();
}
