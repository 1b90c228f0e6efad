// Rules: *when* something happens, *if* the guards hold, *then* the effects, in the order written. This file holds
// values and comparisons, guards, and every effect; engine.ts decides when each kind of trigger is looked at.
import { around } from './board.ts';
import { type CompiledRulebook, kindOf, TICK_MS } from './compile.ts';
import { resolveWhere, STEP } from './motion.ts';
import { draw } from './random.ts';
import type { Comparison, Effect, Expr, Guard, Rule, Target } from './schema.ts';
import type { Thing, WorldState } from './state.ts';
import { makeThing, ofKind, overlaps } from './things.ts';

/** What the engine tells the game about a tick: score changes, sounds, banners, and the rules that fired. */
export type EngineEvent =
  | { type: 'score'; points: number; reason: string }
  | { type: 'counter'; name: string; value: number }
  | { type: 'sound'; name: string }
  | { type: 'message'; text: string }
  | { type: 'rule'; index: number; note: string }
  | { type: 'destroyed'; kind: string; id: number }
  | { type: 'spawned'; kind: string; id: number }
  | { type: 'moved'; side: string; ply: number }
  | { type: 'revealed'; kind: string; id: number }
  | { type: 'won'; reason: string }
  | { type: 'lost'; reason: string };

export interface Env {
  book: CompiledRulebook;
  world: WorldState;
  events: EngineEvent[];
  /** Things revealed by effects this tick, for `revealed` rules. */
  revealed: Thing[];
  /** Lays a new word out (next_word): level.ts owns how words are placed. */
  nextWord: () => void;
}

export interface FireContext {
  a?: Thing | undefined;
  b?: Thing | undefined;
  pair?: Thing[] | undefined;
  typed?: string | undefined;
}

export function evalExpr(env: Env, e: Expr | undefined): number {
  if (e === undefined) return 0;
  if (typeof e === 'number') return e;
  if ('counter' in e) return (env.world.counters[e.counter] ?? 0) * (e.times ?? 1);
  return countOf(env, e.count, e) * (e.times ?? 1);
}

/** Things of a kind, or of several kinds together (face up or not, on or not on another kind). */
export function countOf(
  env: Env,
  kind: string | readonly string[],
  filter: { on?: string | undefined; notOn?: string | undefined; hidden?: boolean | undefined },
): number {
  const { book, world } = env;
  const kinds = typeof kind === 'string' ? [kind] : kind;
  let n = 0;
  for (const t of world.things) {
    if (t.dead || !kinds.includes(t.kind)) continue;
    if (filter.hidden !== undefined && t.hidden !== filter.hidden) continue;
    if (filter.on !== undefined || filter.notOn !== undefined) {
      const on = world.things.some(
        (o) =>
          !o.dead &&
          o !== t &&
          o.kind === (filter.on ?? filter.notOn) &&
          (book.grid ? o.x === t.x && o.y === t.y : overlaps(t, o, false, false)),
      );
      if (filter.on !== undefined ? !on : on) continue;
    }
    n++;
  }
  return n;
}

/** Whether `value` satisfies every comparison given. */
export function compare(env: Env, value: number, c: Comparison): boolean {
  const eps = 1e-9;
  if (c.atLeast !== undefined && !(value >= evalExpr(env, c.atLeast) - eps)) return false;
  if (c.atMost !== undefined && !(value <= evalExpr(env, c.atMost) + eps)) return false;
  if (c.equals !== undefined && Math.abs(value - evalExpr(env, c.equals)) > eps) return false;
  if (c.above !== undefined && !(value > evalExpr(env, c.above) + eps)) return false;
  if (c.below !== undefined && !(value < evalExpr(env, c.below) - eps)) return false;
  return true;
}

export function guardsHold(env: Env, guards: readonly Guard[] | undefined): boolean {
  if (!guards) return true;
  const { book, world } = env;
  return guards.every((g) => {
    if (g.value) return compare(env, evalExpr(env, g.value.of), g.value);
    if (g.touching) {
      const [ka, kb] = g.touching;
      const as = ofKind(world, ka).filter((t) => !t.hidden);
      const bs = ofKind(world, kb).filter((t) => !t.hidden);
      return as.some((a) =>
        bs.some((b) =>
          book.grid
            ? a.x === b.x && a.y === b.y
            : overlaps(a, b, kindOf(book, a.kind).shape === 'circle', kindOf(book, b.kind).shape === 'circle'),
        ),
      );
    }
    if (g.mover) return world.mover === g.mover;
    if (g.turn) return world.turn === g.turn;
    return true;
  });
}

function targets(env: Env, target: Target | undefined, ctx: FireContext, fallback: 'a' | 'b' = 'a'): Thing[] {
  const t = target ?? fallback;
  if (t === 'a') return ctx.a ? [ctx.a] : [];
  if (t === 'b') return ctx.b ? [ctx.b] : [];
  if (t === 'pair') return ctx.pair ?? [];
  return ofKind(env.world, t);
}

