// `play` with the explore policy on fixture games with planted logic bugs: each bug is found by the oracle made for
// it, with its evidence on disk; a clean game gets Exec and Play with nothing flagged; the same seed plays the same
// game the same way; games that never start or open dialogs end in a verdict. One browser for the whole file.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fixtureGame } from '../../test/fixtures/games.ts';
import { LazyBrowser } from '../harness/index.ts';
import { PlayResultSchema, PlayStepSchema, type PlayOracle, type PlayResult } from '../shared/index.ts';
import { playGame } from './index.ts';

const browser = new LazyBrowser();
const root = mkdtempSync(join(tmpdir(), 'playsmith-play-e2e-'));
after(async () => {
  await browser.close();
  rmSync(root, { recursive: true, force: true });
});

let runs = 0;
async function explore(
  fixture: string,
  options: { seed?: number; steps?: number; testerOnly?: boolean } = {},
): Promise<{ result: PlayResult; outDir: string }> {
  const outDir = join(root, `${fixture}-${++runs}`);
  const result = await playGame(await fixtureGame(fixture), {
    policy: 'explore',
    seed: options.seed ?? 1,
    steps: options.steps ?? 60,
    viewport: { width: 800, height: 600 },
    browser,
    outDir,
    testerOnly: options.testerOnly ?? true,
  });
  return { result, outDir };
}

const PLANTED: [string, PlayOracle, RegExp][] = [
  ['bug-coin', 'score-without-cause', /score fell from -?\d+ to -?\d+/],
  ['bug-wall', 'through-solid', /inside a solid 64x\d+ block/],
  ['bug-win', 'no-win-screen', /said won .* shows no win/],
  ['bug-button', 'action-no-effect', /"bonus" was tried \d+ times and never changed the game/],
  ['bug-text', 'invisible-text', /"Lives: 3" \(#ffffff\)/],
  ['bug-fall', 'left-world', /the player is at \(\d+, \d+\), far outside the world \(0, 0, 800x600\)/],
  ['bug-freeze', 'frozen', /the engine drew no new frame from \d+ to \d+ ms of game time/],
];

for (const [fixture, oracle, message] of PLANTED)
  test(`explore finds the planted bug in ${fixture} with the ${oracle} oracle and its evidence`, async () => {
    const { result, outDir } = await explore(fixture);
    const found = result.findings.filter((f) => f.oracle === oracle);
    assert.ok(found.length, `${oracle} among ${JSON.stringify(result.findings.map((f) => f.message))}`);
    const f = found[0]!;
    assert.match(f.message, message);
    assert.ok(f.screenshot && existsSync(join(outDir, f.screenshot)), `screenshot ${f.screenshot} is on disk`);
    assert.ok(f.step >= 1 && f.after !== undefined);
    assert.equal(result.verdict.play.holds, false);
    assert.match(result.verdict.play.reason, /logic violation/);
    PlayResultSchema.parse(JSON.parse(readFileSync(join(outDir, 'play.json'), 'utf8')));
    const steps = readFileSync(join(outDir, 'trajectory.jsonl'), 'utf8').trim().split('\n');
    assert.equal(steps.length, result.steps);
    for (const line of steps) PlayStepSchema.parse(JSON.parse(line));
    const html = readFileSync(join(outDir, 'report.html'), 'utf8');
    assert.ok(html.includes(oracle) && html.includes(f.screenshot!), 'the report shows the finding and its screenshot');
  });

test('the same seed plays the same game the same way', async () => {
  const a = await explore('bug-coin', { seed: 7, steps: 25 });
  const b = await explore('bug-coin', { seed: 7, steps: 25 });
  assert.ok(a.result.traceHash);
  assert.equal(a.result.traceHash, b.result.traceHash);
  assert.equal(
    readFileSync(join(a.outDir, 'trajectory.jsonl'), 'utf8'),
    readFileSync(join(b.outDir, 'trajectory.jsonl'), 'utf8'),
  );
});

test('a clean game with the contract: Exec holds, Pass is said unmeasured, Play holds, nothing flagged', async () => {
  const { result, outDir } = await explore('contract', { testerOnly: false });
  assert.deepEqual(
    result.findings.map((f) => f.message),
    [],
  );
  assert.equal(result.verdict.exec.holds, true, result.verdict.exec.reason);
  assert.equal(result.verdict.pass.holds, null);
  assert.ok(result.verdict.unmeasured.some((u) => /Pass: no golden-path\.json/.test(u)));
  assert.equal(result.verdict.play.holds, true, result.verdict.play.reason);
  assert.deepEqual(
    result.actions.map((a) => [a.name, a.effective]),
    [
      ['left', true],
      ['right', true],
      ['jump', true],
    ],
  );
  assert.ok(existsSync(join(outDir, 'l3a-final.png')) && existsSync(join(outDir, 'report.html')));
});

test('a game that never makes a canvas, or one that opens dialogs, ends in a verdict with the reason', async () => {
  const never = await explore('no-canvas', { testerOnly: false, steps: 5 });
  assert.equal(never.result.verdict.exec.holds, false);
  assert.equal(never.result.verdict.play.holds, false);
  assert.match(never.result.verdict.play.reason, /Exec fails: .*canvas/);
  const dialogs = await explore('dialogs', { steps: 8 });
  assert.equal(dialogs.result.steps, 8);
  assert.ok(
    dialogs.result.notes.some((n) => /opened a dialog \(alert: "Welcome to the box!"\)/.test(n)),
    dialogs.result.notes.join('\n'),
  );
  assert.equal(dialogs.result.contract, false);
  assert.ok(dialogs.result.verdict.unmeasured.some((u) => /no Game Contract/.test(u)));
});
