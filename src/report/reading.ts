// What helps a person read any report: the command that makes it again, and what its abbreviations stand for.
import { escapeHtml } from './html.ts';

/** Every abbreviation a Playsmith report uses, spelled out in a line each. */
export const GLOSSARY = {
  L1: 'integrity: every entry file, asset, scene and config key the game refers to exists',
  L2: 'build: the game typechecks and bundles',
  L3a: 'stability: 30 s of game time with no input, no uncaught error, no failed request, a canvas that is not blank',
  L3b: 'behaviour: 60 s of game time under scripted input, measured as a behaviour vector (never pass/fail alone)',
  SCS:
    'structural completeness (0–1): how the code compares with a reference, dimension by dimension (scenes, ' +
    'modules, input actions, functions, object creations, event use), each capped at 1',
  BAS:
    'behavioural alignment (0–1): how the L3b behaviour (objects added and removed, movement, input, events) ' +
    'compares with a reference',
  BH: 'build health (0–100): integrity, build, load and runtime, each losing points for the L1–L3a errors found',
  VU: 'visual usability (0–100): the screen has varied content and moves in answer to input',
  IA: "intent alignment (0–100): weighted share of the prompt's requirements the game was shown to meet",
  Exec: 'the game runs 30 s of game time (L3a) with no uncaught error',
  Pass: "the game's golden path (golden-path.json) is replayed and wins",
  Play:
    'Exec and Pass hold, the tester played to the end with no logic violation, and the goal was reached (or, where ' +
    'it was not, every listed action was seen to change the game)',
  'Exec@k / Pass@k / Play@k': 'the chance that at least one of k samples of a task reaches that verdict',
  'Efficiency@k': 'Play@k (in %) per thousand tokens spent making k samples of a task',
  recall: 'share of the known bugs that a confirmed report matched',
  precision: 'share of the confirmed reports that matched a known bug',
  oracle:
    'a rule checked on every step without a model (e.g. a counter out of its range, a state change after the end)',
} as const;
export type GlossaryTerm = keyof typeof GLOSSARY;

/** The "rerun" line: the command that makes this report again. */
export function rerunSection(command: string): string {
  return `<p class="rerun"><b>Rerun:</b> <code>${escapeHtml(command)}</code></p>`;
}

/** The glossary of the terms a page uses, in the order given. */
export function glossarySection(terms: readonly GlossaryTerm[]): string {
  const items = terms.map((t) => `<dt>${escapeHtml(t)}</dt><dd>${escapeHtml(GLOSSARY[t])}</dd>`);
  return `<h2>Glossary</h2><dl class="glossary">${items.join('')}</dl>`;
}

/** A command line a shell reads back as the same words: a word with a space or a shell character is quoted. */
export function shellLine(words: readonly string[]): string {
  return words.map((w) => (/^[\w@%+=:,./#-]+$/.test(w) ? w : `'${w.replace(/'/g, "'\\''")}'`)).join(' ');
}
