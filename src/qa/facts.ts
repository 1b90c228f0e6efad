// What the oracles read from one observation: the room, exits, what is carried and seen, the end flags and the
// numeric counters, found through the game's declared state fields; and the state's hash, which tells two states
// apart while ignoring the clock (a turn counter would make every state new).
import { createHash } from 'node:crypto';
import type { QaObservation, StateFields } from './adapter.ts';

export interface Facts {
  room: string | null;
  /** The player's place within the room, where the game has one (a web game's position cell). */
  place: string | null;
  exits: string[] | null;
  inventory: string[] | null;
  here: string[] | null;
  features: string[] | null;
  dark: boolean;
  over: boolean;
  won: boolean;
  /** Top-level numeric fields (and one level down), clock fields left out, by dotted name. */
  counters: Record<string, number>;
}

/** The value at a dotted field name ("state.room"), or undefined where the path does not lead. */
export function at(value: unknown, name: string): unknown {
  let current: unknown = value;
  for (const part of name.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

const strings = (value: unknown): string[] | null =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase()) : null;

export function factsOf(observation: QaObservation, fields: StateFields): Facts {
  const s = observation.state;
  const counters: Record<string, number> = {};
  const clock = new Set(fields.clock);
  const collect = (value: unknown, prefix: string, depth: number): void => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    for (const [key, v] of Object.entries(value)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (clock.has(name) || clock.has(key)) continue;
      if (typeof v === 'number' && Number.isFinite(v)) counters[name] = v;
      else if (depth < 1) collect(v, name, depth + 1);
    }
  };
  collect(s, '', 0);
  const room = at(s, fields.room);
  const place = fields.place ? at(s, fields.place) : undefined;
  return {
    room: typeof room === 'string' ? room : null,
    place: typeof place === 'string' ? place : null,
    exits: strings(at(s, fields.exits)),
    inventory: strings(at(s, fields.inventory)),
    here: strings(at(s, fields.here)),
    features: strings(at(s, fields.features)),
    dark: at(s, fields.dark) === true,
    over: at(s, fields.over) === true,
    won: at(s, fields.won) === true,
    counters,
  };
}

/** Canonical JSON: object keys sorted, so equal states print equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * The state's identity for exploration: the state without its clock fields; a game with no state is told apart by
 * its text. An error answer is its own state, so a crash is never mistaken for "nothing happened".
 */
export function stateHash(observation: QaObservation, fields: StateFields): string {
  const clock = new Set(fields.clock);
  let basis: unknown;
  if (observation.state) {
    const kept: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(observation.state)) if (!clock.has(k)) kept[k] = v;
    basis = kept;
  } else basis = { text: observation.text };
  const text = `${observation.error ? `error:${observation.error}|` : ''}${canonical(basis)}`;
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** Everything a state shows by name: what is here, what is carried, the fixed things. */
export function thingsOf(f: Facts): string[] {
  return [...(f.here ?? []), ...(f.inventory ?? []), ...(f.features ?? [])];
}

/** The command's verb (its first word) and the rest, lower-cased. */
export function splitCommand(command: string): { verb: string; object: string } {
  const [verb = '', ...rest] = command.trim().toLowerCase().split(/\s+/);
  return { verb, object: rest.join(' ') };
}

/** Whether `quote` shows in what the game said or in its state (case and spacing aside). */
export function quoted(observation: QaObservation, quote: string): boolean {
  const flat = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!flat(quote)) return true;
  const said = flat(`${observation.text} ${observation.error ?? ''} ${JSON.stringify(observation.state ?? {})}`);
  return said.includes(flat(quote));
}
