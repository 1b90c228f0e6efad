// JamBench's manifest.json, extracted by static analysis: scripts (extends, class_name, function signatures,
// signals), scene node trees, input mappings, autoloads and the scene transition graph (paper §3.3, App. D.1).
import { z } from 'zod';
import { type GodotProject, isAddon, projectPath } from './project.ts';

export const MANIFEST_SCHEMA = 'playsmith.godot-manifest/1';

export const ManifestSchema = z.object({
  schema: z.literal(MANIFEST_SCHEMA),
  game_name: z.string().nullable(),
  godot_version: z.string().nullable(),
  main_scene: z.string().nullable(),
  input_actions: z.record(z.string(), z.array(z.string())),
  autoloads: z.array(z.object({ name: z.string(), path: z.string(), singleton: z.boolean() })),
  scripts: z.array(
    z.object({
      path: z.string(),
      extends: z.string().nullable(),
      class_name: z.string().nullable(),
      functions: z.array(z.object({ signature: z.string(), empty: z.boolean() })),
      signals: z.array(z.string()),
      emits: z.array(z.string()),
      connects: z.array(z.string()),
    }),
  ),
  scenes: z.array(
    z.object({
      path: z.string(),
      nodes: z.array(
        z.object({
          path: z.string(),
          type: z.string(),
          script: z.string().nullable(),
          instance: z.string().nullable(),
        }),
      ),
      connections: z.array(z.object({ signal: z.string(), from: z.string(), to: z.string(), method: z.string() })),
    }),
  ),
  scene_transitions: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type Manifest = z.infer<typeof ManifestSchema>;

const res = (path: string): string => `res://${path}`;

/** A project path as `res://…`, resolving `uid://` through the project's uid table. */
function resPath(project: GodotProject, ref: string | undefined, fromFile: string): string | null {
  if (ref === undefined) return null;
  if (ref.startsWith('uid://')) {
    const path = project.uids.get(ref);
    return path === undefined ? ref : res(path);
  }
  return res(projectPath(ref, fromFile));
}

function scenesOf(project: GodotProject): Manifest['scenes'] {
  return project.scenes
    .filter((s) => !isAddon(s.file))
    .map((s) => {
      const ext = new Map(s.extResources.map((r) => [r.id, r]));
      const target = (id: string | undefined) => {
        const r = id === undefined ? undefined : ext.get(id);
        return r ? resPath(project, r.uid && project.uids.has(r.uid) ? r.uid : r.path, s.file) : null;
      };
      return {
        path: res(s.file),
        nodes: s.nodes.map((n) => ({
          path: n.path,
          type: n.type ?? (n.instance === undefined ? 'Node' : 'PackedScene'),
          script: target(n.script),
          instance: target(n.instance),
        })),
        connections: s.connections.map(({ signal, from, to, method }) => ({ signal, from, to, method })),
      };
    });
}

/** The manifest of a loaded project; addons are left out, as JamBench counts a game's own code only. */
export function buildManifest(project: GodotProject): Manifest {
  const scenes = scenesOf(project);
  const scripts = project.scripts.filter((s) => !isAddon(s.file));
  const scriptScenes = (script: string) =>
    scenes.filter((s) => s.nodes.some((n) => n.script === script)).map((s) => s.path);
  const transitions = scripts.flatMap((s) =>
    s.sceneChanges.flatMap((to) =>
      scriptScenes(res(s.file)).map((from) => ({ from, to: resPath(project, to, s.file) ?? to })),
    ),
  );
  const settings = project.settings;
  return {
    schema: MANIFEST_SCHEMA,
    game_name: settings.name ?? null,
    godot_version: settings.features.find((f) => /^\d+\.\d+/.test(f)) ?? null,
    main_scene: resPath(project, settings.mainScene?.path, ''),
    input_actions: Object.fromEntries(settings.inputActions.map((a) => [a.name, a.events])),
    autoloads: settings.autoloads.map(({ name, path, singleton }) => ({ name, path, singleton })),
    scripts: scripts.map((s) => ({
      path: res(s.file),
      extends: s.extends ?? null,
      class_name: s.className ?? null,
      functions: s.functions.map((f) => ({
        signature: `func ${f.name}${f.params}${f.returnType ? ` -> ${f.returnType}` : ''}`,
        empty: f.empty,
      })),
      signals: s.signalsDeclared,
      emits: s.signalsEmitted,
      connects: s.signalsConnected,
    })),
    scenes,
    scene_transitions: transitions,
  };
}
