// Whether the procedural art draws a named noun as itself: what requirements about a named thing's look rest on,
// since a description naming a walrus proves nothing when the sprite generator cannot draw one.
import { drawnAs } from '../assets/index.ts';

/** Whether the procedural art draws the noun `what` ends on as itself ("gold coins": a coin). */
export function drawsNoun(what: string): boolean {
  const words = what
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  return words.length > 0 && drawnAs(singularOf(words[words.length - 1]!)) !== undefined;
}

/** What the procedural art draws for `what`, said for evidence. */
export function drawing(what: string): string {
  const words = what
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const head = singularOf(words[words.length - 1] ?? what);
  const drawn = drawnAs(head);
  return drawn ? `drawn as ${drawn}` : `the procedural art cannot draw "${head}" (a generic figure is drawn)`;
}

const singularOf = (w: string): string => w.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');
