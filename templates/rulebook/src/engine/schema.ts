// The Rulebook language: a game as data. One zod schema is the language's only definition; the types the engine
// reads are inferred from it, the game validates its rulebook.json with it at boot, and Playsmith exports it as JSON
// Schema for models and editors. Every construct here is used by several games of the library (rulebooks/).
// No Phaser: the engine, the planner and the game all import this file.
import { z } from 'zod';

/** Names of kinds, counters, controls and moves: lowercase snake_case, so they read well in rules and HUDs. */
export const NameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, 'expected a lowercase snake_case name such as "red_brick"');
const Ms = z.number().min(0).max(3_600_000);
const PositiveMs = z.number().positive().max(3_600_000);
const Count = z.int().min(0).max(10_000);

export const SIDES = ['player', 'computer'] as const;
export const SideSchema = z.enum(SIDES);
export const DIRECTIONS = ['left', 'right', 'up', 'down'] as const;
export const DirectionSchema = z.enum(DIRECTIONS);
export const EDGES = ['left', 'right', 'top', 'bottom'] as const;
export const EdgeSchema = z.enum(EDGES);
export const EdgeModeSchema = z
  .enum(['wall', 'open', 'wrap'])
  .describe(
    'wall: things stop or bounce there; open: things may leave the world; wrap: they come back on the far side',
  );

/** Art roles, as the asset registry knows them: they choose the placeholder shape and colour of a kind. */
export const ROLES = [
  'player',
  'enemy',
  'boss',
  'pickup',
  'projectile',
  'goal',
  'prop',
  'npc',
  'terrain',
  'ui',
] as const;

function oneKey<T extends z.ZodObject>(schema: T, what: string): T {
  return schema.superRefine((value, ctx) => {
    const keys = Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined);
    if (keys.length === 1) return;
    ctx.addIssue({
      code: 'custom',
      message:
        keys.length === 0
          ? `${what} needs one of: ${Object.keys(schema.shape).join(', ')}`
          : `${what} does one thing; it has ${keys.join(' and ')}`,
    });
  }) as unknown as T;
}

// ---- the world ----

export const WorldSchema = z
  .strictObject({
    grid: z
      .strictObject({
        cols: z.int().min(1).max(64),
        rows: z.int().min(1).max(64),
        cell: z
          .int()
          .min(8)
          .max(160)
          .optional()
          .describe('drawn size of a cell in px; default: the board fills the screen'),
      })
      .optional()
      .describe('a board of cells: things sit on cells and move a cell at a time'),
    arena: z
      .strictObject({
        width: z.int().min(160).max(1920),
        height: z.int().min(120).max(1080),
        cell: z
          .int()
          .min(4)
          .max(200)
          .optional()
          .describe('size in px of one character of an ASCII level map (default 32)'),
      })
      .optional()
      .describe('a continuous space in px: things move smoothly and collide by their boxes'),
    turns: z
      .strictObject({
        sides: z.array(SideSchema).min(1).max(2),
        first: SideSchema.optional(),
        thinkMs: Ms.optional().describe('game time the computer waits before it moves (default 400)'),
      })
      .optional()
      .describe('turn-based: the sides take turns making moves; without it the world is real-time'),
    gravity: z
      .strictObject({ x: z.number(), y: z.number() })
      .optional()
      .describe('px/s² pulling falling bodies (a rule may flip it)'),
    friction: z.number().min(0).max(1).optional().describe("share of a mover's speed lost per second"),
    edges: z
      .union([EdgeModeSchema, z.partialRecord(EdgeSchema, EdgeModeSchema)])
      .optional()
      .describe("what the world's borders do (default wall), for all four or per edge"),
  })
  .superRefine((w, ctx) => {
    if ((w.grid === undefined) === (w.arena === undefined))
      ctx.addIssue({ code: 'custom', message: 'a world is either a grid or an arena: give exactly one of them' });
    if (w.grid && w.grid.cols * w.grid.rows > 4096)
      ctx.addIssue({
        code: 'custom',
        path: ['grid'],
        message: `a ${w.grid.cols}x${w.grid.rows} board has ${w.grid.cols * w.grid.rows} cells; at most 4096`,
      });
  });

