// The typing defence's fall played on the game clock with the template's own rules (typing.ts), the way the golden
// path plays it: the words it types and whether any lands. No design here, so the planner imports it on its own.
import type { TypingLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { TypingDefence } from '../../../../../templates/ui_heavy/src/family/modes/typing/typing.ts';
import type { GoldenPathStep } from '../../../../play/index.ts';

/** One golden-path letter press, and the runner's check interval, in game ms (the simulation's pessimistic pace). */
export const LETTER_MS = 50;
const CHECK_MS = 100;
const FRAME_MS = 1000 / 60;

/** The fall as the golden path plays it: each word typed as soon as it appears; what the city suffers. */
export function simulateTyping(level: TypingLevel): { destroyed: number; hits: number; steps: GoldenPathStep[] } {
  const defence = new TypingDefence(level.words, level.fallMs, level.cityHealth);
  const steps: GoldenPathStep[] = [];
  level.words.forEach((w, i) => {
    steps.push({ until: { path: 'flags.spawned', gte: i + 1 }, timeoutMs: 30_000, checkEveryMs: CHECK_MS });
    for (const letter of w.word) steps.push({ press: `Key${letter.toUpperCase()}` });
  });
  // Plays the same on the rules: the clock runs frame by frame, the path notices a word a check late and types
  // a letter every LETTER_MS.
  const queue = level.words.map((w) => ({ at: w.at + CHECK_MS, letters: [...w.word] }));
  let typingFrom = 0;
  const end = (level.words[level.words.length - 1]?.at ?? 0) + level.fallMs + 1000;
  for (let t = 0; t <= end && !defence.over; t += FRAME_MS) {
    defence.advance(FRAME_MS);
    const next = queue[0];
    if (next && t >= next.at && t >= typingFrom) {
      defence.type(next.letters.shift()!);
      typingFrom = t + LETTER_MS;
      if (next.letters.length === 0) queue.shift();
    }
  }
  return { destroyed: defence.destroyed, hits: defence.hits, steps };
}
