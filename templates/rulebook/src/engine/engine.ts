// The engine: one tick of a rulebook's world, in a fixed order, the same in the game and in the planner. Inputs are
// the controls held and pressed, clicks (world coordinates) and typed letters; out come the events the game shows.
//
// A tick: time rules; controls and `action` rules; clicks, board moves and `clicked` rules; typed letters; the
// computer's move when it is due; behaviours; physics; contacts (`touch`), landings, exits; counters per second;
// reveals and pairs; conditions (fired on the tick they become true); delayed hides; the shown sequence; no-moves.
import {
  applyBoardMove,
  canChain,
  connects,
  findLine,
  inside,
  legalMoves,
  type MoveChoice,
  occupancy,
  other,
} from './board.ts';
import {
  compileRulebook,
  type CompiledRulebook,
  kindOf,
  type NormalControl,
  RulebookError,
  TICK_MS,
} from './compile.ts';
import { buildLevel, layWord, legendEntry, legendThings, mapTokens } from './level.ts';
import { applyControls, emptyReport, type MotionReport, runBehaviours, runPhysics } from './motion.ts';
import { chooseMove } from './opponent.ts';
import { drawInt } from './random.ts';
import {
  compare,
  countOf,
  type EngineEvent,
  type Env,
  evalExpr,
  type FireContext,
  fireEach,
  fireRule,
  fireRules,
  floodReveal,
  guardsHold,
  reveal,
  runEffects,
  spawnAt,
} from './rules.ts';
import { type Rulebook, RulebookSchema, type Side, type Trigger } from './schema.ts';
import { cloneWorld, type Thing, type WorldState } from './state.ts';
import { byId, makeThing, ofKind, overlaps, removeDead } from './things.ts';

export interface TickInput {
  /** Control names held down this tick. */
  held?: Iterable<string>;
  /** Control names pressed (went down) since the last tick. */
  pressed?: Iterable<string>;
  /** Clicks, in world coordinates (arena px; grid cells, fractional). */
  clicks?: readonly [number, number][];
  /** Letters or digits typed, lowercase. */
  typed?: readonly string[];
  /** Board moves the player makes this tick, as its clicks would (the planner's shortcut; the game never sends it). */
  moves?: readonly MoveChoice[];
}

/** Controls every board game gets from the engine: a cursor on the arrows and a select key. */
export const CURSOR_CONTROLS = [
  { name: 'cursor_left', codes: ['ArrowLeft'], dir: [-1, 0] },
  { name: 'cursor_right', codes: ['ArrowRight'], dir: [1, 0] },
  { name: 'cursor_up', codes: ['ArrowUp'], dir: [0, -1] },
  { name: 'cursor_down', codes: ['ArrowDown'], dir: [0, 1] },
] as const;
export const SELECT_CONTROL = { name: 'select', codes: ['Enter', 'Space'] } as const;

const CONDITION_TRIGGERS = new Set(['counter', 'count', 'line', 'pattern', 'connected', 'reaches', 'pair']);
const ONE_CLICK = ['place', 'drop', 'take', 'toggle', 'reveal'] as const;

function ticksOf(ms: number): number {
  return Math.max(1, Math.round(ms / TICK_MS));
}

export class RulebookEngine {
  readonly book: CompiledRulebook;
  /** Rules by the kind of trigger they have, in rulebook order. */
  private readonly byTrigger = new Map<keyof Trigger, number[]>();
  /** Kinds touch rules pair, each pair once, and every kind in them. */
  private readonly touchPairs: [string, string][] = [];
  private readonly touchKinds = new Set<string>();
  /** Whether any kind moves by itself (else behaviours are skipped), and whether any falls on a grid. */
  private readonly behaving: boolean;
  private readonly fallers: boolean;
  /** Each level's goal map as the kind and label wanted on each cell (null: empty), read once. */
  private readonly goals = new Map<number, ({ kind: string; label: string | undefined } | null)[][]>();
  readonly cursor: boolean;

