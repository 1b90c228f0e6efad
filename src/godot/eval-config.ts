// JamBench's eval_config.json (App. D.1 Layer 1, prompt in App. F.3): the player node, score and health tracking,
// key signals, menu vs gameplay scenes, expected behaviours per input action and the game type. Offline it is
// derived by rules over the manifest; with a model configured, the model answers F.3's prompt instead.
import { z } from 'zod';
import type { Llm } from '../llm/index.ts';
import type { Manifest } from './manifest.ts';

export const GAME_TYPES = ['platformer', 'shooter', 'puzzle', 'rpg', 'strategy', 'card', 'other'] as const;
export const GameTypeSchema = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof GameTypeSchema>;

const Tracking = z
  .object({
    node_scene: z.string(),
    node_path: z.string(),
    property: z.string(),
    related_variable: z.string().nullable(),
  })
  .nullable();

export const EvalConfigSchema = z.object({
  player_node: z
    .object({ scene: z.string(), path: z.string(), type: z.string(), has_animated_sprite: z.boolean() })
    .nullable(),
  score_tracking: Tracking,
  health_tracking: Tracking,
  key_signals: z.array(
    z.object({ source_scene: z.string(), source_node: z.string(), signal_name: z.string(), meaning: z.string() }),
  ),
  gameplay_scenes: z.array(z.string()),
  menu_scenes: z.array(z.string()),
  expected_behaviors: z.array(z.object({ input: z.string(), expected_effect: z.string() })),
  game_type: GameTypeSchema,
  notes: z.string().nullable(),
});
export type EvalConfig = z.infer<typeof EvalConfigSchema>;

type Scene = Manifest['scenes'][number];
type SceneNode = Scene['nodes'][number];

const BODY_TYPES = new Set(['CharacterBody2D', 'RigidBody2D', 'KinematicBody2D', 'Area2D']);
const leaf = (path: string, scene: string): string =>
  path === '.'
    ? (scene
        .split('/')
        .pop()
        ?.replace(/\.tscn$/, '') ?? '')
    : (path.split('/').pop() ?? '');

function findPlayer(m: Manifest): EvalConfig['player_node'] {
  const candidates = m.scenes.flatMap((s) =>
    s.nodes.filter((n) => /player|hero/i.test(leaf(n.path, s.path)) && n.type !== 'PackedScene').map((n) => ({ s, n })),
  );
  const best = candidates.find(({ n }) => BODY_TYPES.has(n.type)) ?? candidates[0];
  if (!best) return null;
  const inside = best.s.nodes.filter((n) => best.n.path === '.' || n.path.startsWith(`${best.n.path}/`));
  return {
    scene: best.s.path,
    path: best.n.path,
    type: best.n.type,
    has_animated_sprite: inside.some((n) => n.type === 'AnimatedSprite2D'),
  };
}

function findTracking(m: Manifest, pattern: RegExp, variable: string): EvalConfig['score_tracking'] {
  for (const s of m.scenes)
    for (const n of s.nodes)
      if (pattern.test(leaf(n.path, s.path)) && /Label|ProgressBar/.test(n.type))
        return {
          node_scene: s.path,
          node_path: n.path,
          property: n.type.includes('ProgressBar') ? 'value' : 'text',
          related_variable: m.scripts.some((sc) => sc.signals.some((sig) => sig.includes(variable))) ? variable : null,
        };
  return null;
}

function keySignals(m: Manifest): EvalConfig['key_signals'] {
  const out: EvalConfig['key_signals'] = [];
  for (const script of m.scripts)
    for (const signal of script.signals) {
      const where = m.scenes.flatMap((s) => s.nodes.filter((n) => n.script === script.path).map((n) => ({ s, n })));
      const autoload = m.autoloads.find((a) => a.path === script.path);
      const first = where[0];
      out.push({
        source_scene: first ? first.s.path : script.path,
        source_node: first ? first.n.path : (autoload?.name ?? '.'),
        signal_name: signal,
        meaning: signal.replace(/_/g, ' '),
      });
    }
  return out;
}

const isMenu = (s: Scene): boolean =>
  s.nodes[0]?.type === 'Control' && s.nodes.some((n) => n.type.endsWith('Button')) && !s.nodes.some(isBody);
const isBody = (n: SceneNode): boolean => BODY_TYPES.has(n.type) || n.type === 'PackedScene';

