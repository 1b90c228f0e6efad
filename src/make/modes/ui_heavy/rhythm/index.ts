// The rhythm mode: notes of a song hit on the beat, within the timing windows, to the target accuracy.
import { everyLevelWon, levelOfMode, uiMode } from '../family.ts';
import { designRhythm, RHYTHM_RE, readRhythmWords, rhythmRequirements } from './rhythm.ts';
import { RHYTHM_PLANNERS } from './plan.ts';

export const rhythmMode = uiMode({
  id: 'rhythm',
  planners: RHYTHM_PLANNERS,
  cues: [{ pattern: RHYTHM_RE, weight: 4, means: 'a timing game: keys pressed on cue over a panel' }],
  names: [{ head: 'rhythm game', kind: 'genre', pattern: RHYTHM_RE, proofs: ['notes-hit'] }],
  proofs: ['bar-count', 'bpm', 'every-level-won', 'lane-count', 'notes-hit', 'rhythm-fair', '*-shown'],
  examples: [
    'a rhythm game with 3 lanes where a guitarist plays 16 bars',
    'a rhythm game where a drummer hits notes to a 120 bpm song',
  ],
  read: (intent) => readRhythmWords(intent.read),
  design: (input, ask) => designRhythm(input, ask),
  requirements: (gdd, ask) => {
    const level = levelOfMode(gdd, RHYTHM_PLANNERS, 'rhythm');
    return [everyLevelWon(gdd, 'the song is played through and won'), ...rhythmRequirements(ask, level)];
  },
});
