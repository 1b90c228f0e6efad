// The tower_defense family's build-and-grow mode: a Level base class for a city builder (roads, houses, shops and
// parks placed from the toolbar with money; linked houses fill with people) or a farm (plant, water, harvest, sell
// at the market over a season of days). No waves and no enemies: the rules are growRules.ts, stepped by whole days
// of game time. Games extend it in src/game/Level.ts and fill growSpec() and growArt(). See docs/template_api.md.
import type Phaser from 'phaser';
import gameConfig from '../../../gameConfig.json';
import {
  BaseLevelScene,
  colourNumber,
  emit,
  findAsset,
  playMusic,
  playSfx,
  textStyle,
  type LevelInfo,
  type LevelOutcome,
  type PlayerSnapshot,
} from '../../../core/index.ts';
import {
  cellKey,
  checkGrowSpec,
  cityPopulation,
  endCityDay,
  endFarmDay,
  FARM_TOOLS,
  GROW_VIEW,
  growCellCentre,
  houseRoom,
  isRipe,
  linkedHouses,
  placeBuilding,
  sellBasket,
  startCity,
  startFarm,
  useTool,
  type Cell,
  type CitySpec,
  type CityState,
  type FarmSpec,
  type FarmState,
  type GrowEvent,
  type GrowSpec,
} from './growRules.ts';

/** Registry keys the mode draws with. */
export interface GrowArt {
  /** City: one image per building id (roads are drawn as paving, so they need none), and the town hall. */
  buildings?: Record<string, string>;
  hall?: string;
  /** Farm: the crop when ripe (smaller while it grows), the market, and the farmer who walks to each job. */
  crop?: string;
  market?: string;
  farmer?: string;
  /** Trees or rocks on the scenery cells. */
  scenery?: string;
  music?: string;
  sfx?: Partial<Record<'build' | 'coin' | 'day' | 'refused', string>>;
}

/** Words the HUD, the toolbar and the rule line use. */
export interface GrowLabels {
  /** One line under the HUD that says how the place grows ("Houses fill with people only beside a road ..."). */
  rule: string;
  /** "Town hall", "Market": the names written on the map. */
  hall: string;
  market: string;
  /** The farmer's name over the figure ("Girl"). */
  farmer: string;
}

const GROW_TILE = GROW_VIEW.tile;
const TOOLBAR_TOP = GROW_VIEW.toolbarTop;
const DEPTH = { ground: 0, built: 2, crop: 3, label: 4, farmer: 5, cursor: 6, ui: 900 } as const;

export abstract class GrowLevelScene extends BaseLevelScene {
  protected spec!: GrowSpec;
  protected city: CityState | undefined;
  protected farm: FarmState | undefined;
  private art!: GrowArt;
  private tool = 0;
  private dayMs = 0;
  private toolButtons: Phaser.GameObjects.Text[] = [];
  private cellSprites = new Map<string, Phaser.GameObjects.GameObject[]>();
  private farmer: Phaser.GameObjects.Image | undefined;
  private cursor!: Phaser.GameObjects.Rectangle;
  private lastEvent = '';

  // ---- game hooks (src/game/Level.ts) ----

  /** The city or farm of the level `info.id` (written by the generator into src/game/levels.ts). */
  protected abstract growSpec(info: LevelInfo): GrowSpec;

  protected abstract growArt(): GrowArt;

  protected growLabels(): GrowLabels {
    return { rule: '', hall: 'Town hall', market: 'Market', farmer: 'Farmer' };
  }

  /** Every rule event as it happens, after the family has acted on it. */
  protected onGrowEvent(_event: GrowEvent): void {}

  // ---- the family's part of the core lifecycle ----

