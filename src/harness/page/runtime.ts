// Types shared by the page-side scripts (clock, probe) and the node side that drives them. The
// page-side scripts import only types from here, so nothing of this module runs in the page.
import type { ContractEvent } from '../../shared/index.ts';

export interface ClockOptions {
  seed: number;
  fps: number;
  /** What Date.now() says at game time 0. */
  epochMs: number;
  /** How long (wall time) virtual time may hold still waiting for loading before it goes on. */
  pendingWallLimitMs: number;
  /**
   * A secret of this run: the main frame says `<pingKey>leaving <game time>` on console.debug as it starts to leave
   * its page, so a navigation the node side sees is stamped with the game time it happened at (the page may be gone
   * before its next batch could say).
   */
  pingKey: string;
}

export interface FrameHooks {
  beforeFrame?(gameTime: number, frame: number): void;
  afterFrame?(gameTime: number, frame: number): void;
}

export interface PageError {
  gameTime: number;
  message: string;
  stack: string | undefined;
  source: string;
}

/** A fault in Playsmith's own page-side code: where it happened, the first message and how often it recurred. */
export interface ProbeFault {
  gameTime: number;
  where: string;
  message: string;
  count: number;
}

/**
 * Real (wall) milliseconds the page spent on its own kinds of work, cumulative, for `check --profile`. Work done while
 * game time advances is kept apart from work done for a call from the node side (a render before a screenshot).
 */
export interface PageCosts {
  /** Frames stepped, and of those the ones the engine rendered; timers run. */
  frames: number;
  renderedFrames: number;
  timers: number;
  /** Inside advance(): the whole call, and the rendering, pixel readback and behaviour sampling in it. */
  advanceMs: number;
  renderMs: number;
  readbackMs: number;
  sampleMs: number;
  /** Rendering and readback done for a node-side call (a frame drawn for a screenshot or a click). */
  callRenderMs: number;
  callReadbackMs: number;
}

/** What the clock exposes, on globalThis[Symbol.for('playsmith.harness')], to the probe and the node side. */
export interface HarnessRuntime {
  now(): number;
  frame(): number;
  advance(ms: number): Promise<void>;
  errors: PageError[];
  /** Faults of our own probe (never the game's): reported apart, so they are never charged to the game. */
  probeFaults: ProbeFault[];
  networkFailures: { gameTime: number; url: string; kind: string }[];
  /** Requests the game made to other origins (fetch, XHR, images), with the game time each was made at. */
  outbound: { gameTime: number; url: string }[];
  hooks: FrameHooks[];
  takeStalled(): { gameTime: number; message: string } | undefined;
  /** The real clock (the page's performance.now is game time), for measuring costs only. */
  wallNow(): number;
  /** Whether game time is advancing now (a frame or a timer is running), not a call from the node side. */
  advancing(): boolean;
  costs: PageCosts;
  probe?: ProbeApi;
}

export interface ProbeOptions {
  /** Game-time interval between behaviour samples. */
  sampleEveryMs: number;
  /**
   * Game-time interval between pixel samples (frames rendered and measured) where pixels are the game's only reading:
   * no contract and no engine in reach.
   */
  pixelEveryMs: number;
  /** The same where the contract or the engine can be read: the pixels then serve only the pixel metrics. */
  readablePixelEveryMs: number;
  /** Whether a screenshot's frame is also a pixel sample (where the engine draws), restarting readablePixelEveryMs. */
  pixelsFromScreenshots: boolean;
  /** Game-time window after an input in which a change counts as a response. */
  responseWindowMs: number;
  /** Render only the frames that are sampled, where the engine is reachable. */
  renderOnlySampledFrames: boolean;
  /** Size of the thumbnail pixel metrics are computed on. */
  thumbnail: { width: number; height: number };
}

export type Tier = 'contract' | 'phaser' | 'pixels' | 'page';

export interface PixelSample {
  gameTime: number;
  /** Shannon entropy (bits) of the luminance histogram, 0..8. */
  entropy: number;
  /** Mean absolute luminance difference to the previous pixel sample, 0..255. */
  diff: number;
  /** Fraction of thumbnail pixels that differ from the first pixel by more than a little. */
  nonUniform: number;
}

export interface BehaviourSample {
  gameTime: number;
  /** A digest of what the game knows about itself (contract state, else Phaser objects). */
  digest: string;
  scene: string | undefined;
  objects: number;
}

