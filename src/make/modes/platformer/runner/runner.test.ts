// The platformer family's runner mode and named boss, generator side: the prompt's words for the mode (kind, obstacles,
// pickups, ramp interval, goal), the planner's course always passable over seeds with a golden path that wins in the
// rules under every delay (and loses without its inputs), the requirements and phrase accounting the mode compiles,
// the files write() fills, and a boss named in capitals on the HUD.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { buildCourse, startState } from '../../../../../templates/platformer/src/family/modes/runner/runnerRules.ts';
import { compilePhrases } from '../../../accounting.ts';
import { renderReadme } from '../../../handover.ts';
import { classifyPrompt } from '../../../classify.ts';
import { readIntent } from '../../../intent.ts';
import { readPhrases } from '../../../phrases.ts';
import { commonRequirements } from '../../../requirements.ts';
import { designGdd, writtenCopy } from '../../shared/testing.ts';
import { planRunner, playActions, RUNNER_LATENESS } from './runner.ts';
import { readRunnerWords, runnerSpecFor } from './design.ts';
import { runnerSpecOf } from './requirements.ts';
import { bossNameOf, readPlatformerWords } from '../words.ts';
import { familyGenerator } from '../../../dispatch.ts';

const platformerGenerator = familyGenerator('platformer');

const RUNNER =
  'an endless runner where a skateboarding raccoon dodges trash cans on a city street and the speed ramps up ' +
  'every 30 seconds';
const FLYER = 'an auto-scrolling cave flyer where a bat dodges stalactites and collects glowing moths for 2 minutes';
const BOSS =
  'a platformer with a boss fight: a samurai climbs a pagoda over 3 levels and defeats the Oni King at the top';

const wordsOf = (prompt: string) =>
  readRunnerWords(
    prompt,
    readPlatformerWords(readIntent(prompt), readPhrases(readIntent(prompt).read)),
    readPhrases(prompt),
  );

describe('runner mode: reading the prompt', () => {
  test('an endless runner jumps the named obstacles, ramps at the asked interval and has a default goal', () => {
    const w = wordsOf(RUNNER);
    assert.deepEqual(
      [w.kind, w.hero, w.obstacle, w.obstacleFromPrompt, w.vehicle, w.rampEverySeconds, w.rampFromPrompt],
      ['run', 'raccoon', 'trash can', true, 'skateboard', 30, true],
    );
    // "every 30 seconds" is the interval, not a time limit: the goal leaves room for two ramps.
    assert.deepEqual([w.goal, w.goalFromPrompt], [{ kind: 'time', seconds: 75 }, false]);
  });

  test('an auto-scrolling flyer steers, collects the named pickups and survives the asked time', () => {
    const w = wordsOf(FLYER);
    assert.deepEqual(
      [w.kind, w.hero, w.obstacle, w.pickup, w.pickupFromPrompt, w.goal, w.goalPhrase],
      ['fly', 'bat', 'stalactite', 'glowing moth', true, { kind: 'time', seconds: 120 }, 'for 2 minutes'],
    );
    assert.deepEqual(wordsOf('an endless runner where a fox runs 500 metres').goal, { kind: 'distance', metres: 500 });
  });

  test('both prompts are platformers, with the mode named as the cue', () => {
    for (const prompt of [RUNNER, FLYER]) {
      const c = classifyPrompt(prompt);
      assert.equal(c.archetype, 'platformer');
      assert.equal(c.unsure, false, c.reasoning);
    }
  });
});

describe('runner mode: the planner', () => {
  test('the seeded stream is passable for every seed tried, and the golden path wins under every delay', () => {
    for (const kind of ['run', 'fly'] as const) {
      for (let seed = 1; seed <= 8; seed++) {
        const words = { ...wordsOf(kind === 'run' ? RUNNER : FLYER), goal: { kind: 'time' as const, seconds: 40 } };
        const spec = runnerSpecFor(words, seed % 3 === 0 ? 'hard' : 'normal', seed * 7919);
        const planned = planRunner(spec);
        assert.ok(planned.ok, `${kind} seed ${seed}: ${planned.ok ? '' : planned.problem}`);
        const course = buildCourse(spec);
        for (const late of [0, Math.max(...RUNNER_LATENESS)]) {
          const run = playActions(
            course,
            startState(course),
            planned.plan.actions,
            () => late,
            () => false,
          );
          assert.ok(run.state.won && !run.state.crashed, `${kind} seed ${seed} delay ${late}`);
        }
      }
    }
  });

  test('without its inputs the same course is lost, and one input fewer crashes', () => {
    const spec = runnerSpecFor(wordsOf(RUNNER), 'normal', 99);
    const planned = planRunner(spec);
    assert.ok(planned.ok);
    const course = buildCourse(spec);
    const none = playActions(
      course,
      startState(course),
      [],
      () => 0,
      () => false,
    );
    assert.ok(none.state.crashed);
    const fewer = planned.plan.actions.filter((_, i) => i !== 5);
    assert.ok(
      playActions(
        course,
        startState(course),
        fewer,
        () => 0,
        () => false,
      ).state.crashed,
    );
  });
});

