// The offline explorer on a text adventure plays as a tester does, not as a search over every word: it looks round
// each new room, takes what it sees, opens what is closed, reads what is written, tries what it holds on what is
// here (keys on locks, oil on rust, a lit lamp in the dark), enters the codes it has read where something takes a
// number, walks to the room where the best untried thing is (along the rooms it has mapped, not by replaying from the
// start), goes back to rooms whose state changed (a refusal with a reason — locked, too high, too dark — is worth
// trying again once something changed), drops things when its hands are full (what it has read or used first), and
// drops and looks again here and there, as bugs hide there. It resets only when the game is over or nothing is left
// where it can walk, and then replays the shortest known way to the state with the most left to try.
//
// Every transition goes through the oracles, as with the generic explorer; a state is reported stuck only when every
// command the game offers there (every template the help lists, filled with what the state shows) has been tried and
// none changed anything. What it learns from the game's own words — things named in its text, codes, directions, and
// rules it states ("the three key fragments", "six things at most") — goes into its vocabulary and the game's rules.
//
// The tester's parts, each in its file: its memory of the game (adventure-memory.ts), what it learns from each answer
// (adventure-answer.ts), the words it reads (adventure-text.ts) and knows (adventure-verbs.ts), how it chooses the
// next command (adventure-choice.ts, by what each kind is worth in adventure-worth.ts), and the ways through the
// states it saw (adventure-ways.ts). This file is the walk.
import type { GameAdapter, QaObservation } from './adapter.ts';
import { learnFromAnswer } from './adventure-answer.ts';
import { CommandChooser } from './adventure-choice.ts';
import { AdventureMemory, roomKeyOf, type StateNode } from './adventure-memory.ts';
import type { VerbClass } from './adventure-verbs.ts';
import { depthOf, withoutDetours } from './adventure-ways.ts';
import { ExplorationLog } from './exploration-log.ts';
import type { ExploreOptions, ExploreResult } from './explorer.ts';
import { exploreSystematically, nonDeterminism, stuck } from './explorer.ts';
import { type Facts, factsOf, stateHash } from './facts.ts';
import { type HelpCommand, parseHelpCommands } from './help.ts';
import { type Fault, judgeTransition, type Transition } from './oracles.ts';

const MAX_REPEATS = 3;
/** What a step of walking costs against the value of what waits at its end. */
const WALK_COST = 3;

/** An observation without its numeric fields (two levels deep, as factsOf reads counters): what a counter hides. */
function uncounted(o: QaObservation): QaObservation {
  const strip = (v: unknown, depth: number): unknown => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (typeof x === 'number') continue;
      out[k] = depth < 1 ? strip(x, depth + 1) : x;
    }
    return out;
  };
  return { ...o, state: o.state ? (strip(o.state, 0) as Record<string, unknown>) : null };
}

/**
 * Explores a game: a text adventure (a text game whose state names a room) the way a tester plays one, any other
 * game by the explorer's seeded systematic search.
 */
export async function explore(adapter: GameAdapter, options: ExploreOptions): Promise<ExploreResult> {
  if (adapter.kind === 'http-text') {
    const first = await adapter.reset(options.seed);
    if (factsOf(first, adapter.rules.fields).room !== null) return exploreAdventure(adapter, options);
  }
  return exploreSystematically(adapter, options);
}

export async function exploreAdventure(adapter: GameAdapter, options: ExploreOptions): Promise<ExploreResult> {
  const walk = await AdventureWalk.begin(adapter, options);
  await walk.play();
  return walk.findings();
}

/** A look, kept to be judged again at the end with every thing's name known. */
interface Look {
  transition: Transition;
  path: string[];
  trail: string[];
  sticky: boolean[];
}

/** Where a walk is headed, and what to try there: a best thing in another room, and the way to it. */
interface Elsewhere {
  value: number;
  path: string[];
  room: string;
  command: string;
}

