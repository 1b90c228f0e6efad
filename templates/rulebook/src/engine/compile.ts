// A parsed rulebook made ready to run: every kind with its defaults filled in, controls with their keys, rules
// indexed by what fires them. The defaults live here and nowhere else; docs/rulebook.md lists them.
import type {
  Behaviour,
  Control,
  Direction,
  Edge,
  EdgeMode,
  Kind,
  LegendEntry,
  Move,
  Rule,
  Rulebook,
  Side,
} from './schema.ts';
import { EDGES } from './schema.ts';

/** The engine steps at 60 ticks a second, in the game and in the planner alike. */
export const TICK_MS = 1000 / 60;
export const TICKS_PER_SECOND = 60;
/** Arena px of one ASCII map character, and a grid thing's size in world units (one cell). */
export const DEFAULT_MAP_CELL = 32;
export const DEFAULT_THINK_MS = 400;
/** The most things alive at once: a rulebook that spawns past it is stopped with an error, never left to hang. */
export const MAX_THINGS = 1500;

export interface NormalKind {
  name: string;
  noun: string;
  role: NonNullable<Kind['role']>;
  w: number;
  h: number;
  shape: 'box' | 'circle';
  body: NonNullable<Kind['body']>;
  speed: number;
  accel: number;
  thrust: number;
  turn: number;
  drag: number;
  jump: number;
  gravity: number;
  bounce: number;
  angle: number;
  /** Each thing of the kind starts at its own seeded heading. */
  randomAngle: boolean;
  heading: Direction | null;
  oscillate: Kind['oscillate'] | null;
  steer: NonNullable<Kind['steer']>;
  moveEveryTicks: number;
  solid: boolean;
  oneWay: boolean;
  pushable: boolean;
  hidden: boolean;
  side: Side | null;
  label: Kind['label'];
  layer: number;
  edges: Record<Edge, EdgeMode>;
  behaviours: Behaviour[];
}

export interface NormalControl extends Control {
  kind: string;
  /** Key codes, "letters" and "digits" spelt out. */
  codes: string[];
}

export interface CompiledRulebook {
  source: Rulebook;
  grid: boolean;
  /** World size in world units: cells on a grid, px in an arena. */
  width: number;
  height: number;
  mapCell: number;
  kinds: Map<string, NormalKind>;
  kindNames: string[];
  playerKind: string | null;
  controls: NormalControl[];
  moves: Move[];
  rules: Rule[];
  turns: boolean;
  sides: Side[];
  thinkTicks: number;
  legend: Record<string, LegendEntry>;
}

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c) => `Key${c}`);
const DIGITS = [...'0123456789'].map((c) => `Digit${c}`);

/** Things drawn as their role unless the rulebook says otherwise: the player's kind, projectiles. */
function defaultRole(kind: Kind, name: string, controlled: Set<string>): NormalKind['role'] {
  if (kind.role) return kind.role;
  if (controlled.has(name)) return 'player';
  if (kind.body === 'projectile') return 'projectile';
  if (kind.solid) return 'terrain';
  return 'prop';
}

function edgesOf(mode: Rulebook['world']['edges'] | EdgeMode | undefined): Record<Edge, EdgeMode> {
  const out = {} as Record<Edge, EdgeMode>;
  for (const e of EDGES) out[e] = typeof mode === 'string' ? mode : (mode?.[e] ?? 'wall');
  return out;
}

