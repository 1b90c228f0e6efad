// Progress events: parts report long work through these; only the CLI renders them.
export interface ProgressEvent {
  /** What is being done, e.g. "run fixture contract". */
  task: string;
  /** Units done and total, when countable. */
  done?: number;
  total?: number;
  /** A short detail line, e.g. "12.0 s of 30 s game time". */
  detail?: string;
}

export type OnProgress = (event: ProgressEvent) => void;
