// The rules of the two objective modes a top-down level may have, as plain code driven by game time (no Phaser), so
// generators and tests play them too: collect-and-escape (gather the items, then the exit opens; reach it before the
// threat's countdown runs out) and a rescue (survive the asked time, the rescue lands, reach it to win).

/** What a level's objective is; absent for plain arena and dungeon levels. */
export type Objective =
  | {
      kind: 'escape';
      /** Items ("o" cells) to collect before the exit opens. */
      items: number;
      /** Game time until the threat acts (the level is lost then unless the hero has escaped). */
      threatMs: number;
      /**
       * Names the HUD and banners use: the items (plural), the exit, the threat ("cheese wedges", "mouse hole",
       * "cat").
       */
      names?: { items: string; exit: string; threat: string };
    }
  | {
      kind: 'rescue';
      /** Game time the hero must survive before the rescue comes. */
      surviveMs: number;
      /** Time the rescue takes to land at its spot "H" once it comes; the hero can board only after. */
      landMs: number;
      /** What the rescue is, for the HUD and banners ("rescue helicopter"). */
      vehicle?: string;
    };

export type ObjectiveEvent =
  | { type: 'item_collected'; count: number; needed: number }
  | { type: 'exit_opened'; items: number; msLeft: number }
  | { type: 'escaped'; items: number; msLeft: number }
  | { type: 'threat_acted'; items: number }
  | { type: 'survived'; seconds: number }
  | { type: 'rescue_landed'; atMs: number }
  | { type: 'rescued'; atMs: number };

/** The smallest times a level may set, so a countdown is long enough to read and to play. */
export const OBJECTIVE_LIMITS = { minThreatMs: 5000, minSurviveMs: 10_000, minLandMs: 500, maxItems: 60 } as const;

/** Problems with an objective's numbers, worded for the person who wrote the level. */
export function objectiveProblems(objective: Objective): string[] {
  const problems: string[] = [];
  if (objective.kind === 'escape') {
    if (!Number.isInteger(objective.items) || objective.items < 1 || objective.items > OBJECTIVE_LIMITS.maxItems)
      problems.push(`an escape objective needs 1 to ${OBJECTIVE_LIMITS.maxItems} items (found ${objective.items})`);
    if (!(objective.threatMs >= OBJECTIVE_LIMITS.minThreatMs))
      problems.push(
        `the threat's countdown must be at least ${OBJECTIVE_LIMITS.minThreatMs} ms (found ${objective.threatMs})`,
      );
  } else if (objective.kind === 'rescue') {
    if (!(objective.surviveMs >= OBJECTIVE_LIMITS.minSurviveMs))
      problems.push(
        `a rescue objective's surviveMs must be at least ${OBJECTIVE_LIMITS.minSurviveMs} ` +
          `(found ${objective.surviveMs})`,
      );
    if (!(objective.landMs >= OBJECTIVE_LIMITS.minLandMs))
      problems.push(
        `a rescue objective's landMs must be at least ${OBJECTIVE_LIMITS.minLandMs} (found ${objective.landMs})`,
      );
  } else {
    problems.push(
      `objective kind must be "escape" or "rescue" (found "${String((objective as { kind: unknown }).kind)}")`,
    );
  }
  return problems;
}

/** Collect-and-escape: the exit opens with the last item; reaching it before the countdown ends escapes. */
export class EscapeRules {
  readonly needed: number;
  readonly threatMs: number;
  private collectedCount = 0;
  private elapsed = 0;
  /** Items collected when the exit opened (0 while it is shut). */
  private openedAt = 0;
  private outcome: 'playing' | 'escaped' | 'caught' = 'playing';

  constructor(objective: Extract<Objective, { kind: 'escape' }>) {
    this.needed = objective.items;
    this.threatMs = objective.threatMs;
  }

  get collected(): number {
    return this.collectedCount;
  }

  get exitOpen(): boolean {
    return this.openedAt > 0;
  }

