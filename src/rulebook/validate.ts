// Checking a rulebook before anything runs it: the schema (each error at its JSON path, with what was expected), then
// what the schema cannot see — names that are not defined, rules that can never fire and kinds that never appear, a
// win nothing can reach, spawns that feed each other without end, levels that do not fit their world — and last a
// short dry run of every level, so a rulebook that passes never throws in the game.
import type { z } from 'zod';
import {
  type CompiledRulebook,
  compileRulebook,
  type Effect,
  type Expr,
  legendEntry,
  legendThings,
  mapTokens,
  MAX_THINGS,
  type Rulebook,
  RulebookEngine,
  RulebookSchema,
  type Trigger,
} from './engine.ts';

export interface RulebookProblem {
  /** Where, as a JSON path: rules[3].when.touch[1]. */
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

export interface RulebookCheck {
  ok: boolean;
  problems: RulebookProblem[];
  rulebook: Rulebook | undefined;
}

function pathOf(parts: readonly PropertyKey[]): string {
  return (
    parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('') || '(top level)'
  );
}

/** What the schema says, shaped for a person: the innermost issues of a union, not the union's own complaint. */
function schemaProblems(error: z.ZodError): RulebookProblem[] {
  const out: RulebookProblem[] = [];
  const walk = (issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[]) => {
    for (const issue of issues) {
      const path = [...prefix, ...issue.path];
      if (issue.code === 'invalid_union' && issue.errors.length) {
        // The branch that got furthest is the one the author meant.
        const best = [...issue.errors].sort(
          (a, b) => Math.max(0, ...b.map((i) => i.path.length)) - Math.max(0, ...a.map((i) => i.path.length)),
        )[0]!;
        if (best.some((i) => i.path.length > 0)) {
          walk(best, path);
          continue;
        }
        out.push({
          path: pathOf(path),
          message: 'expected one of the forms the language allows here',
          severity: 'error',
        });
        continue;
      }
      out.push({ path: pathOf(path), message: issue.message, severity: 'error' });
    }
  };
  walk(error.issues, []);
  return out;
}

/** Kinds an effect brings into the world. */
function madeBy(effect: Effect): string[] {
  if (effect.spawn) return [effect.spawn.kind];
  if (effect.split) return [effect.split.into];
  if (effect.transform) return [effect.transform.into];
  return [];
}

/** Every kind and counter name a rulebook uses, with where. */
function references(book: Rulebook): { kinds: [string, string][]; counters: [string, string][] } {
  const refs = new References();
  refs.ofKinds(book);
  refs.ofMovesAndRules(book);
  refs.ofLevels(book);
  return { kinds: refs.kinds, counters: refs.counters };
}

/** The names a rulebook refers to, gathered construct by construct in the order they are written. */
class References {
  readonly kinds: [string, string][] = [];
  readonly counters: [string, string][] = [];

  kind(name: string | readonly string[] | undefined, path: string): void {
    if (typeof name === 'object') {
      for (const [i, n] of name.entries()) this.kinds.push([n, `${path}[${i}]`]);
    } else if (name !== undefined && name !== 'own') this.kinds.push([name, path]);
  }

  /** A counter the book must declare: score is always there. */
  counter(name: string, path: string): void {
    if (name !== 'score') this.counters.push([name, path]);
  }

  target(t: string | undefined, path: string): void {
    if (t !== undefined && !['a', 'b', 'pair'].includes(t)) this.kind(t, path);
  }

  expr(e: Expr | undefined, path: string): void {
    if (e === undefined || typeof e === 'number') return;
    if ('counter' in e) this.counter(e.counter, `${path}.counter`);
    else {
      this.kind(e.count, `${path}.count`);
      this.kind(e.on, `${path}.on`);
      this.kind(e.notOn, `${path}.notOn`);
    }
  }

  comparison(c: Record<string, unknown>, path: string): void {
    for (const k of ['atLeast', 'atMost', 'equals', 'above', 'below'])
      if (c[k] !== undefined) this.expr(c[k] as Expr, `${path}.${k}`);
  }

