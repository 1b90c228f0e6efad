// Measures, for each kind of game both a bespoke mode and a library rulebook can make, which one honours more of what
// a person asked: every make-fidelity prompt of such a kind is made both ways (make --via mode, --via rulebook; L1–L3a,
// golden path and play test), and the share of the suite's phrases each game honours is recorded with whether it won.
// With --write the figures become src/make/rulebook/route-choice.json, which make reads to choose (choice.ts).
// Usage: node scripts/route-choice.ts [--suite make-fidelity] [--seed N] [--only id,id] [--out DIR] [--write]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { closeOnStop, watchLifetime } from '../src/cli/lifetime.ts';
import { LazyBrowser } from '../src/harness/index.ts';
import { contestedKind, makeGame, ROUTE_CHOICE_FILE, type RouteChoice, RouteChoiceSchema } from '../src/make/index.ts';
import { PROJECT_ROOT } from '../src/shared/index.ts';
import { personShare, readSuite } from './suite.ts';

const { values } = parseArgs({
  options: {
    suite: { type: 'string', default: 'make-fidelity' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string' },
    out: { type: 'string' },
    write: { type: 'boolean', default: false },
  },
});
const seed = Number(values.seed);
const only = values.only ? new Set(values.only.split(',')) : undefined;
const contested = readSuite(values.suite, only).prompts.flatMap((p) => {
  const kind = contestedKind(p.prompt);
  return kind && p.phrases?.length ? [{ ...p, contested: kind }] : [];
});
if (!contested.length) throw new Error('no prompt of the suite names a kind both a mode and a rulebook make');

const outRoot = resolve(values.out ?? join(PROJECT_ROOT, 'playsmith-results', 'route-choice', `seed${seed}`));
mkdirSync(outRoot, { recursive: true });
const browser = new LazyBrowser();
watchLifetime();
closeOnStop(browser);
const kinds: RouteChoice['kinds'] = {};
try {
  for (const p of contested) {
    const side = async (via: 'mode' | 'rulebook') => {
      const out = join(outRoot, `${p.id}-${via}`);
      rmSync(out, { recursive: true, force: true });
      const started = performance.now();
      try {
        const r = await makeGame(p.prompt, {
          outDir: out,
          seed,
          viewport: { width: 800, height: 600 },
          browser,
          skipBehaviour: 'route-choice: the choice is by the phrases honoured',
          via,
        });
        const row = {
          share: personShare(p, r) ?? 0,
          won: r.pass && r.goldenPath.won,
          wallMs: Math.round(performance.now() - started),
        };
        process.stderr.write(`  ${via}: share ${row.share}, ${row.won ? 'won' : 'NOT won'}: ${r.summary}\n`);
        return row;
      } catch (error) {
        process.stderr.write(`  ${via}: make failed: ${(error as Error).message}\n`);
        return { share: 0, won: false, wallMs: Math.round(performance.now() - started) };
      }
    };
    process.stderr.write(`${p.id} (${p.contested}): ${p.prompt}\n`);
    const mode = await side('mode');
    const rulebook = await side('rulebook');
    (kinds[p.contested] ??= []).push({ id: p.id, prompt: p.prompt, mode, rulebook });
  }
} finally {
  await browser.close();
}
const table: RouteChoice = RouteChoiceSchema.parse({
  schema: 'playsmith.route-choice/1',
  command:
    `node scripts/route-choice.ts --suite ${values.suite} --seed ${seed}` +
    `${values.only ? ` --only ${values.only}` : ''}`,
  seed,
  kinds: Object.fromEntries(Object.entries(kinds).sort(([a], [b]) => a.localeCompare(b))),
});
process.stdout.write(
  '| kind | prompt | mode share | rulebook share | mode s | rulebook s |\n| --- | --- | --- | --- | --- | --- |\n',
);
for (const [kind, rows] of Object.entries(table.kinds))
  for (const r of rows)
    process.stdout.write(
      `| ${kind} | ${r.id} | ${r.mode.share}${r.mode.won ? '' : ' (not won)'} | ${r.rulebook.share}` +
        `${r.rulebook.won ? '' : ' (not won)'} | ${(r.mode.wallMs / 1000).toFixed(1)} | ` +
        `${(r.rulebook.wallMs / 1000).toFixed(1)} |\n`,
    );
if (values.write) {
  writeFileSync(fileURLToPath(ROUTE_CHOICE_FILE), `${JSON.stringify(table, null, 2)}\n`);
  process.stdout.write(`wrote ${fileURLToPath(ROUTE_CHOICE_FILE)}\n`);
}
