// `make`: prompt → standalone, checked, won game, fully offline (OpenGame's six phases, each done by deterministic
// code): classify, design (GDD), requirements, assets, levels and hook code from the family template, then check, the
// golden path for the generated levels, and every requirement verified.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import { buildGame, checkGame, type Archetype, type CheckResult } from '../check/index.ts';
import { sharedBrowser } from '../harness/index.ts';
import { readGoldenPath, runGoldenPath } from '../play/index.ts';
import { PROJECT_ROOT, toolVersions, type OnProgress } from '../shared/index.ts';
import { generateGameAssets } from './assets/index.ts';
import { createRandom } from './assets/random.ts';
import { classifyPrompt, ClassificationSchema } from './classify.ts';
import { FAMILY_GENERATORS } from './families/index.ts';
import { GddSchema, renderGddMarkdown, type Gdd } from './gdd.ts';
import { readIntent } from './intent.ts';
import { commonRequirements, RequirementVerdictSchema, verifyRequirements } from './requirements.ts';
import { renderMakeReport } from './report.ts';

export class MakeInputError extends Error {
  override name = 'MakeInputError';
}

export const MakeResultSchema = z.object({
  schema: z.literal('playsmith.make/1'),
  prompt: z.string(),
  seed: z.int(),
  pass: z.boolean(),
  summary: z.string(),
  classification: ClassificationSchema,
  gdd: GddSchema,
  requirements: z.array(RequirementVerdictSchema),
  intentAlignment: z.number(),
  assets: z.object({ files: z.int(), totalBytes: z.int() }),
  check: z.object({
    pass: z.boolean(),
    failedAt: z.string().nullable(),
    summary: z.string(),
    levels: z.record(z.string(), z.string()),
    scores: z.object({ scs: z.number().nullable(), bas: z.number().nullable(), buildHealth: z.number(), visualUsability: z.number() }),
    traceL3b: z.string().nullable(),
    file: z.string(),
  }),
  goldenPath: z.object({ passed: z.boolean(), won: z.boolean(), failure: z.string().nullable(), gameTimeMs: z.number(), traceHash: z.string(), events: z.record(z.string(), z.int()), screenshot: z.string() }),
  versions: z.record(z.string(), z.string()),
  timings: z.object({ wallMs: z.record(z.string(), z.number()) }),
  /** Every file make wrote under the output folder, sorted; --force removes exactly these before writing again. */
  files: z.array(z.string()),
});
export type MakeResult = z.infer<typeof MakeResultSchema>;

export interface MakeOptions {
  outDir: string;
  seed: number;
  archetype?: Archetype | undefined;
  force?: boolean | undefined;
  viewport: { width: number; height: number };
  browserPath?: string | undefined;
  onProgress?: OnProgress | undefined;
}

export const RESULT_FILE = 'playsmith.json';
/** The game project inside the output folder: a standalone folder a person can copy away. */
export const GAME_DIR = 'game';
export const REPORT_FILE = 'report.html';
export const REPORT_DIR = 'report';

function filesUnder(root: string, dir = root): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(root, path) : [relative(root, path).split(sep).join('/')];
  });
}

