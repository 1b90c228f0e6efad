// How things move, one tick at a time: what the controls ask of the controlled kind, what each behaviour does, and
// each body's physics, with the contacts, landings and exits that rules listen to. Arena units are px and px/s;
// on a grid a thing moves a whole cell at a time.
import { around, inside } from './board.ts';
import { type CompiledRulebook, type NormalControl, type NormalKind, TICK_MS } from './compile.ts';
import { draw, drawBetween, drawInt } from './random.ts';
import type { Direction, Edge, Where } from './schema.ts';
import type { Thing, WorldState } from './state.ts';
import { byId, makeThing, ofKind, overlaps, pastEdge } from './things.ts';

const DT = TICK_MS / 1000;
export const STEP: Record<Direction, [number, number]> = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };
const REVERSE: Record<Direction, Direction> = { left: 'right', right: 'left', up: 'down', down: 'up' };
const ALL_DIRS: Direction[] = ['up', 'right', 'down', 'left'];

/** What physics reports to the rules: contacts that began, landings, and things that left the world. */
export interface MotionReport {
  bumps: [Thing, Thing][];
  landings: { thing: Thing; on: Thing | null; speed: number }[];
  exits: { thing: Thing; edge: Edge }[];
  /** Grid: things that moved onto a cell this tick (contacts with what is there). */
  entered: Thing[];
}

export function emptyReport(): MotionReport {
  return { bumps: [], landings: [], exits: [], entered: [] };
}

function kindOf(book: CompiledRulebook, t: Thing): NormalKind {
  return book.kinds.get(t.kind)!;
}

function nearest(world: WorldState, from: Thing, kind: string): Thing | undefined {
  let best: Thing | undefined;
  let bestD = Infinity;
  for (const t of world.things) {
    if (t.dead || t.hidden || t.kind !== kind || t === from) continue;
    const d = (t.x - from.x) ** 2 + (t.y - from.y) ** 2;
    if (d < bestD) [best, bestD] = [t, d];
  }
  return best;
}

// ---- positions ----

/** Where a new thing goes, as world coordinates (px, or a cell). */
export function resolveWhere(
  book: CompiledRulebook,
  world: WorldState,
  where: Where | undefined,
  ctx: { a?: Thing | undefined; b?: Thing | undefined },
  size: [number, number],
): [number, number] {
  const [w, h] = size;
  const base = ctx.a;
  if (where === undefined || where === 'self' || where === 'start')
    return base ? (where === 'start' ? [base.homeX, base.homeY] : [base.x, base.y]) : randomSpot(book, world, w, h);
  if (typeof where === 'object' && !('of' in where)) return [where.x, where.y];
  if (typeof where === 'object') {
    const t = where.of === 'a' ? ctx.a : ctx.b;
    const [dx, dy] = where.offset ?? [0, 0];
    if (!t) return randomSpot(book, world, w, h);
    return [where.x ?? t.x + dx, where.y ?? t.y + dy];
  }
  if (where === 'random') return randomSpot(book, world, w, h);
  if (where === 'random_empty') return emptySpot(book, world, w, h);
  const along = (span: number, margin: number) =>
    book.grid ? drawInt(world, span) : drawBetween(world, margin, span - margin);
  const far = (span: number, margin: number) => (book.grid ? span - 1 : span - margin);
  const near = (margin: number) => (book.grid ? 0 : margin);
  if (where === 'top') return [along(book.width, w / 2), near(h / 2)];
  if (where === 'bottom') return [along(book.width, w / 2), far(book.height, h / 2)];
  if (where === 'left') return [near(w / 2), along(book.height, h / 2)];
  return [far(book.width, w / 2), along(book.height, h / 2)];
}

function randomSpot(book: CompiledRulebook, world: WorldState, w: number, h: number): [number, number] {
  if (book.grid) return [drawInt(world, book.width), drawInt(world, book.height)];
  return [drawBetween(world, w / 2, book.width - w / 2), drawBetween(world, h / 2, book.height - h / 2)];
}

