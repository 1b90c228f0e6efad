// What the living debug protocol file holds (playsmith.debug-protocol/1): entries that recognise a failure by its
// signature and say its root cause and fix. Both the seeded entries and the protocol's reader and writer use it.
import { z } from 'zod';
import { ArchetypeSchema } from '../../shared/index.ts';
import { FailureStageSchema } from './failures.ts';
import { VALIDATORS } from './validators.ts';

export const PROTOCOL_SCHEMA = 'playsmith.debug-protocol/1';

const patternSource = z.string().refine(
  (source) => {
    try {
      new RegExp(source, 'i');
      return true;
    } catch {
      return false;
    }
  },
  { message: 'not a valid regular expression' },
);

export const DebugSignatureSchema = z.object({
  /** The stage that reports it, or "*". */
  stage: z.union([FailureStageSchema, z.literal('*')]),
  /** The failure code, alternatives separated by "|", or "*". */
  code: z.string().min(1),
  /** A regular expression over the message, matched case-insensitively. */
  messagePattern: patternSource,
  /** A glob over the project-relative file; "**" matches failures without a file too. */
  fileGlob: z.string().min(1),
});
export type DebugSignature = z.infer<typeof DebugSignatureSchema>;

export const DebugEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'entry ids are lower-case words joined by "-"'),
  /** proactive: its class is caught before execution by `validator`; reactive: recognised in build or run output. */
  kind: z.enum(['reactive', 'proactive']),
  validator: z.enum(VALIDATORS).optional(),
  signature: DebugSignatureSchema,
  rootCause: z.string().min(1),
  fix: z.string().min(1),
  /** Failures this entry matched, over every run that used this file. */
  occurrences: z.int().min(0),
  /** A fix made under this entry's guidance has made a check pass. */
  verified: z.boolean(),
  /** seed: shipped with Playsmith; learned: written by a run after its fix was verified. */
  origin: z.enum(['seed', 'learned']),
  /** For learned entries: the family of the game it was learned on. */
  family: ArchetypeSchema.optional(),
});
export type DebugEntry = z.infer<typeof DebugEntrySchema>;

export const DebugProtocolSchema = z.object({ schema: z.literal(PROTOCOL_SCHEMA), entries: z.array(DebugEntrySchema) });
export type DebugProtocol = z.infer<typeof DebugProtocolSchema>;