/** One walk of a game: the state it is in, the way it came from a fresh game, and what it found on the way. */
class AdventureWalk {
  private readonly adapter: GameAdapter;
  private readonly options: ExploreOptions;
  private readonly memory: AdventureMemory;
  private readonly chooser: CommandChooser;
  private readonly templates: string[];
  private readonly initial: Record<string, number>;
  private readonly log: ExplorationLog;
  private readonly looks: Look[] = [];
  /** Commands a walk was made for that were not there to do on arrival, by room and state of the world. */
  private readonly disappointed = new Set<string>();
  private readonly rootHash: string;
  private readonly rootKey: string;
  private ended: string;
  private current: StateNode;
  /** What was done since the last fresh game, and the state after each: the way a candidate is replayed. */
  private live: string[] = [];
  private liveTrail: string[] = [];
  private liveSticky: boolean[] = [];
  /** Everything carried so far on the live way from a fresh game (see Transition.had). */
  private liveHad: Set<string>;
  /** Where a walk to another room is headed, and what to try there: done on arrival, so a walk is never wasted. */
  private goal: { room: string; command: string } | null = null;
  /** An action that moved a counter, tried again at once a few times (ring again, pour again). */
  private again: { action: string; count: number } | null = null;
  /** Commands tried after the game ended: a few, to see that nothing changes any more. */
  private overProbes = 0;

  static async begin(adapter: GameAdapter, options: ExploreOptions): Promise<AdventureWalk> {
    const first = await adapter.reset(options.seed);
    const templates = await adapter.actions();
    return new AdventureWalk(adapter, options, first, templates);
  }

  private constructor(adapter: GameAdapter, options: ExploreOptions, first: QaObservation, templates: string[]) {
    this.adapter = adapter;
    this.options = options;
    this.templates = templates;
    this.log = new ExplorationLog(options.onAction);
    this.ended = `the budget of ${options.budget} actions was spent`;
    const help = adapter.helpText?.() ?? '';
    const commands: HelpCommand[] = help
      ? parseHelpCommands(help)
      : templates.map((t) => ({ template: t, aliases: [], gloss: '' }));
    const fields = adapter.rules.fields;
    this.initial = factsOf(first, fields).counters;
    this.memory = new AdventureMemory(adapter.rules);
    this.memory.learnRules(help);
    this.memory.learnRules(first.text);
    this.chooser = new CommandChooser(this.memory, commands, options.seed);
    this.current = this.memory.nodeFor(first, [], []);
    this.rootHash = this.current.hash;
    this.rootKey = this.current.key;
    this.liveHad = new Set<string>(factsOf(first, fields).inventory ?? []);
    this.memory.learnText(first.text, this.current.facts.room, 'other');
  }

  /** Plays until the budget is spent or nothing is left where it can walk or replay to. */
  async play(): Promise<void> {
    const { chooser, options } = this;
    while (this.log.actions < options.budget) {
      if (this.current.facts.over) {
        if (await this.probeAfterTheEnd()) continue;
        if (!(await this.restartOrEnd())) break;
        continue;
      }
      if (this.current.observation.error) {
        if (!(await this.restartOrEnd())) break;
        continue;
      }
      const choice = this.decide();
      if (choice) {
        await this.step(choice.command, choice.travel);
        continue;
      }
      // Nothing worth trying here or a walk away: try everything the help offers here, which also tells a stuck state.
      const rest = chooser.everything(this.current).filter((c) => !this.current.tried.has(c));
      if (rest.length > 0 && !this.current.exhausted) {
        await this.step(rest[0]!, false);
        continue;
      }
      this.current.exhausted = true;
      if (!(await this.restartOrEnd())) break;
    }
  }

  /** After the end, a few commands: nothing should change any more. A walk first, then what is at hand. */
  private async probeAfterTheEnd(): Promise<boolean> {
    const { current, chooser } = this;
    const choices = chooser.choicesAt(current, current.globalKey);
    const walked = [...(this.memory.edges.get(current.facts.room ?? '')?.keys() ?? [])].map((way) =>
      chooser.moveCommand(way),
    );
    const moves = [
      ...choices.filter((c) => walked.includes(c.command)),
      ...walked.filter((c) => !current.tried.has(c)).map((command) => ({ command, value: 1 })),
    ];
    const next = this.overProbes < 4 ? ((this.overProbes === 0 ? moves[0] : undefined) ?? choices[0]) : undefined;
    this.overProbes++;
    if (!next) return false;
    await this.step(next.command, false);
    return true;
  }

