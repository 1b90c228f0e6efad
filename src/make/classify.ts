// Phase 1 of make: which family a prompt belongs to, decided by physics and perspective rather than genre names
// (OpenGame App. B's five archetypes and their key questions). Rule-based: every cue found is evidence with a weight;
// the answer carries its reasoning, a confidence, and the runner-up. Never a silent default.
import { ARCHETYPES, type Archetype, type Classification } from '../shared/index.ts';
import { FAMILIES } from '../families/index.ts';

/** The classification's schema is shared (a make result holds it); make's own files take it from here. */
export { ClassificationSchema, type Classification } from '../shared/index.ts';

const keyQuestion = (archetype: Archetype): string => FAMILIES[archetype].classifier.keyQuestion;

/** Below this margin over the runner-up, the classifier says it is unsure. */
const UNSURE_CONFIDENCE = 0.65;

/** Classifies a prompt (already lower-cased or not). `override` wins, and the evidence is still reported. */
export function classifyPrompt(prompt: string, override?: Archetype): Classification {
  const text = prompt.toLowerCase();
  const evidence: Classification['evidence'] = [];
  // Each family's cues (src/families/<name>/), physics before genre words; then the cues that settle a clash.
  for (const archetype of ARCHETYPES) {
    for (const cue of FAMILIES[archetype].classifier.cues) {
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
  const confidence = Math.round((scores[best] / total) * 100) / 100;
  const unsure = confidence < UNSURE_CONFIDENCE || scores[best] < 2;
  const cues = evidence.filter((e) => e.archetype === best).map((e) => e.cue);
  const against = evidence.filter((e) => e.archetype === second).map((e) => e.cue);
  const reasoning = [
    `${best}: ${cues.join('; ')}.`,
    `Key question: ${keyQuestion(best)}.`,
    scores[second] > 0
      ? `Runner-up ${second} (${scores[second]} vs ${scores[best]}): ${against.join('; ')}.`
      : `No cue for any other family (runner-up ${second}).`,
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
