// Shared concepts every part may import, and that import nothing of the parts: configuration, versions, progress,
// the error model, the Game Contract, archetypes, the GDD and asset-registry formats, the versioned results, the edit
// task folder format, and the one rule for reading a project's files.
export * from './config.ts';
export * from './version.ts';
export * from './progress.ts';
export * from './errors.ts';
export * from './archetype.ts';
export * from './contract.ts';
export * from './state-condition.ts';
export * from './behaviour.ts';
export * from './asset-registry.ts';
export * from './gdd.ts';
export * from './results/index.ts';
export * from './game-config.ts';
export * from './cleanup.ts';
export * from './edit-task.ts';
export { chooseSeeded, seededRandom } from './random.ts';
export * from './masking.ts';
export * from './project-files.ts';
export { countWord, NUMBER_WORDS } from './number-words.ts';
export { wordEntry } from './word-table.ts';
