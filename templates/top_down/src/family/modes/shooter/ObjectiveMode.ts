// An objective on screen, over the pure rules of objectives.ts: for collect-and-escape, the exit drawn shut until the
// last item opens it and the sleeping threat with a meter that empties as its countdown runs; for a rescue, the
// landing spot marked on the floor and the rescue coming down onto it once the time is survived. The level scene
// feeds it pickups, exit touches and game time; it reports contract events and what the HUD and state should say.
import type Phaser from 'phaser';
import { emit, round } from '../../../core/index.ts';
import { EscapeRules, RescueRules, type Objective, type ObjectiveEvent } from '../../objectives.ts';

type Vector = { x: number; y: number };

/** What the mode draws with and where; positions are cell centres in world pixels. */
export interface ObjectiveStage {
  cell: number;
  /** The exit's image (escape), drawn shut until it opens. */
  exitGate?: Phaser.GameObjects.Image | undefined;
  /** The sleeping threat's cell centre and art key (escape). */
  threatAt?: Vector | undefined;
  threatKey?: string | undefined;
  /** The rescue spot's cell centre and the rescue's art key (rescue). */
  rescueAt?: Vector | undefined;
  rescueKey?: string | undefined;
}

/** What the scene does for the mode: a banner, and ending the attempt. */
export interface ObjectiveHost {
  banner(text: string, ms: number): void;
  fail(reason: string): void;
}

const SHUT_TINT = 0x5f574f;
const METER_WIDTH = 44;