function emptySpot(book: CompiledRulebook, world: WorldState, w: number, h: number): [number, number] {
  if (book.grid) {
    const taken = new Set(world.things.filter((t) => !t.dead).map((t) => `${t.x},${t.y}`));
    const free: [number, number][] = [];
    for (let r = 0; r < book.height; r++)
      for (let c = 0; c < book.width; c++) if (!taken.has(`${c},${r}`)) free.push([c, r]);
    return free.length ? free[drawInt(world, free.length)]! : randomSpot(book, world, w, h);
  }
  for (let i = 0; i < 30; i++) {
    const [x, y] = randomSpot(book, world, w, h);
    const probe = { x, y, w, h } as Thing;
    if (!world.things.some((t) => !t.dead && overlaps(probe, t, false, false))) return [x, y];
  }
  return randomSpot(book, world, w, h);
}

// ---- grid steps ----

function solidAt(book: CompiledRulebook, world: WorldState, c: number, r: number, except: Thing): Thing | undefined {
  return world.things.find(
    (t) => !t.dead && !t.hidden && t !== except && t.x === c && t.y === r && kindOf(book, t).solid,
  );
}

function pushableAt(book: CompiledRulebook, world: WorldState, c: number, r: number): Thing | undefined {
  return world.things.find((t) => !t.dead && !t.hidden && t.x === c && t.y === r && kindOf(book, t).pushable);
}

/**
 * Moves a grid thing one cell; true when it moved. Walls of the world block it (or wrap it, or let it leave); a
 * solid thing blocks it and is bumped; a pushable thing is pushed when the cell beyond is free.
 */
export function gridStep(
  book: CompiledRulebook,
  world: WorldState,
  t: Thing,
  dir: Direction,
  report: MotionReport,
): boolean {
  const kind = kindOf(book, t);
  const [dc, dr] = STEP[dir];
  let [c, r] = [t.x + dc, t.y + dr];
  if (!inside(book, c, r)) {
    const edge: Edge = c < 0 ? 'left' : c >= book.width ? 'right' : r < 0 ? 'top' : 'bottom';
    const mode = laneWraps(kind) ? 'wrap' : kind.edges[edge];
    if (mode === 'wall') return false;
    if (mode === 'open') {
      leaveTrail(book, world, t);
      t.x = c;
      t.y = r;
      report.exits.push({ thing: t, edge });
      return true;
    }
    c = (c + book.width) % book.width;
    r = (r + book.height) % book.height;
  }
  const pushed = pushableAt(book, world, c, r);
  if (pushed && pushed !== t) {
    const [pc, pr] = [c + dc, r + dr];
    if (!inside(book, pc, pr) || solidAt(book, world, pc, pr, pushed) || pushableAt(book, world, pc, pr)) {
      report.bumps.push([t, pushed]);
      return false;
    }
    pushed.x = pc;
    pushed.y = pr;
    report.entered.push(pushed);
  }
  const blocker = solidAt(book, world, c, r, t);
  if (blocker && blocker !== pushed) {
    report.bumps.push([t, blocker]);
    return false;
  }
  leaveTrail(book, world, t);
  t.x = c;
  t.y = r;
  t.heading = dir;
  report.entered.push(t);
  return true;
}

function laneWraps(kind: NormalKind): boolean {
  return kind.behaviours.some((b) => b.lane?.wrap);
}

/** A trail's owner drops a segment where it stood, and forgets the oldest beyond the trail's length. */
function leaveTrail(book: CompiledRulebook, world: WorldState, t: Thing): void {
  const trail = kindOf(book, t).behaviours.find((b) => b.trail)?.trail;
  if (!trail) return;
  const seg = makeThing(book, world, trail.kind, t.x, t.y);
  t.trail.unshift(seg.id);
  const length =
    trail.length === undefined
      ? Infinity
      : typeof trail.length === 'number'
        ? trail.length
        : Math.max(0, Math.round(world.counters[trail.length] ?? 0));
  while (t.trail.length > length) {
    const old = byId(world, t.trail.pop()!);
    if (old) old.dead = true;
  }
}