  protected override buildLevel(info: LevelInfo): void {
    this.spec = this.growSpec(info);
    const problems = checkGrowSpec(this.spec);
    if (problems.length) throw new Error(`src/game/levels.ts, level "${info.id}": ${problems.join('; ')}`);
    this.art = this.growArt();
    this.checkArt();
    this.city = this.spec.kind === 'city' ? startCity(this.spec) : undefined;
    this.farm = this.spec.kind === 'farm' ? startFarm(this.spec) : undefined;
    this.tool = 0;
    this.dayMs = 0;
    this.cellSprites = new Map();
    this.toolButtons = [];
    this.drawGround();
    this.drawToolbar();
    const labels = this.growLabels();
    if (labels.rule)
      this.add
        .text(this.scale.width / 2, 38, labels.rule, textStyle(14))
        .setOrigin(0.5, 0)
        .setDepth(DEPTH.ui);
    this.cursor = this.add
      .rectangle(0, 0, GROW_TILE, GROW_TILE)
      .setStrokeStyle(2, 0xffffff, 0.8)
      .setDepth(DEPTH.cursor)
      .setVisible(false);
    this.input.on('pointermove', (p: Phaser.Input.Pointer) => this.hover(p));
    this.input.on('pointerdown', (p: Phaser.Input.Pointer) => this.clickAt(p));
    if (this.art.music) playMusic(this, this.art.music);
    this.showBanner(
      this.spec.kind === 'city' ? `Grow to ${this.spec.target} people!` : `Day 1 of ${this.spec.days}`,
      1200,
    );
    this.refreshToolbar();
  }

  protected override updateLevel(_time: number, delta: number): void {
    const count = this.spec.kind === 'city' ? this.spec.buildings.length : FARM_TOOLS.length;
    for (let i = 0; i < Math.min(count, 9); i++) if (this.controls.justPressed(`tool_${i + 1}`)) this.chooseTool(i);
    // Days pass on the game clock only: a stepped or paused clock steps or holds the town with it.
    this.dayMs += delta;
    while (this.dayMs >= this.spec.dayMs && !this.ended) {
      this.dayMs -= this.spec.dayMs;
      this.endDay();
    }
  }

  protected override freezeLevel(_outcome: LevelOutcome): void {
    this.cursor.setVisible(false);
  }

  override describePlayer(): PlayerSnapshot | null {
    if (!this.farmer) return null;
    return { x: Math.round(this.farmer.x), y: Math.round(this.farmer.y), vx: 0, vy: 0, hp: 1 };
  }

  override describeEntities(): Record<string, unknown> {
    if (this.city)
      return {
        buildings: Object.keys(this.city.built).length,
        linkedHouses: linkedHouses(this.spec as CitySpec, this.city).length,
      };
    const plots = Object.values(this.farm!.plots);
    return {
      plots: plots.length,
      growing: plots.filter((p) => p.planted).length,
      ripe: plots.filter((p) => isRipe(this.spec as FarmSpec, p)).length,
    };
  }

  override describeFlags(): Record<string, unknown> {
    const tool = this.toolNames()[this.tool];
    if (this.city) {
      const spec = this.spec as CitySpec;
      const buildings: Record<string, number> = Object.fromEntries(spec.buildings.map((b) => [b.id, 0]));
      for (const id of Object.values(this.city.built)) buildings[id] = (buildings[id] ?? 0) + 1;
      return {
        mode: 'city',
        day: this.city.day,
        dayLimit: spec.dayLimit,
        population: cityPopulation(this.city),
        target: spec.target,
        money: this.city.money,
        buildings,
        linkedHouses: linkedHouses(spec, this.city).length,
        tool,
      };
    }
    const spec = this.spec as FarmSpec;
    const f = this.farm!;
    return {
      mode: 'farm',
      day: f.day,
      days: spec.days,
      money: f.money,
      moneyGoal: spec.moneyGoal,
      crop: spec.crop.name,
      farmer: this.growLabels().farmer.toLowerCase(),
      planted: f.planted,
      watered: f.watered,
      harvested: f.harvested,
      sold: f.sold,
      basket: f.basket,
      tool,
    };
  }

  override hudLines(): string[] {
    if (this.city) {
      const spec = this.spec as CitySpec;
      const day =
        spec.dayLimit === null
          ? `Day ${this.city.day}`
          : `Day ${Math.min(this.city.day, spec.dayLimit)}/${spec.dayLimit}`;
      return [day, `$${this.city.money}`, `People ${cityPopulation(this.city)}/${spec.target}`];
    }
    const spec = this.spec as FarmSpec;
    const f = this.farm!;
    return [`Day ${f.day}/${spec.days}`, `$${f.money}/${spec.moneyGoal}`, `Basket ${f.basket}`];
  }

  // ---- inside the family ----

  private toolNames(): string[] {
    if (this.spec.kind === 'city') return this.spec.buildings.map((b) => b.id);
    return [...FARM_TOOLS];
  }

  private origin(): { x: number; y: number } {
    const first = growCellCentre(this.spec.map, this.scale.width, { col: 0, row: 0 });
    return { x: first.x - GROW_TILE / 2, y: first.y - GROW_TILE / 2 };
  }

