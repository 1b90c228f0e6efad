// Fills a copy of templates/platformer for the runner mode: levels.ts holds each level's course spec, Level.ts is a
// RunnerLevelScene with the registry keys and the HUD's labels, and golden-path.json holds the planner's inputs: for
// each, wait until the distance reaches its trigger, then hold jump (or up, or down) for its time; a flap waits for
// the flyer's height too, and after the planned flaps the path flaps on a beat to the win.
import type { Gdd } from '../../../gdd.ts';
import { actionList, definitionFile } from '../../shared/definition.ts';
import { leavesFrom, mergeConfig } from '../../../../shared/index.ts';
import { stepPerLine, writeGameConfig, writeHookFiles, writeRegistry } from '../../shared/files.ts';
import type { PlannedPath } from '../../../mode.ts';
import { EXTRA_LEAVES } from '../config.ts';
import { planRunner, type RunnerAction } from './runner.ts';
import { FLAP_BEAT_MS, FLAP_CHECK_MS, FLAP_PRESS_MS, FLAP_RELEASE_MS } from './flap.ts';
import { RUNNER_KEYS, type RunnerWords } from './design.ts';
import { runnerSpecOf } from './requirements.ts';
import { plural } from '../words.ts';

const ts = (value: unknown) => JSON.stringify(value);
const capital = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());

export function runnerActions(rw: RunnerWords): { name: string; keys: string[]; description: string }[] {
  if (rw.kind === 'flap') return [{ name: 'flap', keys: ['Space', 'ArrowUp', 'KeyW'], description: 'flap (or click)' }];
  return rw.kind === 'fly'
    ? [
        { name: 'up', keys: ['ArrowUp', 'KeyW'], description: 'steer up' },
        { name: 'down', keys: ['ArrowDown', 'KeyS'], description: 'steer down' },
      ]
    : [{ name: 'jump', keys: ['Space', 'ArrowUp', 'KeyW'], description: 'jump' }];
}

function levelsFile(gdd: Gdd): string {
  const entries = gdd.sections.levels.map((level) => `  ${ts(level.key)}: ${ts(runnerSpecOf(level))},`);
  return `// HOOK FILE (made by playsmith make): the runner courses of ${ts(gdd.title)}, one spec per level;
// the obstacles and pickups come from each spec's seeded stream (src/family/modes/runner/runnerRules.ts).
// Generated from seed ${gdd.seed}; golden-path.json was planned on exactly these courses.
import type { RunnerSpec } from '../family/index.ts';

export const LEVELS: Record<string, RunnerSpec> = {
${entries.join('\n')}
};
`;
}

function levelFile(gdd: Gdd, rw: RunnerWords): string {
  const K = RUNNER_KEYS;
  const hasVehicle = gdd.sections.assets.assets.some((a) => a.key === K.vehicle);
  const labels = {
    // The pickup's noun alone ("Moths"), so the HUD's line fits beside the score and lives.
    pickups: capital(plural(rw.pickup.split(' ').pop()!)),
    // Short enough for the banner's width; the HUD shows the goal.
    banner:
      rw.kind === 'flap'
        ? 'Space or click to flap!'
        : `${rw.kind === 'fly' ? 'Dodge' : 'Jump'} the ${plural(rw.obstacle)}!`,
    ramp: 'Faster!',
    // The flap kind counts its gaps on the HUD.
    ...(rw.kind === 'flap' ? { gates: 'Gaps' } : {}),
  };
  return `// HOOK FILE (made by playsmith make): the runner mode of the platformer family: which course each level runs,
// which registry keys draw it, and the words of its HUD and banners.
import type { LevelInfo } from '../core/index.ts';
import { RunnerLevelScene, type RunnerAssetKeys, type RunnerLabels, type RunnerSpec } from '../family/index.ts';
import { LEVELS } from './levels.ts';

export class Level extends RunnerLevelScene {
  constructor() {
    super('Level');
  }

  protected override runnerSpec(info: LevelInfo): RunnerSpec {
    const spec = LEVELS[info.id];
    if (!spec) throw new Error(\`src/game/levels.ts has no level "\${info.id}" (the level order lists it)\`);
    return spec;
  }

  protected override assetKeys(): RunnerAssetKeys {
    return {
      hero: ${ts(K.hero)},
      obstacle: ${ts(K.obstacle)},
      pickup: ${ts(K.pickup)},
      ground: ${ts(K.ground)},${hasVehicle ? `\n      vehicle: ${ts(K.vehicle)},` : ''}
      background: ${ts(K.background)},
      music: ${ts(K.music)},
      sfx: { ${Object.entries(K.sfx)
        .map(([cue, key]) => `${cue}: ${ts(key)}`)
        .join(', ')} },
    };
  }

  protected override labels(): RunnerLabels {
    return ${ts(labels)};
  }
}
`;
}

