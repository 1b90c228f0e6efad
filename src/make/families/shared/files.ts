// The files every family writes into its copy of the template the same way: JSON with two-space indents and a final
// newline, the hook files under src/game/, assets.json from the design's registry, and gameConfig.json merged with
// the design's values.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameConfigTree } from '../../../shared/index.ts';
import type { Gdd } from '../../gdd.ts';

/** A value as the generators write JSON files: two-space indents and a final newline. */
export const jsonText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

export function writeJson(path: string, value: unknown): void {
  writeFileSync(path, jsonText(value));
}

/** Writes hook files by their name under src/game/ ("levels.ts", "definition.ts", "Level.ts"). */
export function writeHookFiles(projectDir: string, files: Readonly<Record<string, string>>): void {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(projectDir, 'src', 'game', name), text);
}

/** assets.json: the design's registry, without the pack file it was generated with. */
export function writeRegistry(projectDir: string, gdd: Gdd): void {
  const { pack: _pack, ...registry } = gdd.sections.assets;
  writeJson(join(projectDir, 'assets.json'), registry);
}

/** Rewrites the copied template's src/gameConfig.json through `merge` (shared's mergeConfig), as `format` has it. */
export function writeGameConfig(
  projectDir: string,
  merge: (config: GameConfigTree) => GameConfigTree,
  format: (config: GameConfigTree) => string = jsonText,
): void {
  const file = join(projectDir, 'src', 'gameConfig.json');
  writeFileSync(file, format(merge(JSON.parse(readFileSync(file, 'utf8')) as GameConfigTree)));
}
