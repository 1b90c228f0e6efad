// A recorded run: open a game, let it run for a stretch of game time with no input, take
// screenshots at chosen game times, and keep everything a person or a later check needs. A run the
// game ends early (a crash, navigation away, the wall-clock budget) is still written, saying why.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OnProgress, RunRecord } from '../shared/index.ts';
import { throwIfStopping, toolVersions } from '../shared/index.ts';
import { WallBudget } from './budget.ts';
import { HarnessError } from './errors.ts';
import type { GameBrowser } from './launcher.ts';
import type { GameSession, OpenGameOptions } from './session.ts';

export interface RecordRunOptions extends OpenGameOptions {
  target: string;
  gameMs: number;
  /** Game times (ms) at which to take screenshots; the end of the run is always one. */
  screenshotsAt?: number[];
  outDir: string;
  /** The browser to open the game in; its owner closes it. */
  browser: GameBrowser;
  /** The whole run's wall-clock budget in ms, page load included (default DEFAULT_RUN_WALL_LIMIT_MS). */
  wallLimitMs?: number;
  onProgress?: OnProgress;
}

/** Ten minutes: a 30 s run takes seconds; only a game that is slow in every frame comes near it. */
export const DEFAULT_RUN_WALL_LIMIT_MS = 600_000;

/** Harness failures that end a run early but leave a record worth writing. */
const STOPS = new Set(['wall-clock-limit', 'renderer-crashed', 'navigated-away', 'page-closed', 'no-canvas']);

export async function recordRun(options: RecordRunOptions): Promise<RunRecord> {
  const started = performance.now();
  const { target, gameMs, outDir, onProgress, browser } = options;
  const wallBudget = new WallBudget(options.wallLimitMs ?? DEFAULT_RUN_WALL_LIMIT_MS, 'run');
  onProgress?.({ task: 'opening the game', detail: target });
  // A page without a canvas is recorded too: what it did until then (its errors, what it tried) is the record.
  const session = await browser.openGame(target, { ...options, wallBudget, noCanvasStops: true });
  let stopped: RunRecord['stopped'] = null;
  try {
    mkdirSync(outDir, { recursive: true });
    const shots = [...new Set([...(options.screenshotsAt ?? []).filter((t) => t >= 0 && t <= gameMs), gameMs])].sort(
      (a, b) => a - b,
    );
    const screenshots: RunRecord['screenshots'] = [];
    try {
      const ended = session.ended();
      if (ended) throw ended;
      await runAndShoot(session, gameMs, shots, outDir, screenshots, onProgress);
    } catch (e) {
      if (!(e instanceof HarnessError && STOPS.has(e.code))) throw e;
      stopped = { code: e.code, message: e.message, gameTime: session.gameTime };
    }
    const behaviour = await session.behaviour();
    const traceFile = join(outDir, 'trace.jsonl');
    writeFileSync(traceFile, session.trace.jsonl());
    const recordFile = join(outDir, 'run.json');
    const { engine, contract } = session.engine();
    const record: RunRecord = {
      schema: 'playsmith.run/1',
      target,
      seed: session.seed,
      gameMs: session.gameTime,
      contentHash: session.contentHash ?? null,
      traceHash: session.traceHash(),
      engine: engine ?? null,
      contract,
      behaviour,
      errors: session.errors.map(({ gameTime, message, source }) => ({ gameTime, message, source })),
      violations: session.violations.map(({ gameTime, url, method }) => ({ gameTime, url, method })),
      dialogs: session.dialogs.map((d) => ({ ...d })),
      networkFailures: [...session.networkFailures],
      consoleMessages: session.console.length,
      notes: [...session.notes],
      stopped,
      screenshots,
      files: { trace: traceFile, record: recordFile },
      versions: toolVersions(),
      wallMs: Math.round(performance.now() - started),
    };
    throwIfStopping();
    writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
    return record;
  } finally {
    await session.close();
  }
}

async function runAndShoot(
  session: GameSession,
  gameMs: number,
  shots: number[],
  outDir: string,
  screenshots: RunRecord['screenshots'],
  onProgress: OnProgress | undefined,
): Promise<void> {
  const stepMs = 1000;
  while (session.gameTime < gameMs) {
    const nextShot = shots.find((t) => t > session.gameTime) ?? gameMs;
    const step = Math.min(stepMs, nextShot - session.gameTime, gameMs - session.gameTime);
    if (step > 0) await session.runFor(step);
    if (shots.includes(session.gameTime) && !screenshots.some((s) => s.gameTime === session.gameTime)) {
      const file = `screenshot-${String(session.gameTime).padStart(6, '0')}ms.png`;
      writeFileSync(join(outDir, file), await session.screenshot());
      screenshots.push({ gameTime: session.gameTime, file });
    }
    onProgress?.({
      task: 'running',
      done: session.gameTime / 1000,
      total: gameMs / 1000,
      detail: `${(session.gameTime / 1000).toFixed(1)} s of ${(gameMs / 1000).toFixed(1)} s game time`,
    });
  }
  if (gameMs === 0) {
    writeFileSync(join(outDir, 'screenshot-000000ms.png'), await session.screenshot());
    screenshots.push({ gameTime: 0, file: 'screenshot-000000ms.png' });
  }
}
