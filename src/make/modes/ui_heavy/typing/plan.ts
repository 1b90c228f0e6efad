import type { TypingLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { TYPING_FLOW } from '../../../../../templates/ui_heavy/src/family/flows.ts';
import { simulateTyping } from './typingSim.ts';
import { followsMachine, press, STEP_MS, until, type LevelPlan, type LevelPlanners } from '../plan.ts';

/** A typing defence: the fall simulated on the game clock (typing.ts in the template) must lose no word. */
function planTyping(key: string, level: TypingLevel, steps: number): { plan: LevelPlan; problems: string[] } {
  const problems: string[] = [];
  if ((level.intro ?? []).length !== 1)
    problems.push(`levels.${key}.intro: the planner presses one Continue, so a typing round has one intro line`);
  const sim = simulateTyping(level);
  if (sim.hits > 0 || sim.destroyed < level.words.length)
    problems.push(
      `levels.${key}: typing each word as it appears still lets ${sim.hits} land (${sim.destroyed} of ` +
        `${level.words.length} destroyed); space the words out or slow the fall`,
    );
  const states = ['intro', 'defending', 'held'];
  const replay = followsMachine(`typing ${key}`, TYPING_FLOW, states);
  if (replay) problems.push(`levels.${key}: ${replay}`);
  if (followsMachine(`typing ${key} (lost)`, TYPING_FLOW, ['intro', 'defending', 'fallen']))
    problems.push(`levels.${key}: the typing flow cannot be lost`);
  const last = level.words[level.words.length - 1];
  return {
    plan: {
      key,
      mode: 'typing',
      steps: [until('flags.uiState', 'intro'), press(1), ...sim.steps],
      reached: ['intro', 'defending', 'held', 'fallen'],
      gameMs: steps + (last ? last.at + level.fallMs : 0),
      length: level.words.length,
      resourceGains: 0,
    },
    problems,
  };
}

export const TYPING_PLANNERS: LevelPlanners = { typing: ({ key, level }) => planTyping(key, level, STEP_MS) };
