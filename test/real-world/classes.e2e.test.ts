// Issue 22's classes of mistake, each reproduced in seconds by a small fixture (test/fixtures/real-world-classes/)
// rather than by the whole corpus (node scripts/real-world-check.ts): the probe on Phaser 3's own Set, a title that
// starts on any click, a click answered only by pixels and looks, a build under a base prefix, the Vite config read
// without running it, and source projects installed from their lockfiles (npm, pnpm, yarn) and built with their own
// toolchain.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { buildGame, checkIntegrity } from '../../src/check/index.ts';
import { navigateMenus } from '../../src/check/menu-navigation.ts';
import { installDependencies, readViteConfig } from '../../src/check/toolchain.ts';
import { LazyBrowser, servedBase } from '../../src/harness/index.ts';
import type { MenuAttempt } from '../../src/shared/index.ts';
import { DEFAULT_CACHE_DIR, phaserMinJs } from './build.ts';
import { CORPUS_DIR } from './corpus.ts';

const CLASSES = fileURLToPath(new URL('../fixtures/real-world-classes/', import.meta.url));
const browser = new LazyBrowser();
const made: string[] = [];
after(async () => {
  await browser.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const viewport = { width: 800, height: 600 };

/** The Phaser 3 fixture with the phaser.min.js of 3.60.0 beside it (fetched once into the corpus cache). */
function phaser3Title(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'playsmith-classes-')), 'phaser3-title');
  made.push(dir);
  cpSync(join(CLASSES, 'phaser3-title'), dir, { recursive: true });
  cpSync(phaserMinJs(DEFAULT_CACHE_DIR, '3.60.0'), join(dir, 'phaser.js'));
  return dir;
}

describe('a Phaser 3 game with arcade bodies and a click-anywhere title', () => {
  test('the menu is left by a click at the canvas centre; bodies, keys and clicks read without a fault', async () => {
    const session = await browser.openGame(phaser3Title(), { seed: 1, viewport });
    try {
      const attempts: MenuAttempt[] = [];
      const menu = await navigateMenus(session, undefined, attempts);
      assert.equal(menu.reached, true, `left the title: ${JSON.stringify(attempts)}`);
      assert.match(attempts.at(-1)!.what, /clicked the canvas centre/);
      assert.deepEqual((await session.scenes()).active, ['Play']);
      await session.press('ArrowLeft', { holdMs: 300 });
      await session.runFor(600);
      const afterKey = await session.behaviour();
      assert.ok(afterKey.velocityActiveFrames > 0, "Phaser 3's bodies are read: the rocks drift");
      assert.ok(afterKey.responsiveActions >= 1, 'the arrow changed the ship velocity');
      // The cell under the click changes colour and nothing else changes: only its look and pixels show the answer.
      await session.click(320, 240);
      await session.runFor(600);
      const afterClick = await session.behaviour();
      assert.equal(afterClick.responsiveActions, afterKey.responsiveActions + 1, 'the click on the board answered');
      assert.deepEqual(session.errors, [], 'no error is charged to the game');
      assert.deepEqual(session.probeFaults, [], 'and our probe did not fault');
    } finally {
      await session.close();
    }
  });
});

describe('a build under a base prefix', () => {
  const dir = join(CLASSES, 'base-prefix');
  test('is read as served under /Game/, passes L1 and runs with every request resolved', async () => {
    assert.equal(servedBase(dir), '/Game/');
    const l1 = checkIntegrity(dir);
    assert.deepEqual(l1.issues, []);
    const session = await browser.openGame(dir, { seed: 1, viewport });
    try {
      await session.runFor(1500);
      assert.deepEqual(session.networkFailures, []);
      assert.deepEqual(session.errors, []);
      assert.ok(
        session.pixels.some((p) => p.nonUniform > 0.05),
        'the level fetched from /Game/level.json is drawn',
      );
    } finally {
      await session.close();
    }
  });
});

