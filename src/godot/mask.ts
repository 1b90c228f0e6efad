// JamBench Task 2 (§4.1, App. F.2): a working project with code removed — 2a clears 30–50 % of function bodies to
// `pass # INCOMPLETE: implementation removed`, 2b removes 30–50 % of the .gd files, 2c removes every .gd file; scenes
// stay. Seeded, so a seed always removes the same parts; what was removed is kept as the hidden reference.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chooseSeeded as choose,
  copyProject,
  type MaskedProject,
  type MaskLevel,
  seededRandom,
} from '../shared/index.ts';
import { claimOutDir } from './out-dir.ts';
import { type GodotProject, isAddon } from './project.ts';
import { GODOT_CACHE } from './runtime.ts';

export { MASK_LEVELS, type MaskedProject, type MaskLevel } from '../shared/index.ts';

/** The marker App. F.2's prompt tells the model to look for. */
export const INCOMPLETE_BODY = 'pass # INCOMPLETE: implementation removed';

/** Masks a loaded project; `read` gives a script's current text (the project keeps only parsed facts). */
export function maskProject(
  project: GodotProject,
  level: MaskLevel,
  seed: number,
  read: (file: string) => string,
): MaskedProject {
  const next = seededRandom(seed);
  const scripts = project.scripts.filter((s) => !isAddon(s.file));
  const ratio = level === '2c' ? 1 : 0.3 + next() * 0.2;
  const out: MaskedProject = { level, seed, ratio, scripts: {}, hidden: { functions: [], files: [] } };
  if (level === '2a') {
    const all = scripts.flatMap((s) => s.functions.filter((f) => !f.empty).map((f) => ({ s, f })));
    const chosen = new Set(choose(all, Math.max(1, Math.round(ratio * all.length)), next));
    for (const s of scripts) {
      const original = read(s.file);
      const cleared = s.functions.filter((f) => [...chosen].some((c) => c.f === f));
      let text = original;
      // From the end backwards, so earlier indices stay valid.
      for (const f of [...cleared].reverse())
        text = text.slice(0, f.bodyStart) + INCOMPLETE_BODY + text.slice(f.bodyEnd);
      for (const f of cleared)
        out.hidden.functions.push({
          file: s.file,
          name: f.name,
          line: f.line,
          original: original.slice(f.bodyStart, f.bodyEnd),
        });
      out.scripts[s.file] = text;
    }
    return out;
  }
  const removed = new Set(
    level === '2c' ? scripts : choose(scripts, Math.max(1, Math.round(ratio * scripts.length)), next),
  );
  for (const s of scripts) {
    if (removed.has(s)) {
      out.scripts[s.file] = null;
      out.hidden.files.push({ file: s.file, original: read(s.file) });
    } else out.scripts[s.file] = read(s.file);
  }
  return out;
}

/**
 * Writes a masked task: `workspace/` (the project with the masked scripts, what a model sees) and
 * `hidden/reference.json` (what was removed). Godot's .godot cache is not copied.
 */
export function writeMaskedTask(projectDir: string, masked: MaskedProject, outDir: string): void {
  const workspace = join(outDir, 'workspace');
  claimOutDir(outDir, join('hidden', 'reference.json'), projectDir);
  // Only the project's regular files inside it (the project rule): a link out of it never reaches the workspace.
  copyProject(projectDir, workspace, { never: GODOT_CACHE });
  for (const [file, text] of Object.entries(masked.scripts)) {
    if (text === null) rmSync(join(workspace, file), { force: true });
    else writeFileSync(join(workspace, file), text);
  }
  mkdirSync(join(outDir, 'hidden'), { recursive: true });
  const { level, seed, ratio, hidden } = masked;
  writeFileSync(
    join(outDir, 'hidden', 'reference.json'),
    `${JSON.stringify({ level, seed, ratio, ...hidden }, null, 2)}\n`,
  );
}