  effects(list: readonly Effect[] | undefined, path: string): void {
    list?.forEach((e, i) => {
      const p = `${path}[${i}]`;
      if (e.destroy) this.target(e.destroy, `${p}.destroy`);
      if (e.spawn) this.kind(e.spawn.kind, `${p}.spawn.kind`);
      if (e.split) {
        this.target(e.split.target, `${p}.split.target`);
        this.kind(e.split.into, `${p}.split.into`);
      }
      if (e.transform) {
        this.target(e.transform.target, `${p}.transform.target`);
        this.kind(e.transform.into, `${p}.transform.into`);
      }
      for (const k of ['respawn', 'stick'] as const) if (e[k]) this.target(e[k], `${p}.${k}`);
      if (typeof e.attach === 'string') this.target(e.attach, `${p}.attach`);
      else if (e.attach) {
        this.target(e.attach.target, `${p}.attach.target`);
        this.kind(e.attach.to, `${p}.attach.to`);
      }
      if (e.push) this.target(e.push.target, `${p}.push.target`);
      if (e.bounce) this.target(e.bounce.target, `${p}.bounce.target`);
      if (e.hide) this.target(e.hide.target, `${p}.hide.target`);
      if (e.reveal !== undefined) {
        if (typeof e.reveal === 'object') this.kind(e.reveal.kind, `${p}.reveal.kind`);
        else this.target(e.reveal, `${p}.reveal`);
      }
      if (e.counter) {
        this.counter(e.counter.name, `${p}.counter.name`);
        this.expr(e.counter.add, `${p}.counter.add`);
        this.expr(e.counter.set, `${p}.counter.set`);
      }
      if (e.score !== undefined) this.expr(e.score, `${p}.score`);
    });
  }

  guards(list: Rulebook['rules'][number]['if'], path: string): void {
    list?.forEach((g, i) => {
      if (g.value) {
        this.expr(g.value.of, `${path}[${i}].value.of`);
        this.comparison(g.value, `${path}[${i}].value`);
      }
      g.touching?.forEach((k, j) => {
        this.kind(k, `${path}[${i}].touching[${j}]`);
      });
    });
  }

  /** The kinds' behaviours and labels, the counters' rates and the controls. */
  ofKinds(book: Rulebook): void {
    for (const [name, k] of Object.entries(book.kinds))
      k.behaviours?.forEach((b, i) => {
        const p = `kinds.${name}.behaviours[${i}]`;
        this.kind(b.chase?.target, `${p}.chase.target`);
        this.kind(b.flee?.from, `${p}.flee.from`);
        this.kind(b.spawn?.kind, `${p}.spawn.kind`);
        this.kind(b.shoot?.kind, `${p}.shoot.kind`);
        this.kind(b.track?.target, `${p}.track.target`);
        this.kind(b.trail?.kind, `${p}.trail.kind`);
        if (typeof b.trail?.length === 'string') this.counters.push([b.trail.length, `${p}.trail.length`]);
      });
    for (const [name, k] of Object.entries(book.kinds))
      if (k.label && typeof k.label === 'object') this.kind(k.label.count, `kinds.${name}.label.count`);
    for (const [name, c] of Object.entries(book.counters ?? {})) this.expr(c.perSecond, `counters.${name}.perSecond`);
    book.controls?.forEach((c, i) => {
      this.kind(c.kind, `controls[${i}].kind`);
      this.kind(c.spawn, `controls[${i}].spawn`);
    });
  }

  ofMovesAndRules(book: Rulebook): void {
    book.moves?.forEach((m, i) => {
      const p = `moves[${i}]`;
      m.piece?.forEach((k, j) => {
        this.kind(k, `${p}.piece[${j}]`);
      });
      this.kind(m.place, `${p}.place`);
      this.kind(m.drop, `${p}.drop`);
      m.toggle?.kinds.forEach((k, j) => {
        this.kind(k, `${p}.toggle.kinds[${j}]`);
      });
      this.guards(m.if, `${p}.if`);
      this.effects(m.then, `${p}.then`);
    });
    book.rules.forEach((r, i) => {
      this.when(r.when, `rules[${i}].when`);
      this.guards(r.if, `rules[${i}].if`);
      this.effects(r.then, `rules[${i}].then`);
    });
  }

