// `playsmith make` for kinds of game no bespoke mode makes, through the CLI: a whack-a-mole is made as the library's
// whack-a-mole rulebook with the prompt's nouns, numbers and setting in it, and --strict exits 0; a bubble shooter
// (no mode, no rulebook) is made as the nearest rulebook and said to be APPROXIMATED first, with intent alignment
// at most a third, and --strict exits 1. Both are checked L1–L3a and won on their golden path in the browser.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { parseResult, type MakeResult } from '../src/shared/index.ts';

const CLI = fileURLToPath(new URL('../bin/playsmith.js', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'playsmith-make-rulebook-'));
after(() => rmSync(root, { recursive: true, force: true }));

function make(prompt: string, out: string, ...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [CLI, 'make', prompt, '--out', out, '--no-behaviour', ...args], {
    encoding: 'utf8',
    env: { ...process.env, PLAYSMITH_RESULTS_DIR: join(root, 'results') },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const resultOf = (out: string): MakeResult =>
  parseResult(JSON.parse(readFileSync(join(out, 'playsmith.json'), 'utf8')), out, 'playsmith.make/3');

test('a whack-a-mole is made as a rulebook, with the moles counted and the garden drawn; --strict exits 0', {
  timeout: 600_000,
}, () => {
  const out = join(root, 'moles');
  const run = make('a whack-a-mole game with 12 moles in a sunny garden', out, '--strict');
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /^MADE {2}/);
  assert.match(run.stdout, /kind {9}asked: a whack-a-mole; made: a whack-a-mole \(the library rulebook whack-a-mole\)/);
  const r = resultOf(out);
  assert.equal(r.kind?.by, 'rulebook');
  assert.equal(r.kind?.exact, true);
  assert.equal(r.fidelity.noMode, null);
  assert.equal(r.goldenPath.won, true);
  assert.equal(r.check.levels.L3a, 'pass');
  assert.ok(
    r.fidelity.phrases.every((p) => p.status === 'honoured'),
    JSON.stringify(r.fidelity.phrases),
  );
  // The edits are in the game's own rulebook, where the runtime reads them.
  const book = JSON.parse(readFileSync(join(out, 'game', 'rulebook.json'), 'utf8')) as {
    theme?: { backdrop?: string };
    rules: { when: { counter?: { atLeast?: number } }; then: { win?: string }[] }[];
  };
  assert.equal(book.theme?.backdrop, 'sunny garden');
  // A whacked mole scores 10, so 12 moles are 120 points, and the win says so.
  const win = book.rules.find((rule) => rule.then.some((e) => e.win !== undefined));
  assert.equal(win?.when.counter?.atLeast, 120);
  assert.deepEqual(
    win?.then.flatMap((e) => (e.win ? [e.win] : [])),
    ['120 points'],
  );
});

test('a bubble shooter, made by no mode or rulebook, is APPROXIMATED, alignment at most 33 %; --strict exits 1', {
  timeout: 600_000,
}, () => {
  const out = join(root, 'bubbles');
  const run = make('a bubble shooter in outer space', out, '--strict');
  assert.equal(run.code, 1, run.stdout + run.stderr);
  assert.match(run.stdout, /^APPROXIMATED {2}no offline mode for a bubble shooter; made the closest: /);
  const r = resultOf(out);
  assert.equal(r.pass, true, 'made and won all the same');
  assert.equal(r.goldenPath.won, true);
  assert.equal(r.kind?.exact, false);
  assert.equal(r.fidelity.noMode?.asked, 'a bubble shooter');
  assert.ok(r.intentAlignment <= 33, `intent alignment ${r.intentAlignment}`);
  const asked = r.fidelity.phrases.find((p) => p.kind === 'genre');
  assert.equal(asked?.status, 'approximated');
  // Without --strict the same game exits 0: it was made and won, and says what it is not.
  const again = make('a bubble shooter in outer space', join(root, 'bubbles-2'));
  assert.equal(again.code, 0, again.stdout + again.stderr);
});
