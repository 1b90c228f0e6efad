// The harness's public face: everything above it (check, play, qa) uses only what is exported here
// and never reaches into Playwright itself.
export { HARNESS_ERRORS, HarnessError, type HarnessErrorCode } from './errors.ts';
export {
  findBrowser,
  ensureBrowser,
  browserVersion,
  launchBrowser,
  probeWebgl,
  BROWSER_FIX,
  BROWSER_NAMES,
  DEBIAN_BROWSER_PACKAGE,
  type BrowserLocation,
} from './browser.ts';
export { HarnessBrowser, LazyBrowser, type GameBrowser, type LaunchOptions } from './launcher.ts';
export {
  GameSession,
  type OpenGameOptions,
  type LookedAt,
  type ConsoleMessage,
  type NetworkViolation,
  type NetworkFailure,
} from './session.ts';
export { isBlankPixelSample } from './behaviour.ts';
export {
  serveGame,
  resolveGameFolder,
  folderContentHash,
  isLoopbackUrl,
  isUrlTarget,
  remoteRefusal,
  type ServedGame,
} from './serve.ts';
export { WallBudget } from './budget.ts';
export type { SessionProfile } from './profile.ts';
export { servedBase } from './static-files.ts';
export type { TraceRecord } from './trace.ts';
export type { PageError, PixelSample, Rect, SceneView } from './page/runtime.ts';
export { DEFAULT_RUN_WALL_LIMIT_MS, recordRun, type RecordRunOptions } from './record.ts';
