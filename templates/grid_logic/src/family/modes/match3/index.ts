// Match-3 boards: neighbouring tiles swapped to line up three or more.
// The board kind the level scene builds for a "match3" level (../index.ts lists every kind).
import type { Match3LevelSpec } from '../../levelSpec.ts';
import { boardKind } from '../../mode.ts';
import { Match3Mode } from './Match3Mode.ts';
import { parseMatch3Level } from './match3Rules.ts';

export const match3Board = boardKind<Match3LevelSpec>({
  kind: 'match3',
  textures: (_spec, a) => [a.mergeTile, a.floor, a.spark],
  create(spec, host) {
    const parsed = parseMatch3Level(spec);
    return parsed.ok ? new Match3Mode(host.fit(parsed.level.shape), parsed.level, (cell) => host.walkTo(cell)) : parsed;
  },
});
