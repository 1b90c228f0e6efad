// The engine, construct by construct: each test is a rulebook of a few lines, stepped with scripted inputs, and
// asserts what a player would see happen (a thing moved, a rule fired, the level won or lost).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Rulebook, RulebookEngine, type TickInput, type WorldState, worldHash } from './engine.ts';

type Partial = Omit<Rulebook, 'rulebook' | 'title' | 'description' | 'goal' | 'levels'> & {
  levels?: Rulebook['levels'];
};

function book(parts: Partial): Rulebook {
  return { rulebook: 1, title: 'Test', description: 'a test', goal: 'win', levels: [{}], ...parts } as Rulebook;
}

function run(
  engine: RulebookEngine,
  world: WorldState,
  ticks: number,
  input: (tick: number) => TickInput = () => ({}),
) {
  const events = [];
  for (let i = 0; i < ticks && world.status === 'playing'; i++)
    events.push(...engine.step(world, input(world.tick + 1)));
  return events;
}

const at = (w: WorldState, kind: string) => w.things.filter((t) => !t.dead && t.kind === kind);
const WIN = { when: { after: 100_000 }, then: [{ win: true as const }] };
const press = (name: string) => ({ pressed: [name], held: [name] });

test('a grid mover steps a cell per press and pushes a crate when the cell beyond is free', () => {
  const e = new RulebookEngine(
    book({
      world: { grid: { cols: 5, rows: 1 } },
      kinds: {
        me: { noun: 'keeper', role: 'player', body: 'mover', steer: 'step' },
        crate: { noun: 'crate', solid: true, pushable: true },
      },
      controls: [{ name: 'go', keys: ['ArrowRight'], do: 'right' }],
      rules: [WIN],
      legend: { '@': 'me', $: 'crate' },
      levels: [{ map: ['@$...'] }],
    }),
  );
  const w = e.start(0, 1);
  run(e, w, 1, () => press('go'));
  assert.deepEqual([at(w, 'me')[0]!.x, at(w, 'crate')[0]!.x], [1, 2]);
  run(e, w, 1, () => press('go'));
  run(e, w, 1, () => press('go'));
  run(e, w, 1, () => press('go'));
  assert.deepEqual([at(w, 'me')[0]!.x, at(w, 'crate')[0]!.x], [3, 4], 'the crate stops at the edge and so does he');
});

test('touch rules fire once when contact begins; count rules fire when the count crosses', () => {
  const e = new RulebookEngine(
    book({
      world: { grid: { cols: 4, rows: 1 } },
      kinds: {
        me: { noun: 'fox', role: 'player', body: 'mover', steer: 'step' },
        coin: { noun: 'coin' },
      },
      controls: [{ name: 'go', keys: ['ArrowRight'], do: 'right' }],
      rules: [
        { when: { touch: ['me', 'coin'] }, then: [{ destroy: 'b' }, { score: 10 }] },
        { when: { count: { kind: 'coin', atMost: 0 } }, then: [{ win: 'all coins' }] },
      ],
      legend: { '@': 'me', c: 'coin' },
      levels: [{ map: ['@cc.'] }],
    }),
  );
  const w = e.start(0, 1);
  run(e, w, 1, () => press('go'));
  assert.equal(w.counters.score, 10);
  assert.equal(w.status, 'playing');
  run(e, w, 1, () => press('go'));
  assert.equal(w.counters.score, 20);
  assert.equal(w.status, 'won');
  assert.equal(w.reason, 'all coins');
});

test('a ball keeps its speed, bounces off solids and walls, and leaves through an open edge', () => {
  const e = new RulebookEngine(
    book({
      world: {
        arena: { width: 400, height: 300 },
        edges: { left: 'wall', right: 'wall', top: 'wall', bottom: 'open' },
      },
      kinds: {
        ball: { noun: 'ball', body: 'ball', speed: 300, angle: -90, size: 10 },
        brick: { noun: 'brick', solid: true, size: [400, 20] },
      },
      counters: { lost: {} },
      rules: [
        { when: { touch: ['ball', 'brick'] }, then: [{ destroy: 'b' }] },
        { when: { leaves: 'ball' }, then: [{ counter: { name: 'lost', add: 1 } }] },
        WIN,
      ],
      levels: [
        {
          things: [
            { kind: 'ball', at: [200, 200] },
            { kind: 'brick', at: [200, 50] },
          ],
        },
      ],
    }),
  );
  const w = e.start(0, 1);
  run(e, w, 60);
  assert.equal(at(w, 'brick').length, 0, 'the brick broke');
  const ball = at(w, 'ball')[0]!;
  assert.ok(ball.vy > 0, 'it bounced back down');
  assert.ok(Math.abs(Math.hypot(ball.vx, ball.vy) - 300) < 1e-6, 'at the same speed');
  run(e, w, 120);
  assert.equal(w.counters.lost, 1);
  assert.equal(at(w, 'ball').length, 0);
});

