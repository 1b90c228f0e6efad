// Loading suites: the shipped ones load, bad ones are refused with the file, the field and what to do, and a task's
// hash follows every file it names, hidden ones included.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { PROJECT_ROOT } from '../shared/index.ts';
import { loadSuite } from './index.ts';

const TINY = join(PROJECT_ROOT, 'test', 'fixtures', 'bench', 'make-tiny');
const work = mkdtempSync(join(tmpdir(), 'bench-suite-'));
after(() => rmSync(work, { recursive: true, force: true }));

function copyTiny(name: string): string {
  const dir = join(work, name);
  cpSync(TINY, dir, { recursive: true });
  return dir;
}

function editSuite(dir: string, edit: (suite: Record<string, unknown> & { tasks: Record<string, unknown>[] }) => void) {
  const file = join(dir, 'suite.json');
  const suite = JSON.parse(readFileSync(file, 'utf8'));
  edit(suite);
  writeFileSync(file, JSON.stringify(suite));
}

test('make-100 has 100 tasks: 20 per family, half 1a and half 1b, at least 10 that fit no family cleanly', () => {
  const suite = loadSuite(join(PROJECT_ROOT, 'suites', 'make-100'));
  assert.equal(suite.tasks.length, 100);
  const tasks = suite.tasks.map((t) => t.task as typeof t.task & { family: string; variant: string });
  for (const family of ['platformer', 'top_down', 'grid_logic', 'tower_defense', 'ui_heavy']) {
    const of = tasks.filter((t) => t.family === family);
    assert.equal(of.length, 20, family);
    assert.equal(of.filter((t) => t.variant === '1a').length, 10, family);
  }
  assert.ok(tasks.filter((t) => t.tier === 'misfit').length >= 10);
  assert.equal(new Set(suite.tasks.map((t) => t.hash)).size, 100);
});

test("a task's hash changes with its hidden file, and the suite's with it", () => {
  const dir = copyTiny('hash');
  const before = loadSuite(dir);
  writeFileSync(join(dir, 'hidden', 'pf-1a', 'grader.md'), 'another grader note\n');
  const afterEdit = loadSuite(dir);
  assert.notEqual(afterEdit.tasks[0]!.hash, before.tasks[0]!.hash);
  assert.equal(afterEdit.tasks[1]!.hash, before.tasks[1]!.hash);
  assert.notEqual(afterEdit.hash, before.hash);
});

test('bad suites are refused with the file, the field and what to do', () => {
  assert.throws(() => loadSuite(join(work, 'none')), /suite\.json does not exist; give a suite folder/);
  const missing = copyTiny('missing-field');
  editSuite(missing, (s) => {
    delete s.tasks[1]!.variant;
  });
  assert.throws(() => loadSuite(missing), /suite\.json: tasks\.1\.variant: .*fix that make task/);
  const twice = copyTiny('twice');
  editSuite(twice, (s) => {
    s.tasks[1]!.id = 'pf-1a';
  });
  assert.throws(() => loadSuite(twice), /id "pf-1a" is used twice/);
  const gone = copyTiny('gone');
  editSuite(gone, (s) => {
    s.tasks[0]!.hidden = ['hidden/nope.md'];
  });
  assert.throws(() => loadSuite(gone), /tasks\.0 \(pf-1a\) hidden: "hidden\/nope\.md" does not exist/);
  const outside = copyTiny('outside');
  editSuite(outside, (s) => {
    s.tasks[0]!.visible = ['../secret'];
  });
  assert.throws(() => loadSuite(outside), /must be a path inside the suite folder/);
  const kind = copyTiny('kind');
  editSuite(kind, (s) => {
    s.kind = 'edit';
  });
  // Every kind runs now: a make task in an edit suite is refused by the edit task's schema, naming the field.
  assert.throws(() => loadSuite(kind), /tasks\.0\.instruction: .*fix that edit task/);
});

test('a visible folder that holds hidden material is refused: it would be copied into the workspace', () => {
  const dir = copyTiny('overlap');
  editSuite(dir, (s) => {
    s.tasks[0]!.visible = ['hidden'];
  });
  assert.throws(() => loadSuite(dir), /visible "hidden" and hidden "hidden\/pf-1a\/grader\.md" overlap/);
});
