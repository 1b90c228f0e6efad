// The ui_heavy fishing game's generator: what a fishing prompt asks (the fish and its count, the angler, the water,
// frozen or not, before sunset); designs that are deterministic per seed, whose sun sets after the golden path's
// slowest catch, whose golden path answers every cue in order and wins at every lateness up to a few frames; a sun
// set too early is refused; the requirements.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FishingLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { designGdd, withLevel } from '../../shared/testing.ts';
import { DEFAULT_CATCH, readFishingWords } from './fishing.ts';
import { proveTrip } from './fishingSim.ts';
import type { UiLevelData } from '../plan.ts';
import { MAX_LATE_FRAMES } from '../timing.ts';
import { planFor } from '../write.ts';
import { familyGenerator } from '../../../dispatch.ts';
import { FISHING_PLANNERS } from './plan.ts';

const uiHeavyGenerator = familyGenerator('ui_heavy');

const TROUT = 'a fishing game on a frozen lake where an old man catches 5 trout before sunset';
const trip = (prompt: string, seed: number) => {
  const gdd = designGdd(uiHeavyGenerator, prompt, seed);
  return { gdd, level: (gdd.sections.levels[0]!.data as unknown as UiLevelData).content as FishingLevel };
};

describe('reading a fishing prompt', () => {
  test('the fidelity prompt: 5 trout, an old man, a frozen lake, before sunset', () => {
    const words = readFishingWords(TROUT)!;
    assert.equal(words.fish, 'trout');
    assert.deepEqual(words.count, { count: 5, phrase: '5 trout' });
    assert.equal(words.angler, 'old man');
    assert.equal(words.waterPhrase, 'frozen lake');
    assert.equal(words.frozen, true);
    assert.equal(words.sunsetPhrase, 'before sunset');
    assert.equal(readFishingWords('a quiz about fish'), null);
  });

  test('the defaults: some fish from a lake, not frozen', () => {
    const words = readFishingWords('a relaxing fishing game')!;
    assert.deepEqual([words.fish, words.count, words.frozen, words.sunsetPhrase], ['fish', null, false, null]);
    assert.equal(readFishingWords('a fishing game where a bear catches three salmon in the river')!.count?.count, 3);
  });
});

describe('designing a fishing trip', () => {
  test('the fidelity prompt: 5 trout on the ice, an old man and a trout drawn, the lake frozen', () => {
    const { gdd, level } = trip(TROUT, 1);
    assert.equal(level.target, 5);
    assert.equal(level.fishName, 'trout');
    assert.equal(level.frozen, true);
    const art = (key: string) => gdd.sections.assets.assets.find((a) => a.key === key)?.description ?? '';
    assert.match(art(level.angler), /old man/);
    assert.match(art(level.fish), /trout/);
    assert.match(art('bg-fishing'), /frozen lake$/);
    assert.equal(trip('a fishing game', 1).level.target, DEFAULT_CATCH);
  });

  test('deterministic per seed, different across seeds', () => {
    const a = JSON.stringify(trip(TROUT, 3).level);
    assert.equal(JSON.stringify(trip(TROUT, 3).level), a);
    assert.notEqual(JSON.stringify(trip(TROUT, 4).level), a);
  });

  test('the golden path casts, hooks and pulls on each cue in order; the trip is won late and lost idle', () => {
    for (const seed of [1, 2, 5]) {
      const { gdd, level } = trip(TROUT, seed);
      const { plan } = planFor(gdd, FISHING_PLANNERS);
      assert.deepEqual(plan.problems, []);
      const cues = plan.steps.flatMap((s) => ('until' in s && s.until.path === 'flags.cue' ? [s.until.equals] : []));
      assert.equal(cues.length, level.target * (2 + level.pulls));
      assert.deepEqual(cues.slice(0, 3), ['cast:1', 'hook:1', 'pull:1:1']);
      const { runs, idle } = proveTrip(level);
      assert.equal(runs.length, MAX_LATE_FRAMES + 1);
      for (const r of runs) assert.ok(r.won && r.ms < level.sunsetMs && r.escaped === 0, JSON.stringify(r));
      assert.ok(level.sunsetMs >= Math.max(...runs.map((r) => r.ms)) * 1.5, 'the sun leaves room to spare');
      assert.deepEqual([idle.won, idle.caught], [false, 0]);
    }
  });

  test('a sun that sets before the catch can be landed is refused by the planner', () => {
    const { gdd, level } = trip(TROUT, 1);
    const data: UiLevelData = { content: { ...level, sunsetMs: 8000 }, cards: {}, resources: [] };
    const { plan } = planFor(withLevel(gdd, 0, { data: data as unknown as Record<string, unknown> }), FISHING_PLANNERS);
    assert.ok(
      plan.problems.some((p) => /lands \d of 5 before sunset/.test(p)),
      plan.problems.join('\n'),
    );
  });

  test('the requirements: 5 trout caught, before sunset in the state, the trout, old man and lake shown', () => {
    const { gdd } = trip(TROUT, 1);
    const byId = new Map(uiHeavyGenerator.requirements(gdd).map((r) => [r.id, r]));
    assert.deepEqual(byId.get('fish-caught')?.check, { kind: 'event', event: 'fish_caught', minCount: 5 });
    assert.equal(byId.get('fish-caught')?.text, '5 trout caught before sunset');
    assert.deepEqual(byId.get('before-sunset')?.check, { kind: 'state', path: 'flags.timeLeftMs', gte: 1 });
    assert.equal(byId.get('trout-shown')?.source, 'trout');
    assert.equal(byId.get('old-man-shown')?.source, 'old man');
    assert.equal(byId.get('lake-shown')?.source, 'frozen lake');
    const fair = byId.get('fishing-fair')?.check;
    assert.ok(fair?.kind === 'design' && fair.ok, JSON.stringify(fair));
  });
});
