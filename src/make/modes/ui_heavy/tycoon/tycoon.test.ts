// The ui_heavy tycoon: the template's shop rules (demand falls with price and rises with heat, stock runs out,
// bankruptcy, the goal), what a tycoon prompt asks, designs that are deterministic per seed with the prompt's days and
// goods, a planner whose replay on the rules meets the goal, golden-path presses that follow it, and the requirements.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contentProblems, type UiLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import {
  customerPays,
  demand,
  dollars,
  TycoonRun,
  type TycoonLevel,
} from '../../../../../templates/ui_heavy/src/family/tycoon.ts';
import { designGdd, withLevel } from '../../shared/testing.ts';
import type { UiLevelData } from '../plan.ts';
import { DEFAULT_DAYS, readTycoonWords } from './tycoon.ts';
import { planTycoonDays, replayTycoon } from './tycoonPlan.ts';
import { planFor } from '../write.ts';
import { familyGenerator } from '../../../dispatch.ts';
import { TYCOON_PLANNERS } from './plan.ts';

const uiHeavyGenerator = familyGenerator('ui_heavy');

const LEMONADE = 'a lemonade stand tycoon where you set prices each day for 10 days';
const shop = (prompt: string, seed: number) => {
  const gdd = designGdd(uiHeavyGenerator, prompt, seed);
  return { gdd, level: (gdd.sections.levels[0]!.data as unknown as UiLevelData).content as TycoonLevel };
};

describe('the tycoon rules', () => {
  const hot = { sky: 'sunny', temp: 32 } as const;
  const cool = { sky: 'rainy', temp: 16 } as const;

  test('sales fall with the price and rise with the heat', () => {
    assert.ok(demand(hot, 100) > demand(hot, 250));
    assert.ok(demand(hot, 150) > demand(cool, 150));
    assert.ok(customerPays(hot).length > customerPays(cool).length);
    assert.equal(demand(hot, 10_000), 0);
  });

  test('a day sells what is in stock at the price, then sells out; the money and stock follow', () => {
    const { level } = shop(LEMONADE, 1);
    const one = { ...level, forecast: [hot], startPrice: 100 };
    const run = new TycoonRun(one);
    assert.equal(run.buy(), true);
    assert.equal(run.stock, one.batch);
    assert.equal(run.open(), true);
    const events = [];
    for (let t = 0; t < one.dayMs + 100; t += 16) events.push(...run.advance(16));
    const sales = events.filter((e) => e.kind === 'sale').length;
    assert.equal(sales, Math.min(one.batch, demand(hot, 100)));
    assert.equal(run.money, one.startMoney - one.batchCost + sales * 100);
    assert.equal(run.status, 'evening');
    if (demand(hot, 100) > one.batch) assert.ok(events.some((e) => e.kind === 'pass' && e.reason === 'soldout'));
    run.nextDay();
    assert.equal(run.status, run.money >= one.goal ? 'won' : 'short');
  });

  test('no stock and no cash for more is bankruptcy before the last day', () => {
    const { level } = shop(LEMONADE, 1);
    const broke = { ...level, startMoney: level.batchCost, goal: level.batchCost * 10 };
    const run = new TycoonRun(broke);
    run.setPrice(broke.maxPrice);
    run.buy();
    run.setPrice(broke.maxPrice);
    run.open();
    while (run.status === 'selling') run.advance(50);
    run.nextDay();
    // Nothing sold at the top price on a mild day leaves the stock: not broke yet. Sold out with no cash is.
    const sold = run.reports[0]!.sold;
    assert.equal(run.status, sold === broke.batch && run.money < broke.batchCost ? 'bankrupt' : 'morning');
    const empty = new TycoonRun({ ...broke, startMoney: 0, goal: 100 });
    empty.open();
    while (empty.status === 'selling') empty.advance(50);
    empty.nextDay();
    assert.equal(empty.status, 'bankrupt');
  });

  test('the content check names a bad field and what to use', () => {
    const { level } = shop(LEMONADE, 1);
    const bad = { ...level, goal: level.startMoney, forecast: [{ sky: 'snowy', temp: 20 }] } as unknown as UiLevel;
    const problems = contentProblems(
      { resources: [], cards: {}, levels: { shop: bad } },
      { levelOrder: ['shop'], textureKeys: new Set(['bg-tycoon', 'customer']) },
    );
    assert.ok(problems.some((p) => p.startsWith('levels.shop.goal: must be more than startMoney')));
    assert.ok(problems.some((p) => p.startsWith('levels.shop.forecast[0]: must be { "sky"')));
  });

  test('dollars from cents', () => {
    assert.equal(dollars(1250), '$12.50');
    assert.equal(dollars(-5), '-$0.05');
  });
});

