// The push-box rooms: the player walks and pushes boxes onto targets.
// The board kind the level scene builds for a "push" level (../index.ts lists every kind).
import type { PushLevelSpec } from '../../levelSpec.ts';
import { boardKind } from '../../mode.ts';
import { PushMode } from './PushMode.ts';
import { parsePushLevel } from './pushRules.ts';

export const pushBoard = boardKind<PushLevelSpec>({
  kind: 'push',
  textures: (_spec, a) => [a.player, a.box, a.target, a.floor, a.walls, a.spark],
  create(spec, host) {
    const parsed = parsePushLevel(spec.rows);
    return parsed.ok ? new PushMode(host.fit(parsed.level.shape), parsed.level, (cell) => host.walkTo(cell)) : parsed;
  },
});
