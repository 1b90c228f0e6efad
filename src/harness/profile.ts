// Node side: where one session's wall time went (page start, stepping, rendering, readback, probe calls, input,
// screenshots), from the node side's own timings and the page's costs (page/runtime.ts), and which metric, screenshot
// or click asked for each drawn frame and what it cost. Wall time only: never traced.
import type { DrawCost, DrawReason, PageCosts } from './page/runtime.ts';

/** A session's wall time by kind of work, in ms, the frames it stepped and rendered, and what each drawing was for. */
export interface SessionProfile {
  pageStartMs: number;
  steppingMs: number;
  renderingMs: number;
  readbackMs: number;
  probeCallsMs: number;
  inputMs: number;
  screenshotsMs: number;
  frames: number;
  renderedFrames: number;
  /** Frames drawn by what asked for them, with the rendering and readback each asker cost (ms). */
  drawnFor: Record<DrawReason, DrawCost>;
}

/** The page's running totals a profile is computed from: its costs and its drawings by asker. */
export interface PageTotals {
  costs: PageCosts;
  draws: Record<DrawReason, DrawCost>;
}

type NodeWork = 'advance' | 'probe' | 'input' | 'screenshot';

export const DRAW_REASONS: readonly DrawReason[] = [
  'pixelSamples',
  'pixelReading',
  'clickedRegion',
  'screenshot',
  'game',
];

const NO_TOTALS: PageTotals = {
  costs: {
    frames: 0,
    renderedFrames: 0,
    timers: 0,
    advanceMs: 0,
    renderMs: 0,
    readbackMs: 0,
    sampleMs: 0,
    callRenderMs: 0,
    callReadbackMs: 0,
  },
  draws: Object.fromEntries(DRAW_REASONS.map((r) => [r, { frames: 0, renderMs: 0, readbackMs: 0 }])) as Record<
    DrawReason,
    DrawCost
  >,
};

/** Adds up a session's node-side waits by kind; what happened while the page started is kept apart. */
export class WallLedger {
  private readonly spent: Record<NodeWork, number> = { advance: 0, probe: 0, input: 0, screenshot: 0 };
  private atStart: { spent: Record<NodeWork, number>; page: PageTotals } | undefined;
  private pageStartMs = 0;

  /** Waits for `work`, adding the wait to `kind`. */
  async time<T>(kind: NodeWork, work: Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work;
    } finally {
      this.spent[kind] += performance.now() - started;
    }
  }

  /** Moves `ms` from one kind to another: a page call that did two kinds of work and timed the second itself. */
  move(from: NodeWork, to: NodeWork, ms: number): void {
    const moved = Math.max(0, Math.min(ms, this.spent[from]));
    this.spent[from] -= moved;
    this.spent[to] += moved;
  }

  /** Marks the end of the page's start (load, first frames): everything before is page start. */
  started(wallMs: number, page: PageTotals | undefined): void {
    this.pageStartMs = wallMs;
    this.atStart = { spent: { ...this.spent }, page: structuredClone(page ?? NO_TOTALS) };
  }

  /** The split so far, given the page's latest totals. */
  profile(latest: PageTotals | undefined): SessionProfile {
    const base = this.atStart ?? { spent: { advance: 0, probe: 0, input: 0, screenshot: 0 }, page: NO_TOTALS };
    const now = latest ?? base.page;
    const page = (k: keyof PageCosts) => now.costs[k] - base.page.costs[k];
    const node = (k: NodeWork) => this.spent[k] - base.spent[k];
    const round = (ms: number) => Math.max(0, Math.round(ms));
    const drawnFor = Object.fromEntries(
      DRAW_REASONS.map((r) => {
        const [a, b] = [now.draws[r], base.page.draws[r]];
        return [
          r,
          {
            frames: a.frames - b.frames,
            renderMs: round(a.renderMs - b.renderMs),
            readbackMs: round(a.readbackMs - b.readbackMs),
          },
        ];
      }),
    ) as Record<DrawReason, DrawCost>;
    return {
      pageStartMs: round(this.pageStartMs),
      steppingMs: round(node('advance') - page('renderMs') - page('readbackMs') - page('sampleMs')),
      renderingMs: round(page('renderMs') + page('callRenderMs')),
      readbackMs: round(page('readbackMs') + page('callReadbackMs')),
      probeCallsMs: round(node('probe') - page('callRenderMs') - page('callReadbackMs') + page('sampleMs')),
      inputMs: round(node('input')),
      screenshotsMs: round(node('screenshot')),
      frames: page('frames'),
      renderedFrames: page('renderedFrames'),
      drawnFor,
    };
  }
}