  /** Sends one command from the current state, judges it, learns from it, and moves to where it leads. */
  private async step(command: string, travel: boolean): Promise<void> {
    const from = this.current;
    const after = await this.adapter.act(command);
    const { next, hash, path, sticky } = this.arrive(from, command, after);
    const changed = hash !== from.hash || sticky;
    const [verb = ''] = command.split(' ');
    const { template, cls } = this.chooser.commandClass(from.facts, command);
    learnFromAnswer(this.memory, {
      from,
      after,
      afterFacts: next.facts,
      command,
      verb,
      object: command.split(' ').slice(1).join(' '),
      cls,
      alias: this.chooser.templateOf.get(template ?? '')?.alias === true,
      changed,
      actions: this.log.actions,
    });
    const faults = this.judge(from, next, command, after, path, hash);
    this.log.record(command, travel, after, hash, faults);
    this.countRepeats(from, next.facts, command, after, changed, cls);
    this.current = next;
  }

  /** The state a command led to, on the live way: a new node if it is new, and non-determinism if it differs. */
  private arrive(from: StateNode, command: string, after: QaObservation) {
    const { memory } = this;
    const hash = stateHash(after, memory.fields);
    const known = from.tried.get(command);
    const path = [...this.live, command];
    this.live = path;
    this.liveTrail = [...this.liveTrail, hash];
    // Accepted, yet nothing shown changed: it may have changed what the game hides, so no way is cut across it, and
    // what follows is another state.
    const observing = /^(look|l|examine|x|inspect|read|inventory|i|help)$/.test(command.split(' ')[0] ?? '');
    const sticky = after.accepted === true && hash === from.hash && !observing && !after.error;
    this.liveSticky = [...this.liveSticky, sticky];
    if (sticky) memory.epoch++;
    const next = memory.nodeFor(after, path, this.liveTrail);
    if (next.facts.room) {
      const r = memory.roomInfo(next.facts.room);
      r.facts = next.facts;
      r.visitedGlobal = next.globalKey;
    }
    if (known !== undefined && known !== hash && !after.error)
      this.log.addCandidate(nonDeterminism(command, known, hash), path, from.observation, after);
    from.tried.set(command, hash);
    from.next.set(command, next.key);
    return { next, hash, path, sticky };
  }

  /** The oracles on one transition; each fault a candidate by its way, its way without detours, and the shortest. */
  private judge(
    from: StateNode,
    next: StateNode,
    command: string,
    after: QaObservation,
    path: string[],
    hash: string,
  ): Fault[] {
    const { memory } = this;
    const transition: Transition = {
      before: from.observation,
      beforeFacts: from.facts,
      action: command,
      after,
      afterFacts: next.facts,
      vocabulary: memory.vocabulary,
      portable: memory.portable,
      had: new Set(this.liveHad),
      initial: this.initial,
      rules: memory.rules,
      beforeHash: from.hash,
      afterHash: hash,
    };
    for (const thing of next.facts.inventory ?? []) this.liveHad.add(thing);
    const faults = judgeTransition(transition);
    for (const fault of faults) {
      this.log.addCandidate(fault, path, from.observation, after);
      // The same fault by the way without its detours (where the game came back to a state it had been in), which
      // confirmation tries first: it holds unless state the game hides changed on the detour.
      const short = withoutDetours(path, this.liveTrail, this.rootHash, this.liveSticky);
      if (short.length < path.length) this.log.addCandidate(fault, short, from.observation, after);
      // And by the shortest way known to the state before it, over every transition seen.
      const known = this.shortestTo(from.key);
      if (known && known.length + 1 < short.length)
        this.log.addCandidate(fault, [...known, command], from.observation, after);
    }
    if (command.trim().toLowerCase() === memory.rules.look)
      this.looks.push({ transition, path, trail: this.liveTrail, sticky: this.liveSticky });
    return faults;
  }

