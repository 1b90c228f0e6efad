// The whole test suite: make sure a browser is there (installing Debian's chromium as root when it
// is not), lint and check the formatting, type-check strictly, then run every test with Node's own runner.
// With --fast, only the unit tests: every *.test.ts but the *.e2e.test.ts files, with no lint, no type-check and
// no browser, and a guard (test/support/fast-tier.ts) that fails any of them that starts a process.
import { spawnSync } from 'node:child_process';
import { globSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ensureBrowser, HarnessError } from '../src/harness/index.ts';
import { PROJECT_ROOT } from '../src/shared/index.ts';

function run(command: string, args: string[]): number {
  const r = spawnSync(command, args, { cwd: PROJECT_ROOT, stdio: 'inherit' });
  return r.status ?? 1;
}

const args = process.argv.slice(2);
const fast = args.includes('--fast');
const patterns = args.filter((a) => a !== '--fast');

if (fast) {
  const unitFiles = patterns.length
    ? patterns
    : globSync(['src/**/*.test.ts', 'test/**/*.test.ts'], { cwd: PROJECT_ROOT })
        .filter((file) => !file.endsWith('.e2e.test.ts') && !file.includes('/fixtures/'))
        .sort();
  process.exit(
    run(process.execPath, [
      '--import',
      './test/support/fast-tier.ts',
      '--test',
      `--test-concurrency=${availableParallelism()}`,
      '--test-reporter=dot',
      ...unitFiles,
    ]),
  );
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
// Test files run two at a time (Node's default on two cores is one): most of an end-to-end file's time is a browser or
// a build waiting on the other core.
const tests = run(process.execPath, [
  '--test',
  `--test-concurrency=${Math.max(2, availableParallelism())}`,
  '--test-reporter=spec',
  ...(patterns.length ? patterns : ['src/**/*.test.ts', 'test/**/*.test.ts']),
]);
process.exit(tests);
