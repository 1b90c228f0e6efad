// What a command is worth to the text-adventure tester, by the kind of thing its verb does: one function per kind,
// each reading what the tester's memory knows of the room, the things and the game's refusals. A kind's value has
// the command's freshness added to it (never tried anywhere, never done to that thing); a value said outright
// (nothing to gain, or the one thing to do now) stands as it is.
import type { AdventureMemory, RoomInfo } from './adventure-memory.ts';
import { hereKey, roomKeyOf } from './adventure-memory.ts';
import {
  AFFINITY,
  CONTAINER,
  LIGHTABLE,
  REVERSE,
  SWITCHABLE,
  VERB_OBJECT,
  type VerbClass,
  WRITING,
} from './adventure-verbs.ts';
import type { Facts } from './facts.ts';
import { DIRECTIONS } from './oracles.ts';

/** A command as its worth is weighed: the state, its words, the things it names, and the room it is tried in. */
export interface Weighed {
  memory: AdventureMemory;
  f: Facts;
  command: string;
  words: string[];
  /** The things it names, slot by slot; `a` and `b` the first two. */
  objects: string[];
  a: string;
  b: string;
  held: Set<string>;
  room: RoomInfo | undefined;
  /** 6 when the command was never tried anywhere; 3 (`freshObject`) when its verb was never done to its thing. */
  fresh: number;
  freshObject: number;
}

/** A value that stands as it is, freshness not added. */
export interface Outright {
  outright: number;
}
const outright = (value: number): Outright => ({ outright: value });

function move({ memory, f, words, a, room, fresh }: Weighed): number | Outright {
  const way = DIRECTIONS.has(words[0]!) ? words[0]! : a;
  if (!DIRECTIONS.has(way)) return outright(4 + fresh);
  const exits = f.exits ?? [];
  const known = memory.edges.get(f.room ?? '')?.get(way);
  // A way already walked is a walk (travel weighs it); an unknown one is worth finding out.
  if (known) return 20;
  if (exits.includes(way)) return 84;
  if (f.dark && room?.arrival && REVERSE[room.arrival] === way) return 80;
  // A way the room's words mention but its exits do not list: a tester tries it early (it may be a way the
  // game forgot to list, or one it should refuse).
  if (room?.mentioned.has(way)) return 78;
  if (f.dark || exits.length === 0) return 30;
  return 5;
}

function take({ memory, f, a, held, room }: Weighed): number | Outright {
  const { pending, full } = memory;
  if (held.has(a)) return outright(0);
  if (memory.fixed.has(a)) return outright(1);
  if (pending && pending.thing === a && pending.room === f.room && (full === null || held.size < full))
    return outright(99);
  if (memory.parked.has(a)) return outright(3);
  // Set in place by using it (a ladder under a trapdoor): taking it back would undo that.
  if (memory.placed.has(a)) return outright(4);
  // Full hands: a new thing is still tried (the refusal says to make room); others wait for the one pending.
  if (full !== null && held.size >= full && pending && pending.thing !== a) return 20;
  return (f.here ?? []).includes(a) || room?.named.has(a) ? 92 : 30;
}

function drop({ memory, f, a, held, room }: Weighed): number | Outright {
  if (!held.has(a)) return outright(0);
  if (memory.full !== null && held.size >= memory.full && memory.pending?.room === f.room) {
    // Room for what could not be taken: what has been read first, then what has been used, never the parts
    // the game says belong together.
    const part = memory.rules.counts.some((c) => a.includes(c.of));
    const lit = (f.inventory ?? []).includes(a) && memory.lights.has(a);
    return part || lit ? 5 : memory.info.has(a) && !memory.used.has(a) ? 85 : memory.used.has(a) ? 70 : 55;
  }
  return (room?.drops ?? 0) === 0 ? 24 : memory.verbObject.has(`drop:${a}`) ? 3 : 10;
}

function open({ a, held, room }: Weighed): number {
  if (held.has(a)) return 30;
  return room?.gates.has(a) ? 85 : CONTAINER.test(a) ? 86 : 28;
}

