// What every ui_heavy mode does alike, given the planners of its levels (plan.ts): design until the family's search
// finds the levels sound, check them by the same search, write content.json and the hooks, plan the golden path from
// the winning lines, and read the GDD's levels back for the requirements.
import type { Gdd } from '../../gdd.ts';
import { defineMode, type DesignInput, type FamilyDesign, type GameMode, type ModeName } from '../../mode.ts';
import type { Intent } from '../../intent.ts';
import type { Requirement } from '../../requirements.ts';
import type { UiLevel } from '../../../../templates/ui_heavy/src/family/content.ts';
import type { Cue } from '../../../families/index.ts';
import type { PromptPhrase } from '../../../shared/index.ts';
import { designWithRetries } from '../shared/design.ts';
import { assembleContent, planGame, type LevelPlanners } from './plan.ts';
import { configView, exactPass, planFor, uiGoldenPath, writeUiGame } from './write.ts';

/** Fresh designs tried before design gives up (each draws on from the same seeded stream). */
const DESIGN_ATTEMPTS = 4;

/** What the family's search finds wrong with a design's levels (the first problems of content and plans). */
function problemsOf(design: FamilyDesign, input: DesignInput, planners: LevelPlanners): string[] {
  const { content, problems } = assembleContent(design.sections.levels);
  const keys = new Set(design.sections.assets.assets.filter((a) => a.type !== 'audio').map((a) => a.key));
  const plan = planGame(
    content,
    design.sections.architecture.levelOrder,
    keys,
    configView(design.sections.config),
    input.intent.collectibles.length > 0,
    exactPass(input.intent),
    planners,
  );
  return [...problems, ...plan.problems];
}

/** The GDD's levels in their order, as the search assembled them. */
export function levelsOf(gdd: Gdd, planners: LevelPlanners): UiLevel[] {
  const { content } = planFor(gdd, planners);
  return gdd.sections.architecture.levelOrder.map((k) => content.levels[k]!);
}

/** The first requirement of a one-mode game: all its levels won, in the mode's words. */
export function everyLevelWon(gdd: Gdd, text: string): Requirement {
  return {
    id: 'every-level-won',
    text,
    source: 'family rules',
    weight: 2,
    check: { kind: 'event', event: 'level_won', minCount: gdd.sections.architecture.levelOrder.length },
  };
}

/** The one level of `mode` in a one-mode game. */
export function levelOfMode<M extends UiLevel['mode']>(
  gdd: Gdd,
  planners: LevelPlanners,
  mode: M,
): Extract<UiLevel, { mode: M }> {
  const level = levelsOf(gdd, planners).find((l): l is Extract<UiLevel, { mode: M }> => l.mode === mode);
  if (!level) throw new Error(`the game has no ${mode} level`);
  return level;
}

/** A ui_heavy mode: what it reads, designs and requires; its levels' planners do the rest. */
export interface UiModeSpec<Ask> {
  id: string;
  planners: LevelPlanners;
  cues: readonly Cue[];
  names: readonly ModeName[];
  proves?: Readonly<Record<string, readonly string[]>>;
  proofs: readonly string[];
  examples: readonly string[];
  read(intent: Intent, phrases: readonly PromptPhrase[]): Ask | null;
  /** One design attempt (the family retries with the next index while its search finds problems). */
  design(input: DesignInput, ask: Ask, attempt: number): FamilyDesign;
  requirements(gdd: Gdd, ask: Ask): Requirement[];
}

export function uiMode<Ask>(spec: UiModeSpec<Ask>): GameMode {
  const { planners, design, ...declared } = spec;
  return defineMode<Ask>({
    ...declared,
    family: 'ui_heavy',
    design: (input, ask) =>
      designWithRetries(
        input,
        { family: 'ui_heavy', attempts: DESIGN_ATTEMPTS },
        (attempt) => design(input, ask, attempt),
        (made) => problemsOf(made, input, planners).slice(0, 5),
      ),
    validate: (gdd) => planFor(gdd, planners).plan.problems,
    write: (projectDir, gdd) => writeUiGame(projectDir, gdd, planners),
    plan: (gdd) => uiGoldenPath(gdd, planners),
  });
}
