// src/game/definition.ts as every family writes it: the archetype, the goal, the actions the game answers to and the
// level order. Families differ only in how they name their actions.
import type { Gdd } from '../../gdd.ts';

const ts = (value: unknown): string => JSON.stringify(value);

export interface DefinitionActions {
  /** An import line the expression needs ("import { GRID_ACTIONS } from '../family/index.ts';"). */
  imports?: string;
  /** A comment line above the actions, for the person reading the file. */
  note?: string;
  /** The actions expression: `[...GRID_ACTIONS]`, or a list from actionList(). */
  expression: string;
}

/** An action list written out, one action a line. */
export function actionList(actions: readonly { name: string; keys: readonly string[]; description: string }[]): string {
  const lines = actions.map(
    (a) => `    { name: ${ts(a.name)}, keys: ${ts(a.keys)}, description: ${ts(a.description)} },`,
  );
  return `[\n${lines.join('\n')}\n  ]`;
}

export function definitionFile(gdd: Gdd, actions: DefinitionActions): string {
  return `// HOOK FILE (made by playsmith make): what this game is, which actions it answers to, and its level order.
import type { GameDefinition } from '../core/index.ts';
${actions.imports ? `${actions.imports}\n` : ''}
export const definition: GameDefinition = {
  archetype: '${gdd.archetype}',
  goal: ${ts(gdd.goal)},
${actions.note ? `  // ${actions.note}\n` : ''}  actions: ${actions.expression},
  levelOrder: [${gdd.sections.architecture.levelOrder.map(ts).join(', ')}],
};
`;
}