function read({ memory, a, held }: Weighed): number | Outright {
  // What is written does not change from room to room: a thing carried is read once.
  if (held.has(a) && memory.verbObject.has(`read:${a}`)) return outright(2);
  return WRITING.test(a) ? 88 : 10;
}

function examine({ memory, a, held, freshObject }: Weighed): number | Outright {
  if (held.has(a) && memory.verbObject.has(`examine:${a}`)) return outright(1);
  return freshObject ? 32 : 6;
}

function look({ memory, f, room }: Weighed): number | Outright {
  if (!room) return outright(10);
  if (room.looked.size === 0) return 110;
  // Something was just put down here: a tester looks to see it lying there.
  if (memory.lookAfterDrop && !room.looked.has(roomKeyOf(f))) return 115;
  // Back in a room whose things changed since it was last looked at: look again.
  if (room.visits > room.lookedVisit && hereKey(f) !== room.lookedHere && !room.looked.has(roomKeyOf(f))) return 50;
  if (!room.looked.has(roomKeyOf(f))) return room.drops > 0 ? 40 : 18;
  return outright(0);
}

function combine({ memory, held }: Weighed): number {
  const partsHeld = memory.rules.counts.some((c) => [...held].filter((h) => h.includes(c.of)).length >= 2);
  return partsHeld ? 62 : held.size >= 2 ? 25 : 4;
}

function use({ memory, words, objects, a, b, held, room }: Weighed): number {
  const gated = (t: string) => room?.gates.has(t) === true;
  /** The game said what a thing needs ("It has no battery."); a held thing whose name says it fits. */
  const fits = (h: string, t: string) => {
    const need = `${t} ${room?.gateText.get(t) ?? ''} ${memory.refusals.get(t) ?? ''}`;
    if (AFFINITY.some(([heldThing, target]) => heldThing.test(h) && target.test(need))) return true;
    return h.split(' ').some((w) => w.length > 2 && new RegExp(`\\b${w}`).test(need.slice(t.length)));
  };
  // A verb the help names for itself (grind, bake, ring…) is worth more than a bare "use", and most on what such
  // a verb is done to.
  const named = words[0] !== 'use' ? 8 : 0;
  const apt = VERB_OBJECT.some(([verb, what]) => verb.test(words[0]!) && what.test(a));
  if (apt && objects.length < 2) return 76;
  if (objects.length < 2) {
    const fitsAny = [...(room?.gates ?? [])].some((t) => fits(a, t));
    if (held.has(a)) return fitsAny ? 90 : (room?.gates.size ?? 0) > 0 ? 52 : 30 + named;
    // A verb of its own on a fixed thing here (ring the bell, pull the lever): what such verbs are for.
    return memory.portable.has(a) ? 16 : 24 + 2.5 * named;
  }
  if (held.has(a) && held.has(b)) {
    // Two things carried, tried together once for what is carried (the room does not matter); what was just
    // picked up first.
    const newest = [...memory.acquired.entries()].sort((x, y) => y[1] - x[1])[0]?.[0];
    return fits(a, b) || fits(b, a) ? 92 : 30 + (a === newest || b === newest ? 16 : 0);
  }
  if (held.has(a)) return gated(b) ? (fits(a, b) ? 92 : 44) : memory.portable.has(b) ? 24 : 40 + 2.5 * named;
  if (held.has(b)) return gated(a) ? (fits(b, a) ? 92 : 46) : 30;
  return 10;
}

/** What a command of each kind is worth. */
export const WORTH: Record<VerbClass, (c: Weighed) => number | Outright> = {
  meta: () => outright(0),
  move,
  take,
  drop,
  open,
  read,
  examine,
  light: ({ a, held }) => (LIGHTABLE.test(a) ? (held.has(a) ? 78 : 70) : 8),
  switch: ({ command, a, held }) => (/\bon\b/.test(command) ? (SWITCHABLE.test(a) && held.has(a) ? 72 : 12) : 10),
  code: ({ room }) => (room?.codeGate ? 88 : 8),
  look,
  inventory: ({ memory, command }) => outright((memory.triedAnywhere.get(command) ?? 0) === 0 ? 14 : 0),
  combine,
  use,
  other: ({ objects, a, held }) => (objects.length ? (held.has(a) ? 40 : 26) : 15),
};
