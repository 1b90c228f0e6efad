// What a game's help text offers, in the shapes text games write it: GBQA's `verb/alias + object + on + target`
// lines, `verb <object>` with angle, square or curly brackets, `VERB THING` with capitals, one command a line with a
// dash and a gloss, several commands on a line after "Commands:", and `a / b` alternatives. Each command becomes a
// template ("use <item> on <target>") with its aliases and gloss; headings, goals and prose are not commands.

export interface HelpCommand {
  /** The command with its slots in angle brackets, verb first: "take <item>", "enter <number>". */
  template: string;
  /** Other words for the same command ("pick up <item>" for "take <item>"), tried less often. */
  aliases: string[];
  /** What the help says it does, when it says. */
  gloss: string;
}

/** Slot names by what fills them. */
export type SlotKind = 'direction' | 'number' | 'room' | 'person' | 'button' | 'item';

export function slotKind(slot: string): SlotKind {
  const s = slot.toLowerCase();
  if (/direction|^dir$|^way$|^exit$/.test(s)) return 'direction';
  if (/number|code|digits|password|combination|^num$|^n$|amount|count|pin/.test(s)) return 'number';
  if (/room|place|location|area/.test(s)) return 'room';
  if (/person|character|npc|someone|^who$|people|creature/.test(s)) return 'person';
  if (/button/.test(s)) return 'button';
  return 'item';
}

/** Words that join a command's objects ("use <item> on <target>"): kept as words, never taken for slots. */
const JOINERS = new Set([
  'on',
  'with',
  'to',
  'in',
  'into',
  'at',
  'from',
  'onto',
  'under',
  'for',
  'about',
  'off',
  'up',
  'down',
  'over',
  'through',
  'inside',
]);
/** Bare words that name a slot when a help text writes objects without brackets ("take + item"). */
const SLOT_WORDS = new Set(
  (
    'item items object objects thing things target direction dir number code digits password person character room ' +
    'place noun something someone x y name combination container'
  ).split(' '),
);
const PROSE_START =
  /^(the|you|your|a|an|to|type|this|it|if|when|there|some|each|find|good|try|note|use the|commands are|press)\b/;

const slotOf = (name: string): string => `<${name.trim().toLowerCase().replace(/\s+/g, ' ')}>`;