// ---- positions ----

export const WhereSchema = z
  .union([
    z.enum(['self', 'random', 'random_empty', 'top', 'bottom', 'left', 'right', 'start']),
    z.strictObject({ x: z.number(), y: z.number() }).describe('a point (arena px) or a cell (grid col, row)'),
    z.strictObject({
      of: z.enum(['a', 'b']),
      offset: z.tuple([z.number(), z.number()]).optional(),
      x: z.number().optional().describe("a fixed x instead of the thing's own"),
      y: z.number().optional().describe("a fixed y instead of the thing's own"),
    }),
  ])
  .describe(
    'where a thing appears: self (the spawner), random anywhere, random_empty (a free cell), an edge (top, ' +
      'bottom, left, right: a random point along it, just inside), start (where it began), a point, or relative ' +
      'to a thing of the rule',
  );

// ---- behaviours ----

export const BehaviourSchema = oneKey(
  z.strictObject({
    chase: z
      .strictObject({ target: NameSchema, speed: z.number().positive().optional() })
      .optional()
      .describe('moves towards the nearest thing of `target`'),
    flee: z
      .strictObject({ from: NameSchema, speed: z.number().positive().optional() })
      .optional()
      .describe('moves away from the nearest thing of `from`'),
    wander: z
      .strictObject({ speed: z.number().positive().optional(), turnEveryMs: PositiveMs.optional() })
      .optional()
      .describe('picks a new random heading every so often'),
    patrol: z
      .strictObject({
        axis: z.enum(['x', 'y']),
        range: z.number().positive().describe('how far from its start it goes each way (px, or cells on a grid)'),
        speed: z.number().positive().optional(),
      })
      .optional()
      .describe('goes back and forth along an axis around its start'),
    lane: z
      .strictObject({ dir: DirectionSchema, speed: z.number().positive().optional(), wrap: z.boolean().optional() })
      .optional()
      .describe('moves steadily one way (traffic, pipes, rising balloons); wrap brings it back at the far edge'),
    popup: z
      .strictObject({ upMs: PositiveMs, downMs: PositiveMs, jitterMs: Ms.optional() })
      .optional()
      .describe('shows itself for upMs, hides for downMs, again and again; hidden things cannot be touched'),
    spawn: z
      .strictObject({
        kind: NameSchema,
        everyMs: PositiveMs,
        firstMs: Ms.optional(),
        count: Count.optional().describe('how many in all (default: no end)'),
        max: Count.optional().describe('at most this many alive at once'),
        at: WhereSchema.optional(),
        speed: z.number().min(0).optional(),
        angle: z.number().optional().describe('heading in degrees (0 right, 90 down)'),
        spread: z.number().min(0).max(360).optional().describe('random spread of the heading, degrees'),
        with: z
          .array(z.strictObject({ kind: NameSchema, offset: z.tuple([z.number(), z.number()]) }))
          .max(6)
          .optional()
          .describe('more things made with each one, at offsets from it, moving alike (the two halves of a gate)'),
      })
      .optional()
      .describe('makes new things at an interval (a cannon, a wave, rain)'),
    shoot: z
      .strictObject({
        kind: NameSchema,
        everyMs: PositiveMs,
        aim: z.enum(['player', 'down', 'up', 'left', 'right', 'forward']),
        chance: z.number().min(0).max(1).optional().describe('chance each interval that it fires (default 1)'),
        speed: z.number().positive().optional(),
      })
      .optional()
      .describe('fires a projectile at an interval'),
    march: z
      .strictObject({ speed: z.number().positive(), drop: z.number().min(0) })
      .optional()
      .describe('all things of this kind move sideways together; when one reaches an edge, all step down and turn'),
    track: z
      .strictObject({
        target: NameSchema,
        axis: z.enum(['x', 'y']),
        speed: z.number().positive().optional(),
        deadZone: z.number().min(0).optional(),
      })
      .optional()
      .describe('follows a thing along one axis at its own top speed (a computer paddle)'),
    trail: z
      .strictObject({
        kind: NameSchema,
        length: z
          .union([Count, NameSchema])
          .optional()
          .describe('segments kept: a number or a counter; default no end'),
      })
      .optional()
      .describe("leaves a trail of `kind` behind as it moves (a snake's body, a light cycle's wall)"),
    avoid: z
      .strictObject({ lookahead: z.int().min(1).max(8).optional() })
      .optional()
      .describe('a grid mover that turns before it would run into something solid'),
  }),
  'a behaviour',
);

