// Things that are not characters: pickups, projectiles, goals, props, towers, terrain blocks and UI
// icons, each a small parametric drawing fitted to the asked size. The description's words pick
// the shape (a "green gem", a "wooden crate", a "pause button"); the role picks the colours.
import { sparkle } from './characters.ts';
import { mix, toOklch, type Rgb } from './color.ts';
import type { Pose } from './motion.ts';
import { progress } from './motion.ts';
import {
  colourRamp,
  describedColours,
  describedRamp,
  isColourWord,
  rampFrom,
  type Ramp,
  type ThemePalette,
} from './palette.ts';
import type { Random } from './random.ts';
import { Raster } from './raster.ts';
import type { AssetRole } from './registry.ts';
import { lookup } from './words.ts';

export type ThingShape =
  | 'gem'
  | 'coin'
  | 'heart'
  | 'star'
  | 'key'
  | 'potion'
  | 'fruit'
  | 'mushroom'
  | 'shield'
  | 'sword'
  | 'bomb'
  | 'bolt'
  | 'crystal'
  | 'bread'
  | 'bag'
  | 'orb'
  | 'fireball'
  | 'arrow'
  | 'bullet'
  | 'laser'
  | 'rock'
  | 'shuriken'
  | 'flag'
  | 'door'
  | 'chest'
  | 'portal'
  | 'trophy'
  | 'crate'
  | 'barrel'
  | 'boulder'
  | 'bush'
  | 'tree'
  | 'sign'
  | 'spikes'
  | 'torch'
  | 'cactus'
  | 'tombstone'
  | 'pillar'
  | 'flower'
  | 'tower'
  | 'block'
  | 'platform'
  | 'pause'
  | 'play'
  | 'sound'
  | 'music'
  | 'gear'
  | 'home'
  | 'restart'
  | 'close'
  | 'arrowRight'
  | 'arrowLeft'
  | 'lock'
  | 'check'
  | 'button';

export const SHAPE_WORDS: Record<string, ThingShape> = {
  gem: 'gem',
  jewel: 'gem',
  diamond: 'gem',
  ruby: 'gem',
  emerald: 'gem',
  sapphire: 'gem',
  treasure: 'gem',
  coin: 'coin',
  gold: 'coin',
  money: 'coin',
  token: 'coin',
  cash: 'coin',
  heart: 'heart',
  life: 'heart',
  health: 'heart',
  hp: 'heart',
  love: 'heart',
  star: 'star',
  spark: 'star',
  twinkle: 'star',
  key: 'key',
  potion: 'potion',
  bottle: 'potion',
  flask: 'potion',
  elixir: 'potion',
  apple: 'fruit',
  fruit: 'fruit',
  cherry: 'fruit',
  berry: 'fruit',
  peach: 'fruit',
  food: 'fruit',
  cookie: 'fruit',
  candy: 'fruit',
  bread: 'bread',
  loaf: 'bread',
  cake: 'bread',
  pie: 'bread',
  pouch: 'bag',
  bag: 'bag',
  sack: 'bag',
  purse: 'bag',
  ammo: 'bag',
  backpack: 'bag',
  mushroom: 'mushroom',
  shroom: 'mushroom',
  shield: 'shield',
  armor: 'shield',
  sword: 'sword',
  blade: 'sword',
  weapon: 'sword',
  bomb: 'bomb',
  tnt: 'bomb',
  bolt: 'bolt',
  lightning: 'bolt',
  energy: 'bolt',
  battery: 'bolt',
  power: 'bolt',
  powerup: 'bolt',
  crystal: 'crystal',
  shard: 'crystal',
  ore: 'crystal',
  orb: 'orb',
  ball: 'orb',
  magic: 'orb',
  bubble: 'orb',
  plasma: 'orb',
  snowball: 'orb',
  pellet: 'orb',
  fireball: 'fireball',
  fire: 'fireball',
  flame: 'fireball',
  meteor: 'fireball',
  comet: 'fireball',
  arrow: 'arrow',
  dart: 'arrow',
  spear: 'arrow',
  bullet: 'bullet',
  shot: 'bullet',
  missile: 'bullet',
  rocket: 'bullet',
  shell: 'bullet',
  laser: 'laser',
  beam: 'laser',
  ray: 'laser',
  rock: 'rock',
  stone: 'rock',
  pebble: 'rock',
  boulder: 'boulder',
  hammer: 'rock',
  shuriken: 'shuriken',
  throwing: 'shuriken',
  flag: 'flag',
  goal: 'flag',
  finish: 'flag',
  checkpoint: 'flag',
  beacon: 'flag',
  banner: 'flag',
  door: 'door',
  exit: 'door',
  gate: 'door',
  chest: 'chest',
  box: 'crate',
  portal: 'portal',
  warp: 'portal',
  vortex: 'portal',
  trophy: 'trophy',
  cup: 'trophy',
  crate: 'crate',
  barrel: 'barrel',
  keg: 'barrel',
  bush: 'bush',
  shrub: 'bush',
  hedge: 'bush',
  tree: 'tree',
  pine: 'tree',
  sign: 'sign',
  signpost: 'sign',
  spike: 'spikes',
  spikes: 'spikes',
  trap: 'spikes',
  thorns: 'spikes',
  torch: 'torch',
  lamp: 'torch',
  lantern: 'torch',
  candle: 'torch',
  cactus: 'cactus',
  tombstone: 'tombstone',
  grave: 'tombstone',
  gravestone: 'tombstone',
  pillar: 'pillar',
  column: 'pillar',
  flower: 'flower',
  plant: 'flower',
  tower: 'tower',
  turret: 'tower',
  cannon: 'tower',
  block: 'block',
  brick: 'block',
  ground: 'block',
  wall: 'block',
  tile: 'block',
  platform: 'platform',
  ledge: 'platform',
  bridge: 'platform',
  pause: 'pause',
  play: 'play',
  start: 'play',
  resume: 'play',
  sound: 'sound',
  volume: 'sound',
  speaker: 'sound',
  audio: 'sound',
  mute: 'sound',
  music: 'music',
  note: 'music',
  gear: 'gear',
  settings: 'gear',
  options: 'gear',
  cog: 'gear',
  home: 'home',
  menu: 'home',
  house: 'home',
  restart: 'restart',
  retry: 'restart',
  replay: 'restart',
  reload: 'restart',
  again: 'restart',
  close: 'close',
  quit: 'close',
  cancel: 'close',
  x: 'close',
  right: 'arrowRight',
  next: 'arrowRight',
  forward: 'arrowRight',
  left: 'arrowLeft',
  back: 'arrowLeft',
  previous: 'arrowLeft',
  lock: 'lock',
  locked: 'lock',
  check: 'check',
  ok: 'check',
  done: 'check',
  tick: 'check',
  confirm: 'check',
  button: 'button',
  panel: 'button',
};

