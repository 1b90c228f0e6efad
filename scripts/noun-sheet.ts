// Renders the contact sheet of every part-drawn noun (src/assets/recipes) to a PNG, to look at them as a player
// would see them.
//
//   node scripts/noun-sheet.ts <out.png> [--scale 3] [--columns 5] [--theme meadow]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { recipeSheet } from '../src/assets/index.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    scale: { type: 'string', default: '3' },
    columns: { type: 'string', default: '5' },
    theme: { type: 'string', default: 'meadow' },
  },
});
const out = positionals[0];
if (!out) {
  process.stderr.write('usage: node scripts/noun-sheet.ts <out.png> [--scale 3] [--columns 5] [--theme meadow]\n');
  process.exit(2);
}
const png = recipeSheet({ scale: Number(values.scale), columns: Number(values.columns), theme: [values.theme] });
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, png);
process.stdout.write(`${out}: ${png.length} bytes\n`);
