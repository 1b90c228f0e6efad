// The README's main job until `playsmith make` exists: check the machine, put a small example game
// (the contract fixture: a platformer with the Game Contract) into the results folder, and run it
// headlessly for 30 s of game time with the full record: trace, behaviour, screenshots.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBrowser } from '../src/harness/index.ts';
import { loadConfig, PROJECT_ROOT } from '../src/shared/index.ts';
import { fixtureGame } from '../test/fixtures/games.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
const loaded = loadConfig();
ensureBrowser({ configuredPath: loaded.config.browser.path, onProgress: (line) => say(`playsmith demo: ${line}`) });
const game = join(loaded.resultsDir, 'example-game');
rmSync(game, { recursive: true, force: true });
cpSync(await fixtureGame('contract'), game, { recursive: true });
const out = join(loaded.resultsDir, 'example-run');
say(`playsmith demo: example game copied to ${game}`);
const cli = join(PROJECT_ROOT, 'src', 'cli', 'main.ts');
const r = spawnSync(process.execPath, [cli, 'run', game, '--seconds', '30', '--screenshot-every', '10000', '--out', out], { stdio: 'inherit' });
if (r.status === 0) {
  say('');
  say(`Look at the screenshots in ${out}; trace.jsonl is the full record and run.json the summary.`);
  say(`Play it yourself: serve ${game} with any static file server (e.g. python3 -m http.server -d ${game}) and open it in a browser.`);
}
process.exit(r.status ?? 1);