test('a ship turns and thrusts with momentum; space wraps around', () => {
  const e = new RulebookEngine(
    book({
      world: { arena: { width: 400, height: 300 }, edges: 'wrap' },
      kinds: { ship: { noun: 'ship', role: 'player', body: 'ship', thrust: 600, speed: 400, angle: 0, size: 20 } },
      controls: [
        { name: 'thrust', keys: ['ArrowUp'], do: 'thrust' },
        { name: 'left', keys: ['ArrowLeft'], do: 'rotate_left' },
      ],
      rules: [WIN],
      levels: [{ things: [{ kind: 'ship', at: [380, 150] }] }],
    }),
  );
  const w = e.start(0, 1);
  run(e, w, 20, () => ({ held: ['thrust'] }));
  const ship = at(w, 'ship')[0]!;
  assert.ok(ship.vx > 150, 'thrust built up speed');
  assert.ok(ship.x < 100, `it went off the right edge and came back on the left (x=${ship.x})`);
  const before = ship.angle;
  run(e, w, 10, () => ({ held: ['left'] }));
  assert.ok(ship.angle < before, 'turning left lowers the heading');
  assert.ok(ship.vx > 150, 'and it drifts on with its momentum');
});

test('gravity, landing speed and jumps: a soft landing wins, and a jump only works from the ground', () => {
  const soft = (v: number) =>
    new RulebookEngine(
      book({
        world: { arena: { width: 200, height: 300 }, gravity: { x: 0, y: 600 } },
        kinds: {
          lander: { noun: 'lander', role: 'player', body: 'falling', size: 20, jump: 300 },
          pad: { noun: 'pad', solid: true, size: [200, 20] },
        },
        controls: [{ name: 'jump', keys: ['Space'], do: 'jump' }],
        rules: [
          { when: { lands: { kind: 'lander', on: 'pad', slower: v } }, then: [{ win: 'soft' }] },
          { when: { lands: { kind: 'lander', on: 'pad', faster: v } }, then: [{ lose: 'hard' }] },
        ],
        levels: [
          {
            things: [
              { kind: 'lander', at: [100, 100] },
              { kind: 'pad', at: [100, 290] },
            ],
          },
        ],
      }),
    );
  const hard = soft(100);
  const w = hard.start(0, 1);
  run(hard, w, 120);
  assert.equal(w.status, 'lost', 'falling 170 px under 600 px/s² lands at about 450 px/s');
  const gentle = soft(1000);
  const g = gentle.start(0, 1);
  run(gentle, g, 120);
  assert.equal(g.status, 'won');
});

test('flip_gravity turns the pull around; a held thrust burns a counter through a holding rule', () => {
  const e = new RulebookEngine(
    book({
      world: { arena: { width: 200, height: 300 }, gravity: { x: 0, y: 900 } },
      kinds: {
        runner: { noun: 'runner', role: 'player', body: 'falling', size: 20 },
        floor: { noun: 'floor', solid: true, size: [200, 20] },
      },
      counters: { fuel: { initial: 10 } },
      controls: [
        { name: 'flip', keys: ['Space'], do: 'flip_gravity' },
        { name: 'burn', keys: ['KeyB'], do: 'trigger', if: [{ value: { of: { counter: 'fuel' }, above: 0 } }] },
      ],
      rules: [{ when: { holding: 'burn' }, then: [{ counter: { name: 'fuel', add: -1 } }] }, WIN],
      levels: [
        {
          things: [
            { kind: 'runner', at: [100, 260] },
            { kind: 'floor', at: [100, 290] },
          ],
        },
      ],
    }),
  );
  const w = e.start(0, 1);
  run(e, w, 30);
  assert.ok(at(w, 'runner')[0]!.grounded, 'it stands on the floor');
  run(e, w, 1, () => press('flip'));
  run(e, w, 30);
  assert.ok(w.gravity.y < 0 && at(w, 'runner')[0]!.y < 200, 'it falls upwards');
  run(e, w, 30, () => ({ held: ['burn'] }));
  assert.equal(w.counters.fuel, 0, 'the burn stops when the fuel guard fails');
});

