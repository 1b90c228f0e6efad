// Regenerates src/check/reference-means.json: the SCS/BAS archetype means, measured by running `check` over every
// template family's example game (templates/<family>) with one seed. `check` reads the file for games that have no
// --reference. Usage: npm run check:reference-means [-- --seed N]
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  checkGame,
  meansOf,
  REFERENCE_MEANS_FILE,
  ReferenceMeansSchema,
  type ReferenceMeans,
} from '../src/check/index.ts';
import { LazyBrowser } from '../src/harness/index.ts';
import { PROJECT_ROOT, ARCHETYPES } from '../src/shared/index.ts';

const { values } = parseArgs({ options: { seed: { type: 'string', default: '1' } } });
const seed = Number(values.seed);
if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed expects a whole number, got ${values.seed}`);

const templates = join(PROJECT_ROOT, 'templates');
const families = readdirSync(templates)
  .filter(
    (name) => (ARCHETYPES as readonly string[]).includes(name) && existsSync(join(templates, name, 'package.json')),
  )
  .sort();
if (families.length === 0) throw new Error(`no template families under ${templates}`);

const archetypes: ReferenceMeans['archetypes'] = {};
const all: { structure: Parameters<typeof meansOf>[0]; behaviour: Parameters<typeof meansOf>[1]; games: string[] } = {
  structure: [],
  behaviour: [],
  games: [],
};
const browser = new LazyBrowser();
try {
  for (const family of families) {
    const game = `templates/${family}`;
    process.stderr.write(`checking ${game} …\n`);
    const result = await checkGame(join(PROJECT_ROOT, game), {
      seed,
      viewport: { width: 800, height: 600 },
      archetype: family as (typeof ARCHETYPES)[number],
      browser,
    });
    const l3b = result.levels.L3b;
    if (!result.verdict.pass || !result.structure || l3b.status !== 'done')
      throw new Error(`${game} does not pass check (${result.verdict.summary}); fix it before measuring means`);
    const behaviour = { ...l3b.behaviour };
    archetypes[family] = { games: [game], ...meansOf([result.structure], [behaviour]) };
    all.structure.push(result.structure);
    all.behaviour.push(behaviour);
    all.games.push(game);
    process.stderr.write(`  ${result.verdict.summary}; behaviour ${JSON.stringify(archetypes[family]!.behaviour)}\n`);
  }
} finally {
  await browser.close();
}
archetypes.all = { games: all.games, ...meansOf(all.structure, all.behaviour) };
const means = ReferenceMeansSchema.parse({
  schema: 'playsmith.reference-means/1',
  command: 'npm run check:reference-means',
  seed,
  archetypes,
});
writeFileSync(fileURLToPath(REFERENCE_MEANS_FILE), `${JSON.stringify(means, null, 2)}\n`);
process.stdout.write(`wrote ${fileURLToPath(REFERENCE_MEANS_FILE)} (${families.join(', ')} and all)\n`);
