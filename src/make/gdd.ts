// Phase 2 of make: the technical game design document. Six sections (after OpenGame's GDD): 0 architecture and level
// order, 1 asset registry, 2 config values, 3 entities, 4 levels as ASCII, 5 implementation roadmap — as JSON (the
// source of truth every later phase reads) and as GAME_DESIGN.md for people.
import { z } from 'zod';
import { ArchetypeSchema } from '../check/index.ts';
import { AssetRegistrySchema } from '../assets/index.ts';
import { ClassificationSchema } from './classify.ts';
import { IntentSchema } from './intent.ts';

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

const fence = (lines: readonly string[]): string => ['```', ...lines, '```'].join('\n');

/** GAME_DESIGN.md: the same document for a person. */
export function renderGddMarkdown(gdd: Gdd): string {
  const s = gdd.sections;
  const out: string[] = [];
  out.push(`# ${gdd.title}`, '', `> ${gdd.intent.prompt.replace(/\n/g, ' ')}`, '', `**Goal:** ${gdd.goal}`, '');
  out.push(
    `**Family:** ${gdd.archetype} (${gdd.classification.source === 'option' ? 'chosen with --archetype' : `classified with confidence ${gdd.classification.confidence}`}). ${gdd.classification.reasoning}`,
    '',
  );
  out.push(
    '## 0. Architecture and level order',
    '',
    `Template: \`${s.architecture.template}\`. Scenes: ${s.architecture.scenes.join(' → ')}.`,
    '',
    `Level order: ${s.architecture.levelOrder.map((l) => `\`${l}\``).join(', ')}.`,
    '',
  );
  for (const note of s.architecture.notes) out.push(`- ${note}`);
  out.push('', '## 1. Asset registry', '', '| key | type | role | description |', '| --- | --- | --- | --- |');
  for (const a of s.assets.assets)
    out.push(
      `| \`${a.key}\` | ${a.type}${a.type === 'audio' ? ` (${a.kind})` : ''} | ${'role' in a && a.role ? a.role : '—'} | ${a.description} |`,
    );
  out.push('', '## 2. Configuration (`src/gameConfig.json` values)', '', '| path | value |', '| --- | --- |');
  for (const [path, value] of Object.entries(s.config)) out.push(`| \`${path}\` | ${JSON.stringify(value)} |`);
  out.push('', '## 3. Entities', '');
  for (const e of s.entities)
    out.push(
      `- **${e.name}** (${e.role}): ${e.description}${e.assets.length ? ` — drawn by ${e.assets.map((k) => `\`${k}\``).join(', ')}` : ''}`,
    );
  out.push('', '## 4. Levels', '');
  for (const level of s.levels) {
    out.push(
      `### ${level.title} (\`${level.key}\`)`,
      '',
      fence(level.ascii),
      '',
      `Legend: ${Object.entries(level.legend)
        .map(([c, m]) => `\`${c}\` ${m}`)
        .join(', ')}`,
      '',
    );
    for (const note of level.notes) out.push(`- ${note}`);
    if (level.notes.length) out.push('');
  }
  out.push('## 5. Implementation roadmap', '');
  s.roadmap.forEach((step, i) => void out.push(`${i + 1}. **${step.action}** \`${step.target}\` — ${step.detail}`));
  if (gdd.decisions.length)
    out.push('', '## Decisions where the prompt was silent', '', ...gdd.decisions.map((d) => `- ${d}`));
  if (gdd.ignored.length) out.push('', '## Not honoured', '', ...gdd.ignored.map((x) => `- ${x.what}: ${x.why}`));
  return `${out.join('\n')}\n`;
}
