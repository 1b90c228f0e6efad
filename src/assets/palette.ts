// The theme palette: every colour a generated asset uses, derived from the prompt's theme words
// (or from a palette the registry gives). A fixed word table maps known words to a biome and to a
// hero hue; unknown words hash to a hue, so any prompt gets a stable palette. Role colours are
// then chosen to be far apart (CIEDE2000), and the outline to stand out against the backgrounds
// (WCAG contrast), so silhouettes read at game scale.
import { contrastRatio, deltaE2000, fromOklch, parseHex, toOklch, type Oklch, type Rgb } from './color.ts';
import { hashString } from './random.ts';
import type { AssetRole } from './registry.ts';
import { wordEntry } from '../shared/index.ts';

/** Four shades of one colour, darkest first: shadow, base, light, highlight. */
export interface Ramp {
  shadow: Rgb;
  base: Rgb;
  light: Rgb;
  highlight: Rgb;
}

export type BiomeName =
  | 'meadow'
  | 'forest'
  | 'desert'
  | 'snow'
  | 'cave'
  | 'space'
  | 'night'
  | 'ocean'
  | 'lava'
  | 'castle'
  | 'city'
  | 'candy'
  | 'spooky'
  | 'sky';
export type Scenery =
  | 'hills'
  | 'mountains'
  | 'dunes'
  | 'trees'
  | 'city'
  | 'stalactites'
  | 'waves'
  | 'castle'
  | 'clouds';

interface Biome {
  sky: [Oklch, Oklch];
  ground: Oklch;
  surface: Oklch;
  far: Scenery;
  near: Scenery;
  hero: number;
  stars: boolean;
}

const ok = (l: number, c: number, h: number): Oklch => ({ l, c, h });

const BIOMES: Record<BiomeName, Biome> = {
  meadow: {
    sky: [ok(0.72, 0.1, 240), ok(0.9, 0.05, 215)],
    ground: ok(0.5, 0.08, 60),
    surface: ok(0.7, 0.17, 140),
    far: 'mountains',
    near: 'hills',
    hero: 255,
    stars: false,
  },
  forest: {
    sky: [ok(0.74, 0.08, 220), ok(0.9, 0.06, 160)],
    ground: ok(0.45, 0.07, 55),
    surface: ok(0.62, 0.16, 145),
    far: 'hills',
    near: 'trees',
    hero: 50,
    stars: false,
  },
  desert: {
    sky: [ok(0.75, 0.1, 230), ok(0.92, 0.06, 80)],
    ground: ok(0.7, 0.1, 70),
    surface: ok(0.82, 0.1, 85),
    far: 'dunes',
    near: 'dunes',
    hero: 250,
    stars: false,
  },
  snow: {
    sky: [ok(0.76, 0.07, 235), ok(0.93, 0.03, 220)],
    ground: ok(0.62, 0.05, 245),
    surface: ok(0.96, 0.02, 230),
    far: 'mountains',
    near: 'trees',
    hero: 25,
    stars: false,
  },
  cave: {
    sky: [ok(0.42, 0.03, 60), ok(0.55, 0.04, 50)],
    ground: ok(0.42, 0.04, 50),
    surface: ok(0.58, 0.05, 60),
    far: 'stalactites',
    near: 'stalactites',
    hero: 95,
    stars: false,
  },
  space: {
    sky: [ok(0.22, 0.08, 290), ok(0.38, 0.1, 280)],
    ground: ok(0.5, 0.05, 270),
    surface: ok(0.68, 0.08, 200),
    far: 'mountains',
    near: 'hills',
    hero: 200,
    stars: true,
  },
  night: {
    sky: [ok(0.25, 0.07, 265), ok(0.45, 0.08, 255)],
    ground: ok(0.4, 0.05, 200),
    surface: ok(0.52, 0.09, 160),
    far: 'mountains',
    near: 'trees',
    hero: 90,
    stars: true,
  },
  ocean: {
    sky: [ok(0.74, 0.1, 230), ok(0.9, 0.05, 200)],
    ground: ok(0.74, 0.08, 80),
    surface: ok(0.86, 0.08, 90),
    far: 'waves',
    near: 'waves',
    hero: 25,
    stars: false,
  },
  lava: {
    sky: [ok(0.36, 0.1, 30), ok(0.6, 0.16, 45)],
    ground: ok(0.36, 0.03, 30),
    surface: ok(0.5, 0.05, 30),
    far: 'mountains',
    near: 'stalactites',
    hero: 230,
    stars: false,
  },
  castle: {
    sky: [ok(0.6, 0.08, 260), ok(0.82, 0.06, 300)],
    ground: ok(0.52, 0.02, 250),
    surface: ok(0.68, 0.02, 250),
    far: 'castle',
    near: 'hills',
    hero: 250,
    stars: false,
  },
  city: {
    sky: [ok(0.6, 0.09, 285), ok(0.84, 0.08, 40)],
    ground: ok(0.46, 0.02, 260),
    surface: ok(0.62, 0.03, 250),
    far: 'city',
    near: 'city',
    hero: 195,
    stars: false,
  },
  candy: {
    sky: [ok(0.82, 0.08, 350), ok(0.93, 0.04, 320)],
    ground: ok(0.6, 0.09, 40),
    surface: ok(0.86, 0.09, 355),
    far: 'hills',
    near: 'hills',
    hero: 200,
    stars: false,
  },
  spooky: {
    sky: [ok(0.35, 0.08, 300), ok(0.55, 0.1, 320)],
    ground: ok(0.38, 0.03, 300),
    surface: ok(0.5, 0.06, 140),
    far: 'castle',
    near: 'trees',
    hero: 60,
    stars: true,
  },
  sky: {
    sky: [ok(0.7, 0.12, 245), ok(0.92, 0.05, 220)],
    ground: ok(0.92, 0.02, 250),
    surface: ok(0.98, 0.01, 250),
    far: 'clouds',
    near: 'clouds',
    hero: 30,
    stars: false,
  },
};

