// The asset registry of a made platformer: the template's assets.json, re-described with the prompt's cast and
// setting. Keys are fixed role names, because src/game/Level.ts (written by write.ts) names them in assetKeys();
// the descriptions carry the theme, and the asset generator draws from those words.
import type { AssetRegistry } from '../../../../assets/index.ts';
import type { Difficulty } from './levels.ts';
import { withArticle, type PlatformerWords } from '../words.ts';

/** Registry keys, as src/game/Level.ts names them. */
export const PLATFORMER_KEYS = {
  player: 'hero',
  patrolEnemy: 'patroller',
  chaseEnemy: 'chaser',
  boss: 'boss',
  coin: 'pickup',
  heart: 'heart',
  goal: 'goal',
  tileset: 'ground',
  platform: 'platform',
  spikes: 'spikes',
  playerShot: 'hero-shot',
  bossShot: 'boss-shot',
  background: 'backdrop',
  music: 'music',
  sfx: {
    jump: 'sfx-jump',
    attack: 'sfx-hit',
    shoot: 'sfx-shoot',
    hit: 'sfx-hit',
    coin: 'sfx-pickup',
    hurt: 'sfx-hit',
    win: 'sfx-win',
    lose: 'sfx-lose',
  },
} as const;

const K = PLATFORMER_KEYS;

function goalDescription(goal: string): string {
  if (goal === 'portal') return 'glowing exit portal';
  // A flag flies from a pole; a thing found at the end ("a golden idol") waits there as itself.
  return goal === 'flag' ? 'flag on a pole at the end of the level' : `${goal} waiting at the end of the level`;
}

export function platformerRegistry(
  words: PlatformerWords,
  options: { boss: boolean; difficulty: Difficulty; doubleJumpAsked: boolean },
): AssetRegistry {
  const { setting } = words;
  const hero = `${words.heroColour ? `${words.heroColour} ` : ''}${words.hero}`;
  const mood = options.boss && options.difficulty === 'hard' ? 'tense' : setting.mood;
  const tempo = { easy: 112, normal: 128, hard: 144 }[options.difficulty];
  const enemyAnimations = (walkRate: number) => [
    { name: 'idle', frames: 2, frameRate: 3, repeat: -1 },
    { name: 'walk', frames: 4, frameRate: walkRate, repeat: -1 },
    { name: 'hurt', frames: 2, frameRate: 10, repeat: 0 },
  ];
  const assets: AssetRegistry['assets'] = [
    {
      type: 'spritesheet',
      key: K.player,
      role: 'player',
      view: 'side',
      frameWidth: 32,
      frameHeight: 32,
      description: `${hero} hero${options.doubleJumpAsked ? ' who can double jump' : ''}, side view facing right`,
      animations: [
        { name: 'idle', frames: 2, frameRate: 3, repeat: -1 },
        { name: 'run', frames: 4, frameRate: 12, repeat: -1 },
        { name: 'jump', frames: 1, frameRate: 1, repeat: 0 },
        { name: 'fall', frames: 1, frameRate: 1, repeat: 0 },
        { name: 'attack', frames: 3, frameRate: 18, repeat: 0 },
        { name: 'hurt', frames: 2, frameRate: 10, repeat: -1 },
      ],
    },
    {
      type: 'spritesheet',
      key: K.patrolEnemy,
      role: 'enemy',
      view: 'side',
      frameWidth: 32,
      frameHeight: 32,
      description: `${words.patrol} that patrols the ${setting.themeWord}`,
      animations: enemyAnimations(8),
    },
    {
      type: 'spritesheet',
      key: K.chaseEnemy,
      role: 'enemy',
      view: 'side',
      frameWidth: 32,
      frameHeight: 32,
      description: `angry ${words.chase} that charges at the ${words.hero}`,
      animations: enemyAnimations(12),
    },
  ];
  if (options.boss) {
    assets.push({
      type: 'spritesheet',
      key: K.boss,
      role: 'boss',
      view: 'side',
      frameWidth: 64,
      frameHeight: 64,
      description: `${words.boss} boss guarding the last ${words.setting.goal}`,
      animations: [
        ...enemyAnimations(8).slice(0, 2),
        { name: 'attack', frames: 2, frameRate: 8, repeat: 0 },
        { name: 'hurt', frames: 2, frameRate: 10, repeat: 0 },
      ],
    });
  }
  assets.push(
    {
      type: 'spritesheet',
      key: K.coin,
      role: 'pickup',
      view: 'side',
      frameWidth: 16,
      frameHeight: 16,
      description: `sparkling ${words.collectible}`,
      animations: [{ name: 'spin', frames: 4, frameRate: 8, repeat: -1 }],
    },
    { type: 'image', key: K.heart, role: 'pickup', description: 'red heart that heals', width: 16, height: 16 },
    {
      type: 'spritesheet',
      key: K.goal,
      role: 'goal',
      view: 'side',
      frameWidth: 32,
      frameHeight: 64,
      description: goalDescription(setting.goal),
      animations: [{ name: 'wave', frames: 3, frameRate: 5, repeat: -1 }],
    },
    {
      type: 'image',
      key: K.playerShot,
      role: 'projectile',
      description: `${words.shot} the ${words.hero} throws`,
      width: 12,
      height: 12,
    },
  );
  if (options.boss)
    assets.push({
      type: 'image',
      key: K.bossShot,
      role: 'projectile',
      description: `${setting.bossShot} thrown by the ${words.boss}`,
      width: 16,
      height: 16,
    });
  assets.push(...worldAssets(words, mood, tempo));

  return { version: 1, theme: words.theme, assets };
}

/** The level's world: platforms, spikes, the tileset, the backdrop, the music and the sound cues. */
function worldAssets(words: PlatformerWords, mood: string, tempo: number): AssetRegistry['assets'] {
  const { setting } = words;
  return [
    { type: 'image', key: K.platform, role: 'terrain', description: setting.platform, width: 32, height: 12 },
    { type: 'image', key: K.spikes, role: 'prop', description: 'row of sharp spikes', width: 32, height: 16 },
    { type: 'tileset', key: K.tileset, description: setting.ground, tileSize: 32, mode: 'blob47' },
    {
      type: 'background',
      key: K.background,
      description: setting.backdrop,
      width: 800,
      height: 600,
      tileable: true,
      parallax: 0.3,
    },
    {
      type: 'audio',
      key: K.music,
      kind: 'music',
      description: `${mood} ${setting.themeWord} adventure loop for ${withArticle(words.hero)}`,
      mood,
      tempo,
      bars: 8,
    },
    { type: 'audio', key: K.sfx.jump, kind: 'sfx', description: 'jump', sfx: 'jump' },
    { type: 'audio', key: K.sfx.hit, kind: 'sfx', description: 'hit', sfx: 'hit' },
    { type: 'audio', key: K.sfx.coin, kind: 'sfx', description: `${words.collectible} collected`, sfx: 'pickup' },
    { type: 'audio', key: K.sfx.shoot, kind: 'sfx', description: words.shot, sfx: 'shoot' },
    { type: 'audio', key: K.sfx.win, kind: 'sfx', description: 'level clear', sfx: 'win' },
    { type: 'audio', key: K.sfx.lose, kind: 'sfx', description: 'defeat', sfx: 'lose' },
  ];
}
