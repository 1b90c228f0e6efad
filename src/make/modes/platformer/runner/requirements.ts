// The platformer family's runner mode, read back from its GDD: each level's runner spec, the check that the planner
// proves it, and the requirements play verifies (the course run to its goal, the ramp, the obstacles and pickups).
import type { Gdd } from '../../../gdd.ts';
import type { Requirement } from '../../../requirements.ts';
import { designFact, eventFact } from '../../shared/requirements.ts';
import type { RunnerSpec } from '../../../../../templates/platformer/src/family/modes/runner/runnerRules.ts';
import { planRunner, type RunnerPlan } from './runner.ts';
import { FLAP_CUE, goalText, RUNNER_KEYS, type RunnerWords } from './design.ts';
import { drawing, drawsNoun } from '../../../drawn.ts';
import { plural } from '../words.ts';

/** The runner spec of a GDD level, when it is a runner level. */
export const runnerSpecOf = (level: Gdd['sections']['levels'][number]): RunnerSpec | undefined =>
  (level.data as { runner?: RunnerSpec }).runner;

export const isRunnerGdd = (gdd: Gdd): boolean => gdd.sections.levels.some((l) => runnerSpecOf(l) !== undefined);

export function validateRunner(gdd: Gdd): string[] {
  return gdd.sections.levels.flatMap((level) => {
    const spec = runnerSpecOf(level);
    if (!spec) return [`level "${level.key}" has no runner spec (data.runner) in a runner game`];
    const planned = planRunner(spec);
    return planned.ok ? [] : [`level "${level.key}": ${planned.problem}`];
  });
}

function plansOf(gdd: Gdd): RunnerPlan[] {
  return gdd.sections.levels.map((level) => {
    const planned = planRunner(runnerSpecOf(level)!);
    if (!planned.ok) throw new Error(`level "${level.key}": ${planned.problem}`);
    return planned.plan;
  });
}

export function runnerRequirements(gdd: Gdd, rw: RunnerWords): Requirement[] {
  const plans = plansOf(gdd);
  const mode = rw.kind === 'fly' ? 'auto-scrolling' : 'endless runner';
  const source =
    rw.kind === 'flap'
      ? (gdd.intent.read.toLowerCase().match(FLAP_CUE)?.[0] ?? 'flappy')
      : (gdd.intent.read.toLowerCase().match(/\bendless(?: runner)?\b|\bauto[- ]?\w+/)?.[0] ?? mode);
  const levels = gdd.sections.levels.length;
  const goalSaid = goalText(rw.goal);
  const out: Requirement[] = [
    rw.goal.kind === 'gates'
      ? {
          id: 'runner-goal',
          text: `the ${rw.hero} passes ${rw.goal.count} gaps`,
          source: rw.goalPhrase ?? source,
          weight: 3,
          check: { kind: 'state', path: 'flags.gatesPassed', gte: rw.goal.count },
        }
      : rw.goal.kind === 'time'
        ? {
            id: 'runner-goal',
            text: `the ${rw.hero} survives ${rw.goal.seconds} s`,
            source: rw.goalPhrase ?? source,
            weight: 3,
            check: { kind: 'state', path: 'flags.survivedMs', gte: rw.goal.seconds * 1000 },
          }
        : {
            id: 'runner-goal',
            text: `the ${rw.hero} covers ${rw.goal.metres} m`,
            source: rw.goalPhrase ?? source,
            weight: 3,
            check: { kind: 'state', path: 'flags.distanceM', gte: (rw.goal as { metres: number }).metres },
          },
    eventFact({
      id: 'runner-levels',
      text: `every run is won (${levels} of ${goalSaid})`,
      source,
      event: 'goal_reached',
      minCount: levels,
    }),
  ];
  const ramps = Math.min(...plans.map((p) => p.ramps));
  const rampSource = rw.rampPhrase ?? 'speed ramps up';
  out.push(
    eventFact({
      id: 'speed-ramps',
      text: `the speed ramps up every ${rw.rampEverySeconds} s (${ramps} time(s) in the last run)`,
      source: rampSource,
      event: 'speed_ramped',
      minCount: Math.max(1, ramps),
    }),
  );
  if (ramps >= 2)
    out.push({
      id: 'ramp-interval',
      text: `the speed ramps up every ${rw.rampEverySeconds} s, measured between ramps in play`,
      source: rampSource,
      weight: 2,
      check: {
        kind: 'state',
        path: 'flags.rampGapMs',
        gte: rw.rampEverySeconds * 1000 - 20,
        lte: rw.rampEverySeconds * 1000 + 20,
      },
    });
  const passed = Math.min(...plans.map((p) => p.obstaclesPassed));
  const obstacleSource = rw.obstaclePhrase ?? 'obstacles';
  if (rw.kind === 'flap') out.push(...flapRequirements(rw, plans, source, passed));
  // "flies" in the prompt is honoured by the flyer's time in the air.
  const flies = /\bfl(?:y|ies|ying)\b/.exec(gdd.intent.read.toLowerCase());
  if (rw.kind !== 'run' && flies) out.push(flownRequirement(rw, plans, flies[0]));
  out.push(
    eventFact({
      id: 'obstacles-passed',
      text: `the ${rw.hero} gets past ${plural(rw.obstacle)} (${passed} in the last run)`,
      source: obstacleSource,
      event: 'obstacle_passed',
      minCount: Math.max(1, passed),
    }),
  );
  if (rw.obstacleFromPrompt)
    out.push(
      designFact({
        id: 'obstacle-theme',
        text: `the obstacles are ${plural(rw.obstacle)}`,
        source: obstacleSource,
        ok: drawsNoun(rw.obstacle),
        evidence: `obstacle art "${RUNNER_KEYS.obstacle}": ${rw.obstacle}, ${drawing(rw.obstacle)}`,
      }),
    );
  const sure = Math.min(...plans.map((p) => p.pickupsSure));
  if (rw.pickupFromPrompt && (rw.kind !== 'flap' || sure > 0))
    out.push(
      eventFact({
        id: 'pickups-collected',
        text: `the ${rw.hero} collects ${plural(rw.pickup)}`,
        source: rw.pickupPhrase ?? rw.pickup,
        event: 'pickup_collected',
        minCount: Math.max(1, Math.min(sure, 10)),
      }),
    );
  return out;
}

