// Page side: the behaviour probe. Three tiers, best first: the Game Contract
// (window.__playsmith), Phaser introspection where the engine is reachable, and pixels everywhere.
// It samples at fixed game-time intervals, counts behaviour, and renders only sampled frames when
// it can reach the engine.
//
// Serialised into the page like the clock: nothing from module scope may be used here.
import type {
  BehaviourCounters,
  DrawReason,
  BehaviourSample,
  HarnessRuntime,
  PixelSample,
  ProbeApi,
  ProbeBatch,
  ProbeOptions,
  Tier,
} from './runtime.ts';

export function installProbe(options: ProbeOptions): void {
  const g = globalThis as unknown as Record<string, any> & Window;
  const rt = (g as unknown as Record<symbol, HarnessRuntime | undefined>)[Symbol.for('playsmith.harness')];
  if (!rt || rt.probe) return;

  const hash = (text: string): string => {
    let h1 = 0xdeadbeef,
      h2 = 0x41c6ce57;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
  };
  const safeJson = (value: unknown, limit = 4000): string => {
    try {
      const seen = new WeakSet<object>();
      const text =
        JSON.stringify(value, (_k, v: unknown) => {
          if (typeof v === 'number') return Number.isFinite(v) ? Math.round(v * 1000) / 1000 : String(v);
          if (typeof v === 'object' && v !== null) {
            if (seen.has(v)) return '[cycle]';
            seen.add(v);
          }
          if (typeof v === 'function') return undefined;
          return v;
        }) ?? 'undefined';
      return text.length > limit ? `${text.slice(0, limit)}…` : text;
    } catch (e) {
      return `[unserialisable: ${(e as Error).message}]`;
    }
  };

  // ---- our own faults: never the game's errors, never a crashed check ----
  const fault = (where: string, e: unknown) => {
    const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    const known = rt.probeFaults.find((f) => f.where === where && f.message === message);
    if (known) known.count++;
    else if (rt.probeFaults.length < 50) rt.probeFaults.push({ gameTime: rt.now(), where, message, count: 1 });
  };
  /** Runs a piece of the probe; a fault in it is recorded as ours and `fallback` is returned instead. */
  const guarded = <T>(where: string, fallback: T, fn: () => T): T => {
    try {
      return fn();
    } catch (e) {
      fault(where, e);
      return fallback;
    }
  };
  /** The members of a collection as an array: a native Set or Map, an array, or Phaser 3's own Set (`entries`). */
  const members = (collection: any): any[] => {
    if (!collection || typeof collection !== 'object') return [];
    if (Array.isArray(collection)) return collection;
    if (Array.isArray(collection.entries)) return collection.entries;
    if (typeof collection.getArray === 'function') return collection.getArray() as any[];
    if (typeof collection[Symbol.iterator] === 'function') return Array.from(collection as Iterable<any>);
    return [];
  };

  // ---- console, with game time ----
  const consoleLines: ProbeBatch['console'] = [];
  let consoleDropped = 0;
  for (const type of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[type].bind(console);
    console[type] = (...args: unknown[]) => {
      if (consoleLines.length < 500) {
        const parts: string[] = [];
        let styles = 0;
        args.forEach((arg, i) => {
          if (i > 0 && i <= styles) return; // %c style arguments
          if (typeof arg === 'string') {
            if (i === 0) styles = (arg.match(/%c/g) ?? []).length;
            parts.push(i === 0 ? arg.replace(/%c/g, '') : arg);
          } else parts.push(arg instanceof Error ? `${arg.name}: ${arg.message}` : safeJson(arg, 500));
        });
        consoleLines.push({ gameTime: rt.now(), type, text: parts.join(' ').trim().slice(0, 1000) });
        original(...args);
        // A dropped line is only counted: passing it on would cost a DevTools message each, the flood it is.
      } else consoleDropped++;
    };
  }

  // ---- the sandbox: WebRTC attempts are recorded here; the browser's policy sends none of their packets ----
  const sandbox: ProbeBatch['sandbox'] = [];
  for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection'] as const) {
    const Real = g[name] as (new (...args: unknown[]) => object) | undefined;
    if (typeof Real !== 'function') continue;
    const Guarded = function (this: unknown, ...args: unknown[]) {
      const servers = (args[0] as { iceServers?: { urls?: unknown }[] } | undefined)?.iceServers ?? [];
      const urls = servers.flatMap((s) => (Array.isArray(s?.urls) ? s.urls : [s?.urls])).map(String);
      if (sandbox.length < 100)
        sandbox.push({ gameTime: rt.now(), what: name, url: (urls.join(' ') || 'no ICE servers').slice(0, 500) });
      return Reflect.construct(Real, args, new.target ?? Real) as object;
    };
    Guarded.prototype = Real.prototype;
    Object.setPrototypeOf(Guarded, Real); // statics such as generateCertificate
    Object.defineProperty(g, name, { value: Guarded, configurable: true, writable: true });
  }
  // The game's page stays open: window.close() is recorded and does nothing.
  g.close = () => {
    if (sandbox.length < 100) sandbox.push({ gameTime: rt.now(), what: 'WINDOW_CLOSE', url: 'window.close()' });
  };
  // Dialogs block the page until the node side dismisses them; each is noted here with the game time it opened at.
  const dialogs: ProbeBatch['dialogs'] = [];
  for (const type of ['alert', 'confirm', 'prompt'] as const) {
    const original = g[type] as ((...args: unknown[]) => unknown) | undefined;
    if (typeof original !== 'function') continue;
    g[type] = ((...args: unknown[]) => {
      if (dialogs.length < 200)
        dialogs.push({ gameTime: rt.now(), type, message: String(args[0] ?? '').slice(0, 200) });
      return original.apply(g, args);
    }) as never;
  }

  // ---- the Game Contract ----
  const events: ProbeBatch['events'] = [];
  const eventTypes = new Set<string>();
  const WRAPPED = Symbol.for('playsmith.wrapped');
  const wrapEvents = (contract: any) => {
    const emitter = contract?.events;
    if (!emitter || typeof emitter.emit !== 'function' || emitter.emit[WRAPPED]) return;
    const emit = emitter.emit;
    const wrapped = function (this: unknown, type: unknown, payload?: unknown, ...rest: unknown[]) {
      const name = String(type);
      eventTypes.add(name);
      if (events.length < 2000)
        events.push({
          gameTime: rt.now(),
          type: name,
          payload: JSON.parse(safeJson(payload ?? null, 1000).replace(/…$/, '') || 'null') as unknown,
        });
      return emit.call(this, type, payload, ...rest);
    };
    (wrapped as any)[WRAPPED] = true;
    emitter.emit = wrapped;
  };
  let contractValue: any;
  Object.defineProperty(g, '__playsmith', {
    configurable: true,
    enumerable: true,
    get: () => contractValue,
    set: (value: unknown) => {
      contractValue = value;
      wrapEvents(value);
    },
  });
  const contract = () =>
    contractValue && typeof contractValue === 'object' && typeof contractValue.state === 'function'
      ? contractValue
      : undefined;
  const contractCall = (name: 'meta' | 'state' | 'text'): unknown => {
    const c = contract();
    if (!c || typeof c[name] !== 'function') return undefined;
    try {
      return c[name]();
    } catch (e) {
      return { __error: (e as Error).message };
    }
  };

  // ---- Phaser, found without globals: the Game constructor assigns isBooted on itself ----
  const games: any[] = [];
  Object.defineProperty(Object.prototype, 'isBooted', {
    configurable: true,
    enumerable: false,
    get() {
      return undefined;
    },
    set(this: any, value: unknown) {
      Object.defineProperty(this, 'isBooted', { value, writable: true, configurable: true, enumerable: true });
      if (this && typeof this === 'object' && 'config' in this && 'renderer' in this && !games.includes(this))
        games.push(this);
    },
  });
  const phaserGame = (): any => {
    const fromContract = contractValue?.game;
    if (fromContract?.scene && fromContract.loop) return fromContract;
    for (const game of games) if (game && !game.pendingDestroy && game.scene && game.loop) return game;
    return undefined;
  };
  let phaserVersion = '';
  const versionBanner = /Phaser v?(\d+\.\d+\.\d+[^\s(]*)/;
  let renderThisFrame = true;
  let forceRender = false;
  // ---- what each drawn frame is for, and whether the canvas still shows the game as it is now ----
  const draws: ProbeBatch['draws'] = {
    pixelSamples: { frames: 0, renderMs: 0, readbackMs: 0 },
    pixelReading: { frames: 0, renderMs: 0, readbackMs: 0 },
    clickedRegion: { frames: 0, renderMs: 0, readbackMs: 0 },
    screenshot: { frames: 0, renderMs: 0, readbackMs: 0 },
    game: { frames: 0, renderMs: 0, readbackMs: 0 },
  };
  /** Who asked for the drawing under way (a frame's, or a node-side call's). */
  let drawingFor: DrawReason = 'game';
  /** Every trusted input event and every node-side call that changes the game: a drawn frame after them is stale. */
  let touches = 0;
  /** The latest frame the engine drew: its number in the run, and what had happened up to it. */
  let drawn: { id: number; frame: number; timers: number; touches: number } | undefined;
  let drawCount = 0;
  /** Whether the canvas shows the game as it is now: drawn in this frame, with no timer, input or change since. */
  const canvasCurrent = (): boolean =>
    drawn !== undefined && drawn.frame === rt.frame() && drawn.timers === rt.costs.timers && drawn.touches === touches;
  const installRenderControl = (game: any) => {
    const loop = game.loop;
    if (
      !options.renderOnlySampledFrames ||
      !game.isRunning ||
      !game.renderer ||
      !loop ||
      typeof loop.callback !== 'function' ||
      loop.callback[WRAPPED]
    )
      return;
    const step = game.step.bind(game);
    const headless = game.headlessStep.bind(game);
    const callback = (time: number, delta: number) => (renderThisFrame ? step(time, delta) : headless(time, delta));
    (callback as any)[WRAPPED] = true;
    loop.callback = callback;
  };
  /** Adds the wall time since `started` to the page's costs (the frame loop's or a call's) and to its asker. */
  const spend = (kind: 'render' | 'readback', started: number) => {
    const ms = rt.wallNow() - started;
    const costs = rt.costs;
    const asker = draws[drawingFor];
    if (kind === 'render') {
      asker.frames++;
      asker.renderMs += ms;
      if (rt.advancing()) {
        costs.renderMs += ms;
        costs.renderedFrames++;
      } else costs.callRenderMs += ms;
    } else {
      asker.readbackMs += ms;
      if (rt.advancing()) costs.readbackMs += ms;
      else costs.callReadbackMs += ms;
    }
  };
  /** Times the engine's rendering, from its pre-render (clearing) to its post-render (presenting); notes each draw. */
  const installRenderTiming = (game: any) => {
    const renderer = game.renderer;
    if (!renderer || renderer[WRAPPED]) return;
    const pre = renderer.preRender;
    const post = renderer.postRender;
    if (typeof pre !== 'function' || typeof post !== 'function') return;
    let started = 0;
    renderer.preRender = function (this: unknown, ...args: unknown[]) {
      started = rt.wallNow();
      return pre.apply(this, args);
    };
    renderer.postRender = function (this: unknown, ...args: unknown[]) {
      const value = post.apply(this, args);
      spend('render', started);
      drawn = { id: ++drawCount, frame: rt.frame(), timers: rt.costs.timers, touches };
      return value;
    };
    renderer[WRAPPED] = true;
  };
  const activeScenes = (game: any): any[] => {
    try {
      return game.scene.getScenes(true) as any[];
    } catch {
      return [];
    }
  };
  const sceneObjects = (scene: any): any[] => {
    const out: any[] = [];
    const visit = (list: any[]) => {
      for (const obj of list) {
        out.push(obj);
        if (Array.isArray(obj?.list) && obj.type === 'Container') visit(obj.list);
      }
    };
    visit(scene?.sys?.displayList?.list ?? []);
    return out;
  };

  /** Velocities of a scene's physics bodies that can move: arcade (Phaser 3 or 4) and matter. */
  const bodyVelocities = (scene: any): { x: number; y: number }[] => {
    const out: { x: number; y: number }[] = [];
    for (const body of members(scene.physics?.world?.bodies))
      if (body && body.enable !== false)
        out.push({ x: Number(body.velocity?.x) || 0, y: Number(body.velocity?.y) || 0 });
    const matter = scene.matter?.world;
    if (matter) {
      const all =
        typeof matter.getAllBodies === 'function' ? matter.getAllBodies() : members(matter.localWorld?.bodies);
      for (const body of members(all))
        if (body && !body.isStatic && !body.isSleeping)
          out.push({ x: Number(body.velocity?.x) || 0, y: Number(body.velocity?.y) || 0 });
    }
    return out;
  };

  // ---- pixels ----
  const thumb = document.createElement('canvas');
  thumb.width = options.thumbnail.width;
  thumb.height = options.thumbnail.height;
  // A CPU-backed context: the frame is read back once and shrunk in memory. A GPU-backed one (the default) reads the
  // shrunk thumbnail back from the GPU again, which costs a hundred times more through SwiftShader, for the same bytes.
  const thumbContext = thumb.getContext('2d', { willReadFrequently: true });
  const gameCanvas = (): HTMLCanvasElement | undefined => {
    const game = phaserGame();
    if (game?.canvas instanceof HTMLCanvasElement) return game.canvas;
    let best: HTMLCanvasElement | undefined;
    for (const c of Array.from(document.querySelectorAll('canvas')))
      if (c !== thumb && (!best || c.width * c.height > best.width * best.height)) best = c;
    return best;
  };
  let lastLuma: Uint8Array | undefined;
  let lastPixelHash = '';
  /** What the canvas shows is the same while this stays the same: no frame, timer, input, change or draw since. */
  const pictureKey = () => `${rt.frame()}:${rt.costs.timers}:${touches}:${drawCount}`;
  /** The latest thumbnail read, and of which picture: every metric of one picture shares one readback. */
  let thumbRead: { key: string; data: Uint8ClampedArray } | undefined;
  /** The picture the latest pixel sample measured. */
  let sampledKey = '';
  /** The canvas as it is now, shrunk to the thumbnail (RGBA); a fresh read is only valid in the task that drew it. */
  const readThumb = (): Uint8ClampedArray | undefined => {
    const key = pictureKey();
    if (thumbRead?.key === key) return thumbRead.data;
    const canvas = gameCanvas();
    if (!canvas || !thumbContext || canvas.width === 0 || canvas.height === 0) return undefined;
    const started = rt.wallNow();
    thumbContext.clearRect(0, 0, thumb.width, thumb.height);
    thumbContext.drawImage(canvas, 0, 0, thumb.width, thumb.height);
    const data = thumbContext.getImageData(0, 0, thumb.width, thumb.height).data;
    spend('readback', started);
    thumbRead = { key, data };
    return data;
  };
  /**
   * The thumbnail of the game as it is now, for a node-side call: the one read of this picture when there is one, else
   * a frame drawn now and read (undefined where the engine is out of reach: a canvas is only readable as it is drawn).
   */
  const thumbNow = (reason: DrawReason): Uint8ClampedArray | undefined => {
    if (thumbRead?.key === pictureKey()) return thumbRead.data;
    drawingFor = reason;
    return renderPass(true) ? readThumb() : undefined;
  };
  /** Luminance of the thumbnail pixels around a game point (a quarter of the canvas each way at most). */
  const regionLuma = (data: Uint8ClampedArray, at: { x: number; y: number }): number[] => {
    const box = probe.canvasBox();
    if (!box?.gameWidth || !box.gameHeight) return [];
    const cx = Math.round((at.x / box.gameWidth) * thumb.width);
    const cy = Math.round((at.y / box.gameHeight) * thumb.height);
    const rx = Math.ceil(thumb.width / 8);
    const ry = Math.ceil(thumb.height / 8);
    const out: number[] = [];
    for (let y = Math.max(0, cy - ry); y < Math.min(thumb.height, cy + ry); y++)
      for (let x = Math.max(0, cx - rx); x < Math.min(thumb.width, cx + rx); x++) {
        const i = (y * thumb.width + x) * 4;
        out.push(((data[i]! * 299 + data[i + 1]! * 587 + data[i + 2]! * 114) / 1000) | 0);
      }
    return out;
  };
  /** Whether a region changed visibly: over a tenth of its pixels moved by more than a little in luminance. */
  const regionChanged = (before: number[], after: number[]): boolean => {
    if (!before.length || before.length !== after.length) return false;
    let changed = 0;
    for (let i = 0; i < before.length; i++) if (Math.abs(before[i]! - after[i]!) > 16) changed++;
    return changed / before.length > 0.1;
  };
  const measurePixels = (gameTime: number, data: Uint8ClampedArray | undefined): PixelSample | undefined => {
    if (!data) return undefined;
    const n = thumb.width * thumb.height;
    const luma = new Uint8Array(n);
    const histogram = new Array<number>(256).fill(0);
    let differing = 0;
    const r0 = data[0]!,
      g0 = data[1]!,
      b0 = data[2]!;
    for (let i = 0; i < n; i++) {
      const r = data[i * 4]!,
        gg = data[i * 4 + 1]!,
        b = data[i * 4 + 2]!;
      const y = ((r * 299 + gg * 587 + b * 114) / 1000) | 0;
      luma[i] = y;
      histogram[y]!++;
      if (Math.abs(r - r0) + Math.abs(gg - g0) + Math.abs(b - b0) > 24) differing++;
    }
    let entropy = 0;
    for (const count of histogram)
      if (count) {
        const p = count / n;
        entropy -= p * Math.log2(p);
      }
    let diff = 0;
    if (lastLuma) {
      for (let i = 0; i < n; i++) diff += Math.abs(luma[i]! - lastLuma[i]!);
      diff /= n;
    }
    lastLuma = luma;
    lastPixelHash = hash(String.fromCharCode(...luma.subarray(0, Math.min(n, 20000))));
    sampledKey = pictureKey();
    return {
      gameTime,
      entropy: Math.round(entropy * 1000) / 1000,
      diff: Math.round(diff * 1000) / 1000,
      nonUniform: Math.round((differing / n) * 1000) / 1000,
    };
  };

  // ---- behaviour ----
  const counters: BehaviourCounters = {
    objectsAdded: 0,
    objectsRemoved: 0,
    positionChanges: 0,
    inputEvents: 0,
    velocityActiveFrames: 0,
    responsiveActions: 0,
    sceneChanges: 0,
    triggeredEventTypes: [],
  };
  const tiers: ProbeBatch['tiers'] = {
    objectsAdded: 'none',
    objectsRemoved: 'none',
    positionChanges: 'none',
    inputEvents: 'page',
    velocityActiveFrames: 'none',
    responsiveActions: 'none',
    sceneChanges: 'none',
    triggeredEventTypes: 'none',
  };
  const samples: BehaviourSample[] = [];
  const players: ProbeBatch['players'] = [];
  const pixels: PixelSample[] = [];
  const ids = new WeakMap<object, number>();
  let nextObjectId = 1;
  let lastPositions = new Map<number, string>();
  let lastContractPositions = new Map<string, string>();
  let lastScene: string | undefined;
  let nextSampleAt = 0;
  /** When the next pixel sample is due where pixels are the game's only reading, and where it can be read otherwise. */
  let nextPixelAt = 0;
  // Where the game is readable and sampled sparsely, nothing needs the start-up frames' pixels (the first drawing costs
  // most: shaders and textures are made then), so the first sample is due a whole interval in; sampled as often as an
  // unreadable game, it starts at the first frame like one.
  let nextReadablePixelAt = options.readablePixelEveryMs > options.pixelEveryMs ? options.readablePixelEveryMs : 0;
  /** Whether this frame is a pixel sample's (set before the frame, so the engine draws it). */
  let pixelsDue = false;
  /** After a pixel sample at `gameTime`: the next of each kind is due a whole interval later. */
  const pixelsTaken = (gameTime: number) => {
    while (nextPixelAt <= gameTime) nextPixelAt += options.pixelEveryMs;
    while (nextReadablePixelAt <= gameTime) nextReadablePixelAt += options.readablePixelEveryMs;
  };
  /** Inputs waiting for the game's answer; a pointer input also watches the look and the pixels where it landed. */
  const pendingActions: {
    name: string;
    until: number;
    baseline: string;
    at?: { x: number; y: number };
    look?: string;
    region?: number[];
    seen?: boolean;
  }[] = [];

  const COUNTED_INPUTS = new Set(['keydown', 'keyup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'wheel']);
  for (const type of [...COUNTED_INPUTS, 'keypress', 'mousemove', 'touchmove', 'pointermove', 'pointerdown']) {
    g.addEventListener(
      type,
      (e: Event) => {
        if (!e.isTrusted) return;
        touches++;
        if (COUNTED_INPUTS.has(type)) counters.inputEvents++;
      },
      true,
    );
  }

  const contractPositions = (state: any): Map<string, string> => {
    const out = new Map<string, string>();
    const visit = (value: any, path: string, depth: number) => {
      if (!value || typeof value !== 'object' || depth > 3) return;
      if (typeof value.x === 'number' && typeof value.y === 'number')
        out.set(path, `${Math.round(value.x * 2) / 2},${Math.round(value.y * 2) / 2}`);
      for (const [k, v] of Object.entries(value)) if (typeof v === 'object') visit(v, `${path}.${k}`, depth + 1);
    };
    visit(state?.player, 'player', 0);
    visit(state?.entities, 'entities', 0);
    return out;
  };
  const responseSignature = (): string => {
    const state = contractCall('state') as any;
    if (state && !state.__error)
      return safeJson({ p: state.player, s: state.scene, sc: state.score, o: state.over, w: state.won });
    const game = phaserGame();
    if (game) {
      const parts: string[] = [];
      for (const scene of activeScenes(game)) {
        parts.push(String(scene.sys?.settings?.key));
        for (const v of bodyVelocities(scene)) parts.push(`${Math.round(v.x)},${Math.round(v.y)}`);
        parts.push(String(sceneObjects(scene).length));
      }
      return parts.join('|');
    }
    return lastPixelHash;
  };
  /** What the display list shows at a game point: the look of every object whose bounds hold it. */
  const lookAt = (at: { x: number; y: number }): string => {
    const game = phaserGame();
    if (!game) return '';
    const parts: string[] = [];
    for (const scene of activeScenes(game)) {
      const camera = scene.cameras?.main;
      for (const obj of sceneObjects(scene)) {
        if (typeof obj.getBounds !== 'function' || obj.type === 'Container') continue;
        const b = obj.getBounds();
        const x = at.x + (camera?.scrollX ?? 0) * (obj.scrollFactorX ?? 1);
        const y = at.y + (camera?.scrollY ?? 0) * (obj.scrollFactorY ?? 1);
        if (x < b.x || x > b.x + b.width || y < b.y || y > b.y + b.height) continue;
        const frame = obj.frame?.name ?? '';
        const look = [obj.type, obj.visible, Math.round((obj.alpha ?? 1) * 10), obj.texture?.key, frame];
        look.push(obj.tintTopLeft ?? obj.tint ?? '', obj.fillColor ?? '', obj.text ?? '');
        parts.push(look.join(':'));
      }
    }
    return parts.join('|');
  };

  const sample = (gameTime: number) => {
    const state = contractCall('state') as any;
    const hasContract = state !== undefined && !state?.__error;
    const game = phaserGame();
    let scene: string | undefined;
    let objects = 0;
    const digestParts: string[] = [];
    if (hasContract) {
      wrapEvents(contractValue);
      digestParts.push(safeJson(state, 20000));
      const p = state.player;
      if (p && Number.isFinite(p.x) && Number.isFinite(p.y)) players.push({ gameTime, x: Number(p.x), y: Number(p.y) });
      scene = typeof state.scene === 'string' ? state.scene : undefined;
    }
    if (game) {
      const positions = new Map<number, string>();
      let moving = false;
      const sceneKeys: string[] = [];
      for (const s of activeScenes(game)) {
        sceneKeys.push(String(s.sys?.settings?.key));
        for (const obj of sceneObjects(s)) {
          let id = ids.get(obj);
          if (id === undefined) {
            id = nextObjectId++;
            ids.set(obj, id);
            counters.objectsAdded++;
          }
          positions.set(id, `${Math.round((obj.x ?? 0) * 2) / 2},${Math.round((obj.y ?? 0) * 2) / 2}`);
        }
        for (const v of bodyVelocities(s)) if (Math.abs(v.x) > 0.01 || Math.abs(v.y) > 0.01) moving = true;
      }
      for (const [id, pos] of positions) {
        const before = lastPositions.get(id);
        if (before !== undefined && before !== pos) counters.positionChanges++;
      }
      for (const id of lastPositions.keys()) if (!positions.has(id)) counters.objectsRemoved++;
      lastPositions = positions;
      if (moving) counters.velocityActiveFrames++;
      objects = positions.size;
      scene ??= sceneKeys.join(',');
      if (!hasContract)
        digestParts.push(Array.from(positions.entries(), ([id, p]) => `${id}:${p}`).join(';'), sceneKeys.join(','));
      tiers.objectsAdded = tiers.objectsRemoved = tiers.positionChanges = 'phaser';
      if (tiers.velocityActiveFrames === 'none') tiers.velocityActiveFrames = 'phaser';
    } else if (hasContract) {
      const positions = contractPositions(state);
      for (const [key, pos] of positions) {
        const before = lastContractPositions.get(key);
        if (before !== undefined && before !== pos) counters.positionChanges++;
      }
      lastContractPositions = positions;
      const v = state.player;
      if (v && (Math.abs(Number(v.vx) || 0) > 0.01 || Math.abs(Number(v.vy) || 0) > 0.01))
        counters.velocityActiveFrames++;
      tiers.positionChanges = 'contract';
      tiers.velocityActiveFrames = 'contract';
    }
    if (!hasContract && !game) digestParts.push(lastPixelHash);
    if (scene !== undefined) {
      if (lastScene !== undefined && scene !== lastScene) counters.sceneChanges++;
      lastScene = scene;
      tiers.sceneChanges = hasContract ? 'contract' : 'phaser';
    }
    if (hasContract) tiers.triggeredEventTypes = 'contract';
    // responsive actions: an action followed, within the window, by a change in what the game knows
    const signature = pendingActions.length ? responseSignature() : '';
    for (let i = pendingActions.length - 1; i >= 0; i--) {
      const action = pendingActions[i]!;
      const looked = action.at !== undefined && action.look !== undefined && lookAt(action.at) !== action.look;
      if (signature !== action.baseline || action.seen || looked) {
        counters.responsiveActions++;
        pendingActions.splice(i, 1);
      } else if (gameTime > action.until) pendingActions.splice(i, 1);
    }
    tiers.responsiveActions = hasContract ? 'contract' : game ? 'phaser' : 'pixels';
    samples.push({ gameTime, digest: hash(digestParts.join('\n')), scene, objects });
  };

  rt.hooks.push({
    beforeFrame(gameTime) {
      const game = phaserGame();
      if (game) {
        installRenderControl(game);
        installRenderTiming(game);
      }
      // Pixels are sampled often only where they are the game's only reading (its response signature and digest);
      // where the contract or the engine answers, they serve the pixel metrics alone, and a sample now and then does.
      const readable = game !== undefined || contract() !== undefined;
      pixelsDue = gameTime >= (readable ? nextReadablePixelAt : nextPixelAt);
      renderThisFrame = forceRender || pixelsDue;
      drawingFor = pixelsDue ? (readable ? 'pixelSamples' : 'pixelReading') : forceRender ? 'clickedRegion' : 'game';
      forceRender = false;
      if (!game) draws.game.frames++;
    },
    afterFrame(gameTime) {
      if (renderThisFrame && pendingActions.some((a) => a.region && !a.seen))
        guarded('watching a clicked region', undefined, () => {
          const data = readThumb();
          if (data)
            for (const a of pendingActions)
              if (a.region && a.at && regionChanged(a.region, regionLuma(data, a.at))) a.seen = true;
        });
      if (pixelsDue) {
        const p = measurePixels(gameTime, readThumb());
        if (p) pixels.push(p);
        pixelsTaken(gameTime);
      }
      drawingFor = 'game';
      if (gameTime >= nextSampleAt) {
        const started = rt.wallNow();
        guarded('sampling behaviour', undefined, () => sample(gameTime));
        rt.costs.sampleMs += rt.wallNow() - started;
        while (nextSampleAt <= gameTime) nextSampleAt += options.sampleEveryMs;
      }
    },
  });

  /**
   * The scenes' render pass where the engine is reachable. Without `draw` the renderer's drawing is left out: the
   * cameras and the display list end as a drawn frame leaves them, and SwiftShader draws nothing (a drawn frame costs
   * tens of undrawn ones).
   */
  const renderPass = (draw: boolean): boolean => {
    const game = phaserGame();
    if (!game?.renderer || !game.isRunning) return false;
    const renderer = game.renderer;
    if (draw) {
      renderer.preRender();
      game.scene.render(renderer);
      renderer.postRender();
      return true;
    }
    const own = Object.getOwnPropertyDescriptor(renderer, 'render');
    renderer.render = () => {};
    try {
      game.scene.render(renderer);
    } finally {
      if (own) Object.defineProperty(renderer, 'render', own);
      else delete renderer.render;
    }
    return true;
  };

  const probe: ProbeApi = {
    flush() {
      const game = phaserGame();
      if (game && !phaserVersion)
        phaserVersion = guarded('reading the Phaser version', 'unknown', () => {
          const banner = consoleLines.find((line) => versionBanner.test(line.text));
          return String(g.Phaser?.VERSION ?? (banner ? versionBanner.exec(banner.text)![1]! : 'unknown'));
        });
      counters.triggeredEventTypes = Array.from(eventTypes).sort();
      const batch: ProbeBatch = {
        gameTime: rt.now(),
        frame: rt.frame(),
        samples: samples.splice(0),
        players: players.splice(0),
        pixels: pixels.splice(0),
        events: events.splice(0),
        console: consoleLines.splice(0),
        consoleDropped,
        sandbox: sandbox.splice(0),
        dialogs: dialogs.splice(0),
        errors: rt.errors.splice(0),
        probeFaults: rt.probeFaults.splice(0),
        networkFailures: rt.networkFailures.splice(0),
        outbound: rt.outbound.splice(0),
        stalled: rt.takeStalled(),
        counters: { ...counters, triggeredEventTypes: [...counters.triggeredEventTypes] },
        tiers: { ...tiers },
        engine: game
          ? {
              name: 'phaser',
              version: phaserVersion,
              renderer: guarded('reading the renderer', 'unknown', () =>
                game.renderer ? (game.renderer.gl ? 'webgl' : 'canvas') : 'headless',
              ),
            }
          : undefined,
        contract: contract() !== undefined,
        costs: { ...rt.costs },
        draws: Object.fromEntries(
          Object.entries(draws).map(([reason, cost]) => [reason, { ...cost }]),
        ) as ProbeBatch['draws'],
      };
      consoleDropped = 0;
      return batch;
    },
    prepareScreenshot() {
      // Where the engine draws, a screenshot's frame is a pixel sample too: the one drawing and readback serve both.
      let sample: PixelSample | undefined;
      if (options.pixelsFromScreenshots && phaserGame() !== undefined && sampledKey !== pictureKey()) {
        sample = measurePixels(rt.now(), thumbNow('screenshot'));
        if (sample) nextReadablePixelAt = rt.now() + options.readablePixelEveryMs;
      }
      if (!canvasCurrent()) {
        drawingFor = 'screenshot';
        renderPass(true);
      }
      drawingFor = 'game';
      return { current: canvasCurrent(), sample };
    },
    prepareInput() {
      touches++;
      return renderPass(false);
    },
    prepareInputBox() {
      probe.prepareInput();
      return probe.canvasBox();
    },
    canvasBox() {
      const canvas = gameCanvas();
      if (!canvas) return undefined;
      const r = canvas.getBoundingClientRect();
      const game = phaserGame();
      const gameWidth = Number(game?.scale?.gameSize?.width ?? canvas.width);
      const gameHeight = Number(game?.scale?.gameSize?.height ?? canvas.height);
      return { left: r.left, top: r.top, width: r.width, height: r.height, gameWidth, gameHeight };
    },
    contractMeta: () => contractCall('meta'),
    contractState: () => contractCall('state'),
    contractText: () => contractCall('text'),
    contractStateAndScenes: () => ({ state: contractCall('state'), scenes: probe.scenes() }),
    clickables() {
      const out: { label: string; x: number; y: number; source: Tier }[] = [];
      const game = phaserGame();
      if (game) {
        for (const scene of activeScenes(game)) {
          const camera = scene.cameras?.main;
          for (const obj of sceneObjects(scene)) {
            if (
              !obj.input ||
              obj.input.enabled === false ||
              obj.visible === false ||
              typeof obj.getBounds !== 'function'
            )
              continue;
            const b = obj.getBounds();
            const sx = (camera?.scrollX ?? 0) * (obj.scrollFactorX ?? 1);
            const sy = (camera?.scrollY ?? 0) * (obj.scrollFactorY ?? 1);
            out.push({
              label: String(obj.text ?? obj.name ?? obj.texture?.key ?? obj.type ?? ''),
              x: Math.round(b.centerX - sx),
              y: Math.round(b.centerY - sy),
              source: 'phaser',
            });
          }
        }
      }
      const box = probe.canvasBox();
      for (const el of Array.from(
        document.querySelectorAll<HTMLElement>(
          'button, [role="button"], input[type="button"], input[type="submit"], a[href]',
        ),
      )) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || !box) continue;
        out.push({
          label: (el.textContent || (el as HTMLInputElement).value || '').trim(),
          x: Math.round(((r.left + r.width / 2 - box.left) * box.gameWidth) / box.width),
          y: Math.round(((r.top + r.height / 2 - box.top) * box.gameHeight) / box.height),
          source: 'page',
        });
      }
      return out;
    },
    scenes() {
      const game = phaserGame();
      const all: any[] = game
        ? (() => {
            try {
              return game.scene.getScenes(false) as any[];
            } catch {
              return [];
            }
          })()
        : [];
      const key = (s: any): string => String(s?.sys?.settings?.key ?? '');
      return {
        active: all.filter((s) => s?.sys?.isActive?.()).map(key),
        paused: all.filter((s) => s?.sys?.isPaused?.()).map(key),
      };
    },
    unpause() {
      const game = phaserGame();
      if (!game) return [];
      touches++;
      const done: string[] = [];
      let all: any[] = [];
      try {
        all = game.scene.getScenes(false) as any[];
      } catch {
        return [];
      }
      for (const s of all) {
        const key = String(s?.sys?.settings?.key ?? '');
        if (/pause/i.test(key) && (s.sys.isActive?.() || s.sys.isVisible?.())) {
          s.scene.stop();
          done.push(`stopped ${key}`);
        }
      }
      for (const s of all) {
        const key = String(s?.sys?.settings?.key ?? '');
        if (s?.sys?.isPaused?.()) {
          s.scene.resume();
          done.push(`resumed ${key}`);
        }
      }
      if (game.isPaused) {
        game.resume();
        done.push('resumed the game loop');
      }
      return done;
    },
    engineGame: () => phaserGame(),
    noteActions(notes) {
      for (const [name, at] of notes) probe.noteAction(name, at);
    },
    noteAction(name, at) {
      const until = rt.now() + options.responseWindowMs;
      const baseline = guarded('reading the response signature', '', responseSignature);
      const action: (typeof pendingActions)[number] = { name, until, baseline };
      // Without the contract, a pointer input is answered where it lands: in the look of what is there, or its pixels.
      if (at && !contract())
        guarded('reading the clicked region', undefined, () => {
          action.at = at;
          action.look = lookAt(at);
          const data = thumbNow('clickedRegion');
          drawingFor = 'game';
          if (data) action.region = regionLuma(data, at);
        });
      pendingActions.push(action);
      // The frame after a pointer input is drawn only when its pixels are watched: every other answer is read from the
      // game's state, and each drawn frame costs as much as tens of undrawn ones through SwiftShader.
      if (action.region) forceRender = true;
    },
  };
  // A fault in any call the node side makes is ours: it is recorded and the call answers as if it found nothing.
  const fallbacks: Partial<Record<keyof ProbeApi, unknown>> = {
    prepareScreenshot: { current: false, sample: undefined },
    prepareInput: false,
    clickables: [],
    scenes: { active: [], paused: [] },
    contractStateAndScenes: { state: undefined, scenes: { active: [], paused: [] } },
    unpause: [],
  };
  for (const name of Object.keys(probe) as (keyof ProbeApi)[]) {
    if (name === 'flush') continue;
    const call = probe[name] as (...a: unknown[]) => unknown;
    (probe as unknown as Record<string, unknown>)[name] = (...a: unknown[]) =>
      guarded(`probe.${name}`, fallbacks[name], () => call(...a));
  }
  rt.probe = probe;
}
