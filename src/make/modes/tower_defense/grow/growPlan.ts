// The build-and-grow mode's maps and planner: a seeded map for a town or a farm, and a plan found by playing the
// template's own rules (growRules.ts) day by day — where to build what, or which plots to plant, water and harvest —
// that reaches the population target or the money goal. The golden path replays the plan's actions.
import type { Random } from '../../../../assets/index.ts';
import {
  cellKey,
  checkGrowSpec,
  cityPopulation,
  endCityDay,
  endFarmDay,
  isRipe,
  placeBuilding,
  sellBasket,
  startCity,
  startFarm,
  useTool,
  type Cell,
  type CitySpec,
  type FarmSpec,
  type FarmTool,
  type GrowSpec,
} from '../../../../../templates/tower_defense/src/family/modes/grow/growRules.ts';

export const GROW_COLS = 18;
export const GROW_ROWS = 11;
/** Days the planner plays before it gives up on a target. */
const MAX_DAYS = 200;

/** One thing the player does on a day: build with a tool, use a farm tool on a plot, or sell at the market. */
export type GrowAction =
  | { kind: 'build'; tool: number; cell: Cell; day: number; cost: number }
  | { kind: 'farm'; tool: FarmTool; cell: Cell; day: number }
  | { kind: 'sell'; cell: Cell; day: number };

export interface GrowPlan {
  actions: GrowAction[];
  /** The day the goal was met (the city) or the season's last day (the farm). */
  days: number;
  /** People at the end (city) or money at the end (farm). */
  reached: number;
  built: Record<string, number>;
  farm?: { planted: number; watered: number; harvested: number; sold: number; money: number };
}

export type Planned = { ok: true; plan: GrowPlan } | { ok: false; problem: string };

/** A town map: open ground, the town hall in the middle, scenery (trees, ponds) away from the building rows. */
export function cityMap(random: Random): string[] {
  const rows = Array.from({ length: GROW_ROWS }, () => Array<string>(GROW_COLS).fill('.'));
  const hall = { col: Math.floor(GROW_COLS / 2), row: Math.floor(GROW_ROWS / 2) };
  rows[hall.row]![hall.col] = 'H';
  for (let i = 0; i < 12; i++) {
    const row = random.pick([0, 1, GROW_ROWS - 2, GROW_ROWS - 1]);
    rows[row]![random.int(0, GROW_COLS - 1)] = '^';
  }
  return rows.map((r) => r.join(''));
}

/** A farm map: a block of plots, the market to its right, scenery along the edges. */
export function farmMap(random: Random, plots: number): string[] {
  const rows = Array.from({ length: GROW_ROWS }, () => Array<string>(GROW_COLS).fill('.'));
  const across = Math.min(6, plots);
  const down = Math.ceil(plots / across);
  const top = Math.floor((GROW_ROWS - down) / 2);
  const left = 4;
  for (let i = 0; i < plots; i++) rows[top + Math.floor(i / across)]![left + (i % across)] = '+';
  rows[Math.floor(GROW_ROWS / 2)]![left + across + 4] = 'M';
  for (let i = 0; i < 10; i++) {
    const row = random.pick([0, GROW_ROWS - 1]);
    rows[row]![random.int(0, GROW_COLS - 1)] = '^';
  }
  return rows.map((r) => r.join(''));
}

/**
 * Where the planner builds, in order: a road out of the town hall to the right, a house above and below each road
 * cell, then the same to the left; every fifth house plot is a shop and every seventh a park when the town has them.
 */
export function cityLayout(spec: CitySpec): { role: 'road' | 'house' | 'shop' | 'park'; cell: Cell }[] {
  const row = spec.map.findIndex((r) => r.includes('H'));
  const col = spec.map[row]!.indexOf('H');
  const has = (role: string) => spec.buildings.some((b) => b.role === role);
  const out: { role: 'road' | 'house' | 'shop' | 'park'; cell: Cell }[] = [];
  let slot = 0;
  const open = (c: Cell) => spec.map[c.row]?.[c.col] === '.';
  for (let step = 1; step < GROW_COLS; step++) {
    for (const dir of [1, -1]) {
      const road = { col: col + dir * step, row };
      if (!open(road)) continue;
      out.push({ role: 'road', cell: road });
      for (const dr of [-1, 1]) {
        const cell = { col: road.col, row: row + dr };
        if (!open(cell)) continue;
        slot++;
        const role = has('shop') && slot % 5 === 3 ? 'shop' : has('park') && slot % 7 === 4 ? 'park' : 'house';
        out.push({ role, cell });
      }
    }
  }
  return out;
}

