// Phrase accounting: every phrase of a prompt ends honoured (by a requirement that can fail), approximated or not
// honoured, a missing mode is said first, and the requirement pass rate falls with what was not made.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { figureName } from '../assets/index.ts';
import { fidelityLine, noModeLine } from '../shared/index.ts';
import { accountPhrases, compilePhrases } from './accounting.ts';
import { designGdd, withLevel } from './modes/shared/testing.ts';
import type { FamilyGenerator } from './dispatch.ts';
import { readIntent } from './intent.ts';
import { commonRequirements, verifyRequirements, type Requirement } from './requirements.ts';
import { readPhrases } from './phrases.ts';
import { familyGenerator } from './dispatch.ts';

const platformerGenerator = familyGenerator('platformer');
const topDownGenerator = familyGenerator('top_down');

function compiled(prompt: string, generator: FamilyGenerator = platformerGenerator) {
  const gdd = designGdd(generator, prompt, 1);
  const family = [...commonRequirements(readIntent(prompt), gdd), ...generator.requirements(gdd)];
  return { gdd, family, c: compilePhrases(readPhrases(prompt), gdd, family) };
}

const planOf = (c: ReturnType<typeof compiled>['c'], text: string) => c.plans.find((p) => p.phrase.text === text)!;

describe('phrase accounting', () => {
  test('a kind of game no mode makes is said first and is a failed requirement, not a silent replacement', () => {
    // Racing is top_down's mode now; bowling is still made by no family.
    const { c } = compiled('a bowling game where a fox dodges trash cans on a city street, 3 levels');
    assert.deepEqual(c.noMode?.asked, 'a sports game');
    assert.match(noModeLine(c.noMode!), /^no offline mode for a sports game; made the closest: a platformer game/);
    assert.match(noModeLine(c.noMode!), /--agent llm/);
    const runner = planOf(c, 'bowling');
    assert.equal(runner.fixed?.status, 'not honoured');
    const req = c.requirements.find((r) => r.id === runner.requirement)!;
    assert.deepEqual([req.weight, req.check.kind === 'design' && req.check.ok], [2, false]);
  });

  test('a named place is shown when its backdrop or floor is drawn as it, and proved by that art', () => {
    const moon = compiled('a platformer where a astronaut collects oxygen tanks on the moon and stomps space slugs');
    const backdrop = moon.c.requirements.find((r) => r.id === planOf(moon.c, 'moon').requirement)!;
    assert.match(backdrop.text, /backdrop is painted as the moon surface/);
    assert.deepEqual(backdrop.check, { kind: 'asset', key: 'backdrop' });
    const prompt = 'a top-down survival game where a farmer survives 3 minutes of zombie waves in a cornfield';
    const corn = compiled(prompt, topDownGenerator);
    const floor = corn.c.requirements.find((r) => r.id === planOf(corn.c, 'cornfield').requirement)!;
    assert.match(floor.text, /floor is drawn as rows of corn/);
    // The same game with grass tiles shows no cornfield, whatever its design says.
    const grass = structuredClone(withLevel(corn.gdd, 0, {}));
    for (const a of grass.sections.assets.assets)
      if (a.type === 'tileset') a.description = 'grass floor and hedge walls';
    const plain = compilePhrases(readPhrases(prompt), grass, corn.family);
    assert.equal(plain.plans.find((p) => p.phrase.text === 'cornfield')!.fixed?.status, 'not honoured');
    // A place with no floor of its own (a river) is never proved by a plain floor that draws no place either.
    const river = compilePhrases(readPhrases('a top-down game where a frog swims in a river'), grass, corn.family);
    const plan = river.plans.find((p) => p.phrase.text === 'river')!;
    assert.doesNotMatch(river.requirements.find((r) => r.id === plan.requirement)?.text ?? '', /floor is drawn/);
  });

  test('numbers are checked through the Game Contract state, not the design', () => {
    const { c } = compiled('a platformer where a fox collects gems, 3 levels, 4 lives and a 60 second timer');
    const check = (text: string) => c.requirements.find((r) => r.id === planOf(c, text).requirement)?.check;
    assert.deepEqual(check('3 levels'), { kind: 'state', path: 'flags.levelCount', equals: 3 });
    assert.deepEqual(check('4 lives'), { kind: 'state', path: 'flags.lives', equals: 4 });
    assert.deepEqual(check('60 second'), { kind: 'state', path: 'flags.timeLeftMs', gte: 0, lte: 60_000 });
  });

  test('a counted collectible is that many in the levels, on the golden path; other counts approximate it', () => {
    const prompt = 'a platformer where a penguin collects 20 fish and avoids seals, 2 levels';
    const { gdd, family, c } = compiled(prompt);
    const counts = gdd.sections.levels.map((l) => (l.data.facts as { coins: number }).coins);
    assert.deepEqual(counts, [10, 10]);
    const fish = c.requirements.find((r) => r.id === planOf(c, '20 fish').requirement)!;
    assert.deepEqual(fish.check, { kind: 'event', event: 'coin_collected', minCount: 20 });
    // The same design with levels of their own counts (21 and 18) only approximates "20 fish", and says so.
    const levels = gdd.sections.levels.map((l, i) => ({
      ...l,
      data: { ...l.data, facts: { ...(l.data.facts as object), coins: [21, 18][i] } },
    }));
    const drifted = { ...gdd, sections: { ...gdd.sections, levels } };
    const plan = planOf(compilePhrases(readPhrases(prompt), drifted, family), '20 fish');
    assert.equal(plan.fixed?.status, 'approximated');
    assert.equal(plan.fixed?.made, '21 and 18 fish in the 2 levels');
  });

  test('a named thing passes on what is drawn or played, never because the design text names it', () => {
    const { c, gdd } = compiled('a platformer where a platypus collects gems and stomps goblins');
    // The player's art is described as a platypus, but the procedural art has no platypus to draw.
    assert.ok(gdd.sections.assets.assets.some((a) => a.description.includes('platypus')));
    const platypus = planOf(c, 'platypus');
    assert.equal(platypus.fixed?.status, 'approximated');
    assert.match(platypus.fixed!.why, /cannot draw "platypus"/);
    // A hedgehog is drawn from parts now, so its look is a requirement on the art, not an approximation.
    const hedgehog = planOf(compiled('a platformer where a hedgehog collects gems').c, 'hedgehog');
    assert.equal(hedgehog.fixed, undefined);
    assert.equal(planOf(c, 'goblins').requirement, 'defeat-enemies');
  });

  test('a noun is shown as itself only when its sprite is drawn as it, as a person judging the screenshot sees', () => {
    // The sprite's key ("hero") is no trait of a person: a bat hero is drawn as a bat.
    const bat = compiled('a platformer where a bat collects coins');
    const hero = bat.gdd.sections.assets.assets.find((a) => 'role' in a && a.role === 'player')!;
    assert.equal(figureName(hero as Parameters<typeof figureName>[0]), 'bat creature');
    assert.equal(planOf(bat.c, 'bat').fixed, undefined);
    // Words that make it a person (a courier) draw a character: the bat is then approximated, and says so.
    for (const a of bat.gdd.sections.assets.assets) if (a === hero) a.description = 'bat courier hero';
    const again = compilePhrases(readPhrases('a platformer where a bat collects coins'), bat.gdd, bat.family);
    const plan = planOf(again, 'bat');
    assert.equal(plan.fixed?.status, 'approximated');
    assert.match(plan.fixed!.why, /drawn as a character, not a bat/);
  });

  test('after play, honoured phrases are those whose requirement passed; the pass rate falls with the rest', () => {
    const { c, family } = compiled('a racing game where a fox collects gems, 3 levels');
    const all: Requirement[] = [...family, ...c.requirements];
    const play = {
      events: { goal_reached: 3, coin_collected: 10 },
      finalState: { won: true, flags: { levelCount: 2 } },
      projectDir: '/nowhere',
      assetFiles: [],
    };
    const withPhrases = verifyRequirements(all, play);
    const without = verifyRequirements(family, play);
    assert.ok(withPhrases.passRate < without.passRate, `${withPhrases.passRate} < ${without.passRate}`);
    const f = accountPhrases(c, withPhrases.verdicts);
    const levels = f.phrases.find((p) => p.text === '3 levels')!;
    assert.equal(levels.status, 'not honoured');
    assert.match(levels.why, /flags\.levelCount = 2/);
    assert.equal(f.phrases.find((p) => p.text === 'gems')?.status, 'honoured');
    assert.equal(f.total, f.phrases.length);
    assert.equal(f.share, Math.round((f.honoured / f.total) * 1000) / 1000);
    assert.match(fidelityLine(f), /^honoured \d+\/\d+ phrases; not honoured: "racing", .*"3 levels"/);
  });
});
