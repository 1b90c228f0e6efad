// Node side: where one session's wall time went (page start, stepping, rendering, readback, probe calls, input,
// screenshots), from the node side's own timings and the page's costs (page/runtime.ts). Wall time only: never traced.
import type { PageCosts } from './page/runtime.ts';

/** A session's wall time by kind of work, in ms, and the frames it stepped and rendered. */
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
}

type NodeWork = 'advance' | 'probe' | 'input' | 'screenshot';

const NO_COSTS: PageCosts = {
  frames: 0,
  renderedFrames: 0,
  advanceMs: 0,
  renderMs: 0,
  readbackMs: 0,
  sampleMs: 0,
  callRenderMs: 0,
  callReadbackMs: 0,
};

/** Adds up a session's node-side waits by kind; what happened while the page started is kept apart. */
export class WallLedger {
  private readonly spent: Record<NodeWork, number> = { advance: 0, probe: 0, input: 0, screenshot: 0 };
  private atStart: { spent: Record<NodeWork, number>; costs: PageCosts } | undefined;
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
  started(wallMs: number, costs: PageCosts | undefined): void {
    this.pageStartMs = wallMs;
    this.atStart = { spent: { ...this.spent }, costs: { ...(costs ?? NO_COSTS) } };
  }

  /** The split so far, given the page's latest costs. */
  profile(latest: PageCosts | undefined): SessionProfile {
    const base = this.atStart ?? { spent: { advance: 0, probe: 0, input: 0, screenshot: 0 }, costs: NO_COSTS };
    const now = latest ?? base.costs;
    const page = (k: keyof PageCosts) => now[k] - base.costs[k];
    const node = (k: NodeWork) => this.spent[k] - base.spent[k];
    const round = (ms: number) => Math.max(0, Math.round(ms));
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
    };
  }
}
