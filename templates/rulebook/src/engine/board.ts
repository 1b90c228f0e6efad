// Boards: cells and their neighbours, lines and connections, and the legal moves a side can make (place, drop,
// step, jump, swap, take, toggle, reveal) with what each does to the board. The player's clicks, the computer's search
// and the planner all go through legalMoves and applyMove, so they can never disagree on what a move is.
import type { CompiledRulebook } from './compile.ts';
import type { Edge, Move, MoveDirs, Side } from './schema.ts';
import type { Thing, WorldState } from './state.ts';

export type Cell = [number, number];

/** One legal move: which rule of `moves` it is, who makes it, and the cells and things it involves. */
export interface MoveChoice {
  move: number;
  side: Side;
  /** The thing moved, taken, toggled or revealed (-1 for a new piece). */
  piece: number;
  /** The cell the player clicks to make it (after clicking `piece` first, for two-click moves). */
  to: Cell;
  /** Jump: the thing jumped over; swap: the other thing. */
  other: number;
  /** Place with flank: the things that change side. */
  flips: number[];
}

const ORTHOGONAL: Cell[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const DIAGONAL: Cell[] = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];
export const RING: Cell[] = [...ORTHOGONAL, ...DIAGONAL];
const LINE_DIRS: Cell[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

export function other(side: Side): Side {
  return side === 'player' ? 'computer' : 'player';
}

/** The row step that is "forward" for a side: the player plays up the board, the computer down. */
export function forward(side: Side | null): number {
  return side === 'computer' ? 1 : -1;
}

export function directionsOf(dirs: MoveDirs, side: Side | null): Cell[] {
  const f = forward(side);
  switch (dirs) {
    case 'orthogonal':
      return ORTHOGONAL;
    case 'diagonal':
      return DIAGONAL;
    case 'any':
      return RING;
    case 'forward':
      return [[0, f]];
    case 'forward_diagonal':
      return [
        [-1, f],
        [1, f],
      ];
    case 'forward_any':
      return [
        [0, f],
        [-1, f],
        [1, f],
      ];
  }
}

export function inside(book: CompiledRulebook, c: number, r: number): boolean {
  return c >= 0 && r >= 0 && c < book.width && r < book.height;
}

/** The live things of the board by cell index (hidden ones included: a face-down card still fills its cell). */
export function occupancy(book: CompiledRulebook, world: WorldState): (Thing | undefined)[] {
  const cells: (Thing | undefined)[] = new Array(book.width * book.height);
  for (const t of world.things) {
    if (t.dead || !inside(book, t.x, t.y)) continue;
    const i = t.y * book.width + t.x;
    const there = cells[i];
    // A cell shows its top thing: the higher layer, else the later one.
    if (!there || book.kinds.get(t.kind)!.layer >= book.kinds.get(there.kind)!.layer) cells[i] = t;
  }
  return cells;
}

/** Kinds that belong to a side (its pieces), in the order the rulebook lists them. */
export function sideKinds(book: CompiledRulebook, side: Side): string[] {
  return book.kindNames.filter((k) => book.kinds.get(k)!.side === side);
}

/** The cells of the first run of `length` things of `kind` in a row, column or diagonal, or null. */
export function findLine(book: CompiledRulebook, world: WorldState, kind: string, length: number): Cell[] | null {
  const cells = occupancy(book, world);
  const has = (c: number, r: number) => inside(book, c, r) && cells[r * book.width + c]?.kind === kind;
  for (let r = 0; r < book.height; r++)
    for (let c = 0; c < book.width; c++) {
      if (!has(c, r)) continue;
      for (const [dc, dr] of LINE_DIRS) {
        if (has(c - dc, r - dr)) continue;
        const run: Cell[] = [];
        for (let k = 0; has(c + dc * k, r + dr * k); k++) run.push([c + dc * k, r + dr * k]);
        if (run.length >= length) return run;
      }
    }
  return null;
}

function onEdge(book: CompiledRulebook, [c, r]: Cell, edge: Edge): boolean {
  if (edge === 'left') return c === 0;
  if (edge === 'right') return c === book.width - 1;
  if (edge === 'top') return r === 0;
  return r === book.height - 1;
}

/** Whether things of `kind` join edge `from` to edge `to` through side-by-side cells. */
export function connects(book: CompiledRulebook, world: WorldState, kind: string, from: Edge, to: Edge): boolean {
  const cells = occupancy(book, world);
  const seen = new Set<number>();
  const queue: Cell[] = [];
  for (let r = 0; r < book.height; r++)
    for (let c = 0; c < book.width; c++)
      if (cells[r * book.width + c]?.kind === kind && onEdge(book, [c, r], from)) {
        seen.add(r * book.width + c);
        queue.push([c, r]);
      }
  for (let at = 0; at < queue.length; at++) {
    const cell = queue[at]!;
    if (onEdge(book, cell, to)) return true;
    for (const [dc, dr] of ORTHOGONAL) {
      const [c, r] = [cell[0] + dc, cell[1] + dr];
      const i = r * book.width + c;
      if (!inside(book, c, r) || seen.has(i) || cells[i]?.kind !== kind) continue;
      seen.add(i);
      queue.push([c, r]);
    }
  }
  return false;
}

/** Things of the given kinds around a cell: plus (4 neighbours) or ring (8), the cell itself with `self`. */
export function around(
  _book: CompiledRulebook,
  world: WorldState,
  [c, r]: Cell,
  area: 'self' | 'plus' | 'ring',
  includeSelf: boolean,
): Thing[] {
  const offsets: Cell[] = area === 'self' ? [] : area === 'plus' ? ORTHOGONAL : RING;
  const cells = new Set(offsets.map(([dc, dr]) => `${c + dc},${r + dr}`));
  if (includeSelf || area === 'self') cells.add(`${c},${r}`);
  return world.things.filter((t) => !t.dead && cells.has(`${t.x},${t.y}`));
}

function moveSides(book: CompiledRulebook, move: Move): Side[] {
  if (!book.turns) return ['player'];
  if (move.by === 'player' || move.by === 'computer') return [move.by];
  return book.sides;
}

/** The kinds a move acts on for a side: its `piece` list, else the side's own pieces. */
function pieceKinds(book: CompiledRulebook, move: Move, side: Side): Set<string> {
  if (move.piece) return new Set(move.piece);
  return new Set(sideKinds(book, side));
}

/** The kind a side places: a named kind, or "own" (the side's first piece kind). */
export function placedKind(book: CompiledRulebook, which: string, side: Side): string | undefined {
  return which === 'own' ? sideKinds(book, side)[0] : which;
}

/** Enemy things a piece placed at `cell` would flank in straight lines (Reversi). */
function flanked(book: CompiledRulebook, cells: (Thing | undefined)[], [c, r]: Cell, side: Side): number[] {
  const flips: number[] = [];
  for (const [dc, dr] of RING) {
    const run: number[] = [];
    for (let k = 1; ; k++) {
      const [x, y] = [c + dc * k, r + dr * k];
      if (!inside(book, x, y)) break;
      const t = cells[y * book.width + x];
      if (!t || t.side === null) break;
      if (t.side === side) {
        flips.push(...run);
        break;
      }
      run.push(t.id);
    }
  }
  return flips;
}

/** Every legal move of `side` now (the forced ones alone when a forced move exists; one piece while it chains). */
export function legalMoves(book: CompiledRulebook, world: WorldState, side: Side): MoveChoice[] {
  const cells = occupancy(book, world);
  const at = (c: number, r: number) => (inside(book, c, r) ? cells[r * book.width + c] : undefined);
  const out: MoveChoice[] = [];
  const forced: MoveChoice[] = [];
  book.moves.forEach((move, index) => {
    if (!moveSides(book, move).includes(side)) return;
    if (world.chain >= 0 && !(move.jump && move.chain)) return;
    const found: MoveChoice[] = [];
    const add = (piece: number, to: Cell, otherId = -1, flips: number[] = []) =>
      found.push({ move: index, side, piece, to, other: otherId, flips });
    const kinds = pieceKinds(book, move, side);
    // A piece with an owner moves only for its owner.
    const pieces = world.things.filter(
      (t) =>
        !t.dead &&
        kinds.has(t.kind) &&
        (t.side === null || t.side === side) &&
        inside(book, t.x, t.y) &&
        (world.chain < 0 || t.id === world.chain),
    );
    if (move.place !== undefined) {
      const kind = placedKind(book, move.place, side);
      if (!kind) return;
      for (let r = 0; r < book.height; r++)
        for (let c = 0; c < book.width; c++) {
          if (at(c, r)) continue;
          if (move.flank) {
            const flips = flanked(book, cells, [c, r], side);
            if (flips.length) add(-1, [c, r], -1, flips);
          } else add(-1, [c, r]);
        }
    } else if (move.drop !== undefined) {
      for (let c = 0; c < book.width; c++) {
        let row = -1;
        for (let r = book.height - 1; r >= 0; r--)
          if (!at(c, r)) {
            row = r;
            break;
          }
        if (row >= 0) add(-1, [c, row]);
      }
    } else if (move.step !== undefined) {
      const onto = move.onto ?? 'empty';
      for (const p of pieces)
        for (const [dc, dr] of directionsOf(move.step, p.side ?? side)) {
          const [c, r] = [p.x + dc, p.y + dr];
          if (!inside(book, c, r)) continue;
          const there = at(c, r);
          const enemy = there !== undefined && there.side !== null && there.side !== side;
          if (
            (onto === 'empty' && !there) ||
            (onto === 'enemy' && enemy) ||
            (onto === 'empty_or_enemy' && (!there || enemy))
          )
            add(p.id, [c, r], there?.id ?? -1);
        }
    } else if (move.jump !== undefined) {
      const over = move.over ?? 'any';
      for (const p of pieces)
        for (const [dc, dr] of directionsOf(move.jump, p.side ?? side)) {
          const mid = at(p.x + dc, p.y + dr);
          const [c, r] = [p.x + 2 * dc, p.y + 2 * dr];
          if (!mid || !inside(book, c, r) || at(c, r)) continue;
          const enemy = mid.side !== null && mid.side !== side;
          const fits = Array.isArray(over)
            ? over.includes(mid.kind)
            : over === 'any' || (over === 'enemy' && enemy) || (over === 'own' && mid.side === side);
          if (fits) add(p.id, [c, r], mid.id);
        }
    } else if (move.swap !== undefined) {
      for (const p of pieces)
        for (const q of pieces) {
          if (q.id <= p.id) continue;
          if (move.swap === 'adjacent' && Math.abs(p.x - q.x) + Math.abs(p.y - q.y) !== 1) continue;
          if (p.label === q.label && p.kind === q.kind) continue;
          add(p.id, [q.x, q.y], q.id);
        }
    } else if (move.take !== undefined || move.toggle !== undefined) {
      const toggled = move.toggle ? new Set(move.toggle.kinds) : kinds;
      for (const p of world.things)
        if (!p.dead && toggled.has(p.kind) && inside(book, p.x, p.y) && at(p.x, p.y) === p) add(p.id, [p.x, p.y]);
    } else if (move.reveal !== undefined) {
      for (const p of world.things)
        if (!p.dead && p.hidden && (!move.piece || kinds.has(p.kind)) && inside(book, p.x, p.y)) add(p.id, [p.x, p.y]);
    }
    if (move.forced) forced.push(...found);
    else out.push(...found);
  });
  return forced.length ? forced : out;
}

/** What a move does to the board itself (its `then` effects and the rules are the engine's). */
export function applyBoardMove(
  book: CompiledRulebook,
  world: WorldState,
  choice: MoveChoice,
  make: (kind: string, cell: Cell, side: Side) => Thing,
): Thing | undefined {
  const move = book.moves[choice.move]!;
  const find = (id: number) => world.things.find((t) => t.id === id && !t.dead);
  const piece = find(choice.piece);
  const [c, r] = choice.to;
  if (move.place !== undefined || move.drop !== undefined) {
    const kind = placedKind(book, (move.place ?? move.drop)!, choice.side)!;
    const made = make(kind, [c, r], choice.side);
    const own = sideKinds(book, choice.side)[0];
    for (const id of choice.flips) {
      const t = find(id);
      if (t && own) {
        t.kind = own;
        t.side = choice.side;
      }
    }
    return made;
  }
  if (!piece) return undefined;
  if (move.step !== undefined) {
    const victim = find(choice.other);
    if (victim) victim.dead = true;
    piece.x = c;
    piece.y = r;
  } else if (move.jump !== undefined) {
    const jumped = find(choice.other);
    if (jumped && move.capture !== false) jumped.dead = true;
    piece.x = c;
    piece.y = r;
  } else if (move.swap !== undefined) {
    const q = find(choice.other);
    if (q) [piece.x, piece.y, q.x, q.y] = [q.x, q.y, piece.x, piece.y];
  } else if (move.take !== undefined) {
    piece.dead = true;
    if (move.take === 'rest_of_row') {
      const kinds = pieceKinds(book, move, choice.side);
      for (const t of world.things) if (!t.dead && kinds.has(t.kind) && t.y === piece.y && t.x > piece.x) t.dead = true;
    }
  } else if (move.toggle !== undefined) {
    const [a, b] = move.toggle.kinds;
    for (const t of around(book, world, [piece.x, piece.y], move.toggle.area ?? 'plus', true))
      if (t.kind === a) t.kind = b;
      else if (t.kind === b) t.kind = a;
  }
  return piece;
}

/** Whether `side` could jump again with the piece that just jumped (checkers' multi-jump). */
export function canChain(book: CompiledRulebook, world: WorldState, side: Side, piece: number): boolean {
  const saved = world.chain;
  world.chain = piece;
  const more = legalMoves(book, world, side).some((m) => m.piece === piece && book.moves[m.move]!.jump);
  world.chain = saved;
  return more;
}
