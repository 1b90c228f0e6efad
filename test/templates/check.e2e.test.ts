// `playsmith check` over every template family's example: L1–L3a pass, L3b shows at least four non-zero behaviour
// dimensions under the default input strategy, and the stored archetype reference means are exactly what these
// checks measure (so `npm run check:reference-means` would write the same file).
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { loadReferenceMeans } from '../../src/check/index.ts';
import { LazyBrowser } from '../../src/harness/index.ts';
import { ARCHETYPES, type CheckResult } from '../../src/shared/index.ts';
import { checkTemplate, nonZeroBehaviour } from './helpers.ts';

const browser = new LazyBrowser();
after(() => browser.close());

const means = loadReferenceMeans();

describe('check over every template family', () => {
  for (const family of ARCHETYPES) {
    test(`templates/${family} passes L1–L3a with a lively L3b, matching the stored means`, async () => {
      const r: CheckResult = await checkTemplate(browser, family, means?.seed ?? 1);
      assert.equal(r.verdict.pass, true, r.verdict.summary);
      assert.equal(r.archetype.value, family, 'the contract names the family');
      const lively = nonZeroBehaviour(r);
      assert.ok(lively.length >= 4, `non-zero behaviour dimensions: ${lively.join(', ')}`);
      assert.ok(means, 'src/check/reference-means.json exists');
      const stored = means.archetypes[family];
      assert.ok(stored, `means stored for ${family}`);
      const l3b = r.levels.L3b;
      assert.ok(l3b.status === 'done');
      assert.deepEqual(stored.structure, r.structure);
      const { triggeredEventTypes, ...numeric } = stored.behaviour;
      for (const [dimension, value] of Object.entries(numeric))
        assert.equal(l3b.behaviour[dimension as keyof typeof numeric], value, `${family} ${dimension}`);
      assert.equal(l3b.behaviour.triggeredEventTypes.length, triggeredEventTypes);
      if (family === 'platformer')
        for (const type of ['player_jumped', 'player_attacked'])
          assert.ok(l3b.behaviour.triggeredEventTypes.includes(type), `the platformer strategy makes ${type}`);
      assert.ok(r.scores.scs.score !== null && r.scores.scs.score === 1, 'SCS against its own means is 1');
      assert.ok(r.scores.bas.score !== null && r.scores.bas.score === 1, 'capped BAS against its own means is 1');
    });
  }
});
