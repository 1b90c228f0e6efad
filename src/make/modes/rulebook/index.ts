// The rulebook mode: a game composed as data. Its read() takes a prompt make does not leave to a family mode (the
// asked kind no mode makes, or the measured choice for a kind both make: src/make/rulebook/route.ts) and composes the
// library's rulebook for it, edited by the prompt's phrases, which the rulebook planner has already won; the rest of
// the mode turns that composition into the GDD, the project (templates/rulebook with rulebook.json), the golden path
// the planner proved, and the requirements and account of each phrase. With a model (`make --agent llm`) the ask is
// the rulebook the model wrote (src/make/rulebook/make.ts, agentRoute), and the same mode makes it.
import { writeRulebookProject } from '../../../rulebook/index.ts';
import { ANY_FAMILY, defineMode } from '../../mode.ts';
import { type RulebookRoute, rulebookGdd, rulebookRequirements, rulebookRoute } from '../../rulebook/route.ts';

export const rulebookMode = defineMode<RulebookRoute>({
  id: 'rulebook',
  family: ANY_FAMILY,
  template: 'rulebook',
  // Its game's family is its rulebook's (rulebookArchetype), known once composed: it adds no cue to any family's.
  cues: [],
  // The kinds it makes are the kind table's and the library's (src/make/rulebook/names.ts), read by the asked-kind
  // reader, not by the lexicon of mode names.
  names: [],
  proofs: ['asked-kind', 'phrase-*'],
  examples: ['a game of tic-tac-toe against the computer', 'a whack-a-mole game'],
  read: (intent, _phrases, context) => rulebookRoute(intent.read, context.seed, context.via) ?? null,
  design(input, route) {
    const { title, goal, sections, decisions, ignored, archetype, classification } = rulebookGdd(route.composition, {
      classification: input.classification,
      intent: input.intent,
      seed: input.seed,
    });
    return { title, goal, sections, decisions, ignored, archetype, classification };
  },
  // The planner won every level of the composition before the route was taken (rulebookRoute).
  validate: (_gdd, route) => (route.composition.plan.won ? [] : ['the rulebook planner did not win every level']),
  write(projectDir, _gdd, route) {
    writeRulebookProject(projectDir, route.composition.rulebook, route.composition.plan.goldenPath);
  },
  plan(_gdd, route) {
    const path = route.composition.plan.goldenPath;
    if (!path) throw new Error('the rulebook planner proved no golden path for this rulebook');
    return { path };
  },
  requirements: (_gdd, route) => rulebookRequirements(route, route.composition.phrases).requirements,
  // Each phrase went to an edit of the rulebook at a JSON path, or to nothing it could be: the composition knows.
  account: (_gdd, route) => rulebookRequirements(route, route.composition.phrases).compilation,
  ownsProject: true,
});
