// L3a stability: 30 s of game time with no input; passes with no uncaught error, no failed or blocked request, no
// crash and a canvas that is not blank after start-up.
import { join } from 'node:path';
import { isBlankPixelSample } from '../harness/index.ts';
import type { StabilityResult } from '../shared/index.ts';
import { writeOutput } from './profile.ts';
import { asCrash, errorEvidence, openRun, readContract, STOP_VERB, type RuntimeOptions } from './runtime.ts';
import { decodeFrame, frameEntropy } from './visual.ts';

/** A final screenshot with less luminance entropy than this (bits) is one flat colour. */
const FLAT_SCREENSHOT_BITS = 0.5;

export const L3A_GAME_MS = 30_000;
/** Pixel samples before this game time are start-up (loading screens may be blank). */
export const STARTUP_MS = 2_000;
/**
 * How often blankness is sampled where the contract or the engine is readable: six samples after start-up, the last on
 * the final screenshot's frame. A game read only through its pixels is sampled at the session's own, finer interval.
 */
const PIXEL_SAMPLE_EVERY_MS = 5_000;

export async function runStability(target: string, options: RuntimeOptions): Promise<StabilityResult> {
  const opened = await openRun(target, options, { readablePixelEveryMs: PIXEL_SAMPLE_EVERY_MS });
  const base: StabilityResult = {
    status: 'fail',
    reasons: [],
    gameMs: 0,
    engine: null,
    contract: false,
    archetype: null,
    uncaughtErrors: [],
    failedRequests: [],
    blockedRequests: [],
    dialogs: [],
    crash: opened.crash ?? null,
    blank: false,
    pixels: { samplesAfterStartup: 0, blankAfterStartup: 0 },
    screenshot: null,
    traceHash: null,
    notes: [],
    probeFaults: [],
  };
  const session = opened.session;
  let shot: Buffer | undefined;
  if (!session) {
    base.reasons.push(`the game did not start: ${base.crash!.message}`);
    return base;
  }
  try {
    while (session.gameTime < L3A_GAME_MS) {
      await session.runFor(Math.min(1000, L3A_GAME_MS - session.gameTime));
      options.onProgress?.({ task: 'L3a stability', done: session.gameTime / 1000, total: L3A_GAME_MS / 1000 });
    }
    shot = await session.screenshot();
    if (options.outDir) {
      writeOutput(options.profiler, join(options.outDir, 'l3a-final.png'), shot);
      base.screenshot = 'l3a-final.png';
    }
    base.archetype = (await readContract(session)).archetype ?? null;
  } catch (error) {
    base.crash = asCrash(error, session.gameTime);
  } finally {
    base.gameMs = session.gameTime;
    const { engine, contract } = session.engine();
    base.engine = engine ?? null;
    base.contract = contract;
    base.uncaughtErrors = errorEvidence(session);
    base.failedRequests = session.networkFailures.map((f) => ({ gameTime: f.gameTime, url: f.url, kind: f.kind }));
    base.blockedRequests = session.violations.map((v) => ({ gameTime: v.gameTime, url: v.url, method: v.method }));
    base.dialogs = session.dialogs.map((d) => ({ ...d }));
    const after = session.pixels.filter((p) => p.gameTime >= STARTUP_MS);
    const blankAfter = after.filter(isBlankPixelSample).length;
    base.pixels = { samplesAfterStartup: after.length, blankAfterStartup: blankAfter };
    base.blank = after.length > 0 && blankAfter === after.length;
    base.notes = [...session.notes];
    // The samples and the final screenshot must agree: when the screenshot shows a picture, the samples did not read
    // what was on screen, and blankness cannot be judged from them.
    const shown = base.blank && shot ? frameEntropy(decodeFrame(shot)) : 0;
    if (shown >= FLAT_SCREENSHOT_BITS) {
      base.blank = false;
      base.notes.push(
        `cannot judge blankness: every pixel sample after start-up read one colour, but the final screenshot shows ` +
          `a picture (${shown} bits of luminance entropy), so the samples did not see what is on screen`,
      );
    }
    base.probeFaults = session.probeFaults.map((f) => ({ ...f }));
    base.traceHash = session.traceHash();
    if (options.outDir) writeOutput(options.profiler, join(options.outDir, 'trace-l3a.jsonl'), session.trace.jsonl());
    options.profiler?.addSession(session.profile());
    await session.close();
  }
  const r = base.reasons;
  if (base.crash) {
    const verb = STOP_VERB[base.crash.code] ?? 'crashed';
    r.push(`${verb} at ${base.crash.gameTime} ms of game time: ${base.crash.message}`);
  }
  for (const e of base.uncaughtErrors) r.push(`uncaught error at ${e.gameTime} ms: ${e.message}`);
  for (const f of base.failedRequests) r.push(`request failed at ${f.gameTime} ms (${f.kind}): ${f.url}`);
  for (const v of base.blockedRequests)
    r.push(
      v.method === 'WINDOW_CLOSE'
        ? `the page tried to close its window at ${v.gameTime} ms (window.close(); it was kept open)`
        : `request blocked at ${v.gameTime} ms (outside the game server): ${v.method} ${v.url}`,
    );
  if (base.blank)
    r.push(
      `the canvas stayed blank after start-up (${base.pixels.blankAfterStartup} of ` +
        `${base.pixels.samplesAfterStartup} pixel samples after ${STARTUP_MS} ms were one colour)`,
    );
  base.status = r.length === 0 ? 'pass' : 'fail';
  return base;
}
