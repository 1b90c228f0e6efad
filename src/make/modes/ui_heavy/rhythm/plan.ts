import type { RhythmLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { RHYTHM_FLOW } from '../../../../../templates/ui_heavy/src/family/modes/rhythm/rhythm.ts';
import { proveSong, rhythmSteps } from './rhythmSim.ts';
import { followsMachine, press, STEP_MS, until, type LevelPlan, type LevelPlanners } from '../plan.ts';

/** A rhythm song: played on the rules at every lateness up to MAX_LATE_FRAMES it must be won; idle, lost. */
function planRhythm(key: string, level: RhythmLevel, steps: number): { plan: LevelPlan; problems: string[] } {
  const problems: string[] = [];
  if ((level.intro ?? []).length !== 1)
    problems.push(`levels.${key}.intro: the planner presses one Start, so a rhythm song has one intro line`);
  const { runs, idle } = proveSong(level);
  for (const r of runs.filter((x) => !x.won))
    problems.push(
      `levels.${key}: pressing each note ${r.lateFrames} frame(s) late ends at ${r.accuracy}% with ${r.missed} ` +
        `missed (needs ${level.targetAccuracy}%); widen the windows or lower the target`,
    );
  if (idle.won) problems.push(`levels.${key}: the song is won without playing; it cannot be lost`);
  const replay = followsMachine(`rhythm ${key}`, RHYTHM_FLOW, ['intro', 'playing', 'cleared']);
  if (replay) problems.push(`levels.${key}: ${replay}`);
  const last = level.notes[level.notes.length - 1];
  return {
    plan: {
      key,
      mode: 'rhythm',
      steps: [until('flags.uiState', 'intro'), press(1), ...rhythmSteps(level)],
      reached: ['intro', 'playing', 'cleared', 'failed'],
      gameMs: steps + (last ? last.at + level.goodMs : 0),
      length: level.notes.length,
      resourceGains: 0,
    },
    problems,
  };
}

export const RHYTHM_PLANNERS: LevelPlanners = { rhythm: ({ key, level }) => planRhythm(key, level, STEP_MS) };
