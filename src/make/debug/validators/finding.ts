// What a validator reports: the validator, a code, a message a person can act on, and where.
import { z } from 'zod';

export const VALIDATORS = ['asset-keys', 'config-keys', 'scenes', 'level-order'] as const;

export const ValidatorFindingSchema = z.object({
  validator: z.enum(VALIDATORS),
  /** e.g. unknown-asset-key, asset-key-is-url, missing-config-key, unregistered-scene, level-order-mismatch. */
  code: z.string(),
  /** Says what is wrong, where, and what exists instead (e.g. the nearest registry keys). */
  message: z.string(),
  /** Project-relative, forward slashes. */
  file: z.string().optional(),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
});
export type ValidatorFinding = z.infer<typeof ValidatorFindingSchema>;
