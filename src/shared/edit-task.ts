// An `edit` task (DESIGN.md, Suites): a start state an agent works in, an instruction, and hidden material it never
// sees (the test, the ground truth). A Godot task folder is written by `playsmith godot import` from a GameDevBench
// task; a web task is an entry of a bench edit suite (suites/edit-starter). The verdict comes from a result file
// holding the run's nonce, never from a line the code under test could print.
import { z } from 'zod';

export const EDIT_TASK_SCHEMA = 'playsmith.edit-task/1';
/** The file name of an edit task's description inside its folder. */
export const EDIT_TASK_FILE = 'task.json';

export const EditDifficultySchema = z.enum(['easy', 'medium', 'hard']);

export const EditTaskSchema = z.object({
  schema: z.literal(EDIT_TASK_SCHEMA),
  kind: z.literal('edit'),
  id: z.string().min(1),
  name: z.string(),
  instruction: z.string().min(1),
  difficulty: EditDifficultySchema.nullable(),
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

/**
 * A web edit task as a bench edit suite lists it (paths inside the suite folder): the start game is visible, the test
 * and the reference solution are hidden. The test is a TypeScript module Playsmith's test runner imports in a child
 * process and hands the game, opened through the harness (docs/bench.md, "edit").
 */
export const WebEditTaskSchema = z.object({
  instruction: z.string().min(1),
  difficulty: EditDifficultySchema.nullable().default(null),
  /** The skills the task exercises (gameplay, ui-text, input, config, …), for breakdowns. */
  tags: z.array(z.string().min(1)).default([]),
  /** The start project: a game folder, copied into the workspace under its own name. */
  game: z.string().min(1),
  /** The hidden test module (.ts): its default export gets the running game and throws when the edit is wrong. */
  test: z.string().min(1),
  /** The hidden reference solution (an EditSolutionSchema JSON file): edits that turn the start game into a pass. */
  solution: z.string().min(1),
});
export type WebEditTask = z.infer<typeof WebEditTaskSchema>;

export const EDIT_SOLUTION_SCHEMA = 'playsmith.edit-solution/1';

/** A reference solution as text replacements in the start game's files; each `find` occurs exactly once there. */
export const EditSolutionSchema = z.object({
  schema: z.literal(EDIT_SOLUTION_SCHEMA),
  edits: z
    .array(z.object({ file: z.string().min(1), find: z.string().min(1), replace: z.string() }))
    .min(1, 'a solution changes at least one file'),
});
export type EditSolution = z.infer<typeof EditSolutionSchema>;

/**
 * What the test runner writes to the result file outside the project: the run's nonce and the verdict, and (web tasks)
 * why it failed and how long the test took.
 */
export const EditVerdictFileSchema = z.object({
  nonce: z.string().min(16),
  passed: z.boolean(),
  reason: z.string().optional(),
  wallMs: z.number().optional(),
});
export type EditVerdictFile = z.infer<typeof EditVerdictFileSchema>;
