// Helpers for template tests (one test file per template): build a template offline with the toolkit's own
// TypeScript, Vite and Phaser, open the build in the harness, play its golden path, run it idle.
// Every timing here is game time except the wall-clock figures reported for information.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { buildGame, checkGame, checkIntegrity } from '../../src/check/index.ts';
import type { GameBrowser, GameSession, HarnessBrowser, OpenGameOptions, PageError } from '../../src/harness/index.ts';
import {
  readGoldenPath,
  runGoldenPath,
  TESTER_SESSION,
  type GoldenPath,
  type GoldenPathResult,
} from '../../src/play/index.ts';
import { PROJECT_ROOT, type CheckResult, type IntegrityResult } from '../../src/shared/index.ts';

export const TEMPLATES_DIR = join(PROJECT_ROOT, 'templates');

export function templateDir(name: string): string {
  return join(TEMPLATES_DIR, name);
}

export interface BuiltTemplate {
  name: string;
  /** The bundle (index.html + assets), ready to serve. */
  outDir: string;
  /** Wall-clock time of type-check + bundle. */
  wallMs: number;
}

const builds = new Map<string, Promise<BuiltTemplate>>();
const outDirs: string[] = [];
process.once('exit', () => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Type-checks and bundles templates/<name> offline (no npm install; phaser, vite and typescript are the
 * toolkit's). Cached per process. Throws with every diagnostic, file:line first, when the build fails.
 */
export function buildTemplate(name: string): Promise<BuiltTemplate> {
  let build = builds.get(name);
  if (!build) {
    build = buildGame(templateDir(name)).then((result) => {
      outDirs.push(result.outDir);
      if (!result.ok) {
        const lines = result.diagnostics.map(
          (d) =>
            `${d.file ? `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''} ` : ''}[` +
            `${d.stage}${d.code ? ` ${d.code}` : ''}] ${d.message}`,
        );
        throw new Error(`templates/${name} does not build:\n${lines.join('\n')}`);
      }
      return { name, outDir: result.outDir, wallMs: result.wallMs };
    });
    builds.set(name, build);
    build.catch(() => builds.delete(name));
  }
  return build;
}

/** L1 (static integrity) of templates/<name>. */
export function templateIntegrity(name: string): IntegrityResult {
  return checkIntegrity(templateDir(name));
}

/** The template's golden-path.json, parsed; throws with the schema errors. */
export function loadGoldenPath(name: string): GoldenPath {
  const parsed = readGoldenPath(join(templateDir(name), 'golden-path.json'));
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.path;
}

/** Opens the template's build in `browser`, runs `fn`, and closes the session whatever happens. */
export async function withTemplateGame<T>(
  browser: HarnessBrowser,
  name: string,
  options: OpenGameOptions,
  fn: (session: GameSession) => Promise<T>,
): Promise<T> {
  const { outDir } = await buildTemplate(name);
  const session = await browser.openGame(outDir, options);
  try {
    return await fn(session);
  } finally {
    await session.close();
  }
}

export interface GoldenRun {
  result: GoldenPathResult;
  traceHash: string;
  errors: PageError[];
  /** Requests that failed or were blocked, as URLs. */
  badRequests: string[];
  /** Wall-clock time of the run (page open to result), for information. */
  wallMs: number;
}

/**
 * Plays the template's golden path on a fresh page with the path's seed (or `seed`), opened as make and play open it
 * (TESTER_SESSION: no pixel samples, no inputs watched for a behaviour vector), so each frame is drawn only when asked.
 */
export async function playGoldenPath(
  browser: HarnessBrowser,
  name: string,
  options: { seed?: number } = {},
): Promise<GoldenRun> {
  const path = loadGoldenPath(name);
  await buildTemplate(name);
  const started = performance.now();
  return withTemplateGame(browser, name, { ...TESTER_SESSION, seed: options.seed ?? path.seed }, async (session) => {
    const result = await runGoldenPath(session, path);
    return {
      result,
      traceHash: session.traceHash(),
      errors: [...session.errors],
      badRequests: [...session.networkFailures.map((f) => f.url), ...session.violations.map((v) => v.url)],
      wallMs: Math.round(performance.now() - started),
    };
  });
}

export interface IdleRun {
  finalState: Record<string, unknown> | undefined;
  /** Whether state().won was ever true at a once-a-second look. */
  everWon: boolean;
  traceHash: string;
  errors: PageError[];
  badRequests: string[];
}

/**
 * Starts a game from the title (one press of `start`) and then gives no input for `gameMs` of game time:
 * the player stands still. Looks at state() once a game-second. Opened as the golden path is (TESTER_SESSION).
 */
export async function runIdle(
  browser: HarnessBrowser,
  name: string,
  options: { gameMs: number; seed?: number },
): Promise<IdleRun> {
  return withTemplateGame(browser, name, { ...TESTER_SESSION, seed: options.seed ?? 1 }, async (session) => {
    for (let waited = 0; (await session.state())?.scene !== 'Title'; waited += 100) {
      if (waited >= 5000)
        throw new Error(
          `templates/${name} did not reach its Title scene within 5 s of game time (state: ` +
            `${JSON.stringify(await session.state())})`,
        );
      await session.runFor(100);
    }
    await session.press('start');
    let everWon = false;
    for (let t = 0; t < options.gameMs; t += 1000) {
      await session.runFor(Math.min(1000, options.gameMs - t));
      if ((await session.state())?.won === true) everWon = true;
    }
    return {
      finalState: await session.state(),
      everWon,
      traceHash: session.traceHash(),
      errors: [...session.errors],
      badRequests: [...session.networkFailures.map((f) => f.url), ...session.violations.map((v) => v.url)],
    };
  });
}

/** The full check (L1, L2, L3a 30 s idle, L3b 60 s under the archetype's input strategy) of templates/<name>. */
export function checkTemplate(browser: GameBrowser, name: string, seed = 1): Promise<CheckResult> {
  return checkGame(templateDir(name), { seed, viewport: { width: 800, height: 600 }, browser });
}

/** The behaviour dimensions of an L3b run that are not zero (the seven BAS dimensions). */
export function nonZeroBehaviour(result: CheckResult): string[] {
  const l3b = result.levels.L3b;
  if (l3b.status === 'skipped') return [];
  const b = l3b.behaviour;
  const dims: Record<string, number> = {
    objectsAdded: b.objectsAdded,
    objectsRemoved: b.objectsRemoved,
    positionChanges: b.positionChanges,
    inputEvents: b.inputEvents,
    velocityActiveFrames: b.velocityActiveFrames,
    responsiveActions: b.responsiveActions,
    triggeredEventTypes: b.triggeredEventTypes.length,
  };
  return Object.entries(dims)
    .filter(([, v]) => v > 0)
    .map(([k]) => k);
}

export interface StandaloneBuild {
  ok: boolean;
  /** The copy's folder (outside the repository); its dist/ holds the build. */
  dir: string;
  /** What the build script printed, for the failure message. */
  output: string;
  wallMs: number;
}

/**
 * Does what a person does with a copy of the template, offline: copies templates/<name> out of the
 * repository, links the toolkit's node_modules in place of `npm install` (the same pinned versions), and
 * runs the package.json "build" script the way `npm run build` does (its bin folder first on PATH).
 */
export function buildStandalone(name: string): StandaloneBuild {
  const started = performance.now();
  const dir = join(mkdtempSync(join(tmpdir(), `playsmith-standalone-${name}-`)), name);
  outDirs.push(dirname(dir));
  cpSync(templateDir(name), dir, { recursive: true, filter: (src) => !/[\\/](node_modules|dist)$/.test(src) });
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const script = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> })
    .scripts?.build;
  if (!script) return { ok: false, dir, output: 'package.json has no "build" script', wallMs: 0 };
  const PATH = [join(dir, 'node_modules', '.bin'), dirname(process.execPath), process.env.PATH ?? ''].join(delimiter);
  const run = spawnSync('sh', ['-c', script], {
    cwd: dir,
    env: { ...process.env, PATH },
    encoding: 'utf8',
    timeout: 300_000,
  });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  return {
    ok: run.status === 0 && existsSync(join(dir, 'dist', 'index.html')),
    dir,
    output,
    wallMs: Math.round(performance.now() - started),
  };
}
