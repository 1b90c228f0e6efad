// A story whose ending depends on who the player accuses ("the ending depends on who you accuse"): the last chapter
// ends in an accusation between suspects, each accusation leading to an ending of its own (the culprit's the won one,
// each innocent's a losing one with its own reason). The planner's search reaches every node, so each ending is
// proven reachable; the requirements say so and that the golden path solves the case.
import { type Random, shuffled } from '../../../../assets/index.ts';
import type { StoryLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import type { Requirement } from '../../../requirements.ts';
import { designFact, eventFact } from '../../shared/requirements.ts';
import { fit } from '../text.ts';
import { capital, firstCapital, type Goal } from '../words.ts';

const ACCUSE = new RegExp(
  String.raw`\bendings? (?:depends?|changes?|turns?|hangs?) on (?:who|whom|which \w+) (?:you|the player|they) ` +
    String.raw`(accuse|blame|suspect|name|arrest)s?\b`,
);
/** Suspects by setting word; the first list whose word appears, else the plain one. */
const SUSPECTS: readonly [RegExp, string[]][] = [
  [/\btrain|railway|express\b/, ['widow', 'cook', 'banker', 'countess', 'colonel', 'nurse']],
  [/\bship|boat|liner|cruise\b/, ['captain', 'widow', 'cook', 'banker', 'steward', 'countess']],
  [/\bmansion|manor|castle|house\b/, ['butler', 'widow', 'cook', 'gardener', 'maid', 'nephew']],
];
const PLAIN = ['stranger', 'widow', 'cook', 'banker', 'doctor', 'neighbour'];
const SUSPECT_COUNT = 3;

export interface Accusation {
  /** The prompt's words ("ending depends on who you accuse"). */
  phrase: string;
  verb: string;
}

export function readAccusation(text: string): Accusation | null {
  const m = ACCUSE.exec(text.toLowerCase());
  return m ? { phrase: m[0], verb: m[1]! } : null;
}

export interface AccusationSpec {
  place: string;
  goal: Goal;
  hero: string;
  heroKey: string;
}

/** The ending node ids of the accusation, one per suspect, and the culprit's. */
export interface AccusedChapter {
  level: StoryLevel;
  suspects: string[];
  culprit: string;
}

/** The chapter with its won ending turned into the accusation: one choice and one ending per suspect. */
export function withAccusation(level: StoryLevel, spec: AccusationSpec, random: Random): AccusedChapter {
  const pool = SUSPECTS.find(([re]) => re.test(spec.place))?.[1] ?? PLAIN;
  const suspects = shuffled(pool, random).slice(0, SUSPECT_COUNT);
  const culprit = random.pick(suspects);
  const crime = spec.goal.object;
  const nodes = { ...level.nodes };
  const names = suspects.map((s) => `the ${s}`);
  nodes.goal = {
    speaker: capital(spec.hero).slice(0, 20),
    portrait: spec.heroKey,
    text: fit(200, [
      `Every clue of the ${crime} on the ${spec.place} points to ${names[0]}, ${names[1]} or ${names[2]}. ` +
        'Who do you accuse?',
      `The clues point to ${names[0]}, ${names[1]} or ${names[2]}. Who do you accuse?`,
    ]),
    choices: suspects.map((s) => ({ text: fit(44, [`Accuse the ${s}`]), next: `accuse_${s}` })),
  };
  for (const s of suspects) {
    const guilty = s === culprit;
    nodes[`accuse_${s}`] = guilty
      ? {
          speaker: capital(spec.hero).slice(0, 20),
          portrait: spec.heroKey,
          text: fit(200, [
            `The ${s} breaks down and confesses. The ${crime} on the ${spec.place} is solved!`,
            `The ${s} confesses. The ${crime} is solved!`,
          ]),
          effects: { score: 50 },
          end: 'won',
        }
      : {
          text: fit(200, [
            `${firstCapital(`the ${s}`)} is led away, protesting. At dawn the real culprit slips off the ` +
              `${spec.place}, and the ${crime} is never solved.`,
            `${firstCapital(`the ${s}`)} was innocent. The ${crime} is never solved.`,
          ]),
          end: 'failed',
          reason: fit(44, [`The ${s} was innocent`, 'The wrong suspect']),
        };
  }
  return { level: { ...level, nodes }, suspects, culprit };
}

/** Each accusation reaches its own ending (proven by the search), and the golden path solves the case. */
export function accusationRequirements(
  asked: Accusation,
  level: StoryLevel,
  reached: readonly string[],
  crime: string,
  chapters: number,
): Requirement[] {
  const accuse = level.nodes.goal?.choices ?? [];
  const endings = accuse.map((c) => c.next);
  const distinct = new Set(endings).size === endings.length && endings.every((e) => level.nodes[e]?.end);
  const won = endings.filter((e) => level.nodes[e]?.end === 'won');
  return [
    designFact({
      id: 'endings-by-choice',
      text: `each of the ${endings.length} accusations leads to its own ending, one of them solving the case`,
      source: asked.phrase,
      weight: 2,
      ok: endings.length >= 2 && distinct && won.length === 1 && endings.every((e) => reached.includes(e)),
      evidence:
        `the search reaches ${endings.filter((e) => reached.includes(e)).length} of ${endings.length} ` +
        `accusation endings: ${endings.map((e) => `${e} (${level.nodes[e]?.end ?? 'none'})`).join(', ')}`,
    }),
    eventFact({
      id: `${crime.replace(/[^a-z]+/g, '-')}-shown`,
      text: `the ${crime} is named in the accusation scene and solved when the golden path accuses the culprit`,
      source: crime,
      event: 'story_ended',
      minCount: chapters,
    }),
  ];
}
