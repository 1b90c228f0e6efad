// The ui_heavy content format: what a game writes as JSON in src/game/content.json (questions, cards, story
// nodes, resources) and the checks that keep it playable. No Phaser here, so tools (a level generator, a
// validator) can import this file on its own. docs/design_rules.md states the same rules in prose.
import { tycoonProblems, type TycoonLevel } from './tycoon.ts';

/** Whether `scramble` holds the same letters as `answer` (a true anagram of it). */
export function sameLetters(answer: string, scramble: string): boolean {
  return [...answer].sort().join('') === [...scramble].sort().join('');
}

/** Most choices on screen at once: they are bound to the keys 1-4. */
export const MAX_CHOICES = 4;
/** Text limits, in characters, that keep every string inside its box at 800x600. */
export const LIMITS = {
  title: 40,
  speaker: 20,
  text: 200,
  hint: 80,
  explain: 120,
  choice: 44,
  cardName: 12,
  cardText: 36,
  resourceLabel: 12,
} as const;

export interface DialogueLine {
  speaker?: string;
  /** Texture key (image or spritesheet in assets.json) drawn beside the dialogue box. */
  portrait?: string;
  text: string;
}

/** What a story choice or node does to the run: flags on/off, resources up/down, points. */
export interface Effects {
  set?: Record<string, boolean>;
  add?: Record<string, number>;
  score?: number;
}

/**
 * A choice is available only when every listed flag is on, every `notFlags` flag is off and each resource is at least
 * the amount.
 */
export interface Requirement {
  flags?: string[];
  notFlags?: string[];
  resources?: Record<string, number>;
}

export interface ResourceDef {
  id: string;
  label: string;
  start: number;
  min?: number;
  max?: number;
}

export interface QuizQuestion {
  prompt: string;
  /** 2 to 4 answers, shown in this order (unless quiz.shuffleAnswers is on). */
  answers: string[];
  /** Index into `answers` of the right one. */
  correct: number;
  /** Points for a right answer; quiz.pointsPerAnswer when absent. */
  points?: number;
  /** Shown after the answer, right or wrong. */
  explain?: string;
  /** Shown with the question when the run has `flag` on (e.g. a hint bought in a story level). */
  hint?: { flag: string; text: string };
}

export interface QuizLevel {
  mode: 'quiz';
  title: string;
  backdrop?: string;
  /** Who asks the questions. */
  host?: { name: string; portrait?: string };
  intro?: DialogueLine[];
  /** Right answers needed to pass (1 to the number of questions). */
  passMark: number;
  questions: QuizQuestion[];
  /** Said (with a Continue) after passing, before the level ends. */
  passLine?: DialogueLine;
  /** Said (with a Continue) after failing, before the level ends. */
  failLine?: DialogueLine;
}

export interface CardDef {
  name: string;
  /** Texture key of the card's picture. */
  art?: string;
  /** Rules text; made from the effects when absent. */
  text?: string;
  damage?: number;
  block?: number;
  heal?: number;
  draw?: number;
  points?: number;
}

export interface Duelist {
  name: string;
  portrait?: string;
  hp: number;
  /** Card ids (keys of content.cards), repeated for copies. */
  deck: string[];
}

export interface CardsLevel {
  mode: 'cards';
  title: string;
  backdrop?: string;
  intro?: DialogueLine[];
  player: Duelist & { handSize?: number };
  /** A duel: bring its hp to 0. Without an opponent the level is a solitaire against `target`. */
  opponent?: Duelist;
  /** Solitaire goal: collect `points` (from the cards' points) within `turns` turns. */
  target?: { points: number; turns: number };
  /** Rounds before a duel is lost for running out of time; cards.turnLimit when absent. */
  turnLimit?: number;
  /** Cards added to the player's deck when the run has the flag on. */
  bonusCards?: { flag: string; card: string }[];
  winLine?: DialogueLine;
  loseLine?: DialogueLine;
}

export interface StoryChoice {
  text: string;
  next: string;
  requires?: Requirement;
  effects?: Effects;
}

export interface StoryNode {
  speaker?: string;
  portrait?: string;
  text: string;
  /** Applied every time the node is entered. */
  effects?: Effects;
  /** Exactly one of choices, next, end. */
  choices?: StoryChoice[];
  next?: string;
  end?: 'won' | 'failed';
  /** Why the level failed (end: failed), shown in the banner. */
  reason?: string;
}

export interface StoryLevel {
  mode: 'story';
  title: string;
  backdrop?: string;
  start: string;
  nodes: Record<string, StoryNode>;
}

/** One word of an anagram round: the answer and the order its letters are shown in (never the answer itself). */
export interface AnagramWord {
  answer: string;
  scramble: string;
}

