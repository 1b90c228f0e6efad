// Sprites: spritesheets and single images from the registry. A figure is chosen from the entry's
// role and description (a character, a creature or a thing), every frame is drawn from its pose,
// and every frame gets the 1px outline. Sheet layout follows ASSETS-CONTRACT.md: one row with the
// animations in order; top-down sheets repeat that row for front, back and side.
import {
  characterLook,
  creatureKind,
  drawCharacter,
  drawCreature,
  flash,
  hasCharacterTraits,
  hasRoleTraits,
  type CharacterLook,
  type CreatureKind,
} from './characters.ts';
import { drawThing, SHAPE_WORDS, thingRamp, thingShape, type ThingShape } from './items.ts';
import { poseOf, progress, type Facing, type Pose } from './motion.ts';
import { drawRecipe, ownAccent, ownColour, type Recipe, type RecipeColours } from './parts.ts';
import { colourRamp, describedRamp, rampFrom, themePalette, type Ramp, type ThemePalette } from './palette.ts';
import { createRandom, type Random } from './random.ts';
import { Raster } from './raster.ts';
import { joinPairs, RECIPES, recipeName } from './recipes/index.ts';
import type { AssetRole, ImageAsset, SpritesheetAsset } from './registry.ts';
import { lookup, wordsOf } from './words.ts';

export type Figure =
  | { kind: 'character'; look: CharacterLook }
  | { kind: 'creature'; creature: CreatureKind; ramp: Ramp; angry: boolean }
  | { kind: 'thing'; shape: ThingShape; ramp: Ramp; words: readonly string[] }
  | { kind: 'recipe'; name: string; recipe: Recipe; colours: RecipeColours; angry: boolean; living: boolean };

const LIVING: readonly AssetRole[] = ['player', 'npc', 'enemy', 'boss'];
const PEOPLE = new RegExp(
  String.raw`\b(man|woman|boy|girl|kid|child|person|human|people|courier|merchant|villager|farmer|lady|` +
    String.raw`lord|guardian|traveller|traveler|wanderer|keeper|warden|adventurer|explorer)s?\b`,
);

/** What to draw for a registry entry: the role decides the family, the words the details and colour. */
export function figureFor(
  asset: { key: string; role: AssetRole; description: string },
  palette: ThemePalette,
  rng: Random,
): Figure {
  const words = wordsOf(asset.description, asset.key);
  const named = namedRecipe(wordsOf(asset.description), asset.role);
  if (named) return recipeFigure(named, words, asset.role, palette);
  if (LIVING.includes(asset.role)) {
    const hostile = asset.role === 'enemy' || asset.role === 'boss';
    const ramp = colourRamp(words, asset.role, palette) ?? palette.roles[asset.role];
    const creature = creatureKind(words);
    // A word for the part ("hero", "boss") is no trait: a "bat hero" is a bat, not a person.
    const own = words.filter((w) => !CAST_WORDS.has(w));
    const person = hasCharacterTraits(own) || hasRoleTraits(own) || PEOPLE.test(own.join(' '));
    if (creature && !person) return { kind: 'creature', creature, ramp, angry: hostile };
    if (hostile && !person) {
      const pick = rng.pick(['slime', 'bat', 'spider', 'character'] as const);
      if (pick !== 'character') return { kind: 'creature', creature: pick, ramp, angry: true };
    }
    return { kind: 'character', look: characterLook(words, asset.role, palette, rng, ramp) };
  }
  // A pickup named for a creature ("collects 20 fish") is that creature, calm, as drawnAs says; not a gem.
  const calm = asset.role === 'pickup' ? creatureSubject(wordsOf(asset.description)) : undefined;
  if (calm) return { kind: 'creature', creature: calm, ramp: palette.roles[asset.role], angry: false };
  // What the description is of comes first ("shuriken the ninja throws", "wooden door to the next floor"), then the
  // rest of it, and the key's words only when neither names a shape: "hero-shot" must not make a shuriken a bullet.
  const own = wordsOf(asset.description);
  const cut = own.findIndex((w, i) => i > 0 && CLAUSE.has(w));
  const subject = cut < 0 ? own : own.slice(0, cut);
  const shape = thingShape(subject, asset.role, rng, [cut < 0 ? [] : own.slice(cut), wordsOf(asset.key)]);
  return { kind: 'thing', shape, ramp: thingRamp(words, asset.role, palette, shape), words };
}

