// The oracles that need no model. Each is a small named unit that looks at one transition (the observation before,
// the action, the observation after) and returns the faults it sees, each with a signature naming the oracle and
// its subject, so the same fault reached by other steps is recognised as a duplicate and a known bug's replay can be
// matched to a report. Non-determinism and stuck states need more than one transition: the explorer and the replays
// judge those (see explorer.ts and confirm.ts).
import type { QaBugType, QaOracle } from '../shared/index.ts';
import type { GameRules, QaObservation } from './adapter.ts';
import { type Facts, splitCommand } from './facts.ts';

/** A pattern that matches any of `alternatives` as whole words (each may hold its own regular-expression syntax). */
export function anyWord(alternatives: readonly string[], flags = ''): RegExp {
  return new RegExp(`\\b(${alternatives.join('|')})\\b`, flags);
}

export interface Transition {
  before: QaObservation;
  beforeFacts: Facts;
  action: string;
  after: QaObservation;
  afterFacts: Facts;
  /** Every carried, seen or fixed thing's name seen so far in the game (lower case). */
  vocabulary: ReadonlySet<string>;
  /**
   * The things known to be portable (seen carried). Where a game lists fixed and portable things together (GBQA's
   * `items`), only these must be named by a description; fixed things may be described in other words.
   */
  portable?: ReadonlySet<string> | undefined;
  /**
   * Things carried at some point earlier on this way from a fresh game: one put down and taken up again was made
   * before, so a rule about making it is not broken by the taking.
   */
  had?: ReadonlySet<string> | undefined;
  /** The counters of the fresh game. */
  initial: Readonly<Record<string, number>>;
  rules: GameRules;
  beforeHash: string;
  afterHash: string;
}

export interface Fault {
  oracle: QaOracle;
  signature: string;
  type: QaBugType;
  severity: 'critical' | 'major' | 'minor';
  title: string;
  observed: string;
  expected: string;
}

export const DIRECTIONS = new Set([
  'north',
  'south',
  'east',
  'west',
  'up',
  'down',
  'northeast',
  'northwest',
  'southeast',
  'southwest',
  'in',
  'out',
]);
const DROP_VERBS = new Set(['drop', 'discard']);
/** Words with which a game explains why a listed way is closed: a gate, not a refusal without cause. */
export const GATE_WORDS = anyWord(
  [
    'locked',
    'closed',
    'shut',
    'blocked',
    'need',
    'needs',
    'key',
    'cannot open',
    'barred',
    'guarded',
    'too high',
    'too dark',
    'dark',
    'cold',
    'unlit',
    'not lit',
    'reach',
    'sealed',
    'rusted',
    'jammed',
    'stuck',
    'first',
    'without',
    'requires?',
    "won't budge",
    'will not',
  ],
  'i',
);

/** Whether the command names the item: the item's words contain the object's, or the other way round. */
export function names(command: string, item: string): boolean {
  const { object } = splitCommand(command);
  if (!object) return false;
  const words = (s: string) =>
    ` ${s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()} `;
  return words(item).includes(words(object)) || words(object).includes(words(item));
}

/** The vocabulary items a text mentions, longest names first so "lens piece a" is not also read as "lens". */
export function mentioned(text: string, vocabulary: Iterable<string>): Set<string> {
  let rest = ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  const found = new Set<string>();
  for (const item of [...vocabulary].sort((a, b) => b.length - a.length || a.localeCompare(b))) {
    const needle = ` ${item.replace(/[^a-z0-9]+/g, ' ').trim()} `;
    if (needle.trim() && rest.includes(needle)) {
      found.add(item);
      rest = rest.replaceAll(needle, ' ~ ');
    }
  }
  return found;
}

type Oracle = (t: Transition) => Fault[];