test('behaviours: chase closes in, patrol turns back, lane wraps, popup hides and shows', () => {
  const e = new RulebookEngine(
    book({
      world: { grid: { cols: 10, rows: 3 } },
      kinds: {
        me: { noun: 'mouse', role: 'player' },
        cat: { noun: 'cat', behaviours: [{ chase: { target: 'me', speed: 10 } }] },
        guard: { noun: 'guard', behaviours: [{ patrol: { axis: 'x', range: 2, speed: 10 } }] },
        car: { noun: 'car', behaviours: [{ lane: { dir: 'right', speed: 20, wrap: true } }] },
        mole: { noun: 'mole', behaviours: [{ popup: { upMs: 200, downMs: 200 } }] },
      },
      rules: [WIN],
      legend: { m: 'me', c: 'cat', g: 'guard', r: 'car', o: 'mole' },
      levels: [{ map: ['m.......c.', '....g....r', 'o.........'] }],
    }),
  );
  const w = e.start(0, 1);
  const xs = new Set<number>();
  const faces = new Set<boolean>();
  for (let i = 0; i < 120; i++) {
    e.step(w);
    xs.add(at(w, 'guard')[0]!.x);
    faces.add(at(w, 'mole')[0]!.hidden);
  }
  assert.ok(at(w, 'cat')[0]!.x < 8, 'the cat came closer');
  assert.deepEqual([...xs].sort(), [2, 3, 4, 5, 6], 'the guard went two cells each way');
  assert.ok(at(w, 'car')[0]!.x < 9, 'the car wrapped round to the left');
  assert.deepEqual([...faces].sort(), [false, true], 'the mole was seen up and down');
});

test('spawners make things at their interval up to their count, and split breaks a thing in pieces', () => {
  const e = new RulebookEngine(
    book({
      world: { arena: { width: 400, height: 300 } },
      kinds: {
        tap: { noun: 'tap', behaviours: [{ spawn: { kind: 'drop', everyMs: 100, count: 3 } }] },
        drop: { noun: 'drop', size: 10 },
        rock: { noun: 'rock', size: 40 },
        chip: { noun: 'chip', body: 'projectile', speed: 100, size: 10 },
      },
      rules: [{ when: { after: 50 }, then: [{ split: { target: 'rock', into: 'chip', count: 3 } }] }, WIN],
      levels: [
        {
          things: [
            { kind: 'tap', at: [100, 100] },
            { kind: 'rock', at: [300, 150] },
          ],
        },
      ],
    }),
  );
  const w = e.start(0, 1);
  run(e, w, 60);
  assert.equal(at(w, 'drop').length, 3, 'three drops and no more');
  assert.equal(at(w, 'rock').length, 0);
  const chips = at(w, 'chip');
  assert.equal(chips.length, 3);
  assert.equal(new Set(chips.map((c) => Math.round(Math.atan2(c.vy, c.vx) * 10))).size, 3, 'flying three ways');
});

test('a snake heads on by itself, leaves a tail as long as its counter, and cannot turn back into it', () => {
  const e = new RulebookEngine(
    book({
      world: { grid: { cols: 10, rows: 3 } },
      kinds: {
        head: {
          noun: 'snake',
          role: 'player',
          body: 'mover',
          steer: 'heading',
          heading: 'right',
          moveEveryMs: 100,
          behaviours: [{ trail: { kind: 'tail', length: 'length' } }],
        },
        tail: { noun: 'tail' },
      },
      counters: { length: { initial: 2 } },
      controls: [{ name: 'back', keys: ['ArrowLeft'], do: 'left' }],
      rules: [WIN],
      legend: { H: 'head' },
      levels: [{ map: ['H.........'] }],
    }),
  );
  const w = e.start(0, 1);
  run(e, w, 40);
  assert.ok(at(w, 'head')[0]!.x >= 5);
  assert.equal(at(w, 'tail').length, 2);
  run(e, w, 1, () => press('back'));
  assert.equal(at(w, 'head')[0]!.heading, 'right', 'a U-turn into its own tail is refused');
});