const BIOME_WORDS: Record<string, BiomeName> = Object.fromEntries(
  (
    [
      ['meadow', 'meadow grass grassland field farm garden park plains spring hill hills'],
      ['forest', 'forest forests woods wood woodland jungle tree trees grove elf elves'],
      ['desert', 'desert sand sands dune dunes egypt pyramid pyramids cactus canyon savanna'],
      ['snow', 'snow snowy ice icy winter frost frozen arctic polar christmas glacier tundra penguin'],
      ['cave', 'cave caves cavern mine mines underground crystal crystals dwarf tunnel'],
      [
        'space',
        'space galaxy galactic planet planets alien aliens rocket cosmic moon asteroid asteroids starship orbit',
      ],
      ['night', 'night midnight dark moonlight stars starry'],
      ['ocean', 'ocean sea beach island pirate pirates underwater water fish lake river shark coral reef boat'],
      ['lava', 'lava volcano volcanic fire fiery hell inferno magma ember'],
      ['castle', 'castle dungeon knight knights medieval kingdom king queen princess throne fortress'],
      ['city', 'city street streets urban cyber cyberpunk neon robot robots factory metro town'],
      ['candy', 'candy sweet sweets cake dessert sugar cookie chocolate'],
      ['spooky', 'haunted ghost ghosts spooky halloween graveyard zombie zombies vampire witch skeleton'],
      ['sky', 'sky skies cloud clouds heaven bird birds flying air'],
    ] as const
  ).flatMap(([biome, words]) => words.split(' ').map((w) => [w, biome])),
);

