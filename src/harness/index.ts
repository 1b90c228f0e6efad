// The harness's public face: everything above it (check, play, qa) uses only what is exported here.
export { HarnessError, type HarnessErrorCode } from './errors.ts';
export { findBrowser, ensureBrowser, browserVersion, launchBrowser, probeWebgl, BROWSER_FIX, type BrowserLocation } from './browser.ts';
