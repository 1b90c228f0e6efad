// The text-adventure tester's memory of one game: the states it reached (a node per state, with the way there and
// what was tried), the rooms it mapped and the ways between them, what happened when a command was tried where, and
// what it learned of things (which are carried, fixed, written on, used, lit), of refusals and needs, of codes and
// of the game's own rules. The walk (tester.ts) fills it; choosing the next command (adventure-choice.ts) reads it.
import { createHash } from 'node:crypto';
import type { GameRules, QaObservation, StateFields } from './adapter.ts';
import { codesInText, CODE_HINT, rulesInText, thingsInText } from './adventure-text.ts';
import { at, type Facts, factsOf, stateHash, thingsOf } from './facts.ts';
import { DIRECTIONS } from './oracles.ts';

export interface StateNode {
  /** The state as it shows, and the node's own key: the shown state and how many hidden changes led to it. */
  hash: string;
  key: string;
  /** Where each command tried here led, by node key. */
  next: Map<string, string>;
  observation: QaObservation;
  facts: Facts;
  /** The way here from a fresh game first walked, and the state after each of its actions. */
  path: string[];
  trail: string[];
  /** Its way did not lead here again on a replay (state the game hides differed): never aimed at again. */
  unreachable: boolean;
  order: number;
  tried: Map<string, string>;
  roomKey: string;
  globalKey: string;
  exhausted: boolean;
}

export interface Outcome {
  roomKey: string;
  globalKey: string;
  changed: boolean;
  gate: boolean;
  /** Refused because the hands were full, with this many things carried. */
  full: number | null;
  /** What was carried then. */
  carried?: string[];
}

export interface RoomInfo {
  facts: Facts;
  name: string | null;
  looked: Set<string>;
  codeGate: boolean;
  /** Things and ways here that answered with a reason (locked, rusted, too high…), and the words of that reason. */
  gates: Set<string>;
  gateText: Map<string, string>;
  /** Directions the room's own text mentions. */
  mentioned: Set<string>;
  drops: number;
  /** Things its texts named (a container's contents) that are not in the state's lists. */
  named: Set<string>;
  /** The rest of the world as it was when the player was last here. */
  visitedGlobal: string | null;
  /** The way by which the player last came in. */
  arrival: string | null;
  /** How many times the player came in, and at which coming-in and with what here it was last looked at. */
  visits: number;
  lookedVisit: number;
  lookedHere: string;
}

/** What is here in a room, as one key: a room whose things changed is worth a look again. */
export const hereKey = (f: Facts): string => [...(f.here ?? [])].sort().join(',');
/** A room as it is: the room, lit or dark, what is here and what is carried. */
export const roomKeyOf = (f: Facts): string =>
  `${f.room}|${f.dark ? 'dark' : 'lit'}|${hereKey(f)}|${[...(f.inventory ?? [])].sort().join(',')}`;

function roomName(o: QaObservation): string | null {
  const s = o.state;
  for (const path of ['room.name', 'current_room.name', 'room_title', 'location_name', 'room_name']) {
    const v = at(s, path);
    if (typeof v === 'string') return v.toLowerCase();
  }
  return null;
}

/** The part of a state that is not the room the player is in: what is carried, counters, flags. */
function globalKeyOf(o: QaObservation, f: Facts, fields: StateFields): string {
  const s = o.state ?? {};
  const local = new Set([
    'room',
    'current_room',
    'location',
    'exits',
    'paths',
    'items',
    'items_here',
    'visible',
    'visible_items',
    'features',
    'dark',
    'can_see',
    'description',
    'room_title',
    'location_name',
    'room_name',
    ...[fields.room, fields.exits, fields.here, fields.features, fields.dark].filter((x): x is string => !!x),
    ...fields.clock,
    ...fields.ignore,
  ]);
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) if (!local.has(k)) rest[k] = v;
  return createHash('sha256')
    .update(JSON.stringify([rest, [...(f.inventory ?? [])].sort()]))
    .digest('hex')
    .slice(0, 12);
}

/** A room as the tester first knows it: nothing looked at, tried or named yet. */
function freshRoom(): RoomInfo {
  return {
    facts: null as unknown as Facts,
    name: null,
    looked: new Set(),
    codeGate: false,
    gates: new Set(),
    gateText: new Map(),
    mentioned: new Set(),
    drops: 0,
    named: new Set(),
    visitedGlobal: null,
    arrival: null,
    visits: 0,
    lookedVisit: 0,
    lookedHere: '',
  };
}

