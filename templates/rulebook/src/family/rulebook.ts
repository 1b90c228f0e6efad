// The game's rulebook (rulebook.json at the project root), checked and compiled once, and what the core needs from
// it: the actions (controls, plus a cursor on board games), the archetype, the level order, the goal.
import type { ActionBinding, Archetype, GameDefinition } from '../core/index.ts';
import { CURSOR_CONTROLS, RulebookEngine, SELECT_CONTROL } from '../engine/engine.ts';
import rulebookJson from '../../rulebook.json';

export const engine = new RulebookEngine(rulebookJson);
export const book = engine.book;

/** How L3b and the play tester should treat the game: by its world and its inputs. */
export function archetypeOf(): Archetype {
  if (book.grid) return 'grid_logic';
  const moving = book.controls.some((c) => ['left', 'right', 'up', 'down', 'thrust', 'jump', 'flap'].includes(c.do));
  if (!moving && engine.rulesFor('clicked').length) return 'ui_heavy';
  return (book.source.world.gravity?.y ?? 0) !== 0 ? 'platformer' : 'top_down';
}

function actions(): ActionBinding[] {
  const out: ActionBinding[] = book.controls.map((c) => ({
    name: c.name,
    keys: c.codes,
    description: c.description ?? c.name.replace(/_/g, ' '),
  }));
  if (engine.cursor) {
    for (const c of CURSOR_CONTROLS)
      out.push({ name: c.name, keys: [...c.codes], description: `cursor ${c.name.slice(7)}` });
    out.push({
      name: SELECT_CONTROL.name,
      keys: [...SELECT_CONTROL.codes],
      description: 'play the cell under the cursor',
    });
  }
  // Typing uses every letter, P included: pause stays on Escape alone.
  if (book.controls.some((c) => c.keys === 'letters'))
    out.push({ name: 'pause', keys: ['Escape'], description: 'pause and resume' });
  return out;
}

export const rulebookDefinition: GameDefinition = {
  archetype: archetypeOf(),
  goal: book.source.goal,
  actions: actions(),
  levelOrder: book.source.levels.map((l, i) => (l.name ?? `level ${i + 1}`).toLowerCase().replace(/[^a-z0-9]+/g, '-')),
};
