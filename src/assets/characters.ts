// Characters and creatures as parametric pixel art: a chibi figure (humans, animals, robots,
// skeletons; side view facing right, or front and back for top-down games) and creature bodies for
// enemies (slimes, flyers, crawlers). Looks come from the description's words; poses from motion.ts.
import { mix, type Rgb } from './color.ts';
import { limbPose, type LimbPose, type Pose } from './motion.ts';
import { describedRamp, rampFrom, type Ramp, type ThemePalette } from './palette.ts';
import type { Random } from './random.ts';
import { Raster } from './raster.ts';
import type { AssetRole } from './registry.ts';
import { lookup } from './words.ts';

type Species = 'human' | 'animal' | 'robot' | 'skeleton';
type Ears = 'pointy' | 'long' | 'round' | 'floppy' | 'none';
type Tail = 'bushy' | 'thin' | 'spiky' | 'none';
type Headwear =
  | 'hair'
  | 'wizard'
  | 'helmet'
  | 'pirate'
  | 'headband'
  | 'crown'
  | 'bubble'
  | 'antenna'
  | 'horns'
  | 'hood'
  | 'pith'
  | 'straw'
  | 'cap'
  | 'fedora'
  | 'beanie'
  | 'none';
type Weapon = 'sword' | 'staff' | 'blaster' | 'none';
/** Something a role always carries, shown in the front hand (a cane, a lantern) unless a weapon is out. */
type Prop = 'cane' | 'drumsticks' | 'lantern' | 'sack' | 'magnifier' | 'staff' | 'none';
/** What a role wears over the plain tunic: a skirt or robe over the legs, straps, plates, a cape behind. */
type Outfit = 'overalls' | 'armour' | 'dress' | 'coat' | 'uniform' | 'cape' | 'robe' | 'stripes' | 'none';

export interface CharacterLook {
  species: Species;
  ears: Ears;
  tail: Tail;
  headwear: Headwear;
  weapon: Weapon;
  snout: boolean;
  angry: boolean;
  body: Ramp;
  skin: Ramp;
  hair: Ramp;
  belly: Rgb | undefined;
  /** Head and shoulders filling the frame (dialogue portraits) instead of the whole figure. */
  portrait: boolean;
  prop: Prop;
  outfit: Outfit;
  beard: boolean;
  /** A long hooked nose (a hag's). */
  nose: boolean;
  /** A burglar's eye mask. */
  mask: boolean;
  longHair: boolean;
  /** Broader shoulders, head and legs (a troll, an armoured marine). */
  big: boolean;
}

interface Trait {
  species?: Species;
  ears?: Ears;
  tail?: Tail;
  headwear?: Headwear;
  weapon?: Weapon;
  snout?: boolean;
  skin?: [number, number, number];
}

/** What a role word adds to a person: what it wears and holds, and colours of its own (OKLCh). */
interface RoleTrait extends Trait {
  prop?: Prop;
  outfit?: Outfit;
  clothes?: [number, number, number];
  hairTone?: [number, number, number];
  beard?: boolean;
  nose?: boolean;
  mask?: boolean;
  longHair?: boolean;
  big?: boolean;
}

/**
 * People known by their role rather than their kind: one or two words (a "cat burglar" is not a cat) to what shows the
 * role at sprite size. Words not here keep the older traits and the seeded look.
 */
// No role sets the species: a "fox detective" is a fox in a detective's hat.
const ROLES: Readonly<Record<string, RoleTrait>> = {
  explorer: { headwear: 'pith', clothes: [0.68, 0.07, 85], weapon: 'none' },
  adventurer: { headwear: 'pith', clothes: [0.68, 0.07, 85] },
  farmer: { headwear: 'straw', outfit: 'overalls', clothes: [0.5, 0.1, 255], weapon: 'none' },
  'space marine': {
    headwear: 'helmet',
    outfit: 'armour',
    clothes: [0.52, 0.08, 135],
    weapon: 'blaster',
    big: true,
  },
  marine: { headwear: 'helmet', outfit: 'armour', clothes: [0.52, 0.08, 135], weapon: 'blaster' },
  'old man': { headwear: 'hair', hairTone: [0.86, 0.01, 250], beard: true, prop: 'cane' },
  'old woman': { headwear: 'hair', hairTone: [0.86, 0.01, 250], outfit: 'dress', prop: 'cane' },
  grandpa: { headwear: 'hair', hairTone: [0.86, 0.01, 250], beard: true, prop: 'cane' },
  drummer: { prop: 'drumsticks', weapon: 'none' },
  girl: { headwear: 'hair', longHair: true, outfit: 'dress' },
  detective: {
    headwear: 'fedora',
    outfit: 'coat',
    clothes: [0.64, 0.07, 75],
    prop: 'magnifier',
    weapon: 'none',
  },
  cadet: { headwear: 'cap', outfit: 'uniform', clothes: [0.42, 0.1, 262], weapon: 'blaster' },
  'lighthouse keeper': {
    headwear: 'cap',
    outfit: 'coat',
    clothes: [0.8, 0.15, 95],
    hairTone: [0.86, 0.01, 250],
    beard: true,
    prop: 'lantern',
    weapon: 'none',
  },
  'vampire lord': {
    skin: [0.9, 0.02, 300],
    headwear: 'hair',
    hairTone: [0.28, 0.02, 270],
    outfit: 'cape',
    clothes: [0.32, 0.03, 290],
    weapon: 'staff',
  },
  druid: {
    headwear: 'hood',
    outfit: 'robe',
    clothes: [0.5, 0.1, 140],
    hairTone: [0.86, 0.01, 250],
    beard: true,
    prop: 'staff',
    weapon: 'staff',
  },
  hag: {
    skin: [0.7, 0.08, 125],
    headwear: 'hood',
    outfit: 'robe',
    clothes: [0.4, 0.06, 310],
    nose: true,
    weapon: 'staff',
  },
  'swamp hag': {
    skin: [0.7, 0.08, 125],
    headwear: 'hood',
    outfit: 'robe',
    clothes: [0.4, 0.06, 150],
    nose: true,
    weapon: 'staff',
  },
  'marsh queen': {
    headwear: 'crown',
    longHair: true,
    outfit: 'dress',
    clothes: [0.55, 0.1, 175],
    weapon: 'staff',
  },
  'bog troll': {
    ears: 'pointy',
    skin: [0.58, 0.13, 140],
    headwear: 'none',
    weapon: 'sword',
    clothes: [0.45, 0.06, 60],
    big: true,
  },
  'cat burglar': {
    headwear: 'beanie',
    mask: true,
    outfit: 'stripes',
    clothes: [0.32, 0.02, 270],
    prop: 'sack',
    weapon: 'none',
  },
  burglar: {
    headwear: 'beanie',
    mask: true,
    outfit: 'stripes',
    clothes: [0.32, 0.02, 270],
    prop: 'sack',
    weapon: 'none',
  },
  lich: {
    species: 'skeleton',
    headwear: 'wizard',
    outfit: 'robe',
    clothes: [0.36, 0.09, 300],
    prop: 'staff',
    weapon: 'staff',
  },
};

/** Two-word role names, read before their words alone (a "bog troll" is not only a troll). */
const ROLE_PAIRS = new Set(Object.keys(ROLES).filter((k) => k.includes(' ')));

/** The role words among `words` (two-word names first), and which word indices they take. */
function rolesIn(words: readonly string[]): { roles: RoleTrait[]; used: Set<number> } {
  const roles: RoleTrait[] = [];
  const used = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    const next = words[i + 1];
    const pair = next === undefined ? undefined : `${words[i]} ${next}`;
    const pairName = pair && [pair, pair.replace(/s$/, '')].find((p) => ROLE_PAIRS.has(p));
    if (pairName) {
      roles.push(ROLES[pairName]!);
      used.add(i).add(i + 1);
      i++;
      continue;
    }
    const one = lookup([words[i]!], ROLES);
    if (one) {
      roles.push(one);
      used.add(i);
    }
  }
  return { roles, used };
}

/** The role a name is ("cat burglar", "farmers"), when the role table knows it: what drawnAs reports. */
export function roleName(noun: string): string | undefined {
  const words = noun
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const { roles, used } = rolesIn(words);
  return roles.length > 0 && used.size === words.length ? words.join(' ') : undefined;
}

/** Whether the words name a role the role table dresses (a farmer, a detective, a cat burglar). */
export function hasRoleTraits(words: readonly string[]): boolean {
  return rolesIn(words).roles.length > 0;
}

