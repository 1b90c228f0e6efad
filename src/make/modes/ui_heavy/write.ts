// Fills a fresh copy of templates/ui_heavy from the GDD: src/game/content.json (every level's chapter JSON, the cards
// and resources), definition.ts (goal, actions, level order), Level.ts (music, a shake on the opponent's hardest
// blows, and the chapter time limit when the prompt asked for one), config values merged into gameConfig.json's
// leaves, assets.json from the registry, and golden-path.json from the same search that validated the levels.
import { FAMILIES } from '../../../families/index.ts';
import {
  configLeafAt,
  leavesFrom,
  mergeConfig,
  type ConfigLeafSpec,
  type ConfigValues,
  type GameConfigTree,
} from '../../../shared/index.ts';
import type { Gdd } from '../../gdd.ts';
import { templateConfig } from '../shared/config.ts';
import { definitionFile } from '../shared/definition.ts';
import { jsonText, writeGameConfig, writeHookFiles, writeRegistry } from '../shared/files.ts';
import type { PlannedPath } from '../../mode.ts';
import { MUSIC_KEY } from './assets.ts';
import { assembleContent, planGame, type GameConfigView, type LevelPlanners } from './plan.ts';
import { readUiWords } from './words.ts';

const TEMPLATE = FAMILIES.ui_heavy.template;
export const TIMER_PATH = 'level.timeLimitSeconds';
export const GOLDEN_SEED = 1;

/** Config leaves this family adds to the template's gameConfig.json when the prompt asks for them. */
const EXTRA_LEAVES: Record<string, ConfigLeafSpec> = {
  [TIMER_PATH]: {
    type: 'integer',
    min: 10,
    max: 900,
    description: 'Game time for each chapter before the attempt fails (costs a life)',
  },
};

/** The template's config with the GDD's values merged in (a copy: the template's stays as its file has it). */
function mergedConfig(
  values: ConfigValues,
  config: GameConfigTree = structuredClone(templateConfig(TEMPLATE)),
): GameConfigTree {
  return mergeConfig(config, values, 'ui_heavy', leavesFrom(EXTRA_LEAVES));
}

/** The timings the planner needs, from the template's config with the GDD's values over it. */
export function configView(values: ConfigValues): GameConfigView {
  const config = mergedConfig(values);
  const n = (path: string) => Number(configLeafAt(config, path)?.value);
  return {
    feedbackMs: n('quiz.feedbackMs'),
    pointsPerAnswer: n('quiz.pointsPerAnswer'),
    playDelayMs: n('cards.playDelayMs'),
    opponentDelayMs: n('cards.opponentDelayMs'),
    levelClearDelayMs: n('flow.levelClearDelayMs'),
  };
}

/** Texture keys of a registry (what content.json may name as art, portraits and backdrops). */
export function textureKeys(gdd: Gdd): Set<string> {
  return new Set(gdd.sections.assets.assets.filter((a) => a.type !== 'audio').map((a) => a.key));
}

/** Whether the golden path should take every story pickup: the prompt asked to collect something. */
export function collects(gdd: Gdd): boolean {
  return gdd.intent.collectibles.length > 0;
}

/** Whether the golden path passes each quiz with exactly its pass mark: the prompt stated one. */
export function exactPass(intent: Gdd['intent']): boolean {
  return readUiWords(intent).counts.passMark !== null;
}

const planned = new WeakMap<Gdd, Map<LevelPlanners, ReturnType<typeof searchFor>>>();

/**
 * The search over the GDD's levels with its mode's planners (the same for validate(), write(), plan() and the
 * requirements), once per GDD.
 */
export function planFor(gdd: Gdd, planners: LevelPlanners): ReturnType<typeof searchFor> {
  const known = planned.get(gdd) ?? new Map<LevelPlanners, ReturnType<typeof searchFor>>();
  planned.set(gdd, known);
  let found = known.get(planners);
  if (!found) known.set(planners, (found = searchFor(gdd, planners)));
  return found;
}

function searchFor(gdd: Gdd, planners: LevelPlanners) {
  const { content, problems } = assembleContent(gdd.sections.levels);
  const plan = planGame(
    content,
    gdd.sections.architecture.levelOrder,
    textureKeys(gdd),
    configView(gdd.sections.config),
    collects(gdd),
    exactPass(gdd.intent),
    planners,
  );
  return { content, plan: { ...plan, problems: [...problems, ...plan.problems] } };
}

