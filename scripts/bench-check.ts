// Check benchmark: for every template (templates/*), L2's build wall time cold and cached, check's game seconds per
// wall second for L3a and L3b with the profile's split, the golden path's game-s/wall-s, and checks per minute with
// several checks at once in one browser. Prints figures; they depend on the machine and its load, so compare runs
// made on the same machine in the same state.
//
//   npm run bench:check -- [--json] [--seed 1] [--only platformer,top_down] [--jobs 2] [--make]
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pLimit from 'p-limit';
import { buildGame, checkGame } from '../src/check/index.ts';
import { LazyBrowser, type SessionProfile } from '../src/harness/index.ts';
import { makeGame } from '../src/make/index.ts';
import { playFolderGoldenPath } from '../src/play/index.ts';
import {
  ArchetypeSchema,
  makeTempDir,
  PROJECT_ROOT,
  removeTempDir,
  type CheckProfile,
  type CheckResult,
} from '../src/shared/index.ts';
import { readdirSync, existsSync } from 'node:fs';

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    seed: { type: 'string', default: '1' },
    only: { type: 'string' },
    jobs: { type: 'string', default: '2' },
    make: { type: 'boolean', default: false },
  },
});
const seed = Number(values.seed);
const jobs = Number(values.jobs);
if (!Number.isInteger(seed) || seed < 0 || !Number.isInteger(jobs) || jobs < 1) {
  process.stderr.write('bench-check: --seed takes a whole number >= 0 and --jobs one >= 1\n');
  process.exit(2);
}
const templatesDir = join(PROJECT_ROOT, 'templates');
const all = readdirSync(templatesDir).filter((name) => existsSync(join(templatesDir, name, 'package.json')));
const only = values.only?.split(',').map((s) => s.trim());
const unknown = only?.filter((name) => !all.includes(name)) ?? [];
if (unknown.length) {
  process.stderr.write(`bench-check: no template named ${unknown.join(', ')} (templates: ${all.join(', ')})\n`);
  process.exit(2);
}
const templates = only ?? all;

/** Prompts for make's wall time, one per family (the offline generators; no model). */
const MAKE_PROMPTS: Record<string, string> = {
  platformer: 'a platformer where a fox collects gems',
  top_down: 'a top-down game where a knight collects keys in a dungeon',
  grid_logic: 'a puzzle where a robot pushes crates onto targets',
  tower_defense: 'a tower defense game where towers stop slimes on a path',
  ui_heavy: 'a card game where you match pairs of cards',
};

const viewport = { width: 800, height: 600 };
const ratio = (gameMs: number, wallMs: number): number | null =>
  wallMs > 0 ? Math.round((gameMs / wallMs) * 10) / 10 : null;
const seconds = (ms: number): number => Math.round(ms / 100) / 10;
const log = (line: string) => process.stderr.write(`${line}\n`);

interface TemplateFigures {
  build: { coldS: number; cachedS: number; ok: boolean };
  check: {
    pass: boolean;
    L3a: { gameS: number; wallS: number; gamePerWall: number | null };
    L3b: { gameS: number; wallS: number; gamePerWall: number | null };
    /** L3a and L3b together, page starts, scoring and writing included. */
    L3aL3bGamePerWall: number | null;
    totalWallS: number;
    traceL3b: string | null;
    profileS: Record<keyof CheckProfile['wallMs'], number>;
    frames: CheckProfile['frames'];
    /** Which metric, screenshot or click each drawn frame was for, with its rendering and readback in s. */
    drawnFor: Record<string, { frames: number; renderS: number; readbackS: number }> | null;
  };
  goldenPath: {
    won: boolean;
    gameS: number;
    wallS: number;
    gamePerWall: number | null;
    /** The golden path's session: its wall by kind of work in s (page start, stepping, input, ...), and its frames. */
    profileS: Record<string, number> | null;
  };
  make: { wallS: number; pass: boolean } | null;
}

function checkFigures(r: CheckResult): TemplateFigures['check'] {
  const { gameMs, wallMs } = r.timings;
  const profile = r.timings.profile!;
  return {
    pass: r.verdict.pass,
    L3a: { gameS: gameMs.L3a / 1000, wallS: seconds(wallMs.L3a), gamePerWall: ratio(gameMs.L3a, wallMs.L3a) },
    L3b: { gameS: gameMs.L3b / 1000, wallS: seconds(wallMs.L3b), gamePerWall: ratio(gameMs.L3b, wallMs.L3b) },
    // L3a and L3b may run side by side: their wall is what the check spent after L1 and L2.
    L3aL3bGamePerWall: ratio(gameMs.L3a + gameMs.L3b, wallMs.total - wallMs.L1 - wallMs.L2 - wallMs.reference),
    totalWallS: seconds(wallMs.total),
    traceL3b: r.hashes.traceL3b,
    profileS: Object.fromEntries(
      Object.entries(profile.wallMs).map(([k, ms]) => [k, seconds(ms)]),
    ) as TemplateFigures['check']['profileS'],
    frames: profile.frames,
    drawnFor: profile.drawnFor
      ? Object.fromEntries(
          Object.entries(profile.drawnFor).map(([asker, d]) => [
            asker,
            { frames: d.frames, renderS: seconds(d.renderMs), readbackS: seconds(d.readbackMs) },
          ]),
        )
      : null,
  };
}

