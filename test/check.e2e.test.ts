// `check` end to end in headless Chromium: each broken fixture fails at the right level with the right evidence, a
// good source project passes, the same game checked twice gives the same JSON apart from wall times, and bad input
// gets a clear result or a usage error.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { buildGame, checkGame } from '../src/check/index.ts';
import { LazyBrowser } from '../src/harness/index.ts';
import type { CheckResult } from '../src/shared/index.ts';
import { fixtureGame } from './fixtures/games.ts';

const TS_GAME = fileURLToPath(new URL('./fixtures/projects/ts-game/', import.meta.url));
const CLI = fileURLToPath(new URL('../bin/playsmith.js', import.meta.url));
const made: string[] = [];
const browser = new LazyBrowser();
after(async () => {
  await browser.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function temp(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `playsmith-check-${prefix}-`));
  made.push(dir);
  return dir;
}

/** A copy of the TypeScript fixture project, optionally changed. */
function tsGame(change?: (root: string) => void): string {
  const root = join(temp('project'), 'ts-game');
  cpSync(TS_GAME, root, { recursive: true });
  change?.(root);
  return root;
}

const options = { seed: 3, viewport: { width: 800, height: 600 }, browser };
/** For tests that read L1–L3a only: L3b on a failing game is shown by the throwing game's and the canvas-less one's. */
const throughL3a = { ...options, skipBehaviour: 'this test reads L1–L3a only' };

/** The result without its wall-time fields (and whether the build came from the cache), for comparing runs. */
function withoutWallTimes(r: CheckResult): unknown {
  const copy = structuredClone(r) as Record<string, unknown> & CheckResult;
  copy.timings = { gameMs: copy.timings.gameMs, wallMs: { L1: 0, L2: 0, L3a: 0, L3b: 0, reference: 0, total: 0 } };
  return copy;
}

