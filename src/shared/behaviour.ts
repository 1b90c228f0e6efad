// The behaviour vector: what a game did during a run, in the seven BAS dimensions (JamBench eqs. 2-3) plus scene
// changes and pixel measures, with the probe tier that produced each dimension. The harness measures it; run records
// and check results carry it.
import { z } from 'zod';

export const TierSchema = z.enum(['contract', 'phaser', 'pixels', 'page', 'none']);
export type Tier = z.infer<typeof TierSchema>;

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
