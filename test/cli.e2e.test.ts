// The command line as a person meets it: help, version, usage errors, and doctor.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { DoctorReportSchema } from '../src/doctor/index.ts';
import { PLAYSMITH_VERSION, PROJECT_ROOT } from '../src/shared/index.ts';

const MAIN = join(PROJECT_ROOT, 'src', 'cli', 'main.ts');

function playsmith(args: string[], env: NodeJS.ProcessEnv = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PLAYSMITH_')));
  const r = spawnSync(process.execPath, [MAIN, ...args], {
    encoding: 'utf8',
    env: { ...clean, ...env },
    cwd: PROJECT_ROOT,
    timeout: 120_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('--help lists the commands and exits 0; --version prints the version', () => {
  const help = playsmith(['--help']);
  assert.equal(help.code, 0);
  assert.match(help.stdout, /Usage: playsmith/);
  assert.match(help.stdout, /doctor/);
  const version = playsmith(['--version']);
  assert.equal(version.code, 0);
  assert.equal(version.stdout.trim(), PLAYSMITH_VERSION);
  const sub = playsmith(['doctor', '--help']);
  assert.equal(sub.code, 0);
  assert.match(sub.stdout, /--json/);
});

test('an unknown command, a bad flag, or no command is one clear line and exit 2', () => {
  const unknown = playsmith(['frobnicate']);
  assert.equal(unknown.code, 2);
  assert.equal(unknown.stderr.trim(), "playsmith: unknown command 'frobnicate'");
  const flag = playsmith(['doctor', '--colour']);
  assert.equal(flag.code, 2);
  assert.equal(flag.stderr.trim(), "playsmith: unknown option '--colour'");
  assert.equal(playsmith([]).code, 2);
});

test('a bad configuration is a usage error that names the key', () => {
  const r = playsmith(['doctor'], { PLAYSMITH_SEED: 'many' });
  assert.equal(r.code, 2);
  assert.match(r.stderr, /PLAYSMITH_SEED \(seed\): expected a whole number, got "many"/);
  assert.equal(r.stdout, '');
});

test('with --json an error is JSON on stdout, { error: { code, message, hint } }, with the same exit code', () => {
  const parse = (stdout: string) =>
    JSON.parse(stdout) as { error: { code: string; message: string; hint: string | null } };
  const config = playsmith(['doctor', '--json'], { PLAYSMITH_SEED: 'many' });
  assert.equal(config.code, 2);
  assert.equal(config.stderr, '');
  const { error } = parse(config.stdout);
  assert.equal(error.code, 'usage');
  assert.match(error.message, /PLAYSMITH_SEED \(seed\): expected a whole number, got "many"/);
  assert.match(error.hint ?? '', /playsmith doctor --help/);
  const flag = playsmith(['check', 'x', '--colour', '--json']);
  assert.equal(flag.code, 2);
  assert.deepEqual(parse(flag.stdout).error, {
    code: 'commander.unknownOption',
    message: "unknown option '--colour'",
    hint: '`playsmith check --help` shows what it takes',
  });
  const missing = playsmith(['run', join(PROJECT_ROOT, 'no-such-game'), '--json']);
  assert.equal(missing.code, 2);
  assert.match(parse(missing.stdout).error.message, /no-such-game/);
  const noBrowser = playsmith(['run', join(PROJECT_ROOT, 'templates', 'core'), '--json'], {
    PLAYSMITH_CHROMIUM: '/nonexistent/chromium',
  });
  assert.equal(noBrowser.code, 1);
  assert.match(parse(noBrowser.stdout).error.hint ?? '', /playsmith doctor/);
});

test('make refuses a prompt that names nothing to make, with what a prompt should say (exit 2)', () => {
  for (const prompt of ['x', 'a game', 'something fun']) {
    const r = playsmith(['make', prompt]);
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, new RegExp(`the prompt "${prompt}" names nothing to make`));
    assert.match(r.stderr, /Say what kind of game it is and what the player does, e\.g\. "a platformer where/);
  }
  // A kind of game alone is enough (the reader of kinds knows tic-tac-toe; the classifier knows "snake").
  for (const prompt of ['tic-tac-toe', 'snake']) {
    const r = playsmith(['make', prompt, '--out', join(PROJECT_ROOT, 'src', 'x')]);
    assert.match(r.stderr, /inside Playsmith's own install/, `${prompt} passed the prompt check`);
  }
});

test('doctor --json reports a ready machine and exits 0', () => {
  const r = playsmith(['doctor', '--json']);
  const report = DoctorReportSchema.parse(JSON.parse(r.stdout));
  assert.equal(r.code, 0, r.stderr);
  assert.equal(report.ok, true);
  assert.match(report.node.version, /^v2[2-9]\./);
  assert.equal(typeof report.browser.path, 'string');
  assert.equal(report.browser.launches, true);
  assert.equal(report.webgl, true);
  assert.equal(report.llm.configured, false);
  assert.equal(report.godot.configured, false);
});

test('doctor exits 1 with the fix when the browser is missing, and never prints a secret', () => {
  const r = playsmith(['doctor', '--json'], {
    PLAYSMITH_CHROMIUM: '/nonexistent/chromium',
    PLAYSMITH_LLM_API_KEY: 'sk-very-secret-value',
    PLAYSMITH_GODOT: '/nonexistent/godot',
  });
  assert.equal(r.code, 1);
  const report = DoctorReportSchema.parse(JSON.parse(r.stdout));
  assert.equal(report.ok, false);
  assert.equal(report.browser.launches, false);
  assert.equal(report.webgl, false);
  assert.equal(report.llm.configured, true);
  assert.deepEqual(report.godot, { configured: true, path: '/nonexistent/godot', exists: false });
  assert.ok(report.problems.some((p) => p.required && /PLAYSMITH_CHROMIUM/.test(p.what)));
  assert.doesNotMatch(r.stdout + r.stderr, /sk-very-secret-value/);
  const human = playsmith(['doctor'], { PLAYSMITH_CHROMIUM: '/nonexistent/chromium' });
  assert.equal(human.code, 1);
  assert.match(human.stdout, /browser\s+MISSING/);
  assert.match(human.stdout, /not ready/);
});

test(
  'run records a game: exit 0, a valid record, trace and ' + 'screenshots on disk; a missing folder is exit 2',
  async () => {
    const { fixtureGame } = await import('./fixtures/games.ts');
    const { RunRecordSchema } = await import('../src/shared/index.ts');
    const { existsSync, mkdtempSync, readFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const out = mkdtempSync(join(tmpdir(), 'playsmith-run-'));
    try {
      const game = await fixtureGame('contract');
      const r = playsmith([
        'run',
        game,
        '--seconds',
        '2',
        '--screenshot-every',
        '1000',
        '--seed',
        '5',
        '--out',
        out,
        '--json',
      ]);
      assert.equal(r.code, 0, r.stderr);
      const record = RunRecordSchema.parse(JSON.parse(r.stdout));
      assert.equal(record.seed, 5);
      assert.equal(record.gameMs, 2000);
      assert.deepEqual(
        record.screenshots.map((s) => s.gameTime),
        [1000, 2000],
      );
      assert.ok(record.screenshots.every((s) => existsSync(join(out, s.file))));
      assert.deepEqual(JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')), record);
      assert.equal(
        readFileSync(join(out, 'trace.jsonl'), 'utf8').split('\n')[0],
        JSON.stringify({
          t: 0,
          k: 'open',
          seed: 5,
          fps: 60,
          viewport: { width: 800, height: 600 },
          contentHash: record.contentHash,
        }),
      );
      const human = playsmith(['run', game, '--seconds', '1', '--out', out]);
      assert.equal(human.code, 0, human.stderr);
      assert.match(human.stdout, /engine\s+Phaser 4\.2\.1 \(webgl\); Game Contract present/);
      const missing = playsmith(['run', join(out, 'no-such-game')]);
      assert.equal(missing.code, 2);
      assert.match(missing.stderr, /does not exist/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
);
