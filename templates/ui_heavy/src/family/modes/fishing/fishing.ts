// The fishing mode's rules, without Phaser: one key casts the line, a fish bites after the cast's seeded wait, the
// same key hooks it inside the hook window, then reels: a tension marker sweeps along a bar and each press with the
// marker inside the safe zone is one pull; enough pulls land the fish, too many slips lose it. The sun sets at a
// fixed time on the game clock. The mode (modes/FishingMode.ts) draws this; the generator's proof imports it alone.
import type { MachineDefinition } from '../../machine.ts';

/** Fishing: intro -> fishing -> landed (the catch is in before sunset) | sunset. */
export const FISHING_FLOW: MachineDefinition = {
  initial: 'intro',
  states: {
    intro: { on: { begin: 'fishing' } },
    fishing: { on: { land: 'landed', sunset: 'sunset' } },
    landed: { final: true },
    sunset: { final: true },
  },
};

export interface TripSpec {
  /** Fish to land before the sun sets. */
  target: number;
  /** Game time from the first cast's chance to sunset, ms. */
  sunsetMs: number;
  /** The wait after each cast before the bite, ms, used in turn (the seeded bites). */
  bites: readonly number[];
  /** Time a bite waits for the hook before the fish swims off, ms. */
  hookMs: number;
  /** Time the tension marker takes from one end of the bar to the other, ms. */
  sweepMs: number;
  /** The safe zone's width, percent of the bar. */
  zoneWidth: number;
  /** Centres of the safe zone, percent of the bar, used in turn for every pull. */
  zones: readonly number[];
  /** Good pulls that land one fish. */
  pulls: number;
  /** Slips (presses outside the zone) a fish forgives; one more and it escapes. */
  maxSlips: number;
}

export type Phase = 'ready' | 'waiting' | 'bite' | 'reeling' | 'done';

export type TripEvent =
  | { kind: 'cast'; cast: number }
  | { kind: 'bite'; cast: number }
  | { kind: 'hooked'; cast: number }
  | { kind: 'pull'; pull: number; of: number }
  | { kind: 'slip'; slips: number }
  | { kind: 'caught'; caught: number }
  | { kind: 'escaped'; why: 'unhooked' | 'slipped' }
  | { kind: 'sunset'; caught: number };

/** The whole trip: the clock, the line's phase, the tension marker and the catch. */
export class FishingTrip {
  private readonly spec: TripSpec;
  private clock = 0;
  private phaseStart = 0;
  private biteAt = 0;
  private zoneTurn = 0;
  phase: Phase = 'ready';
  casts = 0;
  caught = 0;
  escaped = 0;
  pull = 0;
  slips = 0;

  constructor(spec: TripSpec) {
    this.spec = spec;
  }

  get elapsedMs(): number {
    return this.clock;
  }

  get timeLeftMs(): number {
    return Math.max(0, this.spec.sunsetMs - this.clock);
  }

  get won(): boolean {
    return this.caught >= this.spec.target;
  }

  /** The tension marker, 0-100 along the bar: it sweeps there and back from 0 since the reel (or last pull) began. */
  get marker(): number {
    if (this.phase !== 'reeling') return 0;
    const t = ((this.clock - this.phaseStart) / this.spec.sweepMs) % 2;
    return Math.round((t <= 1 ? t : 2 - t) * 1000) / 10;
  }

  /** The safe zone's centre for the pull under way, percent of the bar. */
  get zone(): number {
    return this.spec.zones[this.zoneTurn % this.spec.zones.length]!;
  }

  get inZone(): boolean {
    return this.phase === 'reeling' && Math.abs(this.marker - this.zone) <= this.spec.zoneWidth / 2;
  }

  /**
   * What the line waits for, with the fish's number (and the pull's), so a player or a golden path can act on it:
   * "cast:2" to cast for the second fish, "hook:2" when it bites, "pull:2:1" while the marker is in the zone.
   */
  get cue(): string {
    const fish = this.caught + 1;
    if (this.phase === 'ready') return `cast:${fish}`;
    if (this.phase === 'bite') return `hook:${fish}`;
    if (this.phase === 'reeling' && this.inZone) return `pull:${fish}:${this.pull + 1}`;
    return this.phase === 'done' ? 'done' : 'wait';
  }

  /** Moves the clock on: the bite comes, an unhooked bite swims off, the sun sets. */
  advance(ms: number): TripEvent[] {
    if (this.phase === 'done') return [];
    this.clock += ms;
    const out: TripEvent[] = [];
    if (this.phase === 'waiting' && this.clock >= this.biteAt) {
      this.enter('bite');
      out.push({ kind: 'bite', cast: this.casts });
    }
    if (this.phase === 'bite' && this.clock - this.phaseStart > this.spec.hookMs) {
      this.escaped++;
      this.enter('ready');
      out.push({ kind: 'escaped', why: 'unhooked' });
    }
    if (this.clock >= this.spec.sunsetMs) {
      this.enter('done');
      out.push({ kind: 'sunset', caught: this.caught });
    }
    return out;
  }

  /** The one key: cast when ready, hook on a bite, pull while reeling (a press while the float waits does nothing). */
  press(): TripEvent[] {
    if (this.phase === 'ready') {
      this.casts++;
      this.biteAt = this.clock + this.spec.bites[(this.casts - 1) % this.spec.bites.length]!;
      this.enter('waiting');
      return [{ kind: 'cast', cast: this.casts }];
    }
    if (this.phase === 'bite') {
      this.pull = 0;
      this.slips = 0;
      this.enter('reeling');
      return [{ kind: 'hooked', cast: this.casts }];
    }
    if (this.phase !== 'reeling') return [];
    if (!this.inZone) {
      this.slips++;
      if (this.slips <= this.spec.maxSlips) return [{ kind: 'slip', slips: this.slips }];
      this.escaped++;
      this.enter('ready');
      return [{ kind: 'escaped', why: 'slipped' }];
    }
    this.pull++;
    this.zoneTurn++;
    const out: TripEvent[] = [{ kind: 'pull', pull: this.pull, of: this.spec.pulls }];
    if (this.pull < this.spec.pulls) {
      this.enter('reeling');
      return out;
    }
    this.caught++;
    out.push({ kind: 'caught', caught: this.caught });
    this.enter(this.won ? 'done' : 'ready');
    return out;
  }

  private enter(phase: Phase): void {
    this.phase = phase;
    this.phaseStart = this.clock;
  }
}
