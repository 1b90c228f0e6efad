// SCS, JamBench's structural completeness score (eq. 1): the mean over its seven Godot dimensions of
// min(v_i / v_ref_i, 1), and 1 on a dimension where both are 0. The reference is another project (completion tasks)
// or the dataset means of Table 3, kept with their source in reference-means.json.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SCS_DIMENSIONS, type ScsResult, type ScsValues, ScsValuesSchema } from '../shared/index.ts';
import { type GodotProject, isAddon } from './project.ts';

const ReferenceMeansSchema = z.object({
  source: z.object({
    paper: z.string(),
    table: z.string(),
    section: z.string(),
    page: z.number().nullable(),
    note: z.string(),
  }),
  scs: ScsValuesSchema,
  bas: z.record(z.string(), z.number()),
});
export type ReferenceMeans = z.infer<typeof ReferenceMeansSchema>;

/** Table 3 of the JamBench paper, with where it comes from. */
export const REFERENCE_MEANS: ReferenceMeans = ReferenceMeansSchema.parse(
  JSON.parse(readFileSync(new URL('./reference-means.json', import.meta.url), 'utf8')),
);

/**
 * The seven values of a project, its addons left out (JamBench counts a game's own code). signal_usage counts each
 * script's declared, emitted and connected signal names plus the scenes' [connection] entries.
 */
export function measureScs(project: GodotProject): ScsValues {
  const scripts = project.scripts.filter((s) => !isAddon(s.file));
  const scenes = project.scenes.filter((s) => !isAddon(s.file));
  const functions = scripts.flatMap((s) => s.functions);
  const signals = scripts.reduce(
    (n, s) => n + s.signalsDeclared.length + s.signalsEmitted.length + s.signalsConnected.length,
    scenes.reduce((n, s) => n + s.connections.length, 0),
  );
  return {
    script_count: scripts.length,
    scene_count: scenes.length,
    input_action: project.settings.inputActions.length,
    function_count: functions.length,
    node_count: scenes.reduce((n, s) => n + s.nodes.length, 0),
    non_empty_ratio: functions.length === 0 ? 0 : functions.filter((f) => !f.empty).length / functions.length,
    signal_usage: signals,
  };
}

/** One dimension's term of eq. 1. */
export function scsRatio(value: number, reference: number): number {
  if (reference === 0) return 1;
  return Math.min(value / reference, 1);
}

/** SCS of `values` against `reference`; `reference` names where the reference came from. */
export function scoreScs(
  values: ScsValues,
  reference: ScsValues,
  source: { kind: 'project' | 'dataset-means'; source: string },
): ScsResult {
  const dimensions = SCS_DIMENSIONS.map((name) => ({
    name,
    value: values[name],
    reference: reference[name],
    ratio: scsRatio(values[name], reference[name]),
  }));
  return {
    score: dimensions.reduce((sum, d) => sum + d.ratio, 0) / dimensions.length,
    reference: source,
    dimensions,
  };
}

/** SCS against Table 3's dataset means. */
export function scoreScsAgainstMeans(values: ScsValues): ScsResult {
  const s = REFERENCE_MEANS.source;
  return scoreScs(values, REFERENCE_MEANS.scs, { kind: 'dataset-means', source: `${s.paper}, ${s.table}` });
}