export interface AnagramLevel {
  mode: 'anagram';
  title: string;
  backdrop?: string;
  /** Said before the first word, with a Continue. */
  intro?: DialogueLine[];
  /** What the words are ("fruit"): the instruction names it. */
  topic: string;
  /** Words to solve to win (at most the number of words). */
  target: number;
  /** Shown one at a time, in this order. */
  words: AnagramWord[];
}

export interface TypingLevel {
  mode: 'typing';
  title: string;
  backdrop?: string;
  /** Said before the first word falls, with a Continue. */
  intro?: DialogueLine[];
  /** The defended place's name, shown on the ground with its health. */
  city: string;
  cityHealth: number;
  /** Texture key of the falling thing each word rides on. */
  meteor: string;
  /** Game time a word takes from the top to the ground, ms. */
  fallMs: number;
  /** How many waves the words come in (for the design's account; the times say when each falls). */
  waves?: number;
  /** In the order they fall: `at` ms after the round starts, at column `x`. */
  words: { word: string; x: number; at: number }[];
}

export interface RhythmLevel {
  mode: 'rhythm';
  title: string;
  backdrop?: string;
  /** Said before the song starts, with a Start. */
  intro?: DialogueLine[];
  /** Who plays (a spritesheet drawn beside the lanes, animated on hits) and their name. */
  performer: string;
  performerName: string;
  /** The song's tempo; the beat grid's lines are this far apart. */
  bpm: number;
  /** Bars of 4 beats the chart spans. */
  bars: number;
  /** One key (a letter) per lane, left to right: 3 or 4 lanes. */
  keys: string[];
  /** Game time a note takes from the top to the hit line, ms. */
  scrollMs: number;
  perfectMs: number;
  goodMs: number;
  /** Accuracy (percent) the song must end with to win. */
  targetAccuracy: number;
  /** Misses that end the song as lost. */
  maxMisses: number;
  /** In time order: the lane and the song time (ms) each note crosses the hit line. */
  notes: { lane: number; at: number }[];
}

export interface FishingLevel {
  mode: 'fishing';
  title: string;
  backdrop?: string;
  /** Said before the first cast, with a Start. */
  intro?: DialogueLine[];
  /** Who fishes (a spritesheet on the shore or the ice) and their name. */
  angler: string;
  anglerName: string;
  /** The fish's texture and its name ("trout"). */
  fish: string;
  fishName: string;
  /** Frozen water: the line goes through a hole in the ice. */
  frozen: boolean;
  target: number;
  sunsetMs: number;
  bites: number[];
  hookMs: number;
  sweepMs: number;
  zoneWidth: number;
  zones: number[];
  pulls: number;
  maxSlips: number;
}

export type UiLevel =
  | QuizLevel
  | CardsLevel
  | StoryLevel
  | AnagramLevel
  | TypingLevel
  | RhythmLevel
  | FishingLevel
  | TycoonLevel;
export type UiMode = UiLevel['mode'];

export interface UiContent {
  resources: ResourceDef[];
  cards: Record<string, CardDef>;
  levels: Record<string, UiLevel>;
}

export interface ContentContext {
  /** Level ids in play order (definition.levelOrder): each needs a level. */
  levelOrder: readonly string[];
  /** Texture keys that exist (assets.json); art, portrait and backdrop keys must be among them. */
  textureKeys: ReadonlySet<string>;
}

const ID = /^[a-z][a-z0-9_]*$/;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Collects problems with a path prefix, so each message says where it is. */
class Problems {
  readonly list: string[] = [];
  add(where: string, message: string): void {
    this.list.push(`${where}: ${message}`);
  }
  text(where: string, value: unknown, max: number, required = true): void {
    if (value === undefined && !required) return;
    if (typeof value !== 'string' || value.trim() === '') this.add(where, 'must be a non-empty string');
    else if (value.length > max) this.add(where, `is ${value.length} characters; at most ${max} fit`);
  }
  int(where: string, value: unknown, min: number, max: number, required = true): void {
    if (value === undefined && !required) return;
    if (!isInt(value)) this.add(where, `must be a whole number from ${min} to ${max}`);
    else if (value < min || value > max) this.add(where, `is ${value}; use ${min} to ${max}`);
  }
  texture(where: string, key: unknown, ctx: ContentContext): void {
    if (key === undefined) return;
    if (typeof key !== 'string') this.add(where, 'must be a texture key (a string)');
    else if (!ctx.textureKeys.has(key))
      this.add(
        where,
        `"${key}" is not a visual key of assets.json ` +
          `(add it there, or use one of: ${[...ctx.textureKeys].sort().join(', ')})`,
      );
  }
  only(where: string, value: Obj, allowed: readonly string[]): void {
    for (const key of Object.keys(value))
      if (!allowed.includes(key)) this.add(where, `unknown field "${key}" (allowed: ${allowed.join(', ')})`);
  }
}

/** Flags and resources a level reads or writes, for the cross-level checks at the end. */
interface Usage {
  flagsSet: Set<string>;
  flagsRead: { flag: string; where: string }[];
  resourcesUsed: { id: string; where: string }[];
}