describe('check on fixture games', () => {
  test('a throwing game fails L3a with the error and its game time', async () => {
    const r = await checkGame(await fixtureGame('throws'), options);
    assert.equal(r.verdict.failedAt, 'L3a');
    assert.equal(r.levels.L1.status, 'pass');
    assert.equal(r.levels.L2.status, 'skipped');
    const l3a = r.levels.L3a;
    assert.ok(l3a.status === 'fail');
    assert.equal(l3a.uncaughtErrors.length, 1);
    assert.match(l3a.uncaughtErrors[0]!.message, /fixture: boom at 5s/);
    const at = l3a.uncaughtErrors[0]!.gameTime;
    assert.ok(at >= 5000 && at < 5100, `thrown by the 5 s timer, at the frame that ran it (${at} ms)`);
    assert.match(r.verdict.summary, new RegExp(`uncaught error at ${at} ms: fixture: boom`));
    assert.ok(r.scores.buildHealth.score < 100);
    // L3b still runs a game that failed L3a, and records the same error.
    const l3b = r.levels.L3b;
    assert.ok(l3b.status === 'done', l3b.status);
    assert.ok(l3b.uncaughtErrors.some((e) => /fixture: boom at 5s/.test(e.message)));
  });

  test('a game that requests the outside world fails L3a with the blocked URL', async () => {
    const r = await checkGame(await fixtureGame('outside-request'), throughL3a);
    assert.equal(r.verdict.failedAt, 'L3a');
    const l3a = r.levels.L3a;
    assert.ok(l3a.status === 'fail');
    assert.ok(l3a.blockedRequests.length >= 1, 'blocked request recorded');
    assert.match(l3a.reasons.join('\n'), /request blocked at \d+ ms \(outside the game server\)/);
    const l1 = r.levels.L1;
    assert.ok(
      l1.status === 'pass' && l1.warnings.some((w) => w.kind === 'remote-asset'),
      'L1 warns about the remote URL it can see',
    );
  });

  test('a blank game fails L3a as blank', async () => {
    const r = await checkGame(await fixtureGame('blank'), throughL3a);
    const l3a = r.levels.L3a;
    assert.ok(l3a.status === 'fail');
    assert.equal(l3a.blank, true);
    assert.match(r.verdict.summary, /canvas stayed blank after start-up/);
  });

  test('a page without a canvas fails L3a as a crash, and L3b says so', async () => {
    const r = await checkGame(await fixtureGame('no-canvas'), options);
    const l3a = r.levels.L3a;
    assert.ok(l3a.status === 'fail');
    assert.equal(l3a.crash?.code, 'no-canvas');
    assert.equal(r.levels.L3b.status, 'crashed');
  });

  test('a missing asset file fails L1 with file:line', async () => {
    const root = tsGame((dir) => unlinkSync(join(dir, 'public/assets/star.png')));
    const r = await checkGame(root, throughL3a);
    assert.equal(r.verdict.failedAt, 'L1');
    const l1 = r.levels.L1;
    assert.ok(l1.status === 'fail');
    assert.deepEqual(
      l1.issues.map((i) => `${i.kind} ${i.file}:${i.line}`),
      ['missing-asset-file src/main.ts:29'],
    );
    assert.match(
      r.verdict.summary,
      /^fails L1 integrity: 1 broken reference\(s\), first: src\/main\.ts:29:5: image "star" loads assets\/star\.png/,
    );
  });

  test('a type error fails L2 with file:line:message', async () => {
    const root = tsGame((dir) => {
      const file = join(dir, 'src/title.ts');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(
          "this.scene.start('Play'));\n    this.input",
          "this.scene.start('Play'));\n    const lives: number = 'three';\n    this.input",
        ),
      );
    });
    const r = await checkGame(root, options);
    assert.equal(r.verdict.failedAt, 'L2');
    const l2 = r.levels.L2;
    assert.ok(l2.status === 'fail');
    assert.deepEqual(
      l2.diagnostics.map((d) => `${d.stage} ${d.file}:${d.line}:${d.column} ${d.code}`),
      ['typecheck src/title.ts:11:11 TS2322'],
    );
    assert.match(l2.diagnostics[0]!.message, /Type 'string' is not assignable to type 'number'/);
    assert.equal(r.levels.L3a.status, 'skipped');
  });

  test('a good source project passes; checked twice, the second reuses its build and the JSON is alike', async () => {
    const root = tsGame();
    const cacheDir = temp('cache');
    const first = await checkGame(root, { ...options, cacheDir, outDir: temp('out1') });
    assert.equal(first.timings.buildCached, undefined, 'an empty cache builds');
    assert.equal(first.verdict.pass, true, first.verdict.summary);
    assert.equal(first.levels.L2.status, 'pass');
    const l3b = first.levels.L3b;
    assert.ok(l3b.status === 'done');
    assert.equal(l3b.menu.reachedGameplay, true);
    assert.equal(l3b.menu.attempts[0]?.level, 'contract-action');
    assert.ok(l3b.behaviour.inputEvents > 0 && l3b.behaviour.positionChanges > 0);
    assert.equal(l3b.screenshots.length, 12);
    assert.ok(first.scores.visualUsability.score > 0);
    const second = await checkGame(root, { ...options, cacheDir, outDir: temp('out2'), profile: true });
    assert.equal(second.timings.buildCached, true, 'identical files and toolchain reuse the build');
    // --profile only adds where the wall time went: parts that leave none of the check's wall time out (L3a and L3b run
    // side by side, so theirs can add up to more).
    assert.equal(first.timings.profile, undefined);
    const profile = second.timings.profile!;
    const parts = Object.values(profile.wallMs).reduce((sum, ms) => sum + ms, 0);
    assert.ok(parts >= second.timings.wallMs.total - 50, `${parts} ms split of ${second.timings.wallMs.total}`);
    assert.ok(profile.wallMs.pageStart > 0 && profile.wallMs.stepping > 0 && profile.wallMs.screenshots > 0);
    assert.ok(profile.frames.stepped >= 5000, `90 s at 60 fps less start-up, got ${profile.frames.stepped}`);
    assert.ok(profile.frames.rendered < profile.frames.stepped / 4, 'only sampled frames are rendered');
    // A readable game's frames are drawn for L3a's six blankness samples and the screenshots (whose frames are L3b's
    // samples), never for reading the game through its pixels.
    const drawn = profile.drawnFor!;
    assert.equal(drawn.pixelReading.frames, 0);
    assert.ok(drawn.screenshot.frames >= 12, `${drawn.screenshot.frames} frames drawn for screenshots`);
    assert.ok(drawn.pixelSamples.frames >= 1 && drawn.pixelSamples.frames <= 6, JSON.stringify(drawn));
    assert.deepEqual(withoutWallTimes(second), withoutWallTimes(first));
    // One changed byte is a new build, and so is a check told not to use the cache.
    writeFileSync(join(root, 'src/title.ts'), `${readFileSync(join(root, 'src/title.ts'), 'utf8')}\n`);
    const changed = await buildGame(root, { cacheDir, outDir: temp('out3') });
    assert.ok(changed.ok && changed.cached === undefined);
    const again = await buildGame(root, { cacheDir, outDir: temp('out4') });
    assert.equal(again.cached, true);
    assert.equal((await buildGame(root, { cacheDir, cache: false, outDir: temp('out5') })).cached, undefined);
  });

  test(
    'against itself as the reference, a game scores SCS and BAS 1; check.json and report.html are written with the ' +
      'screenshots they name',
    async () => {
      const out = temp('report');
      const game = await fixtureGame('contract');
      const r = await checkGame(game, { ...options, reference: game, outDir: out });
      assert.equal(r.verdict.pass, true, r.verdict.summary);
      assert.equal(r.scores.scs.score, 1);
      assert.equal(r.scores.bas.score, 1);
      assert.match(r.scores.bas.method, /eqs\. 2–3 against a reference game/);
      const stored = JSON.parse(readFileSync(join(out, 'check.json'), 'utf8')) as CheckResult;
      assert.deepEqual(stored, JSON.parse(JSON.stringify(r)));
      for (const file of [...r.files!.screenshots, ...r.files!.traces])
        assert.ok(existsSync(join(out, file)), `${file} exists`);
      const html = readFileSync(join(out, 'report.html'), 'utf8');
      assert.match(html, /<svg[^>]*aria-label="behaviour over game time"/);
      assert.match(html, /l3b-060000ms\.png/);
    },
  );
});

