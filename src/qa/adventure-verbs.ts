// What the text-adventure tester knows of commands before a game says anything: the kind of thing a verb does (a
// walk, a take, an opening, a use…), the opposite of each way, what kinds of thing are opened, read, lit or
// switched on, what goes with what (keys with locks), and how a command splits into the slots of its template.
import { slotKind } from './help.ts';
import { anyWord, DIRECTIONS } from './oracles.ts';

export const REVERSE: Record<string, string> = {
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

export type VerbClass =
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

export function verbClass(verb: string, rest: string, look: string): VerbClass {
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

export const CONTAINER = anyWord([
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
export const WRITING = anyWord([
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
export const LIGHTABLE =
  /\b(lamp|lantern|candle|candlestick|torch|oven|fire|stove|fireplace|hearth|brazier|wick|beacon)\b/;
export const SWITCHABLE = /\b(lamp|lantern|torch|flashlight|light|radio|machine|generator|switch|lever)\b/;
/** What verbs are done to, as every tester knows: grind grain, bake dough, ring a bell, fill a bucket. */
export const VERB_OBJECT: [RegExp, RegExp][] = [
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

/**
 * What every tester knows goes with what: keys with locks, oil with rust, fire with what is cold or dark, a ladder
 * with what is too high. A carried thing on the left fits a thing whose name or refusal says the right.
 */
export const AFFINITY: [RegExp, RegExp][] = [
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
export const META_WORDS = new Set(['help', 'restart', 'reset', 'quit', 'save', 'load', 'restore', 'undo', 'new']);

export interface Slot {
  kind: ReturnType<typeof slotKind>;
}

/** A template split into its words and slots: "use <item> on <target>" → use, slot, on, slot. */
export function partsOf(template: string): (string | Slot)[] {
  const out: (string | Slot)[] = [];
  for (const p of template.split(/(<[^>]+>)/))
    if (p.startsWith('<')) out.push({ kind: slotKind(p.slice(1, -1)) });
    else out.push(...p.trim().split(/\s+/).filter(Boolean));
  return out;
}

/** The things a command names, slot by slot of its template: "use small key on door" → small key, door. */
export function objectsOf(parts: readonly (string | Slot)[], command: string): string[] {
  const objects: string[] = [];
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
  return objects;
}
