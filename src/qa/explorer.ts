// The offline explorer: a seeded, systematic search over action sequences with state hashing, no model. Each state
// it reaches is a node with the shortest known path to it from reset(seed); it tries every command the game's own
// vocabulary makes in that state (help text templates filled with the directions, items and things the state
// shows), and when a state has nothing left to try it travels to the nearest state that has, by a reset and a
// replay of that state's path — and a replay that lands somewhere else is non-determinism, seen for free. Every
// transition goes through the oracles; what they see becomes a candidate report for confirm.ts.
import type { GameAdapter, GameRules, QaObservation } from './adapter.ts';
import { type Facts, factsOf, stateHash, thingsOf } from './facts.ts';
import { type Candidate, ExplorationLog, shuffled, type TrajectoryEntry } from './exploration-log.ts';
import { DIRECTIONS, type Fault, judgeTransition, type Transition } from './oracles.ts';

/** A fault seen during exploration, with the path from reset(seed) that led to it (the fault shows at its end). */
export type { Candidate, TrajectoryEntry } from './exploration-log.ts';

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
  const search = await SystematicSearch.begin(adapter, options);
  await search.play();
  return search.findings();
}

/** How many tiers of novelty a command has: never tried anywhere, not in this room, not in this cell, and the rest. */
const LAST_TIER = 3;

/** One seeded systematic search of a game: the states it reached, what it tried where, and what it found. */
class SystematicSearch {
  private readonly adapter: GameAdapter;
  private readonly options: ExploreOptions;
  private readonly rules: GameRules;
  private readonly fields: GameRules['fields'];
  private readonly log: ExplorationLog;
  private readonly vocabulary = new Set<string>();
  private readonly directions = new Set<string>();
  private readonly nodes = new Map<string, Node>();
  private readonly byDistance: Node[] = [];
  private readonly unreachable = new Set<Node>();
  private order = 0;
  /** Every look, judged again at the end: a thing named before the explorer knew it was a thing is caught then. */
  private readonly looks: { transition: Transition; path: string[] }[] = [];
  /** Tiers only rise as things get tried, so a node's last best tier is a floor that spares recomputing it. */
  private readonly floor = new Map<Node, number>();
  /** Bumped when a new direction is learnt: every state's commands are then made again with it. */
  private wordsVersion = 0;
  /** What a reset costs, in actions: travel walks rather than resets when the walk is shorter. */
  private readonly resetCost: number;
  private readonly initial: Record<string, number>;
  private readonly templates: string[];
  private current: Node;
  private ended: string;
  // Novelty first: a command never tried anywhere, then one never tried in this room, then one never tried in this
  // cell (the room with the same things carried and the same counters: another measure of oil in the can makes
  // pouring worth trying again), then the rest. Without it the budget goes on orders of taking and dropping things.
  private readonly triedAnywhere = new Set<string>();
  private readonly triedIn = new Map<string, Set<string>>();

  static async begin(adapter: GameAdapter, options: ExploreOptions): Promise<SystematicSearch> {
    const first = await adapter.reset(options.seed);
    const templates = await adapter.actions();
    return new SystematicSearch(adapter, options, first, templates);
  }

  private constructor(adapter: GameAdapter, options: ExploreOptions, first: QaObservation, templates: string[]) {
    this.adapter = adapter;
    this.options = options;
    this.rules = adapter.rules;
    this.fields = this.rules.fields;
    this.resetCost = adapter.resetCost ?? 1;
    this.learnText(first.text);
    this.initial = factsOf(first, this.fields).counters;
    this.templates = templates;
    // Reading the templates was one action (the log's first).
    this.log = new ExplorationLog(options.onAction);
    this.current = this.nodeFor(first, [], []);
    this.ended = `the budget of ${options.budget} actions was spent`;
  }

  private addDirection(d: string): void {
    if (this.directions.has(d)) return;
    this.directions.add(d);
    this.wordsVersion++;
    this.floor.clear();
  }

  private learn(f: Facts): void {
    for (const item of thingsOf(f)) this.vocabulary.add(item);
    for (const d of f.exits ?? []) this.addDirection(d);
  }

  /** A way the text mentions ("a hatch leads down") is worth trying, listed or not, as a player would. */
  private learnText(text: string): void {
    for (const word of text.toLowerCase().split(/[^a-z]+/)) if (DIRECTIONS.has(word)) this.addDirection(word);
  }

