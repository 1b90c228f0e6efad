// L1 and the structure measures over small projects written into temp folders: each broken reference is found with
// file:line, and correct code raises nothing.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { checkIntegrity } from './integrity.ts';
import { measureGameStructure, measureStructure } from './structure.ts';

const made: string[] = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Writes a source project from a map of relative paths to contents. */
function project(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), 'playsmith-l1-'));
  made.push(root);
  const all: Record<string, string | Buffer> = {
    'package.json': '{ "name": "g", "type": "module" }',
    'index.html': '<!doctype html>\n<html><body>\n<script type="module" src="/src/main.ts"></script>\n</body></html>\n',
    ...files,
  };
  for (const [rel, content] of Object.entries(all)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), content);
  }
  return root;
}

const CONFIG = JSON.stringify({
  player: {
    speed: { value: 100, type: 'number', description: 'px/s' },
    jump: { height: { value: 3, type: 'integer', description: 'tiles' } },
  },
});

describe('L1 integrity', () => {
  test('a correct project has no issues and counts what it checked', () => {
    const root = project({
      'public/assets/hero.png': 'png',
      'src/gameConfig.json': CONFIG,
      'src/main.ts': `import Phaser from 'phaser';
import gameConfig from './gameConfig.json';
class Boot extends Phaser.Scene {
  constructor() { super('Boot'); }
  preload() { this.load.image('hero', 'assets/hero.png'); }
  create() {
    this.add.graphics().generateTexture('dot', 4, 4);
    this.add.image(1, 2, 'dot');
    this.add.sprite(1, 2, 'hero');
    this.anims.create({ key: 'hero-run', frames: [] });
    this.add.sprite(0, 0, 'hero').play('hero-run');
    const speed = gameConfig.player.speed.value + gameConfig.player.jump.height.value;
    this.scene.start('Play', { speed });
  }
}
class Play extends Phaser.Scene { constructor() { super({ key: 'Play' }); } }
new Phaser.Game({ width: 800, height: 600, scene: [Boot, Play] });
`,
    });
    const r = checkIntegrity(root);
    assert.deepEqual(r.issues, []);
    assert.equal(r.ok, true);
    assert.equal(r.kind, 'source-project');
    assert.deepEqual(r.counts, { scripts: 1, assetLoads: 1, assetUses: 4, sceneReferences: 1, configReads: 2 });
  });

  test(
    'a missing asset file, an unknown key, an unregistered scene and a missing config key, ' + 'each at file:line',
    () => {
      const root = project({
        'src/gameConfig.json': CONFIG,
        'src/main.ts': `import Phaser from 'phaser';
import gameConfig from './gameConfig.json';
class Boot extends Phaser.Scene {
  constructor() { super('Boot'); }
  preload() {
    this.load.setPath('assets/');
    this.load.image('hero', 'hero.png');
  }
  create() {
    this.add.image(0, 0, 'villain');
    this.scene.start('Credits');
    const g = gameConfig.player.jumpHeight.value;
    const h = gameConfig.player.jump.height.value;
  }
}
class Credits extends Phaser.Scene { constructor() { super('Credits'); } }
const panel = { scene: this, width: 200 };
new Phaser.Game({ width: 800, height: 600, scene: [Boot] });
`,
      });
      const r = checkIntegrity(root);
      assert.equal(r.ok, false);
      const found = r.issues.map((i) => `${i.kind} ${i.file}:${i.line}`);
      assert.deepEqual(found, [
        'missing-asset-file src/main.ts:7',
        'unknown-asset-key src/main.ts:10',
        'unregistered-scene src/main.ts:11',
        'missing-config-key src/main.ts:12',
      ]);
      assert.match(
        r.issues[0]!.message,
        /assets\/hero\.png, which does not exist \(looked for public\/assets\/hero\.png\)/,
      );
      assert.match(r.issues[1]!.message, /"villain".*known: hero/);
      assert.match(r.issues[2]!.message, /not in the game config's scene list \(registered: Boot\)/);
      assert.match(r.issues[3]!.message, /no key "jumpHeight" at that depth \(there: jump, speed\)/);
    },
  );

  test('keys from the asset registry and pack files count as loaded; a pack entry without its file is reported', () => {
    const root = project({
      'assets.json': JSON.stringify({
        version: 1,
        pack: 'assets/asset-pack.json',
        assets: [
          { type: 'spritesheet', key: 'player', animations: [{ name: 'run', frames: 4 }] },
          { type: 'audio', key: 'bgm' },
        ],
      }),
      'public/assets/asset-pack.json': JSON.stringify({
        main: {
          files: [
            { type: 'image', key: 'coin', url: 'assets/coin.png' },
            { type: 'image', key: 'gem', url: 'assets/gem.png' },
          ],
        },
      }),
      'public/assets/coin.png': 'png',
      'src/main.ts': `class Level extends Phaser.Scene {
  constructor() { super('Level'); }
  create() { this.add.sprite(0, 0, 'player').play('player-run'); this.add.image(0, 0, 'coin'); this.sound.play('bgm'); }
}
new Phaser.Game({ type: 0, scene: [Level] });
`,
    });
    const r = checkIntegrity(root);
    assert.deepEqual(
      r.issues.map((i) => i.kind),
      ['missing-asset-file'],
    );
    assert.match(r.issues[0]!.message, /"gem".*assets\/gem\.png, which does not exist/);
    assert.equal(r.issues[0]!.file, 'public/assets/asset-pack.json');
  });

  test(
    "with a registry, textures made from computed keys are the registry's: " + 'an unknown literal key still fails',
    () => {
      const root = project({
        'assets.json': JSON.stringify({ version: 1, assets: [{ type: 'image', key: 'coin' }] }),
        'src/main.ts': `import registry from '../assets.json';
class Level extends Phaser.Scene {
  constructor() { super('Level'); }
  create() { for (const a of registry.assets) this.textures.createCanvas(a.key, 8, 8); \
this.add.image(0, 0, 'coin'); this.add.image(0, 0, 'gem'); }
}
new Phaser.Game({ width: 1, scene: [Level] });
`,
      });
      const r = checkIntegrity(root);
      assert.deepEqual(
        r.issues.map((i) => `${i.kind}:${i.line}`),
        ['unknown-asset-key:4'],
      );
    },
  );

  test(
    "a top-down sheet's animations exist per facing row too, as the template core makes them; " +
      'other suffixes do not',
    () => {
      const root = project({
        'assets.json': JSON.stringify({
          version: 1,
          assets: [
            { type: 'spritesheet', key: 'warden', view: 'top-down', animations: [{ name: 'walk', frames: 4 }] },
            { type: 'spritesheet', key: 'fox', view: 'side', animations: [{ name: 'run', frames: 4 }] },
          ],
        }),
        'src/main.ts': `class Level extends Phaser.Scene {
  constructor() { super('Level'); }
  create() { const s = this.add.sprite(0, 0, 'warden'); s.play('warden-walk'); s.play('warden-walk-side'); \
s.play('warden-walk-back'); s.play('warden-walk-up'); s.play('fox-run-side'); }
}
new Phaser.Game({ width: 1, scene: [Level] });
`,
      });
      const r = checkIntegrity(root);
      assert.deepEqual(
        r.issues.map((i) => `${i.kind}:${i.line}:${/"([^"]+)"/.exec(i.message)?.[1]}`),
        ['unknown-asset-key:3:warden-walk-up', 'unknown-asset-key:3:fox-run-side'],
      );
    },
  );

  test('keys built at run time make unknown keys warnings, not failures', () => {
    const root = project({
      'src/main.ts': `class Level extends Phaser.Scene {
  constructor() { super('Level'); }
  preload() { for (const k of ['a', 'b']) this.load.image(k, k + '.png'); }
  create() { this.add.image(0, 0, 'a'); }
}
new Phaser.Game({ width: 1, scene: [Level] });
`,
    });
    const r = checkIntegrity(root);
    assert.equal(r.ok, true);
    assert.equal(r.warnings[0]?.kind, 'unknown-asset-key');
  });

  test('Phaser 3 habits resolve (issue 22): Phaser.Class scenes, load.animation keys, a generated texture', () => {
    const root = project({
      'public/anims.json': JSON.stringify({ anims: [{ key: 'spin', frames: [] }] }),
      'src/main.ts': `var Title = new Phaser.Class({
  Extends: Phaser.Scene,
  initialize: function Title() { Phaser.Scene.call(this, { key: 'Title' }); },
  preload: function () {
    this.load.animation('coinAnims', 'anims.json');
    this.load.image('hero', 'hero.png');
  },
  create: function () {
    this.add.graphics().generateTexture('hero', 8, 8);
    this.add.sprite(1, 1, 'hero').play('spin');
    this.scene.start('Title');
  },
});
new Phaser.Game({ width: 8, height: 8, scene: [Title] });
`,
    });
    const r = checkIntegrity(root);
    assert.deepEqual(r.issues, [], 'no failure: the scene is registered, "spin" is known and "hero" is generated');
    const missing = r.warnings.filter((w) => w.kind === 'missing-asset-file');
    assert.equal(missing.length, 1);
    assert.match(missing[0]!.message, /hero\.png.*generateTexture/);
    assert.equal(r.warnings.filter((w) => w.kind === 'unregistered-scene').length, 0);
  });

  test('missing entries, a broken package.json and a binary script are reported', () => {
    const empty = mkdtempSync(join(tmpdir(), 'playsmith-l1-empty-'));
    made.push(empty);
    assert.deepEqual(
      checkIntegrity(empty).issues.map((i) => i.kind),
      ['missing-entry'],
    );

    const broken = project({ 'package.json': '{ "name": "g", ', 'src/main.ts': 'export {};\n' });
    const manifest = checkIntegrity(broken).issues.find((i) => i.kind === 'broken-manifest');
    assert.ok(manifest, 'broken package.json reported');
    assert.match(manifest.message, /package\.json is not valid JSON/);

    const binary = project({ 'src/main.ts': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2, 3]) });
    const unreadable = checkIntegrity(binary).issues.find((i) => i.kind === 'unreadable-script');
    assert.equal(unreadable?.file, 'src/main.ts');
    assert.match(unreadable!.message, /binary file where a script is expected/);

    const noEntry = project({
      'index.html': '<html><script type="module" src="/src/missing.ts"></script></html>',
      'src/main.ts': 'export {};\n',
    });
    const entry = checkIntegrity(noEntry).issues.find((i) => i.kind === 'missing-entry');
    assert.equal(entry?.line, 1);
    assert.match(entry!.message, /\/src\/missing\.ts, which does not exist/);
  });

  test('a remote asset URL is a warning: L3a judges requests, where every outside one is blocked', () => {
    const root = project({
      'src/main.ts':
        "class L extends Phaser.Scene { constructor() { super('L'); } " +
        "preload() { this.load.image('x', 'https://example.com/x.png'); } }\n" +
        'new Phaser.Game({ width: 1, scene: [L] });\n',
    });
    const r = checkIntegrity(root);
    assert.equal(r.ok, true);
    assert.deepEqual(
      r.warnings.map((i) => `${i.kind}:${i.line}`),
      ['remote-asset:1'],
    );
  });
});

