// What qa needs of a game, whatever it runs on: reset to a seed, act, observe, and name the actions it offers. The
// explorer, the oracles and the replays see games only through this, so a text game behind HTTP and a web game in
// the browser are explored, judged and confirmed the same way.
import { z } from 'zod';
import type { QaSandbox } from '../shared/index.ts';

/**
 * Where the oracles find things in a game's state: each a field name (dotted paths reach into objects). A field left
 * out is looked for among the names text games use (GBQA's `room.{id,exits,dark}`, `items`, `inventory` and
 * `can_see`, and `current_room`, `location`, `paths`, `visible`, `carrying`, …: see facts.ts); naming one pins it.
 */
export const StateFieldsSchema = z.strictObject({
  room: z.string().optional(),
  /** Where the player is within the room (a web game's position cell): the explorer tries each action there. */
  place: z.string().optional(),
  exits: z.string().optional(),
  inventory: z.string().optional(),
  /** Things visible where the player is (portable ones, or all when the game does not list fixed things apart). */
  here: z.string().optional(),
  /** Fixed things visible where the player is: they may be mentioned but never carried. */
  features: z.string().optional(),
  /** True when nothing can be seen (a dark room): what is "here" is then unknown, not gone. */
  dark: z.string().optional(),
  over: z.string().optional(),
  won: z.string().optional(),
  /** Counters that change on every action (turns, ticks): left out when telling states apart. */
  clock: z
    .array(z.string())
    .default(['turn', 'turns', 'moves', 'tick', 'ticks', 'turn_count', 'move_count', 'step_count', 'turns_taken']),
  /** Logs that grow with every action (message history): left out of the state entirely. */
  ignore: z.array(z.string()).default(['message_history', 'history', 'messages', 'log', 'recent_messages']),
});
export type StateFields = z.infer<typeof StateFieldsSchema>;

/** A rule the game promises (its spec): `gain` may only be had while holding everything in `requires`. */
export const QaRuleSchema = z.strictObject({
  gain: z.string().min(1),
  requires: z.array(z.string().min(1)).min(1),
  why: z.string().optional(),
});
export type QaRule = z.infer<typeof QaRuleSchema>;

/**
 * A rule the game's own text states by count ("find the three key fragments"): a thing made from fewer than `count`
 * carried things whose names hold `of` breaks it. `qualifier` ("key") narrows what is made, when the text names it.
 */
export const QaCountRuleSchema = z.strictObject({
  of: z.string().min(1),
  count: z.int().min(2),
  qualifier: z.string().optional(),
  why: z.string().optional(),
});
export type QaCountRule = z.infer<typeof QaCountRuleSchema>;

/** Declared ranges of numeric state fields; without one, a counter that starts at or above 0 must stay there. */
export const CounterRangeSchema = z.strictObject({ min: z.number().optional(), max: z.number().optional() });

/** What the game promises, read by the oracles (the tester may read it too: it is the game's spec, not its bugs). */
export const GameRulesSchema = z.strictObject({
  fields: StateFieldsSchema.default(StateFieldsSchema.parse({})),
  help: z.string().default('help'),
  look: z.string().default('look'),
  rules: z.array(QaRuleSchema).default([]),
  /** Rules by count; the explorer adds the ones the game's own text states. */
  counts: z.array(QaCountRuleSchema).default([]),
  /** How many things the player may carry; the explorer takes it from the game's text when it says. */
  carry: z.int().min(1).optional(),
  counters: z.record(z.string(), CounterRangeSchema).default({}),
});
export type GameRules = z.infer<typeof GameRulesSchema>;

/** A rule every game keeps, seen broken by the adapter itself (play's oracles on a web game's step). */
export interface ObservedFault {
  /** The rule's name (play's oracle: score-without-cause, through-solid, left-world, …). */
  rule: string;
  title: string;
  observed: string;
}

/** What the game shows after an action: its text, its state (null when it has none) and any error it answered. */
export interface QaObservation {
  text: string;
  state: Record<string, unknown> | null;
  /** An HTTP status of 500 or more, a refused connection, an uncaught page error: the text of it. */
  error: string | null;
  /** Faults the adapter saw on the way to this observation (web games: play's oracles). */
  faults?: ObservedFault[];
  /** Whether the game says it is over, where it says so beside its state (GBQA's `game_over`). */
  over?: boolean | undefined;
  /** Whether the game says the command did something (GBQA's `success`), where it says. */
  accepted?: boolean | undefined;
  /**
   * The game's white-box state (GBQA's `full_state`: hidden things and where they are). Present only in qa mode with
   * the user's say-so (`--white-box`); otherwise the adapter drops it the moment it arrives.
   */
  whiteBox?: unknown;
}

export interface GameAdapter {
  readonly kind: 'http-text' | 'browser';
  /** The game as a person would name it (its title, URL or folder). */
  readonly name: string;
  readonly rules: GameRules;
  /** What a reset costs in actions' time (a web page takes a while to load): the explorer walks when cheaper. */
  readonly resetCost?: number;
  /** A fresh game from `seed`: the explorer and every replay start here. */
  reset(seed: number): Promise<QaObservation>;
  act(action: string): Promise<QaObservation>;
  /** The action templates the game offers (its help text, its contract's actions), e.g. "take <item>". */
  actions(): Promise<string[]>;
  /** The game's help text, read by `actions()` (a text game's: what the explorer learns rules and counts from). */
  helpText?(): string;
  /** A picture of the game now, where it has a screen. */
  screenshot?(): Promise<Buffer | null>;
  /** What the sandbox blocked and the dialogs it dismissed so far, where the game runs in one (a web page). */
  sandbox?(): QaSandbox;
  close(): Promise<void>;
}
