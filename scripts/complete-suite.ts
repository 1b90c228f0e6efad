// Writes suites/complete-templates: JamBench Task 2 (2a, 2b, 2c) over the five family templates.
// Each original is frozen into the suite folder (hidden material; a benchmark's tasks must not move when the
// templates do), and every task names its level and mask seed. Run it again only to make a new version of the suite.
//
//   node scripts/complete-suite.ts [--out suites/complete-templates]
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { maskWebProject } from '../src/bench/complete/mask.ts';
import { PROJECT_ROOT } from '../src/shared/index.ts';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'suites/complete-templates' } } });
const out = join(PROJECT_ROOT, values.out);
const SOURCES = ['platformer', 'top_down', 'grid_logic', 'tower_defense', 'ui_heavy'].map((family) => ({
  id: family.replace('_', '-'),
  from: join('templates', family),
  family,
}));
const LEVELS = ['2a', '2b', '2c'] as const;
const MASK_SEED = 1;

rmSync(join(out, 'games'), { recursive: true, force: true });
const tasks = [];
for (const source of SOURCES) {
  const game = join('games', source.id);
  cpSync(join(PROJECT_ROOT, source.from), join(out, game), {
    recursive: true,
    filter: (src) => !['node_modules', 'dist', '.git'].includes(basename(src)),
  });
  for (const level of LEVELS) {
    maskWebProject(join(out, game), level, MASK_SEED); // refuses a game it cannot mask, before the suite is written
    tasks.push({ id: `${source.id}-${level}`, source: game, level, maskSeed: MASK_SEED, family: source.family });
  }
}
mkdirSync(out, { recursive: true });
const suite = {
  schema: 'playsmith.suite/1',
  name: 'complete-templates',
  description:
    'JamBench Task 2 on web games: the five family templates with 30-50 % of function bodies ' +
    'cleared (2a), 30-50 % of scripts removed (2b) or every script removed (2c), mask seed 1; SCS and BAS against ' +
    "each original's own measures.",
  kind: 'complete',
  metrics: ['exec', 'pass', 'play', 'scs', 'bas', 'bh'],
  defaults: { samples: 1, seed: 1 },
  tasks,
};
writeFileSync(join(out, 'suite.json'), `${JSON.stringify(suite, null, 2)}\n`);
console.log(`wrote ${tasks.length} tasks to ${out}`);
