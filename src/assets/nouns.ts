// Which nouns the procedural generators draw as themselves (a fox, a bat, a coin, a walrus, mountains), so that make
// can say whether a named thing is shown as what it is or only as a generic figure or shape.
import { sceneryName } from './backgrounds.ts';
import { creatureKind, hasCharacterTraits, roleName } from './characters.ts';
import { SHAPE_WORDS } from './items.ts';
import { isColourWord } from './palette.ts';
import { joinPairs, recipeName } from './recipes/index.ts';
import { lookup } from './words.ts';

/**
 * What the sprite and background generators draw for `noun` (a singular word, or a two-word name such as "trash
 * can"), or undefined when nothing specific. A colour word before a drawn thing is said too ("golden apple": a golden
 * fruit), since the sprite takes that colour (or its nearest shade that keeps the roles apart).
 */
export function drawnAs(noun: string): string | undefined {
  const plain = drawnPlain(noun);
  if (plain) return plain;
  // A word for the part it plays ("lich boss") is no look: the sprite is drawn for the words before it.
  const cast = /^(.*[a-z])\s+(boss|hero|heroine|enemy|minion|monster)$/.exec(noun.toLowerCase().trim());
  if (cast) return drawnAs(cast[1]!);
  const coloured = colouredThing(noun);
  if (!coloured) return undefined;
  const { colour, rest, drawn } = coloured;
  return drawn.replace(/^a /, `a ${colour} `).replace(` (for "${rest}")`, ` (for "${noun.toLowerCase().trim()}")`);
}

/** The colour word that paints what `noun` names ("golden apples": golden), when the art takes its colour from it. */
export function drawnColour(noun: string): string | undefined {
  return drawnPlain(noun) ? undefined : colouredThing(noun)?.colour;
}

/** A colour word and the thing after it, when that thing is drawn as a thing or creature (people wear colours). */
function colouredThing(noun: string): { colour: string; rest: string; drawn: string } | undefined {
  const words = noun.toLowerCase().trim().split(/\s+/).filter(Boolean);
  if (words.length < 2 || !isColourWord(words[0]!)) return undefined;
  const rest = words.slice(1).join(' ');
  const drawn = drawnPlain(rest);
  if (!drawn || / (character|scenery)$/.test(drawn)) return undefined;
  return { colour: words[0]!, rest, drawn };
}

function drawnPlain(noun: string): string | undefined {
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
  return sceneryName(spoken);
}
