// How the text-adventure tester chooses its next command in a state: every command the help's templates make with
// what the state shows and what it remembers (ways, codes, room names, things here and carried), each worth what its
// kind says (adventure-worth.ts), less where it did nothing before, best first in a seeded order.
import type { AdventureMemory, StateNode } from './adventure-memory.ts';
import { META_WORDS, objectsOf, partsOf, type Slot, type VerbClass, verbClass } from './adventure-verbs.ts';
import { WORTH } from './adventure-worth.ts';
import { shuffled } from './exploration-log.ts';
import type { Facts } from './facts.ts';
import type { HelpCommand } from './help.ts';

export interface Choice {
  command: string;
  value: number;
}

const MAX_FILLS = 60;
/**
 * How often a command may do nothing but move a counter (ring the bell: the score goes up) before a tester stops
 * trying it in that room: enough to carry a counter past a declared range of ten or so, not a whole budget.
 */
const MAX_COUNTER_ONLY = 12;

export class CommandChooser {
  /** Every template and alias the help lists, with its verb and the rest; an alias is tried once, for what it is. */
  readonly templateOf = new Map<string, { verb: string; rest: string; alias: boolean }>();
  /** The templates that do something in the game (no help, save or quit): what a stuck state is judged by. */
  readonly mainTemplates: string[];
  private readonly memory: AdventureMemory;
  private readonly seed: number;

  constructor(memory: AdventureMemory, commands: readonly HelpCommand[], seed: number) {
    this.memory = memory;
    this.seed = seed;
    for (const c of commands) {
      const [verb = '', ...rest] = c.template.split(' ');
      this.templateOf.set(c.template, { verb, rest: rest.join(' '), alias: false });
      for (const a of c.aliases) {
        const [av = '', ...ar] = a.split(' ');
        if (!this.templateOf.has(a)) this.templateOf.set(a, { verb: av, rest: ar.join(' '), alias: true });
      }
    }
    this.mainTemplates = commands.map((c) => c.template).filter((t) => this.verbClassOf(t) !== 'meta');
  }

  verbClassOf(template: string): VerbClass {
    const t = this.templateOf.get(template);
    const [verb = '', ...rest] = template.split(' ');
    const cls = verbClass(t?.verb ?? verb, t?.rest ?? rest.join(' '), this.memory.rules.look);
    if (cls === 'move' && META_WORDS.has(verb)) return 'meta';
    return cls;
  }

  /** Every command the templates make in a state, with the fills a slot takes there. */
  fills(f: Facts, template: string): string[] {
    const { rooms, edges, directions, codes, portable } = this.memory;
    const parts = partsOf(template);
    const room = f.room ? rooms.get(f.room) : undefined;
    const held = [...(f.inventory ?? [])];
    const here = [...new Set([...(f.here ?? []), ...(f.features ?? []), ...(room ? [...room.named] : [])])].filter(
      (t) => !held.includes(t),
    );
    const slots = parts.filter((p): p is Slot => typeof p !== 'string');
    const joiner = parts.find((p, i) => typeof p === 'string' && i > 0 && slots.length > 1) as string | undefined;
    const exits = f.exits ?? [];
    const ways = [...new Set([...exits, ...directions])];
    const roomNames = [
      ...new Set(
        [...(edges.get(f.room ?? '')?.values() ?? [])].map((id) => rooms.get(id)?.name).filter((n): n is string => !!n),
      ),
    ];
    const optionsFor = (slot: Slot, index: number): string[] => {
      switch (slot.kind) {
        case 'direction':
          return ways;
        case 'number':
          return [...codes];
        case 'room':
          return roomNames;
        case 'person':
        case 'button':
          return [...(f.features ?? []), ...here.filter((t) => !portable.has(t))];
        default:
          if (slots.length < 2) return [...here, ...held];
          // "unlock <door> with <key>": the thing here first, then what is held; "use <key> on <door>": held first.
          if (joiner === 'with' && !/^(combine|mix|join|attach)$/.test(String(parts[0])))
            return index === 0 ? [...here, ...held] : held;
          return index === 0 ? held : [...here, ...held];
      }
    };
    let out: string[] = [''];
    let slotIndex = 0;
    for (const part of parts) {
      if (typeof part === 'string') out = out.map((c) => (c ? `${c} ${part}` : part));
      else {
        const options = optionsFor(part, slotIndex++);
        if (options.length === 0) return [];
        // One thing is never used on itself.
        out = out
          .flatMap((c) => options.filter((o) => !` ${c} `.includes(` ${o} `)).map((o) => `${c} ${o}`))
          .slice(0, MAX_FILLS);
      }
    }
    return out.map((c) => c.trim());
  }

  /** The template a command was made from in a state, and its kind. */
  commandClass(f: Facts, command: string): { template: string | undefined; cls: VerbClass } {
    const template = [...this.templateOf.keys()].find((t) => this.fills(f, t).includes(command));
    const [verb = ''] = command.split(' ');
    return {
      template,
      cls: template
        ? this.verbClassOf(template)
        : verbClass(verb, command.slice(verb.length).trim(), this.memory.rules.look),
    };
  }

