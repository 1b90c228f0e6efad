// Plays each built real-world fixture in Chromium in real time, the way a person would try it (clicks, keys, waits),
// and reads what the game shows (its Phaser Text objects, its page errors), so a fixture is trusted only after it
// visibly works — and a negative only after it visibly breaks the way it should. Not part of the test suite.
// Run: node test/real-world/play.ts [--cache <dir>] [--only a,b]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { type BuiltFixture, buildCorpus } from './build.ts';

type Step =
  | { wait: number }
  | { click: [number, number] }
  | { hold: string; ms: number }
  | { press: string }
  /** Every listed pattern must match some Text object on screen (or, for 'error', a page error). */
  | { expect: RegExp }
  | { error: RegExp }
  /** A JavaScript expression over `game` (the running Phaser.Game) that must be truthy. */
  | { evaluate: string };

const clicks = (points: [number, number][], gap: number): Step[] =>
  points.flatMap((p) => [{ click: p }, { wait: gap }] as Step[]);

/** Lights Out cell centres: originX 96, originY 152, pitch 92 (see lights-355/game.js). */
const lamp = (row: number, col: number): [number, number] => [96 + col * 92, 152 + row * 92];

const SCRIPTS: Record<string, { prefix?: string; steps: Step[] }> = {
  'starfall-316': {
    steps: [
      { wait: 1500 },
      { expect: /Click anywhere to start/ },
      { click: [100, 400] },
      { wait: 400 },
      { expect: /Stars: 0\/15 +Lives: 3/ },
      { hold: 'ArrowLeft', ms: 500 },
      { wait: 12_000 },
      { expect: /The sky went dark|You caught them all/ },
    ],
  },
  'lights-355': {
    steps: [
      { wait: 1500 },
      { expect: /Moves: 0\/30/ },
      { click: lamp(0, 0) },
      { wait: 200 },
      { expect: /Moves: 1\/30/ },
      ...clicks(
        Array.from({ length: 29 }, (_, i) => lamp(Math.floor(i / 5) % 5, i % 5)),
        120,
      ),
      { wait: 300 },
      { expect: /Out of moves|You win/ },
    ],
  },
  'tumble-360': {
    steps: [
      { wait: 1500 },
      { expect: /Stacked: 0\/10/ },
      ...Array.from({ length: 6 }, (): Step[] => [{ press: 'Space' }, { wait: 1500 }]).flat(),
      { wait: 1500 },
      { expect: /Stacked: [1-9]|Tower complete|tower fell/ },
    ],
  },
  'coin-run-390': {
    steps: [
      { wait: 1500 },
      { expect: /Coins 0\/12 +HP 3/ },
      { evaluate: "game.anims.exists('spin') && game.anims.exists('hero-hurt') && game.textures.exists('hero')" },
      { hold: 'ArrowRight', ms: 1500 },
      { hold: 'ArrowDown', ms: 1200 },
      { hold: 'ArrowLeft', ms: 1800 },
      { hold: 'ArrowUp', ms: 2500 },
      { hold: 'ArrowRight', ms: 2500 },
      { expect: /Coins [1-9]|HP [0-2]|Game over/ },
    ],
  },
  'rocks-421': {
    steps: [
      { wait: 1500 },
      { expect: /Rocks 0\/20 +Shields 3/ },
      { hold: 'Space+ArrowLeft', ms: 5000 },
      { expect: /Rocks [1-9]/ },
    ],
  },
  'alarm-380-crash': {
    steps: [{ wait: 1000 }, { expect: /Drones down: 0\/25/ }, { wait: 6000 }, { error: /Audio key "sfx-breach"/ }],
  },
  'snake-316-bundle': {
    steps: [
      { wait: 1500 },
      { expect: /Length 3\/20/ },
      { wait: 3500 },
      { expect: /Crashed\. Game over\./ },
      { press: 'Space' },
      { wait: 300 },
      { expect: /Length 3\/20/ },
      { press: 'ArrowUp' },
      { wait: 700 },
      { press: 'ArrowRight' },
      { wait: 4000 },
      { expect: /Crashed/ },
    ],
  },
  'gem-hop-355-bundle': {
    steps: [{ wait: 1500 }, { expect: /Gems 0\/6/ }, { hold: 'ArrowRight', ms: 15_000 }, { expect: /Gems 1\/6/ }],
  },
  'plinko-360-bundle': {
    steps: [
      { wait: 1500 },
      { expect: /Score 0\/400 +Balls 10/ },
      ...clicks(
        [100, 180, 260, 320, 320, 330, 380, 460, 540, 300].map((x): [number, number] => [x, 60]),
        700,
      ),
      { expect: /Balls 0/ },
      { expect: /You win with|You lose/ },
    ],
  },
  'dodge-380-bundle': {
    prefix: '/Dodge/',
    steps: [
      { wait: 1500 },
      { expect: /click to start/ },
      { click: [240, 600] },
      { wait: 500 },
      { expect: /Survive \d/ },
      { hold: 'ArrowLeft', ms: 1500 },
      { expect: /Dodged [1-9]|SQUASHED/ },
    ],
  },
  'four-421-bundle': {
    steps: [
      { wait: 1500 },
      { expect: /Your move: click a column/ },
      { click: [35 + 3 * 90 + 45, 300] },
      { wait: 900 },
      { expect: /Your move +You 0 : 0 CPU/ },
      { evaluate: 'game.scene.getScene("Match").grid.flat().filter((d) => d !== 0).length === 2' },
      ...clicks(
        [0, 6, 1, 5, 2, 4, 0, 6, 1, 5, 2, 4, 3, 3, 0, 6, 1, 5].map((c): [number, number] => [35 + c * 90 + 45, 300]),
        900,
      ),
      // A finished match shows in the tally even after the next click has started a rematch.
      { expect: /You win|CPU wins|Draw|You 1 : 0 CPU|You 0 : 1 CPU/ },
    ],
  },
  'bricks-390-bundle': {
    steps: [{ wait: 1500 }, { expect: /Balls 3/ }, { wait: 2500 }, { expect: /^[1-9]\d*0$/ }],
  },
};

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