  constructor(rulebook: Rulebook | unknown) {
    const parsed = RulebookSchema.safeParse(rulebook);
    if (!parsed.success)
      throw new RulebookError(
        `the rulebook does not fit the language: ${parsed.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`)
          .join('; ')}`,
      );
    this.book = compileRulebook(parsed.data);
    this.book.rules.forEach((rule, i) => {
      const key = Object.keys(rule.when)[0] as keyof Trigger;
      this.byTrigger.set(key, [...(this.byTrigger.get(key) ?? []), i]);
      if (rule.when.touch && !this.touchPairs.some(([a, b]) => a === rule.when.touch![0] && b === rule.when.touch![1]))
        this.touchPairs.push([rule.when.touch[0], rule.when.touch[1]]);
    });
    for (const [a, b] of this.touchPairs) this.touchKinds.add(a).add(b);
    this.behaving = [...this.book.kinds.values()].some((k) => k.behaviours.length > 0);
    this.fallers = [...this.book.kinds.values()].some((k) => k.body === 'falling');
    const arrowsTaken = this.book.controls.some((c) => c.codes.some((k) => k.startsWith('Arrow')));
    this.cursor =
      this.book.grid &&
      !arrowsTaken &&
      (this.book.moves.length > 0 || (this.byTrigger.get('clicked')?.length ?? 0) > 0);
  }

  rulesFor(key: keyof Trigger): number[] {
    return this.byTrigger.get(key) ?? [];
  }

  /** The world at the start of a level (0-based) of a run seeded `seed`, on its `attempt`-th try (1: the first). */
  start(level: number, seed: number, attempt = 1): WorldState {
    const world = buildLevel(this.book, level, seed, attempt);
    if (this.book.source.sequence) this.newSequenceRound(world, true);
    if (this.book.source.code) this.newCode(world);
    return world;
  }

  private env(world: WorldState, events: EngineEvent[]): Env {
    const env: Env = {
      book: this.book,
      world,
      events,
      revealed: [],
      nextWord: () => {
        layWord(this.book, world, this.book.source.levels[world.level]!);
        world.wordsUsed++;
        if (this.book.source.sequence?.order === 'reading') this.newSequenceRound(world, false);
      },
    };
    return env;
  }

  /** One tick. Returns what happened, for the game to show and the planner to judge. */
  step(world: WorldState, input: TickInput = {}): EngineEvent[] {
    const events: EngineEvent[] = [];
    if (world.status !== 'playing') return events;
    world.tick++;
    const env = this.env(world, events);
    const report = emptyReport();
    this.timeRules(env);
    const pressed = new Set(input.pressed ?? []);
    const held = new Set(input.held ?? []);
    const clicks = [...(input.clicks ?? [])];
    if (this.cursor) {
      for (const c of CURSOR_CONTROLS)
        if (pressed.has(c.name))
          world.cursor = [
            Math.max(0, Math.min(this.book.width - 1, world.cursor[0] + c.dir[0])),
            Math.max(0, Math.min(this.book.height - 1, world.cursor[1] + c.dir[1])),
          ];
      if (pressed.has(SELECT_CONTROL.name)) clicks.push([world.cursor[0] + 0.5, world.cursor[1] + 0.5]);
    }
    const allowed = (c: NormalControl) => !c.if || guardsHold(env, c.if);
    applyControls(
      this.book,
      world,
      { held, pressed },
      report,
      (shooter, kind) => this.shoot(env, shooter, kind),
      allowed,
    );
    for (const control of this.book.controls) {
      if ((held.has(control.name) || pressed.has(control.name)) && allowed(control))
        fireRules(
          env,
          this.rulesFor('holding').filter((i) => this.book.rules[i]!.when.holding === control.name),
          { a: control.kind ? ofKind(world, control.kind)[0] : undefined },
        );
      if (!pressed.has(control.name) || !allowed(control)) continue;
      if (control.do === 'submit') this.submitCode(env);
      if (control.do === 'erase') this.eraseCode(env);
      const a = control.kind ? ofKind(world, control.kind)[0] : undefined;
      fireRules(
        env,
        this.rulesFor('action').filter((i) => this.book.rules[i]!.when.action === control.name),
        { a },
      );
    }
    for (const [x, y] of clicks) if (world.status === 'playing') this.click(env, x, y);
    for (const m of input.moves ?? []) if (this.playerMayMove(world)) this.makeMove(env, m);
    for (const letter of input.typed ?? []) if (world.status === 'playing') this.typed(env, letter.toLowerCase());
    this.computerTurn(env);
    if (world.status === 'playing') {
      if (this.behaving)
        runBehaviours(this.book, world, report, (kind, at, v, from) => {
          spawnAt(env, kind, at, v, from.side ? { side: from.side } : {});
        });
      runPhysics(this.book, world, report);
      this.contacts(env, report);
    }
    this.perSecond(env);
    this.reveals(env);
    this.conditions(env);
    if (world.pending.length) {
      for (const p of world.pending.filter((p) => p.tick <= world.tick)) {
        const t = byId(world, p.hide);
        if (t) t.hidden = true;
      }
      world.pending = world.pending.filter((p) => p.tick > world.tick);
    }
    this.showSequence(world);
    removeDead(world);
    return events;
  }

  // ---- time ----

  private timeRules(env: Env): void {
    const { world } = env;
    if (world.tick === 1) fireRules(env, this.rulesFor('start'), {});
    fireRules(
      env,
      this.rulesFor('every').filter((i) => world.tick % ticksOf(this.book.rules[i]!.when.every!) === 0),
      {},
    );
    fireRules(
      env,
      this.rulesFor('after').filter((i) => world.tick === ticksOf(this.book.rules[i]!.when.after!)),
      {},
    );
  }

  private perSecond(env: Env): void {
    const { world } = env;
    if (world.status !== 'playing') return;
    for (const [name, c] of Object.entries(this.book.source.counters ?? {})) {
      if (c.perSecond === undefined) continue;
      const add = evalExpr(env, c.perSecond) / 60;
      if (add === 0) continue;
      let v = (world.counters[name] ?? 0) + add;
      if (c.min !== undefined) v = Math.max(c.min, v);
      if (c.max !== undefined) v = Math.min(c.max, v);
      world.counters[name] = Math.round(v * 1e6) / 1e6;
    }
  }

  // ---- contacts ----

  private contacts(env: Env, report: MotionReport): void {
    const { world, book } = env;
    if (!this.touchPairs.length && !report.landings.length && !report.exits.length) {
      world.contacts = [];
      return;
    }
    const now = new Set<string>();
    const began: [number, Thing, Thing][] = [];
    const consider = (a: Thing, b: Thing) => {
      for (const [idx, [ka, kb]] of this.touchPairs.entries()) {
        const [x, y] = a.kind === ka && b.kind === kb ? [a, b] : a.kind === kb && b.kind === ka ? [b, a] : [null, null];
        if (!x || !y) continue;
        const key = `${idx}:${x.id}:${y.id}`;
        if (now.has(key)) continue;
        now.add(key);
        if (!world.contacts.includes(key)) began.push([idx, x, y]);
      }
    };
    for (const [a, b] of report.bumps) if (!a.dead && !b.dead) consider(a, b);
    if (book.grid) {
      // Only things of the kinds touch rules name, grouped by cell.
      const cells = new Map<number, Thing[]>();
      for (const t of world.things) {
        if (t.dead || t.hidden || !this.touchKinds.has(t.kind)) continue;
        const key = t.y * 4096 + t.x;
        const list = cells.get(key);
        if (list) list.push(t);
        else cells.set(key, [t]);
      }
      for (const list of cells.values())
        for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) consider(list[i]!, list[j]!);
    } else {
      for (const [ka, kb] of this.touchPairs) {
        const as = ofKind(world, ka).filter((t) => !t.hidden);
        const bs = ka === kb ? as : ofKind(world, kb).filter((t) => !t.hidden);
        const ca = kindOf(book, ka).shape === 'circle';
        const cb = kindOf(book, kb).shape === 'circle';
        for (const a of as) for (const b of bs) if (a !== b && overlaps(a, b, ca, cb)) consider(a, b);
      }
    }
    world.contacts = [...now];
    for (const [idx, a, b] of began) {
      if (world.status !== 'playing') break;
      if (a.dead || b.dead) continue;
      const [ka, kb] = this.touchPairs[idx]!;
      const rules = this.rulesFor('touch').filter((i) => {
        const [ra, rb] = book.rules[i]!.when.touch!;
        return ra === ka && rb === kb;
      });
      if (!a.dead && !b.dead) fireRules(env, rules, { a, b });
    }
    for (const landing of report.landings) {
      if (landing.thing.dead) continue;
      const rules = this.rulesFor('lands').filter((i) => {
        const l = book.rules[i]!.when.lands!;
        return (
          landing.thing.kind === l.kind &&
          (l.on === undefined || landing.on?.kind === l.on) &&
          (l.faster === undefined || landing.speed > l.faster) &&
          (l.slower === undefined || landing.speed < l.slower)
        );
      });
      fireRules(env, rules, { a: landing.thing, b: landing.on ?? undefined });
    }
    for (const exit of report.exits) {
      const t = exit.thing;
      if (t.dead) continue;
      t.dead = true;
      const rules = this.rulesFor('leaves').filter((i) => {
        const l = book.rules[i]!.when.leaves!;
        const [kind, edge] = typeof l === 'string' ? [l, undefined] : [l.kind, l.edge];
        return t.kind === kind && (edge === undefined || edge === exit.edge);
      });
      fireRules(env, rules, { a: t });
    }
  }

  private shoot(env: Env, shooter: Thing, kind: string): void {
    const shot = kindOf(this.book, kind);
    const shooterKind = kindOf(this.book, shooter.kind);
    const angle = shooterKind.body === 'ship' ? shooter.angle : shot.angle;
    const rad = (angle * Math.PI) / 180;
    const reach = this.book.grid ? 0 : Math.max(shooter.w, shooter.h) / 2;
    const at: [number, number] = this.book.grid
      ? [shooter.x, shooter.y]
      : [shooter.x + Math.cos(rad) * reach, shooter.y + Math.sin(rad) * reach];
    spawnAt(
      env,
      kind,
      at,
      [Math.cos(rad) * shot.speed, Math.sin(rad) * shot.speed],
      shooter.side ? { side: shooter.side } : {},
    );
  }

  // ---- clicks and moves ----

  /** The topmost face-up thing at a point (world coordinates). */
  thingAt(world: WorldState, x: number, y: number, accept: (t: Thing) => boolean = () => true): Thing | undefined {
    const hits = world.things.filter((t) => {
      if (t.dead || !accept(t)) return false;
      if (this.book.grid) return t.x === Math.floor(x) && t.y === Math.floor(y);
      return Math.abs(t.x - x) * 2 <= t.w + 8 && Math.abs(t.y - y) * 2 <= t.h + 8;
    });
    return hits.sort((a, b) => kindOf(this.book, b.kind).layer - kindOf(this.book, a.kind).layer || b.id - a.id)[0];
  }

  private click(env: Env, x: number, y: number): void {
    const { world, book } = env;
    const seq = book.source.sequence;
    if (seq && world.sequence && (seq.input ?? 'click') === 'click') {
      const t = this.thingAt(world, x, y, (t) => t.kind === seq.of || t.kind === seq.lit);
      if (t) {
        this.sequenceInput(env, t);
        return;
      }
    }
    const code = book.source.code;
    if (code && world.code && Array.isArray(code.symbols)) {
      const t = this.thingAt(world, x, y, (t) => t.kind !== code.slot && code.symbols.includes(t.label));
      if (t) {
        this.codeEntry(env, t.label);
        return;
      }
    }
    if (book.grid && book.moves.length && this.playerMayMove(world)) {
      if (this.boardClick(env, [Math.floor(x), Math.floor(y)])) return;
    }
    const t = this.thingAt(
      world,
      x,
      y,
      (t) => !t.hidden && this.rulesFor('clicked').some((i) => book.rules[i]!.when.clicked === t.kind),
    );
    if (!t) return;
    fireRules(
      env,
      this.rulesFor('clicked').filter((i) => book.rules[i]!.when.clicked === t.kind),
      { a: t },
    );
  }

  playerMayMove(world: WorldState): boolean {
    return world.status === 'playing' && (world.turn === null || world.turn === 'player') && !this.pairBusy(world);
  }

  /** While two cards of a pair rule are face up, no other may be turned. */
  private pairBusy(world: WorldState): boolean {
    return this.rulesFor('pair').some((i) => {
      const kind = this.book.rules[i]!.when.pair!.kind;
      return ofKind(world, kind).filter((t) => !t.hidden).length >= 2;
    });
  }

  /** The player's legal moves now (none while it is not their turn). */
  legalMoves(world: WorldState, side: Side = 'player'): MoveChoice[] {
    if (side === 'player' && !this.playerMayMove(world)) return [];
    return legalMoves(this.book, world, side);
  }

  /** The cells to click, in order, to make a move as the player (`legal`: the player's legal moves, if known). */
  clicksFor(
    world: WorldState,
    choice: MoveChoice,
    legal: readonly MoveChoice[] = this.legalMoves(world),
  ): [number, number][] {
    const move = this.book.moves[choice.move]!;
    if (ONE_CLICK.some((k) => move[k] !== undefined)) return [choice.to];
    const piece = byId(world, choice.piece)!;
    const own = legal.filter(
      (m) => m.piece === choice.piece && !ONE_CLICK.some((k) => this.book.moves[m.move]![k] !== undefined),
    );
    return own.length === 1 ? [[piece.x, piece.y]] : [[piece.x, piece.y], choice.to];
  }

  /** A click on a board cell as the player: make a move there, or pick up or put down a piece. */
  private boardClick(env: Env, cell: [number, number]): boolean {
    const { world, book } = env;
    const legal = this.legalMoves(world);
    const same = (a: [number, number]) => a[0] === cell[0] && a[1] === cell[1];
    const oneClick = (m: MoveChoice) => ONE_CLICK.some((k) => book.moves[m.move]![k] !== undefined);
    if (world.selected >= 0) {
      const m = legal.find((m) => m.piece === world.selected && !oneClick(m) && same(m.to));
      if (m) {
        world.selected = -1;
        this.makeMove(env, m);
        return true;
      }
    }
    const single = legal.find(
      (m) => oneClick(m) && (book.moves[m.move]!.drop !== undefined ? m.to[0] === cell[0] : same(m.to)),
    );
    if (single) {
      world.selected = -1;
      this.makeMove(env, single);
      return true;
    }
    const here = occupancy(book, world)[cell[1] * book.width + cell[0]];
    const mine = here ? legal.filter((m) => m.piece === here.id && !oneClick(m)) : [];
    if (here && mine.length && world.selected !== here.id) {
      if (mine.length === 1 && !book.moves[mine[0]!.move]!.swap) {
        world.selected = -1;
        this.makeMove(env, mine[0]!);
      } else world.selected = here.id;
      return true;
    }
    const had = world.selected >= 0;
    world.selected = -1;
    if (!had && inside(book, cell[0], cell[1])) world.refused++;
    return had;
  }

  /** Makes a move through the rules: its effects, `moved` rules, the turn passing, and the conditions it met. */
  makeMove(env: Env, choice: MoveChoice): void {
    const { world, book } = env;
    const move = book.moves[choice.move]!;
    const made = applyBoardMove(book, world, choice, (kind, [c, r], side) =>
      makeThing(book, world, kind, c, r, { side }),
    );
    if (move.reveal !== undefined && made) {
      if (typeof move.reveal === 'object' && move.reveal.flood) floodReveal(env, made);
      else reveal(env, made);
    }
    const ctx: FireContext = { a: made, b: byId(world, choice.other) };
    if (move.then) runEffects(env, move.then, ctx, move.name ?? 'move');
    world.ply++;
    world.mover = choice.side;
    env.events.push({ type: 'moved', side: choice.side, ply: world.ply });
    fireRules(
      env,
      this.rulesFor('moved').filter((i) => book.rules[i]!.when.moved === choice.side),
      ctx,
    );
    if (move.jump && move.chain && made && !made.dead && canChain(book, world, choice.side, made.id))
      world.chain = made.id;
    else {
      world.chain = -1;
      if (book.turns && book.sides.length === 2) {
        world.turn = other(choice.side);
        world.thinkAt = world.tick + book.thinkTicks;
      }
    }
    this.reveals(env);
    this.conditions(env);
    this.noMoves(env);
  }

  private noMoves(env: Env): void {
    const { world, book } = env;
    if (world.status !== 'playing' || !book.moves.length) return;
    const side = world.turn ?? 'player';
    if (legalMoves(book, world, side).length) return;
    const fired = fireRules(
      env,
      this.rulesFor('noMoves').filter((i) => book.rules[i]!.when.noMoves === side),
      {},
    );
    if (world.status !== 'playing' || fired) return;
    if (book.turns && book.sides.length === 2 && legalMoves(book, world, other(side)).length) {
      world.turn = other(side);
      world.thinkAt = world.tick + book.thinkTicks;
      return;
    }
    fireRules(
      env,
      this.rulesFor('noMoves').filter((i) => book.rules[i]!.when.noMoves === 'both'),
      {},
    );
    if (world.status === 'playing' && (book.turns || this.rulesFor('noMoves').length)) {
      world.status = 'lost';
      world.reason = 'No moves left';
      env.events.push({ type: 'lost', reason: world.reason });
    }
  }

  /** A move applied to a copy, rules and all (the computer's search and the planner use it). */
  simulate(world: WorldState, choice: MoveChoice): WorldState {
    const copy = cloneWorld(world);
    this.makeMove(this.env(copy, []), choice);
    removeDead(copy);
    return copy;
  }

  private computerTurn(env: Env): void {
    const { world, book } = env;
    if (!book.turns || world.status !== 'playing' || world.turn !== 'computer' || world.tick < world.thinkAt) return;
    const choice = chooseMove(book, world, 'computer', (w, m) => this.simulate(w, m));
    if (!choice) {
      this.noMoves(env);
      return;
    }
    this.makeMove(env, choice);
  }

  // ---- typing, sequences, codes ----

  private typed(env: Env, letter: string): void {
    const { world, book } = env;
    const seq = book.source.sequence;
    if (seq && world.sequence && seq.input === 'type') {
      if (world.sequence.phase !== 'input') return;
      const expected = byId(world, world.sequence.items[world.sequence.at] ?? -1);
      this.sequenceInput(env, expected && expected.label === letter ? expected : null);
      return;
    }
    const code = book.source.code;
    if (code && world.code) {
      const ok = code.symbols === 'words' ? /^[a-z]$/.test(letter) : code.symbols.includes(letter);
      if (ok) this.codeEntry(env, letter);
      return;
    }
    if (world.typedLetters.includes(letter)) return;
    world.typedLetters += letter;
    // Every typed rule is judged on the letter before any acts, so a match and a miss never both fire.
    const matched = this.rulesFor('typed').flatMap((i) => {
      const t = book.rules[i]!.when.typed!;
      const kind = t.matches ?? t.misses;
      const has = kind
        ? world.things.filter(
            (x) =>
              !x.dead && x.kind === kind && x.label === letter && (t.hidden === undefined || x.hidden === t.hidden),
          )
        : [];
      const fits = t.matches !== undefined ? has.length > 0 : t.misses !== undefined ? has.length === 0 : true;
      return fits ? [{ index: i, ctx: { a: has[0], typed: letter } }] : [];
    });
    fireEach(env, matched);
  }

  private newSequenceRound(world: WorldState, first: boolean): void {
    const seq = this.book.source.sequence!;
    const pool = ofKind(world, seq.of);
    const state = world.sequence ?? { items: [], phase: 'show' as const, at: 0, until: 0, round: 0 };
    if ((seq.order ?? 'random') === 'reading') {
      state.items = [...pool].sort((a, b) => a.y - b.y || a.x - b.x).map((t) => t.id);
    } else {
      const grow = first ? (seq.length ?? 1) : (seq.grow ?? 1);
      for (let i = 0; i < grow && pool.length; i++) state.items.push(pool[drawInt(world, pool.length)]!.id);
    }
    state.at = 0;
    state.phase = (seq.showMs ?? 600) > 0 ? 'show' : 'input';
    state.until = world.tick + ticksOf(600);
    if (!first) state.round++;
    world.sequence = state;
  }

  /** The player's answer to the sequence: the thing clicked or typed, or null for a letter that is not the next. */
  private sequenceInput(env: Env, t: Thing | null): void {
    const { world, book } = env;
    const seq = world.sequence!;
    if (seq.phase !== 'input') return;
    const fire = (what: 'step' | 'round' | 'wrong', a: Thing | undefined) => {
      fireRules(
        env,
        this.rulesFor('sequence').filter((i) => book.rules[i]!.when.sequence === what),
        { a },
      );
    };
    if (!t || t.id !== seq.items[seq.at]) {
      fire('wrong', t ?? undefined);
      seq.at = 0;
      if ((book.source.sequence!.showMs ?? 600) > 0) {
        seq.phase = 'show';
        seq.until = world.tick + ticksOf(600);
      }
      return;
    }
    fire('step', t);
    seq.at++;
    if (seq.at < seq.items.length) return;
    fire('round', t);
    // A reading-order sequence is rebuilt by next_word; otherwise it grows for the next round here.
    if (world.status === 'playing' && world.sequence === seq && seq.at >= seq.items.length)
      this.newSequenceRound(world, false);
  }

  /** Lights the shown sequence one item after another, then hands over to the player. */
  private showSequence(world: WorldState): void {
    const spec = this.book.source.sequence;
    const seq = world.sequence;
    if (!spec || !seq || seq.phase !== 'show' || world.status !== 'playing') return;
    const show = ticksOf(spec.showMs ?? 600);
    const gap = Math.max(1, Math.round(show / 2));
    if (world.tick < seq.until) return;
    const lit = seq.at > 0 ? byId(world, seq.items[seq.at - 1]!) : undefined;
    if (lit && spec.lit && lit.kind === spec.lit) {
      lit.kind = spec.of;
      seq.until = world.tick + gap;
      return;
    }
    if (seq.at >= seq.items.length) {
      seq.phase = 'input';
      seq.at = 0;
      return;
    }
    const next = byId(world, seq.items[seq.at]!);
    if (next && spec.lit) next.kind = spec.lit;
    seq.at++;
    seq.until = world.tick + show;
  }

  private newCode(world: WorldState): void {
    const code = this.book.source.code!;
    const level = this.book.source.levels[world.level]!;
    const words = (level.words ?? this.book.source.words ?? []).filter((w) => w.length === code.length);
    let secret: string[];
    if (code.symbols === 'words') {
      if (!words.length)
        throw new RulebookError(`the code is a word of ${code.length} letters, but no such word is given`);
      secret = [...words[drawInt(world, words.length)]!];
    } else {
      const symbols = code.symbols;
      secret = Array.from({ length: code.length }, () => symbols[drawInt(world, symbols.length)]!);
    }
    world.code = { secret, entry: [], row: 0, solved: false };
  }

  private codeColumn(i: number): number {
    return Math.floor((this.book.width - this.book.source.code!.length) / 2) + i;
  }

  private codeEntry(env: Env, symbol: string): void {
    const { world, book } = env;
    const code = book.source.code!;
    const state = world.code!;
    if (state.solved || state.row >= code.guesses || state.entry.length >= code.length) return;
    makeThing(book, world, code.slot, this.codeColumn(state.entry.length), state.row, { label: symbol });
    state.entry.push(symbol);
  }

  private eraseCode(env: Env): void {
    const { world, book } = env;
    const state = world.code;
    if (!state?.entry.length) return;
    state.entry.pop();
    const col = this.codeColumn(state.entry.length);
    for (const t of world.things)
      if (t.kind === book.source.code!.slot && t.x === col && t.y === state.row) t.dead = true;
  }

  private submitCode(env: Env): void {
    const { world, book } = env;
    const code = book.source.code!;
    const state = world.code;
    if (!state || state.solved || state.entry.length !== code.length) return;
    const guess = state.entry;
    if (code.symbols === 'words') {
      const level = book.source.levels[world.level]!;
      const words = level.words ?? book.source.words ?? [];
      if (!words.includes(guess.join(''))) return;
    }
    const marks = scoreGuess(state.secret, guess);
    const row = world.things
      .filter((t) => !t.dead && t.kind === code.slot && t.y === state.row)
      .sort((a, b) => a.x - b.x);
    row.forEach((t, i) => {
      t.kind = marks[i] === 'exact' ? code.exact : marks[i] === 'present' ? code.present : code.absent;
    });
    state.entry = [];
    state.row++;
    state.solved = marks.every((m) => m === 'exact');
    const fire = (what: 'solved' | 'wrong' | 'spent') => {
      fireRules(
        env,
        this.rulesFor('code').filter((i) => book.rules[i]!.when.code === what),
        {},
      );
    };
    if (state.solved) fire('solved');
    else {
      fire('wrong');
      if (state.row >= code.guesses) fire('spent');
    }
  }

  // ---- reveals and conditions ----

  private reveals(env: Env): void {
    const { book } = env;
    while (env.revealed.length) {
      const t = env.revealed.shift()!;
      fireRules(
        env,
        this.rulesFor('revealed').filter((i) => book.rules[i]!.when.revealed === t.kind),
        { a: t },
      );
    }
  }

  /** Whether a condition trigger holds now (and, for a pair, which two things). */
  private holds(env: Env, trigger: Trigger): { now: boolean; ctx: FireContext } {
    const { world, book } = env;
    if (trigger.counter)
      return { now: compare(env, world.counters[trigger.counter.name] ?? 0, trigger.counter), ctx: {} };
    if (trigger.count)
      return { now: compare(env, countOf(env, trigger.count.kind, trigger.count), trigger.count), ctx: {} };
    if (trigger.line) return { now: findLine(book, world, trigger.line.kind, trigger.line.length) !== null, ctx: {} };
    if (trigger.connected) {
      const c = trigger.connected;
      return { now: connects(book, world, c.kind, c.from, c.to), ctx: {} };
    }
    if (trigger.reaches) {
      const { kind, row } = trigger.reaches;
      const hit = ofKind(world, kind).find((t) => {
        const last = t.side === 'computer' ? book.height - 1 : 0;
        const target = row === 'last' ? last : row === 'first' ? book.height - 1 - last : row;
        return t.y === target;
      });
      return { now: hit !== undefined, ctx: { a: hit } };
    }
    if (trigger.pair) {
      const up = ofKind(world, trigger.pair.kind).filter((t) => !t.hidden);
      const same = up.length === 2 && up[0]!.label === up[1]!.label;
      return { now: up.length === 2 && same === trigger.pair.same, ctx: { pair: up, a: up[0], b: up[1] } };
    }
    if (trigger.pattern) return { now: this.patternMet(world), ctx: {} };
    return { now: false, ctx: {} };
  }

  private conditions(env: Env): void {
    const { world, book } = env;
    book.rules.forEach((rule, i) => {
      const key = Object.keys(rule.when)[0]!;
      if (!CONDITION_TRIGGERS.has(key) || world.status !== 'playing') return;
      const { now, ctx } = this.holds(env, rule.when);
      if (now && !world.held[i]) fireRule(env, i, ctx);
      world.held[i] = now;
    });
    this.reveals(env);
  }

  /** The board matches the level's goal map (or, on a word level, the word's letters read the word). */
  patternMet(world: WorldState): boolean {
    const book = this.book;
    const level = book.source.levels[world.level]!;
    if (level.goal) {
      const cells = occupancy(book, world);
      let goal = this.goals.get(world.level);
      if (!goal) {
        goal = mapTokens(level.goal).map((row) =>
          row.map((token) => {
            const entry = legendEntry(book, level, token);
            const wanted = entry ? legendThings(entry)[0] : undefined;
            return wanted ? { kind: wanted.kind, label: wanted.label } : null;
          }),
        );
        this.goals.set(world.level, goal);
      }
      return goal.every((row, r) =>
        row.every((wanted, c) => {
          const there = cells[r * book.width + c];
          if (!wanted) return !there;
          return (
            there !== undefined &&
            there.kind === wanted.kind &&
            (wanted.label === undefined || there.label === wanted.label)
          );
        }),
      );
    }
    const spec = level.generate?.word;
    if (spec && world.word) {
      const read = ofKind(world, spec.kind)
        .sort((a, b) => a.y - b.y || a.x - b.x)
        .map((t) => t.label)
        .join('');
      return read === world.word;
    }
    return false;
  }

  /** Nothing will change without input: no motion, timers, pending hides or computer move. */
  isQuiet(world: WorldState): boolean {
    if (world.status !== 'playing') return true;
    if (world.turn === 'computer') return false;
    if (world.pending.length || (world.sequence && world.sequence.phase === 'show')) return false;
    if (world.things.some((t) => !t.dead && (t.vx !== 0 || t.vy !== 0 || t.phase >= 0 || t.sliding))) return false;
    // On a grid, a falling thing with room below it is still on its way down.
    if (!this.book.grid || !this.fallers) return true;
    const down = world.gravity.y < 0 ? -1 : 1;
    const taken = new Set(world.things.filter((t) => !t.dead).map((t) => t.y * 4096 + t.x));
    return !world.things.some(
      (t) =>
        !t.dead &&
        this.book.kinds.get(t.kind)!.body === 'falling' &&
        t.y + down >= 0 &&
        t.y + down < this.book.height &&
        !taken.has((t.y + down) * 4096 + t.x),
    );
  }
}

/** Wordle and Mastermind marks: exact places first, then symbols present elsewhere, each secret symbol used once. */
export function scoreGuess(secret: readonly string[], guess: readonly string[]): ('exact' | 'present' | 'absent')[] {
  const marks = guess.map((g, i) => (g === secret[i] ? 'exact' : 'absent')) as ('exact' | 'present' | 'absent')[];
  const left = new Map<string, number>();
  secret.forEach((s, i) => {
    if (marks[i] !== 'exact') left.set(s, (left.get(s) ?? 0) + 1);
  });
  guess.forEach((g, i) => {
    if (marks[i] === 'exact') return;
    const n = left.get(g) ?? 0;
    if (n > 0) {
      marks[i] = 'present';
      left.set(g, n - 1);
    }
  });
  return marks;
}
