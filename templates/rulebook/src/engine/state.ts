// The world a rulebook's engine steps: plain data, so it can be cloned for the planner, hashed for traces and
// described for the Game Contract. Positions are px in an arena and (col, row) on a grid.
import type { Direction, Side } from './schema.ts';

export interface Thing {
  id: number;
  kind: string;
  x: number;
  y: number;
  /** Velocity, px/s (arena). */
  vx: number;
  vy: number;
  /** Heading in degrees (0 right, 90 down): ships, projectiles, balls. */
  angle: number;
  w: number;
  h: number;
  label: string;
  /** Face down (hidden kinds, popped-down moles): drawn as a cover, touched by nothing. */
  hidden: boolean;
  side: Side | null;
  /** Where it began, for respawn. */
  homeX: number;
  homeY: number;
  /** Grid: the way it faces and moves by itself. */
  heading: Direction | null;
  grounded: boolean;
  /** Swinging from this thing's id (-1: not), on a rope of `rope` px at `theta` radians, turning at `omega`. */
  anchor: number;
  rope: number;
  theta: number;
  omega: number;
  /** Riding on this thing's id (-1: not). */
  ride: number;
  rideX: number;
  rideY: number;
  /** Oscillator: game time into its swing, or -1 once released. */
  phase: number;
  /** Tick from which a control or move of its own may act again. */
  readyAt: number;
  /** Per behaviour: the tick it next acts at (-1: not started), and how many things it has made. */
  next: number[];
  made: number[];
  /** Grid slider: still sliding. */
  sliding: boolean;
  /** Patrol and march: +1 or -1. */
  dir: number;
  /** Trail segments it left, newest first. */
  trail: number[];
  /** Wants to move this tick (controls), as -1, 0 or 1 per axis. */
  ix: number;
  iy: number;
  dead: boolean;
}

export interface SequenceState {
  /** Ids of the things in the sequence, in order. */
  items: number[];
  /** 'show': lighting item `at`; 'input': waiting for item `at`. */
  phase: 'show' | 'input';
  at: number;
  /** Tick the current shown item goes dark. */
  until: number;
  round: number;
}

export interface CodeState {
  secret: string[];
  /** Guessed so far in the current row. */
  entry: string[];
  row: number;
  solved: boolean;
}

export interface WorldState {
  level: number;
  tick: number;
  rng: number;
  things: Thing[];
  nextId: number;
  counters: Record<string, number>;
  status: 'playing' | 'won' | 'lost';
  /** Why the level ended (a rule's win or lose text). */
  reason: string;
  gravity: { x: number; y: number };
  /** Turn-based: whose move it is, and the tick from which the computer may make it. */
  turn: Side | null;
  thinkAt: number;
  /** Moves made in the level. */
  ply: number;
  /** The side that made the last move. */
  mover: Side | null;
  /** Board: the piece the player picked up (-1: none), the piece that must jump again (-1), and the cursor. */
  selected: number;
  chain: number;
  cursor: [number, number];
  sequence: SequenceState | null;
  code: CodeState | null;
  /** The level's current secret word (word levels). */
  word: string;
  wordsUsed: number;
  /** Effects waiting for their time: hide a thing at a tick. */
  pending: { tick: number; hide: number }[];
  /** Per rule: fired (for `once`), and whether a condition rule's condition held last tick (it fires on the edge). */
  fired: boolean[];
  held: boolean[];
  /** Pairs of thing ids in contact last tick ("a:b", a < b). */
  contacts: string[];
  /** Moves the player tried that were not legal, for the contract. */
  refused: number;
  /** Letters typed so far in the level: a letter counts once for `typed` rules. */
  typedLetters: string;
}

const NONE: number[] = [];

export function cloneThing(t: Thing): Thing {
  // Most things have no behaviours or trail: their empty lists are shared, not copied (nothing adds to them).
  return {
    ...t,
    next: t.next.length ? [...t.next] : NONE,
    made: t.made.length ? [...t.made] : NONE,
    trail: t.trail.length ? [...t.trail] : [],
  };
}

/** A deep copy the planner can step without touching the original. */
export function cloneWorld(w: WorldState): WorldState {
  return {
    ...w,
    things: w.things.map(cloneThing),
    counters: { ...w.counters },
    gravity: { ...w.gravity },
    cursor: [w.cursor[0], w.cursor[1]],
    sequence: w.sequence && { ...w.sequence, items: [...w.sequence.items] },
    code: w.code && { ...w.code, secret: [...w.code.secret], entry: [...w.code.entry] },
    pending: w.pending.map((p) => ({ ...p })),
    fired: [...w.fired],
    held: [...w.held],
    contacts: [...w.contacts],
  };
}

function mix(h: number, n: number): number {
  h ^= n;
  return Math.imul(h, 0x01000193) >>> 0;
}

function mixString(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = mix(h, s.charCodeAt(i));
  return h;
}

/**
 * A hash of what matters to play: the things (kind, place, speed, label, face), the counters, the turn and the
 * random stream. `quantum` rounds positions (px) and speeds so that the planner treats near-identical states as one.
 */
export function worldHash(w: WorldState, quantum = 0): string {
  const q = (n: number) => (quantum > 0 ? Math.round(n / quantum) : Math.round(n * 1000));
  let h = 0x811c9dc5;
  for (const t of w.things) {
    if (t.dead) continue;
    h = mixString(h, t.kind);
    h = mix(h, q(t.x));
    h = mix(h, q(t.y));
    h = mix(h, q(t.vx));
    h = mix(h, q(t.vy));
    h = mix(h, Math.round(t.angle));
    h = mixString(h, t.label);
    h = mix(h, t.hidden ? 1 : 0);
    h = mix(h, t.anchor + 2);
    h = mix(h, t.heading ? t.heading.charCodeAt(0) : 0);
  }
  for (const [k, v] of Object.entries(w.counters)) h = mix(mixString(h, k), Math.round(v * 1000));
  h = mix(h, w.turn ? w.turn.charCodeAt(0) : 0);
  h = mix(h, w.selected + 2);
  h = mix(h, w.chain + 2);
  if (w.sequence) h = mix(mix(h, w.sequence.at), w.sequence.round);
  if (w.code) h = mixString(mix(h, w.code.row), w.code.entry.join(''));
  h = mixString(h, w.status);
  return h.toString(16).padStart(8, '0');
}
