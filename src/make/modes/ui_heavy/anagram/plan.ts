// How an anagram round is planned: its flow's solved line, the answers typed letter by letter.
import type { GoldenPathStep } from '../../../../play/index.ts';
import type { AnagramLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { ANAGRAM_FLOW } from '../../../../../templates/ui_heavy/src/family/flows.ts';
import { followsMachine, press, STEP_MS, until, type LevelPlan, type LevelPlanners } from '../plan.ts';

/** Game time a typed letter takes on the golden path (a press holds one frame; the runner checks in between). */
const LETTER_MS = 50;
/** The anagram mode's pause on a solved word, and the golden path's wait for the next one. */
const SOLVED_MS = 500;

/** An anagram round: its flow has the solved line only (a wrong guess stays in "solving"); the path types answers. */
function planAnagram(key: string, level: AnagramLevel, steps: number): { plan: LevelPlan; problems: string[] } {
  const problems: string[] = [];
  if ((level.intro ?? []).length !== 1)
    problems.push(`levels.${key}.intro: the planner presses one Continue, so an anagram round has one intro line`);
  const states = ['intro'];
  for (let i = 0; i < level.target; i++) states.push('solving', 'solved');
  states.push('cleared');
  const replay = followsMachine(`anagram ${key}`, ANAGRAM_FLOW, states);
  if (replay) problems.push(`levels.${key}: ${replay}`);
  const out: GoldenPathStep[] = [until('flags.uiState', 'intro'), press(1)];
  let letters = 0;
  level.words.slice(0, level.target).forEach((word, i) => {
    out.push(until('flags.wordReady', i + 1));
    for (const letter of word.answer) out.push({ press: `Key${letter.toUpperCase()}` });
    letters += word.answer.length;
  });
  return {
    plan: {
      key,
      mode: 'anagram',
      steps: out,
      reached: [...new Set(states)],
      gameMs: steps + letters * LETTER_MS + (level.target + 1) * SOLVED_MS,
      length: level.target,
      resourceGains: 0,
    },
    problems,
  };
}

export const ANAGRAM_PLANNERS: LevelPlanners = { anagram: ({ key, level }) => planAnagram(key, level, STEP_MS) };