const TRAITS: Record<string, Trait> = {
  fox: { species: 'animal', ears: 'pointy', tail: 'bushy', snout: true, headwear: 'none' },
  wolf: { species: 'animal', ears: 'pointy', tail: 'bushy', snout: true, headwear: 'none' },
  cat: { species: 'animal', ears: 'pointy', tail: 'thin', headwear: 'none' },
  kitten: { species: 'animal', ears: 'pointy', tail: 'thin', headwear: 'none' },
  dog: { species: 'animal', ears: 'floppy', tail: 'thin', snout: true, headwear: 'none' },
  puppy: { species: 'animal', ears: 'floppy', tail: 'thin', snout: true, headwear: 'none' },
  bunny: { species: 'animal', ears: 'long', tail: 'none', headwear: 'none' },
  rabbit: { species: 'animal', ears: 'long', tail: 'none', headwear: 'none' },
  bear: { species: 'animal', ears: 'round', tail: 'none', snout: true, headwear: 'none' },
  panda: { species: 'animal', ears: 'round', tail: 'none', headwear: 'none' },
  mouse: { species: 'animal', ears: 'round', tail: 'thin', headwear: 'none' },
  rat: { species: 'animal', ears: 'round', tail: 'thin', snout: true, headwear: 'none' },
  frog: { species: 'animal', ears: 'none', tail: 'none', headwear: 'none' },
  monkey: { species: 'animal', ears: 'round', tail: 'thin', headwear: 'none' },
  dragon: { species: 'animal', ears: 'none', tail: 'spiky', headwear: 'horns', snout: true },
  dino: { species: 'animal', tail: 'spiky', snout: true, headwear: 'none' },
  lion: { species: 'animal', ears: 'round', tail: 'thin', headwear: 'hair', snout: true },
  tiger: { species: 'animal', ears: 'round', tail: 'thin', snout: true, headwear: 'none' },
  penguin: { species: 'animal', ears: 'none', tail: 'none', headwear: 'none' },
  owl: { species: 'animal', ears: 'pointy', headwear: 'none' },
  boar: { species: 'animal', ears: 'pointy', tail: 'thin', snout: true, headwear: 'none' },
  pig: { species: 'animal', ears: 'floppy', tail: 'thin', snout: true, headwear: 'none' },
  hog: { species: 'animal', ears: 'pointy', tail: 'thin', snout: true, headwear: 'none' },
  ogre: { species: 'human', ears: 'pointy', skin: [0.62, 0.08, 130], headwear: 'none', weapon: 'sword' },
  troll: { species: 'human', ears: 'pointy', skin: [0.6, 0.07, 160], headwear: 'none', weapon: 'sword' },
  giant: { species: 'human', skin: [0.75, 0.06, 60], headwear: 'hair', weapon: 'sword' },
  golem: { species: 'human', skin: [0.6, 0.02, 70], headwear: 'none', weapon: 'none' },
  brute: { species: 'human', skin: [0.6, 0.02, 70], headwear: 'none', weapon: 'none' },
  imp: { species: 'human', skin: [0.6, 0.17, 30], headwear: 'horns', tail: 'thin', weapon: 'staff' },
  goblin: { species: 'human', ears: 'pointy', skin: [0.65, 0.13, 135], headwear: 'none', weapon: 'sword' },
  orc: { species: 'human', ears: 'pointy', skin: [0.55, 0.1, 140], headwear: 'none', weapon: 'sword' },
  elf: { ears: 'pointy', headwear: 'hair' },
  zombie: { species: 'human', skin: [0.7, 0.09, 150], headwear: 'hair' },
  vampire: { species: 'human', skin: [0.88, 0.02, 300], headwear: 'hair' },
  robot: { species: 'robot', headwear: 'antenna', weapon: 'blaster' },
  android: { species: 'robot', headwear: 'antenna', weapon: 'blaster' },
  cyborg: { species: 'robot', headwear: 'antenna', weapon: 'blaster' },
  skeleton: { species: 'skeleton', headwear: 'none', weapon: 'sword' },
  knight: { headwear: 'helmet', weapon: 'sword' },
  soldier: { headwear: 'helmet', weapon: 'blaster' },
  guard: { headwear: 'helmet', weapon: 'sword' },
  wizard: { headwear: 'wizard', weapon: 'staff' },
  witch: { headwear: 'wizard', weapon: 'staff' },
  mage: { headwear: 'wizard', weapon: 'staff' },
  sorcerer: { headwear: 'wizard', weapon: 'staff' },
  pirate: { headwear: 'pirate', weapon: 'sword' },
  ninja: { headwear: 'headband', weapon: 'sword' },
  samurai: { headwear: 'headband', weapon: 'sword' },
  princess: { headwear: 'crown' },
  prince: { headwear: 'crown', weapon: 'sword' },
  king: { headwear: 'crown', weapon: 'sword' },
  queen: { headwear: 'crown', weapon: 'staff' },
  astronaut: { headwear: 'bubble', weapon: 'blaster' },
  spaceman: { headwear: 'bubble', weapon: 'blaster' },
  demon: { headwear: 'horns', tail: 'thin', weapon: 'staff' },
  devil: { headwear: 'horns', tail: 'thin', weapon: 'staff' },
  thief: { headwear: 'hood', weapon: 'sword' },
  rogue: { headwear: 'hood', weapon: 'sword' },
  archer: { headwear: 'hood', weapon: 'blaster' },
  hunter: { headwear: 'hood', weapon: 'blaster' },
  gunner: { weapon: 'blaster' },
  shooter: { weapon: 'blaster' },
  hero: { weapon: 'sword' },
  warrior: { weapon: 'sword' },
};

/** Whether the words name a character type this generator knows (a fox, a knight, an ogre...). */
export function hasCharacterTraits(words: readonly string[]): boolean {
  return words.some((w) => lookup([w], TRAITS) !== undefined);
}

/**
 * How a character looks: traits from the words that name a creature or a job, the rest seeded; `body` colours clothes
 * or fur.
 */
export function characterLook(
  words: readonly string[],
  role: AssetRole,
  palette: ThemePalette,
  rng: Random,
  given: Ramp = palette.roles[role],
): CharacterLook {
  const collected: RoleTrait = {};
  const { roles, used } = rolesIn(words);
  // Roles come first, and the words of a two-word role are not read again alone ("cat burglar" has no cat ears).
  const found = [...roles, ...words.filter((_, i) => !used.has(i)).map((w) => lookup([w], TRAITS))];
  for (const t of found) {
    if (!t) continue;
    for (const [k, v] of Object.entries(t))
      if ((collected as Record<string, unknown>)[k] === undefined) (collected as Record<string, unknown>)[k] = v;
  }
  // A role's own clothes only when no colour was asked for and they keep the role apart from the others.
  const [cl, cc, ch] = collected.clothes ?? [0, 0, 0];
  const body =
    collected.clothes && given === palette.roles[role]
      ? (describedRamp([{ l: cl, c: cc, h: ch }], role, palette) ?? given)
      : given;
  const species = collected.species ?? 'human';
  const hostile = role === 'enemy' || role === 'boss';
  const skin = collected.skin
    ? rampFrom({ l: collected.skin[0], c: collected.skin[1], h: collected.skin[2] })
    : species === 'animal'
      ? body
      : species === 'skeleton'
        ? rampFrom({ l: 0.9, c: 0.02, h: 90 })
        : species === 'robot'
          ? rampFrom({ l: 0.72, c: 0.03, h: 240 })
          : palette.skin;
  return {
    species,
    ears: collected.ears ?? 'none',
    tail: collected.tail ?? 'none',
    headwear:
      collected.headwear ??
      (species === 'human'
        ? rng.pick(['hair', 'hair', 'hood', 'headband'] as const)
        : role === 'boss'
          ? 'horns'
          : 'none'),
    weapon: collected.weapon ?? (hostile ? 'sword' : rng.pick(['sword', 'sword', 'blaster'] as const)),
    snout: collected.snout ?? false,
    angry: hostile,
    body: species === 'skeleton' && !collected.clothes ? rampFrom({ l: 0.42, c: 0.04, h: 280 }) : body,
    skin,
    hair: collected.hairTone
      ? rampFrom({ l: collected.hairTone[0], c: collected.hairTone[1], h: collected.hairTone[2] })
      : role === 'boss'
        ? palette.roles.pickup
        : palette.accent,
    belly: species === 'animal' ? mix(body.highlight, palette.white, 0.5) : undefined,
    portrait: words.some((w) => w === 'portrait' || w === 'bust' || w === 'closeup'),
    prop: collected.prop ?? 'none',
    outfit: collected.outfit ?? 'none',
    beard: collected.beard ?? false,
    nose: collected.nose ?? false,
    mask: collected.mask ?? false,
    longHair: collected.longHair ?? false,
    big: collected.big ?? false,
  };
}

interface Frame {
  r: Raster;
  w: number;
  h: number;
  u: number;
  ground: number;
  white: Rgb;
  ink: Rgb;
}

/** Draws a character into a fresh frame (no outline yet). */
export function drawCharacter(w: number, h: number, look: CharacterLook, pose: Pose, palette: ThemePalette): Raster {
  if (look.portrait) {
    // A portrait is the figure drawn taller than the frame and cut at the hips.
    const tall = Math.round(h * 1.45);
    const full = drawCharacter(w, tall, { ...look, portrait: false }, pose, palette);
    const u = Math.min(tall / 32, w / 22);
    const hips = tall - 2 - Math.max(2, Math.round(5 * u)) + 2;
    const frame = new Raster(w, h);
    frame.copyRegion(full, 0, Math.max(0, hips - h), w, h, 0, 0);
    return frame;
  }
  const f: Frame = {
    r: new Raster(w, h),
    w,
    h,
    u: Math.min(h / 32, w / 22),
    ground: h - 2,
    white: palette.white,
    ink: palette.outline,
  };
  const lp = limbPose(pose);
  if (pose.facing === 'side') drawSide(f, look, lp, palette);
  else drawFront(f, look, lp, pose.facing === 'back', pose, palette);
  let out = f.r;
  if (lp.tip !== 0) out = restOnGround(out.rotated(lp.tip), f.ground);
  if (lp.flash) flash(out, palette.white);
  return out;
}

