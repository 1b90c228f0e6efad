// The offline explorer on a text adventure plays as a tester does, not as a search over every word: it looks round
// each new room, takes what it sees, opens what is closed, reads what is written, tries what it holds on what is
// here (keys on locks, oil on rust, a lit lamp in the dark), enters the codes it has read where something takes a
// number, walks to the room where the best untried thing is (along the rooms it has mapped, not by replaying from the
// start), goes back to rooms whose state changed (a refusal with a reason — locked, too high, too dark — is worth
// trying again once something changed), drops things when its hands are full (what it has read or used first), and
// drops and looks again here and there, as bugs hide there. It resets only when the game is over or nothing is left
// where it can walk, and then replays the shortest known way to the state with the most left to try.
//
// Every transition goes through the oracles, as with the generic explorer; a state is reported stuck only when every
// command the game offers there (every template the help lists, filled with what the state shows) has been tried and
// none changed anything. What it learns from the game's own words — things named in its text, codes, directions, and
// rules it states ("the three key fragments", "six things at most") — goes into its vocabulary and the game's rules.
import { createHash } from 'node:crypto';
import type { GameAdapter, QaObservation } from './adapter.ts';
import type { Candidate, Depth, ExploreOptions, ExploreResult, TrajectoryEntry } from './explorer.ts';
import { exploreSystematically, nonDeterminism, stuck } from './explorer.ts';
import { at, type Facts, factsOf, stateHash, thingsOf } from './facts.ts';
import { type HelpCommand, parseHelpCommands, slotKind } from './help.ts';
import { anyWord, DIRECTIONS, type Fault, GATE_WORDS, judgeTransition, singular, type Transition } from './oracles.ts';

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const numberOf = (word: string): number | undefined =>
  /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()];

const REVERSE: Record<string, string> = {
  north: 'south',
  south: 'north',
  east: 'west',
  west: 'east',
  up: 'down',
  down: 'up',
  in: 'out',
  out: 'in',
  northeast: 'southwest',
  southwest: 'northeast',
  northwest: 'southeast',
  southeast: 'northwest',
};

type VerbClass =
  | 'move'
  | 'take'
  | 'drop'
  | 'open'
  | 'read'
  | 'examine'
  | 'light'
  | 'switch'
  | 'use'
  | 'code'
  | 'look'
  | 'inventory'
  | 'combine'
  | 'meta'
  | 'other';

function verbClass(verb: string, rest: string, look: string): VerbClass {
  const v = verb.toLowerCase();
  if (v === look || v === 'look' || v === 'l') return rest.startsWith('<') || /^at\b/.test(rest) ? 'examine' : 'look';
  if (/^(go|walk|move|run|head|travel|climb|enter|exit)$/.test(v) && /<direction>|<room/.test(rest)) return 'move';
  if (DIRECTIONS.has(v)) return 'move';
  if (/^(take|get|grab|pick|pick up|collect)$/.test(v)) return 'take';
  if (/^(drop|discard|put down|leave)$/.test(v)) return 'drop';
  // "unlock <door> with <key>" is a thing used on another, valued as such; "open <box>" alone is opening.
  if (/^(open|unlock|search|unbolt|pry|force|lift)$/.test(v))
    return /\s(with|using)\s/.test(` ${rest} `) ? 'use' : 'open';
  if (/^(read|study|consult)$/.test(v)) return 'read';
  if (/^(examine|x|inspect|check|look at)$/.test(v)) return 'examine';
  if (/^(light|ignite|burn|kindle)$/.test(v)) return 'light';
  if (/^(switch|turn|activate)$/.test(v) && /^(on|off)\b/.test(rest)) return 'switch';
  if (/^(enter|dial|type|input|say|punch|key)$/.test(v) && /<number>|<code>|<digits>|<password>/.test(rest))
    return 'code';
  if (/^(inventory|i|inv)$/.test(v)) return 'inventory';
  if (/^(combine|assemble|craft|join|merge|forge)$/.test(v) && !rest) return 'combine';
  if (/^(help|restart|reset|quit|exit|save|load|restore|undo|new|version|about|hint|hints|score|q)$/.test(v))
    return 'meta';
  if (rest.includes('<')) return 'use';
  return 'other';
}

const CONTAINER = anyWord([
  'box',
  'chest',
  'drawer',
  'crate',
  'cupboard',
  'cabinet',
  'door',
  'lid',
  'case',
  'trunk',
  'bag',
  'jar',
  'safe',
  'locker',
  'toolbox',
  'gate',
  'hatch',
  'trapdoor',
  'wardrobe',
  'desk',
  'sack',
  'barrel',
  'coffer',
  'casket',
  'tin',
  'pouch',
]);
const WRITING = anyWord([
  'book',
  'scroll',
  'note',
  'letter',
  'diary',
  'log',
  'logbook',
  'sign',
  'page',
  'map',
  'chart',
  'plaque',
  'journal',
  'inscription',
  'poster',
  'label',
  'card',
  'paper',
  'recipe',
  'manual',
  'table',
  'notice',
  'tablet',
  'ledger',
  'parchment',
  'menu',
  'list',
]);
const LIGHTABLE = /\b(lamp|lantern|candle|candlestick|torch|oven|fire|stove|fireplace|hearth|brazier|wick|beacon)\b/;
const SWITCHABLE = /\b(lamp|lantern|torch|flashlight|light|radio|machine|generator|switch|lever)\b/;
const FIXED_REFUSAL = new RegExp(
  "fixed|too heavy|will not budge|won't budge|cannot take|can't take|can't pick|cannot pick|too bulky|" +
    "not portable|nailed|bolted|part of the|cannot be carried|can't be carried",
  'i',
);
const FULL_REFUSAL = new RegExp(
  "cannot carry any more|can't carry any more|hands are full|inventory is full|carry no more|too much to carry|" +
    "cannot carry more|can't carry more|drop something",
  'i',
);
const CODE_HINT = /\b(numeric|keypad|dial|combination|password|code|digits|pin)\b/i;
/**
 * What every tester knows goes with what: keys with locks, oil with rust, fire with what is cold or dark, a ladder
 * with what is too high. A carried thing on the left fits a thing whose name or refusal says the right.
 */
/** What verbs are done to, as every tester knows: grind grain, bake dough, ring a bell, fill a bucket. */
const VERB_OBJECT: [RegExp, RegExp][] = [
  [/^(grind|mill)$/, /\b(grain|corn|wheat|coffee|pepper|beans|seeds?)\b/],
  [/^(bake|cook|roast)$/, /\b(dough|bread|cake|pie|flour|batter|loaf|meat|fish)\b/],
  [/^(fill)$/, /\b(bucket|flask|jug|bottle|can|cup|bowl|kettle|pail|canteen|lamp|jar)\b/],
  [/^(ring|strike|sound)$/, /\b(bell|gong|chime)\b/],
  [/^(mix|stir|knead|combine|blend)$/, /\b(flour|water|dough|paint|potion|powder|salt|herbs?|lens|tube)\b/],
  [/^(pour|empty)$/, /\b(water|oil|bucket|flask|potion|wine|jug)\b/],
  [/^(eat|taste)$/, /\b(bread|apple|cake|pie|loaf|cheese|mushroom|berries|food)\b/],
  [/^(drink|sip)$/, /\b(water|potion|wine|tea|milk|bottle)\b/],
  [/^(wear|put on)$/, /\b(coat|hat|ring|cloak|mask|boots|gloves|helmet|armou?r)\b/],
  [/^(dig)$/, /\b(ground|soil|sand|earth|grave|garden|mound)\b/],
  [/^(cut|slice)$/, /\b(rope|vine|cloth|bread|net|web)\b/],
  [/^(climb)$/, /\b(ladder|rope|tree|stairs|wall)\b/],
  [/^(push|pull|press)$/, /\b(lever|button|cart|chain|switch|panel|handle|brick)\b/],
  [/^(turn|wind|crank)$/, /\b(wheel|crank|handle|winch|dial|knob|valve)\b/],
  [/^(insert|put|place)$/, /\b(battery|coin|key|lens|telescope|gem|card)\b/],
  [/^(give|offer|show|hand)$/, /\b(bread|loaf|letter|coin|gold|flower|gift|note|pie|food)\b/],
];

