// The runner mode's flap kind, generator side: the words that pick it and its counts, the planner's flaps winning in
// the rules under every modelled delay (alike and mixed) and losing without them, the golden path's height triggers,
// the requirements it compiles and the phrase account of fid-arc-4 (flappy, flies, the skyscrapers as the gates).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildCourse, startState } from '../../../../../templates/platformer/src/family/modes/runner/runnerRules.ts';
import { compilePhrases } from '../../../accounting.ts';
import { classifyPrompt } from '../../../classify.ts';
import { readIntent } from '../../../intent.ts';
import { readPhrases } from '../../../phrases.ts';
import { commonRequirements } from '../../../requirements.ts';
import { designGdd } from '../../shared/testing.ts';
import { FLAP_CHECK_MS, PROVED_LATENESS, playFlaps, RISING } from './flap.ts';
import { planRunner } from './runner.ts';
import { asksForRunner, readRunnerWords, runnerSpecFor } from './design.ts';
import { runnerSpecOf } from './requirements.ts';
import { runnerGoldenPath } from './write.ts';
import { readPlatformerWords } from '../words.ts';
import { familyGenerator } from '../../../dispatch.ts';

const platformerGenerator = familyGenerator('platformer');

const ARC4 = 'a flappy game where a paper plane flies through gaps between skyscrapers';
const wordsOf = (prompt: string) =>
  readRunnerWords(
    prompt,
    readPlatformerWords(readIntent(prompt), readPhrases(readIntent(prompt).read)),
    readPhrases(prompt),
  );

describe('flap kind: reading the prompt', () => {
  test('fid-arc-4: flappy picks the flap kind, the paper plane flies, the gates are skyscrapers, 20 by default', () => {
    assert.equal(asksForRunner(ARC4), true);
    assert.equal(classifyPrompt(ARC4).archetype, 'platformer');
    const w = wordsOf(ARC4);
    assert.deepEqual(
      [w.kind, w.hero, w.obstacle, w.obstaclePhrase, w.goal, w.goalFromPrompt],
      ['flap', 'paper plane', 'skyscraper', 'skyscrapers', { kind: 'gates', count: 20 }, false],
    );
  });

  test('flap, flapping and tap to fly pick the kind; counts and times come from the prompt', () => {
    const pipes = wordsOf('an endless runner where a bird flaps through 15 pipes');
    assert.deepEqual([pipes.kind, pipes.obstacle, pipes.goal], ['flap', 'pipe', { kind: 'gates', count: 15 }]);
    const gaps = wordsOf('a tap to fly game where an owl gets through twelve gaps between trees');
    assert.deepEqual([gaps.kind, gaps.obstacle, gaps.goal], ['flap', 'tree', { kind: 'gates', count: 12 }]);
    assert.equal(gaps.goalPhrase, 'twelve gaps');
    const timed = wordsOf('a flappy bat flapping for 45 seconds');
    assert.deepEqual([timed.kind, timed.goal], ['flap', { kind: 'time', seconds: 45 }]);
    // The fly and run kinds stay as they were.
    assert.equal(wordsOf('an auto-scrolling cave flyer where a bat dodges stalactites').kind, 'fly');
    assert.equal(wordsOf('an endless runner where a fox jumps logs').kind, 'run');
    assert.equal(asksForRunner('a bird flapping over a platformer level'), false);
  });
});

describe('flap kind: the planner', () => {
  test('every difficulty over seeds: the plan wins under every delay alike and mixed, and none crashes', () => {
    const words = wordsOf(ARC4);
    let planned = 0;
    for (const difficulty of ['easy', 'normal', 'hard'] as const)
      for (let seed = 1; seed <= 6; seed++) {
        const spec = runnerSpecFor(words, difficulty, seed * 104_729);
        const result = planRunner(spec);
        // The design draws the next seed when a course cannot be proved; most can.
        if (!result.ok) continue;
        planned++;
        const course = buildCourse(spec);
        // The proved delays, and two the proof does not play: blocks of three alike, and every third late.
        const lates = [...PROVED_LATENESS, (i: number) => (Math.floor(i / 3) % 2) * 4, (i: number) => (i % 3 ? 0 : 4)];
        for (const late of lates) {
          const run = playFlaps(course, startState(course), result.plan.actions, late, undefined, 33);
          assert.ok(run.state.won && !run.state.crashed, `${difficulty} seed ${seed}`);
          assert.equal(run.pressed, result.plan.actions.length, 'every planned flap is pressed before the win');
          assert.ok(run.state.passed >= 20);
        }
        assert.ok(result.plan.actions.every((a) => a.key === 'flap' && a.atY !== undefined));
      }
    assert.ok(planned >= 15, `${planned} of 18 courses planned`);
  });

  test('without its flaps the flyer hovers and then, after one flap, falls to the ground', () => {
    const spec = runnerSpecOf(designGdd(platformerGenerator, ARC4, 2).sections.levels[0]!)!;
    const result = planRunner(spec);
    assert.ok(result.ok);
    const course = buildCourse(spec);
    const one = playFlaps(course, startState(course), result.plan.actions.slice(0, 1), () => 0);
    assert.ok(one.state.crashed && !one.state.won);
    assert.ok(one.state.passed < 20);
  });
});

describe('flap kind: design, golden path, requirements and phrases', () => {
  const gdd = designGdd(platformerGenerator, ARC4, 1);

  test('the GDD is valid and its golden path waits for distance then height before each flap', () => {
    assert.deepEqual(platformerGenerator.validate(gdd), []);
    assert.equal(runnerSpecOf(gdd.sections.levels[0]!)?.kind, 'flap');
    assert.match(gdd.title, /Paper Plane/);
    const steps = runnerGoldenPath(gdd, wordsOf(ARC4)).steps as Record<string, unknown>[];
    const presses = steps.map((s, i) => [s, i] as const).filter(([s]) => s.press === 'flap');
    assert.ok(presses.length > 20);
    for (const [, i] of presses) {
      assert.deepEqual(steps[i - 1]!.until, { path: 'flags.fallBelowGap', gte: i === presses[0]![1] ? RISING : 12 });
      assert.equal(steps[i - 1]!.checkEveryMs, FLAP_CHECK_MS);
      assert.deepEqual(steps[i + 1], { wait: 17 });
    }
    const last = steps.at(-1)!;
    assert.deepEqual(last.until, { path: 'won', equals: true });
    assert.ok(Array.isArray(last.repeat));
  });

  test('requirements prove the gaps by events and the flying by the time in the air; the phrases map to them', () => {
    const family = [...commonRequirements(gdd.intent, gdd), ...platformerGenerator.requirements(gdd)];
    const byId = (id: string) => family.find((r) => r.id === id);
    assert.deepEqual(byId('gates-passed')?.check, { kind: 'event', event: 'gate_passed', minCount: 20 });
    assert.deepEqual(byId('runner-goal')?.check, { kind: 'state', path: 'flags.gatesPassed', gte: 20 });
    assert.equal(byId('flies')?.check.kind, 'state');
    assert.equal(byId('gates-shown')?.source, 'skyscrapers');
    const plans = compilePhrases(readPhrases(ARC4), gdd, family);
    const planOf = (text: string) => plans.plans.find((p) => p.phrase.text === text);
    assert.equal(plans.noMode, null);
    assert.equal(planOf('flappy')?.requirement, 'gates-passed');
    assert.equal(planOf('flies')?.requirement, 'flies');
    assert.equal(planOf('skyscrapers')?.requirement, 'gates-shown');
  });
});