function gridFree(book: CompiledRulebook, world: WorldState, t: Thing, dir: Direction, ahead: number): boolean {
  let [c, r] = [t.x, t.y];
  for (let k = 0; k < ahead; k++) {
    c += STEP[dir][0];
    r += STEP[dir][1];
    if (!inside(book, c, r)) {
      const kind = kindOf(book, t);
      const edge: Edge = c < 0 ? 'left' : c >= book.width ? 'right' : r < 0 ? 'top' : 'bottom';
      if (kind.edges[edge] !== 'wrap') return false;
      c = (c + book.width) % book.width;
      r = (r + book.height) % book.height;
    }
    if (solidAt(book, world, c, r, t)) return false;
  }
  return true;
}

// ---- controls ----

export interface ControlInput {
  held: ReadonlySet<string>;
  pressed: ReadonlySet<string>;
}

/** Applies the controls to the things they move; returns the controls that were pressed (for `action` rules). */
export function applyControls(
  book: CompiledRulebook,
  world: WorldState,
  input: ControlInput,
  report: MotionReport,
  shoot: (shooter: Thing, kind: string) => void,
  allowed: (control: NormalControl) => boolean,
): void {
  for (const t of world.things) {
    t.ix = 0;
    t.iy = 0;
  }
  for (const control of book.controls) {
    const down = input.held.has(control.name) || input.pressed.has(control.name);
    const pressed = input.pressed.has(control.name);
    if (!down || !control.kind || !allowed(control)) continue;
    for (const t of ofKind(world, control.kind)) {
      const kind = kindOf(book, t);
      switch (control.do) {
        case 'left':
        case 'right':
        case 'up':
        case 'down':
          steer(book, world, t, kind, control.do, pressed, report);
          break;
        case 'rotate_left':
          t.angle -= kind.turn * DT;
          break;
        case 'rotate_right':
          t.angle += kind.turn * DT;
          break;
        case 'thrust': {
          const rad = (t.angle * Math.PI) / 180;
          t.vx += Math.cos(rad) * kind.thrust * DT;
          t.vy += Math.sin(rad) * kind.thrust * DT;
          t.grounded = false;
          break;
        }
        case 'jump':
        case 'flap':
          if (pressed && (control.do === 'flap' || t.grounded || t.anchor >= 0)) {
            const up = world.gravity.y >= 0 ? -1 : 1;
            t.anchor = -1;
            t.vy = up * kind.jump;
            t.grounded = false;
          }
          break;
        case 'flip_gravity':
          if (pressed && t.grounded) {
            world.gravity = { x: -world.gravity.x, y: -world.gravity.y };
            t.grounded = false;
          }
          break;
        case 'release':
          if (pressed) release(t);
          break;
        case 'shoot':
          if (control.spawn && world.tick >= t.readyAt) {
            shoot(t, control.spawn);
            t.readyAt = world.tick + Math.round((control.cooldownMs ?? 250) / TICK_MS);
          }
          break;
        default:
          break;
      }
    }
  }
}

function steer(
  book: CompiledRulebook,
  world: WorldState,
  t: Thing,
  kind: NormalKind,
  dir: Direction,
  pressed: boolean,
  report: MotionReport,
): void {
  const [dx, dy] = STEP[dir];
  if (!book.grid) {
    if (kind.steer === 'heading') {
      if (pressed) t.angle = Math.atan2(dy, dx) * (180 / Math.PI);
      return;
    }
    t.ix = t.ix || dx;
    t.iy = t.iy || dy;
    return;
  }
  if (kind.steer === 'step') {
    if (pressed) gridStep(book, world, t, dir, report);
  } else if (kind.steer === 'heading' || kind.steer === 'slide') {
    if (!pressed || t.sliding) return;
    // A thing that trails its body cannot turn back into it.
    if (t.heading && dir === REVERSE[t.heading] && t.trail.length > 0) return;
    t.heading = dir;
    if (kind.steer === 'slide') {
      t.ix = dx;
      t.iy = dy;
    }
  } else {
    t.ix = dx;
    t.iy = dy;
  }
}