function checkLine(p: Problems, where: string, line: unknown, ctx: ContentContext): void {
  if (!isObj(line)) {
    p.add(where, 'must be an object { "speaker"?, "portrait"?, "text" }');
    return;
  }
  p.only(where, line, ['speaker', 'portrait', 'text']);
  p.text(`${where}.speaker`, line.speaker, LIMITS.speaker, false);
  p.texture(`${where}.portrait`, line.portrait, ctx);
  p.text(`${where}.text`, line.text, LIMITS.text);
}

function checkLines(p: Problems, where: string, lines: unknown, ctx: ContentContext): void {
  if (lines === undefined) return;
  if (!Array.isArray(lines) || lines.length > 8) {
    p.add(where, 'must be a list of at most 8 dialogue lines');
    return;
  }
  lines.forEach((line, i) => {
    checkLine(p, `${where}[${i}]`, line, ctx);
  });
}

function checkEffects(p: Problems, where: string, effects: unknown, use: Usage): void {
  if (effects === undefined) return;
  if (!isObj(effects)) {
    p.add(where, 'must be an object { "set"?, "add"?, "score"? }');
    return;
  }
  p.only(where, effects, ['set', 'add', 'score']);
  if (effects.set !== undefined) {
    if (!isObj(effects.set)) p.add(`${where}.set`, 'must map flag names to true or false');
    else
      for (const [flag, on] of Object.entries(effects.set)) {
        if (!ID.test(flag)) p.add(`${where}.set`, `flag "${flag}" must be snake_case`);
        if (typeof on !== 'boolean') p.add(`${where}.set.${flag}`, 'must be true or false');
        else if (on) use.flagsSet.add(flag);
      }
  }
  if (effects.add !== undefined) {
    if (!isObj(effects.add)) p.add(`${where}.add`, 'must map resource ids to whole numbers');
    else
      for (const [id, n] of Object.entries(effects.add)) {
        use.resourcesUsed.push({ id, where: `${where}.add` });
        p.int(`${where}.add.${id}`, n, -99, 99);
      }
  }
  p.int(`${where}.score`, effects.score, -1000, 1000, false);
}

function checkRequirement(p: Problems, where: string, req: unknown, use: Usage): void {
  if (req === undefined) return;
  if (!isObj(req)) {
    p.add(where, 'must be an object { "flags"?, "notFlags"?, "resources"? }');
    return;
  }
  p.only(where, req, ['flags', 'notFlags', 'resources']);
  for (const field of ['flags', 'notFlags'] as const) {
    const list = req[field];
    if (list === undefined) continue;
    if (!Array.isArray(list) || !list.every((f) => typeof f === 'string' && ID.test(f)))
      p.add(`${where}.${field}`, 'must be a list of snake_case flag names');
    else for (const flag of list as string[]) use.flagsRead.push({ flag, where: `${where}.${field}` });
  }
  if (req.resources !== undefined) {
    if (!isObj(req.resources)) p.add(`${where}.resources`, 'must map resource ids to the least amount needed');
    else
      for (const [id, n] of Object.entries(req.resources)) {
        use.resourcesUsed.push({ id, where: `${where}.resources` });
        p.int(`${where}.resources.${id}`, n, 1, 999);
      }
  }
}

function checkQuiz(p: Problems, where: string, level: Obj, ctx: ContentContext, use: Usage): void {
  p.only(where, level, ['mode', 'title', 'backdrop', 'host', 'intro', 'passMark', 'questions', 'passLine', 'failLine']);
  if (level.host !== undefined) {
    if (!isObj(level.host)) p.add(`${where}.host`, 'must be an object { "name", "portrait"? }');
    else {
      p.text(`${where}.host.name`, level.host.name, LIMITS.speaker);
      p.texture(`${where}.host.portrait`, level.host.portrait, ctx);
    }
  }
  checkLines(p, `${where}.intro`, level.intro, ctx);
  if (level.passLine !== undefined) checkLine(p, `${where}.passLine`, level.passLine, ctx);
  if (level.failLine !== undefined) checkLine(p, `${where}.failLine`, level.failLine, ctx);
  const questions = level.questions;
  if (!Array.isArray(questions) || questions.length < 1 || questions.length > 12) {
    p.add(`${where}.questions`, 'must be a list of 1 to 12 questions');
    return;
  }
  p.int(`${where}.passMark`, level.passMark, 1, questions.length);
  questions.forEach((q: unknown, i) => {
    const at = `${where}.questions[${i}]`;
    if (!isObj(q)) {
      p.add(at, 'must be an object { "prompt", "answers", "correct", ... }');
      return;
    }
    p.only(at, q, ['prompt', 'answers', 'correct', 'points', 'explain', 'hint']);
    p.text(`${at}.prompt`, q.prompt, LIMITS.text);
    const answers = q.answers;
    if (!Array.isArray(answers) || answers.length < 2 || answers.length > MAX_CHOICES)
      p.add(`${at}.answers`, `must list 2 to ${MAX_CHOICES} answers`);
    else {
      answers.forEach((a, j) => {
        p.text(`${at}.answers[${j}]`, a, LIMITS.choice);
      });
      if (new Set(answers).size !== answers.length) p.add(`${at}.answers`, 'lists the same answer twice');
      p.int(`${at}.correct`, q.correct, 0, answers.length - 1);
    }
    p.int(`${at}.points`, q.points, 0, 1000, false);
    p.text(`${at}.explain`, q.explain, LIMITS.explain, false);
    if (q.hint !== undefined) {
      if (!isObj(q.hint) || typeof q.hint.flag !== 'string' || !ID.test(q.hint.flag))
        p.add(`${at}.hint`, 'must be { "flag": snake_case flag, "text" }');
      else {
        use.flagsRead.push({ flag: q.hint.flag, where: `${at}.hint.flag` });
        p.text(`${at}.hint.text`, q.hint.text, LIMITS.hint);
      }
    }
  });
}

