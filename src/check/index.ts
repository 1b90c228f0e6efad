// The check part's public face: the deterministic verification pipeline (L1–L3b) and its scores.
export { buildGame, BuildResultSchema, BuildDiagnosticSchema, type BuildResult, type BuildDiagnostic, type BuildOptions } from './build.ts';
export { checkIntegrity, IntegrityResultSchema, IntegrityIssueSchema, type IntegrityResult, type IntegrityIssue } from './integrity.ts';
export { measureStructure } from './structure.ts';
export * from './scores.ts';
