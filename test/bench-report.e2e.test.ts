// `playsmith bench report` and `bench view` through the CLI, and the report opened in real headless Chromium through
// the harness: the leaderboard's cells, charts that drew, a drill-down with its screenshot and trajectory, escaped
// strings that run nothing, and no console errors.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { findBrowser, launchBrowser, type ServedGame, serveGame } from '../src/harness/index.ts';

const CLI = fileURLToPath(new URL('../bin/playsmith.js', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/bench-runs/small', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'bench-report-e2e-'));
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let served: ServedGame;

before(async () => {
  const r = spawnSync(process.execPath, [CLI, 'bench', 'report', FIXTURE, '--out', join(tmp, 'report', 'index.html')], {
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /wrote .*index\.html \(24 records, 2 screenshots\)/);
  const location = findBrowser();
  assert.ok(location, 'no Chromium found: run "playsmith doctor"');
  browser = await launchBrowser(location);
  served = await serveGame(join(tmp, 'report'));
});

after(async () => {
  await browser?.close();
  await served?.close();
  rmSync(tmp, { recursive: true, force: true });
});

test('the report opens with its leaderboard, charts and drill-down, and no console errors', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  // Chromium asks every served page for /favicon.ico; the report has none and needs none.
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('dialog', (d) => problems.push(`a dialog opened: ${d.message()}`));
  await page.goto(served.url, { waitUntil: 'load' });

  const cells = await page.$$eval('#leaderboard tbody tr', (rows) =>
    rows.map((row) =>
      Object.fromEntries(
        [...row.querySelectorAll('td')].map((td) => [td.dataset.metric, td.innerText.replace(/\s+/g, ' ').trim()]),
      ),
    ),
  );
  assert.deepEqual(
    cells.map((c) => c.system),
    ['playsmith-offline builtin', 'agent-x demo-model-1'],
  );
  assert.equal(cells[0]!['play@1'], '50.0 [31.6, 79.5] % 4 tasks, n = 11, 1 not measured');
  assert.equal(cells[1]!['exec@1'], '79.2 [37.5, 100.0] % 4 tasks, n = 11, 1 error');
  assert.equal(cells[0]!['efficiency@1'], 'not measured');
  assert.match(cells[1]!['efficiency@1']!, /^1\.78 /);

  // Four charts (two funnels, families, tiers), and the first funnel has drawn bars.
  assert.equal(
    await page.evaluate(
      () => Object.keys((window as unknown as { Chart: { instances: object } }).Chart.instances).length,
    ),
    4,
  );
  const inked = await page.$eval('#funnel-0', (canvas) => {
    const c = canvas as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
    return n / (c.width * c.height);
  });
  assert.ok(inked > 0.05, `the funnel chart is nearly blank (${(inked * 100).toFixed(1)} % of pixels drawn)`);

  // A drill-down opens on a click and shows its screenshot (loaded) and trajectory.
  await page.click('#task-platformer-01 > summary');
  const drill = await page.$eval('#task-platformer-01', (el) => {
    const img = el.querySelector('img') as HTMLImageElement | null;
    return {
      open: (el as HTMLDetailsElement).open,
      img: img ? { visible: img.getBoundingClientRect().width > 0, src: img.getAttribute('src') } : null,
      steps: [...el.querySelectorAll('h4 + table tbody tr')].map((tr) => (tr as HTMLElement).innerText.split('\t')[3]),
    };
  });
  assert.equal(drill.open, true);
  assert.equal(drill.img?.visible, true);
  await page.waitForFunction(() => {
    const img = document.querySelector('#task-platformer-01 img') as HTMLImageElement;
    return img.complete && img.naturalWidth > 0;
  });
  assert.deepEqual(drill.steps, [
    'leave Boot with start',
    'leave Title with start',
    'try every action <b>even</b> left',
  ]);

  // A reason holding <script> shows as text and runs nothing.
  await page.click('#task-top_down-02 > summary');
  const text = await page.$eval('#task-top_down-02', (el) => (el as HTMLElement).innerText);
  assert.ok(text.includes(`"<script>alert('pwned')</script>"`));
  assert.equal(await page.$$eval('img[src="x"]', (els) => els.length), 0);
  assert.deepEqual(problems, []);
  await page.close();
});

test('bench view writes the report into the run folder, serves it on 127.0.0.1 and stops on SIGTERM', async () => {
  const run = join(tmp, 'run');
  cpSync(FIXTURE, run, { recursive: true });
  const child = spawn(process.execPath, [CLI, 'bench', 'view', run], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.setEncoding('utf8');
  const url = await new Promise<string>((resolveUrl, reject) => {
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/\S*)/.exec(out);
      if (m) resolveUrl(m[1]!);
    });
    child.once('exit', () => reject(new Error(`bench view exited early: ${out}`)));
  });
  const res = await fetch(url);
  assert.equal(res.status, 200);
  assert.match(await res.text(), /<table id="leaderboard">/);
  assert.ok(existsSync(join(run, 'report', 'shots')));
  child.kill('SIGTERM');
  const [code] = await once(child, 'exit');
  assert.equal(code, 0);
});

test('a folder with no results is a usage error that says what to give', () => {
  const r = spawnSync(process.execPath, [CLI, 'bench', 'report', tmp], { encoding: 'utf8' });
  assert.equal(r.status, 2);
  assert.match(r.stderr, /has no results\.jsonl; give the folder a "playsmith bench run" wrote/);
});
