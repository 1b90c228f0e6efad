// The wave director: which enemy arrives when. It knows nothing of Phaser or of where enemies appear; the
// level scene turns its "spawn" events into enemies at spawn points and tells it when a wave enemy is down.
// Pure code, driven by game time (update(delta)), so a wave plan plays out the same way every run.
import type { EnemyKind, WaveSpec } from '../../../levelMap.ts';

export interface WaveTiming {
  /** Quiet time before the first wave. */
  firstDelayMs: number;
  /** Quiet time between a cleared wave and the next. */
  breakMs: number;
  /** Time between two arrivals, unless the wave sets its own. */
  spawnEveryMs: number;
  /** Most wave enemies alive at once; arrivals wait for room. */
  maxAlive: number;
}

export type WaveEvent =
  | { type: 'wave_started'; wave: number; size: number }
  | { type: 'spawn'; wave: number; kind: EnemyKind }
  | { type: 'wave_cleared'; wave: number; last: boolean };

type Phase = 'waiting' | 'spawning' | 'fighting' | 'done';

export class WaveDirector {
  private readonly waves: readonly WaveSpec[];
  private readonly timing: WaveTiming;
  private readonly order: (kinds: EnemyKind[]) => EnemyKind[];
  private phase: Phase = 'waiting';
  private index = -1;
  private timer: number;
  private queue: EnemyKind[] = [];
  private alive = 0;

  /** `order` arranges a wave's arrivals (the level passes a seeded shuffle). */
  constructor(waves: readonly WaveSpec[], timing: WaveTiming, order: (kinds: EnemyKind[]) => EnemyKind[]) {
    this.waves = waves;
    this.timing = timing;
    this.order = order;
    this.timer = timing.firstDelayMs;
    if (waves.length === 0) this.phase = 'done';
  }

  /** 1-based number of the wave under way or last started; 0 before the first. */
  get wave(): number {
    return this.index + 1;
  }

  get total(): number {
    return this.waves.length;
  }

  /** Wave enemies announced and not yet down. */
  get aliveCount(): number {
    return this.alive;
  }

  /** Enemies of the current wave still to arrive. */
  get waiting(): number {
    return this.queue.length;
  }

  /** True once the last wave is cleared. */
  get finished(): boolean {
    return this.phase === 'done';
  }

  /** Milliseconds until the next wave starts, while waiting for it; 0 otherwise. */
  get nextWaveInMs(): number {
    return this.phase === 'waiting' ? Math.max(0, this.timer) : 0;
  }

  /** A wave enemy was destroyed. */
  enemyDown(): void {
    this.alive = Math.max(0, this.alive - 1);
  }

  /** Advances by `delta` ms of game time; returns what happened, in order. */
  update(delta: number): WaveEvent[] {
    const events: WaveEvent[] = [];
    if (this.phase === 'waiting') {
      this.timer -= delta;
      if (this.timer > 0) return events;
      this.index++;
      const wave = this.waves[this.index]!;
      this.queue = this.order(wave.enemies.flatMap((e) => Array.from({ length: e.count }, () => e.kind)));
      this.phase = 'spawning';
      this.timer = 0;
      events.push({ type: 'wave_started', wave: this.wave, size: this.queue.length });
    }
    if (this.phase === 'spawning') {
      const every = this.waves[this.index]!.spawnEveryMs ?? this.timing.spawnEveryMs;
      this.timer -= delta;
      while (this.queue.length > 0 && this.timer <= 0) {
        if (this.alive >= this.timing.maxAlive) {
          this.timer = 0;
          break;
        }
        this.alive++;
        events.push({ type: 'spawn', wave: this.wave, kind: this.queue.shift()! });
        this.timer += every;
      }
      if (this.queue.length === 0) this.phase = 'fighting';
    }
    if (this.phase === 'fighting' && this.alive === 0) {
      const last = this.index === this.waves.length - 1;
      events.push({ type: 'wave_cleared', wave: this.wave, last });
      this.phase = last ? 'done' : 'waiting';
      this.timer = this.timing.breakMs;
    }
    return events;
  }
}
