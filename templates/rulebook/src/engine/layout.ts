// Where the world sits on the screen: below the HUD bar, centred, scaled to fit. The runtime draws with it and turns
// clicks back into world coordinates with it; the planner uses it to write a golden path's clicks in game coordinates.
import type { CompiledRulebook } from './compile.ts';

/** Height of the core HUD bar the world is drawn below. */
export const HUD_HEIGHT = 32;
const MARGIN = 12;

export interface Layout {
  /** Screen px of world (0, 0), and screen px per world unit (a cell on a grid). */
  ox: number;
  oy: number;
  scale: number;
}

export function layoutOf(book: CompiledRulebook, screenWidth: number, screenHeight: number): Layout {
  const width = screenWidth - 2 * (book.grid ? MARGIN : 0);
  const height = screenHeight - HUD_HEIGHT - 2 * (book.grid ? MARGIN : 0);
  const fit = Math.min(width / book.width, height / book.height);
  const cell = book.source.world.grid?.cell;
  const scale = book.grid ? Math.floor(Math.min(cell ?? 96, fit)) : Math.min(1, fit);
  return {
    ox: Math.round((screenWidth - book.width * scale) / 2),
    oy: Math.round(HUD_HEIGHT + (screenHeight - HUD_HEIGHT - book.height * scale) / 2),
    scale,
  };
}

/** Screen px of a world point; on a grid, of a cell's centre. */
export function toScreen(book: CompiledRulebook, layout: Layout, x: number, y: number): [number, number] {
  const off = book.grid ? 0.5 : 0;
  return [layout.ox + (x + off) * layout.scale, layout.oy + (y + off) * layout.scale];
}

/** World coordinates of a screen point (fractional cells on a grid). */
export function toWorld(layout: Layout, sx: number, sy: number): [number, number] {
  return [(sx - layout.ox) / layout.scale, (sy - layout.oy) / layout.scale];
}