// ---- kinds ----

export const BODIES = ['static', 'mover', 'ship', 'projectile', 'ball', 'falling', 'oscillator'] as const;

export const LabelSchema = z.union([
  z.string().max(12),
  z
    .strictObject({
      count: NameSchema,
      area: z.enum(['plus', 'ring']).optional(),
    })
    .describe('the number of things of `count` around it (minesweeper): plus = 4 neighbours, ring = 8'),
]);

export const KindSchema = z.strictObject({
  noun: z.string().min(1).max(48).describe('what it is drawn as: "paddle", "red brick", "mole", "queen"'),
  role: z.enum(ROLES).optional(),
  size: z
    .union([z.number().positive(), z.tuple([z.number().positive(), z.number().positive()])])
    .optional()
    .describe('arena: px (one number for a square, or [w, h]); a grid thing fills its cell'),
  shape: z.enum(['box', 'circle']).optional(),
  body: z
    .enum(BODIES)
    .optional()
    .describe(
      'how it moves: static; mover (walks at speed); ship (rotates and thrusts, keeps its momentum); projectile ' +
        '(flies straight, gone at an open edge); ball (keeps its speed, bounces off solids); falling (gravity, ' +
        'lands on solids, may jump or swing); oscillator (swings back and forth on an axis until released)',
    ),
  speed: z.number().min(0).optional().describe('px/s (cells/s on a grid): top or steady speed'),
  accel: z.number().min(0).optional().describe('px/s² to reach its speed (0: at once)'),
  thrust: z.number().min(0).optional().describe("px/s² of a ship's thrust"),
  turn: z.number().min(0).optional().describe('degrees per second a ship turns'),
  drag: z.number().min(0).max(1).optional().describe('share of speed lost per second'),
  jump: z.number().min(0).optional().describe('upward speed of a jump or flap, px/s'),
  gravity: z.number().optional().describe('how strongly world gravity pulls it (falling: 1, else 0)'),
  bounce: z.number().min(0).max(1).optional().describe('how much speed a falling body keeps when it lands'),
  angle: z
    .union([z.number(), z.literal('random')])
    .optional()
    .describe('starting heading in degrees (0 right, 90 down), or random'),
  heading: DirectionSchema.optional().describe('grid: the way it first faces'),
  oscillate: z
    .strictObject({
      axis: z.enum(['x', 'y']),
      range: z.number().positive(),
      periodMs: PositiveMs,
      startMs: Ms.optional().describe('how far into its swing it starts (a quarter period: at the far end)'),
    })
    .optional()
    .describe('oscillator: how far each way from its start and how long one full swing takes'),
  steer: z
    .enum(['hold', 'heading', 'step', 'slide'])
    .optional()
    .describe(
      'what its move controls do: hold (moves while held), heading (turns it; it keeps going), step (one cell ' +
        'per press), slide (goes until something stops it). Default: hold in an arena, step on a grid',
    ),
  moveEveryMs: PositiveMs.optional().describe('grid: game time per cell when it moves by itself or while held'),
  solid: z.boolean().optional().describe('movers cannot enter it; balls bounce off it'),
  oneWay: z.boolean().optional().describe('solid only to things coming down onto it from above (a ledge)'),
  pushable: z.boolean().optional().describe('grid: a mover walking into it pushes it a cell, if the cell is free'),
  hidden: z.boolean().optional().describe('starts face down: drawn as a cover, its label unknown until revealed'),
  side: SideSchema.optional().describe('whose piece it is, on a board'),
  label: LabelSchema.optional().describe('text drawn on it (a number, a letter); levels may give each its own'),
  layer: z.int().min(-10).max(10).optional().describe('drawing order: higher on top'),
  edges: EdgeModeSchema.optional().describe("the world's edges for this kind alone"),
  behaviours: z.array(BehaviourSchema).max(8).optional(),
});

