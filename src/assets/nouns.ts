// Which nouns the procedural generators draw as themselves (a fox, a bat, a coin, a walrus, mountains), so that make
// can say whether a named thing is shown as what it is or only as a generic figure or shape.
import { SCENERY_WORDS } from './backgrounds.ts';
import { creatureKind, hasCharacterTraits, roleName } from './characters.ts';
import { SHAPE_WORDS } from './items.ts';
import { joinPairs, recipeName } from './recipes/index.ts';
import { lookup } from './words.ts';

/**
 * What the sprite and background generators draw for `noun` (a singular word, or a two-word name such as "trash
 * can"), or undefined when nothing specific.
 */
export function drawnAs(noun: string): string | undefined {
  const spoken = noun.toLowerCase().trim();
  const tokens = joinPairs(spoken.split(/[^a-z0-9]+/).filter(Boolean));
  const recipe = tokens.length === 1 ? recipeName(tokens[0]!) : undefined;
  if (recipe) return recipe === spoken ? `a ${spoken}` : `a ${recipe} (for "${noun}")`;
  const role = roleName(spoken);
  if (role) return `a ${role} character`;
  const words = [noun.toLowerCase()];
  if (hasCharacterTraits(words)) return `a ${noun} character`;
  const creature = creatureKind(words);
  if (creature) return creature === noun ? `a ${noun}` : `a ${creature} (for "${noun}")`;
  const shape = lookup(words, SHAPE_WORDS);
  if (shape) return shape === noun ? `a ${noun}` : `a ${shape} (for "${noun}")`;
  const scenery = lookup(words, SCENERY_WORDS);
  if (scenery) return `${scenery} scenery`;
  return undefined;
}