/** What pressing an action should do, read from its name. */
export function effectOf(action: string): string {
  const rules: [RegExp, string][] = [
    [/left/i, 'player_moves_left'],
    [/right/i, 'player_moves_right'],
    [/up|forward/i, 'player_moves_up'],
    [/down|back/i, 'player_moves_down'],
    [/jump/i, 'player_jumps'],
    [/shoot|fire|attack|hit|slash/i, 'player_attacks'],
    [/interact|use|talk|pick/i, 'player_interacts'],
  ];
  return rules.find(([re]) => re.test(action))?.[1] ?? `${action}_triggered`;
}

function gameTypeOf(m: Manifest, player: EvalConfig['player_node']): GameType {
  const actions = Object.keys(m.input_actions).join(' ');
  const types = new Set(m.scenes.flatMap((s) => s.nodes.map((n) => n.type)));
  const names = m.scenes.flatMap((s) => s.nodes.map((n) => n.path)).join(' ');
  if (/card/i.test(names)) return 'card';
  if (/jump/i.test(actions) && player?.type === 'CharacterBody2D') return 'platformer';
  if (/shoot|fire/i.test(actions)) return 'shooter';
  if (/interact|talk/i.test(actions)) return 'rpg';
  if (player === null && (types.has('TileMap') || types.has('GridContainer'))) return 'puzzle';
  if (player === null && /build|tower|unit/i.test(names)) return 'strategy';
  return 'other';
}

/** eval_config by rules over the manifest: no model, the same manifest always gives the same config. */
export function evalConfigByRules(m: Manifest): EvalConfig {
  const player = findPlayer(m);
  const menus = m.scenes.filter(isMenu).map((s) => s.path);
  // A scene another scene instances (the player, a bullet) is a part of gameplay, not a place the game goes to.
  const instanced = new Set(m.scenes.flatMap((s) => s.nodes.map((n) => n.instance)));
  const gameplay = m.scenes
    .filter((s) => !isMenu(s) && !instanced.has(s.path) && s.nodes.some(isBody))
    .map((s) => s.path);
  return {
    player_node: player,
    score_tracking: findTracking(m, /score|points|coins/i, 'score'),
    health_tracking: findTracking(m, /health|hp|lives|life/i, 'health'),
    key_signals: keySignals(m),
    gameplay_scenes: gameplay,
    menu_scenes: menus,
    expected_behaviors: Object.keys(m.input_actions).map((input) => ({ input, expected_effect: effectOf(input) })),
    game_type: gameTypeOf(m, player),
    notes: 'derived by rules over the manifest (no model)',
  };
}

/** App. F.3's system prompt; its numbered list of what to identify folded into one sentence. */
export const EVAL_CONFIG_SYSTEM =
  "You are an expert Godot 4.x game developer. Your task is to analyze a game project's structure and identify " +
  'key nodes, properties, and signals that can be used for automated gameplay testing.\n\n' +
  'Based on the compressed manifest, output a JSON evaluation config that identifies: the player node, ' +
  'score/points tracking (if any), health/lives tracking (if any), key gameplay signals, win/lose conditions (if ' +
  'identifiable), and what behaviors to expect when input is injected.\n\n' +
  'IMPORTANT RULES:\n- Only identify nodes/properties you can CONFIDENTLY determine from the code structure\n' +
  '- Use actual node paths from the scene files, not guesses\n- If you cannot determine something, set it to null\n' +
  '- All node paths should be relative to the scene root (e.g., "Player", "World/Player", "UI/ScoreLabel")\n' +
  '- For signals, use the actual signal names from the scripts\n' +
  '- Output ONLY valid JSON, no markdown, no explanation, no preamble';

/** eval_config from a model answering F.3's prompt; its answer is checked against the schema (re-asked once). */
export async function evalConfigByModel(m: Manifest, llm: Llm): Promise<EvalConfig> {
  const result = await llm.object({
    purpose: 'godot.eval-config',
    system: EVAL_CONFIG_SYSTEM,
    prompt:
      'Analyze this Godot game project and output an evaluation config JSON.\n\nProject manifest:\n\n' +
      `${JSON.stringify({ manifest_json: m })}\n`,
    schema: EvalConfigSchema,
    schemaName: 'eval_config',
  });
  return result.object;
}
