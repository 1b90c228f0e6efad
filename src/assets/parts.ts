// Drawing a noun from parts: a recipe lists shapes (ovals, boxes, polygons, lines) and working parts (eyes, legs,
// wheels, rotors, flames) in a unit box with palette roles, and one renderer fits it to any frame and animates it.
import type { Oklch, Rgb } from './color.ts';
import { flash } from './characters.ts';
import { progress, type Pose } from './motion.ts';
import { rampFrom, type Ramp, type ThemePalette } from './palette.ts';
import { Raster } from './raster.ts';

/** Colour sources a part can ask for; `body` and `accent` follow the role and description, the rest are fixed. */
export type Material =
  | 'body'
  | 'accent'
  | 'metal'
  | 'dark'
  | 'wood'
  | 'glass'
  | 'ivory'
  | 'beak'
  | 'flame'
  | 'gold'
  | 'stone'
  | 'leaf'
  | 'red'
  | 'paper'
  | 'ink'
  | 'white';
/** A material at its base tone, or darker (-), lighter (+), brightest (++). */
export type Paint = Material | `${Material}-` | `${Material}+` | `${Material}++`;

type Xy = readonly [number, number];

/** One part, in fractions of the recipe's box (x right, y down); `shade` adds a lit top and a shadowed bottom. */
export type Part =
  | { kind: 'oval' | 'box'; x: number; y: number; w: number; h: number; paint: Paint; shade: boolean }
  | { kind: 'poly'; points: readonly Xy[]; paint: Paint }
  | { kind: 'line'; from: Xy; to: Xy; thick: number; paint: Paint }
  | { kind: 'hole'; x: number; y: number; w: number; h: number }
  | { kind: 'eye'; x: number; y: number; size: number }
  | { kind: 'wheel'; x: number; y: number; d: number; ring: boolean }
  | { kind: 'leg'; x: number; y: number; w: number; h: number; paint: Paint; phase: 0 | 1 }
  | { kind: 'rotor'; x: number; y: number; half: number; paint: Paint }
  | { kind: 'flame'; base: Xy; tip: Xy; width: number };

/**
 * How the whole figure moves: bumping along (legs, wheels), floating in the air (centred in the frame), bobbing on
 * the ground or water, sliding on its belly, or not at all (buildings).
 */
export type Locomotion = 'bump' | 'float' | 'bob' | 'slide' | 'still';

export interface Recipe {
  /** Width over height of the recipe's box; the box is fitted to the frame keeping it. */
  aspect: number;
  /** The thing's own colour (a walrus is brown), used unless the description or the role needs another. */
  colour: readonly [number, number, number];
  /** A second colour of its own (a bus's windows frame, a shop's awning); the palette's accent otherwise. */
  accent?: readonly [number, number, number];
  moves: Locomotion;
  parts: readonly Part[];
  /** Where eyes go when a thing without any is cast as a character (an angry trash can). */
  face?: Xy;
}

// Constructors, so recipes read as a list of parts rather than object literals.
export const oval = (x: number, y: number, w: number, h: number, paint: Paint, shade = false): Part => ({
  kind: 'oval',
  x,
  y,
  w,
  h,
  paint,
  shade,
});
export const box = (x: number, y: number, w: number, h: number, paint: Paint, shade = false): Part => ({
  kind: 'box',
  x,
  y,
  w,
  h,
  paint,
  shade,
});
export const poly = (paint: Paint, ...points: Xy[]): Part => ({ kind: 'poly', points, paint });
export const line = (from: Xy, to: Xy, paint: Paint, thick = 1): Part => ({ kind: 'line', from, to, thick, paint });
export const hole = (x: number, y: number, w: number, h: number): Part => ({ kind: 'hole', x, y, w, h });
export const eye = (x: number, y: number, size = 1): Part => ({ kind: 'eye', x, y, size });
/** A wheel centred at (x, y), `d` of the box's width across; a ring wheel (a bicycle's) shows its spokes. */
export const wheel = (x: number, y: number, d: number, ring = false): Part => ({ kind: 'wheel', x, y, d, ring });

/** `cols` x `rows` boxes of `w` x `h` spread evenly over (x, y, spanW, spanH): window rows, tiles, panels. */
export function grid(
  x: number,
  y: number,
  spanW: number,
  spanH: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  paint: Paint,
): Part[] {
  const out: Part[] = [];
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const cx = cols > 1 ? x + ((spanW - w) * i) / (cols - 1) : x + (spanW - w) / 2;
      const cy = rows > 1 ? y + ((spanH - h) * j) / (rows - 1) : y + (spanH - h) / 2;
      out.push(box(cx, cy, w, h, paint));
    }
  return out;
}

