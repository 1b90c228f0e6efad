// How close a world is to being won, read from the rulebook itself: each rule that wins gives a measure of progress
// (things left to clear, a counter's way to its target, tiles away from their goal, distance to what must be
// touched, lines being built), each rule that loses gives a penalty (a counter running down), and the planner hints
// add their own terms. Higher is better; a lost world is -Infinity.
import {
  type CompiledRulebook,
  countOf,
  type EngineEvent,
  evaluate,
  type Expr,
  legendEntry,
  legendThings,
  mapTokens,
  type RulebookEngine,
  type Thing,
  type WorldState,
} from '../engine.ts';

export type Heuristic = (world: WorldState) => number;

function things(world: WorldState, kind: string | readonly string[]): Thing[] {
  const kinds = typeof kind === 'string' ? [kind] : kind;
  return world.things.filter((t) => !t.dead && kinds.includes(t.kind) && !t.hidden);
}

/**
 * The distance from the nearest pair of things (nearest as the crow flies), measured along `axis`: a bird is kept
 * level with the next gap, not with whichever gap happens to be at its height.
 */
function minDistance(as: Thing[], bs: Thing[], axis: 'x' | 'y' | 'both' = 'both'): number {
  let best = Infinity;
  let along = Infinity;
  for (const a of as)
    for (const b of bs) {
      if (a === b) continue;
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (d < best) {
        best = d;
        along = axis === 'x' ? Math.abs(a.x - b.x) : axis === 'y' ? Math.abs(a.y - b.y) : d;
      }
    }
  return along;
}

/** Scale of one world unit against the world's size, so px arenas and cell boards weigh distance alike. */
function unit(book: CompiledRulebook): number {
  return book.grid ? 1 : Math.max(book.width, book.height) / 20;
}

export function makeHeuristic(engine: RulebookEngine): Heuristic {
  const { book } = engine;
  const source = book.source;
  const env = (world: WorldState) => ({ book, world, events: [] as EngineEvent[], revealed: [], nextWord: () => {} });
  const g: Goal = { engine, book, source, env, u: unit(book) };
  const terms: Term[] = [];
  const goals = goalRules(book);
  for (const [index, rule] of source.rules.entries()) {
    if (goals.has(index)) terms.push(...winTerms(g, rule.when));
    if (rule.then.some((e) => e.lose !== undefined) && rule.when.counter) terms.push(lossTerm(g, rule.when.counter));
  }
  if (book.turns && !terms.length) terms.push((world) => evaluate(book, world, 'player'));
  terms.push(...hintTerms(g));
  terms.push((world) => 0.05 * (world.counters.score ?? 0));
  return (world) => {
    if (world.status === 'lost') return -Infinity;
    if (world.status === 'won') return Infinity;
    let v = 0;
    for (const t of terms) v += t(world);
    return v;
  };
}

type Term = (world: WorldState) => number;
type When = CompiledRulebook['source']['rules'][number]['when'];

/** What every term reads: the engine and its book, an evaluation context for a world, and the unit of distance. */
interface Goal {
  engine: RulebookEngine;
  book: CompiledRulebook;
  source: CompiledRulebook['source'];
  env: (world: WorldState) => Parameters<typeof countOf>[0];
  u: number;
}

/** The progress terms of one rule that wins, one per kind of condition it has. */
function winTerms(g: Goal, w: When): Term[] {
  const { book } = g;
  const terms: Term[] = [];
  if (w.count) terms.push(...countTerms(g, w.count));
  if (w.counter) terms.push(...counterTerms(g, w.counter));
  if (w.pattern) terms.push((world) => -patternDistance(g.engine, world) * 20);
  if (w.touch) {
    const [a, b] = w.touch;
    terms.push((world) => {
      const d = book.grid ? pathDistance(g.engine, world, a, b) : minDistance(things(world, a), things(world, b));
      return Number.isFinite(d) ? (-5 * d) / g.u : 0;
    });
  }
  if (w.lands) terms.push(landsTerm(g, w.lands));
  if (w.reaches) terms.push(reachesTerm(g, w.reaches));
  if (w.sequence) terms.push((world) => (world.sequence ? 50 * world.sequence.round + 10 * world.sequence.at : 0));
  if (w.line) {
    const owner = book.kinds.get(w.line.kind)?.side;
    if (owner === 'player' || owner === null) terms.push((world) => 0.5 * evaluate(book, world, 'player'));
  }
  if (w.noMoves === 'computer' || w.connected || (w.line && book.turns))
    terms.push((world) => 0.2 * evaluate(book, world, 'player'));
  return terms;
}

