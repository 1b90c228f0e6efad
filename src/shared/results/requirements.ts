// The requirement list make compiles from a prompt, each tied to a check that can verify it (a contract event while
// the golden path plays, a state value at its end, a fact of the design, an asset on disk), and each verdict.
import { z } from 'zod';

export const RequirementCheckSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), event: z.string(), minCount: z.int().min(1).default(1) }),
  z.object({
    kind: z.literal('state'),
    path: z.string(),
    equals: z.union([z.string(), z.number(), z.boolean()]).optional(),
    gte: z.number().optional(),
    lte: z.number().optional(),
  }),
  z.object({ kind: z.literal('design'), ok: z.boolean(), evidence: z.string() }),
  z.object({ kind: z.literal('asset'), key: z.string() }),
]);
export type RequirementCheck = z.infer<typeof RequirementCheckSchema>;

export const RequirementSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** The prompt phrase it comes from, or "family rules" for what every game of the family must do. */
  source: z.string(),
  weight: z.number().positive(),
  check: RequirementCheckSchema,
});
export type Requirement = z.infer<typeof RequirementSchema>;

export const RequirementVerdictSchema = RequirementSchema.extend({ pass: z.boolean(), evidence: z.string() });
export type RequirementVerdict = z.infer<typeof RequirementVerdictSchema>;