  when(w: Rulebook['rules'][number]['when'], p: string): void {
    w.touch?.forEach((k, j) => {
      this.kind(k, `${p}.touch[${j}]`);
    });
    this.kind(w.clicked, `${p}.clicked`);
    if (w.counter) {
      this.counter(w.counter.name, `${p}.counter.name`);
      this.comparison(w.counter, `${p}.counter`);
    }
    if (w.count) {
      this.kind(w.count.kind, `${p}.count.kind`);
      this.kind(w.count.on, `${p}.count.on`);
      this.kind(w.count.notOn, `${p}.count.notOn`);
      this.comparison(w.count, `${p}.count`);
    }
    this.kind(w.line?.kind, `${p}.line.kind`);
    this.kind(typeof w.leaves === 'string' ? w.leaves : w.leaves?.kind, `${p}.leaves`);
    this.kind(w.lands?.kind, `${p}.lands.kind`);
    this.kind(w.lands?.on, `${p}.lands.on`);
    this.kind(w.typed?.matches, `${p}.typed.matches`);
    this.kind(w.typed?.misses, `${p}.typed.misses`);
    this.kind(w.revealed, `${p}.revealed`);
    this.kind(w.pair?.kind, `${p}.pair.kind`);
    this.kind(w.connected?.kind, `${p}.connected.kind`);
    this.kind(w.reaches?.kind, `${p}.reaches.kind`);
  }

  legend(entries: Rulebook['legend'], path: string): void {
    for (const [token, e] of Object.entries(entries ?? {}))
      if (e !== null) for (const t of legendThings(e)) this.kind(t.kind, `${path}["${token}"]`);
  }