/** Plays the city day by day, building the layout in order as soon as each piece is affordable. */
export function planCity(spec: CitySpec): Planned {
  const problems = checkGrowSpec(spec);
  if (problems.length) return { ok: false, problem: problems.join('; ') };
  const state = startCity(spec);
  const layout = cityLayout(spec);
  const actions: GrowAction[] = [];
  let next = 0;
  while (!state.over && state.day <= MAX_DAYS) {
    while (next < layout.length) {
      const want = layout[next]!;
      const tool = spec.buildings.findIndex((b) => b.role === want.role);
      const building = spec.buildings[tool]!;
      if (state.money < building.cost) break;
      const events = placeBuilding(spec, state, building.id, want.cell);
      if (events[0]?.type !== 'building_placed') return { ok: false, problem: `the planner could not build there` };
      actions.push({ kind: 'build', tool, cell: want.cell, day: state.day, cost: building.cost });
      next++;
    }
    endCityDay(spec, state);
  }
  const built: Record<string, number> = {};
  for (const id of Object.values(state.built)) built[id] = (built[id] ?? 0) + 1;
  if (!state.targetReached) {
    const why = spec.dayLimit !== null && state.day > spec.dayLimit ? `within ${spec.dayLimit} days` : 'on this map';
    return { ok: false, problem: `the town reaches ${cityPopulation(state)} of ${spec.target} people ${why}` };
  }
  return { ok: true, plan: { actions, days: state.day, reached: cityPopulation(state), built } };
}

/** Plays the season greedily: each day harvest what is ripe, sell, plant every empty plot, water every crop. */
export function planFarm(spec: FarmSpec): Planned {
  const problems = checkGrowSpec(spec);
  if (problems.length) return { ok: false, problem: problems.join('; ') };
  const state = startFarm(spec);
  const actions: GrowAction[] = [];
  const row = spec.map.findIndex((r) => r.includes('M'));
  const market = { col: spec.map[row]!.indexOf('M'), row };
  const plots = Object.keys(state.plots).sort((a, b) => {
    const [ac, ar] = a.split(',').map(Number);
    const [bc, br] = b.split(',').map(Number);
    return ar! - br! || ac! - bc!;
  });
  const cellOf = (key: string): Cell => {
    const [col, row] = key.split(',').map(Number);
    return { col: col!, row: row! };
  };
  const act = (tool: FarmTool, key: string): void => {
    if (useTool(spec, state, tool, cellOf(key))[0]?.type !== 'refused')
      actions.push({ kind: 'farm', tool, cell: cellOf(key), day: state.day });
  };
  while (!state.over) {
    for (const key of plots) if (isRipe(spec, state.plots[key]!)) act('harvest', key);
    if (state.basket > 0) {
      sellBasket(spec, state);
      actions.push({ kind: 'sell', cell: market, day: state.day });
    }
    // Seeds planted on the last days cannot ripen before the season ends: the planner keeps their money.
    const daysLeft = spec.days - state.day + 1;
    if (daysLeft > spec.crop.growDays)
      for (const key of plots) if (!state.plots[key]!.planted && state.money >= spec.crop.seedCost) act('plant', key);
    for (const key of plots) {
      const plot = state.plots[key]!;
      if (plot.planted && !plot.wateredToday && !isRipe(spec, plot)) act('water', key);
    }
    endFarmDay(spec, state);
  }
  if (!state.won) return { ok: false, problem: `the season ends with ${state.money} of ${spec.moneyGoal} money` };
  const { planted, watered, harvested, sold, money } = state;
  return {
    ok: true,
    plan: {
      actions,
      days: spec.days,
      reached: money,
      built: { plots: plots.length },
      farm: { planted, watered, harvested, sold, money },
    },
  };
}

export const planGrow = (spec: GrowSpec): Planned => (spec.kind === 'city' ? planCity(spec) : planFarm(spec));

/** Plot keys in reading order, for tests and summaries. */
export const plotCount = (spec: FarmSpec): number => Object.keys(startFarm(spec).plots).length;

export { cellKey };
