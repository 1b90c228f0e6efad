// Make's design half: the way to make a prompt chosen (a mode or a rulebook), the game designed, written into its
// folder with its assets. make.ts goes on to check and play it; designGame stops here.
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRandom, generateGameAssets } from '../assets/index.ts';
import { PlaysmithError, PROJECT_ROOT, type Archetype, type Requirement } from '../shared/index.ts';
import { agentClassify, agentDesign, type AgentContext } from './agent/agent.ts';
import { classifyPrompt } from './classify.ts';
import { chooseAnyMode, type ChosenMode, FAMILY_GENERATORS, type FamilyGenerator, modeGenerator } from './dispatch.ts';
import { GddSchema, renderGddMarkdown, type Gdd } from './gdd.ts';
import { writeHandover } from './handover.ts';
import { readIntent } from './intent.ts';
import { compilePhrases } from './accounting.ts';
import type { FamilyDesign, Via } from './mode.ts';
import { RULEBOOK_MODE } from './modes/index.ts';
import { readPhrases } from './phrases.ts';
import { commonRequirements } from './requirements.ts';
import { agentRoute, type Designed, type Phase } from './rulebook/make.ts';
import type { RulebookRoute } from './rulebook/route.ts';

/** A prompt, output folder or option make cannot work with. */
export class MakeInputError extends PlaysmithError {
  override name = 'MakeInputError';
  constructor(message: string) {
    super(message, { code: 'make-input', kind: 'usage' });
  }
}

/** The generator of the classifier's family, whose modes make the game. */
function familyOf(classification: Gdd['classification']): FamilyGenerator {
  const generator = FAMILY_GENERATORS[classification.archetype];
  if (!generator)
    throw new MakeInputError(
      `no generator for the ${classification.archetype} family yet (have: ` +
        `${Object.keys(FAMILY_GENERATORS).join(', ') || 'none'}); pass --archetype to choose another`,
    );
  return generator;
}

/**
 * The game of the chosen mode: a family's (classify's family designs it, a model may redesign it) or a mode of any
 * family (`elsewhere`: its game composed already, the rulebook's). The template is written and the mode fills it; a
 * mode that owns its project lays it out from an empty folder. A family's game also has the common requirements; a
 * mode of any family states all of its own.
 */
async function designWith(
  generator: FamilyGenerator,
  elsewhere: boolean,
  prompt: string,
  classification: Gdd['classification'],
  intent: Gdd['intent'],
  seed: number,
  gameDir: string,
  ctx: AgentContext | undefined,
  phase: Phase,
): Promise<Designed> {
  const toGdd = (design: FamilyDesign): Gdd =>
    GddSchema.parse({
      schema: 'playsmith.gdd/1',
      archetype: classification.archetype,
      seed,
      classification,
      intent,
      ...design,
    });

  const draft = await phase('design', () => {
    const design = generator.design({
      intent,
      classification,
      seed,
      random: createRandom(seed, `design:${classification.archetype}`),
    });
    const problems = generator.validate(toGdd(design));
    if (problems.length)
      throw new Error(
        `the ${classification.archetype} designer produced levels its own rules reject: ${problems.join('; ')}`,
      );
    return design;
  });
  let gdd = toGdd(draft);
  const templateDir = join(PROJECT_ROOT, 'templates', generator.templateFor(intent, seed));
  const owned = generator.ownsProject(intent, seed);
  // A model redesigns a family's draft; a game from elsewhere is already the model's when a model wrote it.
  if (ctx && !elsewhere)
    gdd = await phase('design (model)', () =>
      agentDesign(ctx, { prompt, generator, draft, toGdd, rulesFile: join(templateDir, 'docs', 'design_rules.md') }),
    );

  const writeProject = (doc: Gdd): void => {
    rmSync(gameDir, { recursive: true, force: true });
    if (!owned)
      cpSync(templateDir, gameDir, { recursive: true, filter: (src) => !/[/\\](node_modules|dist)$/.test(src) });
    generator.write(gameDir, doc);
    if (!owned) writeHandover(gameDir, doc);
    writeFileSync(join(gameDir, 'GAME_DESIGN.md'), renderGddMarkdown(doc));
  };
  await phase('write', () => {
    if (!ctx) return writeProject(gdd);
    try {
      writeProject(gdd);
    } catch (e) {
      // A model's design can pass the schema and the level rules and still be one the family writer cannot use.
      ctx.fallbacks.push({
        phase: 'design',
        reason: `the family could not write the model's design (${(e as Error).message}); the procedural draft stands`,
      });
      gdd = toGdd(draft);
      writeProject(gdd);
    }
  });
  const familyRequirements = [...(elsewhere ? [] : commonRequirements(intent, gdd)), ...generator.requirements(gdd)];
  // Every content phrase of the prompt is accounted for; the ones no family requirement proves add their own.
  const phrasesRead = readPhrases(prompt);
  const phrases =
    generator.account(gdd, phrasesRead, familyRequirements) ?? compilePhrases(phrasesRead, gdd, familyRequirements);
  return { gdd, familyRequirements, phrases };
}

/** Make's design half: the way chosen, the game designed and written into `gameDir` with its assets; no check. */
export async function designInto(
  prompt: string,
  gameDir: string,
  options: { seed: number; archetype?: Archetype | undefined; via?: Via | undefined },
  ctx: AgentContext | undefined,
  phase: Phase,
) {
  const { seed } = options;
  const intent = readIntent(prompt);
  // A kind of game no mode makes is made as a rulebook: composed offline (the rulebook mode's read()), or written by
  // the model; either way the mode of any family that claims it makes it.
  const { elsewhere, authoring } = options.archetype
    ? { elsewhere: undefined, authoring: undefined }
    : await phase('compose', async () => {
        if (!ctx) return { elsewhere: chooseAnyMode(intent, { seed, via: options.via }), authoring: undefined };
        const { route, authoring } = await agentRoute(ctx, prompt, seed, options.via);
        const chosen = route && { mode: RULEBOOK_MODE, ask: route, template: RULEBOOK_MODE.template ?? 'rulebook' };
        return { elsewhere: chosen, authoring };
      });
  const route = elsewhere?.mode === RULEBOOK_MODE ? (elsewhere.ask as RulebookRoute) : undefined;
  // A rulebook game's family is its rulebook's; the classifier's reading is kept beside it.
  const classification = await phase('classify', () =>
    ctx && !options.archetype && !elsewhere
      ? agentClassify(ctx, prompt, () => classifyPrompt(prompt))
      : classifyPrompt(prompt, options.archetype),
  );
  const generator = elsewhere
    ? modeGenerator(classification.archetype, (): ChosenMode => elsewhere)
    : familyOf(classification);
  const made = await designWith(
    generator,
    elsewhere !== undefined,
    prompt,
    classification,
    intent,
    seed,
    gameDir,
    ctx,
    phase,
  );
  const assets = await phase('assets', () => generateGameAssets(gameDir, { seed: options.seed }));
  return { classification, route, authoring, made, assets };
}

/**
 * What an offline make designs and writes for a prompt, without building, checking or playing it: the game folder
 * (`gameDir`), its design and its requirements. For comparing what two versions of make design.
 */
export async function designGame(
  prompt: string,
  options: { gameDir: string; seed: number; archetype?: Archetype | undefined; via?: Via | undefined },
): Promise<{ gdd: Gdd; requirements: Requirement[] }> {
  const { made } = await designInto(prompt, options.gameDir, options, undefined, (_n, fn) => Promise.resolve(fn()));
  return { gdd: made.gdd, requirements: [...made.familyRequirements, ...made.phrases.requirements] };
}
