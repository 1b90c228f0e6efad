// `playsmith bench --help` names every subcommand, and `bench run --help` shows the system a run measures when no
// --system is given: the same one the run then measures.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { DEFAULT_SYSTEM, resolveSystems } from '../bench/index.ts';
import { PROJECT_ROOT } from '../shared/index.ts';

function help(...args: string[]): string {
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, 'src', 'cli', 'main.ts'), ...args, '--help'], {
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.replace(/\s+/g, ' ');
}

test('bench --help describes run, merge, report, view and worker, and points at the bench doc', () => {
  const text = help('bench');
  const [description] = text.split(' Options:');
  for (const word of ['run', 'merge', 'report', 'view', 'work a queue as a worker', 'docs/bench.md'])
    assert.ok(description!.includes(word), `"${word}" in: ${description}`);
  for (const command of ['run', 'merge', 'report', 'view', 'worker']) assert.match(text, new RegExp(` ${command} \\[`));
});

test('bench run --help shows the default system, and a run without --system measures it', () => {
  assert.match(help('bench', 'run'), /--system <id> .*\(default: playsmith-offline\)/);
  assert.equal(DEFAULT_SYSTEM, 'playsmith-offline');
  assert.deepEqual(
    resolveSystems([], [], { reason: 'none' }).map((s) => s.id),
    [DEFAULT_SYSTEM],
  );
});
