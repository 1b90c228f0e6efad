// The trace: a JSONL record of a run in game time — inputs, state digests, events, errors — and its
// hash. Nothing in it depends on wall time or on the loopback port, so the same game, seed and
// inputs give the same hash every time.
import { createHash } from 'node:crypto';

export type TraceRecord =
  | {
      t: number;
      k: 'open';
      seed: number;
      fps: number;
      viewport: { width: number; height: number };
      contentHash: string | null;
    }
  | { t: number; k: 'input'; input: string; detail: Record<string, unknown> }
  | { t: number; k: 'sample'; digest: string; scene: string | null; objects: number }
  | { t: number; k: 'pixels'; entropy: number; diff: number; nonUniform: number }
  | { t: number; k: 'event'; type: string; payload: unknown }
  | { t: number; k: 'error'; message: string; source: string }
  | { t: number; k: 'console'; type: string; text: string }
  | { t: number; k: 'network-failure'; url: string; kind: string }
  | { t: number; k: 'violation'; url: string; method: string }
  | { t: number; k: 'dialog'; type: string; message: string }
  | { t: number; k: 'screenshot'; sha256: string }
  | { t: number; k: 'stalled'; message: string };

export class Trace {
  readonly records: TraceRecord[] = [];
  private readonly origins: string[];

  constructor(origins: readonly string[]) {
    // Longest first, so a port-qualified origin is replaced before a shorter prefix of it.
    this.origins = [...origins].sort((a, b) => b.length - a.length);
  }

  /** Replaces the served origin with "game:" so traces do not depend on the port. */
  normalise(text: string): string {
    let out = text;
    for (const origin of this.origins) out = out.split(origin).join('game:');
    return out;
  }

  add(record: TraceRecord): void {
    this.records.push(record);
  }

  jsonl(): string {
    return this.records.map((r) => JSON.stringify(r)).join('\n') + (this.records.length ? '\n' : '');
  }

  hash(): string {
    return createHash('sha256').update(this.jsonl()).digest('hex');
  }
}