  /** Items collected at the moment the exit opened; 0 while it is shut. */
  get itemsAtOpen(): number {
    return this.openedAt;
  }

  /** Time before the threat acts, never below 0. */
  get threatLeftMs(): number {
    return Math.max(0, this.threatMs - this.elapsed);
  }

  get escaped(): boolean {
    return this.outcome === 'escaped';
  }

  get caught(): boolean {
    return this.outcome === 'caught';
  }

  /** One item picked up; the one that completes the set opens the exit. */
  collect(): ObjectiveEvent[] {
    if (this.outcome !== 'playing') return [];
    this.collectedCount++;
    const events: ObjectiveEvent[] = [{ type: 'item_collected', count: this.collectedCount, needed: this.needed }];
    if (!this.exitOpen && this.collectedCount >= this.needed) {
      this.openedAt = this.collectedCount;
      events.push({ type: 'exit_opened', items: this.collectedCount, msLeft: Math.round(this.threatLeftMs) });
    }
    return events;
  }

  /** The hero is on the exit: an open exit before the threat acts is the escape; a shut one does nothing. */
  reachExit(): ObjectiveEvent[] {
    if (this.outcome !== 'playing' || !this.exitOpen) return [];
    this.outcome = 'escaped';
    return [{ type: 'escaped', items: this.collectedCount, msLeft: Math.round(this.threatLeftMs) }];
  }

  /** Advances the countdown by `delta` ms of game time; when it runs out before the escape, the threat acts. */
  update(delta: number): ObjectiveEvent[] {
    if (this.outcome !== 'playing') return [];
    this.elapsed += delta;
    if (this.elapsed < this.threatMs) return [];
    this.outcome = 'caught';
    return [{ type: 'threat_acted', items: this.collectedCount }];
  }
}

/** A timed survival with a rescue: hold out for surviveMs, the rescue lands landMs later, boarding it wins. */
export class RescueRules {
  readonly surviveMs: number;
  readonly landMs: number;
  private elapsed = 0;
  private boarded = false;

  constructor(objective: Extract<Objective, { kind: 'rescue' }>) {
    this.surviveMs = objective.surviveMs;
    this.landMs = objective.landMs;
  }

  /** 'holding' until the time is survived, 'landing' while the rescue comes down, then 'landed', then 'rescued'. */
  get phase(): 'holding' | 'landing' | 'landed' | 'rescued' {
    if (this.boarded) return 'rescued';
    if (this.elapsed < this.surviveMs) return 'holding';
    return this.elapsed < this.surviveMs + this.landMs ? 'landing' : 'landed';
  }

  /** Time still to survive, never below 0. */
  get leftMs(): number {
    return Math.max(0, this.surviveMs - this.elapsed);
  }

  /** Time survived so far, up to the asked time. */
  get survivedMs(): number {
    return Math.min(this.elapsed, this.surviveMs);
  }

  /** Share of the landing done (0 before it starts, 1 once landed). */
  get landing(): number {
    return Math.min(1, Math.max(0, (this.elapsed - this.surviveMs) / this.landMs));
  }

  get rescued(): boolean {
    return this.boarded;
  }

  /** Advances by `delta` ms of game time: the asked time survived, then the rescue landed, each reported once. */
  update(delta: number): ObjectiveEvent[] {
    if (this.boarded) return [];
    const before = this.phase;
    this.elapsed += delta;
    const events: ObjectiveEvent[] = [];
    if (before === 'holding' && this.phase !== 'holding')
      events.push({ type: 'survived', seconds: Math.round(this.surviveMs / 1000) });
    if (before !== 'landed' && this.phase === 'landed')
      events.push({ type: 'rescue_landed', atMs: Math.round(this.surviveMs + this.landMs) });
    return events;
  }

  /** The hero is at the rescue spot: once the rescue has landed this wins; before, nothing happens. */
  board(): ObjectiveEvent[] {
    if (this.phase !== 'landed') return [];
    this.boarded = true;
    return [{ type: 'rescued', atMs: Math.round(this.elapsed) }];
  }
}