describe('check on bad input', () => {
  test('a broken package.json fails L1 and L2 with evidence, and no browser is launched for it', async () => {
    const root = tsGame((dir) => writeFileSync(join(dir, 'package.json'), '{ "name": '));
    const unused = new LazyBrowser({ browserPath: '/nonexistent/chromium' });
    const r = await checkGame(root, { ...options, browser: unused });
    assert.equal(unused.launched, false, 'a check that stops before L3a needs no Chromium');
    assert.equal(r.verdict.failedAt, 'L1');
    assert.ok(r.levels.L1.status === 'fail' && r.levels.L1.issues.some((i) => i.kind === 'broken-manifest'));
    assert.ok(
      r.levels.L2.status === 'fail' && /package\.json is not valid JSON/.test(r.levels.L2.diagnostics[0]!.message),
    );
  });

  test('a build over its wall-clock limit is stopped and reported', async () => {
    // Not from the cache: an earlier test may have built these same files.
    const build = await buildGame(tsGame(), { timeoutMs: 50, cache: false });
    assert.equal(build.ok, false);
    assert.equal(build.diagnostics[0]?.stage, 'timeout');
    assert.match(build.diagnostics[0]!.message, /did not finish within 0 s of wall-clock time and was stopped/);
  });

  test('the CLI: exit 2 for a missing folder or a file, 1 for an empty folder, 0 for a passing game', async () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [CLI, 'check', ...args], {
        encoding: 'utf8',
        env: { ...process.env, PLAYSMITH_RESULTS_DIR: temp('results') },
      });
    const missing = run(join(tmpdir(), 'playsmith-no-such-game'));
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /does not exist; give a game folder or a URL/);
    assert.doesNotMatch(missing.stderr, /\n\s+at /, 'no stack trace');
    const file = join(temp('file'), 'game.js');
    writeFileSync(file, '');
    assert.equal(run(file).status, 2);
    const empty = run(temp('empty'), '--json');
    assert.equal(empty.status, 1);
    const result = JSON.parse(empty.stdout) as CheckResult;
    assert.equal(result.verdict.failedAt, 'L1');
    assert.match(result.verdict.summary, /index\.html is missing/);
    assert.equal(run(await fixtureGame('contract'), '--archetype', 'bogus').status, 2);
  });

  test('the CLI checks several games at once with --jobs: a folder and a result each, in the order given', async () => {
    const out = temp('many');
    const games = [await fixtureGame('contract'), temp('empty')];
    const r = spawnSync(
      process.execPath,
      [CLI, 'check', ...games, '--jobs', '2', '--no-behaviour', '--out', out, '--json'],
      { encoding: 'utf8', env: { ...process.env, PLAYSMITH_RESULTS_DIR: temp('results') } },
    );
    assert.equal(r.status, 1, 'one of the games fails');
    const results = JSON.parse(r.stdout) as CheckResult[];
    assert.deepEqual(
      results.map((x) => x.verdict.failedAt),
      [null, 'L1'],
    );
    // --no-behaviour: the passing game's L3b did not run, and what it would have scored is said to be unmeasured.
    const l3b = results[0]!.levels.L3b;
    assert.ok(l3b.status === 'skipped' && /not measured: L3b was not asked for \(--no-behaviour\)/.test(l3b.reason));
    assert.ok(
      results[0]!.unmeasured.some((u) => u.level === 'L3b'),
      JSON.stringify(results[0]!.unmeasured),
    );
    // The means are still the contract's archetype's, read by L3a from meta().
    assert.deepEqual(results[0]!.archetype, { value: 'platformer', source: 'contract' });
    const folders = readdirSync(out).sort();
    assert.equal(folders.length, 2);
    for (const folder of folders) assert.ok(existsSync(join(out, folder, 'check.json')), `${folder}/check.json`);
  });
});
