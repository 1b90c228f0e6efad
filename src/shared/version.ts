// The toolkit's own version and the versions of the tools a result depends on, read once.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

const require = createRequire(import.meta.url);

function packageVersion(name: string): string | undefined {
  try {
    const manifest = require.resolve(`${name}/package.json`);
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return undefined;
  }
}

export const PLAYSMITH_VERSION: string = (
  JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

/** Versions recorded with every result so that a score can be re-derived. */
export function toolVersions(): Record<string, string> {
  const versions: Record<string, string> = { playsmith: PLAYSMITH_VERSION, node: process.version };
  for (const name of ['playwright-core', 'phaser', 'typescript', 'vite']) {
    const v = packageVersion(name);
    if (v) versions[name] = v;
  }
  return versions;
}
