// The rhythm mode: notes of a song hit on the beat, within the timing windows, to the target accuracy.
import { everyLevelWon, levelOfMode, uiMode } from '../family.ts';
import { designRhythm, readRhythmWords, rhythmRequirements } from './rhythm.ts';
import { RHYTHM_PLANNERS } from './plan.ts';

export const rhythmMode = uiMode({
  id: 'rhythm',
  planners: RHYTHM_PLANNERS,
  cues: [],
  names: [],
  proofs: [],
  examples: [],
  read: (intent) => readRhythmWords(intent.read),
  design: (input, ask) => designRhythm(input, ask),
  requirements: (gdd, ask) => {
    const level = levelOfMode(gdd, RHYTHM_PLANNERS, 'rhythm');
    return [everyLevelWon(gdd, 'the song is played through and won'), ...rhythmRequirements(ask, level)];
  },
});
