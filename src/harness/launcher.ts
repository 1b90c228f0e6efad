// Node side: one browser shared by many runs; each run gets its own context (GameSession).
import type { Browser } from 'playwright-core';
import { ensureBrowser, findBrowser, launchBrowser, type BrowserLocation } from './browser.ts';
import { HarnessError } from './errors.ts';
import { GameSession, type OpenGameOptions } from './session.ts';

export class HarnessBrowser {
  readonly location: BrowserLocation;
  private readonly browser: Browser;
  private readonly sessions = new Set<GameSession>();

  private constructor(location: BrowserLocation, browser: Browser) {
    this.location = location;
    this.browser = browser;
  }

  /** Launches Chromium headless; `install` allows installing Debian's chromium as root. */
  static async launch(options: { browserPath?: string | undefined; install?: boolean } = {}): Promise<HarnessBrowser> {
    const location = options.install
      ? ensureBrowser({ configuredPath: options.browserPath })
      : findBrowser({ configuredPath: options.browserPath });
    if (!location)
      throw new HarnessError(
        'browser-not-found',
        'no Chromium found; install Chromium (Debian/Ubuntu: sudo apt-get install chromium) or set PLAYSMITH_CHROMIUM',
      );
    return new HarnessBrowser(location, await launchBrowser(location));
  }

  /** Opens a game folder or URL in a fresh context. */
  async openGame(target: string, options: OpenGameOptions = {}): Promise<GameSession> {
    if (!this.browser.isConnected())
      throw new HarnessError('browser-launch-failed', 'the shared browser is no longer running; launch a new one');
    const session = await GameSession.open(this.browser, target, options);
    this.sessions.add(session);
    session.onClose(() => this.sessions.delete(session));
    return session;
  }

  /** How many contexts (runs) are open right now. */
  openRuns(): number {
    return this.browser.contexts().length;
  }

  get version(): string {
    return this.browser.version();
  }

  /** Closes every open run (and its loopback server), then the browser. */
  async close(): Promise<void> {
    await Promise.all([...this.sessions].map((s) => s.close()));
    await this.browser.close().catch(() => {});
  }
}

let shared: Promise<HarnessBrowser> | undefined;

/** The process-wide shared browser, launched on first use. */
export function sharedBrowser(options: { browserPath?: string | undefined } = {}): Promise<HarnessBrowser> {
  shared ??= HarnessBrowser.launch(options).catch((e: unknown) => {
    shared = undefined;
    throw e;
  });
  return shared;
}

export async function closeSharedBrowser(): Promise<void> {
  const current = shared;
  shared = undefined;
  if (current) await (await current).close();
}

/** Opens a game in the shared browser: `openGame('./my-game', { seed: 7 })`. */
export async function openGame(
  target: string,
  options: OpenGameOptions & { browserPath?: string } = {},
): Promise<GameSession> {
  const browser = await sharedBrowser({ browserPath: options.browserPath });
  return browser.openGame(target, options);
}