  /** A command that moved a counter: how often it did only that here, and whether to try it again at once. */
  private countRepeats(
    from: StateNode,
    afterFacts: Facts,
    command: string,
    after: QaObservation,
    changed: boolean,
    cls: VerbClass,
  ): void {
    const { fields, counterOnly } = this.memory;
    const moved = Object.entries(afterFacts.counters).some(([k, v]) => from.facts.counters[k] !== v);
    if (
      changed &&
      moved &&
      !after.error &&
      stateHash(uncounted(after), fields) === stateHash(uncounted(from.observation), fields)
    ) {
      const key = `${from.facts.room}\u0000${command}`;
      counterOnly.set(key, (counterOnly.get(key) ?? 0) + 1);
    }
    const again = this.again;
    if (changed && moved && !after.error && cls !== 'move')
      this.again =
        again?.action === command ? { action: command, count: again.count + 1 } : { action: command, count: 1 };
    else if (again?.action === command) this.again = null;
  }

  /** The shortest known way from a fresh game to a state, over every transition seen (null when none is known). */
  private shortestTo(target: string): string[] | null {
    const start = this.rootKey;
    const ways = new Map<string, string[]>([[start, []]]);
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      const key = queue[i]!;
      if (key === target) return ways.get(key)!;
      for (const [command, to] of this.memory.nodes.get(key)?.next ?? []) {
        if (ways.has(to)) continue;
        ways.set(to, [...ways.get(key)!, command]);
        queue.push(to);
      }
    }
    return null;
  }

  /** Rooms reachable by walking known ways, nearest first, with the first step towards each. */
  private walks(from: string): Map<string, string[]> {
    const { edges, outcomes } = this.memory;
    const out = new Map<string, string[]>([[from, []]]);
    const queue = [from];
    for (let i = 0; i < queue.length; i++) {
      const room = queue[i]!;
      for (const [way, to] of edges.get(room) ?? []) {
        if (out.has(to)) continue;
        // A way that was refused in this very state of the world is not walked.
        const refused = (outcomes.get(`${room}\u0000go ${way}`) ?? []).some(
          (o) => !o.changed && o.globalKey === this.current.globalKey,
        );
        if (refused) continue;
        out.set(to, [...out.get(room)!, way]);
        queue.push(to);
      }
    }
    return out;
  }

  /** The best thing to do next: here, or in another room worth the walk. */
  private decide(): { command: string; travel: boolean } | null {
    const { current, chooser, again } = this;
    if (again && again.count <= MAX_REPEATS && !current.tried.has(again.action))
      return { command: again.action, travel: false };
    const local = chooser.choicesAt(current, current.globalKey)[0];
    const onTheWay = this.onTheWay();
    if (onTheWay) return onTheWay;
    const room = current.facts.room;
    const best = room ? this.bestElsewhere(room) : null;
    if (best && best.value > 0 && (!local || best.value > local.value)) {
      this.goal = { room: best.room, command: best.command };
      return { command: chooser.moveCommand(best.path[0]!), travel: true };
    }
    if (local) return { command: local.command, travel: false };
    return null;
  }

  /** A walk under way goes on to its goal, and the goal is tried on arrival. */
  private onTheWay(): { command: string; travel: boolean } | null {
    const { current, chooser, goal } = this;
    if (goal && current.facts.room === goal.room) {
      const target = goal.command;
      this.goal = null;
      if (chooser.choicesAt(current, current.globalKey).some((c) => c.command === target))
        return { command: target, travel: false };
      // What the room promised from afar is not there to do (done already in this very state): not walked for again
      // while the world is as it is, or two rooms would send the explorer back and forth between them for ever.
      this.disappointed.add(`${current.facts.room}\u0000${target}\u0000${current.globalKey}`);
    } else if (goal && current.facts.room) {
      const path = this.walks(current.facts.room).get(goal.room);
      if (path && path.length > 0) return { command: chooser.moveCommand(path[0]!), travel: true };
      this.goal = null;
    }
    return null;
  }

  /** The room a walk away with the most worth doing there, less the walk; null when none is worth it. */
  private bestElsewhere(room: string): Elsewhere | null {
    const { current, chooser, memory } = this;
    let best: Elsewhere | null = null;
    for (const [other, path] of this.walks(room)) {
      if (other === room || path.length === 0) continue;
      const info = memory.rooms.get(other);
      if (!info?.facts) continue;
      const predicted: Facts = { ...info.facts, inventory: current.facts.inventory, dark: info.facts.dark };
      const fake: StateNode = {
        ...current,
        hash: `predicted:${other}`,
        facts: predicted,
        tried: new Map(),
        roomKey: roomKeyOf(predicted),
      };
      // A room that was dark, or that the world has changed around since, is worth a look again.
      const changedSince = info.visitedGlobal !== null && info.visitedGlobal !== current.globalKey;
      const lit = (current.facts.inventory ?? []).some((t) => memory.lights.has(t));
      const revisit = changedSince ? (info.facts.dark ? (lit ? 75 : 0) : 12) : 0;
      const promised = (command: string) =>
        !this.disappointed.has(`${other}\u0000${command}\u0000${current.globalKey}`);
      const choice = chooser.choicesAt(fake, current.globalKey).find((c) => promised(c.command));
      const revisitWorth = promised(memory.rules.look) ? revisit : 0;
      const top = Math.max(choice?.value ?? 0, revisitWorth);
      if (top <= 0) continue;
      const value = top - WALK_COST * path.length;
      const command = choice && choice.value >= revisitWorth ? choice.command : memory.rules.look;
      if (!best || value > best.value) best = { value, path, room: other, command };
    }
    return best;
  }

  /** A fresh game, then the shortest known way to the state with the most left to try. */
  private async restart(): Promise<'restarted' | 'nothing left' | 'no budget'> {
    const { memory, chooser, options } = this;
    let target: StateNode | null = null;
    let targetValue = 0;
    for (const node of memory.nodes.values()) {
      if (node.facts.over || node.observation.error || node.exhausted || node.unreachable) continue;
      const top = chooser.choicesAt(node, node.globalKey)[0];
      if (!top) continue;
      const value = top.value - 0.5 * node.path.length;
      if (value > targetValue || (value === targetValue && target && node.order < target.order))
        [target, targetValue] = [node, value];
    }
    if (!target) return 'nothing left';
    if (this.log.actions + target.path.length + 1 > options.budget) return 'no budget';
    const fresh = await this.adapter.reset(options.seed);
    this.log.actions++;
    this.live = [];
    this.liveTrail = [];
    this.liveSticky = [];
    this.liveHad = new Set(factsOf(fresh, memory.fields).inventory ?? []);
    memory.epoch = 0;
    this.current = memory.nodeFor(fresh, [], []);
    this.goal = null;
    this.again = null;
    this.overProbes = 0;
    for (const [i, command] of target.path.entries()) {
      await this.step(command, true);
      // A replay that lands elsewhere: state the game hides, or a game deciding otherwise (which the oracles and
      // confirmation judge); the explorer plays on from where it is and never aims there again.
      if (this.current.hash !== target.trail[i]) {
        target.unreachable = true;
        break;
      }
      if (this.log.actions >= options.budget) break;
    }
    return 'restarted';
  }

  private async restartOrEnd(): Promise<boolean> {
    const r = await this.restart();
    if (r === 'nothing left') this.ended = `every state it found was explored (${this.memory.nodes.size} states)`;
    return r === 'restarted';
  }

  /** What the walk found: every look judged again, the stuck states, and how far it got. */
  findings(): ExploreResult {
    const { memory, chooser } = this;
    const { candidates } = this.log;
    const { vocabulary, portable, nodes, rooms } = memory;
    // Every look again, with every thing's name known now: a thing named before it was known is caught here.
    for (const { transition, path, trail, sticky } of this.looks)
      for (const f of judgeTransition({ ...transition, vocabulary, portable })) {
        this.log.addCandidate(f, path, transition.before, transition.after);
        const short = withoutDetours(path, trail, this.rootHash, sticky);
        if (short.length < path.length) this.log.addCandidate(f, short, transition.before, transition.after);
      }
    for (const node of nodes.values()) {
      const tried = [...node.tried.entries()];
      if (node.facts.over || node.observation.error || tried.length < 3) continue;
      const offered = chooser.everything(node);
      if (offered.length === 0 || offered.some((c) => !node.tried.has(c))) continue;
      if (tried.some(([, hash]) => hash !== node.hash)) continue;
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
      states: nodes.size,
      ended: this.ended,
      trajectory: this.log.trajectory,
      vocabulary,
      templates: this.templates,
      initial: this.initial,
      portable,
      depth: depthOf(nodes, this.rootKey),
      learned: memory.learned,
      rooms: new Set([...rooms.keys(), ...[...rooms.values()].map((r) => r.name).filter((n): n is string => !!n)]),
    };
  }
}
