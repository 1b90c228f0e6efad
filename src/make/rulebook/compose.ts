// Composing a rulebook from a prompt, offline: start from the library rulebook that is the asked kind of game (or, when
// none is, the nearest one by mechanics, which is then an approximation), and edit it by the prompt's phrases — the
// hero, enemies and things become the kinds' nouns (and so their art), the setting the backdrop, numbers the timers,
// targets, counts and board sizes. Each edit is a phrase accounted for with the JSON path that proves it. The planner
// must win the edited rulebook; an edit that makes it unwinnable is taken back and the phrase counted approximated.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIBRARY_DIR, planRulebook, type Rulebook, type RulebookPlan } from '../../rulebook/index.ts';
import type { PromptPhrase } from '../../shared/index.ts';
import type { AskedKind } from '../kinds/read.ts';
import { GAME_KINDS } from '../kinds/table.ts';
import { readPhrases } from '../phrases.ts';
import { askedKindOf } from './names.ts';
import { singularWord } from '../singular.ts';
import { addClock, editBoard, editLives, editPairs, editRows } from './edit-map.ts';

export interface PhraseEdit {
  phrase: string;
  kind: PromptPhrase['kind'];
  status: 'honoured' | 'approximated' | 'not honoured';
  /** The JSON path in the rulebook that shows it (kinds.ship.noun), when honoured or approximated. */
  proof: string | undefined;
  why: string;
}

export interface Composition {
  rulebook: Rulebook;
  /** The prompt's phrases it was composed from: the phrase reader's, and the things only it names. */
  phrases: PromptPhrase[];
  /** The library rulebook it started from. */
  base: string;
  asked: AskedKind | undefined;
  /** The kind of game made (the base's kind id). */
  madeAs: string;
  /** The asked kind is what was made (false: the nearest rulebook by mechanics, an approximation). */
  exact: boolean;
  /** Why this base: the asked kind's own rulebook, or the mechanics it shares. */
  chosen: string;
  edits: PhraseEdit[];
  plan: RulebookPlan;
  /** Edits taken back so the planner could win it, each with why. */
  relaxed: string[];
  /** Who wrote it: the library's rulebook edited offline (absent), or the model (make --agent llm). */
  author?: 'model';
}

/** Mechanic tags a prompt's verbs stand for, for a kind nobody listed. */
const VERB_TAGS: readonly [RegExp, string][] = [
  [/\bshoot|\bfire|\blaser|\bblast/, 'shoot'],
  [/\bjump|\bhop\b/, 'jump'],
  [/\bflap|\bfly|\bflies\b|\bflying\b/, 'flap'],
  [/\bcatch|\bcatches\b/, 'catch'],
  [/\bdodge|\bavoid|\bescape/, 'dodge'],
  [/\bstack/, 'stack'],
  [/\bmatch|\bpairs?\b/, 'pairs'],
  [/\bpush/, 'push'],
  [/\bdig/, 'dig'],
  [/\bswing/, 'swing'],
  [/\bbounce|\bball\b/, 'bounce'],
  [/\bpaddle/, 'paddle'],
  [/\btype|\btyping|\bspell/, 'type'],
  [/\bguess/, 'guess'],
  [/\bclick|\btap|\bwhack|\bpop\b|\bpops\b/, 'click'],
  [/\beat|\bgrow/, 'grow'],
  [/\bslide|\bsliding/, 'slide'],
  [/\bmaze|\blabyrinth/, 'maze'],
  [/\bland\b|\blanding/, 'land'],
  [/\bthrust|\bspaceship|\brocket/, 'thrust'],
  [/\bgravity/, 'gravity'],
  [/\baim|\bcannon|\blaunch/, 'aim'],
  [/\bturns?\b|\bboard game|\bagainst the computer/, 'versus'],
  [/\bline\b|\bin a row\b/, 'line'],
  [/\bcapture|\btake\b/, 'capture'],
];

/** Mechanic tags too common as words to say what kind of game a prompt wants. */
const COMMON_WORDS = new Set(['move', 'line', 'order', 'take', 'turns', 'build', 'run', 'fill', 'find', 'step']);