  private centre(c: Cell): { x: number; y: number } {
    return growCellCentre(this.spec.map, this.scale.width, c);
  }

  private cellAt(p: Phaser.Input.Pointer): Cell | null {
    const o = this.origin();
    const col = Math.floor((p.x - o.x) / GROW_TILE);
    const row = Math.floor((p.y - o.y) / GROW_TILE);
    if (row < 0 || row >= this.spec.map.length || col < 0 || col >= this.spec.map[0]!.length) return null;
    return { col, row };
  }

  private drawGround(): void {
    const g = this.add.graphics().setDepth(DEPTH.ground);
    const labels = this.growLabels();
    this.spec.map.forEach((line, row) => {
      [...line].forEach((ch, col) => {
        const c = this.centre({ col, row });
        const x = c.x - GROW_TILE / 2;
        const y = c.y - GROW_TILE / 2;
        g.fillStyle((col + row) % 2 ? 0x5a9e4b : 0x62a852, 1).fillRect(x, y, GROW_TILE, GROW_TILE);
        if (ch === '+')
          g.fillStyle(0x7a5230, 1)
            .fillRect(x + 3, y + 3, GROW_TILE - 6, GROW_TILE - 6)
            .fillStyle(0x5e3d22, 1)
            .fillRect(x + 6, y + 12, GROW_TILE - 12, 3)
            .fillRect(x + 6, y + 24, GROW_TILE - 12, 3);
        if (ch === '^' && this.art.scenery)
          this.add
            .image(c.x, c.y, this.art.scenery)
            .setDisplaySize(GROW_TILE - 4, GROW_TILE - 4)
            .setDepth(DEPTH.built);
        if (ch === 'H' || ch === 'M') {
          const key = ch === 'H' ? this.art.hall : this.art.market;
          if (key)
            this.add
              .image(c.x, c.y, key)
              .setDisplaySize(GROW_TILE + 8, GROW_TILE + 8)
              .setDepth(DEPTH.built);
          const name = ch === 'H' ? labels.hall : labels.market;
          // The name sits on the building's own cell, so it never covers a neighbour's label.
          this.add
            .text(c.x, c.y + GROW_TILE / 2, name, { ...textStyle(10), backgroundColor: '#1d2b53' })
            .setOrigin(0.5, 1)
            .setDepth(DEPTH.label);
        }
      });
    });
    if (this.spec.kind === 'farm' && this.art.farmer) {
      const start = this.centre(this.marketCell());
      this.farmer = this.add
        .image(start.x - GROW_TILE, start.y, this.art.farmer)
        .setDisplaySize(GROW_TILE, GROW_TILE + 4)
        .setDepth(DEPTH.farmer);
      this.add
        .text(this.farmer.x, this.farmer.y - GROW_TILE / 2 - 14, labels.farmer, textStyle(12))
        .setOrigin(0.5, 0)
        .setDepth(DEPTH.label)
        .setName('farmer label');
    } else {
      this.farmer = undefined;
    }
  }

  private marketCell(): Cell {
    const row = this.spec.map.findIndex((r) => r.includes('M'));
    return { col: this.spec.map[row]!.indexOf('M'), row };
  }

  private drawToolbar(): void {
    const { width } = this.scale;
    this.add
      .rectangle(
        0,
        TOOLBAR_TOP,
        width,
        this.scale.height - TOOLBAR_TOP,
        colourNumber(gameConfig.ui.panelColor.value),
        0.85,
      )
      .setOrigin(0, 0)
      .setDepth(DEPTH.ui);
    const labels =
      this.spec.kind === 'city'
        ? this.spec.buildings.map((b, i) => `${i + 1} ${b.name} $${b.cost}`)
        : [`1 Plant $${this.spec.crop.seedCost}`, '2 Water', '3 Harvest'];
    const gap = 6;
    const w = Math.min(170, Math.floor((width - gap * (labels.length + 1)) / labels.length));
    labels.forEach((label, i) => {
      const button = this.add
        .text(gap + i * (w + gap), TOOLBAR_TOP + 24, label, {
          ...textStyle(15),
          backgroundColor: gameConfig.ui.panelColor.value,
          padding: { x: 6, y: 9 },
          fixedWidth: w,
        })
        .setOrigin(0, 0.5)
        .setDepth(DEPTH.ui + 1)
        .setInteractive({ useHandCursor: true });
      button.on(
        'pointerdown',
        (_p: Phaser.Input.Pointer, _x: number, _y: number, event: Phaser.Types.Input.EventData) => {
          event.stopPropagation();
          this.chooseTool(i);
        },
      );
      this.toolButtons.push(button);
    });
    if (this.spec.kind === 'farm') {
      this.add
        .text(
          width - gap,
          TOOLBAR_TOP + 24,
          `Click the ${this.growLabels().market.toLowerCase()} to sell`,
          textStyle(14),
        )
        .setOrigin(1, 0.5)
        .setDepth(DEPTH.ui + 1);
    }
  }

