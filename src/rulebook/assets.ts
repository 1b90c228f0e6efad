// The asset registry (assets.json) a rulebook game needs: one image per kind, drawn from its noun and role, a card
// back for face-down things, a board square for grids, the backdrop from the theme, the sounds the rules make and
// music in the theme's mood. The procedural generators in src/assets turn it into files.
import { type AssetRegistry, parseAssetRegistry } from '../assets/index.ts';
import { type CompiledRulebook, layoutOf, legendThings } from './engine.ts';

const SOUNDS: [string, string][] = [
  ['pickup', 'bright chime'],
  ['hit', 'short knock'],
  ['jump', 'springy hop'],
  ['shoot', 'quick zap'],
  ['win', 'short fanfare'],
  ['lose', 'falling tone'],
  ['click', 'soft click'],
];

const MUSIC_TEMPO = { calm: 84, upbeat: 128, tense: 140, playful: 112, epic: 120 } as const;

export function rulebookAssets(book: CompiledRulebook, screen = { width: 800, height: 600 }): AssetRegistry {
  const layout = layoutOf(book, screen.width, screen.height);
  const px = (n: number) => Math.max(8, Math.min(256, Math.round(n)));
  const theme = book.source.theme;
  const assets: Record<string, unknown>[] = [];
  for (const kind of book.kinds.values()) {
    const [w, h] = book.grid ? [layout.scale, layout.scale] : [kind.w * layout.scale, kind.h * layout.scale];
    assets.push({
      type: 'image',
      key: kind.name,
      role: kind.role,
      description: kind.noun,
      width: px(w),
      height: px(h),
    });
  }
  const cell = px(book.grid ? layout.scale : 48);
  const faceDown =
    [...book.kinds.values()].some((k) => k.hidden && !k.behaviours.some((b) => b.popup)) ||
    [book.source.legend ?? {}, ...book.source.levels.map((l) => l.legend ?? {})].some((legend) =>
      Object.values(legend).some((e) => e !== null && legendThings(e).some((t) => t.hidden)),
    );
  if (faceDown)
    assets.push({
      type: 'image',
      key: 'cover',
      role: 'ui',
      description: 'face-down card back with a plain pattern',
      width: cell,
      height: cell,
    });
  if (book.grid)
    assets.push({
      type: 'image',
      key: 'cell',
      role: 'terrain',
      description: 'plain board square',
      width: cell,
      height: cell,
    });
  assets.push({
    type: 'background',
    key: 'backdrop',
    description: theme?.backdrop ?? (book.grid ? 'quiet table top' : 'open sky'),
    width: screen.width,
    height: screen.height,
    tileable: false,
    parallax: 0,
  });
  for (const [name, description] of SOUNDS)
    assets.push({ type: 'audio', key: `sfx-${name}`, kind: 'sfx', description, sfx: name });
  const mood = theme?.music ?? 'playful';
  assets.push({
    type: 'audio',
    key: 'bgm',
    kind: 'music',
    description: `${mood} loop`,
    mood,
    tempo: MUSIC_TEMPO[mood],
  });
  return parseAssetRegistry({
    version: 1,
    ...(theme?.palette ? { palette: theme.palette } : {}),
    theme: [book.source.title.toLowerCase(), ...(theme?.backdrop ? [theme.backdrop] : [])],
    assets,
  });
}