/** Each library rulebook's mechanics and category, from the kinds it is listed as making. */
function rulebookTags(): Map<string, { tags: Set<string>; category: string }> {
  const out = new Map<string, { tags: Set<string>; category: string }>();
  for (const k of GAME_KINDS) {
    if (!k.rulebook) continue;
    const entry = out.get(k.rulebook) ?? { tags: new Set<string>(), category: k.category };
    for (const m of k.mechanics) entry.tags.add(m);
    out.set(k.rulebook, entry);
  }
  return out;
}

/** The library rulebook to start from, and why. */
export function chooseBase(
  prompt: string,
  asked: AskedKind | undefined,
): { base: string; exact: boolean; chosen: string } | undefined {
  if (asked?.kind?.rulebook)
    return {
      base: asked.kind.rulebook,
      exact: true,
      chosen: `the library's ${asked.kind.rulebook} is a ${asked.kind.id}`,
    };
  const wanted = new Set(asked?.kind?.mechanics ?? []);
  const text = prompt.toLowerCase();
  for (const [re, tag] of VERB_TAGS) if (re.test(text)) wanted.add(tag);
  const tags = rulebookTags();
  // A mechanic the prompt names in its own word ("hops across lanes") counts too, but not the words every game uses.
  const vocabulary = new Set([...tags.values()].flatMap((t) => [...t.tags]));
  for (const tag of vocabulary)
    if (!COMMON_WORDS.has(tag) && new RegExp(`\\b${tag}(s|es|ing|ed|ped|ping)?\\b`).test(text)) wanted.add(tag);
  if (!wanted.size) return undefined;
  let best: { base: string; shared: string[]; sameCategory: boolean } | undefined;
  for (const [base, { tags: have, category }] of [...tags].sort(([a], [b]) => a.localeCompare(b))) {
    const shared = [...wanted].filter((t) => have.has(t));
    const sameCategory = category === asked?.kind?.category;
    if (!shared.length) continue;
    if (
      !best ||
      shared.length > best.shared.length ||
      (shared.length === best.shared.length && sameCategory && !best.sameCategory)
    )
      best = { base, shared, sameCategory };
  }
  if (!best) return undefined;
  return { base: best.base, exact: false, chosen: `the nearest rulebook by mechanics (${best.shared.join(', ')})` };
}

const clone = <T>(x: T): T => structuredClone(x);

/** Kinds of a role a noun may be given: not spawners or other machinery a player never looks at. */
function kindsByRole(book: Rulebook, roles: readonly string[]): string[] {
  return Object.entries(book.kinds)
    .filter(([, k]) => roles.includes(k.role ?? '') && !k.behaviours?.some((b) => b.spawn))
    .map(([name]) => name);
}

/** Board pieces by side: the player's kinds, then the computer's. */
function pieceKinds(book: Rulebook): [string[], string[]] {
  const of = (side: string) =>
    Object.entries(book.kinds)
      .filter(([, k]) => k.side === side)
      .map(([name]) => name);
  return [of('player'), of('computer')];
}

/** The noun a phrase names, in the singular: "gold coins" → "gold coin". */
function singular(p: PromptPhrase): string {
  const words = p.text.split(/\s+/);
  const last = words.at(-1)!;
  if (last !== p.head && (last === `${p.head}s` || last === `${p.head}es`)) words[words.length - 1] = p.head;
  return words.join(' ');
}

function renameNoun(book: Rulebook, kind: string, noun: string): string {
  const k = book.kinds[kind]!;
  // "red brick" keeps its colour word only when the new noun has none of its own.
  k.noun = noun;
  return `kinds.${kind}.noun`;
}

/** A win rule's counter target set anew, and the number in its message with it ("150 points" → "120 points"). */
function retarget(rule: Rulebook['rules'][number], value: number): void {
  const old = rule.when.counter!.atLeast;
  rule.when.counter!.atLeast = value;
  if (typeof old !== 'number') return;
  for (const e of rule.then)
    if (typeof e.win === 'string') e.win = e.win.replace(new RegExp(`\\b${old}\\b`), String(value));
}

