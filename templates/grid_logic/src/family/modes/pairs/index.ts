// Memory (pairs) boards: cards turned over two at a time.
// The board kind the level scene builds for a "pairs" level (../index.ts lists every kind).
import type { PairsLevelSpec } from '../../levelSpec.ts';
import { boardKind } from '../../mode.ts';
import { PairsMode } from './PairsMode.ts';
import { faceKey, parsePairsLevel } from './pairsRules.ts';

export const pairsBoard = boardKind<PairsLevelSpec>({
  kind: 'pairs',
  textures: (spec, a) => [a.floor, a.spark, ...spec.faces.map(faceKey)],
  create(spec, host) {
    const parsed = parsePairsLevel(spec);
    return parsed.ok ? new PairsMode(host.fit(parsed.level.shape), parsed.level, (cell) => host.walkTo(cell)) : parsed;
  },
});
