// Which way make takes a prompt: a bespoke family mode, or a rulebook composed from the library. The asked kind of
// game decides (default-deny): a kind a mode makes goes to the mode; a kind the table knows that no mode makes is
// composed as a rulebook — the asked kind's own library rulebook when there is one, else the nearest by mechanics,
// said plainly to be an approximation. A prompt that names no kind the table knows stays with the modes.
import type { Archetype, Gdd, NoMode, PromptPhrase } from '../../shared/index.ts';
import { type CompiledRulebook, RulebookEngine } from '../../rulebook/index.ts';
import { rulebookAssets } from '../../rulebook/index.ts';
import { type AskedKind, readAskedKind } from '../kinds/read.ts';
import { NAMED } from '../named.ts';
import { readPhrases } from '../phrases.ts';
import type { Requirement } from '../requirements.ts';
import type { PhraseCompilation, PhrasePlan } from '../accounting.ts';
import type { Via } from '../mode.ts';
import { measuredChoice } from './choice.ts';
import { askedKindOf } from './names.ts';
import { type Composition, composeRulebook } from './compose.ts';

/**
 * Kinds of game the table knows that a bespoke family mode makes, though no phrase of the lexicon names them (the
 * lexicon's own made genres — platformer, sokoban, quiz, … — are read from the prompt's phrases).
 */
export const MODE_KINDS: ReadonlySet<string> = new Set([
  'platformer',
  'endless runner',
  'helicopter game',
  'chrome dino',
  'gauntlet',
  'top-down shooter',
  'robotron',
  'drifting',
  'racing',
  'golf',
  'fishing',
  'rhythm',
  'tower defense',
  'city builder',
  'tycoon',
  'quiz',
  'visual novel',
  'tetris',
  '2048',
  'match-3',
  'sudoku',
  // Made by a mode and by a library rulebook too: what was measured chooses between them (choice.ts).
  'breakout',
  'pong',
  'space invaders',
  'flappy bird',
  'frogger',
  'sokoban',
  'typing',
  'anagram',
]);

/**
 * The mode-made genre phrases of a prompt ("platformer", "sokoban"): the modes make these — unless the phrase is a
 * word of a longer name the prompt asks for ("solitaire" in "peg solitaire" is not the card game).
 */
export function modeGenres(prompt: string): string[] {
  const asked = askedKindOf(prompt);
  const text = prompt.toLowerCase();
  // The kind's name as the prompt says it: the longest of its names found in the prompt.
  const said = asked?.kind?.names.filter((n) => text.includes(n)).sort((a, b) => b.length - a.length)[0];
  return (
    readPhrases(prompt)
      .filter((p) => p.kind === 'genre' && NAMED.some((n) => n.head === p.head && n.proofs.length > 0))
      .filter((p) => !said || said === p.text || !said.includes(p.text))
      // Words of the kind's own phrase that alone name another genre ("card game" in "a memory card game") are the
      // kind's, not a second game.
      .filter(
        (p) => !asked?.kind || !asked.phrase.includes(p.text) || readAskedKind(`a ${p.text}`)?.kind === asked.kind,
      )
      .map((p) => p.head)
  );
}

export interface RulebookRoute {
  asked: AskedKind;
  composition: Composition;
  /** Why the rulebook and not a mode: no mode makes the kind, the measured choice, or --via rulebook. */
  why: string;
}

export type { Via } from '../mode.ts';

/** A mode claims the prompt: it names a kind a mode makes, or a genre of the lexicon a mode makes. */
function modeClaims(prompt: string, asked: AskedKind): boolean {
  return (asked.kind !== undefined && MODE_KINDS.has(asked.kind.id)) || modeGenres(prompt).length > 0;
}

/** The mode-made genres the prompt names are all the asked kind's own names ("a pong game" for pong). */
function onlyItsOwnGenres(prompt: string, asked: AskedKind): boolean {
  return modeGenres(prompt).every((g) => {
    const read = readAskedKind(`a ${g}`);
    return read?.kind?.id === asked.kind?.id || asked.kind?.names.includes(g) === true;
  });
}

/** The kind a bespoke mode and a library rulebook could both make for `prompt`, or undefined when not both can. */
export function contestedKind(prompt: string): string | undefined {
  const asked = askedKindOf(prompt);
  return asked?.kind?.rulebook && modeClaims(prompt, asked) && onlyItsOwnGenres(prompt, asked)
    ? asked.kind.id
    : undefined;
}

