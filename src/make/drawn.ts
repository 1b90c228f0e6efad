// Whether the procedural art draws a named noun as itself: what requirements about a named thing's look rest on,
// since a description naming a walrus proves nothing when the sprite generator cannot draw one.
import { drawnAs } from '../assets/index.ts';
import { singularWord as singular } from './singular.ts';

/** What the art draws for the noun `what` ends on: a two-word name first ("trash cans"), else the last word. */
export function drawnNoun(what: string): { noun: string; drawn: string | undefined } {
  const words = what
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const pair = words.length >= 2 ? `${words[words.length - 2]} ${singular(words[words.length - 1]!)}` : undefined;
  const drawnPair = pair && drawnAs(pair);
  if (pair && drawnPair) return { noun: pair, drawn: drawnPair };
  const head = singular(words[words.length - 1] ?? what);
  return { noun: head, drawn: drawnAs(head) };
}

/** Whether the procedural art draws the noun `what` ends on as itself ("gold coins": a coin). */
export function drawsNoun(what: string): boolean {
  return /[a-z]/i.test(what) && drawnNoun(what).drawn !== undefined;
}

/** What the procedural art draws for `what`, said for evidence. */
export function drawing(what: string): string {
  const { noun, drawn } = drawnNoun(what);
  return drawn ? `drawn as ${drawn}` : `the procedural art cannot draw "${noun}" (a generic figure is drawn)`;
}
