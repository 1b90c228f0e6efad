// Proving a ui_heavy game and deriving its golden path, without a browser. The content is checked with the family's
// own contentProblems; then each level's state machine is searched the way the game runs it, level after level with
// the run's flags and resources carried on: a story's graph of (node, flags, resources) states by breadth-first
// search (every node reachable, a won ending reachable, no state that can never end), a quiz by its right and wrong
// lines, a duel by the card model in cards.ts. Every state of each machine must be reachable, and the win too; the
// winning lines found are the golden path's presses.
import type { GoldenPathStep } from '../../../play/index.ts';
import {
  contentProblems,
  type AnagramLevel,
  type CardDef,
  type TypingLevel,
  type CardsLevel,
  type FishingLevel,
  type RhythmLevel,
  type Effects,
  type QuizLevel,
  type Requirement,
  type ResourceDef,
  type StoryLevel,
  type UiContent,
  type UiLevel,
} from '../../../../templates/ui_heavy/src/family/content.ts';
import {
  ANAGRAM_FLOW,
  DUEL_FLOW,
  QUIZ_FLOW,
  storyMachine,
  TYPING_FLOW,
} from '../../../../templates/ui_heavy/src/family/flows.ts';
import { FISHING_FLOW } from '../../../../templates/ui_heavy/src/family/fishing.ts';
import { StateMachine, type MachineDefinition } from '../../../../templates/ui_heavy/src/family/machine.ts';
import { RHYTHM_FLOW } from '../../../../templates/ui_heavy/src/family/rhythm.ts';
import type { Category } from './bank.ts';
import { searchDuel, setupOf, type DuelState } from './cards.ts';
import { fishingSteps, proveTrip } from './fishingSim.ts';
import { proveSong, rhythmSteps } from './rhythmSim.ts';
import { planTycoonDays, tycoonProblems, tycoonSteps } from './tycoonPlan.ts';
import { simulateTyping } from './typingSim.ts';

