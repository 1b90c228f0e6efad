// Phrase accounting: compiles a requirement for every content phrase of the prompt (or names the family requirement
// that proves it), and after the golden path says of each phrase honoured, approximated or not honoured. A phrase
// passes only on what the game does (contract events and state), draws, or loads (level data, config) — never because
// the design's text mentions its words.
import { backgroundScene, drawnAs, figureName, placeScene, tilesDrawnAs } from '../assets/index.ts';
import { type Fidelity, type PhraseAccount, type PromptPhrase, wordEntry } from '../shared/index.ts';
import type { Gdd } from './gdd.ts';
import { drawnNoun } from './drawn.ts';
import { NAMED } from './named.ts';
import { singular } from './phrases.ts';
import type {
  PhraseCompilation,
  PhrasePlan,
  Requirement,
  RequirementCheck,
  RequirementVerdict,
} from './requirements.ts';

// What the phrases became before play; declared with the requirements, so a mode may give its own (mode.ts).
export type { PhraseCompilation, PhrasePlan } from './requirements.ts';

interface Ctx {
  gdd: Gdd;
  family: readonly Requirement[];
  added: Requirement[];
  index: number;
}

const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 30);

/** Adds the phrase's own requirement and returns its id. */
function addRequirement(ctx: Ctx, p: PromptPhrase, text: string, check: RequirementCheck, weight = 1): string {
  const id = `phrase-${ctx.index + 1}-${slug(p.head)}`;
  ctx.added.push({ id, text, source: p.text, weight, check });
  return id;
}

/** A phrase nothing in the game makes: a failed requirement (weight 2) and the reason. */
function notHonoured(ctx: Ctx, p: PromptPhrase, why: string): PhrasePlan {
  const requirement = addRequirement(
    ctx,
    p,
    `"${p.text}" is in the game`,
    { kind: 'design', ok: false, evidence: why },
    2,
  );
  return { phrase: p, requirement, fixed: { status: 'not honoured', made: null, why } };
}

/** A phrase made as something else: a failed requirement of weight 1 (part-met), what was made, and why. */
function approximated(ctx: Ctx, p: PromptPhrase, made: string, why: string): PhrasePlan {
  const evidence = `made ${made} instead: ${why}`;
  const requirement = addRequirement(ctx, p, `"${p.text}" is in the game as asked`, {
    kind: 'design',
    ok: false,
    evidence,
  });
  return { phrase: p, requirement, fixed: { status: 'approximated', made, why } };
}

const pending = (phrase: PromptPhrase, requirement: string): PhrasePlan => ({ phrase, requirement });
const proof = (ctx: Ctx, ids: readonly string[]): Requirement | undefined =>
  ids.map((id) => ctx.family.find((r) => r.id === id)).find((r) => r !== undefined);
export const madeAs = (gdd: Gdd): string => `a ${gdd.archetype.replace('_', '-')} game ("${gdd.title}")`;

function planNamed(ctx: Ctx, p: PromptPhrase): PhrasePlan {
  const named = NAMED.find((n) => n.head === p.head && n.kind === p.kind);
  if (!named || named.proofs.length === 0)
    return notHonoured(
      ctx,
      p,
      `no offline mode makes ${p.head === p.text ? `"${p.text}"` : p.head}; made ${madeAs(ctx.gdd)}`,
    );
  if (named.family && named.family !== ctx.gdd.archetype)
    return notHonoured(ctx, p, `${p.head} is made by the ${named.family} family; this game is ${madeAs(ctx.gdd)}`);
  const found = proof(ctx, named.proofs);
  if (found) return pending(p, found.id);
  return notHonoured(ctx, p, `nothing in ${madeAs(ctx.gdd)} does "${p.text}"`);
}

/** The pieces a family's game is made of, whatever it draws: play shows them (a card duel has a deck). */
const PIECES: Readonly<Record<string, readonly string[]>> = {
  deck: ['duels-won', 'solitaire-won'],
  card: ['duels-won', 'solitaire-won', 'cards-played'],
  path: ['stop-enemies', 'waves-cleared'],
  lane: ['stop-enemies', 'waves-cleared'],
  road: ['stop-enemies', 'waves-cleared'],
  question: ['questions-answered'],
  riddle: ['questions-answered'],
  choice: ['story-choices'],
};