// ---- counters ----

export const ExprSchema = z
  .union([
    z.number(),
    z.strictObject({ counter: z.union([NameSchema, z.literal('score')]), times: z.number().optional() }),
    z.strictObject({
      count: z.union([NameSchema, z.array(NameSchema).min(1)]),
      on: NameSchema.optional(),
      notOn: NameSchema.optional(),
      hidden: z.boolean().optional(),
      times: z.number().optional(),
    }),
  ])
  .describe("a number, a counter's value, or how many things of a kind there are (on or not on another kind)");

export const CounterSchema = z.strictObject({
  label: z.string().min(1).max(24).optional().describe('HUD label; a counter without one is not shown'),
  initial: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  perSecond: ExprSchema.optional().describe('added every second of play (negative counts down, like a clock)'),
});

// Comparisons and guards: controls, moves and rules use them.
const Comparison = {
  atLeast: ExprSchema.optional(),
  atMost: ExprSchema.optional(),
  equals: ExprSchema.optional(),
  above: ExprSchema.optional(),
  below: ExprSchema.optional(),
};

export const GuardSchema = oneKey(
  z.strictObject({
    value: z
      .strictObject({ of: ExprSchema, ...Comparison })
      .optional()
      .describe('a comparison of two values'),
    touching: z.tuple([NameSchema, NameSchema]).optional().describe('some thing of the first kind touches the second'),
    mover: SideSchema.optional().describe('the side that just moved'),
    turn: SideSchema.optional().describe('whose turn it is'),
  }),
  'a condition',
);

// ---- controls ----

export const CONTROL_ACTIONS = [
  'left',
  'right',
  'up',
  'down',
  'rotate_left',
  'rotate_right',
  'thrust',
  'jump',
  'flap',
  'shoot',
  'flip_gravity',
  'release',
  'type',
  'submit',
  'erase',
  'trigger',
] as const;

export const ControlSchema = z.strictObject({
  name: NameSchema.describe('the action\'s name in meta().actions and golden paths, e.g. "move_left"'),
  keys: z
    .union([
      z.array(z.string().regex(/^(Key[A-Z]|Digit[0-9]|Arrow(Left|Right|Up|Down)|Space|Enter|Backspace|Tab)$/)).min(1),
      z.enum(['letters', 'digits']),
    ])
    .describe('KeyboardEvent codes (ArrowLeft, Space, KeyZ), or "letters" / "digits" for typing'),
  do: z
    .enum(CONTROL_ACTIONS)
    .describe(
      'what it does to `kind`: move (left/right/up/down), rotate_left/right and thrust (a ship), jump (from the ' +
        'ground or a swing), flap (in the air too), shoot ' +
        '(spawns `spawn` ahead of it), flip_gravity, release (let go of a swing, or drop an oscillator), type ' +
        '(a letter or digit), submit and erase (a code guess), trigger (only fires rules naming this action)',
    ),
  kind: NameSchema.optional().describe('the kind it acts on (default: the player kind)'),
  spawn: NameSchema.optional(),
  cooldownMs: Ms.optional(),
  if: z.array(GuardSchema).optional().describe('the control works only while these hold (ammo, fuel)'),
  description: z.string().max(60).optional(),
});

// ---- board moves ----

export const MOVE_DIRS = ['orthogonal', 'diagonal', 'any', 'forward', 'forward_diagonal', 'forward_any'] as const;
export const MoveDirsSchema = z.enum(MOVE_DIRS);

// ---- rules ----

export const TargetSchema = z
  .union([z.enum(['a', 'b', 'pair']), NameSchema])
  .describe('a: the (first) thing of the event; b: the second; pair: both revealed things; a kind: all of it');

