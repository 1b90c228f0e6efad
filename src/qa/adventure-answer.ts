// What the text-adventure tester learns from the game's answer to one command, into its memory: what the hands hold
// and could not take, what the command did in this room (and, for one about carried things alone, anywhere), which
// things and ways refused with a reason, what was read, used or lit, what the game said a command needs, and the
// ways walked between rooms.
import type { QaObservation } from './adapter.ts';
import type { AdventureMemory, StateNode } from './adventure-memory.ts';
import { hereKey } from './adventure-memory.ts';
import { FIXED_REFUSAL, FULL_REFUSAL, NEED } from './adventure-text.ts';
import { REVERSE, type VerbClass } from './adventure-verbs.ts';
import { type Facts, thingsOf } from './facts.ts';
import { DIRECTIONS, GATE_WORDS } from './oracles.ts';

/** One command tried and the game's answer. */
export interface Answer {
  /** The state it was tried in. */
  from: StateNode;
  after: QaObservation;
  afterFacts: Facts;
  command: string;
  verb: string;
  /** The command without its verb ("small key" of "take small key"). */
  object: string;
  cls: VerbClass;
  /** Made from an alias the help lists. */
  alias: boolean;
  /** The state changed, shown or (accepted though nothing shown changed) hidden. */
  changed: boolean;
  /** Actions done before this one. */
  actions: number;
}

/** Commands about carried things alone (read, light, switch, combine…): their outcome does not depend on the room. */
const ROOMLESS = new Set<VerbClass>(['read', 'examine', 'light', 'switch', 'combine', 'inventory']);
const carriedKey = (f: Facts): string => [...(f.inventory ?? [])].sort().join(',');

export function learnFromAnswer(memory: AdventureMemory, answer: Answer): void {
  const { from, after, afterFacts, command, verb, object, cls, changed } = answer;
  const room = from.facts.room;
  // A reason in the answer, not the command's own words echoed back ("you use the small key…").
  let said = after.text.toLowerCase();
  for (const thing of thingsOf(from.facts)) said = said.replaceAll(thing, ' ');
  const gate = !changed && GATE_WORDS.test(said);
  const refusedFull = !changed && cls === 'take' && FULL_REFUSAL.test(after.text);
  learnHands(memory, answer, refusedFull);
  if (room) learnRoom(memory, answer, room, gate, refusedFull);
  learnThings(memory, answer);
  if (room) {
    const key = `${room}|${verb}`;
    memory.fatigue.set(key, changed ? 0 : (memory.fatigue.get(key) ?? 0) + 1);
  }
  learnNeeds(memory, answer);
  memory.triedAnywhere.set(command, (memory.triedAnywhere.get(command) ?? 0) + 1);
  memory.verbObject.add(`${cls}:${object}`);
  if (answer.alias) memory.verbObject.add(`alias:${verb}`);
  memory.learnText(after.text, afterFacts.room ?? room, cls === 'read' || cls === 'examine' ? 'read' : 'other');
  if (cls === 'move' && changed && room && afterFacts.room && afterFacts.room !== room) learnWay(memory, answer, room);
}

/** What the hands hold: full when a take was refused so, what was parked or set in place, and when each was taken. */
function learnHands(memory: AdventureMemory, answer: Answer, refusedFull: boolean): void {
  const { from, afterFacts, object, cls, changed } = answer;
  const room = from.facts.room;
  if (refusedFull) {
    memory.full = from.facts.inventory?.length ?? 0;
    if (room) memory.pending = { room, thing: object };
  }
  if (changed && cls === 'drop' && memory.pending) memory.parked.add(object);
  memory.lookAfterDrop = changed && cls === 'drop';
  if (changed && cls === 'take' && memory.pending?.thing === object) memory.pending = null;
  if (changed && cls === 'take') {
    memory.parked.delete(object);
    memory.placed.delete(object);
  }
  if (changed && cls !== 'drop' && cls !== 'take')
    for (const thing of from.facts.inventory ?? [])
      if (!afterFacts.inventory?.includes(thing) && afterFacts.here?.includes(thing)) memory.placed.add(thing);
  memory.justUsed = changed && ['use', 'open', 'light', 'switch', 'code', 'combine', 'other'].includes(cls);
  for (const thing of afterFacts.inventory ?? [])
    if (!memory.acquired.has(thing)) memory.acquired.set(thing, answer.actions);
  for (const thing of memory.acquired.keys()) if (!afterFacts.inventory?.includes(thing)) memory.acquired.delete(thing);
}