describe('a Vite config read without running it', () => {
  test('base, a literal alias and what it does beyond them', () => {
    const dodge = readViteConfig(join(CORPUS_DIR, 'dodge-380-vite'));
    assert.equal(dodge.base, '/Dodge/');
    assert.deepEqual(dodge.ignored, ['build.rollupOptions']);
    const snake = readViteConfig(join(CORPUS_DIR, 'snake-316-vite'));
    assert.deepEqual(snake.alias, [{ find: 'phaser', replacement: 'phaser/dist/phaser.js' }]);
    assert.deepEqual(snake.ignored, []);
  });
});

describe('a source project with a lockfile', () => {
  test('is built with its own TypeScript and Phaser; its type error fails L2, its bundle is still built', async () => {
    const out = mkdtempSync(join(tmpdir(), 'playsmith-classes-build-'));
    made.push(out);
    const r = await buildGame(join(CORPUS_DIR, 'bricks-390-vite-typeerror'), { outDir: out, timeoutMs: 300_000 });
    assert.equal(r.toolchain?.source, 'project');
    assert.equal(r.toolchain?.typescript, '5.8.3');
    assert.equal(r.toolchain?.phaser, '3.90.0');
    assert.equal(r.toolchain?.install?.lockfile, 'package-lock.json');
    assert.equal(r.ok, false);
    assert.equal(r.typecheck.ok, false);
    const [first] = r.diagnostics;
    assert.deepEqual([first?.code, first?.file, first?.line], ['TS2345', 'src/Breakout.ts', 72]);
    assert.equal(r.diagnostics.length, 1, `only the real type error: ${JSON.stringify(r.diagnostics)}`);
    assert.equal(r.bundle.ok, true, 'the bundle is built anyway, for L3');
  });
});

describe('source projects locked by pnpm and by yarn', () => {
  const projects = [
    { name: 'pollen-370-pnpm', tool: 'pnpm@9.15.0', lockfile: 'pnpm-lock.yaml', typescript: '5.5.4', phaser: '3.70.0' },
    { name: 'cannon-386-yarn', tool: 'yarn@1.22.22', lockfile: 'yarn.lock', typescript: '5.7.3', phaser: '3.86.0' },
  ];
  for (const p of projects)
    test(`${p.name} is installed by ${p.tool} from the registry and builds with its own toolchain`, async () => {
      const dir = join(CORPUS_DIR, p.name);
      const out = mkdtempSync(join(tmpdir(), 'playsmith-classes-build-'));
      made.push(out);
      const r = await buildGame(dir, { outDir: out, timeoutMs: 600_000 });
      assert.deepEqual(r.diagnostics, [], 'it builds');
      assert.equal(r.ok, true);
      assert.deepEqual(
        [r.toolchain?.source, r.toolchain?.install?.tool, r.toolchain?.install?.lockfile],
        ['project', p.tool, p.lockfile],
      );
      assert.deepEqual([r.toolchain?.typescript, r.toolchain?.phaser], [p.typescript, p.phaser]);
      // pnpm is pinned by the packageManager field; the yarn project has none, so the default is named.
      const defaulted = r.notes.some((n) => n.includes(`installed with ${p.tool}, Playsmith's default`));
      assert.equal(defaulted, p.name.endsWith('yarn'), r.notes.join('\n'));
      const again = await installDependencies(dir, 60_000);
      assert.deepEqual([again.ok, again.cached, again.tool], [true, true, p.tool], 'the second install is the cache');
    });

  test('a yarn Berry lockfile is installed by the @yarnpkg/cli-dist it pins, into node_modules', async () => {
    const r = await installDependencies(join(CLASSES, 'berry-lock'), 120_000);
    assert.deepEqual([r.ok, r.tool, r.lockfile], [true, 'yarn@4.12.0', 'yarn.lock'], r.message);
    assert.ok(existsSync(join(r.dir, 'node_modules', 'is-number', 'package.json')), "node_modules, not Plug'n'Play");
  });
});
