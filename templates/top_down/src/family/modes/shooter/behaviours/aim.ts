// Movement and aiming arithmetic for eight-way control: the input vector, the facing it leaves behind, and
// the target keyboard fire picks when auto-aim is on. Pure code.

export interface Vector {
  x: number;
  y: number;
}

/** The unit (or zero) vector of four direction inputs; diagonals are normalised so they are not faster. */
export function moveVector(left: boolean, right: boolean, up: boolean, down: boolean): Vector {
  const x = (right ? 1 : 0) - (left ? 1 : 0);
  const y = (down ? 1 : 0) - (up ? 1 : 0);
  const scale = x !== 0 && y !== 0 ? Math.SQRT1_2 : 1;
  return { x: x * scale, y: y * scale };
}

/** The unit vector from `from` toward `to`; `fallback` when they coincide. */
export function directionTo(from: Vector, to: Vector, fallback: Vector): Vector {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  return length < 1e-6 ? fallback : { x: dx / length, y: dy / length };
}

/**
 * The closest of `targets` within `range` of `from` that `visible` accepts, or undefined. Ties keep the
 * earlier target, so the choice is stable.
 */
export function nearestTarget<T extends Vector>(
  from: Vector,
  targets: readonly T[],
  range: number,
  visible: (target: T) => boolean,
): T | undefined {
  let best: T | undefined;
  let bestDistance = range;
  for (const target of targets) {
    const d = Math.hypot(target.x - from.x, target.y - from.y);
    if (d <= bestDistance && (best === undefined || d < bestDistance) && visible(target)) {
      best = target;
      bestDistance = d;
    }
  }
  return best;
}

/** Which row of a top-down sheet shows a character moving along `v`, and whether the side row is mirrored. */
export function facingRow(v: Vector): { row: 'front' | 'back' | 'side'; flipX: boolean } {
  if (Math.abs(v.x) >= Math.abs(v.y) && v.x !== 0) return { row: 'side', flipX: v.x < 0 };
  return { row: v.y < 0 ? 'back' : 'front', flipX: false };
}
