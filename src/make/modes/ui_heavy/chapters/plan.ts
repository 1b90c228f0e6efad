// How the chapters mode's levels are planned: a story's graph of (scene, flags, resources) states by breadth-first
// search (every scene reachable, a won ending reachable, no state that can never end), a quiz by its right and wrong
// lines, a duel by the card model in cards.ts; the winning lines found are the golden path's presses.
import type { GoldenPathStep } from '../../../../play/index.ts';
import type {
  CardsLevel,
  Effects,
  QuizLevel,
  Requirement,
  ResourceDef,
  StoryLevel,
  UiLevel,
} from '../../../../../templates/ui_heavy/src/family/content.ts';
import { DUEL_FLOW, QUIZ_FLOW, storyMachine } from '../../../../../templates/ui_heavy/src/family/flows.ts';
import {
  followsMachine,
  press,
  STEP_MS,
  until,
  type LevelPlan,
  type LevelPlanners,
  type GameConfigView,
  type Run,
} from '../plan.ts';
import { searchDuel, setupOf, type DuelState } from './cards.ts';
import type { UiContent } from '../../../../../templates/ui_heavy/src/family/content.ts';

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

/** The chapters mode's planners: a story chapter, a quiz round, a card duel or solitaire. */
export const CHAPTER_PLANNERS: LevelPlanners = {
  story: ({ key, level, content, levelOrder, index, run, collect }) => {
    const later = levelOrder.slice(index + 1).flatMap((k) => flagsRead(content.levels[k]!));
    const wanted = [...new Set([...later, ...(collect ? pickupFlags(level) : [])])];
    return planStory(key, level, run, content.resources, wanted, STEP_MS);
  },
  quiz: ({ key, level, config, exactPass }) => planQuiz(key, level, config, STEP_MS, exactPass),
  cards: ({ key, level, content, run, config }) => planCards(key, level, content, run, config, STEP_MS),
};
