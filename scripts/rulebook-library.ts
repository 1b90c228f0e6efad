// Writes the library's page (docs/rulebooks.md) from a proof run of every rulebook
// (`playsmith rulebook play rulebooks --out DIR`): for each game its one line, what kind it is, how the planner won
// it, its golden path (docs/rulebooks/<name>.golden-path.json) and a screenshot from the middle of that golden path
// in the browser (docs/rulebooks/<name>.png, half size). Also prints the library's line counts.
//
//   node scripts/rulebook-library.ts <proof-run-dir>
//   node scripts/rulebook-library.ts --plans     (no browser: the planner's wins only, no pictures)
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { LIBRARY_DIR, libraryRulebooks, planRulebook, type Rulebook } from '../src/rulebook/index.ts';
import { PROJECT_ROOT } from '../src/shared/index.ts';
import { LIBRARY_GROUPS } from '../test/rulebook/library.ts';

const run = process.argv[2];
const plansOnly = run === '--plans';
if (!run || (!plansOnly && !existsSync(run))) {
  process.stderr.write(
    'usage: node scripts/rulebook-library.ts <proof-run-dir> (from playsmith rulebook play rulebooks) | --plans\n',
  );
  process.exit(2);
}
const docs = join(PROJECT_ROOT, 'docs');
const shots = join(docs, 'rulebooks');
mkdirSync(shots, { recursive: true });

/** Half-size copy of a PNG, each pixel the mean of a 2x2 block. */
function halve(from: string, to: string): void {
  const src = PNG.sync.read(readFileSync(from));
  const w = Math.floor(src.width / 2);
  const h = Math.floor(src.height / 2);
  const out = new PNG({ width: w, height: h });
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (const [dx, dy] of [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ] as const)
          sum += src.data[((2 * y + dy) * src.width + 2 * x + dx) * 4 + c]!;
        out.data[(y * w + x) * 4 + c] = Math.round(sum / 4);
      }
  writeFileSync(to, PNG.sync.write(out));
}

const group = (name: string) =>
  Object.entries(LIBRARY_GROUPS).find(([, names]) => (names as readonly string[]).includes(name))?.[0] ?? '?';
