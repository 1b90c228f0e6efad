// Comet Catcher: a small Phaser arcade game made by hand for QA suites. Catch falling comets in the basket, dodge
// the rocks, dash when a comet is out of reach. It publishes the Game Contract (window.__playsmith) so that checks
// and testers read its state instead of its pixels. spec.md says what it promises.
import Phaser from 'phaser';

const WIDTH = 800;
const HEIGHT = 600;
const BASKET_Y = 560;
const BASKET_HALF = 32;
const SPEED = 400;
const DASH = 120;
const FALL = 180;
const SPAWN_MS = 900;
const WIN_SCORE = 100;

type Listener = (payload: unknown) => void;

/** A small seeded generator (mulberry32): the run's seed comes from the page's ?seed=N. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const runSeed = Number(new URLSearchParams(location.search).get('seed') ?? '1') || 1;
const listeners = new Map<string, Listener[]>();
const events = {
  emit(type: string, payload: unknown = {}): void {
    for (const fn of listeners.get(type) ?? []) fn(payload);
  },
  on(type: string, fn: Listener): void {
    listeners.set(type, [...(listeners.get(type) ?? []), fn]);
  },
  off(type: string, fn: Listener): void {
    listeners.set(
      type,
      (listeners.get(type) ?? []).filter((f) => f !== fn),
    );
  },
};

interface Falling {
  shape: Phaser.GameObjects.Arc;
  kind: 'comet' | 'blue' | 'rock';
}

class Play extends Phaser.Scene {
  score = 0;
  lives = 3;
  shownLives = 3;
  energy = 2;
  over = false;
  won = false;
  comets = 0;
  private facing = 1;
  private spawnIn = SPAWN_MS;
  private random = seeded(runSeed);
  private falling: Falling[] = [];
  private basket!: Phaser.GameObjects.Rectangle;
  private hud!: Phaser.GameObjects.Text;
  private banner!: Phaser.GameObjects.Text;
  private keys!: Record<'left' | 'right' | 'dash' | 'restart', Phaser.Input.Keyboard.Key>;

  constructor() {
    super('Play');
  }

  create(): void {
    this.add.rectangle(WIDTH / 2, HEIGHT - 10, WIDTH, 20, 0x2c3e50);
    this.basket = this.add.rectangle(WIDTH / 2, BASKET_Y, BASKET_HALF * 2, 20, 0x4aa3ff);
    this.hud = this.add.text(16, 12, '', { fontSize: '22px', color: '#ffffff' });
    this.banner = this.add.text(WIDTH / 2, HEIGHT / 2, '', { fontSize: '48px', color: '#ffe066' }).setOrigin(0.5);
    const kb = this.input.keyboard!;
    this.keys = {
      left: kb.addKey('LEFT'),
      right: kb.addKey('RIGHT'),
      dash: kb.addKey('X'),
      restart: kb.addKey('R'),
    };
    this.keys.dash.on('down', () => this.dash());
    this.keys.restart.on('down', () => this.restart());
  }

  private dash(): void {
    if (this.over) return;
    this.energy -= 1;
    this.basket.x = Math.min(WIDTH - BASKET_HALF, this.basket.x + this.facing * DASH);
    events.emit('dash', { energy: this.energy });
  }

  private restart(): void {
    if (!this.over) return;
    for (const f of this.falling) f.shape.destroy();
    this.falling = [];
    this.score = 0;
    this.lives = 3;
    this.shownLives = 3;
    this.comets = 0;
    this.over = false;
    this.won = false;
    this.basket.x = WIDTH / 2;
    this.banner.setText('');
    events.emit('restart', {});
  }

  private spawn(): void {
    const x = 40 + Math.floor(this.random() * (WIDTH - 80));
    const rock = this.random() < 0.3;
    const kind: Falling['kind'] = rock ? 'rock' : ++this.comets % 4 === 0 ? 'blue' : 'comet';
    const colour = kind === 'rock' ? 0x8a8a8a : kind === 'blue' ? 0x66ccff : 0xffd23f;
    this.falling.push({ shape: this.add.circle(x, -10, 12, colour), kind });
  }

  private land(f: Falling): void {
    if (f.kind === 'rock') {
      this.lives -= 1;
      events.emit('player_hit', { lives: this.lives });
      if (this.lives <= 0) this.end(false);
      return;
    }
    this.score += f.kind === 'blue' ? -5 : 10;
    this.shownLives = this.lives;
    events.emit('comet_caught', { kind: f.kind, score: this.score });
    if (this.score >= WIN_SCORE) this.end(true);
  }

  private end(won: boolean): void {
    this.over = true;
    this.won = won;
    this.banner.setText(won ? 'YOU WIN!' : 'GAME OVER  (R to retry)');
    events.emit(won ? 'game_won' : 'game_over', { score: this.score });
  }

  override update(_time: number, deltaMs: number): void {
    const dt = deltaMs / 1000;
    const step = (this.keys.right.isDown ? 1 : 0) - (this.keys.left.isDown ? 1 : 0);
    if (step !== 0) {
      this.facing = step;
      this.basket.x = Math.min(WIDTH - BASKET_HALF, this.basket.x + step * SPEED * dt);
    }
    if (!this.over) {
      this.spawnIn -= deltaMs;
      if (this.spawnIn <= 0) {
        this.spawnIn += SPAWN_MS;
        this.spawn();
      }
    }
    for (const f of [...this.falling]) {
      f.shape.y += FALL * dt;
      const reached = f.shape.y >= BASKET_Y - 10;
      if (!reached) continue;
      if (!this.over && Math.abs(f.shape.x - this.basket.x) <= BASKET_HALF + 12) this.land(f);
      f.shape.destroy();
      this.falling = this.falling.filter((g) => g !== f);
    }
    this.hud.setText(`Score ${this.score}   Lives ${this.shownLives}   Energy ${this.energy}`);
  }

  basketX(): number {
    return this.basket.x;
  }
}

const game = new Phaser.Game({
  type: Phaser.AUTO,
  parent: 'game',
  width: WIDTH,
  height: HEIGHT,
  backgroundColor: '#0b1026',
  physics: { default: 'arcade', arcade: { gravity: { x: 0, y: 0 } } },
  scene: [Play],
});

const play = (): Play | undefined => game.scene.getScene('Play') as Play | undefined;

Object.assign(window, {
  __playsmith: {
    version: 1,
    game,
    meta: () => ({
      title: 'Comet Catcher',
      archetype: 'top_down',
      goal: `catch comets until the score reaches ${WIN_SCORE}; a rock costs a life`,
      actions: [
        { name: 'left', keys: ['ArrowLeft'] },
        { name: 'right', keys: ['ArrowRight'] },
        { name: 'dash', keys: ['KeyX'] },
        { name: 'restart', keys: ['KeyR'] },
      ],
    }),
    state: () => {
      const p = play();
      return {
        scene: 'Play',
        over: p?.over ?? false,
        won: p?.won ?? false,
        score: p?.score ?? 0,
        lives: p?.lives ?? 3,
        energy: p?.energy ?? 2,
        player: { x: p?.basketX() ?? WIDTH / 2, y: BASKET_Y },
      };
    },
    text: () => {
      const p = play();
      return p ? `Score ${p.score}. Lives ${p.shownLives}. Energy ${p.energy}.` : 'Loading.';
    },
    events,
  },
});
