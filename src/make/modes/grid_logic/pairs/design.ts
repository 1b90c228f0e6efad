// What a memory (pairs) game's design says and what proves it was made: the decisions about its faces, pairs and
// limits, and the requirements checked on the played game (pairs found, cards turned, the clock and the move limit in
// the contract's state, the prompt's named faces drawn on the cards).
import type { Gdd } from '../../../gdd.ts';
import type { Requirement } from '../../../requirements.ts';
import { drawnAs } from '../../../../assets/index.ts';
import { faceKey } from '../../../../../templates/grid_logic/src/family/modes/pairs/pairsRules.ts';
import { artShows, designFact, eventFact } from '../../shared/requirements.ts';
import type { KindData } from '../kind.ts';
import type { PairsLevelData } from './kind.ts';
import type { CardFaces } from './pairs.ts';
import { TIMER_PATH } from '../design.ts';
import type { GridWords } from '../words.ts';

const boardsOf = (data: readonly KindData[]): PairsLevelData[] =>
  data.filter((d): d is PairsLevelData => d.kind === 'pairs');

export function pairsDecisions(words: GridWords, faces: CardFaces, data: readonly KindData[]): string[] {
  const boards = boardsOf(data);
  const counts = boards.map((b) => b.pairs).join(', ');
  const drawn = faces.faces.map((f) => `${f} (${(drawnAs(f) ?? 'a generic figure').replace(/^a /, '')})`);
  return [
    `Card faces: ${faces.subject}` +
      `${faces.subjectFromPrompt ? ' as the prompt says' : ' (the prompt named no subject; the family default)'}: ` +
      `${drawn.join(', ')}` +
      `${faces.named.length ? `; the prompt's own ${faces.named.join(' and ')} are among them` : ''}` +
      `${faces.extra.length ? `; ${faces.extra.join(', ')} added because the subject has too few faces` : ''}.`,
    `Pairs per board: ${counts}` +
      `${words.pairsCountPhrase ? ` ("${words.pairsCountPhrase}")` : ' (the family default for the difficulty)'}; ` +
      `${words.moveLimit === null ? 'no move limit (the prompt gives none)' : `at most ${words.moveLimit} tries`}.`,
    "Each board's cards are dealt from the design's seed; the golden path knows the layout and plays a player's " +
      'line: one try that misses (when the limit leaves room), then every pair.',
  ];
}

/** The requirements of a game with pairs boards (none without). */
export function pairsRequirements(gdd: Gdd, words: GridWords, data: readonly KindData[]): Requirement[] {
  const boards = boardsOf(data);
  if (boards.length === 0) return [];
  const intent = gdd.intent;
  const last = boards[boards.length - 1]!;
  const found = boards.reduce((s, b) => s + b.pairs, 0);
  const flips = boards.reduce((s, b) => s + 2 * b.par, 0);
  const misses = boards.reduce((s, b) => s + b.par - b.pairs, 0);
  const source = words.pairsPhrase ?? 'family rules';
  const same = boards.every((b) => b.pairs === last.pairs);
  const out: Requirement[] = [
    {
      id: 'pairs-total',
      text: `${last.pairs} pairs (${2 * last.pairs} cards) on ${same ? 'every' : 'the last'} board`,
      source: words.pairsCountPhrase ?? 'family rules',
      weight: 2,
      check: { kind: 'state', path: 'flags.pairsTotal', equals: last.pairs },
    },
    eventFact({
      id: 'pairs-found',
      text: `every pair of ${last.subject} is found (${found} pairs)`,
      source,
      weight: 2,
      event: 'pair_found',
      minCount: found,
    }),
    eventFact({
      id: 'cards-flipped',
      text: 'cards are turned over (flipped) two at a time',
      source,
      event: 'card_flipped',
      minCount: flips,
    }),
  ];
  if (misses > 0)
    out.push(
      eventFact({
        id: 'miss-turns-back',
        text: 'two cards that do not match turn back face down',
        source,
        event: 'cards_turned_back',
        minCount: misses,
      }),
    );
  const seconds = gdd.sections.config[TIMER_PATH];
  if (intent.mechanics.timerSeconds !== null && typeof seconds === 'number')
    out.push(
      {
        id: 'timer',
        text: `each board has a ${seconds} s clock, counting down in play`,
        source: intent.phrases.timer ?? 'timer',
        weight: 2,
        check: { kind: 'state', path: 'flags.timeLimitMs', equals: seconds * 1000 },
      },
      {
        id: 'beat-the-clock',
        text: `every board is cleared before its ${seconds} s run out`,
        source: intent.phrases.timer ?? 'timer',
        weight: 1,
        check: { kind: 'state', path: 'flags.timeLeftMs', gte: 1 },
      },
    );
  if (words.moveLimit !== null)
    out.push({
      id: 'move-limit',
      text: `at most ${words.moveLimit} tries per board`,
      source: `${words.moveLimit} moves`,
      weight: 1,
      check: { kind: 'state', path: 'flags.moveLimit', equals: words.moveLimit },
    });
  const named = last.faces.filter((f) => new RegExp(`\\b${f}(?:e?s)?\\b`).test(intent.read.toLowerCase()));
  if (named.length) {
    const shown = named.map((f) => artShows(gdd, faceKey(f), f, 'card face'));
    out.push(
      designFact({
        id: 'named-faces',
        text: `the cards show the ${named.join(' and the ')}`,
        source: named.join(', '),
        weight: 2,
        ok: shown.every((s) => s.ok),
        evidence: shown.map((s) => s.evidence).join('; '),
      }),
    );
  }
  return out;
}