/** Makes room in `outDir`: it must be new or empty, or, with --force, earlier make output whose files are removed (nothing else is). */
function prepareOut(outDir: string, force: boolean): void {
  if (!existsSync(outDir)) {
    mkdirSync(outDir, { recursive: true });
    return;
  }
  if (!statSync(outDir).isDirectory()) throw new MakeInputError(`--out ${outDir} is a file; give a folder`);
  const present = readdirSync(outDir);
  if (present.length === 0) return;
  if (!force) throw new MakeInputError(`--out ${outDir} is not empty; choose a new folder, or pass --force to replace an earlier game made there (only the files make wrote are removed)`);
  const previous = join(outDir, RESULT_FILE);
  if (!existsSync(previous)) throw new MakeInputError(`--out ${outDir} is not empty and holds no ${RESULT_FILE} from an earlier make; --force only replaces Playsmith's own output, so choose a new folder`);
  let made: string[];
  try {
    made = z.object({ files: z.array(z.string()) }).parse(JSON.parse(readFileSync(previous, 'utf8'))).files;
  } catch {
    throw new MakeInputError(`${previous} is not a make result; --force removes only files listed there, so choose a new folder`);
  }
  for (const file of made) {
    const path = resolve(outDir, file);
    if (path.startsWith(resolve(outDir) + sep)) rmSync(path, { force: true });
  }
  for (const dir of [...new Set(made.map((f) => dirname(resolve(outDir, f))))].sort((a, b) => b.length - a.length)) {
    if (dir.startsWith(resolve(outDir) + sep) && existsSync(dir) && readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
  }
}

/** Contract event types and their counts, read from a trace's JSONL. */
function eventCounts(jsonl: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of jsonl.split('\n')) {
    if (!line.includes('"k":"event"')) continue;
    const record = JSON.parse(line) as { k: string; type?: string };
    if (record.k === 'event' && record.type) counts[record.type] = (counts[record.type] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Makes a game from `prompt` into `options.outDir`. Bad input is a MakeInputError; a game that fails its checks is a result with pass=false. */
export async function makeGame(prompt: string, options: MakeOptions): Promise<MakeResult> {
  const started = performance.now();
  const wall: Record<string, number> = {};
  const phase = async <T>(name: string, fn: () => T | Promise<T>): Promise<T> => {
    const t = performance.now();
    options.onProgress?.({ task: name });
    try {
      return await fn();
    } finally {
      wall[name] = Math.round(performance.now() - t);
    }
  };
  if (prompt.trim() === '') throw new MakeInputError('the prompt is empty; describe the game in a sentence, e.g. "a platformer where a fox collects gems"');
  const outDir = resolve(options.outDir);
  prepareOut(outDir, options.force === true);
  const { seed } = options;

  const classification = await phase('classify', () => classifyPrompt(prompt, options.archetype));
  const generator = FAMILY_GENERATORS[classification.archetype];
  if (!generator) throw new MakeInputError(`no generator for the ${classification.archetype} family yet (have: ${Object.keys(FAMILY_GENERATORS).join(', ') || 'none'}); pass --archetype to choose another`);
  const intent = readIntent(prompt);

  const gdd = await phase('design', () => {
    const design = generator.design({ intent, classification, seed, random: createRandom(seed, `design:${classification.archetype}`) });
    const doc: Gdd = GddSchema.parse({ schema: 'playsmith.gdd/1', archetype: classification.archetype, seed, classification, intent, ...design });
    const problems = generator.validate(doc);
    if (problems.length) throw new Error(`the ${classification.archetype} designer produced levels its own rules reject: ${problems.join('; ')}`);
    return doc;
  });
  const requirements = [...commonRequirements(intent, gdd), ...generator.requirements(gdd)];

  const gameDir = join(outDir, GAME_DIR);
  await phase('write', () => {
    cpSync(join(PROJECT_ROOT, 'templates', generator.template), gameDir, { recursive: true, filter: (src) => !/[/\\](node_modules|dist)$/.test(src) });
    generator.write(gameDir, gdd);
    writeFileSync(join(gameDir, 'GAME_DESIGN.md'), renderGddMarkdown(gdd));
  });
  const assets = await phase('assets', () => generateGameAssets(gameDir, { seed }));

  const reportDir = join(outDir, REPORT_DIR);
  mkdirSync(reportDir, { recursive: true });
  const check: CheckResult = await phase('check', () => checkGame(gameDir, { seed, label: GAME_DIR, viewport: options.viewport, browserPath: options.browserPath, outDir: reportDir, keepBuild: false, archetype: classification.archetype, onProgress: options.onProgress }));

  const golden = await phase('golden path', async () => {
    const parsed = readGoldenPath(join(gameDir, 'golden-path.json'));
    if (!parsed.ok) throw new Error(`the generated golden-path.json is invalid: ${parsed.errors.join('; ')}`);
    const buildRoot = mkdtempSync(join(tmpdir(), 'playsmith-make-build-'));
    try {
      const build = await buildGame(gameDir, { outDir: join(buildRoot, 'build') });
      if (!build.ok) return { passed: false, won: false, failure: `the game does not build: ${build.diagnostics[0]?.message ?? 'unknown error'}`, gameTimeMs: 0, traceHash: '', events: {}, screenshot: '', finalState: undefined };
      const browser = await sharedBrowser({ browserPath: options.browserPath });
      const session = await browser.openGame(build.outDir, { seed: parsed.path.seed, viewport: options.viewport });
      try {
        const run = await runGoldenPath(session, parsed.path);
        const screenshot = `${REPORT_DIR}/golden-path-end.png`;
        writeFileSync(join(outDir, screenshot), await session.screenshot());
        return { passed: run.passed, won: run.won, failure: run.failure ?? null, gameTimeMs: run.gameTimeMs, traceHash: session.traceHash(), events: eventCounts(session.trace.jsonl()), screenshot, finalState: run.finalState };
      } finally {
        await session.close();
      }
    } finally {
      rmSync(buildRoot, { recursive: true, force: true });
    }
  });

  const { verdicts, passRate } = verifyRequirements(requirements, { events: golden.events, finalState: golden.finalState, projectDir: gameDir, assetFiles: assets.files.flatMap((f) => (f.key ? [{ key: f.key, path: f.path }] : [])) });
  const pass = check.verdict.pass && golden.passed && golden.won;
  const summary = !check.verdict.pass ? `made, but it ${check.verdict.summary}` : !golden.won ? `made and checked, but the golden path did not win: ${golden.failure ?? 'won stayed false'}` : `made "${gdd.title}" (${gdd.archetype}); passes L1–L3a and wins on its golden path; requirements ${passRate}%`;
  wall.total = Math.round(performance.now() - started);
  const { finalState: _final, ...goldenPath } = golden;
  const result: MakeResult = {
    schema: 'playsmith.make/1',
    prompt,
    seed,
    pass,
    summary,
    classification,
    gdd,
    requirements: verdicts,
    intentAlignment: passRate,
    assets: { files: assets.files.length, totalBytes: assets.totalBytes },
    check: {
      pass: check.verdict.pass,
      failedAt: check.verdict.failedAt,
      summary: check.verdict.summary,
      levels: Object.fromEntries(Object.entries(check.levels).map(([k, v]) => [k, v.status])),
      scores: { scs: check.scores.scs.score, bas: check.scores.bas.score, buildHealth: check.scores.buildHealth.score, visualUsability: check.scores.visualUsability.score },
      traceL3b: check.hashes.traceL3b,
      file: `${REPORT_DIR}/check.json`,
    },
    goldenPath,
    versions: toolVersions(),
    timings: { wallMs: wall },
    files: [],
  };
  writeFileSync(join(outDir, REPORT_FILE), renderMakeReport(result, check));
  result.files = [...filesUnder(outDir).filter((f) => f !== RESULT_FILE), RESULT_FILE].sort();
  writeFileSync(join(outDir, RESULT_FILE), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