const AFFINITY: [RegExp, RegExp][] = [
  [/\bkey\b/, /\b(lock|locked|door|chest|gate|padlock|keyhole|box|cabinet|drawer)\b/],
  [/\b(oil|grease)\b/, /\b(rust|rusted|stiff|squeak|hinge|jammed|stuck)\b/],
  [
    /\b(match|matches|tinderbox|lighter|flint|torch|candle)\b/,
    /\b(light|lit|fire|cold|dark|lamp|candle|oven|stove|hearth|wick)\b/,
  ],
  [/\b(ladder|rope|stool|crate|chair)\b/, /\b(high|climb|reach|up|trapdoor|ceiling)\b/],
  [/\b(crowbar|lever|bar|pry)\b/, /\b(stuck|nailed|jammed|boarded|wedged)\b/],
  [/\b(battery|cell)\b/, /\b(lantern|torch|flashlight|power|battery|dead)\b/],
  [/\b(water|bucket)\b/, /\b(fire|burning|dry|thirst|plant|flames)\b/],
];
const META_WORDS = new Set(['help', 'restart', 'reset', 'quit', 'save', 'load', 'restore', 'undo', 'new']);

/** A fresh seeded order of a list (xorshift on a hash of the seed and a key). */
function shuffled<T>(items: T[], seed: number, key: string): T[] {
  let x = createHash('sha256').update(`${seed}:${key}`).digest().readUInt32LE(0) || 1;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const j = (x >>> 0) % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The things a text names in a list: "Inside you find: small key." "You notice: ladder, oil flask and bucket." */
const CARRY_LIMIT = new RegExp(
  String.raw`(?:carry|hold)\s+(?:up to\s+|at most\s+|only\s+|no more than\s+)?(\w+)\s+(?:things|items|objects)|` +
    String.raw`\((\w+)\s+(?:things|items)\s+at\s+most\)|more than\s+(\w+)\s+(?:things|items|objects)|` +
    String.raw`(\w+)\s+(?:things|items)\s+at\s+most`,
  'i',
);

/** An observation without its numeric fields (two levels deep, as factsOf reads counters): what a counter hides. */
function uncounted(o: QaObservation): QaObservation {
  const strip = (v: unknown, depth: number): unknown => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (typeof x === 'number') continue;
      out[k] = depth < 1 ? strip(x, depth + 1) : x;
    }
    return out;
  };
  return { ...o, state: o.state ? (strip(o.state, 0) as Record<string, unknown>) : null };
}

