// Phase 1 of make: which family a prompt belongs to, decided by physics and perspective rather than genre names
// (OpenGame App. B's five archetypes and their key questions). Rule-based: every cue found is evidence with a weight;
// the answer carries its reasoning, a confidence, and the runner-up. Never a silent default.
import { ARCHETYPES, type Archetype, type Classification } from '../shared/index.ts';
import { FAMILIES } from '../families/index.ts';
import { FAMILY_MODES } from './modes/families.ts';
import { NAMED } from './named.ts';

/** The classification's schema is shared (a make result holds it); make's own files take it from here. */
export { ClassificationSchema, type Classification } from '../shared/index.ts';

const keyQuestion = (archetype: Archetype): string => FAMILIES[archetype].classifier.keyQuestion;

/** Below this margin over the runner-up, the classifier says it is unsure. */
const UNSURE_CONFIDENCE = 0.65;

/** Classifies a prompt (already lower-cased or not). `override` wins, and the evidence is still reported. */
export function classifyPrompt(prompt: string, override?: Archetype): Classification {
  const text = prompt.toLowerCase();
  const evidence: Classification['evidence'] = [];
  // Each family's cues (src/families/<name>/), physics before genre words, then its modes' (src/make/modes/); then the
  // cues that settle a clash.
  for (const archetype of ARCHETYPES) {
    const modeCues = FAMILY_MODES.filter((mode) => mode.family === archetype).flatMap((mode) => mode.cues);
    for (const cue of [...FAMILIES[archetype].classifier.cues, ...modeCues]) {
      const matches = new Set(Array.from(text.matchAll(new RegExp(cue.pattern.source, 'g')), (m) => m[0]));
      for (const match of [...matches].sort())
        evidence.push({ archetype, cue: `"${match}": ${cue.means}`, weight: cue.weight });
    }
  }
  for (const archetype of ARCHETYPES)
    for (const tie of FAMILIES[archetype].classifier.tieBreakers)
      if (tie.pattern.test(text)) evidence.push({ archetype, cue: tie.cue, weight: tie.weight });
  const scores = Object.fromEntries(
    ARCHETYPES.map((a) => [
      a,
      Math.round(evidence.filter((e) => e.archetype === a).reduce((s, e) => s + e.weight, 0) * 100) / 100,
    ]),
  ) as Record<Archetype, number>;
  const ranked = [...ARCHETYPES].sort((a, b) => scores[b] - scores[a] || ARCHETYPES.indexOf(a) - ARCHETYPES.indexOf(b));
  const best = ranked[0]!;
  const second = ranked[1]!;
  const total = scores[best] + scores[second];

  if (override) {
    const agrees = override === best && scores[best] > 0;
    return {
      archetype: override,
      source: 'option',
      reasoning: `--archetype ${override} was given${
        agrees
          ? "; the prompt's physics cues agree"
          : scores[best] > 0
            ? `; the prompt's cues pointed to ${best} (${scores[best]} vs ${scores[override]})`
            : '; the prompt has no physics cues'
      }. Key question: ${keyQuestion(override)}.`,
      confidence: 1,
      unsure: false,
      runnerUp: scores[best] > 0 && best !== override ? { archetype: best, score: scores[best] } : null,
      scores,
      evidence,
      physicsProfile: FAMILIES[override].classifier.physicsProfile,
    };
  }

  if (scores[best] === 0) {
    return {
      archetype: 'platformer',
      source: 'rules',
      reasoning:
        'The prompt names no movement, perspective or rules, so the physics cannot be read from it. Unsure: chose ' +
        'platformer (side view with gravity), the most general action family; runner-up top_down. ' +
        'Pass --archetype to choose.',
      confidence: 0,
      unsure: true,
      runnerUp: { archetype: 'top_down', score: 0 },
      scores,
      evidence,
      physicsProfile: FAMILIES.platformer.classifier.physicsProfile,
    };
  }
  const stray = strayCue(text, evidence, best);
  const confidence = Math.min(Math.round((scores[best] / total) * 100) / 100, stray ? STRAY_CONFIDENCE : 1);
  const unsure = confidence < UNSURE_CONFIDENCE || scores[best] < 2 || stray !== undefined;
  const cues = evidence.filter((e) => e.archetype === best).map((e) => e.cue);
  const against = evidence.filter((e) => e.archetype === second).map((e) => e.cue);
  const reasoning = [
    `${best}: ${cues.join('; ')}.`,
    `Key question: ${keyQuestion(best)}.`,
    scores[second] > 0
      ? `Runner-up ${second} (${scores[second]} vs ${scores[best]}): ${against.join('; ')}.`
      : `No cue for any other family (runner-up ${second}).`,
    stray ?? '',
    unsure ? 'Unsure: the evidence is thin or split; pass --archetype to choose.' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    archetype: best,
    source: 'rules',
    reasoning,
    confidence,
    unsure,
    runnerUp: { archetype: second, score: scores[second] },
    scores,
    evidence,
    physicsProfile: FAMILIES[best].classifier.physicsProfile,
  };
}

/** The most confidence a family gets when its only evidence is a stray word. */
const STRAY_CONFIDENCE = 0.4;

/**
 * A stray cue: the chosen family's only evidence is one single word (a verb like "fall" or "jump"), while the prompt
 * names a kind of game that belongs to another family, or to none ("a card game where cards fall"). Returns the
 * sentence that says so, or undefined when the evidence stands.
 */
function strayCue(text: string, evidence: Classification['evidence'], best: Archetype): string | undefined {
  const words = new Set(
    evidence.filter((e) => e.archetype === best).map((e) => /^"([^"]*)"/.exec(e.cue)?.[1] ?? e.cue),
  );
  const [word] = [...words];
  if (words.size !== 1 || !word || !/^[a-z]+$/.test(word)) return undefined;
  const named = NAMED.find((n) => n.kind === 'genre' && n.family !== best && n.pattern.test(text));
  const seen = named?.pattern.exec(text)?.[0];
  if (!named || !seen || seen.includes(word)) return undefined;
  return (
    `"${word}" is the only cue for ${best}, a stray word against "${seen}" ` +
    `(${named.family ? `a ${named.family} game` : 'a kind of game no family makes'}), so it weighs little.`
  );
}
