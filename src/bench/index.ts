// The bench part's public face: suites, systems, the runner, the run folder's store, the metrics over its records and
// the report. The CLI imports only this.
export { BenchInputError } from './errors.ts';
export { loadSuite, SUITE_FILE, SUITE_SCHEMA, SuiteFileSchema, type Suite, type LoadedTask } from './suite.ts';
export { BENCH_KINDS, type BenchKind, type SampleContext, type SampleOutcome } from './kinds/index.ts';
export {
  BENCH_CONFIG_FILE,
  BenchConfigSchema,
  BUILTIN_SYSTEMS,
  DEFAULT_SYSTEM,
  loadBenchBackend,
  loadBenchConfig,
  resolveSystems,
  type BenchSystem,
} from './systems.ts';
export { AgentUsageSchema, INSTRUCTIONS_FILE, readAgentUsage, USAGE_FILE, type AgentUsage } from './command.ts';
export { LOCAL_BACKEND, parseBackend, type BenchBackend } from './distributed/backend.ts';
export type { JobTimes, QueueStats } from './distributed/producer.ts';
export {
  DEFAULT_LOCK_MS,
  DEFAULT_STALLED_MS,
  startBenchWorker,
  type BenchWorker,
  type BenchWorkerEvent,
} from './distributed/worker.ts';
export type { EditTest, EditTestGame } from './edit/test-jobs.ts';
export { benchCacheDir } from './cache.ts';
export { INFRA_RETRIES } from './sample.ts';
export {
  runBench,
  shardTasks,
  type BenchProgress,
  type BenchRunSummary,
  type RunBenchOptions,
} from './runner.ts';
export { readRecords, RESULTS_FILE, TIMINGS_FILE } from './results-file.ts';
export {
  readRunFile,
  RUN_FILE,
  RunFileSchema,
  SAMPLES_DIR,
  sampleFolder,
  type RunFile,
  type Shard,
} from './run-folder.ts';
export { buildIndex, INDEX_FILE, mergeRuns } from './store.ts';
export * from './metrics.ts';
export { BenchReportError, loadBenchRun, type BenchRun, type SampleArtefacts } from './report/load.ts';
export { defaultReportFile, writeBenchReport, type BenchReportWritten } from './report/write.ts';
