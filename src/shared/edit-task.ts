// An `edit` task folder (DESIGN.md, Suites): a start state an agent works in, an instruction, and hidden material it
// never sees (the test, the ground truth). Written by `playsmith godot import` from a GameDevBench task; read by bench
// through this schema without importing godot. The verdict comes from a result file holding the run's nonce, never
// from a line the code under test could print.
import { z } from 'zod';

export const EDIT_TASK_SCHEMA = 'playsmith.edit-task/1';
/** The file name of an edit task's description inside its folder. */
export const EDIT_TASK_FILE = 'task.json';

export const EditTaskSchema = z.object({
  schema: z.literal(EDIT_TASK_SCHEMA),
  kind: z.literal('edit'),
  id: z.string().min(1),
  name: z.string(),
  instruction: z.string().min(1),
  difficulty: z.enum(['easy', 'medium', 'hard']).nullable(),
  tags: z.array(z.string()),
  engine: z.literal('godot4'),
  source: z.object({ benchmark: z.literal('GameDevBench'), task: z.string() }),
  /** Folder (relative to the task folder) the agent works in: the start project without tests. */
  workspace: z.string(),
  hidden: z.object({
    /** Folder holding the test files, at the paths they take inside the project when the test runs. */
    tests: z.string(),
    test_files: z.array(z.string()).min(1),
    /** The test scene Godot runs, as res:// path. */
    test_scene: z.string(),
    /** Folder holding the ground-truth project, when the task came with one. */
    ground_truth: z.string().nullable(),
  }),
  verdict: z.object({
    kind: z.literal('nonce-result-file'),
    /** The printed markers the test's own script uses; Playsmith replaces them and does not believe them. */
    markers: z.object({ passed: z.string(), failed: z.string() }),
  }),
});
export type EditTask = z.infer<typeof EditTaskSchema>;

/** What the wrapped test writes to the result file outside the project. */
export const EditVerdictFileSchema = z.object({ nonce: z.string().min(16), passed: z.boolean() });
export type EditVerdictFile = z.infer<typeof EditVerdictFileSchema>;
