// Loaded into every test file of `npm run test:fast` (scripts/test.ts --fast): the fast tier starts no process — no
// browser, no build worker, no CLI — so a test that needs one fails here with a line saying where it belongs.
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';

const STARTERS = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;

// With process isolation the runner's own process starts the test files, so only the files (NODE_TEST_CONTEXT set)
// are held; scripts/test.ts runs the tier without isolation (one process per group of files) and says so with
// PLAYSMITH_FAST_TIER.
if (process.env.NODE_TEST_CONTEXT || process.env.PLAYSMITH_FAST_TIER === '1') {
  for (const name of STARTERS) {
    Object.defineProperty(childProcess, name, {
      value: (command: unknown) => {
        throw new Error(
          `the fast test tier starts no process (${name} ${String(command)}); a test that needs a browser, a build ` +
            'or the CLI belongs in a *.e2e.test.ts file',
        );
      },
    });
  }
  syncBuiltinESMExports();
}