/** The golden path: from the title, each level's inputs at the planner's distances, then the goal. */
export function runnerGoldenPath(gdd: Gdd, rw: RunnerWords): Record<string, unknown> {
  const steps: Record<string, unknown>[] = [
    { until: { path: 'scene', equals: 'Title' }, timeoutMs: 5000 },
    { press: 'start' },
  ];
  let inputs = 0;
  gdd.sections.levels.forEach((level, i) => {
    const planned = planRunner(runnerSpecOf(level)!);
    if (!planned.ok) throw new Error(`level "${level.key}": ${planned.problem}`);
    // The level number changes a frame before the next course is built: wait for its start.
    steps.push({ until: { path: 'flags.distance', lte: 100 }, timeoutMs: 5000 });
    let last = 0;
    if (runnerSpecOf(level)!.kind === 'flap') {
      inputs += flapSteps(steps, planned.plan.actions);
      const end = i < gdd.sections.levels.length - 1 ? { path: 'level', equals: i + 2 } : { path: 'won', equals: true };
      // The beat: a flap every FLAP_BEAT_MS keeps the flyer's height until the goal comes.
      steps.push({
        until: end,
        timeoutMs: Math.max(10_000, planned.plan.runMs),
        repeat: [
          { wait: FLAP_BEAT_MS - FLAP_PRESS_MS - FLAP_RELEASE_MS },
          { press: 'flap' },
          { wait: FLAP_RELEASE_MS },
        ],
      });
      return;
    }
    for (const action of planned.plan.actions as RunnerAction[]) {
      const speed = runnerSpecOf(level)!.baseSpeed;
      steps.push({
        until: { path: 'flags.distance', gte: action.atX },
        timeoutMs: Math.max(4000, Math.round(((action.atX - last) / speed) * 1000 + 3000)),
      });
      steps.push({ hold: [action.key], ms: action.ms });
      last = action.atX;
      inputs++;
    }
    const end = i < gdd.sections.levels.length - 1 ? { path: 'level', equals: i + 2 } : { path: 'won', equals: true };
    steps.push({ until: end, timeoutMs: Math.max(10_000, planned.plan.runMs) });
  });
  return {
    version: 1,
    seed: gdd.seed >>> 0,
    description:
      `Planned by playsmith make on the seeded runner course(s): ${inputs} ` +
      (rw.kind === 'flap'
        ? 'flaps, each once the flyer has fallen to its line below the next gap (flags.fallBelowGap), then flaps ' +
          'on a beat to the goal.'
        : `${rw.kind === 'run' ? 'jumps' : 'steering moves'}, each once the distance reaches a trigger in the middle ` +
          `of a window safe under every delay of the runner, then ${rw.goal.kind === 'time' ? 'survive' : 'run'} to ` +
          'the goal.'),
    steps,
    expect: { won: true },
  };
}

/** A flap's steps: wait for the flyer's fall to its line below the next gap (flags.fallBelowGap), press, let go. */
function flapSteps(steps: Record<string, unknown>[], actions: readonly RunnerAction[]): number {
  for (const action of actions) {
    steps.push({
      until: { path: 'flags.fallBelowGap', gte: action.atY },
      timeoutMs: 4000,
      checkEveryMs: FLAP_CHECK_MS,
    });
    steps.push({ press: 'flap', holdMs: FLAP_PRESS_MS });
    steps.push({ wait: FLAP_RELEASE_MS });
  }
  return actions.length;
}

export function writeRunnerGame(projectDir: string, gdd: Gdd, rw: RunnerWords): void {
  writeHookFiles(projectDir, {
    'levels.ts': levelsFile(gdd),
    'definition.ts': definitionFile(gdd, { expression: actionList(runnerActions(rw)) }),
    'Level.ts': levelFile(gdd, rw),
  });
  writeGameConfig(projectDir, (config) =>
    mergeConfig(config, gdd.sections.config, 'platformer', leavesFrom(EXTRA_LEAVES)),
  );
  writeRegistry(projectDir, gdd);
}

export function runnerPlannedPath(gdd: Gdd, rw: RunnerWords): PlannedPath {
  const path = runnerGoldenPath(gdd, rw);
  return { path, text: stepPerLine(path) };
}
