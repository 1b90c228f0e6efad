// The offline explorer: a seeded, systematic search over action sequences with state hashing, no model. Each state
// it reaches is a node with the shortest known path to it from reset(seed); it tries every command the game's own
// vocabulary makes in that state (help text templates filled with the directions, items and things the state
// shows), and when a state has nothing left to try it travels to the nearest state that has, by a reset and a
// replay of that state's path — and a replay that lands somewhere else is non-determinism, seen for free. Every
// transition goes through the oracles; what they see becomes a candidate report for confirm.ts.
import { createHash } from 'node:crypto';
import type { GameAdapter, GameRules, QaObservation } from './adapter.ts';
import { type Facts, factsOf, stateHash, thingsOf } from './facts.ts';
import { DIRECTIONS, type Fault, judgeTransition, type Transition } from './oracles.ts';

/** A fault seen during exploration, with the path from reset(seed) that led to it (the fault shows at its end). */
export interface Candidate {
  fault: Fault;
  steps: string[];
  before: unknown;
  after: unknown;
  text: string | null;
  /** For a stuck state: the commands tried there. */
  tried?: string[];
  /** For a model's report: the state hash its path reached, and its quote; a replay must show both again. */
  expect?: string;
  quote?: string;
}

export interface TrajectoryEntry {
  step: number;
  action: string;
  /** true when the action was part of a replay to reach a state with something left to try. */
  travel: boolean;
  state: string;
  text: string;
  error: string | null;
  faults: string[];
}

interface Node {
  hash: string;
  path: string[];
  /** The state hash after each action of `path`. */
  trail: string[];
  observation: QaObservation;
  facts: Facts;
  order: number;
  tried: Map<string, string>;
  commands: string[] | null;
  /** The words version `commands` was made with. */
  version: number;
  /** The action that first led here and moved a counter: a player tries it again (pour again, hit again). */
  again: string | null;
  againDepth: number;
}

/** How far the explorer got: the longest of the shortest known ways to the states it reached, and what it saw. */
export interface Depth {
  /** Actions from a fresh game to the deepest state reached, along the shortest way known. */
  actions: number;
  rooms: number;
  states: number;
  /** A state where the game said it was won (or over, where it tells no win apart) was reached. */
  won: boolean;
}

export interface ExploreResult {
  candidates: Candidate[];
  actions: number;
  states: number;
  ended: string;
  trajectory: TrajectoryEntry[];
  vocabulary: Set<string>;
  templates: string[];
  initial: Record<string, number>;
  /** Things seen carried: where a game lists fixed and portable things together, what a description must name. */
  portable?: Set<string>;
  /** How deep the exploration reached (the text-adventure tester says). */
  depth?: Depth;
  /** What the explorer read from the game's own words and added to its rules. */
  learned?: string[];
  /** The rooms it saw, by id and by name. */
  rooms?: Set<string>;
}

export interface ExploreOptions {
  seed: number;
  budget: number;
  onAction?: ((entry: TrajectoryEntry) => void) | undefined;
}