function checkAnagram(p: Problems, where: string, level: Obj, ctx: ContentContext): void {
  p.only(where, level, ['mode', 'title', 'backdrop', 'intro', 'topic', 'target', 'words']);
  checkLines(p, `${where}.intro`, level.intro, ctx);
  p.text(`${where}.topic`, level.topic, LIMITS.speaker);
  const words = level.words;
  if (!Array.isArray(words) || words.length < 1 || words.length > 20) {
    p.add(`${where}.words`, 'must be a list of 1 to 20 words');
    return;
  }
  p.int(`${where}.target`, level.target, 1, words.length);
  words.forEach((w: unknown, i) => {
    const at = `${where}.words[${i}]`;
    if (!isObj(w)) {
      p.add(at, 'must be an object { "answer", "scramble" }');
      return;
    }
    p.only(at, w, ['answer', 'scramble']);
    const { answer, scramble } = w;
    if (typeof answer !== 'string' || !/^[a-z]{3,10}$/.test(answer)) {
      p.add(`${at}.answer`, 'must be 3 to 10 lowercase letters a-z');
      return;
    }
    if (typeof scramble !== 'string' || !sameLetters(answer, scramble)) {
      p.add(`${at}.scramble`, `must hold exactly the letters of "${answer}"`);
      return;
    }
    if (scramble === answer) p.add(`${at}.scramble`, 'is the answer itself; shuffle its letters');
  });
}

function checkTyping(p: Problems, where: string, level: Obj, ctx: ContentContext): void {
  p.only(where, level, [
    'mode',
    'title',
    'backdrop',
    'intro',
    'city',
    'cityHealth',
    'meteor',
    'fallMs',
    'waves',
    'words',
  ]);
  checkLines(p, `${where}.intro`, level.intro, ctx);
  p.text(`${where}.city`, level.city, LIMITS.speaker);
  p.int(`${where}.cityHealth`, level.cityHealth, 1, 9);
  p.texture(`${where}.meteor`, level.meteor, ctx);
  if (level.meteor === undefined) p.add(`${where}.meteor`, 'must name the texture the words fall on');
  p.int(`${where}.fallMs`, level.fallMs, 1000, 60000);
  p.int(`${where}.waves`, level.waves, 1, 20, false);
  const words = level.words;
  if (!Array.isArray(words) || words.length < 1 || words.length > 60) {
    p.add(`${where}.words`, 'must be a list of 1 to 60 falling words');
    return;
  }
  let last = -1;
  words.forEach((w: unknown, i) => {
    const at = `${where}.words[${i}]`;
    if (!isObj(w)) {
      p.add(at, 'must be an object { "word", "x", "at" }');
      return;
    }
    p.only(at, w, ['word', 'x', 'at']);
    if (typeof w.word !== 'string' || !/^[a-z]{2,12}$/.test(w.word))
      p.add(`${at}.word`, 'must be 2 to 12 lowercase letters a-z');
    p.int(`${at}.x`, w.x, 40, 1880);
    p.int(`${at}.at`, w.at, 0, 600000);
    if (isInt(w.at) && w.at < last)
      p.add(`${at}.at`, `is before the word above it (${last}); list the words in the order they fall`);
    if (isInt(w.at)) last = w.at;
  });
}

