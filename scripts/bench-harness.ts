// Harness benchmark: many runs of one fixture game with one seed and one input script, 90 s of game
// time each (JamBench's L3a + L3b), then one run of every other fixture game. Prints game seconds
// per wall second, distinct trace hashes, and peak memory of this process plus its browser.
//
//   npm run bench:harness -- [--runs 20] [--game contract] [--seconds 90] [--seed 7] [--json]
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { HarnessBrowser, type GameSession } from '../src/harness/index.ts';
import { FIXTURE_NAMES, fixtureGame } from '../test/fixtures/games.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    game: { type: 'string', default: 'contract' },
    seconds: { type: 'string', default: '90' },
    seed: { type: 'string', default: '7' },
    json: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const seconds = Number(values.seconds);
const seed = Number(values.seed);
if (!Number.isInteger(runs) || runs < 1 || !(seconds > 0) || !Number.isInteger(seed)) {
  process.stderr.write('bench-harness: --runs and --seed take whole numbers, --seconds a positive number\n');
  process.exit(2);
}

/** RSS of this process and every process below it (the browser and its helpers), in MB. */
function treeRssMb(): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number) as [number, number, number]);
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of rows) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const mine = new Set([process.pid]);
  const stack = [process.pid];
  while (stack.length)
    for (const c of children.get(stack.pop()!) ?? []) {
      mine.add(c);
      stack.push(c);
    }
  return rows.filter(([pid]) => mine.has(pid)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024;
}

/** 30 s idle (L3a), then the rest as a repeating action cycle (L3b's gameplay phase). */
async function play(s: GameSession, totalMs: number): Promise<void> {
  const idle = Math.min(30_000, totalMs);
  await s.runFor(idle);
  const keys = Object.keys(s.actions()).length ? Object.keys(s.actions()) : ['ArrowRight', 'ArrowLeft', 'Space'];
  let left = totalMs - idle;
  for (let i = 0; left > 0; i++) {
    const key = keys[i % keys.length]!;
    const hold = Math.min(left, 800);
    await s.keyDown(key);
    await s.runFor(hold);
    await s.keyUp(key);
    left -= hold;
    const rest = Math.min(left, 200);
    await s.runFor(rest);
    left -= rest;
  }
}

let peakRssMb = treeRssMb();
const sampler = setInterval(() => {
  peakRssMb = Math.max(peakRssMb, treeRssMb());
}, 250);
const browser = await HarnessBrowser.launch({ install: true });
const folder = await fixtureGame(values.game);
const hashes: string[] = [];
let steppingWallMs = 0;
const started = performance.now();
for (let i = 0; i < runs; i++) {
  const s = await browser.openGame(folder, { seed });
  const t0 = performance.now();
  await play(s, seconds * 1000);
  steppingWallMs += performance.now() - t0;
  hashes.push(s.traceHash());
  await s.close();
  if (!values.json) process.stderr.write(`run ${i + 1}/${runs}: ${hashes[i]!.slice(0, 12)}\n`);
}
const totalWallMs = performance.now() - started;

const perGame: Record<string, number> = {};
for (const name of FIXTURE_NAMES.filter((n) => !['no-canvas', 'infinite-loop'].includes(n))) {
  const s = await browser.openGame(await fixtureGame(name), { seed });
  const t0 = performance.now();
  await s.runFor(30_000);
  perGame[name] = Math.round((30 / ((performance.now() - t0) / 1000)) * 10) / 10;
  await s.close();
}
clearInterval(sampler);
peakRssMb = Math.max(peakRssMb, treeRssMb());
await browser.close();

const result = {
  game: values.game,
  seed,
  gameSecondsPerRun: seconds,
  runs,
  gameSecondsPerWallSecond: Math.round(((runs * seconds) / (steppingWallMs / 1000)) * 10) / 10,
  gameSecondsPerWallSecondWithOpenClose: Math.round(((runs * seconds) / (totalWallMs / 1000)) * 10) / 10,
  distinctTraceHashes: new Set(hashes).size,
  peakRssMb: Math.round(peakRssMb),
  idleGameSecondsPerWallSecondByFixture: perGame,
  browser: browser.version,
  node: process.version,
};
if (values.json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
else {
  for (const [k, v] of Object.entries(result))
    process.stdout.write(`${k.padEnd(40)} ${typeof v === 'object' ? JSON.stringify(v) : v}\n`);
}
