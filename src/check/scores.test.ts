// Worked examples for every score, computed by hand, including each zero and empty edge case of the definitions.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  behaviouralAlignment,
  behaviouralAlignmentCapped,
  buildHealth,
  cappedRatio,
  numericSimilarity,
  setSimilarity,
  structuralCompleteness,
  visualUsability,
  type BehaviourForScore,
  type BuildHealthInput,
} from './scores.ts';

const silent: BehaviourForScore = {
  objectsAdded: 0,
  objectsRemoved: 0,
  positionChanges: 0,
  inputEvents: 0,
  velocityActiveFrames: 0,
  responsiveActions: 0,
  triggeredEventTypes: [],
};

describe('SCS (JamBench eq. 1)', () => {
  test('a worked example: mean of capped ratios', () => {
    const values = {
      sceneCount: 2,
      moduleCount: 10,
      inputActions: 3,
      functionCount: 40,
      objectCreations: 0,
      nonEmptyFunctionRatio: 0.9,
      eventUsage: 12,
    };
    const reference = {
      sceneCount: 4,
      moduleCount: 8,
      inputActions: 6,
      functionCount: 40,
      objectCreations: 0,
      nonEmptyFunctionRatio: 1,
      eventUsage: 0,
    };
    // 0.5, 1 (capped), 0.5, 1, 1 (both 0), 0.9, 1 (reference 0) => 5.9 / 7
    const scs = structuralCompleteness(values, reference);
    assert.equal(scs.score, Math.round((5.9 / 7) * 10_000) / 10_000);
    assert.deepEqual(
      scs.dimensions.map((d) => d.score),
      [0.5, 1, 0.5, 1, 1, 0.9, 1],
    );
  });

  test('both zero scores 1; a value over the reference is capped at 1; zero against a positive reference is 0', () => {
    assert.equal(cappedRatio(0, 0), 1);
    assert.equal(cappedRatio(30, 10), 1);
    assert.equal(cappedRatio(0, 7), 0);
  });

  test('an empty project against a real reference scores 0 except where the reference is 0 too', () => {
    const zero = {
      sceneCount: 0,
      moduleCount: 0,
      inputActions: 0,
      functionCount: 0,
      objectCreations: 0,
      nonEmptyFunctionRatio: 0,
      eventUsage: 0,
    };
    const reference = {
      sceneCount: 5,
      moduleCount: 9,
      inputActions: 4,
      functionCount: 60,
      objectCreations: 30,
      nonEmptyFunctionRatio: 0.95,
      eventUsage: 0,
    };
    assert.equal(structuralCompleteness(zero, reference).score, Math.round((1 / 7) * 10_000) / 10_000);
    assert.equal(structuralCompleteness(zero, zero).score, 1);
  });
});

describe('BAS against a reference run (JamBench eqs. 2–3)', () => {
  test('numeric similarity is 1 - |b - ref| / max, 1 when both are 0', () => {
    assert.equal(numericSimilarity(30, 40), 0.75);
    assert.equal(numericSimilarity(40, 30), 0.75);
    assert.equal(numericSimilarity(0, 0), 1);
    assert.equal(numericSimilarity(0, 9), 0);
  });

  test('set similarity is Jaccard, 1 when both are empty, 0 when one is', () => {
    assert.equal(setSimilarity(['a', 'b', 'c'], ['b', 'c', 'd']), 0.5);
    assert.equal(setSimilarity([], []), 1);
    assert.equal(setSimilarity(['a'], []), 0);
    assert.equal(setSimilarity(['a', 'a'], ['a']), 1);
  });

  test('a worked example over six numeric dimensions and the event set', () => {
    const gen: BehaviourForScore = {
      objectsAdded: 10,
      objectsRemoved: 0,
      positionChanges: 300,
      inputEvents: 50,
      velocityActiveFrames: 0,
      responsiveActions: 4,
      triggeredEventTypes: ['coin', 'jump'],
    };
    const ref: BehaviourForScore = {
      objectsAdded: 20,
      objectsRemoved: 0,
      positionChanges: 200,
      inputEvents: 50,
      velocityActiveFrames: 100,
      responsiveActions: 5,
      triggeredEventTypes: ['coin', 'die'],
    };
    // 0.5, 1 (both 0), 1 - 100/300, 1, 0, 0.8, Jaccard 1/3 => sum / 7
    const expected = (0.5 + 1 + (1 - 100 / 300) + 1 + 0 + 0.8 + 1 / 3) / 7;
    const bas = behaviouralAlignment(gen, ref);
    assert.equal(bas.dimensions.length, 7);
    assert.ok(Math.abs(bas.score - expected) < 1e-4, `${bas.score} vs ${expected}`);
  });

  test(
    'two silent runs align perfectly; a silent run against a ' + 'lively one scores only where the reference is 0',
    () => {
      assert.equal(behaviouralAlignment(silent, silent).score, 1);
      const lively: BehaviourForScore = {
        objectsAdded: 5,
        objectsRemoved: 5,
        positionChanges: 5,
        inputEvents: 5,
        velocityActiveFrames: 5,
        responsiveActions: 0,
        triggeredEventTypes: ['x'],
      };
      assert.equal(behaviouralAlignment(silent, lively).score, Math.round((1 / 7) * 10_000) / 10_000);
    },
  );
});

