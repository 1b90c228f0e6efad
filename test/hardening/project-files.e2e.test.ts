// One rule for every reader of a project's files, through the command line: only regular files whose real path is
// inside the project are read, built, cached or served; a link to a file outside and a FIFO are skipped and listed
// with the reason. The outside file's contents appear in no output, log, build, cache or report of check, run, godot
// check or qa inject, and a FIFO as the entry page ends run and check within their budget with a record (and one
// where the config file would be is refused at once).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { QaSuiteManifestSchema } from '../../src/qa/index.ts';
import { CheckResultSchema, GodotCheckResultSchema, RunRecordSchema } from '../../src/shared/index.ts';
import { CliSandbox, filesHolding } from './cli-sandbox.ts';

const TS_GAME = fileURLToPath(new URL('../fixtures/projects/ts-game/', import.meta.url));
const GODOT_GAME = fileURLToPath(new URL('../fixtures/godot/platformer/', import.meta.url));
const PLATFORMER = fileURLToPath(new URL('../../templates/platformer/', import.meta.url));
const SECRET = 'OUTSIDE-THE-GAME-7f3a';
const LINK_OUT = 'a link that leads out of the game folder';

/** A file outside every game folder, whose text is made of the secret so that any read of it shows. */
function outsideFile(box: CliSandbox, name: string, text: string): string {
  const dir = join(box.root, 'outside');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), text);
  return join(dir, name);
}

test('check and run of a folder whose game.js links outside read nothing of it, and list it as skipped', {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const game = box.hostileGame('plain');
    const secret = outsideFile(
      box,
      'game.js',
      `class S extends Phaser.Scene { constructor() { super('${SECRET}-scene'); } ` +
        `preload() { this.load.image('${SECRET}-key', '${SECRET}.png'); } }\nconsole.log('${SECRET}');\n`,
    );
    rmSync(join(game, 'game.js'));
    symlinkSync(secret, join(game, 'game.js'));
    const cache = join(box.root, 'cache');
    const env = { PLAYSMITH_CACHE_DIR: cache };
    const out = join(box.root, 'check');
    const check = await box.run(['check', game, '--no-behaviour', '--out', out, '--json'], { env });
    assert.equal(check.code, 1, check.stderr);
    const result = CheckResultSchema.parse(JSON.parse(check.stdout));
    assert.deepEqual(result.skipped, [{ path: 'game.js', reason: LINK_OUT }]);
    assert.equal(result.verdict.failedAt, 'L1');
    assert.ok(
      result.levels.L1.status !== 'skipped' &&
        result.levels.L1.issues.some((i) => /loads \.\/game\.js, which is a link that leads out/.test(i.message)),
      check.stdout,
    );
    const human = await box.run(['check', game, '--no-behaviour', '--out', out], { env });
    assert.match(human.stdout, /skipped {8}not read, built or served .*: game\.js \(a link that leads out/);
    const runOut = join(box.root, 'run');
    const run = await box.run(['run', game, '--seconds', '1', '--out', runOut, '--json'], { env });
    assert.equal(run.code, 0, run.stderr);
    const record = RunRecordSchema.parse(JSON.parse(run.stdout));
    assert.ok(
      record.notes.some((n) => n.includes(`game.js (${LINK_OUT})`)),
      record.notes.join(' | '),
    );
    for (const text of [check.stdout, check.stderr, human.stdout, human.stderr, run.stdout, run.stderr])
      assert.ok(!text.includes(SECRET), 'the outside file shows in what a command printed');
    assert.deepEqual(filesHolding(SECRET, out, runOut, cache, box.results, box.tmp), []);
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});

test('a source project whose src/leak.ts links outside: the build neither bundles nor caches it, and says why', {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const project = join(box.root, 'games', 'ts-game');
    cpSync(TS_GAME, project, { recursive: true });
    const secret = outsideFile(box, 'leak.ts', `export const leaked = '${SECRET}';\n`);
    symlinkSync(secret, join(project, 'src', 'leak.ts'));
    const main = join(project, 'src', 'main.ts');
    writeFileSync(main, `import { leaked } from './leak.ts';\nconsole.log(leaked);\n${readFileSync(main, 'utf8')}`);
    const cache = join(box.root, 'cache');
    const out = join(box.root, 'check');
    const check = await box.run(['check', project, '--no-behaviour', '--out', out, '--json'], {
      env: { PLAYSMITH_CACHE_DIR: cache },
    });
    assert.equal(check.code, 1, check.stderr);
    const result = CheckResultSchema.parse(JSON.parse(check.stdout));
    assert.deepEqual(result.skipped, [{ path: 'src/leak.ts', reason: LINK_OUT }]);
    const L2 = result.levels.L2;
    assert.ok(L2.status === 'fail', `L2 fails without the file it imports: ${JSON.stringify(L2)}`);
    assert.ok(
      L2.diagnostics.some((d) => d.file === 'src/main.ts' && /leak\.ts/.test(d.message)),
      JSON.stringify(L2.diagnostics),
    );
    assert.ok(
      L2.notes.some((n) => n.startsWith('left out of the build') && n.includes(`src/leak.ts (${LINK_OUT})`)),
      L2.notes.join(' | '),
    );
    assert.ok(!check.stdout.includes(SECRET) && !check.stderr.includes(SECRET));
    assert.deepEqual(filesHolding(SECRET, out, cache, box.results, box.tmp), []);
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});

test('qa inject neither mutates nor copies a source file that links outside the game, and lists it as skipped', {
  timeout: 600_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const game = join(box.root, 'games', 'platformer');
    cpSync(PLATFORMER, game, { recursive: true });
    const secret = outsideFile(box, 'leak.ts', `export const ${SECRET.replaceAll('-', '_')} = 1 + 1;\n`);
    symlinkSync(secret, join(game, 'src', 'leak.ts'));
    const suite = join(box.root, 'suite');
    const inject = await box.run(
      [
        'qa',
        'inject',
        game,
        '--operators',
        'pickup-not-removed',
        '--count',
        '1',
        '--tries',
        '1',
        '--out',
        suite,
        '--json',
      ],
      { timeoutMs: 540_000 },
    );
    assert.equal(inject.code, 0, inject.stderr);
    const manifest = QaSuiteManifestSchema.parse(JSON.parse(inject.stdout));
    assert.deepEqual(manifest.skippedFiles, [{ path: 'src/leak.ts', reason: LINK_OUT }]);
    assert.deepEqual(
      manifest.games.map((g) => g.id),
      ['m01'],
      'the suite was made without the linked file',
    );
    assert.ok(!existsSync(join(suite, 'games', 'm01', 'src', 'leak.ts')), 'the link was copied into the suite');
    const secretName = SECRET.replaceAll('-', '_');
    assert.ok(!inject.stdout.includes(secretName) && !inject.stderr.includes(secretName));
    assert.deepEqual(filesHolding(secretName, suite, box.results, box.tmp), []);
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});

test('godot check reads no script that links outside the project, and a FIFO project.godot is a clear error', {
  timeout: 120_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const project = join(box.root, 'godot');
    cpSync(GODOT_GAME, project, { recursive: true });
    const script = join(project, 'scripts', 'game.gd');
    const secret = outsideFile(box, 'game.gd', `extends Node\nfunc ${SECRET.replaceAll('-', '_')}():\n\tpass\n`);
    rmSync(script);
    symlinkSync(secret, script);
    const check = await box.run(['godot', 'check', project, '--json']);
    assert.equal(check.code, 1, check.stderr);
    const result = GodotCheckResultSchema.parse(JSON.parse(check.stdout));
    assert.deepEqual(result.skipped, [{ path: 'scripts/game.gd', reason: LINK_OUT }]);
    assert.ok(
      result.l1.issues.some((i) => i.kind === 'missing-autoload' && i.message.includes(`is ${LINK_OUT}`)),
      JSON.stringify(result.l1.issues),
    );
    const manifest = await box.run(['godot', 'manifest', project]);
    assert.equal(manifest.code, 0, manifest.stderr);
    const secretName = SECRET.replaceAll('-', '_');
    for (const text of [check.stdout, check.stderr, manifest.stdout, manifest.stderr])
      assert.ok(!text.includes(secretName), 'the outside script shows in what a command printed');

    rmSync(join(project, 'project.godot'));
    execFileSync('mkfifo', [join(project, 'project.godot')]);
    const fifo = await box.run(['godot', 'check', project], { timeoutMs: 60_000 });
    assert.equal(fifo.code, 2, fifo.stderr);
    assert.match(fifo.stderr, /project\.godot is a FIFO \(named pipe\), not a regular file inside the project/);
    assert.ok(fifo.wallMs < 30_000, `godot check of a FIFO took ${fifo.wallMs} ms`);
  } finally {
    box.dispose();
  }
});

