// Asset benchmark: how long one game's full asset set takes to generate, and how big it is. The set
// is the example platformer registry (player, 2 enemies, 3 pickups, a projectile, a goal, 2
// background layers, a blob-47 tileset with a map, a music loop and 6 sound effects).
//
//   node scripts/bench-assets.ts [--runs 5] [--seed 7] [--json]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateAssets, parseAssetRegistry, PLATFORMER_REGISTRY, type GenerateResult } from '../src/assets/index.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    seed: { type: 'string', default: '7' },
    json: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed) || seed < 0) {
  process.stderr.write('bench-assets: --runs takes a whole number >= 1, --seed a whole number >= 0\n');
  process.exit(2);
}

const registry = parseAssetRegistry(PLATFORMER_REGISTRY);
const wall: number[] = [];
const perType = new Map<string, number[]>();
let last: GenerateResult | undefined;
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'playsmith-bench-assets-'));
  try {
    // Time each asset from one progress event to the next (each event is sent as an asset starts).
    let mark = performance.now();
    let current = '';
    const spent = new Map<string, number>();
    const started = performance.now();
    last = generateAssets(registry, {
      seed,
      outDir: dir,
      onProgress: (e) => {
        const now = performance.now();
        if (current) spent.set(current, (spent.get(current) ?? 0) + now - mark);
        current = e.detail?.split(' ')[0] ?? '';
        mark = now;
      },
    });
    wall.push(performance.now() - started);
    for (const [type, ms] of spent) perType.set(type, [...(perType.get(type) ?? []), ms]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const result = last!;
const bytesByKind: Record<string, { files: number; bytes: number }> = {};
for (const f of result.files) {
  const k = (bytesByKind[f.kind] ??= { files: 0, bytes: 0 });
  k.files++;
  k.bytes += f.bytes;
}
const figures = {
  registry: 'PLATFORMER_REGISTRY (src/assets/examples.ts)',
  assets: registry.assets.length,
  runs,
  seed,
  wallMs: {
    first: Math.round(wall[0]!),
    median: Math.round(median(wall)),
    min: Math.round(Math.min(...wall)),
    max: Math.round(Math.max(...wall)),
  },
  medianMsByType: Object.fromEntries([...perType.entries()].map(([type, ms]) => [type, Math.round(median(ms))])),
  files: result.files.length,
  totalBytes: result.totalBytes,
  bytesByKind,
  node: process.version,
};

if (values.json) process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
else {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const lines = [
    `asset set: ${figures.assets} registry entries -> ${figures.files} files, ${kb(figures.totalBytes)} (seed ` +
      `${seed}, ${runs} run${runs === 1 ? '' : 's'}, Node ${process.version})`,
    `wall time: median ${figures.wallMs.median} ms (first ${figures.wallMs.first} ms, min ` +
      `${figures.wallMs.min}, max ${figures.wallMs.max})`,
    `by type (median ms per run): ${Object.entries(figures.medianMsByType)
      .map(([t, ms]) => `${t} ${ms}`)
      .join(', ')}`,
    ...Object.entries(bytesByKind).map(
      ([kind, { files, bytes }]) => `  ${kind.padEnd(11)} ${String(files).padStart(3)} files ${kb(bytes).padStart(10)}`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
