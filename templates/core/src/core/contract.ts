// The Game Contract (window.__playsmith, version 1): what the game knows about itself, read from live
// state, so that tests, checks and agents never guess from pixels. See docs/template_api.md.
import type Phaser from 'phaser';
import gameConfig from '../gameConfig.json';
import { allActions, definition } from './definition.ts';
import { levelManager } from './levelManager.ts';
import { progress } from './progress.ts';

export interface PlayerSnapshot {
  x: number;
  y: number;
  vx: number;
  vy: number;
  hp: number;
}

/** What the running Level scene reports; BaseLevelScene implements it through its describe* hooks. */
export interface LevelView {
  describePlayer(): PlayerSnapshot | null;
  describeEntities(): Record<string, unknown>;
  describeFlags(): Record<string, unknown>;
  hudLines(): string[];
}

export interface ContractState {
  scene: string | null;
  over: boolean;
  won: boolean;
  score: number;
  level: number;
  paused: boolean;
  player: PlayerSnapshot | null;
  entities: Record<string, unknown>;
  flags: Record<string, unknown>;
}

type Listener = (payload: unknown) => void;

export interface PlaysmithContract {
  version: 1;
  game: Phaser.Game;
  meta(): { title: string; archetype: string; actions: { name: string; keys: string[] }[]; goal: string };
  state(): ContractState;
  text(): string;
  events: {
    emit(type: string, payload?: unknown): void;
    on(type: string, listener: Listener): void;
    off(type: string, listener: Listener): void;
  };
}

declare global {
  interface Window {
    __playsmith?: PlaysmithContract;
  }
}

/** Scenes drawn over another scene; they never count as "the" scene in state(). */
const OVERLAY_SCENES = new Set(['HUD', 'Pause']);

let activeLevel: LevelView | undefined;

export function setActiveLevel(level: LevelView | undefined): void {
  activeLevel = level;
}

export function currentLevel(): LevelView | undefined {
  return activeLevel;
}

/**
 * Emits a semantic event (snake_case type). Always goes through window.__playsmith.events so whoever
 * watches the contract sees it.
 */
export function emit(type: string, payload: Record<string, unknown> = {}): void {
  window.__playsmith?.events.emit(type, payload);
}

/** Rounds numbers for the contract: whole pixels, two decimals for small fractions. */
export function round(n: number): number {
  return Math.abs(n) >= 10 ? Math.round(n) : Math.round(n * 100) / 100;
}

function mainScene(game: Phaser.Game): string | null {
  let key: string | null = null;
  for (const scene of game.scene.scenes) {
    const sys = scene.sys;
    const name = sys.settings.key;
    if (!OVERLAY_SCENES.has(name) && (sys.isActive() || sys.isPaused())) key = name;
  }
  return key;
}

function summarise(entities: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(entities)) {
    if (Array.isArray(value)) parts.push(`${name} ${value.length}`);
    else if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
      parts.push(`${name} ${value}`);
    else if (value && typeof value === 'object' && 'x' in value && 'y' in value)
      parts.push(`${name} at (${(value as { x: number }).x}, ${(value as { y: number }).y})`);
  }
  return parts.join(', ');
}

export function installContract(game: Phaser.Game): void {
  const listeners = new Map<string, Listener[]>();
  const contract: PlaysmithContract = {
    version: 1,
    game,
    meta() {
      return {
        title: gameConfig.game.title.value,
        archetype: definition().archetype,
        actions: allActions().map((a) => ({ name: a.name, keys: [...a.keys] })),
        goal: definition().goal,
      };
    },
    state() {
      const scene = mainScene(game);
      const level = scene === 'Level' ? activeLevel : undefined;
      return {
        scene,
        over: progress.over,
        won: progress.won,
        score: progress.score,
        level: progress.playing || progress.over ? levelManager.currentNumber : 0,
        paused: progress.paused,
        player: level?.describePlayer() ?? null,
        entities: level?.describeEntities() ?? {},
        flags: {
          lives: progress.lives,
          levelId: levelManager.currentId,
          levelCount: levelManager.count,
          ...(level?.describeFlags() ?? {}),
        },
      };
    },
    text() {
      const s = contract.state();
      const head = `${s.scene ?? 'loading'}${s.paused ? ' (paused)' : ''}`;
      if (s.scene !== 'Level')
        return `${head}: score ${s.score}${s.won ? ', won' : ''}${s.over && !s.won ? ', game over' : ''}`;
      const p = s.player ? `player at (${s.player.x}, ${s.player.y}) hp ${s.player.hp}` : 'no player';
      const rest = summarise(s.entities);
      return (
        `${head} ${s.level}/${levelManager.count}: ${p}, lives ${progress.lives}, score ${s.score}` +
        `${rest ? `; ${rest}` : ''}`
      );
    },
    events: {
      emit(type, payload) {
        for (const listener of [...(listeners.get(type) ?? [])]) listener(payload);
      },
      on(type, listener) {
        listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      },
      off(type, listener) {
        listeners.set(
          type,
          (listeners.get(type) ?? []).filter((l) => l !== listener),
        );
      },
    },
  };
  window.__playsmith = contract;
}
