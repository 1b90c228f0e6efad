// Writes the rulebook template's example game from a library rulebook (default rulebooks/breakout.json): its
// rulebook.json, the assets.json it needs, its title, and the golden path the planner proves. `--check` writes
// nothing and exits 1 when the template's files differ from what it would write (test/templates runs it).
//
//   node scripts/rulebook-template.ts [--check] [library-file]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rulebookAssets } from '../src/rulebook/assets.ts';
import { RulebookEngine } from '../src/rulebook/engine.ts';
import { planRulebook } from '../src/rulebook/plan/index.ts';
import { TEMPLATE_DIR } from '../src/rulebook/project.ts';
import { PROJECT_ROOT } from '../src/shared/index.ts';

const args = process.argv.slice(2);
const check = args.includes('--check');
const source = args.find((a) => !a.startsWith('--')) ?? join(PROJECT_ROOT, 'rulebooks', 'breakout.json');
const rulebook = JSON.parse(readFileSync(source, 'utf8')) as { title: string };
const engine = new RulebookEngine(rulebook);
const plan = planRulebook(rulebook, { seed: 1 });
if (!plan.goldenPath) {
  process.stderr.write(`rulebook-template: the planner did not win ${source}: ${plan.levels.at(-1)?.reason}\n`);
  process.exit(1);
}
const configFile = join(TEMPLATE_DIR, 'src', 'gameConfig.json');
const config = JSON.parse(readFileSync(configFile, 'utf8')) as { game: { title: { value: string } } };
config.game.title.value = rulebook.title;
const wanted: [string, string][] = [
  ['rulebook.json', `${JSON.stringify(rulebook, null, 2)}\n`],
  ['assets.json', `${JSON.stringify(rulebookAssets(engine.book), null, 2)}\n`],
  ['golden-path.json', `${JSON.stringify(plan.goldenPath, null, 2)}\n`],
  ['src/gameConfig.json', `${JSON.stringify(config, null, 2)}\n`],
];
let differs = 0;
for (const [file, text] of wanted) {
  const path = join(TEMPLATE_DIR, file);
  let current: string | undefined;
  try {
    current = readFileSync(path, 'utf8');
  } catch {}
  if (current === text) continue;
  differs++;
  if (check) process.stdout.write(`templates/rulebook/${file}: differs from what ${source} gives\n`);
  else writeFileSync(path, text);
}
if (check && differs) process.exit(1);
process.stdout.write(`rulebook-template: ${check ? 'checked' : 'wrote'} ${wanted.length} files (${differs} differ)\n`);