/** Lightens every pixel halfway to white: the frame a hit lands. */
export function flash(r: Raster, white: Rgb): void {
  for (let y = 0; y < r.height; y++)
    for (let x = 0; x < r.width; x++) {
      const [cr, cg, cb, a] = r.get(x, y);
      if (a > 0) r.set(x, y, mix([cr, cg, cb], white, 0.55), a);
    }
}

/** Shifts a figure down so its lowest pixel stands on `ground` (after tipping over it floats). */
export function restOnGround(r: Raster, ground: number): Raster {
  let bottom = -1;
  for (let y = r.height - 1; y >= 0 && bottom < 0; y--)
    for (let x = 0; x < r.width; x++)
      if (r.alpha(x, y) > 0) {
        bottom = y;
        break;
      }
  return bottom < 0 ? r : r.shifted(0, ground - bottom);
}

const px = (f: Frame, v: number) => Math.max(1, Math.round(v * f.u));

function drawSide(f: Frame, look: CharacterLook, lp: LimbPose, palette: ThemePalette): void {
  const { r, u, ground } = f;
  const cx = Math.round(f.w / 2) + Math.round(lp.lean * u * 0.5);
  const legLen = Math.max(2, px(f, 5) - lp.crouch);
  const legW = px(f, look.big ? 4 : 3);
  const torsoH = px(f, 7);
  const torsoW = look.big ? Math.min(px(f, 13), f.w - 4) : Math.min(px(f, 10), f.w - 6);
  const headH = px(f, 12);
  const headW = Math.min(px(f, look.big ? 13 : 12), f.w - 4);
  const bob = Math.round(lp.bob * Math.max(1, u * 0.75));
  const legTop = ground - legLen + 1;
  const torsoTop = legTop - torsoH + 1 + bob;
  const headTop = torsoTop - headH + px(f, 2) + Math.round(lp.lean * u * 0.5);
  const headX = cx - Math.round(headW / 2) + px(f, 1) + Math.round(lp.lean * u);
  const hipBack = cx - Math.round(torsoW / 2) + px(f, 1);
  const hipFront = cx + px(f, 0.5);
  const shoulder = { x: cx + px(f, 0.5), y: torsoTop + px(f, 2) };

  if (look.tail !== 'none') drawTailSide(f, look, hipBack, torsoTop + Math.round(torsoH * 0.6));
  if (look.outfit === 'cape') {
    // The cape hangs from the shoulders and flares out behind, its lining showing at the edge.
    const back = cx - Math.round(torsoW / 2);
    const cape: [number, number][] = [
      [cx + px(f, 1), torsoTop],
      [back - px(f, 4), ground - px(f, 1)],
      [cx, ground - px(f, 2)],
    ];
    r.polygon(cape, rampFrom({ l: 0.45, c: 0.16, h: 25 }).base);
    r.polygon(
      cape.map(([x, y], i) => [i === 1 ? x + px(f, 1) : x, y]),
      look.body.shadow,
    );
  }
  drawArm(f, look, shoulder.x - px(f, 2), shoulder.y, lp.backArm, true, false);
  drawLeg(
    f,
    look,
    hipBack + Math.round(lp.backLeg.dx * u),
    legTop + bob,
    ground - Math.round(lp.backLeg.lift * u),
    legW,
    true,
  );
  // Torso: clothes (or fur) with light from the upper left and a belt.
  r.ellipse(cx - torsoW / 2, torsoTop, torsoW, torsoH + px(f, 2), look.body.base);
  r.rect(cx - torsoW / 2, torsoTop + Math.round(torsoH / 2), torsoW, Math.ceil(torsoH / 2), look.body.base);
  r.rect(cx - torsoW / 2, torsoTop + torsoH - px(f, 1), torsoW, px(f, 1), look.body.shadow);
  if (look.belly)
    r.ellipse(cx - torsoW / 2 + px(f, 3), torsoTop + px(f, 2), torsoW - px(f, 4), torsoH - px(f, 2), look.belly);
  else if (look.species === 'human')
    r.rect(cx - torsoW / 2, torsoTop + Math.round(torsoH * 0.55), torsoW, px(f, 1), look.hair.shadow);
  if (look.species === 'skeleton' && look.outfit === 'none')
    for (let i = 0; i < 3; i++)
      r.rect(cx - torsoW / 2 + px(f, 2), torsoTop + px(f, 1) + i * px(f, 2), torsoW - px(f, 4), 1, look.skin.base);
  drawOutfitTorso(f, look, cx - Math.round(torsoW / 2), torsoTop, torsoW, torsoH, 'side');
  drawLeg(
    f,
    look,
    hipFront + Math.round(lp.frontLeg.dx * u),
    legTop + bob,
    ground - Math.round(lp.frontLeg.lift * u),
    legW,
    false,
  );
  drawSkirt(f, look, cx, torsoTop + Math.round(torsoH * 0.6), torsoW, legLen);
  if (look.prop === 'sack')
    r.ellipse(cx - Math.round(torsoW / 2) - px(f, 4), torsoTop - px(f, 3), px(f, 8), px(f, 8), SACK.base);
  if (look.prop === 'drumsticks') drawDrum(f, cx + px(f, 1), torsoTop + Math.round(torsoH * 0.55));
  drawHeadSide(f, look, headX, headTop, headW, headH, lp, palette);
  const hand = drawArm(f, look, shoulder.x + px(f, 1), shoulder.y, lp.frontArm, false, lp.weaponOut);
  if (lp.weaponOut) drawWeapon(f, look, hand, lp, palette);
  else drawProp(f, look, hand, palette);
}

const SACK = rampFrom({ l: 0.66, c: 0.05, h: 80 });
const WOOD = rampFrom({ l: 0.5, c: 0.08, h: 60 });

/** What an outfit shows on the torso: straps over a shirt, plates, buttons, stripes. */
function drawOutfitTorso(
  f: Frame,
  look: CharacterLook,
  x: number,
  top: number,
  w: number,
  h: number,
  view: 'side' | 'front',
): void {
  const { r } = f;
  const gold = rampFrom({ l: 0.84, c: 0.16, h: 90 });
  switch (look.outfit) {
    case 'overalls': {
      const shirt = rampFrom({ l: 0.6, c: 0.16, h: 25 });
      r.ellipse(x, top, w, Math.round(h * 0.7), shirt.base);
      r.rect(x + px(f, 1), top + Math.round(h * 0.45), w - px(f, 2), Math.ceil(h * 0.55), look.body.base);
      for (const sx of view === 'front' ? [x + px(f, 2), x + w - px(f, 3)] : [x + Math.round(w * 0.55)])
        r.rect(sx, top + px(f, 1), px(f, 1.5), Math.round(h * 0.5), look.body.base);
      break;
    }
    case 'armour':
      r.ellipse(x + Math.round(w * (view === 'front' ? 0 : 0.3)), top - px(f, 1), px(f, 6), px(f, 5), look.body.light);
      if (view === 'front') r.ellipse(x + w - px(f, 6), top - px(f, 1), px(f, 6), px(f, 5), look.body.light);
      r.rect(x + Math.round(w * 0.3), top + px(f, 2), Math.round(w * 0.4), px(f, 3), look.body.highlight);
      break;
    case 'uniform': {
      const bx = view === 'front' ? x + Math.round(w / 2) : x + w - px(f, 2);
      for (let i = 0; i < 3; i++) r.rect(bx, top + px(f, 1.5) + i * px(f, 2), px(f, 1), px(f, 1), gold.base);
      r.rect(x + Math.round(w * 0.25), top, px(f, 3), px(f, 1), gold.base);
      break;
    }
    case 'stripes':
      for (let y = top + px(f, 1); y < top + h; y += px(f, 2) * 2) r.rect(x, y, w, px(f, 1.5), f.white);
      break;
    default:
      break;
  }
}

/** A dress, robe or long coat over the legs, from the waist down. */
function drawSkirt(f: Frame, look: CharacterLook, cx: number, waist: number, torsoW: number, legLen: number): void {
  if (look.outfit !== 'dress' && look.outfit !== 'robe' && look.outfit !== 'coat') return;
  const hem = look.outfit === 'robe' ? f.ground - px(f, 1) : f.ground - Math.max(px(f, 1.5), Math.round(legLen * 0.4));
  const flare = look.outfit === 'coat' ? px(f, 1) : px(f, 2.5);
  const half = torsoW / 2;
  f.r.polygon(
    [
      [cx - half, waist],
      [cx + half, waist],
      [cx + half + flare, hem],
      [cx - half - flare, hem],
    ],
    look.body.base,
  );
  f.r.rect(cx - half - flare, hem - px(f, 1), torsoW + 2 * flare, px(f, 1), look.body.shadow);
  if (look.outfit === 'coat') f.r.rect(cx - half, waist, torsoW, px(f, 1), look.body.shadow);
}

function drawDrum(f: Frame, x: number, y: number): void {
  const w = px(f, 7);
  const h = px(f, 5);
  f.r.rect(x, y, w, h, rampFrom({ l: 0.55, c: 0.18, h: 25 }).base);
  f.r.rect(x, y, w, px(f, 1), f.white);
  f.r.line(x, y + px(f, 1), x + w - 1, y + h - 1, f.white);
}

