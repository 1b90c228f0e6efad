// What proves any grid game was made as asked: the mode's own requirements around every puzzle solved, the merge
// board's tiles and goal, an undo and a restart that work, the time limit and the lives; the mode's parts add theirs
// before and after (parts.ts).
import type { Gdd } from '../../gdd.ts';
import type { Requirement } from '../../requirements.ts';
import { designFact, eventFact, timerAsked } from '../shared/requirements.ts';
import { TIMER_PATH } from './design.ts';
import { levelsData } from './levels.ts';
import type { MergeLevelData } from './mergeKind.ts';
import type { GridParts } from './parts.ts';
import { plural, readGridWords, type GridWords } from './words.ts';

/** Merging the prompt speaks of, made on the merge boards (or said not to be, when the game has none). */
function mergeRequirements(words: GridWords, merge: readonly MergeLevelData[]): Requirement[] {
  const out: Requirement[] = [];
  if (words.mergePhrase)
    out.push(
      merge.length
        ? {
            id: 'merge-tiles',
            text: `equal ${plural(words.tile)} merge`,
            source: words.mergePhrase,
            weight: 2,
            check: { kind: 'event', event: 'tiles_merged', minCount: 1 },
          }
        : {
            id: 'merge-tiles',
            text: `equal ${plural(words.tile)} merge`,
            source: words.mergePhrase,
            weight: 1,
            check: {
              kind: 'design',
              ok: false,
              evidence: 'the game has no merge board (one level was asked for, and it is a push-box puzzle)',
            },
          },
    );
  const last = merge[merge.length - 1];
  // The goal tile the prompt names ("merge into 2048"), made on the last board; and the numbers its tiles show.
  if (words.mergeTarget !== null && last)
    out.push(
      last.goal === words.mergeTarget
        ? {
            id: 'merge-target',
            text: `the ${words.mergeTarget} tile is made on the last board`,
            source: words.mergeTargetPhrase ?? String(words.mergeTarget),
            weight: 2,
            check: { kind: 'state', path: 'entities.maxTile', gte: words.mergeTarget },
          }
        : {
            id: 'merge-target',
            text: `the ${words.mergeTarget} tile is made on the last board`,
            source: words.mergeTargetPhrase ?? String(words.mergeTarget),
            weight: 1,
            check: {
              kind: 'design',
              ok: false,
              evidence: `no line to ${words.mergeTarget} was found; the last board's goal is ${last.goal}`,
            },
          },
    );
  if (words.numberedPhrase && last)
    out.push({
      id: 'numbered-tiles',
      text: `each ${words.tile} shows its number, up to ${last.goal} on the last board`,
      source: words.numberedPhrase,
      weight: 1,
      check: { kind: 'state', path: 'entities.maxTile', gte: last.goal },
    });
  return out;
}

/** An undo, a restart, the time limit and the lives the prompt asks for, as a grid game has them. */
function askedRequirements(gdd: Gdd, words: GridWords, parts: GridParts): Requirement[] {
  const { intent } = gdd;
  const config = gdd.sections.config;
  const out: Requirement[] = [];
  const moves = !parts.clocked;
  if (intent.mechanics.undo && moves)
    out.push(
      eventFact({
        id: 'undo',
        text: 'moves can be undone',
        source: intent.phrases.undo ?? 'undo',
        event: 'move_undone',
      }),
    );
  if (words.restartPhrase && moves)
    out.push(
      eventFact({
        id: 'restart',
        text: 'a level can be restarted',
        source: words.restartPhrase,
        event: 'level_restarted',
      }),
    );
  if (intent.mechanics.timerSeconds !== null && !parts.ownTimer && moves)
    out.push(
      timerAsked(intent, intent.mechanics.timerSeconds, {
        text: `each level has a ${intent.mechanics.timerSeconds} s time limit`,
        path: TIMER_PATH,
        seconds: config[TIMER_PATH],
        fails: 'attempt',
      }),
    );
  if (intent.mechanics.lives !== null)
    out.push(
      designFact({
        id: 'lives',
        text: `${intent.mechanics.lives} lives`,
        source: intent.phrases.lives ?? 'lives',
        ok: config['game.lives'] === intent.mechanics.lives && config['grid.stuckCostsLife'] === true,
        evidence:
          `config game.lives = ${JSON.stringify(config['game.lives'])}, grid.stuckCostsLife = ` +
          `${JSON.stringify(config['grid.stuckCostsLife'])}`,
      }),
    );
  return out;
}

/** Every requirement of a grid game made by the mode whose parts these are. */
export function gridRequirements(gdd: Gdd, parts: GridParts): Requirement[] {
  const words = readGridWords(gdd.intent);
  const data = levelsData(gdd.sections.levels, parts.kinds);
  const merge = data.filter((d): d is MergeLevelData => d.kind === 'merge');
  const hooks = parts.requirements;
  return [
    ...(hooks.leading?.(gdd, words, data) ?? []),
    {
      id: 'solve-every-level',
      text: `every one of the ${data.length} puzzles is solved`,
      source: 'family rules',
      weight: 2,
      check: { kind: 'event', event: 'puzzle_solved', minCount: data.length },
    },
    ...(hooks.afterSolved?.(gdd, words, data) ?? []),
    ...mergeRequirements(words, merge),
    ...askedRequirements(gdd, words, parts),
    ...(hooks.trailing?.(gdd, words, data) ?? []),
  ];
}
