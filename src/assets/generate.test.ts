import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { PNG } from 'pngjs';
import wavefile from 'wavefile';
import { PLATFORMER_REGISTRY, TOPDOWN_REGISTRY } from './examples.ts';
import { AssetGenerationError, generateAssets, generateGameAssets } from './generate.ts';
import { PACK_SECTION, PACK_URL, type PackEntry } from './pack.ts';
import { parseAssetRegistry } from './registry.ts';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'playsmith-assets-'));
  dirs.push(d);
  return d;
};

const platformer = parseAssetRegistry(PLATFORMER_REGISTRY);
const topdown = parseAssetRegistry(TOPDOWN_REGISTRY);

function hashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(join(dir, 'public', 'assets')).sort())
    out[name] = createHash('sha256')
      .update(readFileSync(join(dir, 'public', 'assets', name)))
      .digest('hex');
  return out;
}

const first = tempDir();
const result = generateAssets(platformer, { seed: 7, outDir: first });

test('pack keys == registry keys == files on disk, for every family', () => {
  const registryKeys = platformer.assets
    .flatMap((a) => [a.key, ...(a.type === 'tileset' ? (a.maps ?? []).map((m) => m.key) : [])])
    .sort();
  const pack = JSON.parse(readFileSync(join(first, 'public', 'assets', 'asset-pack.json'), 'utf8')) as Record<
    string,
    { files: PackEntry[] }
  >;
  const entries = pack[PACK_SECTION]!.files;
  assert.deepEqual(entries.map((e) => e.key).sort(), registryKeys);
  const onDisk = readdirSync(join(first, 'public', 'assets')).filter(
    (n) => n !== 'asset-pack.json' && !n.endsWith('.abc'),
  );
  assert.deepEqual(onDisk.map((n) => n.replace(/\.(png|wav|json)$/, '')).sort(), registryKeys);
  for (const e of entries) assert.ok(existsSync(join(first, 'public', e.url)), `${e.key}: ${e.url} is missing`);
  const families = new Set(entries.map((e) => e.type));
  assert.deepEqual([...families].sort(), ['audio', 'image', 'spritesheet', 'tilemapTiledJSON']);
  const abc = readdirSync(join(first, 'public', 'assets'))
    .filter((n) => n.endsWith('.abc'))
    .map((n) => n.slice(0, -4))
    .sort();
  assert.deepEqual(
    abc,
    platformer.assets
      .filter((a) => a.type === 'audio')
      .map((a) => a.key)
      .sort(),
    'every sound has its ABC source beside it',
  );
  assert.deepEqual(result.stale, []);
  assert.equal(
    result.totalBytes,
    result.files.reduce((s, f) => s + f.bytes, 0),
  );
});

test('the same registry and seed give byte-identical files; another seed gives other files', () => {
  const second = tempDir();
  generateAssets(platformer, { seed: 7, outDir: second });
  assert.deepEqual(hashes(second), hashes(first));
  const other = tempDir();
  generateAssets(platformer, { seed: 8, outDir: other });
  const a = hashes(first);
  const b = hashes(other);
  assert.ok(Object.keys(a).filter((k) => a[k] !== b[k]).length >= 5, 'a new seed changes the art and music');
});

test('image sizes follow the registry: strips of frames, tileset grids, background sizes', () => {
  const size = (name: string) => {
    const p = PNG.sync.read(readFileSync(join(first, 'public', 'assets', name)));
    return [p.width, p.height];
  };
  assert.deepEqual(size('player.png'), [16 * 32, 32]);
  assert.deepEqual(size('gem.png'), [4 * 16, 16]);
  assert.deepEqual(size('flag.png'), [32, 48]);
  assert.deepEqual(size('bg-far.png'), [800, 600]);
  assert.deepEqual(size('tiles.png'), [8 * 32, 6 * 32]);
  const top = tempDir();
  generateAssets(topdown, { seed: 1, outDir: top });
  const hero = PNG.sync.read(readFileSync(join(top, 'public', 'assets', 'hero.png')));
  assert.deepEqual([hero.width, hero.height], [5 * 24, 3 * 32], 'top-down: rows front, back, side');
  const dungeon = PNG.sync.read(readFileSync(join(top, 'public', 'assets', 'dungeon.png')));
  assert.deepEqual([dungeon.width, dungeon.height], [8 * 24, 7 * 24]);
});

test('sounds are mono 16-bit 22050 Hz WAVs; the loop lasts its bars exactly', () => {
  const wav = new wavefile.WaveFile(readFileSync(join(first, 'public', 'assets', 'bgm.wav')));
  const fmt = wav.fmt as { numChannels: number; sampleRate: number; bitsPerSample: number };
  assert.deepEqual([fmt.numChannels, fmt.sampleRate, fmt.bitsPerSample], [1, 22050, 16]);
  const samples = (wav.data as { chunkSize: number }).chunkSize / 2;
  assert.equal(samples, 8 * 2 * 22050, '8 bars of 4/4 at 120 bpm');
});

test('a registry with its own ABC plays it; broken ABC names the asset, line and column', () => {
  const dir = tempDir();
  const ok = parseAssetRegistry({
    version: 1,
    assets: [{ type: 'audio', key: 'tune', kind: 'sfx', sfx: 'win', abc: 'X:1\nT:Mine\nK:C\nCEGc|' }],
  });
  generateAssets(ok, { seed: 1, outDir: dir });
  assert.equal(readFileSync(join(dir, 'public', 'assets', 'tune.abc'), 'utf8'), 'X:1\nT:Mine\nK:C\nCEGc|');
  const bad = parseAssetRegistry({
    version: 1,
    assets: [{ type: 'audio', key: 'theme', kind: 'music', abc: 'X:1\nM:4/4\nK:C\nCDE$|' }],
  });
  assert.throws(
    () => generateAssets(bad, { seed: 1, outDir: dir }),
    (e: Error) =>
      e instanceof AssetGenerationError &&
      /audio "theme": its ABC source, line 4, column 4: unexpected "\$"/.test(e.message),
  );
  const short = parseAssetRegistry({
    version: 1,
    assets: [{ type: 'audio', key: 'loop', kind: 'music', abc: 'X:1\nM:4/4\nL:1/4\nK:C\nCDE|' }],
  });
  assert.throws(
    () => generateAssets(short, { seed: 1, outDir: dir }),
    /audio "loop": a loop must last a whole number of bars; this tune lasts 0.75 bars/,
  );
});

test('generateGameAssets points assets.json at the pack and reports files the registry no longer names', () => {
  const game = tempDir();
  writeFileSync(join(game, 'assets.json'), JSON.stringify({ ...TOPDOWN_REGISTRY, note: undefined }));
  const r = generateGameAssets(game, { seed: 3 });
  assert.equal(r.registryUpdated, true);
  const json = JSON.parse(readFileSync(join(game, 'assets.json'), 'utf8'));
  assert.equal(json.pack, PACK_URL);
  assert.deepEqual(
    json.assets,
    JSON.parse(JSON.stringify(TOPDOWN_REGISTRY.assets)),
    'the rest of the registry is kept',
  );
  writeFileSync(
    join(game, 'assets.json'),
    JSON.stringify({ ...json, assets: json.assets.filter((a: { key: string }) => a.key !== 'chest') }),
  );
  const again = generateGameAssets(game, { seed: 3 });
  assert.equal(again.registryUpdated, false);
  assert.deepEqual(again.stale, ['public/assets/chest.png']);
});
