// The asset registry of a made top-down game: the template's assets.json re-described with the prompt's cast and
// setting. Keys are fixed role names, because src/game/Level.ts (written by write.ts) names them in art(); entries
// only for what the levels use (no exit without a dungeon, no boss art without a boss); the descriptions carry the
// theme, and the asset generator draws from those words (items name their thing last, as it reads them).
import type { AssetRegistry } from '../../../../assets/index.ts';
import type { EnemyKind } from '../../../../../templates/top_down/src/family/levelMap.ts';
import { plural, withArticle, type Difficulty, type TopDownWords } from '../words.ts';

/** Registry keys, as src/game/Level.ts names them. */
export const TOP_DOWN_KEYS = {
  player: 'hero',
  enemies: { chaser: 'chaser', shooter: 'shooter', brute: 'brute', turret: 'turret' } satisfies Record<
    EnemyKind,
    string
  >,
  boss: 'boss',
  playerShot: 'hero-shot',
  enemyShot: 'enemy-shot',
  pickups: { health: 'heart', ammo: 'ammo', score: 'gem' },
  exit: 'exit',
  threat: 'threat',
  rescue: 'rescue',
  low: 'low',
  tileset: 'tiles',
  music: 'music',
  sounds: {
    shoot: 'sfx-shoot',
    hit: 'sfx-hit',
    hurt: 'sfx-hurt',
    pickup: 'sfx-pickup',
    explode: 'sfx-hit',
    empty: 'sfx-empty',
  },
  win: 'sfx-win',
} as const;

const K = TOP_DOWN_KEYS;

export interface RegistryNeeds {
  dungeon: boolean;
  boss: boolean;
  /** Enemy kinds some level uses (the boss is drawn by its own key). */
  kinds: readonly EnemyKind[];
  difficulty: Difficulty;
  /** Collect-and-escape: the exit's and the threat's names (the exit is drawn, and the sleeping threat). */
  escape?: { exit: string; threat: string };
  /** A rescue: what comes for the hero, drawn landing on its spot. */
  rescue?: string;
}

export function topDownRegistry(words: TopDownWords, needs: RegistryNeeds): AssetRegistry {
  const { setting } = words;
  const tempo = { easy: 112, normal: 132, hard: 148 }[needs.difficulty];
  const walk = (rate: number) => [{ name: 'walk', frames: 2, frameRate: rate, repeat: -1 }];
  const assets: AssetRegistry['assets'] = [
    {
      type: 'spritesheet',
      key: K.player,
      role: 'player',
      view: 'top-down',
      frameWidth: 28,
      frameHeight: 28,
      description: `${words.hero} seen from above, shooting ${plural(words.shot)}`,
      animations: [
        { name: 'idle', frames: 2, frameRate: 3, repeat: -1 },
        { name: 'walk', frames: 4, frameRate: 10, repeat: -1 },
      ],
    },
  ];

  for (const kind of needs.kinds) assets.push(enemyAsset(words, kind));
  if (needs.boss)
    assets.push({
      type: 'spritesheet',
      key: K.boss,
      role: 'boss',
      view: 'side',
      frameWidth: 48,
      frameHeight: 48,
      description: `${words.boss} boss, huge and furious, guarding the last level`,
      animations: walk(4),
    });
  assets.push(
    {
      type: 'image',
      key: K.playerShot,
      role: 'projectile',
      width: 10,
      height: 10,
      description: `glowing ${words.shot}`,
    },
    {
      type: 'image',
      key: K.enemyShot,
      role: 'projectile',
      width: 12,
      height: 12,
      description: `enemy ${setting.enemyShot}`,
    },
    {
      type: 'image',
      key: K.pickups.health,
      role: 'pickup',
      width: 16,
      height: 16,
      description: 'red heart that heals',
    },
    { type: 'image', key: K.pickups.ammo, role: 'pickup', width: 16, height: 16, description: setting.ammo },
    {
      type: 'image',
      key: K.pickups.score,
      role: 'pickup',
      width: 16,
      height: 16,
      description: `sparkling ${words.collectible}`,
    },
    { type: 'image', key: K.low, role: 'prop', width: 32, height: 32, description: setting.low },
  );
  // Arenas are drawn with the tileset too: generated backgrounds are side-view scenery, a tileset's floor is seen from
  // above.
  assets.push({ type: 'tileset', key: K.tileset, tileSize: 32, mode: 'floor-walls', description: setting.tiles });
  if (needs.dungeon || needs.escape)
    assets.push({
      type: 'image',
      key: K.exit,
      role: 'goal',
      width: 32,
      height: 32,
      description: needs.escape?.exit ?? setting.exit,
    });
  if (needs.escape)
    assets.push({
      type: 'image',
      key: K.threat,
      role: 'enemy',
      width: 32,
      height: 32,
      description: `sleeping ${needs.escape.threat}`,
    });
  if (needs.rescue)
    assets.push({ type: 'image', key: K.rescue, role: 'goal', width: 64, height: 64, description: needs.rescue });
  assets.push(
    {
      type: 'audio',
      key: K.music,
      kind: 'music',
      description: `${setting.mood} ${setting.themeWord} battle loop for ${withArticle(words.hero)}`,
      mood: setting.mood,
      tempo,
      bars: 8,
    },
    { type: 'audio', key: K.sounds.shoot, kind: 'sfx', description: `${words.shot} fired`, sfx: 'shoot' },
    { type: 'audio', key: K.sounds.hit, kind: 'sfx', description: 'a shot strikes a foe', sfx: 'hit' },
    { type: 'audio', key: K.sounds.hurt, kind: 'sfx', description: `the ${words.hero} is hurt`, sfx: 'lose' },
    { type: 'audio', key: K.sounds.pickup, kind: 'sfx', description: `${words.collectible} picked up`, sfx: 'pickup' },
    { type: 'audio', key: K.sounds.empty, kind: 'sfx', description: 'empty weapon click', sfx: 'click' },
    { type: 'audio', key: K.win, kind: 'sfx', description: 'level clear', sfx: 'win' },
  );
  return { version: 1, theme: words.theme, assets };
}

/** The art of one kind of enemy, described in the prompt's words. */
function enemyAsset(words: TopDownWords, kind: EnemyKind): AssetRegistry['assets'][number] {
  const { setting } = words;
  const walk = (rate: number) => [{ name: 'walk', frames: 2, frameRate: rate, repeat: -1 }];
  const enemyArt: Record<EnemyKind, () => AssetRegistry['assets'][number]> = {
    chaser: () => ({
      type: 'spritesheet',
      key: K.enemies.chaser,
      role: 'enemy',
      view: 'side',
      frameWidth: 24,
      frameHeight: 24,
      description: `${words.chaser} that rushes at the ${words.hero}`,
      animations: walk(8),
    }),
    shooter: () => ({
      type: 'spritesheet',
      key: K.enemies.shooter,
      role: 'enemy',
      view: 'side',
      frameWidth: 26,
      frameHeight: 26,
      description: `${words.shooter} that keeps its distance and fires ${plural(setting.enemyShot)}`,
      animations: walk(5),
    }),
    brute: () => ({
      type: 'spritesheet',
      key: K.enemies.brute,
      role: 'enemy',
      view: 'side',
      frameWidth: 40,
      frameHeight: 40,
      description: `hulking ${words.brute}, slow and tough`,
      animations: walk(4),
    }),
    turret: () => ({
      type: 'image',
      key: K.enemies.turret,
      role: 'tower',
      width: 28,
      height: 28,
      description: `${words.turret} that fires ${plural(setting.enemyShot)} from its nest`,
    }),
  };
  return enemyArt[kind]();
}