  private refreshToolbar(): void {
    const money = this.city?.money ?? this.farm?.money ?? 0;
    this.toolButtons.forEach((button, i) => {
      const chosen = i === this.tool;
      const cost = this.spec.kind === 'city' ? this.spec.buildings[i]!.cost : i === 0 ? this.spec.crop.seedCost : 0;
      button.setBackgroundColor(chosen ? gameConfig.ui.accentColor.value : gameConfig.ui.panelColor.value);
      button.setColor(chosen ? '#1d2b53' : money >= cost ? gameConfig.ui.textColor.value : '#83769c');
    });
  }

  private chooseTool(index: number): void {
    if (this.ended || index === this.tool) return;
    this.tool = index;
    emit('tool_chosen', { tool: this.toolNames()[index] });
    this.refreshToolbar();
  }

  private hover(p: Phaser.Input.Pointer): void {
    const cell = this.cellAt(p);
    this.cursor.setVisible(cell !== null && !this.ended);
    if (cell) this.cursor.setPosition(this.centre(cell).x, this.centre(cell).y);
  }

  private clickAt(p: Phaser.Input.Pointer): void {
    if (this.ended || p.y >= TOOLBAR_TOP) return;
    const cell = this.cellAt(p);
    if (!cell) return;
    let events: GrowEvent[];
    if (this.city)
      events = placeBuilding(this.spec as CitySpec, this.city, (this.spec as CitySpec).buildings[this.tool]!.id, cell);
    else if (this.spec.map[cell.row]![cell.col] === 'M') events = sellBasket(this.spec as FarmSpec, this.farm!);
    else events = useTool(this.spec as FarmSpec, this.farm!, FARM_TOOLS[this.tool]!, cell);
    if (this.farmer && events[0]?.type !== 'refused') this.walkTo(cell);
    for (const event of events) this.handle(event);
    this.refreshToolbar();
  }

  private walkTo(cell: Cell): void {
    const c = this.centre(cell);
    // The farmer stands beside the job, not on it, so the plot stays visible.
    this.farmer!.setPosition(c.x - GROW_TILE / 2 + 4, c.y - 6);
    const label = this.children.getByName('farmer label') as Phaser.GameObjects.Text | null;
    label?.setPosition(this.farmer!.x, this.farmer!.y - GROW_TILE / 2 - 14);
  }

  private endDay(): void {
    const events = this.city
      ? endCityDay(this.spec as CitySpec, this.city)
      : endFarmDay(this.spec as FarmSpec, this.farm!);
    for (const event of events) this.handle(event);
    if (this.city?.over && !this.city.targetReached) {
      emit('day_limit_reached', { day: this.city.day - 1, population: cityPopulation(this.city) });
      this.failLevel(`Only ${cityPopulation(this.city)} people`);
    }
    this.redrawAll();
    this.refreshToolbar();
  }

  private handle(event: GrowEvent): void {
    switch (event.type) {
      case 'building_placed':
        emit('building_placed', { kind: event.id, role: event.role, col: event.col, row: event.row, cost: event.cost });
        this.playCue('build');
        // A road can link houses already standing: every building is drawn again.
        this.redrawAll();
        break;
      case 'population_grew':
        emit('population_grew', { population: event.population });
        break;
      case 'target_reached':
        emit('target_reached', { population: event.population, day: event.day });
        this.addScore(event.population, 'population');
        this.completeLevel();
        break;
      case 'day_passed':
        emit('day_passed', { day: event.day, money: event.money });
        this.playCue('day');
        break;
      case 'crop_planted':
      case 'crop_watered':
      case 'crop_harvested':
        emit(event.type, { crop: (this.spec as FarmSpec).crop.id, col: event.col, row: event.row });
        this.redrawCell({ col: event.col, row: event.row });
        if (event.type === 'crop_harvested') this.addScore(5, 'harvest');
        break;
      case 'crop_sold':
        emit('crop_sold', { crop: (this.spec as FarmSpec).crop.id, count: event.count, money: event.money });
        this.playCue('coin');
        this.showBanner(`Sold ${event.count} for $${event.count * (this.spec as FarmSpec).crop.price}`, 500);
        break;
      case 'season_over':
        emit('season_over', { won: event.won, money: event.money });
        if (event.won) {
          this.addScore(event.money, 'money');
          this.completeLevel();
        } else {
          this.failLevel(`Only $${event.money}`);
        }
        break;
      case 'refused':
        // Said once per reason in a row, so clicking on and on does not flood the events.
        if (this.lastEvent !== event.why) emit('action_refused', { why: event.why });
        this.playCue('refused');
        break;
    }
    this.lastEvent = event.type === 'refused' ? event.why : '';
    this.onGrowEvent(event);
  }

