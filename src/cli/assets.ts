// `playsmith assets generate <game-folder> [--seed N] [--json]` and `playsmith assets preview <game-folder> [--out
// file]`: make a game's assets from its assets.json, and look at them on one page.
import type { Command } from 'commander';
import { generateGameAssets, writeContactSheet, type GenerateResult } from '../assets/index.ts';
import { progressDisplay } from './progress.ts';
import { configFor, parseWholeNumber, printJson } from './usage.ts';

export function registerAssets(program: Command): void {
  const assets = program
    .command('assets')
    .description("make a game's images, tilemaps, music and sound from its assets.json, and preview them");
  assets
    .command('generate')
    .description(
      'write every asset of <game-folder>/assets.json into public/assets/ with a Phaser pack file, and point ' +
        'assets.json at the pack',
    )
    .argument('<game-folder>', 'a game folder with an assets.json')
    .option('--seed <n>', 'seed for the art and music (default: config seed)', parseWholeNumber('--seed'))
    .option('--json', 'print what was written as JSON')
    .action((folder: string, flags: { seed?: number; json?: boolean }, command: Command) => {
      const seed = flags.seed ?? configFor(command).config.seed;
      const progress = progressDisplay(process.stderr, flags.json === true && !process.stderr.isTTY);
      const started = performance.now();
      let result: ReturnType<typeof generateGameAssets>;
      try {
        result = generateGameAssets(folder, { seed, onProgress: progress.onProgress });
      } finally {
        progress.done();
      }
      const ms = Math.round(performance.now() - started);
      if (flags.json) printJson({ ...result, wallMs: ms });
      else process.stdout.write(formatGenerate(result, folder, ms));
    });
  assets
    .command('preview')
    .description('write an HTML contact sheet of every image, animation strip, tilemap and sound of a game')
    .argument('<game-folder>', 'a game folder with an assets.json and generated assets')
    .option('--out <file>', 'where to write the page (default: <game-folder>/asset-preview.html)')
    .action((folder: string, flags: { out?: string }) => {
      const sheet = writeContactSheet(folder, flags.out ? { out: flags.out } : {});
      const missing = sheet.missing.length
        ? `; missing: ${sheet.missing.join(', ')} (run playsmith assets generate ${folder})`
        : '';
      process.stdout.write(
        `wrote ${sheet.file} (${(sheet.bytes / 1024).toFixed(0)} KB, ${sheet.shown.length} assets shown${missing})\n`,
      );
      if (sheet.missing.length) process.exitCode = 1;
    });
}

function formatGenerate(
  r: GenerateResult & { registryFile: string; registryUpdated: boolean },
  folder: string,
  ms: number,
): string {
  const byKind = new Map<string, { n: number; bytes: number }>();
  for (const f of r.files) {
    const k = byKind.get(f.kind) ?? { n: 0, bytes: 0 };
    byKind.set(f.kind, { n: k.n + 1, bytes: k.bytes + f.bytes });
  }
  const lines = [
    `generated ${r.files.length} files (${(r.totalBytes / 1024).toFixed(0)} KB) for ${folder} with seed ` +
      `${r.seed} in ${(ms / 1000).toFixed(2)} s`,
    ...[...byKind.entries()].map(
      ([kind, { n, bytes }]) =>
        `  ${kind.padEnd(11)} ${String(n).padStart(3)}  ${(bytes / 1024).toFixed(1).padStart(8)} KB`,
    ),
    `pack       ${r.packPath}` +
      `${r.registryUpdated ? ` (assets.json now loads it: "pack": "assets/asset-pack.json")` : ''}`,
    ...r.stale.map((s) => `note       ${s} is not in the registry any more; delete it if nothing else uses it`),
  ];
  return `${lines.join('\n')}\n`;
}