/** A prompt make takes as a rulebook: the asked kind, and why not a mode. */
export interface RulebookWanted {
  asked: AskedKind;
  why: string;
}

/**
 * Whether make takes `prompt` as a rulebook: a kind a mode makes goes to the mode, unless what was measured on the
 * make-fidelity suite chose the library rulebook for that kind (choice.ts); a prompt that names no kind stays with
 * the modes. `via` forces the way.
 */
export function rulebookWanted(prompt: string, via?: Via): RulebookWanted | undefined {
  if (via === 'mode') return undefined;
  const asked = askedKindOf(prompt);
  if (!asked?.kind) {
    if (via === 'rulebook') throw new Error('--via rulebook: the prompt names no kind of game the rulebooks know');
    return undefined;
  }
  const a = withArticle(asked.kind.id);
  if (via === 'rulebook') return { asked, why: 'make --via rulebook' };
  if (modeClaims(prompt, asked)) {
    const choice = measuredChoice(asked.kind.id);
    if (choice?.by !== 'rulebook' || !onlyItsOwnGenres(prompt, asked)) return undefined;
    return { asked, why: `a mode and the library rulebook both make ${a}; ${choice.why}` };
  }
  return {
    asked,
    why: asked.kind.rulebook ? `no mode makes ${a}; the library has its rulebook` : `no mode makes ${a}`,
  };
}

/** The rulebook make composes for `prompt` offline, or undefined when a mode makes it (rulebookWanted). */
export function rulebookRoute(prompt: string, seed: number, via?: Via): RulebookRoute | undefined {
  const wanted = rulebookWanted(prompt, via);
  if (!wanted) return undefined;
  const composition = composeRulebook(prompt, { seed });
  if (composition?.plan.won) return { ...wanted, composition };
  if (via === 'rulebook')
    throw new Error(`--via rulebook: no library rulebook could be composed and won for ${wanted.asked.kind?.id}`);
  return undefined;
}

/** Why a mode made the prompt's kind: the measured choice, when a library rulebook makes the kind too. */
export function modeWhy(prompt: string, via: Via | undefined): string | undefined {
  if (via === 'mode') return 'make --via mode';
  const asked = askedKindOf(prompt);
  if (!asked?.kind?.rulebook || !modeClaims(prompt, asked)) return undefined;
  const choice = measuredChoice(asked.kind.id);
  return choice
    ? `a mode and the library rulebook both make ${withArticle(asked.kind.id)}; ${choice.why}`
    : `a mode and the library rulebook both make ${withArticle(asked.kind.id)}; the mode, as nothing was measured`;
}

/** A known kind no mode makes and no rulebook could be composed for: said first, whatever the mode made. */
export function unmadeKind(prompt: string, madeAs: string): NoMode | null {
  const asked = askedKindOf(prompt);
  if (!asked?.kind || modeClaims(prompt, asked)) return null;
  return { asked: withArticle(asked.kind.id), made: madeAs };
}

/** "a tron", "an asteroids": the noun with its article. */
export const withArticle = (noun: string): string => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

/** What a composition made, in the words of the account: "a whack-a-mole (rulebook whack-a-mole)". */
export function madeLine(c: Composition): string {
  if (c.author === 'model') return `${withArticle(c.madeAs)} (a rulebook the model wrote from the library's ${c.base})`;
  return `${withArticle(c.madeAs)} (the library rulebook ${c.base})`;
}

/** The family whose contract a rulebook game speaks (the same rule the runtime's meta() follows). */
export function rulebookArchetype(book: CompiledRulebook, engine: RulebookEngine): Archetype {
  if (book.grid) return 'grid_logic';
  const moving = book.controls.some((c) => ['left', 'right', 'up', 'down', 'thrust', 'jump', 'flap'].includes(c.do));
  if (!moving && engine.rulesFor('clicked').length) return 'ui_heavy';
  return (book.source.world.gravity?.y ?? 0) !== 0 ? 'platformer' : 'top_down';
}

/** Words for the other player: honoured by a computer opponent. */
const OPPONENT_WORDS = new Set(['computer', 'cpu', 'ai', 'opponent']);