  /** A walk one way, in the words of the help's walking template ("go north"), or the way alone. */
  moveCommand(way: string): string {
    const go = [...this.templateOf.keys()].find((t) => this.verbClassOf(t) === 'move' && t.includes('<direction>'));
    return go ? go.replace('<direction>', way) : way;
  }

  /** Everything the help offers in this state, for a state that may be stuck: each filled command once. */
  everything(node: StateNode): string[] {
    const out = new Set<string>();
    for (const t of this.mainTemplates) for (const c of this.fills(node.facts, t)) out.add(c);
    return [...out];
  }

  /** The factor by which what happened before with this command in this room lowers its worth now (0: skip it). */
  discount(
    room: string,
    command: string,
    roomKey: string,
    globalKey: string,
    carried: number,
    holding: readonly string[] = [],
  ): number {
    const { outcomes } = this.memory;
    let factor = 1;
    let boost = 1;
    for (const o of outcomes.get(`*\u0000${command}`) ?? []) {
      if (o.changed) continue;
      factor = Math.min(factor, o.roomKey === roomKey.split('|').at(-1) ? 0.05 : 0.6);
    }
    for (const o of outcomes.get(`${room}\u0000${command}`) ?? []) {
      if (o.changed) continue;
      let f: number;
      if (o.roomKey === roomKey) f = o.globalKey === globalKey ? 0 : o.gate ? 0.8 : 0.2;
      else if (o.full !== null && carried < o.full) f = 1;
      // Refused with a reason, and something new is carried since, or just done here: what a tester tries again first.
      else if (o.gate && this.memory.justUsed) {
        f = 1;
        boost = 1.15;
      } else if (o.gate && holding.some((t) => !o.carried?.includes(t))) f = 1;
      else f = o.gate ? 0.7 : 0.35;
      factor = Math.min(factor, f);
    }
    return factor === 1 ? boost : factor;
  }

  /** What a command is worth in a state (facts) as a tester sees it: its kind, what it names, and what is known. */
  worth(f: Facts, template: string, command: string): number {
    const { triedAnywhere, verbObject, counterOnly, needs, verbNeeds, vocabulary } = this.memory;
    const cls = this.verbClassOf(template);
    const alias = this.templateOf.get(template)?.alias === true;
    const room = f.room ? this.memory.roomInfo(f.room) : undefined;
    const held = new Set(f.inventory ?? []);
    const words = command.split(' ');
    const objects = objectsOf(partsOf(template), command);
    const [a = '', b = ''] = objects;
    if (alias) return (triedAnywhere.get(words[0]!) ?? 0) > 0 || verbObject.has(`alias:${words[0]}`) ? 0 : 8;
    if ((counterOnly.get(`${f.room}\u0000${command}`) ?? 0) >= MAX_COUNTER_ONLY) return 0;
    const fresh = (triedAnywhere.get(command) ?? 0) === 0 ? 6 : 0;
    // The game said this command needs a thing ("You need the millstone."): where that thing is, it is worth a lot;
    // its verb away from that thing is worth little.
    const need = needs.get(command) ?? verbNeeds.get(words[0]!);
    // Only a need that names a thing known to be somewhere ("the millstone", not "a special key").
    if (need && [...vocabulary].some((t) => t === need || t.includes(need))) {
      const there = [...(f.here ?? []), ...(f.features ?? []), ...held].some((t) => t === need || t.includes(need));
      if (there && needs.get(command)) return 94 + fresh;
      if (!there) return 3;
    }
    const freshObject = verbObject.has(`${cls}:${a}`) ? 0 : 3;
    const value = WORTH[cls]({ memory: this.memory, f, command, words, objects, a, b, held, room, fresh, freshObject });
    return typeof value === 'number' ? value + fresh + freshObject : value.outright;
  }

  /** The best untried commands in a node, best first (ties in the seeded order). */
  choicesAt(node: StateNode, globalKey: string): Choice[] {
    const f = node.facts;
    const out: Choice[] = [];
    const seenCommand = new Set<string>();
    for (const template of shuffled([...this.templateOf.keys()], this.seed, node.hash)) {
      for (const command of this.fills(f, template)) {
        if (seenCommand.has(command) || node.tried.has(command)) continue;
        seenCommand.add(command);
        let value = this.worth(f, template, command);
        // A look is worth what its own rule says (once per room as it is); other commands are worth less where they
        // did nothing before.
        let factor = 1;
        if (f.room && this.verbClassOf(template) !== 'look') {
          factor = this.discount(f.room, command, node.roomKey, globalKey, f.inventory?.length ?? 0, f.inventory ?? []);
          value *= factor;
        }
        const cls = this.verbClassOf(template);
        // A refusal worth trying again now is not worn out by the refusals before it.
        if (f.room && factor <= 1 && (cls === 'use' || cls === 'open' || cls === 'examine' || cls === 'other')) {
          const tired = this.memory.fatigue.get(`${f.room}|${command.split(' ')[0]}`) ?? 0;
          value *= 0.8 ** Math.min(tired, 8);
        }
        if (value > 0) out.push({ command, value });
      }
    }
    return out.sort((x, y) => y.value - x.value);
  }
}