/** Words a number counts that are never a kind of thing ("3 lives", "5 rounds"). */
const UNCOUNTED = new Set([
  ...'life lives level levels round rounds move moves turn turns'.split(' '),
  ...'second seconds minute minutes player players try tries'.split(' '),
]);

/** The kind whose touches or clicks raise the counter a win rule tests: what the game counts. */
function countedKind(book: Rulebook): string | undefined {
  for (const r of book.rules) {
    const k = r.when.clicked ?? r.when.touch?.find((name) => book.kinds[name]?.role !== 'player');
    if (!k || !book.kinds[k]) continue;
    if (counterTargetFor(book, k)) return k;
  }
  return undefined;
}

/** Nouns a prompt uses for the players themselves, not for anything in the game ("against the computer"). */
const NOT_THINGS = new Set(['computer', 'cpu', 'ai', 'opponent', 'player', 'players', 'friend', 'best', 'you']);

/** The win rule whose counter a thing's rule raises, for "20 coins to win". */
function counterTargetFor(
  book: Rulebook,
  head: string,
): { rule: number; counter: string; per: number; kinds: string[] } | undefined {
  const kinds = Object.entries(book.kinds)
    .filter(([name, k]) => name === head || k.noun.split(/\s+/).includes(head))
    .map(([name]) => name);
  for (const r of book.rules) {
    const w = r.when;
    const about = w.touch?.some((k) => kinds.includes(k)) || (w.clicked && kinds.includes(w.clicked));
    if (!about) continue;
    for (const e of r.then) {
      const name = e.score !== undefined ? 'score' : e.counter?.name;
      const per = e.score !== undefined ? e.score : e.counter?.add;
      if (!name || typeof per !== 'number' || per <= 0) continue;
      const win = book.rules.findIndex(
        (x) =>
          x.when.counter?.name === name &&
          x.then.some((t) => t.win !== undefined) &&
          typeof x.when.counter.atLeast === 'number',
      );
      if (win >= 0) return { rule: win, counter: name, per, kinds };
    }
  }
  return undefined;
}

function editNumber(book: Rulebook, p: PromptPhrase): Omit<PhraseEdit, 'phrase' | 'kind'> {
  const value = p.value ?? 0;
  if (p.head === 'seconds' || p.head === 'minutes') {
    const clock = Object.entries(book.counters ?? {}).find(
      ([, c]) => typeof c.perSecond === 'number' && c.perSecond < 0,
    );
    if (clock) {
      clock[1].initial = value;
      return { status: 'honoured', proof: `counters.${clock[0]}.initial`, why: `the clock starts at ${value} s` };
    }
    return addClock(book, value);
  }
  if (p.head === 'score' || p.head === 'point' || p.head === 'points') {
    const win = book.rules.findIndex(
      (r) => r.when.counter?.name === 'score' && r.then.some((e) => e.win !== undefined),
    );
    if (win >= 0 && book.rules[win]!.when.counter) {
      retarget(book.rules[win]!, value);
      return {
        status: 'honoured',
        proof: `rules[${win}].when.counter.atLeast`,
        why: `the level is won at ${value} points`,
      };
    }
    return { status: 'not honoured', proof: undefined, why: 'this game is not won by points' };
  }
  if (p.head === 'board') return editBoard(book, Math.floor(value / 100), value % 100);
  if (p.head === 'rows') return editRows(book, value);
  if (p.head === 'pairs') return editPairs(book, value);
  if (p.head === 'cards' && value % 2 === 0 && book.levels.some((l) => l.generate?.shuffle))
    return editPairs(book, value / 2);
  if (p.head === 'lives' || p.head === 'life') return editLives(book, value);
  const scatter = book.levels.flatMap((l, i) =>
    (l.generate?.scatter ?? []).map((s, j) => ({ s, path: `levels[${i}].generate.scatter[${j}].count` })),
  );
  const scattered = scatter.filter(
    ({ s }) => s.kind === p.head || book.kinds[s.kind]?.noun.split(/\s+/).includes(p.head),
  );
  if (scattered.length) {
    for (const { s } of scattered) s.count = value;
    return { status: 'honoured', proof: scattered[0]!.path, why: `${value} ${p.head} on each board` };
  }
  let target = counterTargetFor(book, p.head);
  let renamed = '';
  if (!target && !UNCOUNTED.has(p.head)) {
    // "15 gophers" in a game won by counting moles: the moles are the gophers.
    const counted = countedKind(book);
    if (counted) {
      book.kinds[counted]!.noun = p.head;
      target = counterTargetFor(book, p.head);
      renamed = `; the ${counted} is now a ${p.head}`;
    }
  }
  if (target) {
    const rule = book.rules[target.rule]!;
    retarget(rule, value * target.per);
    // A spawner that makes fewer of them than are now needed makes a few more than needed.
    for (const k of Object.values(book.kinds))
      for (const b of k.behaviours ?? [])
        if (b.spawn && b.spawn.count !== undefined && target.kinds.includes(b.spawn.kind) && b.spawn.count < value)
          b.spawn.count = value + 2;
    return {
      status: 'honoured',
      proof: `rules[${target.rule}].when.counter.atLeast`,
      why: `won after ${value} ${p.head}${renamed}`,
    };
  }
  return { status: 'not honoured', proof: undefined, why: `nothing in this game counts ${p.head}` };
}

