// The harness against real games in headless Chromium: every fixture game and every bad input.
// Nothing here depends on how fast the machine is: all timing is game time.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PNG } from 'pngjs';
import { fixtureGame } from '../../test/fixtures/games.ts';
import { conditionHolds } from '../shared/index.ts';
import { HarnessBrowser, HarnessError, type GameSession } from './index.ts';

let browser: HarnessBrowser;
before(async () => {
  browser = await HarnessBrowser.launch();
});
after(async () => {
  await browser.close();
});

async function withGame<T>(
  name: string,
  options: Parameters<HarnessBrowser['openGame']>[1],
  fn: (s: GameSession) => Promise<T>,
): Promise<T> {
  const session = await browser.openGame(await fixtureGame(name), options);
  try {
    return await fn(session);
  } finally {
    await session.close();
  }
}

function rejectsWith(code: string) {
  return (e: unknown) => {
    assert.ok(e instanceof HarnessError, `expected a HarnessError, got ${String(e)}`);
    assert.equal(e.code, code, e.message);
    return true;
  };
}

/** Chromium renderer processes started by this test process. */
function rendererCount(): number {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' });
  const rows = out
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/, 3) as [string, string, string]);
  const children = new Map<string, string[]>();
  for (const [pid, ppid] of rows) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const mine = new Set<string>();
  const stack = [String(process.pid)];
  while (stack.length)
    for (const child of children.get(stack.pop()!) ?? []) {
      mine.add(child);
      stack.push(child);
    }
  return rows.filter(([pid, , args]) => mine.has(pid) && args.includes('--type=renderer')).length;
}

function purpleLeftEdge(png: Buffer, row: number): number {
  const image = PNG.sync.read(png);
  for (let x = 0; x < image.width; x++) {
    const i = (row * image.width + x) * 4;
    if (image.data[i] === 0xcc && image.data[i + 1] === 0x44 && image.data[i + 2] === 0xff) return x;
  }
  return -1;
}

