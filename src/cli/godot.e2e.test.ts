// `playsmith godot …` as a user runs it: exit 0 for a sound project, 1 when L1 fails, 2 for bad input naming the
// file and what is wrong; JSON output that validates against the result schema.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { EditTaskSchema, GodotCheckResultSchema, PROJECT_ROOT } from '../shared/index.ts';

const FIXTURES = join(PROJECT_ROOT, 'test', 'fixtures', 'godot');
const out = mkdtempSync(join(tmpdir(), 'playsmith-godot-cli-'));
after(() => rmSync(out, { recursive: true, force: true }));

function playsmith(...args: string[]) {
  const env = { ...process.env, PLAYSMITH_GODOT: '', PLAYSMITH_LLM_BASE_URL: '', PLAYSMITH_MODEL: '' };
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, 'src', 'cli', 'main.ts'), ...args], {
    encoding: 'utf8',
    cwd: out,
    env,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('godot check: 0 with L1 passed and runtime skipped, 1 with broken references, 2 for no project', () => {
  const ok = playsmith('godot', 'check', join(FIXTURES, 'nested'), '--json');
  assert.equal(ok.code, 0, ok.stderr);
  const result = GodotCheckResultSchema.parse(JSON.parse(ok.stdout));
  assert.equal(result.project, join(FIXTURES, 'nested', 'game'));
  assert.equal(result.l3b.status, 'skipped');
  const broken = playsmith('godot', 'check', join(FIXTURES, 'broken'));
  assert.equal(broken.code, 1);
  assert.match(broken.stdout, /scenes\/level\.tscn:4: missing-resource/);
  assert.match(broken.stdout, /L2 {2}skipped — no Godot 4 binary/);
  assert.doesNotMatch(broken.stdout, /skipped — skipped/);
  const none = playsmith('godot', 'check', join(FIXTURES, 'platformer', 'art'));
  assert.equal(none.code, 2);
  assert.match(none.stderr, /art: no project\.godot in this folder or below it/);
});

test('godot manifest, strategy, mask and import write what they say; bad flags exit 2', () => {
  const manifest = playsmith('godot', 'manifest', join(FIXTURES, 'platformer'));
  assert.equal(JSON.parse(manifest.stdout).game_name, 'Fox Run');
  assert.equal(JSON.parse(playsmith('godot', 'strategy', join(FIXTURES, 'platformer')).stdout).mode, 'keyboard');
  const mask = playsmith('godot', 'mask', join(FIXTURES, 'platformer'), '--out', join(out, 'm'), '--level', '2c');
  assert.equal(mask.code, 0, mask.stderr);
  assert.equal(JSON.parse(readFileSync(join(out, 'm', 'hidden', 'reference.json'), 'utf8')).files.length, 4);
  assert.equal(playsmith('godot', 'mask', join(FIXTURES, 'platformer'), '--out', out, '--level', '9').code, 2);
  const task = join(FIXTURES, 'gamedevbench', 'tasks', 'task_0001_place_asset');
  assert.equal(playsmith('godot', 'import', task, '--out', join(out, 'edit')).code, 0);
  EditTaskSchema.parse(JSON.parse(readFileSync(join(out, 'edit', 'task.json'), 'utf8')));
  const bad = playsmith('godot', 'import', join(FIXTURES, 'platformer'), '--out', join(out, 'x'));
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /no task_config\.json/);
});