const ts = (value: unknown) => JSON.stringify(value);
/** What a level's length counts, by mode, for the golden path's description. */
const LENGTH_UNITS: Readonly<Record<string, string>> = {
  story: 'scenes',
  quiz: 'questions',
  cards: 'turns',
  anagram: 'words',
  typing: 'words',
  rhythm: 'notes',
  fishing: 'fish',
  tycoon: 'days',
};

function levelFile(gdd: Gdd, timed: boolean): string {
  const timer = timed
    ? `

  override describeFlags(): Record<string, unknown> {
    return { ...super.describeFlags(), timeLeftMs: Math.max(0, Math.round(this.timeLeftMs())) };
  }

  override hudLines(): string[] {
    return [...super.hudLines(), \`Time \${Math.max(0, Math.ceil(this.timeLeftMs() / 1000))}\`];
  }

  protected override onUpdate(_time: number, _delta: number): void {
    if (!this.ended && this.timeLeftMs() <= 0) this.failLevel('Time up');
  }

  private timeLeftMs(): number {
    return gameConfig.level.timeLimitSeconds.value * 1000 - this.elapsedMs;
  }`
    : '';
  return (
    `// HOOK FILE (made by playsmith make): the level of ${ts(gdd.title)}. ` +
    `Every chapter is data (src/game/content.json);
// the hooks below add the music, a shake on the opponent's hardest blows${timed ? ' and the chapter time limit' : ''}.
import { playMusic, type LevelInfo } from '../core/index.ts';
import { UiLevelScene, type CardDef, type DuelView, type Side } from '../family/index.ts';
${timed ? "import gameConfig from '../gameConfig.json';\n" : ''}import content from './content.json';

export class Level extends UiLevelScene {
  constructor() {
    super('Level');
  }

  protected override gameContent(): unknown {
    return content;
  }

  protected override onLevelStart(_info: LevelInfo): void {
    playMusic(this, '${MUSIC_KEY}');
  }

  protected override onCardPlayed(card: CardDef, by: Side, _duel: DuelView): void {
    if (by === 'opponent' && (card.damage ?? 0) >= 5) this.cameras.main.shake(160, 0.006);
  }${timer}
}
`
  );
}

export function writeUiGame(projectDir: string, gdd: Gdd, planners: LevelPlanners): void {
  const { content, plan } = planFor(gdd, planners);
  if (plan.problems.length)
    throw new Error(`the ui_heavy levels do not pass their own search: ${plan.problems.join('; ')}`);
  const timed = gdd.sections.config[TIMER_PATH] !== undefined;
  // Letters are typed in a word game, so P cannot pause it: Escape alone does.
  const typed = Object.values(content.levels).some((l) => ['anagram', 'typing', 'rhythm'].includes(l.mode));
  writeHookFiles(projectDir, {
    'content.json': jsonText(content),
    'definition.ts': definitionFile(gdd, {
      imports: "import { UI_ACTIONS } from '../family/index.ts';",
      note:
        'choose_1..choose_4 (keys 1-4), confirm (Enter), focus_next / focus_previous (arrows); clicks work too.' +
        `${typed ? ' Letters are typed, so only Escape pauses.' : ''}`,
      expression: typed
        ? "[...UI_ACTIONS, { name: 'pause', keys: ['Escape'], description: 'pause and resume' }]"
        : '[...UI_ACTIONS]',
    }),
    'Level.ts': levelFile(gdd, timed),
  });
  writeGameConfig(projectDir, (config) => mergedConfig(gdd.sections.config, config));
  writeRegistry(projectDir, gdd);
}

/** The golden path: the winning lines the search found, level by level. */
export function uiGoldenPath(gdd: Gdd, planners: LevelPlanners): PlannedPath {
  const { plan } = planFor(gdd, planners);
  const levels = plan.levels.map((l) => `${l.key} (${l.mode}, ${l.length} ` + `${LENGTH_UNITS[l.mode]})`).join(', ');
  const golden = {
    version: 1,
    seed: GOLDEN_SEED,
    description:
      `Derived by the ui_heavy generator's search: the winning route of each story chapter (taking the items ` +
      'later levels read), the right answer to every question, and a winning line of card plays found by the ' +
      `duel model (decks are dealt in their listed order). Levels: ${levels}.`,
    steps: plan.steps,
    expect: { won: true },
  };
  return { path: golden };
}
