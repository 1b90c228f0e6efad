// A small data-driven state machine: states and the events that move between them are plain data, so a
// mode's flow (or a story's graph) can be read, checked and shown without running it. No Phaser here.

export interface StateSpec {
  /** event name -> the state it leads to */
  on?: Record<string, string>;
  /** A final state takes no events: the machine has finished. */
  final?: boolean;
}

export interface MachineDefinition {
  initial: string;
  states: Record<string, StateSpec>;
}

export interface StateChange {
  machine: string;
  from: string | null;
  to: string;
  event: string;
}

/** What is wrong with a definition: an unknown initial state or transition target, a final state with exits. */
export function machineProblems(name: string, definition: MachineDefinition): string[] {
  const problems: string[] = [];
  const states = definition.states;
  if (!(definition.initial in states))
    problems.push(`machine "${name}": initial state "${definition.initial}" is not one of its states`);
  for (const [state, spec] of Object.entries(states)) {
    for (const [event, target] of Object.entries(spec.on ?? {})) {
      if (!(target in states))
        problems.push(`machine "${name}": state "${state}" goes on "${event}" to "${target}", which is not a state`);
    }
    if (spec.final && spec.on && Object.keys(spec.on).length)
      problems.push(`machine "${name}": final state "${state}" must not have transitions`);
  }
  return problems;
}

export class StateMachine {
  readonly name: string;
  private readonly definition: MachineDefinition;
  private state: string | null = null;
  private readonly enterListeners: ((change: StateChange) => void)[] = [];
  private readonly exitListeners: ((change: StateChange) => void)[] = [];
  /** States entered so far, oldest first. */
  readonly history: string[] = [];

  constructor(name: string, definition: MachineDefinition) {
    const problems = machineProblems(name, definition);
    if (problems.length) throw new Error(problems.join('; '));
    this.name = name;
    this.definition = definition;
  }

  /** The current state; null before start(). */
  get current(): string | null {
    return this.state;
  }

  get finished(): boolean {
    return this.state !== null && this.definition.states[this.state]?.final === true;
  }

  /** Runs `listener` after every state is entered (including the initial one). */
  onEnter(listener: (change: StateChange) => void): this {
    this.enterListeners.push(listener);
    return this;
  }

  /** Runs `listener` before a state is left. */
  onExit(listener: (change: StateChange) => void): this {
    this.exitListeners.push(listener);
    return this;
  }

  /** Enters the initial state. */
  start(): void {
    this.enter({ machine: this.name, from: null, to: this.definition.initial, event: 'start' });
  }

  /** Whether `event` leads anywhere from the current state. */
  can(event: string): boolean {
    return this.state !== null && this.definition.states[this.state]?.on?.[event] !== undefined;
  }

  /** Events the current state answers to. */
  events(): string[] {
    return this.state === null ? [] : Object.keys(this.definition.states[this.state]?.on ?? {});
  }

  /** Follows `event` from the current state; false (and nothing happens) when the state has no such transition. */
  send(event: string): boolean {
    const from = this.state;
    const to = from === null ? undefined : this.definition.states[from]?.on?.[event];
    if (from === null || to === undefined) return false;
    const change: StateChange = { machine: this.name, from, to, event };
    for (const listener of this.exitListeners) listener(change);
    this.enter(change);
    return true;
  }

  private enter(change: StateChange): void {
    this.state = change.to;
    this.history.push(change.to);
    for (const listener of this.enterListeners) listener(change);
  }
}