const serverError: Oracle = (t) => {
  if (!t.after.error) return [];
  const { verb } = splitCommand(t.action);
  const what = t.after.error.replace(/\d+/g, 'N').slice(0, 60);
  return [
    {
      oracle: 'server-error',
      signature: `server-error:${verb}:${what}`,
      type: 'crash',
      severity: 'critical',
      title: `"${t.action}" makes the game fail`,
      observed: t.after.error,
      expected: 'an answer: the action done, or refused with a reason',
    },
  ];
};

/**
 * Whether a transition did nothing but lose things: no thing gained, no counter or room changed. Spending an item on
 * something (a key on a door, pieces on a lens) changes something else, and that is not a loss without cause.
 */
function onlyLoss(b: Facts, a: Facts): boolean {
  if (a.room !== b.room || a.inventory!.some((i) => !b.inventory!.includes(i))) return false;
  const names = new Set([...Object.keys(a.counters), ...Object.keys(b.counters)]);
  return [...names].every((n) => a.counters[n] === b.counters[n]);
}

const conservation: Oracle = (t) => {
  const b = t.beforeFacts;
  const a = t.afterFacts;
  if (!b.inventory || !a.inventory || t.after.error) return [];
  const faults: Fault[] = [];
  const sameRoom = b.room === a.room && !b.dark && !a.dark;
  // The signature names the fault, not the thing: everything dropped in one room vanishing is one bug.
  const fault = (title: string, subject: string, observed: string, expected: string): Fault => ({
    oracle: 'conservation',
    signature: `conservation:${subject}`,
    type: 'data-inconsistency',
    severity: 'major',
    title,
    observed,
    expected,
  });
  const { verb } = splitCommand(t.action);
  const room = a.room ?? 'room';
  for (const item of b.inventory) {
    if (a.inventory.includes(item) || (a.here?.includes(item) ?? !sameRoom)) continue;
    if (DROP_VERBS.has(verb) && names(t.action, item) && sameRoom && a.here)
      faults.push(
        fault(
          `what is dropped in the ${room} vanishes`,
          `${verb}:${room}`,
          `the ${item} is neither carried nor here after "${t.action}"`,
          `the ${item} lies here after it is dropped`,
        ),
      );
    else if (!names(t.action, item) && onlyLoss(b, a))
      faults.push(
        fault(
          item,
          `lost:${verb}:${item}`,
          `left the inventory after "${t.action}", which does not name it`,
          'it stays carried',
        ),
      );
  }
  // A thing that leaves the room as a counter moves was collected (coins into a purse), not lost.
  const countersMoved = Object.entries(a.counters).some(([k, v]) => b.counters[k] !== v);
  if (sameRoom && b.here && a.here && !countersMoved)
    for (const item of b.here)
      if (!a.here.includes(item) && !a.inventory.includes(item) && !names(t.action, item))
        faults.push(
          fault(
            item,
            `vanished:${room}:${item}`,
            `vanished from the ${room} after "${t.action}"`,
            'it stays where it was',
          ),
        );
  // Something made from what was carried (fragments joined, flour and water mixed) is not from nowhere.
  const consumed = b.inventory.some((i) => !a.inventory!.includes(i));
  for (const item of a.inventory)
    if (!consumed && !b.inventory.includes(item) && !(b.here?.includes(item) ?? true) && !names(t.action, item))
      faults.push(
        fault(
          item,
          `appeared:${item}`,
          `appeared in the inventory after "${t.action}"`,
          'only what is taken is carried',
        ),
      );
  return faults;
};