function release(t: Thing): void {
  if (t.anchor >= 0) t.anchor = -1;
  else if (t.phase >= 0) t.phase = -1;
}

// ---- behaviours ----

/** Runs every thing's behaviours for one tick; `spawn` makes what a spawner or shooter creates. */
export function runBehaviours(
  book: CompiledRulebook,
  world: WorldState,
  report: MotionReport,
  spawn: (kind: string, at: [number, number], v: [number, number], from: Thing) => void,
): void {
  const marched = new Set<string>();
  for (const t of [...world.things]) {
    if (t.dead) continue;
    const kind = kindOf(book, t);
    kind.behaviours.forEach((b, i) => {
      if (t.dead) return;
      const first = t.next[i]! < 0;
      const due = first || world.tick >= t.next[i]!;
      const later = (ms: number) => {
        t.next[i] = world.tick + Math.max(1, Math.round(ms / TICK_MS));
      };
      if (b.march) {
        if (!marched.has(t.kind)) {
          marched.add(t.kind);
          march(book, world, t.kind, b.march);
        }
      } else if (b.chase || b.flee) {
        const target = nearest(world, t, (b.chase?.target ?? b.flee?.from)!);
        const speed = b.chase?.speed ?? b.flee?.speed ?? kind.speed;
        if (!target) return;
        const sign = b.chase ? 1 : -1;
        if (book.grid) {
          if (!due) return;
          later(1000 / Math.max(speed, 0.01));
          const options = ALL_DIRS.filter((d) => gridFree(book, world, t, d, 1));
          const score = (d: Direction) => sign * -Math.hypot(t.x + STEP[d][0] - target.x, t.y + STEP[d][1] - target.y);
          const best = options.sort((a, z) => score(z) - score(a))[0];
          if (best) gridStep(book, world, t, best, report);
        } else {
          const d = Math.hypot(target.x - t.x, target.y - t.y) || 1;
          t.vx = (sign * speed * (target.x - t.x)) / d;
          t.vy = (sign * speed * (target.y - t.y)) / d;
        }
      } else if (b.wander) {
        const speed = b.wander.speed ?? kind.speed;
        if (due) {
          later(b.wander.turnEveryMs ?? 1500);
          if (book.grid) t.heading = ALL_DIRS[drawInt(world, 4)]!;
          else {
            const a = draw(world) * Math.PI * 2;
            t.vx = Math.cos(a) * speed;
            t.vy = Math.sin(a) * speed;
          }
        }
        if (book.grid && t.heading && world.tick % kind.moveEveryTicks === 0)
          if (!gridStep(book, world, t, t.heading, report)) t.heading = REVERSE[t.heading];
      } else if (b.patrol) {
        const speed = b.patrol.speed ?? kind.speed;
        const axis = b.patrol.axis === 'x' ? 0 : 1;
        const pos = axis === 0 ? t.x : t.y;
        const home = axis === 0 ? t.homeX : t.homeY;
        if (pos >= home + b.patrol.range) t.dir = -1;
        if (pos <= home - b.patrol.range) t.dir = 1;
        if (book.grid) {
          if (!due) return;
          later(1000 / Math.max(speed, 0.01));
          const dir: Direction = axis === 0 ? (t.dir > 0 ? 'right' : 'left') : t.dir > 0 ? 'down' : 'up';
          if (!gridStep(book, world, t, dir, report)) t.dir = -t.dir;
        } else if (axis === 0) [t.vx, t.vy] = [t.dir * speed, 0];
        else [t.vx, t.vy] = [0, t.dir * speed];
      } else if (b.lane) {
        const speed = b.lane.speed ?? kind.speed;
        if (book.grid) {
          if (!due) return;
          later(1000 / Math.max(speed, 0.01));
          if (!first) gridStep(book, world, t, b.lane.dir, report);
        } else if (b.lane.dir === 'left' || b.lane.dir === 'right') t.vx = STEP[b.lane.dir][0] * speed;
        else t.vy = STEP[b.lane.dir][1] * speed;
      } else if (b.popup) {
        if (!due) return;
        const jitter = b.popup.jitterMs ? draw(world) * b.popup.jitterMs : 0;
        if (first) {
          // The first rise comes at a seeded moment within the first down time, so moles do not rise together.
          t.hidden = true;
          t.dir = -1;
          later(draw(world) * b.popup.downMs + jitter);
          return;
        }
        // dir is the phase (1 up, -1 down); a thing knocked down early (hidden) stays down until its next rise.
        t.dir = -t.dir;
        t.hidden = t.dir < 0;
        later((t.hidden ? b.popup.downMs : b.popup.upMs) + jitter);
      } else if (b.spawn) {
        const s = b.spawn;
        if (first) later(s.firstMs ?? s.everyMs);
        if (first || !due) return;
        later(s.everyMs);
        if (s.count !== undefined && t.made[i]! >= s.count) return;
        if (s.max !== undefined && ofKind(world, s.kind).length >= s.max) return;
        t.made[i] = t.made[i]! + 1;
        const made = book.kinds.get(s.kind)!;
        const at = resolveWhere(book, world, s.at, { a: t }, [made.w, made.h]);
        // A spawned thing flies off only if it is a projectile or ball, or the spawn gives it a speed.
        const speed = s.speed ?? (made.body === 'projectile' || made.body === 'ball' ? made.speed : 0);
        const angle = (s.angle ?? made.angle) + (s.spread ? (draw(world) - 0.5) * s.spread : 0);
        const rad = (angle * Math.PI) / 180;
        const v: [number, number] = [Math.cos(rad) * speed, Math.sin(rad) * speed];
        spawn(s.kind, at, v, t);
        for (const extra of s.with ?? []) spawn(extra.kind, [at[0] + extra.offset[0], at[1] + extra.offset[1]], v, t);
      } else if (b.shoot) {
        if (first) later(b.shoot.everyMs);
        if (first || !due || t.hidden) return;
        later(b.shoot.everyMs);
        if (b.shoot.chance !== undefined && draw(world) >= b.shoot.chance) return;
        const speed = b.shoot.speed ?? book.kinds.get(b.shoot.kind)!.speed;
        const [dx, dy] = aimOf(book, world, t, b.shoot.aim);
        const len = Math.hypot(dx, dy) || 1;
        spawn(b.shoot.kind, [t.x, t.y], [(dx / len) * speed, (dy / len) * speed], t);
      } else if (b.track) {
        const target = nearest(world, t, b.track.target);
        if (!target) return;
        const axis = b.track.axis;
        const gap = (axis === 'x' ? target.x : target.y) - (axis === 'x' ? t.x : t.y);
        const speed = b.track.speed ?? kind.speed;
        const v = Math.abs(gap) <= (b.track.deadZone ?? 0) ? 0 : Math.sign(gap) * Math.min(speed, Math.abs(gap) / DT);
        if (axis === 'x') t.vx = v;
        else t.vy = v;
      } else if (b.avoid && book.grid && t.heading) {
        if (gridFree(book, world, t, t.heading, b.avoid.lookahead ?? 1)) return;
        const heading = t.heading;
        const turns = ALL_DIRS.filter((d) => d !== heading && d !== REVERSE[heading] && gridFree(book, world, t, d, 1));
        if (turns.length) t.heading = turns[turns.length > 1 ? drawInt(world, turns.length) : 0]!;
      }
    });
  }
}

