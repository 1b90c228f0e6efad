// A frame-by-frame model of the platformer hero on an ASCII level, for planning and proving the golden path in Node:
// the same control rules as the template's PlatformerPlayer (coyote time, jump buffer, jump cut, one air jump) and
// the same order as Phaser's arcade physics (the world steps with last frame's velocity, then the scene's update
// reads the input). Ground "#" is solid, platforms "=" only from above, spikes "^" hurt. Enemies are not modelled:
// the golden path clears them with shots, and the browser run is the proof.
import { HERO_BODY, SPIKE_BOX } from '../../../../templates/platformer/src/family/asciiLevel.ts';

/** The template's player tuning (src/gameConfig.json `physics` and `player`). */
export interface PlayerPhysics {
  gravity: number;
  walkSpeed: number;
  jumpVelocity: number;
  jumpCutFactor: number;
  doubleJump: boolean;
  doubleJumpVelocity: number;
  coyoteTimeMs: number;
  jumpBufferMs: number;
  /** The game's dash (src/game/Level.ts, when the prompt asks for one): px/s and ms; absent without a dash. */
  dash?: { speed: number; durationMs: number; cooldownMs: number };
}

export const CELL = 32;
export const FRAME_MS = 1000 / 60;
/** The hero's arcade body for a 32×32 frame, sized as PlatformerPlayer sizes it. */
export const BODY = { width: Math.round(CELL * HERO_BODY.width), height: Math.round(CELL * HERO_BODY.height) };
/** A spike's hit box inside its cell, as PlatformerLevelScene shrinks the 32×16 picture: inset, at the bottom. */
const SPIKE = { inset: CELL * SPIKE_BOX.left, height: 16 * SPIKE_BOX.height };

export interface HeroState {
  x: number;
  /** The feet (bottom of the body) in world px, y down. */
  feet: number;
  vx: number;
  vy: number;
  onGround: boolean;
  sinceGroundMs: number;
  airJumps: number;
  rising: boolean;
  jumpBufferedMs: number;
  jumpWasDown: boolean;
  facing: 1 | -1;
  dashMs: number;
  dashCooldownMs: number;
}

export interface Keys {
  right: boolean;
  jump: boolean;
  /** Pressed this frame (a one-frame tap). */
  dash?: boolean;
}

export interface FrameResult {
  hurt: boolean;
  fell: boolean;
  jumped: 'ground' | 'air' | null;
}

export class LevelGrid {
  readonly rows: readonly string[];
  readonly width: number;
  readonly height: number;

  constructor(rows: readonly string[]) {
    this.rows = rows;
    this.width = rows[0]?.length ?? 0;
    this.height = rows.length;
  }

  at(x: number, y: number): string {
    if (x < 0 || x >= this.width) return '#';
    return this.rows[y]?.[x] ?? '.';
  }

  solid(x: number, y: number): boolean {
    return this.at(x, y) === '#';
  }

  /** The top ground row of column `x` (where a walker's feet rest), or null over a pit. */
  floor(x: number): number | null {
    for (let y = 0; y < this.height; y++) if (this.rows[y]![x] === '#') return y;
    return null;
  }
}

export function standingState(x: number, feet: number, physics: PlayerPhysics): HeroState {
  return {
    x,
    feet,
    vx: 0,
    vy: 0,
    onGround: true,
    sinceGroundMs: 0,
    airJumps: physics.doubleJump ? 1 : 0,
    rising: false,
    jumpBufferedMs: 0,
    jumpWasDown: false,
    facing: 1,
    dashMs: 0,
    dashCooldownMs: 0,
  };
}

function cellsBetween(a: number, b: number): [number, number] {
  return [Math.floor(a / CELL), Math.floor((b - 1e-6) / CELL)];
}

/** Moves horizontally, stopping at ground cells and the level's side walls. */
function moveX(s: HeroState, grid: LevelGrid, dt: number): void {
  if (s.vx === 0) return;
  const half = BODY.width / 2;
  let x = s.x + s.vx * dt;
  const [top, bottom] = cellsBetween(s.feet - BODY.height + 0.5, s.feet - 0.5);
  if (s.vx > 0) {
    const col = Math.floor((x + half - 1e-6) / CELL);
    for (let y = top; y <= bottom; y++) if (grid.solid(col, y)) x = Math.min(x, col * CELL - half);
  } else {
    const col = Math.floor((x - half) / CELL);
    for (let y = top; y <= bottom; y++) if (grid.solid(col, y)) x = Math.max(x, (col + 1) * CELL + half);
  }
  s.x = Math.min(Math.max(x, half), grid.width * CELL - half);
}