/** Words that name the hero's colour: creatures, characters and colour names (OKLCh hue, chroma scale). */
const HERO_WORDS: Record<string, [number, number]> = {
  fox: [50, 1],
  frog: [140, 1],
  toad: [130, 0.8],
  cat: [65, 0.8],
  kitten: [65, 0.8],
  dog: [60, 0.6],
  puppy: [60, 0.6],
  wolf: [250, 0.3],
  bunny: [355, 0.6],
  rabbit: [355, 0.6],
  bear: [55, 0.6],
  penguin: [255, 0.5],
  robot: [235, 0.5],
  ninja: [285, 0.7],
  knight: [255, 0.6],
  wizard: [300, 1],
  witch: [300, 1],
  princess: [350, 1],
  pirate: [25, 1],
  astronaut: [250, 0.4],
  bee: [95, 1],
  dragon: [145, 1],
  slime: [140, 1],
  ghost: [280, 0.4],
  mouse: [20, 0.3],
  owl: [55, 0.6],
  duck: [100, 1],
  chick: [100, 1],
  pig: [0, 0.6],
  panda: [250, 0.2],
  turtle: [150, 0.8],
  hedgehog: [220, 0.9],
  monkey: [55, 0.7],
  lion: [75, 0.9],
  tiger: [55, 1],
  unicorn: [320, 0.8],
  mermaid: [195, 1],
  red: [25, 1],
  crimson: [20, 1],
  orange: [55, 1],
  yellow: [100, 1],
  gold: [90, 0.9],
  golden: [90, 0.9],
  green: [145, 1],
  lime: [130, 1],
  teal: [190, 1],
  cyan: [205, 1],
  blue: [255, 1],
  navy: [265, 0.7],
  purple: [305, 1],
  violet: [300, 1],
  pink: [350, 1],
  magenta: [335, 1],
  brown: [55, 0.5],
  silver: [250, 0.15],
  grey: [250, 0.1],
  gray: [250, 0.1],
};

export interface ThemePalette {
  biome: BiomeName;
  scenery: { far: Scenery; near: Scenery; stars: boolean };
  /** 1px outline around every sprite. */
  outline: Rgb;
  /** Eye whites, shines and sparkles. */
  white: Rgb;
  roles: Record<AssetRole, Ramp>;
  skin: Ramp;
  /** Secondary colour for clothes, hats and trims. */
  accent: Ramp;
  /** Backgrounds: sky gradient top and bottom, then the far, middle and near scenery. */
  sky: [Rgb, Rgb];
  far: Rgb;
  mid: Rgb;
  near: Rgb;
  /** Tiles: the body of the ground and its top surface (grass, snow, sand); top-down floor and walls. */
  ground: Ramp;
  surface: Ramp;
  floor: Ramp;
  wall: Ramp;
}

/** The colours a sprite is seen against: sky and scenery (what the outline contrast is checked with). */
export function backgroundColours(p: ThemePalette): Rgb[] {
  return [p.sky[0], p.sky[1], p.far, p.mid, p.near];
}

/** Minimum distances the palette guarantees; the tests assert the same numbers. */
export const PALETTE_LIMITS = {
  /** CIEDE2000 between player, enemy and pickup base colours. */
  roleDeltaE: 20,
  /** CIEDE2000 between those role colours and every background colour. */
  backgroundDeltaE: 12,
  /** WCAG contrast ratio of the outline against every background colour. */
  outlineContrast: 3,
} as const;

const wrapHue = (h: number) => ((h % 360) + 360) % 360;

/** Moves hue `h` toward `target` by up to `by` degrees the short way round (shadows cool, lights warm). */
function shiftHue(h: number, target: number, by: number): number {
  const d = wrapHue(target - h + 180) - 180;
  return wrapHue(h + Math.sign(d) * Math.min(Math.abs(d), by));
}

export function rampFrom(base: Oklch): Ramp {
  const c = base.c;
  return {
    shadow: fromOklch({ l: base.l - 0.16, c: c * 0.95, h: shiftHue(base.h, 275, 14) }),
    base: fromOklch(base),
    light: fromOklch({ l: base.l + 0.1, c: c * 0.9, h: shiftHue(base.h, 90, 8) }),
    highlight: fromOklch({ l: Math.min(0.97, base.l + 0.2), c: c * 0.55, h: shiftHue(base.h, 90, 14) }),
  };
}

function wordsOf(theme: readonly string[]): string[] {
  return theme.flatMap((t) => t.toLowerCase().split(/[^a-z0-9]+/)).filter(Boolean);
}

/** The biome named by the first theme word that names one (meadow when none does). */
export function biomeFor(theme: readonly string[]): BiomeName {
  for (const w of wordsOf(theme)) {
    const b = wordEntry(BIOME_WORDS, w) ?? wordEntry(BIOME_WORDS, w.replace(/s$/, ''));
    if (b) return b;
  }
  return 'meadow';
}

