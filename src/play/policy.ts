// The one interface every tester policy (golden, explore, llm) plays behind: given what the tester sees, the next
// action and why. The loop in tester.ts does the rest (checking, sending, observing, the oracles, the trajectory).
import type { GameSession } from '../harness/index.ts';
import type { PlayAction, PlayPolicyName } from '../shared/index.ts';
import type { Observation } from './observation.ts';

export interface Decision {
  action: PlayAction;
  /** The policy's own words about the step. */
  reason: string;
}

export interface PlayPolicy {
  readonly name: PlayPolicyName;
  /** Looks at the screenshot every step (the tester then takes one every step and keeps its PNG). */
  readonly wantsImages: boolean;
  /** Reads the contract's text() and the probe's clickables (asking the page for them costs every step). */
  readonly wantsText: boolean;
  readonly wantsClickables: boolean;
  decide(observation: Observation): Promise<Decision>;
  /** Plays a `script` action, which only this policy knows how to (the golden path's steps). */
  perform?(session: GameSession, action: Extract<PlayAction, { action: 'script' }>): Promise<void>;
  /** What the result should say about the policy (a text-only model, unusable replies, its usage). */
  notes(): string[];
}

/** A policy ends the run by throwing this: the model cannot be reached, the path cannot be played. */
export class PolicyStop extends Error {
  override name = 'PolicyStop';
}
