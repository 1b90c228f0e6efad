// A proven plan written as a golden path (the format every Playsmith game's playthrough uses): from the title screen,
// each level waited for by its number, every input anchored to the engine's tick (flags.tick) and checked for often
// enough (every 8 ms of game time, under a frame) that it reaches the engine on the very tick the plan gave it.
import { type RulebookEngine, layoutOf, toScreen } from '../engine.ts';
import type { PlanStep } from './timeline.ts';

/** Game-time ms between two looks at state() while waiting for a tick: less than one 60 Hz frame. */
export const CHECK_EVERY_MS = 8;
const FRAME_MS = 1000 / 60;

type Step = Record<string, unknown>;

function untilTick(tick: number, waitTicks: number, hold?: string[]): Step {
  return {
    until: { path: 'flags.tick', gte: tick },
    ...(hold ? { hold } : {}),
    checkEveryMs: CHECK_EVERY_MS,
    timeoutMs: Math.ceil(Math.max(1, waitTicks) * FRAME_MS + 3000),
  };
}

/** A plan's timeline for each level, in order, as a golden path for a game served at `screen` size. */
export function toGoldenPath(
  engine: RulebookEngine,
  levels: readonly { steps: readonly PlanStep[]; endTick: number }[],
  seed: number,
  screen = { width: 800, height: 600 },
): Record<string, unknown> {
  const { book } = engine;
  const layout = layoutOf(book, screen.width, screen.height);
  const keyOf = (ch: string) => (/[0-9]/.test(ch) ? `Digit${ch}` : `Key${ch.toUpperCase()}`);
  const steps: Step[] = [{ until: { path: 'scene', equals: 'Title' }, timeoutMs: 10000 }, { press: 'start' }];
  levels.forEach((level, index) => {
    steps.push({ until: { path: 'flags.stage', equals: index + 1 }, checkEveryMs: CHECK_EVERY_MS, timeoutMs: 10000 });
    const last = index === levels.length - 1;
    // How the level ends: the game won, or the next level begun (its ticks are counted from 0 again).
    const ended = (wait: number, hold?: string[]): Step => ({
      until: last ? { path: 'won', equals: true } : { path: 'flags.stage', equals: index + 2 },
      ...(hold ? { hold } : {}),
      checkEveryMs: last ? 50 : CHECK_EVERY_MS,
      timeoutMs: Math.ceil(Math.max(1, wait) * FRAME_MS + 8000),
    });
    let now = 0;
    let done = false;
    for (const step of level.steps) {
      if ('hold' in step) {
        if (step.from > now) steps.push(untilTick(step.from, step.from - now));
        // A level won while a key is held ends there: its tick is gone with it, so the hold lasts until the end.
        if (step.to >= level.endTick) {
          steps.push(ended(step.to - step.from, step.hold));
          done = true;
          break;
        }
        steps.push(untilTick(step.to, step.to - step.from, step.hold));
        now = step.to;
        continue;
      }
      if (step.at - 1 > now) steps.push(untilTick(step.at - 1, step.at - 1 - now));
      if ('press' in step) steps.push({ press: step.press });
      else if ('type' in step) steps.push({ press: keyOf(step.type) });
      else {
        const [x, y] = toScreen(
          book,
          layout,
          step.click[0] - (book.grid ? 0.5 : 0),
          step.click[1] - (book.grid ? 0.5 : 0),
        );
        steps.push({ click: { x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 } });
      }
      now = step.at;
    }
    if (!done) steps.push(ended(level.endTick - now));
  });
  return {
    version: 1,
    seed,
    description:
      `Planned by playsmith rulebook plan: ${book.source.title}, ${levels.length} level(s), ` +
      'every input on its engine tick.',
    steps,
    expect: { won: true },
  };
}