export function thingsInText(text: string): string[] {
  const out: string[] = [];
  const list = new RegExp(
    String.raw`\b(?:inside you (?:find|see)|inside|you (?:find|notice|see|spot|also see)|here|it contains|contains|` +
      String.raw`holds|there is|there are|lying here)\s*:\s*([^.\n]+)`,
    'gi',
  );
  for (const m of text.matchAll(list))
    for (const raw of m[1]!.split(/\s*,\s*|\s+and\s+/)) {
      const thing = raw
        .trim()
        .toLowerCase()
        .replace(/^(?:a|an|the|some)\s+/, '')
        .replace(/[!?"']+$/, '');
      if (/^[a-z][a-z0-9 '-]{1,30}$/.test(thing) && thing.split(' ').length <= 4) out.push(thing);
    }
  return out;
}

/** Codes a text gives: digit groups ("2-9-6", "417") and spelled digits ("four-one-seven"). */
export function codesInText(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?<![\d/])\d(?:[ -]?\d){1,7}(?![\d/])/g)) out.add(m[0].replace(/[ -]/g, ''));
  const digit = '(zero|one|two|three|four|five|six|seven|eight|nine)';
  for (const m of text.toLowerCase().matchAll(new RegExp(`\\b${digit}(?:[- ]${digit}){1,7}\\b`, 'g')))
    out.add(
      m[0]
        .split(/[- ]/)
        .map((w) => String(NUMBER_WORDS[w]))
        .join(''),
    );
  return [...out];
}

/** Rules a game's text states: "the three key fragments" (a count) and "six things at most" (a carrying limit). */
export function rulesInText(text: string): {
  counts: { of: string; count: number; qualifier?: string }[];
  carry?: number;
} {
  const counts: { of: string; count: number; qualifier?: string }[] = [];
  const parts = anyWord(
    [
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      String.raw`[2-9])\s+(?:([a-z]+)\s+)?(fragments`,
      'pieces',
      'parts',
      'shards',
      'halves',
      'gems',
      'runes',
      'crystals',
      'stones',
      'keys',
      'seals',
      'relics',
      'orbs',
      'tokens',
      'medallions',
    ],
    'gi',
  );
  for (const m of text.matchAll(parts)) {
    const count = numberOf(m[1]!);
    const qualifier = m[2]?.toLowerCase();
    if (count === undefined || count < 2) continue;
    const of = singular(m[3]!.toLowerCase());
    const rule =
      qualifier && !/^(the|all|of|other|small|missing|lost)$/.test(qualifier)
        ? { of, count, qualifier }
        : { of, count };
    if (!counts.some((c) => c.of === of)) counts.push(rule);
  }
  const carry = CARRY_LIMIT.exec(text);
  const n = carry ? numberOf((carry[1] ?? carry[2] ?? carry[3] ?? carry[4])!) : undefined;
  return n !== undefined && n >= 1 ? { counts, carry: n } : { counts };
}

interface StateNode {
  /** The state as it shows, and the node's own key: the shown state and how many hidden changes led to it. */
  hash: string;
  key: string;
  /** Where each command tried here led, by node key. */
  next: Map<string, string>;
  observation: QaObservation;
  facts: Facts;
  /** The way here from a fresh game first walked, and the state after each of its actions. */
  path: string[];
  trail: string[];
  /** Its way did not lead here again on a replay (state the game hides differed): never aimed at again. */
  unreachable: boolean;
  order: number;
  tried: Map<string, string>;
  roomKey: string;
  globalKey: string;
  exhausted: boolean;
}

interface Outcome {
  roomKey: string;
  globalKey: string;
  changed: boolean;
  gate: boolean;
  /** Refused because the hands were full, with this many things carried. */
  full: number | null;
  /** What was carried then. */
  carried?: string[];
}

interface RoomInfo {
  facts: Facts;
  name: string | null;
  looked: Set<string>;
  codeGate: boolean;
  /** Things and ways here that answered with a reason (locked, rusted, too high…), and the words of that reason. */
  gates: Set<string>;
  gateText: Map<string, string>;
  /** Directions the room's own text mentions. */
  mentioned: Set<string>;
  drops: number;
  /** Things its texts named (a container's contents) that are not in the state's lists. */
  named: Set<string>;
  /** The rest of the world as it was when the player was last here. */
  visitedGlobal: string | null;
  /** The way by which the player last came in. */
  arrival: string | null;
  /** How many times the player came in, and at which coming-in and with what here it was last looked at. */
  visits: number;
  lookedVisit: number;
  lookedHere: string;
}

interface Choice {
  command: string;
  value: number;
}

interface Slot {
  kind: ReturnType<typeof slotKind>;
}

/** A template split into its words and slots: "use <item> on <target>" → use, slot, on, slot. */
function partsOf(template: string): (string | Slot)[] {
  const out: (string | Slot)[] = [];
  for (const p of template.split(/(<[^>]+>)/))
    if (p.startsWith('<')) out.push({ kind: slotKind(p.slice(1, -1)) });
    else out.push(...p.trim().split(/\s+/).filter(Boolean));
  return out;
}

const MAX_FILLS = 60;
const MAX_REPEATS = 3;
/**
 * How often a command may do nothing but move a counter (ring the bell: the score goes up) before a tester stops
 * trying it in that room: enough to carry a counter past a declared range of ten or so, not a whole budget.
 */
const MAX_COUNTER_ONLY = 12;
/** What a step of walking costs against the value of what waits at its end. */
const WALK_COST = 3;

/**
 * Explores a game: a text adventure (a text game whose state names a room) the way a tester plays one, any other
 * game by the explorer's seeded systematic search.
 */
export async function explore(adapter: GameAdapter, options: ExploreOptions): Promise<ExploreResult> {
  if (adapter.kind === 'http-text') {
    const first = await adapter.reset(options.seed);
    if (factsOf(first, adapter.rules.fields).room !== null) return exploreAdventure(adapter, options);
  }
  return exploreSystematically(adapter, options);
}

export async function exploreAdventure(adapter: GameAdapter, options: ExploreOptions): Promise<ExploreResult> {
  const rules = adapter.rules;
  const fields = rules.fields;
  const trajectory: TrajectoryEntry[] = [];
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  const vocabulary = new Set<string>();
  const portable = new Set<string>();
  const fixed = new Set<string>();
  const info = new Set<string>();
  const used = new Set<string>();
  /** Things that were lit or switched on: a light is never put down to make room. */
  const lights = new Set<string>();
  /** When each thing carried now was picked up (an action count). */
  const acquired = new Map<string, number>();
  // The compass and up and down are ways in every text adventure; others come from exits and the game's words.
  const directions = new Set<string>(['north', 'south', 'east', 'west', 'up', 'down']);
  /** What the game answered when a command about a thing did nothing ("It has no battery."), by thing. */
  const refusals = new Map<string, string>();
  /** Commands the game said need a thing ("You need the millstone."), and that thing. */
  const needs = new Map<string, string>();
  const verbNeeds = new Map<string, string>();
  /** How often a verb did nothing in a room: a verb refused again and again is tried less and less there. */
  const fatigue = new Map<string, number>();
  const codes = new Set<string>();
  const learned: string[] = [];
  const nodes = new Map<string, StateNode>();
  const rooms = new Map<string, RoomInfo>();
  const edges = new Map<string, Map<string, string>>();
  const outcomes = new Map<string, Outcome[]>();
  const triedAnywhere = new Map<string, number>();
  /** How often a command, by room, changed nothing but a counter: each such state is new, and nothing else is. */
  const counterOnly = new Map<string, number>();
  const verbObject = new Set<string>();
  const looks: { transition: Transition; path: string[]; trail: string[]; sticky: boolean[] }[] = [];
  let actions = 0;
  let order = 0;
  let full: number | null = null;
  /** The thing a full pair of hands could not take: what a drop makes room for. */
  let pending: { room: string; thing: string } | null = null;
  /** Things put down to make room: not picked up again while there is better to do. */
  const parked = new Set<string>();
  /** Things a command other than a drop put down here (a ladder set up): left where the game put them. */
  const placed = new Set<string>();
  /** The last command changed the world by using something (not a walk, a take, a drop or a look). */
  let justUsed = false;
  /** Where a walk to another room is headed, and what to try there: done on arrival, so a walk is never wasted. */
  let goal: { room: string; command: string } | null = null;
  let lookAfterDrop = false;
  let ended = `the budget of ${options.budget} actions was spent`;

  const initialObs = await adapter.reset(options.seed);
  const templatesFlat = await adapter.actions();
  actions++;
  const help = adapter.helpText?.() ?? '';
  const commands: HelpCommand[] = help
    ? parseHelpCommands(help)
    : templatesFlat.map((t) => ({ template: t, aliases: [], gloss: '' }));
  const initial = factsOf(initialObs, fields).counters;

  /** Rules the game's own words state go into its rules, so that the oracles and every replay judge by them. */
  const learnRules = (text: string): void => {
    const found = rulesInText(text);
    for (const c of found.counts)
      if (!rules.counts.some((r) => r.of === c.of)) {
        rules.counts.push({ ...c, why: 'the game says so' });
        learned.push(`the game's text says ${c.count} ${c.qualifier ? `${c.qualifier} ` : ''}${c.of}s belong together`);
      }
    if (found.carry !== undefined && rules.carry === undefined) {
      rules.carry = found.carry;
      learned.push(`the game's text says at most ${found.carry} things are carried`);
    }
  };
  learnRules(help);
  learnRules(initialObs.text);

  const roomName = (o: QaObservation): string | null => {
    const s = o.state;
    for (const path of ['room.name', 'current_room.name', 'room_title', 'location_name', 'room_name']) {
      const v = at(s, path);
      if (typeof v === 'string') return v.toLowerCase();
    }
    return null;
  };
  /** The part of a state that is not the room the player is in: what is carried, counters, flags. */
  const globalKeyOf = (o: QaObservation, f: Facts): string => {
    const s = o.state ?? {};
    const local = new Set([
      'room',
      'current_room',
      'location',
      'exits',
      'paths',
      'items',
      'items_here',
      'visible',
      'visible_items',
      'features',
      'dark',
      'can_see',
      'description',
      'room_title',
      'location_name',
      'room_name',
      ...[fields.room, fields.exits, fields.here, fields.features, fields.dark].filter((x): x is string => !!x),
      ...fields.clock,
      ...fields.ignore,
    ]);
    const rest: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(s)) if (!local.has(k)) rest[k] = v;
    return createHash('sha256')
      .update(JSON.stringify([rest, [...(f.inventory ?? [])].sort()]))
      .digest('hex')
      .slice(0, 12);
  };
  const hereKey = (f: Facts): string => [...(f.here ?? [])].sort().join(',');
  const roomKeyOf = (f: Facts): string =>
    `${f.room}|${f.dark ? 'dark' : 'lit'}|${hereKey(f)}|${[...(f.inventory ?? [])].sort().join(',')}`;

  const roomInfo = (room: string): RoomInfo => {
    let r = rooms.get(room);
    if (!r) {
      r = {
        facts: null as unknown as Facts,
        name: null,
        looked: new Set(),
        codeGate: false,
        gates: new Set(),
        gateText: new Map(),
        mentioned: new Set(),
        drops: 0,
        named: new Set(),
        visitedGlobal: null,
        arrival: null,
        visits: 0,
        lookedVisit: 0,
        lookedHere: '',
      };
      rooms.set(room, r);
    }
    return r;
  };

  const learnText = (text: string, room: string | null, from: 'read' | 'other'): void => {
    const lower = text.toLowerCase();
    // "in" and "out" are words of every sentence; they are ways only where an exit list names them.
    for (const word of lower.split(/[^a-z]+/))
      if (DIRECTIONS.has(word) && word !== 'in' && word !== 'out') {
        directions.add(word);
        if (room) roomInfo(room).mentioned.add(word);
      }
    for (const code of codesInText(text)) codes.add(code);
    if (room) {
      const info = roomInfo(room);
      // What is read says nothing of this room; what the room shows or answers does.
      if (CODE_HINT.test(text) && from !== 'read') info.codeGate = true;
      for (const thing of thingsInText(text)) {
        vocabulary.add(thing);
        info.named.add(thing);
      }
    }
    if (from === 'read') learnRules(text);
  };

  const learnFacts = (o: QaObservation, f: Facts): void => {
    for (const thing of thingsOf(f)) vocabulary.add(thing);
    for (const thing of f.inventory ?? []) portable.add(thing);
    for (const thing of f.features ?? []) fixed.add(thing);
    for (const d of f.exits ?? []) directions.add(d);
    if (f.room) {
      const r = roomInfo(f.room);
      r.facts = f;
      r.name = roomName(o) ?? r.name;
      for (const thing of f.inventory ?? []) r.named.delete(thing);
    }
    // A white-box state, read only with the user's say-so, names every thing of the world.
    const white = o.whiteBox;
    const items = at(white, 'items');
    if (items && typeof items === 'object')
      for (const v of Object.values(items as Record<string, unknown>)) {
        const name = at(v, 'name');
        if (typeof name !== 'string') continue;
        vocabulary.add(name.toLowerCase());
        const carry = at(v, 'portable');
        if (carry === false) fixed.add(name.toLowerCase());
      }
  };

  /**
   * Hidden changes since the last fresh game: each command the game accepted though nothing it shows changed (a
   * drawer opened, a chest unlocked). A state that shows the same after one is another state to a tester.
   */
  let epoch = 0;
  const nodeFor = (o: QaObservation, path: string[], trail: string[]): StateNode => {
    const hash = stateHash(o, fields);
    const key = `${hash}#${epoch}`;
    let node = nodes.get(key);
    if (!node) {
      const facts = factsOf(o, fields);
      learnFacts(o, facts);
      node = {
        hash,
        key,
        next: new Map(),
        observation: o,
        facts,
        path,
        trail,
        unreachable: false,
        order: order++,
        tried: new Map(),
        roomKey: roomKeyOf(facts),
        globalKey: `${globalKeyOf(o, facts)}#${epoch}`,
        exhausted: false,
      };
      nodes.set(key, node);
    }
    return node;
  };

  // ---- what to try, and what it is worth ----------------------------------------------------------------------

  /** Every command the templates make in a state, with the fills a slot takes there. */
  const fills = (f: Facts, template: string): string[] => {
    const parts = partsOf(template);
    const room = f.room ? rooms.get(f.room) : undefined;
    const held = [...(f.inventory ?? [])];
    const here = [...new Set([...(f.here ?? []), ...(f.features ?? []), ...(room ? [...room.named] : [])])].filter(
      (t) => !held.includes(t),
    );
    const slots = parts.filter((p): p is Slot => typeof p !== 'string');
    const joiner = parts.find((p, i) => typeof p === 'string' && i > 0 && slots.length > 1) as string | undefined;
    const exits = f.exits ?? [];
    const ways = [...new Set([...exits, ...directions])];
    const roomNames = [
      ...new Set(
        [...(edges.get(f.room ?? '')?.values() ?? [])].map((id) => rooms.get(id)?.name).filter((n): n is string => !!n),
      ),
    ];
    const optionsFor = (slot: Slot, index: number): string[] => {
      switch (slot.kind) {
        case 'direction':
          return ways;
        case 'number':
          return [...codes];
        case 'room':
          return roomNames;
        case 'person':
        case 'button':
          return [...(f.features ?? []), ...here.filter((t) => !portable.has(t))];
        default:
          if (slots.length < 2) return [...here, ...held];
          // "unlock <door> with <key>": the thing here first, then what is held; "use <key> on <door>": held first.
          if (joiner === 'with' && !/^(combine|mix|join|attach)$/.test(String(parts[0])))
            return index === 0 ? [...here, ...held] : held;
          return index === 0 ? held : [...here, ...held];
      }
    };
    let out: string[] = [''];
    let slotIndex = 0;
    for (const part of parts) {
      if (typeof part === 'string') out = out.map((c) => (c ? `${c} ${part}` : part));
      else {
        const options = optionsFor(part, slotIndex++);
        if (options.length === 0) return [];
        // One thing is never used on itself.
        out = out
          .flatMap((c) => options.filter((o) => !` ${c} `.includes(` ${o} `)).map((o) => `${c} ${o}`))
          .slice(0, MAX_FILLS);
      }
    }
    return out.map((c) => c.trim());
  };

  const templateOf = new Map<string, { verb: string; rest: string; alias: boolean }>();
  for (const c of commands) {
    const [verb = '', ...rest] = c.template.split(' ');
    templateOf.set(c.template, { verb, rest: rest.join(' '), alias: false });
    for (const a of c.aliases) {
      const [av = '', ...ar] = a.split(' ');
      if (!templateOf.has(a)) templateOf.set(a, { verb: av, rest: ar.join(' '), alias: true });
    }
  }
  const mainTemplates = commands.map((c) => c.template).filter((t) => verbClassOf(t) !== 'meta');
  function verbClassOf(template: string): VerbClass {
    const t = templateOf.get(template);
    const [verb = '', ...rest] = template.split(' ');
    const cls = verbClass(t?.verb ?? verb, t?.rest ?? rest.join(' '), rules.look);
    if (cls === 'move' && META_WORDS.has(verb)) return 'meta';
    return cls;
  }

  /** Commands about carried things alone (read, light, switch, combine…): their outcome does not depend on the room. */
  const ROOMLESS = new Set<VerbClass>(['read', 'examine', 'light', 'switch', 'combine', 'inventory']);
  const carriedKey = (f: Facts): string => [...(f.inventory ?? [])].sort().join(',');

  /** The template a command was made from in a state, and its kind. */
  const commandClass = (f: Facts, command: string): { template: string | undefined; cls: VerbClass } => {
    const template = [...templateOf.keys()].find((t) => fills(f, t).includes(command));
    const [verb = ''] = command.split(' ');
    return {
      template,
      cls: template ? verbClassOf(template) : verbClass(verb, command.slice(verb.length).trim(), rules.look),
    };
  };

  /** The factor by which what happened before with this command in this room lowers its worth now (0: skip it). */
  const discount = (
    room: string,
    command: string,
    roomKey: string,
    globalKey: string,
    carried: number,
    holding: readonly string[] = [],
  ): number => {
    let factor = 1;
    let boost = 1;
    for (const o of outcomes.get(`*\u0000${command}`) ?? []) {
      if (o.changed) continue;
      factor = Math.min(factor, o.roomKey === roomKey.split('|').at(-1) ? 0.05 : 0.6);
    }
    for (const o of outcomes.get(`${room}\u0000${command}`) ?? []) {
      if (o.changed) continue;
      let f: number;
      if (o.roomKey === roomKey) f = o.globalKey === globalKey ? 0 : o.gate ? 0.8 : 0.2;
      else if (o.full !== null && carried < o.full) f = 1;
      // Refused with a reason, and something new is carried since, or just done here: what a tester tries again first.
      else if (o.gate && justUsed) {
        f = 1;
        boost = 1.15;
      } else if (o.gate && holding.some((t) => !o.carried?.includes(t))) f = 1;
      else f = o.gate ? 0.7 : 0.35;
      factor = Math.min(factor, f);
    }
    return factor === 1 ? boost : factor;
  };

  /** What a command is worth in a state (facts) as a tester sees it: its kind, what it names, and what is known. */
  const worth = (f: Facts, template: string, command: string): number => {
    const cls = verbClassOf(template);
    const alias = templateOf.get(template)?.alias === true;
    const room = f.room ? roomInfo(f.room) : undefined;
    const held = new Set(f.inventory ?? []);
    const words = command.split(' ');
    const parts = partsOf(template);
    const objects: string[] = [];
    {
      // The things the command names, slot by slot.
      let rest = command;
      for (const p of parts) {
        if (typeof p === 'string') {
          rest = rest.replace(new RegExp(`^\\s*${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`), '');
          continue;
        }
        const next = parts.slice(parts.indexOf(p) + 1).find((q): q is string => typeof q === 'string');
        const end = next ? rest.search(new RegExp(`\\s${next}\\s`)) : -1;
        objects.push((end >= 0 ? rest.slice(0, end) : rest).trim());
        rest = end >= 0 ? rest.slice(end) : '';
      }
    }
    const [a = '', b = ''] = objects;
    if (alias) return (triedAnywhere.get(words[0]!) ?? 0) > 0 || verbObject.has(`alias:${words[0]}`) ? 0 : 8;
    if ((counterOnly.get(`${f.room}\u0000${command}`) ?? 0) >= MAX_COUNTER_ONLY) return 0;
    const fresh = (triedAnywhere.get(command) ?? 0) === 0 ? 6 : 0;
    // The game said this command needs a thing ("You need the millstone."): where that thing is, it is worth a lot;
    // its verb away from that thing is worth little.
    const need = needs.get(command) ?? verbNeeds.get(words[0]!);
    // Only a need that names a thing known to be somewhere ("the millstone", not "a special key").
    if (need && [...vocabulary].some((t) => t === need || t.includes(need))) {
      const there = [...(f.here ?? []), ...(f.features ?? []), ...held].some((t) => t === need || t.includes(need));
      if (there && needs.get(command)) return 94 + fresh;
      if (!there) return 3;
    }
    const freshObject = verbObject.has(`${cls}:${a}`) ? 0 : 3;
    let v = 0;
    switch (cls) {
      case 'meta':
        return 0;
      case 'move': {
        const way = DIRECTIONS.has(words[0]!) ? words[0]! : a;
        if (!DIRECTIONS.has(way)) return 4 + fresh;
        const exits = f.exits ?? [];
        const known = edges.get(f.room ?? '')?.get(way);
        // A way already walked is a walk (travel weighs it); an unknown one is worth finding out.
        if (known) v = 20;
        else if (exits.includes(way)) v = 84;
        else if (f.dark && room?.arrival && REVERSE[room.arrival] === way) v = 80;
        // A way the room's words mention but its exits do not list: a tester tries it early (it may be a way the
        // game forgot to list, or one it should refuse).
        else if (room?.mentioned.has(way)) v = 78;
        else if (f.dark || exits.length === 0) v = 30;
        else v = 5;
        break;
      }
      case 'take':
        if (held.has(a)) return 0;
        if (fixed.has(a)) return 1;
        if (pending && pending.thing === a && pending.room === f.room && (full === null || held.size < full)) return 99;
        if (parked.has(a)) return 3;
        // Set in place by using it (a ladder under a trapdoor): taking it back would undo that.
        if (placed.has(a)) return 4;
        v = (f.here ?? []).includes(a) || room?.named.has(a) ? 92 : 30;
        // Full hands: a new thing is still tried (the refusal says to make room); others wait for the one pending.
        if (full !== null && held.size >= full && pending && pending.thing !== a) v = 20;
        break;
      case 'drop': {
        if (!held.has(a)) return 0;
        if (full !== null && held.size >= full && pending?.room === f.room) {
          // Room for what could not be taken: what has been read first, then what has been used, never the parts
          // the game says belong together.
          const part = rules.counts.some((c) => a.includes(c.of));
          const lit = (f.inventory ?? []).includes(a) && lights.has(a);
          v = part || lit ? 5 : info.has(a) && !used.has(a) ? 85 : used.has(a) ? 70 : 55;
        } else v = (room?.drops ?? 0) === 0 ? 24 : verbObject.has(`drop:${a}`) ? 3 : 10;
        break;
      }
      case 'open':
        if (held.has(a)) v = 30;
        else v = room?.gates.has(a) ? 85 : CONTAINER.test(a) ? 86 : 28;
        break;
      case 'read':
        // What is written does not change from room to room: a thing carried is read once.
        if (held.has(a) && verbObject.has(`read:${a}`)) return 2;
        v = WRITING.test(a) ? 88 : 10;
        break;
      case 'examine':
        if (held.has(a) && verbObject.has(`examine:${a}`)) return 1;
        v = freshObject ? 32 : 6;
        break;
      case 'light':
        v = LIGHTABLE.test(a) ? (held.has(a) ? 78 : 70) : 8;
        break;
      case 'switch':
        v = /\bon\b/.test(command) ? (SWITCHABLE.test(a) && held.has(a) ? 72 : 12) : 10;
        break;
      case 'code':
        v = room?.codeGate ? 88 : 8;
        break;
      case 'look':
        if (!room) return 10;
        if (room.looked.size === 0) v = 110;
        // Something was just put down here: a tester looks to see it lying there.
        else if (lookAfterDrop && !room.looked.has(roomKeyOf(f))) v = 115;
        // Back in a room whose things changed since it was last looked at: look again.
        else if (room.visits > room.lookedVisit && hereKey(f) !== room.lookedHere && !room.looked.has(roomKeyOf(f)))
          v = 50;
        else if (!room.looked.has(roomKeyOf(f))) v = room.drops > 0 ? 40 : 18;
        else return 0;
        break;
      case 'inventory':
        return (triedAnywhere.get(command) ?? 0) === 0 ? 14 : 0;
      case 'combine': {
        const partsHeld = rules.counts.some((c) => [...held].filter((h) => h.includes(c.of)).length >= 2);
        v = partsHeld ? 62 : held.size >= 2 ? 25 : 4;
        break;
      }
      case 'use': {
        const gated = (t: string) => room?.gates.has(t) === true;
        /** The game said what a thing needs ("It has no battery."); a held thing whose name says it fits. */
        const fits = (h: string, t: string) => {
          const need = `${t} ${room?.gateText.get(t) ?? ''} ${refusals.get(t) ?? ''}`;
          if (AFFINITY.some(([held, target]) => held.test(h) && target.test(need))) return true;
          return h.split(' ').some((w) => w.length > 2 && new RegExp(`\\b${w}`).test(need.slice(t.length)));
        };
        // A verb the help names for itself (grind, bake, ring…) is worth more than a bare "use", and most on what such
        // a verb is done to.
        const named = words[0] !== 'use' ? 8 : 0;
        const apt = VERB_OBJECT.some(([verb, what]) => verb.test(words[0]!) && what.test(a));
        if (apt && objects.length < 2) {
          v = 76;
          break;
        }
        if (objects.length < 2) {
          const fitsAny = [...(room?.gates ?? [])].some((t) => fits(a, t));
          if (held.has(a)) v = fitsAny ? 90 : (room?.gates.size ?? 0) > 0 ? 52 : 30 + named;
          // A verb of its own on a fixed thing here (ring the bell, pull the lever): what such verbs are for.
          else v = portable.has(a) ? 16 : 24 + 2.5 * named;
        } else if (held.has(a) && held.has(b)) {
          // Two things carried, tried together once for what is carried (the room does not matter); what was just
          // picked up first.
          const newest = [...acquired.entries()].sort((x, y) => y[1] - x[1])[0]?.[0];
          v = fits(a, b) || fits(b, a) ? 92 : 30 + (a === newest || b === newest ? 16 : 0);
        } else if (held.has(a)) v = gated(b) ? (fits(a, b) ? 92 : 44) : portable.has(b) ? 24 : 40 + 2.5 * named;
        else if (held.has(b)) v = gated(a) ? (fits(b, a) ? 92 : 46) : 30;
        else v = 10;
        break;
      }
      default:
        v = objects.length ? (held.has(a) ? 40 : 26) : 15;
    }
    return v + fresh + freshObject;
  };

  /** The best untried commands in a node, best first (ties in the seeded order). */
  const choicesAt = (node: StateNode, globalKey: string): Choice[] => {
    const f = node.facts;
    const out: Choice[] = [];
    const seenCommand = new Set<string>();
    for (const template of shuffled([...templateOf.keys()], options.seed, node.hash)) {
      for (const command of fills(f, template)) {
        if (seenCommand.has(command) || node.tried.has(command)) continue;
        seenCommand.add(command);
        let value = worth(f, template, command);
        // A look is worth what its own rule says (once per room as it is); other commands are worth less where they
        // did nothing before.
        let factor = 1;
        if (f.room && verbClassOf(template) !== 'look') {
          factor = discount(f.room, command, node.roomKey, globalKey, f.inventory?.length ?? 0, f.inventory ?? []);
          value *= factor;
        }
        const cls = verbClassOf(template);
        // A refusal worth trying again now is not worn out by the refusals before it.
        if (f.room && factor <= 1 && (cls === 'use' || cls === 'open' || cls === 'examine' || cls === 'other')) {
          const tired = fatigue.get(`${f.room}|${command.split(' ')[0]}`) ?? 0;
          value *= 0.8 ** Math.min(tired, 8);
        }
        if (value > 0) out.push({ command, value });
      }
    }
    return out.sort((x, y) => y.value - x.value);
  };

  // ---- playing ------------------------------------------------------------------------------------------------

  const record = (action: string, travel: boolean, after: QaObservation, hash: string, faults: Fault[]): void => {
    const entry: TrajectoryEntry = {
      step: ++actions,
      action,
      travel,
      state: hash,
      text: after.text.slice(0, 300),
      error: after.error,
      faults: faults.map((x) => x.signature),
    };
    trajectory.push(entry);
    options.onAction?.(entry);
  };
  const addCandidate = (fault: Fault, steps: string[], before: QaObservation, after: QaObservation): void => {
    const key = `${fault.signature}|${steps.join('\n')}`;
    if (seen.has(key)) return;
    seen.add(key);
    candidates.push({ fault, steps, before: before.state, after: after.state, text: after.text || null });
  };

  /** Commands a walk was made for that were not there to do on arrival, by room and state of the world. */
  const disappointed = new Set<string>();
  let current = nodeFor(initialObs, [], []);
  const rootHash = current.hash;
  const rootKey = current.key;
  /** What was done since the last fresh game, and the state after each: the way a candidate is replayed. */
  let live: string[] = [];
  let liveTrail: string[] = [];
  let liveSticky: boolean[] = [];
  /** Everything carried so far on the live way from a fresh game (see Transition.had). */
  let liveHad = new Set<string>(factsOf(initialObs, fields).inventory ?? []);
  learnText(initialObs.text, current.facts.room, 'other');
  let again: { action: string; count: number } | null = null;

  /** Sends one command from the current state, judges it, learns from it, and moves to where it leads. */
  const step = async (command: string, travel: boolean): Promise<void> => {
    const from = current;
    const after = await adapter.act(command);
    const hash = stateHash(after, fields);
    const known = from.tried.get(command);
    const path = [...live, command];
    live = path;
    liveTrail = [...liveTrail, hash];
    // Accepted, yet nothing shown changed: it may have changed what the game hides, so no way is cut across it, and
    // what follows is another state.
    const observing = /^(look|l|examine|x|inspect|read|inventory|i|help)$/.test(command.split(' ')[0] ?? '');
    const sticky = after.accepted === true && hash === from.hash && !observing && !after.error;
    liveSticky = [...liveSticky, sticky];
    if (sticky) epoch++;
    const next = nodeFor(after, path, liveTrail);
    const afterFacts = next.facts;
    if (afterFacts.room) {
      const r = roomInfo(afterFacts.room);
      r.facts = afterFacts;
      r.visitedGlobal = next.globalKey;
    }
    if (known !== undefined && known !== hash && !after.error)
      addCandidate(nonDeterminism(command, known, hash), path, from.observation, after);
    from.tried.set(command, hash);
    from.next.set(command, next.key);
    const changed = hash !== from.hash || sticky;
    const room = from.facts.room;
    const [verb = ''] = command.split(' ');
    const { template, cls } = commandClass(from.facts, command);
    const object = command.split(' ').slice(1).join(' ');
    // A reason in the answer, not the command's own words echoed back ("you use the small key…").
    let said = after.text.toLowerCase();
    for (const thing of thingsOf(from.facts)) said = said.replaceAll(thing, ' ');
    const gate = !changed && GATE_WORDS.test(said);
    const refusedFull = !changed && cls === 'take' && FULL_REFUSAL.test(after.text);
    if (refusedFull) {
      full = from.facts.inventory?.length ?? 0;
      if (room) pending = { room, thing: object };
    }
    if (changed && cls === 'drop' && pending) parked.add(object);
    lookAfterDrop = changed && cls === 'drop';
    if (changed && cls === 'take' && pending?.thing === object) pending = null;
    if (changed && cls === 'take') {
      parked.delete(object);
      placed.delete(object);
    }
    if (changed && cls !== 'drop' && cls !== 'take')
      for (const thing of from.facts.inventory ?? [])
        if (!afterFacts.inventory?.includes(thing) && afterFacts.here?.includes(thing)) placed.add(thing);
    justUsed = changed && ['use', 'open', 'light', 'switch', 'code', 'combine', 'other'].includes(cls);
    for (const thing of afterFacts.inventory ?? []) if (!acquired.has(thing)) acquired.set(thing, actions);
    for (const thing of acquired.keys()) if (!afterFacts.inventory?.includes(thing)) acquired.delete(thing);
    if (room) {
      const list = outcomes.get(`${room}\u0000${command}`) ?? [];
      list.push({
        roomKey: from.roomKey,
        globalKey: from.globalKey,
        changed,
        gate: gate || refusedFull,
        full: refusedFull ? (from.facts.inventory?.length ?? 0) : null,
        carried: [...(from.facts.inventory ?? [])],
      });
      outcomes.set(`${room}\u0000${command}`, list);
      const names = thingsOf(from.facts).filter((t) => command.includes(t));
      const allHeld = names.length > 0 && names.every((t) => from.facts.inventory?.includes(t));
      // Refused for a reason of the room (too dark), it says nothing of what it does elsewhere.
      const roomless =
        allHeld && !from.facts.dark && !gate && (ROOMLESS.has(cls) || (cls === 'use' && names.length >= 2));
      if (roomless) {
        const anywhere = outcomes.get(`*\u0000${command}`) ?? [];
        anywhere.push({ roomKey: carriedKey(from.facts), globalKey: from.globalKey, changed, gate, full: null });
        outcomes.set(`*\u0000${command}`, anywhere);
      }
      const r = roomInfo(room);
      if (gate) {
        for (const thing of thingsOf(from.facts))
          if (command.includes(thing)) {
            r.gates.add(thing);
            r.gateText.set(thing, after.text.toLowerCase());
          }
        if (cls === 'move') {
          r.gates.add(command.split(' ').at(-1)!);
          r.gateText.set(command.split(' ').at(-1)!, after.text.toLowerCase());
        }
      }
      if (cls === 'look') {
        r.looked.add(from.roomKey);
        r.lookedVisit = r.visits;
        r.lookedHere = hereKey(from.facts);
      }
      if (cls === 'drop' && changed) r.drops++;
      if (cls === 'take' && !changed && FIXED_REFUSAL.test(after.text)) fixed.add(object);
    }
    if (cls === 'read' && changed === false && !after.error && after.accepted !== false && after.text.length > 20)
      info.add(object);
    if (changed && (cls === 'use' || cls === 'open' || cls === 'code')) {
      const firstThing = thingsOf(from.facts).find((t) => command.includes(t));
      if (firstThing) used.add(firstThing);
    }
    if (changed && (cls === 'light' || (cls === 'switch' && /\bon\b/.test(command))))
      lights.add(object.replace(/^on /, ''));
    if (room) {
      const key = `${room}|${verb}`;
      fatigue.set(key, changed ? 0 : (fatigue.get(key) ?? 0) + 1);
    }
    if (!changed || after.accepted === false) {
      const need = /\bneeds?\s+(?:the|a|an|some)\s+([a-z][a-z -]{1,30}?)(?=[.,!;]|\s+to\b|\s+first\b|$)/i.exec(
        after.text,
      );
      if (need) {
        needs.set(command, need[1]!.toLowerCase().trim());
        // Said of a thing carried ("bake the key": "You need an oven."), the need is the verb's: a place to do it.
        const first = thingsOf(from.facts).find((t) => ` ${command} `.includes(` ${t} `));
        if (first && from.facts.inventory?.includes(first)) verbNeeds.set(verb, need[1]!.toLowerCase().trim());
      }
    }
    if (!changed || after.accepted === false)
      for (const thing of thingsOf(from.facts))
        if (` ${command} `.includes(` ${thing} `))
          refusals.set(thing, `${refusals.get(thing) ?? ''} ${after.text.toLowerCase()}`.slice(-600));
    const needed = needs.get(command);
    if (needed && thingsOf(from.facts).some((t) => t === needed || t.includes(needed))) needs.delete(command);
    triedAnywhere.set(command, (triedAnywhere.get(command) ?? 0) + 1);
    verbObject.add(`${cls}:${object}`);
    if (templateOf.get(template ?? '')?.alias) verbObject.add(`alias:${verb}`);
    learnText(after.text, afterFacts.room ?? room, cls === 'read' || cls === 'examine' ? 'read' : 'other');
    if (cls === 'move' && changed && room && afterFacts.room && afterFacts.room !== room) {
      const way = DIRECTIONS.has(verb) ? verb : command.split(' ').at(-1)!;
      if (DIRECTIONS.has(way)) {
        if (!edges.has(room)) edges.set(room, new Map());
        edges.get(room)!.set(way, afterFacts.room);
        roomInfo(afterFacts.room).arrival = way;
        roomInfo(afterFacts.room).visits++;
        // The way back is most likely the opposite one, where the new room lists it: a tester assumes so.
        const back = REVERSE[way];
        if (back && (afterFacts.exits ?? []).includes(back)) {
          if (!edges.has(afterFacts.room)) edges.set(afterFacts.room, new Map());
          if (!edges.get(afterFacts.room)!.has(back)) edges.get(afterFacts.room)!.set(back, room);
        }
      }
    }
    const transition: Transition = {
      before: from.observation,
      beforeFacts: from.facts,
      action: command,
      after,
      afterFacts,
      vocabulary,
      portable,
      had: new Set(liveHad),
      initial,
      rules,
      beforeHash: from.hash,
      afterHash: hash,
    };
    for (const thing of afterFacts.inventory ?? []) liveHad.add(thing);
    const faults = judgeTransition(transition);
    for (const fault of faults) {
      addCandidate(fault, path, from.observation, after);
      // The same fault by the way without its detours (where the game came back to a state it had been in), which
      // confirmation tries first: it holds unless state the game hides changed on the detour.
      const short = withoutDetours(path, liveTrail, rootHash, liveSticky);
      if (short.length < path.length) addCandidate(fault, short, from.observation, after);
      // And by the shortest way known to the state before it, over every transition seen.
      const known = shortestTo(from.key);
      if (known && known.length + 1 < short.length) addCandidate(fault, [...known, command], from.observation, after);
    }
    if (command.trim().toLowerCase() === rules.look)
      looks.push({ transition, path, trail: liveTrail, sticky: liveSticky });
    record(command, travel, after, hash, faults);
    // An action that moved a counter is tried again at once, a few times (ring again, pour again).
    const moved = Object.entries(afterFacts.counters).some(([k, v]) => from.facts.counters[k] !== v);
    if (
      changed &&
      moved &&
      !after.error &&
      stateHash(uncounted(after), fields) === stateHash(uncounted(from.observation), fields)
    ) {
      const key = `${room}\u0000${command}`;
      counterOnly.set(key, (counterOnly.get(key) ?? 0) + 1);
    }
    if (changed && moved && !after.error && cls !== 'move')
      again = again?.action === command ? { action: command, count: again.count + 1 } : { action: command, count: 1 };
    else if (again?.action === command) again = null;
    current = next;
  };

  /** The shortest known way from a fresh game to a state, over every transition seen (null when none is known). */
  const shortestTo = (target: string): string[] | null => {
    const start = rootKey;
    const ways = new Map<string, string[]>([[start, []]]);
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      const key = queue[i]!;
      if (key === target) return ways.get(key)!;
      for (const [command, to] of nodes.get(key)?.next ?? []) {
        if (ways.has(to)) continue;
        ways.set(to, [...ways.get(key)!, command]);
        queue.push(to);
      }
    }
    return null;
  };

  /** Rooms reachable by walking known ways, nearest first, with the first step towards each. */
  const walks = (from: string): Map<string, string[]> => {
    const out = new Map<string, string[]>([[from, []]]);
    const queue = [from];
    for (let i = 0; i < queue.length; i++) {
      const room = queue[i]!;
      for (const [way, to] of edges.get(room) ?? []) {
        if (out.has(to)) continue;
        // A way that was refused in this very state of the world is not walked.
        const refused = (outcomes.get(`${room}\u0000go ${way}`) ?? []).some(
          (o) => !o.changed && o.globalKey === current.globalKey,
        );
        if (refused) continue;
        out.set(to, [...out.get(room)!, way]);
        queue.push(to);
      }
    }
    return out;
  };
  const moveCommand = (way: string): string => {
    const go = [...templateOf.keys()].find((t) => verbClassOf(t) === 'move' && t.includes('<direction>'));
    return go ? go.replace('<direction>', way) : way;
  };

  /** The best thing to do next: here, or in another room worth the walk. */
  const decide = (): { command: string; travel: boolean } | null => {
    if (again && again.count <= MAX_REPEATS && !current.tried.has(again.action))
      return { command: again.action, travel: false };
    const local = choicesAt(current, current.globalKey)[0];
    let best: { value: number; path: string[]; room: string; command: string } | null = null;
    // A walk under way goes on to its goal, and the goal is tried on arrival.
    if (goal && current.facts.room === goal.room) {
      const target = goal.command;
      goal = null;
      if (choicesAt(current, current.globalKey).some((c) => c.command === target))
        return { command: target, travel: false };
      // What the room promised from afar is not there to do (done already in this very state): not walked for again
      // while the world is as it is, or two rooms would send the explorer back and forth between them for ever.
      disappointed.add(`${current.facts.room}\u0000${target}\u0000${current.globalKey}`);
    } else if (goal && current.facts.room) {
      const path = walks(current.facts.room).get(goal.room);
      if (path && path.length > 0) return { command: moveCommand(path[0]!), travel: true };
      goal = null;
    }
    const room = current.facts.room;
    if (room) {
      for (const [other, path] of walks(room)) {
        if (other === room || path.length === 0) continue;
        const info = rooms.get(other);
        if (!info?.facts) continue;
        const predicted: Facts = { ...info.facts, inventory: current.facts.inventory, dark: info.facts.dark };
        const fake: StateNode = {
          ...current,
          hash: `predicted:${other}`,
          facts: predicted,
          tried: new Map(),
          roomKey: roomKeyOf(predicted),
        };
        // A room that was dark, or that the world has changed around since, is worth a look again.
        const changedSince = info.visitedGlobal !== null && info.visitedGlobal !== current.globalKey;
        const lit = (current.facts.inventory ?? []).some((t) => lights.has(t));
        const revisit = changedSince ? (info.facts.dark ? (lit ? 75 : 0) : 12) : 0;
        const promised = (command: string) => !disappointed.has(`${other}\u0000${command}\u0000${current.globalKey}`);
        const choice = choicesAt(fake, current.globalKey).find((c) => promised(c.command));
        const revisitWorth = promised(rules.look) ? revisit : 0;
        if (process.env.TESTER_DEBUG === '2')
          console.error(
            `   ${other}: ${choicesAt(fake, current.globalKey)
              .slice(0, 3)
              .map((c) => `${c.command}=${c.value.toFixed(0)}`)
              .join(', ')}`,
          );
        const top = Math.max(choice?.value ?? 0, revisitWorth);
        if (top <= 0) continue;
        const value = top - WALK_COST * path.length;
        const command = choice && choice.value >= revisitWorth ? choice.command : rules.look;
        if (!best || value > best.value) best = { value, path, room: other, command };
      }
    }
    if (process.env.TESTER_DEBUG)
      console.error(
        `@${current.facts.room} local ${choicesAt(current, current.globalKey)
          .slice(0, 4)
          .map((c) => `${c.command}=${c.value.toFixed(0)}`)
          .join(', ')} | remote ${best ? `${best.path.join('>')}=${best.value.toFixed(0)} ${best.command}` : '-'}`,
      );
    if (best && best.value > 0 && (!local || best.value > local.value)) {
      goal = { room: best.room, command: best.command };
      return { command: moveCommand(best.path[0]!), travel: true };
    }
    if (local) return { command: local.command, travel: false };
    return null;
  };

  /** Everything the help offers in this state, for a state that may be stuck: each filled command once. */
  const everything = (node: StateNode): string[] => {
    const out = new Set<string>();
    for (const t of mainTemplates) for (const c of fills(node.facts, t)) out.add(c);
    return [...out];
  };

  /** A fresh game, then the shortest known way to the state with the most left to try. */
  const restart = async (): Promise<'restarted' | 'nothing left' | 'no budget'> => {
    let target: StateNode | null = null;
    let targetValue = 0;
    for (const node of nodes.values()) {
      if (node.facts.over || node.observation.error || node.exhausted || node.unreachable) continue;
      const top = choicesAt(node, node.globalKey)[0];
      if (!top) continue;
      const value = top.value - 0.5 * node.path.length;
      if (value > targetValue || (value === targetValue && target && node.order < target.order))
        [target, targetValue] = [node, value];
    }
    if (!target) return 'nothing left';
    if (actions + target.path.length + 1 > options.budget) return 'no budget';
    const fresh = await adapter.reset(options.seed);
    actions++;
    live = [];
    liveTrail = [];
    liveSticky = [];
    liveHad = new Set(factsOf(fresh, fields).inventory ?? []);
    epoch = 0;
    current = nodeFor(fresh, [], []);
    goal = null;
    again = null;
    overProbes = 0;
    for (const [i, command] of target.path.entries()) {
      await step(command, true);
      // A replay that lands elsewhere: state the game hides, or a game deciding otherwise (which the oracles and
      // confirmation judge); the explorer plays on from where it is and never aims there again.
      if (current.hash !== target.trail[i]) {
        target.unreachable = true;
        break;
      }
      if (actions >= options.budget) break;
    }
    return 'restarted';
  };
  const restartOrEnd = async (): Promise<boolean> => {
    const r = await restart();
    if (r === 'nothing left') ended = `every state it found was explored (${nodes.size} states)`;
    return r === 'restarted';
  };

  let overProbes = 0;
  while (actions < options.budget) {
    if (current.facts.over) {
      // After the end, a few commands: nothing should change any more. A walk first, then what is at hand.
      const choices = choicesAt(current, current.globalKey);
      const walked = [...(edges.get(current.facts.room ?? '')?.keys() ?? [])].map(moveCommand);
      const moves = [
        ...choices.filter((c) => walked.includes(c.command)),
        ...walked.filter((c) => !current.tried.has(c)).map((command) => ({ command, value: 1 })),
      ];
      const next = overProbes < 4 ? ((overProbes === 0 ? moves[0] : undefined) ?? choices[0]) : undefined;
      overProbes++;
      if (next) {
        await step(next.command, false);
        continue;
      }
      if (!(await restartOrEnd())) break;
      continue;
    }
    if (current.observation.error) {
      if (!(await restartOrEnd())) break;
      continue;
    }
    const choice = decide();
    if (choice) {
      await step(choice.command, choice.travel);
      continue;
    }
    // Nothing worth trying here or a walk away: try everything the help offers here, which also tells a stuck state.
    const rest = everything(current).filter((c) => !current.tried.has(c));
    if (rest.length > 0 && !current.exhausted) {
      await step(rest[0]!, false);
      continue;
    }
    current.exhausted = true;
    if (!(await restartOrEnd())) break;
  }

  // Every look again, with every thing's name known now: a thing named before it was known is caught here.
  for (const { transition, path, trail, sticky } of looks)
    for (const f of judgeTransition({ ...transition, vocabulary, portable })) {
      addCandidate(f, path, transition.before, transition.after);
      const short = withoutDetours(path, trail, rootHash, sticky);
      if (short.length < path.length) addCandidate(f, short, transition.before, transition.after);
    }
  for (const node of nodes.values()) {
    const tried = [...node.tried.entries()];
    if (node.facts.over || node.observation.error || tried.length < 3) continue;
    const offered = everything(node);
    if (offered.length === 0 || offered.some((c) => !node.tried.has(c))) continue;
    if (tried.some(([, hash]) => hash !== node.hash)) continue;
    candidates.push({
      fault: stuck(node),
      steps: node.path,
      before: node.observation.state,
      after: node.observation.state,
      text: node.observation.text || null,
      tried: tried.map(([c]) => c),
    });
  }
  return {
    candidates,
    actions,
    states: nodes.size,
    ended,
    trajectory,
    vocabulary,
    templates: templatesFlat,
    initial,
    portable,
    depth: depthOf(nodes, rootKey),
    learned,
    rooms: new Set([...rooms.keys(), ...[...rooms.values()].map((r) => r.name).filter((n): n is string => !!n)]),
  };
}