const seconds = (ms: number) => Math.ceil(ms / 1000);
const clock = (ms: number) => {
  const s = seconds(ms);
  return s >= 60 ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : `${s}s`;
};
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export class ObjectiveMode {
  private readonly scene: Phaser.Scene;
  private readonly stage: ObjectiveStage;
  private readonly host: ObjectiveHost;
  private readonly escape: EscapeRules | undefined;
  private readonly rescue: RescueRules | undefined;
  private readonly names: { items: string; exit: string; threat: string; vehicle: string };
  private meter: Phaser.GameObjects.Rectangle | undefined;
  private threat: Phaser.GameObjects.Image | undefined;
  private vehicle: Phaser.GameObjects.Image | undefined;
  private shadow: Phaser.GameObjects.Ellipse | undefined;
  private warned = false;

  constructor(scene: Phaser.Scene, objective: Objective, stage: ObjectiveStage, host: ObjectiveHost) {
    this.scene = scene;
    this.stage = stage;
    this.host = host;
    const named = objective.kind === 'escape' ? objective.names : undefined;
    this.names = {
      items: named?.items ?? 'items',
      exit: named?.exit ?? 'exit',
      threat: named?.threat ?? 'threat',
      vehicle: (objective.kind === 'rescue' ? objective.vehicle : undefined) ?? 'rescue',
    };
    this.escape = objective.kind === 'escape' ? new EscapeRules(objective) : undefined;
    this.rescue = objective.kind === 'rescue' ? new RescueRules(objective) : undefined;
    this.build();
  }

  /** True once the objective is met: escaped through the open exit, or aboard the rescue. */
  get done(): boolean {
    return (this.escape?.escaped ?? false) || (this.rescue?.rescued ?? false);
  }

  /** Whether the exit lets the hero through (always, on a level without an escape). */
  get exitOpen(): boolean {
    return this.escape ? this.escape.exitOpen : true;
  }

  /** A placed item was picked up. */
  itemCollected(): void {
    if (this.escape) this.report(this.escape.collect());
  }

  /** The hero touches the exit; true when that is the escape. */
  exitTouched(): boolean {
    if (!this.escape) return true;
    this.report(this.escape.reachExit());
    return this.escape.escaped;
  }

  /** Advances the countdowns; `hero` is the player's position (boarding the rescue needs it on the spot). */
  update(delta: number, hero: Vector): void {
    if (this.escape) {
      this.report(this.escape.update(delta));
      this.meter?.setSize(METER_WIDTH * (this.escape.threatLeftMs / this.escape.threatMs), 5);
      if (!this.warned && !this.escape.escaped && this.escape.threatLeftMs <= 10_000) {
        this.warned = true;
        this.host.banner(`The ${this.names.threat} stirs: 10 seconds!`, 1000);
      }
    }
    if (this.rescue && this.stage.rescueAt) {
      this.report(this.rescue.update(delta));
      this.drawLanding();
      const at = this.stage.rescueAt;
      if (Math.hypot(hero.x - at.x, hero.y - at.y) <= this.stage.cell * 0.6) this.report(this.rescue.board());
    }
  }

  hudLines(): string[] {
    if (this.escape) {
      const left = this.escape.needed - this.escape.collected;
      return [
        this.escape.escaped
          ? 'Escaped!'
          : left > 0
            ? `${capital(this.names.items)} ${this.escape.collected}/${this.escape.needed}`
            : `To the ${this.names.exit}!`,
        `${capital(this.names.threat)} wakes in ${clock(this.escape.threatLeftMs)}`,
      ];
    }
    if (this.rescue) {
      const phase = this.rescue.phase;
      // The vehicle's own word ("helicopter"), so the countdown stays short on the HUD bar.
      if (phase === 'holding')
        return [`${capital(this.names.vehicle.split(' ').pop()!)} in ${clock(this.rescue.leftMs)}`];
      if (phase === 'rescued') return ['Rescued!'];
      return [phase === 'landing' ? `The ${this.names.vehicle} is landing` : `Board the ${this.names.vehicle}!`];
    }
    return [];
  }

  flags(): Record<string, unknown> {
    if (this.escape)
      return {
        objective: 'escape',
        itemsCollected: this.escape.collected,
        itemsNeeded: this.escape.needed,
        exitOpen: this.escape.exitOpen,
        itemsAtOpen: this.escape.itemsAtOpen,
        threatLeftMs: round(this.escape.threatLeftMs),
        escaped: this.escape.escaped,
      };
    if (this.rescue)
      return {
        objective: 'rescue',
        surviveMs: this.rescue.surviveMs,
        survivedMs: round(this.rescue.survivedMs),
        rescueLeftMs: round(this.rescue.leftMs),
        rescuePhase: this.rescue.phase,
        rescued: this.rescue.rescued,
      };
    return {};
  }

  private build(): void {
    const { cell } = this.stage;
    if (this.escape) {
      // The exit reads as shut: dark and faded until the last item opens it.
      this.stage.exitGate?.setTint(SHUT_TINT).setAlpha(0.55);
      const at = this.stage.threatAt;
      if (at && this.stage.threatKey) {
        this.threat = this.scene.add.image(at.x, at.y, this.stage.threatKey).setDepth(3).setAlpha(0.85);
        this.threat.setDisplaySize(cell * 1.2, cell * 1.2);
        this.scene.add
          .text(at.x + cell * 0.5, at.y - cell * 0.9, 'z z', { fontSize: '12px', color: '#c2c3c7' })
          .setDepth(3);
        this.scene.add.rectangle(at.x, at.y - cell * 0.8, METER_WIDTH, 5, 0x1d2b53).setDepth(3);
        this.meter = this.scene.add
          .rectangle(at.x - METER_WIDTH / 2, at.y - cell * 0.8, METER_WIDTH, 5, 0xff004d)
          .setOrigin(0, 0.5)
          .setDepth(4);
      }
    }
    if (this.rescue && this.stage.rescueAt) {
      const at = this.stage.rescueAt;
      // The landing spot: a ringed "H" on the floor, there from the start so the player knows where to go.
      this.scene.add
        .circle(at.x, at.y, cell * 0.55, 0xfff1e8, 0.18)
        .setStrokeStyle(2, 0xffec27, 0.9)
        .setDepth(-2);
      this.scene.add
        .text(at.x, at.y, 'H', { fontSize: `${Math.round(cell * 0.6)}px`, color: '#ffec27', fontStyle: 'bold' })
        .setOrigin(0.5)
        .setDepth(-2);
    }
  }

  /** The rescue comes down from above the spot while it lands, its shadow growing under it. */
  private drawLanding(): void {
    const rescue = this.rescue!;
    const at = this.stage.rescueAt!;
    if (rescue.phase === 'holding' || !this.stage.rescueKey) return;
    const cell = this.stage.cell;
    if (!this.vehicle) {
      this.shadow = this.scene.add.ellipse(at.x, at.y + cell * 0.3, cell * 1.4, cell * 0.5, 0x000000, 0.3).setDepth(1);
      this.vehicle = this.scene.add.image(at.x, at.y, this.stage.rescueKey).setDepth(12);
      this.vehicle.setDisplaySize(cell * 2, cell * 2);
    }
    const share = rescue.landing;
    this.vehicle.setPosition(at.x, at.y - (1 - share) * cell * 5);
    this.shadow?.setScale(0.4 + 0.6 * share);
  }

  private report(events: readonly ObjectiveEvent[]): void {
    for (const event of events) {
      const { type, ...detail } = event;
      emit(type, detail);
      if (type === 'exit_opened') {
        this.stage.exitGate?.clearTint().setAlpha(1);
        const gate = this.stage.exitGate;
        if (gate) {
          const ring = this.scene.add.circle(gate.x, gate.y, this.stage.cell * 0.6, 0xffec27, 0.6).setDepth(9);
          this.scene.tweens.add({
            targets: ring,
            scale: 2.2,
            alpha: 0,
            duration: 500,
            onComplete: () => ring.destroy(),
          });
        }
        this.host.banner(`The ${this.names.exit} is open!`, 1200);
      } else if (type === 'threat_acted') {
        // The failed attempt's own banner gives the reason; the threat rises where it slept.
        this.threat?.setAlpha(1).setScale(this.threat.scaleX * 1.3);
        this.host.fail(`The ${this.names.threat} woke up`);
      } else if (type === 'survived') {
        // The landing gets no banner: the HUD says to board, and a win may follow at once.
        this.host.banner(`You held out! The ${this.names.vehicle} is coming`, 1400);
      }
    }
  }
}
