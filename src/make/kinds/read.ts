// The kind of game a prompt asks for, read with an open vocabulary: a leading title ("Asteroids: …"), "an X game",
// "X-style", "like X", "a clone of X", "a game of X", or any well-known name of the table anywhere in the prompt.
// A kind the table does not know is still an asked kind (nothing is known to make it); words that only name a broad
// category ("a puzzle game", "a fun game") ask for no particular kind.
import { GAME_KINDS, type GameKind } from './table.ts';

export interface AskedKind {
  /** The kind's name as asked, lowercased ("asteroids", "zorb racing"). */
  name: string;
  /** The words of the prompt that ask for it. */
  phrase: string;
  /** The table's entry, or undefined for a kind the table does not know. */
  kind: GameKind | undefined;
  how: 'title' | 'named' | 'x game' | 'x-style' | 'like x' | 'clone of x' | 'game of x';
}

/** Words that make "an X game" a category or a flavour, not a kind of game. */
const GENERIC = new Set(
  (
    'a an the my our your this that simple fun funny small little tiny short long easy hard cute cool great good new ' +
    'old retro classic 2d 3d pixel pixelated browser web html5 phaser mobile online offline single multiplayer ' +
    'two-player 2-player kids kid children family educational casual arcade puzzle puzzles board card word words ' +
    'strategy action adventure sports racing shooter shooting platform platformer video computer mini free ' +
    'relaxing cozy cosy dark scary spooky horror colorful colourful quick fast slow endless infinite' +
    ' whole full complete basic proper real'
  ).split(/\s+/),
);

const NAMES: { name: string; kind: GameKind; pattern: RegExp }[] = GAME_KINDS.flatMap((kind) =>
  kind.names.map((name) => ({ name, kind, pattern: new RegExp(`(?<![\\w-])${namePattern(name)}(?![\\w-])`, 'i') })),
).sort((a, b) => b.name.length - a.name.length);

function namePattern(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[- ]/g, '[- ]?');
}

/** The table's entry for a name ("Tic Tac Toe" → tic-tac-toe), matching spaces and hyphens alike. */
export function kindNamed(name: string): GameKind | undefined {
  const n = name.toLowerCase().trim();
  return NAMES.find((x) => x.pattern.test(n) && x.pattern.exec(n)![0].length === n.length)?.kind;
}

/** "the fox" → "fox"; drops leading articles and generic words. */
function core(words: string): string {
  const list = words
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/\s+/)
    .filter(Boolean);
  while (list.length && GENERIC.has(list[0]!)) list.shift();
  return list.join(' ');
}

/** What may end the name of a kind after "of X" or "like X": punctuation or the next clause. */
const END = '(?=[,.;!?]| with | where | in | that | for | but | against |$)';

const PATTERNS: { how: AskedKind['how']; re: RegExp }[] = [
  {
    how: 'clone of x',
    re: new RegExp(String.raw`\b(?:a |an )?(?:clone|remake|version|copy|knock-?off) of ([\w' &-]{2,40}?)${END}`, 'i'),
  },
  { how: 'clone of x', re: /\b([\w' &-]{2,30}?) (?:clone|remake)\b/i },
  {
    how: 'x-style',
    re: /\b(?:in the style of|inspired by) ([\w' &-]{2,40}?)(?=[,.;!?]| with | where | in | that | but |$)/i,
  },
  { how: 'x-style', re: /\b([\w'&]+(?:[ -][\w'&]+){0,2})(?:[- ]style|-like|-esque)\b(?! of)/i },
  {
    how: 'like x',
    re: /\b(?:just |a bit |kind of |sort of )?like ([\w' &-]{2,40}?)(?=[,.;!?]| with | where | in | that | but |$)/i,
  },
  {
    how: 'game of x',
    re: /\b(?:a|an) (?:game|round|match) of ([\w' &-]{2,30}?)(?=[,.;!?]| with | where | against | in | that |$)/i,
  },
  { how: 'x game', re: /\b(?:a|an|the|my) ([\w'&-]+(?: [\w'&-]+){0,3}?) (?:game|clone|remake)\b/i },
];

/** The kind of game `prompt` asks for, or undefined when it asks for none in particular. */
export function readAskedKind(prompt: string): AskedKind | undefined {
  const text = prompt.replace(/[“”]/g, '"').replace(/[‘’]/g, "'");
  const title = /^\s*([A-Z0-9][\w' &-]{1,40}?)\s*[:—–]\s+\S/.exec(text);
  if (title) {
    const name = core(title[1]!);
    const kind = kindNamed(name);
    if (kind || (name && !GENERIC.has(name)))
      return { name: kind?.id ?? name, phrase: title[1]!.trim(), kind, how: 'title' };
  }
  for (const { how, re } of PATTERNS) {
    const m = re.exec(text);
    if (!m) continue;
    const name = core(m[1]!);
    if (!name || name.split(' ').every((w) => GENERIC.has(w))) continue;
    const kind = kindNamed(name) ?? NAMES.find((x) => x.pattern.test(name))?.kind;
    // "an X game" with an X the table does not know is a kind only when it is not everyday words ("a game where").
    if (!kind && how === 'x game' && !/^[a-z][\w'-]*( [\w'-]+){0,2}$/.test(name)) continue;
    return { name: kind ? kind.id : name, phrase: m[0].trim(), kind, how };
  }
  const named = NAMES.find((x) => x.pattern.test(text));
  if (named) return { name: named.kind.id, phrase: named.pattern.exec(text)![0], kind: named.kind, how: 'named' };
  return undefined;
}
