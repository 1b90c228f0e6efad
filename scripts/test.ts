// The whole test suite: make sure a browser is there (installing Debian's chromium as root when it
// is not), lint and check the formatting, type-check strictly, then run every test with Node's own runner.
import { spawnSync } from 'node:child_process';
import { ensureBrowser, HarnessError } from '../src/harness/index.ts';
import { PROJECT_ROOT } from '../src/shared/index.ts';

function run(command: string, args: string[]): number {
  const r = spawnSync(command, args, { cwd: PROJECT_ROOT, stdio: 'inherit' });
  return r.status ?? 1;
}

try {
  ensureBrowser({ onProgress: (line) => process.stderr.write(`playsmith test: ${line}\n`) });
} catch (e) {
  if (!(e instanceof HarnessError)) throw e;
  process.stderr.write(`playsmith test: ${e.message}\n`);
  process.exit(1);
}

process.stdout.write('playsmith test: lint and format (biome ci)\n');
const lint = run('biome', ['ci', '--colors=off', '--error-on-warnings']);
if (lint !== 0) {
  process.stdout.write('playsmith test: lint or format failed (npx biome check --write fixes the formatting)\n');
  process.exit(lint);
}

process.stdout.write('playsmith test: type-checking (tsc --noEmit, strict)\n');
const tsc = run('tsc', ['--noEmit', '-p', 'tsconfig.json']);
if (tsc !== 0) {
  process.stdout.write('playsmith test: type-check failed\n');
  process.exit(tsc);
}
const patterns = process.argv.slice(2);
const tests = run(process.execPath, [
  '--test',
  '--test-reporter=spec',
  ...(patterns.length ? patterns : ['src/**/*.test.ts', 'test/**/*.test.ts']),
]);
process.exit(tests);