/** Points along an ellipse from `from` to `to` degrees (0 = right, 90 = down), for domes and canopies. */
export function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, n = 12): Xy[] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / n) * Math.PI) / 180;
    return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry] as const;
  });
}
export const leg = (x: number, y: number, w: number, h: number, paint: Paint, phase: 0 | 1): Part => ({
  kind: 'leg',
  x,
  y,
  w,
  h,
  paint,
  phase,
});
export const rotor = (x: number, y: number, half: number, paint: Paint = 'dark'): Part => ({
  kind: 'rotor',
  x,
  y,
  half,
  paint,
});
export const flame = (base: Xy, tip: Xy, width: number): Part => ({ kind: 'flame', base, tip, width });

const ok = (l: number, c: number, h: number): Oklch => ({ l, c, h });
const FIXED: Record<Exclude<Material, 'body' | 'accent' | 'ink' | 'white'>, Ramp> = {
  metal: rampFrom(ok(0.74, 0.02, 245)),
  dark: rampFrom(ok(0.4, 0.02, 260)),
  wood: rampFrom(ok(0.56, 0.09, 60)),
  glass: rampFrom(ok(0.84, 0.07, 215)),
  ivory: rampFrom(ok(0.92, 0.035, 90)),
  beak: rampFrom(ok(0.76, 0.16, 65)),
  flame: rampFrom(ok(0.76, 0.18, 55)),
  gold: rampFrom(ok(0.82, 0.16, 88)),
  stone: rampFrom(ok(0.64, 0.02, 250)),
  leaf: rampFrom(ok(0.6, 0.15, 145)),
  red: rampFrom(ok(0.6, 0.2, 25)),
  paper: rampFrom(ok(0.94, 0.02, 90)),
};

/** The colours a recipe is painted with for one sprite. */
export interface RecipeColours {
  body: Ramp;
  accent: Ramp;
}

interface Frame {
  r: Raster;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Pixels per sixteenth of the box's shorter side: the unit for eyes, line widths and swings. */
  u: number;
  t: number;
  moving: boolean;
  colours: RecipeColours;
  palette: ThemePalette;
  angry: boolean;
}

function colourOf(f: Frame, paint: Paint): Rgb {
  const material = paint.replace(/[-+]+$/, '') as Material;
  const tone = paint.slice(material.length);
  if (material === 'ink') return f.palette.outline;
  if (material === 'white') return f.palette.white;
  const ramp = material === 'body' ? f.colours.body : material === 'accent' ? f.colours.accent : FIXED[material];
  return tone === '-' ? ramp.shadow : tone === '+' ? ramp.light : tone === '++' ? ramp.highlight : ramp.base;
}

const toned = (paint: Paint, tone: '-' | '+'): Paint => `${paint.replace(/[-+]+$/, '') as Material}${tone}`;
const px = (f: Frame, fx: number) => f.x + fx * f.w;
const py = (f: Frame, fy: number) => f.y + fy * f.h;

