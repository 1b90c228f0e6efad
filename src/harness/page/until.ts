// Page side of GameSession.runUntil: game time advanced in steps, with a look at the contract's state() after each,
// until a condition holds — in the page, so that a golden path's until step costs one page call per second of game
// time instead of two per step. It keeps the batches, the game times and the readings of the node-side loop it
// replaces, and hands a reading back to Node whenever it cannot be sure Node would read it the same way.
// Every function here is serialised into the page (session.ts), so each uses only its own parameters.
import type { StateCondition } from '../../shared/index.ts';
import type { ActionNote, HarnessRuntime } from './runtime.ts';

/** What one page call of runUntil did: each runFor-sized stretch's batch, and how it ended. */
export interface UntilLeg {
  /** [game ms, the probe's batch as JSON] per stretch, in order: the stretches runFor would have made. */
  batches: [number, string][];
  /** Real ms spent reading state(), for the profile. */
  lookMs: number;
  /** held: the condition held on a reading the page is sure of; unsure: Node must read this one; open: neither. */
  ended: 'held' | 'unsure' | 'open';
  /** The reading that ended the leg (held or unsure). */
  state?: unknown;
}

/**
 * Whether Node, given `raw` from state() through Playwright, would surely find it fits the contract's state schema
 * (shared/contract.ts) and see the value at `path` that the page sees. It answers true only when sure: plain objects
 * and arrays on the way, the known fields of the right types, no thrown-call marker. Anything else goes to Node.
 */
export function surelyReadAlike(raw: unknown, path: string): boolean {
  const plain = (v: unknown): v is Record<string, unknown> => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
    const proto = Object.getPrototypeOf(v);
    return proto === Object.prototype || proto === null;
  };
  const optional = (v: unknown, type: 'boolean' | 'number' | 'string') => v === undefined || typeof v === type;
  if (raw === undefined) return true;
  if (!plain(raw) || '__error' in raw) return false;
  const player = raw.player;
  const fits =
    (raw.scene === null || optional(raw.scene, 'string')) &&
    optional(raw.over, 'boolean') &&
    optional(raw.won, 'boolean') &&
    optional(raw.paused, 'boolean') &&
    optional(raw.score, 'number') &&
    optional(raw.level, 'number') &&
    (player === undefined ||
      player === null ||
      (plain(player) && ['x', 'y', 'vx', 'vy', 'hp'].every((k) => optional(player[k], 'number')))) &&
    (raw.entities === undefined || plain(raw.entities)) &&
    (raw.flags === undefined || plain(raw.flags));
  if (!fits) return false;
  // The way to the value: plain objects, and arrays read by index or length only (a copy keeps nothing else).
  let at: unknown = raw;
  for (const part of path.split('.')) {
    if (at === null || at === undefined || typeof at !== 'object') return true;
    if (Array.isArray(at)) {
      if (part !== 'length' && !/^\d+$/.test(part)) return false;
    } else if (!plain(at)) return false;
    at = (at as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * Advances from game time `time` towards `until` in steps of `everyMs` (the last cut at `until`), each in stretches
 * of at most a second with the probe's batch taken after each, as runFor does; after each step reads state() and
 * stops when `holds` says the condition holds. It stops too after `legMs` of game time, so the node side gathers
 * batches and keeps its wall-clock limit as often as runFor would.
 */
export async function advanceUntil(
  key: string,
  spec: {
    condition: StateCondition;
    everyMs: number;
    time: number;
    until: number;
    legMs: number;
    /** Inputs delivered since the last page call, noted before any stepping (as a call of their own would). */
    notes: ActionNote[];
  },
  holds: (condition: StateCondition, state: unknown) => boolean,
  readAlike: (raw: unknown, path: string) => boolean,
): Promise<UntilLeg> {
  const rt = (globalThis as unknown as Record<symbol, HarnessRuntime>)[Symbol.for(key)]!;
  const probe = rt.probe!;
  if (spec.notes.length) probe.noteActions(spec.notes);
  const batches: [number, string][] = [];
  let time = spec.time;
  let advanced = 0;
  let lookMs = 0;
  while (time < spec.until) {
    let left = Math.min(spec.everyMs, spec.until - time);
    advanced += left;
    while (left > 0) {
      const chunk = Math.min(left, 1000);
      await rt.advance(chunk);
      batches.push([chunk, JSON.stringify(probe.flush())]);
      left -= chunk;
      time += chunk;
    }
    const started = rt.wallNow();
    const state = probe.contractState();
    lookMs += rt.wallNow() - started;
    if (!readAlike(state, spec.condition.path)) return { batches, lookMs, ended: 'unsure', state };
    if (holds(spec.condition, state)) return { batches, lookMs, ended: 'held', state };
    if (advanced >= spec.legMs) break;
  }
  return { batches, lookMs, ended: 'open' };
}