const counterRange: Oracle = (t) => {
  const faults: Fault[] = [];
  for (const [name, value] of Object.entries(t.afterFacts.counters)) {
    const declared = t.rules.counters[name];
    const min = declared?.min ?? ((t.initial[name] ?? -1) >= 0 ? 0 : undefined);
    const max = declared?.max;
    const out = (min !== undefined && value < min) || (max !== undefined && value > max);
    const was = t.beforeFacts.counters[name];
    const wasOut = was !== undefined && ((min !== undefined && was < min) || (max !== undefined && was > max));
    if (!out || wasOut) continue;
    const range = `${min ?? '-∞'}…${max ?? '∞'}`;
    faults.push({
      oracle: 'counter-range',
      signature: `counter-range:${name}`,
      type: 'out-of-range',
      severity: 'major',
      title: `${name} goes to ${value}, outside ${range}`,
      observed: `${name} = ${value} after "${t.action}" (was ${was ?? 'absent'})`,
      expected: `${name} stays within ${range}${declared ? ' (declared)' : ' (it starts at or above 0)'}`,
    });
  }
  return faults;
};

const description: Oracle = (t) => {
  const a = t.afterFacts;
  if (t.action.trim().toLowerCase() !== t.rules.look || t.after.error || a.dark || !a.here || !a.inventory) return [];
  const present = new Set([...a.here, ...a.inventory, ...(a.features ?? [])]);
  const said = mentioned(t.after.text, new Set([...t.vocabulary, ...present]));
  const where = a.room ?? 'this room';
  const faults: Fault[] = [];
  for (const item of said)
    if (!present.has(item))
      faults.push({
        oracle: 'description',
        signature: `description:${item}:mentions-absent`,
        type: 'description-flaw',
        severity: 'minor',
        title: `the ${where} description mentions the ${item}, which is not there`,
        observed: `"${t.after.text}" while the state shows no ${item} here or carried`,
        expected: `the description names only what is there`,
      });
  // Where fixed things are listed with portable ones, only what is known to be portable must be named.
  const mustName = a.features === null && t.portable ? a.here.filter((i) => t.portable!.has(i)) : a.here;
  for (const item of mustName)
    if (!said.has(item))
      faults.push({
        oracle: 'description',
        signature: `description:${item}:omits-present`,
        type: 'description-flaw',
        severity: 'minor',
        title: `the ${where} description leaves out the ${item}`,
        observed: `"${t.after.text}" while the state lists the ${item} here`,
        expected: 'looking shows everything that is here',
      });
  return faults;
};

function direction(action: string): string | null {
  const { verb, object } = splitCommand(action);
  if (DIRECTIONS.has(verb) && !object) return verb;
  if (DIRECTIONS.has(object)) return object;
  return null;
}

const exits: Oracle = (t) => {
  const d = direction(t.action);
  const b = t.beforeFacts;
  const a = t.afterFacts;
  if (!d || !b.exits || b.room === null || a.room === null || t.after.error || b.over) return [];
  // In the dark a game may list no exits because none can be seen: a way that works there is not judged (one it
  // lists and refuses still is).
  if (!b.dark && !b.exits.includes(d) && a.room !== b.room)
    return [
      {
        oracle: 'exit-acceptance',
        signature: `exit-acceptance:${b.room}:${d}`,
        type: 'wrong-acceptance',
        severity: 'major',
        title: `going ${d} from the ${b.room} works though that way is not open`,
        observed: `moved from ${b.room} to ${a.room}; the exits were ${b.exits.join(', ') || 'none'}`,
        expected: `going ${d} is refused while the exits do not list it`,
      },
    ];
  if (b.exits.includes(d) && a.room === b.room && !GATE_WORDS.test(t.after.text))
    return [
      {
        oracle: 'exit-refusal',
        signature: `exit-refusal:${b.room}:${d}`,
        type: 'wrong-refusal',
        severity: 'major',
        title: `going ${d} from the ${b.room} is refused though the exits list it`,
        observed: `"${t.after.text}"; still in ${b.room}`,
        expected: `a listed exit leads somewhere, or the game says why it is closed`,
      },
    ];
  return [];
};

