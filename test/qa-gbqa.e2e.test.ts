// `qa` on the text adventures in games/gbqa, written in the shapes of GBQA's benchmark games (its agent protocol
// with `message`/`state`/`full_state`, GBQA's help style and two others, containers, darkness, locks, codes, a
// carrying limit, combining, multi-step puzzles) with planted bugs of GBQA's categories, their known bugs in GBQA's
// own bug-file format in games/gbqa/hidden/. With GBQA's largest budget (500 actions) the offline explorer reaches
// each game's deepest planted bug and recalls at least two thirds of them, never reports a "stuck" that is not a
// planted one, and says how deep it went. A bare URL to such a server is recognised as a GBQA game, and its white-box
// state reaches the explorer only in qa mode with the user's say-so.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { LazyBrowser } from '../src/harness/index.ts';
import { openHttpTextGame, openQaTarget, QaInputError, qaGame, readQaSuite } from '../src/qa/index.ts';
import { PROJECT_ROOT } from '../src/shared/index.ts';
import { CliSandbox } from './hardening/cli-sandbox.ts';

const suite = readQaSuite(join(PROJECT_ROOT, 'games/gbqa'));
const temp = mkdtempSync(join(tmpdir(), 'playsmith-qa-gbqa-'));
const box = new CliSandbox();
const browser = new LazyBrowser();
const children: ChildProcess[] = [];
after(async () => {
  for (const child of children) child.kill();
  await browser.close();
  box.dispose();
  rmSync(temp, { recursive: true, force: true });
});

/** The planted bug that lies deepest in each game: reaching it means reaching the state it needs. */
const DEEPEST: Record<string, string> = {
  // After the escape: three fragments, a ladder to the loft, a code, the dark cellar, the key on the door.
  'ashford-keep': 'BUG-004',
  // A battery from the tackle box in the lantern, switched on, then thirteen steps walked.
  tidewater: 'TW-1',
  // Grain ground, the chest unlocked for the tinderbox, the oven lit: then the flour is baked alone.
  'millers-yard': 'MY-2',
};

test('500 actions reach the deepest planted bug of each game, recall is at least 2/3, no false stuck', async () => {
  assert.deepEqual(suite.games.map((g) => g.id).sort(), Object.keys(DEEPEST).sort());
  await Promise.all(
    suite.games.map(async (g) => {
      const game = await openHttpTextGame(g.target);
      try {
        const r = await qaGame(game, g.id, { seed: 1, steps: 500, outDir: join(temp, g.id), known: g.bugs });
        const score = r.score!;
        const credited = new Map(score.credited.map((c) => [c.report, c.bug]));
        const said = `${g.id}: ${score.recall.matched}/${score.recall.of} (${score.credited.map((c) => c.bug)})`;
        assert.equal(r.actions, 500, g.id);
        assert.ok(score.recall.matched * 3 >= score.recall.of * 2, said);
        assert.ok([...credited.values()].includes(DEEPEST[g.id]!), said);
        assert.equal(score.byDescription?.length, score.recall.of, 'every GBQA bug was matched by description');
        // A "stuck" report is only ever one of the planted stuck states.
        for (const report of r.reports.filter((b) => b.status === 'confirmed' && b.oracle === 'stuck'))
          assert.ok(credited.has(report.id), `${g.id}: ${report.title} is not a planted stuck state`);
        assert.ok(r.depth && r.depth.rooms >= 5 && r.depth.actions >= 20, `${g.id}: depth ${JSON.stringify(r.depth)}`);
      } finally {
        await game.close();
      }
    }),
  );
});

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => done(port));
    });
  });
}

test('a bare URL to a GBQA server is a text game; its white-box state only with --white-box in qa mode', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ['server.ts', '--port', String(port)], {
    cwd: join(PROJECT_ROOT, 'games/gbqa/ashford-keep'),
    stdio: 'ignore',
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }

  const plain = await openQaTarget(url, { browser });
  try {
    assert.equal(plain.kind, 'http-text');
    const first = await plain.reset(1);
    assert.match(first.text, /Ashford Keep/);
    assert.equal(first.whiteBox, undefined, 'full_state is dropped unless asked for');
    assert.equal((await plain.act('go north')).whiteBox, undefined);
    assert.ok((await plain.actions()).includes('take <item>'));
  } finally {
    await plain.close();
  }
  const white = await openQaTarget(`${url}/api`, { browser, whiteBox: true });
  try {
    assert.ok((await white.reset(1)).whiteBox, 'with the say-so the white-box state is kept');
    await assert.rejects(
      qaGame(white, url, { seed: 1, steps: 5, outDir: join(temp, 'player'), mode: 'player', whiteBox: true }),
      (e: unknown) => e instanceof QaInputError && /qa mode only/.test(e.message),
    );
  } finally {
    await white.close();
  }

  // Through the command line: the bare URL is explored as a text adventure, not a browser game.
  const run = await box.run(['qa', url, '--steps', '50', '--out', join(box.root, 'bare')]);
  assert.equal(run.code, 1, run.stderr);
  assert.match(run.stdout, /deepest state \d+ actions from a fresh game; \d+ rooms/);
  assert.doesNotMatch(`${run.stdout}${run.stderr}`, /canvas/);
  const player = await box.run(['qa', url, '--mode', 'player', '--white-box']);
  assert.equal(player.code, 2);
  assert.match(player.stderr, /--white-box is for qa mode only/);
});
