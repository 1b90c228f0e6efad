// What a model did when making a game (make --agent llm): the hook code it wrote, and each round of the repair loop
// with the failures found, the debug-protocol entries that matched them, and the patch made.
import { z } from 'zod';

export const ImplementationSchema = z.object({
  steps: z.int(),
  finished: z.boolean(),
  written: z.array(z.string()),
  refused: z.array(z.object({ path: z.string(), reason: z.string() })),
  summary: z.string(),
});
export type Implementation = z.infer<typeof ImplementationSchema>;

/** Where a verification round stopped; 'play-test' (the oracles over the golden path) since playsmith.make/3. */
export const VERIFICATION_STAGES = ['validators', 'check', 'golden-path', 'play-test'] as const;
export type VerificationStage = (typeof VERIFICATION_STAGES)[number];

const MatchedFailureSchema = z.object({
  id: z.string(),
  stage: z.string(),
  code: z.string(),
  message: z.string(),
  file: z.string().optional(),
  line: z.int().optional(),
  column: z.int().optional(),
  /** Protocol entries that matched, best first; the first two were given to the model as guidance. */
  matched: z.array(z.string()),
});

export const RepairIterationSchema = z.object({
  /** 1-based verification round. */
  iteration: z.int().min(1),
  stage: z.enum(VERIFICATION_STAGES),
  passed: z.boolean(),
  failures: z.array(MatchedFailureSchema),
  /** The patch made after this round (none after the last round). */
  repair: z
    .object({
      steps: z.int(),
      finished: z.boolean(),
      written: z.array(z.string()),
      refused: z.array(z.object({ path: z.string(), reason: z.string() })),
      explanations: z.array(z.object({ failure: z.string(), rootCause: z.string(), fix: z.string() })),
    })
    .nullable(),
  wallMs: z.number(),
});
export type RepairIteration = z.infer<typeof RepairIterationSchema>;

export const RepairReportSchema = z.object({
  maxRepairs: z.int().min(0),
  repairs: z.int().min(0),
  passed: z.boolean(),
  iterations: z.array(RepairIterationSchema),
  protocol: z.object({
    file: z.string(),
    matched: z.array(z.string()),
    verified: z.array(z.string()),
    added: z.array(z.string()),
    entries: z.int(),
  }),
});
export type RepairReport = z.infer<typeof RepairReportSchema>;