function aimOf(book: CompiledRulebook, world: WorldState, t: Thing, aim: string): [number, number] {
  if (aim === 'player' && book.playerKind) {
    const p = nearest(world, t, book.playerKind);
    if (p) return [p.x - t.x, p.y - t.y];
  }
  if (aim === 'forward') {
    const rad = (t.angle * Math.PI) / 180;
    return [Math.cos(rad), Math.sin(rad)];
  }
  const d = (aim === 'player' ? 'down' : aim) as Direction;
  return STEP[d] ?? [0, 1];
}

function march(book: CompiledRulebook, world: WorldState, kind: string, m: { speed: number; drop: number }): void {
  const group = ofKind(world, kind);
  if (!group.length) return;
  const dir = group[0]!.dir;
  const dx = dir * m.speed * DT;
  const hits = group.some((t) => t.x + dx - t.w / 2 < 0 || t.x + dx + t.w / 2 > book.width);
  for (const t of group) {
    if (hits) {
      t.dir = -dir;
      t.y += m.drop;
    } else t.x += dx;
    t.vx = 0;
    t.vy = 0;
  }
}

// ---- physics ----

function blockersOf(book: CompiledRulebook, world: WorldState, t: Thing): Thing[] {
  return world.things.filter((o) => o !== t && !o.dead && !o.hidden && kindOf(book, o).solid && o.ride !== t.id);
}

