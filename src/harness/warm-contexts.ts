// Node side: browser contexts kept between runs of the same game folder. A new context costs its routing and a
// loopback server, and a new page a renderer process of its own (about 3 s of CPU here, as much as the game's whole
// start); so a run that ended cleanly hands back its context with its page, left on about:blank with its history
// forgotten (parkPage), and the next run of the same folder, viewport and content loads the game in that page again
// after the context's cookies, permissions and the origin's storage are cleared (resetForRun). What a page keeps across
// its own loads (window.name, sessionStorage) the clock's init script clears before any game script runs.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { scanProject } from '../shared/index.ts';
import { guardContext, type PageGuardHooks } from './page-guard.ts';
import { type EgressTrap, startEgressTrap } from './sandbox.ts';
import { isUrlTarget, resolveGameFolder, serveGame, type ServedGame } from './serve.ts';

/** The run a warm context serves right now: its page (undefined while it is being made) and where to report. */
export interface CurrentRun {
  page: Page | undefined;
  hooks: PageGuardHooks;
  /** Where the proxy trap reports (sandbox.ts), for attempts routing does not see. */
  onTrapped(url: string, method: string): void;
}

/** One context with what it was made for: the served folder, the proxy trap and the run using it now (if any). */
export interface WarmContext {
  key: string;
  served: ServedGame;
  trap: EgressTrap;
  context: BrowserContext;
  current: CurrentRun | undefined;
  /** The page a run left on about:blank for the next run to load the game in again, if it left one. */
  idlePage?: Page | undefined;
}

/** What a warm context is kept for: the same served folder, with the same files, in the same viewport. */
export function warmKey(folder: string, contentHash: string, viewport: { width: number; height: number }): string {
  return `${folder}\0${contentHash}\0${viewport.width}x${viewport.height}`;
}

/** Clears what a context keeps across pages: cookies, granted permissions and every kind of storage of the origin. */
export async function resetForRun(warm: WarmContext, page: Page): Promise<void> {
  const origin = warm.served.allowedOrigins[0]!;
  const clearStorage = async () => {
    const cdp = await warm.context.newCDPSession(page);
    try {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    } finally {
      await cdp.detach().catch(() => {});
    }
  };
  await Promise.all([warm.context.clearCookies(), warm.context.clearPermissions(), clearStorage()]);
}

/**
 * Leaves a run's page idle for the next run: the game unloaded (about:blank, every request blocked meanwhile since no
 * run is current) and its session history dropped, so the next load starts with the history a new page has. False when
 * the page could not be left so (it is then closed with its context by the caller).
 */
export async function parkPage(warm: WarmContext, page: Page): Promise<boolean> {
  warm.current = undefined;
  try {
    await page.goto('about:blank', { waitUntil: 'load' });
    const cdp = await warm.context.newCDPSession(page);
    try {
      await cdp.send('Page.resetNavigationHistory');
    } finally {
      await cdp.detach().catch(() => {});
    }
    warm.idlePage = page;
    return true;
  } catch {
    return false;
  }
}

/** The page for a run in `warm`: the one an earlier run parked there (`reused`), or a new one. */
export async function pageFor(warm: WarmContext): Promise<{ page: Page; reusedPage: boolean }> {
  const idle = warm.idlePage;
  warm.idlePage = undefined;
  if (idle && !idle.isClosed()) return { page: idle, reusedPage: true };
  return { page: await warm.context.newPage(), reusedPage: false };
}

/** Closes a context and what was made for it. */
export async function closeWarm(warm: WarmContext): Promise<void> {
  await warm.context.close().catch(() => {});
  await warm.trap.close();
  await warm.served.close();
}

/** Idle warm contexts of one browser, the most recently used last; at most `limit` are kept. */
export class WarmContexts {
  private readonly idle: WarmContext[] = [];
  private readonly limit: number;
  private closed = false;
  /** How many runs were opened in a kept context rather than a new one. */
  reused = 0;
  /** How many of those loaded the game in the page the run before parked, rather than in a new page. */
  reusedPages = 0;

  constructor(limit = 4) {
    this.limit = limit;
  }

  /** An idle context kept for `key`, now in use, or undefined. */
  take(key: string): WarmContext | undefined {
    const at = this.idle.findLastIndex((w) => w.key === key);
    if (at < 0) return undefined;
    this.reused++;
    return this.idle.splice(at, 1)[0];
  }

  /** Keeps a context whose run parked or closed its page; the oldest idle one is closed past the limit. */
  async give(warm: WarmContext): Promise<void> {
    warm.current = undefined;
    const parked = warm.idlePage && !warm.idlePage.isClosed() ? 1 : 0;
    if (this.closed || warm.context.pages().length > parked) return closeWarm(warm);
    this.idle.push(warm);
    await Promise.all(this.idle.splice(0, Math.max(0, this.idle.length - this.limit)).map(closeWarm));
  }

  /** Whether the store was closed (its browser is closing): a run ending now has nothing to hand its context to. */
  get isClosed(): boolean {
    return this.closed;
  }

  get idleCount(): number {
    return this.idle.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.idle.splice(0).map(closeWarm));
  }
}

/** The context options of every run: the trap as proxy, the run's viewport, and fixed locale, zone and colours. */
function contextOptions(trap: EgressTrap, viewport: { width: number; height: number }) {
  return {
    proxy: trap.proxy,
    viewport,
    deviceScaleFactor: 1,
    serviceWorkers: 'block' as const,
    reducedMotion: 'reduce' as const,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light' as const,
  };
}

/**
 * A context for one run of `target`: a kept one of `kept` when one fits (`reused` true; its storage is still to be
 * cleared with resetForRun once the run has its page), else a new one with its own loopback server, trap and guard.
 * URL targets always get a new one: their server may keep state that no reset reaches.
 */
export async function contextFor(
  browser: Browser,
  target: string,
  viewport: { width: number; height: number },
  kept: WarmContexts | undefined,
): Promise<{ warm: WarmContext; reused: boolean }> {
  if (kept && !isUrlTarget(target)) {
    const folder = resolveGameFolder(target);
    const scan = scanProject(folder);
    const warm = kept.take(warmKey(folder, scan.contentHash, viewport));
    if (warm) {
      warm.served = { ...warm.served, skipped: scan.skipped, oddNames: scan.oddNames };
      return { warm, reused: true };
    }
  }
  const served = await serveGame(target);
  let trap: EgressTrap | undefined;
  let context: BrowserContext | undefined;
  try {
    let warm: WarmContext | undefined;
    trap = await startEgressTrap(served.allowedOrigins, (a) => warm?.current?.onTrapped(a.url, a.method));
    context = await browser.newContext(contextOptions(trap, viewport));
    const key = served.folder && served.contentHash ? warmKey(served.folder, served.contentHash, viewport) : '';
    const made: WarmContext = { key, served, trap, context, current: undefined };
    warm = made;
    await guardContext(context, served.allowedOrigins, () => made.current);
    return { warm: made, reused: false };
  } catch (e) {
    await context?.close().catch(() => {});
    await trap?.close();
    await served.close();
    throw e;
  }
}
