// The tower_defense build-and-grow mode, generator side: a city builder and a farming sim are designed, proved,
// written and accounted for (every phrase a person would check has a requirement play can prove), and the
// family's tower-defense prompts are not taken by it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { compilePhrases } from '../accounting.ts';
import { classifyPrompt } from '../classify.ts';
import { renderReadme } from '../handover.ts';
import { readPhrases } from '../phrases.ts';
import { designGdd, writtenCopy } from './shared/testing.ts';
import { asksForGrow, growSpecOf } from './tower_defense/grow/design.ts';
import { familyGenerator } from '../dispatch.ts';

const towerDefenseGenerator = familyGenerator('tower_defense');

const CITY = 'a city builder where you place houses and roads and grow a town to 500 people';
const FARM = 'a farming sim where a girl plants carrots, waters them and sells the harvest at the market over 7 days';

describe('build-and-grow: the classifier and the mode cue', () => {
  test('city builders and farms go to tower_defense and its mode; tower defenses stay out of it', () => {
    for (const p of [CITY, FARM]) assert.equal(classifyPrompt(p).archetype, 'tower_defense', p);
    assert.equal(asksForGrow('Build towers to stop waves of slimes from reaching the castle'), null);
    assert.equal(asksForGrow('plants vs zombies with cats'), null);
    assert.equal(asksForGrow('defend the village from goblins'), null);
  });
});

describe('build-and-grow: the city builder', () => {
  const gdd = designGdd(towerDefenseGenerator, CITY, 1);
  test('one town level, proved by the planner, with the target from the prompt', () => {
    assert.deepEqual(towerDefenseGenerator.validate(gdd), []);
    const spec = growSpecOf(gdd.sections.levels[0]!);
    assert.equal(spec?.kind, 'city');
    assert.equal(spec?.kind === 'city' && spec.target, 500);
    assert.match(gdd.goal, /500 people/);
    assert.match(renderReadme(gdd), /choose a building/);
  });

  test("every phrase of the prompt is proved by a requirement on the game's state or events", () => {
    const family = towerDefenseGenerator.requirements(gdd);
    const ids = family.map((r) => r.id);
    for (const id of ['town-target', 'houses-shown', 'roads-shown', 'houses-linked']) assert.ok(ids.includes(id), id);
    const target = family.find((r) => r.id === 'town-target')!;
    assert.deepEqual(target.check, { kind: 'state', path: 'flags.population', gte: 500 });
    const plans = compilePhrases(readPhrases(CITY), gdd, family).plans;
    assert.deepEqual(
      plans.map((p) => [p.phrase.text, p.requirement, p.fixed?.status ?? 'pending']),
      [
        ['city builder', 'town-target', 'pending'],
        ['500 people', 'town-target', 'pending'],
        ['houses', 'houses-shown', 'pending'],
        ['roads', 'roads-shown', 'pending'],
      ],
    );
  });
});

describe('build-and-grow: the farm', () => {
  const gdd = designGdd(towerDefenseGenerator, FARM, 1);
  test('carrots over 7 days, a money goal the goal names, and a golden path that plants, waters and sells', () => {
    assert.deepEqual(towerDefenseGenerator.validate(gdd), []);
    const spec = growSpecOf(gdd.sections.levels[0]!);
    assert.ok(spec?.kind === 'farm');
    assert.equal(spec.days, 7);
    assert.equal(spec.crop.id, 'carrot');
    assert.match(gdd.goal, new RegExp(`\\$${spec.moneyGoal}`));
    writtenCopy(towerDefenseGenerator, gdd, (dir) => {
      const path = JSON.parse(readFileSync(join(dir, 'golden-path.json'), 'utf8'));
      const steps: Record<string, unknown>[] = path.steps;
      for (const tool of ['tool_2', 'tool_3'])
        assert.ok(
          steps.some((s) => s.press === tool),
          tool,
        );
      assert.deepEqual(steps[steps.length - 1]!.until, { path: 'won', equals: true });
      assert.ok(steps.filter((s) => 'click' in s).length > 20);
      const level = readFileSync(join(dir, 'src/game/Level.ts'), 'utf8');
      assert.match(level, /extends GrowLevelScene/);
      assert.match(level, /"farmer":"Girl"/);
    });
  });

  test('each named verb is an event of play; the days, the crop and the market are proved in play', () => {
    const family = towerDefenseGenerator.requirements(gdd);
    const events = Object.fromEntries(
      family.filter((r) => r.check.kind === 'event').map((r) => [r.id, (r.check as { event: string }).event]),
    );
    assert.equal(events['crops-planted'], 'crop_planted');
    assert.equal(events['crops-watered'], 'crop_watered');
    assert.equal(events['crops-sold'], 'crop_sold');
    assert.equal(events['crop-shown'], 'crop_harvested', 'carrots are drawn as carrots');
    const plans = compilePhrases(readPhrases(FARM), gdd, family).plans;
    const by = Object.fromEntries(plans.map((p) => [p.phrase.text, p.fixed?.status ?? p.requirement]));
    assert.equal(by['7 days'], 'season-days');
    assert.equal(by.carrots, 'crop-shown');
    assert.equal(by.market, 'market-shown');
    assert.equal(by.harvest, 'crops-harvested');
    // "girl" is a role the art draws (src/assets' role table), so the farmer shown in play proves it.
    assert.equal(by.girl, 'farmer-shown');
  });
});