const shortcut: Oracle = (t) => {
  const b = t.beforeFacts.inventory;
  const a = t.afterFacts.inventory;
  if (!b || !a) return [];
  return t.rules.rules.flatMap((rule): Fault[] => {
    const gain = rule.gain.toLowerCase();
    const missing = rule.requires.map((r) => r.toLowerCase()).filter((r) => !b.includes(r));
    if (!a.includes(gain) || b.includes(gain) || t.had?.has(gain) || missing.length === 0) return [];
    return [
      {
        oracle: 'shortcut',
        signature: `shortcut:${gain}`,
        type: 'logic-error',
        severity: 'major',
        title: `the ${gain} is had without ${missing.join(', ')}`,
        observed:
          `"${t.action}" gave the ${gain} while ${missing.join(', ')} ` +
          `${missing.length > 1 ? 'were' : 'was'} not held`,
        expected: `the ${gain} needs ${rule.requires.join(', ')}${rule.why ? ` (${rule.why})` : ''}`,
      },
    ];
  });
};

/** The singular of a plural noun as count rules use it ("fragments" → "fragment", "pieces" → "piece"). */
export const singular = (word: string): string =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.endsWith('es') && /(ss|sh|ch|x)es$/.test(word)
      ? word.slice(0, -2)
      : word.endsWith('s')
        ? word.slice(0, -1)
        : word;

/** A rule by count the game's text states: a thing made from fewer of the parts it names breaks it. */
const countRule: Oracle = (t) => {
  const b = t.beforeFacts.inventory;
  const a = t.afterFacts.inventory;
  if (!b || !a || t.after.error) return [];
  const gained = a.filter((i) => !b.includes(i) && !t.had?.has(i));
  if (gained.length === 0) return [];
  return t.rules.counts.flatMap((rule): Fault[] => {
    const part = new RegExp(`\\b${rule.of}`);
    const spent = b.filter((i) => part.test(i) && !a.includes(i));
    if (spent.length === 0 || spent.length >= rule.count) return [];
    const made = gained.filter((g) => !part.test(g) && (!rule.qualifier || g.includes(rule.qualifier)));
    return made.map((gain) => ({
      oracle: 'shortcut' as const,
      signature: `shortcut:${gain}`,
      type: 'logic-error' as const,
      severity: 'major' as const,
      title: `the ${gain} is made from ${spent.length} ${rule.of}s, not ${rule.count}`,
      observed: `"${t.action}" made the ${gain} from ${spent.join(', ')}`,
      expected: `the ${gain} takes ${rule.count} ${rule.of}s${rule.why ? ` (${rule.why})` : ''}`,
    }));
  });
};

/** The carrying limit the game states (its text, or the spec): never more things carried than that. */
const carryLimit: Oracle = (t) => {
  const limit = t.rules.carry;
  const a = t.afterFacts.inventory;
  const b = t.beforeFacts.inventory;
  if (limit === undefined || !a || a.length <= limit || (b?.length ?? 0) > limit) return [];
  return [
    {
      oracle: 'counter-range',
      signature: 'counter-range:carried',
      type: 'out-of-range',
      severity: 'major',
      title: `${a.length} things are carried, more than the ${limit} the game allows`,
      observed: `after "${t.action}" the inventory holds ${a.join(', ')}`,
      expected: `at most ${limit} things are carried`,
    },
  ];
};

const afterEnd: Oracle = (t) => {
  if (!t.beforeFacts.over || t.beforeHash === t.afterHash || t.after.error) return [];
  const { verb } = splitCommand(t.action);
  return [
    {
      oracle: 'after-end',
      signature: `after-end:${verb}`,
      type: 'logic-error',
      severity: 'major',
      title: `"${verb}" still changes the game after it is over`,
      observed: `the state changed after "${t.action}" though the game was over`,
      expected: 'nothing changes once the game is over, until a new game',
    },
  ];
};