/**
 * A way with its detours cut out: where the state after a step is one the way was in before (the fresh game, or
 * after an earlier step), the steps between are dropped — a step that changed nothing is the shortest such detour.
 * `trail[k]` is the state after steps[k]; `start` the fresh game's. A step the game accepted though nothing it shows
 * changed (`sticky`: a drawer opened, whose being open no state field says) may have changed what it hides, and is
 * never cut. The last step, the one a fault shows at, stays.
 */
export function withoutDetours(
  steps: string[],
  trail: string[],
  start: string | null = null,
  sticky: readonly boolean[] = [],
): string[] {
  const out: string[] = [];
  const stuck: boolean[] = [];
  /** visited[i]: the state before out[i] (the state after out[i - 1]). */
  const visited: (string | null)[] = [start];
  for (const [k, step] of steps.entries()) {
    const state = trail[k]!;
    const back = k < steps.length - 1 && !sticky[k] ? visited.indexOf(state) : -1;
    if (back >= 0 && !stuck.slice(back).some(Boolean)) {
      out.length = back;
      stuck.length = back;
      visited.length = back + 1;
      continue;
    }
    out.push(step);
    stuck.push(sticky[k] === true);
    visited.push(state);
  }
  return out;
}

/** The deepest state reached, by the shortest way known to each (a breadth-first walk over the transitions seen). */
function depthOf(nodes: Map<string, StateNode>, start: string): Depth {
  const distance = new Map<string, number>([[start, 0]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = nodes.get(queue[i]!);
    if (!node) continue;
    for (const to of node.next.values())
      if (!distance.has(to)) {
        distance.set(to, distance.get(node.key)! + 1);
        queue.push(to);
      }
  }
  const roomsSeen = new Set([...nodes.values()].map((n) => n.facts.room).filter((r) => r !== null));
  return {
    actions: Math.max(0, ...distance.values()),
    rooms: roomsSeen.size,
    states: nodes.size,
    won: [...nodes.values()].some((n) => n.facts.won),
  };
}
