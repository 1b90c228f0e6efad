// The edit kind without a browser: edit-starter loads with every task's files apart, a workspace would get the
// instruction and none of the hidden paths, a solution that no longer fits its start game is refused with what to do,
// and a verdict file counts only with its run's nonce.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, test } from 'node:test';
import { PROJECT_ROOT } from '../../shared/index.ts';
import { readVerdict } from '../edit/hidden-test.ts';
import { loadSuite } from '../suite.ts';
import { applySolution, type EditBenchTask, editKind } from './edit.ts';

const work = mkdtempSync(join(tmpdir(), 'bench-edit-unit-'));
after(() => rmSync(work, { recursive: true, force: true }));
const suite = loadSuite(join(PROJECT_ROOT, 'suites', 'edit-starter'));
const tasks = suite.tasks.map((t) => t.task as EditBenchTask);

test('edit-starter: at least 10 tasks, the start game visible, the test and solution hidden and not named', () => {
  assert.equal(suite.kind, 'edit');
  assert.ok(tasks.length >= 10);
  for (const task of tasks) {
    assert.deepEqual(editKind.visible(task), ['games/gem-run']);
    assert.deepEqual(editKind.hidden(task), [task.test, task.solution]);
    const instructions = editKind.instructions(task);
    assert.ok(instructions.includes(task.instruction), `${task.id}: the instruction is given`);
    assert.ok(instructions.includes('`gem-run/`'), `${task.id}: the game folder is named`);
    assert.doesNotMatch(instructions, /tasks\/|test\.ts|solution/, `${task.id}: no hidden path is named`);
  }
});

test('a solution whose text is not in the start game exactly once is refused, naming the file and the fix', () => {
  const task = tasks.find((t) => t.id === 'gem-points')!;
  const solution = join(work, 'stale.json');
  const edits = [{ file: 'config.json', find: '"gemPoints": 2', replace: '"gemPoints": 5' }];
  writeFileSync(solution, JSON.stringify({ schema: 'playsmith.edit-solution/1', edits }));
  const stale = { ...task, solution: relative(suite.dir, solution) };
  assert.throws(
    () => applySolution(stale, suite.dir, join(work, 'stale-game')),
    /stale\.json: edits\.0: "find" occurs 0 times in config\.json of games\/gem-run; it must occur exactly once/,
  );
  applySolution(task, suite.dir, join(work, 'solved'));
  assert.match(readFileSync(join(work, 'solved', 'config.json'), 'utf8'), /"gemPoints": 5,/);
});

test('a verdict file counts only with its run nonce; a missing or foreign one is a failure saying why', () => {
  const nonce = 'a'.repeat(32);
  const file = join(work, 'verdict.json');
  assert.match(readVerdict(file, nonce).reason, /wrote no verdict/);
  writeFileSync(file, JSON.stringify({ nonce: 'b'.repeat(32), passed: true }));
  assert.deepEqual(readVerdict(file, nonce), {
    passed: false,
    reason: "the verdict file does not hold this run's nonce",
    wallMs: null,
  });
  writeFileSync(file, 'VALIDATION_PASSED');
  assert.equal(readVerdict(file, nonce).passed, false, 'a printed marker is no verdict');
  writeFileSync(file, JSON.stringify({ nonce, passed: false, reason: 'score is 1', wallMs: 900 }));
  assert.deepEqual(readVerdict(file, nonce), {
    passed: false,
    reason: 'the hidden test failed: score is 1',
    wallMs: 900,
  });
  writeFileSync(file, JSON.stringify({ nonce, passed: true, wallMs: 800 }));
  assert.deepEqual(readVerdict(file, nonce), { passed: true, reason: 'the hidden test passed', wallMs: 800 });
});
