// An example agent for qa tasks: runs Playsmith's own offline explorer on the game it was given and leaves its bug
// reports (bugs.md, qa.json) at the workspace root. A real agent plays the game with its model and writes its own.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { instructions, readText, reportUsage, writeText } from './usage.mjs';

const game =
  /`([^`/]+)\/`/.exec(instructions())?.[1] ?? readdirSync('.').find((n) => existsSync(join(n, 'index.html')));
if (!game) throw new Error('INSTRUCTIONS.md names no game folder');
const playsmith = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'playsmith.js');
const steps = process.env.EXAMPLE_QA_STEPS ?? '60';
const seed = process.env.PLAYSMITH_SEED ?? '1';
const run = spawnSync(process.execPath, [playsmith, 'qa', game, '--steps', steps, '--seed', seed, '--out', 'qa-run'], {
  stdio: 'inherit',
});
// qa exits 1 when it confirmed a bug: that is a finding, not a failure of the agent.
if (run.status !== 0 && run.status !== 1) {
  reportUsage();
  process.exit(run.status ?? 1);
}
for (const file of ['bugs.md', 'qa.json']) writeText(file, readText(join('qa-run', file)));
reportUsage();