test('board moves: place, drop, step, jump with capture, swap, take, toggle and reveal with flood', () => {
  const place = new RulebookEngine(
    book({
      world: { grid: { cols: 3, rows: 3 } },
      kinds: { x: { noun: 'cross', side: 'player' } },
      moves: [{ place: 'own' }],
      rules: [{ when: { line: { kind: 'x', length: 3 } }, then: [{ win: 'three' }] }],
    }),
  );
  const w = place.start(0, 1);
  for (const c of [0, 1, 2]) run(place, w, 1, () => ({ clicks: [[c + 0.5, 0.5]] }));
  assert.equal(w.status, 'won', 'three placed crosses in a row win');

  const drop = new RulebookEngine(
    book({
      world: { grid: { cols: 2, rows: 3 } },
      kinds: { disc: { noun: 'disc', side: 'player' } },
      moves: [{ drop: 'own' }],
      rules: [WIN],
    }),
  );
  const d = drop.start(0, 1);
  run(drop, d, 1, () => ({ clicks: [[0.5, 0.5]] }));
  run(drop, d, 1, () => ({ clicks: [[0.5, 0.5]] }));
  assert.deepEqual(
    at(d, 'disc')
      .map((t) => t.y)
      .sort(),
    [1, 2],
    'discs fall to the lowest free cell',
  );

  const jump = new RulebookEngine(
    book({
      world: { grid: { cols: 3, rows: 1 } },
      kinds: { peg: { noun: 'peg' } },
      moves: [{ piece: ['peg'], jump: 'orthogonal', over: ['peg'] }],
      rules: [{ when: { count: { kind: 'peg', atMost: 1 } }, then: [{ win: 'one left' }] }],
      legend: { o: 'peg' },
      levels: [{ map: ['oo.'] }],
    }),
  );
  const j = jump.start(0, 1);
  assert.equal(jump.legalMoves(j).length, 1);
  run(jump, j, 1, () => ({ clicks: [[0.5, 0.5]] }));
  assert.equal(j.status, 'won', 'the jump took the jumped peg');

  const toggle = new RulebookEngine(
    book({
      world: { grid: { cols: 3, rows: 3 } },
      kinds: { on: { noun: 'lamp' }, off: { noun: 'dark lamp' } },
      moves: [{ toggle: { area: 'plus', kinds: ['on', 'off'] } }],
      rules: [WIN],
      legend: { o: 'off' },
      levels: [{ map: ['ooo', 'ooo', 'ooo'] }],
    }),
  );
  const t = toggle.start(0, 1);
  run(toggle, t, 1, () => ({ clicks: [[1.5, 1.5]] }));
  assert.equal(at(t, 'on').length, 5, 'the centre and its four neighbours switch');

  const swap = new RulebookEngine(
    book({
      world: { grid: { cols: 3, rows: 1 } },
      kinds: { tile: { noun: 'tile' } },
      moves: [{ piece: ['tile'], swap: 'any' }],
      rules: [{ when: { pattern: true }, then: [{ win: 'spelt' }] }],
      legend: { '*': 'tile' },
      levels: [{ map: ['t a c'], goal: ['c a t'] }],
    }),
  );
  const s = swap.start(0, 1);
  run(swap, s, 1, () => ({ clicks: [[0.5, 0.5]] }));
  assert.equal(s.selected, at(s, 'tile').find((x) => x.label === 't')!.id, 'the first click picks a tile up');
  run(swap, s, 1, () => ({ clicks: [[2.5, 0.5]] }));
  assert.equal(s.status, 'won', 'the second swaps it, and the pattern is met');

  const take = new RulebookEngine(
    book({
      world: { grid: { cols: 4, rows: 1 } },
      kinds: { match: { noun: 'match' } },
      moves: [{ piece: ['match'], take: 'rest_of_row' }],
      rules: [WIN],
      legend: { '|': 'match' },
      levels: [{ map: ['||||'] }],
    }),
  );
  const k = take.start(0, 1);
  run(take, k, 1, () => ({ clicks: [[1.5, 0.5]] }));
  assert.equal(at(k, 'match').length, 1, 'taking the second match takes those after it too');

  const mines = new RulebookEngine(
    book({
      world: { grid: { cols: 4, rows: 1 } },
      kinds: {
        sq: { noun: 'square', hidden: true, label: { count: 'mine', area: 'ring' } },
        mine: { noun: 'mine', hidden: true },
      },
      moves: [{ reveal: { flood: true } }],
      rules: [WIN],
      legend: { s: 'sq', m: 'mine' },
      levels: [{ map: ['sssm'] }],
    }),
  );
  const m = mines.start(0, 1);
  run(mines, m, 1, () => ({ clicks: [[0.5, 0.5]] }));
  assert.deepEqual(
    at(m, 'sq').map((s) => [s.hidden, s.label]),
    [
      [false, ''],
      [false, ''],
      [false, '1'],
    ],
    'a blank square floods open up to the numbers',
  );
});

