// Making, finding and removing things in a world. Everything that creates a thing (levels, spawns, splits, trails)
// goes through makeThing, so every thing starts from its kind's defaults the same way.
import { type CompiledRulebook, kindOf, MAX_THINGS, RulebookError } from './compile.ts';
import { draw } from './random.ts';
import type { Edge } from './schema.ts';
import type { Thing, WorldState } from './state.ts';

export function makeThing(
  book: CompiledRulebook,
  world: WorldState,
  kindName: string,
  x: number,
  y: number,
  extra: Partial<Pick<Thing, 'label' | 'hidden' | 'vx' | 'vy' | 'angle' | 'side'>> = {},
): Thing {
  const kind = kindOf(book, kindName);
  if (world.things.length >= MAX_THINGS)
    throw new RulebookError(
      `more than ${MAX_THINGS} things at once (making a ${kindName}): a spawn never ends or feeds itself`,
    );
  const speed = kind.body === 'projectile' || kind.body === 'ball' ? kind.speed : 0;
  const angle = kind.randomAngle ? draw(world) * 360 : kind.angle;
  const rad = (angle * Math.PI) / 180;
  const thing: Thing = {
    id: world.nextId++,
    kind: kindName,
    x,
    y,
    vx: extra.vx ?? speed * Math.cos(rad),
    vy: extra.vy ?? speed * Math.sin(rad),
    angle: extra.angle ?? angle,
    w: kind.w,
    h: kind.h,
    label: extra.label ?? (typeof kind.label === 'string' ? kind.label : ''),
    hidden: extra.hidden ?? kind.hidden,
    side: extra.side ?? kind.side,
    homeX: x,
    homeY: y,
    heading: kind.heading,
    grounded: false,
    anchor: -1,
    rope: 0,
    theta: 0,
    omega: 0,
    ride: -1,
    rideX: 0,
    rideY: 0,
    phase: kind.oscillate ? (kind.oscillate.startMs ?? 0) : -1,
    readyAt: 0,
    next: kind.behaviours.map(() => -1),
    made: kind.behaviours.map(() => 0),
    sliding: false,
    dir: 1,
    trail: [],
    ix: 0,
    iy: 0,
    dead: false,
  };
  world.things.push(thing);
  return thing;
}

export function alive(world: WorldState): Thing[] {
  return world.things.filter((t) => !t.dead);
}

export function ofKind(world: WorldState, kind: string): Thing[] {
  return world.things.filter((t) => !t.dead && t.kind === kind);
}

export function byId(world: WorldState, id: number): Thing | undefined {
  const t = world.things.find((x) => x.id === id);
  return t && !t.dead ? t : undefined;
}

/** Grid: the live things on a cell. */
export function thingsAt(world: WorldState, col: number, row: number): Thing[] {
  return world.things.filter((t) => !t.dead && t.x === col && t.y === row);
}

export function removeDead(world: WorldState): void {
  if (world.things.some((t) => t.dead)) world.things = world.things.filter((t) => !t.dead);
}

/** Arena: whether two things' boxes (or circles) overlap. */
export function overlaps(a: Thing, b: Thing, aCircle: boolean, bCircle: boolean): boolean {
  if (aCircle && bCircle) {
    const r = (Math.min(a.w, a.h) + Math.min(b.w, b.h)) / 2;
    return (a.x - b.x) ** 2 + (a.y - b.y) ** 2 < r * r;
  }
  return Math.abs(a.x - b.x) * 2 < a.w + b.w && Math.abs(a.y - b.y) * 2 < a.h + b.h;
}

/** Which world edge a thing is past (its centre out of the world), if any. */
export function pastEdge(book: CompiledRulebook, t: Thing): Edge | null {
  if (book.grid) {
    if (t.x < 0) return 'left';
    if (t.x >= book.width) return 'right';
    if (t.y < 0) return 'top';
    if (t.y >= book.height) return 'bottom';
    return null;
  }
  if (t.x < -t.w / 2) return 'left';
  if (t.x > book.width + t.w / 2) return 'right';
  if (t.y < -t.h / 2) return 'top';
  if (t.y > book.height + t.h / 2) return 'bottom';
  return null;
}