/** Requirements of the family that prove things happen in play (events, state), by a word they name. */
function playProofFor(ctx: Ctx, word: string): Requirement | undefined {
  const re = new RegExp(`\\b${word.replace(/[^a-z0-9 ]/g, '')}(?:s|es)?\\b`);
  return ctx.family.find(
    (r) =>
      !['win', 'music'].includes(r.id) &&
      r.check.kind !== 'design' &&
      r.check.kind !== 'asset' &&
      re.test(`${r.text} ${r.source}`),
  );
}

/** The art that shows a noun: a sprite of the phrase's role first, a background for a setting. */
function artFor(ctx: Ctx, p: PromptPhrase): Gdd['sections']['assets']['assets'][number] | undefined {
  const word = new RegExp(`\\b${p.head}(?:s|es)?\\b`);
  const named = ctx.gdd.sections.assets.assets.filter(
    (a) => a.type !== 'audio' && word.test(a.description.toLowerCase()),
  );
  const role = { character: ['player'], enemy: ['enemy', 'boss'], item: ['pickup', 'goal'] }[p.kind as string] ?? [];
  const rank = (a: (typeof named)[number]): number =>
    'role' in a && role.includes(a.role) ? 0 : a.type === 'background' ? (p.kind === 'setting' ? 0 : 2) : 1;
  return [...named].sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * A family requirement that proves in play that the game shows this very phrase by name (its id ends in "-shown" and
 * its source is the prompt's words): a base labelled "Harbor", a boss walking under its name.
 */
function shownInPlay(ctx: Ctx, p: PromptPhrase): Requirement | undefined {
  return ctx.family.find(
    (r) =>
      r.id.endsWith('-shown') &&
      (r.check.kind === 'event' || r.check.kind === 'state') &&
      r.source.toLowerCase().includes(p.text),
  );
}

/** Words that name a kind of thing rather than one thing ("zoo animals"): shown by art of members of the kind. */
const KIND_WORDS = new Set(['animal', 'creature', 'critter', 'beast', 'pet', 'bug', 'insect', 'vehicle', 'building']);

/** Art that names the kind in its description and draws its own subject (the words before a bracket or comma). */
function membersDrawn(ctx: Ctx, p: PromptPhrase): Gdd['sections']['assets']['assets'] {
  const word = new RegExp(`\\b${p.head}(?:s|es)?\\b`);
  return ctx.gdd.sections.assets.assets.filter((a) => {
    const text = a.description.toLowerCase();
    const subject = text.split(/[(,]/)[0]!;
    return a.type !== 'audio' && word.test(text) && !word.test(subject) && drawnNoun(subject).drawn !== undefined;
  });
}

/**
 * A named place the game draws as itself: a backdrop painted as that place, or top-down floor tiles of it (what the
 * art draws, read from the asset as the generator reads it, not from the design's words).
 */
function placeDrawn(ctx: Ctx, p: PromptPhrase): PhrasePlan | undefined {
  const scene = (p.kind === 'setting' || p.kind === 'vehicle') && placeScene(p.text);
  if (!scene) return undefined;
  const floor = tilesDrawnAs(scene);
  for (const a of ctx.gdd.sections.assets.assets) {
    const look =
      a.type === 'background' && backgroundScene(a.description, a.key) === scene
        ? `its backdrop is painted as the ${scene}`
        : floor && a.type === 'tileset' && a.mode === 'floor-walls' && tilesDrawnAs(a.description, a.key) === floor
          ? `its floor is drawn as ${floor}`
          : undefined;
    if (look)
      return pending(p, addRequirement(ctx, p, `the game shows the ${p.text}: ${look}`, { kind: 'asset', key: a.key }));
  }
  return undefined;
}

/** Nouns: shown as themselves when an asset names them and the generators draw them; else what was drawn. */
function planNoun(ctx: Ctx, p: PromptPhrase): PhrasePlan {
  const shown = shownInPlay(ctx, p);
  if (shown) return pending(p, shown.id);
  const place = placeDrawn(ctx, p);
  if (place) return place;
  // A subject the game is about ("a quiz about world capitals"): shown by what its content is, not by a drawing.
  const topic = ctx.family.find((r) => r.id.endsWith('-topic') && r.text.toLowerCase().includes(p.text));
  if (topic) return pending(p, topic.id);
  const art = artFor(ctx, p);
  const pieces = wordEntry(PIECES, p.head);
  const piece = pieces && proof(ctx, pieces);
  if (piece) return pending(p, piece.id);
  const play = p.kind === 'enemy' || p.kind === 'item' ? playProofFor(ctx, p.head) : undefined;
  // "zombie waves" are zombies: a head read from an earlier word is what the art must draw, not the last word.
  const last = singular(p.text.split(' ').pop() ?? p.head);
  const drawn = (last !== p.head ? drawnAs(p.head) : undefined) ?? drawnNoun(p.text).drawn ?? drawnAs(p.head);
  const members = !drawn && KIND_WORDS.has(p.head) ? membersDrawn(ctx, p) : [];
  if (members.length >= 2) {
    const list = members.map((a) => a.description.split(/[(,]/)[0]!.trim()).join(', ');
    const check: RequirementCheck = { kind: 'asset', key: members[0]!.key };
    return pending(p, play?.id ?? addRequirement(ctx, p, `the game shows ${p.text}: ${list}`, check));
  }
  if (art && !drawn) {
    const role = 'role' in art ? art.role : art.type;
    return approximated(
      ctx,
      p,
      `a generic ${role} drawing ("${art.key}")`,
      `the procedural art cannot draw "${p.head}"`,
    );
  }
  // Shown as itself only when the sprite made for it is that figure: its other words can still make it something
  // else (a person, a generic thing), and a person judging the screenshot sees that.
  const figure = art && drawn && 'role' in art ? figureName(art) : undefined;
  if (art && figure && !drawn!.includes(figure.split(' ')[0]!))
    return approximated(ctx, p, `a ${figure} ("${art.key}")`, `its sprite is drawn as a ${figure}, not ${drawn}`);
  if (!art && play) return approximated(ctx, p, `"${play.text}" in play`, `no art of the game is a ${p.head}`);
  if (play) return pending(p, play.id);
  if (art)
    return pending(
      p,
      addRequirement(ctx, p, `the game shows ${p.text} (drawn as ${drawn})`, { kind: 'asset', key: art.key }),
    );
  const word = new RegExp(`\\b${p.head}(?:s|es)?\\b`);
  return word.test(JSON.stringify(ctx.gdd.sections.entities).toLowerCase())
    ? approximated(ctx, p, 'a name in the design only', `no art of the game shows a ${p.head}`)
    : notHonoured(ctx, p, `${madeAs(ctx.gdd)} has no ${p.head}`);
}

/** Numbers the Game Contract's state says at the end of the golden path, by what they count. */
const STATE_NUMBERS: Readonly<Record<string, (n: number) => { path: string; check: Partial<RequirementCheck> }>> = {
  levels: (n) => ({ path: 'flags.levelCount', check: { equals: n } }),
  lives: (n) => ({ path: 'flags.lives', check: { equals: n } }),
  seconds: (n) => ({ path: 'flags.timeLeftMs', check: { gte: 0, lte: n * 1000 } }),
  score: (n) => ({ path: 'score', check: { gte: n } }),
};

/** Families whose timed levels report the time left in the contract's state (flags.timeLeftMs). */
const TIMER_IN_STATE: ReadonlySet<string> = new Set(['platformer', 'ui_heavy']);

/** Config keys that hold what a number counts. */
const CONFIG_WORDS: Readonly<Record<string, RegExp>> = {
  health: /^(?:hp|health|maxhp)$|(?:hp|health)$/i,
  waves: /^waves?$|wavecount/i,
  moves: /moves?(?:limit)?$|movelimit/i,
  questions: /questions?/i,
  endings: /endings?/i,
  rounds: /rounds?/i,
  pairs: /pairs?/i,
  cards: /cards?|decksize/i,
};

/** "a 6x6 board": the boards of the levels as they ship (with or without a wall border). */
function planBoard(ctx: Ctx, p: PromptPhrase): PhrasePlan {
  const [w, h] = [Math.floor(p.value! / 100), p.value! % 100];
  const sizes = ctx.gdd.sections.levels.map((l) => ({
    w: Math.max(...l.ascii.map((r) => r.length)),
    h: l.ascii.length,
  }));
  const fits = sizes.every((s) => (s.w === w && s.h === h) || (s.w === w + 2 && s.h === h + 2));
  const evidence = `level boards: ${sizes.map((s) => `${s.w}x${s.h}`).join(', ')} (with their walls)`;
  if (ctx.gdd.archetype !== 'grid_logic' || !fits) return notHonoured(ctx, p, `asked ${w}x${h}; ${evidence}`);
  return pending(p, addRequirement(ctx, p, `a ${w}x${h} board`, { kind: 'design', ok: true, evidence }));
}

/** Values under keys that match `key` anywhere in the levels' data and the config, with where they are. */
function valuesIn(gdd: Gdd, key: RegExp): { where: string; value: unknown }[] {
  const out: { where: string; value: unknown }[] = [];
  const walk = (v: unknown, where: string): void => {
    if (v === null || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v)) {
      if (key.test(k) && typeof x === 'number') out.push({ where: `${where}.${k}`, value: x });
      else walk(x, `${where}.${k}`);
    }
  };
  for (const l of gdd.sections.levels) walk(l.data, `level ${l.key}`);
  for (const [k, v] of Object.entries(gdd.sections.config))
    if (key.test(k)) out.push({ where: `config ${k}`, value: v });
  return out;
}

function planNumber(ctx: Ctx, p: PromptPhrase): PhrasePlan {
  const n = p.value!;
  if (p.head === 'board') return planBoard(ctx, p);
  // "every 30 seconds": a family rule that repeats at that interval and says so (the runner's speed ramps).
  const repeats = ['ramp-interval', 'speed-ramps']
    .map((id) => ctx.family.find((r) => r.id === id && r.text.includes(`every ${n} s`)))
    .find((r) => r !== undefined);
  if (p.head === 'interval' && repeats) return pending(p, repeats.id);
  // "in wave 10": the wave a family's named thing comes in, when a requirement shown in play says that wave.
  if (p.head === 'wave number') {
    const at = ctx.family.find((r) => r.id.endsWith('-shown') && r.text.includes(`wave ${n} `));
    return at ? pending(p, at.id) : notHonoured(ctx, p, `nothing in ${madeAs(ctx.gdd)} is tied to wave ${n}`);
  }
  if (p.head === 'interval')
    return notHonoured(ctx, p, `no family has a rule that repeats every ${n} s; ${madeAs(ctx.gdd)} has none`);
  // "for 2 minutes" in a game won by surviving: the time survived, as the contract's state says at the win.
  const survive = proof(ctx, ['runner-goal']);
  if (p.head === 'seconds' && survive?.check.kind === 'state' && survive.text.includes(`survives ${n} s`))
    return pending(p, survive.id);
  // The waves of a level are gone from the state once the game is won: the family's count of the waves it loads.
  const waves = proof(ctx, ['wave-count']);
  if (p.head === 'waves' && waves && waves.check.kind === 'design' && waves.text.startsWith(`${n} waves`))
    return pending(p, waves.id);
  // A family whose timer the Game Contract does not report (grid_logic shows it on the HUD only) proves it by config.
  const timer = proof(ctx, ['timer', 'time-limit']);
  if (p.head === 'seconds' && timer && !TIMER_IN_STATE.has(ctx.gdd.archetype)) return pending(p, timer.id);
  const state = wordEntry(STATE_NUMBERS, p.head);
  if (state) {
    const { path, check } = state(n);
    return pending(p, addRequirement(ctx, p, `${p.text}`, { kind: 'state', path, ...check } as RequirementCheck));
  }
  const collect = ctx.family.find((r) => r.id === 'collect' && r.check.kind === 'event');
  // A family requirement that states this very count ("10 questions per round").
  const named = ctx.family.find((r) => new RegExp(`\\b${n}\\s+(?:\\w+\\s+)?${p.head.slice(0, 5)}`).test(r.text));
  if (named) return pending(p, named.id);
  if (collect?.check.kind === 'event' && new RegExp(`\\b${p.head}`).test(`${collect.text} ${collect.source}`)) {
    // "collects 20 fish" is that many to collect: levels generated with their own counts (21 and 18) only
    // approximate it.
    const counts = collectibleCounts(ctx.gdd);
    const total = counts.reduce((a, b) => a + b, 0);
    if (counts.length && total !== n && counts.some((c) => c !== n))
      return approximated(
        ctx,
        p,
        `${counts.join(' and ')} ${p.head} in the ${counts.length === 1 ? 'level' : `${counts.length} levels`}`,
        `the levels place their own count of ${p.head} (${total} in all), not ${n}`,
      );
    return pending(
      p,
      addRequirement(ctx, p, `${p.text} are collected`, { kind: 'event', event: collect.check.event, minCount: n }),
    );
  }
  const key = wordEntry(CONFIG_WORDS, p.head);
  const values = key ? valuesIn(ctx.gdd, key) : [];
  if (values.length === 0) return notHonoured(ctx, p, `${madeAs(ctx.gdd)} sets no ${p.head} from the prompt`);
  const hit = values.find((v) => v.value === n);
  const used = values
    .slice(0, 4)
    .map((v) => `${v.where} = ${JSON.stringify(v.value)}`)
    .join('; ');
  if (!hit) return notHonoured(ctx, p, `asked ${n}; the game uses ${used}`);
  return pending(p, addRequirement(ctx, p, p.text, { kind: 'design', ok: true, evidence: `${hit.where} = ${n}` }));
}

/** The collectibles each level holds, as the family's level facts count them (platformer coins, top_down gems). */
function collectibleCounts(gdd: Gdd): number[] {
  const counts = gdd.sections.levels.map((l) => {
    const facts = (l.data as { facts?: { coins?: unknown; gems?: unknown } }).facts;
    const n = facts?.coins ?? facts?.gems;
    return typeof n === 'number' ? n : undefined;
  });
  return counts.every((n) => n !== undefined) ? (counts as number[]) : [];
}

const CONDITION_PROOFS: Readonly<Record<string, readonly string[]>> = {
  'reach the goal': ['reach-every-flag', 'exits-reached'],
  'protect the base': ['base-holds'],
  escape: ['escaped', 'exits-reached', 'reach-every-flag'],
  unseen: ['unseen'],
  ending: ['endings-by-choice'],
};

function planCondition(ctx: Ctx, p: PromptPhrase): PhrasePlan {
  const timer = proof(ctx, ['timer', 'time-limit']);
  if (p.head === 'time limit' && timer && !TIMER_IN_STATE.has(ctx.gdd.archetype)) return pending(p, timer.id);
  if (p.head === 'time limit')
    return pending(
      p,
      addRequirement(ctx, p, 'a time limit shown in play', { kind: 'state', path: 'flags.timeLeftMs', gte: 0 }),
    );
  if (p.head === 'high score')
    return pending(p, addRequirement(ctx, p, 'a score is kept', { kind: 'state', path: 'score', gte: 1 }));
  const proofs = wordEntry(CONDITION_PROOFS, p.head);
  const found = proofs && proof(ctx, proofs);
  if (found) return pending(p, found.id);
  if (p.head === 'win condition' || p.head === 'lose condition')
    return approximated(
      ctx,
      p,
      `the family's own rule ("${ctx.gdd.goal}")`,
      "a rule in the prompt's own words is not read",
    );
  return notHonoured(ctx, p, `${madeAs(ctx.gdd)} has no rule for "${p.text}"`);
}

/** Plans every phrase against the family's requirements; the added requirements are verified with the rest. */
export function compilePhrases(
  phrases: readonly PromptPhrase[],
  gdd: Gdd,
  family: readonly Requirement[],
): PhraseCompilation {
  const ctx: Ctx = { gdd, family, added: [], index: 0 };
  const plans = phrases.map((p, index) => {
    ctx.index = index;
    if (p.kind === 'genre' || p.kind === 'mechanic') return planNamed(ctx, p);
    if (p.kind === 'number') return planNumber(ctx, p);
    if (p.kind === 'condition') return planCondition(ctx, p);
    return planNoun(ctx, p);
  });
  const missing = phrases.find(
    (p) => p.kind === 'genre' && NAMED.some((n) => n.head === p.head && n.proofs.length === 0),
  );
  const noMode = missing ? { asked: missing.head, made: madeAs(gdd) } : null;
  return { plans, requirements: ctx.added, noMode };
}

/** Each phrase's verdict, once the requirements are verified. */
export function accountPhrases(c: PhraseCompilation, verdicts: readonly RequirementVerdict[]): Fidelity {
  const phrases: PhraseAccount[] = c.plans.map((plan) => {
    if (plan.fixed) return { ...plan.phrase, requirement: plan.requirement, ...plan.fixed };
    const v = verdicts.find((x) => x.id === plan.requirement);
    return {
      ...plan.phrase,
      requirement: plan.requirement,
      status: v?.pass ? 'honoured' : 'not honoured',
      made: null,
      why: v ? v.evidence : 'its requirement was not verified',
    };
  });
  const honoured = phrases.filter((p) => p.status === 'honoured').length;
  const total = phrases.length;
  return {
    phrases,
    honoured,
    total,
    share: total ? Math.round((honoured / total) * 1000) / 1000 : 1,
    noMode: c.noMode,
  };
}
