// PROTECTED (tower_defense family): the second currency, dropped on the map and picked up by clicking it. Every
// `every`-th kill of a level drops one piece on the next of the level's drop spots (in turn), where it lies until a
// click on that spot collects every piece lying there; some towers cost pieces as well as gold. Pure TypeScript (no
// Phaser) so generators and the Node model of the scene run the same rules.
import type { Cell, TowerDefenseMap } from '../../map.ts';

/** Where a level's kills drop the currency. */
export interface CurrencyDrops {
  /** One piece drops on every `every`-th kill (counted over the level). */
  every: number;
  /** Ground cells the pieces land on, used in turn. */
  spots: readonly Cell[];
}

/** A running account of one level's currency: what lies on each spot and what the player holds. */
export class CurrencyPurse {
  readonly drops: CurrencyDrops;
  /** Pieces lying on each spot, by spot index. */
  readonly lying: number[];
  held = 0;
  dropped = 0;
  collected = 0;
  spent = 0;

  constructor(drops: CurrencyDrops) {
    this.drops = drops;
    this.lying = drops.spots.map(() => 0);
  }

  /** After the level's `kills`-th kill: the spot index a piece drops on, or null when this kill drops none. */
  afterKill(kills: number): number | null {
    if (kills <= 0 || kills % this.drops.every !== 0) return null;
    const spot = this.dropped % this.drops.spots.length;
    this.dropped++;
    this.lying[spot]!++;
    return spot;
  }

  /** The spot index at `cell`, or -1. */
  spotAt(cell: Cell): number {
    return this.drops.spots.findIndex((s) => s.col === cell.col && s.row === cell.row);
  }

  /** Picks up everything lying on spot `index`; returns how many pieces that was. */
  collect(index: number): number {
    const n = this.lying[index] ?? 0;
    if (n === 0) return 0;
    this.lying[index] = 0;
    this.held += n;
    this.collected += n;
    return n;
  }

  /** Pays `amount` when it is held; false (and nothing paid) otherwise. */
  spend(amount: number): boolean {
    if (amount <= 0) return true;
    if (this.held < amount) return false;
    this.held -= amount;
    this.spent += amount;
    return true;
  }
}

/** Problems with a level's drop spots on its map (empty when they are fine). */
export function checkDrops(drops: CurrencyDrops, map: TowerDefenseMap): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(drops.every) || drops.every < 1)
    problems.push('drops.every must be a whole number of at least 1');
  if (drops.spots.length === 0) problems.push('drops.spots needs at least one ground cell');
  const seen = new Set<string>();
  drops.spots.forEach((s, i) => {
    const kind = map.tiles[s.row]?.[s.col];
    if (kind !== 'ground')
      problems.push(
        `drop spot ${i + 1} at row ${s.row + 1}, column ${s.col + 1} is ${kind ?? 'off the map'}, not ground`,
      );
    const key = `${s.col},${s.row}`;
    if (seen.has(key)) problems.push(`drop spot ${i + 1} repeats row ${s.row + 1}, column ${s.col + 1}`);
    seen.add(key);
  });
  return problems;
}
