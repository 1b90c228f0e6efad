import type { FishingLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { FISHING_FLOW } from '../../../../../templates/ui_heavy/src/family/modes/fishing/fishing.ts';
import { fishingSteps, proveTrip } from './fishingSim.ts';
import { followsMachine, press, STEP_MS, until, type LevelPlan, type LevelPlanners } from '../plan.ts';

/** A fishing trip: played on the rules at every lateness up to MAX_LATE_FRAMES the catch lands before sunset. */
function planFishing(key: string, level: FishingLevel, steps: number): { plan: LevelPlan; problems: string[] } {
  const problems: string[] = [];
  if ((level.intro ?? []).length !== 1)
    problems.push(`levels.${key}.intro: the planner presses one Start, so a fishing trip has one intro line`);
  const { runs, idle } = proveTrip(level);
  for (const r of runs.filter((x) => !x.won))
    problems.push(
      `levels.${key}: answering each cue ${r.lateFrames} frame(s) late lands ${r.caught} of ${level.target} ` +
        `before sunset (${level.sunsetMs} ms); set the sun later or the bites sooner`,
    );
  if (idle.won) problems.push(`levels.${key}: the trip is won without fishing; it cannot be lost`);
  const replay = followsMachine(`fishing ${key}`, FISHING_FLOW, ['intro', 'fishing', 'landed']);
  if (replay) problems.push(`levels.${key}: ${replay}`);
  return {
    plan: {
      key,
      mode: 'fishing',
      steps: [until('flags.uiState', 'intro'), press(1), ...fishingSteps(level)],
      reached: ['intro', 'fishing', 'landed', 'sunset'],
      gameMs: steps + Math.max(...runs.map((r) => r.ms)),
      length: level.target,
      resourceGains: 0,
    },
    problems,
  };
}

export const FISHING_PLANNERS: LevelPlanners = { fishing: ({ key, level }) => planFishing(key, level, STEP_MS) };