/** The thing a role holds in its front hand while no weapon is out. */
function drawProp(f: Frame, look: CharacterLook, hand: { x: number; y: number }, palette: ThemePalette): void {
  const { r } = f;
  switch (look.prop) {
    case 'cane':
      r.thickLine(
        hand.x + px(f, 1),
        hand.y - px(f, 1),
        hand.x + px(f, 2),
        f.ground,
        Math.max(2, px(f, 1.5)),
        WOOD.shadow,
      );
      r.line(hand.x + px(f, 1), hand.y - px(f, 1), hand.x - px(f, 1), hand.y, WOOD.base);
      break;
    case 'drumsticks':
      for (const d of [0, 2])
        r.line(hand.x, hand.y + px(f, d - 1), hand.x + px(f, 5), hand.y - px(f, 4 - d), WOOD.light);
      break;
    case 'lantern': {
      const s = px(f, 4);
      r.line(hand.x, hand.y, hand.x, hand.y + px(f, 1), f.ink);
      r.rect(hand.x - s / 2, hand.y + px(f, 1), s, s + px(f, 1), rampFrom({ l: 0.9, c: 0.14, h: 95 }).base);
      r.rect(hand.x - s / 2, hand.y + px(f, 1), s, px(f, 1), f.ink);
      r.rect(hand.x - s / 2, hand.y + s + px(f, 1), s, px(f, 1), f.ink);
      break;
    }
    case 'magnifier': {
      const d = px(f, 5);
      r.line(hand.x, hand.y, hand.x + px(f, 2), hand.y - px(f, 2), WOOD.shadow);
      r.ellipse(hand.x + px(f, 1.5), hand.y - px(f, 2) - d, d, d, f.ink);
      r.ellipse(hand.x + px(f, 2.5), hand.y - px(f, 1) - d, d - px(f, 2), d - px(f, 2), palette.sky[1]);
      break;
    }
    case 'staff': {
      const top = Math.max(1, hand.y - px(f, 12));
      r.thickLine(hand.x, top, hand.x, f.ground, Math.max(1, px(f, 1)), WOOD.base);
      r.ellipse(hand.x - px(f, 2), top - px(f, 1), px(f, 4), px(f, 4), palette.roles.projectile.base);
      break;
    }
    default:
      break;
  }
}

function drawLeg(
  f: Frame,
  look: CharacterLook,
  x: number,
  top: number,
  bottom: number,
  w: number,
  back: boolean,
): void {
  const legs = look.outfit === 'overalls' || look.outfit === 'armour' ? look.body : look.hair;
  const trousers =
    look.species === 'animal' ? (back ? look.body.shadow : look.body.base) : back ? legs.shadow : legs.base;
  const colour =
    look.species === 'skeleton'
      ? back
        ? look.skin.shadow
        : look.skin.base
      : look.species === 'robot'
        ? back
          ? look.body.shadow
          : look.body.light
        : trousers;
  f.r.rect(x, top, w, Math.max(1, bottom - top + 1), colour);
  const foot = look.species === 'animal' ? look.body.shadow : mix(look.hair.shadow, f.ink, 0.5);
  f.r.rect(x, bottom - px(f, 1) + 1, w + px(f, 1), px(f, 1), foot);
}

/** Draws an arm from the shoulder at `angle` (0 down, 90 forward); returns the hand position. */
function drawArm(
  f: Frame,
  look: CharacterLook,
  sx: number,
  sy: number,
  angle: number,
  back: boolean,
  holding: boolean,
): { x: number; y: number; angle: number } {
  const len = px(f, 5.5);
  const rad = (angle * Math.PI) / 180;
  const hx = sx + Math.sin(rad) * len;
  const hy = sy + Math.cos(rad) * len;
  const sleeve =
    look.species === 'animal' ? (back ? look.body.shadow : look.body.base) : back ? look.body.shadow : look.body.light;
  f.r.thickLine(sx, sy, hx, hy, px(f, 2), look.species === 'skeleton' ? look.skin.base : sleeve);
  const hand = look.species === 'robot' ? look.body.highlight : back ? look.skin.shadow : look.skin.base;
  f.r.ellipse(hx - px(f, 1.2), hy - px(f, 1.2), px(f, 2.4), px(f, 2.4), holding ? look.skin.light : hand);
  return { x: hx, y: hy, angle };
}

function drawWeapon(
  f: Frame,
  look: CharacterLook,
  hand: { x: number; y: number; angle: number },
  lp: LimbPose,
  palette: ThemePalette,
): void {
  const rad = (hand.angle * Math.PI) / 180;
  const dir = { x: Math.sin(rad), y: Math.cos(rad) };
  const steel = rampFrom({ l: 0.85, c: 0.02, h: 240 });
  if (look.weapon === 'sword' || look.weapon === 'none') {
    // The blade points along the arm; the guard crosses it at the hand.
    const len = px(f, 9);
    f.r.thickLine(hand.x, hand.y, hand.x + dir.x * len, hand.y + dir.y * len, Math.max(1, px(f, 1.5)), steel.light);
    f.r.thickLine(
      hand.x - dir.y * px(f, 2),
      hand.y + dir.x * px(f, 2),
      hand.x + dir.y * px(f, 2),
      hand.y - dir.x * px(f, 2),
      1,
      look.hair.base,
    );
    if (lp.slash) slashArc(f, hand, len, palette.white);
  } else if (look.weapon === 'staff') {
    const len = px(f, 10);
    f.r.thickLine(
      hand.x - dir.x * px(f, 3),
      hand.y - dir.y * px(f, 3),
      hand.x + dir.x * len,
      hand.y + dir.y * len,
      Math.max(1, px(f, 1.2)),
      rampFrom({ l: 0.5, c: 0.08, h: 60 }).base,
    );
    const tip = { x: hand.x + dir.x * len, y: hand.y + dir.y * len };
    f.r.ellipse(tip.x - px(f, 2), tip.y - px(f, 2), px(f, 4), px(f, 4), palette.roles.projectile.base);
    if (lp.spark || lp.slash) sparkle(f, tip.x + px(f, 3), tip.y, palette.roles.projectile.highlight);
  } else {
    const len = px(f, 5);
    f.r.thickLine(
      hand.x,
      hand.y,
      hand.x + dir.x * len,
      hand.y + dir.y * len,
      px(f, 2.5),
      rampFrom({ l: 0.35, c: 0.02, h: 250 }).base,
    );
    if (lp.spark)
      sparkle(
        f,
        hand.x + dir.x * (len + px(f, 3)),
        hand.y + dir.y * (len + px(f, 3)),
        palette.roles.projectile.highlight,
      );
  }
}

function slashArc(f: Frame, hand: { x: number; y: number }, len: number, colour: Rgb): void {
  const r = len + px(f, 2);
  for (let a = -40; a <= 60; a += 4) {
    const rad = (a * Math.PI) / 180;
    f.r.set(hand.x + Math.cos(rad) * r, hand.y + Math.sin(rad) * r, colour);
    f.r.set(hand.x + Math.cos(rad) * (r - 1), hand.y + Math.sin(rad) * (r - 1), colour);
  }
}

export function sparkle(f: { r: Raster; u: number }, x: number, y: number, colour: Rgb): void {
  const s = Math.max(1, Math.round(2 * f.u));
  f.r.line(x - s, y, x + s, y, colour);
  f.r.line(x, y - s, x, y + s, colour);
  f.r.set(x, y, [255, 255, 255]);
}

function drawTailSide(f: Frame, look: CharacterLook, x: number, y: number): void {
  const { r } = f;
  if (look.tail === 'bushy') {
    const L = px(f, 8);
    r.polygon(
      [
        [x + 1, y - px(f, 1)],
        [x - L, y - px(f, 6)],
        [x - L + px(f, 2), y - px(f, 2)],
        [x + 1, y + px(f, 2)],
      ],
      look.body.base,
    );
    r.polygon(
      [
        [x - L, y - px(f, 6)],
        [x - L + px(f, 3), y - px(f, 5)],
        [x - L + px(f, 2), y - px(f, 3)],
      ],
      f.white,
    );
  } else if (look.tail === 'spiky') {
    const L = px(f, 7);
    r.polygon(
      [
        [x + 1, y - px(f, 2)],
        [x - L, y + px(f, 1)],
        [x + 1, y + px(f, 3)],
      ],
      look.body.shadow,
    );
    for (let i = 1; i <= 2; i++)
      r.polygon(
        [
          [x - i * px(f, 2.5), y - px(f, 1)],
          [x - i * px(f, 2.5) + px(f, 1), y - px(f, 3)],
          [x - i * px(f, 2.5) + px(f, 2), y - px(f, 1)],
        ],
        look.hair.base,
      );
  } else {
    const L = px(f, 6);
    r.thickLine(x, y, x - L, y - px(f, 4), Math.max(1, px(f, 1.2)), look.body.shadow);
  }
}

function drawEar(f: Frame, look: CharacterLook, x: number, y: number, back: boolean): void {
  const c = back ? look.body.shadow : look.skin.base;
  const inner = look.hair.light;
  switch (look.ears) {
    case 'pointy':
      f.r.polygon(
        [
          [x - px(f, 2), y + px(f, 2)],
          [x, y - px(f, 3)],
          [x + px(f, 2), y + px(f, 2)],
        ],
        c,
      );
      if (!back) f.r.set(x, y, inner);
      break;
    case 'long':
      f.r.ellipse(x - px(f, 1.5), y - px(f, 7), px(f, 3), px(f, 9), c);
      if (!back) f.r.rect(x, y - px(f, 5), 1, px(f, 5), inner);
      break;
    case 'round':
      f.r.ellipse(x - px(f, 2), y - px(f, 2), px(f, 4), px(f, 4), c);
      break;
    case 'floppy':
      f.r.ellipse(x - px(f, 3), y, px(f, 3), px(f, 6), look.body.shadow);
      break;
    case 'none':
      break;
  }
}

