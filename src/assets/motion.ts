// What an animation name asks a figure to do, and the pose of each frame of it. Names are matched
// by their words, so "run", "attack_2" and "die-left" all find their motion.
import { wordsOf } from './words.ts';
import { wordEntry } from '../shared/index.ts';

export type Motion =
  | 'idle'
  | 'walk'
  | 'run'
  | 'jump'
  | 'fall'
  | 'attack'
  | 'shoot'
  | 'hurt'
  | 'die'
  | 'climb'
  | 'fly'
  | 'spin'
  | 'open'
  | 'talk';

const MOTION_WORDS: Record<string, Motion> = {
  idle: 'idle',
  stand: 'idle',
  breathe: 'idle',
  wait: 'idle',
  rest: 'idle',
  default: 'idle',
  float: 'idle',
  glow: 'idle',
  shine: 'idle',
  sparkle: 'idle',
  pulse: 'idle',
  walk: 'walk',
  move: 'walk',
  patrol: 'walk',
  crawl: 'walk',
  swim: 'walk',
  roll: 'walk',
  hop: 'walk',
  bounce: 'walk',
  run: 'run',
  dash: 'run',
  sprint: 'run',
  chase: 'run',
  jump: 'jump',
  leap: 'jump',
  rise: 'jump',
  fall: 'fall',
  land: 'fall',
  drop: 'fall',
  attack: 'attack',
  slash: 'attack',
  punch: 'attack',
  melee: 'attack',
  strike: 'attack',
  swing: 'attack',
  bite: 'attack',
  stomp: 'attack',
  charge: 'attack',
  special: 'attack',
  ultimate: 'attack',
  shoot: 'shoot',
  fire: 'shoot',
  cast: 'shoot',
  throw: 'shoot',
  spell: 'shoot',
  aim: 'shoot',
  hurt: 'hurt',
  damage: 'hurt',
  hit: 'hurt',
  ouch: 'hurt',
  stun: 'hurt',
  stunned: 'hurt',
  die: 'die',
  death: 'die',
  dead: 'die',
  defeat: 'die',
  defeated: 'die',
  ko: 'die',
  explode: 'die',
  climb: 'climb',
  ladder: 'climb',
  fly: 'fly',
  flap: 'fly',
  glide: 'fly',
  hover: 'fly',
  spin: 'spin',
  rotate: 'spin',
  turn: 'spin',
  flip: 'spin',
  open: 'open',
  activate: 'open',
  unlock: 'open',
  wave: 'open',
  talk: 'talk',
  speak: 'talk',
  say: 'talk',
  chat: 'talk',
  dialog: 'talk',
  dialogue: 'talk',
  laugh: 'talk',
  shout: 'talk',
};

export function motionOf(animation: string): Motion {
  for (const w of wordsOf(animation.replace(/([a-z])([A-Z])/g, '$1 $2'))) {
    const m = wordEntry(MOTION_WORDS, w);
    if (m) return m;
  }
  return 'idle';
}

export type Facing = 'side' | 'front' | 'back';

/** One frame to draw: which animation, which frame of how many, seen from which side. */
export interface Pose {
  animation: string;
  motion: Motion;
  frame: number;
  frames: number;
  facing: Facing;
}

export function poseOf(animation: string, frame: number, frames: number, facing: Facing = 'side'): Pose {
  return { animation, motion: motionOf(animation), frame, frames, facing };
}

/** Progress through the animation, 0 at the first frame; loops reach 1 - 1/n, one-shots reach 1. */
export function progress(p: Pose): number {
  if (p.frames <= 1) return p.motion === 'die' || p.motion === 'open' ? 1 : 0;
  return p.motion === 'die' ||
    p.motion === 'open' ||
    p.motion === 'jump' ||
    p.motion === 'attack' ||
    p.motion === 'shoot'
    ? p.frame / (p.frames - 1)
    : p.frame / p.frames;
}

/** Where a figure's limbs are in a frame, in units of the figure's scale (1 unit = 1 px at 32 px tall). */
export interface LimbPose {
  bob: number;
  lean: number;
  crouch: number;
  frontLeg: { dx: number; lift: number };
  backLeg: { dx: number; lift: number };
  /** Arm angles in degrees: 0 hangs down, 90 points forward, 180 straight up. */
  frontArm: number;
  backArm: number;
  eyes: 'open' | 'closed' | 'x' | 'squint';
  mouthOpen: boolean;
  weaponOut: boolean;
  slash: boolean;
  spark: boolean;
  flash: boolean;
  /** Degrees to tip the whole figure over (negative falls backwards). */
  tip: number;
}

