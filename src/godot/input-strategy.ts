// JamBench's input_strategy.json (App. D.1 Layer 2, Table 10): a pure function of eval_config — input mode, a
// 600-frame action cycle (10 s at 60 FPS) repeated over the 50 s gameplay phase, and the menu strategy. Custom input
// actions from eval_config override the default action for a role; pause, escape and quit are never injected.
import { z } from 'zod';
import type { EvalConfig, GameType } from './eval-config.ts';

export const CYCLE_FRAMES = 600;
/** The cycle is built from slots of half a second, so every share in Table 10 is a whole number of slots. */
const SLOT_FRAMES = 30;
const SLOTS = CYCLE_FRAMES / SLOT_FRAMES;
/** Movement flips direction every 2.5 s (Table 10: "direction alternation period: 2–3s"). */
const DIRECTION_PERIOD_FRAMES = 150;

const ROLES = [
  'move_horizontal',
  'move_4dir',
  'jump',
  'attack',
  'interact',
  'menu',
  'confirm',
  'click',
  'drag',
] as const;
type Role = (typeof ROLES)[number];

export const InputStrategySchema = z.object({
  mode: z.enum(['keyboard', 'mouse', 'mixed']),
  game_type: z.string(),
  cycle_frames: z.literal(CYCLE_FRAMES),
  menu_seconds: z.literal(10),
  gameplay_seconds: z.literal(50),
  /** The cycle's steps in order; `action` is a Godot input action, `key` the key injected with it. */
  actions: z.array(
    z.object({
      frame: z.number().int().min(0),
      frames: z.number().int().min(1),
      role: z.enum(ROLES),
      action: z.string().nullable(),
      key: z.string().nullable(),
      mouse: z.enum(['click_target', 'drag', 'click_center']).nullable(),
    }),
  ),
  menu: z.object({
    skip: z.boolean(),
    target_scenes: z.array(z.string()),
    button_keywords: z.array(z.string()),
    fallback: z.array(z.enum(['emit_pressed', 'mouse_click', 'key_enter_space'])),
  }),
  excluded_actions: z.array(z.string()),
});
export type InputStrategy = z.infer<typeof InputStrategySchema>;
type Step = InputStrategy['actions'][number];

/** Table 10, as shares of the cycle's 20 half-second slots. */
const TABLE_10: Record<GameType, { mode: InputStrategy['mode']; shares: [Role, number][] }> = {
  platformer: {
    mode: 'keyboard',
    shares: [
      ['move_horizontal', 12],
      ['jump', 5],
      ['attack', 3],
    ],
  },
  shooter: {
    mode: 'mixed',
    shares: [
      ['move_4dir', 10],
      ['click', 6],
      ['attack', 4],
    ],
  },
  puzzle: {
    mode: 'mouse',
    shares: [
      ['click', 14],
      ['drag', 6],
    ],
  },
  strategy: {
    mode: 'mouse',
    shares: [
      ['click', 16],
      ['confirm', 4],
    ],
  },
  rpg: {
    mode: 'keyboard',
    shares: [
      ['move_4dir', 8],
      ['interact', 6],
      ['attack', 4],
      ['menu', 2],
    ],
  },
  card: {
    mode: 'mouse',
    shares: [
      ['click', 12],
      ['drag', 5],
      ['confirm', 3],
    ],
  },
  other: {
    mode: 'mixed',
    shares: [
      ['move_4dir', 15],
      ['click', 5],
    ],
  },
};