export const TriggerSchema = oneKey(
  z.strictObject({
    touch: z.tuple([NameSchema, NameSchema]).optional().describe('a thing of the first kind meets one of the second'),
    clicked: NameSchema.optional().describe('a thing of the kind is clicked or tapped'),
    action: NameSchema.optional().describe('the player uses a control (on the press)'),
    holding: NameSchema.optional().describe('every tick a control is held (thrust burning fuel)'),
    every: PositiveMs.optional().describe('every so many ms of level time'),
    after: Ms.optional().describe('once, this many ms into the level'),
    start: z.literal(true).optional().describe('when the level starts'),
    counter: z.strictObject({ name: z.union([NameSchema, z.literal('score')]), ...Comparison }).optional(),
    count: z
      .strictObject({
        kind: z.union([NameSchema, z.array(NameSchema).min(1)]).describe('a kind, or several counted together'),
        on: NameSchema.optional(),
        notOn: NameSchema.optional(),
        hidden: z.boolean().optional(),
        ...Comparison,
      })
      .optional()
      .describe('how many things of a kind there are (on or not on another kind) crosses a value'),
    line: z
      .strictObject({ kind: NameSchema, length: z.int().min(2).max(16) })
      .optional()
      .describe('`length` things of the kind in a row, column or diagonal'),
    pattern: z.literal(true).optional().describe("the board matches the level's goal map"),
    leaves: z
      .union([NameSchema, z.strictObject({ kind: NameSchema, edge: EdgeSchema })])
      .optional()
      .describe('a thing goes out of the world (through an open edge)'),
    lands: z
      .strictObject({
        kind: NameSchema,
        on: NameSchema.optional(),
        faster: z.number().min(0).optional(),
        slower: z.number().min(0).optional(),
      })
      .optional()
      .describe('a falling thing comes to rest on a solid, at an impact speed (px/s) above or below a value'),
    typed: z
      .strictObject({ matches: NameSchema.optional(), misses: NameSchema.optional(), hidden: z.boolean().optional() })
      .optional()
      .describe('a letter is typed that some (or no) thing of the kind has as its label'),
    revealed: NameSchema.optional().describe('a thing of the kind is turned face up'),
    pair: z
      .strictObject({ kind: NameSchema, same: z.boolean() })
      .optional()
      .describe('two things of the kind are face up: with the same label, or not'),
    connected: z
      .strictObject({ kind: NameSchema, from: EdgeSchema, to: EdgeSchema })
      .optional()
      .describe('things of the kind join one edge of the board to another'),
    noMoves: z.enum(['player', 'computer', 'both']).optional().describe('the side to move has no legal move'),
    reaches: z
      .strictObject({ kind: NameSchema, row: z.union([z.int(), z.enum(['first', 'last'])]) })
      .optional()
      .describe('a piece arrives on a row (last: the far side from its owner)'),
    moved: SideSchema.optional().describe('a side has made a move'),
    sequence: z.enum(['step', 'round', 'wrong']).optional().describe('the player repeats the shown sequence'),
    code: z.enum(['solved', 'wrong', 'spent']).optional().describe('a code guess is scored'),
  }),
  "a rule's `when`",
);

export const EffectSchema = oneKey(
  z.strictObject({
    destroy: TargetSchema.optional(),
    spawn: z
      .strictObject({
        kind: NameSchema,
        at: WhereSchema.optional(),
        count: z.int().min(1).max(50).optional(),
        speed: z.number().min(0).optional(),
        angle: z.number().optional(),
        spread: z.number().min(0).max(360).optional(),
      })
      .optional(),
    split: z
      .strictObject({
        target: TargetSchema.optional(),
        into: NameSchema,
        count: z.int().min(1).max(12),
        speed: z.number().min(0).optional(),
      })
      .optional()
      .describe('the thing breaks into `count` smaller things flying apart'),
    transform: z.strictObject({ target: TargetSchema.optional(), into: NameSchema }).optional(),
    respawn: TargetSchema.optional().describe('back to where it started, at rest'),
    push: z
      .strictObject({ target: TargetSchema.optional(), speed: z.number().min(0).optional() })
      .optional()
      .describe('shove the thing away from the other (a cell on a grid, a kick in an arena)'),
    bounce: z
      .strictObject({ target: TargetSchema.optional(), angled: z.boolean().optional() })
      .optional()
      .describe('the thing bounces off the other; angled: off-centre hits send it off at an angle (a paddle)'),
    stick: TargetSchema.optional().describe('the thing stops and rides along with the other'),
    jump: TargetSchema.optional().describe("the thing leaps up at its kind's jump speed (a springy ledge)"),
    attach: z
      .union([TargetSchema, z.strictObject({ target: TargetSchema.optional(), to: NameSchema })])
      .optional()
      .describe(
        "a falling thing grabs the other and swings from it, or from the nearest thing of `to` (a vine's branch)",
      ),
    reveal: z
      .union([TargetSchema, z.strictObject({ typed: z.literal(true), kind: NameSchema })])
      .optional()
      .describe('turn things face up: a target, or every thing of `kind` labelled with the typed letter'),
    hide: z.strictObject({ target: TargetSchema.optional(), afterMs: Ms.optional() }).optional(),
    counter: z
      .strictObject({
        name: z.union([NameSchema, z.literal('score')]),
        add: ExprSchema.optional(),
        set: ExprSchema.optional(),
        times: z.number().optional(),
      })
      .optional(),
    score: ExprSchema.optional().describe('points added to the score (negative takes them away)'),
    win: z
      .union([z.literal(true), z.string().max(60)])
      .optional()
      .describe('the level is won'),
    lose: z.string().max(60).optional().describe('the attempt is lost (a life), with the reason shown'),
    flip_gravity: z.literal(true).optional(),
    next_word: z.literal(true).optional().describe("a new word from the level's words replaces the current one"),
    sound: z.enum(['pickup', 'hit', 'jump', 'shoot', 'win', 'lose', 'click']).optional(),
    message: z.string().max(60).optional().describe('a short banner'),
  }),
  'an effect',
);

