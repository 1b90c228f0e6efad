// The folders godot's task builders write: new, empty, or one they wrote before (known by its marker file), never
// inside the project they read — so that `--out .` cannot delete a person's work.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { GodotInputError } from './errors.ts';

/** Empties `outDir` for a new task folder; `marker` is the file an earlier one of its kind holds. */
export function claimOutDir(outDir: string, marker: string, source: string): void {
  if (!relative(source, outDir).startsWith('..') || !relative(outDir, source).startsWith('..'))
    throw new GodotInputError(`${outDir}: the output folder must lie outside ${source} (and not contain it)`);
  if (!existsSync(outDir)) return;
  if (!statSync(outDir).isDirectory()) throw new GodotInputError(`${outDir}: a file, not a folder; give a new folder`);
  const names = readdirSync(outDir);
  if (names.length > 0 && !existsSync(join(outDir, marker)))
    throw new GodotInputError(
      `${outDir}: not empty and not an earlier task folder (no ${marker}); give a new or empty folder`,
    );
  for (const name of names) rmSync(join(outDir, name), { recursive: true, force: true });
}
