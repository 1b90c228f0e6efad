// Node side: a browser is a value. Its owner launches it (now, or lazily on the first game it opens), hands it to
// whatever opens games, and closes it; each run gets its own page, in a context of its own or one an earlier run of
// the same game handed back cleared (warm-contexts.ts). There is no process-wide browser.
import type { Browser } from 'playwright-core';
import { BROWSER_FIX, ensureBrowser, findBrowser, launchBrowser, type BrowserLocation } from './browser.ts';
import { HarnessError } from './errors.ts';
import { GameSession, type OpenGameOptions } from './session.ts';
import { WarmContexts } from './warm-contexts.ts';

/** How a browser is launched: which Chromium, and whether Debian's chromium may be installed (as root) when missing. */
export interface LaunchOptions {
  browserPath?: string | undefined;
  install?: boolean | undefined;
  /** Whether a run of a game folder may reuse the context of an earlier run of it (default true; false for A/B). */
  reuseContexts?: boolean | undefined;
}

export class HarnessBrowser {
  readonly location: BrowserLocation;
  private readonly browser: Browser;
  private readonly sessions = new Set<GameSession>();
  private readonly kept: WarmContexts | undefined;

  private constructor(location: BrowserLocation, browser: Browser, reuseContexts: boolean) {
    this.location = location;
    this.browser = browser;
    this.kept = reuseContexts ? new WarmContexts() : undefined;
  }

  /** Launches Chromium headless; `install` allows installing Debian's headless Chromium as root. */
  static async launch(options: LaunchOptions = {}): Promise<HarnessBrowser> {
    const location = options.install
      ? ensureBrowser({ configuredPath: options.browserPath })
      : findBrowser({ configuredPath: options.browserPath });
    if (!location) throw new HarnessError('browser-not-found', `no Chromium found; ${BROWSER_FIX}`);
    return new HarnessBrowser(location, await launchBrowser(location), options.reuseContexts ?? true);
  }

  /** Opens a game folder or URL in a fresh page (see the file's head for which context). */
  async openGame(target: string, options: OpenGameOptions = {}): Promise<GameSession> {
    if (!this.browser.isConnected())
      throw new HarnessError('browser-launch-failed', 'the browser is no longer running; launch a new one');
    const session = await GameSession.open(this.browser, target, options, this.kept);
    this.sessions.add(session);
    session.onClose(() => this.sessions.delete(session));
    return session;
  }

  /** Whether Chromium is still running: false once it has exited or crashed. */
  get connected(): boolean {
    return this.browser.isConnected();
  }

  /** How many contexts are in use by runs right now (kept idle ones not counted). */
  openRuns(): number {
    return this.browser.contexts().length - (this.kept?.idleCount ?? 0);
  }

  /** How many runs so far opened in a context an earlier run handed back. */
  reusedRuns(): number {
    return this.kept?.reused ?? 0;
  }

  /** How many runs so far loaded their game in the page an earlier run parked (no new renderer process). */
  reusedPages(): number {
    return this.kept?.reusedPages ?? 0;
  }

  get version(): string {
    return this.browser.version();
  }

  /** Closes every open run and every kept context (and their loopback servers), then the browser. */
  async close(): Promise<void> {
    await this.kept?.close();
    await Promise.all([...this.sessions].map((s) => s.close()));
    await this.browser.close().catch(() => {});
  }
}

/** Where check, play and make open games: a HarnessBrowser, a LazyBrowser, or a pool that opens games the same way. */
export type GameBrowser = Pick<HarnessBrowser, 'openGame'>;

/**
 * A browser launched when the first game is opened in it, with its own settings, so a command that never gets as far
 * as running a game needs no Chromium. Its owner closes it; after close() it opens nothing more.
 */
export class LazyBrowser {
  readonly options: LaunchOptions;
  private launching: Promise<HarnessBrowser> | undefined;
  private closed = false;

  constructor(options: LaunchOptions = {}) {
    this.options = options;
  }

  /**
   * The launched browser, launching it on the first call; a failed launch is tried again on the next, and a browser
   * that has died since (a crash, a killed process) is replaced by a new one, so one crash does not fail every later
   * game of a long batch.
   */
  async browser(): Promise<HarnessBrowser> {
    if (this.closed) throw new HarnessError('browser-launch-failed', 'the browser was closed; make a new one');
    const launching = this.launching;
    if (launching) {
      const running = await launching; // a failed launch rejects for every caller that waited on it
      if (this.launching !== launching) return this.browser(); // replaced while we waited
      if (running.connected) return running;
      this.launching = undefined;
      await running.close().catch(() => {});
    }
    this.launching ??= HarnessBrowser.launch(this.options).catch((e: unknown) => {
      this.launching = undefined;
      throw e;
    });
    return this.launching;
  }

  async openGame(target: string, options: OpenGameOptions = {}): Promise<GameSession> {
    return (await this.browser()).openGame(target, options);
  }

  /** Whether Chromium was launched, or is being launched, and not closed since. */
  get launched(): boolean {
    return this.launching !== undefined;
  }

  /** Closes every open run and the browser, if it was launched; waits for a launch under way. */
  async close(): Promise<void> {
    this.closed = true;
    const launching = this.launching;
    this.launching = undefined;
    const browser = await launching?.catch(() => undefined);
    await browser?.close();
  }
}