/** A level of the GDD as this family stores it in `levels[].data`. */
export interface UiLevelData {
  content: UiLevel;
  /** Cards the level plays (duel decks, bonus cards), by id. */
  cards: Record<string, CardDef>;
  /** Resources the level reads or changes (they are the game's, declared once in content.json). */
  resources: ResourceDef[];
  /** Quiz: the bank category of each question, in order. */
  categories?: Category[];
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
interface Run {
  flags: string[];
  res: Record<string, number>;
}

interface LevelPlan {
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

const until = (path: string, equals: string | number | boolean, timeoutMs = 5000): GoldenPathStep => ({
  until: { path, equals },
  timeoutMs,
  checkEveryMs: 100,
});
const press = (n: number): GoldenPathStep => ({ press: `choose_${n}` });

/** Whether the states walked follow the machine's transitions (each step some event of the state before). */
function followsMachine(name: string, definition: MachineDefinition, states: readonly string[]): string | null {
  const machine = new StateMachine(name, definition);
  machine.start();
  if (states[0] !== machine.current) return `${name}: starts in "${states[0]}", the machine in "${machine.current}"`;
  for (const to of states.slice(1)) {
    const event = machine.events().find((e) => definition.states[machine.current!]?.on?.[e] === to);
    if (!event || !machine.send(event)) return `${name}: no transition from "${machine.current}" to "${to}"`;
  }
  return null;
}

// ---- story ----

function meets(req: Requirement | undefined, run: Run): boolean {
  if (!req) return true;
  if (req.flags?.some((f) => !run.flags.includes(f))) return false;
  if (req.notFlags?.some((f) => run.flags.includes(f))) return false;
  return Object.entries(req.resources ?? {}).every(([id, least]) => (run.res[id] ?? 0) >= least);
}

function apply(effects: Effects | undefined, run: Run, defs: readonly ResourceDef[]): Run {
  if (!effects) return run;
  const flags = new Set(run.flags);
  for (const [flag, on] of Object.entries(effects.set ?? {}))
    if (on) flags.add(flag);
    else flags.delete(flag);
  const res = { ...run.res };
  for (const [id, delta] of Object.entries(effects.add ?? {})) {
    const def = defs.find((d) => d.id === id);
    res[id] = Math.min(def?.max ?? Infinity, Math.max(def?.min ?? -Infinity, (res[id] ?? 0) + delta));
  }
  return { flags: [...flags].sort(), res };
}

interface StoryState {
  node: string;
  run: Run;
  parent: number;
  /** The choice (1-based) that led here from the parent. */
  via: number;
}

const MAX_STORY_STATES = 50_000;

/**
 * Breadth-first search over (node, flags, resources); the winning route with `wanted` flags if there is one, else any.
 */
function planStory(
  key: string,
  level: StoryLevel,
  entry: Run,
  defs: readonly ResourceDef[],
  wanted: readonly string[],
  steps: number,
): { plan: LevelPlan; run: Run; problems: string[] } {
  const problems: string[] = [];
  const states: StoryState[] = [];
  const index = new Map<string, number>();
  const edges: number[][] = [];
  const visit = (node: string, run: Run, parent: number, via: number): number => {
    const entered = apply(level.nodes[node]?.effects, run, defs);
    const id = `${node}|${entered.flags.join(',')}|${JSON.stringify(entered.res)}`;
    const known = index.get(id);
    if (known !== undefined) return known;
    states.push({ node, run: entered, parent, via });
    index.set(id, states.length - 1);
    edges.push([]);
    return states.length - 1;
  };
  visit(level.start, entry, -1, 0);
  for (let i = 0; i < states.length && states.length < MAX_STORY_STATES; i++) {
    const { node: id, run } = states[i]!;
    const node = level.nodes[id]!;
    if (node.next) edges[i]!.push(visit(node.next, run, i, 1));
    node.choices?.forEach((choice, c) => {
      if (meets(choice.requires, run)) edges[i]!.push(visit(choice.next, apply(choice.effects, run, defs), i, c + 1));
    });
  }
  if (states.length >= MAX_STORY_STATES)
    problems.push(
      `levels.${key}: the story has more than ${MAX_STORY_STATES} (scene, flags, resources) states; the search stopped`,
    );
  const reached = [...new Set(states.map((s) => s.node))];
  for (const id of Object.keys(level.nodes))
    if (!reached.includes(id))
      problems.push(
        `levels.${key}.nodes.${id}: cannot be reached with the run this chapter starts with (flags: ` +
          `${entry.flags.join(', ') || 'none'}; ${JSON.stringify(entry.res)}): a choice that leads there is ` +
          'always locked',
      );
  // Every reachable state must still reach an ending (locks can trap where the plain graph does not).
  const ends = new Set(states.flatMap((s, i) => (level.nodes[s.node]!.end ? [i] : [])));
  let grew = true;
  while (grew) {
    grew = false;
    edges.forEach((out, i) => {
      if (!ends.has(i) && out.some((j) => ends.has(j))) {
        ends.add(i);
        grew = true;
      }
    });
  }
  const trapped = states.filter((_, i) => !ends.has(i));
  if (trapped.length)
    problems.push(
      `levels.${key}.nodes.${trapped[0]!.node}: with flags [${trapped[0]!.run.flags.join(', ')}] every way ` +
        'out is locked, so the chapter can never end',
    );
  const won = states.map((s, i) => ({ s, i })).filter(({ s }) => level.nodes[s.node]!.end === 'won');
  const goal = won.find(({ s }) => wanted.every((f) => s.run.flags.includes(f))) ?? won[0];
  if (!goal) {
    problems.push(`levels.${key}: no "won" ending can be reached with the run this chapter starts with`);
    return {
      plan: { key, mode: 'story', steps: [], reached, gameMs: 0, length: 0, resourceGains: 0 },
      run: entry,
      problems,
    };
  }
  const route: StoryState[] = [];
  for (let i = goal.i; i >= 0; i = states[i]!.parent) route.unshift(states[i]!);
  const out: GoldenPathStep[] = [];
  route.forEach((state, r) => {
    out.push(until('flags.uiState', state.node));
    // The press on this scene is the choice that leads to the next one; an ending takes its Continue.
    out.push(press(route[r + 1]?.via ?? 1));
  });
  const route2 = route.map((s) => s.node);
  const replay = followsMachine(`story ${key}`, storyMachine(level), route2);
  if (replay) problems.push(`levels.${key}: ${replay}`);
  let gains = 0;
  for (let r = 1; r < route.length; r++)
    for (const [id, v] of Object.entries(route[r]!.run.res)) if (v !== (route[r - 1]!.run.res[id] ?? 0)) gains++;
  return {
    plan: {
      key,
      mode: 'story',
      steps: out,
      reached,
      gameMs: route.length * steps,
      length: route.length,
      resourceGains: gains,
    },
    run: goal.s.run,
    problems,
  };
}

// ---- quiz ----

function planQuiz(
  key: string,
  level: QuizLevel,
  config: GameConfigView,
  steps: number,
  exactPass: boolean,
): { plan: LevelPlan; problems: string[] } {
  const problems: string[] = [];
  if ((level.intro ?? []).length !== 1)
    problems.push(
      `levels.${key}.intro: the planner waits on uiState between presses, so a quiz level has exactly one ` +
        `intro line (has ${(level.intro ?? []).length})`,
    );
  if (!level.passLine)
    problems.push(`levels.${key}: needs a passLine (its Continue is the golden path's last press of the level)`);
  // The right line and the all-wrong line through the quiz machine.
  const line = (right: boolean): string[] => {
    const states = ['intro', 'asking'];
    let score = 0;
    for (let q = 0; q < level.questions.length; q++) {
      states.push('reveal', 'explain');
      if (right) score++;
      const left = level.questions.length - q - 1;
      if (score + left < level.passMark) return [...states, 'failed'];
      if (left === 0) return [...states, score >= level.passMark ? 'passed' : 'failed'];
      states.push('asking');
    }
    return states;
  };
  const winning = line(true);
  const losing = line(false);
  for (const [name, states] of [
    ['right answers', winning],
    ['wrong answers', losing],
  ] as const) {
    const replay = followsMachine(`quiz ${key} (${name})`, QUIZ_FLOW, states);
    if (replay) problems.push(`levels.${key}: ${replay}`);
  }
  if (winning[winning.length - 1] !== 'passed')
    problems.push(
      `levels.${key}: cannot be passed even with every answer right (passMark ${level.passMark} of ` +
        `${level.questions.length})`,
    );
  const out: GoldenPathStep[] = [until('flags.uiState', 'intro'), press(1)];
  // A prompt's pass mark is played as asked: the questions before the last passMark are answered wrong.
  const wrong = exactPass ? level.questions.length - level.passMark : 0;
  level.questions.forEach((q, i) => {
    const answer = i < wrong ? (q.correct + 1) % q.answers.length : q.correct;
    out.push(until('flags.uiState', 'asking'), press(answer + 1), until('flags.uiState', 'explain'), press(1));
  });
  if (level.passLine) out.push(until('flags.uiState', 'passed'), press(1));
  const reached = [...new Set([...winning, ...losing])];
  return {
    plan: {
      key,
      mode: 'quiz',
      steps: out,
      reached,
      gameMs: (2 + level.questions.length * 2) * steps + level.questions.length * config.feedbackMs,
      length: level.questions.length,
      resourceGains: 0,
    },
    problems,
  };
}

// ---- anagram ----

/** Game time a typed letter takes on the golden path (a press holds one frame; the runner checks in between). */
const LETTER_MS = 50;
/** The anagram mode's pause on a solved word, and the golden path's wait for the next one. */
const SOLVED_MS = 500;

/** An anagram round: its flow has the solved line only (a wrong guess stays in "solving"); the path types answers. */
function planAnagram(key: string, level: AnagramLevel, steps: number): { plan: LevelPlan; problems: string[] } {
  const problems: string[] = [];
  if ((level.intro ?? []).length !== 1)
    problems.push(`levels.${key}.intro: the planner presses one Continue, so an anagram round has one intro line`);
  const states = ['intro'];
  for (let i = 0; i < level.target; i++) states.push('solving', 'solved');
  states.push('cleared');
  const replay = followsMachine(`anagram ${key}`, ANAGRAM_FLOW, states);
  if (replay) problems.push(`levels.${key}: ${replay}`);
  const out: GoldenPathStep[] = [until('flags.uiState', 'intro'), press(1)];
  let letters = 0;
  level.words.slice(0, level.target).forEach((word, i) => {
    out.push(until('flags.wordReady', i + 1));
    for (const letter of word.answer) out.push({ press: `Key${letter.toUpperCase()}` });
    letters += word.answer.length;
  });
  return {
    plan: {
      key,
      mode: 'anagram',
      steps: out,
      reached: [...new Set(states)],
      gameMs: steps + letters * LETTER_MS + (level.target + 1) * SOLVED_MS,
      length: level.target,
      resourceGains: 0,
    },
    problems,
  };
}

// ---- typing ----

/** A typing defence: the fall simulated on the game clock (typing.ts in the template) must lose no word. */
function planTyping(key: string, level: TypingLevel, steps: number): { plan: LevelPlan; problems: string[] } {
  const problems: string[] = [];
  if ((level.intro ?? []).length !== 1)
    problems.push(`levels.${key}.intro: the planner presses one Continue, so a typing round has one intro line`);
  const sim = simulateTyping(level);
  if (sim.hits > 0 || sim.destroyed < level.words.length)
    problems.push(
      `levels.${key}: typing each word as it appears still lets ${sim.hits} land (${sim.destroyed} of ` +
        `${level.words.length} destroyed); space the words out or slow the fall`,
    );
  const states = ['intro', 'defending', 'held'];
  const replay = followsMachine(`typing ${key}`, TYPING_FLOW, states);
  if (replay) problems.push(`levels.${key}: ${replay}`);
  if (followsMachine(`typing ${key} (lost)`, TYPING_FLOW, ['intro', 'defending', 'fallen']))
    problems.push(`levels.${key}: the typing flow cannot be lost`);
  const last = level.words[level.words.length - 1];
  return {
    plan: {
      key,
      mode: 'typing',
      steps: [until('flags.uiState', 'intro'), press(1), ...sim.steps],
      reached: ['intro', 'defending', 'held', 'fallen'],
      gameMs: steps + (last ? last.at + level.fallMs : 0),
      length: level.words.length,
      resourceGains: 0,
    },
    problems,
  };
}

// ---- rhythm and fishing ----

/** A rhythm song: played on the rules at every lateness up to MAX_LATE_FRAMES it must be won; idle, lost. */
function planRhythm(key: string, level: RhythmLevel, steps: number): { plan: LevelPlan; problems: string[] } {
  const problems: string[] = [];
  if ((level.intro ?? []).length !== 1)
    problems.push(`levels.${key}.intro: the planner presses one Start, so a rhythm song has one intro line`);
  const { runs, idle } = proveSong(level);
  for (const r of runs.filter((x) => !x.won))
    problems.push(
      `levels.${key}: pressing each note ${r.lateFrames} frame(s) late ends at ${r.accuracy}% with ${r.missed} ` +
        `missed (needs ${level.targetAccuracy}%); widen the windows or lower the target`,
    );
  if (idle.won) problems.push(`levels.${key}: the song is won without playing; it cannot be lost`);
  const replay = followsMachine(`rhythm ${key}`, RHYTHM_FLOW, ['intro', 'playing', 'cleared']);
  if (replay) problems.push(`levels.${key}: ${replay}`);
  const last = level.notes[level.notes.length - 1];
  return {
    plan: {
      key,
      mode: 'rhythm',
      steps: [until('flags.uiState', 'intro'), press(1), ...rhythmSteps(level)],
      reached: ['intro', 'playing', 'cleared', 'failed'],
      gameMs: steps + (last ? last.at + level.goodMs : 0),
      length: level.notes.length,
      resourceGains: 0,
    },
    problems,
  };
}

/** A fishing trip: played on the rules at every lateness up to MAX_LATE_FRAMES the catch lands before sunset. */
function planFishing(key: string, level: FishingLevel, steps: number): { plan: LevelPlan; problems: string[] } {
  const problems: string[] = [];
  if ((level.intro ?? []).length !== 1)
    problems.push(`levels.${key}.intro: the planner presses one Start, so a fishing trip has one intro line`);
  const { runs, idle } = proveTrip(level);
  for (const r of runs.filter((x) => !x.won))
    problems.push(
      `levels.${key}: answering each cue ${r.lateFrames} frame(s) late lands ${r.caught} of ${level.target} ` +
        `before sunset (${level.sunsetMs} ms); set the sun later or the bites sooner`,
    );
  if (idle.won) problems.push(`levels.${key}: the trip is won without fishing; it cannot be lost`);
  const replay = followsMachine(`fishing ${key}`, FISHING_FLOW, ['intro', 'fishing', 'landed']);
  if (replay) problems.push(`levels.${key}: ${replay}`);
  return {
    plan: {
      key,
      mode: 'fishing',
      steps: [until('flags.uiState', 'intro'), press(1), ...fishingSteps(level)],
      reached: ['intro', 'fishing', 'landed', 'sunset'],
      gameMs: steps + Math.max(...runs.map((r) => r.ms)),
      length: level.target,
      resourceGains: 0,
    },
    problems,
  };
}

// ---- cards ----

function planCards(
  key: string,
  level: CardsLevel,
  content: UiContent,
  run: Run,
  config: GameConfigView,
  steps: number,
): { plan: LevelPlan; problems: string[] } {
  const problems: string[] = [];
  if ((level.intro ?? []).length !== 1)
    problems.push(
      `levels.${key}.intro: the planner waits on uiState between presses, so a cards level has exactly one ` +
        `intro line (its Deal), has ${(level.intro ?? []).length}`,
    );
  if (!level.winLine)
    problems.push(`levels.${key}: needs a winLine (its Continue is the golden path's last press of the level)`);
  const setup = setupOf(level, content.cards, new Set(run.flags));
  const win = searchDuel(setup, 'won');
  const lose = searchDuel(setup, 'lost');
  const what = level.opponent
    ? `the duel against ${level.opponent.name} (${level.opponent.hp} hp)`
    : `the solitaire (${level.target?.points} points in ${level.target?.turns} turns)`;
  if (!win) problems.push(`levels.${key}: ${what} cannot be won: no line of plays wins it within the turn limit`);
  if (!lose)
    problems.push(
      `levels.${key}: ${what} cannot be lost, so its "lost" state is unreachable; make the opponent hit ` +
        'harder or the turn limit shorter',
    );
  const lines: DuelState[] = [win?.end, lose?.end].filter((x): x is DuelState => x !== undefined);
  for (const end of lines) {
    const replay = followsMachine(`cards ${key}`, DUEL_FLOW, end.states);
    if (replay) problems.push(`levels.${key}: ${replay}`);
  }
  const reached = [...new Set(lines.flatMap((l) => l.states))];
  const expected = Object.keys(DUEL_FLOW.states).filter((s) => level.opponent || s !== 'opponent_turn');
  for (const s of expected)
    if (lines.length === 2 && !reached.includes(s))
      problems.push(`levels.${key}: the cards state "${s}" is never reached`);
  const out: GoldenPathStep[] = [until('flags.uiState', 'intro'), press(1)];
  for (const i of win?.plays ?? []) out.push(until('flags.uiState', 'player_turn'), press(i + 1));
  if (level.winLine) out.push(until('flags.uiState', 'won', 8000), press(1));
  const turns = win?.plays.length ?? 0;
  const turnMs = config.playDelayMs + (level.opponent ? config.opponentDelayMs + config.playDelayMs : 0) + steps;
  return {
    plan: {
      key,
      mode: 'cards',
      steps: out,
      reached,
      gameMs: 2 * steps + turns * turnMs,
      length: turns,
      resourceGains: 0,
    },
    problems,
  };
}

/** Flags a level reads: bonus cards and quiz hints. */
function flagsRead(level: UiLevel): string[] {
  if (level.mode === 'cards') return (level.bonusCards ?? []).map((b) => b.flag);
  if (level.mode === 'quiz') return level.questions.flatMap((q) => (q.hint ? [q.hint.flag] : []));
  if (level.mode !== 'story') return []; // anagram, typing, rhythm, fishing and tycoon read no flags
  return Object.values(level.nodes).flatMap((n) => (n.choices ?? []).flatMap((c) => c.requires?.flags ?? []));
}

/** Flags a story sets together with a gain of a resource: its pickups. */
function pickupFlags(level: StoryLevel): string[] {
  return Object.values(level.nodes).flatMap((n) =>
    (n.choices ?? []).flatMap((c) =>
      Object.values(c.effects?.add ?? {}).some((v) => v > 0)
        ? Object.entries(c.effects?.set ?? {})
            .filter(([, on]) => on)
            .map(([f]) => f)
        : [],
    ),
  );
}

/** Game time one press and its wait take on the golden path (ms), for time estimates. */
export const STEP_MS = 400;

/**
 * Checks the content and searches every level in order; problems name the level and what cannot be reached.
 * `collect`: the golden path also takes every story pickup (the prompt asked to collect something).
 * `exactPass`: the golden path passes each quiz with exactly its pass mark (the prompt stated one).
 */
export function planGame(
  content: UiContent,
  levelOrder: readonly string[],
  textureKeys: ReadonlySet<string>,
  config: GameConfigView,
  collect: boolean,
  exactPass = false,
): GamePlan {
  const problems = contentProblems(content, { levelOrder, textureKeys });
  if (problems.length) return { problems, levels: [], flags: [], steps: [], gameMs: 0 };
  let run: Run = { flags: [], res: Object.fromEntries(content.resources.map((r) => [r.id, r.start])) };
  const levels: LevelPlan[] = [];
  const steps: GoldenPathStep[] = [until('scene', 'Title'), { press: 'start' }];
  levelOrder.forEach((key, i) => {
    const level = content.levels[key]!;
    if (i > 0) steps.push(until('level', i + 1));
    if (level.mode === 'story') {
      const later = levelOrder.slice(i + 1).flatMap((k) => flagsRead(content.levels[k]!));
      const wanted = [...new Set([...later, ...(collect ? pickupFlags(level) : [])])];
      const result = planStory(key, level, run, content.resources, wanted, STEP_MS);
      problems.push(...result.problems);
      levels.push(result.plan);
      run = result.run;
    } else if (level.mode === 'quiz') {
      const result = planQuiz(key, level, config, STEP_MS, exactPass);
      problems.push(...result.problems);
      levels.push(result.plan);
    } else if (level.mode === 'typing') {
      const result = planTyping(key, level, STEP_MS);
      problems.push(...result.problems);
      levels.push(result.plan);
    } else if (level.mode === 'rhythm' || level.mode === 'fishing') {
      const result = level.mode === 'rhythm' ? planRhythm(key, level, STEP_MS) : planFishing(key, level, STEP_MS);
      problems.push(...result.problems);
      levels.push(result.plan);
    } else if (level.mode === 'tycoon') {
      // The planner's days replayed on the template's rules must reach the goal (tycoon.ts).
      const days = planTycoonDays(level);
      problems.push(...tycoonProblems(key, level, days));
      const presses = tycoonSteps(level, days);
      const gameMs = presses.length * STEP_MS + level.forecast.length * level.dayMs;
      levels.push({
        key,
        mode: 'tycoon',
        steps: presses,
        reached: ['intro', 'morning', 'selling', 'evening', 'won'],
        gameMs,
        length: days.length,
        resourceGains: 0,
      });
    } else if (level.mode === 'anagram') {
      const result = planAnagram(key, level, STEP_MS);
      problems.push(...result.problems);
      levels.push(result.plan);
    } else {
      const result = planCards(key, level, content, run, config, STEP_MS);
      problems.push(...result.problems);
      levels.push(result.plan);
    }
    steps.push(...levels[levels.length - 1]!.steps);
  });
  steps.push(until('won', true));
  const gameMs = levels.reduce((s, l) => s + l.gameMs, 0) + levels.length * config.levelClearDelayMs;
  return { problems, levels, flags: run.flags, steps, gameMs };
}
