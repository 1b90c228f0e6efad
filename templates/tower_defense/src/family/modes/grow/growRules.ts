// PROTECTED (tower_defense family): the rules of the build-and-grow mode, pure so the generator's planner runs the
// very same code in Node. A city: roads, houses, shops and parks placed on a grid with money; houses fill with people
// only while a road links them to the town hall; money comes each day from people and shops. A farm: crops planted
// on plots, watered each day, harvested when ripe and sold at the market. Time moves in whole days of game time.

/** '.' open ground, '^' scenery (nothing is built there), 'H' the town hall, '+' a farm plot, 'M' the market. */
export const GROW_LEGEND = { ground: '.', scenery: '^', hall: 'H', plot: '+', market: 'M' } as const;

/** Where the Level scene draws the map (px): the tile, the map's top under the HUD, the toolbar's top. */
export const GROW_VIEW = { tile: 40, mapTop: 62, toolbarTop: 552 } as const;

/** The screen point at the centre of a map cell, for a game `width` px wide (what a click on that cell hits). */
export function growCellCentre(map: readonly string[], width: number, cell: Cell): { x: number; y: number } {
  const left = Math.floor((width - map[0]!.length * GROW_VIEW.tile) / 2);
  return { x: left + (cell.col + 0.5) * GROW_VIEW.tile, y: GROW_VIEW.mapTop + (cell.row + 0.5) * GROW_VIEW.tile };
}

export type CityRole = 'road' | 'house' | 'shop' | 'park';

export interface CityBuilding {
  id: string;
  /** The toolbar's word ("House"). */
  name: string;
  role: CityRole;
  cost: number;
}

export interface CitySpec {
  kind: 'city';
  map: string[];
  /** In toolbar order; tool N places buildings[N - 1]. */
  buildings: CityBuilding[];
  startMoney: number;
  dayMs: number;
  /** People the town must reach. */
  target: number;
  /** Days the town has to reach it, or null for no limit. */
  dayLimit: number | null;
  /** People a house holds, and how many more move in each day while it is linked. */
  houseCapacity: number;
  houseGrowth: number;
  /** Extra room in every house within two cells of a park. */
  parkBonus: number;
  /** Money each person pays a day, and each linked shop earns a day. */
  taxPerPerson: number;
  shopIncome: number;
}

export interface FarmCrop {
  id: string;
  name: string;
  plural: string;
  seedCost: number;
  price: number;
  /** Watered days from planting to ripe. */
  growDays: number;
}

export interface FarmSpec {
  kind: 'farm';
  map: string[];
  crop: FarmCrop;
  startMoney: number;
  dayMs: number;
  /** The season: it ends after this many days. */
  days: number;
  /** Money the farmer must hold when the season ends. */
  moneyGoal: number;
}

export type GrowSpec = CitySpec | FarmSpec;

export type FarmTool = 'plant' | 'water' | 'harvest';
export const FARM_TOOLS: readonly FarmTool[] = ['plant', 'water', 'harvest'];

export interface Cell {
  col: number;
  row: number;
}

export interface CityState {
  day: number;
  money: number;
  /** Built cells by "col,row": the building's id. */
  built: Record<string, string>;
  /** People in each house, by "col,row". */
  people: Record<string, number>;
  targetReached: boolean;
  over: boolean;
}

export interface Plot {
  /** 0 empty; otherwise the watered days the crop has had, ripe at the crop's growDays. */
  stage: number;
  planted: boolean;
  wateredToday: boolean;
}

export interface FarmState {
  day: number;
  money: number;
  plots: Record<string, Plot>;
  basket: number;
  planted: number;
  watered: number;
  harvested: number;
  sold: number;
  over: boolean;
  won: boolean;
}

export type GrowEvent =
  | { type: 'building_placed'; id: string; role: CityRole; col: number; row: number; cost: number }
  | { type: 'population_grew'; population: number }
  | { type: 'target_reached'; population: number; day: number }
  | { type: 'day_passed'; day: number; money: number }
  | { type: 'crop_planted'; col: number; row: number }
  | { type: 'crop_watered'; col: number; row: number }
  | { type: 'crop_harvested'; col: number; row: number }
  | { type: 'crop_sold'; count: number; money: number }
  | { type: 'season_over'; won: boolean; money: number }
  | { type: 'refused'; why: string };

export const cellKey = (c: Cell): string => `${c.col},${c.row}`;
const cellOf = (key: string): Cell => {
  const [col, row] = key.split(',').map(Number);
  return { col: col!, row: row! };
};
const tileAt = (map: readonly string[], c: Cell): string => map[c.row]?.[c.col] ?? '';
const NEIGHBOURS: readonly Cell[] = [
  { col: 1, row: 0 },
  { col: -1, row: 0 },
  { col: 0, row: 1 },
  { col: 0, row: -1 },
];

