// The tycoon's planner, without design: each day's price and stock picked greedily on the template's own rules
// (tycoon.ts), replayed frame by frame the way the game runs the days, and the golden-path presses that play it.
// plan.ts imports it on its own (the design in tycoon.ts imports plan.ts's types).
import {
  demand,
  dollars,
  TYCOON_FLOW,
  TycoonRun,
  type TycoonForecast,
  type TycoonLevel,
} from '../../../../../templates/ui_heavy/src/family/tycoon.ts';
import { StateMachine } from '../../../../../templates/ui_heavy/src/family/machine.ts';
import type { GoldenPathStep } from '../../../../play/index.ts';

const FRAME_MS = 1000 / 60;

/** One day of the plan: the price to open at and the batches to buy that morning. */
export interface TycoonDayPlan {
  price: number;
  batches: number;
}

/** The day's best price and stock on the rules: the most money at the end of the day, ties to the lower price. */
function bestDay(level: TycoonLevel, day: TycoonForecast, money: number, stock: number): TycoonDayPlan {
  let best: { plan: TycoonDayPlan; money: number } | null = null;
  for (let price = level.priceStep; price <= level.maxPrice; price += level.priceStep) {
    const wanted = demand(day, price);
    const affordable = Math.floor(money / level.batchCost);
    const batches = Math.min(affordable, Math.max(0, Math.ceil((wanted - stock) / level.batch)));
    const sold = Math.min(wanted, stock + batches * level.batch);
    const after = money - batches * level.batchCost + sold * price;
    if (!best || after > best.money) best = { plan: { price, batches }, money: after };
  }
  return best!.plan;
}

/** The planner's days, greedy on each day's forecast. */
export function planTycoonDays(level: TycoonLevel): TycoonDayPlan[] {
  const out: TycoonDayPlan[] = [];
  let money = level.startMoney;
  let stock = 0;
  for (const day of level.forecast) {
    const plan = bestDay(level, day, money, stock);
    out.push(plan);
    stock += plan.batches * level.batch;
    money -= plan.batches * level.batchCost;
    const sold = Math.min(stock, demand(day, plan.price));
    stock -= sold;
    money += sold * plan.price;
  }
  return out;
}

/** Plays `days` on the template's rules frame by frame, the way the game runs them: the end and the money. */
export function replayTycoon(level: TycoonLevel, days: readonly TycoonDayPlan[]): { run: TycoonRun; states: string[] } {
  const run = new TycoonRun(level);
  const states = ['intro', 'morning'];
  for (const plan of days) {
    if (run.status !== 'morning') break;
    run.setPrice(plan.price);
    for (let b = 0; b < plan.batches; b++) run.buy();
    run.open();
    states.push('selling');
    // advance() ends the day by itself (open() changed the status, hence the widened read); the guard stops a
    // broken rule from looping forever.
    for (let guard = 0; (run.status as string) === 'selling' && guard < 100_000; guard++) run.advance(FRAME_MS);
    states.push('evening');
    run.nextDay();
    states.push(run.status);
  }
  return { run, states };
}

const until = (path: string, equals: string | number, timeoutMs = 8000): GoldenPathStep => ({
  until: { path, equals },
  timeoutMs,
  checkEveryMs: 100,
});
const press = (n: number): GoldenPathStep => ({ press: `choose_${n}` });

/** The presses that play `days`: the price stepped to each day's, each batch bought, the stand opened, Continue. */
export function tycoonSteps(level: TycoonLevel, days: readonly TycoonDayPlan[]): GoldenPathStep[] {
  const steps: GoldenPathStep[] = [until('flags.uiState', 'intro'), press(1)];
  let price = level.startPrice;
  let stock = 0;
  days.forEach((plan, i) => {
    steps.push(until('flags.day', i + 1, level.dayMs + 8000), until('flags.uiState', 'morning'));
    while (price !== plan.price) {
      const up = plan.price > price;
      price += up ? level.priceStep : -level.priceStep;
      steps.push(press(up ? 2 : 1), until('flags.price', price));
    }
    for (let b = 0; b < plan.batches; b++) {
      stock += level.batch;
      steps.push(press(3), until('flags.stock', stock));
    }
    stock -= Math.min(stock, demand(level.forecast[i]!, plan.price));
    steps.push(press(4), until('flags.uiState', 'evening', level.dayMs + 8000), press(1));
  });
  return steps;
}

/** Whether the machine follows `states`, and whether a run with no stock ever bought ends short of the goal. */
export function tycoonProblems(key: string, level: TycoonLevel, days: readonly TycoonDayPlan[]): string[] {
  const problems: string[] = [];
  const { run, states } = replayTycoon(level, days);
  if (run.status !== 'won')
    problems.push(
      `levels.${key}: the planned prices and stock end ${run.status} with ${dollars(run.money)} ` +
        `(goal ${dollars(level.goal)}); lower the goal or warm the forecast`,
    );
  const machine = new StateMachine(`tycoon ${key}`, TYCOON_FLOW);
  machine.start();
  for (const to of states.slice(1)) {
    const event = machine.events().find((e) => TYCOON_FLOW.states[machine.current!]?.on?.[e] === to);
    if (!event || !machine.send(event)) {
      problems.push(`levels.${key}: the tycoon flow has no way from "${machine.current}" to "${to}"`);
      break;
    }
  }
  const idle = replayTycoon(
    level,
    level.forecast.map(() => ({ price: level.startPrice, batches: 0 })),
  ).run;
  if (idle.status === 'won') problems.push(`levels.${key}: the goal is met without selling anything`);
  return problems;
}