/** Play's rules as qa bug types, and what a game that keeps each rule does. */
const PLAY_RULES: Record<string, [QaBugType, string]> = {
  'score-without-cause': ['data-inconsistency', 'the score falls only with a loss, a cost or a penalty the game shows'],
  'through-solid': ['logic-error', 'the player stops at solid tiles and walls'],
  'left-world': ['logic-error', 'the player stays inside the world'],
  'no-win-screen': ['logic-error', 'a won game says so on screen'],
  'invisible-text': ['description-flaw', 'text on screen can be read against what is behind it'],
  frozen: ['stuck', 'the game keeps drawing new frames while its clock runs'],
};

/** What the adapter itself saw broken on the way (play's rules on a web game's step). */
const playRule: Oracle = (t) =>
  (t.after.faults ?? []).map((f) => {
    const [type, expected] = PLAY_RULES[f.rule] ?? ['logic-error', `the game keeps the rule "${f.rule}"`];
    return {
      oracle: 'play-rule',
      signature: `play-rule:${f.rule}`,
      type,
      severity: 'major',
      title: f.title,
      observed: `${f.observed} (after "${t.action}")`,
      expected,
    };
  });

/** Every transition oracle, by name, in the order their faults are reported. */
export const TRANSITION_ORACLES: ReadonlyArray<[QaOracle, Oracle]> = [
  ['server-error', serverError],
  ['conservation', conservation],
  ['counter-range', counterRange],
  ['description', description],
  ['exit-acceptance', exits],
  ['shortcut', shortcut],
  ['shortcut', countRule],
  ['counter-range', carryLimit],
  ['after-end', afterEnd],
  ['play-rule', playRule],
];

export function judgeTransition(t: Transition): Fault[] {
  return TRANSITION_ORACLES.flatMap(([, oracle]) => oracle(t));
}

/** Which oracles judged this game and what could not be judged, from the first observation's state. */
export interface OracleCoverage {
  ran: QaOracle[];
  /** Checks that apply to this kind of game but could not run on this one, and why. */
  unmeasured: string[];
}

/**
 * The oracles that judge this game, for the result's "oracles" and "unmeasured". A text game's world checks
 * (conservation, descriptions, exits) are unmeasured when its state lacks their fields; on a web game they run when
 * its state has those fields and otherwise do not apply, so they are not listed as missing.
 */
export function oracleCoverage(first: Facts, hasState: boolean, rules: GameRules, web: boolean): OracleCoverage {
  const ran: QaOracle[] = ['server-error', 'non-determinism'];
  const unmeasured: string[] = [];
  const f = rules.fields;
  if (!hasState) {
    unmeasured.push('the game shows no state: only crashes, stuck states and non-determinism of its text');
    if (web) ran.push('play-rule');
    return { ran, unmeasured };
  }
  const world: [boolean, QaOracle[], string][] = [
    [
      first.inventory !== null,
      ['conservation'],
      `conservation and shortcuts: no ${f.inventory ? `"${f.inventory}"` : 'inventory'} list in the state`,
    ],
    [
      first.here !== null,
      ['description'],
      `descriptions: no ${f.here ? `"${f.here}"` : 'list of the things in sight'} in the state`,
    ],
    [
      first.exits !== null && first.room !== null,
      ['exit-acceptance', 'exit-refusal'],
      `exits: no ${f.room ? `"${f.room}"` : 'room'} and ${f.exits ? `"${f.exits}"` : 'exits'} in the state`,
    ],
  ];
  for (const [present, oracles, missing] of world)
    if (present) ran.push(...oracles);
    else if (!web) unmeasured.push(missing);
  if (Object.keys(first.counters).length || Object.keys(rules.counters).length) ran.push('counter-range');
  if (rules.rules.length || rules.counts.length) ran.push('shortcut');
  else
    unmeasured.push(
      web
        ? 'shortcuts: no rules are declared for the game (a qa.adapter.json declares them in "game.rules")'
        : 'shortcuts: the game declares no rules (qa.adapter.json "game.rules") and its text states none',
    );
  ran.push('after-end', 'stuck');
  if (web) ran.push('play-rule');
  return { ran, unmeasured };
}
