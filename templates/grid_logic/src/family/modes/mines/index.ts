// Minesweeper fields: cells revealed and flagged.
// The board kind the level scene builds for a "mines" level (../index.ts lists every kind).
import type { MinesLevelSpec } from '../../levelSpec.ts';
import { boardKind } from '../../mode.ts';
import { MinesMode } from './MinesMode.ts';
import { parseMinesLevel } from './minesRules.ts';

export const minesBoard = boardKind<MinesLevelSpec>({
  kind: 'mines',
  textures: (_spec, a) => [a.floor, a.spark],
  create(spec, host) {
    const parsed = parseMinesLevel(spec.rows);
    return parsed.ok ? new MinesMode(host.fit(parsed.level.shape), parsed.level, (cell) => host.walkTo(cell)) : parsed;
  },
});
