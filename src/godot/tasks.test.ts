// The task builders: Task 1a/1b prompts, Task 2a/2b/2c masking (seeded, the removed parts kept as hidden reference),
// and a GameDevBench task imported into an edit task folder whose verdict only a result file with the nonce gives.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { EditTaskSchema, PROJECT_ROOT } from '../shared/index.ts';
import { importGameDevBenchTask, newNonce, prepareTestRun, readVerdict, wrapTestScript } from './gamedevbench.ts';
import { parseScriptFile } from './gdscript.ts';
import { INCOMPLETE_BODY, maskProject, writeMaskedTask } from './mask.ts';
import { loadProject } from './project.ts';
import { blueprintPrompt, dependencyOrder, fileRoundPrompt } from './task-prompts.ts';

const FIXTURES = join(PROJECT_ROOT, 'test', 'fixtures', 'godot');
const platformerDir = join(FIXTURES, 'platformer');
const read = (f: string) => readFileSync(join(platformerDir, f), 'utf8');
const tmp = mkdtempSync(join(tmpdir(), 'playsmith-godot-tasks-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

test('Task 1a: a blueprint from a theme; 1b adds the description and its rule; files in dependency order', () => {
  const a = blueprintPrompt('Stuck in a loop');
  assert.match(a, /The Game Jam theme is: "Stuck in a loop"/);
  assert.doesNotMatch(a, /Gameplay description/);
  const b = blueprintPrompt('Stuck in a loop', 'A fox relives the same minute.');
  assert.match(b, /^Gameplay description:\nA fox relives the same minute\./);
  assert.match(b, /All features mentioned in the gameplay description must be reflected in the file plan/);
  const blueprint = {
    game_name: 'Loop Fox',
    game_description: 'A fox relives the same minute.',
    genre: 'platformer',
    core_mechanics: ['time loop'],
    files: [
      { path: 'scenes/main.tscn', type: 'scene' as const, description: 'level', depends_on: ['scripts/main.gd'] },
      { path: 'scripts/main.gd', type: 'script' as const, description: 'loop logic', depends_on: ['project.godot'] },
      { path: 'project.godot', type: 'config' as const, description: 'settings', depends_on: [] },
    ],
    assets_needed: [],
  };
  assert.deepEqual(dependencyOrder(blueprint), ['project.godot', 'scripts/main.gd', 'scenes/main.tscn']);
  assert.match(fileRoundPrompt(blueprint, 1, ''), /^Now generate the file: scripts\/main\.gd\nDescription: loop logic/);
});

test('Task 2a clears 30–50 % of function bodies, seeded, keeping signatures and the originals as reference', () => {
  const project = loadProject(platformerDir);
  const masked = maskProject(project, '2a', 7, read);
  assert.deepEqual(maskProject(project, '2a', 7, read), masked, 'the same seed masks the same functions');
  const total = project.scripts.reduce((n, s) => n + s.functions.length, 0);
  const cleared = masked.hidden.functions.length;
  assert.ok(cleared / total >= 0.3 && cleared / total <= 0.5, `${cleared} of ${total} cleared`);
  for (const f of masked.hidden.functions) {
    const after = parseScriptFile(masked.scripts[f.file]!, f.file);
    const fn = after.functions.find((g) => g.name === f.name);
    assert.equal(fn?.empty, true, `${f.file}::${f.name} is cleared`);
    assert.match(
      masked.scripts[f.file]!,
      new RegExp(`func ${f.name}\\(.*\\n\\t${INCOMPLETE_BODY.replace(/[()]/g, '.')}`),
    );
    assert.ok(read(f.file).includes(f.original));
  }
  assert.notDeepEqual(
    maskProject(project, '2a', 8, read).hidden.functions.map((f) => f.name),
    masked.hidden.functions.map((f) => f.name),
    'another seed masks other functions',
  );
});

test('Task 2b removes 30–50 % of the scripts, 2c all of them; scenes stay; the folder holds both halves', () => {
  const project = loadProject(platformerDir);
  const b = maskProject(project, '2b', 3, read);
  const removed = Object.values(b.scripts).filter((t) => t === null).length;
  assert.ok(removed >= 1 && removed <= 2, `${removed} of 4 scripts removed`);
  const c = maskProject(project, '2c', 3, read);
  assert.ok(Object.values(c.scripts).every((t) => t === null));
  assert.equal(c.hidden.files.length, 4);
  const out = join(tmp, 'mask-2c');
  writeMaskedTask(platformerDir, c, out);
  assert.equal(existsSync(join(out, 'workspace', 'scripts', 'player.gd')), false);
  assert.equal(existsSync(join(out, 'workspace', 'scenes', 'main.tscn')), true);
  const reference = JSON.parse(readFileSync(join(out, 'hidden', 'reference.json'), 'utf8'));
  assert.equal(reference.files[3].original, read('scripts/player.gd'));
});

test('a GameDevBench task becomes an edit task folder: tests and ground truth hidden, the instruction kept', () => {
  const out = join(tmp, 'edit');
  const task = importGameDevBenchTask(join(FIXTURES, 'gamedevbench', 'tasks', 'task_0001_place_asset'), out);
  assert.deepEqual(EditTaskSchema.parse(JSON.parse(readFileSync(join(out, 'task.json'), 'utf8'))), task);
  assert.equal(task.instruction.startsWith('Add a Sprite2D named Coin'), true);
  assert.deepEqual(task.hidden.test_files, ['scripts/test.gd', 'test.tscn']);
  assert.equal(task.hidden.test_scene, 'res://test.tscn');
  assert.equal(task.hidden.ground_truth, 'hidden/ground_truth');
  for (const hidden of ['scripts/test.gd', 'test.tscn', 'task_config.json'])
    assert.equal(existsSync(join(out, 'workspace', hidden)), false, `${hidden} is hidden from the agent`);
  assert.equal(existsSync(join(out, 'workspace', 'main.tscn')), true);
  assert.match(readFileSync(join(out, 'hidden', 'ground_truth', 'main.tscn'), 'utf8'), /name="Coin"/);
  assert.throws(
    () => importGameDevBenchTask(join(FIXTURES, 'platformer'), join(tmp, 'bad')),
    /no task_config\.json; give a GameDevBench task folder/,
  );
  // A folder of other things is never emptied; the same task folder again is replaced.
  const task0001 = join(FIXTURES, 'gamedevbench', 'tasks', 'task_0001_place_asset');
  assert.throws(() => importGameDevBenchTask(task0001, join(out, 'workspace')), /not empty and not an earlier task/);
  assert.equal(importGameDevBenchTask(task0001, out).id, task.id);
  assert.throws(() => importGameDevBenchTask(task0001, join(task0001, 'out')), /must lie outside/);
});

test('verdict: the wrapped test writes {nonce, passed} outside the project; a printed marker proves nothing', () => {
  const folder = join(tmp, 'edit-verdict');
  importGameDevBenchTask(join(FIXTURES, 'gamedevbench', 'tasks', 'task_0001_place_asset'), folder);
  const nonce = newNonce();
  const result = join(tmp, 'verdict.json');
  const run = join(tmp, 'run');
  prepareTestRun(folder, join(folder, 'workspace'), run, result, nonce);
  const wrapped = readFileSync(join(run, 'scripts', 'test.gd'), 'utf8');
  assert.doesNotMatch(wrapped, /print\("VALIDATION_(PASSED|FAILED)"\)/);
  assert.match(wrapped, /_playsmith_verdict\(true\)/);
  assert.match(wrapped, new RegExp(`"nonce": "${nonce}"`));
  assert.equal(parseScriptFile(wrapped, 'test.gd').errors.length, 0, 'the wrapped test is valid GDScript');
  assert.throws(() => prepareTestRun(folder, join(folder, 'workspace'), run, join(run, 'v.json'), nonce), /outside/);
  // No file: the game may have printed VALIDATION_PASSED, but nothing was written.
  assert.deepEqual(readVerdict(result, nonce), {
    passed: false,
    reason: 'the test wrote no verdict (it crashed or never ran)',
  });
  writeFileSync(result, JSON.stringify({ nonce: newNonce(), passed: true }));
  assert.equal(readVerdict(result, nonce).passed, false);
  writeFileSync(result, JSON.stringify({ nonce, passed: true }));
  assert.deepEqual(readVerdict(result, nonce), { passed: true, reason: 'the test passed' });
  assert.match(wrapTestScript("func t():\n\tprint('VALIDATION_FAILED')\n", 'n', '/r'), /_playsmith_verdict\(false\)/);
});