export const MoveSchema = z
  .strictObject({
    name: NameSchema.optional(),
    by: z.enum(['player', 'computer', 'both']).optional().describe('who may make it (default both)'),
    piece: z.array(NameSchema).optional().describe("the kinds it moves (default: the mover's own pieces)"),
    place: z
      .union([NameSchema, z.literal('own')])
      .optional()
      .describe('put a new piece on an empty cell'),
    drop: z
      .union([NameSchema, z.literal('own')])
      .optional()
      .describe('drop a new piece down a column'),
    step: MoveDirsSchema.optional().describe('move a piece to a neighbouring cell'),
    jump: MoveDirsSchema.optional().describe('jump a piece over a neighbour to the empty cell beyond'),
    swap: z.enum(['adjacent', 'any']).optional().describe('swap two things'),
    take: z.enum(['one', 'rest_of_row']).optional().describe('remove a thing (and those after it in its row)'),
    toggle: z
      .strictObject({ area: z.enum(['self', 'plus', 'ring']).optional(), kinds: z.tuple([NameSchema, NameSchema]) })
      .optional()
      .describe('turn a thing (and its neighbours) into the other of two kinds'),
    reveal: z
      .union([z.literal(true), z.strictObject({ flood: z.boolean() })])
      .optional()
      .describe('turn a hidden thing face up; flood also reveals around a blank one'),
    onto: z.enum(['empty', 'enemy', 'empty_or_enemy']).optional().describe('step: where it may land (default empty)'),
    over: z
      .union([z.enum(['enemy', 'own', 'any']), z.array(NameSchema).min(1)])
      .optional()
      .describe('jump: what it may jump over: enemy or own pieces, any thing, or things of the kinds listed'),
    capture: z.boolean().optional().describe('jump: remove what was jumped (default true)'),
    flank: z.boolean().optional().describe('place: only where it flanks enemy lines, which then change side'),
    forced: z.boolean().optional().describe('when any move of this kind is possible, no other move is'),
    chain: z.boolean().optional().describe('after a jump the same piece may jump again in the same turn'),
    if: z.array(GuardSchema).optional(),
    then: z.array(EffectSchema).optional().describe('effects after the move'),
  })
  .superRefine((m, ctx) => {
    const verbs = (['place', 'drop', 'step', 'jump', 'swap', 'take', 'toggle', 'reveal'] as const).filter(
      (k) => m[k] !== undefined,
    );
    if (verbs.length !== 1)
      ctx.addIssue({
        code: 'custom',
        message:
          verbs.length === 0
            ? 'a move needs one of: place, drop, step, jump, swap, take, toggle, reveal'
            : `a move does one thing; it has ${verbs.join(' and ')}`,
      });
  });

