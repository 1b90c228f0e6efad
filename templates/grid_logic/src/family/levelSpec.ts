// What a level of this family is, as data. Pure types (no Phaser), so src/game/levels.ts can be read by
// level tools, generators and tests outside the browser.

/** A push-box level: ASCII rows in the push legend (docs/design_rules.md). */
export interface PushLevelSpec {
  kind: 'push';
  name: string;
  rows: readonly string[];
  /** Moves a good solution takes; fewer earn a bonus. */
  par?: number;
  /** One short sentence shown in the side panel. */
  hint?: string;
}

/** A merge-board level: ASCII rows in the merge legend and the tile value that wins. */
export interface MergeLevelSpec {
  kind: 'merge';
  name: string;
  rows: readonly string[];
  goal: number;
  par?: number;
  hint?: string;
}

export type GridLevelSpec = PushLevelSpec | MergeLevelSpec;
