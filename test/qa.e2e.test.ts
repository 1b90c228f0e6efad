// `qa` on a text adventure written for these tests (test/fixtures/qa/lighthouse: GBQA's agent protocol, eight planted
// bugs in known-bugs.json). Offline, the explorer finds at least the four bugs that show deterministically, each
// confirmed by a replay from a fresh game; nothing unconfirmed is counted; the offline critic matches them to the
// known bugs; the same seed explores the same way; and the command line exits 1 on bugs, replays one on request,
// refuses bad adapter and known-bugs files with exit 2, and leaves no game server running.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { explore, openHttpTextGame, qaGame, replayReport } from '../src/qa/index.ts';
import { PROJECT_ROOT, QaResultSchema } from '../src/shared/index.ts';
import { CliSandbox } from './hardening/cli-sandbox.ts';

const GAME = join(PROJECT_ROOT, 'test/fixtures/qa/lighthouse');
const ADAPTER = join(GAME, 'qa.adapter.json');
const KNOWN = join(GAME, 'known-bugs.json');
const temp = mkdtempSync(join(tmpdir(), 'playsmith-qa-'));
after(() => rmSync(temp, { recursive: true, force: true }));

/** What the explorer finds with seed 1 and 2000 actions on the calm lighthouse, and the known bug each is. */
const FOUND = {
  'description:brass key:mentions-absent': 'LH-1',
  'conservation:drop:gallery': 'LH-2',
  'counter-range:oil': 'LH-3',
  'exit-acceptance:hall:up': 'LH-6',
  'exit-refusal:cellar:up': 'LH-8',
  'stuck:cellar': 'LH-8',
};

/** An adapter file for the lighthouse with extra server flags (--calm: no random tide). */
function adapterWith(name: string, extra: Record<string, unknown>, flags: string[] = []): string {
  const file = join(temp, `${name}.json`);
  const config = JSON.parse(readFileSync(ADAPTER, 'utf8')) as Record<string, unknown>;
  const start = { command: ['{node}', join(GAME, 'server.ts'), '--port', '{port}', ...flags] };
  writeFileSync(file, JSON.stringify({ ...config, start, ...extra }));
  return file;
}

describe('qa on the lighthouse text adventure', () => {
  test('finds the planted bugs, each confirmed by replay, and the offline critic matches them', async () => {
    // The calm server has no random tide: the exploration, and so what it finds, is the same on every machine.
    const game = await openHttpTextGame(adapterWith('calm-run', {}, ['--calm']));
    try {
      const out = join(temp, 'run');
      const r = await qaGame(game, 'lighthouse', { seed: 1, steps: 2000, outDir: out, known: KNOWN });
      QaResultSchema.parse(JSON.parse(readFileSync(join(out, 'qa.json'), 'utf8')));
      const confirmed = r.reports.filter((b) => b.status === 'confirmed');
      const signatures = confirmed.map((b) => b.signature);
      for (const signature of Object.keys(FOUND)) assert.ok(signatures.includes(signature), signatures.join('\n'));
      assert.ok(signatures.some((s) => s.startsWith('server-error:read:HTTP N: Cannot read properties')));
      const upstairs = confirmed.find((b) => b.signature === 'exit-acceptance:hall:up')!;
      assert.deepEqual(upstairs.steps, ['go north', 'go up'], 'minimised to the two steps that show it');
      assert.equal(upstairs.type, 'wrong-acceptance');
      assert.equal(upstairs.difficulty, 'easy');

      // Each confirmed report shows its fault again from a fresh game.
      const result = QaResultSchema.parse(JSON.parse(readFileSync(join(out, 'qa.json'), 'utf8')));
      for (const b of confirmed) assert.equal((await replayReport(game, result, b.id)).recurs, true, b.id);

      const score = r.score!;
      const byBug = new Map(score.matches.map((m) => [m.bug, m.reports]));
      for (const [signature, bug] of Object.entries(FOUND)) {
        const report = confirmed.find((b) => b.signature === signature)!;
        assert.ok(byBug.get(bug)!.includes(report.id), `${bug} is matched by ${report.id}`);
      }
      assert.ok(byBug.get('LH-5')!.length > 0, 'the crash is matched');
      // LH-4 (two pieces make the lens) needs "assemble lens", a word no state shows; LH-7 is the tide, off here.
      assert.ok(score.recall.matched >= 6, `recall ${score.recall.matched}/8`);
      // Only confirmed reports count, as findings and for precision.
      assert.equal(score.precision.of, confirmed.length);
      const counted = new Set(score.matches.flatMap((m) => m.reports));
      for (const id of counted) assert.equal(r.reports.find((b) => b.id === id)!.status, 'confirmed');
      const bugs = readFileSync(join(out, 'bugs.md'), 'utf8');
      for (const b of r.reports) assert.equal(bugs.includes(`## ${b.id}:`), b.status === 'confirmed', b.id);
      assert.match(readFileSync(join(out, 'report.html'), 'utf8'), /Score against the known bugs/);
    } finally {
      await game.close();
    }
  });

  test('the same seed explores the same way on a deterministic game; another seed explores another way', async () => {
    const game = await openHttpTextGame(adapterWith('calm', {}, ['--calm']));
    try {
      const run = async (seed: number) => JSON.stringify((await explore(game, { seed, budget: 300 })).trajectory);
      const first = await run(5);
      assert.equal(await run(5), first);
      assert.notEqual(await run(6), first);
    } finally {
      await game.close();
    }
  });
});

