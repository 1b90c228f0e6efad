import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contrastRatio, deltaE2000, toHex, type Rgb } from './color.ts';
import { drawBackground } from './backgrounds.ts';
import { PLATFORMER_REGISTRY, TOPDOWN_REGISTRY } from './examples.ts';
import { backgroundColours, PALETTE_LIMITS, themePalette, type ThemePalette } from './palette.ts';
import { Raster } from './raster.ts';
import { parseAssetRegistry, type ImageAsset, type SpritesheetAsset } from './registry.ts';
import { drawImage, drawSpritesheet, figureName, sheetLayout } from './sprites.ts';
import { dominant } from './dominant.testing.ts';

const platformer = parseAssetRegistry(PLATFORMER_REGISTRY);
const topdown = parseAssetRegistry(TOPDOWN_REGISTRY);
const sheets = (r: typeof platformer) => r.assets.filter((a): a is SpritesheetAsset => a.type === 'spritesheet');

function frames(sheet: Raster, asset: SpritesheetAsset): Raster[] {
  const out: Raster[] = [];
  const { columns, rows } = sheetLayout(asset);
  for (let row = 0; row < rows; row++)
    for (let c = 0; c < columns; c++) {
      const frame = new Raster(asset.frameWidth, asset.frameHeight);
      frame.copyRegion(sheet, c * asset.frameWidth, row * asset.frameHeight, asset.frameWidth, asset.frameHeight, 0, 0);
      out.push(frame);
    }
  return out;
}

test('every frame of every sheet has a figure in it, and animations really move', () => {
  for (const [registry, seed] of [
    [platformer, 1],
    [topdown, 2],
  ] as const) {
    const palette = themePalette(registry.theme ?? []);
    for (const asset of sheets(registry)) {
      const fs = frames(drawSpritesheet(asset, palette, seed), asset);
      fs.forEach(
        (f, i) => void assert.ok(f.coverage() > f.width * f.height * 0.08, `${asset.key} frame ${i} is almost empty`),
      );
      let start = 0;
      for (const anim of asset.animations) {
        if (anim.frames > 1) {
          const pngs = new Set(fs.slice(start, start + anim.frames).map((f) => f.toPng().toString('base64')));
          assert.ok(pngs.size > 1, `${asset.key}-${anim.name}: all ${anim.frames} frames are the same picture`);
        }
        start += anim.frames;
      }
    }
  }
});

test('every sprite has a 1px outline: each silhouette edge pixel is the outline colour', () => {
  for (const registry of [platformer, topdown]) {
    const palette = themePalette(registry.theme ?? []);
    const rasters: [string, Raster][] = [
      ...sheets(registry).flatMap((a) =>
        frames(drawSpritesheet(a, palette, 1), a).map((f, i) => [`${a.key}#${i}`, f] as [string, Raster]),
      ),
      ...registry.assets
        .filter((a): a is ImageAsset => a.type === 'image')
        .map((a) => [a.key, drawImage(a, palette, 1)] as [string, Raster]),
    ];
    for (const [name, r] of rasters) {
      let edges = 0;
      for (let y = 0; y < r.height; y++)
        for (let x = 0; x < r.width; x++) {
          if (r.alpha(x, y) === 0) continue;
          const open = [
            [1, 0],
            [-1, 0],
            [0, 1],
            [0, -1],
          ].some(([dx, dy]) => r.inside(x + dx!, y + dy!) && r.alpha(x + dx!, y + dy!) === 0);
          if (!open) continue;
          edges++;
          assert.deepEqual(
            r.rgb(x, y),
            palette.outline,
            `${name}: edge pixel (${x},${y}) is ${toHex(r.rgb(x, y))}, not the outline ${toHex(palette.outline)}`,
          );
        }
      assert.ok(edges > 0, `${name} has no silhouette edge`);
    }
  }
});

