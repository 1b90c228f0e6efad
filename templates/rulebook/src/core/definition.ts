// What a game tells the core about itself: its archetype, goal, input actions and level order. The game's
// src/game/definition.ts exports one of these; src/main.ts hands it to installGame().

export type Archetype = 'core' | 'platformer' | 'top_down' | 'grid_logic' | 'tower_defense' | 'ui_heavy';

/**
 * A named input action. `keys` are Playwright key names (ArrowLeft, Space, Enter, KeyZ, Digit1, Escape);
 * the first key is the one a test harness presses. Names are lowercase snake_case.
 */
export interface ActionBinding {
  name: string;
  keys: readonly string[];
  description?: string;
}

export interface GameDefinition {
  archetype: Archetype;
  /** One sentence: what the player must do to win. */
  goal: string;
  /** The game's own actions; the core adds `start` (Enter) and `pause` (KeyP, Escape). */
  actions: readonly ActionBinding[];
  /** Level ids in play order; the Level scene looks its content up by id. */
  levelOrder: readonly string[];
}

export const CORE_ACTIONS: readonly ActionBinding[] = [
  { name: 'start', keys: ['Enter', 'Space'], description: 'start or restart from a menu' },
  { name: 'pause', keys: ['KeyP', 'Escape'], description: 'pause and resume' },
];

let current: GameDefinition | undefined;

export function setDefinition(definition: GameDefinition): void {
  const problems = validateDefinition(definition);
  if (problems.length) throw new Error(`src/game/definition.ts: ${problems.join('; ')}`);
  current = definition;
}

export function definition(): GameDefinition {
  if (!current)
    throw new Error(
      'the game definition is not installed yet: src/main.ts must call installGame(game, definition) right after ' +
        'new Phaser.Game',
    );
  return current;
}

/** Every action the game answers to: the core's and the game's. */
export function allActions(): ActionBinding[] {
  const own = definition().actions;
  return [...own, ...CORE_ACTIONS.filter((core) => !own.some((a) => a.name === core.name))];
}

export function validateDefinition(d: GameDefinition): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const action of d.actions) {
    if (!/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(action.name))
      problems.push(`action "${action.name}" must be lowercase snake_case`);
    if (names.has(action.name)) problems.push(`action "${action.name}" is listed twice`);
    names.add(action.name);
    if (action.keys.length === 0) problems.push(`action "${action.name}" has no keys`);
  }
  if (d.levelOrder.length === 0) problems.push('levelOrder is empty: list at least one level id');
  if (new Set(d.levelOrder).size !== d.levelOrder.length) problems.push('levelOrder lists a level id twice');
  return problems;
}