/** Everything the page gathered since the last flush. */
export interface ProbeBatch {
  gameTime: number;
  frame: number;
  samples: BehaviourSample[];
  /** The contract's player position at every behaviour sample (for testers; never in the trace). */
  players: { gameTime: number; x: number; y: number }[];
  pixels: PixelSample[];
  events: (ContractEvent & { gameTime: number })[];
  console: { gameTime: number; type: string; text: string }[];
  consoleDropped: number;
  /** What the page tried that the browser blocks without Playwright seeing it (WebRTC, window.close()). */
  sandbox: { gameTime: number; what: string; url: string }[];
  /** alert, confirm and prompt calls, with the game time each was opened at (the node side dismisses them). */
  dialogs: { gameTime: number; type: string; message: string }[];
  errors: PageError[];
  probeFaults: ProbeFault[];
  networkFailures: { gameTime: number; url: string; kind: string }[];
  outbound: { gameTime: number; url: string }[];
  stalled: { gameTime: number; message: string } | undefined;
  counters: BehaviourCounters;
  tiers: Record<keyof BehaviourCounters, Tier | 'none'>;
  engine: { name: 'phaser'; version: string; renderer: string } | undefined;
  contract: boolean;
  /** The page's costs so far (wall time: never part of the trace). */
  costs: PageCosts;
  /** Frames drawn so far by what asked for them, with their rendering and readback (wall time: never traced). */
  draws: Record<DrawReason, DrawCost>;
}

/**
 * What a drawn frame was for: a pixel sample where the contract or engine is readable (the pixel metrics) or where
 * pixels are the only reading (response signature, digest), the pixels where a pointer input landed, a screenshot,
 * or the game itself (the engine out of reach, or not told to skip frames: it draws every frame).
 */
export type DrawReason = 'pixelSamples' | 'pixelReading' | 'clickedRegion' | 'screenshot' | 'game';

export interface DrawCost {
  /** Frames drawn (for `game` where the engine is out of reach: frames stepped, whose drawing is not seen). */
  frames: number;
  renderMs: number;
  readbackMs: number;
}

/** Running totals the probe keeps; the behaviour vector is derived from these. */
export interface BehaviourCounters {
  objectsAdded: number;
  objectsRemoved: number;
  positionChanges: number;
  inputEvents: number;
  velocityActiveFrames: number;
  responsiveActions: number;
  sceneChanges: number;
  triggeredEventTypes: string[];
}

/** An input delivered to the game: its action name, and where a pointer input landed. */
export type ActionNote = [name: string, at?: { x: number; y: number }];

export interface ProbeApi {
  flush(): ProbeBatch;
  /**
   * Before a screenshot: draws the current state where the engine is reachable, unless the canvas shows it already,
   * and measures the frame as a pixel sample when the options say so (handed back, not kept for the next flush);
   * `current` when the canvas shows the current state.
   */
  prepareScreenshot(): { current: boolean; sample: PixelSample | undefined };
  /**
   * Before a pointer input: runs the engine's render pass without drawing (depth sort, render events, each camera's
   * pre-render, which sets the matrices hit tests read), so hit areas are current as after a drawn frame.
   */
  prepareInput(): boolean;
  /** The canvas's game-to-CSS mapping, for input. */
  canvasBox():
    | { left: number; top: number; width: number; height: number; gameWidth: number; gameHeight: number }
    | undefined;
  /** prepareInput, then canvasBox: what a click or a drag asks before it presses. */
  prepareInputBox(): ReturnType<ProbeApi['canvasBox']>;
  contractMeta(): unknown;
  contractState(): unknown;
  contractText(): unknown;
  /** state() and scenes() read in one call (what L3b's recovery looks at every half second). */
  contractStateAndScenes(): { state: unknown; scenes: { active: string[]; paused: string[] } };
  /** The clickable things the probe can see (buttons, interactive text), for menu navigation. */
  clickables(): { label: string; x: number; y: number; source: Tier }[];
  /**
   * Tells the probe an input action was just delivered (for responsive-action accounting); `at` is where a pointer
   * action landed, in game coordinates, so pixels there count as a response.
   */
  noteAction(name: string, at?: { x: number; y: number }): void;
  /** noteAction for each of several inputs, in order: the node side sends them with its next page call. */
  noteActions(notes: ActionNote[]): void;
  /** Phaser scene keys that are running and that are paused (empty where the engine is out of reach). */
  scenes(): { active: string[]; paused: string[] };
  /**
   * Undoes a pause where the engine is reachable: stops pause-overlay scenes, resumes paused ones; returns what it
   * did.
   */
  unpause(): string[];
  /** The Phaser game, for page-side readers (scene-view.ts) only: it cannot cross to the node side. */
  engineGame(): unknown;
}

/** A rectangle in game (screen or world) pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a play-tester reads of the running scenes where the engine is reachable (scene-view.ts). */
export interface SceneView {
  canvas: ReturnType<ProbeApi['canvasBox']> | null;
  /** The engine's own frame counter (Phaser's game.loop.frame); null where the engine is out of reach. */
  frame: number | null;
  /** Text objects shown now, in screen coordinates of the game (camera applied), with their style colour. */
  /** Text objects shown, with their alpha (times their containers'); below 0.1 they are left out. */
  texts: (Rect & { text: string; color: string | null; scene: string; alpha: number })[];
  /** Solid geometry in world coordinates: colliding tiles (merged along rows) and static bodies in colliders. */
  solids: Rect[];
  /** The physics world's bounds, where a scene has arcade physics. */
  world: Rect | null;
}
