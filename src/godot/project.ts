// A Godot project on disk: every project.godot under a folder, and one project read whole — its files, parsed
// scenes, resources and scripts, and the uid table built from .uid files, .import metadata and scene headings. Files
// are read under the project rule (shared/project-files.ts): only regular files whose real path is inside the project;
// a link out of it, a link loop or a FIFO is skipped and listed in `skipped`, never read.
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { ProjectFiles } from '../shared/index.ts';
import { GodotInputError } from './errors.ts';
import { parseScriptFile, type ScriptFile } from './gdscript.ts';
import { parseProjectFile, type ProjectFile } from './project-file.ts';
import { parseResourceText, textOf } from './resource.ts';
import { parseSceneFile, type SceneFile } from './scene.ts';

export interface GodotProject {
  /** The folder holding project.godot. */
  root: string;
  settings: ProjectFile;
  /** Every file, relative to the root with forward slashes, sorted. */
  files: string[];
  scenes: SceneFile[];
  resources: SceneFile[];
  scripts: ScriptFile[];
  /** `uid://…` → project-relative path. */
  uids: Map<string, string>;
  /** The project's files under the rule, for checks that look a path up; its `skipped` lists what was not read. */
  reader: ProjectFiles;
}

/** Folders Godot and tools keep for themselves: never part of a project's sources. */
const SKIPPED = new Set(['.godot', '.git', '.import', 'node_modules']);

/** Every file of the project the rule lets be read, sorted; a nested project is its own project, not part of this. */
function projectFiles(reader: ProjectFiles): string[] {
  const files = reader.walk('.', { never: SKIPPED }).map((f) => f.rel);
  const nested = files.filter((f) => f.endsWith('/project.godot')).map((f) => f.slice(0, -'project.godot'.length));
  return files.filter((f) => !nested.some((n) => f.startsWith(n))).sort();
}

/** Every folder under `dir` (itself included) that holds a project.godot, sorted. */
export function findProjects(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new GodotInputError(`${dir}: no such folder; give the folder that holds a Godot project`);
  const found: string[] = [];
  const visit = (d: string): void => {
    const names = readdirSync(d).sort();
    if (names.includes('project.godot')) found.push(d);
    for (const name of names)
      if (!SKIPPED.has(name) && lstatSync(join(d, name), { throwIfNoEntry: false })?.isDirectory())
        visit(join(d, name));
  };
  visit(dir);
  return found;
}

/** The project a user named: the folder itself, or the one project.godot found under it. */
export function resolveProjectDir(dir: string): string {
  const found = findProjects(dir);
  if (found.length === 0)
    throw new GodotInputError(`${dir}: no project.godot in this folder or below it; give a Godot 4 project folder`);
  if (found[0] === dir || found.length === 1) return found[0] ?? dir;
  throw new GodotInputError(
    `${dir}: ${found.length} Godot projects below this folder (${found.map((f) => relative(dir, f)).join(', ')}); ` +
      'name one of them',
  );
}

/** `res://a/b.gd` → `a/b.gd`; a path relative to `fromFile` is resolved against its folder. */
export function projectPath(ref: string, fromFile = ''): string {
  if (ref.startsWith('res://')) return posix.normalize(ref.slice('res://'.length)).replace(/^\/+/, '');
  return posix.normalize(posix.join(posix.dirname(fromFile), ref));
}

function uidTable(read: (f: string) => string, files: string[], parsed: SceneFile[]): Map<string, string> {
  const uids = new Map<string, string>();
  for (const f of files) {
    if (f.endsWith('.uid')) {
      const uid = read(f).trim();
      if (uid.startsWith('uid://')) uids.set(uid, f.slice(0, -'.uid'.length));
    } else if (f.endsWith('.import')) {
      const { sections } = parseResourceText(read(f), f);
      const uid = textOf(sections.find((s) => s.tag === 'remap')?.props.find((p) => p.key === 'uid')?.value);
      if (uid?.startsWith('uid://')) uids.set(uid, f.slice(0, -'.import'.length));
    }
  }
  for (const s of parsed) if (s.uid) uids.set(s.uid, s.file);
  return uids;
}

/** Reads and parses a whole project; `dir` must hold project.godot. */
export function loadProject(dir: string): GodotProject {
  const reader = new ProjectFiles(dir);
  const settingsWhy = reader.whyNotFile('project.godot');
  if (settingsWhy === 'not there')
    throw new GodotInputError(`${dir}: no project.godot here; give the folder of a Godot 4 project`);
  if (settingsWhy !== undefined)
    throw new GodotInputError(
      `${dir}: project.godot is ${settingsWhy}, not a regular file inside the project; it was not read`,
    );
  const files = projectFiles(reader);
  // Files listed by the walk are regular files inside; one swapped for something else since reads as empty.
  const read = (f: string) => reader.text(f) ?? '';
  const parsed = files.filter((f) => /\.(tscn|tres)$/.test(f)).map((f) => parseSceneFile(read(f), f));
  return {
    root: dir,
    settings: parseProjectFile(read('project.godot'), 'project.godot'),
    files,
    scenes: parsed.filter((s) => s.file.endsWith('.tscn')),
    resources: parsed.filter((s) => s.file.endsWith('.tres')),
    scripts: files.filter((f) => f.endsWith('.gd')).map((f) => parseScriptFile(read(f), f)),
    uids: uidTable(read, files, parsed),
    reader,
  };
}

/** Whether a project-relative path is part of an addon (a plugin under addons/). */
export const isAddon = (path: string): boolean => path.startsWith('addons/');