function checkRhythm(p: Problems, where: string, level: Obj, ctx: ContentContext): void {
  const fields = [
    'performer',
    'performerName',
    'bpm',
    'bars',
    'keys',
    'scrollMs',
    'perfectMs',
    'goodMs',
    'targetAccuracy',
    'maxMisses',
    'notes',
  ];
  p.only(where, level, ['mode', 'title', 'backdrop', 'intro', ...fields]);
  checkLines(p, `${where}.intro`, level.intro, ctx);
  p.texture(`${where}.performer`, level.performer, ctx);
  if (level.performer === undefined) p.add(`${where}.performer`, 'must name the texture of who plays');
  p.text(`${where}.performerName`, level.performerName, LIMITS.speaker);
  p.int(`${where}.bpm`, level.bpm, 40, 240);
  p.int(`${where}.bars`, level.bars, 1, 64);
  const keys = level.keys;
  if (
    !Array.isArray(keys) ||
    keys.length < 3 ||
    keys.length > 4 ||
    keys.some((k) => typeof k !== 'string' || !/^[a-z]$/.test(k)) ||
    new Set(keys).size !== keys.length
  )
    p.add(`${where}.keys`, 'must list 3 or 4 different lowercase letters, one per lane');
  p.int(`${where}.scrollMs`, level.scrollMs, 500, 8000);
  p.int(`${where}.perfectMs`, level.perfectMs, 10, 200);
  p.int(`${where}.goodMs`, level.goodMs, 20, 400);
  if (isInt(level.perfectMs) && isInt(level.goodMs) && level.goodMs <= level.perfectMs)
    p.add(`${where}.goodMs`, 'must be wider than perfectMs');
  p.int(`${where}.targetAccuracy`, level.targetAccuracy, 1, 100);
  p.int(`${where}.maxMisses`, level.maxMisses, 1, 999);
  const notes = level.notes;
  if (!Array.isArray(notes) || notes.length < 1 || notes.length > 400) {
    p.add(`${where}.notes`, 'must be a list of 1 to 400 notes');
    return;
  }
  const lanes = Array.isArray(keys) ? keys.length : 4;
  let last = -1;
  notes.forEach((n: unknown, i) => {
    const at = `${where}.notes[${i}]`;
    if (!isObj(n)) {
      p.add(at, 'must be an object { "lane", "at" }');
      return;
    }
    p.only(at, n, ['lane', 'at']);
    p.int(`${at}.lane`, n.lane, 0, lanes - 1);
    p.int(`${at}.at`, n.at, 0, 900000);
    if (isInt(n.at) && n.at <= last)
      p.add(`${at}.at`, `is not after the note above it (${last}); list notes in time order, one at a time`);
    if (isInt(n.at)) last = n.at;
  });
}

function checkFishing(p: Problems, where: string, level: Obj, ctx: ContentContext): void {
  const fields = [
    'angler',
    'anglerName',
    'fish',
    'fishName',
    'frozen',
    'target',
    'sunsetMs',
    'bites',
    'hookMs',
    'sweepMs',
    'zoneWidth',
    'zones',
    'pulls',
    'maxSlips',
  ];
  p.only(where, level, ['mode', 'title', 'backdrop', 'intro', ...fields]);
  checkLines(p, `${where}.intro`, level.intro, ctx);
  for (const key of ['angler', 'fish'] as const) {
    p.texture(`${where}.${key}`, level[key], ctx);
    if (level[key] === undefined) p.add(`${where}.${key}`, `must name the ${key}'s texture`);
  }
  p.text(`${where}.anglerName`, level.anglerName, LIMITS.speaker);
  p.text(`${where}.fishName`, level.fishName, LIMITS.speaker);
  if (typeof level.frozen !== 'boolean') p.add(`${where}.frozen`, 'must be true or false');
  p.int(`${where}.target`, level.target, 1, 30);
  p.int(`${where}.sunsetMs`, level.sunsetMs, 5000, 900000);
  p.int(`${where}.hookMs`, level.hookMs, 200, 5000);
  p.int(`${where}.sweepMs`, level.sweepMs, 300, 5000);
  p.int(`${where}.zoneWidth`, level.zoneWidth, 5, 60);
  p.int(`${where}.pulls`, level.pulls, 1, 9);
  p.int(`${where}.maxSlips`, level.maxSlips, 0, 9);
  const list = (key: 'bites' | 'zones', min: number, max: number): void => {
    const v = level[key];
    if (!Array.isArray(v) || v.length < 1 || v.length > 60) {
      p.add(`${where}.${key}`, 'must be a list of 1 to 60 whole numbers');
      return;
    }
    v.forEach((x, i) => {
      p.int(`${where}.${key}[${i}]`, x, min, max);
    });
  };
  list('bites', 200, 30000);
  list('zones', 0, 100);
}

