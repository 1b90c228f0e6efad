// The bench part's public face: metrics over bench records, and the report of a run folder.
export * from './metrics.ts';
export { BenchReportError, loadBenchRun, type BenchRun, type SampleArtefacts } from './report/load.ts';
export { defaultReportFile, writeBenchReport, type BenchReportWritten } from './report/write.ts';
