// Falling-blocks wells: pieces turned, moved and dropped to clear lines.
// The board kind the level scene builds for a "blocks" level (../index.ts lists every kind).
import type { BlocksLevelSpec } from '../../levelSpec.ts';
import { boardKind } from '../../mode.ts';
import { BlocksMode } from './BlocksMode.ts';
import { parseBlocksLevel } from './blocksRules.ts';

export const blocksBoard = boardKind<BlocksLevelSpec>({
  kind: 'blocks',
  textures: (_spec, a) => [a.spark],
  create(spec, host) {
    const parsed = parseBlocksLevel(spec);
    return parsed.ok ? new BlocksMode(host.fit(parsed.level.shape), parsed.level) : parsed;
  },
});
