// The gameConfig.json of a made game: sections of leaves `{ value, type, description }` (numbers may carry min and
// max), which the game reads at run time and make writes from the design, plus the one merge that puts a design's
// values into a template's leaves. Leaves keep their key order, so a merged file differs from the template only in
// values and in the leaves a family adds.
import { z } from 'zod';

export const ConfigValueSchema = z.union([z.number(), z.string(), z.boolean()]);
export type ConfigValue = z.infer<typeof ConfigValueSchema>;

/** Values by dotted path ("player.walkSpeed", "enemies.chaser.speed"), as a design carries them. */
export type ConfigValues = Record<string, ConfigValue>;

export const GameConfigLeafSchema = z.object({
  value: ConfigValueSchema,
  /** 'integer', 'number', 'boolean', 'string', 'color', … as the template declares it. */
  type: z.string().min(1),
  description: z.string(),
  min: z.number().optional(),
  max: z.number().optional(),
});
export type GameConfigLeaf = z.infer<typeof GameConfigLeafSchema>;

/** A leaf as a family declares one it adds: everything but the value. */
export type ConfigLeafSpec = Omit<GameConfigLeaf, 'value'>;

export type GameConfigTree = { [key: string]: GameConfigTree | GameConfigLeaf };

/** A node is a leaf when it has a value and a type; everything else in the tree is a section. */
export function isConfigLeaf(node: unknown): node is GameConfigLeaf {
  return typeof node === 'object' && node !== null && 'value' in node && 'type' in node;
}

/** The leaf at a dotted path; undefined when the path ends at a section, passes through a leaf, or is missing. */
export function configLeafAt(tree: GameConfigTree, path: string): GameConfigLeaf | undefined {
  let node: GameConfigTree | GameConfigLeaf | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || isConfigLeaf(node)) return undefined;
    node = node[part];
  }
  return isConfigLeaf(node) ? node : undefined;
}

/** The leaf a family adds at a path the template lacks, with the value in it; undefined when it adds none there. */
export type NewConfigLeaf = (path: string, value: ConfigValue) => GameConfigLeaf | undefined;

/** Adds the leaves of a table by path, the value first and then the spec's keys in their order. */
export function leavesFrom(table: Readonly<Record<string, ConfigLeafSpec>>): NewConfigLeaf {
  return (path, value) => {
    const spec = Object.hasOwn(table, path) ? table[path] : undefined;
    return spec && { value, ...spec };
  };
}

/**
 * Writes `values` into `config` (changed in place and returned): an existing leaf gets the value; a path the config
 * lacks gets the leaf `newLeaf` makes for it, in sections created as needed; any other path is an error that names
 * the family.
 */
export function mergeConfig(
  config: GameConfigTree,
  values: ConfigValues,
  family: string,
  newLeaf: NewConfigLeaf = () => undefined,
): GameConfigTree {
  for (const [path, value] of Object.entries(values)) {
    const leaf = configLeafAt(config, path);
    if (leaf) {
      leaf.value = value;
      continue;
    }
    const added = newLeaf(path, value);
    if (!added)
      throw new Error(
        `gameConfig.json has no leaf "${path}" and the ${family} family adds none by that name; ` +
          'config paths must end at a { value, type, description } leaf',
      );
    const parts = path.split('.');
    const key = parts.pop()!;
    let node = config;
    for (const part of parts) {
      const next: GameConfigTree | GameConfigLeaf = (node[part] ??= {});
      if (isConfigLeaf(next)) throw new Error(`gameConfig.json's "${part}" in "${path}" is a leaf, not a section`);
      node = next;
    }
    node[key] = added;
  }
  return config;
}
