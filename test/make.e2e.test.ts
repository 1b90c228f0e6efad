// `playsmith make` end to end: --json prints what playsmith.json holds, the play test gives Exec, Pass and Play, an
// occupied --out is refused, and --force with the same prompt and seed rewrites every file make wrote byte for byte
// (wall-time fields aside) and nothing else (one make tests both), and an empty prompt is a usage error.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { parseResult, ResultFileError, type MakeResult } from '../src/shared/index.ts';

const CLI = fileURLToPath(new URL('../bin/playsmith.js', import.meta.url));
// The grid_logic family's end-to-end make: a pushing puzzle asking for levels and undo.
const PROMPT = 'a grid puzzle where a ghost pushes pumpkins onto candle marks in a haunted manor, 3 levels, with undo';
const made: string[] = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'playsmith-make-'));
  made.push(dir);
  return dir;
}

function make(...args: string[]): ReturnType<typeof spawnSync> & { stdout: string; stderr: string } {
  return spawnSync(process.execPath, [CLI, 'make', ...args], {
    encoding: 'utf8',
    env: { ...process.env, PLAYSMITH_RESULTS_DIR: temp() },
  }) as ReturnType<typeof spawnSync> & { stdout: string; stderr: string };
}

function files(root: string, dir = root): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(root, path) : [relative(root, path).split(sep).join('/')];
    });
}

/**
 * Wall-time fields blanked: playsmith.json's and check.json's timings (wall times, and whether the build came from the
 * cache), and the same printed in the reports.
 */
function digest(root: string, file: string): string {
  let text: Buffer | string = readFileSync(join(root, file));
  if (file === 'playsmith.json') {
    const json = JSON.parse(text.toString('utf8')) as { timings: unknown };
    json.timings = null;
    text = JSON.stringify(json);
  } else if (file === 'report/check.json') {
    const json = JSON.parse(text.toString('utf8')) as { timings: unknown };
    json.timings = null;
    text = JSON.stringify(json);
  } else if (file.endsWith('.html')) {
    text = text
      .toString('utf8')
      .replace(/wall \d+(\.\d+)? s( \(the build reused from the cache[^)]*\))?/g, 'wall _ s')
      .replace(/<td>\d+<\/td><\/tr>/g, '<td>_</td></tr>')
      .replace(/\d+(\.\d+)? s of wall/g, '_');
  }
  return createHash('sha256').update(text).digest('hex');
}

