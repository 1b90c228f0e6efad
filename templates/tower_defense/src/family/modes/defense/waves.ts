// PROTECTED (tower_defense family): waves of enemies as data, the spawn schedule a wave gives, and the rules a
// wave list must keep. Pure TypeScript (no Phaser) so generators and tests can use it.

/** `count` enemies of one type, `gapMs` apart, the first `delayMs` after the wave starts. */
export interface SpawnGroup {
  enemy: string;
  count: number;
  gapMs: number;
  delayMs?: number;
}

export interface WaveSpec {
  groups: readonly SpawnGroup[];
}

export interface SpawnEvent {
  /** Game time after the wave's start (fast-forward included). */
  atMs: number;
  enemy: string;
}

/** Shortest gap between two enemies of a group: closer than this they overlap on the path. */
export const MIN_GAP_MS = 150;

/** When each enemy of a wave appears, in order (ties keep the group order). */
export function waveSchedule(wave: WaveSpec): SpawnEvent[] {
  const events: (SpawnEvent & { order: number })[] = [];
  let order = 0;
  for (const group of wave.groups) {
    for (let i = 0; i < group.count; i++)
      events.push({ atMs: (group.delayMs ?? 0) + i * group.gapMs, enemy: group.enemy, order: order++ });
  }
  events.sort((a, b) => a.atMs - b.atMs || a.order - b.order);
  return events.map(({ atMs, enemy }) => ({ atMs, enemy }));
}

/** How long a wave takes to spawn completely. */
export function waveDurationMs(wave: WaveSpec): number {
  return waveSchedule(wave).reduce((end, e) => Math.max(end, e.atMs), 0);
}

/** Problems with a level's waves (empty when they are fine); `enemyIds` are the enemy types the game defines. */
export function checkWaves(waves: readonly WaveSpec[], enemyIds: readonly string[]): string[] {
  const problems: string[] = [];
  if (waves.length === 0) problems.push('a level needs at least one wave');
  waves.forEach((wave, w) => {
    if (wave.groups.length === 0) problems.push(`wave ${w + 1} has no spawn groups`);
    wave.groups.forEach((group, g) => {
      const at = `wave ${w + 1}, group ${g + 1}`;
      if (!enemyIds.includes(group.enemy))
        problems.push(`${at}: unknown enemy "${group.enemy}" (known: ${enemyIds.join(', ') || 'none'})`);
      if (!Number.isInteger(group.count) || group.count < 1)
        problems.push(`${at}: count must be a whole number of at least 1`);
      if (group.count > 1 && !(group.gapMs >= MIN_GAP_MS))
        problems.push(`${at}: gapMs must be at least ${MIN_GAP_MS} so enemies do not overlap`);
      if (group.delayMs !== undefined && !(group.delayMs >= 0)) problems.push(`${at}: delayMs must be 0 or more`);
    });
  });
  return problems;
}