  private nodeFor(observation: QaObservation, path: string[], trail: string[]): Node {
    const hash = stateHash(observation, this.fields);
    let node = this.nodes.get(hash);
    if (!node) {
      const facts = factsOf(observation, this.fields);
      this.learn(facts);
      node = {
        hash,
        path,
        trail,
        observation,
        facts,
        order: this.order++,
        tried: new Map(),
        commands: null,
        version: -1,
        again: null,
        againDepth: 0,
      };
      this.nodes.set(hash, node);
      // Kept in order of path length (then discovery), the order in which travel looks for a target.
      const { byDistance } = this;
      let at = byDistance.length;
      while (at > 0 && byDistance[at - 1]!.path.length > path.length) at--;
      byDistance.splice(at, 0, node);
    }
    return node;
  }

  private commandsOf(node: Node): string[] {
    if (node.commands === null || node.version !== this.wordsVersion) {
      node.commands = shuffled(
        fillTemplates(this.templates, node.facts, this.directions),
        this.options.seed,
        node.hash,
      );
      node.version = this.wordsVersion;
    }
    if (node.facts.over) return node.commands.slice(0, 3);
    return node.commands;
  }

  private setOf(key: string): Set<string> {
    let set = this.triedIn.get(key);
    if (!set) this.triedIn.set(key, (set = new Set()));
    return set;
  }

  /** The command most new to try in a node, and its tier (0: never tried anywhere). */
  private best(node: Node): { command: string; tier: number } | undefined {
    const { triedAnywhere } = this;
    let found: { command: string; tier: number } | undefined;
    const inRoom = this.setOf(roomKey(node));
    const inCell = this.setOf(cellKey(node));
    if (node.again && !node.tried.has(node.again)) {
      this.floor.set(node, 0);
      return { command: node.again, tier: 0 };
    }
    for (const command of this.commandsOf(node)) {
      if (node.tried.has(command)) continue;
      const tier = !triedAnywhere.has(command) ? 0 : !inRoom.has(command) ? 1 : !inCell.has(command) ? 2 : LAST_TIER;
      if (!found || tier < found.tier) found = { command, tier };
      if (tier === 0) break;
    }
    this.floor.set(node, found ? found.tier : LAST_TIER + 1);
    return found;
  }

  private untried(node: Node): string | undefined {
    return this.commandsOf(node).find((c) => !node.tried.has(c));
  }

