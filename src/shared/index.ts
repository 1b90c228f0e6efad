export * from './config.ts';
export * from './version.ts';
export * from './progress.ts';
export * from './cleanup.ts';
