// `playsmith bench` as a person meets it: a run killed with SIGKILL after its first record and resumed ends with the
// same results.jsonl as an uninterrupted run, byte for byte; a folder in use needs --resume; bad input exits 2.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECT_ROOT } from '../src/shared/index.ts';

const MAIN = join(PROJECT_ROOT, 'src', 'cli', 'main.ts');
const FIXTURES = join(PROJECT_ROOT, 'test', 'fixtures', 'bench');
const work = mkdtempSync(join(tmpdir(), 'bench-cli-'));
after(() => rmSync(work, { recursive: true, force: true }));

const env = () => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PLAYSMITH_'))),
  PLAYSMITH_CACHE_DIR: join(work, 'cache'),
});

/** A run of the tiny suite by the scripted slow agent (2 s per sample), one sample at a time. */
function runArgs(out: string, ...extra: string[]): string[] {
  const config = join(FIXTURES, 'bench.config.json');
  const suite = join(FIXTURES, 'make-tiny');
  return [
    MAIN,
    'bench',
    'run',
    suite,
    '--system',
    'slow',
    '--bench-config',
    config,
    '--jobs',
    '1',
    '--out',
    out,
    ...extra,
  ];
}

function playsmith(args: string[]) {
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', env: env(), cwd: work, timeout: 300_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function lines(file: string): number {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
}

test('a run SIGKILLed after its first record, then resumed, writes what an uninterrupted run writes', async () => {
  const whole = join(work, 'whole');
  const straight = playsmith(runArgs(whole, '--no-cache'));
  assert.equal(straight.code, 0, straight.stderr);
  assert.match(straight.stdout, /DONE {2}2 sample\(s\): 2 computed/);

  const killed = join(work, 'killed');
  const child = spawn(process.execPath, runArgs(killed, '--no-cache'), {
    env: env(),
    cwd: work,
    detached: true,
    stdio: 'ignore',
  });
  const results = join(killed, 'results.jsonl');
  for (let waited = 0; lines(results) < 1; waited += 50) {
    assert.ok(waited < 120_000, 'the first record was written');
    await sleep(50);
  }
  process.kill(-child.pid!, 'SIGKILL');
  await new Promise((r) => child.once('exit', r));
  assert.equal(lines(results), 1, 'killed between its two samples');

  const again = playsmith(runArgs(killed, '--no-cache'));
  assert.equal(again.code, 2);
  assert.match(again.stderr, /is not empty; pass --resume to continue the run there/);

  const resumed = playsmith(runArgs(killed, '--no-cache', '--resume'));
  assert.equal(resumed.code, 0, resumed.stderr);
  assert.match(resumed.stdout, /1 computed, 0 from the cache, 1 already done/);
  assert.equal(readFileSync(results, 'utf8'), readFileSync(join(whole, 'results.jsonl'), 'utf8'));
  assert.ok(existsSync(join(killed, 'index.sqlite')));
});

test('bench input errors exit 2 and say what to do', () => {
  const noSuite = playsmith([MAIN, 'bench', 'run', join(work, 'no-suite')]);
  assert.equal(noSuite.code, 2);
  assert.match(noSuite.stderr, /suite\.json does not exist; give a suite folder/);
  const shard = playsmith([MAIN, 'bench', 'run', join(FIXTURES, 'make-tiny'), '--shard', '3/2']);
  assert.equal(shard.code, 2);
  assert.match(shard.stderr, /--shard expects i\/n with 1 <= i <= n/);
  const system = playsmith([MAIN, 'bench', 'run', join(FIXTURES, 'make-tiny'), '--system', 'nobody']);
  assert.equal(system.code, 2);
  assert.match(system.stderr, /--system nobody is not a built-in system/);
  const merge = playsmith([MAIN, 'bench', 'merge', join(work, 'a'), '--out', join(work, 'm')]);
  assert.equal(merge.code, 2);
  assert.match(merge.stderr, /needs at least two run folders/);
});