export const RuleSchema = z.strictObject({
  when: TriggerSchema,
  if: z.array(GuardSchema).optional().describe('all must hold for the rule to fire'),
  then: z.array(EffectSchema).min(1),
  once: z.boolean().optional().describe('fires at most once per level'),
  note: z.string().max(100).optional().describe('what the rule is for, in words (shown in plans and reports)'),
});

// ---- the computer, sequences, codes ----

export const OpponentSchema = z.strictObject({
  side: SideSchema.default('computer'),
  depth: z.int().min(1).max(4).optional().describe('how many moves ahead it looks (default 2)'),
  blunder: z.number().min(0).max(1).optional().describe('chance it plays a random legal move instead (default 0)'),
});

export const SequenceSchema = z.strictObject({
  of: NameSchema.describe('the kind whose things make the sequence (pads, or the letters of a word)'),
  order: z
    .enum(['random', 'reading'])
    .optional()
    .describe('random: a new seeded pick each round; reading: left to right'),
  length: z.int().min(1).max(50).optional().describe('items in the first round (default 1)'),
  grow: z.int().min(0).max(5).optional().describe('items added each round (default 1; reading order: 0)'),
  showMs: Ms.optional().describe('how long each item lights up when shown (0: not shown, e.g. typing)'),
  lit: NameSchema.optional().describe('what an item turns into while it is shown'),
  input: z.enum(['click', 'type']).optional(),
});

export const CodeSchema = z.strictObject({
  length: z.int().min(2).max(8),
  guesses: z.int().min(1).max(12),
  symbols: z
    .union([z.literal('words'), z.array(z.string().min(1).max(2)).min(2)])
    .describe('the secret is a word, or symbols'),
  slot: NameSchema.describe('the kind a guessed symbol is drawn as'),
  exact: NameSchema.describe('a symbol in the right place'),
  present: NameSchema.describe('a symbol of the code in the wrong place'),
  absent: NameSchema.describe('a symbol not in the code'),
});

// ---- levels ----

const LegendThingSchema = z.union([
  NameSchema,
  z.strictObject({ kind: NameSchema, label: z.string().max(12).optional(), hidden: z.boolean().optional() }),
]);
export const LegendEntrySchema = z
  .union([LegendThingSchema, z.null(), z.array(LegendThingSchema).min(1).max(4)])
  .describe(
    'a kind, a kind with a label, several things on one cell (a crate on its spot), or null for nothing; the key ' +
      '"*" stands for any other token, which becomes the label (numbered tiles)',
  );

export const GenerateSchema = z.strictObject({
  scatter: z
    .array(
      z.strictObject({
        kind: NameSchema,
        count: z.int().min(1).max(1000),
        replace: NameSchema.optional().describe('put them in place of things of this kind (default: on empty cells)'),
      }),
    )
    .optional()
    .describe('place things at seeded random spots'),
  scramble: z
    .int()
    .min(1)
    .max(500)
    .optional()
    .describe('play this many seeded random legal moves from the map, so the puzzle is solvable by construction'),
  shuffle: NameSchema.optional().describe("deal the labels of this kind's things out again in a seeded order (cards)"),
  word: z
    .strictObject({
      kind: NameSchema,
      row: z.int().min(0),
      hidden: z.boolean().optional(),
      shuffle: z.boolean().optional(),
    })
    .optional()
    .describe('lay a seeded word from `words` out as labelled things along a row'),
});

export const LevelSchema = z.strictObject({
  name: z.string().max(40).optional(),
  map: z
    .array(z.string().max(200))
    .max(100)
    .optional()
    .describe('ASCII rows; each character (or space-separated token) through the legend'),
  legend: z.record(z.string().min(1).max(4), LegendEntrySchema).optional(),
  goal: z.array(z.string().max(200)).optional().describe('the board as it must become (pattern rules)'),
  things: z
    .array(
      z.strictObject({
        kind: NameSchema,
        at: z.tuple([z.number(), z.number()]),
        label: z.string().max(12).optional(),
      }),
    )
    .max(2000)
    .optional(),
  generate: GenerateSchema.optional(),
  counters: z.record(z.string(), z.number()).optional().describe('starting values for this level'),
  words: z.array(z.string().regex(/^[a-z]{2,12}$/)).optional(),
});