  private redrawAll(): void {
    const keys = this.city ? Object.keys(this.city.built) : Object.keys(this.farm!.plots);
    for (const key of keys) {
      const [col, row] = key.split(',').map(Number);
      this.redrawCell({ col: col!, row: row! });
    }
  }

  /** Draws what stands on a cell now: a building (a house shows its people), or a crop at its stage. */
  private redrawCell(cell: Cell): void {
    const key = cellKey(cell);
    for (const old of this.cellSprites.get(key) ?? []) old.destroy();
    const made: Phaser.GameObjects.GameObject[] = [];
    const c = this.centre(cell);
    if (this.city) {
      const spec = this.spec as CitySpec;
      const id = this.city.built[key];
      const building = spec.buildings.find((b) => b.id === id);
      if (building?.role === 'road') {
        made.push(
          this.add.rectangle(c.x, c.y, GROW_TILE, GROW_TILE, 0x6b6b73).setDepth(DEPTH.built),
          this.add.rectangle(c.x, c.y, GROW_TILE - 16, 3, 0xe8d25a).setDepth(DEPTH.built),
        );
      } else if (building) {
        const texture = this.art.buildings?.[building.id];
        if (texture)
          made.push(
            this.add
              .image(c.x, c.y, texture)
              .setDisplaySize(GROW_TILE - 4, GROW_TILE - 4)
              .setDepth(DEPTH.built),
          );
        if (building.role === 'house') {
          const people = this.city.people[key] ?? 0;
          const room = houseRoom(spec, this.city, key);
          // A grey house is waiting for a road; a number says how full a linked one is.
          if (!linkedHouses(spec, this.city).includes(key))
            (made[0] as Phaser.GameObjects.Image | undefined)?.setTint(0x8a8a8a);
          if (people > 0)
            made.push(
              this.add
                .text(c.x, c.y + GROW_TILE / 2 - 2, `${people}/${room}`, {
                  ...textStyle(10),
                  backgroundColor: '#1d2b53',
                })
                .setOrigin(0.5, 1)
                .setDepth(DEPTH.label),
            );
        }
      }
    } else {
      const spec = this.spec as FarmSpec;
      const plot = this.farm!.plots[key];
      if (plot?.planted && this.art.crop) {
        const ripe = isRipe(spec, plot);
        const size = ripe ? GROW_TILE - 4 : 16 + ((GROW_TILE - 22) * plot.stage) / spec.crop.growDays;
        const image = this.add.image(c.x, c.y, this.art.crop).setDisplaySize(size, size).setDepth(DEPTH.crop);
        if (!ripe) image.setAlpha(0.85);
        made.push(image);
        if (plot.wateredToday)
          made.push(this.add.rectangle(c.x, c.y + GROW_TILE / 2 - 5, GROW_TILE - 10, 4, 0x29adff).setDepth(DEPTH.crop));
      }
    }
    this.cellSprites.set(key, made);
  }

  private playCue(cue: keyof NonNullable<GrowArt['sfx']>): void {
    const key = this.art.sfx?.[cue];
    if (key) playSfx(this, key);
  }

  private checkArt(): void {
    const keys = [
      ...Object.values(this.art.buildings ?? {}),
      this.art.hall,
      this.art.crop,
      this.art.market,
      this.art.farmer,
      this.art.scenery,
      this.art.music,
      ...Object.values(this.art.sfx ?? {}),
    ].filter((k): k is string => k !== undefined);
    const missing = keys.filter((k) => !findAsset(k));
    if (missing.length)
      throw new Error(`growArt() in src/game/Level.ts names keys that are not in assets.json: ${missing.join(', ')}`);
  }
}
