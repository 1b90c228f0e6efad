// Replays of a game's golden path for qa inject, step by step under virtual time from its seed, keeping after each
// step what the Game Contract shows (state() flattened to dotted paths, the events of the step, the texts on screen);
// and the fault predicates over those snapshots: found where a mutant first differs from its original, then checked.
import { isDeepStrictEqual } from 'node:util';
import type { GameBrowser } from '../../harness/index.ts';
import { describeStep, type GoldenPath, playGoldenStep } from '../../play/index.ts';
import type { Fault } from '../../shared/index.ts';

export interface ContractEvent {
  type: string;
  payload: unknown;
}

/** What a player (and the contract) could see after one step of the path. */
export interface Snapshot {
  label: string;
  state: Record<string, unknown>;
  events: ContractEvent[];
  texts: string[];
}

export interface ReplayRun {
  snapshots: Snapshot[];
  /** Why the path stopped before its end (an until step that never came true), or null. */
  stopped: string | null;
  errors: string[];
}

export interface ReplayOptions {
  browser: GameBrowser;
  viewport: { width: number; height: number };
  /** Play at most this many steps of the path. */
  steps?: number | undefined;
  /** Stop after the step after which this says the snapshots so far are enough. */
  enough?: ((snapshots: readonly Snapshot[]) => boolean) | undefined;
}

/** state() as dotted paths to plain values; lists become their lengths and positions are left out (they wobble). */
export function flatten(value: unknown, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  if (Array.isArray(value)) into[`${prefix}.length`] = value.length;
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('x' in record && 'y' in record && prefix !== 'player') return into;
    for (const key of Object.keys(record).sort()) {
      if (prefix === 'player' && key !== 'hp') continue;
      flatten(record[key], prefix ? `${prefix}.${key}` : key, into);
    }
  } else if (prefix) into[prefix] = value;
  return into;
}

/** The contract events recorded in a trace, in game-time order. */
function eventsOf(jsonl: string): ContractEvent[] {
  const events: ContractEvent[] = [];
  for (const line of jsonl.split('\n')) {
    if (!line.includes('"k":"event"')) continue;
    const record = JSON.parse(line) as { k: string; type: string; payload: unknown };
    if (record.k === 'event') events.push({ type: record.type, payload: record.payload ?? null });
  }
  return events;
}

/** Plays the golden path (or its first steps) on a built game in a fresh page, keeping a snapshot after each step. */
export async function replayGolden(built: string, path: GoldenPath, options: ReplayOptions): Promise<ReplayRun> {
  const session = await options.browser.openGame(built, { seed: path.seed, viewport: options.viewport });
  const snapshots: Snapshot[] = [];
  let stopped: string | null = null;
  let seen = 0;
  try {
    const steps = path.steps.slice(0, options.steps ?? path.steps.length);
    for (const [index, step] of steps.entries()) {
      const reached = await playGoldenStep(session, step);
      const state = flatten((await session.state()) ?? {});
      const texts = [...new Set((await session.sceneView()).texts.map((t) => t.text))].sort();
      const all = eventsOf(session.trace.jsonl());
      const snapshot = { label: describeStep(step), state, events: all.slice(seen), texts };
      seen = all.length;
      snapshots.push(snapshot);
      if (reached === false) {
        stopped = `step ${index + 1} (${snapshot.label}) did not come true in time`;
        break;
      }
      if (options.enough?.(snapshots)) break;
    }
    await session.releaseAll();
    return { snapshots, stopped, errors: session.errors.map((e) => e.message) };
  } finally {
    await session.close();
  }
}

const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);
const eventKey = (e: ContractEvent) => `${e.type} ${JSON.stringify(e.payload)}`;

/** Whether the fault shows after the snapshots of a replay (the last is the reproduction's end). */
export function faultHolds(fault: Fault, snapshots: readonly Snapshot[]): boolean {
  const last = snapshots.at(-1);
  if (!last) return false;
  const events = snapshots.flatMap((s) => s.events);
  switch (fault.kind) {
    case 'state':
      return fault.path in last.state && same(last.state[fault.path], fault.equals);
    case 'event':
      return events.some((e) => e.type === fault.type && same(e.payload, fault.payload));
    case 'event-count':
      return events.filter((e) => e.type === fault.type).length === fault.count;
    case 'text':
      return last.texts.includes(fault.text);
  }
}

export type FaultKind = Fault['kind'];

/** The faults a mutant's snapshots show against the original's at the same step, each kind's first, in `order`. */
export function faultsAt(
  mutant: readonly Snapshot[],
  original: readonly Snapshot[],
  order: readonly FaultKind[],
): Fault[] {
  const m = mutant.at(-1);
  const o = original[mutant.length - 1];
  if (!m || !o) return [];
  const found: Partial<Record<FaultKind, Fault>> = {};
  const paths = [...new Set([...Object.keys(m.state), ...Object.keys(o.state)])].sort();
  const path = paths.find((p) => p in m.state && !same(m.state[p], o.state[p]));
  if (path !== undefined) found.state = { kind: 'state', path, equals: m.state[path] };
  const before = new Set(original.slice(0, mutant.length).flatMap((s) => s.events.map(eventKey)));
  const fresh = m.events.find((e) => !before.has(eventKey(e)));
  if (fresh) found.event = { kind: 'event', type: fresh.type, payload: fresh.payload };
  const count = (snaps: readonly Snapshot[], type: string) =>
    snaps.flatMap((s) => s.events).filter((e) => e.type === type).length;
  const types = [...new Set([...m.events, ...o.events].map((e) => e.type))].sort();
  const differing = types.find((t) => count(mutant, t) !== count(original.slice(0, mutant.length), t));
  if (differing) found['event-count'] = { kind: 'event-count', type: differing, count: count(mutant, differing) };
  const text = m.texts.find((t) => !o.texts.includes(t));
  if (text !== undefined) found.text = { kind: 'text', text };
  return order.flatMap((kind) => (found[kind] ? [found[kind]] : []));
}

/** The fault in words, with what the original game shows instead. */
export function describeFault(fault: Fault, original: readonly Snapshot[]): { observed: string; expected: string } {
  const last = original.at(-1);
  const events = original.flatMap((s) => s.events);
  switch (fault.kind) {
    case 'state':
      return {
        observed: `state ${fault.path} is ${JSON.stringify(fault.equals)}`,
        expected: `state ${fault.path} is ${JSON.stringify(last?.state[fault.path])}`,
      };
    case 'event': {
      const like = events.filter((e) => e.type === fault.type).map((e) => JSON.stringify(e.payload));
      return {
        observed: `event ${fault.type} is emitted with ${JSON.stringify(fault.payload)}`,
        expected: like.length ? `event ${fault.type} carries ${like.at(-1)}` : `no event ${fault.type} is emitted`,
      };
    }
    case 'event-count':
      return {
        observed: `event ${fault.type} is emitted ${fault.count} time(s)`,
        expected: `event ${fault.type} is emitted ${events.filter((e) => e.type === fault.type).length} time(s)`,
      };
    case 'text':
      return {
        observed: `the screen shows "${fault.text}"`,
        expected: `the screen shows ${last?.texts.map((t) => `"${t}"`).join(', ') || 'no text'}`,
      };
  }
}