function drawEyeSide(f: Frame, x: number, y: number, lp: LimbPose, angry: boolean): void {
  const { r, ink, white } = f;
  const eh = px(f, 3);
  const ew = px(f, 2);
  if (lp.eyes === 'closed' || lp.eyes === 'squint') {
    r.rect(x - ew + 1, y + Math.floor(eh / 2), ew + 1, 1, ink);
  } else if (lp.eyes === 'x') {
    r.line(x - 1, y, x + 1, y + 2, ink);
    r.line(x - 1, y + 2, x + 1, y, ink);
  } else {
    r.rect(x - ew + 1, y, ew, eh, ink);
    r.set(x - ew + 1, y, white);
  }
  if (angry) r.line(x - ew, y - 2, x + 1, y - 1, ink);
}

function drawHeadSide(
  f: Frame,
  look: CharacterLook,
  x: number,
  y: number,
  w: number,
  h: number,
  lp: LimbPose,
  palette: ThemePalette,
): void {
  const { r } = f;
  if (look.ears !== 'none') drawEar(f, look, x + Math.round(w * 0.3), y + px(f, 1), true);
  if (look.species === 'robot') {
    r.rect(x, y + px(f, 1), w, h - px(f, 2), look.skin.base);
    r.rect(x, y + px(f, 1), w, px(f, 1), look.skin.light);
    r.rect(
      x + Math.round(w * 0.45),
      y + Math.round(h * 0.35),
      Math.round(w * 0.55),
      Math.round(h * 0.3),
      palette.outline,
    );
    r.rect(x + Math.round(w * 0.6), y + Math.round(h * 0.42), px(f, 2), px(f, 2), palette.roles.projectile.highlight);
  } else {
    if (look.longHair)
      r.rect(x - px(f, 1), y + Math.round(h * 0.3), Math.round(w * 0.45), Math.round(h * 0.95), look.hair.base);
    r.ellipse(x, y, w, h, look.skin.base);
    // Shade the back of the head and the jaw: light comes from the upper front.
    r.shade(
      look.skin.shadow,
      (px2, py2) => px2 >= x && px2 < x + w && py2 >= y && py2 < y + h && px2 - x < w * 0.22 && py2 - y > h * 0.45,
    );
    if (look.snout) {
      r.ellipse(x + w - px(f, 3), y + Math.round(h * 0.5), px(f, 5), px(f, 4), look.belly ?? look.skin.light);
      r.rect(x + w + px(f, 1), y + Math.round(h * 0.5), px(f, 1.5), px(f, 1.5), f.ink);
    } else if (look.belly) {
      r.ellipse(
        x + Math.round(w * 0.5),
        y + Math.round(h * 0.45),
        Math.round(w * 0.5),
        Math.round(h * 0.45),
        look.belly,
      );
    }
    if (look.species === 'skeleton')
      r.rect(x + Math.round(w * 0.55), y + Math.round(h * 0.75), Math.round(w * 0.35), 1, palette.outline);
    drawFaceExtras(f, look, x + Math.round(w * 0.72), y, w, h, 1);
  }
  drawEyeSide(f, x + Math.round(w * 0.72), y + Math.round(h * 0.42), lp, look.angry);
  if (lp.mouthOpen) r.rect(x + Math.round(w * 0.8), y + Math.round(h * 0.7), px(f, 2), px(f, 1.5), f.ink);
  if (look.ears !== 'none') drawEar(f, look, x + Math.round(w * 0.55), y + px(f, 1), false);
  drawHeadwearSide(f, look, x, y, w, h);
}

/** A beard, a hooked nose and an eye mask, around the eye at `ex` (`dir` 1 faces right, 0 faces the viewer). */
function drawFaceExtras(f: Frame, look: CharacterLook, ex: number, y: number, w: number, h: number, dir: 0 | 1): void {
  const { r } = f;
  const eyeY = y + Math.round(h * 0.42);
  if (look.beard) {
    const bw = Math.round(w * (dir ? 0.55 : 0.6));
    r.ellipse(
      ex - Math.round(bw * (dir ? 0.55 : 0.5)),
      y + Math.round(h * 0.6),
      bw,
      Math.round(h * 0.55),
      look.hair.base,
    );
  }
  if (look.nose) {
    const nx = dir ? ex + Math.round(w * 0.24) : ex;
    r.polygon(
      [
        [nx - px(f, 1), eyeY + px(f, 2)],
        [nx + px(f, dir ? 4 : 1.5), eyeY + px(f, 5.5)],
        [nx - px(f, dir ? 0 : 1.5), eyeY + px(f, 5)],
      ],
      look.skin.shadow,
    );
  }
  if (look.mask) {
    const left = dir ? ex - px(f, 3) : ex - Math.round(w * 0.42);
    const right = dir ? ex + Math.round(w * 0.3) : ex + Math.round(w * 0.42);
    r.rect(left, eyeY - px(f, 1), right - left, px(f, 4.5), f.ink);
    for (const eye of dir ? [ex] : [ex - Math.round(w * 0.22), ex + Math.round(w * 0.22)])
      r.rect(eye - px(f, 2), eyeY - px(f, 0.5), px(f, 3), px(f, 3.5), f.white);
  }
}

/** A head seen from the side, under what it wears: one drawing per kind of headwear. */
const SIDE_HEADWEAR: Record<
  CharacterLook['headwear'],
  (f: Frame, look: CharacterLook, x: number, y: number, w: number, h: number) => void
