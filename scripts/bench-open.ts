// Page-open benchmark: splits the wall time of opening one game (GameSession.open) into its parts, for a tiny page
// (one canvas, no engine), a fixture game (Phaser's global build beside index.html) and a built family template,
// each opened in a new context ("new") and in one an earlier run handed back ("kept"). Runs targets and modes
// interleaved in one browser and prints the median of each part with the load average, so figures taken while other
// work runs can still be compared within one run.
//
//   node scripts/bench-open.ts [--rounds 5] [--template platformer] [--json]
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { buildGame } from '../src/check/index.ts';
import { GameSession, HarnessBrowser } from '../src/harness/index.ts';
import { WarmContexts } from '../src/harness/warm-contexts.ts';
import { makeTempDir, PROJECT_ROOT, removeTempDir } from '../src/shared/index.ts';
import { fixtureGame } from '../test/fixtures/games.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    template: { type: 'string', default: 'platformer' },
    json: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) {
  process.stderr.write('bench-open: --rounds takes a whole number >= 1\n');
  process.exit(2);
}

/** One open's parts in ms: node-side calls the session made, and what the page itself reports of its load. */
type Split = Record<string, number>;

/** Where the timed browser writes: the split of the open under way, and the page it made with its CDP session. */
interface Taking {
  split: Split;
  page: Page | undefined;
  cdp: CDPSession | undefined;
}

/**
 * A Browser whose contexts and pages time the calls a session makes while it opens. Only reads time: every call goes
 * to the real object, so the open is the harness's own.
 */
function timedBrowser(browser: Browser, taking: Taking): Browser {
  const add = (key: string, ms: number) => {
    taking.split[key] = (taking.split[key] ?? 0) + ms;
  };
  const timed =
    <A extends unknown[], R>(key: string, fn: (...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      const t0 = performance.now();
      try {
        return await fn(...a);
      } finally {
        add(key, performance.now() - t0);
      }
    };
  const wrap = <T extends object>(target: T, timings: Record<string, string>, extra: Record<string, unknown> = {}) =>
    new Proxy(target, {
      get(t, name) {
        if (typeof name === 'string' && name in extra) return extra[name];
        const value = Reflect.get(t, name, t) as unknown;
        if (typeof value !== 'function') return value;
        const bound = (value as (...a: unknown[]) => unknown).bind(t);
        const key = typeof name === 'string' ? timings[name] : undefined;
        return key ? timed(key, bound as (...a: unknown[]) => Promise<unknown>) : bound;
      },
    });
  const newPage = async (context: BrowserContext) => {
    const page = await timed('newPage', () => context.newPage())();
    // The benchmark's own CDP session (for the page's metrics) is kept out of the split.
    taking.page = page;
    taking.cdp = await context.newCDPSession(page);
    await taking.cdp.send('Performance.enable');
    return wrap(page, { addInitScript: 'initScripts', goto: 'navigate', evaluate: 'pageCalls' });
  };
  const newContext = timed('newContext', async (options?: Parameters<Browser['newContext']>[0]) => {
    const context = await browser.newContext(options);
    const reset = { clearCookies: 'reset', clearPermissions: 'reset', newCDPSession: 'reset' };
    return wrap(
      context,
      { route: 'routing', routeWebSocket: 'routing', ...reset },
      { newPage: () => newPage(context) },
    );
  });
  return wrap(browser, {}, { newContext });
}

/** What the page says of its own load, from the browser's real clock (the virtual clock leaves these alone). */
async function pageSide(page: Page, cdp: CDPSession): Promise<Split> {
  const entries = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = res.filter((r) => r.initiatorType === 'script');
    return {
      documentMs: nav ? nav.responseEnd - nav.startTime : 0,
      scriptsFetchMs: scripts.reduce((s, r) => Math.max(s, r.responseEnd), 0) - (nav?.responseEnd ?? 0),
      scriptBytes: scripts.reduce((s, r) => s + r.encodedBodySize, 0),
      domContentLoadedMs: nav ? nav.domContentLoadedEventEnd - nav.startTime : 0,
      loadEventMs: nav ? nav.loadEventEnd - nav.startTime : 0,
    };
  });
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { ...entries, v8CompileMs: metric('V8CompileDuration'), scriptRunMs: metric('ScriptDuration') };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const work = makeTempDir('playsmith-bench-open-');
const tiny = mkdtempSync(join(tmpdir(), 'playsmith-tiny-'));
writeFileSync(
  join(tiny, 'index.html'),
  '<!doctype html><canvas width="320" height="240"></canvas><script>' +
    "const c=document.querySelector('canvas').getContext('2d');" +
    "(function f(t){c.fillStyle='#'+(t|0).toString(16).padStart(6,'0').slice(-6);c.fillRect(0,0,320,240);" +
    'requestAnimationFrame(f)})(0)</script>',
);
const template = join(PROJECT_ROOT, 'templates', values.template);
const built = await buildGame(template, { outDir: join(work, 'template') });
if (!built.ok) {
  process.stderr.write(`bench-open: ${values.template} did not build\n`);
  process.exit(1);
}
const targets: Record<string, string> = {
  tiny,
  fixture: await fixtureGame('contract'),
  [values.template]: join(work, 'template'),
};

const harness = await HarnessBrowser.launch({ install: true });
const real = (harness as unknown as { browser: Browser }).browser;
const modes = { new: undefined, kept: new WarmContexts() };
const taking: Taking = { split: {}, page: undefined, cdp: undefined };
const browser = timedBrowser(real, taking);
const results: Record<string, Split[]> = {};
const loadBefore = loadavg()[0]!;
for (let round = 0; round < rounds + 1; round++) {
  for (const [name, folder] of Object.entries(targets))
    for (const [mode, kept] of Object.entries(modes)) {
      taking.split = {};
      const t0 = performance.now();
      const session = await GameSession.open(browser, folder, { seed: 1, viewport: { width: 800, height: 600 } }, kept);
      const openMs = performance.now() - t0;
      const node = taking.split;
      const pageParts = await pageSide(taking.page!, taking.cdp!);
      await taking.cdp!.detach();
      const t1 = performance.now();
      await session.close();
      const closeMs = performance.now() - t1;
      const known = Object.values(node).reduce((s, v) => s + v, 0);
      // The first round warms the browser (and fills the kept contexts): it is not counted.
      if (round > 0)
        (results[`${name} ${mode}`] ??= []).push({
          openMs,
          ...node,
          otherNodeMs: openMs - known,
          closeMs,
          ...pageParts,
        });
    }
}
const loadAfter = loadavg()[0]!;
await modes.kept.close();
await harness.close();
removeTempDir(work);

const table: Record<string, Split> = {};
for (const [name, splits] of Object.entries(results)) {
  const keys = [...new Set(splits.flatMap((s) => Object.keys(s)))];
  table[name] = Object.fromEntries(keys.map((k) => [k, Math.round(median(splits.map((s) => s[k] ?? 0)))]));
}
const out = { rounds, loadAverage: { before: loadBefore, after: loadAfter }, medianMs: table };
if (values.json) process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
else {
  const names = Object.keys(table);
  const keys = [...new Set(names.flatMap((n) => Object.keys(table[n]!)))];
  process.stdout.write(`median ms over ${rounds} interleaved rounds; load ${loadBefore} → ${loadAfter}\n`);
  process.stdout.write(`${'part'.padEnd(20)}${names.map((n) => n.padStart(17)).join('')}\n`);
  for (const k of keys)
    process.stdout.write(`${k.padEnd(20)}${names.map((n) => String(table[n]![k] ?? '').padStart(17)).join('')}\n`);
}