const ROLE_DEFAULTS: Partial<Record<AssetRole, readonly ThingShape[]>> = {
  pickup: ['gem', 'coin', 'star', 'heart', 'fruit'],
  projectile: ['orb', 'fireball', 'bullet'],
  goal: ['flag', 'door', 'portal', 'chest'],
  ui: ['button'],
  prop: ['crate', 'barrel', 'bush', 'boulder'],
  tower: ['tower'],
  terrain: ['block'],
};

/** The shape a description names, else the role's usual shapes (seeded). UI icons only take icon shapes. */
/** Phrases whose last word alone would mislead ("crossbow bolt" is an arrow, not lightning). */
const PHRASES: readonly [RegExp, ThingShape][] = [
  [/\b(crossbow|bow) bolts?\b/, 'arrow'],
  [/\bice shards?\b/, 'crystal'],
  [/\bpouch of\b/, 'bag'],
];

/**
 * The shape a thing is drawn as: the last shape word of its subject (`words`: English puts the thing last, "treasure
 * chest"), else any shape word of it, else of each of `fallbacks` in turn (the rest of its description, its key).
 */
export function thingShape(
  words: readonly string[],
  role: AssetRole,
  rng: Random,
  fallbacks: readonly (readonly string[])[] = [],
): ThingShape {
  const text = [...words, ...fallbacks.flat()].join(' ');
  const phrase = PHRASES.find(([re]) => re.test(text))?.[1];
  // "button" only says it is clickable.
  const generic = new Set(['button', 'panel', 'icon']);
  const last = (list: readonly string[]) =>
    lookup(
      [...list].reverse().filter((w) => !generic.has(w)),
      SHAPE_WORDS,
    );
  const named = phrase ?? last(words) ?? lookup(words, SHAPE_WORDS) ?? fallbacks.map(last).find((s) => s !== undefined);
  // Terrain is a block or platform, and anything called a tower or turret is one.
  if (role === 'terrain') return named === 'platform' ? 'platform' : 'block';
  if (/\b(tower|turret|cannon)s?\b/.test(text) && role === 'tower') return 'tower';
  if (named) return named;
  return rng.pick(ROLE_DEFAULTS[role] ?? ['crate']);
}

/**
 * Shapes people expect in one colour (hearts are red, else pink), in order of preference, unless the words say
 * otherwise.
 */
const SHAPE_HUES: Partial<Record<ThingShape, readonly number[]>> = {
  heart: [20, 350, 330],
  fruit: [28, 130],
  mushroom: [25, 350],
  flower: [350, 300],
  coin: [88],
  key: [88],
  trophy: [88],
  bread: [70],
};

/**
 * The colour of a thing: the described colour when it keeps roles apart, else the shape's usual colour, else the
 * role's.
 */