function setCounter(env: Env, name: string, value: number, reason: string): void {
  const { book, world } = env;
  const spec = book.source.counters?.[name];
  let v = value;
  if (spec?.min !== undefined) v = Math.max(spec.min, v);
  if (spec?.max !== undefined) v = Math.min(spec.max, v);
  const before = world.counters[name] ?? 0;
  if (v === before) return;
  world.counters[name] = v;
  if (name === 'score') env.events.push({ type: 'score', points: v - before, reason });
  else env.events.push({ type: 'counter', name, value: v });
}

/** Brings a thing back to where it started, at rest (a ball is served again at its kind's speed). */
function respawn(env: Env, t: Thing): void {
  const kind = kindOf(env.book, t.kind);
  t.dead = false;
  t.x = t.homeX;
  t.y = t.homeY;
  const speed = kind.body === 'projectile' || kind.body === 'ball' ? kind.speed : 0;
  const rad = (kind.angle * Math.PI) / 180;
  t.vx = speed * Math.cos(rad);
  t.vy = speed * Math.sin(rad);
  t.angle = kind.angle;
  t.anchor = -1;
  t.ride = -1;
  t.grounded = false;
  t.heading = kind.heading;
  if (kind.oscillate) t.phase = kind.oscillate.startMs ?? 0;
}

function bounceOff(env: Env, a: Thing, b: Thing, angled: boolean): void {
  const speed = Math.hypot(a.vx, a.vy) || kindOf(env.book, a.kind).speed;
  const dx = (a.x - b.x) / ((a.w + b.w) / 2);
  const dy = (a.y - b.y) / ((a.h + b.h) / 2);
  if (Math.abs(dy) >= Math.abs(dx)) {
    const out = Math.sign(dy) || -1;
    if (angled) {
      const off = Math.max(-1, Math.min(1, (a.x - b.x) / (b.w / 2)));
      const angle = off * (Math.PI / 3);
      a.vx = speed * Math.sin(angle);
      a.vy = out * speed * Math.cos(angle);
    } else a.vy = out * Math.abs(a.vy);
    a.y = b.y + out * ((a.h + b.h) / 2 + 0.5);
  } else {
    const out = Math.sign(dx) || -1;
    if (angled) {
      const off = Math.max(-1, Math.min(1, (a.y - b.y) / (b.h / 2)));
      const angle = off * (Math.PI / 3);
      a.vy = speed * Math.sin(angle);
      a.vx = out * speed * Math.cos(angle);
    } else a.vx = out * Math.abs(a.vx);
    a.x = b.x + out * ((a.w + b.w) / 2 + 0.5);
  }
}

/** Turns a thing face up, once; `revealed` rules hear of it after the effect that did it. */
export function reveal(env: Env, t: Thing): void {
  if (!t.hidden || t.dead) return;
  t.hidden = false;
  env.revealed.push(t);
  env.events.push({ type: 'revealed', kind: t.kind, id: t.id });
}

/** Reveals a thing and, when it is blank (no label, or 0), the hidden things around it, spreading as blanks do. */
export function floodReveal(env: Env, start: Thing): void {
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const t = queue[i]!;
    reveal(env, t);
    if (t.label !== '' && t.label !== '0') continue;
    for (const n of around(env.book, env.world, [t.x, t.y], 'ring', false))
      if (n.hidden && n.kind === start.kind && !queue.includes(n)) queue.push(n);
  }
}

export function spawnAt(
  env: Env,
  kind: string,
  at: [number, number],
  velocity: [number, number] | undefined,
  extra: { side?: Thing['side']; label?: string } = {},
): Thing {
  const made = makeThing(env.book, env.world, kind, at[0], at[1], {
    ...(velocity ? { vx: velocity[0], vy: velocity[1] } : {}),
    ...(extra.side !== undefined ? { side: extra.side } : {}),
    ...(extra.label !== undefined ? { label: extra.label } : {}),
  });
  if (env.book.grid && velocity && (velocity[0] || velocity[1])) {
    const [vx, vy] = velocity;
    made.heading = Math.abs(vx) >= Math.abs(vy) ? (vx > 0 ? 'right' : 'left') : vy > 0 ? 'down' : 'up';
  }
  if (velocity && (velocity[0] || velocity[1])) made.angle = (Math.atan2(velocity[1], velocity[0]) * 180) / Math.PI;
  env.events.push({ type: 'spawned', kind, id: made.id });
  return made;
}

