// Pixel measures over screenshots for Visual Usability: luminance entropy of a frame and the share of pixels that
// changed between two frames.
import { PNG } from 'pngjs';

interface Frame {
  width: number;
  height: number;
  luminance: Uint8Array;
}

export function decodeFrame(png: Buffer): Frame {
  const image = PNG.sync.read(png);
  const luminance = new Uint8Array(image.width * image.height);
  for (let i = 0, p = 0; i < luminance.length; i++, p += 4) {
    luminance[i] = Math.round(0.2126 * image.data[p]! + 0.7152 * image.data[p + 1]! + 0.0722 * image.data[p + 2]!);
  }
  return { width: image.width, height: image.height, luminance };
}

/** Shannon entropy of the luminance histogram, in bits (0 for one flat colour, at most 8). */
export function frameEntropy(frame: Frame): number {
  const counts = new Uint32Array(256);
  for (const v of frame.luminance) counts[v]!++;
  let h = 0;
  for (const c of counts) {
    if (c === 0) continue;
    const p = c / frame.luminance.length;
    h -= p * Math.log2(p);
  }
  return Math.round(h * 10_000) / 10_000;
}

/** Luminance change that counts a pixel as changed (ignores dithering-level noise). */
const CHANGE_THRESHOLD = 8;

/** The share of pixels whose luminance changed by more than a little between two frames of the same size. */
export function changedFraction(a: Frame, b: Frame): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let changed = 0;
  for (let i = 0; i < a.luminance.length; i++)
    if (Math.abs(a.luminance[i]! - b.luminance[i]!) > CHANGE_THRESHOLD) changed++;
  return Math.round((changed / a.luminance.length) * 10_000) / 10_000;
}