describe('runner mode: design, requirements and phrases', () => {
  test("the requirements check the ramp interval, the goal and the obstacles in play; the prompt's phrases map", () => {
    const gdd = designGdd(platformerGenerator, RUNNER, 1);
    assert.deepEqual(platformerGenerator.validate(gdd), []);
    const family = [...commonRequirements(gdd.intent, gdd), ...platformerGenerator.requirements(gdd)];
    const byId = (id: string) => family.find((r) => r.id === id)?.check;
    assert.deepEqual(byId('runner-goal'), { kind: 'state', path: 'flags.survivedMs', gte: 75_000 });
    assert.deepEqual(byId('ramp-interval'), { kind: 'state', path: 'flags.rampGapMs', gte: 29_980, lte: 30_020 });
    assert.deepEqual(byId('speed-ramps'), { kind: 'event', event: 'speed_ramped', minCount: 2 });
    assert.equal(byId('obstacles-passed')?.kind, 'event');
    const plans = compilePhrases(readPhrases(RUNNER), gdd, family).plans;
    const planOf = (text: string) => plans.find((p) => p.phrase.text === text);
    assert.equal(planOf('endless runner')?.requirement, 'runner-goal');
    assert.equal(planOf('every 30 seconds')?.requirement, 'ramp-interval');
    assert.equal(planOf('trash cans')?.requirement, 'obstacles-passed');
    const flyer = designGdd(platformerGenerator, FLYER, 1);
    const flyerFamily = [...commonRequirements(flyer.intent, flyer), ...platformerGenerator.requirements(flyer)];
    const flyerPlans = compilePhrases(readPhrases(FLYER), flyer, flyerFamily).plans;
    assert.equal(flyerPlans.find((p) => p.phrase.text === '2 minutes')?.requirement, 'runner-goal');
    assert.equal(flyerPlans.find((p) => p.phrase.text === 'auto-scrolling')?.requirement, 'runner-goal');
    // "survives 90 seconds" in a runner: the survival and its time are the runner's goal.
    const survive = 'an endless runner where a fox survives 90 seconds';
    const fox = designGdd(platformerGenerator, survive, 1);
    const foxFamily = [...commonRequirements(fox.intent, fox), ...platformerGenerator.requirements(fox)];
    const foxPlans = compilePhrases(readPhrases(survive), fox, foxFamily).plans;
    assert.deepEqual(
      foxPlans.filter((p) => p.requirement === 'runner-goal').map((p) => p.phrase.text),
      ['endless runner', 'survives', '90 seconds'],
    );
    // The game's README tells a flyer's keys and where its courses are, not a platformer's maps.
    const readme = renderReadme(flyer);
    assert.match(readme, /Up \/ Down or W \/ S: steer/);
    assert.match(readme, /runner course in `src\/game\/levels.ts`/);
    assert.doesNotMatch(readme, /Tiled map/);
  });

  test('design is deterministic per seed; write fills a RunnerLevelScene, the specs and the planned inputs', () => {
    const gdd = designGdd(platformerGenerator, RUNNER, 3);
    assert.deepEqual(designGdd(platformerGenerator, RUNNER, 3), gdd);
    assert.notDeepEqual(
      runnerSpecOf(designGdd(platformerGenerator, RUNNER, 4).sections.levels[0]!),
      runnerSpecOf(gdd.sections.levels[0]!),
    );
    writtenCopy(platformerGenerator, gdd, (dir) => {
      const level = readFileSync(join(dir, 'src', 'game', 'Level.ts'), 'utf8');
      assert.match(level, /extends RunnerLevelScene/);
      assert.match(level, /vehicle: "vehicle"/);
      const levels = readFileSync(join(dir, 'src', 'game', 'levels.ts'), 'utf8');
      assert.match(levels, /"rampEveryMs":30000/);
      const path = JSON.parse(readFileSync(join(dir, 'golden-path.json'), 'utf8')) as { steps: { hold?: string[] }[] };
      const planned = planRunner(runnerSpecOf(gdd.sections.levels[0]!)!);
      assert.ok(planned.ok);
      assert.equal(path.steps.filter((s) => s.hold?.[0] === 'jump').length, planned.plan.actions.length);
    });
  });
});

describe('a boss named in the prompt', () => {
  test('"defeats the Oni King": the boss is the Oni King, the hero the samurai, and the HUD names the boss', () => {
    const intent = readIntent(BOSS);
    assert.equal(bossNameOf(intent), 'Oni King');
    const words = readPlatformerWords(intent, readPhrases(intent.read));
    assert.deepEqual([words.hero, words.boss, words.bossFromPrompt], ['samurai', 'oni king', true]);
    assert.ok(!words.namedEnemies.includes('oni'), 'the boss is not also a patrolling enemy');
    assert.equal(bossNameOf(readIntent('a platformer where a knight defeats a dragon boss')), null);
    const gdd = designGdd(platformerGenerator, BOSS, 1);
    assert.equal(gdd.sections.levels.length, 3);
    assert.ok(
      gdd.sections.levels[2]!.ascii.some((r) => r.includes('B')),
      'the last level has the boss arena',
    );
    const family = platformerGenerator.requirements(gdd);
    assert.equal(family.find((r) => r.id === 'boss-defeated')?.text, 'the oni king is defeated');
    assert.deepEqual(family.find((r) => r.id === 'boss-named')?.check, {
      kind: 'state',
      path: 'flags.bossName',
      equals: 'Oni King',
    });
    writtenCopy(platformerGenerator, gdd, (dir) => {
      // The family's MadePlatformsLevelScene names the boss from the game's Level.data.ts.
      const data = readFileSync(join(dir, 'src', 'game', 'Level.data.ts'), 'utf8');
      assert.match(data, /"bossName": "Oni King"/);
    });
  });
});
