#!/usr/bin/env node
// The `playsmith` command. Runs on any Node: it sets up the project's toolchain (see toolchain.js)
// and runs the TypeScript CLI on Node >= 22.
import { join } from 'node:path';
import { projectRoot, runWithToolchain } from './toolchain.js';

runWithToolchain('node', [join(projectRoot, 'src', 'cli', 'main.ts'), ...process.argv.slice(2)], {
  watchedByChild: true,
});
