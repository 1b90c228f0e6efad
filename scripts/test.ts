// The whole test suite: make sure a browser is there (installing Debian's chromium as root when it
// is not), lint and check the formatting, type-check strictly, then run every test with Node's own runner.
// With --fast, only the unit tests: every *.test.ts but the *.e2e.test.ts files, with no lint, no type-check and
// no browser, and a guard (test/support/fast-tier.ts) that fails any of them that starts a process.
import { spawn, spawnSync } from 'node:child_process';
import { globSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
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
  process.exit(await runFast(unitFiles, availableParallelism()));
}

/**
 * The unit tests in one process per core, each running its share of the files without process isolation: most of a
 * unit file's time was loading the same module graph (zod, TypeScript, the families) in a process of its own. Files
 * are dealt largest first to the lightest group, so the heavy family tests land on different cores.
 */
async function runFast(files: string[], groups: number): Promise<number> {
  const bySize = files.map((file) => ({ file, size: statSync(resolve(PROJECT_ROOT, file)).size }));
  bySize.sort((a, b) => b.size - a.size || a.file.localeCompare(b.file));
  const shares = Array.from({ length: Math.max(1, Math.min(groups, files.length)) }, () => ({
    files: [] as string[],
    size: 0,
  }));
  for (const { file, size } of bySize) {
    const lightest = shares.reduce((a, b) => (b.size < a.size ? b : a));
    lightest.files.push(file);
    lightest.size += size;
  }
  const codes = await Promise.all(
    shares.map(
      (share) =>
        new Promise<{ code: number; out: string }>((done) => {
          const args = ['--import', './test/support/fast-tier.ts', '--test', '--test-isolation=none'];
          const child = spawn(process.execPath, [...args, '--test-reporter=dot', ...share.files.sort()], {
            cwd: PROJECT_ROOT,
            env: { ...process.env, PLAYSMITH_FAST_TIER: '1' },
          });
          let out = '';
          child.stdout.on('data', (d: Buffer) => {
            out += d.toString();
          });
          child.stderr.on('data', (d: Buffer) => {
            out += d.toString();
          });
          child.on('close', (code) => done({ code: code ?? 1, out }));
        }),
    ),
  );
  for (const { out } of codes) process.stdout.write(out.endsWith('\n') ? out : `${out}\n`);
  return codes.find((c) => c.code !== 0)?.code ?? 0;
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
