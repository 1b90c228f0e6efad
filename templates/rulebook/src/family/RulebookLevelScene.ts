// The one Phaser runtime for every rulebook: it steps the engine at its fixed tick from the scene's game time, turns
// keys, clicks and typed letters into the engine's input, draws every thing by its kind's art (a cover when it is
// face down, its label on top), shows the counters in the HUD, and reports the world through the Game Contract.
import Phaser from 'phaser';
import gameConfig from '../gameConfig.json';
import {
  BaseLevelScene,
  colourNumber,
  emit,
  playMusic,
  playSfx,
  round,
  runSeed,
  textStyle,
  type LevelInfo,
  type PlayerSnapshot,
} from '../core/index.ts';
import { TICK_MS } from '../engine/compile.ts';
import { CURSOR_CONTROLS, SELECT_CONTROL, type TickInput } from '../engine/engine.ts';
import { layoutOf, toScreen, toWorld, type Layout } from '../engine/layout.ts';
import type { EngineEvent } from '../engine/rules.ts';
import type { Thing, WorldState } from '../engine/state.ts';
import { book, engine } from './rulebook.ts';

/** Keys of the art every rulebook game carries beside its kinds' (assets.json). */
export const COVER_KEY = 'cover';
export const CELL_KEY = 'cell';
export const BACKDROP_KEY = 'backdrop';
/** The most engine ticks one frame may run (a slow frame catches up over several). */
const MAX_TICKS_PER_FRAME = 4;

interface Drawn {
  sprite: Phaser.GameObjects.Image;
  label: Phaser.GameObjects.Text | undefined;
  kind: string;
  hidden: boolean;
}

export class RulebookLevelScene extends BaseLevelScene {
  protected world!: WorldState;
  private layout!: Layout;
  private readonly drawn = new Map<number, Drawn>();
  private clicks: [number, number][] = [];
  private typed: string[] = [];
  private cursorBox: Phaser.GameObjects.Rectangle | undefined;
  private readonly typing = book.controls.some((c) => c.keys === 'letters' || c.keys === 'digits' || c.do === 'type');