/** The blocker `t` overlaps, if any; a one-way ledge blocks only a thing that was above it and is coming down. */
function collides(book: CompiledRulebook, t: Thing, blockers: Thing[], downBy = 0): Thing | undefined {
  const circle = kindOf(book, t).shape === 'circle';
  return blockers.find((o) => {
    if (kindOf(book, o).oneWay && !(downBy > 0 && t.y - downBy + t.h / 2 <= o.y - o.h / 2 + 0.5)) return false;
    return overlaps(t, o, circle, kindOf(book, o).shape === 'circle');
  });
}

/** Keeps a thing inside walls, wraps it, or reports it leaving; returns the wall it was stopped by, if any. */
function worldEdges(book: CompiledRulebook, t: Thing, kind: NormalKind, report: MotionReport): Edge | null {
  const wraps = laneWraps(kind);
  const checks: [Edge, boolean][] = [
    ['left', t.x - t.w / 2 < 0],
    ['right', t.x + t.w / 2 > book.width],
    ['top', t.y - t.h / 2 < 0],
    ['bottom', t.y + t.h / 2 > book.height],
  ];
  let stopped: Edge | null = null;
  for (const [edge, beyond] of checks) {
    if (!beyond) continue;
    const mode = wraps ? 'wrap' : kind.body === 'projectile' && kind.edges[edge] === 'wall' ? 'open' : kind.edges[edge];
    if (mode === 'wall') {
      if (edge === 'left') t.x = t.w / 2;
      if (edge === 'right') t.x = book.width - t.w / 2;
      if (edge === 'top') t.y = t.h / 2;
      if (edge === 'bottom') t.y = book.height - t.h / 2;
      stopped = edge;
    } else if (mode === 'wrap') {
      const past = pastEdge(book, t);
      if (past === 'left') t.x += book.width + t.w;
      if (past === 'right') t.x -= book.width + t.w;
      if (past === 'top') t.y += book.height + t.h;
      if (past === 'bottom') t.y -= book.height + t.h;
    } else if (pastEdge(book, t) === edge && !t.dead) report.exits.push({ thing: t, edge });
  }
  return stopped;
}

