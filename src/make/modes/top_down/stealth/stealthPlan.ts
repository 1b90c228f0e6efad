// Plans the stealth golden path on the template's own rules (stealthRules.ts) in Node: a search over the hero's cell,
// whether it holds the loot, and the game clock in slots, where a move in a slot is safe only if neither cell is in a
// view cone all through it. Guards turn only at slot edges, so a press a few frames late meets the same cones.
import {
  STEALTH_SLOT_MS,
  stealthMap,
  viewCones,
  type StealthGame,
} from '../../../../../templates/top_down/src/family/modes/stealth/stealthRules.ts';

export type StealthDirection = 'left' | 'right' | 'up' | 'down';

/** Step towards `dir` in the slot that starts at `slot` × STEALTH_SLOT_MS of game time. */
export interface StealthMove {
  dir: StealthDirection;
  slot: number;
}

export interface StealthPlan {
  moves: StealthMove[];
  gameMs: number;
  /** Slots the hero stood still between its first and last move (waiting for a guard to pass). */
  waits: number;
}

/** The press comes this long into its slot; a press up to LATE_MS later still lands in the same slot. */
export const PRESS_OFFSET_MS = 40;
export const LATE_MS = 120;
const MAX_SLOTS = 900;
const STEPS: readonly [StealthDirection, number, number][] = [
  ['up', 0, -1],
  ['right', 1, 0],
  ['down', 0, 1],
  ['left', -1, 0],
];

/** For each slot, which cells (row × cols + col) some guard sees all through it. */
function coneMasks(game: StealthGame, slots: number): Uint8Array[] {
  const map = stealthMap(game);
  const masks: Uint8Array[] = [];
  const cache = new Map<string, Uint8Array>();
  for (let k = 0; k < slots; k++) {
    const cones = viewCones(game, map, k * STEALTH_SLOT_MS);
    const key = JSON.stringify(cones);
    let mask = cache.get(key);
    if (!mask) {
      mask = new Uint8Array(map.rows * map.cols);
      for (const cone of cones) for (const c of cone) mask[c.row * map.cols + c.col] = 1;
      cache.set(key, mask);
    }
    masks.push(mask);
  }
  return masks;
}

/**
 * The earliest unseen route from the start to the loot and on to the exit, as moves in slots; null when none is
 * found within MAX_SLOTS (the design then tries another map).
 */
export function planStealth(game: StealthGame): StealthPlan | null {
  const map = stealthMap(game);
  const cols = map.cols;
  const masks = coneMasks(game, MAX_SLOTS + 1);
  const cells = map.rows * cols;
  const open = (col: number, row: number) => map.wall[row]?.[col] === false;
  const idOf = (col: number, row: number, loot: boolean) => (loot ? cells : 0) + row * cols + col;
  const startId = idOf(game.start.col, game.start.row, false);
  if (masks[0]![startId % cells]) return null;
  // parents[k] maps a state in slot k to [its state in slot k - 1, the move made in slot k - 1 or null].
  const parents: Map<number, [number, StealthDirection | null]>[] = [new Map([[startId, [-1, null]]])];
  const lootId = game.loot.row * cols + game.loot.col;
  const exitId = game.exit.row * cols + game.exit.col;
  for (let k = 0; k < MAX_SLOTS; k++) {
    const layer = parents[k]!;
    const next = new Map<number, [number, StealthDirection | null]>();
    for (const id of layer.keys()) {
      const loot = id >= cells;
      const cell = id % cells;
      const col = cell % cols;
      const row = Math.floor(cell / cols);
      if (!masks[k + 1]![cell] && !next.has(id)) next.set(id, [id, null]);
      for (const [dir, dx, dy] of STEPS) {
        if (!open(col + dx, row + dy)) continue;
        const to = (row + dy) * cols + col + dx;
        if (masks[k]![to]) continue;
        const carrying = loot || to === lootId;
        if (carrying && to === exitId) return pathOf(parents, k, id, dir);
        const toId = idOf(col + dx, row + dy, carrying);
        if (!masks[k + 1]![to] && !next.has(toId)) next.set(toId, [id, dir]);
      }
    }
    parents.push(next);
  }
  return null;
}

function pathOf(
  parents: Map<number, [number, StealthDirection | null]>[],
  lastSlot: number,
  lastId: number,
  lastDir: StealthDirection,
): StealthPlan {
  const moves: StealthMove[] = [{ dir: lastDir, slot: lastSlot }];
  let id = lastId;
  for (let k = lastSlot; k > 0; k--) {
    const [before, dir] = parents[k]!.get(id)!;
    if (dir) moves.push({ dir, slot: k - 1 });
    id = before;
  }
  moves.reverse();
  const span = moves[moves.length - 1]!.slot - moves[0]!.slot + 1;
  return { moves, gameMs: (lastSlot + 1) * STEALTH_SLOT_MS, waits: span - moves.length };
}

/** The play-test's steps: for each move, wait for its slot on the game clock, then press its direction. */
export function stealthSteps(plan: StealthPlan): Record<string, unknown>[] {
  const steps: Record<string, unknown>[] = [];
  for (const move of plan.moves)
    steps.push(
      {
        until: { path: 'flags.clockMs', gte: move.slot * STEALTH_SLOT_MS + PRESS_OFFSET_MS },
        timeoutMs: 10_000,
        checkEveryMs: 16,
      },
      { press: move.dir },
    );
  steps.push({ until: { path: 'won', equals: true }, timeoutMs: 5000 });
  return steps;
}
