// `playsmith godot check`: L1 and SCS always (static, no engine), then L2, L3a and L3b with BAS when a Godot 4
// binary is configured; without one those levels are "skipped: no Godot 4 binary", never passed. Godot runs on a copy
// of the project that holds only its regular files inside it (the project rule), so it never reads a link out of it
// and never writes its import cache into the folder it was given.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  copyProject,
  GODOT_CHECK_RESULT_SCHEMA,
  type GodotCheckResult,
  type GodotLevel,
  makeTempDir,
  mergeSkipped,
  removeTempDir,
} from '../shared/index.ts';
import { basAgainstMeans, basAgainstProject } from './bas.ts';
import { GodotInputError } from './errors.ts';
import { evalConfigByRules } from './eval-config.ts';
import { inputStrategyOf } from './input-strategy.ts';
import { checkIntegrity } from './integrity.ts';
import { buildManifest } from './manifest.ts';
import { isAddon, loadProject, resolveProjectDir } from './project.ts';
import { GODOT_CACHE, runBehaviourLevel, runImportLevel, runStabilityLevel, skippedLevel } from './runtime.ts';
import { measureScs, scoreScs, scoreScsAgainstMeans } from './scs.ts';

export interface GodotCheckOptions {
  /** A reference project (Task 2): SCS and BAS against it instead of Table 3's means. */
  reference?: string | undefined;
  /** The Godot 4 binary (config godot.path / PLAYSMITH_GODOT); the runtime levels are skipped without one. */
  godot?: string | undefined;
}

/** Checks one Godot project folder (or the single project below it). */
export async function checkGodotProject(dir: string, options: GodotCheckOptions = {}): Promise<GodotCheckResult> {
  const root = resolveProjectDir(dir);
  const project = loadProject(root);
  const l1 = checkIntegrity(project);
  const values = measureScs(project);
  const reference = options.reference === undefined ? undefined : loadProject(resolveProjectDir(options.reference));
  const scs = reference
    ? scoreScs(values, measureScs(reference), { kind: 'project', source: reference.root })
    : scoreScsAgainstMeans(values);
  const godot = options.godot;
  if (godot !== undefined && !existsSync(godot))
    throw new GodotInputError(`PLAYSMITH_GODOT is ${godot}, which does not exist; fix the path or unset it`);
  const base = { schema: GODOT_CHECK_RESULT_SCHEMA, project: root, l1, scs, skipped: project.reader.skipped } as const;
  if (godot === undefined) return { ...base, l2: skippedLevel(), l3a: skippedLevel(), l3b: skippedLevel(), bas: null };
  const work = makeTempDir('playsmith-godot-');
  try {
    const copy = join(work, 'project');
    const left = copyProject(root, copy, { never: GODOT_CACHE });
    // The commands a person can run again name the project, not the copy that is gone afterwards.
    const named = <L extends GodotLevel>(level: L): L => ({
      ...level,
      ...(level.command ? { command: level.command.map((a) => a.replaceAll(copy, root)) } : {}),
    });
    const withLeft = { ...base, skipped: mergeSkipped(base.skipped, left) };
    const scripts = project.scripts.filter((s) => !isAddon(s.file)).map((s) => s.file);
    const l2 = named(await runImportLevel(godot, copy, scripts));
    const l3a = l2.status === 'passed' ? named(await runStabilityLevel(godot, copy)) : skippedAfter('L2');
    if (l3a.status !== 'passed') return { ...withLeft, l2, l3a, l3b: skippedAfter('L3a'), bas: null };
    const strategy = inputStrategyOf(evalConfigByRules(buildManifest(project)));
    const l3b = named(await runBehaviourLevel(godot, copy, strategy));
    let bas: number | null = null;
    if (l3b.behaviour && reference) {
      const referenceCopy = join(work, 'reference');
      copyProject(reference.root, referenceCopy, { never: GODOT_CACHE });
      const ref = await runBehaviourLevel(
        godot,
        referenceCopy,
        inputStrategyOf(evalConfigByRules(buildManifest(reference))),
      );
      bas = ref.behaviour ? basAgainstProject(l3b.behaviour, ref.behaviour) : null;
    } else if (l3b.behaviour) bas = basAgainstMeans(l3b.behaviour);
    return { ...withLeft, l2, l3a, l3b, bas };
  } finally {
    removeTempDir(work);
  }
}

const skippedAfter = (level: string) => ({
  status: 'skipped' as const,
  reason: `skipped: ${level} did not pass`,
  errors: [],
});