/** Steps every body's physics for one tick (arena worlds; grid bodies move in whole cells). */
export function runPhysics(book: CompiledRulebook, world: WorldState, report: MotionReport): void {
  if (book.grid) {
    gridPhysics(book, world, report);
    return;
  }
  const g = world.gravity;
  const friction = book.source.world.friction ?? 0;
  for (const t of world.things) {
    if (t.dead) continue;
    const kind = kindOf(book, t);
    if (t.ride >= 0) {
      const host = byId(world, t.ride);
      if (host) {
        t.x = host.x + t.rideX;
        t.y = host.y + t.rideY;
        continue;
      }
      t.ride = -1;
    }
    if (t.phase >= 0 && kind.oscillate) {
      t.phase += TICK_MS;
      const s = Math.sin((2 * Math.PI * t.phase) / kind.oscillate.periodMs) * kind.oscillate.range;
      if (kind.oscillate.axis === 'x') t.x = t.homeX + s;
      else t.y = t.homeY + s;
      continue;
    }
    if (t.anchor >= 0) {
      swing(world, t, g);
      continue;
    }
    const gravity = kind.body === 'oscillator' ? Math.max(1, kind.gravity) : kind.gravity;
    switch (kind.body) {
      case 'static':
        if (t.vx === 0 && t.vy === 0) continue;
        break;
      case 'mover':
        if (kind.steer === 'heading' && book.controls.some((c) => c.kind === t.kind)) {
          const rad = (t.angle * Math.PI) / 180;
          [t.vx, t.vy] = [Math.cos(rad) * kind.speed, Math.sin(rad) * kind.speed];
        } else if (t.ix || t.iy) {
          const len = Math.hypot(t.ix, t.iy);
          const [tx, ty] = [(t.ix / len) * kind.speed, (t.iy / len) * kind.speed];
          approach(t, tx, ty, kind.accel);
        } else if (book.controls.some((c) => c.kind === t.kind) && kind.behaviours.length === 0)
          approach(t, 0, 0, kind.accel);
        break;
      case 'falling':
      case 'oscillator':
        // Walking is steered; in the air a body keeps the speed it left the ground (or a swing) with.
        if (t.ix) t.vx = t.ix * kind.speed;
        else if (t.grounded && book.controls.some((c) => c.kind === t.kind && (c.do === 'left' || c.do === 'right')))
          t.vx = 0;
        break;
      default:
        break;
    }
    if (gravity) {
      t.vx += g.x * gravity * DT;
      t.vy += g.y * gravity * DT;
    }
    if (kind.drag) {
      const keep = (1 - kind.drag) ** DT;
      t.vx *= keep;
      t.vy *= keep;
    }
    if (friction) {
      const keep = (1 - friction) ** DT;
      t.vx *= keep;
      t.vy *= keep;
    }
    if ((kind.body === 'ship' || kind.body === 'mover') && kind.speed > 0) {
      const s = Math.hypot(t.vx, t.vy);
      const cap = kind.body === 'ship' ? Math.max(kind.speed, 1) : Infinity;
      if (s > cap) [t.vx, t.vy] = [(t.vx / s) * cap, (t.vy / s) * cap];
    }
    if (kind.body === 'projectile') {
      t.x += t.vx * DT;
      t.y += t.vy * DT;
      worldEdges(book, t, kind, report);
      continue;
    }
    moveAndCollide(book, world, t, kind, report);
  }
}

function approach(t: Thing, tx: number, ty: number, accel: number): void {
  if (accel <= 0) {
    t.vx = tx;
    t.vy = ty;
    return;
  }
  const step = accel * DT;
  const dx = tx - t.vx;
  const dy = ty - t.vy;
  const d = Math.hypot(dx, dy);
  if (d <= step) [t.vx, t.vy] = [tx, ty];
  else [t.vx, t.vy] = [t.vx + (dx / d) * step, t.vy + (dy / d) * step];
}

function swing(world: WorldState, t: Thing, g: { x: number; y: number }): void {
  const anchor = byId(world, t.anchor);
  if (!anchor) {
    t.anchor = -1;
    return;
  }
  const gy = Math.hypot(g.x, g.y) || 1;
  t.omega += -(gy / t.rope) * Math.sin(t.theta) * DT;
  t.theta += t.omega * DT;
  const nx = anchor.x + Math.sin(t.theta) * t.rope;
  const ny = anchor.y + Math.cos(t.theta) * t.rope;
  t.vx = (nx - t.x) / DT;
  t.vy = (ny - t.y) / DT;
  t.x = nx;
  t.y = ny;
  t.grounded = false;
}

