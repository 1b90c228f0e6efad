// What one exploration of a game keeps as it goes, alike for the text-adventure tester (tester.ts) and the
// systematic explorer (explorer.ts): every action sent, in order (the trajectory), and each candidate bug once, with
// the way to replay it; and the seeded order both try things in.
import { createHash } from 'node:crypto';
import type { QaObservation } from './adapter.ts';
import type { Fault } from './oracles.ts';

export interface Candidate {
  fault: Fault;
  steps: string[];
  before: unknown;
  after: unknown;
  text: string | null;
  /** For a stuck state: the commands tried there. */
  tried?: string[];
  /** For a model's report: the state hash its path reached, and its quote; a replay must show both again. */
  expect?: string;
  quote?: string;
}

export interface TrajectoryEntry {
  step: number;
  action: string;
  /** true when the action was part of a replay to reach a state with something left to try. */
  travel: boolean;
  state: string;
  text: string;
  error: string | null;
  faults: string[];
}

/** A fresh seeded order of a list (xorshift on a hash of the seed and a key), so a seed gives one order. */
export function shuffled<T>(items: T[], seed: number, key: string): T[] {
  let x = createHash('sha256').update(`${seed}:${key}`).digest().readUInt32LE(0) || 1;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const j = (x >>> 0) % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The trajectory and the candidates of one exploration, and the count of actions it has sent. */
export class ExplorationLog {
  readonly trajectory: TrajectoryEntry[] = [];
  readonly candidates: Candidate[] = [];
  /** Actions sent so far: reading the game's templates is the first. */
  actions = 1;
  private readonly seen = new Set<string>();
  private readonly onAction: ((entry: TrajectoryEntry) => void) | undefined;

  constructor(onAction: ((entry: TrajectoryEntry) => void) | undefined) {
    this.onAction = onAction;
  }

  /** One action sent and what came of it, as the next step of the trajectory. */
  record(action: string, travel: boolean, after: QaObservation, hash: string, faults: Fault[]): void {
    const entry: TrajectoryEntry = {
      step: ++this.actions,
      action,
      travel,
      state: hash,
      text: after.text.slice(0, 300),
      error: after.error,
      faults: faults.map((f) => f.signature),
    };
    this.trajectory.push(entry);
    this.onAction?.(entry);
  }

  /** A fault seen on the way `steps`, once per fault and way. */
  addCandidate(fault: Fault, steps: string[], before: QaObservation, after: QaObservation): void {
    const key = `${fault.signature}|${steps.join('\n')}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.candidates.push({ fault, steps, before: before.state, after: after.state, text: after.text || null });
  }

  /** A state nothing changed in: the way to it, what it shows, and the commands tried there. */
  addStuck(fault: Fault, steps: string[], observation: QaObservation, tried: string[]): void {
    this.candidates.push({
      fault,
      steps,
      before: observation.state,
      after: observation.state,
      text: observation.text || null,
      tried,
    });
  }
}
