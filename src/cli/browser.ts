// Every command that runs a game gets its browser the way `npm test` does: found, or, with none found and running as
// root on Debian, installed from Debian's chromium package; otherwise one line saying what to install (exit 1).
import { ensureBrowser } from '../harness/index.ts';
import type { LoadedConfig } from '../shared/index.ts';

/** The Chromium executable to run games in, installing it first where that is allowed. */
export function browserFor(loaded: LoadedConfig): string {
  return ensureBrowser({
    configuredPath: loaded.config.browser.path,
    onProgress: (line) => process.stderr.write(`playsmith: ${line}\n`),
  }).path;
}