function moveAndCollide(
  book: CompiledRulebook,
  world: WorldState,
  t: Thing,
  kind: NormalKind,
  report: MotionReport,
): void {
  const blockers = blockersOf(book, world, t);
  const ball = kind.body === 'ball';
  const wasGrounded = t.grounded;
  t.grounded = false;
  for (const axis of [0, 1] as const) {
    const v = axis === 0 ? t.vx : t.vy;
    if (v === 0) continue;
    const delta = v * DT;
    if (axis === 0) t.x += delta;
    else t.y += delta;
    const hit = collides(book, t, blockers, axis === 1 ? delta : 0);
    if (!hit) continue;
    report.bumps.push([t, hit]);
    // Back out to just touching the blocker along this axis.
    if (axis === 0) t.x = delta > 0 ? hit.x - (hit.w + t.w) / 2 - 0.01 : hit.x + (hit.w + t.w) / 2 + 0.01;
    else t.y = delta > 0 ? hit.y - (hit.h + t.h) / 2 - 0.01 : hit.y + (hit.h + t.h) / 2 + 0.01;
    if (ball) {
      if (axis === 0) t.vx = -t.vx;
      else t.vy = -t.vy;
      continue;
    }
    const alongGravity = axis === 1 ? world.gravity.y : world.gravity.x;
    if (alongGravity !== 0 && Math.sign(delta) === Math.sign(alongGravity)) {
      t.grounded = true;
      if (!wasGrounded) report.landings.push({ thing: t, on: hit, speed: Math.abs(v) });
      const keep = kind.bounce;
      if (axis === 0) t.vx = -t.vx * keep;
      else t.vy = -t.vy * keep;
      if (Math.abs(axis === 0 ? t.vx : t.vy) < 30) {
        if (axis === 0) t.vx = 0;
        else t.vy = 0;
      }
    } else if (axis === 0) t.vx = 0;
    else t.vy = 0;
  }
  const wall = worldEdges(book, t, kind, report);
  if (wall) {
    if (ball) {
      if (wall === 'left' || wall === 'right') t.vx = (wall === 'left' ? 1 : -1) * Math.abs(t.vx);
      else t.vy = (wall === 'top' ? 1 : -1) * Math.abs(t.vy);
    } else {
      const downEdge = world.gravity.y > 0 ? 'bottom' : world.gravity.y < 0 ? 'top' : null;
      if (wall === downEdge && kind.gravity !== 0) {
        if (!wasGrounded) report.landings.push({ thing: t, on: null, speed: Math.abs(t.vy) });
        t.grounded = true;
      }
      if (wall === 'left' || wall === 'right') t.vx = 0;
      else t.vy = 0;
    }
  }
  if (ball && kind.speed > 0) {
    const s = Math.hypot(t.vx, t.vy);
    if (s > 0) [t.vx, t.vy] = [(t.vx / s) * kind.speed, (t.vy / s) * kind.speed];
  }
}

function gridPhysics(book: CompiledRulebook, world: WorldState, report: MotionReport): void {
  for (const t of world.things) {
    if (t.dead) continue;
    const kind = kindOf(book, t);
    const every = kind.moveEveryTicks;
    if (kind.body === 'falling') {
      if (world.tick % every !== 0) continue;
      const below: Direction = world.gravity.y < 0 ? 'up' : 'down';
      const [c, r] = [t.x + STEP[below][0], t.y + STEP[below][1]];
      if (inside(book, c, r) && !world.things.some((o) => !o.dead && o !== t && o.x === c && o.y === r))
        gridStep(book, world, t, below, report);
    } else if (kind.body === 'projectile') {
      if (t.heading && world.tick % every === 0 && !gridStep(book, world, t, t.heading, report)) t.dead = true;
    } else if (kind.steer === 'heading') {
      if (t.heading && world.tick % every === 0) gridStep(book, world, t, t.heading, report);
    } else if (kind.steer === 'hold') {
      if ((t.ix || t.iy) && world.tick >= t.readyAt) {
        const dir: Direction = t.ix < 0 ? 'left' : t.ix > 0 ? 'right' : t.iy < 0 ? 'up' : 'down';
        gridStep(book, world, t, dir, report);
        t.readyAt = world.tick + every;
      }
    } else if (kind.steer === 'slide') {
      if (t.ix || t.iy) t.sliding = true;
      // A slider keeps going, a cell every few ticks, until something stops it.
      if (t.sliding && t.heading && world.tick % Math.min(every, 3) === 0)
        t.sliding = gridStep(book, world, t, t.heading, report);
    }
  }
}

/** Grid: what a thing that moved onto a cell now shares it with. */
export function cellMates(world: WorldState, t: Thing): Thing[] {
  return world.things.filter((o) => o !== t && !o.dead && !o.hidden && o.x === t.x && o.y === t.y);
}

export { around };
