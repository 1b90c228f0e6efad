import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { AssetRegistryError, parseAssetRegistry, readAssetRegistry } from './registry.ts';

const contractExample = {
  version: 1,
  palette: ['#1d2b53', '#7e2553'],
  theme: ['forest', 'fox'],
  assets: [
    {
      type: 'spritesheet',
      key: 'player',
      role: 'player',
      description: 'fox hero',
      view: 'side',
      frameWidth: 32,
      frameHeight: 32,
      animations: [
        { name: 'idle', frames: 2, frameRate: 4, repeat: -1 },
        { name: 'run', frames: 4, frameRate: 10, repeat: -1 },
        { name: 'jump', frames: 1, frameRate: 1, repeat: 0 },
      ],
    },
    { type: 'image', key: 'gem', role: 'pickup', description: 'green gem', width: 16, height: 16 },
    {
      type: 'background',
      key: 'bg-far',
      description: 'distant hills',
      width: 800,
      height: 600,
      tileable: true,
      parallax: 0.2,
    },
    { type: 'tileset', key: 'tiles', description: 'grass ground', tileSize: 32, mode: 'blob47' },
    { type: 'audio', key: 'bgm', kind: 'music', description: 'cheerful loop', mood: 'cheerful', tempo: 120 },
    { type: 'audio', key: 'sfx-jump', kind: 'sfx', description: 'jump', sfx: 'jump' },
  ],
};

function problems(json: unknown): string {
  try {
    parseAssetRegistry(json);
  } catch (e) {
    assert.ok(e instanceof AssetRegistryError);
    return e.message;
  }
  assert.fail('expected the registry to be refused');
}

test('the example from ASSETS-CONTRACT.md parses, with defaults filled in', () => {
  const r = parseAssetRegistry(contractExample);
  assert.equal(r.assets.length, 6);
  const bgm = r.assets.find((a) => a.key === 'bgm');
  assert.ok(bgm?.type === 'audio' && bgm.kind === 'music');
  assert.equal(bgm.bars, 8);
  const tiles = r.assets.find((a) => a.key === 'tiles');
  assert.ok(tiles?.type === 'tileset' && tiles.maps === undefined);
});

test('an unknown asset type is refused, naming the entry and the known types', () => {
  const msg = problems({ version: 1, assets: [{ type: 'sprite', key: 'hero' }] });
  assert.equal(
    msg,
    'assets.json: assets[0] ("hero").type: unknown asset type "sprite"; known types: spritesheet, image, ' +
      'background, tileset, audio',
  );
});

test('a bad field names the entry by key and the field, with the value it got', () => {
  const msg = problems({
    version: 1,
    assets: [{ type: 'image', key: 'gem', role: 'pickup', width: '16px', height: 16 }],
  });
  assert.equal(msg, 'assets.json: assets[0] ("gem").width: expected a whole number of pixels, got "16px"');
  const typo = problems({ version: 1, assets: [{ type: 'image', key: 'gem', widht: 16, width: 16, height: 16 }] });
  assert.match(typo, /assets\[0\] \("gem"\): unknown field "widht"/);
  const frames = problems({
    version: 1,
    assets: [{ ...contractExample.assets[0], animations: [{ name: 'run', frames: 0 }] }],
  });
  assert.match(frames, /assets\[0\] \("player"\)\.animations\[0\] \("run"\)\.frames: expected at least 1 frame, got 0/);
  const sfx = problems({ version: 1, assets: [{ type: 'audio', key: 'boom', kind: 'sfx', sfx: 'explode' }] });
  assert.match(sfx, /assets\[0\] \("boom"\)\.sfx: .*"jump".*got "explode"/);
  const kind = problems({ version: 1, assets: [{ type: 'audio', key: 'bgm', kind: 'song' }] });
  assert.match(kind, /assets\[0\] \("bgm"\)\.kind: audio needs "kind": "music" or "sfx", got "song"/);
});

test('duplicate keys (ignoring case, maps included) and duplicate animation names are refused', () => {
  const msg = problems({
    version: 1,
    assets: [
      { type: 'image', key: 'gem', width: 8, height: 8 },
      { type: 'tileset', key: 'tiles', tileSize: 16, maps: [{ key: 'GEM', layout: ['#'] }] },
    ],
  });
  assert.match(msg, /assets\[1\] \("tiles"\)\.maps\[0\] \("GEM"\)\.key: key "GEM" is already used by assets\[0\]/);
  const anim = problems({
    version: 1,
    assets: [
      {
        ...contractExample.assets[0],
        animations: [
          { name: 'run', frames: 2 },
          { name: 'run', frames: 3 },
        ],
      },
    ],
  });
  assert.match(anim, /animations\[1\] \("run"\)\.name: animation "run" appears twice/);
});

test('a key that could not be a file name is refused', () => {
  assert.match(
    problems({ version: 1, assets: [{ type: 'image', key: '../evil', width: 8, height: 8 }] }),
    /\.key: expected a key of letters, digits/,
  );
});

test('an ASCII layout with ragged rows or an unknown character names row and column', () => {
  const msg = problems({
    version: 1,
    assets: [
      {
        type: 'tileset',
        key: 'tiles',
        tileSize: 16,
        maps: [{ key: 'level-1', layout: ['#..#', '#P', '#.x#'], markers: { P: 'player' } }],
      },
    ],
  });
  assert.match(msg, /maps\[0\] \("level-1"\)\.layout\[1\]: row 2 is 2 characters long but row 1 is 4/);
  assert.match(
    msg,
    /layout\[2\]: row 3, column 3: unknown character "x"; add it to "legend" \(solid or empty\) or "markers"/,
  );
});

test('readAssetRegistry names the file for missing files, bad JSON and bad entries', () => {
  const dir = mkdtempSync(join(tmpdir(), 'playsmith-registry-'));
  try {
    assert.throws(() => readAssetRegistry(dir), /assets\.json: no asset registry here/);
    writeFileSync(join(dir, 'assets.json'), '{ "version": 1, "assets": [ }');
    assert.throws(
      () => readAssetRegistry(dir),
      (e: Error) =>
        e instanceof AssetRegistryError &&
        e.message.includes(join(dir, 'assets.json')) &&
        /not valid JSON/.test(e.message),
    );
    writeFileSync(join(dir, 'assets.json'), JSON.stringify({ version: 2, assets: [] }));
    assert.throws(() => readAssetRegistry(dir), /assets\.json: version: .*got 2/);
    writeFileSync(join(dir, 'assets.json'), JSON.stringify(contractExample));
    assert.equal(readAssetRegistry(dir).registry.assets.length, 6);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
