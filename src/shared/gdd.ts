// The technical game design document (playsmith.gdd/1) make writes for every game, after OpenGame's six sections:
// architecture and level order, asset registry, config values, entities, levels as ASCII, roadmap; with what the
// prompt asked for (the intent) and which family it was classified into. It is part of every make result.
import { z } from 'zod';
import { ArchetypeSchema } from './archetype.ts';
import { AssetRegistrySchema } from './asset-registry.ts';

/** What a prompt asks for, as read by make's rules (or a model): theme, hero, mechanics, levels, difficulty. */
export const IntentSchema = z.object({
  prompt: z.string(),
  /** The text the rules read: trimmed, and cut when very long. */
  read: z.string(),
  theme: z.array(z.string()),
  hero: z.string().nullable(),
  enemies: z.array(z.string()),
  collectibles: z.array(z.string()),
  mechanics: z.object({
    doubleJump: z.boolean(),
    dash: z.boolean(),
    shooting: z.boolean(),
    melee: z.boolean(),
    boss: z.boolean(),
    timerSeconds: z.number().nullable(),
    lives: z.number().nullable(),
    undo: z.boolean(),
  }),
  levels: z.number().int().nullable(),
  difficulty: z.enum(['easy', 'normal', 'hard']).nullable(),
  /** Things the rules saw but did not honour, each with the reason. */
  ignored: z.array(z.object({ what: z.string(), why: z.string() })),
  /** Where the phrases that set each field were found, for requirements and the design's notes. */
  phrases: z.record(z.string(), z.string()),
});
export type Intent = z.infer<typeof IntentSchema>;

/** How a family's world moves: gravity or not, the camera's angle, and what movement is (OpenGame App. B). */
export const PhysicsProfileSchema = z.object({
  hasGravity: z.boolean(),
  perspective: z.enum(['side', 'top_down', 'none']),
  movementType: z.enum(['continuous', 'grid', 'path', 'ui_only']),
});
export type PhysicsProfile = z.infer<typeof PhysicsProfileSchema>;

/** Which family a prompt belongs to, why, and how sure: decided by physics and perspective. */
export const ClassificationSchema = z.object({
  archetype: ArchetypeSchema,
  source: z.enum(['rules', 'option', 'model']),
  reasoning: z.string(),
  /** 0..1: how much the evidence favours the choice over the runner-up. */
  confidence: z.number().min(0).max(1),
  unsure: z.boolean(),
  runnerUp: z.object({ archetype: ArchetypeSchema, score: z.number() }).nullable(),
  scores: z.record(z.string(), z.number()),
  evidence: z.array(z.object({ archetype: ArchetypeSchema, cue: z.string(), weight: z.number() })),
  physicsProfile: PhysicsProfileSchema,
});
export type Classification = z.infer<typeof ClassificationSchema>;

export const LevelDesignSchema = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_]*$/, 'level keys are lower_snake_case'),
  title: z.string(),
  ascii: z.array(z.string()).min(1),
  legend: z.record(z.string().length(1), z.string()),
  /** Anything the family needs beyond the map (waves, questions, board setup), as plain JSON. */
  data: z.record(z.string(), z.unknown()).default({}),
  notes: z.array(z.string()).default([]),
});
export type LevelDesign = z.infer<typeof LevelDesignSchema>;

export const EntitySchema = z.object({
  name: z.string(),
  role: z.enum(['player', 'enemy', 'boss', 'pickup', 'goal', 'hazard', 'projectile', 'tower', 'npc', 'ui', 'prop']),
  description: z.string(),
  /** Asset keys that draw it. */
  assets: z.array(z.string()).default([]),
  /** Config paths that tune it (dotted, ending before `.value`). */
  config: z.array(z.string()).default([]),
});
export type Entity = z.infer<typeof EntitySchema>;

export const RoadmapStepSchema = z.object({
  action: z.enum(['COPY', 'UPDATE', 'CREATE', 'MERGE', 'GENERATE', 'VERIFY']),
  target: z.string(),
  detail: z.string(),
});

export const GddSchema = z.object({
  schema: z.literal('playsmith.gdd/1'),
  title: z.string().min(1),
  archetype: ArchetypeSchema,
  seed: z.int(),
  goal: z.string(),
  sections: z.object({
    architecture: z.object({
      template: z.string(),
      scenes: z.array(z.string()),
      levelOrder: z.array(z.string()).min(1),
      notes: z.array(z.string()),
    }),
    assets: AssetRegistrySchema,
    /** gameConfig.json values by dotted path (the leaf's `value`), merged over the family's defaults. */
    config: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
    entities: z.array(EntitySchema),
    levels: z.array(LevelDesignSchema).min(1),
    roadmap: z.array(RoadmapStepSchema),
  }),
  classification: ClassificationSchema,
  intent: IntentSchema,
  /** Choices made where the prompt said nothing, and what was not honoured (with why). */
  decisions: z.array(z.string()),
  ignored: z.array(z.object({ what: z.string(), why: z.string() })),
});
export type Gdd = z.infer<typeof GddSchema>;