function checkDuelist(
  p: Problems,
  where: string,
  side: unknown,
  cards: Obj,
  ctx: ContentContext,
  player: boolean,
): void {
  if (!isObj(side)) {
    p.add(where, 'must be an object { "name", "hp", "deck", ... }');
    return;
  }
  p.only(where, side, player ? ['name', 'portrait', 'hp', 'deck', 'handSize'] : ['name', 'portrait', 'hp', 'deck']);
  p.text(`${where}.name`, side.name, LIMITS.speaker);
  p.texture(`${where}.portrait`, side.portrait, ctx);
  p.int(`${where}.hp`, side.hp, 1, 99);
  const handSize = player && side.handSize !== undefined ? side.handSize : 3;
  if (player) p.int(`${where}.handSize`, side.handSize, 1, MAX_CHOICES, false);
  const deck = side.deck;
  if (!Array.isArray(deck) || deck.length > 40) {
    p.add(`${where}.deck`, 'must be a list of at most 40 card ids');
    return;
  }
  if (isInt(handSize) && deck.length < handSize + 1)
    p.add(`${where}.deck`, `has ${deck.length} cards; a deck needs at least handSize + 1 (${handSize + 1})`);
  deck.forEach((id, i) => {
    if (typeof id !== 'string' || !(id in cards))
      p.add(
        `${where}.deck[${i}]`,
        `"${String(id)}" is not a card id (known: ${Object.keys(cards).join(', ') || 'none'})`,
      );
  });
}

function checkCards(p: Problems, where: string, level: Obj, cards: Obj, ctx: ContentContext, use: Usage): void {
  p.only(where, level, [
    'mode',
    'title',
    'backdrop',
    'intro',
    'player',
    'opponent',
    'target',
    'turnLimit',
    'bonusCards',
    'winLine',
    'loseLine',
  ]);
  checkLines(p, `${where}.intro`, level.intro, ctx);
  if (level.winLine !== undefined) checkLine(p, `${where}.winLine`, level.winLine, ctx);
  if (level.loseLine !== undefined) checkLine(p, `${where}.loseLine`, level.loseLine, ctx);
  checkDuelist(p, `${where}.player`, level.player, cards, ctx, true);
  if (level.opponent !== undefined) checkDuelist(p, `${where}.opponent`, level.opponent, cards, ctx, false);
  if (level.opponent === undefined && level.target === undefined)
    p.add(where, 'needs an "opponent" (a duel) or a "target" (a solitaire goal)');
  if (level.opponent !== undefined && level.target !== undefined)
    p.add(where, 'has both "opponent" and "target"; a cards level is a duel or a solitaire, not both');
  if (level.target !== undefined) {
    if (!isObj(level.target)) p.add(`${where}.target`, 'must be { "points", "turns" }');
    else {
      p.int(`${where}.target.points`, level.target.points, 1, 9999);
      p.int(`${where}.target.turns`, level.target.turns, 1, 99);
    }
  }
  p.int(`${where}.turnLimit`, level.turnLimit, 3, 99, false);
  if (level.bonusCards !== undefined) {
    if (!Array.isArray(level.bonusCards)) p.add(`${where}.bonusCards`, 'must be a list of { "flag", "card" }');
    else
      level.bonusCards.forEach((b: unknown, i) => {
        const at = `${where}.bonusCards[${i}]`;
        if (!isObj(b) || typeof b.flag !== 'string' || !ID.test(b.flag) || typeof b.card !== 'string') {
          p.add(at, 'must be { "flag": snake_case flag, "card": card id }');
          return;
        }
        if (!(b.card in cards)) p.add(`${at}.card`, `"${b.card}" is not a card id`);
        use.flagsRead.push({ flag: b.flag, where: `${at}.flag` });
      });
  }
}

function checkStory(p: Problems, where: string, level: Obj, ctx: ContentContext, use: Usage): void {
  p.only(where, level, ['mode', 'title', 'backdrop', 'start', 'nodes']);
  const nodes = level.nodes;
  if (!isObj(nodes) || Object.keys(nodes).length === 0 || Object.keys(nodes).length > 60) {
    p.add(`${where}.nodes`, 'must map 1 to 60 node ids to nodes');
    return;
  }
  if (typeof level.start !== 'string' || !(level.start in nodes))
    p.add(`${where}.start`, `must be a node id (one of: ${Object.keys(nodes).join(', ')})`);
  const known = (id: unknown): boolean => typeof id === 'string' && id in nodes;
  for (const [id, node] of Object.entries(nodes)) {
    const at = `${where}.nodes.${id}`;
    if (!ID.test(id)) p.add(at, 'node ids must be snake_case');
    if (!isObj(node)) {
      p.add(at, 'must be an object { "text", and one of "choices", "next", "end" }');
      continue;
    }
    p.only(at, node, ['speaker', 'portrait', 'text', 'effects', 'choices', 'next', 'end', 'reason']);
    p.text(`${at}.speaker`, node.speaker, LIMITS.speaker, false);
    p.texture(`${at}.portrait`, node.portrait, ctx);
    p.text(`${at}.text`, node.text, LIMITS.text);
    checkEffects(p, `${at}.effects`, node.effects, use);
    const ways = ['choices', 'next', 'end'].filter((k) => node[k] !== undefined);
    if (ways.length !== 1)
      p.add(at, `needs exactly one of "choices", "next", "end" (has ${ways.join(', ') || 'none'})`);
    if (node.next !== undefined && !known(node.next)) p.add(`${at}.next`, `"${String(node.next)}" is not a node id`);
    if (node.end !== undefined && node.end !== 'won' && node.end !== 'failed')
      p.add(`${at}.end`, 'must be "won" or "failed"');
    if (node.end === 'failed') p.text(`${at}.reason`, node.reason, LIMITS.choice);
    else if (node.reason !== undefined) p.add(`${at}.reason`, 'only a node with end "failed" has a reason');
    if (node.choices !== undefined) {
      const choices = node.choices;
      if (!Array.isArray(choices) || choices.length < 1 || choices.length > MAX_CHOICES) {
        p.add(`${at}.choices`, `must list 1 to ${MAX_CHOICES} choices`);
        continue;
      }
      let open = 0;
      choices.forEach((c: unknown, i) => {
        const cat = `${at}.choices[${i}]`;
        if (!isObj(c)) {
          p.add(cat, 'must be an object { "text", "next", "requires"?, "effects"? }');
          return;
        }
        p.only(cat, c, ['text', 'next', 'requires', 'effects']);
        p.text(`${cat}.text`, c.text, LIMITS.choice);
        if (!known(c.next)) p.add(`${cat}.next`, `"${String(c.next)}" is not a node id`);
        checkRequirement(p, `${cat}.requires`, c.requires, use);
        checkEffects(p, `${cat}.effects`, c.effects, use);
        if (c.requires === undefined) open++;
      });
      if (open === 0)
        p.add(
          `${at}.choices`,
          'every choice has "requires"; at least one must be always open so the story cannot get stuck',
        );
    }
  }
  if (typeof level.start === 'string' && level.start in nodes)
    checkStoryGraph(p, where, level.start, nodes as Record<string, Obj>);
}