/** Problems with a spec's map and numbers; empty when the mode can play it. */
export function checkGrowSpec(spec: GrowSpec): string[] {
  const problems: string[] = [];
  const width = spec.map[0]?.length ?? 0;
  if (!width || spec.map.some((r) => r.length !== width)) problems.push('the map rows must be of one width');
  const allowed = spec.kind === 'city' ? /^[.^H]*$/ : /^[.^+M]*$/;
  if (spec.map.some((r) => !allowed.test(r))) problems.push(`the ${spec.kind} map holds a letter it has no use for`);
  const count = (ch: string) => spec.map.join('').split(ch).length - 1;
  if (spec.kind === 'city') {
    if (count('H') !== 1) problems.push('a city map needs exactly one town hall (H)');
    if (!spec.buildings.some((b) => b.role === 'road') || !spec.buildings.some((b) => b.role === 'house'))
      problems.push('a city needs roads and houses');
    if (!(spec.target > 0)) problems.push('the population target must be above 0');
  } else {
    if (count('M') !== 1) problems.push('a farm map needs exactly one market (M)');
    if (count('+') < 1) problems.push('a farm map needs plots (+)');
    if (!(spec.days >= 1)) problems.push('the season needs at least one day');
    if (spec.crop.growDays < 1) problems.push('a crop needs at least one day to grow');
  }
  if (!(spec.dayMs >= 500)) problems.push('a day must last at least 500 ms of game time');
  return problems;
}

// ---- the city ----

export function startCity(spec: CitySpec): CityState {
  return { day: 1, money: spec.startMoney, built: {}, people: {}, targetReached: false, over: false };
}

export const cityPopulation = (state: CityState): number => Object.values(state.people).reduce((s, n) => s + n, 0);

function hallOf(spec: CitySpec): Cell {
  const row = spec.map.findIndex((r) => r.includes('H'));
  return { col: spec.map[row]!.indexOf('H'), row };
}

/** Road cells a path of roads links to the town hall. */
export function linkedRoads(spec: CitySpec, state: CityState): Set<string> {
  const roads = new Set(Object.keys(state.built).filter((k) => roleOf(spec, state.built[k]!) === 'road'));
  const linked = new Set<string>();
  const queue: Cell[] = [hallOf(spec)];
  while (queue.length) {
    const at = queue.shift()!;
    for (const d of NEIGHBOURS) {
      const next = cellKey({ col: at.col + d.col, row: at.row + d.row });
      if (roads.has(next) && !linked.has(next)) {
        linked.add(next);
        queue.push(cellOf(next));
      }
    }
  }
  return linked;
}

const roleOf = (spec: CitySpec, id: string): CityRole | undefined => spec.buildings.find((b) => b.id === id)?.role;

/** Whether a building at `key` touches a linked road (or the town hall itself). */
function isLinked(spec: CitySpec, linked: ReadonlySet<string>, key: string): boolean {
  const at = cellOf(key);
  return NEIGHBOURS.some((d) => {
    const next = { col: at.col + d.col, row: at.row + d.row };
    return linked.has(cellKey(next)) || tileAt(spec.map, next) === 'H';
  });
}

/** How many people the house at `key` can hold: more near a park. */
export function houseRoom(spec: CitySpec, state: CityState, key: string): number {
  const at = cellOf(key);
  const nearPark = Object.entries(state.built).some(([k, id]) => {
    if (roleOf(spec, id) !== 'park') return false;
    const p = cellOf(k);
    return Math.max(Math.abs(p.col - at.col), Math.abs(p.row - at.row)) <= 2;
  });
  return spec.houseCapacity + (nearPark ? spec.parkBonus : 0);
}

/** Houses with a road to the town hall, by key. */
export function linkedHouses(spec: CitySpec, state: CityState): string[] {
  const linked = linkedRoads(spec, state);
  return Object.keys(state.built)
    .filter((k) => roleOf(spec, state.built[k]!) === 'house' && isLinked(spec, linked, k))
    .sort();
}

/** Places building `id` at `cell`, paying for it; refused on a taken, scenery or hall cell or without the money. */
export function placeBuilding(spec: CitySpec, state: CityState, id: string, cell: Cell): GrowEvent[] {
  const building = spec.buildings.find((b) => b.id === id);
  if (state.over || !building) return [{ type: 'refused', why: 'nothing to build' }];
  const key = cellKey(cell);
  if (tileAt(spec.map, cell) !== '.' || state.built[key]) return [{ type: 'refused', why: 'that ground is taken' }];
  if (state.money < building.cost) return [{ type: 'refused', why: `${building.name} costs ${building.cost}` }];
  state.money -= building.cost;
  state.built[key] = id;
  if (building.role === 'house') state.people[key] = 0;
  return [{ type: 'building_placed', id, role: building.role, col: cell.col, row: cell.row, cost: building.cost }];
}