/** Seeded shuffle (xorshift on a hash of the seed and key), so a seed gives one order. */
function shuffled<T>(items: T[], seed: number, key: string): T[] {
  let x = createHash('sha256').update(`${seed}:${key}`).digest().readUInt32LE(0) || 1;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const j = (x >>> 0) % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const MAX_FILLS_PER_TEMPLATE = 40;
/** How many times in a row an action that moved a counter is tried again at once. */
const MAX_REPEATS = 3;

/**
 * The commands a template makes with what the state shows: directions for <direction>, the fixed things (a web
 * game's buttons) for <button>, all things for the rest.
 */
export function fillTemplates(templates: string[], facts: Facts, directions: Set<string>): string[] {
  const things = [...new Set(thingsOf(facts))].sort();
  const ways = [...new Set([...(facts.exits ?? []), ...directions])].sort();
  const out = new Set<string>();
  for (const template of templates) {
    let fills = [''];
    let words: string[] = [];
    for (const part of template.split(/(<[^>]+>)/).filter(Boolean)) {
      if (part.startsWith('<')) {
        const options = /direction|dir|way|exit/.test(part)
          ? ways
          : /button/.test(part)
            ? [...(facts.features ?? [])].sort()
            : things;
        words = options;
        fills = fills.flatMap((f) => options.map((o) => `${f}${o}`)).slice(0, MAX_FILLS_PER_TEMPLATE);
      } else fills = fills.map((f) => `${f}${part}`);
    }
    if (template.includes('<') && words.length === 0) continue;
    for (const f of fills) out.add(f.replace(/\s+/g, ' ').trim());
  }
  return [...out].filter(Boolean);
}

/** Explores any game by the seeded systematic search above (qa.ts's explore plays text adventures as a tester). */
export async function exploreSystematically(adapter: GameAdapter, options: ExploreOptions): Promise<ExploreResult> {
  const rules: GameRules = adapter.rules;
  const fields = rules.fields;
  const trajectory: TrajectoryEntry[] = [];
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  const vocabulary = new Set<string>();
  const directions = new Set<string>();
  const nodes = new Map<string, Node>();
  const byDistance: Node[] = [];
  const unreachable = new Set<Node>();
  let actions = 0;
  let order = 0;
  /** Every look, judged again at the end: a thing named before the explorer knew it was a thing is caught then. */
  const looks: { transition: Transition; path: string[] }[] = [];

  /** Tiers only rise as things get tried, so a node's last best tier is a floor that spares recomputing it. */
  const floor = new Map<Node, number>();
  /** Bumped when a new direction is learnt: every state's commands are then made again with it. */
  let wordsVersion = 0;
  const addDirection = (d: string): void => {
    if (directions.has(d)) return;
    directions.add(d);
    wordsVersion++;
    floor.clear();
  };
  const learn = (f: Facts): void => {
    for (const item of thingsOf(f)) vocabulary.add(item);
    for (const d of f.exits ?? []) addDirection(d);
  };
  /** A way the text mentions ("a hatch leads down") is worth trying, listed or not, as a player would. */
  const learnText = (text: string): void => {
    for (const word of text.toLowerCase().split(/[^a-z]+/)) if (DIRECTIONS.has(word)) addDirection(word);
  };
  const nodeFor = (observation: QaObservation, path: string[], trail: string[]): Node => {
    const hash = stateHash(observation, fields);
    let node = nodes.get(hash);
    if (!node) {
      const facts = factsOf(observation, fields);
      learn(facts);
      node = {
        hash,
        path,
        trail,
        observation,
        facts,
        order: order++,
        tried: new Map(),
        commands: null,
        version: -1,
        again: null,
        againDepth: 0,
      };
      nodes.set(hash, node);
      // Kept in order of path length (then discovery), the order in which travel looks for a target.
      let at = byDistance.length;
      while (at > 0 && byDistance[at - 1]!.path.length > path.length) at--;
      byDistance.splice(at, 0, node);
    }
    return node;
  };
  const record = (action: string, travel: boolean, after: QaObservation, hash: string, faults: Fault[]): void => {
    const entry: TrajectoryEntry = {
      step: ++actions,
      action,
      travel,
      state: hash,
      text: after.text.slice(0, 300),
      error: after.error,
      faults: faults.map((f) => f.signature),
    };
    trajectory.push(entry);
    options.onAction?.(entry);
  };
  const addCandidate = (fault: Fault, steps: string[], before: QaObservation, after: QaObservation): void => {
    const key = `${fault.signature}|${steps.join('\n')}`;
    if (seen.has(key)) return;
    seen.add(key);
    candidates.push({ fault, steps, before: before.state, after: after.state, text: after.text || null });
  };

  /** What a reset costs, in actions: travel walks rather than resets when the walk is shorter. */
  const resetCost = adapter.resetCost ?? 1;
  const first = await adapter.reset(options.seed);
  learnText(first.text);
  const initial = factsOf(first, fields).counters;
  const templates = await adapter.actions();
  actions++;
  let current = nodeFor(first, [], []);
  let ended = `the budget of ${options.budget} actions was spent`;

  const commandsOf = (node: Node): string[] => {
    if (node.commands === null || node.version !== wordsVersion) {
      node.commands = shuffled(fillTemplates(templates, node.facts, directions), options.seed, node.hash);
      node.version = wordsVersion;
    }
    if (node.facts.over) return node.commands.slice(0, 3);
    return node.commands;
  };
  // Novelty first: a command never tried anywhere, then one never tried in this room, then one never tried in this
  // cell (the room with the same things carried and the same counters: another measure of oil in the can makes
  // pouring worth trying again), then the rest. Without it the budget goes on orders of taking and dropping things.
  const triedAnywhere = new Set<string>();
  const triedIn = new Map<string, Set<string>>();
  const setOf = (key: string): Set<string> => {
    let set = triedIn.get(key);
    if (!set) triedIn.set(key, (set = new Set()));
    return set;
  };
  const roomKey = (node: Node): string => `room:${node.facts.room}@${node.facts.place}`;
  const cellKey = (node: Node): string =>
    `cell:${node.facts.room}@${node.facts.place}|${[...(node.facts.inventory ?? [])].sort().join(',')}|` +
    Object.entries(node.facts.counters)
      .map(([k, v]) => `${k}=${v}`)
      .join(',');
  const LAST_TIER = 3;
  const best = (node: Node): { command: string; tier: number } | undefined => {
    let found: { command: string; tier: number } | undefined;
    const inRoom = setOf(roomKey(node));
    const inCell = setOf(cellKey(node));
    if (node.again && !node.tried.has(node.again)) {
      floor.set(node, 0);
      return { command: node.again, tier: 0 };
    }
    for (const command of commandsOf(node)) {
      if (node.tried.has(command)) continue;
      const tier = !triedAnywhere.has(command) ? 0 : !inRoom.has(command) ? 1 : !inCell.has(command) ? 2 : LAST_TIER;
      if (!found || tier < found.tier) found = { command, tier };
      if (tier === 0) break;
    }
    floor.set(node, found ? found.tier : LAST_TIER + 1);
    return found;
  };
  const untried = (node: Node): string | undefined => commandsOf(node).find((c) => !node.tried.has(c));

  /** Sends one action from `node` and moves to the state it leads to, judging the transition. */
  const step = async (node: Node, action: string, travel: boolean): Promise<Node> => {
    const after = await adapter.act(action);
    learnText(after.text);
    const hash = stateHash(after, fields);
    const path = [...node.path, action];
    const known = nodes.has(hash);
    const next = nodeFor(after, path, [...node.trail, hash]);
    if (!known && !after.error) {
      const moved = Object.entries(next.facts.counters).some(([k, v]) => node.facts.counters[k] !== v);
      // A few repeats, not an endless descent: a counter with no floor would take the whole budget.
      const depth = node.again === action ? node.againDepth + 1 : 1;
      if (moved && depth <= MAX_REPEATS) [next.again, next.againDepth] = [action, depth];
    }
    const transition: Transition = {
      before: node.observation,
      beforeFacts: node.facts,
      action,
      after,
      afterFacts: factsOf(after, fields),
      vocabulary,
      initial,
      rules,
      beforeHash: node.hash,
      afterHash: hash,
    };
    const faults = judgeTransition(transition);
    for (const f of faults) addCandidate(f, path, node.observation, after);
    if (action.trim().toLowerCase() === rules.look) looks.push({ transition, path });
    record(action, travel, after, hash, faults);
    if (!travel) node.tried.set(action, hash);
    triedAnywhere.add(action);
    setOf(roomKey(node)).add(action);
    setOf(cellKey(node)).add(action);
    return next;
  };

  /** The shortest known walk, shorter than `limit`, to a state with something to try at `tier` or newer. */
  const cheaperWalk = (from: Node, limit: number, tier: number) => {
    let found: { action: string; hash: string }[] | undefined;
    for (const [n, w] of walkable(from, nodes)) {
      if (w.length >= (found?.length ?? limit) || unreachable.has(n) || (floor.get(n) ?? 0) > tier) continue;
      const b = best(n);
      if (b && b.tier <= tier) found = w;
    }
    return found;
  };

  while (actions < options.budget) {
    const here = best(current);
    if (here && here.tier <= 1) {
      current = await step(current, here.command, false);
      continue;
    }
    // Nothing new here: travel to the nearest state with something newer to try, else try what is left here.
    let target: Node | undefined;
    let targetTier = here ? here.tier : LAST_TIER + 1;
    for (const n of byDistance) {
      if (n === current || unreachable.has(n) || (floor.get(n) ?? 0) >= targetTier) continue;
      const b = best(n);
      if (b && b.tier < targetTier) [target, targetTier] = [n, b.tier];
      if (targetTier === 0) break;
    }
    if (!target && here) {
      current = await step(current, here.command, false);
      continue;
    }
    if (!target) {
      ended = `every state it found was explored (${nodes.size} states)`;
      break;
    }
    // Where a reset is dear (a page load), a walk along actions already seen to lead there may be cheaper: to any
    // state with something as new to try. A step that lands elsewhere (state the game hides) ends the walk.
    const walk = resetCost > 1 ? cheaperWalk(current, target.path.length + resetCost, targetTier) : undefined;
    if (walk) {
      if (walk.length + actions > options.budget) {
        ended = shortOfBudget(actions, options.budget, walk.length);
        break;
      }
      for (const { action, hash } of walk) {
        current = await step(current, action, true);
        if (current.hash !== hash) break;
      }
      continue;
    }
    if (target.path.length + 1 + actions > options.budget) {
      ended = shortOfBudget(actions, options.budget, target.path.length + 1);
      break;
    }
    const start = await adapter.reset(options.seed);
    actions++;
    let at = nodeFor(start, [], []);
    for (const [i, action] of target.path.entries()) {
      const from = at;
      at = await step(at, action, true);
      if (at.hash !== target.trail[i]) {
        const steps = target.path.slice(0, i + 1);
        addCandidate(nonDeterminism(action, target.trail[i]!, at.hash), steps, from.observation, at.observation);
        // Its path does not lead there (the game decided otherwise, or the state hides what made it differ):
        // travel never aims there again, and confirmation decides whether the game is at fault.
        unreachable.add(target);
        break;
      }
    }
    current = at;
  }

  for (const { transition, path } of looks)
    for (const f of judgeTransition(transition)) addCandidate(f, path, transition.before, transition.after);
  for (const node of nodes.values()) {
    const tried = [...node.tried.entries()];
    if (node.facts.over || node.observation.error || tried.length < 3) continue;
    if (untried(node) !== undefined || tried.some(([, hash]) => hash !== node.hash)) continue;
    const fault = stuck(node);
    candidates.push({
      fault,
      steps: node.path,
      before: node.observation.state,
      after: node.observation.state,
      text: node.observation.text || null,
      tried: tried.map(([c]) => c),
    });
  }
  return {
    candidates,
    actions,
    states: nodes.size,
    ended,
    trajectory,
    vocabulary,
    templates,
    initial,
  };
}

/** Why exploring stopped before the budget was used up: the next way to something new did not fit in what was left. */
function shortOfBudget(actions: number, budget: number, needed: number): string {
  return (
    `${actions} of the budget of ${budget} actions were used: the way to the next state with something new to ` +
    `try takes ${needed}, more than the ${budget - actions} left`
  );
}

/** The shortest walks from `from` to every state reachable by actions already seen to lead from state to state. */
function walkable(from: Node, nodes: Map<string, Node>): Map<Node, { action: string; hash: string }[]> {
  const walks = new Map<Node, { action: string; hash: string }[]>([[from, []]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    for (const [action, hash] of node.tried) {
      const next = nodes.get(hash);
      if (!next || walks.has(next)) continue;
      walks.set(next, [...walks.get(node)!, { action, hash }]);
      queue.push(next);
    }
  }
  walks.delete(from);
  return walks;
}

export function nonDeterminism(action: string, expected: string, got: string): Fault {
  const verb = action.trim().toLowerCase().split(/\s+/)[0] ?? action;
  return {
    oracle: 'non-determinism',
    signature: `non-determinism:${verb}`,
    type: 'non-determinism',
    severity: 'major',
    title: `"${action}" does not always do the same thing from the same seed`,
    observed: `replaying the same actions from the same seed reached state ${got} instead of ${expected}`,
    expected: 'the same actions from the same seed reach the same state',
  };
}

export function stuck(node: { facts: Facts; hash: string; tried: Map<string, string> }): Fault {
  const where = node.facts.room ?? `state ${node.hash}`;
  return {
    oracle: 'stuck',
    signature: `stuck:${where}`,
    type: 'stuck',
    severity: 'critical',
    title: `the player is stuck in the ${where}`,
    observed: `none of the ${node.tried.size} commands the game offers here changes anything, and the game is not over`,
    expected: 'some action leads on, or the game ends',
  };
}