function normalKind(name: string, kind: Kind, book: Rulebook, controlled: Set<string>): NormalKind {
  const grid = book.world.grid !== undefined;
  const cell = book.world.arena?.cell ?? DEFAULT_MAP_CELL;
  const size = kind.size ?? cell * 0.8;
  const [w, h] = grid ? [1, 1] : typeof size === 'number' ? [size, size] : size;
  const body = kind.body ?? (controlled.has(name) ? 'mover' : 'static');
  const speed = kind.speed ?? (body === 'static' ? 0 : grid ? 4 : 200);
  const worldEdges = edgesOf(book.world.edges);
  return {
    name,
    noun: kind.noun,
    role: defaultRole(kind, name, controlled),
    w,
    h,
    shape: kind.shape ?? (body === 'ball' ? 'circle' : 'box'),
    body,
    speed,
    accel: kind.accel ?? 0,
    thrust: kind.thrust ?? 300,
    turn: kind.turn ?? 240,
    drag: kind.drag ?? 0,
    jump: kind.jump ?? 420,
    gravity: kind.gravity ?? (body === 'falling' ? 1 : 0),
    bounce: kind.bounce ?? 0,
    angle: typeof kind.angle === 'number' ? kind.angle : body === 'projectile' ? -90 : 0,
    randomAngle: kind.angle === 'random',
    heading: kind.heading ?? null,
    oscillate: kind.oscillate ?? null,
    steer: kind.steer ?? (grid ? 'step' : 'hold'),
    moveEveryTicks: Math.max(1, Math.round((kind.moveEveryMs ?? 1000 / Math.max(speed, 0.001)) / TICK_MS)),
    solid: (kind.solid ?? false) || (kind.oneWay ?? false),
    oneWay: kind.oneWay ?? false,
    pushable: kind.pushable ?? false,
    hidden: kind.hidden ?? false,
    side: kind.side ?? null,
    label: kind.label,
    layer: kind.layer ?? 0,
    edges: kind.edges ? edgesOf(kind.edges) : worldEdges,
    behaviours: kind.behaviours ?? [],
  };
}

/** Thrown for a rulebook that passes the schema but names what it does not define; the game shows the message. */
export class RulebookError extends Error {
  override name = 'RulebookError';
}

export function compileRulebook(book: Rulebook): CompiledRulebook {
  const controlled = new Set<string>();
  const roleKind = Object.entries(book.kinds).find(([, k]) => k.role === 'player')?.[0] ?? null;
  for (const c of book.controls ?? []) {
    const target = c.kind ?? roleKind;
    if (target) controlled.add(target);
  }
  const kinds = new Map<string, NormalKind>();
  for (const [name, kind] of Object.entries(book.kinds)) kinds.set(name, normalKind(name, kind, book, controlled));
  const playerKind = roleKind ?? [...controlled][0] ?? null;
  const controls: NormalControl[] = (book.controls ?? []).map((c) => {
    const kind = c.kind ?? playerKind;
    if (!kind && !['type', 'submit', 'erase', 'trigger'].includes(c.do))
      throw new RulebookError(`control "${c.name}" moves no kind: give it "kind" or mark a kind with role "player"`);
    return {
      ...c,
      kind: kind ?? '',
      codes: c.keys === 'letters' ? LETTERS : c.keys === 'digits' ? DIGITS : [...c.keys],
    };
  });
  const grid = book.world.grid !== undefined;
  const turns = book.world.turns !== undefined;
  return {
    source: book,
    grid,
    width: book.world.grid?.cols ?? book.world.arena!.width,
    height: book.world.grid?.rows ?? book.world.arena!.height,
    mapCell: book.world.arena?.cell ?? DEFAULT_MAP_CELL,
    kinds,
    kindNames: [...kinds.keys()],
    playerKind,
    controls,
    moves: book.moves ?? [],
    rules: book.rules,
    turns,
    sides: book.world.turns?.sides ?? ['player'],
    thinkTicks: Math.round((book.world.turns?.thinkMs ?? DEFAULT_THINK_MS) / TICK_MS),
    legend: book.legend ?? {},
  };
}

export function kindOf(book: CompiledRulebook, name: string): NormalKind {
  const kind = book.kinds.get(name);
  if (!kind) throw new RulebookError(`no kind named "${name}" (kinds: ${book.kindNames.join(', ')})`);
  return kind;
}