/** The end of a day: linked houses fill up, people and linked shops pay, then the target and the limit are read. */
export function endCityDay(spec: CitySpec, state: CityState): GrowEvent[] {
  if (state.over) return [];
  const events: GrowEvent[] = [];
  const before = cityPopulation(state);
  for (const key of linkedHouses(spec, state))
    state.people[key] = Math.min(houseRoom(spec, state, key), state.people[key]! + spec.houseGrowth);
  const population = cityPopulation(state);
  if (population > before) events.push({ type: 'population_grew', population });
  const linked = linkedRoads(spec, state);
  const shops = Object.keys(state.built).filter(
    (k) => roleOf(spec, state.built[k]!) === 'shop' && isLinked(spec, linked, k),
  ).length;
  state.money += Math.floor(population * spec.taxPerPerson) + shops * spec.shopIncome;
  state.day += 1;
  events.push({ type: 'day_passed', day: state.day, money: state.money });
  if (population >= spec.target) {
    state.targetReached = true;
    state.over = true;
    events.push({ type: 'target_reached', population, day: state.day });
  } else if (spec.dayLimit !== null && state.day > spec.dayLimit) {
    state.over = true;
  }
  return events;
}

// ---- the farm ----

export function startFarm(spec: FarmSpec): FarmState {
  const plots: Record<string, Plot> = {};
  spec.map.forEach((r, row) => {
    [...r].forEach((ch, col) => {
      if (ch === '+') plots[cellKey({ col, row })] = { stage: 0, planted: false, wateredToday: false };
    });
  });
  return {
    day: 1,
    money: spec.startMoney,
    plots,
    basket: 0,
    planted: 0,
    watered: 0,
    harvested: 0,
    sold: 0,
    over: false,
    won: false,
  };
}

export const isRipe = (spec: FarmSpec, plot: Plot): boolean => plot.planted && plot.stage >= spec.crop.growDays;

/** Uses a tool on a plot: plant an empty one (buying the seed), water a growing one, harvest a ripe one. */
export function useTool(spec: FarmSpec, state: FarmState, tool: FarmTool, cell: Cell): GrowEvent[] {
  const plot = state.plots[cellKey(cell)];
  if (state.over || !plot) return [{ type: 'refused', why: 'that is no plot' }];
  const at = { col: cell.col, row: cell.row };
  if (tool === 'plant') {
    if (plot.planted) return [{ type: 'refused', why: 'something grows there already' }];
    if (state.money < spec.crop.seedCost) return [{ type: 'refused', why: `seed costs ${spec.crop.seedCost}` }];
    state.money -= spec.crop.seedCost;
    Object.assign(plot, { planted: true, stage: 0, wateredToday: false });
    state.planted++;
    return [{ type: 'crop_planted', ...at }];
  }
  if (tool === 'water') {
    if (!plot.planted || plot.wateredToday || isRipe(spec, plot)) return [{ type: 'refused', why: 'no need' }];
    plot.wateredToday = true;
    state.watered++;
    return [{ type: 'crop_watered', ...at }];
  }
  if (!isRipe(spec, plot)) return [{ type: 'refused', why: 'not ripe yet' }];
  Object.assign(plot, { planted: false, stage: 0, wateredToday: false });
  state.basket++;
  state.harvested++;
  return [{ type: 'crop_harvested', ...at }];
}

/** Sells the basket at the market. */
export function sellBasket(spec: FarmSpec, state: FarmState): GrowEvent[] {
  if (state.over || state.basket === 0) return [{ type: 'refused', why: 'the basket is empty' }];
  const count = state.basket;
  state.money += count * spec.crop.price;
  state.sold += count;
  state.basket = 0;
  return [{ type: 'crop_sold', count, money: state.money }];
}

/** The end of a day: watered crops grow a stage; after the last day the season ends, won at the money goal. */
export function endFarmDay(spec: FarmSpec, state: FarmState): GrowEvent[] {
  if (state.over) return [];
  for (const plot of Object.values(state.plots)) {
    if (plot.planted && plot.wateredToday) plot.stage++;
    plot.wateredToday = false;
  }
  if (state.day >= spec.days) {
    state.over = true;
    state.won = state.money >= spec.moneyGoal;
    return [{ type: 'season_over', won: state.won, money: state.money }];
  }
  state.day += 1;
  return [{ type: 'day_passed', day: state.day, money: state.money }];
}