/**
 * Hue of the hero: a creature or colour word if there is one, else the biome's default, else a hash of the first word.
 */
export function heroHue(theme: readonly string[]): { hue: number; chroma: number } {
  const words = wordsOf(theme);
  for (const w of words) {
    const hit = wordEntry(HERO_WORDS, w) ?? wordEntry(HERO_WORDS, w.replace(/s$/, ''));
    if (hit) return { hue: hit[0], chroma: hit[1] };
  }
  const biome = words.map((w) => wordEntry(BIOME_WORDS, w)).find(Boolean);
  if (biome) return { hue: BIOMES[biome].hero, chroma: 1 };
  if (words[0]) return { hue: hashString(words[0]) % 360, chroma: 1 };
  return { hue: BIOMES.meadow.hero, chroma: 1 };
}

function minDistance(c: Rgb, others: readonly Rgb[]): number {
  return others.length ? Math.min(...others.map((o) => deltaE2000(c, o))) : Infinity;
}

/**
 * The first candidate (they come in order of preference) that is clearly apart from the roles
 * already chosen and from the backgrounds; when none is, the one farthest from all of them.
 */
function firstDistinct(candidates: readonly Oklch[], roles: readonly Rgb[], backgrounds: readonly Rgb[]): Oklch {
  const fits = candidates.find((c) => {
    const rgb = fromOklch(c);
    return (
      minDistance(rgb, roles) >= PALETTE_LIMITS.roleDeltaE + 5 &&
      minDistance(rgb, backgrounds) >= PALETTE_LIMITS.backgroundDeltaE + 3
    );
  });
  if (fits) return fits;
  let best = candidates[0]!;
  let bestScore = -1;
  for (const c of candidates) {
    const rgb = fromOklch(c);
    const score = Math.min(minDistance(rgb, roles), minDistance(rgb, backgrounds) * 1.5);
    if (score > bestScore + 1e-9) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/** Hue candidates in order of preference, each at a few lightnesses, so a colour can step out of the way of the sky. */
function candidatesAround(hues: readonly number[], chroma: number, lightness: readonly number[]): Oklch[] {
  return hues.flatMap((h) => lightness.map((l) => ok(l, chroma, h)));
}

/** Colours from a given palette, ordered by how close their hue is to the preferred hues. */
function givenInPreference(given: readonly Oklch[], hues: readonly number[]): Oklch[] {
  const distance = (c: Oklch) => Math.min(...hues.map((h, i) => Math.abs(wrapHue(c.h - h + 180) - 180) + i * 12));
  return [...given].sort((a, b) => distance(a) - distance(b) || b.c - a.c);
}

// Enemies read as danger (reds, magentas), pickups as reward (golds), when the theme leaves room.
const ENEMY_HUES = [25, 5, 335, 300, 60, 145, 200];
const PICKUP_HUES = [90, 75, 200, 345, 145, 300];

function rolesFrom(player: Oklch, backgrounds: Rgb[], givenLch: Oklch[]): Record<'player' | 'enemy' | 'pickup', Oklch> {
  const playerRgb = fromOklch(player);
  const vivid = givenLch.filter((c) => c.c > 0.1 && Math.abs(c.h - player.h) + Math.abs(c.l - player.l) > 1e-6);
  // Given colours first, in order of preference; generated ones after, for palettes without enough distinct hues.
  const enemy = firstDistinct(
    [...givenInPreference(vivid, ENEMY_HUES), ...candidatesAround(ENEMY_HUES, 0.19, [0.64, 0.54, 0.76, 0.46])],
    [playerRgb],
    backgrounds,
  );
  const pickup = firstDistinct(
    [...givenInPreference(vivid, PICKUP_HUES), ...candidatesAround(PICKUP_HUES, 0.17, [0.82, 0.72, 0.62, 0.52])],
    [playerRgb, fromOklch(enemy)],
    backgrounds,
  );
  return { player, enemy, pickup };
}

/** Pushes a background colour's lightness away from the outline until their contrast is enough. */
function separateFromOutline(c: Rgb, outline: Rgb): Rgb {
  let lch = toOklch(c);
  const darkOutline = toOklch(outline).l < 0.5;
  let out = c;
  for (let i = 0; i < 60 && contrastRatio(out, outline) < PALETTE_LIMITS.outlineContrast + 0.05; i++) {
    lch = { ...lch, l: lch.l + (darkOutline ? 0.01 : -0.01) };
    out = fromOklch(lch);
  }
  return out;
}

/** Lightens or darkens a role colour until it stands apart from every background colour. */
function separateFromBackgrounds(c: Oklch, backgrounds: readonly Rgb[]): Oklch {
  const bgLight = backgrounds.reduce((s, b) => s + toOklch(b).l, 0) / backgrounds.length;
  let out = c;
  for (let i = 0; i < 40 && minDistance(fromOklch(out), backgrounds) < PALETTE_LIMITS.backgroundDeltaE + 0.5; i++) {
    out = { ...out, l: out.l + (bgLight > 0.6 ? -0.01 : 0.01) };
  }
  return out;
}

/**
 * The palette for a game: `theme` words pick the biome and the hero's hue; `given` hex colours, when
 * the registry has them, seed the role colours and sky instead of the word table.
 */
export function themePalette(theme: readonly string[] = [], given: readonly string[] = []): ThemePalette {
  const biomeName = biomeFor(theme);
  const biome = BIOMES[biomeName];
  const givenRgb = given.map(parseHex);
  const givenLch = givenRgb.map(toOklch);

  let sky: [Rgb, Rgb] = [fromOklch(biome.sky[0]), fromOklch(biome.sky[1])];
  const paleGiven = givenLch.filter((c) => c.l > 0.6 && c.c < 0.12).sort((a, b) => a.l - b.l || a.h - b.h);
  if (paleGiven.length >= 2) sky = [fromOklch(paleGiven[0]!), fromOklch(paleGiven[paleGiven.length - 1]!)];
  const skyTop = toOklch(sky[0]);
  const ground = biome.ground;
  const far = fromOklch({
    l: skyTop.l * 0.7 + ground.l * 0.3 - 0.02,
    c: skyTop.c * 0.6 + 0.02,
    h: shiftHue(skyTop.h, ground.h, 25),
  });
  const mid = fromOklch({ l: (skyTop.l + biome.surface.l) / 2 - 0.08, c: biome.surface.c * 0.7, h: biome.surface.h });
  const near = fromOklch({
    l: biome.surface.l - 0.16,
    c: biome.surface.c * 0.8,
    h: shiftHue(biome.surface.h, 275, 10),
  });

  // The outline is dark unless the scene is so dark that a light outline stands out more.
  const dark = fromOklch(ok(0.2, 0.035, shiftHue(skyTop.h, 275, 30)));
  const light = fromOklch(ok(0.95, 0.02, 90));
  const rawBackgrounds = [sky[0], sky[1], far, mid, near];
  const minContrast = (o: Rgb) => Math.min(...rawBackgrounds.map((b) => contrastRatio(o, b)));
  const outline =
    minContrast(dark) >= minContrast(light) || minContrast(dark) >= PALETTE_LIMITS.outlineContrast ? dark : light;
  const [skyA, skyB, farS, midS, nearS] = rawBackgrounds.map((b) => separateFromOutline(b, outline)) as [
    Rgb,
    Rgb,
    Rgb,
    Rgb,
    Rgb,
  ];
  const backgrounds = [skyA, skyB, farS, midS, nearS];

  const hero = heroHue(theme);
  const vivid = givenLch.filter((c) => c.c > 0.06).sort((a, b) => b.c - a.c || a.h - b.h);
  const playerBase = vivid[0] ?? ok(0.7, 0.17 * Math.max(0.25, hero.chroma), hero.hue);
  const roles3 = rolesFrom(playerBase, backgrounds, givenLch);
  const player = separateFromBackgrounds(roles3.player, backgrounds);
  const enemy = separateFromBackgrounds(roles3.enemy, backgrounds);
  const pickup = separateFromBackgrounds(roles3.pickup, backgrounds);

  const projectile = ok(Math.max(pickup.l, 0.8), Math.max(pickup.c, 0.14), pickup.h);
  const accent = ok(0.55, 0.14, wrapHue(player.h + 180));
  const roles: Record<AssetRole, Ramp> = {
    player: rampFrom(player),
    npc: rampFrom(ok(0.7, 0.13, wrapHue(player.h + 120))),
    enemy: rampFrom(enemy),
    boss: rampFrom(ok(enemy.l - 0.08, Math.min(0.25, enemy.c * 1.15), enemy.h)),
    pickup: rampFrom(pickup),
    projectile: rampFrom(projectile),
    goal: rampFrom(ok(0.72, 0.17, wrapHue(pickup.h + 40))),
    ui: rampFrom(ok(0.82, 0.06, shiftHue(skyTop.h, 90, 30))),
    prop: rampFrom(ok(0.58, 0.07, 60)),
    tower: rampFrom(ok(0.62, 0.06, 245)),
    terrain: rampFrom(biome.ground),
  };
  return {
    biome: biomeName,
    scenery: { far: biome.far, near: biome.near, stars: biome.stars },
    outline,
    white: fromOklch(ok(0.98, 0.01, 90)),
    roles,
    skin: rampFrom(ok(0.83, 0.06, 60)),
    accent: rampFrom(accent),
    sky: [skyA, skyB],
    far: farS,
    mid: midS,
    near: nearS,
    ground: rampFrom(ground),
    surface: rampFrom(biome.surface),
    // Top-down: a warm, darker floor under cooler, lighter wall tops, so rooms read at a glance.
    floor: rampFrom(ok(Math.min(0.6, Math.max(0.42, ground.l)), ground.c * 0.6 + 0.02, shiftHue(ground.h, 60, 40))),
    wall: rampFrom(ok(Math.max(0.62, ground.l + 0.12), ground.c * 0.5, shiftHue(ground.h, 250, 40))),
  };
}

/** Colour and material words in a description, as OKLCh: "green slime", "iron cannonball", "smoky claw". */
const DESCRIBED_COLOURS: Record<string, Oklch> = {
  red: ok(0.6, 0.2, 25),
  crimson: ok(0.5, 0.19, 20),
  scarlet: ok(0.6, 0.21, 28),
  orange: ok(0.72, 0.17, 55),
  yellow: ok(0.88, 0.17, 100),
  gold: ok(0.82, 0.16, 88),
  golden: ok(0.82, 0.16, 88),
  neon: ok(0.72, 0.26, 340),
  green: ok(0.68, 0.18, 145),
  lime: ok(0.8, 0.2, 130),
  teal: ok(0.65, 0.11, 190),
  cyan: ok(0.8, 0.13, 205),
  blue: ok(0.58, 0.17, 255),
  navy: ok(0.4, 0.12, 265),
  purple: ok(0.55, 0.19, 305),
  violet: ok(0.6, 0.18, 300),
  pink: ok(0.75, 0.14, 350),
  magenta: ok(0.62, 0.24, 335),
  brown: ok(0.5, 0.08, 55),
  white: ok(0.94, 0.01, 250),
  pale: ok(0.9, 0.03, 250),
  grey: ok(0.65, 0.02, 250),
  gray: ok(0.65, 0.02, 250),
  silver: ok(0.78, 0.02, 250),
  black: ok(0.3, 0.02, 270),
  dark: ok(0.36, 0.04, 280),
  shadow: ok(0.34, 0.04, 285),
  shadowy: ok(0.34, 0.04, 285),
  smoky: ok(0.42, 0.02, 280),
  iron: ok(0.55, 0.02, 250),
  steel: ok(0.65, 0.03, 240),
  metal: ok(0.62, 0.03, 245),
  stone: ok(0.6, 0.02, 70),
  rock: ok(0.55, 0.02, 60),
  wooden: ok(0.55, 0.09, 60),
  wood: ok(0.55, 0.09, 60),
  ice: ok(0.86, 0.07, 215),
  icy: ok(0.86, 0.07, 215),
  frost: ok(0.86, 0.07, 215),
  frozen: ok(0.86, 0.07, 215),
  crystal: ok(0.8, 0.1, 300),
  ember: ok(0.65, 0.19, 42),
  fiery: ok(0.66, 0.2, 40),
  fire: ok(0.66, 0.2, 40),
  lava: ok(0.62, 0.2, 35),
  ash: ok(0.5, 0.01, 60),
  bronze: ok(0.6, 0.1, 65),
};

/**
 * The colours a description asks for, best first: colour and material words, then the usual colour of a named creature.
 */
export function describedColours(words: readonly string[]): Oklch[] {
  const named = words.filter((w) => Object.hasOwn(DESCRIBED_COLOURS, w)).map((w) => DESCRIBED_COLOURS[w]!);
  const creatures = words
    .map((w) => wordEntry(HERO_WORDS, w) ?? wordEntry(HERO_WORDS, w.replace(/s$/, '')))
    .filter((hit) => hit !== undefined)
    .map((hit) => ok(0.68, 0.17 * Math.max(0.25, hit[1]), hit[0]));
  return [...named, ...creatures];
}

/** Which role colours a role must stay apart from, so the player never mistakes one for another. */
const APART_FROM: Partial<Record<AssetRole, readonly AssetRole[]>> = {
  player: ['enemy', 'pickup'],
  enemy: ['player', 'pickup'],
  boss: ['player', 'pickup'],
  npc: ['enemy'],
  pickup: ['player', 'enemy'],
};

/**
 * The ramp of the first described colour that keeps the role distinguishable: apart (CIEDE2000)
 * from the roles it could be mistaken for and from the backgrounds. Undefined when none does.
 */
export function describedRamp(colours: readonly Oklch[], role: AssetRole, palette: ThemePalette): Ramp | undefined {
  for (const colour of colours) {
    const ramp = rampFrom(colour);
    const others = (APART_FROM[role] ?? []).map((r) => palette.roles[r].base);
    const apart = others.every((o) => deltaE2000(ramp.base, o) >= PALETTE_LIMITS.roleDeltaE);
    const visible =
      !APART_FROM[role] ||
      backgroundColours(palette).every((b) => deltaE2000(ramp.base, b) >= PALETTE_LIMITS.backgroundDeltaE);
    if (apart && visible) return ramp;
  }
  return undefined;
}

/** Colour names proper, not materials or weather ("frozen lake", "stone floor" say where, not what colour). */
const COLOUR_NAMES = new Set(
  (
    'red crimson scarlet orange yellow gold golden green lime teal cyan blue navy purple violet pink magenta brown ' +
    'white black grey gray silver bronze neon'
  ).split(' '),
);

/** Whether `word` is a colour name the sprite generators paint a thing's main colour with ("golden", "red"). */
export function isColourWord(word: string): boolean {
  return COLOUR_NAMES.has(word) && Object.hasOwn(DESCRIBED_COLOURS, word);
}

/**
 * The ramp for a description's colour words: the first described colour that keeps the role apart (describedRamp),
 * else the nearest shade of its first colour word that does, so "red apples" among red enemies are still red.
 */
export function colourRamp(words: readonly string[], role: AssetRole, palette: ThemePalette): Ramp | undefined {
  const exact = describedRamp(describedColours(words), role, palette);
  if (exact) return exact;
  const word = words.find(isColourWord);
  if (!word) return undefined;
  const colour = DESCRIBED_COLOURS[word]!;
  const rgb = fromOklch(colour);
  // Shades of the word's colour, nearest first, and only those a person would still call by the word.
  const shades: { shade: Oklch; d: number }[] = [];
  for (let dl = -0.3; dl <= 0.21; dl += 0.06)
    for (const k of [1, 0.75, 0.5])
      for (const dh of [0, -12, 12, -24, 24]) {
        const shade = ok(Math.min(0.95, Math.max(0.25, colour.l + dl)), colour.c * k, (colour.h + dh + 360) % 360);
        shades.push({ shade, d: deltaE2000(fromOklch(shade), rgb) });
      }
  shades.sort((x, y) => x.d - y.d);
  for (const { shade, d } of shades) {
    if (d > 28) break;
    const ramp = describedRamp([shade], role, palette);
    if (ramp) return ramp;
  }
  return undefined;
}
