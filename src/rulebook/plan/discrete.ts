// The planner for worlds that wait for the player: puzzles, boards against the computer, word and code games. Each
// action (a board move as its clicks, a step key, a click on a thing, a typed letter, a whole code guess) is played
// through the engine and the world is run until it is quiet again (the computer's reply included); a best-first
// search over those quiet worlds, with the rulebook's own measure of progress, looks for a win.
import { cloneWorld, type RulebookEngine, scoreGuess, type TickInput, type WorldState, worldHash } from '../engine.ts';
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
  label: string;
}

interface Node {
  world: WorldState;
  parent: Node | null;
  steps: PlanStep[];
  depth: number;
  priority: number;
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

/** Steps with no input until the world is quiet (and the player may act), or it ends. */
function settle(engine: RulebookEngine, world: WorldState, minTicks: number): void {
  const start = world.tick;
  while (world.status === 'playing' && world.tick - start < SETTLE_LIMIT) {
    if (world.tick - start >= minTicks && engine.isQuiet(world)) return;
    engine.step(world, {});
  }
}

/** Everything the player can do in a quiet world. */
function actionsOf(engine: RulebookEngine, world: WorldState): Action[] {
  const { book } = engine;
  const out: Action[] = [];
  for (const m of engine.legalMoves(world))
    out.push({
      inputs: engine.clicksFor(world, m).map(([c, r]) => ({ click: [c + 0.5, r + 0.5] as [number, number] })),
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

function apply(engine: RulebookEngine, from: WorldState, action: Action): { world: WorldState; steps: PlanStep[] } {
  const world = cloneWorld(from);
  const steps: PlanStep[] = [];
  for (let i = 0; i < action.inputs.length && world.status === 'playing'; i++) {
    // Inputs a tick apart would share a frame in the browser; INPUT_GAP keeps each on a tick of its own.
    const gap = i === 0 ? INPUT_GAP : 2;
    while (
      world.tick < (steps.length ? stepAt(steps.at(-1)!) + gap : from.tick + gap) - 1 &&
      world.status === 'playing'
    )
      engine.step(world, {});
    const input = action.inputs[i]!;
    const at = world.tick + 1;
    const tick: TickInput =
      'press' in input
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
  const root: Node = { world: first, parent: null, steps: [], depth: 0, priority: heuristic(first) };
  const frontier = new Frontier();
  frontier.push(root);
  const seen = new Set<string>([hashOf(engine, first)]);
  let expanded = 0;
  let best = root;
  while (frontier.size) {
    if (expanded >= options.budget || performance.now() > options.deadline)
      return { won: false, steps: [], endTick: 0, expanded, reason: `no win within ${expanded} positions searched` };
    const node = frontier.pop()!;
    expanded++;
    for (const action of actionsOf(engine, node.world)) {
      const { world, steps } = apply(engine, node.world, action);
      if (world.status === 'lost') continue;
      const child: Node = { world, parent: node, steps, depth: node.depth + 1, priority: 0 };
      if (world.status === 'won')
        return { won: true, steps: collect(child), endTick: world.tick, expanded, reason: 'won' };
      const key = hashOf(engine, world);
      if (seen.has(key)) continue;
      seen.add(key);
      child.priority = heuristic(world) - 2 * child.depth;
      if (child.priority > best.priority) best = child;
      frontier.push(child);
    }
  }
  return { won: false, steps: [], endTick: 0, expanded, reason: 'every line of play was searched and none wins' };
}

/** A world's identity for the search: its things and counters, without the clock's own counters. */
function hashOf(engine: RulebookEngine, world: WorldState): string {
  const clocks = Object.entries(engine.book.source.counters ?? {}).filter(([, c]) => c.perSecond !== undefined);
  if (!clocks.length) return worldHash(world);
  const copy = { ...world, counters: { ...world.counters } };
  for (const [name] of clocks) delete copy.counters[name];
  return worldHash(copy);
}

function collect(node: Node): PlanStep[] {
  const out: PlanStep[][] = [];
  for (let n: Node | null = node; n; n = n.parent) out.push(n.steps);
  return out.reverse().flat();
}