describe('SCS structure', () => {
  test('counts scenes, modules, inputs, functions, creations, non-empty ratio and event use', () => {
    const root = project({
      'src/main.ts': `import { Base } from './base.ts';
class Title extends Phaser.Scene { constructor() { super('Title'); } \
create() { this.input.keyboard.on('keydown-ENTER', () => this.scene.start('Level')); } }
class Level extends Base {
  constructor() { super({ key: 'Level' }); }
  create() {
    const keys = this.input.keyboard.createCursorKeys();
    this.add.sprite(0, 0, 'p');
    this.physics.add.collider(this.a, this.b);
    this.events.emit('ready');
  }
  update() {}
}
new Phaser.Game({ width: 1, scene: [Title, Level] });
`,
      'src/base.ts':
        'export abstract class Base extends Phaser.Scene { abstract update(): void; helper(): number { return 1; } }\n',
    });
    // functions: Title ctor, Title.create, arrow, Level ctor, create, update (empty), helper => 7, 6 non-empty
    assert.deepEqual(measureStructure(root), {
      sceneCount: 2,
      moduleCount: 2,
      inputActions: 7,
      functionCount: 7,
      objectCreations: 1,
      nonEmptyFunctionRatio: 0.8571,
      eventUsage: 2,
    });
  });

  test("scenes registered with scene.add and Phaser 3's Phaser.Class scenes are counted", () => {
    const root = project({
      'src/main.ts': `class Play extends Phaser.Scene {}
var Title = new Phaser.Class({ Extends: Phaser.Scene, initialize: function () { Phaser.Scene.call(this, 'Title'); } });
const game = new Phaser.Game({ width: 1, scene: [Title] });
game.scene.add('Play', Play, true);
`,
    });
    assert.equal(measureStructure(root).sceneCount, 2);
  });

  test('a folder whose code is a built bundle has no measurable structure (null with a reason), never zeros', () => {
    const root = mkdtempSync(join(tmpdir(), 'playsmith-l1-'));
    made.push(root);
    writeFileSync(join(root, 'index.html'), '<script type="module" src="/Game/assets/index-a1.js"></script>');
    mkdirSync(join(root, 'assets'));
    const body = Array.from({ length: 400 }, (_, i) => `function f${i}(a){return a+${i}}`).join(';');
    writeFileSync(join(root, 'assets', 'index-a1.js'), `${body};new Phaser.Game({scene:[]});\n`);
    const measured = measureGameStructure(root);
    assert.equal(measured.structure, null);
    assert.match(measured.reason ?? '', /built bundle \(assets\/index-a1\.js\).*not measurable/);
  });

  test('an empty project measures zero everywhere', () => {
    const root = project({ 'src/main.ts': '' });
    assert.deepEqual(measureStructure(root), {
      sceneCount: 0,
      moduleCount: 1,
      inputActions: 0,
      functionCount: 0,
      objectCreations: 0,
      nonEmptyFunctionRatio: 0,
      eventUsage: 0,
    });
  });
});
