// JamBench Task 2's masking, as godot (GDScript projects) and bench (web games) both make it: the three levels and
// what a masked project is — the scripts' new texts and the hidden reference that restores them.

export const MASK_LEVELS = ['2a', '2b', '2c'] as const;
export type MaskLevel = (typeof MASK_LEVELS)[number];

export interface MaskedProject {
  level: MaskLevel;
  seed: number;
  /** The share drawn in [0.3, 0.5] (1 for 2c). */
  ratio: number;
  /** Every masked script's new text, or null where the file is removed (other files are unchanged). */
  scripts: Record<string, string | null>;
  /** The hidden reference: each cleared function's original body, and each removed file's text. */
  hidden: {
    functions: { file: string; name: string; line: number; original: string }[];
    files: { file: string; original: string }[];
  };
}
