// The files every family writes into its copy of the template the same way: JSON with two-space indents and a final
// newline, the hook files under src/game/, assets.json from the design's registry, and gameConfig.json merged with
// the design's values.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameConfigTree } from '../../../shared/index.ts';
import type { Gdd } from '../../gdd.ts';

/** A value as the generators write JSON files: two-space indents and a final newline. */
export const jsonText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** golden-path.json with one step per line, as the templates write theirs, so a person can read the plan. */
export function stepPerLine(path: Record<string, unknown>): string {
  const ts = (value: unknown): string => JSON.stringify(value);
  const lines = Object.entries(path).map(([key, value]) => {
    if (key !== 'steps') return `  ${ts(key)}: ${ts(value)}`;
    return `  "steps": [\n${(value as unknown[]).map((step) => `    ${ts(step)}`).join(',\n')}\n  ]`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** A JSON value as a TypeScript expression in generated code, its lines indented by `indent` after the first. */
export const tsValue = (value: unknown, indent = ''): string =>
  JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`);

/**
 * A generated `*.data.ts` hook file: one exported const of a type the family exports, so the code that reads it is a
 * real file in the template and this file is only what varies between games (`what` says what it holds).
 */
export function dataModule(what: string, name: string, type: string, value: unknown): string {
  return [
    `// HOOK FILE (made by playsmith make): ${what}, as data;`,
    "// the code that reads it is the family's.",
    `import type { ${type} } from '../family/index.ts';`,
    '',
    `export const ${name}: ${type} = ${tsValue(value)};`,
    '',
  ].join('\n');
}

export function writeJson(path: string, value: unknown): void {
  writeFileSync(path, jsonText(value));
}

/** Writes hook files by their name under src/game/ ("levels.ts", "definition.ts", "Level.ts"). */
export function writeHookFiles(projectDir: string, files: Readonly<Record<string, string>>): void {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(projectDir, 'src', 'game', name), text);
}

/** The Tiled map of a level as the asset registry lists it: the key the game's Level.ts asks the loader for. */
export const levelMapKey = (levelKey: string): string => `level-${levelKey}`;

/** How a family's levels become Tiled maps: the tileset that draws them, and each level's empty character. */
export interface LevelMaps {
  tileset: string;
  /** The character of an empty cell (default "."); short rows are padded with it. */
  empty?: (level: Gdd['sections']['levels'][number]) => string;
}

/**
 * Every level as a Tiled map of the tileset (ASCII rows: "#" solid, the empty character empty, every other character
 * a point object named by the level's legend), so a person can edit levels in Tiled.
 */
function withLevelMaps(registry: Gdd['sections']['assets'], gdd: Gdd, options: LevelMaps): Gdd['sections']['assets'] {
  const maps = gdd.sections.levels.map((level) => {
    const empty = options.empty?.(level) ?? '.';
    const width = Math.max(...level.ascii.map((row) => row.length));
    const layout = level.ascii.map((row) => row.padEnd(width, empty));
    const characters = new Set([...layout.join('')].filter((ch) => ch !== '#' && ch !== empty));
    const markers = Object.fromEntries([...characters].map((ch) => [ch, level.legend[ch] ?? ch]));
    return { key: levelMapKey(level.key), layout, legend: { [empty]: 'empty' as const }, markers };
  });
  const { tileset } = options;
  const assets = registry.assets.map((a) => (a.type === 'tileset' && a.key === tileset ? { ...a, maps } : a));
  if (!assets.some((a) => a.type === 'tileset' && a.key === tileset))
    throw new Error(`the registry has no tileset "${tileset}" to draw the level maps with`);
  return { ...registry, assets };
}

/**
 * assets.json: the design's registry, without the pack file it was generated with; with `levelMaps`, the levels as
 * Tiled maps of that tileset.
 */
export function writeRegistry(projectDir: string, gdd: Gdd, levelMaps?: LevelMaps): void {
  const { pack: _pack, ...registry } = levelMaps
    ? withLevelMaps(gdd.sections.assets, gdd, levelMaps)
    : gdd.sections.assets;
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
