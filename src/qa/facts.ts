// What the oracles read from one observation: the room, exits, what is carried and seen, the end flags and the
// numeric counters, found through the game's declared state fields or, where none is declared, among the names text
// games use (GBQA's own `room` object with `exits` and `dark`, `items`, `inventory` of {id, name} objects and
// `can_see`; `current_room`, `location`, `paths`, `visible`, `carrying`, … in others); and the state's hash, which
// tells two states apart while ignoring the clock (a turn counter would make every state new) and growing logs.
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

/** A thing's name as the oracles compare it: a string, or an object's name (else its title or id). */
function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return value.toLowerCase();
  if (typeof value !== 'object' || value === null) return null;
  const o = value as Record<string, unknown>;
  const name = [o.name, o.title, o.label, o.id].find((v) => typeof v === 'string');
  return typeof name === 'string' ? name.toLowerCase() : null;
}

/** A list of things (names or objects with names), or null when the value is no list. */
const names = (value: unknown): string[] | null =>
  Array.isArray(value) ? value.map(nameOf).filter((v): v is string => v !== null) : null;

/** Exits as a list of ways: ["north"], or the keys of {north: "hall"}, or objects with a direction. */
function ways(value: unknown): string[] | null {
  if (Array.isArray(value))
    return value
      .map((v) =>
        typeof v === 'object' && v !== null
          ? nameOf((v as Record<string, unknown>).direction ?? (v as Record<string, unknown>).dir ?? v)
          : nameOf(v),
      )
      .filter((v): v is string => v !== null);
  if (typeof value === 'object' && value !== null) return Object.keys(value).map((k) => k.toLowerCase());
  return null;
}

/** Where text games keep each fact, tried in order when the adapter names no field; `$room` is the room object. */
const CANDIDATES = {
  room: ['current_room', 'room', 'location', 'current_location', 'place', 'scene', 'area', 'player.room'],
  exits: ['exits', '$room.exits', 'paths', 'available_exits', 'directions', 'ways', 'doors'],
  here: ['items_here', 'items', 'visible_items', 'visible', 'room_items', '$room.items', 'objects', 'things_here'],
  inventory: ['inventory', 'carrying', 'held', 'items_held', 'player.inventory', 'bag'],
  features: ['features', 'fixtures', 'scenery', '$room.features'],
  dark: ['dark', '$room.dark', 'is_dark'],
  over: ['game_over', 'over', 'done', 'finished', 'ended'],
  won: ['won', 'victory', 'game_won', 'flags.game_won', 'flags.won', 'win'],
} as const;

/** The value at the first candidate path that holds one; `$room` reads into the room when it is an object. */
function probe(s: unknown, given: string | undefined, candidates: readonly string[], roomField: string | null) {
  if (given !== undefined) return at(s, given);
  for (const c of candidates) {
    if (c.startsWith('$room')) {
      if (roomField === null) continue;
      const v = at(s, `${roomField}${c.slice('$room'.length)}`);
      if (v !== undefined) return v;
      continue;
    }
    const v = at(s, c);
    if (v !== undefined) return v;
  }
  return undefined;
}

/** The room field of a state: the one the adapter names, or the first candidate that is a name or a room object. */
function roomFieldOf(s: unknown, fields: StateFields): string | null {
  if (fields.room !== undefined) return fields.room;
  return CANDIDATES.room.find((c) => typeof at(s, c) === 'string' || isObject(at(s, c))) ?? null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function factsOf(observation: QaObservation, fields: StateFields): Facts {
  const s = observation.state;
  const counters: Record<string, number> = {};
  const clock = new Set(fields.clock);
  const ignored = new Set(fields.ignore);
  const collect = (value: unknown, prefix: string, depth: number): void => {
    if (!isObject(value)) return;
    for (const [key, v] of Object.entries(value)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (clock.has(name) || clock.has(key) || ignored.has(key)) continue;
      if (typeof v === 'number' && Number.isFinite(v)) counters[name] = v;
      else if (depth < 1) collect(v, name, depth + 1);
    }
  };
  collect(s, '', 0);
  const roomField = roomFieldOf(s, fields);
  const roomValue = roomField === null ? undefined : at(s, roomField);
  // A room object is named by its id (stable), else its name.
  const room = isObject(roomValue) ? (typeof roomValue.id === 'string' ? roomValue.id : nameOf(roomValue)) : roomValue;
  const place = fields.place ? at(s, fields.place) : undefined;
  const seeing = fields.dark === undefined ? at(s, 'can_see') : undefined;
  const over = observation.over ?? probe(s, fields.over, CANDIDATES.over, roomField);
  return {
    room: typeof room === 'string' ? room : null,
    place: typeof place === 'string' ? place : null,
    exits: ways(probe(s, fields.exits, CANDIDATES.exits, roomField)),
    inventory: names(probe(s, fields.inventory, CANDIDATES.inventory, roomField)),
    here: names(probe(s, fields.here, CANDIDATES.here, roomField)),
    features: names(probe(s, fields.features, CANDIDATES.features, roomField)),
    dark: probe(s, fields.dark, CANDIDATES.dark, roomField) === true || seeing === false,
    over: over === true,
    won: probe(s, fields.won, CANDIDATES.won, roomField) === true,
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
  const clock = new Set([...fields.clock, ...fields.ignore]);
  let basis: unknown;
  if (observation.state) {
    const kept: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(observation.state)) if (!clock.has(k)) kept[k] = v;
    // The end of the game, where the game says it beside the state, is part of the state.
    basis = observation.over === undefined ? kept : { ...kept, '(over)': observation.over };
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