/** What the command did in the room it was tried in: its outcome, the gates it met, a look, a drop, a fixed thing. */
function learnRoom(memory: AdventureMemory, answer: Answer, room: string, gate: boolean, refusedFull: boolean): void {
  const { from, after, command, object, cls, changed } = answer;
  const list = memory.outcomes.get(`${room}\u0000${command}`) ?? [];
  list.push({
    roomKey: from.roomKey,
    globalKey: from.globalKey,
    changed,
    gate: gate || refusedFull,
    full: refusedFull ? (from.facts.inventory?.length ?? 0) : null,
    carried: [...(from.facts.inventory ?? [])],
  });
  memory.outcomes.set(`${room}\u0000${command}`, list);
  const names = thingsOf(from.facts).filter((t) => command.includes(t));
  const allHeld = names.length > 0 && names.every((t) => from.facts.inventory?.includes(t));
  // Refused for a reason of the room (too dark), it says nothing of what it does elsewhere.
  const roomless = allHeld && !from.facts.dark && !gate && (ROOMLESS.has(cls) || (cls === 'use' && names.length >= 2));
  if (roomless) {
    const anywhere = memory.outcomes.get(`*\u0000${command}`) ?? [];
    anywhere.push({ roomKey: carriedKey(from.facts), globalKey: from.globalKey, changed, gate, full: null });
    memory.outcomes.set(`*\u0000${command}`, anywhere);
  }
  const r = memory.roomInfo(room);
  if (gate) {
    for (const thing of thingsOf(from.facts))
      if (command.includes(thing)) {
        r.gates.add(thing);
        r.gateText.set(thing, after.text.toLowerCase());
      }
    if (cls === 'move') {
      r.gates.add(command.split(' ').at(-1)!);
      r.gateText.set(command.split(' ').at(-1)!, after.text.toLowerCase());
    }
  }
  if (cls === 'look') {
    r.looked.add(from.roomKey);
    r.lookedVisit = r.visits;
    r.lookedHere = hereKey(from.facts);
  }
  if (cls === 'drop' && changed) r.drops++;
  if (cls === 'take' && !changed && FIXED_REFUSAL.test(after.text)) memory.fixed.add(object);
}

/** What a thing turned out to be: written on (read, nothing changed, a text said), used, or lit. */
function learnThings(memory: AdventureMemory, answer: Answer): void {
  const { from, after, command, object, cls, changed } = answer;
  if (cls === 'read' && changed === false && !after.error && after.accepted !== false && after.text.length > 20)
    memory.info.add(object);
  if (changed && (cls === 'use' || cls === 'open' || cls === 'code')) {
    const firstThing = thingsOf(from.facts).find((t) => command.includes(t));
    if (firstThing) memory.used.add(firstThing);
  }
  if (changed && (cls === 'light' || (cls === 'switch' && /\bon\b/.test(command))))
    memory.lights.add(object.replace(/^on /, ''));
}

/** What the game said a refused command needs, and what it answered about each thing the command named. */
function learnNeeds(memory: AdventureMemory, answer: Answer): void {
  const { from, after, command, verb, changed } = answer;
  if (!changed || after.accepted === false) {
    const need = NEED.exec(after.text);
    if (need) {
      memory.needs.set(command, need[1]!.toLowerCase().trim());
      // Said of a thing carried ("bake the key": "You need an oven."), the need is the verb's: a place to do it.
      const first = thingsOf(from.facts).find((t) => ` ${command} `.includes(` ${t} `));
      if (first && from.facts.inventory?.includes(first)) memory.verbNeeds.set(verb, need[1]!.toLowerCase().trim());
    }
  }
  if (!changed || after.accepted === false)
    for (const thing of thingsOf(from.facts))
      if (` ${command} `.includes(` ${thing} `))
        memory.refusals.set(thing, `${memory.refusals.get(thing) ?? ''} ${after.text.toLowerCase()}`.slice(-600));
  const needed = memory.needs.get(command);
  if (needed && thingsOf(from.facts).some((t) => t === needed || t.includes(needed))) memory.needs.delete(command);
}

/** A way walked from one room to another goes on the map, and the way back most likely the opposite one. */
function learnWay(memory: AdventureMemory, answer: Answer, room: string): void {
  const { afterFacts, command, verb } = answer;
  const to = afterFacts.room!;
  const way = DIRECTIONS.has(verb) ? verb : command.split(' ').at(-1)!;
  if (!DIRECTIONS.has(way)) return;
  const { edges } = memory;
  if (!edges.has(room)) edges.set(room, new Map());
  edges.get(room)!.set(way, to);
  memory.roomInfo(to).arrival = way;
  memory.roomInfo(to).visits++;
  // The way back is most likely the opposite one, where the new room lists it: a tester assumes so.
  const back = REVERSE[way];
  if (back && (afterFacts.exits ?? []).includes(back)) {
    if (!edges.has(to)) edges.set(to, new Map());
    if (!edges.get(to)!.has(back)) edges.get(to)!.set(back, room);
  }
}
