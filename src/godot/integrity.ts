// L1 integrity (JamBench §4.2): project.godot targets Godot 4 and names a main scene, and every res:// path, uid,
// ExtResource/SubResource id, autoload, enabled plugin, extends path and preload/load literal resolves. Each broken
// reference is reported at file:line; those into addons/ are "missing-addon", autoloads "missing-autoload". A file
// Playsmith's readers cannot parse is Playsmith's defect, not the project's: it is listed apart as unreadable, and L1
// is then "not measured" unless a real broken reference was found elsewhere.
import type { GodotIssue } from '../shared/index.ts';
import { type GodotProject, isAddon, projectPath } from './project.ts';
import type { SceneFile } from './scene.ts';
import type { ParseError } from './syntax.ts';

export interface IntegrityReport {
  /** Passed only when every file was read and every reference resolves. */
  passed: boolean;
  status: 'passed' | 'failed' | 'not-measured';
  files: number;
  issues: GodotIssue[];
  /** Places in files Playsmith could not read (its reader's defect): what L1 could not measure. */
  unreadable: ParseError[];
}

type Resolution = { ok: true; path: string } | { ok: false; why: string };

/** Where a res://, uid:// or relative reference points, if there. */
function resolve(project: GodotProject, ref: string, fromFile: string): Resolution {
  if (ref.startsWith('uid://')) {
    const path = project.uids.get(ref);
    return path === undefined ? { ok: false, why: `${ref} is no known uid` } : { ok: true, path };
  }
  // `res://level.tscn::Resource_x` names a resource inside a file: the file is what must exist.
  const path = projectPath(ref.replace(/::[^/]*$/, ''), fromFile);
  const found = project.reader.kind(path);
  if (found.kind === 'file' || found.kind === 'folder') return { ok: true, path };
  return {
    ok: false,
    why: found.kind === 'missing' ? `res://${path} does not exist` : `res://${path} is ${found.reason} (not read)`,
  };
}

function missing(kind: GodotIssue['kind'], file: string, line: number, message: string): GodotIssue {
  return { kind, file, line, message };
}

/** The issue for a reference that does not resolve; addon paths are named as a missing addon. */
function brokenReference(ref: string, fromFile: string, line: number, what: string, why: string): GodotIssue {
  // A uid names no folder, so only a path can show that the reference is into an addon.
  if (!ref.startsWith('uid://') && isAddon(projectPath(ref, fromFile)))
    return missing('missing-addon', fromFile, line, `${what} is in an addon that is not installed: ${why}`);
  return missing(ref.startsWith('uid://') ? 'missing-uid' : 'missing-resource', fromFile, line, `${what}: ${why}`);
}

function sceneIssues(project: GodotProject, s: SceneFile): GodotIssue[] {
  const out: GodotIssue[] = [];
  for (const r of s.extResources) {
    const byUid = r.uid === undefined ? undefined : resolve(project, r.uid, s.file);
    const byPath = r.path === undefined ? undefined : resolve(project, r.path, s.file);
    // Godot loads by uid first and falls back to the path, so one of the two resolving is enough.
    if (byUid?.ok || byPath?.ok) continue;
    const why = [byUid, byPath].flatMap((x) => (x && !x.ok ? [x.why] : [])).join(', and ') || 'no path or uid';
    out.push(brokenReference(r.path ?? r.uid ?? '', s.file, r.line, `${r.type} ext_resource "${r.id}"`, why));
  }
  const ext = new Set(s.extResources.map((r) => r.id));
  const sub = new Set(s.subResources.map((r) => r.id));
  for (const use of s.uses)
    if (!(use.call === 'ExtResource' ? ext : sub).has(use.id))
      out.push(
        missing(
          'undeclared-id',
          s.file,
          use.line,
          `${use.call}("${use.id}") names no ${use.call} declared in this file`,
        ),
      );
  return out;
}

function settingsIssues(project: GodotProject): GodotIssue[] {
  const s = project.settings;
  const out: GodotIssue[] = [];
  const version = s.features.find((f) => /^\d+\.\d+/.test(f));
  // Where project.godot could not be read, a missing version or main scene may be one the reader lost.
  const whole = s.errors.length === 0;
  if ((whole && s.configVersion !== 5) || (version !== undefined && !version.startsWith('4.')))
    out.push(
      missing(
        'not-godot-4',
        'project.godot',
        1,
        `config_version=${s.configVersion ?? 'none'}${version ? `, features ${version}` : ''}: not a Godot 4 ` +
          'project (Godot 4 writes config_version=5)',
      ),
    );
  if (!s.mainScene && whole)
    out.push(missing('no-main-scene', 'project.godot', 1, 'no run/main_scene under [application]'));
  else if (s.mainScene) {
    const r = resolve(project, s.mainScene.path, '');
    if (!r.ok) out.push(brokenReference(s.mainScene.path, 'project.godot', s.mainScene.line, 'main scene', r.why));
  }
  for (const a of s.autoloads) {
    const r = resolve(project, a.path, '');
    if (r.ok) continue;
    const issue = brokenReference(a.path, 'project.godot', a.line, `autoload ${a.name}`, r.why);
    out.push(issue.kind === 'missing-addon' ? issue : { ...issue, kind: 'missing-autoload' });
  }
  for (const p of s.plugins) {
    const r = resolve(project, p.path, '');
    if (!r.ok) out.push(missing('missing-addon', 'project.godot', p.line, `enabled editor plugin: ${r.why}`));
  }
  return out;
}

/** Runs L1 over a loaded project. */
export function checkIntegrity(project: GodotProject): IntegrityReport {
  const issues = settingsIssues(project);
  const unreadable: ParseError[] = [...project.settings.errors];
  for (const s of [...project.scenes, ...project.resources]) {
    unreadable.push(...s.errors);
    issues.push(...sceneIssues(project, s));
  }
  for (const g of project.scripts) {
    unreadable.push(...g.errors);
    const refs = g.loads.map((l) => ({ ref: l.path, line: l.line, what: `${l.preload ? 'preload' : 'load'}()` }));
    if (g.extends?.startsWith('res://') || g.extends?.startsWith('uid://'))
      refs.push({ ref: g.extends, line: 1, what: 'extends' });
    for (const { ref, line, what } of refs) {
      if (!/^(res|uid):\/\//.test(ref)) continue;
      const r = resolve(project, ref, g.file);
      if (!r.ok) issues.push(brokenReference(ref, g.file, line, what, r.why));
    }
  }
  issues.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.kind.localeCompare(b.kind));
  unreadable.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  const status = issues.length > 0 ? 'failed' : unreadable.length > 0 ? 'not-measured' : 'passed';
  return { passed: status === 'passed', status, files: project.files.length, issues, unreadable };
}