function drawPart(f: Frame, part: Part): void {
  const { r } = f;
  switch (part.kind) {
    case 'oval':
    case 'box': {
      const draw = (x: number, y: number, w: number, h: number, paint: Paint) =>
        part.kind === 'oval'
          ? r.ellipse(px(f, x), py(f, y), w * f.w, h * f.h, colourOf(f, paint))
          : r.rect(px(f, x), py(f, y), Math.max(1, w * f.w), Math.max(1, h * f.h), colourOf(f, paint));
      const { x, y, w, h, paint } = part;
      if (!part.shade || h * f.h < 4) {
        draw(x, y, w, h, paint);
        return;
      }
      // A shadowed underside and a lit top give the flat shape volume at any size.
      draw(x, y, w, h, toned(paint, '-'));
      if (part.kind === 'oval') draw(x + w * 0.04, y, w * 0.92, h * 0.84, paint);
      else draw(x, y, w, h - Math.max(1, 0.2 * h * f.h) / f.h, paint);
      if (part.kind === 'oval') draw(x + w * 0.2, y + h * 0.1, w * 0.35, h * 0.22, toned(paint, '+'));
      else draw(x, y, w, 1 / f.h, toned(paint, '+'));
      return;
    }
    case 'poly':
      r.polygon(
        part.points.map(([x, y]) => [px(f, x), py(f, y)] as const),
        colourOf(f, part.paint),
      );
      return;
    case 'line': {
      const thick = Math.max(1, Math.round(part.thick * f.u));
      const [x0, y0, x1, y1] = [px(f, part.from[0]), py(f, part.from[1]), px(f, part.to[0]), py(f, part.to[1])];
      if (thick <= 1) r.line(x0, y0, x1, y1, colourOf(f, part.paint));
      else r.thickLine(x0, y0, x1, y1, thick, colourOf(f, part.paint));
      return;
    }
    case 'hole':
      r.eraseEllipse(px(f, part.x), py(f, part.y), part.w * f.w, part.h * f.h);
      return;
    case 'eye':
      drawEye(f, part.x, part.y, part.size);
      return;
    case 'wheel':
      drawWheel(f, part.x, part.y, part.d, part.ring);
      return;
    case 'leg': {
      // Legs in opposite phases swing forward and back while walking.
      const swing = f.moving ? Math.round(Math.sin(2 * Math.PI * f.t + part.phase * Math.PI) * Math.max(1, f.u)) : 0;
      r.rect(px(f, part.x) + swing, py(f, part.y), Math.max(1, part.w * f.w), part.h * f.h, colourOf(f, part.paint));
      return;
    }
    case 'rotor': {
      // A spinning blade is seen edge-on, so its length shrinks and grows over the loop.
      const half = part.half * f.w * (0.35 + 0.65 * Math.abs(Math.cos(2 * Math.PI * f.t)));
      r.rect(
        px(f, part.x) - half,
        py(f, part.y),
        half * 2,
        Math.max(1, Math.round(f.u * 0.75)),
        colourOf(f, part.paint),
      );
      return;
    }
    case 'flame': {
      const flicker = 0.75 + 0.25 * Math.abs(Math.sin(Math.PI * (f.t * 4 + 0.5)));
      const [bx, by] = [px(f, part.base[0]), py(f, part.base[1])];
      const [tx, ty] = [bx + (px(f, part.tip[0]) - bx) * flicker, by + (py(f, part.tip[1]) - by) * flicker];
      const len = Math.hypot(tx - bx, ty - by) || 1;
      const [nx, ny] = [(-(ty - by) / len) * part.width * f.w * 0.5, ((tx - bx) / len) * part.width * f.w * 0.5];
      r.polygon(
        [
          [bx + nx, by + ny],
          [bx - nx, by - ny],
          [tx, ty],
        ],
        FIXED.flame.base,
      );
      r.polygon(
        [
          [bx + nx * 0.5, by + ny * 0.5],
          [bx - nx * 0.5, by - ny * 0.5],
          [bx + (tx - bx) * 0.55, by + (ty - by) * 0.55],
        ],
        FIXED.flame.highlight,
      );
      return;
    }
  }
}

function drawEye(f: Frame, fx: number, fy: number, size: number): void {
  const s = Math.max(1, Math.round(1.5 * f.u * size));
  const [x, y] = [Math.round(px(f, fx) - s / 2), Math.round(py(f, fy) - s / 2)];
  if (s < 2) {
    f.r.set(x, y, f.palette.outline);
    return;
  }
  f.r.rect(x, y, s, s, f.palette.white);
  const pupil = Math.max(1, Math.floor(s / 2));
  f.r.rect(x + s - pupil, y + s - pupil, pupil, pupil, f.palette.outline);
  // Enemies frown: a brow slanting down toward the nose.
  if (f.angry) f.r.line(x - 1, y - 1, x + s, y + Math.max(0, Math.floor(s / 2) - 1), f.palette.outline);
}