/** Every node is reachable from start, a won end is reachable, and every node can still reach some end. */
function checkStoryGraph(p: Problems, where: string, start: string, nodes: Record<string, Obj>): void {
  const edges = (node: Obj): string[] => {
    const out: string[] = [];
    if (typeof node.next === 'string') out.push(node.next);
    if (Array.isArray(node.choices))
      for (const c of node.choices) if (isObj(c) && typeof c.next === 'string') out.push(c.next);
    return out.filter((id) => id in nodes);
  };
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length)
    for (const next of edges(nodes[queue.shift()!]!))
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  for (const id of Object.keys(nodes))
    if (!seen.has(id)) p.add(`${where}.nodes.${id}`, `cannot be reached from the start node "${start}"`);
  if (![...seen].some((id) => nodes[id]!.end === 'won'))
    p.add(where, 'no node with "end": "won" can be reached from the start: the level cannot be won');
  // Walk backwards from the ends: a node that reaches no end traps the player.
  const reachesEnd = new Set(Object.keys(nodes).filter((id) => nodes[id]!.end !== undefined));
  let grew = true;
  while (grew) {
    grew = false;
    for (const id of Object.keys(nodes))
      if (!reachesEnd.has(id) && edges(nodes[id]!).some((n) => reachesEnd.has(n))) {
        reachesEnd.add(id);
        grew = true;
      }
  }
  for (const id of seen)
    if (!reachesEnd.has(id)) p.add(`${where}.nodes.${id}`, 'leads to no ending (every path from it loops forever)');
}

function checkCardDefs(p: Problems, cards: unknown, ctx: ContentContext): void {
  if (!isObj(cards)) {
    p.add('cards', 'must map card ids to cards (use {} when no level plays cards)');
    return;
  }
  for (const [id, card] of Object.entries(cards)) {
    const at = `cards.${id}`;
    if (!ID.test(id)) p.add(at, 'card ids must be snake_case');
    if (!isObj(card)) {
      p.add(at, 'must be an object { "name", "art"?, "text"?, "damage"?, "block"?, "heal"?, "draw"?, "points"? }');
      continue;
    }
    p.only(at, card, ['name', 'art', 'text', 'damage', 'block', 'heal', 'draw', 'points']);
    p.text(`${at}.name`, card.name, LIMITS.cardName);
    p.texture(`${at}.art`, card.art, ctx);
    p.text(`${at}.text`, card.text, LIMITS.cardText, false);
    for (const effect of ['damage', 'block', 'heal', 'points'] as const)
      p.int(`${at}.${effect}`, card[effect], 0, 99, false);
    p.int(`${at}.draw`, card.draw, 0, 3, false);
    if (!['damage', 'block', 'heal', 'draw', 'points'].some((e) => isInt(card[e]) && (card[e] as number) > 0))
      p.add(at, 'does nothing: give it damage, block, heal, draw or points above 0');
  }
}