/** A command spec ("take/pick up + item", "use <item> on <target>", "DIAL NUMBER") as templates, main first. */
function specTemplates(spec: string): string[] | null {
  let s = spec.trim().replace(/[.;]+$/, '');
  if (!s || s.length > 60) return null;
  const upper = s === s.toUpperCase() && /[A-Z]/.test(s);
  // Bracketed slots of every kind become angle brackets.
  s = s.replace(/[[{]\s*([a-zA-Z][a-zA-Z _-]*)\s*[\]}]/g, (_, n: string) => slotOf(n));
  let parts: string[];
  if (/\s\+\s/.test(s)) {
    // GBQA's shape: alternatives/of/a/verb + object + joiner + object.
    parts = s.split(/\s+\+\s+/).map((p, i) => {
      const word = p.trim().toLowerCase();
      if (i === 0) return word;
      if (word.startsWith('<')) return word;
      if (JOINERS.has(word)) return word;
      return slotOf(word);
    });
  } else {
    const words = s.split(/\s+/);
    parts = words.map((w, i) => {
      if (w.startsWith('<')) return w.toLowerCase();
      // Capitals in a help written in lower case are slots: "go DIRECTION", "take THING".
      if (!upper && i > 0 && /^[A-Z][A-Z0-9_-]*$/.test(w) && w.length >= 1) return slotOf(w);
      return w.toLowerCase();
    });
    // A help written all in capitals ("TAKE OBJECT") has its slot words found by meaning.
    if (upper) parts = parts.map((w, i) => (i > 0 && SLOT_WORDS.has(w) ? slotOf(w) : w));
  }
  // In GBQA's shape the verb is everything before the first "+" ("take/pick up"); otherwise it is the first word.
  const plus = /\s\+\s/.test(s);
  const joined = (plus ? parts.slice(1) : parts).join(' ').replace(/<([^>]*)>/g, (m) => m.replace(/\s+/g, '_'));
  const tokens = joined.split(/\s+/).filter(Boolean);
  const verb = plus ? (parts[0] ?? '') : (tokens[0] ?? '');
  const restWords = (plus ? tokens : tokens.slice(1)).map((w) => w.replaceAll('_', ' '));
  // The verb may be alternatives: "take/get", "inventory/i", "take/pick up".
  const alternatives = verb
    .split('/')
    .map((v) => v.trim())
    .filter(Boolean);
  if (alternatives.length === 0 || !alternatives.every((v) => /^[a-z][a-z'-]*( [a-z][a-z'-]*)?$/.test(v))) return null;
  const literal = restWords.filter((w) => !w.startsWith('<'));
  if (literal.length > 3 || restWords.length > 6) return null;
  // A word with slashes after the verb lists literal choices ("go north/south/east/west"): a direction slot.
  const tail = restWords.map((w) =>
    !w.startsWith('<') && w.includes('/') && w.split('/').every((d) => DIRECTION_WORDS.has(d)) ? '<direction>' : w,
  );
  if (tail.some((w) => !w.startsWith('<') && !/^[a-z][a-z'-]*$/.test(w))) return null;
  return alternatives.map((v) => [v, ...tail].join(' '));
}

const DIRECTION_WORDS = new Set([
  'north',
  'south',
  'east',
  'west',
  'up',
  'down',
  'in',
  'out',
  'n',
  's',
  'e',
  'w',
  'u',
  'd',
  'northeast',
  'northwest',
  'southeast',
  'southwest',
  'ne',
  'nw',
  'se',
  'sw',
]);

/** Splits "spec - gloss", "spec -- gloss", "spec — gloss", "spec: gloss" or "spec    gloss" into its two halves. */
function specAndGloss(line: string): { spec: string; gloss: string } {
  const m = /^(.*?)(?:\s+(?:--?|—|–)\s+|:\s+|\s{2,})(.*)$/.exec(line);
  if (m && m[1]!.trim()) return { spec: m[1]!.trim(), gloss: m[2]!.trim() };
  return { spec: line.trim(), gloss: '' };
}

/** "look (l)" and "inventory (i)": an alias in brackets after a command without slots. */
function withAliasInBrackets(spec: string): { spec: string; alias: string | null } {
  const m = /^(.*?)\s*\(([a-z]{1,3})\)$/i.exec(spec.trim());
  if (!m || /[<[{+]/.test(m[1]!)) return { spec, alias: null };
  return { spec: m[1]!, alias: m[2]!.toLowerCase() };
}

/** The commands a help text lists, in the order it lists them; prose, headings and goals are left out. */
export function parseHelpCommands(text: string): HelpCommand[] {
  const out: HelpCommand[] = [];
  const seen = new Set<string>();
  const add = (spec: string, gloss: string): void => {
    const { spec: bare, alias } = withAliasInBrackets(spec);
    if (PROSE_START.test(bare.trim().toLowerCase()) && !/[<+]/.test(bare)) return;
    const templates = specTemplates(bare);
    if (!templates) return;
    const [main, ...aliases] = templates as [string, ...string[]];
    if (alias) aliases.push(alias);
    if (seen.has(main)) {
      out.find((c) => c.template === main)?.aliases.push(...aliases.filter((a) => !seen.has(a)));
      return;
    }
    seen.add(main);
    for (const a of aliases) seen.add(a);
    out.push({ template: main, aliases, gloss });
  };
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.trim();
    if (!line || /^\[.*\]$/.test(line) || /^[=*#_-]{3,}$/.test(line)) continue;
    // "Commands: look (l), inventory (i), go <direction>, …": a list after a heading word on one line.
    const list = /^([A-Za-z][A-Za-z ]{0,24}):\s+(.+)$/.exec(line);
    if (list && /[,;]/.test(list[2]!)) {
      const items = list[2]!
        .split(/\.\s+(?=[A-Z])/)[0]!
        .split(/\s*[,;]\s*|\s+or\s+/)
        .map((i) => i.trim());
      for (const item of items) add(item, '');
      continue;
    }
    if (line.endsWith(':')) continue;
    line = line.replace(/^(?:[-*•>]|\d+[.)])\s+/, '');
    // Prose: a capitalised sentence, unless the whole command is written in capitals.
    const { spec, gloss } = specAndGloss(line);
    const first = spec.split(/\s+/)[0] ?? '';
    if (/^[A-Z][a-z]/.test(first) && spec !== spec.toUpperCase()) continue;
    // "switch on THING / switch off THING": two commands on one line.
    for (const part of spec.split(/\s+\/\s+/)) add(part, gloss);
  }
  return out;
}

/** Every template a help text lists, main forms first, then the aliases (for callers that want plain strings). */
export function parseHelp(text: string): string[] {
  const commands = parseHelpCommands(text);
  return [...new Set([...commands.map((c) => c.template), ...commands.flatMap((c) => c.aliases)])];
}
