// Output paths and names, through the command line: --out is checked before any work (a file, a folder that holds
// something else, or Playsmith's own install is refused with exit 2); a prompt of any length gives a short folder
// name and short lines; a make killed halfway leaves a folder that --force accepts; a failed `make --agent llm`
// removes what it created.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { test } from 'node:test';
import { type MakeResult, PROJECT_ROOT } from '../../src/shared/index.ts';
import { CliSandbox } from './cli-sandbox.ts';

const PROMPT = 'a sokoban puzzle where a penguin pushes ice crates onto targets';

test('run --out and check --out naming a file, a folder of other things, or / are refused before any work (exit 2)', {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const game = box.hostileGame('plain');
    const file = join(box.root, 'a-file');
    writeFileSync(file, 'mine');
    const full = join(box.root, 'full');
    mkdirSync(full);
    writeFileSync(join(full, 'notes.txt'), 'mine');
    for (const command of ['run', 'check']) {
      const onFile = await box.run([command, game, '--out', file]);
      assert.equal(onFile.code, 2, `${command}: ${onFile.stderr}`);
      assert.equal(onFile.stderr, `playsmith: --out ${file} is a file; give a folder\n`);
      const underFile = await box.run([command, game, '--out', join(file, 'inside')]);
      assert.equal(underFile.code, 2, underFile.stderr);
      assert.match(underFile.stderr, /cannot be made: .* is a file/);
      const onFull = await box.run([command, game, '--out', full]);
      assert.equal(onFull.code, 2, onFull.stderr);
      assert.match(onFull.stderr, new RegExp(`is not empty and holds no ${command}\\.json from an earlier ${command}`));
      assert.equal(readFileSync(file, 'utf8'), 'mine');
      assert.deepEqual(readdirSync(full), ['notes.txt']);
    }
    const root = await box.run(['run', game, '--out', '/']);
    assert.equal(root.code, 2, root.stderr);
    assert.match(root.stderr, /--out \/ is not empty/);
    assert.ok(!existsSync('/run.json') && !existsSync('/trace.jsonl'));
    // An earlier run's folder is the one case a non-empty --out is taken (the default --out is reused like that).
    const out = join(box.root, 'run');
    assert.equal((await box.run(['run', game, '--seconds', '1', '--out', out])).code, 0);
    assert.equal((await box.run(['run', game, '--seconds', '1', '--out', out])).code, 0);
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});

test("make --out inside Playsmith's own install is refused, and nothing is written there", {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  try {
    for (const out of [
      join(PROJECT_ROOT, 'src', 'made-here'),
      join(PROJECT_ROOT, 'templates', 'platformer', 'made-here'),
      join(PROJECT_ROOT, 'node_modules', 'made-here'),
      PROJECT_ROOT,
    ]) {
      const r = await box.run(['make', PROMPT, '--out', out]);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, /Playsmith's own install/);
      assert.ok(out === PROJECT_ROOT || !existsSync(out), `${out} was created`);
    }
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});

// One make serves items 8 and 9 (a full make is the slowest thing a test can do): a 100 KB one-word prompt, killed
// halfway, refused without --force, then finished with it.
test('a 100 KB one-word prompt gets a short folder; killed halfway, --force replaces it, and no printed line is long', {
  timeout: 900_000,
}, async () => {
  const box = new CliSandbox();
  try {
    // One word of 100 KiB (a folder name cannot be that long), then the word that says what to make.
    const prompt = `${'z'.repeat(100 * 1024)} platformer`;
    const printed: string[] = [];
    // L3b passes or fails nothing and is not what this test is about: every make here leaves it out.
    const child = box.spawn(['make', prompt, '--seed', '1', '--no-behaviour']);
    child.stdout!.setEncoding('utf8').on('data', (text: string) => printed.push(text));
    child.stderr!.setEncoding('utf8').on('data', (text: string) => printed.push(text));
    const exited = once(child, 'exit');
    const games = join(box.results, 'games');
    const folder = (): string | undefined => (existsSync(games) ? readdirSync(games)[0] : undefined);
    for (let waited = 0; waited < 600_000; waited += 100) {
      const name = folder();
      if (name && existsSync(join(games, name, 'report'))) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill('SIGKILL');
    await exited;
    await box.assertNothingLeft(30_000);
    assert.deepEqual(readdirSync(games).length, 1);
    const name = folder()!;
    assert.ok(name.length <= 70, `folder name of ${name.length} characters`);
    const out = join(games, name);
    assert.ok(existsSync(join(out, 'game', 'package.json')), 'the make had written files');
    assert.ok(!existsSync(join(out, 'playsmith.json')), 'the make was killed before it finished');

    const again = await box.run(['make', prompt, '--seed', '1', '--no-behaviour']);
    assert.equal(again.code, 2, again.stderr);
    assert.doesNotMatch(again.stderr, /ENAMETOOLONG/);
    assert.match(again.stderr, /holds a make that did not finish/);
    assert.match(again.stderr, /pass --force to replace what it wrote/);
    const forced = await box.run(['make', prompt, '--seed', '1', '--force', '--json', '--no-behaviour'], {
      timeoutMs: 800_000,
    });
    assert.equal(forced.code, 0, forced.stderr);
    const result = JSON.parse(forced.stdout) as MakeResult;
    assert.equal(result.pass, true);
    assert.equal(result.check.levels.L3b, 'skipped');
    assert.equal(result.check.scores.visualUsability, null, 'not measured, so not a score of 0');
    assert.ok(!result.files.some((f) => f.startsWith('.playsmith')), 'the marker is not one of the game files');
    assert.ok(!existsSync(join(out, '.playsmith-make-partial.json')), 'a finished make removes its marker');
    assert.deepEqual(readdirSync(games), [name]);
    // --json prints the whole result on one line by design; every other line stays short.
    const lines = [printed.join(''), again.stdout, again.stderr, forced.stderr].join('\n').split('\n');
    const longest = Math.max(...lines.map((line) => line.length));
    assert.ok(longest <= 500, `a printed line of ${longest} characters`);
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});

test('a failed make --agent llm removes what it created, the --out folder it made included', {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  try {
    // A port nobody listens on: the model cannot be reached, so the make stops in its first phase.
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as { port: number }).port;
    closed.close();
    const env = {
      PLAYSMITH_LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      PLAYSMITH_MODEL: 'unreachable-model',
      PLAYSMITH_LLM_MAX_RETRIES: '0',
      PLAYSMITH_LLM_CACHE: 'off',
    };
    const out = join(box.root, 'new', 'deeper');
    const r = await box.run(['make', PROMPT, '--agent', 'llm', '--out', out], { env });
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, /stopped in the classify phase/);
    assert.ok(!existsSync(join(box.root, 'new')), 'the folders this make created are gone');
    const byDefault = await box.run(['make', PROMPT, '--agent', 'llm'], { env });
    assert.equal(byDefault.code, 1, byDefault.stderr);
    assert.ok(!existsSync(join(box.results, 'games')), 'the default output folder is gone too');
    const empty = join(box.root, 'empty');
    mkdirSync(empty);
    assert.equal((await box.run(['make', PROMPT, '--agent', 'llm', '--out', empty], { env })).code, 1);
    assert.deepEqual(readdirSync(empty), [], 'a folder that was there stays, as empty as it was');
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});