> = {
  hair: (f, look, x, y, w, h) => {
    const { r } = f;
    const hair = look.hair;
    r.ellipse(x - px(f, 1), y - px(f, 1), w, Math.round(h * 0.55), hair.base);
    r.rect(x - px(f, 1), y + Math.round(h * 0.2), Math.round(w * 0.35), Math.round(h * 0.45), hair.base);
    r.rect(x + Math.round(w * 0.2), y, Math.round(w * 0.4), px(f, 1), hair.light);
  },
  hood: (f, look, x, y, w, h) => {
    const { r } = f;
    r.ellipse(x - px(f, 2), y - px(f, 2), w + px(f, 2), Math.round(h * 0.7), look.body.base);
    r.rect(x - px(f, 2), y + Math.round(h * 0.2), Math.round(w * 0.45), Math.round(h * 0.7), look.body.shadow);
  },
  headband: (f, look, x, y, w, h) => {
    const { r } = f;
    const hair = look.hair;
    r.rect(x, y + Math.round(h * 0.22), w, px(f, 2), hair.base);
    r.polygon(
      [
        [x, y + Math.round(h * 0.22)],
        [x - px(f, 4), y + Math.round(h * 0.4)],
        [x - px(f, 3), y + Math.round(h * 0.5)],
        [x + 1, y + Math.round(h * 0.35)],
      ],
      hair.shadow,
    );
  },
  wizard: (f, look, x, y, w, _h) => {
    const { r } = f;
    const hair = look.hair;
    r.rect(x - px(f, 2), y + px(f, 1), w + px(f, 4), px(f, 2), hair.shadow);
    r.polygon(
      [
        [x + px(f, 1), y + px(f, 1)],
        [x + Math.round(w * 0.3), y - px(f, 9)],
        [x + w - px(f, 1), y + px(f, 1)],
      ],
      hair.base,
    );
    r.set(x + Math.round(w * 0.3), y - px(f, 6), f.white);
  },
  helmet: (f, look, x, y, w, h) => {
    const { r } = f;
    r.ellipse(
      x - px(f, 1),
      y - px(f, 1),
      w + px(f, 2),
      Math.round(h * 0.75),
      rampFrom({ l: 0.72, c: 0.02, h: 240 }).base,
    );
    r.rect(x + Math.round(w * 0.55), y + Math.round(h * 0.38), Math.round(w * 0.5), px(f, 1), f.ink);
    r.polygon(
      [
        [x + Math.round(w * 0.3), y - px(f, 1)],
        [x - px(f, 3), y - px(f, 4)],
        [x + Math.round(w * 0.1), y + px(f, 1)],
      ],
      look.hair.base,
    );
  },
  pirate: (f, _look, x, y, w, _h) => {
    const { r } = f;
    r.ellipse(x - px(f, 2), y - px(f, 3), w + px(f, 4), px(f, 6), rampFrom({ l: 0.3, c: 0.02, h: 270 }).base);
    r.set(x + Math.round(w * 0.5), y - px(f, 1), f.white);
  },
  crown: (f, _look, x, y, w, _h) => {
    const { r } = f;
    const c = rampFrom({ l: 0.84, c: 0.16, h: 90 });
    r.rect(x + px(f, 2), y - px(f, 1), w - px(f, 4), px(f, 2), c.base);
    for (let i = 0; i < 3; i++)
      r.polygon(
        [
          [x + px(f, 2) + i * px(f, 3), y - px(f, 1)],
          [x + px(f, 3.5) + i * px(f, 3), y - px(f, 4)],
          [x + px(f, 5) + i * px(f, 3), y - px(f, 1)],
        ],
        c.base,
      );
  },
  pith: (f, _look, x, y, w, h) => {
    const { r } = f;
    const khaki = rampFrom({ l: 0.76, c: 0.07, h: 85 });
    r.ellipse(x - px(f, 1), y - px(f, 3), w + px(f, 2), Math.round(h * 0.6), khaki.base);
    r.rect(x - px(f, 3), y + Math.round(h * 0.2), w + px(f, 6), px(f, 1.5), khaki.shadow);
    r.rect(x + px(f, 1), y + Math.round(h * 0.12), w - px(f, 2), px(f, 1), rampFrom({ l: 0.45, c: 0.08, h: 60 }).base);
  },
  straw: (f, _look, x, y, w, _h) => {
    const { r } = f;
    const straw = rampFrom({ l: 0.86, c: 0.12, h: 92 });
    r.rect(x + px(f, 1), y - px(f, 3), w - px(f, 2), px(f, 5), straw.base);
    r.rect(x + px(f, 1), y, w - px(f, 2), px(f, 1), rampFrom({ l: 0.58, c: 0.18, h: 25 }).base);
    r.rect(x - px(f, 4), y + px(f, 1.5), w + px(f, 8), px(f, 1.5), straw.light);
  },
  cap: (f, _look, x, y, w, h) => {
    const { r } = f;
    const navy = rampFrom({ l: 0.38, c: 0.09, h: 262 });
    r.ellipse(x - px(f, 1), y - px(f, 2), w + px(f, 2), Math.round(h * 0.5), navy.base);
    r.rect(x - px(f, 1), y + Math.round(h * 0.12), w + px(f, 2), px(f, 1.5), navy.shadow);
    r.rect(x + Math.round(w * 0.6), y + Math.round(h * 0.2), Math.round(w * 0.55), px(f, 1), f.ink);
    r.rect(x + Math.round(w * 0.45), y + px(f, 0.5), px(f, 2), px(f, 2), rampFrom({ l: 0.84, c: 0.16, h: 90 }).base);
  },
  fedora: (f, _look, x, y, w, _h) => {
    const { r } = f;
    const felt = rampFrom({ l: 0.45, c: 0.05, h: 60 });
    r.rect(x + px(f, 1.5), y - px(f, 4), w - px(f, 3), px(f, 6), felt.base);
    r.rect(x + Math.round(w * 0.4), y - px(f, 4), px(f, 2), px(f, 1), felt.shadow);
    r.rect(x + px(f, 1.5), y, w - px(f, 3), px(f, 1), f.ink);
    r.rect(x - px(f, 3), y + px(f, 1.5), w + px(f, 6), px(f, 1.5), felt.shadow);
  },
  beanie: (f, _look, x, y, w, h) => {
    const { r } = f;
    r.ellipse(
      x - px(f, 1),
      y - px(f, 2),
      w + px(f, 2),
      Math.round(h * 0.55),
      rampFrom({ l: 0.3, c: 0.02, h: 270 }).base,
    );
    r.rect(
      x - px(f, 1),
      y + Math.round(h * 0.16),
      w + px(f, 2),
      px(f, 1.5),
      rampFrom({ l: 0.4, c: 0.02, h: 270 }).base,
    );
  },
  bubble: (f, look, x, y, w, h) => {
    const { r } = f;
    for (let a = 0; a < 360; a += 6) {
      const rad = (a * Math.PI) / 180;
      r.set(
        x + w / 2 + Math.cos(rad) * (w / 2 + px(f, 2)),
        y + h / 2 + Math.sin(rad) * (h / 2 + px(f, 2)),
        mix(f.white, look.body.light, 0.3),
      );
    }
    r.set(x + Math.round(w * 0.7), y - px(f, 0.5), f.white);
  },
  antenna: (f, look, x, y, w, _h) => {
    const { r } = f;
    r.line(x + Math.round(w / 2), y, x + Math.round(w / 2), y - px(f, 4), look.skin.shadow);
    r.ellipse(x + Math.round(w / 2) - px(f, 1), y - px(f, 6), px(f, 2.5), px(f, 2.5), look.hair.base);
  },
  horns: (f, _look, x, y, w, _h) => {
    const { r } = f;
    r.polygon(
      [
        [x + px(f, 2), y + px(f, 2)],
        [x - px(f, 1), y - px(f, 5)],
        [x + px(f, 4), y + px(f, 1)],
      ],
      f.white,
    );
    r.polygon(
      [
        [x + w - px(f, 4), y + px(f, 1)],
        [x + w + px(f, 1), y - px(f, 5)],
        [x + w - px(f, 2), y + px(f, 3)],
      ],
      f.white,
    );
  },
  none: () => {},
};

function drawHeadwearSide(f: Frame, look: CharacterLook, x: number, y: number, w: number, h: number): void {
  SIDE_HEADWEAR[look.headwear](f, look, x, y, w, h);
}

/** Front and back views for top-down games: symmetric, eyes only on the front. */
function drawFront(
  f: Frame,
  look: CharacterLook,
  lp: LimbPose,
  back: boolean,
  pose: Pose,
  palette: ThemePalette,
): void {
  const { r, u, ground } = f;
  const cx = Math.round(f.w / 2);
  const legLen = px(f, 5);
  const legW = px(f, look.big ? 4 : 3);
  const torsoH = px(f, 7);
  const torsoW = look.big ? Math.min(px(f, 14), f.w - 4) : Math.min(px(f, 11), f.w - 6);
  const headH = px(f, 12);
  const headW = Math.min(px(f, look.big ? 14 : 13), f.w - 4);
  const step =
    pose.motion === 'walk' || pose.motion === 'run' ? (pose.frame % 2 === 0 ? 1 : -1) * (pose.frames > 1 ? 1 : 0) : 0;
  const bob = Math.round(lp.bob * Math.max(1, u * 0.75));
  const legTop = ground - legLen + 1;
  const torsoTop = legTop - torsoH + 1 + bob;
  const headTop = torsoTop - headH + px(f, 2);
  const headX = cx - Math.round(headW / 2);
  if (back && look.tail !== 'none') r.ellipse(cx - px(f, 2), torsoTop + px(f, 2), px(f, 4), px(f, 7), look.body.base);
  if (look.outfit === 'cape')
    r.rect(cx - torsoW / 2 - px(f, 1), torsoTop, torsoW + px(f, 2), ground - px(f, 1) - torsoTop, look.body.shadow);
  if (look.longHair && !back)
    r.rect(cx - headW / 2, headTop + Math.round(headH * 0.4), headW, Math.round(headH * 0.9), look.hair.base);
  for (const side of [-1, 1]) {
    const lift = step === side ? Math.round(1.5 * u) : 0;
    drawLeg(f, look, cx + (side < 0 ? -legW - px(f, 0.5) : px(f, 0.5)), legTop + bob, ground - lift, legW, false);
  }
  r.ellipse(cx - torsoW / 2, torsoTop, torsoW, torsoH + px(f, 2), look.body.base);
  r.rect(cx - torsoW / 2, torsoTop + Math.round(torsoH / 2), torsoW, Math.ceil(torsoH / 2), look.body.base);
  r.rect(cx - torsoW / 2, torsoTop + torsoH - px(f, 1), torsoW, px(f, 1), look.body.shadow);
  if (!back && look.belly) r.ellipse(cx - torsoW / 4, torsoTop + px(f, 2), torsoW / 2, torsoH - px(f, 2), look.belly);
  if (!back) drawOutfitTorso(f, look, cx - Math.round(torsoW / 2), torsoTop, torsoW, torsoH, 'front');
  drawSkirt(f, look, cx, torsoTop + Math.round(torsoH * 0.6), torsoW, legLen);
  if (look.prop === 'sack' && back) r.ellipse(cx - px(f, 4), torsoTop - px(f, 2), px(f, 8), px(f, 8), SACK.base);
  drawFrontArms(f, look, lp, cx, torsoTop, torsoW, step);
  if (look.ears !== 'none')
    for (const side of [-1, 1]) drawEar(f, look, cx + side * Math.round(headW * 0.3), headTop + px(f, 1), back);
  r.ellipse(headX, headTop, headW, headH, look.species === 'robot' ? look.skin.base : look.skin.base);
  if (back) {
    const cover =
      look.headwear === 'hair' || look.headwear === 'hood'
        ? look.headwear === 'hood'
          ? look.body.base
          : look.hair.base
        : look.skin.shadow;
    r.ellipse(headX, headTop, headW, Math.round(headH * 0.85), cover);
  } else {
    if (look.headwear === 'hair') r.ellipse(headX, headTop - px(f, 1), headW, Math.round(headH * 0.45), look.hair.base);
    if (look.headwear === 'hood')
      r.ellipse(headX - px(f, 1), headTop - px(f, 1), headW + px(f, 2), Math.round(headH * 0.45), look.body.base);
    if (look.belly)
      r.ellipse(
        cx - Math.round(headW * 0.3),
        headTop + Math.round(headH * 0.5),
        Math.round(headW * 0.6),
        Math.round(headH * 0.4),
        look.belly,
      );
    for (const side of [-1, 1])
      drawEyeSide(
        f,
        cx + side * Math.round(headW * 0.22) + (side < 0 ? 1 : 0),
        headTop + Math.round(headH * 0.45),
        lp,
        look.angry,
      );
    if (lp.mouthOpen) r.rect(cx - px(f, 1), headTop + Math.round(headH * 0.72), px(f, 2), px(f, 1.5), f.ink);
    if (look.beard || look.nose || look.mask) {
      drawFaceExtras(f, look, cx, headTop, headW, headH, 0);
      if (look.mask || look.beard)
        for (const side of [-1, 1])
          drawEyeSide(
            f,
            cx + side * Math.round(headW * 0.22) + (side < 0 ? 1 : 0),
            headTop + Math.round(headH * 0.45),
            lp,
            look.angry,
          );
    }
  }
  if (
    look.headwear === 'wizard' ||
    look.headwear === 'crown' ||
    look.headwear === 'horns' ||
    look.headwear === 'antenna' ||
    look.headwear === 'helmet' ||
    look.headwear === 'pith' ||
    look.headwear === 'straw' ||
    look.headwear === 'cap' ||
    look.headwear === 'fedora' ||
    look.headwear === 'beanie'
  )
    drawHeadwearSide(f, { ...look }, headX, headTop, headW, headH);
  // The role's prop in the right hand, in front of the body; the drum in front of the belly.
  if (!back && look.prop === 'drumsticks') drawDrum(f, cx - px(f, 3.5), torsoTop + Math.round(torsoH * 0.5));
  if (look.prop !== 'none' && look.prop !== 'sack')
    drawProp(f, look, { x: cx + torsoW / 2 + px(f, 1.5), y: torsoTop + px(f, 5.5) }, palette);
}