describe('playsmith qa on the command line', () => {
  const box = new CliSandbox();
  after(() => box.dispose());

  test('exit 1 with the bugs on screen; --replay shows one again; no game server is left', async () => {
    const out = join(box.root, 'qa');
    const run = await box.run(['qa', ADAPTER, '--steps', '1000', '--seed', '2', '--known', KNOWN, '--out', out]);
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stdout, /\d+ bug\(s\) confirmed by replay/);
    assert.match(run.stdout, /going up from the hall works though that way is not open \(2 steps\)/);
    assert.match(run.stdout, /recall \d+(\.\d)?% \(\d\/8\), precision/);
    const result = QaResultSchema.parse(JSON.parse(readFileSync(join(out, 'qa.json'), 'utf8')));
    const upstairs = result.reports.find((b) => b.signature === 'exit-acceptance:hall:up')!;
    const replayed = await box.run(['qa', ADAPTER, '--replay', `${join(out, 'qa.json')}#${upstairs.id}`]);
    assert.equal(replayed.code, 1, replayed.stderr);
    assert.match(replayed.stdout, /1\. > go north[\s\S]*2\. > go up[\s\S]*the fault shows again/);
    await box.assertNothingLeft();
  });

  test('bad adapter and known-bugs files are usage errors that say what to fix; a dead server is said', async () => {
    const noBase = join(box.root, 'no-base.json');
    writeFileSync(noBase, JSON.stringify({ schema: 'playsmith.qa-adapter/1' }));
    const missing = await box.run(['qa', noBase]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /no-base\.json: baseUrl: .*names at least "baseUrl"/);

    const remote = await box.run(['qa', adapterWith('remote', { baseUrl: 'http://example.com:{port}' })]);
    assert.equal(remote.code, 2);
    assert.match(remote.stderr, /not on this machine; qa speaks only to loopback unless --allow-remote/);

    const dies = adapterWith('dies', { start: { command: ['{node}', '-e', 'process.exit(3)'] } });
    const dead = await box.run(['qa', dies]);
    assert.equal(dead.code, 1);
    assert.match(dead.stderr, /the game server \(.*\) exited with code 3/);

    const badKnown = join(box.root, 'known.json');
    writeFileSync(badKnown, JSON.stringify({ schema: 'playsmith.known-bugs/1', game: 'x', bugs: [{ id: 'A' }] }));
    const known = await box.run(['qa', ADAPTER, '--steps', '50', '--known', badKnown, '--out', join(box.root, 'k')]);
    assert.equal(known.code, 2);
    assert.match(known.stderr, /known\.json: bugs\.0\.type: .*a known-bugs file has/);
    await box.assertNothingLeft();
  });
});
