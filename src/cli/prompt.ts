// The make prompt's first reading, before any work: a prompt that names nothing to make ("x", "a game", "something
// fun") is refused with what a prompt should say, instead of becoming a game that honours 0 of 0 phrases.
import { classifyPrompt, readAskedKind, readPhrases } from '../make/index.ts';
import { UsageError } from './usage.ts';

const EXAMPLE = '"a platformer where a fox collects gems", "tic-tac-toe against the computer"';

/** Refuses an empty prompt, and one in which no reader finds a kind of game, a genre cue or a thing to put in it. */
export function refuseEmptyPrompt(prompt: string, archetype: string | undefined): void {
  if (prompt.trim() === '')
    throw new UsageError(`the prompt is empty; describe the game in a sentence, e.g. ${EXAMPLE}`);
  // --archetype names what to make on its own; the prompt then only flavours it.
  if (archetype !== undefined) return;
  const namesSomething =
    readAskedKind(prompt) !== undefined || classifyPrompt(prompt).evidence.length > 0 || readPhrases(prompt).length > 0;
  if (!namesSomething)
    throw new UsageError(
      `the prompt "${prompt.trim()}" names nothing to make: no kind of game (a platformer, a maze, snake, ` +
        'tic-tac-toe, …), no character, thing or goal. Say what kind of game it is and what the player does, ' +
        `e.g. ${EXAMPLE}; or name the family with --archetype`,
    );
}
