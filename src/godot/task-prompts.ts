// JamBench Task 1 (App. F.1): a Godot project from a Game Jam theme (1a) or a theme and a gameplay description (1b),
// asked for as a blueprint first (round 0) and then one file per round in dependency order.
import { z } from 'zod';

export const TASK1_SYSTEM_PROMPT =
  'You are an expert indie game developer competing in a Game Jam. Your goal is to win first place by creating an ' +
  'innovative and polished game. You must demonstrate both creative game design and solid software engineering.\n\n' +
  'Technical requirements (Godot 4.x):\n\n' +
  '- The project must contain a valid `project.godot` with `config_version=5`\n' +
  '- Scene files use `.tscn` format, scripts use `.gd` format (GDScript 2.0)\n' +
  '- A main scene must be configured in `project.godot` under `run/main_scene`\n' +
  '- Do not use any external plugins or addons\n' +
  '- For image, audio, and font assets, use semantic file paths and add a description comment above each ' +
  'reference:\n@asset: type, description, suggested_size, style\n' +
  'Example: # @asset: sprite, player character idle pose, 32x64, pixel art\n' +
  'Placeholder asset files will be provided automatically -- just reference the paths correctly.';

/** The blueprint round 0 asks for (F.1's JSON), checked when a model's answer is read. */
export const BlueprintSchema = z.object({
  game_name: z.string(),
  game_description: z.string(),
  genre: z.string(),
  core_mechanics: z.array(z.string()),
  files: z
    .array(
      z.object({
        path: z.string(),
        type: z.enum(['config', 'scene', 'script']),
        description: z.string(),
        depends_on: z.array(z.string()),
      }),
    )
    .min(1),
  assets_needed: z.array(z.object({ path: z.string(), type: z.string(), description: z.string() })),
});
export type Blueprint = z.infer<typeof BlueprintSchema>;

const BLUEPRINT_SHAPE =
  '{\n "game_name": "English game name",\n "game_description": "One sentence describing the gameplay",\n' +
  ' "genre": "game genre",\n "core_mechanics": ["mechanic1", "mechanic2", "..."],\n "files": [\n {\n' +
  ' "path": "file path (e.g., project.godot, scenes/xxx.tscn, scripts/xxx.gd)",\n' +
  ' "type": "config / scene / script",\n' +
  ' "description": "what this file does",\n "depends_on": ["paths of files this depends on"]\n }\n],\n' +
  ' "assets_needed": [\n {\n "path": "assets/semantic_filename.png",\n "type": "sprite / audio / font",\n' +
  ' "description": "what this asset looks like or sounds like"\n }\n]\n}';

/** Round 0: Task 1a with only a theme, Task 1b when a gameplay description is given. */
export function blueprintPrompt(theme: string, description?: string): string {
  const rules = [
    '- The first file must be `project.godot`',
    '- Files must be ordered by dependency (dependencies first)',
    '- Design freely -- choose your own structure, number of files, and scope',
    ...(description ? ['- All features mentioned in the gameplay description must be reflected in the file plan'] : []),
  ];
  return (
    (description ? `Gameplay description:\n${description}\n\n` : '') +
    `The Game Jam theme is: "${theme}"\n\n` +
    'Design a complete 2D game for this theme and output a project blueprint.\n\n' +
    `Output ONLY the following JSON (no other text):\n\n${BLUEPRINT_SHAPE}\n\nRules:\n\n${rules.join('\n')}`
  );
}

/** Rounds 1–N: one file of the blueprint, with the files generated so far summarised. */
export function fileRoundPrompt(blueprint: Blueprint, index: number, generatedSummary: string): string {
  const file = blueprint.files[index];
  if (!file) throw new RangeError(`the blueprint has ${blueprint.files.length} files, not ${index + 1}`);
  const files = blueprint.files.map((f) => f.path).join(', ');
  const summary = `${blueprint.game_name}: ${blueprint.game_description}\nFiles: ${files}`;
  return (
    `Now generate the file: ${file.path}\nDescription: ${file.description}\nType: ${file.type}\n\n` +
    `Project blueprint:\n${summary}\n\nPreviously generated files:\n${generatedSummary || '(none yet)'}\n\n` +
    'Output ONLY the complete file content. No markdown code blocks, no explanations.\n' +
    "If it's a .tscn scene file, output the full Godot scene format.\n" +
    "If it's a .gd script file, output complete GDScript code.\n" +
    "If it's project.godot, output the full project configuration.\n\n" +
    'For asset references:\n\n- Use res:// paths for all assets\n' +
    '- Add an @asset comment above each asset reference describing what the asset should be'
  );
}

/** Orders a blueprint's files so that each comes after what it depends on (project.godot first); stable otherwise. */
export function dependencyOrder(blueprint: Blueprint): string[] {
  const paths = blueprint.files.map((f) => f.path);
  const deps = new Map(blueprint.files.map((f) => [f.path, f.depends_on.filter((d) => paths.includes(d))]));
  const out: string[] = [];
  const visiting = new Set<string>();
  const visit = (p: string): void => {
    if (out.includes(p) || visiting.has(p)) return;
    visiting.add(p);
    for (const d of deps.get(p) ?? []) visit(d);
    out.push(p);
  };
  if (paths.includes('project.godot')) visit('project.godot');
  for (const p of paths) visit(p);
  return out;
}