export const PlannerHintsSchema = z.strictObject({
  decisionMs: z.number().min(16).max(2000).optional().describe('how often a real-time plan may change its input'),
  beam: z.int().min(1).max(500).optional(),
  budget: z.int().min(100).max(50_000_000).optional().describe('states the planner may expand'),
  horizonMs: PositiveMs.optional().describe('longest play the planner tries'),
  lookaheadMs: Ms.max(10_000)
    .optional()
    .describe('real time: how far ahead each candidate is played before it is judged'),
  near: z
    .array(
      z.strictObject({
        kind: NameSchema,
        to: NameSchema,
        axis: z.enum(['x', 'y', 'both']).optional(),
        weight: z.number().optional(),
      }),
    )
    .optional()
    .describe('keep a thing close to another (a paddle under the ball)'),
  prefer: z
    .array(z.strictObject({ value: ExprSchema, weight: z.number() }))
    .optional()
    .describe('values that make a state better'),
  controls: z.array(z.array(NameSchema)).optional().describe('the input combinations a real-time plan chooses from'),
});

export const ThemeSchema = z.strictObject({
  backdrop: z.string().max(60).optional().describe('the setting drawn behind the world: "night sky", "green felt"'),
  palette: z
    .array(z.string().regex(/^#[0-9a-fA-F]{6}$/))
    .min(2)
    .max(16)
    .optional(),
  music: z.enum(['calm', 'upbeat', 'tense', 'playful', 'epic']).optional(),
});

export const RulebookSchema = z.strictObject({
  rulebook: z.literal(1, 'expected "rulebook": 1 (the language version)'),
  title: z.string().min(1).max(40),
  description: z.string().min(1).max(160).describe('one line: what the game is'),
  goal: z.string().min(1).max(160).describe('one sentence: what the player must do to win'),
  world: WorldSchema,
  kinds: z.record(NameSchema, KindSchema),
  counters: z.record(NameSchema, CounterSchema).optional(),
  controls: z.array(ControlSchema).max(16).optional(),
  moves: z.array(MoveSchema).max(12).optional(),
  rules: z.array(RuleSchema).min(1).max(80),
  opponent: OpponentSchema.optional(),
  sequence: SequenceSchema.optional(),
  code: CodeSchema.optional(),
  words: z
    .array(z.string().regex(/^[a-z]{2,12}$/))
    .max(2000)
    .optional(),
  legend: z.record(z.string().min(1).max(4), LegendEntrySchema).optional(),
  levels: z.array(LevelSchema).min(1).max(20),
  planner: PlannerHintsSchema.optional(),
  theme: ThemeSchema.optional(),
});

export type Rulebook = z.infer<typeof RulebookSchema>;
export type World = z.infer<typeof WorldSchema>;
export type Kind = z.infer<typeof KindSchema>;
export type Behaviour = z.infer<typeof BehaviourSchema>;
export type Control = z.infer<typeof ControlSchema>;
export type Move = z.infer<typeof MoveSchema>;
export type Rule = z.infer<typeof RuleSchema>;
export type Trigger = z.infer<typeof TriggerSchema>;
export type Effect = z.infer<typeof EffectSchema>;
export type Guard = z.infer<typeof GuardSchema>;
export type Expr = z.infer<typeof ExprSchema>;
export type Where = z.infer<typeof WhereSchema>;
export type Target = z.infer<typeof TargetSchema>;
export type Level = z.infer<typeof LevelSchema>;
export type LegendEntry = z.infer<typeof LegendEntrySchema>;
export type Side = z.infer<typeof SideSchema>;
export type Direction = z.infer<typeof DirectionSchema>;
export type Edge = z.infer<typeof EdgeSchema>;
export type EdgeMode = z.infer<typeof EdgeModeSchema>;
export type MoveDirs = z.infer<typeof MoveDirsSchema>;
export type Counter = z.infer<typeof CounterSchema>;
export type PlannerHints = z.infer<typeof PlannerHintsSchema>;
export type Comparison = { atLeast?: Expr; atMost?: Expr; equals?: Expr; above?: Expr; below?: Expr };