function checkResources(p: Problems, resources: unknown): Set<string> {
  const ids = new Set<string>();
  if (!Array.isArray(resources)) {
    p.add('resources', 'must be a list of { "id", "label", "start", "min"?, "max"? } (use [] for none)');
    return ids;
  }
  resources.forEach((r: unknown, i) => {
    const at = `resources[${i}]`;
    if (!isObj(r)) {
      p.add(at, 'must be an object { "id", "label", "start", "min"?, "max"? }');
      return;
    }
    p.only(at, r, ['id', 'label', 'start', 'min', 'max']);
    if (typeof r.id !== 'string' || !ID.test(r.id)) p.add(`${at}.id`, 'must be a snake_case id');
    else if (ids.has(r.id)) p.add(`${at}.id`, `"${r.id}" is listed twice`);
    else ids.add(r.id);
    p.text(`${at}.label`, r.label, LIMITS.resourceLabel);
    p.int(`${at}.start`, r.start, -999, 999);
    p.int(`${at}.min`, r.min, -999, 999, false);
    p.int(`${at}.max`, r.max, -999, 999, false);
    const min = isInt(r.min) ? r.min : -Infinity;
    const max = isInt(r.max) ? r.max : Infinity;
    if (isInt(r.start) && (r.start < min || r.start > max)) p.add(`${at}.start`, `${r.start} lies outside min..max`);
  });
  return ids;
}

/** Every problem of a content object, each as "where: what is wrong"; an empty list means it is playable. */
export function contentProblems(json: unknown, ctx: ContentContext): string[] {
  const p = new Problems();
  if (!isObj(json)) return ['(top level): content must be an object { "resources", "cards", "levels" }'];
  p.only('(top level)', json, ['resources', 'cards', 'levels']);
  const resourceIds = checkResources(p, json.resources);
  checkCardDefs(p, json.cards, ctx);
  const cards = isObj(json.cards) ? json.cards : {};
  const use: Usage = { flagsSet: new Set(), flagsRead: [], resourcesUsed: [] };
  const levels = json.levels;
  if (!isObj(levels)) return [...p.list, 'levels: must map level ids to levels'];
  for (const id of ctx.levelOrder)
    if (!(id in levels)) p.add('levels', `has no level "${id}", which definition.levelOrder plays`);
  for (const [id, level] of Object.entries(levels)) {
    const at = `levels.${id}`;
    if (!ctx.levelOrder.includes(id)) p.add(at, 'is not in definition.levelOrder, so it is never played');
    if (!isObj(level)) {
      p.add(
        at,
        'must be an object with "mode": ' +
          '"quiz" | "cards" | "story" | "anagram" | "typing" | "rhythm" | "fishing" | "tycoon"',
      );
      continue;
    }
    p.text(`${at}.title`, level.title, LIMITS.title);
    p.texture(`${at}.backdrop`, level.backdrop, ctx);
    if (level.mode === 'quiz') checkQuiz(p, at, level, ctx, use);
    else if (level.mode === 'cards') checkCards(p, at, level, cards, ctx, use);
    else if (level.mode === 'story') checkStory(p, at, level, ctx, use);
    else if (level.mode === 'anagram') checkAnagram(p, at, level, ctx);
    else if (level.mode === 'typing') checkTyping(p, at, level, ctx);
    else if (level.mode === 'rhythm') checkRhythm(p, at, level, ctx);
    else if (level.mode === 'fishing') checkFishing(p, at, level, ctx);
    else if (level.mode === 'tycoon') {
      checkLines(p, `${at}.intro`, level.intro, ctx);
      p.list.push(...tycoonProblems(at, level, ctx.textureKeys));
    } else
      p.add(
        `${at}.mode`,
        `"${String(level.mode)}" is not a mode; ` +
          'use "quiz", "cards", "story", "anagram", "typing", "rhythm", "fishing" or "tycoon"',
      );
  }
  for (const { flag, where } of use.flagsRead)
    if (!use.flagsSet.has(flag))
      p.add(where, `reads the flag "${flag}", which no story choice or node ever sets to true`);
  for (const { id, where } of use.resourcesUsed)
    if (!resourceIds.has(id))
      p.add(where, `"${id}" is not a resource id (declared: ${[...resourceIds].join(', ') || 'none'})`);
  return p.list;
}

/** Checks `json` and returns it typed; throws one error listing every problem, each with where it is. */
export function readContent(json: unknown, ctx: ContentContext): UiContent {
  const problems = contentProblems(json, ctx);
  if (problems.length)
    throw new Error(`src/game/content.json has ${problems.length} problem(s):\n${problems.join('\n')}`);
  return json as UiContent;
}

/** Rules text for a card without its own: "Deal 4. Block 2." */
export function cardRulesText(card: CardDef): string {
  if (card.text) return card.text;
  const parts: string[] = [];
  if (card.damage) parts.push(`Deal ${card.damage}`);
  if (card.block) parts.push(`Block ${card.block}`);
  if (card.heal) parts.push(`Heal ${card.heal}`);
  if (card.draw) parts.push(`Draw ${card.draw}`);
  if (card.points) parts.push(`+${card.points} pts`);
  return parts.join('. ');
}
