// Phase 2 of make: the technical game design document. Six sections (after OpenGame's GDD): 0 architecture and level
// order, 1 asset registry, 2 config values, 3 entities, 4 levels as ASCII, 5 implementation roadmap — as JSON (the
// source of truth every later phase reads) and as GAME_DESIGN.md for people.
import type { Gdd } from '../shared/index.ts';

/** The GDD's schemas are shared (a make result holds the GDD); make's own files take them from here. */
export {
  EntitySchema,
  GddSchema,
  LevelDesignSchema,
  RoadmapStepSchema,
  type Entity,
  type Gdd,
  type LevelDesign,
} from '../shared/index.ts';

const fence = (lines: readonly string[]): string => ['```', ...lines, '```'].join('\n');

/** GAME_DESIGN.md: the same document for a person. */
export function renderGddMarkdown(gdd: Gdd): string {
  const s = gdd.sections;
  const out: string[] = [];
  out.push(`# ${gdd.title}`, '', `> ${gdd.intent.prompt.replace(/\n/g, ' ')}`, '', `**Goal:** ${gdd.goal}`, '');
  const chosen =
    gdd.classification.source === 'option'
      ? 'chosen with --archetype'
      : `classified with confidence ${gdd.classification.confidence}`;
  out.push(`**Family:** ${gdd.archetype} (${chosen}). ${gdd.classification.reasoning}`, '');
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
      `| \`${a.key}\` | ${a.type}${a.type === 'audio' ? ` (${a.kind})` : ''} | ` +
        `${'role' in a && a.role ? a.role : '—'} | ${a.description} |`,
    );
  out.push('', '## 2. Configuration (`src/gameConfig.json` values)', '', '| path | value |', '| --- | --- |');
  for (const [path, value] of Object.entries(s.config)) out.push(`| \`${path}\` | ${JSON.stringify(value)} |`);
  out.push('', '## 3. Entities', '');
  for (const e of s.entities)
    out.push(
      `- **${e.name}** (${e.role}): ${e.description}` +
        `${e.assets.length ? ` — drawn by ${e.assets.map((k) => `\`${k}\``).join(', ')}` : ''}`,
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
