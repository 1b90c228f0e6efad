// Card levels: decks themed by the prompt (the hero's style of fighting, the foe's), balanced with the design rules'
// averages, and then proven by playing them: an exact model of the template's duel rules (CardDuelMode with
// cards.shuffleDecks off, the default opponent from flows.ts) searched for a winning line — the golden path's card
// presses — and for a losing one (so every state of the duel's machine is reachable).
import { type Random, shuffled } from '../../../../assets/index.ts';
import type { CardDef, CardsLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { simpleOpponentChoice, type DuelView } from '../../../../../templates/ui_heavy/src/family/flows.ts';
import { CARD_KINDS, CARD_LIST, cardKindsIn } from '../../../lexicon.ts';
import { fit } from '../text.ts';
import { capital } from '../words.ts';

/** Most hand cards (the family's MAX_CHOICES). */
const HAND_MAX = 4;

type Role = 'attack' | 'heavy' | 'block' | 'heal' | 'quick';

interface CardLook {
  name: string;
  /** Card art description; its last word is the shape the asset generator draws. */
  art: string;
}

interface Style {
  id: string;
  words: RegExp;
  cards: Record<Role, CardLook>;
}

const PLAYER_STYLES: readonly Style[] = [
  {
    id: 'magic',
    words: /\b(witch\w*|wizards?|mages?|magic\w*|spells?|sorcer\w*|fair(?:y|ies)|apprentice|enchanted|warlock)\b/,
    cards: {
      attack: { name: 'Spark', art: 'a bright magic spark star' },
      heavy: { name: 'Fireball', art: 'a roaring fireball' },
      block: { name: 'Ward', art: 'a glowing magic ward shield' },
      heal: { name: 'Brew', art: 'a bubbling healing potion' },
      quick: { name: 'Insight', art: 'a floating crystal' },
    },
  },
  {
    id: 'knight',
    words: new RegExp(
      String.raw`\b(knights?|swords?|castles?|paladins?|soldiers?|warriors?|medieval|kingdom|princes?|` +
        String.raw`princess|king|queen|samurai|gladiators?)\b`,
    ),
    cards: {
      attack: { name: 'Sword Cut', art: 'a gleaming sword' },
      heavy: { name: 'Lance', art: 'a long jousting spear' },
      block: { name: 'Shield', art: 'a round knight shield' },
      heal: { name: 'Potion', art: 'a red healing potion' },
      quick: { name: 'Rally', art: 'a waving banner' },
    },
  },
  {
    id: 'space',
    words: /\b(space|robots?|astronauts?|aliens?|lasers?|rockets?|cyber\w*|galax\w*|planets?|stars?|sci-?fi|station)\b/,
    cards: {
      attack: { name: 'Laser', art: 'a red laser beam' },
      heavy: { name: 'Plasma', art: 'a crackling plasma orb' },
      block: { name: 'Force Field', art: 'a blue force field shield' },
      heal: { name: 'Repair', art: 'a charged battery' },
      quick: { name: 'Scan', art: 'a spinning gear' },
    },
  },
  {
    id: 'sea',
    words: /\b(pirates?|sailors?|ships?|sea|ocean|island|captain|harbou?r)\b/,
    cards: {
      attack: { name: 'Cutlass', art: 'a curved pirate sword' },
      heavy: { name: 'Cannon', art: 'a black cannon bomb' },
      block: { name: 'Barrel', art: 'a sturdy barrel' },
      heal: { name: 'Biscuit', art: 'a ship biscuit bread' },
      quick: { name: 'Spyglass', art: 'a brass spyglass star' },
    },
  },
  {
    id: 'wild',
    words: new RegExp(
      String.raw`\b(fox|foxes|cats?|wolf|wolves|bears?|frogs?|rabbits?|bunn(?:y|ies)|owls?|animals?|forest|` +
        String.raw`woods|squirrels?|hedgehogs?|badgers?|otters?|raccoons?|mice|mouse|pond|garden)\b`,
    ),
    cards: {
      attack: { name: 'Scratch', art: 'three sharp thorns spikes' },
      heavy: { name: 'Pounce', art: 'a falling boulder' },
      block: { name: 'Hide', art: 'a leafy bush' },
      heal: { name: 'Berries', art: 'a bunch of berries' },
      quick: { name: 'Sniff', art: 'a fluttering leaf flower' },
    },
  },
];
const DEFAULT_PLAYER: Style = {
  id: 'hero',
  words: /$^/,
  cards: {
    attack: { name: 'Strike', art: 'a short bright sword' },
    heavy: { name: 'Heavy Blow', art: 'a heavy stone hammer rock' },
    block: { name: 'Guard', art: 'a round wooden shield' },
    heal: { name: 'Mend', art: 'a glowing heart' },
    quick: { name: 'Quick Jab', art: 'a quick lightning bolt' },
  },
};

const FOE_STYLES: readonly Style[] = [
  {
    id: 'dragon',
    words: /\b(dragons?|wyverns?|drakes?|hydras?)\b/,
    cards: {
      attack: { name: 'Claw', art: 'a dragon claw spikes' },
      heavy: { name: 'Fire Breath', art: "a dragon's fireball" },
      block: { name: 'Scales', art: 'a wall of dragon scales shield' },
      heal: { name: 'Smoulder', art: 'a glowing ember orb' },
      quick: { name: 'Tail Swipe', art: 'a swinging tail bolt' },
    },
  },
  {
    id: 'ghost',
    words: /\b(ghosts?|spirits?|phantoms?|wraiths?|spectres?|specters?|haunted|shadows?|shades?)\b/,
    cards: {
      attack: { name: 'Chill', art: 'an icy crystal' },
      heavy: { name: 'Wail', art: 'a ghostly wailing orb' },
      block: { name: 'Fade', art: 'a grey veil of mist orb' },
      heal: { name: 'Drain', art: 'a dark orb' },
      quick: { name: 'Rattle', art: 'rattling chains bolt' },
    },
  },
  {
    id: 'undead',
    words: /\b(skeletons?|mumm(?:y|ies)|zombies?|vampires?|liches?|undead)\b/,
    cards: {
      attack: { name: 'Bone Jab', art: 'a sharp bone spear' },
      heavy: { name: 'Grave Blow', art: 'a tombstone' },
      block: { name: 'Wrappings', art: 'old bandage shield' },
      heal: { name: 'Drain', art: 'a dark orb' },
      quick: { name: 'Rattle', art: 'rattling bones bolt' },
    },
  },
  {
    id: 'brute',
    words:
      /\b(goblins?|trolls?|orcs?|ogres?|giants?|yetis?|bandits?|thie(?:f|ves)|pirates?|knights?|guards?|monitors?)\b/,
    cards: {
      attack: { name: 'Club', art: 'a wooden club rock' },
      heavy: { name: 'Smash', art: 'a big boulder' },
      block: { name: 'Brace', art: 'a battered shield' },
      heal: { name: 'Snack', art: 'a chunk of bread' },
      quick: { name: 'Shove', art: 'a quick fist bolt' },
    },
  },
  {
    id: 'machine',
    words: /\b(robots?|aliens?|drones?|machines?|androids?|cyborgs?)\b/,
    cards: {
      attack: { name: 'Zap', art: 'a zapping bolt' },
      heavy: { name: 'Beam', art: 'a green laser beam' },
      block: { name: 'Plating', art: 'metal plating shield' },
      heal: { name: 'Reboot', art: 'a spinning gear' },
      quick: { name: 'Ping', art: 'a small energy orb' },
    },
  },
  {
    id: 'beast',
    words: new RegExp(
      String.raw`\b(wol(?:f|ves)|bears?|sharks?|lions?|tigers?|crocodiles?|snakes?|spiders?|scorpions?|` +
        String.raw`wasps?|bats?|rats?|herons?|beasts?|monsters?|sphinx\w*|foxes|fox|owls?|cats?|dogs?)\b`,
    ),
    cards: {
      attack: { name: 'Bite', art: 'sharp fangs spikes' },
      heavy: { name: 'Maul', art: 'a slashing claw bolt' },
      block: { name: 'Thick Hide', art: 'a tough hide shield' },
      heal: { name: 'Lick Wounds', art: 'a red heart' },
      quick: { name: 'Snarl', art: 'a snarl bolt' },
    },
  },
];
const DEFAULT_FOE: Style = {
  id: 'foe',
  words: /$^/,
  cards: {
    attack: { name: 'Jab', art: 'a dark dagger sword' },
    heavy: { name: 'Slam', art: 'a heavy rock' },
    block: { name: 'Brace', art: 'a dented shield' },
    heal: { name: 'Rest', art: 'a small heart' },
    quick: { name: 'Feint', art: 'a flicker bolt' },
  },
};

export function playerStyle(words: readonly string[]): Style {
  const text = words.join(' ');
  return PLAYER_STYLES.find((s) => s.words.test(text)) ?? DEFAULT_PLAYER;
}

export function foeStyle(foe: string): Style {
  return FOE_STYLES.find((s) => s.words.test(foe)) ?? DEFAULT_FOE;
}

/** What a kind of card a prompt names is drawn as (the last word is the shape the asset generator draws). */
const KIND_ART: Readonly<Record<string, string>> = {
  fire: 'a blazing fireball',
  flame: 'a blazing fireball',
  ice: 'an icy blue crystal',
  frost: 'an icy blue crystal',
  lightning: 'a crackling yellow bolt',
  thunder: 'a crackling yellow bolt',
  storm: 'a crackling yellow bolt',
  poison: 'a bubbling green orb',
  acid: 'a bubbling green orb',
  water: 'a swirling blue orb',
  wind: 'a swirling white orb',
  earth: 'a heavy brown rock',
  stone: 'a heavy grey rock',
  shadow: 'a dark purple orb',
  dark: 'a dark purple orb',
  light: 'a shining gold star',
  holy: 'a shining gold star',
  magic: 'a bright magic star',
  spell: 'a bright magic star',
  arcane: 'a bright violet star',
  nature: 'a leafy green bush',
  herb: 'a leafy green bush',
  health: 'a small red heart',
  life: 'a small red heart',
};
/** What the other kinds are drawn as, by their role. */
const ROLE_ART: Readonly<Record<'attack' | 'block' | 'heal', string>> = {
  attack: 'a gleaming sword',
  block: 'a sturdy round shield',
  heal: 'a red healing potion',
};
const WEAPONS = new Set(['sword', 'blade']);
const PLAIN_ATTACK = new Set(['attack', 'strike', 'damage']);

/**
 * The looks of the kinds of card a prompt asks for ("with fire and shield cards"), by the role each plays in the
 * duel: the first attacking kind is the attack card, the second (or the first again) the heavy one; a guarding kind
 * the block card, a healing kind the heal card. Roles the prompt does not name keep the hero's style.
 */
export function askedCardLooks(prompt: string): Partial<Record<Role, CardLook & { kind: string }>> {
  const kinds = [...prompt.toLowerCase().matchAll(CARD_LIST)].flatMap((m) => cardKindsIn(m[1]!));
  const of = (role: 'attack' | 'block' | 'heal') => [...new Set(kinds.filter((k) => CARD_KINDS[k] === role))];
  const looks: Partial<Record<Role, CardLook & { kind: string }>> = {};
  const look = (kind: string, name: string, fallback: string): CardLook & { kind: string } => ({
    kind,
    name: fit(12, [name, fallback]),
    art: `${kind}: ${KIND_ART[kind] ?? ROLE_ART[CARD_KINDS[kind]!]}`,
  });
  const [first, second] = of('attack');
  if (first) {
    const plain = (k: string) => WEAPONS.has(k) || PLAIN_ATTACK.has(k);
    looks.attack = look(
      first,
      PLAIN_ATTACK.has(first) ? 'Strike' : plain(first) ? capital(first) : `${capital(first)} Strike`,
      capital(first),
    );
    const heavy = second ?? first;
    looks.heavy = look(
      heavy,
      PLAIN_ATTACK.has(heavy) ? 'Heavy Blow' : plain(heavy) ? `Heavy ${capital(heavy)}` : `${capital(heavy)} Blast`,
      capital(heavy),
    );
  }
  const [guard] = of('block');
  if (guard) looks.block = look(guard, capital(guard), capital(guard));
  const [mend] = of('heal');
  if (mend) looks.heal = look(mend, /^heal/.test(mend) ? 'Heal' : capital(mend), capital(mend));
  return looks;
}

/** The hero's style with the kinds of card the prompt asks for in place of the style's own. */
function withAsked(style: Style, prompt: string | undefined): Style {
  const asked = prompt ? askedCardLooks(prompt) : {};
  if (Object.keys(asked).length === 0) return style;
  const cards = { ...style.cards };
  for (const [role, look] of Object.entries(asked) as [Role, CardLook][])
    cards[role] = { name: look.name, art: look.art };
  return { ...style, cards };
}

import type { Difficulty } from '../words.ts';

export type { Difficulty };

/** A card with its id and art description, as a design carries it until the registry and content are written. */
export interface DesignedCard extends CardDef {
  id: string;
  artDescription: string;
}

/**
 * A card art's asset key. The asset generator reads a thing's shape from the key's words before the description's, so
 * the key ends with the shape the description names (its last word): a magic card's shield is then drawn as a
 * shield, not as the orb "magic" names or the block "block" names.
 */
function artKey(name: string, art: string): string {
  return `art-${name}-${art.split(' ').pop()}`.slice(0, 60);
}

/**
 * A style's card; `level` tells apart cards of the same look whose numbers differ between levels (their art is shared).
 */
function card(style: Style, role: Role, stats: Partial<CardDef>, level = 0): DesignedCard {
  const look = style.cards[role];
  const id = `${style.id}_${role}${level ? `_${level + 1}` : ''}`;
  return {
    id,
    name: look.name.slice(0, 12),
    art: artKey(`${style.id}-${role}`, look.art),
    artDescription: `card art: ${look.art}`,
    ...stats,
  };
}

// ---- the duel model: the template's rules (CardDuelMode) with decks drawn in the order listed ----

export interface DuelSetup {
  cards: Readonly<Record<string, CardDef>>;
  player: { hp: number; handSize: number; deck: readonly string[] };
  opponent: { hp: number; deck: readonly string[] } | null;
  target: { points: number; turns: number } | null;
  turnLimit: number;
}

interface Fighter {
  hp: number;
  maxHp: number;
  block: number;
  handSize: number;
  pile: string[];
  hand: string[];
  discard: string[];
}

export interface DuelState {
  turn: number;
  player: Fighter;
  opponent: Fighter | null;
  points: number;
  outcome: 'won' | 'lost' | null;
  /** States of the cards machine entered so far. */
  states: string[];
}

const copyFighter = (f: Fighter): Fighter => ({ ...f, pile: [...f.pile], hand: [...f.hand], discard: [...f.discard] });
const copyState = (s: DuelState): DuelState => ({
  ...s,
  player: copyFighter(s.player),
  opponent: s.opponent ? copyFighter(s.opponent) : null,
  states: [...s.states],
});

function drawUpTo(f: Fighter, size: number): void {
  while (f.hand.length < size) {
    if (f.pile.length === 0) {
      if (f.discard.length === 0) return;
      f.pile = [...f.discard];
      f.discard = [];
    }
    f.hand.push(f.pile.shift()!);
  }
}

function view(s: DuelState): DuelView {
  const side = (f: Fighter | null) => ({ hp: f?.hp ?? 0, maxHp: f?.maxHp ?? 0, block: f?.block ?? 0 });
  return { turn: s.turn, player: side(s.player), opponent: side(s.opponent) };
}

function resolve(
  s: DuelState,
  setup: DuelSetup,
  by: Fighter,
  target: Fighter | null,
  id: string,
  isPlayer: boolean,
): void {
  const c = setup.cards[id]!;
  if (c.damage && target) {
    const soaked = Math.min(target.block, c.damage);
    target.block -= soaked;
    target.hp -= c.damage - soaked;
  }
  if (c.block) by.block += c.block;
  if (c.heal) by.hp += Math.min(c.heal, by.maxHp - by.hp);
  if (c.draw) drawUpTo(by, Math.min(HAND_MAX, by.hand.length + c.draw));
  if (isPlayer && c.points) s.points += c.points;
  by.discard.push(id);
}

/** The player's turn begins: the turn count, the limit, block reset, both hands dealt on turn 1. */
function beginTurn(s: DuelState, setup: DuelSetup): void {
  s.turn++;
  s.states.push('player_turn');
  const limit = setup.target?.turns ?? setup.turnLimit;
  if (s.turn > limit) {
    s.outcome = 'lost';
    s.states.push('lost');
    return;
  }
  s.player.block = 0;
  drawUpTo(s.player, s.player.handSize);
  if (s.turn === 1 && s.opponent) drawUpTo(s.opponent, s.opponent.handSize);
}

/** The duel after its intro: the first player turn, waiting for a card. */
export function startDuel(setup: DuelSetup): DuelState {
  const fighter = (hp: number, deck: readonly string[], handSize: number): Fighter => ({
    hp,
    maxHp: hp,
    block: 0,
    handSize,
    pile: [...deck],
    hand: [],
    discard: [],
  });
  const s: DuelState = {
    turn: 0,
    player: fighter(setup.player.hp, setup.player.deck, setup.player.handSize),
    opponent: setup.opponent ? fighter(setup.opponent.hp, setup.opponent.deck, 3) : null,
    points: 0,
    outcome: null,
    states: ['intro'],
  };
  beginTurn(s, setup);
  return s;
}

/** The player plays hand card `index`; returns the state at the next decision (or the end). */
export function playCard(state: DuelState, setup: DuelSetup, index: number): DuelState {
  const s = copyState(state);
  const id = s.player.hand.splice(index, 1)[0]!;
  s.states.push('player_play');
  resolve(s, setup, s.player, s.opponent, id, true);
  if ((s.opponent && s.opponent.hp <= 0) || (!s.opponent && setup.target && s.points >= setup.target.points)) {
    s.outcome = 'won';
    s.states.push('won');
    return s;
  }
  const foe = s.opponent;
  if (foe) {
    s.states.push('opponent_turn');
    foe.block = 0;
    drawUpTo(foe, foe.handSize);
    const picked = simpleOpponentChoice(
      foe.hand.map((h) => setup.cards[h]!),
      view(s),
    );
    const at = Math.max(0, Math.min(foe.hand.length - 1, Math.floor(picked)));
    const foeCard = foe.hand.splice(at, 1)[0]!;
    resolve(s, setup, foe, s.player, foeCard, false);
    if (s.player.hp <= 0) {
      s.outcome = 'lost';
      s.states.push('lost');
      return s;
    }
  }
  beginTurn(s, setup);
  return s;
}

export interface DuelLine {
  /** Hand indices (0-based) played, turn by turn. */
  plays: number[];
  end: DuelState;
}

/**
 * Searches the player's choices for a line ending in `want`, trying the most promising cards first; null when none
 * within the budget.
 */
export function searchDuel(setup: DuelSetup, want: 'won' | 'lost', budget = 60_000): DuelLine | null {
  let expanded = 0;
  const dead = new Set<string>();
  const score = (s: DuelState, id: string): number => {
    const c = setup.cards[id]!;
    const hurt = s.player.hp * 2 <= s.player.maxHp;
    const lethal = s.opponent && (c.damage ?? 0) >= s.opponent.hp + s.opponent.block ? 100 : 0;
    return (
      lethal +
      (c.damage ?? 0) * 3 +
      (c.points ?? 0) * 3 +
      (c.draw ?? 0) * 2 +
      (hurt ? 2 : 0.5) * ((c.heal ?? 0) + (c.block ?? 0))
    );
  };
  const walk = (s: DuelState): number[] | null => {
    if (s.outcome) return s.outcome === want ? [] : null;
    if (++expanded > budget) return null;
    const key = JSON.stringify([s.turn, s.points, s.player, s.opponent]);
    if (dead.has(key)) return null;
    const order = s.player.hand
      .map((id, i) => ({ i, v: score(s, id) }))
      .sort((a, b) => (want === 'won' ? b.v - a.v : a.v - b.v) || a.i - b.i);
    const tried = new Set<string>();
    for (const { i } of order) {
      // Two copies of a card in hand lead to the same future.
      if (tried.has(s.player.hand[i]!)) continue;
      tried.add(s.player.hand[i]!);
      const rest = walk(playCard(s, setup, i));
      if (rest) return [i, ...rest];
    }
    dead.add(key);
    return null;
  };
  const start = startDuel(setup);
  const plays = walk(start);
  if (!plays) return null;
  let end = start;
  for (const i of plays) end = playCard(end, setup, i);
  return { plays, end };
}

// ---- designing a level ----

export interface CardsLevelSpec {
  title: string;
  backdrop: string;
  heroName: string;
  heroKey: string;
  heroWords: readonly string[];
  foe: string;
  foeName: string;
  foeKey: string;
  /** 0-based among the game's cards levels, and how many there are. */
  index: number;
  count: number;
  difficulty: Difficulty;
  boss: boolean;
  solitaire: boolean;
  /** The prompt's words for what the points are (solitaire). */
  pointsWord: string;
  /** A card the player gets when the run carries a flag (an item from a story chapter). */
  bonus: { flag: string; card: DesignedCard } | null;
  /** Ranged and melee wishes: an extra attack card named for them. */
  extraAttack: DesignedCard | null;
  /** The prompt, whose named kinds of card ("fire and shield cards") replace the hero's style's own. */
  prompt?: string;
  /** The foe's health and the player's deck size, when the prompt states them. */
  foeHp?: number;
  deckSize?: number;
}

export interface DesignedCardsLevel {
  level: CardsLevel;
  cards: DesignedCard[];
  setup: DuelSetup;
}

/**
 * How hard a cards level is, around the design rules' averages: `strength` scales the opponent's average hit (0.7 sits
 * in the middle of the fair band) or the solitaire's target share; `turns` shifts the turns a plain attacker needs.
 */
export interface Tuning {
  strength: number;
  turns: number;
}

export const DEFAULT_TUNING: Tuning = { strength: 0.7, turns: 0 };

/** A duel (or solitaire) balanced by the design rules' averages and `tuning`. */
export function cardsLevel(spec: CardsLevelSpec, random: Random, tuning: Tuning = DEFAULT_TUNING): DesignedCardsLevel {
  return spec.solitaire ? solitaireLevel(spec, random, tuning) : duelLevel(spec, random, tuning);
}

function duelLevel(spec: CardsLevelSpec, random: Random, tuning: Tuning): DesignedCardsLevel {
  const mine = withAsked(playerStyle(spec.heroWords), spec.prompt);
  const theirs = foeStyle(spec.foe);
  const d = spec.difficulty;
  const hp = { easy: 24, normal: 20, hard: 18 }[d];
  const attack = card(mine, 'attack', { damage: 4 });
  const heavy = card(mine, 'heavy', { damage: 6 });
  const block = card(mine, 'block', { block: 4 });
  const heal = card(mine, 'heal', { heal: 5 });
  const quick = card(mine, 'quick', { damage: 2, draw: 1 });
  const extra = spec.extraAttack;
  const mix = [
    attack,
    attack,
    attack,
    extra ?? attack,
    heavy,
    heavy,
    block,
    block,
    heal,
    ...(d === 'hard' ? [quick] : []),
  ];
  // A deck of the asked size repeats the mix (so it keeps its share of attacks, blocks and heals).
  const size = spec.deckSize ?? mix.length;
  const playerDeck = shuffled(
    Array.from({ length: size }, (_, i) => mix[i % mix.length]!),
    random,
  );
  const deckDamage = playerDeck.reduce((s, c) => s + (c.damage ?? 0), 0);
  const dp = deckDamage / playerDeck.length;
  // Turns a plain attacker needs: longer duels later in the game, for harder games and for a boss; or as many as the
  // foe's asked health takes.
  const turns = Math.max(
    3,
    spec.foeHp !== undefined
      ? Math.ceil(spec.foeHp / dp) + tuning.turns
      : Math.min(10, { easy: 4, normal: 5, hard: 6 }[d] + spec.index + (spec.boss ? 1 : 0) + tuning.turns),
  );
  const foeHp = spec.foeHp ?? Math.max(6, Math.min(99, Math.round(dp * turns)));
  // The opponent's average hit: the fair band is player.hp / (2 (T-1)) to player.hp / (T-1); strength 0.7 sits inside
  // it.
  const targetDo = (hp / (turns - 1)) * tuning.strength;
  const light = Math.max(1, Math.round((8 * targetDo - 6) / 5));
  const foeCard = (role: Role, stats: Partial<CardDef>) => card(theirs, role, stats, spec.index);
  const foeDeck = shuffled(
    [
      foeCard('attack', { damage: light }),
      foeCard('attack', { damage: light }),
      foeCard('attack', { damage: light }),
      foeCard('heavy', { damage: light + 2 }),
      foeCard('heavy', { damage: light + 2 }),
      foeCard('block', { block: 3 }),
      foeCard('block', { block: 3 }),
      foeCard('heal', { damage: 2, heal: 2 }),
    ],
    random,
  );
  const cards = dedupe([...playerDeck, ...foeDeck, ...(spec.bonus ? [spec.bonus.card] : [])]);
  const turnLimit = Math.min(99, Math.max(8, 2 * turns + 2));
  const level: CardsLevel = {
    mode: 'cards',
    title: spec.title,
    backdrop: spec.backdrop,
    intro: [
      {
        speaker: spec.foeName,
        portrait: spec.foeKey,
        text: fit(200, [
          `So, ${spec.heroName}, you want to get past me? Play your cards, one a turn, and we shall see who ` +
            'is left standing.',
          'Play your cards, one a turn, and we shall see who is left standing.',
        ]),
      },
    ],
    player: { name: spec.heroName, portrait: spec.heroKey, hp, handSize: 3, deck: playerDeck.map((c) => c.id) },
    opponent: { name: spec.foeName, portrait: spec.foeKey, hp: foeHp, deck: foeDeck.map((c) => c.id) },
    turnLimit,
    ...(spec.bonus ? { bonusCards: [{ flag: spec.bonus.flag, card: spec.bonus.card.id }] } : {}),
    winLine: {
      speaker: spec.foeName,
      portrait: spec.foeKey,
      text: fit(200, [`Enough! You win, ${spec.heroName}. The way is yours.`, 'Enough! You win.']),
    },
    loseLine: {
      speaker: spec.foeName,
      portrait: spec.foeKey,
      text: fit(200, ['Ha! Come back when your deck has teeth.', 'Ha! Try again.']),
    },
  };
  return { level, cards, setup: setupOf(level, cards) };
}

function solitaireLevel(spec: CardsLevelSpec, random: Random, tuning: Tuning): DesignedCardsLevel {
  const word = spec.pointsWord;
  const small = {
    id: 'sol_small',
    name: fit(12, [capital(`${word} bud`), 'Small Find']),
    art: 'art-sol-small',
    artDescription: `card art: a small ${word} flower`,
    points: 2,
  };
  const medium = {
    id: 'sol_medium',
    name: fit(12, [capital(`${word} bunch`), 'Good Find']),
    art: 'art-sol-medium',
    artDescription: `card art: a bunch of ${word} star`,
    points: 3,
  };
  const big = {
    id: 'sol_big',
    name: fit(12, [capital(`${word} crown`), 'Great Find']),
    art: 'art-sol-big',
    artDescription: `card art: a golden ${word} trophy`,
    points: 5,
  };
  const draw = {
    id: 'sol_draw',
    name: 'Second Look',
    art: 'art-sol-draw',
    artDescription: 'card art: a magnifying lens orb',
    points: 1,
    draw: 2,
  };
  const deck = shuffled([small, small, small, small, medium, medium, medium, big, draw, draw], random);
  const turns = Math.max(3, { easy: 9, normal: 8, hard: 7 }[spec.difficulty] + spec.index + tuning.turns);
  const average = deck.reduce((s, c) => s + (c.points ?? 0), 0) / deck.length;
  // The design rules' fair target: about 70-80 % of the average points times the turns (strength 0.7 → 75 %).
  const points = Math.max(3, Math.round(average * turns * (0.05 + tuning.strength)));
  const cards = dedupe([...deck, ...(spec.bonus ? [spec.bonus.card] : [])]);
  const level: CardsLevel = {
    mode: 'cards',
    title: spec.title,
    backdrop: spec.backdrop,
    intro: [
      {
        speaker: capital(spec.heroName).slice(0, 20),
        portrait: spec.heroKey,
        text: fit(200, [
          `${points} points in ${turns} turns. One card a turn; the best ones are worth saving for.`,
          `${points} points in ${turns} turns.`,
        ]),
      },
    ],
    player: { name: spec.heroName, portrait: spec.heroKey, hp: 10, handSize: 3, deck: deck.map((c) => c.id) },
    target: { points, turns },
    ...(spec.bonus ? { bonusCards: [{ flag: spec.bonus.flag, card: spec.bonus.card.id }] } : {}),
    winLine: {
      speaker: capital(spec.heroName).slice(0, 20),
      portrait: spec.heroKey,
      text: fit(200, [`${points} points! That is a haul worth telling about.`, 'Target reached!']),
    },
    loseLine: {
      speaker: capital(spec.heroName).slice(0, 20),
      portrait: spec.heroKey,
      text: 'Not enough this time. Once more!',
    },
  };
  return { level, cards, setup: setupOf(level, cards) };
}

function dedupe(cards: DesignedCard[]): DesignedCard[] {
  const seen = new Map<string, DesignedCard>();
  for (const c of cards) if (!seen.has(c.id)) seen.set(c.id, c);
  return [...seen.values()];
}

/** The model's setup for a cards level as the game will play it, bonus cards joined when `flags` holds their flag. */
export function setupOf(
  level: CardsLevel,
  cards: readonly CardDef[] | Readonly<Record<string, CardDef>>,
  flags: ReadonlySet<string> = new Set(),
): DuelSetup {
  const defs: Record<string, CardDef> = Array.isArray(cards)
    ? Object.fromEntries((cards as DesignedCard[]).map((c) => [c.id, c]))
    : { ...(cards as Record<string, CardDef>) };
  const bonus = (level.bonusCards ?? []).filter((b) => flags.has(b.flag)).map((b) => b.card);
  return {
    cards: defs,
    player: { hp: level.player.hp, handSize: level.player.handSize ?? 3, deck: [...level.player.deck, ...bonus] },
    opponent: level.opponent ? { hp: level.opponent.hp, deck: [...level.opponent.deck] } : null,
    target: level.target ?? null,
    turnLimit: level.turnLimit ?? 20,
  };
}

/** The bonus card an item becomes ("lantern" → a Lantern that heals and draws). */
export function itemCard(item: string, flag: string): DesignedCard {
  const name = fit(12, [capital(item), capital(item.split(' ').pop() ?? item), 'Keepsake']);
  return {
    id: `item_${flag}`.slice(0, 40),
    name,
    art: `art-item-${flag.replace(/_/g, '-')}`.slice(0, 60),
    artDescription: `card art: the ${item}`,
    heal: 4,
    draw: 1,
    text: fit(36, [`Heal 4. Draw 1. The ${item} helps.`, 'Heal 4. Draw 1. It helps.']),
  };
}

/** An attack card named for the prompt's wish (ranged or melee). */
export function wishCard(kind: 'ranged' | 'melee', style: ReturnType<typeof playerStyle>): DesignedCard {
  const look =
    kind === 'ranged'
      ? ((
          {
            magic: { name: 'Magic Bolt', art: 'a flying magic bolt' },
            space: { name: 'Blaster', art: 'a blaster laser' },
            sea: { name: 'Pistol Shot', art: 'a pistol bullet' },
          } as Record<string, CardLook>
        )[style.id] ?? { name: 'Arrow', art: 'a flying arrow' })
      : ((
          {
            magic: { name: 'Staff Whack', art: 'a wooden staff rock' },
            space: { name: 'Power Punch', art: 'a power fist bolt' },
            wild: { name: 'Swipe', art: 'a swiping claw spikes' },
          } as Record<string, CardLook>
        )[style.id] ?? { name: 'Slash', art: 'a slashing sword' });
  const id = `wish_${kind}`;
  return {
    id,
    name: look.name,
    art: artKey(id.replace(/_/g, '-'), look.art),
    artDescription: `card art: ${look.art}`,
    damage: 5,
  };
}
