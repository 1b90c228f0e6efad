// Phaser 4 itself loads what the generator writes: the pack file, spritesheets with the registry's
// frame sizes, WAV audio, and the Tiled maps (tile layers through addTilesetImage, markers through
// the object layer), in headless Chromium under the harness.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import {
  autotile,
  BLOB47_MASKS,
  generateAssets,
  parseAssetRegistry,
  PLATFORMER_REGISTRY,
  TOPDOWN_REGISTRY,
  type AssetRegistry,
} from '../src/assets/index.ts';
import { LazyBrowser } from '../src/harness/index.ts';

const root = mkdtempSync(join(tmpdir(), 'playsmith-assets-phaser-'));
const browser = new LazyBrowser();
after(async () => {
  await browser.close();
  rmSync(root, { recursive: true, force: true });
});

/** A page that loads the pack, builds every map and reports what Phaser made of it through the Game Contract. */
const LOADER =
  `
const report = { done: false, textures: {}, audio: {}, maps: {}, anims: {}, loadErrors: [] };
class Probe extends Phaser.Scene {
  constructor() { super('Probe'); }
  preload() {
    this.load.on('loaderror', (file) => report.loadErrors.push(file.key + ' ' + file.url));
    this.load.pack('asset-pack', 'assets/asset-pack.json');
  }
  create() {
    const pack = this.cache.json.get('asset-pack');
    for (const file of pack.assets.files) {
      if (file.type === 'image' || file.type === 'spritesheet') {
        const t = this.textures.get(file.key);
        const src = t.getSourceImage();
        report.textures[file.key] = { exists: this.textures.exists(file.key), frames: t.frameTotal - 1, ` +
  `width: src.width, height: src.height };
      } else if (file.type === 'audio') {
        report.audio[file.key] = this.cache.audio.exists(file.key);
      } else if (file.type === 'tilemapTiledJSON') {
        const map = this.make.tilemap({ key: file.key });
        const tileset = map.addTilesetImage(map.tilesets[0].name);
        const layers = map.layers.map((l) => l.name);
        const made = layers.map((name) => map.createLayer(name, tileset, 0, 0));
        const top = made[made.length - 1];
        const indices = [];
        for (let y = 0; y < map.height; y++) for (let x = 0; x < map.width; x++) ` +
  `{ const t = top.getTileAt(x, y); indices.push(t ? t.index : -1); }
        const objects = map.getObjectLayer('objects').objects.map((o) => [o.name, o.x, o.y]);
        report.maps[file.key] = { width: map.width, height: map.height, layers, indices, ` +
  `objects, tilesetTiles: tileset.total };
      }
    }
    // An animation over frames 2-5 of the first sprite sheet, as the templates build them from the registry.
    const sheet = pack.assets.files.find((f) => f.type === 'spritesheet');
    const run = this.anims.create({ key: sheet.key + '-run', ` +
  `frames: this.anims.generateFrameNumbers(sheet.key, { start: 2, end: 5 }), frameRate: 10, repeat: -1 });
    report.anims[sheet.key + '-run'] = run ? run.frames.length : 0;
    this.add.sprite(100, 100, sheet.key).play(sheet.key + '-run');
    report.done = true;
  }
}
window.__game = new Phaser.Game({ type: Phaser.CANVAS, width: 320, height: 240, parent: 'game', ` +
  `scene: [Probe], audio: { noAudio: false } });
window.__playsmith = { version: 1, meta: () => ({ title: 'asset loader', actions: [] }), state: () => report, ` +
  `text: () => (report.done ? 'loaded' : 'loading') };
`;

