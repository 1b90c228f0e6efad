// Fills a copy of templates/tower_defense for the build-and-grow mode: levels.ts holds the city or farm spec, Level.ts
// is a GrowLevelScene with its art keys and words, definition.ts lists the tool keys, and golden-path.json replays the
// planner's actions: choose a tool, click a cell, and wait for the money or the next day on the game's clock.
import type { Gdd } from '../../../gdd.ts';
import { actionList, definitionFile } from '../../shared/definition.ts';
import { mergeConfig } from '../../../../shared/index.ts';
import { writeGameConfig, writeHookFiles, writeRegistry } from '../../shared/files.ts';
import type { PlannedPath } from '../../../mode.ts';
import {
  FARM_TOOLS,
  growCellCentre,
  type GrowSpec,
} from '../../../../../templates/tower_defense/src/family/modes/grow/growRules.ts';
import type { GrowPlan } from './growPlan.ts';
import { GROW_KEYS, planOf, ruleLine } from './design.ts';
import type { GrowWords } from './words.ts';

const ts = (value: unknown): string => JSON.stringify(value);
const capital = (text: string): string => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
/** The game's width in px (the template's gameConfig game.width): clicks land on cell centres at this width. */
const WIDTH = 800;

export function growActions(spec: GrowSpec): { name: string; keys: string[]; description: string }[] {
  const tools = spec.kind === 'city' ? spec.buildings.map((b) => `build ${b.name.toLowerCase()}s`) : [...FARM_TOOLS];
  return tools.slice(0, 9).map((what, i) => ({ name: `tool_${i + 1}`, keys: [`Digit${i + 1}`], description: what }));
}

function levelsFile(gdd: Gdd): string {
  const entries = gdd.sections.levels.map(
    (level) => `  ${ts(level.key)}: ${ts((level.data as { grow: GrowSpec }).grow)},`,
  );
  return `// HOOK FILE (made by playsmith make): the ${ts(gdd.title)} map and its numbers, one spec per level.
// The map legend: '.' open ground, '^' trees, 'H' the town hall, '+' a farm plot, 'M' the market.
// Generated from seed ${gdd.seed}; golden-path.json was planned on exactly this spec with the rules in
// src/family/modes/grow/growRules.ts.
import type { GrowSpec } from '../family/index.ts';

export const LEVELS: Record<string, GrowSpec> = {
${entries.join('\n')}
};
`;
}

function levelFile(spec: GrowSpec, words: GrowWords): string {
  const K = GROW_KEYS;
  const art =
    spec.kind === 'city'
      ? {
          buildings: Object.fromEntries(spec.buildings.filter((b) => b.role !== 'road').map((b) => [b.id, b.id])),
          hall: K.hall,
        }
      : { crop: K.crop, market: K.market, farmer: K.farmer };
  const farmer = words.kind === 'farm' ? capital(words.farmer) : 'Farmer';
  const labels = { rule: ruleLine(spec), hall: 'Town hall', market: 'Market', farmer };
  return `// HOOK FILE (made by playsmith make): the build-and-grow mode of the tower_defense family: which ${spec.kind}
// each level plays, which registry keys draw it, and the words on the map.
import type { LevelInfo } from '../core/index.ts';
import { GrowLevelScene, type GrowArt, type GrowLabels, type GrowSpec } from '../family/index.ts';
import { LEVELS } from './levels.ts';

export class Level extends GrowLevelScene {
  constructor() {
    super('Level');
  }

  protected override growSpec(info: LevelInfo): GrowSpec {
    const spec = LEVELS[info.id];
    if (!spec) throw new Error(\`src/game/levels.ts has no level "\${info.id}" (the level order lists it)\`);
    return spec;
  }

  protected override growArt(): GrowArt {
    return ${ts({ ...art, scenery: K.scenery, music: K.music, sfx: K.sfx })};
  }

  protected override growLabels(): GrowLabels {
    return ${ts(labels)};
  }
}
`;
}

type Step = Record<string, unknown>;

/** The golden path: the planner's actions in order, each day's after the day begins, then the win. */
export function growGoldenPath(gdd: Gdd, spec: GrowSpec, plan: GrowPlan): Record<string, unknown> {
  const steps: Step[] = [
    { until: { path: 'scene', equals: 'Title' }, timeoutMs: 5000 },
    { press: 'start' },
    { until: { path: 'scene', equals: 'Level' }, timeoutMs: 3000 },
  ];
  let tool = 0;
  let day = 1;
  const choose = (index: number): void => {
    if (index !== tool) steps.push({ press: `tool_${index + 1}` });
    tool = index;
  };
  for (const action of plan.actions) {
    if (action.day > day) {
      steps.push({
        until: { path: 'flags.day', gte: action.day },
        timeoutMs: (action.day - day) * spec.dayMs * 2 + 5000,
      });
      day = action.day;
    }
    if (action.kind === 'build') {
      // The money is there on the planner's day: the wait only guards against a slow click.
      steps.push({ until: { path: 'flags.money', gte: action.cost }, timeoutMs: spec.dayMs * 2 });
      choose(action.tool);
    } else if (action.kind === 'farm') {
      choose(FARM_TOOLS.indexOf(action.tool));
    }
    steps.push({ click: growCellCentre(spec.map, WIDTH, action.cell) });
  }
  steps.push({ until: { path: 'won', equals: true }, timeoutMs: (plan.days - day + 2) * spec.dayMs * 2 + 10_000 });
  const done =
    spec.kind === 'city'
      ? `${plan.actions.length} buildings placed as the money comes in; ${plan.reached} people on day ${plan.days}`
      : `${plan.farm!.planted} planted, ${plan.farm!.watered} watered, ${plan.farm!.harvested} harvested and sold; ` +
        `$${plan.reached} when day ${plan.days} ends`;
  return {
    version: 1,
    seed: gdd.seed >>> 0,
    description:
      `Planned by playsmith make with the rules of src/family/modes/grow/growRules.ts, day by day: ${done}. ` +
      `Cells are clicked at their centres; days pass on the game clock (${spec.dayMs} ms each).`,
    steps,
    expect: { won: true },
  };
}

export function writeGrowGame(projectDir: string, gdd: Gdd, words: GrowWords): void {
  const { spec } = planOf(gdd);
  writeHookFiles(projectDir, {
    'levels.ts': levelsFile(gdd),
    'definition.ts': definitionFile(gdd, { expression: actionList(growActions(spec)) }),
    'Level.ts': levelFile(spec, words),
  });
  writeGameConfig(projectDir, (config) => mergeConfig(config, gdd.sections.config, 'tower_defense'));
  writeRegistry(projectDir, gdd);
}

export function growPlannedPath(gdd: Gdd): PlannedPath {
  const { spec, plan } = planOf(gdd);
  return { path: growGoldenPath(gdd, spec, plan) };
}
