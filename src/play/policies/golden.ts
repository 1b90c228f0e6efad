// The golden policy: a game's own golden-path.json, one path step per tester step, played by the same step runner
// the golden-path runner uses; when the path ends it finishes, with success when state() says won. It keeps the
// path's own failure (an undeclared action, an until step that timed out) in the runner's words, so that a run under
// the tester can stand for a golden-path run.
import type { GameSession } from '../../harness/index.ts';
import type { PlayAction } from '../../shared/index.ts';
import { describeStep, playGoldenStep, undeclaredActions, untilTimedOut, type GoldenPath } from '../golden-path.ts';
import type { Observation } from '../observation.ts';
import { PolicyStop, type Decision, type PlayPolicy } from '../policy.ts';

export interface GoldenPolicy extends PlayPolicy {
  /** The first step failure, worded as runGoldenPath words it; undefined while every step has happened. */
  stepFailure(): string | undefined;
}

export function goldenPolicy(path: GoldenPath): GoldenPolicy {
  let next = 0;
  let failure: string | undefined;
  const notes: string[] = [];
  return {
    name: 'golden',
    wantsImages: false,
    wantsText: false,
    wantsClickables: false,
    async decide(o: Observation): Promise<Decision> {
      // As the runner does, a path naming actions the game lacks is not played at all.
      if (next === 0 && failure === undefined) {
        failure = undeclaredActions(path, o.actions);
        if (failure !== undefined) throw new PolicyStop(failure);
      }
      if (next < path.steps.length) {
        const index = next++;
        return {
          action: { action: 'script', index, label: describeStep(path.steps[index]!) },
          reason: `golden path step ${index + 1} of ${path.steps.length}`,
        };
      }
      const won = o.state?.won === true;
      return {
        action: {
          action: 'finish',
          outcome: won ? 'success' : 'failure',
          reason: won ? 'the golden path ended in the win state' : 'the golden path ended without a win',
        },
        reason: 'no steps left',
      };
    },
    async perform(session: GameSession, action: Extract<PlayAction, { action: 'script' }>): Promise<void> {
      const step = path.steps[action.index];
      if (!step) throw new PolicyStop(`the golden path has no step ${action.index + 1}`);
      const reached = await playGoldenStep(session, step);
      if (reached === false && 'until' in step) {
        notes.push(`golden path step ${action.index + 1} (${action.label}) timed out`);
        failure = untilTimedOut(action.index, step, await session.state());
        next = path.steps.length;
      }
    },
    stepFailure: () => failure,
    notes: () => [...notes],
  };
}