function drawWheel(f: Frame, fx: number, fy: number, d: number, ring: boolean): void {
  const size = Math.max(3, Math.round(d * f.w));
  const [x, y] = [Math.round(px(f, fx) - size / 2), Math.round(py(f, fy) - size / 2)];
  const [cx, cy] = [x + size / 2, y + size / 2];
  // A spoke turns with the loop, so rolling reads even without a tread.
  const a = f.moving ? Math.PI * f.t : Math.PI / 4;
  f.r.ellipse(x, y, size, size, FIXED.dark.base);
  if (ring) {
    const rim = Math.max(1, Math.round(size * 0.1));
    f.r.eraseEllipse(x + rim, y + rim, size - 2 * rim, size - 2 * rim);
    for (const turn of [0, Math.PI / 2]) {
      const [dx, dy] = [Math.cos(a + turn) * (size / 2 - rim), Math.sin(a + turn) * (size / 2 - rim)];
      f.r.line(cx - dx, cy - dy, cx + dx, cy + dy, FIXED.metal.shadow);
    }
    f.r.rect(Math.floor(cx) - 1, Math.floor(cy) - 1, 2, 2, FIXED.metal.light);
    return;
  }
  const hub = Math.max(1, Math.round(size * 0.45));
  const off = (size - hub) / 2;
  f.r.ellipse(x + off, y + off, hub, hub, FIXED.metal.light);
  if (size < 5) return;
  f.r.line(cx, cy, cx + Math.cos(2 * a) * (size / 2 - 1), cy + Math.sin(2 * a) * (size / 2 - 1), FIXED.dark.shadow);
}

/** Draws `recipe` into a fresh w x h frame (no outline yet): fitted, bottom-centred unless it floats, animated. */
export function drawRecipe(
  recipe: Recipe,
  w: number,
  h: number,
  colours: RecipeColours,
  pose: Pose,
  palette: ThemePalette,
  angry: boolean,
  living: boolean,
): Raster {
  const room = { w: Math.max(1, w - 2), h: Math.max(1, h - 2) };
  const bw = Math.min(room.w, room.h * recipe.aspect);
  const bh = Math.min(room.h, room.w / recipe.aspect);
  const floats = recipe.moves === 'float';
  const moving = ['walk', 'run', 'climb', 'fly'].includes(pose.motion) || (floats && pose.frames > 1);
  const t = progress(pose);
  const f: Frame = {
    r: new Raster(w, h),
    x: Math.round(1 + (room.w - bw) / 2),
    y: Math.round(floats ? 1 + (room.h - bh) / 2 : 1 + room.h - bh),
    w: bw,
    h: bh,
    u: Math.min(bw, bh) / 16,
    t,
    moving,
    colours,
    palette,
    angry,
  };
  for (const part of recipe.parts) drawPart(f, part);
  if (living && recipe.face && !recipe.parts.some((p) => p.kind === 'eye')) {
    const [ex, ey] = recipe.face;
    drawEye(f, ex - 0.12, ey, 1);
    drawEye(f, ex + 0.12, ey, 1);
  }
  // Rounding and thick lines can reach the frame's edge; that pixel row belongs to the outline.
  f.r.erase((x, y) => x === 0 || y === 0 || x === w - 1 || y === h - 1);
  return move(f.r, recipe.moves, pose, t, f.u, palette);
}

/** Whole-figure motion: bobbing, bumping along, leaning into jumps and lunges, flashing when hurt, shrinking away. */
function move(r: Raster, moves: Locomotion, pose: Pose, t: number, u: number, palette: ThemePalette): Raster {
  const step = Math.max(1, Math.round(u));
  switch (pose.motion) {
    case 'hurt':
      if (pose.frame % 2 === 0) flash(r, palette.white);
      return moves === 'still' ? r : r.shifted(-step, 0);
    case 'die':
      return r.scaled(Math.max(0.15, 1 - t * 0.85), Math.max(0.15, 1 - t * 0.85));
    case 'spin':
      return r.scaled(Math.max(0.25, Math.abs(Math.cos(Math.PI * t))), 1);
    case 'jump':
      return moves === 'still' ? r : r.rotated(-10);
    case 'fall':
      return moves === 'still' ? r : r.rotated(8);
    case 'attack':
    case 'shoot':
      return moves === 'still' ? r : r.shifted(Math.round(Math.sin(Math.PI * t) * 2 * step), 0);
    default:
      if (moves === 'still' || pose.frames <= 1) return r;
      if (moves === 'float' || moves === 'bob') return r.shifted(0, -Math.round(Math.sin(2 * Math.PI * t) * step));
      // Walkers and wheels bump on every other frame; sliders stretch along the ground.
      if (moves === 'slide') return pose.frame % 2 === 1 ? r.scaled(1.08, 0.92) : r;
      return pose.frame % 2 === 1 ? r.shifted(0, -Math.min(step, 1)) : r;
  }
}

/** The recipe's own colour as OKLCh, for choosing a ramp that keeps roles apart. */
export const ownColour = (recipe: Recipe): Oklch => ok(...recipe.colour);
export const ownAccent = (recipe: Recipe): Oklch | undefined => (recipe.accent ? ok(...recipe.accent) : undefined);
