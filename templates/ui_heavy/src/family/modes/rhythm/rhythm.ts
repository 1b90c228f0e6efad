// The rhythm mode's rules, without Phaser: notes of a chart reach the hit line at their times on the song clock; a
// lane's key pressed near a note's time hits it (perfect or good by how near), a note let past the window is missed
// and breaks the combo. The mode (modes/RhythmMode.ts) draws this; tools (the generator's proof) import it on its own.
import type { MachineDefinition } from '../../machine.ts';

/** Rhythm: intro -> playing -> cleared (the song ends at the target accuracy) | failed (too many misses, or short). */
export const RHYTHM_FLOW: MachineDefinition = {
  initial: 'intro',
  states: {
    intro: { on: { begin: 'playing' } },
    playing: { on: { clear: 'cleared', fail: 'failed' } },
    cleared: { final: true },
    failed: { final: true },
  },
};

/** One note of the chart: its lane (0 = leftmost) and when it crosses the hit line, ms of song time. */
export interface ChartNote {
  lane: number;
  at: number;
}

/** How near a press must be to its note, ms either side: perfect within `perfectMs`, good within `goodMs`. */
export interface HitWindows {
  perfectMs: number;
  goodMs: number;
}

export type Timing = 'perfect' | 'good';

export type RhythmEvent =
  | { kind: 'hit'; index: number; lane: number; timing: Timing; offsetMs: number; combo: number }
  | { kind: 'missed'; index: number; lane: number; brokeCombo: number };

/** Points a hit scores, and how much of a note it counts for in the accuracy. */
export const HIT_POINTS: Readonly<Record<Timing, number>> = { perfect: 100, good: 50 };
export const HIT_CREDIT: Readonly<Record<Timing, number>> = { perfect: 1, good: 0.5 };

/** The whole song: the clock, which notes are judged, the combo, the score and the accuracy. */
export class RhythmSong {
  private readonly notes: readonly ChartNote[];
  private readonly windows: HitWindows;
  private readonly judged: (Timing | 'missed' | null)[];
  private clock = 0;
  /** Notes before this index are all judged (the next one that can still be missed). */
  private first = 0;
  perfect = 0;
  good = 0;
  missed = 0;
  combo = 0;
  bestCombo = 0;
  score = 0;

  constructor(notes: readonly ChartNote[], windows: HitWindows) {
    this.notes = notes;
    this.windows = windows;
    this.judged = notes.map(() => null);
  }

  get songMs(): number {
    return this.clock;
  }

  get hits(): number {
    return this.perfect + this.good;
  }

  get judgedCount(): number {
    return this.hits + this.missed;
  }

  /** Every note is hit or missed. */
  get over(): boolean {
    return this.judgedCount === this.notes.length;
  }

  /**
   * Share of the notes judged so far that was earned, 0-100 (a perfect counts whole, a good half, a miss nothing);
   * once the song is over it is the whole chart's.
   */
  get accuracy(): number {
    const judged = this.judgedCount;
    if (judged === 0) return 100;
    const earned = this.perfect * HIT_CREDIT.perfect + this.good * HIT_CREDIT.good;
    return Math.round((earned / judged) * 1000) / 10;
  }

  /** Whether note `index` is still waiting for its press. */
  pending(index: number): boolean {
    return this.judged[index] === null;
  }

  /** Moves the song on: notes further past the hit line than the good window are missed. */
  advance(ms: number): RhythmEvent[] {
    this.clock += ms;
    const out: RhythmEvent[] = [];
    for (let i = this.first; i < this.notes.length; i++) {
      const note = this.notes[i]!;
      if (note.at + this.windows.goodMs >= this.clock) break;
      if (this.judged[i] !== null) continue;
      this.judged[i] = 'missed';
      this.missed++;
      out.push({ kind: 'missed', index: i, lane: note.lane, brokeCombo: this.combo });
      this.combo = 0;
    }
    while (this.first < this.notes.length && this.judged[this.first] !== null) this.first++;
    return out;
  }

  /** A lane's key: hits that lane's nearest waiting note inside the good window, or nothing (a stray press). */
  press(lane: number): RhythmEvent | null {
    let best = -1;
    for (let i = this.first; i < this.notes.length; i++) {
      const note = this.notes[i]!;
      if (note.at - this.windows.goodMs > this.clock) break;
      if (note.lane !== lane || this.judged[i] !== null) continue;
      if (best < 0 || Math.abs(note.at - this.clock) < Math.abs(this.notes[best]!.at - this.clock)) best = i;
    }
    if (best < 0) return null;
    const offsetMs = Math.round(this.clock - this.notes[best]!.at);
    const timing: Timing = Math.abs(offsetMs) <= this.windows.perfectMs ? 'perfect' : 'good';
    this.judged[best] = timing;
    if (timing === 'perfect') this.perfect++;
    else this.good++;
    this.combo++;
    this.bestCombo = Math.max(this.bestCombo, this.combo);
    this.score += HIT_POINTS[timing];
    return { kind: 'hit', index: best, lane, timing, offsetMs, combo: this.combo };
  }
}