/** The creature a description's subject ends with ("sparkling fish"), when its last word names one. */
function creatureSubject(description: readonly string[]): CreatureKind | undefined {
  const cut = description.findIndex((w, i) => i > 0 && CLAUSE.has(w));
  const last = (cut < 0 ? description : description.slice(0, cut)).at(-1);
  return last === undefined ? undefined : creatureKind([last]);
}

/** Words after which a description stops naming its subject ("bat that patrols the castle", "flag on a pole"). */
const CLAUSE = new Set(
  (
    'that who which whose guarding thrown by on of at in into with for from to carrying near under over and side ' +
    'the a an'
  ).split(' '),
);
/** Words that name a part in the game rather than a look ("walrus hero", "shark boss"). */
const CAST_WORDS = new Set(['hero', 'heroine', 'player', 'character', 'boss', 'enemy', 'monster', 'minion']);
const NOT_FOR_RECIPES: readonly AssetRole[] = ['ui', 'terrain'];

/**
 * The part-drawn noun a description is about, if any. English puts the noun last ("giant octopus", "sparkling trash
 * can"), so the subject, the words before any clause, is read from its end, past words for a part ("walrus hero");
 * when the first noun met there is one the older generators draw ("shark hunter"), they draw it.
 * The subject's words are a prefix of the whole description, so their indices agree.
 */
export function namedRecipe(description: readonly string[], role: AssetRole): string | undefined {
  if (NOT_FOR_RECIPES.includes(role)) return undefined;
  const cut = description.findIndex((w, i) => i > 0 && CLAUSE.has(w));
  const subject = joinPairs(cut < 0 ? description : description.slice(0, cut));
  const living = LIVING.includes(role);
  const whole = joinPairs(description);
  for (const [i, w] of [...subject.entries()].reverse()) {
    if (CAST_WORDS.has(w)) continue;
    const name = recipeName(w);
    // A thing is drawn as the last shape word of its whole description ("book pile, pushed like a crate": a crate).
    if (name && (living || !whole.slice(i + 1).some((later) => lookup([later], SHAPE_WORDS) !== undefined)))
      return name;
    if (name) return undefined;
    const older = living
      ? creatureKind([w]) !== undefined || hasCharacterTraits([w]) || hasRoleTraits([w]) || PEOPLE.test(w)
      : lookup([w], SHAPE_WORDS) !== undefined;
    if (older) return undefined;
  }
  return undefined;
}

/**
 * A part-drawn figure: its colour from the description's colour words, else its own colour (a brown walrus), each
 * only when it keeps the role apart from the others and the backdrop; else the role's colour.
 */
function recipeFigure(name: string, words: readonly string[], role: AssetRole, palette: ThemePalette): Figure {
  const recipe = RECIPES[name]!;
  // The noun's own words are left out, so a "duck" is not coloured by the palette's word for ducks.
  const colourWords = joinPairs(words).filter((w) => recipeName(w) === undefined);
  const body =
    colourRamp(colourWords, role, palette) ?? describedRamp([ownColour(recipe)], role, palette) ?? palette.roles[role];
  const accent = ownAccent(recipe);
  const living = LIVING.includes(role);
  return {
    kind: 'recipe',
    name,
    recipe,
    colours: { body, accent: accent ? rampFrom(accent) : palette.accent },
    angry: role === 'enemy' || role === 'boss',
    living,
  };
}