/** A count to reach, a kind to clear or a count to bring down, and things still off their spots. */
function countTerms(g: Goal, c: NonNullable<When['count']>): Term[] {
  const { book, source, env, engine } = g;
  const terms: Term[] = [];
  if (typeof c.atLeast === 'number' || typeof c.above === 'number') {
    const want = (c.atLeast ?? c.above) as number;
    terms.push((world) => 100 * Math.min(countOf(env(world), c.kind, c), want));
  } else if (!c.on && !c.notOn && c.hidden === undefined) {
    // Clearing a kind: each thing weighs the hits it still takes, splits included (a big rock is seven).
    const kinds = typeof c.kind === 'string' ? [c.kind] : c.kind;
    const weight = new Map(kinds.map((k) => [k, clearingCost(source, k)]));
    terms.push((world) => {
      let left = 0;
      for (const t of world.things) if (!t.dead) left += weight.get(t.kind) ?? 0;
      return -100 * left;
    });
  } else {
    const target = typeof c.atMost === 'number' ? c.atMost : typeof c.equals === 'number' ? c.equals : 0;
    terms.push((world) => -100 * Math.max(0, countOf(env(world), c.kind, c) - target));
  }
  const goal = c.notOn;
  const kinds = typeof c.kind === 'string' ? [c.kind] : c.kind;
  if (goal && book.grid && kinds.every((k) => book.kinds.get(k)?.pushable))
    terms.push((world) => (things(world, c.kind).some((t) => stuck(engine, world, t, goal)) ? -Infinity : 0));
  if (goal) {
    // Each thing still off its spot counts its distance to the nearest free spot.
    terms.push((world) => {
      const spots = things(world, goal);
      return -10 * things(world, c.kind).reduce((sum, t) => sum + Math.min(99, minDistance([t], spots)), 0);
    });
  }
  return terms;
}

/** A counter's way up to its target, or down to it from where it starts. */
function counterTerms(g: Goal, c: NonNullable<When['counter']>): Term[] {
  const terms: Term[] = [];
  const name = c.name;
  if (typeof c.atLeast === 'number' || typeof c.above === 'number') {
    const target = (c.atLeast ?? c.above) as number;
    terms.push((world) => (1000 * Math.min(world.counters[name] ?? 0, target)) / Math.max(1, Math.abs(target)));
  }
  if (typeof c.atMost === 'number') {
    const target = c.atMost;
    const start = g.source.counters?.[name]?.initial ?? 0;
    terms.push(
      (world) => (-300 * Math.max(0, (world.counters[name] ?? 0) - target)) / Math.max(1, Math.abs(start - target)),
    );
  }
  return terms;
}

/** Landing: the distance to the pad, and coming in at the right speed for the distance left. */
function landsTerm(g: Goal, l: NonNullable<When['lands']>): Term {
  const { u } = g;
  return (world) => {
    const on = l.on ? things(world, l.on) : [];
    const me = things(world, l.kind);
    const d = on.length ? minDistance(me, on) : 0;
    if (l.slower === undefined || !Number.isFinite(d)) return Number.isFinite(d) ? (-5 * d) / u : 0;
    // Coming in, the right speed shrinks with the distance left, down to well under the landing speed: faster
    // is a crash, slower wastes what keeps it up. Sideways drift counts against it too.
    const t = me[0]!;
    const toward = l.on
      ? on.reduce((a, b) => (Math.hypot(b.x - t.x, b.y - t.y) < Math.hypot(a.x - t.x, a.y - t.y) ? b : a))
      : t;
    const wanted = l.slower * 0.6 + 4 * Math.sqrt(d);
    const down = world.gravity.y >= 0 ? t.vy : -t.vy;
    const off = Math.abs(toward.x - t.x);
    return (-5 * d) / u - 0.4 * Math.abs(down - wanted) - 0.2 * Math.max(0, Math.abs(t.vx) - (off > 20 ? 80 : 15));
  };
}

/** Rows left for the nearest piece of a kind to the row it must reach. */
function reachesTerm(g: Goal, r: NonNullable<When['reaches']>): Term {
  const { book } = g;
  return (world) => {
    const best = things(world, r.kind).reduce((m, t) => {
      const row =
        r.row === 'last' ? (t.side === 'computer' ? book.height - 1 : 0) : r.row === 'first' ? book.height - 1 : r.row;
      return Math.min(m, Math.abs(t.y - row));
    }, Infinity);
    return Number.isFinite(best) ? -15 * best : 0;
  };
}

