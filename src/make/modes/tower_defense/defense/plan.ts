// The golden path planner of the tower-defense family: for each level, a build order (cheap towers on the plots that
// see the most of the route, the first wave called at once, fast forward, then new towers and upgrades bought as soon
// as the gold is there) chosen among a few patterns by playing them on the model in sim.ts. A plan is kept only when
// it wins without a leak (or with very few) and still wins against tougher, faster enemies, the margin that covers
// the model's small differences from the browser.
import { RouteLine } from '../../../../../templates/tower_defense/src/family/modes/defense/path.ts';
import type { Cell } from '../../../../../templates/tower_defense/src/family/map.ts';
import { plotPoint, simulate, type PlanAction, type SimResult, type SimWorld, type Stress } from './sim.ts';
import type { TowerRole } from './roster.ts';

/** Tougher enemies a plan must still beat: 15 % more hit points, 3 % faster. */
export const PLAN_STRESS: Stress = { hp: 1.15, speed: 1.03 };

type Step = TowerRole | 'up';

/** Build orders after the opening, repeated until the plots or upgrades run out. */
const PATTERNS: readonly { name: string; head: readonly Step[]; loop: readonly Step[] }[] = [
  { name: 'balanced', head: ['splash', 'up', 'slow', 'up', 'rapid'], loop: ['splash', 'up', 'rapid', 'up'] },
  { name: 'upgrades first', head: ['up', 'up', 'splash', 'up', 'slow'], loop: ['up', 'splash', 'up', 'rapid'] },
  { name: 'towers first', head: ['rapid', 'splash', 'rapid', 'slow'], loop: ['rapid', 'up', 'splash', 'up'] },
  { name: 'splash heavy', head: ['splash', 'splash', 'up', 'slow'], loop: ['up', 'splash', 'up', 'rapid'] },
  { name: 'sniper line', head: ['sniper', 'up', 'splash', 'sniper'], loop: ['up', 'sniper', 'up', 'splash'] },
];

export interface LevelPlan {
  key: string;
  pattern: string;
  /** Purchases in order: a new tower of type `tower` (index into the toolbar) or an upgrade of the plot's tower. */
  purchases: { cell: Cell; tower: number | null; cost: number }[];
  /** How many of the purchases are made before wave 1 is called. */
  opening: number;
  /** The model's result for this level: leaks, kills. */
  leaks: number;
  stressLeaks: number;
}

export interface GamePlan {
  levels: LevelPlan[];
  actions: PlanAction[];
  nominal: SimResult;
  stressed: SimResult;
}

/** Route pixels each plot's tower of each type would see, sampled every 4 px along the route. */
function coverage(world: SimWorld, levelIndex: number): Map<string, number[]> {
  const level = world.levels[levelIndex]!;
  const d = world.defense;
  const route = new RouteLine(level.map.waypoints.map((c) => plotPoint(d, level.map, c)));
  const samples: { x: number; y: number }[] = [];
  for (let s = 0; s <= route.length; s += 4) samples.push(route.at(s));
  const out = new Map<string, number[]>();
  for (const plot of level.map.plots) {
    const p = plotPoint(d, level.map, plot);
    out.set(
      `${plot.col},${plot.row}`,
      world.towers.map((t) => 4 * samples.filter((q) => Math.hypot(q.x - p.x, q.y - p.y) <= t.range).length),
    );
  }
  return out;
}