/** Godot's built-in ui_* actions and the keys bound to them, used when the game names none of its own. */
const DEFAULTS: Record<string, { action: string; key: string }> = {
  left: { action: 'ui_left', key: 'Left' },
  right: { action: 'ui_right', key: 'Right' },
  up: { action: 'ui_up', key: 'Up' },
  down: { action: 'ui_down', key: 'Down' },
  jump: { action: 'ui_accept', key: 'Space' },
  attack: { action: 'ui_select', key: 'X' },
  interact: { action: 'ui_accept', key: 'E' },
  menu: { action: 'ui_focus_next', key: 'Tab' },
  confirm: { action: 'ui_accept', key: 'Enter' },
};
const CUSTOM: [string, RegExp][] = [
  ['left', /left/i],
  ['right', /right/i],
  ['up', /up|forward/i],
  ['down', /down|back/i],
  ['jump', /jump/i],
  ['attack', /shoot|fire|attack|hit|slash/i],
  ['interact', /interact|use|talk|pick/i],
  ['confirm', /accept|confirm|select/i],
];
const DANGEROUS = /pause|escape|esc$|quit|exit|ui_cancel/i;

/** Spreads each role's slots evenly over the cycle (largest share first, ties in table order): deterministic. */
function interleave(shares: [Role, number][]): Role[] {
  const placed: Role[] = [];
  const used = new Map<Role, number>();
  for (let slot = 0; slot < SLOTS; slot++) {
    let best: Role | undefined;
    let bestLag = -Infinity;
    for (const [role, share] of shares) {
      const lag = ((slot + 1) * share) / SLOTS - (used.get(role) ?? 0);
      if (lag > bestLag + 1e-9) [best, bestLag] = [role, lag];
    }
    const role = best ?? shares[0]![0];
    used.set(role, (used.get(role) ?? 0) + 1);
    placed.push(role);
  }
  return placed;
}

/** The game's own action for each direction or verb, from eval_config's expected behaviours. */
function customActions(config: EvalConfig): Map<string, string> {
  const out = new Map<string, string>();
  for (const { input } of config.expected_behaviors) {
    if (DANGEROUS.test(input)) continue;
    const verb = CUSTOM.find(([, re]) => re.test(input))?.[0];
    if (verb && !out.has(verb)) out.set(verb, input);
  }
  return out;
}

function stepFor(role: Role, frame: number, custom: Map<string, string>, moveIndex: number): Step {
  const keyed = (verb: string): Step => ({
    frame,
    frames: SLOT_FRAMES,
    role,
    action: custom.get(verb) ?? DEFAULTS[verb]!.action,
    key: DEFAULTS[verb]!.key,
    mouse: null,
  });
  const flip = Math.floor(frame / DIRECTION_PERIOD_FRAMES) % 2 === 1;
  switch (role) {
    case 'move_horizontal':
      return keyed(flip ? 'left' : 'right');
    case 'move_4dir':
      return keyed((['right', 'down', 'left', 'up'] as const)[Math.floor(moveIndex / 5) % 4]!);
    case 'click':
      return { frame, frames: SLOT_FRAMES, role, action: null, key: null, mouse: 'click_target' };
    case 'drag':
      return { frame, frames: SLOT_FRAMES, role, action: null, key: null, mouse: 'drag' };
    default:
      return keyed(role);
  }
}

/** input_strategy.json from eval_config; the same config always gives the same strategy. */
export function inputStrategyOf(config: EvalConfig): InputStrategy {
  const row = TABLE_10[config.game_type];
  const custom = customActions(config);
  let moves = 0;
  const actions = interleave(row.shares).map((role, slot) => {
    const step = stepFor(role, slot * SLOT_FRAMES, custom, moves);
    if (role === 'move_4dir') moves++;
    return step;
  });
  return {
    mode: row.mode,
    game_type: config.game_type,
    cycle_frames: CYCLE_FRAMES,
    menu_seconds: 10,
    gameplay_seconds: 50,
    actions,
    menu: {
      skip: config.menu_scenes.length === 0,
      target_scenes: config.gameplay_scenes,
      button_keywords: ['play', 'start', 'begin', 'new game', 'continue', 'go'],
      fallback: ['emit_pressed', 'mouse_click', 'key_enter_space'],
    },
    excluded_actions: config.expected_behaviors.map((b) => b.input).filter((a) => DANGEROUS.test(a)),
  };
}
