// Example registries: a full asset set for a platformer and for a top-down game. Tests, the asset
// benchmark and the docs use them; they are also a starting point for a game's own assets.json.

export const PLATFORMER_REGISTRY = {
  version: 1,
  theme: ['forest', 'fox'],
  assets: [
    { type: 'spritesheet', key: 'player', role: 'player', description: 'fox hero', view: 'side', frameWidth: 32, frameHeight: 32,
      animations: [
        { name: 'idle', frames: 2, frameRate: 4, repeat: -1 }, { name: 'run', frames: 4, frameRate: 10, repeat: -1 },
        { name: 'jump', frames: 2, frameRate: 6, repeat: 0 }, { name: 'attack', frames: 3, frameRate: 12, repeat: 0 },
        { name: 'hurt', frames: 2, frameRate: 8, repeat: 0 }, { name: 'die', frames: 3, frameRate: 6, repeat: 0 },
      ] },
    { type: 'spritesheet', key: 'slime', role: 'enemy', description: 'green slime', frameWidth: 32, frameHeight: 32,
      animations: [{ name: 'idle', frames: 2, frameRate: 3, repeat: -1 }, { name: 'walk', frames: 4, frameRate: 8, repeat: -1 }, { name: 'die', frames: 3, frameRate: 8, repeat: 0 }] },
    { type: 'spritesheet', key: 'bat', role: 'enemy', description: 'cave bat', frameWidth: 32, frameHeight: 32,
      animations: [{ name: 'fly', frames: 4, frameRate: 10, repeat: -1 }, { name: 'hurt', frames: 2, frameRate: 8, repeat: 0 }, { name: 'die', frames: 3, frameRate: 8, repeat: 0 }] },
    { type: 'spritesheet', key: 'gem', role: 'pickup', description: 'green gem', frameWidth: 16, frameHeight: 16, animations: [{ name: 'spin', frames: 4, frameRate: 8, repeat: -1 }] },
    { type: 'image', key: 'heart', role: 'pickup', description: 'heart that restores health', width: 16, height: 16 },
    { type: 'image', key: 'key', role: 'pickup', description: 'golden key', width: 16, height: 16 },
    { type: 'image', key: 'fireball', role: 'projectile', description: 'fireball', width: 16, height: 16 },
    { type: 'image', key: 'flag', role: 'goal', description: 'goal flag', width: 32, height: 48 },
    { type: 'background', key: 'bg-far', description: 'distant hills', width: 800, height: 600, tileable: true, parallax: 0.2 },
    { type: 'background', key: 'bg-near', description: 'forest edge', width: 800, height: 600, tileable: true, parallax: 0.6 },
    { type: 'tileset', key: 'tiles', description: 'grass ground', tileSize: 32, mode: 'blob47',
      maps: [{ key: 'level-1', layout: [
        '.........................',
        '.........................',
        '..................G......',
        '.............########..F.',
        '.....G.....E.............',
        '..P....#######.....E.....',
        '#####..........##########',
        '#####..####....##########',
      ], markers: { P: 'player', E: 'enemy', G: 'gem', F: 'flag' } }] },
    { type: 'audio', key: 'bgm', kind: 'music', description: 'cheerful forest loop', mood: 'cheerful', tempo: 120 },
    { type: 'audio', key: 'sfx-jump', kind: 'sfx', description: 'jump', sfx: 'jump' },
    { type: 'audio', key: 'sfx-hit', kind: 'sfx', description: 'hit', sfx: 'hit' },
    { type: 'audio', key: 'sfx-pickup', kind: 'sfx', description: 'gem pickup', sfx: 'pickup' },
    { type: 'audio', key: 'sfx-win', kind: 'sfx', description: 'level won', sfx: 'win' },
    { type: 'audio', key: 'sfx-lose', kind: 'sfx', description: 'game over', sfx: 'lose' },
    { type: 'audio', key: 'sfx-click', kind: 'sfx', description: 'menu click', sfx: 'click' },
  ],
} as const;

export const TOPDOWN_REGISTRY = {
  version: 1,
  theme: ['castle', 'knight'],
  assets: [
    { type: 'spritesheet', key: 'hero', role: 'player', description: 'knight', view: 'top-down', frameWidth: 24, frameHeight: 32,
      animations: [{ name: 'idle', frames: 1, frameRate: 1, repeat: -1 }, { name: 'walk', frames: 4, frameRate: 8, repeat: -1 }] },
    { type: 'spritesheet', key: 'ghost', role: 'enemy', description: 'ghost', view: 'top-down', frameWidth: 24, frameHeight: 24,
      animations: [{ name: 'float', frames: 2, frameRate: 4, repeat: -1 }] },
    { type: 'image', key: 'chest', role: 'goal', description: 'treasure chest', width: 24, height: 24 },
    { type: 'image', key: 'pause', role: 'ui', description: 'pause button', width: 32, height: 32 },
    { type: 'tileset', key: 'dungeon', description: 'stone dungeon', tileSize: 24, mode: 'floor-walls',
      maps: [{ key: 'room-1', layout: ['##########', '#P...#...#', '#.##.#.E.#', '#.#......#', '#...##.C.#', '##########'], markers: { P: 'player', E: 'enemy', C: 'chest' } }] },
    { type: 'audio', key: 'bgm', kind: 'music', description: 'dungeon loop', mood: 'mysterious', tempo: 96, bars: 4 },
  ],
} as const;