const ENTITY_ROLES = new Set(['player', 'enemy', 'boss', 'pickup', 'goal', 'projectile', 'npc', 'ui', 'prop']);

/** The design document of a composed rulebook game: its kinds as entities, its levels as text, its assets. */
export function rulebookGdd(
  c: Composition,
  base: Pick<Gdd, 'classification' | 'intent' | 'seed'>,
): Omit<Gdd, 'schema'> & { schema: 'playsmith.gdd/1' } {
  const engine = new RulebookEngine(c.rulebook);
  const book = engine.book;
  const archetype = rulebookArchetype(book, engine);
  const levels = c.rulebook.levels.map((l, i) => ({
    key: `level_${i + 1}`,
    title: l.name ?? `Level ${i + 1}`,
    ascii: l.map?.length ? l.map : [l.generate ? 'generated from the seed (rulebook levels[].generate)' : '(empty)'],
    legend: Object.fromEntries(
      Object.entries({ ...(c.rulebook.legend ?? {}), ...(l.legend ?? {}) })
        .filter(([ch]) => ch.length === 1)
        .map(([ch, e]) => [ch, e === null ? 'empty' : JSON.stringify(e)]),
    ),
    data: {},
    notes: [],
  }));
  const notHonoured = c.edits.filter((e) => e.status !== 'honoured');
  return {
    schema: 'playsmith.gdd/1',
    title: c.rulebook.title,
    archetype,
    seed: base.seed,
    goal: c.rulebook.goal,
    sections: {
      architecture: {
        template: 'rulebook',
        scenes: ['Boot', 'Title', 'Level', 'Victory', 'GameOver'],
        levelOrder: levels.map((l) => l.key),
        notes: [
          `a rulebook game: rulebook.json is the whole game, run by the rulebook engine (made from ${c.base})`,
          `chosen as ${c.chosen}`,
        ],
      },
      assets: rulebookAssets(book),
      config: {},
      entities: [...book.kinds.values()].map((k) => ({
        name: k.name,
        role: (ENTITY_ROLES.has(k.role) ? k.role : 'prop') as Gdd['sections']['entities'][number]['role'],
        description: k.noun,
        assets: [k.name],
        config: [],
      })),
      levels,
      roadmap: [
        { action: 'COPY', target: 'templates/rulebook', detail: 'the rulebook runtime and engine' },
        { action: 'CREATE', target: 'rulebook.json', detail: `the library's ${c.base}, edited by the prompt` },
        { action: 'GENERATE', target: 'assets.json', detail: 'art and sound for every kind the rulebook names' },
        { action: 'VERIFY', target: 'golden-path.json', detail: 'the planner won every level; the path replays it' },
      ],
    },
    classification: {
      ...base.classification,
      archetype,
      unsure: false,
      reasoning:
        `${withArticle(c.madeAs)} is a rulebook game (${c.chosen}); its rulebook speaks the ${archetype} ` +
        "family's contract",
    },
    intent: base.intent,
    decisions: [`made from the library rulebook ${c.base}: ${c.chosen}`, ...c.relaxed],
    ignored: notHonoured.map((e) => ({ what: e.phrase, why: e.why })),
  };
}

/**
 * A phrase's own requirement, added to `requirements`, and its plan: a design fact that holds (its evidence), or a
 * verdict known without play that fails it (weight 2, or 1 when approximated).
 */
function phraseRequirement(
  requirements: Requirement[],
  index: number,
  phrase: PromptPhrase,
  outcome: string | NonNullable<PhrasePlan['fixed']>,
): PhrasePlan {
  const id = `phrase-${index + 1}`;
  const held = typeof outcome === 'string';
  requirements.push({
    id,
    text: `"${phrase.text}" is in the game`,
    source: phrase.text,
    weight: held || outcome.status === 'approximated' ? 1 : 2,
    check: { kind: 'design', ok: held, evidence: held ? outcome : outcome.why },
  });
  return held ? { phrase, requirement: id } : { phrase, requirement: id, fixed: outcome };
}

/**
 * The requirements of a composed rulebook game and every phrase's plan: the game is won (the golden path's final
 * state), the asked kind was made (or not), and each phrase edit holds in the rulebook at its JSON path.
 */