  /** The legends, the levels' things, generators and counters, the sequence, the code and the planner's hints. */
  ofLevels(book: Rulebook): void {
    this.legend(book.legend, 'legend');
    book.levels.forEach((l, i) => {
      this.legend(l.legend, `levels[${i}].legend`);
      l.things?.forEach((t, j) => {
        this.kind(t.kind, `levels[${i}].things[${j}].kind`);
      });
      l.generate?.scatter?.forEach((s, j) => {
        this.kind(s.kind, `levels[${i}].generate.scatter[${j}].kind`);
        this.kind(s.replace, `levels[${i}].generate.scatter[${j}].replace`);
      });
      this.kind(l.generate?.word?.kind, `levels[${i}].generate.word.kind`);
      for (const name of Object.keys(l.counters ?? {})) this.counter(name, `levels[${i}].counters.${name}`);
    });
    if (book.sequence) {
      this.kind(book.sequence.of, 'sequence.of');
      this.kind(book.sequence.lit, 'sequence.lit');
    }
    if (book.code)
      for (const k of ['slot', 'exact', 'present', 'absent'] as const) this.kind(book.code[k], `code.${k}`);
    book.planner?.near?.forEach((n, i) => {
      this.kind(n.kind, `planner.near[${i}].kind`);
      this.kind(n.to, `planner.near[${i}].to`);
    });
  }
}

function nearest(name: string, known: readonly string[]): string {
  const close = known
    .map((k) => ({ k, d: editDistance(name, k) }))
    .filter((x) => x.d <= Math.max(2, Math.floor(name.length / 3)))
    .sort((a, b) => a.d - b.d)[0];
  return close ? ` (did you mean "${close.k}"?)` : '';
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/** Kinds that can appear, and rules that can fire, found together until nothing more is learned. */
function reachability(book: Rulebook): { present: Set<string>; firing: Set<number> } {
  const present = new Set<string>();
  const add = (k: string | undefined) => {
    if (k && k in book.kinds) present.add(k);
  };
  const placed = (entries: Rulebook['legend']) => {
    for (const e of Object.values(entries ?? {})) if (e !== null) for (const t of legendThings(e)) add(t.kind);
  };
  for (const level of book.levels) {
    const tokens = new Set(mapTokens(level.map ?? []).flat());
    const legend = { ...(book.legend ?? {}), ...(level.legend ?? {}) };
    for (const token of tokens) {
      const e = Object.hasOwn(legend, token) ? legend[token] : ['.', ' ', '_'].includes(token) ? null : legend['*'];
      if (e) for (const t of legendThings(e)) add(t.kind);
    }
    if (level.goal) placed(level.legend);
    level.things?.forEach((t) => {
      add(t.kind);
    });
    level.generate?.scatter?.forEach((s) => {
      add(s.kind);
    });
    add(level.generate?.word?.kind);
  }
  const sides = new Set(book.world.turns?.sides ?? ['player']);
  for (const m of book.moves ?? []) {
    for (const which of [m.place, m.drop]) {
      if (which === undefined) continue;
      if (which !== 'own') add(which);
      else for (const [name, k] of Object.entries(book.kinds)) if (k.side && sides.has(k.side)) add(name);
    }
    if (m.toggle) m.toggle.kinds.forEach(add);
    m.then?.forEach((e) => {
      madeBy(e).forEach(add);
    });
  }
  if (book.code) for (const k of ['slot', 'exact', 'present', 'absent'] as const) add(book.code[k]);
  add(book.sequence?.lit);
  const firing = new Set<number>();
  const controls = new Set((book.controls ?? []).map((c) => c.name));
  const typing = (book.controls ?? []).some((c) => c.do === 'type' || c.keys === 'letters' || c.keys === 'digits');
  const revealing =
    (book.moves ?? []).some((m) => m.reveal !== undefined) ||
    book.rules.some((r) => r.then.some((e) => e.reveal !== undefined));
  const canFire = (w: Trigger): boolean => {
    if (w.touch) return present.has(w.touch[0]) && present.has(w.touch[1]);
    if (w.clicked) return present.has(w.clicked);
    if (w.action) return controls.has(w.action);
    if (w.holding) return controls.has(w.holding);
    if (w.every !== undefined || w.after !== undefined || w.start) return true;
    if (w.counter) return w.counter.name === 'score' || w.counter.name in (book.counters ?? {});
    if (w.count)
      return (typeof w.count.kind === 'string' ? [w.count.kind] : w.count.kind).every((k) => k in book.kinds);
    if (w.line) return present.has(w.line.kind);
    if (w.pattern) return book.levels.some((l) => l.goal || l.generate?.word);
    if (w.leaves) return present.has(typeof w.leaves === 'string' ? w.leaves : w.leaves.kind);
    if (w.lands) return present.has(w.lands.kind);
    if (w.typed) return typing;
    if (w.revealed) return revealing && present.has(w.revealed);
    if (w.pair) return present.has(w.pair.kind);
    if (w.connected) return present.has(w.connected.kind);
    if (w.noMoves || w.moved) return (book.moves ?? []).length > 0;
    if (w.reaches) return present.has(w.reaches.kind);
    if (w.sequence) return book.sequence !== undefined;
    if (w.code) return book.code !== undefined;
    return false;
  };
  for (let changed = true; changed; ) {
    changed = false;
    const before = present.size + firing.size;
    for (const [name, k] of Object.entries(book.kinds)) {
      if (!present.has(name)) continue;
      for (const b of k.behaviours ?? []) {
        add(b.spawn?.kind);
        for (const w of b.spawn?.with ?? []) add(w.kind);
        add(b.shoot?.kind);
        add(b.trail?.kind);
      }
    }
    for (const c of book.controls ?? []) if (c.spawn && (!c.kind || present.has(c.kind))) add(c.spawn);
    book.rules.forEach((r, i) => {
      if (firing.has(i) || !canFire(r.when)) return;
      firing.add(i);
      r.then.forEach((e) => {
        madeBy(e).forEach(add);
      });
    });
    changed = present.size + firing.size !== before;
  }
  return { present, firing };
}

/** Spawners that feed one another (or themselves) with no count or cap: the world would fill without end. */
function spawnCycles(book: Rulebook): string[] {
  const edges = new Map<string, string[]>();
  for (const [name, k] of Object.entries(book.kinds))
    for (const b of k.behaviours ?? []) {
      const s = b.spawn;
      if (s && s.count === undefined && s.max === undefined) edges.set(name, [...(edges.get(name) ?? []), s.kind]);
      const shot = b.shoot?.kind;
      if (shot) edges.set(name, [...(edges.get(name) ?? []), shot]);
    }
  const cycles: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string, stack: string[]) => {
    const at = stack.indexOf(k);
    if (at >= 0) {
      const cycle = [...stack.slice(at), k].join(' -> ');
      if (!cycles.includes(cycle)) cycles.push(cycle);
      return;
    }
    if (seen.has(k)) return;
    seen.add(k);
    for (const next of edges.get(k) ?? []) visit(next, [...stack, k]);
  };
  for (const k of edges.keys()) visit(k, []);
  return cycles;
}

function winReachable(book: Rulebook, firing: Set<number>): boolean {
  return book.rules.some((r, i) => firing.has(i) && r.then.some((e) => e.win !== undefined));
}

function levelProblems(compiled: CompiledRulebook, book: Rulebook): RulebookProblem[] {
  const out: RulebookProblem[] = [];
  const error = (path: string, message: string) => out.push({ path, message, severity: 'error' });
  book.levels.forEach((level, i) => {
    const rows = mapTokens(level.map ?? []);
    const width = Math.max(0, ...rows.map((r) => r.length));
    rows.forEach((row, r) => {
      row.forEach((token, c) => {
        if (legendEntry(compiled, level, token) === undefined)
          error(`levels[${i}].map[${r}]`, `"${token}" (column ${c + 1}) is not in the legend`);
      });
    });
    if (compiled.grid && (rows.length > compiled.height || width > compiled.width))
      error(
        `levels[${i}].map`,
        `the map is ${width}x${rows.length} but the board is ${compiled.width}x${compiled.height}`,
      );
    const cell = compiled.mapCell;
    if (!compiled.grid && (rows.length * cell > compiled.height + cell || width * cell > compiled.width + cell))
      error(
        `levels[${i}].map`,
        `the map is ${width}x${rows.length} characters of ${compiled.mapCell} px, larger than the ${compiled.width}x` +
          `${compiled.height} arena`,
      );
    const placed = rows.flat().filter((t) => legendEntry(compiled, level, t)).length + (level.things?.length ?? 0);
    const scattered = (level.generate?.scatter ?? []).reduce((n, s) => n + (s.replace ? 0 : s.count), 0);
    if (placed + scattered > MAX_THINGS)
      error(`levels[${i}]`, `${placed + scattered} things at the start; a world holds at most ${MAX_THINGS}`);
    if (level.goal) {
      const goal = mapTokens(level.goal);
      if (goal.length !== rows.length || goal.some((r, k) => r.length !== rows[k]?.length))
        error(`levels[${i}].goal`, 'the goal map must have the same shape as the level map');
      goal.forEach((row, r) => {
        row.forEach((token) => {
          if (legendEntry(compiled, level, token) === undefined)
            error(`levels[${i}].goal[${r}]`, `"${token}" is not in the legend`);
        });
      });
    }
    if (level.generate?.word && !(level.words ?? book.words)?.length)
      error(`levels[${i}].generate.word`, 'a word level needs words (in the level or the rulebook)');
  });
  if (book.code) {
    const { length, guesses } = book.code;
    if (compiled.grid && (compiled.width < length || compiled.height < guesses))
      error('code', `a code of ${length} with ${guesses} guesses needs a board of at least ${length}x${guesses}`);
    if (!compiled.grid) error('code', 'a code game is played on a grid');
    if (book.code.symbols === 'words' && !(book.words ?? []).some((w) => w.length === length))
      error('code.symbols', `no word of ${length} letters in "words"`);
  }
  if (book.world.turns && !(book.moves ?? []).length) error('world.turns', 'a turn-based world needs moves');
  if (book.opponent && !(book.world.turns?.sides ?? []).includes(book.opponent.side ?? 'computer'))
    error('opponent.side', 'the opponent must be one of the sides in world.turns');
  if ((book.moves ?? []).length && !compiled.grid) error('moves', 'board moves are made on a grid');
  return out;
}

/**
 * Checks a rulebook (parsed JSON) completely. Errors make it unusable; warnings name what it holds that can never
 * matter. Never throws and never hangs: the dry run is a bounded number of ticks per level.
 */
export function checkRulebook(json: unknown): RulebookCheck {
  const parsed = RulebookSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problems: schemaProblems(parsed.error), rulebook: undefined };
  const book = parsed.data;
  const problems: RulebookProblem[] = [];
  const error = (path: string, message: string) => problems.push({ path, message, severity: 'error' });
  const warn = (path: string, message: string) => problems.push({ path, message, severity: 'warning' });
  const kindNames = Object.keys(book.kinds);
  const counterNames = Object.keys(book.counters ?? {});
  const refs = references(book);
  for (const [name, path] of refs.kinds)
    if (!(name in book.kinds))
      error(path, `no kind named "${name}"${nearest(name, kindNames)}; kinds: ${kindNames.join(', ')}`);
  for (const [name, path] of refs.counters)
    if (!(name in (book.counters ?? {})))
      error(
        path,
        `no counter named "${name}"${nearest(name, counterNames)}; declare it under "counters"` +
          (counterNames.length ? ` (counters: ${counterNames.join(', ')})` : ''),
      );
  const controls = book.controls ?? [];
  const names = new Set<string>();
  controls.forEach((c, i) => {
    if (names.has(c.name)) error(`controls[${i}].name`, `"${c.name}" is used by two controls`);
    names.add(c.name);
    if (c.do === 'shoot' && !c.spawn)
      error(`controls[${i}].spawn`, 'a shoot control needs "spawn": the projectile kind');
  });
  book.rules.forEach((r, i) => {
    for (const key of ['action', 'holding'] as const) {
      const name = r.when[key];
      if (name && !names.has(name))
        error(`rules[${i}].when.${key}`, `no control named "${name}"${nearest(name, [...names])}`);
    }
  });
  if (problems.some((p) => p.severity === 'error')) return { ok: false, problems, rulebook: book };
  let compiled: CompiledRulebook;
  try {
    compiled = compileRulebook(book);
  } catch (e) {
    error('(top level)', (e as Error).message);
    return { ok: false, problems, rulebook: book };
  }
  problems.push(...levelProblems(compiled, book));
  const { present, firing } = reachability(book);
  for (const name of kindNames)
    if (!present.has(name))
      warn(`kinds.${name}`, `the kind "${name}" never appears: no level places it and nothing makes it`);
  book.rules.forEach((r, i) => {
    if (!firing.has(i))
      warn(`rules[${i}]`, `this rule can never fire (${Object.keys(r.when)[0]} of things that never appear)`);
  });
  if (!winReachable(book, firing))
    error('rules', 'no rule that can fire wins the level: add a rule whose "then" has a win');
  for (const cycle of spawnCycles(book))
    error('kinds', `spawns feed each other without end (${cycle}); give a spawn a "count" or a "max"`);
  if (problems.some((p) => p.severity === 'error')) return { ok: false, problems, rulebook: book };
  problems.push(...dryRun(book));
  return { ok: !problems.some((p) => p.severity === 'error'), problems, rulebook: book };
}

/** Builds every level and runs a few seconds of it with no input: what throws in the game throws here first. */
function dryRun(book: Rulebook): RulebookProblem[] {
  const out: RulebookProblem[] = [];
  let engine: RulebookEngine;
  try {
    engine = new RulebookEngine(book);
  } catch (e) {
    return [{ path: '(top level)', message: (e as Error).message, severity: 'error' }];
  }
  book.levels.forEach((_, i) => {
    try {
      const world = engine.start(i, 1);
      for (let t = 0; t < 300 && world.status === 'playing'; t++) engine.step(world);
    } catch (e) {
      out.push({ path: `levels[${i}]`, message: `running it fails: ${(e as Error).message}`, severity: 'error' });
    }
  });
  return out;
}