export function thingRamp(words: readonly string[], role: AssetRole, palette: ThemePalette, shape: ThingShape): Ramp {
  const exact = describedRamp(describedColours(words), role, palette);
  if (exact) return exact;
  // A refused colour falls back first to the shape's own shades of it (a red heart is pink), then to its nearest shade.
  const word = words.find(isColourWord);
  const asked = word ? describedColours([word])[0] : undefined;
  const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
  const hues = SHAPE_HUES[shape] ?? [];
  // Usual colours that are all one family (a heart's reds and pinks) stand in for each other whole.
  const family = hues.every((a) => hues.every((b) => hueGap(a, b) <= 60));
  const near = hues.filter((hu) => asked && hueGap(hu, asked.h) < 45);
  for (const hue of near.length > 0 && family ? hues : near) {
    const ramp =
      hue === 88
        ? goldRamp
        : hue === 70
          ? rampFrom({ l: 0.66, c: 0.11, h: 70 })
          : rampFrom({ l: 0.66, c: 0.18, h: hue });
    if (describedRamp([toOklch(ramp.base)], role, palette)) return ramp;
  }
  const described = colourRamp(words, role, palette);
  if (described) return described;
  for (const hue of SHAPE_HUES[shape] ?? []) {
    const ramp =
      hue === 88
        ? goldRamp
        : hue === 70
          ? rampFrom({ l: 0.66, c: 0.11, h: 70 })
          : rampFrom({ l: 0.66, c: 0.18, h: hue });
    if (describedRamp([toOklch(ramp.base)], role, palette)) return ramp;
  }
  return palette.roles[role];
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Ctx {
  r: Raster;
  b: Box;
  ramp: Ramp;
  palette: ThemePalette;
  t: number;
  pose: Pose;
  u: number;
  words: readonly string[];
}

const wood = rampFrom({ l: 0.55, c: 0.09, h: 60 });
const metal = rampFrom({ l: 0.7, c: 0.02, h: 245 });
const stoneRamp = rampFrom({ l: 0.6, c: 0.02, h: 250 });
const leaf = rampFrom({ l: 0.6, c: 0.15, h: 145 });
const flameRamp = rampFrom({ l: 0.75, c: 0.18, h: 55 });
const goldRamp = rampFrom({ l: 0.82, c: 0.16, h: 88 });

/** Draws a thing of `shape` into a fresh w x h frame (no outline yet). */
export function drawThing(
  shape: ThingShape,
  w: number,
  h: number,
  ramp: Ramp,
  pose: Pose,
  palette: ThemePalette,
  words: readonly string[] = [],
): Raster {
  const r = new Raster(w, h);
  const ctx: Ctx = {
    r,
    b: { x: 1, y: 1, w: w - 2, h: h - 2 },
    ramp,
    palette,
    t: progress(pose),
    pose,
    u: Math.min(w, h) / 16,
    words,
  };
  DRAW[shape](ctx);
  return r;
}

const at = (c: Ctx, fx: number, fy: number): [number, number] => [c.b.x + fx * c.b.w, c.b.y + fy * c.b.h];
const poly = (c: Ctx, pts: [number, number][], colour: Rgb) =>
  c.r.polygon(
    pts.map(([fx, fy]) => at(c, fx, fy)),
    colour,
  );
const ell = (c: Ctx, fx: number, fy: number, fw: number, fh: number, colour: Rgb) =>
  c.r.ellipse(c.b.x + fx * c.b.w, c.b.y + fy * c.b.h, fw * c.b.w, fh * c.b.h, colour);
const rect = (c: Ctx, fx: number, fy: number, fw: number, fh: number, colour: Rgb) =>
  c.r.rect(c.b.x + fx * c.b.w, c.b.y + fy * c.b.h, Math.max(1, fw * c.b.w), Math.max(1, fh * c.b.h), colour);
const lineF = (c: Ctx, x0: number, y0: number, x1: number, y1: number, colour: Rgb, thick = 1) => {
  const [a, b] = at(c, x0, y0);
  const [d, e] = at(c, x1, y1);
  if (thick <= 1) c.r.line(a, b, d, e, colour);
  else c.r.thickLine(a, b, d, e, thick, colour);
};

/** Icons sit on a rounded plate so they read as buttons. */
function plate(c: Ctx): void {
  const ui = c.palette.roles.ui;
  const { x, y, w, h } = c.b;
  const rad = Math.max(1, Math.round(Math.min(w, h) / 6));
  c.r.rect(x + rad, y, w - 2 * rad, h, ui.base);
  c.r.rect(x, y + rad, w, h - 2 * rad, ui.base);
  for (const [cx, cy] of [
    [x + rad, y + rad],
    [x + w - rad, y + rad],
    [x + rad, y + h - rad],
    [x + w - rad, y + h - rad],
  ] as const)
    c.r.ellipse(cx - rad, cy - rad, rad * 2, rad * 2, ui.base);
  c.r.rect(x + rad, y + h - Math.max(1, Math.round(h / 8)), w - 2 * rad, Math.max(1, Math.round(h / 8)), ui.shadow);
  c.r.rect(x + rad, y + 1, w - 2 * rad, 1, ui.highlight);
}

/** Icon glyphs are drawn in the outline colour on the plate, inset. */
function glyph(c: Ctx): Ctx {
  return { ...c, b: { x: c.b.x + c.b.w * 0.22, y: c.b.y + c.b.h * 0.2, w: c.b.w * 0.56, h: c.b.h * 0.56 } };
}

const DRAW: Record<ThingShape, (c: Ctx) => void> = {
  gem: (c) => {
    const { ramp } = c;
    poly(
      c,
      [
        [0.2, 0.1],
        [0.8, 0.1],
        [1, 0.38],
        [0, 0.38],
      ],
      ramp.light,
    );
    poly(
      c,
      [
        [0, 0.38],
        [1, 0.38],
        [0.5, 1],
      ],
      ramp.base,
    );
    poly(
      c,
      [
        [0.72, 0.38],
        [1, 0.38],
        [0.5, 1],
      ],
      ramp.shadow,
    );
    poly(
      c,
      [
        [0.3, 0.1],
        [0.5, 0.1],
        [0.42, 0.38],
        [0.2, 0.38],
      ],
      ramp.highlight,
    );
    if (c.pose.frames > 1 && c.pose.frame % 2 === 0)
      sparkle({ r: c.r, u: c.u * 0.6 }, ...at(c, 0.78, 0.22), c.palette.white);
  },
  coin: (c) => {
    const g = c.ramp;
    ell(c, 0, 0, 1, 1, g.shadow);
    ell(c, 0.04, 0.02, 0.9, 0.92, g.base);
    ell(c, 0.2, 0.18, 0.58, 0.62, g.shadow);
    ell(c, 0.24, 0.2, 0.52, 0.56, g.light);
    rect(c, 0.44, 0.3, 0.12, 0.38, g.shadow);
    ell(c, 0.18, 0.12, 0.16, 0.18, g.highlight);
  },
  heart: (c) => {
    const { ramp } = c;
    const red = ramp;
    ell(c, 0, 0.05, 0.55, 0.55, red.base);
    ell(c, 0.45, 0.05, 0.55, 0.55, red.base);
    poly(
      c,
      [
        [0.03, 0.42],
        [0.97, 0.42],
        [0.5, 0.98],
      ],
      red.base,
    );
    poly(
      c,
      [
        [0.5, 0.5],
        [0.97, 0.42],
        [0.5, 0.98],
      ],
      red.shadow,
    );
    ell(c, 0.14, 0.16, 0.18, 0.18, red.highlight);
  },
  star: (c) => {
    const pts: [number, number][] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 === 0 ? 0.5 : 0.22;
      pts.push([0.5 + Math.cos(a) * rr, 0.54 + Math.sin(a) * rr]);
    }
    poly(c, pts, c.ramp.base);
    poly(c, [pts[0]!, pts[1]!, [0.5, 0.54], pts[9]!], c.ramp.light);
    poly(c, [[0.5, 0.54], pts[4]!, pts[5]!, pts[6]!], c.ramp.shadow);
  },
  key: (c) => {
    const g = c.ramp;
    ell(c, 0, 0.05, 0.42, 0.42, g.base);
    c.r.eraseEllipse(c.b.x + 0.12 * c.b.w, c.b.y + 0.17 * c.b.h, 0.18 * c.b.w, 0.18 * c.b.h);
    rect(c, 0.36, 0.2, 0.62, 0.13, g.base);
    rect(c, 0.36, 0.2, 0.62, 0.05, g.light);
    rect(c, 0.72, 0.33, 0.1, 0.22, g.shadow);
    rect(c, 0.88, 0.33, 0.1, 0.3, g.shadow);
  },
  potion: (c) => {
    const { ramp } = c;
    const glass = mix(c.palette.white, ramp.highlight, 0.4);
    ell(c, 0.08, 0.3, 0.84, 0.68, glass);
    ell(c, 0.14, 0.44, 0.72, 0.5, ramp.base);
    rect(c, 0.14, 0.62, 0.72, 0.1, ramp.base);
    rect(c, 0.36, 0.1, 0.28, 0.26, glass);
    rect(c, 0.32, 0.02, 0.36, 0.12, wood.base);
    ell(c, 0.22, 0.48, 0.14, 0.16, ramp.highlight);
  },
  fruit: (c) => {
    const { ramp } = c;
    ell(c, 0.02, 0.2, 0.96, 0.8, ramp.base);
    ell(c, 0.5, 0.3, 0.46, 0.66, ramp.shadow);
    ell(c, 0.5, 0.24, 0.44, 0.66, ramp.base);
    ell(c, 0.18, 0.32, 0.18, 0.2, ramp.highlight);
    lineF(c, 0.5, 0.26, 0.56, 0.02, wood.shadow);
    poly(
      c,
      [
        [0.56, 0.1],
        [0.9, 0],
        [0.7, 0.2],
      ],
      leaf.base,
    );
  },
  mushroom: (c) => {
    const { ramp } = c;
    rect(c, 0.32, 0.5, 0.36, 0.48, c.palette.skin.light);
    ell(c, 0, 0.02, 1, 0.8, ramp.base);
    // Cut the cap off flat, leaving the stem below it.
    c.r.erase((x, y) => y > c.b.y + c.b.h * 0.42 && (x < c.b.x + c.b.w * 0.32 || x >= c.b.x + c.b.w * 0.68));
    ell(c, 0.18, 0.14, 0.2, 0.18, c.palette.white);
    ell(c, 0.6, 0.1, 0.16, 0.16, c.palette.white);
    rect(c, 0.32, 0.42, 0.36, 0.08, c.palette.skin.shadow);
  },
  shield: (c) => {
    const { ramp } = c;
    poly(
      c,
      [
        [0.05, 0.05],
        [0.95, 0.05],
        [0.95, 0.5],
        [0.5, 0.98],
        [0.05, 0.5],
      ],
      metal.base,
    );
    poly(
      c,
      [
        [0.15, 0.14],
        [0.85, 0.14],
        [0.85, 0.48],
        [0.5, 0.86],
        [0.15, 0.48],
      ],
      ramp.base,
    );
    poly(
      c,
      [
        [0.5, 0.14],
        [0.85, 0.14],
        [0.85, 0.48],
        [0.5, 0.86],
      ],
      ramp.shadow,
    );
  },
  sword: (c) => {
    lineF(c, 0.2, 0.8, 0.92, 0.08, metal.light, Math.max(2, c.u * 2));
    lineF(c, 0.1, 0.62, 0.38, 0.9, goldRamp.base, Math.max(1, c.u * 1.5));
    lineF(c, 0.04, 0.96, 0.22, 0.78, wood.base, Math.max(2, c.u * 1.8));
  },
  bomb: (c) => {
    ell(c, 0.02, 0.22, 0.8, 0.76, rampFrom({ l: 0.32, c: 0.02, h: 260 }).base);
    ell(c, 0.16, 0.34, 0.2, 0.18, rampFrom({ l: 0.55, c: 0.02, h: 260 }).base);
    rect(c, 0.5, 0.16, 0.16, 0.12, metal.shadow);
    lineF(c, 0.58, 0.16, 0.8, 0.04, wood.light);
    if (c.pose.frame % 2 === 0) sparkle({ r: c.r, u: c.u * 0.6 }, ...at(c, 0.85, 0.04), flameRamp.highlight);
  },
  bolt: (c) => {
    poly(
      c,
      [
        [0.55, 0],
        [0.12, 0.55],
        [0.45, 0.55],
        [0.35, 1],
        [0.88, 0.4],
        [0.55, 0.4],
        [0.7, 0],
      ],
      c.ramp.base,
    );
    poly(
      c,
      [
        [0.55, 0],
        [0.12, 0.55],
        [0.3, 0.55],
        [0.62, 0.08],
      ],
      c.ramp.highlight,
    );
  },
  crystal: (c) => {
    const { ramp } = c;
    poly(
      c,
      [
        [0.3, 0.2],
        [0.5, 0],
        [0.7, 0.2],
        [0.7, 0.85],
        [0.5, 1],
        [0.3, 0.85],
      ],
      ramp.base,
    );
    poly(
      c,
      [
        [0.5, 0],
        [0.7, 0.2],
        [0.7, 0.85],
        [0.5, 1],
      ],
      ramp.shadow,
    );
    poly(
      c,
      [
        [0.05, 0.5],
        [0.2, 0.38],
        [0.32, 0.5],
        [0.32, 0.9],
        [0.05, 0.9],
      ],
      ramp.light,
    );
    rect(c, 0.38, 0.22, 0.06, 0.5, ramp.highlight);
  },
  orb: (c) => {
    const { ramp } = c;
    const trail = c.pose.frames > 1 ? (c.pose.frame % 2) * 0.06 : 0;
    ell(c, 0, 0.3, 0.5 + trail, 0.4, mix(ramp.light, c.palette.white, 0.3));
    ell(c, 0.2, 0.1, 0.78, 0.8, ramp.base);
    ell(c, 0.36, 0.2, 0.3, 0.3, ramp.highlight);
  },
  fireball: (c) => {
    const flick = c.pose.frames > 1 ? (c.pose.frame % 2) * 0.08 : 0;
    poly(
      c,
      [
        [0.0, 0.2 + flick],
        [0.6, 0.3],
        [0.6, 0.7],
        [0.05, 0.82 - flick],
        [0.3, 0.5],
      ],
      flameRamp.base,
    );
    ell(c, 0.35, 0.12, 0.64, 0.76, rampFrom({ l: 0.65, c: 0.2, h: 35 }).base);
    ell(c, 0.48, 0.28, 0.38, 0.44, flameRamp.highlight);
  },
  arrow: (c) => {
    lineF(c, 0.05, 0.5, 0.8, 0.5, wood.base, Math.max(1, c.u));
    poly(
      c,
      [
        [0.72, 0.3],
        [1, 0.5],
        [0.72, 0.7],
      ],
      metal.light,
    );
    poly(
      c,
      [
        [0, 0.3],
        [0.2, 0.5],
        [0, 0.7],
        [0.12, 0.5],
      ],
      c.palette.white,
    );
  },
  bullet: (c) => {
    rect(c, 0.05, 0.3, 0.6, 0.4, c.ramp.base);
    ell(c, 0.4, 0.3, 0.58, 0.4, c.ramp.base);
    rect(c, 0.05, 0.3, 0.6, 0.12, c.ramp.highlight);
    rect(c, 0.05, 0.3, 0.08, 0.4, c.ramp.shadow);
  },
  laser: (c) => {
    rect(c, 0, 0.35, 1, 0.3, c.ramp.base);
    rect(c, 0.04, 0.44, 0.92, 0.12, c.palette.white);
  },
  rock: (c) => {
    poly(
      c,
      [
        [0.1, 0.35],
        [0.4, 0.05],
        [0.8, 0.15],
        [0.98, 0.55],
        [0.7, 0.95],
        [0.2, 0.88],
        [0.02, 0.6],
      ],
      stoneRamp.base,
    );
    poly(
      c,
      [
        [0.4, 0.05],
        [0.8, 0.15],
        [0.6, 0.4],
        [0.3, 0.3],
      ],
      stoneRamp.light,
    );
    poly(
      c,
      [
        [0.98, 0.55],
        [0.7, 0.95],
        [0.55, 0.65],
      ],
      stoneRamp.shadow,
    );
  },
  shuriken: (c) => {
    const turn = c.pose.frames > 1 ? (c.pose.frame * Math.PI) / (2 * c.pose.frames) : 0;
    const pts: [number, number][] = [];
    for (let i = 0; i < 8; i++) {
      const a = turn + (i * Math.PI) / 4;
      const rr = i % 2 === 0 ? 0.5 : 0.16;
      pts.push([0.5 + Math.cos(a) * rr, 0.5 + Math.sin(a) * rr]);
    }
    poly(c, pts, metal.base);
    ell(c, 0.42, 0.42, 0.16, 0.16, metal.shadow);
  },
  flag: (c) => {
    const wave = Math.sin(2 * Math.PI * c.t) * 0.06;
    rect(c, 0.12, 0.04, 0.08, 0.96, wood.shadow);
    ell(c, 0.08, 0, 0.16, 0.08, goldRamp.base);
    poly(
      c,
      [
        [0.2, 0.08],
        [0.95, 0.2 + wave],
        [0.9, 0.36 + wave],
        [0.2, 0.45],
      ],
      c.ramp.base,
    );
    poly(
      c,
      [
        [0.2, 0.3],
        [0.92, 0.3 + wave],
        [0.9, 0.36 + wave],
        [0.2, 0.45],
      ],
      c.ramp.shadow,
    );
    rect(c, 0.04, 0.92, 0.24, 0.08, stoneRamp.base);
  },
  door: (c) => {
    // Opening: the panel narrows toward its hinge, showing the dark way through.
    const open = c.pose.motion === 'open' ? c.t : 0;
    ell(c, 0.08, 0, 0.84, 0.5, stoneRamp.base);
    rect(c, 0.08, 0.25, 0.84, 0.75, stoneRamp.base);
    ell(c, 0.18, 0.1, 0.64, 0.4, c.palette.outline);
    rect(c, 0.18, 0.3, 0.64, 0.7, c.palette.outline);
    const w = 0.64 * (1 - open * 0.8);
    if (open === 0) ell(c, 0.18, 0.1, 0.64, 0.4, wood.base);
    rect(c, 0.18, open === 0 ? 0.3 : 0.22, w, open === 0 ? 0.7 : 0.78, wood.base);
    rect(c, 0.18 + w / 2 - 0.02, 0.2, 0.04, 0.8, wood.shadow);
    if (open < 0.5) ell(c, 0.18 + w - 0.14, 0.58, 0.08, 0.08, goldRamp.base);
  },
  chest: (c) => {
    const open = c.pose.motion === 'open' ? c.t : 0;
    rect(c, 0.04, 0.45, 0.92, 0.52, wood.base);
    rect(c, 0.04, 0.45, 0.92, 0.06, wood.light);
    if (open > 0.3) ell(c, 0.15, 0.32, 0.7, 0.25, goldRamp.light);
    const lidTop = 0.18 - open * 0.12;
    ell(c, 0.04, lidTop, 0.92, 0.4 - open * 0.25, wood.shadow);
    rect(c, 0.04, 0.3 - open * 0.1, 0.92, 0.16, wood.shadow);
    rect(c, 0.42, 0.4, 0.16, 0.2, goldRamp.base);
    rect(c, 0.04, 0.7, 0.92, 0.06, goldRamp.shadow);
  },
  portal: (c) => {
    const spin = c.t * Math.PI * 2;
    ell(c, 0.05, 0, 0.9, 1, c.ramp.shadow);
    ell(c, 0.15, 0.1, 0.7, 0.8, c.ramp.base);
    ell(c, 0.27, 0.22, 0.46, 0.56, c.ramp.light);
    ell(c, 0.38, 0.35, 0.24, 0.3, c.palette.white);
    for (let i = 0; i < 3; i++) {
      const a = spin + (i * 2 * Math.PI) / 3;
      sparkle({ r: c.r, u: c.u * 0.4 }, ...at(c, 0.5 + Math.cos(a) * 0.3, 0.5 + Math.sin(a) * 0.36), c.palette.white);
    }
  },
  trophy: (c) => {
    const g = c.ramp;
    ell(c, 0.15, 0.02, 0.7, 0.55, g.base);
    rect(c, 0.15, 0.02, 0.7, 0.25, g.base);
    ell(c, 0, 0.1, 0.25, 0.3, g.shadow);
    ell(c, 0.75, 0.1, 0.25, 0.3, g.shadow);
    rect(c, 0.42, 0.55, 0.16, 0.22, g.shadow);
    rect(c, 0.25, 0.78, 0.5, 0.2, wood.base);
    rect(c, 0.28, 0.08, 0.1, 0.3, g.highlight);
  },
  crate: (c) => {
    rect(c, 0, 0, 1, 1, wood.base);
    rect(c, 0, 0, 1, 0.1, wood.light);
    rect(c, 0, 0.9, 1, 0.1, wood.shadow);
    rect(c, 0, 0, 0.1, 1, wood.shadow);
    rect(c, 0.9, 0, 0.1, 1, wood.shadow);
    lineF(c, 0.1, 0.1, 0.9, 0.9, wood.shadow, Math.max(1, c.u));
    lineF(c, 0.1, 0.9, 0.9, 0.1, wood.shadow, Math.max(1, c.u));
  },
  barrel: (c) => {
    ell(c, 0.05, 0, 0.9, 1, wood.base);
    rect(c, 0.1, 0.05, 0.8, 0.9, wood.base);
    rect(c, 0.1, 0.18, 0.8, 0.07, metal.shadow);
    rect(c, 0.1, 0.75, 0.8, 0.07, metal.shadow);
    rect(c, 0.25, 0.05, 0.06, 0.9, wood.light);
    rect(c, 0.7, 0.05, 0.06, 0.9, wood.shadow);
  },
  boulder: (c) => DRAW.rock(c),
  bush: (c) => {
    ell(c, 0, 0.35, 0.55, 0.65, leaf.shadow);
    ell(c, 0.45, 0.3, 0.55, 0.7, leaf.shadow);
    ell(c, 0.18, 0.05, 0.64, 0.75, leaf.base);
    ell(c, 0.3, 0.15, 0.22, 0.22, leaf.light);
  },
  tree: (c) => {
    rect(c, 0.4, 0.6, 0.2, 0.4, wood.shadow);
    ell(c, 0.05, 0.05, 0.9, 0.65, leaf.base);
    ell(c, 0.45, 0.3, 0.45, 0.4, leaf.shadow);
    ell(c, 0.2, 0.12, 0.3, 0.22, leaf.light);
  },
  sign: (c) => {
    rect(c, 0.44, 0.4, 0.12, 0.6, wood.shadow);
    rect(c, 0.05, 0.08, 0.9, 0.42, wood.base);
    rect(c, 0.05, 0.08, 0.9, 0.06, wood.light);
    rect(c, 0.18, 0.22, 0.64, 0.05, wood.shadow);
    rect(c, 0.18, 0.33, 0.45, 0.05, wood.shadow);
  },
  spikes: (c) => {
    for (let i = 0; i < 4; i++) {
      poly(
        c,
        [
          [i * 0.25, 1],
          [i * 0.25 + 0.125, 0.2],
          [i * 0.25 + 0.25, 1],
        ],
        metal.base,
      );
      poly(
        c,
        [
          [i * 0.25 + 0.125, 0.2],
          [i * 0.25 + 0.25, 1],
          [i * 0.25 + 0.16, 1],
        ],
        metal.shadow,
      );
    }
  },
  torch: (c) => {
    const flick = c.pose.frames > 1 ? (c.pose.frame % 2) * 0.05 : 0;
    rect(c, 0.42, 0.42, 0.16, 0.58, wood.base);
    rect(c, 0.36, 0.4, 0.28, 0.08, metal.shadow);
    poly(
      c,
      [
        [0.3, 0.4],
        [0.5 + flick, 0],
        [0.7, 0.4],
      ],
      flameRamp.base,
    );
    poly(
      c,
      [
        [0.42, 0.4],
        [0.5 - flick, 0.14],
        [0.58, 0.4],
      ],
      flameRamp.highlight,
    );
  },
  cactus: (c) => {
    const g = leaf;
    rect(c, 0.38, 0.05, 0.24, 0.95, g.base);
    rect(c, 0.1, 0.35, 0.12, 0.3, g.base);
    rect(c, 0.1, 0.55, 0.3, 0.1, g.base);
    rect(c, 0.78, 0.2, 0.12, 0.3, g.base);
    rect(c, 0.6, 0.42, 0.3, 0.1, g.base);
    rect(c, 0.44, 0.1, 0.05, 0.85, g.light);
  },
  tombstone: (c) => {
    ell(c, 0.1, 0, 0.8, 0.5, stoneRamp.base);
    rect(c, 0.1, 0.25, 0.8, 0.75, stoneRamp.base);
    rect(c, 0.44, 0.2, 0.12, 0.4, stoneRamp.shadow);
    rect(c, 0.3, 0.3, 0.4, 0.1, stoneRamp.shadow);
    rect(c, 0.1, 0.9, 0.8, 0.1, stoneRamp.shadow);
  },
  pillar: (c) => {
    rect(c, 0.2, 0, 0.6, 1, stoneRamp.base);
    rect(c, 0.1, 0, 0.8, 0.1, stoneRamp.light);
    rect(c, 0.1, 0.9, 0.8, 0.1, stoneRamp.shadow);
    for (let i = 0; i < 3; i++) rect(c, 0.3 + i * 0.15, 0.12, 0.04, 0.76, stoneRamp.shadow);
  },
  flower: (c) => {
    lineF(c, 0.5, 0.45, 0.5, 1, leaf.shadow, Math.max(1, c.u));
    poly(
      c,
      [
        [0.5, 0.75],
        [0.8, 0.6],
        [0.6, 0.8],
      ],
      leaf.base,
    );
    for (let i = 0; i < 5; i++) {
      const a = (i * 2 * Math.PI) / 5;
      ell(c, 0.5 + Math.cos(a) * 0.2 - 0.15, 0.3 + Math.sin(a) * 0.2 - 0.15, 0.3, 0.3, c.ramp.base);
    }
    ell(c, 0.4, 0.2, 0.2, 0.2, goldRamp.base);
  },
  tower: (c) => {
    // The base's material and the weapon on top come from the words: a wooden crossbow tower, a stone cannon, a crystal
    // spire.
    const text = c.words.join(' ');
    const base = /\b(wood|wooden|log|timber)\b/.test(text)
      ? wood
      : /\b(crystal|ice|frost|icy)\b/.test(text)
        ? rampFrom({ l: 0.78, c: 0.08, h: 215 })
        : stoneRamp;
    const top = /\b(crossbow|bow|archer|arrow|ballista)\b/.test(text)
      ? 'crossbow'
      : /\b(frost|ice|crystal|magic|mage|spire|orb|wizard)\b/.test(text)
        ? 'crystal'
        : /\b(laser|tesla|lightning|bolt|zap|coil)\b/.test(text)
          ? 'coil'
          : 'cannon';
    const recoil = c.pose.motion === 'shoot' || c.pose.motion === 'attack' ? (c.pose.frame % 2) * 0.06 : 0;
    rect(c, 0.15, 0.45, 0.7, 0.55, base.base);
    for (let i = 0; i < 3; i++) rect(c, 0.15 + i * 0.25, 0.38, 0.18, 0.1, base.base);
    rect(c, 0.15, 0.6, 0.7, 0.05, base.shadow);
    rect(c, 0.15, 0.8, 0.7, 0.05, base.shadow);
    rect(c, 0.15, 0.45, 0.08, 0.55, base.light);
    if (top === 'cannon') {
      ell(c, 0.28, 0.12, 0.44, 0.4, c.ramp.base);
      rect(c, 0.5, 0.22, 0.48 - recoil, 0.14, c.ramp.shadow);
      ell(c, 0.34, 0.16, 0.14, 0.12, c.ramp.highlight);
    } else if (top === 'crossbow') {
      rect(c, 0.3, 0.24, 0.4, 0.14, wood.base);
      lineF(c, 0.62, 0.02, 0.62, 0.46, wood.shadow, Math.max(1, c.u));
      lineF(c, 0.62, 0.02, 0.5, 0.24, c.palette.white);
      lineF(c, 0.62, 0.46, 0.5, 0.24, c.palette.white);
      rect(c, 0.5 - recoil, 0.22, 0.45, 0.06, metal.light);
    } else if (top === 'crystal') {
      poly(
        c,
        [
          [0.3, 0.42],
          [0.38, 0.12],
          [0.5, 0],
          [0.62, 0.12],
          [0.7, 0.42],
        ],
        c.ramp.base,
      );
      poly(
        c,
        [
          [0.5, 0],
          [0.62, 0.12],
          [0.7, 0.42],
          [0.5, 0.42],
        ],
        c.ramp.shadow,
      );
      rect(c, 0.42, 0.12, 0.05, 0.22, c.ramp.highlight);
    } else {
      rect(c, 0.44, 0.08, 0.12, 0.32, metal.base);
      for (let i = 0; i < 3; i++) rect(c, 0.36, 0.12 + i * 0.1, 0.28, 0.04, c.ramp.base);
      ell(c, 0.38, 0, 0.24, 0.14, c.ramp.highlight);
    }
  },
  bread: (c) => {
    ell(c, 0, 0.2, 1, 0.75, c.ramp.shadow);
    ell(c, 0.02, 0.18, 0.96, 0.66, c.ramp.base);
    for (let i = 0; i < 3; i++) lineF(c, 0.25 + i * 0.2, 0.32, 0.35 + i * 0.2, 0.5, c.ramp.highlight);
    ell(c, 0.12, 0.26, 0.2, 0.12, c.ramp.light);
  },
  bag: (c) => {
    const cloth = rampFrom({ l: 0.58, c: 0.08, h: 65 });
    ell(c, 0.08, 0.3, 0.84, 0.7, cloth.base);
    poly(
      c,
      [
        [0.3, 0.34],
        [0.38, 0.1],
        [0.62, 0.1],
        [0.7, 0.34],
      ],
      cloth.base,
    );
    rect(c, 0.3, 0.28, 0.4, 0.08, c.ramp.base);
    ell(c, 0.55, 0.5, 0.3, 0.4, cloth.shadow);
    ell(c, 0.2, 0.45, 0.16, 0.16, cloth.light);
  },
  block: (c) => {
    const ground = c.palette.ground;
    rect(c, 0, 0, 1, 1, ground.base);
    rect(c, 0, 0, 1, 0.25, c.palette.surface.base);
    rect(c, 0, 0, 1, 0.06, c.palette.surface.highlight);
    for (let i = 0; i < 5; i++)
      rect(c, ((i * 37) % 80) / 100 + 0.05, 0.25 + (0.15 * (1 + ((i * 53) % 4))) / 1.2, 0.12, 0.06, ground.shadow);
    for (let i = 0; i < 4; i++) rect(c, i * 0.25 + 0.05, 0.25, 0.12, 0.06 + (i % 2) * 0.06, c.palette.surface.shadow);
  },
  platform: (c) => {
    rect(c, 0, 0.3, 1, 0.4, c.palette.ground.base);
    rect(c, 0, 0.3, 1, 0.12, c.palette.surface.base);
    rect(c, 0, 0.62, 1, 0.08, c.palette.ground.shadow);
  },
  pause: (c) => {
    plate(c);
    const g = glyph(c);
    rect(g, 0.1, 0, 0.28, 1, c.palette.outline);
    rect(g, 0.62, 0, 0.28, 1, c.palette.outline);
  },
  play: (c) => {
    plate(c);
    poly(
      glyph(c),
      [
        [0.15, 0],
        [0.95, 0.5],
        [0.15, 1],
      ],
      c.palette.outline,
    );
  },
  sound: (c) => {
    plate(c);
    const g = glyph(c);
    rect(g, 0, 0.3, 0.25, 0.4, c.palette.outline);
    poly(
      g,
      [
        [0.2, 0.3],
        [0.55, 0],
        [0.55, 1],
        [0.2, 0.7],
      ],
      c.palette.outline,
    );
    lineF(g, 0.72, 0.25, 0.72, 0.75, c.palette.outline);
    lineF(g, 0.9, 0.1, 0.9, 0.9, c.palette.outline);
  },
  music: (c) => {
    plate(c);
    const g = glyph(c);
    ell(g, 0, 0.7, 0.4, 0.3, c.palette.outline);
    rect(g, 0.3, 0, 0.1, 0.85, c.palette.outline);
    poly(
      g,
      [
        [0.3, 0],
        [0.9, 0.15],
        [0.9, 0.35],
        [0.4, 0.2],
      ],
      c.palette.outline,
    );
  },
  gear: (c) => {
    plate(c);
    const g = glyph(c);
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      lineF(g, 0.5, 0.5, 0.5 + Math.cos(a) * 0.5, 0.5 + Math.sin(a) * 0.5, c.palette.outline, Math.max(2, c.u * 1.5));
    }
    ell(g, 0.15, 0.15, 0.7, 0.7, c.palette.outline);
    ell(g, 0.35, 0.35, 0.3, 0.3, c.palette.roles.ui.base);
  },
  home: (c) => {
    plate(c);
    const g = glyph(c);
    poly(
      g,
      [
        [0, 0.5],
        [0.5, 0],
        [1, 0.5],
      ],
      c.palette.outline,
    );
    rect(g, 0.15, 0.45, 0.7, 0.55, c.palette.outline);
    rect(g, 0.4, 0.65, 0.2, 0.35, c.palette.roles.ui.base);
  },
  restart: (c) => {
    plate(c);
    const g = glyph(c);
    for (let a = 40; a <= 340; a += 6) {
      const rad = (a * Math.PI) / 180;
      lineF(
        g,
        0.5 + Math.cos(rad) * 0.42,
        0.5 + Math.sin(rad) * 0.42,
        0.5 + Math.cos(rad) * 0.42,
        0.5 + Math.sin(rad) * 0.42,
        c.palette.outline,
        Math.max(1.5, c.u * 1.5),
      );
    }
    poly(
      g,
      [
        [0.62, 0.0],
        [1.0, 0.22],
        [0.66, 0.44],
      ],
      c.palette.outline,
    );
  },
  close: (c) => {
    plate(c);
    const g = glyph(c);
    lineF(g, 0.05, 0.05, 0.95, 0.95, c.palette.outline, Math.max(2, c.u * 2));
    lineF(g, 0.95, 0.05, 0.05, 0.95, c.palette.outline, Math.max(2, c.u * 2));
  },
  arrowRight: (c) => {
    plate(c);
    const g = glyph(c);
    rect(g, 0, 0.35, 0.6, 0.3, c.palette.outline);
    poly(
      g,
      [
        [0.5, 0],
        [1, 0.5],
        [0.5, 1],
      ],
      c.palette.outline,
    );
  },
  arrowLeft: (c) => {
    plate(c);
    const g = glyph(c);
    rect(g, 0.4, 0.35, 0.6, 0.3, c.palette.outline);
    poly(
      g,
      [
        [0.5, 0],
        [0, 0.5],
        [0.5, 1],
      ],
      c.palette.outline,
    );
  },
  lock: (c) => {
    plate(c);
    const g = glyph(c);
    ell(g, 0.2, 0, 0.6, 0.7, c.palette.outline);
    ell(g, 0.35, 0.15, 0.3, 0.5, c.palette.roles.ui.base);
    rect(g, 0.1, 0.45, 0.8, 0.55, c.palette.outline);
  },
  check: (c) => {
    plate(c);
    const g = glyph(c);
    lineF(g, 0.05, 0.55, 0.38, 0.9, c.palette.outline, Math.max(2, c.u * 2));
    lineF(g, 0.38, 0.9, 0.95, 0.1, c.palette.outline, Math.max(2, c.u * 2));
  },
  button: (c) => plate(c),
};

/** Whether a shape is an icon drawn on a plate (it brings its own edge, so it gets no extra sparkle). */
export function isIcon(shape: ThingShape): boolean {
  return [
    'pause',
    'play',
    'sound',
    'music',
    'gear',
    'home',
    'restart',
    'close',
    'arrowRight',
    'arrowLeft',
    'lock',
    'check',
    'button',
  ].includes(shape);
}
