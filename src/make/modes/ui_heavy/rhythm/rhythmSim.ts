// The rhythm song played on the game clock with the template's own rules (rhythm.ts), the way the golden path plays
// it: each note's key pressed a little before its time, landing up to a few frames late. No design here, so the
// planner imports it on its own.
import type { RhythmLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { RhythmSong } from '../../../../../templates/ui_heavy/src/family/modes/rhythm/rhythm.ts';
import type { GoldenPathStep } from '../../../../play/index.ts';
import { FRAME_MS, MAX_LATE_FRAMES } from '../timing.ts';

export { FRAME_MS, MAX_LATE_FRAMES };

/** The golden path aims this far before a note's time, so the frames it lands late still read as perfect. */
export const AIM_EARLY_MS = 25;
/** A wait that brings the path near the next note, ending this long before it so the fine check takes over. */
const APPROACH_MS = 150;
const CHECK_MS = 16;

export interface SongRun {
  lateFrames: number;
  hits: number;
  perfect: number;
  missed: number;
  accuracy: number;
  won: boolean;
}

/** The golden path's presses for the song: a coarse wait, then a check every frame, then the lane's key. */
export function rhythmSteps(level: RhythmLevel): GoldenPathStep[] {
  const steps: GoldenPathStep[] = [];
  level.notes.forEach((note, i) => {
    const gap = i === 0 ? 0 : note.at - level.notes[i - 1]!.at;
    if (gap > APPROACH_MS + 100) steps.push({ wait: gap - APPROACH_MS });
    steps.push({
      until: { path: 'flags.songMs', gte: Math.max(0, note.at - AIM_EARLY_MS) },
      timeoutMs: Math.max(10_000, note.at + 10_000),
      checkEveryMs: CHECK_MS,
    });
    steps.push({ press: `Key${level.keys[note.lane]!.toUpperCase()}` });
  });
  return steps;
}

/** Plays the song frame by frame, every press landing `lateFrames` frames after the frame its aim is reached. */
export function playSong(level: RhythmLevel, lateFrames: number): SongRun {
  const song = new RhythmSong(level.notes, { perfectMs: level.perfectMs, goodMs: level.goodMs });
  const due = level.notes.map((n) => n.at - AIM_EARLY_MS);
  const pressAt = due.map(() => -1);
  let next = 0;
  let frame = 0;
  while (!song.over && song.missed < level.maxMisses && frame < 1_000_000) {
    frame++;
    song.advance(FRAME_MS);
    for (let i = next; i < due.length && due[i]! <= song.songMs; i++)
      if (pressAt[i]! < 0) pressAt[i] = frame + lateFrames;
    while (next < due.length && pressAt[next]! >= 0 && pressAt[next]! <= frame) {
      song.press(level.notes[next]!.lane);
      next++;
    }
  }
  const won = song.over && song.missed < level.maxMisses && song.accuracy >= level.targetAccuracy;
  return { lateFrames, hits: song.hits, perfect: song.perfect, missed: song.missed, accuracy: song.accuracy, won };
}

/** The song played at every lateness from on time to MAX_LATE_FRAMES late, and with no press at all. */
export function proveSong(level: RhythmLevel): { runs: SongRun[]; idle: SongRun } {
  const runs = Array.from({ length: MAX_LATE_FRAMES + 1 }, (_, late) => playSong(level, late));
  return { runs, idle: playSong(level, Number.POSITIVE_INFINITY) };
}
