// The template families, one descriptor each, by archetype: what check, the classifier, the agent prompts and the
// validators know about a family comes from here. A new family is a folder beside these and one line in FAMILIES.
import type { Archetype } from '../shared/index.ts';
import { FamilyDescriptorSchema, type FamilyDescriptor } from './descriptor.ts';
import { gridLogic } from './grid_logic/index.ts';
import { platformer } from './platformer/index.ts';
import { topDown } from './top_down/index.ts';
import { towerDefense } from './tower_defense/index.ts';
import { uiHeavy } from './ui_heavy/index.ts';

export * from './descriptor.ts';

/** Every family by its archetype; the archetype list in shared names the same keys in its own order. */
export const FAMILIES = {
  platformer,
  top_down: topDown,
  grid_logic: gridLogic,
  tower_defense: towerDefense,
  ui_heavy: uiHeavy,
} satisfies Record<Archetype, FamilyDescriptor>;

/**
 * What is wrong with a registry, one line each: a descriptor the schema rejects, one filed under another archetype's
 * name, a hook two families claim with different fields, agent questions not ranked 1..n. Empty when it is sound.
 */
export function registryProblems(families: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const valid: FamilyDescriptor[] = [];
  for (const [name, descriptor] of Object.entries(families)) {
    const parsed = FamilyDescriptorSchema.safeParse(descriptor);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
      problems.push(`src/families/${name}: ${issues.join('; ')}`);
      continue;
    }
    if (parsed.data.archetype !== name)
      problems.push(`src/families/${name}: filed as "${name}" but declares archetype "${parsed.data.archetype}"`);
    valid.push(parsed.data);
  }
  const hooks = new Map<string, { family: string; fields: string }>();
  for (const family of valid) {
    for (const [hook, { fields }] of Object.entries(family.hooks.assets)) {
      const seen = hooks.get(hook);
      const mine = JSON.stringify(fields ?? null);
      if (seen && seen.fields !== mine)
        problems.push(`asset hook ${hook}() is declared by ${seen.family} and ${family.archetype} with other fields`);
      else hooks.set(hook, { family: family.archetype, fields: mine });
    }
  }
  const ranks = valid.map((f) => f.agentQuestion.rank).sort((a, b) => a - b);
  if (ranks.some((rank, i) => rank !== i + 1))
    problems.push(`agent question ranks must be 1..${valid.length}, each once; they are ${ranks.join(', ')}`);
  return problems;
}