describe('playsmith make', () => {
  test('--json prints playsmith.json of a won game; --force, same seed, rewrites it byte for byte', () => {
    const a = join(temp(), 'a');
    const first = make(PROMPT, '--out', a, '--seed', '5', '--json');
    assert.equal(first.status, 0, first.stderr);
    const printed = JSON.parse(first.stdout) as MakeResult;
    assert.deepEqual(printed, JSON.parse(readFileSync(join(a, 'playsmith.json'), 'utf8')));
    assert.equal(printed.gdd.archetype, 'grid_logic');
    assert.equal(printed.check.pass, true, printed.check.summary);
    assert.equal(printed.goldenPath.won, true, printed.goldenPath.failure ?? '');
    assert.equal(printed.pass, true);
    // The play test: the golden path's one run, with the oracles watching, gives Exec, Pass and Play.
    const { verdict, trajectory } = printed.playTest;
    assert.deepEqual(
      [verdict.exec.holds, verdict.pass.holds, verdict.play.holds],
      [true, true, true],
      verdict.play.reason,
    );
    assert.deepEqual(printed.playTest.findings, []);
    assert.match(printed.summary, /; Exec ✓ Pass ✓ Play ✓;/);
    assert.ok(trajectory && readFileSync(join(a, trajectory), 'utf8').split('\n').length > 2, 'the trajectory');
    const page = readFileSync(join(a, 'report.html'), 'utf8');
    assert.match(page, /<h2>Play test<\/h2>/);
    // Its SCS would be its own template's measures against themselves (the grid_logic means are that one game's):
    // not shown, with why, on the make page and the check page, each with its rerun line and glossary.
    assert.equal(printed.check.scores.scs, null);
    assert.match(page, /not shown: made from templates\/grid_logic, the only game the grid_logic archetype means/);
    assert.match(page, /Rerun:<\/b> <code>playsmith make &#39;a grid puzzle where a ghost[^<]*&#39; --seed 5 --out/);
    assert.match(page, /<dt>SCS<\/dt><dd>structural completeness/);
    const checkPage = readFileSync(join(a, 'report', 'report.html'), 'utf8');
    assert.match(checkPage, /<strong>SCS<\/strong>: not computed — made from templates\/grid_logic/);
    assert.match(checkPage, /Rerun:<\/b> <code>playsmith check game --seed 5 --archetype grid_logic<\/code>/);
    // A result written before the play test is still read; one that claims the new version without it is not.
    const { playTest: _, ...older } = printed;
    assert.equal(parseResult({ ...older, schema: 'playsmith.make/2' }, 'old.json').schema, 'playsmith.make/2');
    assert.throws(
      () => parseResult(older, 'new.json'),
      (e) => e instanceof ResultFileError && /playTest/.test(e.message),
    );
    // A faithful push puzzle (levels, undo, the win); what it misses is only art: nouns the procedural drawer lacks
    // (pumpkin, candle mark, manor) and a sprite drawn as something else (the ghost keeper is drawn as a person), and
    // the requirements say so instead of passing on the design's words.
    const missed = printed.requirements.filter((r) => !r.pass).map((r) => r.evidence);
    assert.ok(
      missed.every((evidence) => /the procedural art cannot draw|its sprite is drawn as a \w+/.test(evidence)),
      `requirements ${printed.intentAlignment}%: ${missed.join('; ')}`,
    );
    assert.ok(printed.intentAlignment >= 60, `requirements ${printed.intentAlignment}%`);
    for (const file of [
      'playsmith.json',
      'report.html',
      'report/check.json',
      'game/package.json',
      'game/index.html',
      'game/GAME_DESIGN.md',
      'game/src/game/levels.ts',
      'game/golden-path.json',
      'game/assets.json',
      'game/public/assets/asset-pack.json',
    ])
      assert.ok(existsSync(join(a, file)), file);
    // The folder is now occupied: refused without --force. With it, only what make wrote is replaced, and the same
    // prompt and seed write the same bytes again: every file make wrote is spoiled first, so a file the second make
    // failed to replace would differ, and a file of the person's stays as it was.
    const list = files(a);
    const before = new Map(list.map((f) => [f, digest(a, f)]));
    writeFileSync(join(a, 'notes.txt'), 'mine');
    const refused = make(PROMPT, '--out', a, '--seed', '5');
    assert.equal(refused.status, 2);
    assert.match(refused.stderr, /is not empty.*--force/s);
    for (const f of list) if (f !== 'playsmith.json') writeFileSync(join(a, f), 'spoiled');
    const second = make(PROMPT, '--out', a, '--seed', '5', '--force');
    assert.equal(second.status, 0, second.stderr);
    assert.equal(readFileSync(join(a, 'notes.txt'), 'utf8'), 'mine');
    assert.deepEqual(
      files(a).filter((f) => f !== 'notes.txt'),
      list,
    );
    const differing = list.filter((f) => digest(a, f) !== before.get(f));
    assert.deepEqual(differing, [], 'files that differ beyond wall-time fields');
    // The golden path and the play test are one stage (one replay): a progress line while it runs, a line of the
    // summary with the play test's verdicts, and one wall time in playsmith.json.
    assert.match(second.stderr, /^golden path and play test$/m);
    const wallMs = (JSON.parse(readFileSync(join(a, 'playsmith.json'), 'utf8')) as MakeResult).timings.wallMs;
    assert.deepEqual(
      ['golden path and play test', 'golden path', 'play test'].map((k) => k in wallMs),
      [true, false, false],
    );
    assert.match(
      second.stdout,
      /^play test {4}Exec ✓ Pass ✓ Play ✓; \d+ steps, [\d.]+ s of game time, no logic violation$/m,
    );
  });

  test('a folder make did not write is refused, with --force too', () => {
    const out = join(temp(), 'game');
    mkdirSync(out);
    writeFileSync(join(out, 'notes.txt'), 'mine');
    const refused = make(PROMPT, '--out', out);
    assert.equal(refused.status, 2);
    assert.match(refused.stderr, /is not empty/);
    const forced = make(PROMPT, '--out', out, '--force');
    assert.equal(forced.status, 2, 'a folder make did not write is never replaced');
    assert.match(forced.stderr, /holds no playsmith\.json/);
    assert.deepEqual(readdirSync(out), ['notes.txt']);
  });

  test('an empty prompt and a bad archetype are usage errors', () => {
    const empty = make('   ');
    assert.equal(empty.status, 2);
    assert.match(empty.stderr, /prompt is empty/);
    assert.equal(make(PROMPT, '--archetype', 'racing').status, 2);
  });
});