/** Falls or rises, landing on ground tops and on platform tops crossed from above, bumping heads on ground. */
function moveY(s: HeroState, grid: LevelGrid, physics: PlayerPhysics, dt: number): void {
  s.vy += physics.gravity * dt;
  const before = s.feet;
  let feet = s.feet + s.vy * dt;
  const [left, right] = cellsBetween(s.x - BODY.width / 2, s.x + BODY.width / 2);
  s.onGround = false;
  if (s.vy >= 0) {
    for (let row = Math.floor(before / CELL); row <= Math.floor(feet / CELL); row++) {
      const top = row * CELL;
      if (top < before - 0.5 || top > feet) continue;
      let lands = false;
      for (let c = left; c <= right; c++) {
        const ch = grid.at(c, row);
        if (ch === '#' || ch === '=') lands = true;
      }
      if (lands) {
        feet = top;
        s.vy = 0;
        s.onGround = true;
        break;
      }
    }
  } else {
    const head = feet - BODY.height;
    const row = Math.floor(head / CELL);
    for (let c = left; c <= right; c++) {
      if (grid.solid(c, row)) {
        feet = (row + 1) * CELL + BODY.height;
        s.vy = 0;
        break;
      }
    }
  }
  s.feet = feet;
}

function touchesSpikes(s: HeroState, grid: LevelGrid): boolean {
  const left = s.x - BODY.width / 2;
  const right = s.x + BODY.width / 2;
  const head = s.feet - BODY.height;
  const [c0, c1] = cellsBetween(left, right);
  const [r0, r1] = cellsBetween(head, s.feet);
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      if (grid.at(c, r) !== '^') continue;
      const x0 = c * CELL + SPIKE.inset;
      const x1 = (c + 1) * CELL - SPIKE.inset;
      const y0 = (r + 1) * CELL - SPIKE.height;
      if (right > x0 && left < x1 && s.feet > y0 && head < (r + 1) * CELL) return true;
    }
  }
  return false;
}

/** The control half of a frame: PlatformerPlayer.control for the actions right and jump. */
function control(s: HeroState, keys: Keys, physics: PlayerPhysics): 'ground' | 'air' | null {
  if (s.onGround) {
    s.sinceGroundMs = 0;
    s.airJumps = physics.doubleJump ? 1 : 0;
    s.rising = false;
  } else {
    s.sinceGroundMs += FRAME_MS;
  }
  s.vx = keys.right ? physics.walkSpeed : 0;
  if (keys.right) s.facing = 1;
  const justPressed = keys.jump && !s.jumpWasDown;
  s.jumpWasDown = keys.jump;
  if (justPressed) s.jumpBufferedMs = physics.jumpBufferMs;
  else s.jumpBufferedMs = Math.max(0, s.jumpBufferedMs - FRAME_MS);
  let jumped: 'ground' | 'air' | null = null;
  if (s.jumpBufferedMs > 0) {
    if (s.sinceGroundMs <= physics.coyoteTimeMs) {
      s.vy = -physics.jumpVelocity;
      s.sinceGroundMs = Number.POSITIVE_INFINITY;
      jumped = 'ground';
    } else if (s.airJumps > 0 && justPressed) {
      s.vy = -physics.doubleJumpVelocity;
      s.airJumps--;
      jumped = 'air';
    }
    if (jumped) {
      s.jumpBufferedMs = 0;
      s.rising = true;
    }
  }
  if (s.rising && s.vy < 0 && !keys.jump) {
    s.vy *= physics.jumpCutFactor;
    s.rising = false;
  }
  if (s.vy >= 0) s.rising = false;
  return jumped;
}

/** The generated Level's onUpdate: a dash overrides the run speed in the facing direction for its duration. */
function dash(s: HeroState, keys: Keys, physics: PlayerPhysics): void {
  if (!physics.dash) return;
  s.dashCooldownMs = Math.max(0, s.dashCooldownMs - FRAME_MS);
  if (keys.dash && s.dashCooldownMs === 0) {
    s.dashMs = physics.dash.durationMs;
    s.dashCooldownMs = physics.dash.cooldownMs;
  }
  if (s.dashMs > 0) {
    s.dashMs = Math.max(0, s.dashMs - FRAME_MS);
    s.vx = s.facing * physics.dash.speed;
  }
}

/** One frame: the physics step with the velocity chosen last frame, then control with this frame's keys. */
export function stepFrame(s: HeroState, keys: Keys, grid: LevelGrid, physics: PlayerPhysics): FrameResult {
  const dt = FRAME_MS / 1000;
  moveX(s, grid, dt);
  moveY(s, grid, physics, dt);
  const hurt = touchesSpikes(s, grid);
  const fell = s.feet - BODY.height > grid.height * CELL;
  const jumped = control(s, keys, physics);
  dash(s, keys, physics);
  return { hurt, fell, jumped };
}