export function rulebookRequirements(
  route: RulebookRoute,
  phrasesOf: readonly PromptPhrase[],
): { requirements: Requirement[]; compilation: PhraseCompilation } {
  const { composition: c, asked } = route;
  const requirements: Requirement[] = [
    {
      id: 'win',
      text: 'the game can be won',
      source: 'rulebook',
      weight: 3,
      check: { kind: 'state', path: 'won', equals: true },
    },
    {
      id: 'asked-kind',
      text: `the game is ${withArticle(asked.kind?.id ?? asked.name)}`,
      source: asked.phrase,
      weight: 3,
      check: {
        kind: 'design',
        ok: c.exact,
        evidence: c.exact
          ? `made as ${madeLine(c)}`
          : `no mode or library rulebook makes ${withArticle(asked.kind?.id ?? asked.name)}; made ${madeLine(c)}, ` +
            c.chosen,
      },
    },
  ];
  const plans: PhrasePlan[] = [];
  const edits = [...c.edits];
  // The asked kind is a phrase of the prompt even when the phrase reader has no word for it ("a bubble shooter").
  const kindPhrase: PromptPhrase = { text: asked.name, kind: 'genre', head: asked.kind?.id ?? asked.name };
  // A phrase that is the asked kind's name, whatever the reader took it for ("air hockey" as a thing), is the kind.
  const isKind = (p: PromptPhrase) =>
    p.kind === 'genre' ||
    (p.kind !== 'number' && (asked.name.includes(p.text) || asked.kind?.names.includes(p.text) === true));
  const all = phrasesOf.some(isKind) ? phrasesOf : [kindPhrase, ...phrasesOf];
  for (const [i, p] of all.entries()) {
    const phrase = p;
    if (isKind(p)) {
      plans.push(
        c.exact
          ? { phrase, requirement: 'asked-kind' }
          : {
              phrase,
              requirement: 'asked-kind',
              fixed: { status: 'approximated', made: madeLine(c), why: `no mode or rulebook makes ${p.text}` },
            },
      );
      continue;
    }
    const at = edits.findIndex((e) => e.phrase === p.text);
    const edit = at >= 0 ? edits.splice(at, 1)[0] : undefined;
    // "against the computer": honoured by a computer player, if the game has one.
    if (!edit && OPPONENT_WORDS.has(p.head)) {
      const id = `phrase-${i + 1}`;
      const rival =
        c.rulebook.opponent !== undefined ||
        Object.values(c.rulebook.kinds).some(
          (k) => k.side === 'computer' || (k.role === 'enemy' && k.behaviours?.some((b) => b.track || b.chase)),
        );
      requirements.push({
        id,
        text: 'a computer opponent',
        source: p.text,
        weight: rival ? 1 : 2,
        check: {
          kind: 'design',
          ok: rival,
          evidence: rival ? 'opponent: the computer plays its side' : 'this game has no computer player',
        },
      });
      plans.push(
        rival
          ? { phrase, requirement: id }
          : { phrase, requirement: id, fixed: { status: 'not honoured', made: null, why: 'no computer player' } },
      );
      continue;
    }
    if (!edit) {
      // The asked kind's own name ("fifteen" in "a fifteen puzzle") is the kind, not a thing in it.
      if (asked.name.split(/\s+/).includes(p.head) || asked.phrase.includes(p.text)) {
        plans.push({ phrase, requirement: 'asked-kind' });
        continue;
      }
      const fixed: NonNullable<PhrasePlan['fixed']> =
        p.kind === 'condition'
          ? {
              status: 'approximated',
              made: `the rulebook's own rule ("${c.rulebook.goal}")`,
              why: "a rule in the prompt's own words is not read",
            }
          : { status: 'not honoured', made: null, why: 'the rulebook has nothing it could be' };
      plans.push(phraseRequirement(requirements, i, phrase, fixed));
      continue;
    }
    plans.push(
      phraseRequirement(
        requirements,
        i,
        phrase,
        edit.status === 'honoured'
          ? `${edit.proof}: ${edit.why}`
          : {
              status: edit.status,
              made: edit.status === 'approximated' ? `the rulebook's own (${edit.proof ?? 'unchanged'})` : null,
              why: edit.why,
            },
      ),
    );
  }
  const noMode = c.exact ? null : { asked: withArticle(asked.kind?.id ?? asked.name), made: madeLine(c) };
  return { requirements, compilation: { plans, requirements: [], noMode } };
}