function applyEffect(env: Env, e: Effect, ctx: FireContext, reason: string): void {
  const { book, world } = env;
  if (e.destroy !== undefined) {
    for (const t of targets(env, e.destroy, ctx)) {
      if (t.dead) continue;
      t.dead = true;
      env.events.push({ type: 'destroyed', kind: t.kind, id: t.id });
    }
  } else if (e.spawn) {
    const kind = kindOf(book, e.spawn.kind);
    for (let i = 0; i < (e.spawn.count ?? 1); i++) {
      const at = resolveWhere(book, world, e.spawn.at, ctx, [kind.w, kind.h]);
      const speed = e.spawn.speed ?? (kind.body === 'projectile' || kind.body === 'ball' ? kind.speed : 0);
      const angle = (e.spawn.angle ?? kind.angle) + (e.spawn.spread ? (draw(world) - 0.5) * e.spawn.spread : 0);
      const rad = (angle * Math.PI) / 180;
      spawnAt(env, e.spawn.kind, at, speed ? [Math.cos(rad) * speed, Math.sin(rad) * speed] : undefined);
    }
  } else if (e.split) {
    const into = kindOf(book, e.split.into);
    for (const t of targets(env, e.split.target, ctx)) {
      if (t.dead) continue;
      t.dead = true;
      env.events.push({ type: 'destroyed', kind: t.kind, id: t.id });
      const speed = e.split.speed ?? (into.speed || Math.hypot(t.vx, t.vy) * 1.2);
      const base = draw(world) * Math.PI * 2;
      for (let i = 0; i < e.split.count; i++) {
        const a = base + (i * Math.PI * 2) / e.split.count;
        spawnAt(env, e.split.into, [t.x, t.y], [Math.cos(a) * speed, Math.sin(a) * speed]);
      }
    }
  } else if (e.transform) {
    const into = kindOf(book, e.transform.into);
    for (const t of targets(env, e.transform.target, ctx)) {
      t.kind = into.name;
      if (!book.grid) [t.w, t.h] = [into.w, into.h];
      if (into.side !== null) t.side = into.side;
      t.next = into.behaviours.map(() => -1);
      t.made = into.behaviours.map(() => 0);
      if (into.oscillate && t.phase < 0) t.phase = into.oscillate.startMs ?? 0;
    }
  } else if (e.respawn !== undefined) {
    for (const t of targets(env, e.respawn, ctx)) respawn(env, t);
  } else if (e.push) {
    const pusher = e.push.target === 'a' ? ctx.b : ctx.a;
    for (const t of targets(env, e.push.target, ctx, 'b')) {
      if (!pusher) continue;
      if (book.grid) {
        const dx = Math.sign(t.x - pusher.x);
        const dy = dx === 0 ? Math.sign(t.y - pusher.y) : 0;
        const dir = (Object.keys(STEP) as (keyof typeof STEP)[]).find((d) => STEP[d][0] === dx && STEP[d][1] === dy);
        if (dir) {
          const [c, r] = [t.x + dx, t.y + dy];
          if (
            c >= 0 &&
            r >= 0 &&
            c < book.width &&
            r < book.height &&
            !world.things.some((o) => !o.dead && o.x === c && o.y === r && kindOf(book, o.kind).solid)
          ) {
            t.x = c;
            t.y = r;
          }
        }
      } else {
        const d = Math.hypot(t.x - pusher.x, t.y - pusher.y) || 1;
        const speed = e.push.speed ?? 300;
        t.vx = ((t.x - pusher.x) / d) * speed;
        t.vy = ((t.y - pusher.y) / d) * speed;
      }
    }
  } else if (e.bounce) {
    const other = e.bounce.target === 'b' ? ctx.a : ctx.b;
    for (const t of targets(env, e.bounce.target, ctx)) if (other) bounceOff(env, t, other, e.bounce.angled === true);
  } else if (e.stick !== undefined) {
    const host = e.stick === 'b' ? ctx.a : ctx.b;
    for (const t of targets(env, e.stick, ctx)) {
      if (!host) continue;
      t.ride = host.id;
      t.rideX = t.x - host.x;
      t.rideY = t.y - host.y;
      t.vx = 0;
      t.vy = 0;
    }
  } else if (e.jump !== undefined) {
    for (const t of targets(env, e.jump, ctx)) {
      const kind = kindOf(book, t.kind);
      t.vy = (world.gravity.y >= 0 ? -1 : 1) * kind.jump;
      t.grounded = false;
      t.anchor = -1;
    }
  } else if (e.attach !== undefined) {
    const spec = typeof e.attach === 'string' ? { target: e.attach, to: undefined } : e.attach;
    for (const t of targets(env, spec.target, ctx)) {
      const host = spec.to
        ? ofKind(world, spec.to).reduce<Thing | undefined>(
            (best, o) =>
              !best || Math.hypot(o.x - t.x, o.y - t.y) < Math.hypot(best.x - t.x, best.y - t.y) ? o : best,
            undefined,
          )
        : spec.target === 'b'
          ? ctx.a
          : ctx.b;
      if (!host || t.anchor === host.id) continue;
      const dx = t.x - host.x;
      const dy = t.y - host.y;
      t.rope = Math.max(8, Math.hypot(dx, dy));
      t.theta = Math.atan2(dx, dy);
      // Angular speed from the part of its velocity across the rope.
      t.omega = (t.vx * Math.cos(t.theta) - t.vy * Math.sin(t.theta)) / t.rope;
      t.anchor = host.id;
      t.grounded = false;
    }
  } else if (e.reveal !== undefined) {
    if (typeof e.reveal === 'object') {
      const kind = e.reveal.kind;
      for (const t of ofKind(world, kind)) if (ctx.typed !== undefined && t.label === ctx.typed) reveal(env, t);
    } else for (const t of targets(env, e.reveal, ctx)) reveal(env, t);
  } else if (e.hide) {
    const at = world.tick + Math.round((e.hide.afterMs ?? 0) / TICK_MS);
    for (const t of targets(env, e.hide.target, ctx)) {
      if (at <= world.tick) t.hidden = true;
      else world.pending.push({ tick: at, hide: t.id });
    }
  } else if (e.counter) {
    const name = e.counter.name;
    let v = world.counters[name] ?? 0;
    if (e.counter.set !== undefined) v = evalExpr(env, e.counter.set);
    if (e.counter.add !== undefined) v += evalExpr(env, e.counter.add);
    if (e.counter.times !== undefined) v *= e.counter.times;
    setCounter(env, name, Math.round(v * 1e6) / 1e6, reason);
  } else if (e.score !== undefined) {
    setCounter(env, 'score', (world.counters.score ?? 0) + evalExpr(env, e.score), reason);
  } else if (e.win !== undefined) {
    if (world.status !== 'playing') return;
    world.status = 'won';
    world.reason = typeof e.win === 'string' ? e.win : reason;
    env.events.push({ type: 'won', reason: world.reason });
  } else if (e.lose !== undefined) {
    if (world.status !== 'playing') return;
    world.status = 'lost';
    world.reason = e.lose;
    env.events.push({ type: 'lost', reason: e.lose });
  } else if (e.flip_gravity) {
    world.gravity = { x: -world.gravity.x, y: -world.gravity.y };
  } else if (e.next_word) {
    env.nextWord();
  } else if (e.sound) {
    env.events.push({ type: 'sound', name: e.sound });
  } else if (e.message) {
    env.events.push({ type: 'message', text: e.message });
  }
}