const rows: string[] = [];
const lines: number[] = [];
const missing: string[] = [];
/** The highest check level every proof of the run measured: L3b, or L3a when the run left L3b out. */
let checked = 'L1–L3b';
const planMs: [string, number][] = [];
for (const entry of libraryRulebooks()) {
  const dir = join(run, entry.name);
  const proofFile = join(dir, 'rulebook-proof.json');
  const count = readFileSync(join(LIBRARY_DIR, `${entry.name}.json`), 'utf8')
    .trimEnd()
    .split('\n').length;
  lines.push(count);
  if (plansOnly) {
    const book = JSON.parse(readFileSync(join(LIBRARY_DIR, `${entry.name}.json`), 'utf8')) as Rulebook;
    const started = performance.now();
    const plan = planRulebook(book, { seed: 1 });
    planMs.push([entry.name, Math.round(performance.now() - started)]);
    const methods = [...new Set(plan.levels.map((l) => l.method))].join(', ');
    const inputs = plan.levels.reduce((n, l) => n + l.steps.length, 0);
    const ticks = plan.levels.reduce((n, l) => n + l.endTick, 0);
    rows.push(
      `| **${entry.title}** (\`${entry.name}\`)<br>${entry.description} | ${group(entry.name)} | ` +
        `${plan.levels.length} | ${methods}, ${inputs} inputs | ${(ticks / 60).toFixed(1)} s | ` +
        `${plan.won ? 'won' : 'NOT won'} | ${count} |`,
    );
    continue;
  }
  if (!existsSync(proofFile)) {
    missing.push(entry.name);
    continue;
  }
  const proof = JSON.parse(readFileSync(proofFile, 'utf8')) as {
    ok: boolean;
    check?: { levels: Record<string, string> };
    plan: { levels: { method: string; endTick: number; inputs: number }[] };
    play?: { gameMs: number };
  };
  if (proof.check?.levels.L3b !== 'done') checked = 'L1–L3a';
  const playDir = join(dir, 'report', 'play');
  const steps = existsSync(playDir)
    ? readdirSync(playDir)
        .filter((f) => /^step-\d+\.png$/.test(f))
        .sort()
    : [];
  if (steps.length) halve(join(playDir, steps[Math.floor(steps.length / 2)]!), join(shots, `${entry.name}.png`));
  const path = join(dir, 'game', 'golden-path.json');
  if (existsSync(path)) copyFileSync(path, join(shots, `${entry.name}.golden-path.json`));
  const methods = [...new Set(proof.plan.levels.map((l) => l.method))].join(', ');
  const inputs = proof.plan.levels.reduce((n, l) => n + l.inputs, 0);
  const won = proof.play ? `${(proof.play.gameMs / 1000).toFixed(1)} s` : '—';
  rows.push(
    `| ![${entry.title}](rulebooks/${entry.name}.png) | ` +
      `**${entry.title}** (\`${entry.name}\`)<br>${entry.description} | ` +
      `${group(entry.name)} | ${proof.plan.levels.length} | ${methods}, ${inputs} inputs | ` +
      `[${won}](rulebooks/${entry.name}.golden-path.json) | ${proof.ok ? 'proven' : 'NOT proven'} | ${count} |`,
  );
}
const sorted = [...lines].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
const intro = plansOnly
  ? [
      `${rows.length} classic games written as rulebooks (\`rulebooks/\`), each won by the planner from the engine`,
      'alone (seed 1; the time is game time at 60 ticks a second). In the browser, every one is proven by the library',
      'tests (`test/rulebook/library-<group>.e2e.test.ts`: planned, `check` L1–L3b, the golden path won, the play',
      "test's oracles silent), and `playsmith rulebook play rulebooks --out DIR` proves them all; this page with a",
      'picture of each is written from such a run by `node scripts/rulebook-library.ts DIR`.',
      'Make any of them a standalone project with `playsmith rulebook new <name> --out DIR`. The language is in',
      '[rulebook.md](rulebook.md).',
    ]
  : [
      `${rows.length} classic games written as rulebooks (\`rulebooks/\`), each proven the way ` +
        '`playsmith rulebook play`',
      `proves it: the planner won it from the engine alone, the game it becomes passed \`check\` ${checked}, ` +
        'its golden path',
      'won in the browser and the play test found no logic violation. The picture is the middle of that golden path.' +
        (checked === 'L1–L3a' ? ' (L3b too, in the library tests: `test/rulebook/library-<group>.e2e.test.ts`.)' : ''),
      'Make any of them a standalone project with `playsmith rulebook new <name> --out DIR`. The language is in',
      '[rulebook.md](rulebook.md).',
    ];
const page = [
  '# The rulebook library',
  '',
  ...intro,
  '',
  `Rulebook sizes: median ${median} lines, largest ${sorted.at(-1)} (formatted JSON).`,
  '',
  ...(plansOnly
    ? ['| game | group | levels | planner | won in | plan | lines |', '| --- | --- | --- | --- | --- | --- | --- |']
    : [
        '| | game | group | levels | planner | golden path wins in | proof | lines |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ]),
  ...rows,
  '',
].join('\n');
writeFileSync(join(docs, 'rulebooks.md'), page);
process.stdout.write(
  `wrote docs/rulebooks.md (${rows.length} games); rulebook lines: median ${median}, largest ${sorted.at(-1)}\n` +
    (missing.length ? `no proof in ${run} for: ${missing.join(', ')}\n` : '') +
    (planMs.length ? planTimes() : ''),
);

/** The planner's wall time per game: median and the slowest, then every game's. */
function planTimes(): string {
  const ms = [...planMs].sort((a, b) => a[1] - b[1]);
  const median = ms[Math.floor(ms.length / 2)]![1];
  const [slowest, max] = ms.at(-1)!;
  return (
    `planner wall time per game: median ${(median / 1000).toFixed(2)} s, ` +
    `max ${(max / 1000).toFixed(1)} s (${slowest})\n` +
    `${ms.map(([name, t]) => `  ${name} ${(t / 1000).toFixed(2)} s`).join('\n')}\n`
  );
}
