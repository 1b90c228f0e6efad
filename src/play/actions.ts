// The tester's hands: checking an action against the game before it is sent (coordinates inside the game, keys that
// exist, actions the game lists) and sending it through the harness session in game time. A refused action is never
// sent; its reason goes back to the policy.
import type { GameSession } from '../harness/index.ts';
import type { PlayAction } from '../shared/index.ts';

/** Playwright key names a tester may press: letters, digits, arrows, and the usual editing and modifier keys. */
const NAMED_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Space',
  'Enter',
  'Escape',
  'Tab',
  'Backspace',
  'Delete',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Shift',
  'Control',
  'Alt',
  'Meta',
  'Insert',
]);
const KEY_PATTERN = /^(Key[A-Z]|Digit[0-9]|F([1-9]|1[0-2])|[a-z0-9]|Numpad[0-9])$/;

export function isKnownKey(key: string): boolean {
  return NAMED_KEYS.has(key) || KEY_PATTERN.test(key);
}

/** What the tester knows of the game when it checks an action. */
export interface ActionBounds {
  size: { width: number; height: number } | undefined;
  /** The contract's named actions and their keys. */
  actions: Record<string, string[]>;
}

/** Why `action` must not be sent, or undefined when it may. */
export function refusal(action: PlayAction, bounds: ActionBounds): string | undefined {
  const inside = (x: number, y: number): string | undefined => {
    if (!bounds.size) return 'the game has no canvas to aim at';
    const { width, height } = bounds.size;
    if (x < 0 || y < 0 || x >= width || y >= height)
      return `(${x}, ${y}) is outside the game, whose coordinates run from (0, 0) to (${width - 1}, ${height - 1})`;
    return undefined;
  };
  const key = (k: string): string | undefined =>
    isKnownKey(k)
      ? undefined
      : `"${k}" is not a key name; use ArrowLeft, Space, Enter, KeyA…KeyZ, Digit0…Digit9 or a listed action with act`;
  switch (action.action) {
    case 'click':
    case 'scroll':
      return inside(action.x, action.y);
    case 'press':
      return key(action.key);
    case 'hotkey':
      return action.keys.map(key).find((r) => r !== undefined);
    case 'act': {
      if (action.name in bounds.actions) return undefined;
      const known = Object.keys(bounds.actions);
      return (
        `the game lists no action "${action.name}" ` +
        `(${known.length ? `its actions: ${known.join(', ')}` : 'it lists none; use press with a key name'})`
      );
    }
    default:
      return undefined;
  }
}

const SCROLL: Record<string, [number, number]> = { up: [0, -100], down: [0, 100], left: [-100, 0], right: [100, 0] };

/** Sends an accepted action; finish and script actions are the tester's own and are not sent here. */
export async function sendAction(session: GameSession, action: PlayAction): Promise<void> {
  switch (action.action) {
    case 'click':
      return session.click(action.x, action.y);
    case 'type':
      return session.type(action.text);
    case 'hotkey':
      for (const key of action.keys) await session.keyDown(key);
      await session.runFor(50);
      for (const key of [...action.keys].reverse()) await session.keyUp(key);
      return;
    case 'press':
    case 'act': {
      const input = action.action === 'press' ? action.key : action.name;
      await session.keyDown(input);
      try {
        await session.runFor(action.ms);
      } finally {
        await session.keyUp(input);
      }
      return;
    }
    case 'scroll': {
      await session.mouseMove(action.x, action.y);
      const [dx, dy] = SCROLL[action.direction]!;
      return session.wheel(dx, dy);
    }
    case 'wait':
      return session.runFor(action.ms);
    default:
      return;
  }
}

/** An action in a few words, for the step strip and the trajectory. */
export function describeAction(action: PlayAction): string {
  switch (action.action) {
    case 'click':
      return `click (${Math.round(action.x)}, ${Math.round(action.y)})`;
    case 'type':
      return `type "${action.text}"`;
    case 'hotkey':
      return `hotkey ${action.keys.join('+')}`;
    case 'press':
      return `press ${action.key} ${action.ms} ms`;
    case 'scroll':
      return `scroll ${action.direction} at (${Math.round(action.x)}, ${Math.round(action.y)})`;
    case 'wait':
      return `wait ${action.ms} ms`;
    case 'finish':
      return `finish ${action.outcome}`;
    case 'act':
      return `${action.name} ${action.ms} ms`;
    case 'script':
      return action.label;
  }
}
