// A template's src/gameConfig.json as the generators read it: the defaults under a design's values, read once per
// template, and the limits a leaf sets on a value.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configLeafAt, PROJECT_ROOT, type GameConfigLeaf, type GameConfigTree } from '../../../shared/index.ts';

const templates = new Map<string, GameConfigTree>();

/** The template's config as its file has it, read once: clone it before merging values into it. */
export function templateConfig(template: string): GameConfigTree {
  let config = templates.get(template);
  if (!config) {
    config = JSON.parse(
      readFileSync(join(PROJECT_ROOT, 'templates', template, 'src', 'gameConfig.json'), 'utf8'),
    ) as GameConfigTree;
    templates.set(template, config);
  }
  return config;
}

/** The template's leaf at a dotted path; undefined when it has none there. */
export function templateLeaf(template: string, path: string): GameConfigLeaf | undefined {
  return configLeafAt(templateConfig(template), path);
}

/** The value a leaf allows closest to `value` (its min and max; no leaf, no limit). */
export function clampToLeaf(leaf: Pick<GameConfigLeaf, 'min' | 'max'> | undefined, value: number): number {
  return Math.min(leaf?.max ?? Number.POSITIVE_INFINITY, Math.max(leaf?.min ?? Number.NEGATIVE_INFINITY, value));
}