/** Words that lead to the things a game is played with: "with colored pegs", "stack pancakes", "pop balloons". */
const THING_LEADS = new Set(
  'with of stack stacks take takes pop pops catch catches collect collects flip flips match matches whack whacks'.split(
    ' ',
  ),
);
/** Words that end a thing's name: prepositions, joins and clause words. */
const THING_ENDS = new Set(
  'in on at to from into onto against where that which while as for by under over across until before after then'.split(
    ' ',
  ),
);
/** Plural nouns that count or name people, never a thing in the game. */
const NOT_THING_NOUNS = new Set([
  'players',
  'points',
  'seconds',
  'minutes',
  'levels',
  'lives',
  'moves',
  'names',
  'rows',
]);

/**
 * Things the prompt plays with that the phrase reader has no word for (it reads the nouns its art and modes know): a
 * plural noun, with its modifiers, after "with", "of" or a verb of play. Each is an item phrase the composer can give a
 * kind to ("a mastermind game with colored pegs").
 */
export function thingNouns(prompt: string, read: readonly PromptPhrase[]): PromptPhrase[] {
  const words = prompt.toLowerCase().match(/[a-z][a-z'-]*|\d+|[,.;:!?]/g) ?? [];
  const out: PromptPhrase[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!THING_LEADS.has(words[i]!)) continue;
    // "the names of animals" are words to guess, not things.
    if (words[i] === 'of' && /^(names|words|kinds|types|sorts|lots|game|rows|columns)$/.test(words[i - 1] ?? ''))
      continue;
    const taken: string[] = [];
    for (let j = i + 1; j < words.length && taken.length < 4; j++) {
      const w = words[j]!;
      if (/^[,.;:!?]$/.test(w) || THING_ENDS.has(w) || THING_LEADS.has(w)) break;
      if (taken.length === 0 && /^(the|a|an|some|many|\d+|two|three|four|five|six|seven|eight|nine|ten)$/.test(w))
        continue;
      taken.push(w);
      if (/[a-z]{3,}[^s]s$/.test(w) && words[j + 1] !== 'and') break;
    }
    const last = taken.at(-1);
    if (!last || !/[a-z]{3,}[^s]s$/.test(last) || NOT_THING_NOUNS.has(last)) continue;
    const text = taken.join(' ');
    if (read.some((p) => p.text.includes(last) || text.includes(p.text))) continue;
    if (out.some((p) => p.text === text)) continue;
    out.push({ text, kind: 'item', head: singularWord(last) });
  }
  return out;
}

/**
 * A verb is honoured only by the made game's own mechanic of that name ("whack" in a whack-a-mole, "hops" in a road
 * crossing), never by another mechanic that shares the word.
 */
function editMechanic(
  book: Rulebook,
  p: PromptPhrase,
  asked: AskedKind | undefined,
  exact: boolean,
  madeAs: string,
): Omit<PhraseEdit, 'phrase' | 'kind'> {
  const made = GAME_KINDS.find((k) => k.id === madeAs);
  const tags = VERB_TAGS.filter(([re]) => re.test(p.text)).map(([, tag]) => tag);
  const ownOf = (mechanics: readonly string[]) =>
    mechanics.some((m) => p.head.includes(m) || p.text.includes(m) || tags.includes(m));
  const own =
    (exact && (asked?.kind?.names ?? []).some((n) => n.includes(p.text))) ||
    (exact && ownOf(asked?.kind?.mechanics ?? [])) ||
    ownOf(made?.mechanics ?? []);
  const rule = book.rules.findIndex((r) => r.when.clicked || r.when.touch || r.when.action || r.when.typed);
  return {
    status: own ? 'honoured' : 'not honoured',
    proof: own ? `rules[${Math.max(0, rule)}]` : undefined,
    why: own ? `the ${madeAs}'s own ${p.text}` : `a ${madeAs} has no ${p.text} of its own`,
  };
}

/** The base rulebook edited by the prompt's phrases (numbers in `skip` left as they were), with the account. */
function applyPhrases(
  original: Rulebook,
  phrases: readonly PromptPhrase[],
  asked: AskedKind | undefined,
  exact: boolean,
  madeAs: string,
  skip: ReadonlySet<string>,
): { book: Rulebook; edits: PhraseEdit[] } {
  const book = clone(original);
  const edits: PhraseEdit[] = [];
  const players = kindsByRole(book, ['player']).filter((k) => !book.kinds[k]!.side);
  const enemies = kindsByRole(book, ['enemy', 'boss']).filter((k) => !book.kinds[k]!.side);
  const things = kindsByRole(book, ['pickup', 'goal', 'prop']).filter((k) => !book.kinds[k]!.side);
  const [mine, theirs] = pieceKinds(book);
  const board = mine.length > 0 && theirs.length > 0;
  let sides = 0;
  // With no hero named, the first creature or thing named is the hero ("a flappy bird game with a bat").
  const heroNamed = phrases.some((p) => p.kind === 'character');
  let heroGiven = false;
  // Numbers last: "20 coins to win" is read once the coins are in the game.
  const ordered = [...phrases.filter((p) => p.kind !== 'number'), ...phrases.filter((p) => p.kind === 'number')];
  for (const p of ordered) {
    const base = { phrase: p.text, kind: p.kind };
    // A thing the game has, by its noun or its kind's own name ("cards" after the cards were drawn as zoo animals).
    const named = (names: string[]) =>
      names.find((k) => book.kinds[k]!.noun.split(/\s+/).includes(p.head)) ?? names.find((k) => k === p.head);
    if (p.kind === 'genre') continue;
    // The name of the asked kind is not a thing in it ("a fifteen puzzle" has no fifteen), nor is the computer.
    if (p.kind !== 'number' && NOT_THINGS.has(p.head)) continue;
    const thing = p.kind === 'character' || p.kind === 'enemy' || p.kind === 'item' || p.kind === 'vehicle';
    const kindName = asked?.name.includes(p.text) || asked?.kind?.names.includes(p.text);
    if (thing && (kindName || asked?.name.split(/\s+/).includes(p.head))) continue;
    // "a tron light cycle": the thing is the light cycle.
    const own = new Set(asked?.name.split(/\s+/) ?? []);
    const noun = singular(p)
      .split(/\s+/)
      .filter((w, i, all) => !own.has(w) || i === all.length - 1)
      .join(' ');
    if (p.kind === 'character' || p.kind === 'enemy' || p.kind === 'item' || p.kind === 'vehicle') {
      // "red and yellow discs": your pieces red discs, the computer's yellow.
      const pair = /^(\w+) and (\w+) (.+)$/.exec(noun);
      if (board && sides === 0 && pair) {
        for (const k of mine) renameNoun(book, k, `${pair[1]} ${pair[3]}`);
        for (const k of theirs) renameNoun(book, k, `${pair[2]} ${pair[3]}`);
        sides = 2;
        edits.push({
          ...base,
          status: 'honoured',
          proof: `kinds.${mine[0]}.noun`,
          why: `your pieces are ${pair[1]} ${pair[3]}, the computer's ${pair[2]}`,
        });
        continue;
      }
      const already = named(Object.keys(book.kinds));
      if (already) {
        // "wooden number tiles" where the game has tiles: the tiles become wooden number tiles.
        if (noun !== p.head) renameNoun(book, already, noun);
        edits.push({
          ...base,
          status: 'honoured',
          proof: `kinds.${already}.noun`,
          why: noun !== p.head ? `the ${already} is now a ${noun}` : `the ${already} is a ${p.head}`,
        });
        continue;
      }
      if (board && sides < 2) {
        const side = sides++ === 0 ? mine : theirs;
        for (const k of side) renameNoun(book, k, /king|crown/.test(k) ? `crowned ${noun}` : noun);
        const whose = sides === 1 ? 'your' : "the computer's";
        edits.push({
          ...base,
          status: 'honoured',
          proof: `kinds.${side[0]}.noun`,
          why: `${whose} pieces are ${p.text}`,
        });
        continue;
      }
      const asHero = p.kind === 'character' || (!heroNamed && !heroGiven && players.length > 0 && p.kind !== 'enemy');
      if (asHero) heroGiven = true;
      const pool = asHero ? players : p.kind === 'enemy' ? enemies : p.kind === 'item' ? things : players;
      const target = pool.shift();
      if (!target) {
        const role = p.kind === 'enemy' ? 'enemy' : p.kind === 'item' ? 'thing' : 'hero';
        edits.push({
          ...base,
          status: 'not honoured',
          proof: undefined,
          why: `this game has no ${role} to be a ${p.head}`,
        });
        continue;
      }
      const was = book.kinds[target]!.noun;
      edits.push({
        ...base,
        status: 'honoured',
        proof: renameNoun(book, target, noun),
        why: `the ${was} is now a ${noun}`,
      });
    } else if (p.kind === 'setting') {
      book.theme = { ...(book.theme ?? {}), backdrop: p.text };
      edits.push({ ...base, status: 'honoured', proof: 'theme.backdrop', why: `the backdrop is ${p.text}` });
    } else if (p.kind === 'number') {
      if (skip.has(p.text)) {
        edits.push({
          ...base,
          status: 'approximated',
          proof: undefined,
          why: 'with it the planner could not win the game, so it keeps its own number',
        });
        continue;
      }
      edits.push({ ...base, ...editNumber(book, p) });
    } else if (p.kind === 'mechanic') edits.push({ ...base, ...editMechanic(book, p, asked, exact, madeAs) });
  }
  return { book, edits };
}

/** Composes the rulebook for `prompt`, or undefined when no library rulebook shares anything with it. */
export function composeRulebook(prompt: string, options: { seed: number }): Composition | undefined {
  const asked = askedKindOf(prompt);
  const choice = chooseBase(prompt, asked);
  if (!choice) return undefined;
  const original = JSON.parse(readFileSync(join(LIBRARY_DIR, `${choice.base}.json`), 'utf8')) as Rulebook;
  const madeAs = GAME_KINDS.find((k) => k.rulebook === choice.base)?.id ?? choice.base;
  const read = readPhrases(prompt);
  const phrases = [...read, ...thingNouns(prompt, read)];
  const skip = new Set<string>();
  let { book, edits } = applyPhrases(original, phrases, asked, choice.exact, madeAs, skip);
  let plan = planRulebook(book, { seed: options.seed });
  const relaxed: string[] = [];
  // The edited game must still be winnable: numbers that make it not are taken back, the last first.
  for (const e of edits.filter((x) => x.kind === 'number' && x.status === 'honoured').reverse()) {
    if (plan.won) break;
    skip.add(e.phrase);
    relaxed.push(`"${e.phrase}": the planner could not win the game with it`);
    ({ book, edits } = applyPhrases(original, phrases, asked, choice.exact, madeAs, skip));
    plan = planRulebook(book, { seed: options.seed });
  }
  return {
    rulebook: book,
    phrases,
    base: choice.base,
    asked,
    madeAs,
    exact: choice.exact,
    chosen: choice.chosen,
    edits,
    plan,
    relaxed,
  };
}
