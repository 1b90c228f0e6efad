// Every task of suites/edit-starter is a real task: its hidden test fails on the start game as it is and passes on
// the start game with its reference solution applied. All the runs share one test runner and so one browser.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { PROJECT_ROOT } from '../../shared/index.ts';
import { runHiddenTests } from '../edit/hidden-test.ts';
import { loadSuite } from '../suite.ts';
import { applySolution, type EditBenchTask } from './edit.ts';

const work = mkdtempSync(join(tmpdir(), 'bench-edit-suite-'));
after(() => rmSync(work, { recursive: true, force: true }));

test('edit-starter: each hidden test fails on its start game and passes on its reference solution', {
  timeout: 600_000,
}, async () => {
  const suite = loadSuite(join(PROJECT_ROOT, 'suites', 'edit-starter'));
  const tasks = suite.tasks.map((t) => t.task as EditBenchTask);
  assert.ok(tasks.length >= 10, `the suite has ${tasks.length} tasks; it promises at least 10`);
  const runs = tasks.flatMap((task) => {
    const start = join(work, task.id, 'start');
    const solved = join(work, task.id, 'solved');
    cpSync(join(suite.dir, task.game), start, { recursive: true });
    applySolution(task, suite.dir, solved);
    const hiddenTest = join(suite.dir, task.test);
    return [
      { game: start, test: hiddenTest },
      { game: solved, test: hiddenTest },
    ];
  });
  const verdicts = await runHiddenTests(runs, { seed: 1, viewport: { width: 800, height: 600 } });
  const wrong = tasks.flatMap((task, i) => {
    const [start, solved] = [verdicts[2 * i]!, verdicts[2 * i + 1]!];
    return [
      ...(start.passed ? [`${task.id}: the test passes on the start game`] : []),
      ...(solved.passed ? [] : [`${task.id}: the test fails on the solution (${solved.reason})`]),
    ];
  });
  assert.deepEqual(wrong, []);
  for (const [i, v] of verdicts.entries())
    if (i % 2 === 0) assert.match(v.reason, /the hidden test failed: /, `${tasks[i / 2]!.id} fails by an assertion`);
});
