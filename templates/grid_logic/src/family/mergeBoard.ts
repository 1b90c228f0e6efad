// Merge boards (2048-like), the board kind a merge game plays and a push-box game ends on (modes/index.ts lists it).
import type { MergeLevelSpec } from './levelSpec.ts';
import { MergeMode } from './MergeMode.ts';
import { parseMergeLevel } from './mergeRules.ts';
import { boardKind } from './mode.ts';

export const mergeBoard = boardKind<MergeLevelSpec>({
  kind: 'merge',
  textures: (_spec, a) => [a.mergeTile, a.floor, a.walls, a.spark],
  create(spec, host) {
    const parsed = parseMergeLevel(spec.rows, spec.goal);
    return parsed.ok ? new MergeMode(host.fit(parsed.level.shape), parsed.level, host.seed()) : parsed;
  },
});
