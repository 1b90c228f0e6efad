// The end every family's implementation roadmap (GDD section 5) shares: merge the config, generate the asset registry
// and the golden path, then verify with check and the golden path.
import type { Gdd } from '../../gdd.ts';

type RoadmapStep = Gdd['sections']['roadmap'][number];

/** What was merged, generated and planned, in the family's words. */
export interface RoadmapEnd {
  config: string;
  assets: string;
  goldenPath: string;
}

export function roadmapEnd(end: RoadmapEnd): RoadmapStep[] {
  return [
    { action: 'MERGE', target: 'src/gameConfig.json', detail: end.config },
    { action: 'GENERATE', target: 'assets.json', detail: end.assets },
    { action: 'GENERATE', target: 'golden-path.json', detail: end.goldenPath },
    {
      action: 'VERIFY',
      target: 'playsmith check + golden path',
      detail: 'L1–L3a, then the golden path must end with won = true',
    },
  ];
}

/** The assets step's detail for a generated registry: "14 assets themed "forest, autumn"". */
export function themedRegistry(registry: Gdd['sections']['assets']): string {
  return `${registry.assets.length} assets themed "${registry.theme?.join(', ') ?? ''}"`;
}