/** Colours that cover at least `share` of a picture's opaque pixels. */
function majorColours(r: Raster, share: number): Rgb[] {
  const counts = new Map<string, number>();
  let total = 0;
  for (let y = 0; y < r.height; y++)
    for (let x = 0; x < r.width; x++) {
      if (r.alpha(x, y) === 0) continue;
      total++;
      const k = r.rgb(x, y).join(',');
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  return [...counts.entries()]
    .filter(([, n]) => n >= total * share)
    .map(([k]) => k.split(',').map(Number) as unknown as Rgb);
}

/** Player, enemy and pickup sprites of one theme, read by their dominant colours. */
function roleColours(palette: ThemePalette): Record<'player' | 'enemy' | 'pickup', Rgb> {
  const sheet = (key: string, role: 'player' | 'enemy' | 'pickup', description: string): SpritesheetAsset => ({
    type: 'spritesheet',
    key,
    role,
    description,
    view: 'side',
    frameWidth: 32,
    frameHeight: 32,
    animations: [{ name: 'idle', frames: 2, frameRate: 4, repeat: -1 }],
  });
  return {
    player: dominant(drawSpritesheet(sheet('player', 'player', 'hero'), palette, 1), palette.outline),
    enemy: dominant(drawSpritesheet(sheet('enemy', 'enemy', 'slime'), palette, 1), palette.outline),
    pickup: dominant(
      drawImage({ type: 'image', key: 'gem', role: 'pickup', description: 'gem', width: 16, height: 16 }, palette, 1),
      palette.outline,
    ),
  };
}

test(
  'contrast on the generated pixels: player, enemy and pickup read as different colours, and outlines stand out ' +
    'on the background',
  () => {
    const themes = [
      ['forest', 'fox'],
      ['space'],
      ['night'],
      ['desert'],
      ['snow'],
      ['cave'],
      ['lava'],
      ['castle'],
      ['city'],
      ['candy'],
      ['spooky'],
      ['ocean'],
      ['zorblax'],
    ];
    for (const theme of themes) {
      const palette = themePalette(theme);
      const c = roleColours(palette);
      const pairs = [
        ['player', 'enemy'],
        ['player', 'pickup'],
        ['enemy', 'pickup'],
      ] as const;
      for (const [a, b] of pairs) {
        const d = deltaE2000(c[a], c[b]);
        assert.ok(
          d >= PALETTE_LIMITS.roleDeltaE,
          `[${theme}] ${a} ${toHex(c[a])} vs ${b} ${toHex(c[b])}: ΔE00 ${d.toFixed(1)} < ${PALETTE_LIMITS.roleDeltaE}`,
        );
      }
      const bg = drawBackground(
        { type: 'background', key: 'bg', description: '', width: 160, height: 120, tileable: true },
        palette,
        1,
      );
      const sky = dominant(bg, [-1, -1, -1] as unknown as Rgb);
      for (const role of ['player', 'enemy', 'pickup'] as const) {
        const d = deltaE2000(c[role], sky);
        assert.ok(
          d >= PALETTE_LIMITS.backgroundDeltaE,
          `[${theme}] ${role} ${toHex(c[role])} on the sky ${toHex(sky)}: ΔE00 ${d.toFixed(1)}`,
        );
      }
      for (const colour of majorColours(bg, 0.03)) {
        const ratio = contrastRatio(palette.outline, colour);
        assert.ok(
          ratio >= PALETTE_LIMITS.outlineContrast,
          `[${theme}] outline ${toHex(palette.outline)} on background colour ${toHex(colour)}: ${ratio.toFixed(2)}:1`,
        );
      }
    }
  },
);

test(
  'descriptions choose the figure: a slime is a blob, a knight has a sword when attacking, a ' +
    'pause button is a plate',
  () => {
    const palette = themePalette(['castle']);
    const knight = drawSpritesheet(
      {
        type: 'spritesheet',
        key: 'k',
        role: 'player',
        description: 'knight',
        view: 'side',
        frameWidth: 32,
        frameHeight: 32,
        animations: [
          { name: 'idle', frames: 1, frameRate: 1, repeat: 0 },
          { name: 'attack', frames: 2, frameRate: 8, repeat: 0 },
        ],
      },
      palette,
      1,
    );
    const idle = new Set<string>();
    const attack = new Set<string>();
    for (let y = 0; y < 32; y++)
      for (let x = 0; x < 32; x++) {
        if (knight.alpha(x, y)) idle.add(knight.rgb(x, y).join());
        if (knight.alpha(64 + x, y)) attack.add(knight.rgb(64 + x, y).join());
      }
    assert.ok(
      [...attack].some((c) => !idle.has(c)),
      'the attack frame shows something (the blade, the slash) the idle frame does not',
    );
    const pause = drawImage(
      { type: 'image', key: 'p', role: 'ui', description: 'pause button', width: 32, height: 32 },
      palette,
      1,
    );
    assert.ok(pause.coverage() > 32 * 32 * 0.8, 'an icon on a full plate');
    assert.deepEqual(pause.rgb(12, 16), palette.outline, 'the left bar of the pause glyph');
    assert.notDeepEqual(pause.rgb(16, 16), palette.outline, 'the gap between the bars');
  },
);

test(
  'described colours are honoured when they keep roles apart: a ' + 'green slime is green, a purple fox is purple',
  () => {
    const palette = themePalette(['castle']);
    const slime = drawSpritesheet(
      {
        type: 'spritesheet',
        key: 'slime',
        role: 'enemy',
        description: 'green blob creature',
        view: 'side',
        frameWidth: 28,
        frameHeight: 28,
        animations: [{ name: 'move', frames: 2, frameRate: 8, repeat: -1 }],
      },
      palette,
      1,
    );
    const [r, g, b] = dominant(slime, palette.outline);
    assert.ok(g > r && g > b, `the green slime is ${toHex([r, g, b])}`);
    const fox = drawSpritesheet(
      {
        type: 'spritesheet',
        key: 'fox',
        role: 'npc',
        description: 'a sly purple fox',
        view: 'side',
        frameWidth: 32,
        frameHeight: 32,
        animations: [{ name: 'idle', frames: 1, frameRate: 1, repeat: -1 }],
      },
      palette,
      1,
    );
    const [fr, fg, fb] = dominant(fox, palette.outline);
    assert.ok(fr > fg + 40 && fb > fg + 40, `the purple fox is ${toHex([fr, fg, fb])}`);
    // A green slime on green meadow hills takes a shade of green that stands apart from the hills and the other roles;
    // an enemy in the player's own colour still never takes the player's colour.
    const meadow = themePalette(['meadow']);
    const hidden = drawSpritesheet(
      {
        type: 'spritesheet',
        key: 'slime',
        role: 'enemy',
        description: 'green slime',
        view: 'side',
        frameWidth: 28,
        frameHeight: 28,
        animations: [{ name: 'idle', frames: 1, frameRate: 1, repeat: -1 }],
      },
      meadow,
      1,
    );
    const green = dominant(hidden, meadow.outline);
    assert.ok(green[1] > green[0] && green[1] > green[2], `the hidden green slime is ${toHex(green)}`);
    for (const other of [meadow.roles.player.base, meadow.roles.pickup.base])
      assert.ok(deltaE2000(green, other) >= PALETTE_LIMITS.roleDeltaE, `${toHex(green)} is apart from ${toHex(other)}`);
    for (const backdrop of backgroundColours(meadow))
      assert.ok(deltaE2000(green, backdrop) >= PALETTE_LIMITS.backgroundDeltaE, `${toHex(green)} shows on the hills`);
    const same = drawSpritesheet(
      {
        type: 'spritesheet',
        key: 'e',
        role: 'enemy',
        description: 'blue slime',
        view: 'side',
        frameWidth: 28,
        frameHeight: 28,
        animations: [{ name: 'idle', frames: 1, frameRate: 1, repeat: -1 }],
      },
      palette,
      1,
    );
    assert.ok(deltaE2000(dominant(same, palette.outline), palette.roles.player.base) >= PALETTE_LIMITS.roleDeltaE);
  },
);

test(
  'words pick variants: towers by weapon and material, a crossbow bolt is an arrow, a portrait fills its frame ' +
    'and talks',
  () => {
    const palette = themePalette(['meadow']);
    const image = (key: string, role: 'tower' | 'projectile', description: string) =>
      drawImage({ type: 'image', key, role, description, width: 32, height: 32 }, palette, 1)
        .toPng()
        .toString('base64');
    const towers = new Set(
      ['wooden crossbow tower', 'squat stone cannon tower', 'crystal frost spire tower', 'tesla coil tower'].map((d) =>
        image('t', 'tower', d),
      ),
    );
    assert.equal(towers.size, 4);
    assert.notEqual(image('bolt', 'projectile', 'crossbow bolt'), image('bolt', 'projectile', 'lightning bolt'));
    assert.equal(image('bolt', 'projectile', 'crossbow bolt'), image('arrow', 'projectile', 'arrow'));
    const portrait = drawSpritesheet(
      {
        type: 'spritesheet',
        key: 'wren',
        role: 'player',
        description: 'a young courier (portrait)',
        view: 'side',
        frameWidth: 96,
        frameHeight: 128,
        animations: [{ name: 'talk', frames: 2, frameRate: 6, repeat: -1 }],
      },
      palette,
      1,
    );
    const bottomRow = [...Array(96).keys()].filter((x) => portrait.alpha(x, 127) > 0).length;
    assert.ok(bottomRow > 20, 'the body runs off the bottom of a portrait frame');
    const frameOf = (i: number) => {
      const f = new Raster(96, 128);
      f.copyRegion(portrait, i * 96, 0, 96, 128, 0, 0);
      return f.toPng().toString('base64');
    };
    assert.notEqual(frameOf(0), frameOf(1), 'talking moves the mouth');
  },
);

test('a thing is drawn as what its description is of, and as its key says when the description names none', () => {
  const thing = (key: string, role: 'projectile' | 'goal' | 'pickup' | 'prop', description: string) =>
    figureName({ key, role, description });
  // The key's "shot" is a bullet, "tile" a block, "crate" a crate: the descriptions name other things.
  assert.equal(thing('hero-shot', 'projectile', 'shuriken the ninja throws'), 'shuriken thing');
  assert.equal(thing('boss-shot', 'projectile', 'fireball thrown by the dragon'), 'fireball thing');
  assert.equal(thing('merge-tile', 'pickup', 'numbered glowing crystal'), 'crystal thing');
  assert.equal(thing('crate', 'prop', 'heavy boulder'), 'boulder thing');
  // What follows the subject ("to the next floor") does not name the shape while the subject does.
  assert.equal(thing('exit', 'goal', 'wooden door to the next floor'), 'door thing');
  // A description naming no shape leaves it to the key.
  assert.equal(thing('exit', 'goal', 'the way out'), 'door thing');
});
