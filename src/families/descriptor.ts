// What a template family declares about itself, in one place: the classifier's cues and key question, the L3b input
// strategy row, the hook files and hooks that name registry keys, and the question the model is asked. Pure data, read
// by check (the strategy), make (classifier, agent prompts, validators) and whoever adds the next family.
import { z } from 'zod';
import { PhysicsProfileSchema } from '../shared/index.ts';

/** The inputs an L3b strategy plays by role; check binds each to a contract action or a default key. */
export const STRATEGY_ROLES = ['left', 'right', 'up', 'down', 'jump', 'attack', 'interact', 'start'] as const;
export const StrategyRoleSchema = z.enum(STRATEGY_ROLES);
export type StrategyRole = z.infer<typeof StrategyRoleSchema>;

/** What a click aims at: an interactive thing, a point of the play-field grid, or the canvas centre. */
export const ClickTargetSchema = z.enum(['target', 'grid', 'center']);
export type ClickTarget = z.infer<typeof ClickTargetSchema>;

const Ms = z.number().int().min(0).max(10_000);

/**
 * One instruction of a strategy row, in game time within the 10-second cycle. Applied in order: where two land on the
 * same tick, the earlier one's input comes first.
 */
export const StrategyInputSchema = z.union([
  /** Hold a role from `fromMs` until just before `toMs`. */
  z.object({ hold: StrategyRoleSchema, fromMs: Ms, toMs: Ms }).strict(),
  /** Tap a role at each time. */
  z.object({ tap: StrategyRoleSchema, atMs: z.array(Ms).min(1) }).strict(),
  /** Tap a key by its name whatever the contract says (e.g. 'Space'). */
  z.object({ tapKey: z.string().min(1), atMs: z.array(Ms).min(1) }).strict(),
  /** Tap the roles one after another, `everyMs` apart from `fromMs` (discrete steps). */
  z.object({ steps: z.array(StrategyRoleSchema).min(1), fromMs: Ms, everyMs: Ms.min(1) }).strict(),
  /** Click every `everyMs` from `offsetMs`, on ticks that have no click yet. */
  z.object({ click: ClickTargetSchema, everyMs: Ms.min(1), offsetMs: Ms }).strict(),
  /** Drag on the ticks of these times. */
  z.object({ dragAtMs: z.array(Ms).min(1) }).strict(),
]);
export type StrategyInput = z.infer<typeof StrategyInputSchema>;

/** A row of L3b's rule table (JamBench Table 10): the game type, the input mode and the cycle's instructions. */
export const StrategyRowSchema = z
  .object({
    /** Table-10 game type the family maps to. */
    gameType: z.string().min(1),
    mode: z.enum(['keyboard', 'mouse', 'mixed']),
    /** What the cycle does, in a sentence, for people reading the table. */
    summary: z.string().min(1),
    inputs: z.array(StrategyInputSchema).min(1),
  })
  .strict();
export type StrategyRow = z.infer<typeof StrategyRowSchema>;

/** How things move in the family: what the classifier reports as the physics of a prompt it places there. */

/** Words of a prompt that are evidence for the family; every distinct match counts `weight`. */
export const CueSchema = z
  .object({
    pattern: z.instanceof(RegExp),
    weight: z.number().positive(),
    /** What the cue says about the physics, for the reasoning. */
    means: z.string().min(1),
  })
  .strict();
export type Cue = z.infer<typeof CueSchema>;

/**
 * Evidence that settles a clash between families (a side view makes shooting a platformer's), counted once when the
 * pattern matches, after every family's own cues, with a fixed text.
 */
export const TieBreakerSchema = z
  .object({ pattern: z.instanceof(RegExp), weight: z.number().positive(), cue: z.string().min(1) })
  .strict();
export type TieBreaker = z.infer<typeof TieBreakerSchema>;

/** A hook whose returned object names registry keys; with `fields`, only properties of these names hold keys. */
export const AssetHookSchema = z.object({ fields: z.array(z.string().min(1)).min(1).optional() }).strict();

export const FamilyDescriptorSchema = z
  .object({
    /** The archetype name, also the key of the registry and of the generator registry in make. */
    archetype: z.string().regex(/^[a-z][a-z0-9_]*$/),
    /** The folder under templates/ that games of the family are copied from. */
    template: z.string().min(1),
    classifier: z
      .object({
        cues: z.array(CueSchema).min(1),
        tieBreakers: z.array(TieBreakerSchema),
        physicsProfile: PhysicsProfileSchema.strict(),
        /** OpenGame App. B's key question, answered yes for the family. */
        keyQuestion: z.string().min(1),
      })
      .strict(),
    /** The model's classification asks each family's question in `rank` order and takes the first yes. */
    agentQuestion: z.object({ rank: z.number().int().min(1), question: z.string().min(1) }).strict(),
    strategy: StrategyRowSchema,
    hooks: z
      .object({
        /** Where the model may write in a game of the family (project-relative globs). */
        files: z.array(z.string().min(1)).min(1),
        /** The Level hook that looks a level up by its id (`LEVELS[info.id]`); none where levels are content. */
        level: z.string().min(1).optional(),
        /** Hooks (method names) whose returned values name registry keys. */
        assets: z.record(z.string(), AssetHookSchema),
        /** A hook returning the game's content JSON: its method, the section holding the levels, texture fields. */
        content: z
          .object({
            method: z.string().min(1),
            levels: z.string().min(1),
            textureFields: z.array(z.string().min(1)).min(1),
          })
          .strict()
          .optional(),
      })
      .strict(),
  })
  .strict();
export type FamilyDescriptor = z.infer<typeof FamilyDescriptorSchema>;
