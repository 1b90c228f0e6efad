// A web game's actions as lines a person can read and type (press ArrowLeft 200, act jump 300, click 120 80,
// click "Start", wait 500), so a web game's reproduction steps look like a text game's commands and go through the
// same explorer, replays and reports; and the web game's state as the oracles see it: positions coarsened to cells,
// fractions and velocities left out, so a state is a place in the game rather than a moment of it.
import type { PlayAction } from '../shared/index.ts';

/** Game time a listed action or key is held when the line gives none. */
export const DEFAULT_HOLD_MS = 200;
/** Size of the cells a position is coarsened to: states within one cell are one place. */
export const CELL_PX = 32;
const MAX_MS = 10_000;

/** A click on a button by its label, which the adapter looks up among the clickables shown at the time. */
export interface ButtonClick {
  action: 'click-label';
  label: string;
}

const ms = (word: string | undefined, line: string): number | string => {
  if (word === undefined) return DEFAULT_HOLD_MS;
  const n = Number(word);
  return Number.isInteger(n) && n > 0 && n <= MAX_MS ? n : `"${line}": ${word} is not a time in ms (1…${MAX_MS})`;
};

/** The action a line names, or why it names none (said to the explorer or model as the game's answer). */
export function parseWebAction(line: string): PlayAction | ButtonClick | string {
  const text = line.trim();
  const label = /^click\s+"(.+)"$/i.exec(text);
  if (label) return { action: 'click-label', label: label[1]! };
  const [verb = '', ...rest] = text.split(/\s+/);
  const hold = (n: string | undefined) => ms(n, text);
  switch (verb.toLowerCase()) {
    case 'press':
    case 'act': {
      const [name, time] = rest;
      const held = hold(time);
      if (!name || rest.length > 2) return `"${text}": write ${verb} <${verb === 'act' ? 'action' : 'key'}> [ms]`;
      if (typeof held === 'string') return held;
      return verb === 'act' ? { action: 'act', name, ms: held } : { action: 'press', key: name, ms: held };
    }
    case 'wait': {
      const held = hold(rest[0]);
      return typeof held === 'string' ? held : { action: 'wait', ms: held };
    }
    case 'click':
    case 'scroll': {
      const [x, y, direction] = rest.map((w) => w.toLowerCase());
      if (!Number.isFinite(Number(x)) || !Number.isFinite(Number(y)) || x === undefined || y === undefined)
        return `"${text}": write click <x> <y>, click "<label>" or scroll <x> <y> <up|down|left|right>`;
      if (verb.toLowerCase() === 'click') return { action: 'click', x: Number(x), y: Number(y) };
      if (direction !== 'up' && direction !== 'down' && direction !== 'left' && direction !== 'right')
        return `"${text}": scroll needs a direction: up, down, left or right`;
      return { action: 'scroll', x: Number(x), y: Number(y), direction };
    }
    case 'type':
      return rest.length ? { action: 'type', text: text.slice(verb.length).trim() } : `"${text}": type what?`;
    case 'hotkey':
      return rest.length === 1 ? { action: 'hotkey', keys: rest[0]!.split('+') } : `"${text}": write hotkey A+B`;
    default:
      return (
        `"${text}" is not a web action; write press <key> [ms], act <action> [ms], click <x> <y>, ` +
        'click "<label>", wait [ms], type <text>, hotkey <A+B> or scroll <x> <y> <direction>'
      );
  }
}

const VELOCITY = new Set(['vx', 'vy', 'velocity', 'speed', 'dx', 'dy', 'angle', 'rotation']);

const isPoint = (v: unknown): v is { x: number; y: number } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { x?: unknown }).x === 'number' &&
  typeof (v as { y?: unknown }).y === 'number';

const cellOf = (p: { x: number; y: number }) => `${Math.floor(p.x / CELL_PX)},${Math.floor(p.y / CELL_PX)}`;

/**
 * The part of a value the oracles and the state hash keep: integers, strings, flags, lists of names, counts of
 * lists of objects; a point's x and y become its cell (`playerCell`), velocities and fractions are dropped.
 */
function keep(value: unknown, depth: number): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  if (Array.isArray(value)) return value.every((v) => typeof v === 'string') ? value : value.length;
  if (typeof value !== 'object' || depth > 2) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (VELOCITY.has(k) || (isPoint(value) && (k === 'x' || k === 'y'))) continue;
    if (isPoint(v)) out[`${k}Cell`] = cellOf(v);
    const kept = keep(v, depth + 1);
    if (kept !== undefined) out[k] = kept;
  }
  return out;
}

/**
 * The contract state as qa's oracles read it: a place in the game rather than a moment of it. Null when the game
 * has no contract state.
 */
export function webState(state: Record<string, unknown> | undefined): Record<string, unknown> | null {
  return state ? (keep(state, 0) as Record<string, unknown>) : null;
}