test('a FIFO as the entry page: run and check end within their budget with a record, and leave nothing running', {
  timeout: 300_000,
}, async () => {
  const box = new CliSandbox();
  try {
    const game = box.hostileGame('plain');
    rmSync(join(game, 'index.html'));
    execFileSync('mkfifo', [join(game, 'index.html')]);
    const runOut = join(box.root, 'run');
    const run = await box.run(['run', game, '--seconds', '5', '--wall-limit', '60', '--out', runOut, '--json'], {
      timeoutMs: 120_000,
    });
    assert.equal(run.code, 1, run.stderr);
    assert.ok(run.wallMs < 60_000, `run took ${run.wallMs} ms`);
    const record = RunRecordSchema.parse(JSON.parse(run.stdout));
    assert.equal(record.stopped?.code, 'no-canvas');
    assert.ok(
      record.notes.some((n) => n.includes('index.html (a FIFO (named pipe))')),
      record.notes.join(' | '),
    );
    assert.deepEqual(RunRecordSchema.parse(JSON.parse(readFileSync(join(runOut, 'run.json'), 'utf8'))), record);

    const checkOut = join(box.root, 'check');
    const check = await box.run(['check', game, '--wall-limit', '60', '--out', checkOut, '--json'], {
      timeoutMs: 120_000,
    });
    assert.equal(check.code, 1, check.stderr);
    assert.ok(check.wallMs < 60_000, `check took ${check.wallMs} ms`);
    const result = CheckResultSchema.parse(JSON.parse(readFileSync(join(checkOut, 'check.json'), 'utf8')));
    assert.equal(result.verdict.failedAt, 'L1');
    assert.deepEqual(result.skipped, [{ path: 'index.html', reason: 'a FIFO (named pipe)' }]);
    assert.match(result.verdict.summary, /index\.html is a FIFO \(named pipe\), not a regular file inside/);

    // A FIFO where the working folder's config file would be is refused at once, not waited on.
    execFileSync('mkfifo', [join(box.root, 'playsmith.config.json')]);
    const config = await box.run(['run', game], { timeoutMs: 60_000 });
    assert.equal(config.code, 2, config.stderr);
    assert.match(config.stderr, /playsmith\.config\.json: not a regular file \(a FIFO, a socket, a folder\)/);
    assert.ok(config.wallMs < 30_000, `run with a FIFO config took ${config.wallMs} ms`);
    await box.assertNothingLeft();
  } finally {
    box.dispose();
  }
});