function servedGame(name: string, registry: AssetRegistry): string {
  const dir = join(root, name);
  generateAssets(registry, { seed: 11, outDir: dir });
  const pub = join(dir, 'public');
  const require = createRequire(import.meta.url);
  cpSync(join(dirname(require.resolve('phaser/package.json')), 'dist', 'phaser.min.js'), join(pub, 'phaser.js'));
  writeFileSync(
    join(pub, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>' +
      '<div id="game"></div><script src="./phaser.js"></script><script src="./game.js"></script></body></html>',
  );
  writeFileSync(join(pub, 'game.js'), LOADER);
  return pub;
}

interface Report {
  done: boolean;
  textures: Record<string, { exists: boolean; frames: number; width: number; height: number }>;
  audio: Record<string, boolean>;
  maps: Record<
    string,
    {
      width: number;
      height: number;
      layers: string[];
      indices: number[];
      objects: [string, number, number][];
      tilesetTiles: number;
    }
  >;
  anims: Record<string, number>;
  loadErrors: string[];
}

async function load(folder: string): Promise<{ report: Report; errors: string[]; failures: string[] }> {
  const session = await browser.openGame(folder, { seed: 1 });
  try {
    let report: Report | undefined;
    for (let waited = 0; waited < 20_000; waited += 250) {
      await session.runFor(250);
      report = (await session.state()) as unknown as Report | undefined;
      if (report?.done) break;
    }
    return {
      report: report!,
      errors: session.errors.map((e) => e.message),
      failures: session.networkFailures.map((f) => `${f.kind} ${f.url}`),
    };
  } finally {
    await session.close();
  }
}

test(
  'Phaser loads the platformer pack: every texture with its frames, every sound, and the map with ' +
    'autotiles and markers',
  async () => {
    const registry = parseAssetRegistry(PLATFORMER_REGISTRY);
    const { report, errors, failures } = await load(servedGame('platformer', registry));
    assert.deepEqual(errors, []);
    assert.deepEqual(failures, []);
    assert.deepEqual(report.loadErrors, []);
    assert.equal(report.done, true);
    assert.deepEqual(report.textures.player, { exists: true, frames: 16, width: 512, height: 32 });
    assert.deepEqual(report.textures.gem, { exists: true, frames: 4, width: 64, height: 16 });
    assert.deepEqual(report.textures.tiles, { exists: true, frames: 48, width: 256, height: 192 });
    assert.equal(report.textures['bg-far']?.width, 800);
    assert.deepEqual(Object.values(report.audio), [true, true, true, true, true, true, true]);
    assert.equal(report.anims['player-run'], 4);
    const map = report.maps['level-1']!;
    const spec = registry.assets.find((a) => a.type === 'tileset')!.maps![0]!;
    assert.deepEqual([map.width, map.height, map.layers], [25, 8, ['ground']]);
    const expected = autotile(spec.layout.map((row) => [...row].map((c) => c === '#'))).flat();
    // Phaser's tile index is the global id: the frame plus the tileset's firstgid (1).
    assert.deepEqual(
      map.indices,
      expected.map((frame) => (frame < 0 ? -1 : frame + 1)),
      'Phaser reads back the autotiled frame of every cell',
    );
    assert.ok(map.indices.includes(BLOB47_MASKS.indexOf(0xff) + 1));
    assert.deepEqual(
      map.objects.find((o) => o[0] === 'player'),
      ['player', 2 * 32 + 16, 5 * 32 + 16],
      'the player marker at the centre of its tile',
    );
    assert.equal(map.objects.length, 6);
  },
);

test('Phaser loads a top-down floor/walls map: floor layer under an autotiled walls layer', async () => {
  const { report, errors } = await load(servedGame('topdown', parseAssetRegistry(TOPDOWN_REGISTRY)));
  assert.deepEqual(errors, []);
  const room = report.maps['room-1']!;
  assert.deepEqual(room.layers, ['floor', 'walls']);
  assert.equal(room.indices[1 * 10 + 1], -1, 'no wall where the player starts');
  assert.ok(room.indices[0]! > 2, 'wall frames come after the two floor frames (gids 1 and 2)');
  assert.equal(report.anims['hero-run'], 4);
  assert.deepEqual(report.textures.hero, { exists: true, frames: 15, width: 120, height: 96 });
  assert.deepEqual(
    room.objects.map((o) => o[0]),
    ['player', 'enemy', 'chest'],
  );
});