describe('a game with the contract', () => {
  test(
    'named actions move the player, events and state are ' + 'read, behaviour comes from contract and engine',
    async () => {
      await withGame('contract', { seed: 3 }, async (s) => {
        assert.deepEqual(Object.keys(s.actions()).sort(), ['jump', 'left', 'right']);
        const meta = await s.meta();
        assert.equal(typeof meta?.title, 'string');
        await s.runFor(500);
        const before = (await s.state()) as { player: { x: number } };
        await s.keyDown('right');
        await s.runFor(1000);
        await s.keyUp('right');
        const after = (await s.state()) as { player: { x: number } };
        assert.ok(after.player.x > before.player.x + 100, `player moved from ${before.player.x} to ${after.player.x}`);
        assert.match((await s.text()) ?? '', /\S/);
        await s.keyDown('right');
        await s.runFor(6000);
        await s.keyUp('right');
        const b = await s.behaviour();
        assert.ok(b.inputEvents >= 4, `input events ${b.inputEvents}`);
        assert.ok(b.responsiveActions >= 1);
        assert.ok(b.positionChanges > 0);
        assert.ok(b.objectsAdded > 5);
        assert.ok(b.triggeredEventTypes.includes('coin_collected'));
        assert.equal(b.tiers.triggeredEventTypes, 'contract');
        assert.equal(b.tiers.objectsAdded, 'phaser');
        assert.deepEqual(s.engine().engine, { name: 'phaser', version: '4.2.1', renderer: 'webgl' });
        assert.equal(s.engine().contract, true);
        const events = s.trace.records.filter((r) => r.k === 'event');
        assert.ok(events.length >= 1 && events.every((e) => e.t > 500));
        const png = PNG.sync.read(await s.screenshot());
        assert.deepEqual([png.width, png.height], [800, 600]);
        assert.equal(s.errors.length, 0);
        assert.equal(s.violations.length, 0);
      });
    },
  );

  test('runUntil plays as runFor and state() in turn: the same game time, readings and trace', async () => {
    const moved = { path: 'player.x', gte: 0 };
    const never = { path: 'scene', equals: 'Nowhere' };
    /** Holds right until the player is 150 px on, then waits for a scene that never comes, either way. */
    const play = (inPage: boolean) =>
      withGame('contract', { seed: 5 }, async (s) => {
        await s.runFor(300);
        moved.gte = ((await s.state()) as { player: { x: number } }).player.x + 150;
        const until = async (condition: typeof moved | typeof never, everyMs: number, forMs: number) => {
          const end = s.gameTime + forMs;
          if (inPage) return s.runUntil(condition, { everyMs, until: end });
          while (s.gameTime < end) {
            await s.runFor(Math.min(everyMs, end - s.gameTime));
            if (conditionHolds(condition, await s.state())) return true;
          }
          return false;
        };
        await s.keyDown('right');
        const reached = await until(moved, 50, 5000);
        const reachedAt = s.gameTime;
        await s.keyUp('right');
        const timedOut = !(await until(never, 130, 1700));
        return { reached, reachedAt, timedOut, end: s.gameTime, hash: s.traceHash(), notes: s.notes };
      });
    const looped = await play(false);
    const inPage = await play(true);
    assert.deepEqual(inPage, looped);
    assert.equal(looped.reached && looped.timedOut, true);
    assert.equal(looped.reachedAt % 50, 300 % 50, 'the look that saw it came on a step');
    assert.equal(looped.end, looped.reachedAt + 1700);
  });

  test('runUntil leaves to Node a state the page cannot be sure of: absent for the contract, noted once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'playsmith-until-odd-'));
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><html><body><canvas width="320" height="240"></canvas><script>
window.__playsmith = { version: 1, state: () => ({ scene: 'Level', score: 'twelve' }) };
</script></body></html>`,
    );
    const s = await browser.openGame(dir);
    try {
      const t0 = s.gameTime;
      // state() does not fit, so it reads as absent: "not Level" holds at the first look, as it would for state().
      assert.equal(await s.runUntil({ path: 'scene', notEquals: 'Level' }, { everyMs: 100, until: t0 + 1000 }), true);
      assert.equal(s.gameTime, t0 + 100);
      assert.equal(await s.runUntil({ path: 'scene', equals: 'Level' }, { everyMs: 100, until: t0 + 400 }), false);
      assert.equal(s.gameTime, t0 + 400);
      assert.deepEqual(
        s.notes.filter((n) => n.includes('Game Contract')),
        [
          "the Game Contract's state() does not fit the contract (score: expected a number); it was ignored " +
            `(first at ${t0 + 100} ms of game time)`,
        ],
      );
    } finally {
      await s.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('an unknown action name is a typed error that lists the known ones', async () => {
    await withGame('contract', {}, async (s) => {
      await assert.rejects(
        s.press('fly'),
        (e: unknown) => rejectsWith('unknown-action')(e) && /known: left, right, jump/.test((e as Error).message),
      );
    });
  });
});

describe('determinism', () => {
  async function scriptedRun(seed: number): Promise<{ hash: string; coins: unknown }> {
    return withGame('contract', { seed }, async (s) => {
      const coins = ((await s.state()) as { entities: { coins: unknown } }).entities.coins;
      await s.runFor(700);
      await s.keyDown('right');
      await s.runFor(900);
      await s.press('jump', { holdMs: 150 });
      await s.runFor(1200);
      await s.keyUp('right');
      await s.click(400, 300);
      await s.runFor(1500);
      await s.screenshot();
      return { hash: s.traceHash(), coins };
    });
  }

  test('the same game, seed and inputs give one trace hash over 5 runs; another seed differs', async () => {
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push(await scriptedRun(11));
    assert.equal(new Set(runs.map((r) => r.hash)).size, 1, runs.map((r) => r.hash).join('\n'));
    const other = await scriptedRun(12);
    assert.notEqual(other.hash, runs[0]!.hash);
    assert.notDeepEqual(other.coins, runs[0]!.coins, 'Math.random is seeded from the run seed');
  });
});

describe('game time cut into calls', () => {
  test('every frame is stepped however game time is cut: 60 a game-second, the same trace', async () => {
    const run = (cut: number) =>
      withGame('contract', { seed: 3 }, async (s) => {
        await s.runFor(1000);
        const start = s.profile().frames;
        for (let t = 0; t < 6000; t += cut) await s.runFor(cut);
        return { frames: s.profile().frames - start, hash: s.traceHash() };
      });
    // 100 ms calls end on a frame every sixth frame, where rounding put the frame just past the call's end.
    const [tenths, whole] = [await run(100), await run(3000)];
    assert.equal(tenths.frames, 360);
    assert.equal(whole.frames, 360);
    assert.equal(tenths.hash, whole.hash);
  });
});

describe('fixture games', () => {
  test('a bundled game with no globals is still reached through the engine', async () => {
    await withGame('bundled', {}, async (s) => {
      await s.runFor(2000);
      await s.press('ArrowLeft', { holdMs: 500 });
      const b = await s.behaviour();
      assert.equal(s.engine().contract, false);
      assert.equal(s.engine().engine?.name, 'phaser');
      assert.equal(b.tiers.positionChanges, 'phaser');
      assert.ok(b.objectsAdded >= 31, `objects added ${b.objectsAdded}`);
      assert.ok(b.velocityActiveFrames > 10);
      assert.ok(b.positionChanges > 100);
      assert.ok(b.responsiveActions >= 1);
      assert.equal(await s.state(), undefined);
    });
  });

  test('an error thrown at 5 s of game time is captured with its game time', async () => {
    await withGame('throws', {}, async (s) => {
      await s.runFor(4900);
      assert.equal(s.errors.length, 0);
      await s.runFor(1000);
      assert.equal(s.errors.length, 1);
      assert.match(s.errors[0]!.message, /fixture: boom at 5s/);
      assert.ok(s.errors[0]!.gameTime >= 5000 && s.errors[0]!.gameTime < 5100, `thrown at ${s.errors[0]!.gameTime}`);
      assert.ok(s.trace.records.some((r) => r.k === 'error' && r.t === s.errors[0]!.gameTime));
    });
  });

  test('requests to outside hosts are blocked and recorded as violations; the game runs on', async () => {
    await withGame('outside-request', {}, async (s) => {
      await s.runFor(2000);
      const hosts = new Set(s.violations.map((v) => new URL(v.url).hostname));
      assert.ok(hosts.has('example.com') && hosts.has('example.org'), [...hosts].join(', '));
      assert.ok(s.networkFailures.some((f) => f.url.includes('example.com')));
      assert.ok(s.trace.records.some((r) => r.k === 'violation'));
      assert.equal(s.lastFrameBlank(), false);
    });
  });

  test('a game that never draws shows blank frames', async () => {
    await withGame('blank', {}, async (s) => {
      await s.runFor(3000);
      const b = await s.behaviour();
      assert.ok(b.pixels.samples >= 5);
      assert.equal(b.pixels.blankSamples, b.pixels.samples);
      assert.equal(b.pixels.meanEntropy, 0);
      assert.equal(s.lastFrameBlank(), true);
    });
  });

  test('Date.now() follows game time, not wall time', async () => {
    await withGame('date-now', {}, async (s) => {
      await s.runFor(1000);
      const first = purpleLeftEdge(await s.screenshot(), 300);
      await s.runFor(2000);
      const second = purpleLeftEdge(await s.screenshot(), 300);
      assert.ok(first >= 0 && second >= 0);
      // 10 ms of Date.now() per pixel: 2000 ms of game time is 200 px, however long it took.
      assert.ok(Math.abs(second - first - 200) <= 2, `moved ${second - first} px`);
    });
  });

  test('a menu button is found and clicked through CSS scaling, leading to gameplay', async () => {
    await withGame('menu', { viewport: { width: 400, height: 300 } }, async (s) => {
      await s.runFor(500);
      assert.equal(((await s.state()) as { scene: string }).scene, 'Title');
      const play = (await s.clickables()).find((c) => /play/i.test(c.label));
      assert.ok(play, 'PLAY is listed as clickable');
      assert.deepEqual([play.x, play.y], [400, 300]);
      // "Credits" at (400, 400) is plain text: clicking it must not start the game.
      await s.click(400, 400);
      await s.runFor(200);
      assert.equal(((await s.state()) as { scene: string }).scene, 'Title');
      await s.click(play.x, play.y);
      await s.runFor(500);
      assert.equal(((await s.state()) as { scene: string }).scene, 'Game');
      assert.ok((await s.behaviour()).sceneChanges >= 1);
    });
  });

  test('WebGL renders through SwiftShader', async () => {
    await withGame('webgl-only', {}, async (s) => {
      await s.runFor(1500);
      assert.equal(s.engine().engine?.renderer, 'webgl');
      const b = await s.behaviour();
      assert.equal(b.pixels.blankSamples, 0);
      assert.ok(b.pixels.meanEntropy > 1, `entropy ${b.pixels.meanEntropy}`);
      assert.ok(b.pixels.meanMotion > 0);
    });
  });

  test('wheel, typing and drags are delivered and traced', async () => {
    await withGame('contract', {}, async (s) => {
      await s.runFor(200);
      const before = (await s.behaviour()).inputEvents;
      await s.wheel(0, 120);
      await s.type('ab');
      await s.drag({ x: 100, y: 100 }, { x: 300, y: 200 }, { steps: 4, durationMs: 100 });
      assert.ok(
        (await s.behaviour()).inputEvents >= before + 1 + 4 + 2,
        `input events ${(await s.behaviour()).inputEvents}`,
      );
      const inputs = s.trace.records.filter((r) => r.k === 'input').map((r) => (r.k === 'input' ? r.input : ''));
      assert.deepEqual(inputs, ['wheel', 'type', 'type', 'dragstart', 'dragend']);
    });
  });
});

describe('bad input', () => {
  test('a folder with no index.html, a file, and a missing path are typed errors', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'playsmith-empty-'));
    try {
      await assert.rejects(
        browser.openGame(empty),
        (e: unknown) => rejectsWith('no-index-html')(e) && /has no index\.html/.test((e as Error).message),
      );
      writeFileSync(join(empty, 'package.json'), '{}');
      await assert.rejects(browser.openGame(empty), /source project: build it first/);
      await assert.rejects(browser.openGame(join(empty, 'package.json')), rejectsWith('no-index-html'));
      await assert.rejects(browser.openGame(join(empty, 'nope')), /does not exist/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  test('a page that never creates a canvas is a typed error', async () => {
    await assert.rejects(
      browser.openGame(await fixtureGame('no-canvas'), { canvasWaitMs: 500 }),
      (e: unknown) => rejectsWith('no-canvas')(e) && /never created a <canvas>/.test((e as Error).message),
    );
    assert.equal(browser.openRuns(), 0);
  });

  test('an unreachable non-loopback URL is a typed error', async () => {
    await assert.rejects(
      browser.openGame('http://playsmith-unreachable.invalid/game/'),
      (e: unknown) => rejectsWith('target-unreachable')(e) && /could not load/.test((e as Error).message),
    );
    assert.equal(browser.openRuns(), 0);
  });

  test('a contract whose values do not fit is read as absent, and each problem is noted once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'playsmith-odd-contract-'));
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><html><body><canvas width="320" height="240"></canvas><script>
window.__playsmith = {
  version: 1,
  meta: () => ({ title: 'Odd', actions: [{ name: 'jump', keys: [32] }] }),
  state: () => ({ scene: 'Level', score: 'twelve', player: null }),
  text: () => { throw new Error('no text today'); },
  events: { emit() {}, on() {}, off() {} },
};
</script></body></html>`,
    );
    const session = await browser.openGame(dir);
    try {
      assert.deepEqual(session.actions(), {});
      assert.equal(await session.state(), undefined);
      await session.runFor(200);
      assert.equal(await session.state(), undefined);
      assert.equal(await session.text(), undefined);
      assert.deepEqual(
        session.notes.filter((n) => n.includes('Game Contract')),
        [
          "the Game Contract's meta() does not fit the contract (actions.0.keys.0: Invalid input: expected string, " +
            'received number); it was ignored (first at 0 ms of game time)',
          "the Game Contract's state() does not fit the contract (score: expected a number); it was ignored " +
            '(first at 0 ms of game time)',
          "the Game Contract's text() threw: no text today (first at 200 ms of game time)",
        ],
      );
    } finally {
      await session.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('bad options are refused before anything starts', async () => {
    await assert.rejects(browser.openGame(await fixtureGame('blank'), { seed: -1 }), rejectsWith('bad-input'));
    await assert.rejects(browser.openGame(await fixtureGame('blank'), { fps: 0 }), rejectsWith('bad-input'));
  });

  test('an infinite loop ends at the wall-clock limit, the page is killed, the shared browser goes on', async () => {
    const renderersBefore = rendererCount();
    // The limit covers loading the page too; 10 s leaves a loaded machine room to load it before the loop starts.
    const s = await browser.openGame(await fixtureGame('infinite-loop'), { wallClockLimitMs: 10_000 });
    await s.runFor(1000);
    await assert.rejects(
      s.runFor(5000),
      (e: unknown) => rejectsWith('wall-clock-limit')(e) && /infinite loop/.test((e as Error).message),
    );
    await assert.rejects(s.runFor(10), rejectsWith('wall-clock-limit'));
    await s.close();
    assert.equal(browser.openRuns(), 0);
    assert.equal(rendererCount(), renderersBefore, 'the hung renderer process is gone');
    await withGame('contract', {}, async (next) => {
      await next.runFor(500);
      assert.equal(next.lastFrameBlank(), false);
    });
  });

  test('a renderer crash is a typed error and the next run works', async () => {
    const s = await browser.openGame(await fixtureGame('contract'));
    await s.runFor(300);
    await s.crashRendererForTest();
    await assert.rejects(
      s.runFor(1000),
      (e: unknown) => rejectsWith('renderer-crashed')(e) && /crashed at game time 300 ms/.test((e as Error).message),
    );
    await s.close();
    await withGame('contract', {}, async (next) => {
      await next.runFor(300);
      assert.equal(next.errors.length, 0);
    });
  });

  test('closing the browser leaves no browser process behind', async () => {
    const own = await HarnessBrowser.launch();
    const s = await own.openGame(await fixtureGame('blank'));
    await s.runFor(100);
    await own.close();
    const out = execFileSync('ps', ['-eo', 'ppid=,args='], { encoding: 'utf8' });
    const children = out.split('\n').filter((line) => line.trim().startsWith(`${process.pid} `) && /chrom/i.test(line));
    // Only the shared test browser may remain a child of this process.
    assert.ok(children.length <= 1, children.join('\n'));
  });
});
