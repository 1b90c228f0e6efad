// How a tycoon's days are planned: the planner's days replayed on the template's rules must reach the goal.
import { STEP_MS, type LevelPlanners } from '../plan.ts';
import { planTycoonDays, tycoonProblems, tycoonSteps } from './tycoonPlan.ts';

export const TYCOON_PLANNERS: LevelPlanners = {
  tycoon: ({ key, level }) => {
    // The planner's days replayed on the template's rules must reach the goal (tycoon.ts).
    const days = planTycoonDays(level);
    const presses = tycoonSteps(level, days);
    const gameMs = presses.length * STEP_MS + level.forecast.length * level.dayMs;
    return {
      plan: {
        key,
        mode: 'tycoon',
        steps: presses,
        reached: ['intro', 'morning', 'selling', 'evening', 'won'],
        gameMs,
        length: days.length,
        resourceGains: 0,
      },
      problems: tycoonProblems(key, level, days),
    };
  },
};
