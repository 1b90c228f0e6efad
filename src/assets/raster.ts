// A small RGBA pixel canvas for pixel art: whole-pixel shapes with no anti-aliasing, a 1px outline
// pass, nearest-neighbour transforms, and PNG encoding through pngjs.
import { PNG } from 'pngjs';
import type { Rgb } from './color.ts';

export class Raster {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;

  constructor(width: number, height: number) {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
      throw new Error(`raster size must be whole positive pixels, got ${width}x${height}`);
    this.width = width;
    this.height = height;
    this.data = new Uint8Array(width * height * 4);
  }

  inside(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  /** Sets one pixel; coordinates are rounded down, pixels outside are ignored. */
  set(x: number, y: number, c: Rgb, alpha = 255): void {
    const px = Math.floor(x);
    const py = Math.floor(y);
    if (!this.inside(px, py)) return;
    const i = (py * this.width + px) * 4;
    this.data[i] = c[0];
    this.data[i + 1] = c[1];
    this.data[i + 2] = c[2];
    this.data[i + 3] = alpha;
  }

  /** Makes one pixel fully transparent. */
  clear(x: number, y: number): void {
    const px = Math.floor(x);
    const py = Math.floor(y);
    if (this.inside(px, py)) this.data.fill(0, (py * this.width + px) * 4, (py * this.width + px) * 4 + 4);
  }

  get(x: number, y: number): [number, number, number, number] {
    if (!this.inside(x, y)) return [0, 0, 0, 0];
    const i = (y * this.width + x) * 4;
    return [this.data[i]!, this.data[i + 1]!, this.data[i + 2]!, this.data[i + 3]!];
  }

  alpha(x: number, y: number): number {
    return this.inside(x, y) ? this.data[(y * this.width + x) * 4 + 3]! : 0;
  }

  rgb(x: number, y: number): Rgb {
    const [r, g, b] = this.get(x, y);
    return [r, g, b];
  }

  fill(c: Rgb): void {
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) this.set(x, y, c);
  }

  rect(x: number, y: number, w: number, h: number, c: Rgb): void {
    const x0 = Math.round(x);
    const y0 = Math.round(y);
    const x1 = Math.round(x + w);
    const y1 = Math.round(y + h);
    for (let py = y0; py < y1; py++) for (let px = x0; px < x1; px++) this.set(px, py, c);
  }

  /** A filled ellipse inside the box (x, y, w, h), sampled at pixel centres. */
  ellipse(x: number, y: number, w: number, h: number, c: Rgb): void {
    const cx = x + w / 2;
    const cy = y + h / 2;
    const rx = w / 2;
    const ry = h / 2;
    if (rx <= 0 || ry <= 0) return;
    for (let py = Math.floor(y); py < Math.ceil(y + h); py++) {
      for (let px = Math.floor(x); px < Math.ceil(x + w); px++) {
        const dx = (px + 0.5 - cx) / rx;
        const dy = (py + 0.5 - cy) / ry;
        if (dx * dx + dy * dy <= 1.0001) this.set(px, py, c);
      }
    }
  }

  /** Makes the pixels inside an ellipse transparent (holes: a key's ring, a donut). */
  eraseEllipse(x: number, y: number, w: number, h: number): void {
    const cx = x + w / 2;
    const cy = y + h / 2;
    for (let py = Math.floor(y); py < Math.ceil(y + h); py++) {
      for (let px = Math.floor(x); px < Math.ceil(x + w); px++) {
        const dx = (px + 0.5 - cx) / (w / 2);
        const dy = (py + 0.5 - cy) / (h / 2);
        if (dx * dx + dy * dy <= 1.0001) this.clear(px, py);
      }
    }
  }