/** The purchase list a pattern gives on one level: opening towers with the starting gold, then the pattern. */
function purchasesFor(
  world: SimWorld,
  levelIndex: number,
  roles: readonly TowerRole[],
  pattern: (typeof PATTERNS)[number],
): { purchases: LevelPlan['purchases']; opening: number } {
  const level = world.levels[levelIndex]!;
  const d = world.defense;
  const cover = coverage(world, levelIndex);
  const open = new Set(level.map.plots.map((p) => `${p.col},${p.row}`));
  const built: { cell: Cell; tower: number; level: number }[] = [];
  const purchases: LevelPlan['purchases'] = [];
  // Towers that also cost map currency are never the opening's (nothing has dropped yet), and are built only while the
  // pieces they need stay within half of what the level's kills can drop.
  const pieces = (i: number): number => world.towers[i]!.currencyCost ?? 0;
  const free = (i: number): boolean => (world.towers[i]!.currencyCost ?? 0) === 0;
  const value = (i: number): number => (world.towers[i]!.damage * world.towers[i]!.fireRate) / world.towers[i]!.cost;
  // Without such towers, the cheapest; with them, the free tower that does the most harm for its gold.
  const cheapest = world.towers.every((_, i) => free(i))
    ? world.towers.reduce((best, t, i) => (t.cost < world.towers[best]!.cost ? i : best), 0)
    : world.towers.reduce((best, _, i) => (free(i) && (!free(best) || value(i) > value(best)) ? i : best), 0);
  const enemies = level.waves.reduce((s, w) => s + w.groups.reduce((t, g) => t + g.count, 0), 0);
  const affordablePieces = level.drops ? Math.floor((0.5 * enemies) / level.drops.every) : 0;
  let piecesPlanned = 0;
  const indexOf = (role: TowerRole): number | undefined => {
    const i = roles.indexOf(role);
    return i >= 0 ? i : undefined;
  };
  const bestPlot = (tower: number): Cell | undefined => {
    let best: { key: string; value: number } | undefined;
    for (const key of open) {
      const value = cover.get(key)![tower]!;
      if (!best || value > best.value) best = { key, value };
    }
    if (!best) return undefined;
    const [col, row] = best.key.split(',').map(Number);
    return { col: col!, row: row! };
  };
  const build = (tower: number): boolean => {
    const cell = bestPlot(tower);
    if (!cell) return false;
    if (!free(tower)) {
      if (piecesPlanned + pieces(tower) > affordablePieces) return false;
      piecesPlanned += pieces(tower);
    }
    open.delete(`${cell.col},${cell.row}`);
    built.push({ cell, tower, level: 1 });
    purchases.push({ cell, tower, cost: world.towers[tower]!.cost });
    return true;
  };
  const upgrade = (): boolean => {
    // The least upgraded tower that sees the most of the route.
    const open = built.filter((b) => b.level < d.maxTowerLevel);
    if (!open.length) return false;
    const pick = open.reduce((best, b) => {
      const value =
        cover.get(`${b.cell.col},${b.cell.row}`)![b.tower]! *
        world.towers[b.tower]!.damage *
        world.towers[b.tower]!.fireRate;
      const bestValue =
        cover.get(`${best.cell.col},${best.cell.row}`)![best.tower]! *
        world.towers[best.tower]!.damage *
        world.towers[best.tower]!.fireRate;
      return b.level < best.level || (b.level === best.level && value > bestValue) ? b : best;
    });
    purchases.push({
      cell: pick.cell,
      tower: null,
      cost: Math.round(world.towers[pick.tower]!.cost * d.upgradeCostFactor * pick.level),
    });
    pick.level++;
    return true;
  };

  let gold = level.startingGold ?? d.startingGold;
  while (gold >= world.towers[cheapest]!.cost && open.size > 0) {
    build(cheapest);
    gold -= world.towers[cheapest]!.cost;
  }
  const opening = purchases.length;
  // The tower bought with map currency comes first after the opening, so every plan collects and spends some.
  const bought = world.towers.findIndex((_, i) => !free(i));
  const steps: Step[] = [...pattern.head];
  if (level.drops && bought >= 0) steps.splice(1, 0, roles[bought]!);
  while (purchases.length < 48 && (open.size > 0 || built.some((b) => b.level < d.maxTowerLevel))) {
    if (steps.length === 0) steps.push(...pattern.loop);
    const step = steps.shift()!;
    if (step === 'up') upgrade();
    else {
      const tower = indexOf(step) ?? cheapest;
      if (!build(tower) && !(tower !== cheapest && !free(tower) && build(cheapest))) upgrade();
    }
  }
  return { purchases, opening };
}

/**
 * The script of one level: fast forward, the opening, call wave 1, then each purchase as soon as it is affordable;
 * before a tower that costs map currency, waits for enough drops and clicks the spots they fell on.
 */
function levelActions(
  plan: Pick<LevelPlan, 'purchases' | 'opening'>,
  world: SimWorld,
  levelIndex: number,
): PlanAction[] {
  const out: PlanAction[] = [{ kind: 'fast_forward' }];
  const drops = world.levels[levelIndex]!.drops;
  let selected = 0;
  let picked = 0;
  let needed = 0;
  plan.purchases.forEach((p, i) => {
    if (i === plan.opening) out.push({ kind: 'next_wave' });
    const pieces = p.tower === null ? 0 : (world.towers[p.tower]!.currencyCost ?? 0);
    if (pieces > 0 && drops) {
      needed += pieces;
      if (picked < needed) {
        out.push({ kind: 'until_dropped', gte: needed });
        const spots = new Set<number>();
        for (let k = picked; k < needed; k++) spots.add(k % drops.spots.length);
        for (const k of [...spots].sort((a, b) => a - b)) out.push({ kind: 'click', cell: drops.spots[k]! });
        picked = needed;
      }
    }
    if (p.tower !== null && p.tower !== selected) {
      out.push({ kind: 'select', index: p.tower });
      selected = p.tower;
    }
    if (i >= plan.opening) out.push({ kind: 'until_gold', gte: p.cost });
    out.push({ kind: 'click', cell: p.cell });
  });
  if (plan.purchases.length === plan.opening) out.push({ kind: 'next_wave' });
  return out;
}

function endOf(world: SimWorld, levelIndex: number): PlanAction {
  const next = world.levels[levelIndex + 1];
  return next ? { kind: 'until_level', number: levelIndex + 2, key: next.key } : { kind: 'until_won' };
}

