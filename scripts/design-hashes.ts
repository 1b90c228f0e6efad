// What make designs for each prompt of the make suites, hashed: the game folder it writes (every file, the template's
// own ones included), its design and its requirements, with no build, check or play. Two versions of make that design
// the same games print the same hashes, so a refactor of make can be shown to change no made game.
//
//   node scripts/design-hashes.ts [--suite make-dev,make-fidelity] [--seed 1] [--out hashes.json]
//   node scripts/design-hashes.ts --diff before.json after.json
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { designGame } from '../src/make/index.ts';
import { makeTempDir, removeTempDir } from '../src/shared/index.ts';
import { readSuite } from './suite.ts';

type Hashes = Record<string, { files: Record<string, string>; gdd: string; requirements: string }>;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    suite: { type: 'string', default: 'make-dev,make-fidelity' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string' },
    diff: { type: 'boolean', default: false },
  },
});

const sha = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/[/\\](node_modules|dist)([/\\]|$)/.test(join(e.parentPath, e.name)))
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

if (values.diff) {
  const [a, b] = positionals;
  if (!a || !b) {
    process.stderr.write('design-hashes: --diff takes two hash files\n');
    process.exit(2);
  }
  const before = JSON.parse(readFileSync(a, 'utf8')) as Hashes;
  const after = JSON.parse(readFileSync(b, 'utf8')) as Hashes;
  let differ = 0;
  for (const id of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const x = before[id];
    const y = after[id];
    if (!x || !y) {
      differ++;
      process.stdout.write(`${id}: only in ${x ? a : b}\n`);
      continue;
    }
    const changed = [...new Set([...Object.keys(x.files), ...Object.keys(y.files)])]
      .sort()
      .filter((f) => x.files[f] !== y.files[f]);
    if (x.gdd !== y.gdd) changed.unshift('(design)');
    if (x.requirements !== y.requirements) changed.unshift('(requirements)');
    if (changed.length) {
      differ++;
      process.stdout.write(`${id}: ${changed.join(', ')}\n`);
    }
  }
  process.stdout.write(`${Object.keys(after).length} prompts, ${differ} designed differently\n`);
  process.exit(differ ? 1 : 0);
}

const seed = Number(values.seed);
const hashes: Hashes = {};
for (const suite of values.suite.split(',')) {
  for (const p of readSuite(suite.trim()).prompts) {
    const tmp = makeTempDir('playsmith-design-hash-');
    try {
      const gameDir = join(tmp, 'game');
      const { gdd, requirements } = await designGame(p.prompt, { gameDir, seed, archetype: p.archetype });
      const files: Record<string, string> = {};
      for (const f of filesOf(gameDir)) files[f] = sha(readFileSync(join(gameDir, f)));
      hashes[p.id] = { files, gdd: sha(JSON.stringify(gdd)), requirements: sha(JSON.stringify(requirements)) };
    } finally {
      removeTempDir(tmp);
    }
  }
}
const text = `${JSON.stringify(hashes, null, 1)}\n`;
if (values.out) writeFileSync(values.out, text);
else process.stdout.write(text);
process.stderr.write(`design-hashes: ${Object.keys(hashes).length} prompts designed\n`);