test('the computer plays its turn after thinking, and never two moves in a row', () => {
  const e = new RulebookEngine(
    book({
      world: { grid: { cols: 3, rows: 3 }, turns: { sides: ['player', 'computer'], thinkMs: 100 } },
      kinds: { x: { noun: 'cross', side: 'player' }, o: { noun: 'ring', side: 'computer' } },
      moves: [{ place: 'own' }],
      opponent: { side: 'computer', depth: 1 },
      rules: [WIN],
    }),
  );
  const w = e.start(0, 1);
  run(e, w, 1, () => ({ clicks: [[1.5, 1.5]] }));
  assert.equal(w.turn, 'computer');
  run(e, w, 1, () => ({ clicks: [[0.5, 0.5]] }));
  assert.equal(at(w, 'x').length, 1, "the player cannot move on the computer's turn");
  run(e, w, 10);
  assert.equal(at(w, 'o').length, 1);
  assert.equal(w.turn, 'player');
});

test('a sequence is shown, then repeated: a wrong pad fires the wrong rule, a whole round grows it', () => {
  const e = new RulebookEngine(
    book({
      world: { grid: { cols: 2, rows: 1 } },
      kinds: { pad: { noun: 'pad' }, lit: { noun: 'lit pad' } },
      sequence: { of: 'pad', length: 2, showMs: 100, lit: 'lit' },
      counters: { rounds: {}, wrong: {} },
      rules: [
        { when: { sequence: 'round' }, then: [{ counter: { name: 'rounds', add: 1 } }] },
        { when: { sequence: 'wrong' }, then: [{ counter: { name: 'wrong', add: 1 } }] },
        WIN,
      ],
      legend: { '*': 'pad' },
      levels: [{ map: ['A B'] }],
    }),
  );
  const w = e.start(0, 1);
  run(e, w, 120);
  assert.equal(w.sequence?.phase, 'input');
  const order = w.sequence!.items.map((id) => w.things.find((t) => t.id === id)!);
  for (const pad of order) run(e, w, 1, () => ({ clicks: [[pad.x + 0.5, 0.5]] }));
  assert.equal(w.counters.rounds, 1);
  assert.equal(w.sequence!.items.length, 3, 'the next round is one longer');
});

test('typed letters reveal what matches and count what misses, once per letter', () => {
  const e = new RulebookEngine(
    book({
      world: { grid: { cols: 6, rows: 1 } },
      kinds: { slot: { noun: 'slot', hidden: true } },
      counters: { misses: {} },
      controls: [{ name: 'guess', keys: 'letters', do: 'type' }],
      words: ['otter'],
      rules: [
        { when: { typed: { matches: 'slot', hidden: true } }, then: [{ reveal: { typed: true, kind: 'slot' } }] },
        { when: { typed: { misses: 'slot' } }, then: [{ counter: { name: 'misses', add: 1 } }] },
        { when: { count: { kind: 'slot', hidden: true, atMost: 0 } }, then: [{ win: 'word' }] },
      ],
      levels: [{ generate: { word: { kind: 'slot', row: 0, hidden: true } } }],
    }),
  );
  const w = e.start(0, 1);
  for (const l of ['t', 'z', 'z', 'o', 'e']) run(e, w, 1, () => ({ typed: [l] }));
  assert.equal(w.counters.misses, 1, 'z counted once');
  assert.equal(w.status, 'playing');
  run(e, w, 1, () => ({ typed: ['r'] }));
  assert.equal(w.status, 'won');
});

test('a code guess is marked as Wordle marks it, repeated letters counted once', () => {
  const e = new RulebookEngine(
    book({
      world: { grid: { cols: 5, rows: 6 } },
      kinds: {
        slot: { noun: 'tile' },
        green: { noun: 'green tile' },
        yellow: { noun: 'yellow tile' },
        grey: { noun: 'grey tile' },
      },
      controls: [
        { name: 'type', keys: 'letters', do: 'type' },
        { name: 'enter', keys: ['Enter'], do: 'submit' },
      ],
      code: {
        length: 5,
        guesses: 6,
        symbols: 'words',
        slot: 'slot',
        exact: 'green',
        present: 'yellow',
        absent: 'grey',
      },
      words: ['apple', 'papal'],
      rules: [{ when: { code: 'solved' }, then: [{ win: 'solved' }] }],
    }),
  );
  const w = e.start(0, 1);
  const secret = w.code!.secret.join('');
  const guess = secret === 'apple' ? 'papal' : 'apple';
  for (const l of guess) run(e, w, 1, () => ({ typed: [l] }));
  run(e, w, 1, () => press('enter'));
  const row = w.things.filter((t) => t.y === 0).sort((a, b) => a.x - b.x);
  assert.equal(row.length, 5);
  assert.ok(row.every((t) => ['green', 'yellow', 'grey'].includes(t.kind)));
  for (const l of secret) run(e, w, 1, () => ({ typed: [l] }));
  run(e, w, 1, () => press('enter'));
  assert.equal(w.status, 'won');
});