/** Purchases whose click came after the level's last wave started are dropped: they could land after the level ends. */
function trimmed(
  plan: Pick<LevelPlan, 'purchases' | 'opening'>,
  result: SimResult,
  world: SimWorld,
  levelIndex: number,
  prefixSteps: number,
): Pick<LevelPlan, 'purchases' | 'opening'> {
  const spots = world.levels[levelIndex]!.drops?.spots ?? [];
  const cut = result.levels[levelIndex]?.lastWaveAtMs;
  if (cut === null || cut === undefined) return plan;
  const steps = result.steps.slice(prefixSteps);
  let clicks = 0;
  let keep = plan.purchases.length;
  for (const step of steps) {
    // Clicks on drop spots pick up currency; only clicks on plots are purchases.
    if (step.action.kind !== 'click') continue;
    const { cell } = step.action;
    if (spots.some((s) => s.col === cell.col && s.row === cell.row)) continue;
    if (step.endMs > cut) {
      keep = clicks;
      break;
    }
    clicks++;
  }
  return { purchases: plan.purchases.slice(0, Math.max(plan.opening, keep)), opening: plan.opening };
}

/** A plan for every level that wins on the model, or the reason none was found (with the level that failed). */
export function planGame(
  world: SimWorld,
  roles: readonly TowerRole[],
  maxLeaksPerLevel: number,
): { plan: GamePlan } | { failedLevel: number; reason: string } {
  // Against the tougher enemies at least half the lives must be left: a plan that only just survives them is too close.
  const minStressLives = Math.ceil(world.defense.lives / 2);
  const actions: PlanAction[] = [];
  const levels: LevelPlan[] = [];
  for (let li = 0; li < world.levels.length; li++) {
    if (li > 0) actions.push(endOf(world, li - 1));
    const prefix = actions.length;
    const last = li === world.levels.length - 1;
    let best: { plan: LevelPlan; actions: PlanAction[] } | undefined;
    const tried: string[] = [];
    for (const pattern of PATTERNS) {
      if (pattern.name === 'sniper line' && !roles.includes('sniper')) continue;
      const raw = purchasesFor(world, li, roles, pattern);
      const first = simulate(world, [...actions, ...levelActions(raw, world, li), endOf(world, li)], {
        expectWin: last,
      });
      const cut = trimmed(raw, first, world, li, prefix);
      const mine = levelActions(cut, world, li);
      const script = [...actions, ...mine, endOf(world, li)];
      const nominal = simulate(world, script, { expectWin: last });
      const stressed = simulate(world, script, { stress: PLAN_STRESS, expectWin: last });
      const n = nominal.levels[li];
      const s = stressed.levels[li];
      const nominalOk = nominal.failure === null && n !== undefined;
      tried.push(
        `${pattern.name}: ${n ? `${n.leaks} leak(s)` : 'no result'}` +
          `${s ? `, ${s.leaks} under stress (${stressed.livesLeft} lives left)` : ''}` +
          `${nominal.failure ? ` (${nominal.failure})` : stressed.failure ? ` (stress: ${stressed.failure})` : ''}`,
      );
      if (
        !nominalOk ||
        !n ||
        n.leaks > maxLeaksPerLevel ||
        stressed.failure !== null ||
        !s ||
        stressed.livesLeft < minStressLives
      )
        continue;
      const plan: LevelPlan = {
        key: world.levels[li]!.key,
        pattern: pattern.name,
        purchases: cut.purchases,
        opening: cut.opening,
        leaks: n.leaks,
        stressLeaks: s.leaks,
      };
      if (
        !best ||
        plan.leaks < best.plan.leaks ||
        (plan.leaks === best.plan.leaks && plan.stressLeaks < best.plan.stressLeaks)
      )
        best = { plan, actions: mine };
      if (plan.leaks === 0 && plan.stressLeaks === 0) break;
    }
    if (!best)
      return {
        failedLevel: li,
        reason: `no build order wins level ${li + 1} (${world.levels[li]!.key}) on the model: ${tried.join('; ')}`,
      };
    actions.push(...best.actions);
    levels.push(best.plan);
  }
  // The same script the search built level by level, written the way write() and validate() rebuild it.
  const script = scriptOf(world, levels);
  const nominal = simulate(world, script);
  const stressed = simulate(world, script, { stress: PLAN_STRESS });
  if (!nominal.won)
    return {
      failedLevel: Math.max(0, nominal.levels.length - 1),
      reason: `the whole plan does not win on the model: ${nominal.failure}`,
    };
  if (!stressed.won)
    return {
      failedLevel: Math.max(0, stressed.levels.length - 1),
      reason: `the whole plan does not win against tougher enemies: ${stressed.failure}`,
    };
  return { plan: { levels, actions: script, nominal, stressed } };
}

/** The whole golden-path script for per-level plans: each level's actions, waits between levels, and the win. */
export function scriptOf(world: SimWorld, plans: readonly Pick<LevelPlan, 'purchases' | 'opening'>[]): PlanAction[] {
  const actions: PlanAction[] = [];
  plans.forEach((p, li) => {
    if (li > 0) actions.push(endOf(world, li - 1));
    actions.push(...levelActions(p, world, li));
  });
  actions.push(endOf(world, world.levels.length - 1));
  return actions;
}
