// The run's resources (gold, hearts, keys: whole numbers with bounds) and story flags (on/off). They carry
// from level to level; a retried level starts again from what the run had when the level first began.
import { emit } from '../core/index.ts';
import type { Effects, Requirement, ResourceDef } from './content.ts';

export interface TrackerSnapshot {
  resources: [string, number][];
  flags: string[];
}

export class ResourceTracker {
  private defs: ResourceDef[] = [];
  private readonly values = new Map<string, number>();
  private readonly flags = new Set<string>();
  private levelStart: TrackerSnapshot = { resources: [], flags: [] };

  /**
   * Called once per level start: a new game resets everything to the declared start values; the first
   * attempt of a level remembers the run as it is; a retry puts that memory back.
   */
  beginLevel(defs: readonly ResourceDef[], newGame: boolean, retry: boolean): void {
    this.defs = [...defs];
    if (newGame) {
      this.values.clear();
      this.flags.clear();
      for (const def of defs) this.values.set(def.id, def.start);
    }
    if (retry && !newGame) this.restore(this.levelStart);
    else this.levelStart = this.snapshot();
  }

  get(id: string): number {
    return this.values.get(id) ?? 0;
  }

  /** Adds `delta` (clamped to the resource's min..max); emits resource_changed when the value moved. */
  add(id: string, delta: number, reason: string): number {
    const def = this.defs.find((d) => d.id === id);
    if (!def)
      throw new Error(
        `no resource "${id}" (declared: ${this.defs.map((d) => d.id).join(', ') || 'none'}); ` +
          'add it to "resources" in src/game/content.json',
      );
    const before = this.get(id);
    const after = Math.min(def.max ?? Infinity, Math.max(def.min ?? -Infinity, before + delta));
    this.values.set(id, after);
    if (after !== before) emit('resource_changed', { id, value: after, delta: after - before, reason });
    return after;
  }

  has(flag: string): boolean {
    return this.flags.has(flag);
  }

  setFlag(flag: string, on: boolean): void {
    if (this.flags.has(flag) === on) return;
    if (on) this.flags.add(flag);
    else this.flags.delete(flag);
    emit('flag_set', { flag, on });
  }

  /** Whether every condition of `req` holds now. */
  meets(req: Requirement | undefined): boolean {
    if (!req) return true;
    if (req.flags?.some((f) => !this.flags.has(f))) return false;
    if (req.notFlags?.some((f) => this.flags.has(f))) return false;
    return Object.entries(req.resources ?? {}).every(([id, least]) => this.get(id) >= least);
  }

  /** A short "needs ..." note for a requirement that does not hold, for a locked choice. */
  missing(req: Requirement | undefined): string {
    if (!req) return '';
    const parts: string[] = [];
    for (const f of req.flags ?? []) if (!this.flags.has(f)) parts.push(f.replace(/_/g, ' '));
    for (const f of req.notFlags ?? []) if (this.flags.has(f)) parts.push(`no ${f.replace(/_/g, ' ')}`);
    for (const [id, least] of Object.entries(req.resources ?? {})) {
      if (this.get(id) < least) parts.push(`${least} ${this.label(id).toLowerCase()}`);
    }
    return parts.length ? `needs ${parts.join(', ')}` : '';
  }

  /** Applies flag and resource effects; returns the score points the effects carry (the caller adds them). */
  apply(effects: Effects | undefined, reason: string): number {
    if (!effects) return 0;
    for (const [flag, on] of Object.entries(effects.set ?? {})) this.setFlag(flag, on);
    for (const [id, delta] of Object.entries(effects.add ?? {})) this.add(id, delta, reason);
    return effects.score ?? 0;
  }

  label(id: string): string {
    return this.defs.find((d) => d.id === id)?.label ?? id;
  }

  /** "Gold 3" for every declared resource, in declaration order. */
  hudParts(): string[] {
    return this.defs.map((d) => `${d.label} ${this.get(d.id)}`);
  }

  resources(): Record<string, number> {
    return Object.fromEntries(this.defs.map((d) => [d.id, this.get(d.id)]));
  }

  flagList(): string[] {
    return [...this.flags].sort();
  }

  snapshot(): TrackerSnapshot {
    return { resources: [...this.values], flags: [...this.flags] };
  }

  restore(snapshot: TrackerSnapshot): void {
    this.values.clear();
    for (const [id, v] of snapshot.resources) this.values.set(id, v);
    this.flags.clear();
    for (const f of snapshot.flags) this.flags.add(f);
  }
}

/** The one tracker of the running game (it outlives the Level scene's restarts). */
export const tracker = new ResourceTracker();