/** The flap kind's own: the gaps passed to the goal (events), and the gates shown as the prompt's things. */
function flapRequirements(rw: RunnerWords, plans: RunnerPlan[], source: string, passed: number): Requirement[] {
  const count = rw.goal.kind === 'gates' ? rw.goal.count : Math.max(1, passed);
  const out: Requirement[] = [
    eventFact({
      id: 'gates-passed',
      text: `the ${rw.hero} flaps through ${count} gaps between ${plural(rw.obstacle)}`,
      source,
      weight: 3,
      event: 'gate_passed',
      minCount: count,
    }),
    eventFact({
      id: 'flaps',
      text: `the ${rw.hero} flaps up under gravity (${Math.min(...plans.map((p) => p.actions.length))} flaps or more)`,
      source,
      event: 'player_flapped',
      minCount: Math.max(1, Math.min(...plans.map((p) => p.actions.length))),
    }),
  ];
  // The gates are the prompt's things ("gaps between skyscrapers"): shown in play when the art draws them.
  if (rw.obstaclePhrase && drawsNoun(rw.obstacle))
    out.push(
      eventFact({
        id: 'gates-shown',
        text:
          `the gates are ${plural(rw.obstacle)}, ${drawing(rw.obstacle)}, and the ${rw.hero} passes ` +
          `${count} of them`,
        source: rw.obstaclePhrase,
        event: 'gate_passed',
        minCount: count,
      }),
    );
  return out;
}

/** A flyer flies: the contract's time in the air (flags.flownMs) covers most of the run to the goal. */
function flownRequirement(rw: RunnerWords, plans: RunnerPlan[], source: string): Requirement {
  const ms = Math.floor((Math.min(...plans.map((p) => p.runMs)) * 0.8) / 1000) * 1000;
  return {
    id: 'flies',
    text: `the ${rw.hero} stays in the air for ${ms / 1000} s or more of the run`,
    source,
    weight: 2,
    check: { kind: 'state', path: 'flags.flownMs', gte: ms },
  };
}
