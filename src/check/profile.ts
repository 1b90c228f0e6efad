// `check --profile`: adds up where a check's wall time went — the build, each run's page start, stepping, rendering,
// readback, probe calls, input and screenshots (harness sessions measure those), and writing the output files.
import { writeFileSync } from 'node:fs';
import type { SessionProfile } from '../harness/index.ts';
import type { CheckProfile } from '../shared/index.ts';

export class CheckProfiler {
  private readonly sessions: SessionProfile[] = [];
  private writingMs = 0;

  /** Counts one run of the game (L3a, L3b) once it is over. */
  addSession(profile: SessionProfile): void {
    this.sessions.push(profile);
  }

  /** Writes a file of the check's output, counting the time as writing. */
  write(path: string, data: string | Buffer): void {
    const started = performance.now();
    writeFileSync(path, data);
    this.writingMs += performance.now() - started;
  }

  /**
   * The split of a check that took `totalMs` in all, `buildMs` of it in L2. The runs' parts are summed over L3a and
   * L3b; a URL's levels run side by side, so theirs can add up to more than their wall time; `other` is what none of
   * them covers.
   */
  result(buildMs: number, totalMs: number): CheckProfile {
    const sum = (k: Exclude<keyof SessionProfile, 'drawnFor'>) => this.sessions.reduce((s, p) => s + p[k], 0);
    const reasons = ['pixelSamples', 'pixelReading', 'clickedRegion', 'screenshot', 'game'] as const;
    const drawnFor = Object.fromEntries(
      reasons.map((r) => [
        r,
        {
          frames: this.sessions.reduce((s, p) => s + p.drawnFor[r].frames, 0),
          renderMs: this.sessions.reduce((s, p) => s + p.drawnFor[r].renderMs, 0),
          readbackMs: this.sessions.reduce((s, p) => s + p.drawnFor[r].readbackMs, 0),
        },
      ]),
    ) as NonNullable<CheckProfile['drawnFor']>;
    const wallMs = {
      build: Math.round(buildMs),
      pageStart: sum('pageStartMs'),
      stepping: sum('steppingMs'),
      rendering: sum('renderingMs'),
      readback: sum('readbackMs'),
      probeCalls: sum('probeCallsMs'),
      input: sum('inputMs'),
      screenshots: sum('screenshotsMs'),
      writing: Math.round(this.writingMs),
      other: 0,
    };
    const measured = Object.values(wallMs).reduce((s, ms) => s + ms, 0);
    wallMs.other = Math.max(0, Math.round(totalMs) - measured);
    return { wallMs, frames: { stepped: sum('frames'), rendered: sum('renderedFrames') }, drawnFor };
  }
}

/** Writes an output file, through the profiler when the check is profiled. */
export function writeOutput(profiler: CheckProfiler | undefined, path: string, data: string | Buffer): void {
  if (profiler) profiler.write(path, data);
  else writeFileSync(path, data);
}