/** Both arms of a character seen from the front or back, swinging with its step; raised when the pose lifts them. */
function drawFrontArms(
  f: Frame,
  look: CharacterLook,
  lp: LimbPose,
  cx: number,
  torsoTop: number,
  torsoW: number,
  step: number,
): void {
  const { r, u } = f;
  for (const side of [-1, 1]) {
    const swing = step * side * Math.round(u);
    const sx = cx + side * (torsoW / 2 + px(f, 0.5));
    const up = lp.frontArm > 120;
    r.thickLine(
      sx,
      torsoTop + px(f, 2),
      sx + side * px(f, 1),
      torsoTop + (up ? -px(f, 4) : px(f, 6)) + swing,
      px(f, 2),
      look.body.light,
    );
    r.ellipse(
      sx + side * px(f, 1) - px(f, 1.2),
      torsoTop + (up ? -px(f, 5) : px(f, 5.5)) + swing,
      px(f, 2.4),
      px(f, 2.4),
      look.skin.base,
    );
  }
}

// ---- creatures ---------------------------------------------------------------------------------

export type CreatureKind = 'slime' | 'bat' | 'bird' | 'ghost' | 'bee' | 'spider' | 'beetle' | 'crab' | 'snake' | 'fish';

const CREATURE_WORDS: Record<string, CreatureKind> = {
  slime: 'slime',
  blob: 'slime',
  jelly: 'slime',
  goo: 'slime',
  ooze: 'slime',
  bat: 'bat',
  vampire_bat: 'bat',
  bird: 'bird',
  crow: 'bird',
  raven: 'bird',
  eagle: 'bird',
  hawk: 'bird',
  seagull: 'bird',
  chicken: 'bird',
  ghost: 'ghost',
  spirit: 'ghost',
  phantom: 'ghost',
  wraith: 'ghost',
  specter: 'ghost',
  bee: 'bee',
  wasp: 'bee',
  hornet: 'bee',
  fly: 'bee',
  mosquito: 'bee',
  firefly: 'bee',
  spider: 'spider',
  tarantula: 'spider',
  beetle: 'beetle',
  bug: 'beetle',
  ant: 'beetle',
  cockroach: 'beetle',
  ladybug: 'beetle',
  scarab: 'beetle',
  crab: 'crab',
  scorpion: 'crab',
  lobster: 'crab',
  snake: 'snake',
  worm: 'snake',
  serpent: 'snake',
  eel: 'snake',
  fish: 'fish',
  piranha: 'fish',
  shark: 'fish',
};

export function creatureKind(words: readonly string[]): CreatureKind | undefined {
  return lookup(words, CREATURE_WORDS);
}

/** Draws a creature into a fresh frame (no outline yet). */
export function drawCreature(
  kind: CreatureKind,
  w: number,
  h: number,
  ramp: Ramp,
  pose: Pose,
  palette: ThemePalette,
  angry: boolean,
): Raster {
  const f: Frame = {
    r: new Raster(w, h),
    w,
    h,
    u: Math.min(h, w) / 32,
    ground: h - 2,
    white: palette.white,
    ink: palette.outline,
  };
  const back = pose.facing === 'back';
  return CREATURE_BODIES[kind]({
    f,
    kind,
    ramp,
    pose,
    palette,
    angry,
    lp: limbPose(pose),
    t: pose.frames > 1 ? pose.frame / pose.frames : 0,
    back,
    front: pose.facing === 'front' || back,
    dying: pose.motion === 'die',
  });
}

/** One creature frame being drawn: its frame and colours, and its pose as the bodies read it. */
interface Creature {
  f: Frame;
  kind: CreatureKind;
  ramp: Ramp;
  pose: Pose;
  palette: ThemePalette;
  angry: boolean;
  lp: LimbPose;
  /** How far through its loop the frame is, from 0 (the first frame) toward 1. */
  t: number;
  back: boolean;
  /** Seen from the front or the back (top-down), rather than from the side. */
  front: boolean;
  dying: boolean;
}

/** One drawing per body; each returns the finished frame, which a dying body may turn or fade into a new one. */
const CREATURE_BODIES: Record<CreatureKind, (c: Creature) => Raster> = {
  slime: drawSlime,
  bat: drawFlyer,
  bird: drawFlyer,
  bee: drawFlyer,
  ghost: drawGhost,
  spider: drawCrawler,
  beetle: drawCrawler,
  crab: drawCrawler,
  snake: drawSnake,
  fish: drawFish,
};

/** The creature's eye at (ex, ey), and with `both` a second one to its left; none seen from the back. */
function creatureEyes(c: Creature, ex: number, ey: number, both: boolean): void {
  if (c.back) return;
  const lpEyes: LimbPose = { ...c.lp, eyes: c.dying ? 'x' : c.lp.eyes };
  drawEyeSide(c.f, ex, ey, lpEyes, c.angry);
  if (both) drawEyeSide(c.f, ex - px(c.f, 5), ey, lpEyes, c.angry);
}

/** The frame as drawn, flashed white on a hit frame. */
function flashed(c: Creature): Raster {
  if (c.lp.flash) flash(c.f.r, c.palette.white);
  return c.f.r;
}

/** The frame turned over as far as the dying animation has got, resting on the ground. */
function turnedOver(c: Creature): Raster {
  return restOnGround(c.f.r.rotated(180 * progressOf(c.pose), c.f.w / 2, c.f.h / 2), c.f.ground);
}

function drawSlime(c: Creature): Raster {
  const { f, ramp, pose, dying, front } = c;
  const { r, w, h } = f;
  // Squash and stretch: wider and lower on the beat, taller between; melts flat when dying.
  const squash = dying
    ? 0.35 + 0.65 * (1 - Math.min(1, (pose.frame + 1) / pose.frames))
    : pose.motion === 'attack'
      ? 1.25
      : pose.frames > 1 && pose.frame % 2 === 1
        ? 0.85
        : 1;
  const bw = Math.round(w * 0.78 * (2 - squash) * 0.55 + w * 0.3);
  const bh = Math.max(px(f, 4), Math.round(h * 0.55 * squash));
  const hop = pose.motion === 'jump' || (pose.motion === 'walk' && pose.frame % 2 === 1) ? px(f, 3) : 0;
  const x = Math.round((w - bw) / 2);
  const y = f.ground - bh + 1 - hop;
  r.ellipse(x, y, bw, bh * 2, ramp.base);
  for (let yy = f.ground + 1 - hop; yy < h; yy++) for (let xx = 0; xx < w; xx++) r.clear(xx, yy);
  r.shade(ramp.shadow, (_xx, yy) => yy > f.ground - hop - Math.max(1, Math.round(bh * 0.25)) && yy <= f.ground - hop);
  r.ellipse(
    x + Math.round(bw * 0.18),
    y + Math.round(bh * 0.15),
    Math.max(2, Math.round(bw * 0.2)),
    Math.max(2, Math.round(bh * 0.22)),
    ramp.highlight,
  );
  if (bh > px(f, 6)) creatureEyes(c, x + Math.round(bw * (front ? 0.62 : 0.75)), y + Math.round(bh * 0.4), front);
  return flashed(c);
}