export class AdventureMemory {
  readonly rules: GameRules;
  readonly fields: StateFields;
  readonly vocabulary = new Set<string>();
  readonly portable = new Set<string>();
  readonly fixed = new Set<string>();
  /** Things read that said something: what is put down first to make room. */
  readonly info = new Set<string>();
  readonly used = new Set<string>();
  /** Things that were lit or switched on: a light is never put down to make room. */
  readonly lights = new Set<string>();
  /** When each thing carried now was picked up (an action count). */
  readonly acquired = new Map<string, number>();
  // The compass and up and down are ways in every text adventure; others come from exits and the game's words.
  readonly directions = new Set<string>(['north', 'south', 'east', 'west', 'up', 'down']);
  /** What the game answered when a command about a thing did nothing ("It has no battery."), by thing. */
  readonly refusals = new Map<string, string>();
  /** Commands the game said need a thing ("You need the millstone."), and that thing. */
  readonly needs = new Map<string, string>();
  readonly verbNeeds = new Map<string, string>();
  /** How often a verb did nothing in a room: a verb refused again and again is tried less and less there. */
  readonly fatigue = new Map<string, number>();
  readonly codes = new Set<string>();
  /** What the game's own words said of its rules, in the words the report gives. */
  readonly learned: string[] = [];
  readonly nodes = new Map<string, StateNode>();
  readonly rooms = new Map<string, RoomInfo>();
  /** The map: from each room, where each way walked led. */
  readonly edges = new Map<string, Map<string, string>>();
  /** What each command did, by room (or by "*" for one about carried things alone, wherever it was tried). */
  readonly outcomes = new Map<string, Outcome[]>();
  readonly triedAnywhere = new Map<string, number>();
  /** How often a command, by room, changed nothing but a counter: each such state is new, and nothing else is. */
  readonly counterOnly = new Map<string, number>();
  /** Each verb class done to each thing ("read:note"), and each alias used ("alias:x"). */
  readonly verbObject = new Set<string>();
  /** How many things the hands held when a take was refused as too many. */
  full: number | null = null;
  /** The thing a full pair of hands could not take: what a drop makes room for. */
  pending: { room: string; thing: string } | null = null;
  /** Things put down to make room: not picked up again while there is better to do. */
  readonly parked = new Set<string>();
  /** Things a command other than a drop put down here (a ladder set up): left where the game put them. */
  readonly placed = new Set<string>();
  /** The last command changed the world by using something (not a walk, a take, a drop or a look). */
  justUsed = false;
  lookAfterDrop = false;
  /**
   * Hidden changes since the last fresh game: each command the game accepted though nothing it shows changed (a
   * drawer opened, a chest unlocked). A state that shows the same after one is another state to a tester.
   */
  epoch = 0;
  private order = 0;

  constructor(rules: GameRules) {
    this.rules = rules;
    this.fields = rules.fields;
  }

  /** Rules the game's own words state go into its rules, so that the oracles and every replay judge by them. */
  learnRules(text: string): void {
    const found = rulesInText(text);
    for (const c of found.counts)
      if (!this.rules.counts.some((r) => r.of === c.of)) {
        this.rules.counts.push({ ...c, why: 'the game says so' });
        this.learned.push(
          `the game's text says ${c.count} ${c.qualifier ? `${c.qualifier} ` : ''}${c.of}s belong together`,
        );
      }
    if (found.carry !== undefined && this.rules.carry === undefined) {
      this.rules.carry = found.carry;
      this.learned.push(`the game's text says at most ${found.carry} things are carried`);
    }
  }

  roomInfo(room: string): RoomInfo {
    let r = this.rooms.get(room);
    if (!r) {
      r = freshRoom();
      this.rooms.set(room, r);
    }
    return r;
  }

  learnText(text: string, room: string | null, from: 'read' | 'other'): void {
    const lower = text.toLowerCase();
    // "in" and "out" are words of every sentence; they are ways only where an exit list names them.
    for (const word of lower.split(/[^a-z]+/))
      if (DIRECTIONS.has(word) && word !== 'in' && word !== 'out') {
        this.directions.add(word);
        if (room) this.roomInfo(room).mentioned.add(word);
      }
    for (const code of codesInText(text)) this.codes.add(code);
    if (room) {
      const info = this.roomInfo(room);
      // What is read says nothing of this room; what the room shows or answers does.
      if (CODE_HINT.test(text) && from !== 'read') info.codeGate = true;
      for (const thing of thingsInText(text)) {
        this.vocabulary.add(thing);
        info.named.add(thing);
      }
    }
    if (from === 'read') this.learnRules(text);
  }

  learnFacts(o: QaObservation, f: Facts): void {
    for (const thing of thingsOf(f)) this.vocabulary.add(thing);
    for (const thing of f.inventory ?? []) this.portable.add(thing);
    for (const thing of f.features ?? []) this.fixed.add(thing);
    for (const d of f.exits ?? []) this.directions.add(d);
    if (f.room) {
      const r = this.roomInfo(f.room);
      r.facts = f;
      r.name = roomName(o) ?? r.name;
      for (const thing of f.inventory ?? []) r.named.delete(thing);
    }
    // A white-box state, read only with the user's say-so, names every thing of the world.
    const white = o.whiteBox;
    const items = at(white, 'items');
    if (items && typeof items === 'object')
      for (const v of Object.values(items as Record<string, unknown>)) {
        const name = at(v, 'name');
        if (typeof name !== 'string') continue;
        this.vocabulary.add(name.toLowerCase());
        const carry = at(v, 'portable');
        if (carry === false) this.fixed.add(name.toLowerCase());
      }
  }

  /** The node of a state (learning from it when it is new), by what it shows and the hidden changes before it. */
  nodeFor(o: QaObservation, path: string[], trail: string[]): StateNode {
    const hash = stateHash(o, this.fields);
    const key = `${hash}#${this.epoch}`;
    let node = this.nodes.get(key);
    if (!node) {
      const facts = factsOf(o, this.fields);
      this.learnFacts(o, facts);
      node = {
        hash,
        key,
        next: new Map(),
        observation: o,
        facts,
        path,
        trail,
        unreachable: false,
        order: this.order++,
        tried: new Map(),
        roomKey: roomKeyOf(facts),
        globalKey: `${globalKeyOf(o, facts, this.fields)}#${this.epoch}`,
        exhausted: false,
      };
      this.nodes.set(key, node);
    }
    return node;
  }
}
