// The golden policy: a game's own golden-path.json, one path step per tester step, played by the same step runner
// make's golden-path check uses; when the path ends it finishes, with success when state() says won.
import type { GameSession } from '../../harness/index.ts';
import type { PlayAction } from '../../shared/index.ts';
import { describeStep, playGoldenStep, type GoldenPath } from '../golden-path.ts';
import type { Observation } from '../observation.ts';
import { PolicyStop, type Decision, type PlayPolicy } from '../policy.ts';

export function goldenPolicy(path: GoldenPath): PlayPolicy {
  let next = 0;
  const notes: string[] = [];
  return {
    name: 'golden',
    wantsImages: false,
    wantsText: false,
    wantsClickables: false,
    async decide(o: Observation): Promise<Decision> {
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
      if (reached === false) {
        notes.push(`golden path step ${action.index + 1} (${action.label}) timed out`);
        next = path.steps.length;
      }
    },
    notes: () => [...notes],
  };
}
