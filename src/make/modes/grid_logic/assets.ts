// The asset registry of a made grid game: the template's keys (the ones GridLevelScene.gridAssets() and the written
// Level.ts use), described with the prompt's hero, pushed thing, target, tile and setting so the generated art follows
// the theme. The asset generator draws a thing by the last shape word of its description, so descriptions end with
// the shape wanted: a ring for targets (read at a glance as "put it here"), something pushable for boxes.
import { AssetRegistrySchema, drawnAs, type AssetRegistry } from '../../../assets/index.ts';
import type { Difficulty } from './kind.ts';
import { withArticle, type GridWords } from './words.ts';

/** Keys the template's family code and the written Level.ts draw and sound with. */
export const GRID_KEYS = {
  player: 'keeper',
  box: 'crate',
  target: 'target',
  floor: 'floor',
  walls: 'walls',
  mergeTile: 'merge-tile',
  spark: 'spark-star',
  backdrop: 'backdrop',
  music: 'bgm',
} as const;

/** Words the asset generator draws as something one would push (a crate, a barrel, a rock, a chest). */
const PUSHABLE_SHAPES = new Set([
  'crate',
  'box',
  'barrel',
  'keg',
  'boulder',
  'rock',
  'stone',
  'pebble',
  'chest',
  'sack',
  'bag',
]);

/** The box art's description: the prompt's thing (a log, a snowball) when the art draws it as itself, else steered to
 * a crate when its words name no pushable shape. */
function boxDescription(box: string, fromPrompt: boolean): string {
  const named = box.split(' ').some((w) => PUSHABLE_SHAPES.has(w) || PUSHABLE_SHAPES.has(w.replace(/e?s$/, '')));
  return named || (fromPrompt && drawnAs(box) !== undefined) ? `heavy ${box}` : `${box}, pushed around like a crate`;
}

/** The registry of a grid game: the family's art and sounds. */
export function gridRegistry(words: GridWords, difficulty: Difficulty): AssetRegistry {
  const place = words.setting.join(' ');
  const theme = [...new Set([words.hero, words.box, words.target, ...words.setting])]
    .map((w) => w.slice(0, 40))
    .slice(0, 16);
  // Parsed so the schema's defaults (frame rates, bars) are filled in as the GDD will hold them.
  return AssetRegistrySchema.parse({
    version: 1,
    theme,
    assets: [
      {
        type: 'spritesheet',
        key: GRID_KEYS.player,
        role: 'player',
        description: `${place} ${words.hero}, seen from above`,
        view: 'top-down',
        frameWidth: 48,
        frameHeight: 48,
        animations: [
          { name: 'idle', frames: 2, frameRate: 3, repeat: -1 },
          { name: 'walk', frames: 4, frameRate: 12, repeat: -1 },
        ],
      },
      {
        type: 'image',
        key: GRID_KEYS.box,
        role: 'prop',
        description: boxDescription(words.box, words.boxFromPrompt),
        width: 48,
        height: 48,
      },
      {
        type: 'image',
        key: GRID_KEYS.target,
        role: 'goal',
        description: `${words.target}: a glowing ring on the floor, like a portal`,
        width: 48,
        height: 48,
      },
      {
        type: 'tileset',
        key: GRID_KEYS.floor,
        description: `${place} floor (two floor frames; the wall frames go unused)`,
        tileSize: 48,
        mode: 'floor-walls',
      },
      { type: 'tileset', key: GRID_KEYS.walls, description: `${place} walls`, tileSize: 48, mode: 'blob47' },
      {
        type: 'image',
        key: GRID_KEYS.mergeTile,
        role: 'ui',
        description: words.modes === 'match3' ? words.tile : `numbered ${words.tile}`,
        width: 48,
        height: 48,
      },
      { type: 'image', key: GRID_KEYS.spark, role: 'pickup', description: 'small star spark', width: 16, height: 16 },
      {
        type: 'background',
        key: GRID_KEYS.backdrop,
        description: `${place} seen from above`,
        width: 800,
        height: 600,
        tileable: false,
        parallax: 0,
      },
      { type: 'audio', key: 'sfx-step', kind: 'sfx', description: `soft ${words.hero} step`, sfx: 'click' },
      { type: 'audio', key: 'sfx-push', kind: 'sfx', description: `${words.box} scraping along`, sfx: 'hit' },
      {
        type: 'audio',
        key: 'sfx-placed',
        kind: 'sfx',
        description: `${words.box} settles on ${withArticle(words.target)}`,
        sfx: 'pickup',
      },
      { type: 'audio', key: 'sfx-blocked', kind: 'sfx', description: 'dull bump against a wall', sfx: 'hit' },
      { type: 'audio', key: 'sfx-undo', kind: 'sfx', description: 'quick rewind blip', sfx: 'click' },
      { type: 'audio', key: 'sfx-merge', kind: 'sfx', description: `two ${words.tile} pieces merge`, sfx: 'pickup' },
      { type: 'audio', key: 'sfx-win', kind: 'sfx', description: 'puzzle solved fanfare', sfx: 'win' },
      {
        type: 'audio',
        key: GRID_KEYS.music,
        kind: 'music',
        description: `${place} puzzle loop`,
        mood: difficulty === 'hard' ? 'tense' : 'calm',
        tempo: difficulty === 'hard' ? 112 : difficulty === 'easy' ? 88 : 96,
      },
    ],
  });
}