test('a swing: a falling thing grabs a vine and swings from its branch, and a jump lets go', () => {
  const e = new RulebookEngine(
    book({
      world: { arena: { width: 400, height: 400 }, gravity: { x: 0, y: 900 }, edges: { bottom: 'open' } },
      kinds: {
        me: { noun: 'monkey', role: 'player', body: 'falling', size: 20, jump: 300 },
        branch: { noun: 'branch', size: [40, 10] },
        vine: { noun: 'vine', size: [10, 200] },
      },
      controls: [{ name: 'jump', keys: ['Space'], do: 'jump' }],
      rules: [{ when: { touch: ['me', 'vine'] }, then: [{ attach: { target: 'a', to: 'branch' } }] }, WIN],
      levels: [
        {
          things: [
            { kind: 'branch', at: [200, 20] },
            { kind: 'vine', at: [200, 120] },
            { kind: 'me', at: [150, 150] },
          ],
        },
      ],
    }),
  );
  const w = e.start(0, 1);
  const me = () => at(w, 'me')[0]!;
  me().vx = 200;
  run(e, w, 30);
  assert.ok(me().anchor >= 0, 'it grabbed the vine');
  const d = Math.hypot(me().x - 200, me().y - 20);
  run(e, w, 30);
  assert.ok(Math.abs(Math.hypot(me().x - 200, me().y - 20) - d) < 1, 'it swings on a rope of the same length');
  run(e, w, 1, () => press('jump'));
  assert.equal(me().anchor, -1, 'the jump let go');
});

test('the same seed gives the same world, another seed another one', () => {
  const rulebook = book({
    world: { grid: { cols: 8, rows: 8 } },
    kinds: { mine: { noun: 'mine' }, sq: { noun: 'square' } },
    rules: [WIN],
    legend: { s: 'sq' },
    levels: [{ map: Array(8).fill('ssssssss'), generate: { scatter: [{ kind: 'mine', count: 10, replace: 'sq' }] } }],
  });
  const a = new RulebookEngine(rulebook);
  const b = new RulebookEngine(rulebook);
  assert.equal(worldHash(a.start(0, 7)), worldHash(b.start(0, 7)));
  assert.notEqual(worldHash(a.start(0, 7)), worldHash(a.start(0, 8)));
  assert.notEqual(worldHash(a.start(0, 7, 1)), worldHash(a.start(0, 7, 2)), 'a retry is a fresh deal');
});

test('a rule and its else-twin are judged on the same moment: exactly one of them fires', () => {
  const e = new RulebookEngine(
    book({
      world: { arena: { width: 400, height: 200 } },
      kinds: {
        needle: { noun: 'needle', body: 'oscillator', oscillate: { axis: 'x', range: 150, periodMs: 1000 }, size: 4 },
        zone: { noun: 'zone', size: [60, 60] },
      },
      counters: { hits: {}, misses: {} },
      controls: [{ name: 'stop', keys: ['Space'], do: 'trigger' }],
      rules: [
        {
          when: { action: 'stop' },
          if: [{ value: { of: { count: 'needle', on: 'zone' }, atLeast: 1 } }],
          then: [{ respawn: 'needle' }, { counter: { name: 'hits', add: 1 } }],
        },
        {
          when: { action: 'stop' },
          if: [{ value: { of: { count: 'needle', on: 'zone' }, atMost: 0 } }],
          then: [{ counter: { name: 'misses', add: 1 } }],
        },
        WIN,
      ],
      levels: [
        {
          things: [
            { kind: 'needle', at: [200, 50] },
            { kind: 'zone', at: [200, 50] },
          ],
        },
      ],
    }),
  );
  const w = e.start(0, 1);
  run(e, w, 1, () => press('stop'));
  assert.deepEqual([w.counters.hits, w.counters.misses], [1, 0], 'the hit respawned the needle, yet no miss counted');
});
