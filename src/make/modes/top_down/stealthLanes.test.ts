// The stealth and lane-crossing modes as make designs them: the prompt picks the mode, the design validates, the
// written game extends the mode's scene with a golden path of the planned presses, and the phrases a person would
// check are proved by requirements on the contract's state and events.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { compilePhrases } from '../../accounting.ts';
import { classifyPrompt } from '../../classify.ts';
import { readPhrases } from '../../phrases.ts';
import { commonRequirements } from '../../requirements.ts';
import { designGdd, writtenCopy } from '../shared/testing.ts';
import { familyGenerator } from '../../dispatch.ts';

const topDownGenerator = familyGenerator('top_down');

const STEALTH =
  'a top-down stealth game where a cat burglar sneaks past guards in a museum and steals a diamond without being seen';
const LANES = 'a lane dodger where a chicken crosses the road between cars and trucks, 3 lives';

/** Each phrase of the prompt with the requirement that proves it, or why none does. */
function account(prompt: string): Record<string, string> {
  const gdd = designGdd(topDownGenerator, prompt, 1);
  const family = [...commonRequirements(gdd.intent, gdd), ...topDownGenerator.requirements(gdd)];
  const { plans, requirements } = compilePhrases(readPhrases(prompt), gdd, family);
  const all = [...family, ...requirements];
  return Object.fromEntries(
    plans.map((p) => {
      const r = all.find((x) => x.id === p.requirement)!;
      return [p.phrase.text, p.fixed ? `${p.fixed.status}` : `${r.id} ${JSON.stringify(r.check)}`];
    }),
  );
}

describe('top_down stealth and lane-crossing modes', () => {
  test('both prompts are top_down games', () => {
    assert.equal(classifyPrompt(STEALTH).archetype, 'top_down');
    assert.equal(classifyPrompt(LANES).archetype, 'top_down');
  });

  test('the stealth prompt designs one gallery that validates, written as a StealthLevelScene with its plan', () => {
    const gdd = designGdd(topDownGenerator, STEALTH, 1);
    assert.deepEqual(topDownGenerator.validate(gdd), []);
    const data = gdd.sections.levels[0]!.data as { mode: string; game: { guards: unknown[] } };
    assert.equal(data.mode, 'stealth');
    assert.equal(data.game.guards.length, 3);
    assert.ok(gdd.sections.assets.assets.some((a) => a.key === 'loot' && a.description.includes('diamond')));
    writtenCopy(topDownGenerator, gdd, (dir) => {
      assert.match(readFileSync(join(dir, 'src/game/Level.ts'), 'utf8'), /extends StealthLevelScene/);
      const golden = JSON.parse(readFileSync(join(dir, 'golden-path.json'), 'utf8'));
      const presses = golden.steps.filter((s: { press?: string }) => s.press && s.press !== 'start');
      assert.ok(presses.length >= 20, `a route of ${presses.length} steps`);
    });
  });

  test('the lane prompt designs one road that validates, written as a LanesLevelScene with its plan', () => {
    const gdd = designGdd(topDownGenerator, LANES, 1);
    assert.deepEqual(topDownGenerator.validate(gdd), []);
    assert.equal(gdd.sections.config['game.lives'], 3);
    writtenCopy(topDownGenerator, gdd, (dir) => {
      assert.match(readFileSync(join(dir, 'src/game/Level.ts'), 'utf8'), /extends LanesLevelScene/);
      const golden = JSON.parse(readFileSync(join(dir, 'golden-path.json'), 'utf8'));
      const ups = golden.steps.filter((s: { press?: string }) => s.press === 'up');
      // Three crossings of six lanes and the far kerb.
      assert.equal(ups.length, 21);
    });
  });

  test("the stealth prompt's phrases are proved by the seen count, the guards and the loot taken in play", () => {
    const a = account(STEALTH);
    assert.match(a.stealth!, /^unseen .*"path":"flags.seen","equals":0/);
    assert.match(a['without being seen']!, /^unseen /);
    assert.match(a.sneaks!, /^unseen /);
    assert.match(a.guards!, /^guards-shown .*"path":"flags.guards","equals":3/);
    assert.match(a.diamond!, /^loot-shown .*"event":"loot_taken"/);
    // The gallery is laid on the family's tiles, which show the named place (museum parquet).
    assert.match(a.museum!, /^phrase-\d+-museum .*"kind":"asset","key":"tiles"/);
  });

  test("the lane prompt's phrases are proved by the crossings, the vehicles on the road and the lives", () => {
    const a = account(LANES);
    assert.match(a['lane dodger']!, /^road-crossed .*"event":"crossed","minCount":3/);
    assert.match(a['crosses the road']!, /^road-crossed /);
    assert.match(a.cars!, /^car-shown .*"path":"flags.vehicles.car"/);
    assert.match(a.trucks!, /^truck-shown .*"path":"flags.vehicles.truck"/);
    assert.match(a['3 lives']!, /"path":"flags.lives","equals":3/);
  });
});
