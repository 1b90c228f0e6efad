// The behaviour vector of a run, computed from what the probe counted and the pixel samples (its schema is shared:
// run records and check results carry it), and what counts as a blank frame.
import type { BehaviourVector } from '../shared/index.ts';
import type { PixelSample, ProbeBatch } from './page/runtime.ts';

/**
 * A frame counts as blank when fewer than 0.1% of its thumbnail pixels differ from the first (a title with one small
 * word is not blank).
 */
export const BLANK_NON_UNIFORM_FRACTION = 0.001;

export function isBlankPixelSample(p: PixelSample): boolean {
  return p.nonUniform < BLANK_NON_UNIFORM_FRACTION;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export function behaviourVector(
  latest: ProbeBatch | undefined,
  samples: number,
  pixels: readonly PixelSample[],
): BehaviourVector {
  const c = latest?.counters;
  const motion = pixels.slice(1);
  return {
    objectsAdded: c?.objectsAdded ?? 0,
    objectsRemoved: c?.objectsRemoved ?? 0,
    positionChanges: c?.positionChanges ?? 0,
    inputEvents: c?.inputEvents ?? 0,
    velocityActiveFrames: c?.velocityActiveFrames ?? 0,
    responsiveActions: c?.responsiveActions ?? 0,
    triggeredEventTypes: c?.triggeredEventTypes ?? [],
    sceneChanges: c?.sceneChanges ?? 0,
    tiers: { ...(latest?.tiers ?? {}) },
    samples,
    pixels: {
      samples: pixels.length,
      meanEntropy: pixels.length ? round(pixels.reduce((s, p) => s + p.entropy, 0) / pixels.length) : 0,
      meanMotion: motion.length ? round(motion.reduce((s, p) => s + p.diff, 0) / motion.length) : 0,
      blankSamples: pixels.filter(isBlankPixelSample).length,
    },
  };
}