export function limbPose(p: Pose): LimbPose {
  const t = progress(p);
  const phase = 2 * Math.PI * t;
  const base: LimbPose = {
    bob: 0,
    lean: 0,
    crouch: 0,
    frontLeg: { dx: 0, lift: 0 },
    backLeg: { dx: 0, lift: 0 },
    frontArm: 12,
    backArm: -12,
    eyes: 'open',
    mouthOpen: false,
    weaponOut: false,
    slash: false,
    spark: false,
    flash: false,
    tip: 0,
  };
  switch (p.motion) {
    case 'talk':
      return { ...base, mouthOpen: p.frame % 2 === 1, bob: p.frame % 2 };
    case 'idle':
    case 'spin':
    case 'open':
      return {
        ...base,
        bob: p.frames >= 2 && p.frame % 2 === 1 ? 1 : 0,
        eyes: p.frames >= 3 && p.frame === p.frames - 1 ? 'closed' : 'open',
      };
    case 'walk':
    case 'run': {
      const run = p.motion === 'run';
      const s = Math.sin(phase);
      const c = Math.cos(phase);
      const stride = run ? 3 : 2;
      return {
        ...base,
        bob: Math.abs(s) > 0.7 ? 1 : 0,
        lean: run ? 1 : 0,
        frontLeg: { dx: Math.round(s * stride), lift: Math.round(Math.max(0, c) * (run ? 2 : 1.4)) },
        backLeg: { dx: -Math.round(s * stride), lift: Math.round(Math.max(0, -c) * (run ? 2 : 1.4)) },
        frontArm: Math.round(-s * (run ? 60 : 35)),
        backArm: Math.round(s * (run ? 60 : 35)),
      };
    }
    case 'jump':
      if (p.frames > 1 && p.frame === 0) return { ...base, crouch: 2, bob: 2, frontArm: -20, backArm: -30 };
      return { ...base, frontLeg: { dx: 2, lift: 3 }, backLeg: { dx: -1, lift: 1 }, frontArm: 150, backArm: 120 };
    case 'fall':
      return { ...base, frontLeg: { dx: 1, lift: 0 }, backLeg: { dx: -1, lift: 1 }, frontArm: 165, backArm: 140 };
    case 'climb':
      return {
        ...base,
        frontLeg: { dx: 0, lift: p.frame % 2 ? 2 : 0 },
        backLeg: { dx: 0, lift: p.frame % 2 ? 0 : 2 },
        frontArm: p.frame % 2 ? 170 : 120,
        backArm: p.frame % 2 ? 120 : 170,
      };
    case 'fly':
      return {
        ...base,
        bob: Math.round(Math.sin(phase)),
        frontLeg: { dx: 1, lift: 1 },
        backLeg: { dx: -1, lift: 0 },
        frontArm: 100,
        backArm: 80,
      };
    case 'attack': {
      const windUp = p.frames > 1 && p.frame === 0;
      return {
        ...base,
        lean: windUp ? -1 : 1,
        frontArm: windUp ? 160 : 85,
        backArm: -20,
        frontLeg: { dx: windUp ? 0 : 2, lift: 0 },
        backLeg: { dx: -1, lift: 0 },
        weaponOut: true,
        slash: !windUp && (p.frames <= 2 || t <= 0.67),
      };
    }
    case 'shoot':
      return {
        ...base,
        frontArm: 90,
        backArm: 10,
        weaponOut: true,
        spark: p.frames <= 1 || p.frame >= Math.floor(p.frames / 2),
        lean: p.frame === p.frames - 1 && p.frames > 2 ? -1 : 0,
      };
    case 'hurt':
      return {
        ...base,
        lean: -1,
        frontArm: 60,
        backArm: 40,
        eyes: 'squint',
        flash: p.frame % 2 === 0,
        frontLeg: { dx: 1, lift: 0 },
        backLeg: { dx: -1, lift: 0 },
      };
    case 'die':
      return {
        ...base,
        eyes: t >= 0.5 ? 'x' : 'squint',
        tip: -90 * Math.min(1, (p.frame + 1) / Math.max(1, p.frames - (p.frames > 2 ? 1 : 0))),
        frontArm: 60,
        backArm: 40,
        flash: p.frame === 0 && p.frames > 1,
      };
  }
}
