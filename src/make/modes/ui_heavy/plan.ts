// Proving a ui_heavy game and deriving its golden path, without a browser. The content is checked with the family's
// own contentProblems; then each level's state machine is searched the way the game runs it, level after level with
// the run's flags and resources carried on, by the planner its mode gives for the level's kind (a story's graph by
// breadth-first search, a quiz by its right and wrong lines, a duel by the card model, a song or a trip on its rules).
// Every state of each machine must be reachable, and the win too; the winning lines found are the golden path's
// presses.
import type { GoldenPathStep } from '../../../play/index.ts';
import {
  contentProblems,
  type CardDef,
  type ResourceDef,
  type UiContent,
  type UiLevel,
} from '../../../../templates/ui_heavy/src/family/content.ts';
import { StateMachine, type MachineDefinition } from '../../../../templates/ui_heavy/src/family/machine.ts';

/** A level of the GDD as this family stores it in `levels[].data`. */
export interface UiLevelData {
  content: UiLevel;
  /** Cards the level plays (duel decks, bonus cards), by id. */
  cards: Record<string, CardDef>;
  /** Resources the level reads or changes (they are the game's, declared once in content.json). */
  resources: ResourceDef[];
  /** Quiz: the bank category of each question, in order (the chapters mode's question bank names them). */
  categories?: string[];
}

export interface GameConfigView {
  feedbackMs: number;
  /** Points a right answer scores (quiz.pointsPerAnswer). */
  pointsPerAnswer: number;
  playDelayMs: number;
  opponentDelayMs: number;
  levelClearDelayMs: number;
}

/** The run's flags and resources between levels. */
export interface Run {
  flags: string[];
  res: Record<string, number>;
}

export interface LevelPlan {
  key: string;
  mode: UiLevel['mode'];
  steps: GoldenPathStep[];
  /** States of the level's machine the search reached. */
  reached: string[];
  /** Estimated game time of the level's golden path, ms. */
  gameMs: number;
  /** Story: scenes on the winning route; quiz: questions; cards: turns. */
  length: number;
  /** Resource changes on the winning route (story pickups and purchases). */
  resourceGains: number;
}

export interface GamePlan {
  problems: string[];
  levels: LevelPlan[];
  /** The run at the end of the golden path. */
  flags: string[];
  steps: GoldenPathStep[];
  gameMs: number;
}

/** content.json from the GDD's levels: every level's content, the union of their cards and resources. */
export function assembleContent(levels: readonly { key: string; data: Record<string, unknown> }[]): {
  content: UiContent;
  problems: string[];
} {
  const problems: string[] = [];
  const cards: Record<string, CardDef> = {};
  const resources: ResourceDef[] = [];
  const out: Record<string, UiLevel> = {};
  for (const level of levels) {
    const data = level.data as Partial<UiLevelData>;
    if (!data.content || typeof data.content !== 'object') {
      problems.push(`levels.${level.key}: data.content is missing (a ui_heavy level carries its chapter JSON there)`);
      continue;
    }
    out[level.key] = data.content;
    for (const [id, def] of Object.entries(data.cards ?? {})) {
      if (cards[id] && JSON.stringify(cards[id]) !== JSON.stringify(def))
        problems.push(`levels.${level.key}: card "${id}" differs from the card of the same id in an earlier level`);
      cards[id] ??= def;
    }
    for (const r of data.resources ?? []) {
      const known = resources.find((x) => x.id === r.id);
      if (known && JSON.stringify(known) !== JSON.stringify(r))
        problems.push(`levels.${level.key}: resource "${r.id}" differs from the one declared by an earlier level`);
      if (!known) resources.push(r);
    }
  }
  return { content: { resources, cards, levels: out }, problems };
}

export const until = (path: string, equals: string | number | boolean, timeoutMs = 5000): GoldenPathStep => ({
  until: { path, equals },
  timeoutMs,
  checkEveryMs: 100,
});
export const press = (n: number): GoldenPathStep => ({ press: `choose_${n}` });

/** Whether the states walked follow the machine's transitions (each step some event of the state before). */
export function followsMachine(name: string, definition: MachineDefinition, states: readonly string[]): string | null {
  const machine = new StateMachine(name, definition);
  machine.start();
  if (states[0] !== machine.current) return `${name}: starts in "${states[0]}", the machine in "${machine.current}"`;
  for (const to of states.slice(1)) {
    const event = machine.events().find((e) => definition.states[machine.current!]?.on?.[e] === to);
    if (!event || !machine.send(event)) return `${name}: no transition from "${machine.current}" to "${to}"`;
  }
  return null;
}

/** Game time one press and its wait take on the golden path (ms), for time estimates. */
export const STEP_MS = 400;

/** What a level's planner is given: the level, the game, the run so far and what the prompt asked of the path. */
export interface LevelToPlan<L extends UiLevel = UiLevel> {
  key: string;
  level: L;
  content: UiContent;
  levelOrder: readonly string[];
  /** The level's index in the level order. */
  index: number;
  run: Run;
  config: GameConfigView;
  /** The golden path also takes every story pickup (the prompt asked to collect something). */
  collect: boolean;
  /** The golden path passes each quiz with exactly its pass mark (the prompt stated one). */
  exactPass: boolean;
}

/** A level planned: its part of the golden path, what cannot be reached, and the run after it (when it changes). */
export interface PlannedLevel {
  plan: LevelPlan;
  problems: string[];
  run?: Run;
}

/** The planners a mode gives, by the kind of level (content.json's `mode`) each plans. */
export type LevelPlanners = {
  [M in UiLevel['mode']]?: (input: LevelToPlan<Extract<UiLevel, { mode: M }>>) => PlannedLevel;
};

/**
 * Checks the content and searches every level in order with its mode's planner; problems name the level and what
 * cannot be reached. `collect`: the golden path also takes every story pickup (the prompt asked to collect
 * something). `exactPass`: the golden path passes each quiz with exactly its pass mark (the prompt stated one).
 */
export function planGame(
  content: UiContent,
  levelOrder: readonly string[],
  textureKeys: ReadonlySet<string>,
  config: GameConfigView,
  collect: boolean,
  exactPass: boolean,
  planners: LevelPlanners,
): GamePlan {
  const problems = contentProblems(content, { levelOrder, textureKeys });
  if (problems.length) return { problems, levels: [], flags: [], steps: [], gameMs: 0 };
  let run: Run = { flags: [], res: Object.fromEntries(content.resources.map((r) => [r.id, r.start])) };
  const levels: LevelPlan[] = [];
  const steps: GoldenPathStep[] = [until('scene', 'Title'), { press: 'start' }];
  levelOrder.forEach((key, index) => {
    const level = content.levels[key]!;
    if (index > 0) steps.push(until('level', index + 1));
    const planner = planners[level.mode] as ((input: LevelToPlan) => PlannedLevel) | undefined;
    if (!planner) {
      problems.push(`levels.${key}: this game's mode plans no "${level.mode}" level`);
      return;
    }
    const result = planner({ key, level, content, levelOrder, index, run, config, collect, exactPass });
    problems.push(...result.problems);
    levels.push(result.plan);
    run = result.run ?? run;
    steps.push(...result.plan.steps);
  });
  steps.push(until('won', true));
  const gameMs = levels.reduce((s, l) => s + l.gameMs, 0) + levels.length * config.levelClearDelayMs;
  return { problems, levels, flags: run.flags, steps, gameMs };
}