  protected override buildLevel(info: LevelInfo): void {
    this.world = engine.start(info.number - 1, runSeed(), info.attempt);
    this.layout = layoutOf(book, this.scale.width, this.scale.height);
    this.drawn.clear();
    this.clicks = [];
    this.typed = [];
    if (this.textures.exists(BACKDROP_KEY))
      this.add
        .image(0, 0, BACKDROP_KEY)
        .setOrigin(0, 0)
        .setDisplaySize(this.scale.width, this.scale.height)
        .setDepth(-20);
    this.drawBoard();
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => {
      if (!this.ended) this.clicks.push(toWorld(this.layout, p.x, p.y));
    });
    if (this.typing) {
      const onKey = (e: KeyboardEvent) => {
        const m = /^(Key([A-Z])|Digit([0-9]))$/.exec(e.code);
        if (m && !this.ended && this.scene.isActive()) this.typed.push((m[2] ?? m[3]!).toLowerCase());
      };
      window.addEventListener('keydown', onKey);
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => window.removeEventListener('keydown', onKey));
    }
    if (engine.cursor) {
      const s = this.layout.scale;
      this.cursorBox = this.add
        .rectangle(0, 0, s - 4, s - 4)
        .setStrokeStyle(3, colourNumber(gameConfig.ui.accentColor.value))
        .setDepth(50);
    }
    playMusic(this, 'bgm');
    this.sync();
  }

  /** A grid's cells, drawn once under everything. */
  private drawBoard(): void {
    if (!book.grid) return;
    const s = this.layout.scale;
    for (let r = 0; r < book.height; r++)
      for (let c = 0; c < book.width; c++) {
        const [x, y] = toScreen(book, this.layout, c, r);
        if (this.textures.exists(CELL_KEY))
          this.add
            .image(x, y, CELL_KEY)
            .setDisplaySize(s - 2, s - 2)
            .setDepth(-5)
            .setAlpha(0.85);
        else this.add.rectangle(x, y, s - 2, s - 2, colourNumber(gameConfig.ui.panelColor.value), 0.35).setDepth(-5);
      }
  }

  protected override updateLevel(): void {
    const due = Math.floor(this.elapsedMs / TICK_MS + 1e-6);
    let first = true;
    for (let n = 0; this.world.tick < due && n < MAX_TICKS_PER_FRAME && !this.ended; n++) {
      const input = this.tickInput(first);
      first = false;
      this.handle(engine.step(this.world, input));
      if (this.world.status !== 'playing') break;
    }
    this.sync();
    if (this.world.status === 'won') this.completeLevel();
    else if (this.world.status === 'lost') this.failLevel(this.world.reason || 'Lost');
  }

  private tickInput(first: boolean): TickInput {
    const held: string[] = [];
    const pressed: string[] = [];
    const names = [
      ...book.controls.map((c) => c.name),
      ...(engine.cursor ? [...CURSOR_CONTROLS.map((c) => c.name), SELECT_CONTROL.name] : []),
    ];
    for (const name of names) {
      if (book.controls.some((c) => c.name === name && c.keys === 'letters')) continue;
      if (this.controls.isDown(name)) held.push(name);
      if (first && this.controls.justPressed(name)) pressed.push(name);
    }
    const input: TickInput = { held, pressed };
    if (first) {
      input.clicks = this.clicks;
      input.typed = this.typed;
      this.clicks = [];
      this.typed = [];
    }
    return input;
  }

  private handle(events: EngineEvent[]): void {
    for (const e of events) {
      switch (e.type) {
        case 'score':
          if (e.points < 0) emit('penalty', { points: e.points, reason: e.reason });
          this.addScore(e.points, e.reason);
          break;
        case 'counter':
          emit(`${e.name}_changed`, { value: e.value });
          break;
        case 'destroyed':
          emit(`${e.kind}_destroyed`, { id: e.id });
          break;
        case 'spawned':
          emit(`${e.kind}_spawned`, { id: e.id });
          break;
        case 'revealed':
          emit(`${e.kind}_revealed`, { id: e.id });
          break;
        case 'moved':
          emit('move_made', { side: e.side, ply: e.ply });
          break;
        case 'sound':
          playSfx(this, `sfx-${e.name}`);
          break;
        case 'message':
          this.showBanner(e.text, 900);
          break;
        default:
          break;
      }
    }
  }

  /** Brings the drawing in line with the world: new things drawn, gone ones removed, the rest moved. */
  private sync(): void {
    const seen = new Set<number>();
    for (const t of this.world.things) {
      if (t.dead) continue;
      seen.add(t.id);
      let d = this.drawn.get(t.id);
      if (!d || d.kind !== t.kind || d.hidden !== t.hidden) {
        d?.sprite.destroy();
        d?.label?.destroy();
        d = this.draw(t);
        this.drawn.set(t.id, d);
      }
      const [x, y] = toScreen(book, this.layout, t.x, t.y);
      d.sprite.setPosition(x, y);
      const kind = book.kinds.get(t.kind)!;
      if (kind.body === 'ship' || kind.body === 'projectile')
        d.sprite.setAngle(t.angle + (kind.body === 'ship' ? 90 : 0));
      if (d.label) {
        d.label.setPosition(x, y);
        const text = t.hidden ? '' : t.label;
        if (d.label.text !== text) d.label.setText(text);
      }
      const selected = this.world.selected === t.id;
      d.sprite.setTint(selected ? colourNumber(gameConfig.ui.accentColor.value) : 0xffffff);
    }
    for (const [id, d] of this.drawn)
      if (!seen.has(id)) {
        d.sprite.destroy();
        d.label?.destroy();
        this.drawn.delete(id);
      }
    if (this.cursorBox) {
      const [x, y] = toScreen(book, this.layout, this.world.cursor[0], this.world.cursor[1]);
      this.cursorBox.setPosition(x, y);
    }
  }

  private draw(t: Thing): Drawn {
    const kind = book.kinds.get(t.kind)!;
    const popsUp = kind.behaviours.some((b) => b.popup);
    const key = t.hidden && !popsUp ? COVER_KEY : t.kind;
    const s = this.layout.scale;
    const [w, h] = book.grid ? [s * 0.86, s * 0.86] : [t.w * s, t.h * s];
    const sprite = this.add
      .image(0, 0, this.textures.exists(key) ? key : '__WHITE')
      .setDisplaySize(w, h)
      .setDepth(kind.layer);
    if (!this.textures.exists(key)) sprite.setTint(0x888888);
    sprite.setVisible(!(t.hidden && popsUp));
    const clickable =
      engine.rulesFor('clicked').some((i) => book.rules[i]!.when.clicked === t.kind) || book.moves.length > 0;
    if (clickable) sprite.setInteractive();
    const label =
      t.label !== '' || kind.label !== undefined || t.hidden
        ? this.add
            .text(0, 0, t.hidden ? '' : t.label, {
              ...textStyle(Math.max(12, Math.min(40, Math.round(h * 0.55)))),
              stroke: '#000000',
              strokeThickness: 4,
            })
            .setOrigin(0.5)
            .setDepth(kind.layer + 0.5)
        : undefined;
    return { sprite, label, kind: t.kind, hidden: t.hidden };
  }

  override hudLines(): string[] {
    const lines: string[] = [];
    for (const [name, c] of Object.entries(book.source.counters ?? {})) {
      if (!c.label) continue;
      const v = this.world?.counters[name] ?? 0;
      const counting = typeof c.perSecond === 'number' && c.perSecond < 0;
      lines.push(`${c.label} ${counting ? Math.max(0, Math.ceil(v - 1e-9)) : Math.round(v)}`);
    }
    if (this.world?.turn) lines.push(this.world.turn === 'player' ? 'Your move' : 'Computer to move');
    if (this.world?.sequence) lines.push(this.world.sequence.phase === 'show' ? 'Watch' : 'Your turn');
    return lines;
  }

  override describePlayer(): PlayerSnapshot | null {
    const p = book.playerKind ? this.world?.things.find((t) => !t.dead && t.kind === book.playerKind) : undefined;
    if (!p) return null;
    const [x, y] = toScreen(book, this.layout, p.x, p.y);
    return {
      x: round(x),
      y: round(y),
      vx: round(p.vx * this.layout.scale),
      vy: round(p.vy * this.layout.scale),
      hp: 1,
    };
  }

  override describeEntities(): Record<string, unknown> {
    const out: Record<string, number> = {};
    for (const name of book.kindNames) out[name] = 0;
    for (const t of this.world?.things ?? []) if (!t.dead) out[t.kind] = (out[t.kind] ?? 0) + 1;
    return out;
  }

  override describeFlags(): Record<string, unknown> {
    const w = this.world;
    if (!w) return {};
    const counters: Record<string, number> = {};
    for (const [k, v] of Object.entries(w.counters)) counters[k] = round(v);
    return {
      stage: w.level + 1,
      tick: w.tick,
      status: w.status,
      ply: w.ply,
      turn: w.turn,
      selected: w.selected,
      cursor: [...w.cursor],
      counters,
      ...(w.sequence ? { phase: w.sequence.phase, round: w.sequence.round } : {}),
      ...(w.code ? { guess: w.code.row, entry: w.code.entry.join('') } : {}),
    };
  }
}
