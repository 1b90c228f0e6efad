// The computer's side of a board game: alpha-beta search over the same legal moves the player has, played through
// the engine's own rules (so it sees wins, losses and captures exactly), judged by a general evaluation read from
// the rulebook: material, lines being built towards a `line` rule, and mobility. A seeded chance of a random move
// (`blunder`) makes it beatable; the world's random stream keeps it deterministic.
import { legalMoves, type MoveChoice, other, sideKinds } from './board.ts';
import type { CompiledRulebook } from './compile.ts';
import { drawInt, draw } from './random.ts';
import type { Side } from './schema.ts';
import type { WorldState } from './state.ts';

export type Simulate = (world: WorldState, choice: MoveChoice) => WorldState;

const WIN = 1_000_000;

/** How good `world` is for `side`: terminal results first, then material, lines and mobility. */
export function evaluate(book: CompiledRulebook, world: WorldState, side: Side): number {
  if (world.status === 'won') return side === 'player' ? WIN : -WIN;
  if (world.status === 'lost') return side === 'player' ? -WIN : WIN;
  let score = 0;
  const mine = new Set(sideKinds(book, side));
  const theirs = new Set(sideKinds(book, other(side)));
  for (const t of world.things) {
    if (t.dead) continue;
    if (mine.has(t.kind)) score += 10;
    else if (theirs.has(t.kind)) score -= 10;
  }
  for (const rule of book.rules) {
    const line = rule.when.line;
    if (!line) continue;
    const owner = book.kinds.get(line.kind)?.side;
    if (!owner) continue;
    const potential = linePotential(book, world, line.kind, line.length);
    score += owner === side ? potential : -potential;
  }
  return score;
}

/** Sum over every window of `length` cells holding only `kind` and empties: the square of how full it is. */
function linePotential(book: CompiledRulebook, world: WorldState, kind: string, length: number): number {
  const grid: (string | null)[] = new Array(book.width * book.height).fill(null);
  for (const t of world.things)
    if (!t.dead && t.x >= 0 && t.y >= 0 && t.x < book.width && t.y < book.height) grid[t.y * book.width + t.x] = t.kind;
  let total = 0;
  const dirs: [number, number][] = [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, -1],
  ];
  for (let r = 0; r < book.height; r++)
    for (let c = 0; c < book.width; c++)
      for (const [dc, dr] of dirs) {
        const endC = c + dc * (length - 1);
        const endR = r + dr * (length - 1);
        if (endC < 0 || endC >= book.width || endR < 0 || endR >= book.height) continue;
        let own = 0;
        let blocked = false;
        for (let k = 0; k < length; k++) {
          const cell = grid[(r + dr * k) * book.width + (c + dc * k)];
          if (cell === kind) own++;
          else if (cell !== null) {
            blocked = true;
            break;
          }
        }
        if (!blocked && own > 0) total += own * own;
      }
  return total;
}

/** On a large board, only cells next to a piece are worth a look (or the centre of an empty board). */
function worthTrying(book: CompiledRulebook, world: WorldState, moves: MoveChoice[]): MoveChoice[] {
  if (book.width * book.height <= 49 || moves.length <= 24) return moves;
  const near = new Set<string>();
  for (const t of world.things)
    if (!t.dead) for (let dc = -1; dc <= 1; dc++) for (let dr = -1; dr <= 1; dr++) near.add(`${t.x + dc},${t.y + dr}`);
  const kept = moves.filter((m) => m.piece >= 0 || near.has(`${m.to[0]},${m.to[1]}`));
  if (kept.length) return kept;
  const centre = [Math.floor(book.width / 2), Math.floor(book.height / 2)];
  return [moves.reduce((best, m) => (dist(m, centre) < dist(best, centre) ? m : best))];
}

function dist(m: MoveChoice, [c, r]: number[]): number {
  return Math.abs(m.to[0] - c!) + Math.abs(m.to[1] - r!);
}

function search(
  book: CompiledRulebook,
  world: WorldState,
  depth: number,
  alpha: number,
  beta: number,
  side: Side,
  simulate: Simulate,
): number {
  if (depth === 0 || world.status !== 'playing' || world.turn === null) return evaluate(book, world, side);
  const toMove = world.turn;
  const moves = worthTrying(book, world, legalMoves(book, world, toMove));
  if (!moves.length) return evaluate(book, world, side);
  const maximise = toMove === side;
  let best = maximise ? -Infinity : Infinity;
  for (const m of moves) {
    const next = simulate(world, m);
    // A piece that must jump again keeps the turn: the same side moves once more at this depth.
    const v = search(book, next, next.turn === toMove ? depth : depth - 1, alpha, beta, side, simulate);
    if (maximise) {
      best = Math.max(best, v);
      alpha = Math.max(alpha, v);
    } else {
      best = Math.min(best, v);
      beta = Math.min(beta, v);
    }
    if (beta <= alpha) break;
  }
  // Prefer quicker wins and slower losses.
  return best > WIN / 2 ? best - 1 : best < -WIN / 2 ? best + 1 : best;
}

/** The computer's move for `side` now, or null when it has none. */
export function chooseMove(
  book: CompiledRulebook,
  world: WorldState,
  side: Side,
  simulate: Simulate,
): MoveChoice | null {
  const moves = legalMoves(book, world, side);
  if (!moves.length) return null;
  const opponent = book.source.opponent;
  if (opponent?.blunder && draw(world) < opponent.blunder) return moves[drawInt(world, moves.length)]!;
  const depth = opponent?.depth ?? 2;
  let best: MoveChoice[] = [];
  let bestValue = -Infinity;
  for (const m of worthTrying(book, world, moves)) {
    const next = simulate(world, m);
    const v = search(book, next, next.turn === side ? depth : depth - 1, -Infinity, Infinity, side, simulate);
    if (v > bestValue + 1e-9) {
      bestValue = v;
      best = [m];
    } else if (Math.abs(v - bestValue) <= 1e-9) best.push(m);
  }
  // Among equally good moves the stream picks, so the computer does not always open in the same corner.
  return best.length === 1 ? best[0]! : best[drawInt(world, best.length)]!;
}