describe('BAS capped against archetype means (JamBench Task 1)', () => {
  const means = {
    objectsAdded: 100,
    objectsRemoved: 50,
    positionChanges: 200,
    inputEvents: 40,
    velocityActiveFrames: 100,
    responsiveActions: 10,
    triggeredEventTypes: 4,
  };

  test('only non-zero dimensions count, each a capped ratio', () => {
    const gen: BehaviourForScore = {
      ...silent,
      objectsAdded: 50,
      positionChanges: 400,
      responsiveActions: 5,
      triggeredEventTypes: ['a', 'b'],
    };
    const bas = behaviouralAlignmentCapped(gen, means);
    // 0.5, 1 (capped), 0.5, 0.5 over four non-zero dimensions
    assert.deepEqual(bas.counted, ['objectsAdded', 'positionChanges', 'responsiveActions', 'triggeredEventTypes']);
    assert.equal(bas.score, 0.625);
  });

  test('one non-zero dimension brings in one zero dimension, so it cannot score 1 alone', () => {
    const gen: BehaviourForScore = { ...silent, positionChanges: 1000 };
    const bas = behaviouralAlignmentCapped(gen, means);
    assert.deepEqual(bas.counted, ['positionChanges', 'objectsAdded']);
    assert.equal(bas.score, 0.5);
  });

  test('a silent run scores 0', () => {
    const bas = behaviouralAlignmentCapped(silent, means);
    assert.deepEqual(bas.counted, ['objectsAdded']);
    assert.equal(bas.score, 0);
  });

  test('a mean of 0 with a non-zero value counts as met', () => {
    const bas = behaviouralAlignmentCapped(
      { ...silent, objectsAdded: 3, inputEvents: 20 },
      { ...means, objectsAdded: 0 },
    );
    assert.equal(bas.score, 0.75);
  });
});

describe('Build Health', () => {
  const healthy: BuildHealthInput = {
    entryOk: true,
    brokenReferences: 0,
    buildOk: true,
    ran: true,
    crashed: false,
    uncaughtErrors: 0,
    failedRequests: 0,
    blank: false,
  };

  test('a healthy game scores 100, with or without a build step', () => {
    assert.equal(buildHealth(healthy).score, 100);
    assert.equal(buildHealth({ ...healthy, buildOk: undefined }).score, 100);
  });

  test('each class costs its documented share', () => {
    assert.equal(buildHealth({ ...healthy, brokenReferences: 1 }).score, 97); // 15 * 4/5 = 12
    assert.equal(buildHealth({ ...healthy, uncaughtErrors: 1 }).score, 93); // 30 * 3/4 = 22.5 -> 92.5 rounds to 93
    assert.equal(buildHealth({ ...healthy, failedRequests: 2 }).score, 90); // 20 * 1/2 = 10
    assert.equal(buildHealth({ ...healthy, blank: true }).score, 90); // 20 * 0.5 = 10
    assert.equal(
      buildHealth({ ...healthy, brokenReferences: 9, uncaughtErrors: 9, failedRequests: 9 }).score,
      35 + 0 + 0 + 0,
    );
  });

  test('a failed build scores integrity only; a crash loses load and runtime; no entry files scores 0', () => {
    assert.equal(buildHealth({ ...healthy, buildOk: false, ran: false }).score, 15);
    assert.equal(buildHealth({ ...healthy, crashed: true }).score, 50);
    assert.equal(buildHealth({ ...healthy, entryOk: false }).score, 0);
  });

  test('parts Playsmith could not measure are left out, not scored 0: the score is over the parts measured', () => {
    const offline = buildHealth({ ...healthy, buildOk: undefined, ran: false, brokenReferences: 1 }, [
      'build',
      'load',
      'runtime',
    ]);
    assert.deepEqual(offline, { score: 80, parts: { integrity: 12 }, notMeasured: ['build', 'load', 'runtime'] });
    const noRun = buildHealth({ ...healthy, ran: false }, ['load', 'runtime']);
    assert.deepEqual([noRun.score, Object.keys(noRun.parts)], [100, ['integrity', 'build']]);
  });
});

describe('Visual Usability (deterministic part)', () => {
  test('detailed, moving frames score 100', () => {
    assert.deepEqual(visualUsability({ entropies: [5, 6, 4], changedFractions: [0.1, 0.02] }), {
      score: 100,
      detail: 1,
      motion: 1,
    });
  });

  test('a worked example: half-detailed frames, one of two pairs moving', () => {
    // detail = mean(2/4, 2/4, 2/4) = 0.5; motion = 1/2 => 60*0.5 + 40*0.5 = 50
    assert.deepEqual(visualUsability({ entropies: [2, 2, 2], changedFractions: [0.004, 0.3] }), {
      score: 50,
      detail: 0.5,
      motion: 0.5,
    });
  });

  test('no screenshots score 0; one screenshot has no motion; blank still frames score 0', () => {
    assert.equal(visualUsability({ entropies: [], changedFractions: [] }).score, 0);
    assert.equal(visualUsability({ entropies: [8], changedFractions: [] }).score, 60);
    assert.equal(visualUsability({ entropies: [0, 0], changedFractions: [0] }).score, 0);
  });
});