/** A rule that loses on a counter: a counter running down to a loss (balls left) or up to it (misses). */
function lossTerm(g: Goal, c: NonNullable<When['counter']>): Term {
  const start = g.source.counters?.[c.name]?.initial ?? 0;
  const limit = c.atLeast ?? c.above;
  if (typeof limit === 'number' && c.name !== 'score')
    return (world) => (-2000 * Math.max(0, (world.counters[c.name] ?? 0) - start)) / Math.max(1, limit - start);
  return (world) => -2000 * Math.max(0, start - (world.counters[c.name] ?? 0));
}

/** Counters a control needs (kept, not spent early), the planner's "near" hints and its preferences. */
function hintTerms(g: Goal): Term[] {
  const { book, source, engine, env, u } = g;
  const terms: Term[] = [];
  // A counter a control needs (fuel, ammo) is worth keeping: spending it all early strands the player.
  const resources = new Set(
    book.controls.flatMap((c) =>
      (c.if ?? []).flatMap((guard) =>
        guard.value && typeof guard.value.of === 'object' && 'counter' in guard.value.of
          ? [guard.value.of.counter]
          : [],
      ),
    ),
  );
  for (const name of resources) {
    const full = Math.max(1, source.counters?.[name]?.initial ?? 1);
    terms.push((world) => (20 * (world.counters[name] ?? 0)) / full);
  }
  for (const n of source.planner?.near ?? [])
    terms.push((world) => {
      // On a grid "near" is the way round the walls; capped, so a hint never outweighs real progress.
      const d =
        book.grid && (n.axis ?? 'both') === 'both'
          ? pathDistance(engine, world, n.kind, n.to)
          : minDistance(things(world, n.kind), things(world, n.to), n.axis ?? 'both');
      return Number.isFinite(d) ? -(n.weight ?? 1) * 3 * Math.min(d / u, 10) : 0;
    });
  const prefer = source.planner?.prefer ?? [];
  if (prefer.length)
    terms.push((world) =>
      prefer.reduce((s, p) => s + p.weight * exprValue(p.value, world, (k, f) => countOf(env(world), k, f)), 0),
    );
  return terms;
}

function exprValue(
  e: Expr,
  world: WorldState,
  count: (
    kind: string | readonly string[],
    f: { on?: string | undefined; notOn?: string | undefined; hidden?: boolean | undefined },
  ) => number,
): number {
  if (typeof e === 'number') return e;
  if ('counter' in e) return (world.counters[e.counter] ?? 0) * (e.times ?? 1);
  return count(e.count, e) * (e.times ?? 1);
}

/**
 * Grid: the fewest steps from a thing of `from` to a thing of `to` through cells nothing solid fills (Infinity when
 * walled off), so a maze's pellets are near by the corridors, not through the walls.
 */
function pathDistance(engine: RulebookEngine, world: WorldState, from: string, to: string): number {
  const { book } = engine;
  const w = book.width;
  const h = book.height;
  const solid = new Uint8Array(w * h);
  const goal = new Uint8Array(w * h);
  const queue: number[] = [];
  const dist = new Int32Array(w * h).fill(-1);
  for (const t of world.things) {
    if (t.dead || t.x < 0 || t.y < 0 || t.x >= w || t.y >= h) continue;
    const i = t.y * w + t.x;
    if (t.kind === to && !t.hidden) goal[i] = 1;
    else if (book.kinds.get(t.kind)!.solid && t.kind !== from) solid[i] = 1;
  }
  for (const t of world.things)
    if (!t.dead && t.kind === from && t.x >= 0 && t.y >= 0 && t.x < w && t.y < h) {
      const i = t.y * w + t.x;
      dist[i] = 0;
      queue.push(i);
    }
  for (let at = 0; at < queue.length; at++) {
    const i = queue[at]!;
    if (goal[i]) return dist[i]!;
    const c = i % w;
    const r = (i - c) / w;
    for (const [dc, dr] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const nc = c + dc;
      const nr = r + dr;
      if (nc < 0 || nr < 0 || nc >= w || nr >= h) continue;
      const j = nr * w + nc;
      if (dist[j]! >= 0 || solid[j]) continue;
      dist[j] = dist[i]! + 1;
      queue.push(j);
    }
  }
  return Infinity;
}