/** Serves `dir` at `prefix` on loopback, as a static host would serve a built game. */
async function serve(dir: string, prefix: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(prefix)) return void res.writeHead(404).end();
    let file = normalize(join(dir, path.slice(prefix.length)));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}` };
}

/** Catches every Phaser.Game as it boots (the constructor sets isBooted on itself), without any global of the game. */
const CATCH_GAMES = `
  window.__games = [];
  Object.defineProperty(Object.prototype, 'isBooted', {
    configurable: true,
    set(v) {
      Object.defineProperty(this, 'isBooted', { value: v, writable: true, configurable: true, enumerable: true });
      if (!window.__games.includes(this)) window.__games.push(this);
    },
  });
`;

async function texts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const game of ((window as any).__games as any[]).filter((g) => g.scene?.getScenes && g.loop))
      for (const scene of game.scene.getScenes(true))
        for (const obj of scene.sys.displayList.list) if (obj.type === 'Text') out.push(String(obj.text));
    return out;
  });
}

async function gamePoint(page: Page, [x, y]: [number, number]): Promise<[number, number]> {
  const box = await page.locator('canvas').first().boundingBox();
  if (!box) throw new Error('no canvas on the page');
  const size = await page.evaluate(() => {
    const game = (window as any).__games.find((g: any) => g.scene?.getScenes && g.loop);
    return { width: Number(game.config.width), height: Number(game.config.height) };
  });
  return [box.x + (x * box.width) / size.width, box.y + (y * box.height) / size.height];
}

/** How long an expectation may take to come true: a loaded machine runs the game slower than real time. */
const EXPECT_MS = 15_000;

async function within(ms: number, page: Page, holds: () => Promise<boolean>): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 250) {
    if (await holds()) return true;
    await page.waitForTimeout(250);
  }
  return holds();
}

async function runStep(page: Page, step: Step, errors: string[]): Promise<string | undefined> {
  if ('wait' in step) await page.waitForTimeout(step.wait);
  else if ('click' in step) {
    const [x, y] = await gamePoint(page, step.click);
    await page.mouse.click(x, y);
  } else if ('press' in step) await page.keyboard.press(step.press);
  else if ('hold' in step) {
    const keys = step.hold.split('+');
    for (const k of keys) await page.keyboard.down(k);
    await page.waitForTimeout(step.ms);
    for (const k of keys.reverse()) await page.keyboard.up(k);
  } else if ('expect' in step) {
    let shown: string[] = [];
    if (!(await within(EXPECT_MS, page, async () => (shown = await texts(page)).some((t) => step.expect.test(t)))))
      return `expected a text matching ${step.expect} within ${EXPECT_MS} ms, saw ${JSON.stringify(shown)}`;
  } else if ('error' in step) {
    if (!(await within(EXPECT_MS, page, async () => errors.some((e) => step.error.test(e)))))
      return `expected a page error matching ${step.error} within ${EXPECT_MS} ms, saw ${JSON.stringify(errors)}`;
  } else {
    const ok = await page.evaluate(
      '(() => { const game = window.__games.find((g) => g.scene?.getScenes && g.loop); ' +
        `return !!(${step.evaluate}); })()`,
    );
    if (!ok) return `expected ${step.evaluate} to hold`;
  }
  return undefined;
}

async function play(built: BuiltFixture, browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<string> {
  const script = SCRIPTS[built.fixture.name];
  if (!script) return 'no play script (a source form: its bundle is played instead)';
  const { server, url } = await serve(built.dir, script.prefix ?? '/');
  const page = await browser.newPage({ viewport: { width: 900, height: 760 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.addInitScript(CATCH_GAMES);
    await page.goto(url, { timeout: 120_000 });
    for (const [i, step] of script.steps.entries()) {
      const problem = await runStep(page, step, errors);
      if (problem) return `FAIL at step ${i + 1}: ${problem}`;
    }
    const unexpected = built.fixture.negative ? [] : errors;
    if (unexpected.length) return `FAIL: page errors ${JSON.stringify(unexpected)}`;
    return `ok (${script.steps.length} steps${errors.length ? `; page error as intended: ${errors[0]}` : ''})`;
  } finally {
    await page.close();
    server.close();
  }
}

const { values } = parseArgs({ options: { cache: { type: 'string' }, only: { type: 'string' } } });
const corpus = await buildCorpus({ cacheDir: values.cache, only: values.only?.split(',').filter(Boolean) });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--mute-audio', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
});
let failed = 0;
try {
  for (const built of corpus.fixtures) {
    const verdict = await play(built, browser).catch((e: Error) => `FAIL: ${e.message.split('\n')[0]}`);
    if (verdict.startsWith('FAIL')) failed++;
    process.stdout.write(`${built.fixture.name.padEnd(28)} ${verdict}\n`);
  }
  for (const { fixture, project } of corpus.fixtures)
    if (fixture.shape === 'source' && project)
      process.stdout.write(
        `${fixture.name.padEnd(28)} own tsc: ` +
          `${project.typecheck.ok ? 'ok' : `fails: ${project.typecheck.output.split('\n')[0]}`}\n`,
      );
} finally {
  await browser.close();
}
process.exitCode = failed ? 1 : 0;
