// The behaviour vector: what a game did during a run, in the seven BAS dimensions (JamBench eqs.
// 2-3) plus scene changes and pixel measures, with the probe tier that produced each dimension.
import { z } from 'zod';
import type { PixelSample, ProbeBatch } from './page/runtime.ts';

export const TierSchema = z.enum(['contract', 'phaser', 'pixels', 'page', 'none']);

export const BehaviourVectorSchema = z.object({
  objectsAdded: z.int().min(0),
  objectsRemoved: z.int().min(0),
  positionChanges: z.int().min(0),
  inputEvents: z.int().min(0),
  velocityActiveFrames: z.int().min(0),
  responsiveActions: z.int().min(0),
  triggeredEventTypes: z.array(z.string()),
  sceneChanges: z.int().min(0),
  /** Which probe tier produced each dimension. */
  tiers: z.record(z.string(), TierSchema),
  /** Behaviour samples taken (one per sampling interval of game time). */
  samples: z.int().min(0),
  pixels: z.object({
    samples: z.int().min(0),
    /** Mean luminance entropy in bits (0 = a uniform frame, 8 = maximal). */
    meanEntropy: z.number(),
    /** Mean absolute luminance change between consecutive pixel samples (0..255). */
    meanMotion: z.number(),
    /** Pixel samples in which the frame was (nearly) one colour. */
    blankSamples: z.int().min(0),
  }),
});

export type BehaviourVector = z.infer<typeof BehaviourVectorSchema>;
export type Tier = z.infer<typeof TierSchema>;

/** A frame counts as blank when fewer than 0.1% of its thumbnail pixels differ from the first (a title with one small word is not blank). */
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