/**
 * The rules the planner works towards: those that win, and those that make what a winning rule needs (the door that
 * opens once the gems are in, followed back two steps).
 */
function goalRules(book: CompiledRulebook): Set<number> {
  const source = book.source;
  const goals = new Set<number>();
  source.rules.forEach((r, i) => {
    if (r.then.some((e) => e.win !== undefined)) goals.add(i);
  });
  const placed = new Set<string>();
  for (const level of source.levels) {
    for (const token of mapTokens(level.map ?? []).flat()) {
      const e = legendEntry(book, level, token);
      if (e) for (const t of legendThings(e)) placed.add(t.kind);
    }
    for (const t of level.things ?? []) placed.add(t.kind);
  }
  const needs = (r: CompiledRulebook['source']['rules'][number]): string[] => {
    const w = r.when;
    return [...(w.touch ?? []), ...(w.clicked ? [w.clicked] : [])].filter((k) => !placed.has(k));
  };
  for (let round = 0; round < 2; round++)
    for (const g of [...goals])
      for (const kind of needs(source.rules[g]!))
        source.rules.forEach((r, i) => {
          const makes = r.then.some(
            (e) => e.transform?.into === kind || e.spawn?.kind === kind || e.split?.into === kind,
          );
          if (makes) goals.add(i);
        });
  return goals;
}

/** Hits a thing of `kind` takes to clear: one, plus what it splits into (followed through the rules' splits). */
function clearingCost(source: CompiledRulebook['source'], kind: string, seen: string[] = []): number {
  if (seen.includes(kind)) return 1;
  let cost = 1;
  for (const rule of source.rules) {
    const hit = rule.when.touch?.includes(kind) || rule.when.clicked === kind;
    if (!hit) continue;
    for (const e of rule.then)
      if (e.split) {
        const target = e.split.target ?? 'a';
        const subject =
          target === 'a' ? (rule.when.touch?.[0] ?? rule.when.clicked) : target === 'b' ? rule.when.touch?.[1] : target;
        if (subject === kind) cost += e.split.count * clearingCost(source, e.split.into, [...seen, kind]);
      }
  }
  return cost;
}

/**
 * A pushable thing off its spot and against two walls at a right angle can never be pushed again: the world it is in
 * cannot be won by that rule (Sokoban's dead corner).
 */
function stuck(engine: RulebookEngine, world: WorldState, t: Thing, spot: string): boolean {
  const { book } = engine;
  const blocked = (c: number, r: number) =>
    c < 0 ||
    r < 0 ||
    c >= book.width ||
    r >= book.height ||
    world.things.some(
      (o) => !o.dead && o.x === c && o.y === r && book.kinds.get(o.kind)!.solid && !book.kinds.get(o.kind)!.pushable,
    );
  if (world.things.some((o) => !o.dead && o.kind === spot && o.x === t.x && o.y === t.y)) return false;
  const h = blocked(t.x - 1, t.y) || blocked(t.x + 1, t.y);
  const v = blocked(t.x, t.y - 1) || blocked(t.x, t.y + 1);
  return h && v;
}

/** How far a board is from its goal map: labelled things count their distance to their goal cell, others 1. */
export function patternDistance(engine: RulebookEngine, world: WorldState): number {
  const { book } = engine;
  const level = book.source.levels[world.level]!;
  if (!level.goal) {
    const spec = level.generate?.word;
    if (!spec || !world.word) return 0;
    const row = world.things.filter((t) => !t.dead && t.kind === spec.kind).sort((a, b) => a.y - b.y || a.x - b.x);
    let d = 0;
    row.forEach((t, i) => {
      if (t.label !== world.word[i]) d++;
    });
    return d;
  }
  const wanted = new Map<string, [number, number][]>();
  mapTokens(level.goal).forEach((row, r) => {
    row.forEach((token, c) => {
      const entry = legendEntry(book, level, token);
      const e = entry ? legendThings(entry)[0] : undefined;
      if (!e) return;
      const key = `${e.kind}|${e.label ?? ''}`;
      wanted.set(key, [...(wanted.get(key) ?? []), [c, r]]);
    });
  });
  let d = 0;
  for (const t of world.things) {
    if (t.dead) continue;
    const cells = wanted.get(`${t.kind}|${t.label}`) ?? wanted.get(`${t.kind}|`);
    if (!cells) continue;
    d += Math.min(...cells.map(([c, r]) => Math.abs(c - t.x) + Math.abs(r - t.y)));
  }
  return d;
}