/** What a sprite of `asset` shows, in a word or two ("walrus", "bat creature", "coin thing", "character"). */
export function figureName(
  asset: { key: string; role: AssetRole; description: string },
  theme: readonly string[] = [],
  seed = 0,
): string {
  const figure = figureFor(asset, themePalette(theme), createRandom(seed, `sprite:${asset.key}`));
  if (figure.kind === 'recipe') return figure.name;
  if (figure.kind === 'creature') return `${figure.creature} creature`;
  if (figure.kind === 'thing') return `${figure.shape} thing`;
  return 'character';
}

/** One frame of a figure, outlined. */
export function drawFrame(figure: Figure, w: number, h: number, pose: Pose, palette: ThemePalette): Raster {
  let r: Raster;
  if (figure.kind === 'character') r = drawCharacter(w, h, figure.look, pose, palette);
  else if (figure.kind === 'creature')
    r = drawCreature(figure.creature, w, h, figure.ramp, pose, palette, figure.angry);
  else if (figure.kind === 'recipe')
    r = drawRecipe(figure.recipe, w, h, figure.colours, pose, palette, figure.angry, figure.living);
  else
    r = animateThing(
      drawThing(figure.shape, w, h, figure.ramp, pose, palette, figure.words),
      figure.shape,
      pose,
      palette,
    );
  r.outline(palette.outline);
  return r;
}

/** Motion for things that have no limbs: spin, bob, flash on a hit, shrink away when destroyed. */
function animateThing(r: Raster, shape: ThingShape, pose: Pose, palette: ThemePalette): Raster {
  const t = progress(pose);
  const built =
    shape === 'flag' ||
    shape === 'door' ||
    shape === 'chest' ||
    shape === 'portal' ||
    shape === 'torch' ||
    shape === 'tower' ||
    shape === 'shuriken';
  switch (pose.motion) {
    case 'spin':
      // Edge-on a coin is still a sliver, never nothing.
      return r.scaled(Math.max(0.25, Math.abs(Math.cos(Math.PI * t))), 1);
    case 'hurt':
      if (pose.frame % 2 === 0) flash(r, palette.white);
      return r;
    case 'die':
      return r
        .scaled(Math.max(0.15, 1 - t * 0.85), Math.max(0.15, 1 - t * 0.85))
        .shifted(0, -Math.round((r.height * t) / 3));
    default:
      if (built || pose.frames <= 1) return r;
      // A gentle float: one pixel per 16 of height, up and down over the loop.
      return r.shifted(0, -Math.round(Math.sin(2 * Math.PI * t) * Math.max(1, r.height / 16)));
  }
}

/** Frames per row of a spritesheet, and its rows (three for top-down: front, back, side). */
export function sheetLayout(asset: SpritesheetAsset): { columns: number; rows: number; facings: Facing[] } {
  const columns = asset.animations.reduce((n, a) => n + a.frames, 0);
  const facings: Facing[] = asset.view === 'top-down' ? ['front', 'back', 'side'] : ['side'];
  return { columns, rows: facings.length, facings };
}

export function drawSpritesheet(asset: SpritesheetAsset, palette: ThemePalette, seed: number): Raster {
  const rng = createRandom(seed, `sprite:${asset.key}`);
  const figure = figureFor(asset, palette, rng);
  const { columns, rows, facings } = sheetLayout(asset);
  const sheet = new Raster(columns * asset.frameWidth, rows * asset.frameHeight);
  facings.forEach((facing, row) => {
    let column = 0;
    for (const anim of asset.animations) {
      for (let k = 0; k < anim.frames; k++) {
        const frame = drawFrame(
          figure,
          asset.frameWidth,
          asset.frameHeight,
          poseOf(anim.name, k, anim.frames, facing),
          palette,
        );
        sheet.copyRegion(
          frame,
          0,
          0,
          asset.frameWidth,
          asset.frameHeight,
          column * asset.frameWidth,
          row * asset.frameHeight,
        );
        column++;
      }
    }
  });
  return sheet;
}

export function drawImage(asset: ImageAsset, palette: ThemePalette, seed: number): Raster {
  const rng = createRandom(seed, `sprite:${asset.key}`);
  return drawFrame(figureFor(asset, palette, rng), asset.width, asset.height, poseOf('idle', 0, 1), palette);
}
