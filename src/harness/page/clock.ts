// Page side: the virtual clock. Installed before any game script runs (addInitScript), it owns
// Date, performance.now, timers and requestAnimationFrame, seeds Math.random and
// crypto.getRandomValues, and advances game time only when the harness asks.
//
// The function below is serialised into the page, so it must not use anything from its module
// scope; types are erased before it is turned into text.
import type { ClockOptions, HarnessRuntime, FrameHooks, PageCosts, ProbeFault } from './runtime.ts';

export function installVirtualClock(options: ClockOptions): void {
  const KEY = Symbol.for('playsmith.harness');
  const g = globalThis as typeof globalThis & Window;
  if ((g as unknown as Record<symbol, unknown>)[KEY]) return;
  // A page an earlier run of the game used starts as a new page would: what a page keeps across its own loads (its
  // name, its session storage) is cleared before any game script can read it.
  g.name = '';
  try {
    g.sessionStorage.clear();
  } catch {}

  const FRAME_MS = 1000 / options.fps;
  /** How far past a stretch's end a frame or timer may fall and still be in it: rounding, never a real gap. */
  const AT_TARGET_MS = 1e-6;
  // Taken before the probe wraps console: what is said on it reaches the node side and never the game's record.
  const realDebug = console.debug.bind(console);
  const realSetTimeoutNative = g.setTimeout.bind(g);
  const realSetTimeout = (fn: () => void, ms: number): number => realSetTimeoutNative(fn, ms) as unknown as number;
  const RealDate = g.Date;
  const realPerformanceNow = g.performance.now.bind(g.performance);
  const channel = new MessageChannel();
  const taskResolvers: (() => void)[] = [];
  channel.port1.onmessage = () => taskResolvers.shift()?.();
  /** One real macrotask turn: lets microtasks drain and real events (network, decoding) arrive. */
  const nextTask = () =>
    new Promise<void>((resolve) => {
      taskResolvers.push(resolve);
      channel.port2.postMessage(0);
    });

  // ---- seeded randomness (sfc32 from a 32-bit seed expanded with splitmix32) ----
  let splitState = options.seed >>> 0;
  const splitmix = () => {
    splitState = (splitState + 0x9e3779b9) >>> 0;
    let z = splitState;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix(),
    b = splitmix(),
    c = splitmix(),
    d = splitmix();
  const nextUint32 = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  Math.random = () => nextUint32() / 4294967296;
  const fillRandom = <T extends ArrayBufferView | null>(array: T): T => {
    if (array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let i = 0; i < bytes.length; i++) bytes[i] = nextUint32() & 0xff;
    }
    return array;
  };
  if (g.crypto) {
    Object.defineProperty(g.crypto, 'getRandomValues', { value: fillRandom, configurable: true, writable: true });
    Object.defineProperty(g.crypto, 'randomUUID', {
      configurable: true,
      writable: true,
      value: () => {
        const h = Array.from(fillRandom(new Uint8Array(16)), (x) => x.toString(16).padStart(2, '0'));
        h[6] = `4${h[6]!.slice(1)}`;
        h[8] = ((parseInt(h[8]!, 16) & 0x3f) | 0x80).toString(16);
        const part = (from: number, to?: number) => h.slice(from, to).join('');
        return `${part(0, 4)}-${part(4, 6)}-${part(6, 8)}-${part(8, 10)}-${part(10)}`;
      },
    });
  }

  // ---- virtual time ----
  let now = 0;
  // Registered before any game script, so it runs first: the main frame says when (in game time) it starts to leave.
  if (g === g.top) g.addEventListener('beforeunload', () => realDebug(`${options.pingKey}leaving ${now}`), true);
  let frameIndex = 0;
  let timerSeq = 0;
  let currentNesting = 0;
  interface Timer {
    id: number;
    callAt: number;
    seq: number;
    fn: unknown;
    args: unknown[];
    interval: number | undefined;
    nesting: number;
  }
  const timers = new Map<number, Timer>();
  let rafCallbacks = new Map<number, FrameRequestCallback>();
  let nextId = 1;

  const schedule = (fn: unknown, delay: unknown, args: unknown[], repeat: boolean): number => {
    const id = nextId++;
    const nesting = currentNesting + 1;
    let ms = Math.max(0, Number(delay) || 0);
    if (nesting > 5 && ms < 4) ms = 4;
    if (repeat && ms < 4) ms = 4;
    timers.set(id, { id, callAt: now + ms, seq: timerSeq++, fn, args, interval: repeat ? ms : undefined, nesting });
    return id;
  };
  const clear = (id: unknown) => {
    timers.delete(Number(id));
  };

  g.setTimeout = ((fn: TimerHandler, delay?: number, ...args: unknown[]) =>
    schedule(fn, delay, args, false)) as typeof setTimeout;
  g.setInterval = ((fn: TimerHandler, delay?: number, ...args: unknown[]) =>
    schedule(fn, delay, args, true)) as typeof setInterval;
  g.clearTimeout = clear;
  g.clearInterval = clear;
  g.requestAnimationFrame = (cb: FrameRequestCallback) => {
    const id = nextId++;
    rafCallbacks.set(id, cb);
    return id;
  };
  g.cancelAnimationFrame = (id: number) => {
    rafCallbacks.delete(id);
  };
  g.requestIdleCallback = ((cb: IdleRequestCallback) =>
    schedule(() => cb({ didTimeout: false, timeRemaining: () => 0 }), 1, [], false)) as typeof requestIdleCallback;
  g.cancelIdleCallback = clear;

  const epoch = options.epochMs;
  const VirtualDate = function (this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(epoch + Math.floor(now)).toString();
    return args.length === 0 ? new RealDate(epoch + Math.floor(now)) : Reflect.construct(RealDate, args);
  } as unknown as DateConstructor;
  Object.defineProperties(VirtualDate, {
    prototype: { value: RealDate.prototype },
    now: { value: () => epoch + Math.floor(now), writable: true, configurable: true },
    parse: { value: RealDate.parse, writable: true, configurable: true },
    UTC: { value: RealDate.UTC, writable: true, configurable: true },
  });
  g.Date = VirtualDate;
  Object.defineProperty(g.performance, 'now', { value: () => now, configurable: true, writable: true });
  if (g.document?.timeline)
    Object.defineProperty(g.document.timeline, 'currentTime', { get: () => now, configurable: true });

  // ---- errors, with the game time they happened at ----
  const errors: { gameTime: number; message: string; stack: string | undefined; source: string }[] = [];
  g.addEventListener(
    'error',
    (event: ErrorEvent) => {
      if (!(event instanceof ErrorEvent)) return; // resource errors are counted by the network tracker
      const error = event.error as Error | undefined;
      errors.push({
        gameTime: now,
        message: error?.message ?? event.message,
        stack: error?.stack,
        source: event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : 'page',
      });
    },
    true,
  );
  g.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const reason = event.reason as { message?: string; stack?: string } | undefined;
    errors.push({
      gameTime: now,
      message: `unhandled rejection: ${reason?.message ?? String(event.reason)}`,
      stack: reason?.stack,
      source: 'promise',
    });
  });
  const report = (e: unknown) => {
    if (typeof g.reportError === 'function') g.reportError(e);
    else errors.push({ gameTime: now, message: String(e), stack: undefined, source: 'callback' });
  };

  // ---- real asynchronous work the game waits for: virtual time holds still while it is pending ----
  // A fetch is pending from the call to its headers, and every read of a body after that (Response.json() and its
  // kin, a stream reader's read(), a blob's text()) until the bytes it asked for are there: a body that streams in
  // over real time must not arrive at a different game time on every run.
  let pending = 0;
  // Work still pending when loading stalls is let go of: its end, if it ever comes, belongs to an earlier generation.
  let generation = 0;
  const pendingWaiters: (() => void)[] = [];
  const networkFailures: { gameTime: number; url: string; kind: string }[] = [];
  const begin = () => {
    pending++;
    const born = generation;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (born !== generation) return;
      pending--;
      if (pending === 0) for (const w of pendingWaiters.splice(0)) w();
    };
  };
  const failed = (kind: string, url: unknown) => {
    if (networkFailures.length < 500) networkFailures.push({ gameTime: now, url: String(url).slice(0, 500), kind });
  };
  // Requests to other origins (each is blocked), with the game time the game made them: the node side stamps the
  // violation it records with that time rather than with the time it happened to hear of it.
  const outbound: { gameTime: number; url: string }[] = [];
  const noteOutbound = (url: unknown) => {
    try {
      const target = new URL(String(url), g.location.href);
      target.hash = '';
      const web = target.protocol === 'http:' || target.protocol === 'https:';
      if (web && target.origin !== g.location.origin && outbound.length < 500)
        outbound.push({ gameTime: now, url: target.href });
    } catch {
      // not a URL: the request fails on its own
    }
  };

  const realFetch = g.fetch?.bind(g);
  if (realFetch) {
    g.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const end = begin();
      const url = input instanceof Request ? input.url : String(input);
      noteOutbound(url);
      return realFetch(input, init).then(
        (response) => {
          if (!response.ok) failed(`fetch ${response.status}`, url);
          // Released after the game's own handlers of the headers ran: one that reads the body starts that read
          // (pending too) before game time may move.
          realSetTimeout(end, 0);
          return response;
        },
        (error: unknown) => {
          failed('fetch', url);
          end();
          throw error;
        },
      );
    }) as typeof fetch;
  }
  const xhrOpen = XMLHttpRequest.prototype.open;
  const xhrUrls = new WeakMap<XMLHttpRequest, string>();
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    xhrUrls.set(this, String(args[1]));
    return (xhrOpen as (...a: unknown[]) => void).apply(this, args);
  } as typeof XMLHttpRequest.prototype.open;
  const xhrSend = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const end = begin();
    noteOutbound(xhrUrls.get(this));
    this.addEventListener(
      'loadend',
      () => {
        if (this.status === 0 || this.status >= 400)
          failed(this.status ? `xhr ${this.status}` : 'xhr', xhrUrls.get(this));
        realSetTimeout(end, 0);
      },
      { once: true },
    );
    return xhrSend.call(this, body);
  };
  const imageSrc = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
  const imageEnds = new WeakMap<HTMLImageElement, () => void>();
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    configurable: true,
    enumerable: imageSrc.enumerable ?? true,
    get(this: HTMLImageElement) {
      return imageSrc.get!.call(this);
    },
    set(this: HTMLImageElement, value: string) {
      imageEnds.get(this)?.();
      if (value) {
        noteOutbound(value);
        const end = begin();
        imageEnds.set(this, end);
        // The element's own onload runs first; release after it so the game sees the image at once.
        const release = () => realSetTimeout(end, 0);
        this.addEventListener('load', release, { once: true });
        this.addEventListener(
          'error',
          () => {
            failed('image', value);
            release();
          },
          { once: true },
        );
      }
      imageSrc.set!.call(this, value);
    },
  });
  const wrapPromise = <T extends object>(target: T, name: string) => {
    const original = (target as Record<string, unknown>)[name];
    if (typeof original !== 'function') return;
    (target as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      const end = begin();
      const result = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (result && typeof (result as Promise<unknown>).finally === 'function')
        return (result as Promise<unknown>).finally(end);
      end();
      return result;
    };
  };
  for (const method of ['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text']) {
    wrapPromise(Response.prototype, method);
    wrapPromise(Request.prototype, method);
    if (method !== 'formData' && method !== 'json') wrapPromise(Blob.prototype, method);
  }
  if (g.ReadableStream) {
    wrapPromise(ReadableStreamDefaultReader.prototype, 'read');
    if (g.ReadableStreamBYOBReader) wrapPromise(ReadableStreamBYOBReader.prototype, 'read');
    wrapPromise(ReadableStream.prototype, 'pipeTo');
    // `for await (const chunk of response.body)` reads through an iterator of its own, not a reader.
    const iterator = (ReadableStream.prototype as unknown as Record<symbol, (() => object) | undefined>)[
      Symbol.asyncIterator
    ];
    if (iterator) wrapPromise(Object.getPrototypeOf(iterator.call(new ReadableStream())) as object, 'next');
  }
  wrapPromise(HTMLImageElement.prototype, 'decode');
  wrapPromise(g as object, 'createImageBitmap');
  if (g.FontFace) wrapPromise(FontFace.prototype, 'load');
  if (g.AudioContext) wrapPromise(AudioContext.prototype, 'decodeAudioData');
  if (g.BaseAudioContext) wrapPromise(BaseAudioContext.prototype, 'decodeAudioData');

  const waitForPending = async (wallLimitMs: number): Promise<boolean> => {
    const started = realPerformanceNow();
    while (pending > 0) {
      if (realPerformanceNow() - started > wallLimitMs) return false;
      await new Promise<void>((resolve) => {
        pendingWaiters.push(resolve);
        realSetTimeout(resolve, 5);
      });
      await nextTask();
    }
    return true;
  };

  // ---- advancing ----
  const hooks: FrameHooks[] = [];
  const costs: PageCosts = {
    frames: 0,
    renderedFrames: 0,
    timers: 0,
    advanceMs: 0,
    renderMs: 0,
    readbackMs: 0,
    sampleMs: 0,
    callRenderMs: 0,
    callReadbackMs: 0,
  };
  let advancing = false;

  // Our own faults, kept apart from the game's errors and counted once per place and message, so a fault that
  // recurs every frame is one line, not a flood.
  const probeFaults: ProbeFault[] = [];
  const probeFault = (where: string, e: unknown) => {
    const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    const known = probeFaults.find((f) => f.where === where && f.message === message);
    if (known) known.count++;
    else if (probeFaults.length < 50) probeFaults.push({ gameTime: now, where, message, count: 1 });
  };
  const nextTimer = (): Timer | undefined => {
    let best: Timer | undefined;
    for (const t of timers.values())
      if (!best || t.callAt < best.callAt || (t.callAt === best.callAt && t.seq < best.seq)) best = t;
    return best;
  };
  const runTimer = (t: Timer) => {
    now = Math.max(now, t.callAt);
    costs.timers++;
    if (t.interval === undefined) timers.delete(t.id);
    else {
      t.callAt += t.interval;
      t.seq = timerSeq++;
    }
    currentNesting = t.nesting;
    try {
      if (typeof t.fn === 'function') (t.fn as (...a: unknown[]) => void)(...t.args);
      // A string timer is code by the web platform's own rules; run it as the page would, in global scope.
      // biome-ignore lint/security/noGlobalEval: setTimeout('code') must behave as in a browser
      // biome-ignore lint/complexity/noCommaOperator: (0, eval) is an indirect eval, which runs in global scope
      else (0, eval)(String(t.fn));
    } catch (e) {
      report(e);
    } finally {
      currentNesting = 0;
    }
  };
  const runFrame = (time: number) => {
    now = time;
    frameIndex++;
    costs.frames++;
    for (const h of hooks) {
      try {
        h.beforeFrame?.(now, frameIndex);
      } catch (e) {
        probeFault('frame hook (before)', e);
      }
    }
    const callbacks = rafCallbacks;
    rafCallbacks = new Map();
    for (const cb of callbacks.values()) {
      try {
        cb(time);
      } catch (e) {
        report(e);
      }
    }
    for (const h of hooks) {
      try {
        h.afterFrame?.(now, frameIndex);
      } catch (e) {
        probeFault('frame hook (after)', e);
      }
    }
  };

  // Loading that stalled, with the game time it held still at (not the end of the stretch it was noticed in).
  let stalled: { gameTime: number; message: string } | undefined;
  const advance = async (ms: number): Promise<void> => {
    const started = realPerformanceNow();
    advancing = true;
    try {
      await advanceTo(now + ms);
    } finally {
      advancing = false;
      costs.advanceMs += realPerformanceNow() - started;
    }
  };
  const advanceTo = async (target: number): Promise<void> => {
    while (true) {
      if (pending > 0 && !(await waitForPending(options.pendingWallLimitMs))) {
        stalled ??= {
          gameTime: now,
          message:
            `loading did not finish within ${options.pendingWallLimitMs} ms of wall time; ` +
            'game time went on without it',
        };
        pending = 0;
        generation++;
      }
      const timer = nextTimer();
      const nextFrame = (Math.floor(now / FRAME_MS + 1e-9) + 1) * FRAME_MS;
      // Frames tick at the display rate whether or not the game asked for one, so the probe samples
      // games driven by timers too.
      const timerTime = timer ? timer.callAt : Infinity;
      // What falls at the target but for rounding (frame 108 is at 1800.0000000000002 ms) is part of this stretch.
      // Left to the next, it was lost: that one starts after "the frame at 1800", so game time jumped a frame
      // wherever a stretch ended on one, and the frames a game saw hung on how its time was cut into stretches.
      if (Math.min(nextFrame, timerTime) > target + AT_TARGET_MS) break;
      if (timer && timerTime < nextFrame) runTimer(timer);
      else runFrame(nextFrame);
      await nextTask();
    }
    now = Math.max(now, target);
  };

  const runtime: HarnessRuntime = {
    now: () => now,
    frame: () => frameIndex,
    advance,
    errors,
    probeFaults,
    networkFailures,
    outbound,
    hooks,
    takeStalled: () => {
      const s = stalled;
      stalled = undefined;
      return s;
    },
    wallNow: realPerformanceNow,
    advancing: () => advancing,
    costs,
  };
  Object.defineProperty(g, KEY, { value: runtime, enumerable: false, configurable: false, writable: false });
}