/** A session's profile in s, with what it did not account for as `other` (opening, closing, the final screenshot). */
function sessionSeconds(p: SessionProfile, wallMs: number): Record<string, number> {
  const kinds = {
    pageStart: p.pageStartMs,
    stepping: p.steppingMs,
    rendering: p.renderingMs,
    readback: p.readbackMs,
    probeCalls: p.probeCallsMs,
    input: p.inputMs,
    screenshots: p.screenshotsMs,
  };
  const known = Object.values(kinds).reduce((a, b) => a + b, 0);
  return {
    ...Object.fromEntries(Object.entries(kinds).map(([k, ms]) => [k, seconds(ms)])),
    other: seconds(Math.max(0, wallMs - known)),
    frames: p.frames,
    renderedFrames: p.renderedFrames,
  };
}

async function benchTemplate(name: string, root: string, browser: LazyBrowser): Promise<TemplateFigures> {
  const folder = join(templatesDir, name);
  const cacheDir = join(root, 'cache');
  const cold = await buildGame(folder, { outDir: join(root, name, 'cold'), cacheDir });
  const cached = await buildGame(folder, { outDir: join(root, name, 'cached'), cacheDir });
  log(`${name}: build ${seconds(cold.wallMs)} s cold, ${seconds(cached.wallMs)} s cached`);
  const r = await checkGame(folder, {
    seed,
    viewport,
    browser,
    cacheDir,
    outDir: join(root, name, 'check'),
    profile: true,
  });
  const check = checkFigures(r);
  log(`${name}: check L3a+L3b ${check.L3aL3bGamePerWall} game-s/wall-s, ${check.totalWallS} s in all`);
  const started = performance.now();
  const golden = await playFolderGoldenPath(folder, {
    browser,
    viewport,
    built: join(root, name, 'check', 'build'),
    profile: true,
  });
  const goldenWall = performance.now() - started;
  log(`${name}: golden path ${golden.won ? 'won' : 'not won'} in ${seconds(goldenWall)} s`);
  let make: TemplateFigures['make'] = null;
  const archetype = ArchetypeSchema.safeParse(name);
  if (values.make && archetype.success && MAKE_PROMPTS[name]) {
    const t = performance.now();
    const made = await makeGame(MAKE_PROMPTS[name], {
      outDir: join(root, name, 'make'),
      seed,
      archetype: archetype.data,
      viewport,
      browser,
    });
    make = { wallS: seconds(performance.now() - t), pass: made.pass };
    log(`${name}: make ${make.pass ? 'passed' : 'failed'} in ${make.wallS} s`);
  }
  return {
    build: { coldS: seconds(cold.wallMs), cachedS: seconds(cached.wallMs), ok: cold.ok && cached.cached === true },
    check,
    goldenPath: {
      won: golden.won,
      gameS: golden.gameTimeMs / 1000,
      wallS: seconds(goldenWall),
      gamePerWall: ratio(golden.gameTimeMs, goldenWall),
      profileS: golden.profile ? sessionSeconds(golden.profile, goldenWall) : null,
    },
    make,
  };
}

/** Checks every template `jobs` at a time in one browser (builds cached): checks per minute. */
async function benchJobs(root: string, browser: LazyBrowser) {
  const limit = pLimit(jobs);
  const started = performance.now();
  const results = await Promise.all(
    templates.map((name, i) =>
      limit(() =>
        checkGame(join(templatesDir, name), {
          seed,
          viewport,
          browser,
          cacheDir: join(root, 'cache'),
          outDir: join(root, `jobs-${i}`),
        }),
      ),
    ),
  );
  const wall = performance.now() - started;
  const sameTraces = results.every((r, i) => r.hashes.traceL3b === figures[templates[i]!]?.check.traceL3b);
  return {
    jobs,
    checks: results.length,
    wallS: seconds(wall),
    checksPerMinute: Math.round((results.length / (wall / 60_000)) * 10) / 10,
    tracesAsAlone: sameTraces,
  };
}

const root = makeTempDir('playsmith-bench-check-');
const browser = new LazyBrowser();
const figures: Record<string, TemplateFigures> = {};
const load = loadavg().map((n) => Math.round(n * 100) / 100);
let jobFigures: Awaited<ReturnType<typeof benchJobs>>;
try {
  for (const name of templates) figures[name] = await benchTemplate(name, root, browser);
  jobFigures = await benchJobs(root, browser);
  log(`--jobs ${jobs}: ${jobFigures.checks} checks in ${jobFigures.wallS} s = ${jobFigures.checksPerMinute} a minute`);
} finally {
  await browser.close();
  removeTempDir(root);
}
const ratios = Object.values(figures).map((f) => f.check.L3aL3bGamePerWall ?? 0);
const report = {
  machine: { cpus: cpus().length, loadAverage: load },
  seed,
  templates: figures,
  summary: {
    minL3aL3bGamePerWall: Math.min(...ratios),
    medianL3aL3bGamePerWall: [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)] ?? null,
    maxCachedBuildS: Math.max(...Object.values(figures).map((f) => f.build.cachedS)),
  },
  jobs: jobFigures,
  make: values.make ? 'per template above' : 'not run (pass --make: one offline make per family, tens of seconds each)',
};
if (values.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
else {
  for (const [name, f] of Object.entries(figures))
    process.stdout.write(
      `${name.padEnd(14)} L3a ${f.check.L3a.gamePerWall} · L3b ${f.check.L3b.gamePerWall} · L3a+L3b ` +
        `${f.check.L3aL3bGamePerWall} game-s/wall-s; build ${f.build.coldS} s cold, ${f.build.cachedS} s cached; ` +
        `golden path ${f.goldenPath.gamePerWall}${f.make ? `; make ${f.make.wallS} s` : ''}\n`,
    );
  process.stdout.write(
    `--jobs ${jobFigures.jobs}: ${jobFigures.checksPerMinute} checks a minute ` +
      `(traces as when run alone: ${jobFigures.tracesAsAlone})\n`,
  );
}
