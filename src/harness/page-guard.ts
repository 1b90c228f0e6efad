// Node side: the Playwright half of the sandbox for one run. Every request and WebSocket outside the game's origins
// is blocked and reported; a navigation of the page elsewhere is cancelled (answered 204, so the game's page stays
// as it was); popups are reported and closed; and a main-frame document that is not the game's (about:blank, blob:,
// which no router sees) is reported as the game leaving its page. What routing cannot see goes to sandbox.ts's trap.
import type { BrowserContext, Page, Request } from 'playwright-core';

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

/** Whether a navigation request is a new window's first one (Playwright has no frame for it yet). */
function opensPopup(request: Request): boolean {
  try {
    request.frame();
    return false;
  } catch {
    return true;
  }
}

/** Installs the guard on a fresh context whose only page is `page`. */
export async function guardPage(
  context: BrowserContext,
  page: Page,
  allowedOrigins: readonly string[],
  hooks: PageGuardHooks,
): Promise<void> {
  await context.route('**/*', async (route) => {
    const request = route.request();
    if (allowedOrigins.includes(originOf(request.url()))) return route.continue();
    hooks.violation(request.url(), request.method(), request.resourceType());
    // A 204 answer cancels a navigation and leaves the page as it was (an aborted one would show an error page).
    // A popup's first navigation is aborted instead: only a popup that shows something is reported, and closed.
    return request.isNavigationRequest() && !opensPopup(request)
      ? route.fulfill({ status: 204 })
      : route.abort('blockedbyclient');
  });
  await context.routeWebSocket(/.*/, (ws) => {
    if (allowedOrigins.includes(originOf(ws.url().replace(/^ws/, 'http')))) {
      ws.connectToServer();
      return;
    }
    hooks.violation(ws.url(), 'WEBSOCKET', 'websocket');
    ws.close({ code: 1008, reason: 'blocked by playsmith: only the game server is reachable' });
  });
  // Only the one page runs the game.
  context.on('page', (popup) => {
    if (popup === page) return;
    const url = popup.url();
    hooks.violation(url.startsWith('chrome-error:') ? '(its address was blocked)' : url, 'POPUP', 'window.open');
    void popup.close().catch(() => {});
  });
  let loaded = false;
  let left = false;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = frame.url();
    if (/^https?:/.test(url) && allowedOrigins.includes(originOf(url))) loaded = true;
    else if (loaded && !left) {
      left = true;
      hooks.violation(url, 'NAVIGATE', 'document');
      hooks.leftPage(url);
    }
  });
}