/** A bat, bird or bee: a body between two flapping wings, bobbing; it falls when dying. */
function drawFlyer(c: Creature): Raster {
  const { f, kind, ramp, pose, palette, t, dying, front, back } = c;
  const { r, w, h } = f;
  const cy =
    Math.round(h * 0.45) +
    Math.round(Math.sin(2 * Math.PI * t) * f.u * 1.5) +
    (dying ? Math.round(h * 0.3 * progressOf(pose)) : 0);
  const cx = Math.round(w / 2);
  const bw = Math.round(w * (kind === 'bee' ? 0.4 : 0.34));
  const bh = Math.round(h * (kind === 'bee' ? 0.32 : 0.34));
  const flap = dying ? 0 : Math.sin(2 * Math.PI * t + Math.PI / 2);
  const wingY = cy - Math.round(flap * h * 0.22);
  const wing = kind === 'bee' ? mix(palette.white, ramp.highlight, 0.3) : kind === 'bat' ? ramp.shadow : ramp.light;
  r.polygon(
    [
      [cx - 1, cy - px(f, 1)],
      [cx - Math.round(w * 0.46), wingY],
      [cx - Math.round(w * 0.3), cy + px(f, 2)],
    ],
    wing,
  );
  r.ellipse(cx - bw / 2, cy - bh / 2, bw, bh, ramp.base);
  if (kind === 'bee')
    for (let i = 0; i < 2; i++)
      r.rect(cx - bw / 2 + px(f, 3) + i * px(f, 4), cy - bh / 2, px(f, 2), bh, palette.outline);
  if (kind === 'bat')
    for (const dx of [-3, 2])
      r.polygon(
        [
          [cx + px(f, dx), cy - bh / 2 + 1],
          [cx + px(f, dx + 1), cy - bh / 2 - px(f, 3)],
          [cx + px(f, dx + 2), cy - bh / 2 + 1],
        ],
        ramp.base,
      );
  if (kind === 'bird')
    r.polygon(
      [
        [cx + bw / 2 - 1, cy - px(f, 1)],
        [cx + bw / 2 + px(f, 4), cy + px(f, 0.5)],
        [cx + bw / 2 - 1, cy + px(f, 2)],
      ],
      palette.roles.pickup.base,
    );
  r.polygon(
    [
      [cx + 1, cy - px(f, 1)],
      [cx + Math.round(w * 0.46), wingY],
      [cx + Math.round(w * 0.3), cy + px(f, 2)],
    ],
    wing,
  );
  creatureEyes(c, cx + Math.round(bw * (front ? 0.22 : 0.3)), cy - px(f, 2), front);
  if (pose.motion === 'attack' && !back)
    r.polygon(
      [
        [cx - px(f, 1), cy + px(f, 2)],
        [cx + px(f, 1), cy + px(f, 2)],
        [cx, cy + px(f, 4)],
      ],
      palette.white,
    );
  const drawn = flashed(c);
  // Flyers drop and end upside down on the ground.
  return dying ? turnedOver(c) : drawn;
}

/** A sheet with a wavy hem, floating; it fades away when dying. */
function drawGhost(c: Creature): Raster {
  const { f, ramp, pose, palette, t, back } = c;
  const { r, w, h } = f;
  const cx = Math.round(w / 2);
  const top = Math.round(h * 0.12) + Math.round(Math.sin(2 * Math.PI * t) * f.u * 1.5);
  const gw = Math.round(w * 0.62);
  const gh = Math.round(h * 0.7);
  const body = mix(ramp.highlight, palette.white, 0.55);
  r.ellipse(cx - gw / 2, top, gw, gw, body);
  r.rect(cx - gw / 2, top + gw / 2, gw, gh - gw / 2, body);
  // Wavy hem that travels with the frames.
  for (let x = 0; x < gw; x++) {
    const dip = Math.round((Math.sin((x / gw) * Math.PI * 3 + 2 * Math.PI * t) + 1) * f.u * 1.5);
    for (let d = 0; d < dip; d++) r.clear(cx - gw / 2 + x, top + gh - 1 - d);
  }
  r.shade(ramp.light, (x) => x > cx + gw * 0.25);
  if (!back) {
    r.ellipse(cx - px(f, 5), top + Math.round(gw * 0.35), px(f, 3), px(f, 4), palette.outline);
    r.ellipse(cx + px(f, 2), top + Math.round(gw * 0.35), px(f, 3), px(f, 4), palette.outline);
    if (pose.motion === 'attack')
      r.ellipse(cx - px(f, 2), top + Math.round(gw * 0.65), px(f, 4), px(f, 4), palette.outline);
  }
  if (c.dying) return fade(r, 1 - progressOf(pose) * 0.6, palette);
  return flashed(c);
}

/** A spider, beetle or crab: a round body on jointed legs (and claws for a crab); it turns over when dying. */
function drawCrawler(c: Creature): Raster {
  const { f, kind, ramp, pose, palette, dying, front } = c;
  const { r, w, h } = f;
  const cx = Math.round(w / 2);
  const bw = Math.round(w * (kind === 'crab' ? 0.55 : 0.46));
  const bh = Math.round(h * 0.32);
  const y = f.ground - bh - px(f, 2) + (dying ? px(f, 2) : 0);
  const legs = kind === 'spider' ? 3 : 2;
  for (let i = 0; i < legs; i++) {
    // Jointed legs: out and up to a knee, then down to the ground; pairs alternate when walking.
    const moving = pose.motion === 'walk' || pose.motion === 'run';
    for (const side of [-1, 1]) {
      const lift = moving && (pose.frame + i + (side > 0 ? 1 : 0)) % 2 === 0 ? px(f, 1.5) : 0;
      const hipX = cx + side * (bw * 0.15 + i * bw * 0.12);
      const kneeX = cx + side * (bw / 2 + px(f, 0.5) + i * px(f, 2));
      const kneeY = y + bh * 0.4 - (kind === 'spider' ? px(f, 1.5) : 0) - lift;
      const footX = kneeX + side * px(f, 1.5);
      const colour = side > 0 ? ramp.shadow : mix(ramp.shadow, palette.outline, 0.4);
      r.line(hipX, y + bh / 2, kneeX, kneeY, colour);
      r.line(kneeX, kneeY, footX, f.ground - lift, colour);
    }
  }
  if (kind === 'crab')
    for (const side of [-1, 1]) {
      // Claws on short arms at the front corners; raised when attacking.
      const open = pose.motion === 'attack' ? px(f, 3) : 0;
      const clawX = cx + side * (bw / 2 + px(f, 1));
      const clawY = y - px(f, 2) - open;
      r.thickLine(cx + side * bw * 0.3, y + px(f, 2), clawX, clawY + px(f, 2), px(f, 1.5), ramp.shadow);
      r.ellipse(clawX - px(f, 3), clawY - px(f, 2), px(f, 6), px(f, 5), ramp.light);
      // The pincer's gap: a notch cut into the top of the claw.
      for (let d = 0; d < px(f, 2); d++) r.clear(clawX + side * px(f, 1), clawY - px(f, 2) + d);
    }
  r.ellipse(cx - bw / 2, y, bw, bh, ramp.base);
  r.ellipse(cx - bw / 2 + px(f, 2), y + px(f, 1), bw * 0.4, bh * 0.35, ramp.highlight);
  if (kind === 'beetle') r.line(cx, y + 1, cx, y + bh - 2, ramp.shadow);
  creatureEyes(c, cx + Math.round(bw * (front ? 0.2 : 0.35)), y + Math.round(bh * 0.3), front || kind !== 'beetle');
  if (dying) return turnedOver(c);
  return flashed(c);
}

/** A body of overlapping rounds along a travelling wave, on the ground, with a bigger head in front. */
function drawSnake(c: Creature): Raster {
  const { f, ramp, t } = c;
  const { r, w } = f;
  const cx = Math.round(w / 2);
  const cy = f.ground - px(f, 4);
  const len = Math.round(w * 0.8);
  for (let i = 0; i <= len; i++) {
    const x = cx - len / 2 + i;
    const y = cy + Math.sin((i / len) * Math.PI * 2 + 2 * Math.PI * t) * f.u * 2.5 * (1 - (i / len) * 0.3);
    r.ellipse(x - px(f, 2), y - px(f, 2), px(f, 4), px(f, 4), i % Math.max(3, px(f, 4)) === 0 ? ramp.light : ramp.base);
  }
  r.ellipse(cx + len / 2 - px(f, 3), cy - px(f, 4), px(f, 7), px(f, 6), ramp.base);
  creatureEyes(c, cx + len / 2 + px(f, 1), cy - px(f, 3), false);
  return flashed(c);
}

/** An oval body mid-frame with a swishing tail; it turns belly up when dying. */
function drawFish(c: Creature): Raster {
  const { f, ramp, t } = c;
  const { r, w, h } = f;
  const cx = Math.round(w / 2);
  const cy = Math.round(h / 2);
  const len = Math.round(w * 0.8);
  const tail = Math.round(Math.sin(2 * Math.PI * t) * f.u * 2);
  r.polygon(
    [
      [cx - len / 2 + px(f, 4), cy],
      [cx - len / 2, cy - px(f, 5) + tail],
      [cx - len / 2, cy + px(f, 5) + tail],
    ],
    ramp.shadow,
  );
  r.ellipse(cx - len / 2 + px(f, 3), cy - h * 0.25, len - px(f, 3), h * 0.5, ramp.base);
  r.shade(ramp.light, (_x, y) => y > cy + h * 0.08);
  creatureEyes(c, cx + Math.round(len * 0.3), cy - px(f, 3), false);
  if (c.dying) return turnedOver(c);
  return flashed(c);
}

function progressOf(pose: Pose): number {
  return pose.frames <= 1 ? 1 : pose.frame / (pose.frames - 1);
}

/** Mixes every pixel toward the sky colour: a fading ghost (pixel art has no partial transparency here). */
function fade(r: Raster, keep: number, palette: ThemePalette): Raster {
  for (let y = 0; y < r.height; y++)
    for (let x = 0; x < r.width; x++) {
      const [cr, cg, cb, a] = r.get(x, y);
      if (a > 0) r.set(x, y, mix([cr, cg, cb], palette.sky[1], 1 - keep), a);
    }
  return r;
}
