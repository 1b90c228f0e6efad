// The asset registry of a made ui_heavy game: the keys its content.json and Level.ts use — one backdrop per level,
// a talking portrait per character (hero, helpers, quiz hosts, foes), one picture per card look — plus the sounds the
// family plays (sfx-click, sfx-correct, ...) and the music. Descriptions use the prompt's words, and end with the
// thing to draw, because the asset generator draws a thing by the last shape word it recognises.
import { AssetRegistrySchema, type AssetRegistry } from '../../../assets/index.ts';
import type { Difficulty } from './words.ts';

export interface Portrait {
  key: string;
  role: 'player' | 'npc' | 'enemy' | 'boss';
  description: string;
}

export interface Backdrop {
  key: string;
  description: string;
}

export interface CardArt {
  key: string;
  description: string;
  attack: boolean;
}

export interface RegistryInput {
  theme: string[];
  backdrops: Backdrop[];
  portraits: Portrait[];
  cardArt: CardArt[];
  modes: ReadonlySet<'story' | 'quiz' | 'cards' | 'anagram' | 'typing' | 'rhythm' | 'fishing' | 'tycoon'>;
  difficulty: Difficulty;
  place: string;
}

/** Sound keys the family plays when they exist (docs/template_api.md, Sounds). */
const SOUNDS = [
  {
    key: 'sfx-click',
    sfx: 'click',
    description: 'a choice is picked',
    modes: ['story', 'quiz', 'cards', 'anagram', 'typing', 'fishing', 'tycoon'],
  },
  {
    key: 'sfx-correct',
    sfx: 'pickup',
    description: 'a right answer',
    modes: ['quiz', 'anagram', 'typing', 'rhythm', 'fishing', 'tycoon'],
  },
  {
    key: 'sfx-wrong',
    sfx: 'hit',
    description: 'a wrong answer',
    modes: ['quiz', 'anagram', 'typing', 'rhythm', 'fishing'],
  },
  { key: 'sfx-card', sfx: 'click', description: 'a card is played', modes: ['cards'] },
  { key: 'sfx-hit', sfx: 'hit', description: 'someone takes damage', modes: ['cards'] },
  { key: 'sfx-win', sfx: 'win', description: 'the duel is won', modes: ['cards'] },
  { key: 'sfx-lose', sfx: 'lose', description: 'the duel is lost', modes: ['cards'] },
] as const;

export const MUSIC_KEY = 'bgm';

export function uiRegistry(input: RegistryInput): AssetRegistry {
  const mood =
    input.modes.has('cards') && input.difficulty === 'hard'
      ? 'tense'
      : input.modes.has('story')
        ? 'mysterious'
        : input.modes.has('cards')
          ? 'heroic'
          : 'cheerful';
  const tempo =
    { easy: 92, normal: 104, hard: 120 }[input.difficulty] +
    (input.modes.has('quiz') && !input.modes.has('story') ? 12 : 0);
  const seenArt = new Set<string>();
  return AssetRegistrySchema.parse({
    version: 1,
    theme: [...new Set(input.theme.map((t) => t.slice(0, 40)).filter(Boolean))].slice(0, 16),
    assets: [
      ...input.backdrops.map((b) => ({
        type: 'background',
        key: b.key,
        description: b.description.slice(0, 500),
        width: 800,
        height: 600,
        tileable: false,
        parallax: 0,
      })),
      ...input.portraits.map((p) => ({
        type: 'spritesheet',
        key: p.key,
        role: p.role,
        description: `${p.description} (portrait)`.slice(0, 500),
        view: 'side',
        frameWidth: p.role === 'boss' ? 128 : 96,
        frameHeight: p.role === 'boss' ? 128 : 128,
        animations: [
          { name: 'idle', frames: 2, frameRate: 2, repeat: -1 },
          { name: 'talk', frames: 2, frameRate: 6, repeat: -1 },
        ],
      })),
      ...input.cardArt
        .filter((a) => !seenArt.has(a.key) && seenArt.add(a.key))
        .map((a) => ({
          type: 'image',
          key: a.key,
          role: a.attack ? 'projectile' : 'pickup',
          description: a.description.slice(0, 500),
          width: 64,
          height: 64,
        })),
      ...SOUNDS.filter((s) => s.modes.some((m) => input.modes.has(m))).map((s) => ({
        type: 'audio',
        key: s.key,
        kind: 'sfx',
        description: s.description,
        sfx: s.sfx,
      })),
      {
        type: 'audio',
        key: MUSIC_KEY,
        kind: 'music',
        description: `${mood} ${input.place} loop`.slice(0, 500),
        mood,
        tempo,
      },
    ],
  });
}