  /** Makes every pixel for which `test(x, y)` holds transparent. */
  erase(test: (x: number, y: number) => boolean): void {
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) if (test(x, y)) this.clear(x, y);
  }

  /** A filled polygon (even-odd rule), sampled at pixel centres. */
  polygon(points: readonly (readonly [number, number])[], c: Rgb): void {
    const ys = points.map((p) => p[1]);
    const xs = points.map((p) => p[0]);
    for (let py = Math.floor(Math.min(...ys)); py <= Math.ceil(Math.max(...ys)); py++) {
      for (let px = Math.floor(Math.min(...xs)); px <= Math.ceil(Math.max(...xs)); px++) {
        if (insidePolygon(px + 0.5, py + 0.5, points)) this.set(px, py, c);
      }
    }
  }

  /** A 1px line (Bresenham). */
  line(x0: number, y0: number, x1: number, y1: number, c: Rgb): void {
    let x = Math.round(x0);
    let y = Math.round(y0);
    const xe = Math.round(x1);
    const ye = Math.round(y1);
    const dx = Math.abs(xe - x);
    const dy = -Math.abs(ye - y);
    const sx = x < xe ? 1 : -1;
    const sy = y < ye ? 1 : -1;
    let err = dx + dy;
    for (;;) {
      this.set(x, y, c);
      if (x === xe && y === ye) break;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y += sy;
      }
    }
  }

  /** A line `thickness` pixels wide, drawn as a row of discs along it. */
  thickLine(x0: number, y0: number, x1: number, y1: number, thickness: number, c: Rgb): void {
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0)));
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      const x = x0 + (x1 - x0) * t;
      const y = y0 + (y1 - y0) * t;
      if (thickness <= 1) this.set(x, y, c);
      else this.ellipse(x - thickness / 2, y - thickness / 2, thickness, thickness, c);
    }
  }

  /** Recolours every opaque pixel for which `test(x, y)` holds (for shading a shape already drawn). */
  shade(c: Rgb, test: (x: number, y: number) => boolean): void {
    for (let y = 0; y < this.height; y++)
      for (let x = 0; x < this.width; x++) if (this.alpha(x, y) > 0 && test(x, y)) this.set(x, y, c);
  }

  /**
   * Draws a 1px outline in colour `c` on every transparent pixel that touches an opaque one
   * (4-neighbours, plus diagonals when `diagonal`), so the silhouette reads on any background.
   */
  outline(c: Rgb, diagonal = false): void {
    const edge: number[] = [];
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        if (this.alpha(x, y) > 0) continue;
        const touches =
          this.alpha(x - 1, y) > 0 ||
          this.alpha(x + 1, y) > 0 ||
          this.alpha(x, y - 1) > 0 ||
          this.alpha(x, y + 1) > 0 ||
          (diagonal &&
            (this.alpha(x - 1, y - 1) > 0 ||
              this.alpha(x + 1, y - 1) > 0 ||
              this.alpha(x - 1, y + 1) > 0 ||
              this.alpha(x + 1, y + 1) > 0));
        if (touches) edge.push(x, y);
      }
    }
    for (let i = 0; i < edge.length; i += 2) this.set(edge[i]!, edge[i + 1]!, c);
  }

  /** Copies `src` onto this raster at (dx, dy); transparent source pixels leave the destination alone. */
  blit(src: Raster, dx: number, dy: number): void {
    for (let y = 0; y < src.height; y++) {
      for (let x = 0; x < src.width; x++) {
        const [r, g, b, a] = src.get(x, y);
        if (a > 0) this.set(dx + x, dy + y, [r, g, b], a);
      }
    }
  }

  /** Copies a region of `src` (sx, sy, w, h) onto this raster at (dx, dy), transparent pixels included. */
  copyRegion(src: Raster, sx: number, sy: number, w: number, h: number, dx: number, dy: number): void {
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const [r, g, b, a] = src.get(sx + x, sy + y);
        if (this.inside(dx + x, dy + y)) {
          const i = ((dy + y) * this.width + dx + x) * 4;
          this.data[i] = r;
          this.data[i + 1] = g;
          this.data[i + 2] = b;
          this.data[i + 3] = a;
        }
      }
    }
  }

  /** A copy rotated by `degrees` about the centre of the raster, nearest neighbour (pixel art stays crisp). */
  rotated(degrees: number, pivotX = this.width / 2, pivotY = this.height / 2): Raster {
    const out = new Raster(this.width, this.height);
    const rad = (-degrees * Math.PI) / 180;
    const cos = Math.cos(rad);
    const sin = Math.sin(rad);
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const dx = x + 0.5 - pivotX;
        const dy = y + 0.5 - pivotY;
        const sx = Math.floor(pivotX + dx * cos - dy * sin);
        const sy = Math.floor(pivotY + dx * sin + dy * cos);
        const [r, g, b, a] = this.get(sx, sy);
        if (a > 0) out.set(x, y, [r, g, b], a);
      }
    }
    return out;
  }

  /** A copy mirrored left to right. */
  flippedX(): Raster {
    const out = new Raster(this.width, this.height);
    out.copyFrom(this, (x, y) => [this.width - 1 - x, y]);
    return out;
  }

  /** A copy shifted by (dx, dy), pixels leaving the edge are dropped. */
  shifted(dx: number, dy: number): Raster {
    const out = new Raster(this.width, this.height);
    out.copyFrom(this, (x, y) => [x - dx, y - dy]);
    return out;
  }

  /** A copy scaled about the bottom centre (squash and stretch), nearest neighbour. */
  scaled(sx: number, sy: number): Raster {
    const out = new Raster(this.width, this.height);
    const cx = this.width / 2;
    out.copyFrom(this, (x, y) => [
      Math.floor(cx + (x + 0.5 - cx) / sx),
      Math.floor(this.height - (this.height - y - 0.5) / sy),
    ]);
    return out;
  }

  private copyFrom(src: Raster, map: (x: number, y: number) => [number, number]): void {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const [sx, sy] = map(x, y);
        const [r, g, b, a] = src.get(sx, sy);
        if (a > 0) this.set(x, y, [r, g, b], a);
      }
    }
  }

  /** Count of opaque pixels. */
  coverage(): number {
    let n = 0;
    for (let i = 3; i < this.data.length; i += 4) if (this.data[i]! > 0) n++;
    return n;
  }

  /** Encodes as PNG (RGBA, 8 bits per channel) with pngjs; the same pixels always give the same bytes. */
  toPng(): Buffer {
    const png = new PNG({ width: this.width, height: this.height });
    png.data = Buffer.from(this.data.buffer, this.data.byteOffset, this.data.byteLength);
    return PNG.sync.write(png, { colorType: 6, inputColorType: 6, bitDepth: 8, deflateLevel: 9 });
  }

  static fromPng(bytes: Buffer): Raster {
    const png = PNG.sync.read(bytes);
    const r = new Raster(png.width, png.height);
    r.data.set(png.data);
    return r;
  }
}

function insidePolygon(x: number, y: number, points: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
