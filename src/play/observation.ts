// What the tester sees after each step: the screenshot (and a smaller copy for models), the contract's text() and
// state() where the game has them, the probe's clickables and the text on screen, what the last action changed,
// the errors so far and the game time. One schema, read by every policy.
import { PNG } from 'pngjs';
import { z } from 'zod';
import type { ContractState } from '../shared/index.ts';

export const ObservationSchema = z.object({
  /** Steps taken so far. */
  step: z.int().min(0),
  gameTime: z.number(),
  /** The game's own size: the coordinate space of click and scroll. */
  size: z.object({ width: z.number(), height: z.number() }).nullable(),
  /** The latest screenshot's file name, or null before the first. */
  screenshot: z.string().nullable(),
  state: z.record(z.string(), z.unknown()).nullable(),
  text: z.string().nullable(),
  clickables: z.array(z.object({ label: z.string(), x: z.number(), y: z.number() })),
  texts: z.array(z.object({ text: z.string(), x: z.number(), y: z.number() })),
  /** The contract's named actions and their keys. */
  actions: z.record(z.string(), z.array(z.string())),
  goal: z.string().nullable(),
  lastAction: z
    .object({
      label: z.string(),
      refused: z.string().nullable(),
      changed: z.array(z.string()),
      events: z.array(z.string()),
    })
    .nullable(),
  errors: z.array(z.string()),
});
export type ObservationData = z.infer<typeof ObservationSchema>;

/** An observation with the screenshot itself, for policies that look at it. */
export type Observation = ObservationData & { png: Buffer | undefined };

/** Dotted paths whose values differ between two states (at most `limit`, nested to depth 3). */
export function changedPaths(before: unknown, after: unknown, limit = 20): string[] {
  const out: string[] = [];
  const visit = (a: unknown, b: unknown, path: string, depth: number) => {
    if (out.length >= limit) return;
    if (a === b) return;
    const bothObjects = a && b && typeof a === 'object' && typeof b === 'object';
    if (!bothObjects || depth >= 3 || Array.isArray(a) !== Array.isArray(b)) {
      if (JSON.stringify(a) !== JSON.stringify(b)) out.push(path || '(state)');
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) out.push(`${path}.length`);
      else if (JSON.stringify(a) !== JSON.stringify(b)) out.push(path);
      return;
    }
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    for (const key of new Set([...Object.keys(ra), ...Object.keys(rb)]))
      visit(ra[key], rb[key], path ? `${path}.${key}` : key, depth + 1);
  };
  visit(before ?? null, after ?? null, '', 0);
  return out;
}

/** The player's position in a state, where it has one. */
export function playerAt(state: ContractState | undefined | null): { x: number; y: number } | undefined {
  const p = state?.player;
  return p && typeof p.x === 'number' && typeof p.y === 'number' && Number.isFinite(p.x + p.y)
    ? { x: p.x, y: p.y }
    : undefined;
}

/** A copy of a PNG scaled down by a whole factor (box filter) so its longer side is at most `maxSide`. */
export function downscalePng(png: Buffer, maxSide = 512): Buffer {
  const image = PNG.sync.read(png);
  const factor = Math.ceil(Math.max(image.width, image.height) / maxSide);
  if (factor <= 1) return png;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const out = new PNG({ width, height });
  const n = factor * factor;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const sum = [0, 0, 0, 0];
      for (let dy = 0; dy < factor; dy++)
        for (let dx = 0; dx < factor; dx++) {
          const p = ((y * factor + dy) * image.width + x * factor + dx) * 4;
          for (let c = 0; c < 4; c++) sum[c]! += image.data[p + c]!;
        }
      const q = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) out.data[q + c] = Math.round(sum[c]! / n);
    }
  return PNG.sync.write(out);
}

/** The observation as a model reads it: everything but the image, short. */
export function describeObservation(o: ObservationData): string {
  const lines = [
    `step ${o.step}, game time ${(o.gameTime / 1000).toFixed(1)} s` +
      (o.size ? `, game size ${o.size.width}x${o.size.height} (coordinates for click and scroll)` : ''),
  ];
  if (o.goal) lines.push(`goal: ${o.goal}`);
  const actions = Object.entries(o.actions);
  if (actions.length)
    lines.push(
      `named actions (use "act"): ${actions.map(([name, keys]) => `${name} [${keys.join(', ')}]`).join('; ')}`,
    );
  if (o.text) lines.push(`game says: ${o.text}`);
  if (o.state) lines.push(`state: ${JSON.stringify(o.state).slice(0, 1500)}`);
  if (o.clickables.length)
    lines.push(`clickable: ${o.clickables.map((c) => `"${c.label}" at (${c.x}, ${c.y})`).join('; ')}`);
  if (o.texts.length)
    lines.push(
      `text on screen: ${o.texts.map((t) => `"${t.text}" at (${Math.round(t.x)}, ${Math.round(t.y)})`).join('; ')}`,
    );
  if (o.lastAction) {
    const a = o.lastAction;
    lines.push(
      a.refused
        ? `your last action (${a.label}) was refused: ${a.refused}`
        : `your last action (${a.label}) changed: ${a.changed.join(', ') || 'nothing the state shows'}` +
            (a.events.length ? `; events: ${a.events.join(', ')}` : ''),
    );
  }
  if (o.errors.length) lines.push(`page errors so far: ${o.errors.slice(0, 3).join(' | ')}`);
  return lines.join('\n');
}