/** A rule's words for a person: its note, else what fires it. */
export function ruleReason(rule: Rule): string {
  if (rule.note) return rule.note;
  const [key, value] = Object.entries(rule.when)[0] ?? ['rule', ''];
  const shown = Array.isArray(value)
    ? value.join(' + ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  return `${key} ${shown}`;
}

function mayFire(env: Env, index: number): boolean {
  const { world, book } = env;
  const rule = book.rules[index]!;
  return world.status === 'playing' && !(rule.once && world.fired[index]) && guardsHold(env, rule.if);
}

/**
 * Fires every rule of `indices` whose guards hold, all judged on the world as it was before any of them acted (so a
 * rule and its "else" twin never both fire); their effects then run in rulebook order. True when any fired.
 */
export function fireRules(env: Env, indices: readonly number[], ctx: FireContext): boolean {
  return fireEach(
    env,
    indices.map((index) => ({ index, ctx })),
  );
}

/** As fireRules, each rule with a context of its own (the thing each typed rule found). */
export function fireEach(env: Env, list: readonly { index: number; ctx: FireContext }[]): boolean {
  const passing = list.filter((r) => mayFire(env, r.index));
  let fired = false;
  for (const r of passing) fired = applyRule(env, r.index, r.ctx) || fired;
  return fired;
}

/** Runs a rule's effects if its guards hold (and it may fire again); true when it fired. */
export function fireRule(env: Env, index: number, ctx: FireContext): boolean {
  return mayFire(env, index) && applyRule(env, index, ctx);
}

function applyRule(env: Env, index: number, ctx: FireContext): boolean {
  const { world, book } = env;
  const rule = book.rules[index]!;
  if (world.status !== 'playing') return false;
  world.fired[index] = true;
  env.events.push({ type: 'rule', index, note: ruleReason(rule) });
  const reason = ruleReason(rule);
  for (const effect of rule.then) {
    applyEffect(env, effect, ctx, reason);
    if (world.status !== 'playing') break;
  }
  return true;
}

/** Runs effects outside a rule (a move's `then`). */
export function runEffects(env: Env, effects: readonly Effect[], ctx: FireContext, reason: string): void {
  for (const effect of effects) {
    applyEffect(env, effect, ctx, reason);
    if (env.world.status !== 'playing') break;
  }
}
