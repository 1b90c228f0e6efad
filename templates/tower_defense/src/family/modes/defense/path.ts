// PROTECTED (tower_defense family): the route as a polyline in pixels. Enemies keep a distance travelled and
// ask for their point on it, so they follow corners exactly whatever the frame time.

export interface Point {
  x: number;
  y: number;
}

export class RouteLine {
  readonly points: readonly Point[];
  readonly length: number;
  private readonly starts: number[] = [];

  constructor(points: readonly Point[]) {
    if (points.length < 2) throw new Error('a route needs at least two points');
    this.points = points;
    let total = 0;
    for (let i = 0; i < points.length - 1; i++) {
      this.starts.push(total);
      total += Math.hypot(points[i + 1]!.x - points[i]!.x, points[i + 1]!.y - points[i]!.y);
    }
    this.length = total;
  }

  /** The point `distance` pixels along the route (clamped to its ends) and the unit direction there. */
  at(distance: number): { x: number; y: number; dirX: number; dirY: number } {
    const d = Math.max(0, Math.min(this.length, distance));
    let i = this.starts.length - 1;
    while (i > 0 && this.starts[i]! > d) i--;
    const a = this.points[i]!,
      b = this.points[i + 1]!;
    const seg = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const t = (d - this.starts[i]!) / seg;
    return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, dirX: (b.x - a.x) / seg, dirY: (b.y - a.y) / seg };
  }
}