  /** Sends one action from `node` and moves to the state it leads to, judging the transition. */
  private async step(node: Node, action: string, travel: boolean): Promise<Node> {
    const after = await this.adapter.act(action);
    this.learnText(after.text);
    const hash = stateHash(after, this.fields);
    const path = [...node.path, action];
    const known = this.nodes.has(hash);
    const next = this.nodeFor(after, path, [...node.trail, hash]);
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
      afterFacts: factsOf(after, this.fields),
      vocabulary: this.vocabulary,
      initial: this.initial,
      rules: this.rules,
      beforeHash: node.hash,
      afterHash: hash,
    };
    const faults = judgeTransition(transition);
    for (const f of faults) this.log.addCandidate(f, path, node.observation, after);
    if (action.trim().toLowerCase() === this.rules.look) this.looks.push({ transition, path });
    this.log.record(action, travel, after, hash, faults);
    if (!travel) node.tried.set(action, hash);
    this.triedAnywhere.add(action);
    this.setOf(roomKey(node)).add(action);
    this.setOf(cellKey(node)).add(action);
    return next;
  }

  /** The shortest known walk, shorter than `limit`, to a state with something to try at `tier` or newer. */
  private cheaperWalk(from: Node, limit: number, tier: number) {
    let found: { action: string; hash: string }[] | undefined;
    for (const [n, w] of walkable(from, this.nodes)) {
      if (w.length >= (found?.length ?? limit) || this.unreachable.has(n) || (this.floor.get(n) ?? 0) > tier) continue;
      const b = this.best(n);
      if (b && b.tier <= tier) found = w;
    }
    return found;
  }

  /** The nearest state with something newer to try than `tier`, and its tier. */
  private nearestNewer(tier: number): { target: Node | undefined; tier: number } {
    let target: Node | undefined;
    let targetTier = tier;
    for (const n of this.byDistance) {
      if (n === this.current || this.unreachable.has(n) || (this.floor.get(n) ?? 0) >= targetTier) continue;
      const b = this.best(n);
      if (b && b.tier < targetTier) [target, targetTier] = [n, b.tier];
      if (targetTier === 0) break;
    }
    return { target, tier: targetTier };
  }

  /** Tries what is newest here, or travels to a state with something newer, until the budget or the states run out. */
  async play(): Promise<void> {
    const { options } = this;
    while (this.log.actions < options.budget) {
      const here = this.best(this.current);
      if (here && here.tier <= 1) {
        this.current = await this.step(this.current, here.command, false);
        continue;
      }
      // Nothing new here: travel to the nearest state with something newer to try, else try what is left here.
      const { target, tier: targetTier } = this.nearestNewer(here ? here.tier : LAST_TIER + 1);
      if (!target && here) {
        this.current = await this.step(this.current, here.command, false);
        continue;
      }
      if (!target) {
        this.ended = `every state it found was explored (${this.nodes.size} states)`;
        break;
      }
      if (!(await this.travel(target, targetTier))) break;
    }
  }

  /**
   * Goes to a state with something new to try: where a reset is dear (a page load), by a walk along actions already
   * seen to lead there if it is cheaper (to any state with something as new to try), else by a fresh game and a
   * replay of the target's path. A step that lands elsewhere (state the game hides) ends the walk. False when the
   * way does not fit in the budget left.
   */
  private async travel(target: Node, targetTier: number): Promise<boolean> {
    const { options, resetCost } = this;
    const walk = resetCost > 1 ? this.cheaperWalk(this.current, target.path.length + resetCost, targetTier) : undefined;
    if (walk) {
      if (walk.length + this.log.actions > options.budget) {
        this.ended = shortOfBudget(this.log.actions, options.budget, walk.length);
        return false;
      }
      for (const { action, hash } of walk) {
        this.current = await this.step(this.current, action, true);
        if (this.current.hash !== hash) break;
      }
      return true;
    }
    if (target.path.length + 1 + this.log.actions > options.budget) {
      this.ended = shortOfBudget(this.log.actions, options.budget, target.path.length + 1);
      return false;
    }
    const start = await this.adapter.reset(options.seed);
    this.log.actions++;
    let at = this.nodeFor(start, [], []);
    for (const [i, action] of target.path.entries()) {
      const from = at;
      at = await this.step(at, action, true);
      if (at.hash !== target.trail[i]) {
        const steps = target.path.slice(0, i + 1);
        this.log.addCandidate(
          nonDeterminism(action, target.trail[i]!, at.hash),
          steps,
          from.observation,
          at.observation,
        );
        // Its path does not lead there (the game decided otherwise, or the state hides what made it differ):
        // travel never aims there again, and confirmation decides whether the game is at fault.
        this.unreachable.add(target);
        break;
      }
    }
    this.current = at;
    return true;
  }

  /** What the search found: every look judged again, and the states where nothing the game offers changes anything. */
  findings(): ExploreResult {
    const { candidates } = this.log;
    for (const { transition, path } of this.looks)
      for (const f of judgeTransition(transition)) this.log.addCandidate(f, path, transition.before, transition.after);
    for (const node of this.nodes.values()) {
      const tried = [...node.tried.entries()];
      if (node.facts.over || node.observation.error || tried.length < 3) continue;
      if (this.untried(node) !== undefined || tried.some(([, hash]) => hash !== node.hash)) continue;
      this.log.addStuck(
        stuck(node),
        node.path,
        node.observation,
        tried.map(([c]) => c),
      );
    }
    return {
      candidates,
      actions: this.log.actions,
      states: this.nodes.size,
      ended: this.ended,
      trajectory: this.log.trajectory,
      vocabulary: this.vocabulary,
      templates: this.templates,
      initial: this.initial,
    };
  }
}

const roomKey = (node: Node): string => `room:${node.facts.room}@${node.facts.place}`;
const cellKey = (node: Node): string =>
  `cell:${node.facts.room}@${node.facts.place}|${[...(node.facts.inventory ?? [])].sort().join(',')}|` +
  Object.entries(node.facts.counters)
    .map(([k, v]) => `${k}=${v}`)
    .join(',');

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
