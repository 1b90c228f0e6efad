// An example agent for edit tasks: handles the change "make a number N instead of M" (or "N ... (it is M now)") in the
// game's config.json, choosing the setting by the words it shares with the instruction; anything else it leaves alone
// and says so. A real agent hands the instruction and the game to its model.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { instructions, readText, reportUsage, writeText } from './usage.mjs';

const text = instructions();
const change = (text.split(/^## The change$/m)[1] ?? '').split(/^## /m)[0].trim();
const wanted =
  /(-?\d+(?:\.\d+)?)\D[^.]*?\binstead of (-?\d+(?:\.\d+)?)/.exec(change) ??
  /(-?\d+(?:\.\d+)?)\D[^(]*\([^)]*?(-?\d+(?:\.\d+)?) now\)/.exec(change);
const game = readdirSync('.', { withFileTypes: true }).find(
  (e) => e.isDirectory() && existsSync(join(e.name, 'config.json')),
);

function words(name) {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

let done = 'left the game as it is: the change is not a number in config.json';
if (wanted && game) {
  const [, to, from] = wanted;
  const file = join(game.name, 'config.json');
  const config = JSON.parse(readText(file));
  const said = new Set(words(change).map((w) => w.replace(/s$/, '')));
  const candidates = Object.entries(config).filter(([, v]) => v === Number(from));
  const score = ([key]) => words(key).filter((w) => said.has(w.replace(/s$/, ''))).length;
  const best = candidates.sort((a, b) => score(b) - score(a))[0];
  if (best) {
    config[best[0]] = Number(to);
    writeText(file, `${JSON.stringify(config, null, 2)}\n`);
    done = `set ${best[0]} from ${from} to ${to} in ${file}`;
  }
}
writeText('agent-notes.md', `${done}\n`);
reportUsage();
