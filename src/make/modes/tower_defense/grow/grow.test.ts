// The build-and-grow mode's rules (templates/tower_defense growRules.ts), prompt reading and planner.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRandom } from '../../../../assets/index.ts';
import {
  endCityDay,
  endFarmDay,
  linkedHouses,
  placeBuilding,
  sellBasket,
  startCity,
  startFarm,
  useTool,
  type CitySpec,
  type FarmSpec,
} from '../../../../../templates/tower_defense/src/family/modes/grow/growRules.ts';
import { planCity, planFarm } from './growPlan.ts';
import { citySpecFor, farmSpecFor } from './growSpec.ts';
import { asksForGrow, readCityWords, readFarmWords } from './words.ts';
import { readPhrases } from '../../../phrases.ts';

const CITY = 'a city builder where you place houses and roads and grow a town to 500 people';
const FARM = 'a farming sim where a girl plants carrots, waters them and sells the harvest at the market over 7 days';

function smallCity(): CitySpec {
  return {
    kind: 'city',
    map: ['.....', '..H..', '.....'],
    buildings: [
      { id: 'road', name: 'Road', role: 'road', cost: 10 },
      { id: 'house', name: 'House', role: 'house', cost: 40 },
      { id: 'park', name: 'Park', role: 'park', cost: 30 },
    ],
    startMoney: 200,
    dayMs: 1000,
    target: 30,
    dayLimit: null,
    houseCapacity: 10,
    houseGrowth: 5,
    parkBonus: 5,
    taxPerPerson: 1,
    shopIncome: 0,
  };
}

test('a house grows only once a road links it to the town hall', () => {
  const spec = smallCity();
  const state = startCity(spec);
  placeBuilding(spec, state, 'house', { col: 4, row: 0 });
  endCityDay(spec, state);
  assert.equal(state.people['4,0'], 0, 'no road, no people');
  placeBuilding(spec, state, 'road', { col: 3, row: 1 });
  assert.deepEqual(linkedHouses(spec, state), [], 'the road does not touch the house yet');
  placeBuilding(spec, state, 'road', { col: 4, row: 1 });
  assert.deepEqual(linkedHouses(spec, state), ['4,0']);
  endCityDay(spec, state);
  assert.equal(state.people['4,0'], 5);
  assert.equal(state.day, 3);
});

test('a park beside houses gives them room; money comes from people each day; the target ends the game', () => {
  const spec = smallCity();
  const state = startCity(spec);
  placeBuilding(spec, state, 'road', { col: 3, row: 1 });
  placeBuilding(spec, state, 'house', { col: 3, row: 0 });
  placeBuilding(spec, state, 'house', { col: 3, row: 2 });
  placeBuilding(spec, state, 'park', { col: 4, row: 0 });
  assert.equal(state.money, 200 - 10 - 80 - 30);
  const refused = placeBuilding(spec, state, 'house', { col: 2, row: 1 });
  assert.equal(refused[0]?.type, 'refused', 'the town hall is not building ground');
  for (let d = 0; d < 3; d++) endCityDay(spec, state);
  assert.equal(state.people['3,0'], 15, 'ten plus the park bonus');
  assert.equal(state.targetReached, true);
  assert.equal(state.over, true);
  assert.equal(state.money, 80 + 10 + 20 + 30, 'one coin a person a day');
});

test('a crop needs water each day to grow, is harvested ripe and sold at the market; the season ends', () => {
  const spec: FarmSpec = {
    kind: 'farm',
    map: ['++.M'],
    crop: { id: 'carrot', name: 'Carrot', plural: 'Carrots', seedCost: 2, price: 10, growDays: 2 },
    startMoney: 4,
    dayMs: 1000,
    days: 3,
    moneyGoal: 20,
  };
  const state = startFarm(spec);
  assert.equal(useTool(spec, state, 'plant', { col: 0, row: 0 })[0]?.type, 'crop_planted');
  assert.equal(useTool(spec, state, 'plant', { col: 1, row: 0 })[0]?.type, 'crop_planted');
  assert.equal(useTool(spec, state, 'plant', { col: 2, row: 0 })[0]?.type, 'refused', 'grass is no plot');
  useTool(spec, state, 'water', { col: 0, row: 0 });
  endFarmDay(spec, state);
  assert.equal(state.plots['0,0']!.stage, 1);
  assert.equal(state.plots['1,0']!.stage, 0, 'unwatered, it waits');
  assert.equal(useTool(spec, state, 'harvest', { col: 0, row: 0 })[0]?.type, 'refused', 'not ripe yet');
  useTool(spec, state, 'water', { col: 0, row: 0 });
  useTool(spec, state, 'water', { col: 1, row: 0 });
  endFarmDay(spec, state);
  assert.equal(useTool(spec, state, 'harvest', { col: 0, row: 0 })[0]?.type, 'crop_harvested');
  assert.deepEqual(sellBasket(spec, state), [{ type: 'crop_sold', count: 1, money: 10 }]);
  assert.equal(endFarmDay(spec, state)[0]?.type, 'season_over');
  assert.equal(state.won, false, '10 of 20 money');
});

test('the prompts read as a city to 500 people and a girl farming carrots over 7 days', () => {
  assert.equal(asksForGrow(CITY), 'city');
  assert.equal(asksForGrow(FARM), 'farm');
  assert.equal(asksForGrow('a tower defense where gnomes defend the garden'), null);
  const city = readCityWords(CITY);
  assert.equal(city.target, 500);
  assert.deepEqual(
    city.buildings.filter((b) => b.phrase).map((b) => b.role),
    ['road', 'house'],
  );
  const farm = readFarmWords(FARM, readPhrases(FARM));
  assert.equal(farm.crop, 'carrot');
  assert.equal(farm.farmer, 'girl');
  assert.equal(farm.days, 7);
  assert.deepEqual(Object.values(farm.verbs), ['plants', 'waters', 'harvest', 'sells']);
});

test('the planner grows the town to its target and the farm to its goal, on every seed tried', () => {
  for (const seed of [1, 2, 3]) {
    const city = citySpecFor(readCityWords(CITY), 'normal', createRandom(seed, 'grow'));
    const planned = planCity(city);
    assert.ok(planned.ok, planned.ok ? '' : planned.problem);
    assert.ok(planned.plan.reached >= 500);
    assert.ok(planned.plan.days < 60, `${planned.plan.days} days is too long to watch`);
    const farm = farmSpecFor(readFarmWords(FARM, readPhrases(FARM)), 'normal', createRandom(seed, 'grow'));
    const season = planFarm(farm);
    assert.ok(season.ok, season.ok ? '' : season.problem);
    assert.ok(season.plan.reached >= farm.moneyGoal && farm.moneyGoal > farm.startMoney);
    for (const verb of ['plant', 'water', 'harvest'])
      assert.ok(
        season.plan.actions.some((a) => a.kind === 'farm' && a.tool === verb),
        verb,
      );
    assert.ok(season.plan.actions.some((a) => a.kind === 'sell'));
  }
});

test('a day limit the town cannot meet is a planner failure that says so', () => {
  const words = { ...readCityWords(CITY), dayLimit: 3, dayLimitPhrase: 'in 3 days' };
  const planned = planCity(citySpecFor(words, 'normal', createRandom(1, 'grow')));
  assert.equal(planned.ok, false);
  assert.match(planned.ok ? '' : planned.problem, /within 3 days/);
});
