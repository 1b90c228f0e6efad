// Node side: the Playwright half of the sandbox for the run using a context. Every request and WebSocket outside the
// game's origins is blocked and reported; a navigation of the page elsewhere is cancelled (answered 204, so the
// game's page stays as it was); popups are reported and closed; and a main-frame document that is not the game's
// (about:blank, blob:, which no router sees) is reported as the game leaving its page. What routing cannot see goes
// to sandbox.ts's trap.
import type { BrowserContext, Frame, Page, Request } from 'playwright-core';

export interface PageGuardHooks {
  /** An attempt to reach something outside the game: a request, a socket, a popup, a navigation. */
  violation(url: string, method: string, resourceType: string): void;
  /** The main frame now shows a document that is not the game's, after the game had loaded. */
  leftPage(url: string): void;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return ''; // an unparsable URL is blocked
  }
}

/**
 * Whether a navigation request is a popup's: a new window's first one (Playwright may have no frame for it yet) or one
 * in a window that is not the run's page.
 */
function inPopup(request: Request, runPage: Page | undefined): boolean {
  try {
    return runPage !== undefined && request.frame().page() !== runPage;
  } catch {
    return true;
  }
}

/**
 * Installs the context's half of the guard once, on a fresh context: it reports to the run using the context now
 * (`current`), and blocks everything when no run does.
 */
export async function guardContext(
  context: BrowserContext,
  allowedOrigins: readonly string[],
  current: () => { page: Page | undefined; hooks: PageGuardHooks } | undefined,
): Promise<void> {
  await context.route('**/*', async (route) => {
    const request = route.request();
    const run = current();
    if (run && allowedOrigins.includes(originOf(request.url()))) return route.continue();
    const popup = request.isNavigationRequest() && inPopup(request, run?.page);
    // A popup is reported here, with the address it asked for, and not again when its page appears showing the error
    // page: under load that page may come late or not at all (a cancelled first navigation commits nothing).
    run?.hooks.violation(
      request.url(),
      popup ? 'POPUP' : request.method(),
      popup ? 'window.open' : request.resourceType(),
    );
    // A 204 answer cancels a navigation and leaves the page as it was (an aborted one would show an error page).
    // A popup's navigation is aborted instead, and the popup closed when its page appears.
    return request.isNavigationRequest() && !popup ? route.fulfill({ status: 204 }) : route.abort('blockedbyclient');
  });
  await context.routeWebSocket(/.*/, (ws) => {
    const run = current();
    if (run && allowedOrigins.includes(originOf(ws.url().replace(/^ws/, 'http')))) {
      ws.connectToServer();
      return;
    }
    run?.hooks.violation(ws.url(), 'WEBSOCKET', 'websocket');
    ws.close({ code: 1008, reason: 'blocked by playsmith: only the game server is reachable' });
  });
  // Only the one page runs the game: the run's own page is the one that comes while it has none yet.
  context.on('page', (popup) => {
    const run = current();
    if (run && (run.page === undefined || run.page === popup)) return;
    const url = popup.url();
    // An error page is a blocked navigation the router has already reported as the popup.
    if (!url.startsWith('chrome-error:')) run?.hooks.violation(url, 'POPUP', 'window.open');
    void popup.close().catch(() => {});
  });
}

/**
 * Installs the page's half of the guard: a main frame that leaves the game's page is reported. Returns what removes it
 * again, for a page that is handed on to the next run.
 */
export function guardPage(page: Page, allowedOrigins: readonly string[], hooks: PageGuardHooks): () => void {
  let loaded = false;
  let left = false;
  const onNavigated = (frame: Frame) => {
    if (frame !== page.mainFrame()) return;
    const url = frame.url();
    if (/^https?:/.test(url) && allowedOrigins.includes(originOf(url))) loaded = true;
    else if (loaded && !left) {
      left = true;
      hooks.violation(url, 'NAVIGATE', 'document');
      hooks.leftPage(url);
    }
  };
  page.on('framenavigated', onNavigated);
  return () => page.off('framenavigated', onNavigated);
}
