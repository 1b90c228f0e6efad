// The repair part's public face: the closed loop find → repair → re-verify. Confirmed bugs (a qa result or a
// known-bugs file) go to an agent, and each fix is verified by the bug's own replay, L1–L3a and the golden path.
export { type RepairBug, RepairInputError, readRepairBugs } from './bugs.ts';
export { revertMutation } from './offline.ts';
export {
  DEFAULT_REPAIR_ROUNDS,
  REPAIR_RESULT_FILE,
  REPAIR_TRAJECTORY_FILE,
  REPAIRED_GAME_DIR,
  type RepairOptions,
  repairGame,
} from './repair.ts';
export {
  type BugRepair,
  FIX_LEVELS,
  type FixVerification,
  REPAIR_RESULT_SCHEMA,
  REPAIR_STATUSES,
  type RepairResult,
  RepairResultSchema,
  type RepairStatus,
} from './result.ts';