describe('reading a tycoon prompt', () => {
  test('the fidelity prompt: the business, its goods, the days and the pricing', () => {
    const words = readTycoonWords(LEMONADE)!;
    assert.equal(words.business, 'lemonade stand');
    assert.deepEqual(words.goods, ['lemons', 'sugar', 'cups']);
    assert.equal(words.days?.count, 10);
    assert.equal(words.pricing, 'set prices each day');
    assert.equal(readTycoonWords('a quiz about space'), null);
  });

  test('other businesses and the default days', () => {
    const words = readTycoonWords('a coffee shop tycoon')!;
    assert.equal(words.business, 'coffee shop');
    assert.deepEqual(words.goods, ['beans', 'milk', 'cups']);
    assert.equal(words.days, null);
    assert.equal(shop('a coffee shop tycoon', 1).level.forecast.length, DEFAULT_DAYS);
  });
});

describe('designing a tycoon', () => {
  test('the fidelity prompt: 10 days, the stand and its goods, a plan that meets the goal, its presses', () => {
    const { gdd, level } = shop(LEMONADE, 1);
    assert.equal(level.forecast.length, 10);
    assert.equal(level.business, 'Lemonade Stand');
    assert.deepEqual(level.goods, ['lemons', 'sugar', 'cups']);
    assert.ok(level.goal > level.startMoney);
    const days = planTycoonDays(level);
    const { run } = replayTycoon(level, days);
    assert.equal(run.status, 'won');
    assert.ok(run.money >= level.goal);
    const { plan } = planFor(gdd, TYCOON_PLANNERS);
    assert.deepEqual(plan.problems, []);
    const presses = plan.steps.flatMap((s) => ('press' in s ? [s.press] : []));
    assert.equal(presses.filter((p) => p === 'choose_4').length, 10, 'the stand opens once a day');
    const buys = presses.filter((p) => p === 'choose_3').length;
    assert.equal(
      buys,
      days.reduce((n, d) => n + d.batches, 0),
    );
    assert.ok(buys > 0);
  });

  test('deterministic per seed, different across seeds', () => {
    const a = JSON.stringify(shop(LEMONADE, 3).level);
    assert.equal(JSON.stringify(shop(LEMONADE, 3).level), a);
    assert.notEqual(JSON.stringify(shop(LEMONADE, 4).level), a);
  });

  test('a goal the plan cannot meet is refused by the search', () => {
    const { gdd, level } = shop(LEMONADE, 1);
    const greedy = { ...level, goal: level.goal * 10 };
    const data = { ...(gdd.sections.levels[0]!.data as unknown as UiLevelData), content: greedy };
    const broken = withLevel(gdd, 0, { data: data as unknown as Record<string, unknown> });
    assert.ok(uiHeavyGenerator.validate(broken).some((p) => /end short with/.test(p)));
  });

  test('requirements: the goal, every day played and priced, the stand shown, a fair goal', () => {
    const { gdd } = shop(LEMONADE, 1);
    const byId = Object.fromEntries(uiHeavyGenerator.requirements(gdd).map((r) => [r.id, r]));
    assert.deepEqual(byId['days-played']!.check, { kind: 'event', event: 'day_ended', minCount: 10 });
    assert.match(byId['days-played']!.text, /^10 days/);
    assert.deepEqual(byId['prices-set']!.check, { kind: 'event', event: 'price_set', minCount: 10 });
    assert.equal(byId['prices-set']!.source, 'set prices each day');
    assert.equal(byId['lemonade-stand-shown']!.source, 'lemonade stand');
    assert.deepEqual(byId['tycoon-goal']!.check, { kind: 'event', event: 'goal_reached', minCount: 1 });
    assert.equal(byId['tycoon-fair']!.check.kind === 'design' && byId['tycoon-fair']!.check.ok, true);
  });
});
