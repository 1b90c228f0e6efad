// The tower_defense modes the prompt's words switch on: a second currency kills drop on the map (the plan picks it up
// and spends it on the tower it buys, and the model refuses that tower without it), a named base and lane (a winding
// lane turns more), and a named boss in the asked wave; requirements prove each in play, and the phrase reader finds
// the words a person would check.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Gdd } from '../gdd.ts';
import { readIntent } from '../intent.ts';
import { readPhrases } from '../phrases.ts';
import { designGdd } from './shared/testing.ts';
import { levelDataOf, rosterOf, worldOf } from './tower_defense/defense/config.ts';
import { scriptOf } from './tower_defense/defense/plan.ts';
import { simulate } from './tower_defense/defense/sim.ts';
import { readTdWords } from './tower_defense/defense/words.ts';
import { goldenPath } from './tower_defense/defense/write.ts';
import { familyGenerator } from '../dispatch.ts';

const towerDefenseGenerator = familyGenerator('tower_defense');

const GEMS =
  'a tower defense where you collect gems dropped on the map to buy laser towers and hold off 5 waves of robots';
const TROLL =
  'defend the castle gate from orcs with archers and mages, upgrade them, and survive the troll boss in wave 10';
const LANE = 'a tower defense where beetles follow a winding lane to the gnome village';

const levelsOf = (gdd: Gdd) =>
  gdd.sections.architecture.levelOrder.map((k) => levelDataOf(gdd.sections.levels.find((l) => l.key === k)!));

describe('tower_defense modes: reading the prompt', () => {
  test('the currency, what it buys, the named base, lane and boss and the wave it comes in', () => {
    const gems = readTdWords(readIntent(GEMS));
    assert.deepEqual(
      [gems.currency?.name, gems.currency?.plural, gems.currency?.buys?.phrase],
      ['gem', 'gems', 'laser towers'],
    );
    assert.equal(
      readTdWords(readIntent('defend the garden from bugs and collect gold')).currency,
      null,
      'gold is gold',
    );
    const troll = readTdWords(readIntent(TROLL));
    assert.deepEqual([troll.base, troll.boss?.name, troll.boss?.wave], ['castle gate', 'troll', 10]);
    assert.ok(!troll.enemies.includes('troll'), 'the boss is not an ordinary attacker');
    const lane = readTdWords(readIntent(LANE));
    assert.deepEqual([lane.base, lane.lane?.name, lane.lane?.winding], ['gnome village', 'winding lane', true]);
    assert.equal(readTdWords(readIntent('marching along winding canyon paths')).lane, null, 'many paths name no lane');
    assert.equal(readTdWords(readIntent('stop pirate ships from reaching the harbor')).base, 'harbor');
  });

  test("a person's phrases are read: the defended place, the lane, a named boss, the boss's wave", () => {
    const texts = (p: string) => readPhrases(p).map((x) => `${x.kind}:${x.text}`);
    assert.ok(texts('stop pirate ships from reaching the harbor').includes('setting:harbor'));
    assert.ok(texts(LANE).includes('setting:winding lane'));
    assert.ok(texts(LANE).includes('setting:gnome village'));
    assert.ok(texts(TROLL).includes('number:wave 10'));
    assert.ok(texts('three levels and a necromancer boss').includes('enemy:necromancer boss'));
  });
});

describe('tower_defense modes: the map currency', () => {
  const gdd = designGdd(towerDefenseGenerator, GEMS, 1);
  const roster = rosterOf(gdd);
  const world = worldOf(gdd);
  const plans = levelsOf(gdd).map((d) => d.plan);
  const script = scriptOf(world, plans);

  test('the laser tower costs gems; every level drops them; the planned game wins collecting and spending them', () => {
    const laser = roster.towers.find((t) => t.name === 'Laser')!;
    assert.equal(laser.currencyCost, 2);
    assert.ok(roster.towers.filter((t) => t !== laser).every((t) => !t.currencyCost));
    assert.deepEqual(roster.currency, { name: 'gem', plural: 'gems', texture: 'gem-piece' });
    for (const d of levelsOf(gdd)) assert.ok(d.drops && d.drops.spots.length > 0);
    assert.deepEqual(towerDefenseGenerator.validate(gdd), []);
    const run = simulate(world, script);
    assert.equal(run.failure, null);
    for (const l of run.levels) assert.ok(l.spent >= 2 && l.collected >= l.spent, JSON.stringify(l));
  });

  test('without clicking the drop spots no gem is collected, so no laser tower is bought', () => {
    const spots = new Set(world.levels.flatMap((l) => (l.drops?.spots ?? []).map((c) => `${c.col},${c.row}`)));
    const noPickups = script.filter((a) => a.kind !== 'click' || !spots.has(`${a.cell.col},${a.cell.row}`));
    const run = simulate(world, noPickups, { expectWin: false });
    assert.ok(run.levels.length > 0);
    for (const l of run.levels) assert.deepEqual([l.collected, l.spent], [0, 0]);
  });

  test('the golden path waits for drops and clicks where they land; requirements want gems picked up, spent', () => {
    const golden = goldenPath(gdd, world, script, simulate(world, script)) as { steps: Record<string, unknown>[] };
    assert.ok(golden.steps.some((s) => JSON.stringify(s).includes('"flags.currency.dropped"')));
    const ids = towerDefenseGenerator.requirements(gdd).map((r) => r.id);
    assert.ok(ids.includes('currency-spent') && ids.includes('currency-collected'));
  });
});

describe('tower_defense modes: the named base, lane and boss', () => {
  test('the troll boss comes in wave 10 of the last level, and requirements prove it by events', () => {
    const gdd = designGdd(towerDefenseGenerator, TROLL, 1);
    const boss = rosterOf(gdd).enemies.find((e) => e.boss)!;
    assert.equal(boss.name, 'troll boss');
    const last = levelsOf(gdd).at(-1)!;
    assert.equal(last.waves.length, 10);
    assert.ok(last.waves[9]!.groups.some((g) => g.enemy === boss.id));
    const reqs = towerDefenseGenerator.requirements(gdd);
    const shown = reqs.find((r) => r.id === 'boss-shown')!;
    assert.deepEqual(shown.check, { kind: 'event', event: 'boss_spawned', minCount: 1 });
    assert.match(shown.text, /wave 10 /);
    assert.deepEqual(reqs.find((r) => r.id === 'base-shown')?.check, {
      kind: 'event',
      event: 'base_shown',
      minCount: 2,
    });
  });

  test('a winding lane turns at least six times on every map and is named', () => {
    const gdd = designGdd(towerDefenseGenerator, LANE, 2);
    assert.equal(rosterOf(gdd).laneName, 'winding lane');
    assert.equal(rosterOf(gdd).baseName, 'gnome village');
    for (const l of worldOf(gdd).levels) assert.ok(l.map.waypoints.length - 2 >= 6);
    const winding = towerDefenseGenerator.requirements(gdd).find((r) => r.id === 'lane-winding')!;
    assert.equal(winding.check.kind === 'design' && winding.check.ok, true);
  });
});
