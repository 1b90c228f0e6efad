import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contrastRatio, deltaE2000, toHex } from './color.ts';
import { backgroundColours, biomeFor, heroHue, PALETTE_LIMITS, themePalette } from './palette.ts';

const THEMES: string[][] = [
  [],
  ['forest', 'fox'],
  ['space'],
  ['night', 'owl'],
  ['desert'],
  ['snow', 'penguin'],
  ['cave'],
  ['lava'],
  ['castle', 'knight'],
  ['city', 'robot'],
  ['candy'],
  ['spooky', 'ghost'],
  ['sky'],
  ['ocean', 'pirate'],
  ['zorblax'],
  ['green', 'forest'],
  ['red', 'lava'],
  ['yellow', 'desert'],
  ['pink', 'candy'],
  ['blue', 'ocean'],
  ['purple', 'spooky'],
  ['gold', 'cave'],
  ['gray', 'castle'],
  ['a frog in a swamp'],
];
const PICO8 = [
  '#000000',
  '#1d2b53',
  '#7e2553',
  '#008751',
  '#ab5236',
  '#5f574f',
  '#c2c3c7',
  '#fff1e8',
  '#ff004d',
  '#ffa300',
  '#ffec27',
  '#00e436',
  '#29adff',
  '#83769c',
  '#ff77a8',
  '#ffccaa',
];

test('theme words pick a biome and a hero hue deterministically; unknown words still give a stable hue', () => {
  assert.equal(biomeFor(['a', 'Forest', 'fox']), 'forest');
  assert.equal(biomeFor(['Snowy mountains']), 'snow');
  assert.equal(biomeFor(['nothing known']), 'meadow');
  assert.equal(heroHue(['fox']).hue, 50);
  assert.equal(heroHue(['zorblax']).hue, heroHue(['zorblax']).hue);
  assert.notEqual(heroHue(['zorblax']).hue, heroHue(['quux']).hue);
  assert.deepEqual(themePalette(['forest', 'fox']), themePalette(['forest', 'fox']));
});

test('player, enemy and pickup colours are clearly distinct (CIEDE2000) for every theme and a given palette', () => {
  for (const [theme, given] of [
    ...THEMES.map((t) => [t, []] as const),
    [[], PICO8] as const,
    [['forest'], ['#3a5f0b', '#6b8e23', '#c2b280', '#f0e68c', '#8b4513']] as const,
  ]) {
    const p = themePalette(theme, given);
    const roles = [p.roles.player.base, p.roles.enemy.base, p.roles.pickup.base];
    for (let i = 0; i < 3; i++)
      for (let j = i + 1; j < 3; j++) {
        const d = deltaE2000(roles[i]!, roles[j]!);
        assert.ok(
          d >= PALETTE_LIMITS.roleDeltaE,
          `theme [${theme}] ${toHex(roles[i]!)} vs ${toHex(roles[j]!)}: ΔE00 ${d.toFixed(1)} < ` +
            `${PALETTE_LIMITS.roleDeltaE}`,
        );
      }
    for (const r of roles)
      for (const b of backgroundColours(p)) {
        const d = deltaE2000(r, b);
        assert.ok(
          d >= PALETTE_LIMITS.backgroundDeltaE,
          `theme [${theme}] role ${toHex(r)} vs background ${toHex(b)}: ΔE00 ${d.toFixed(1)}`,
        );
      }
  }
});

test(
  'the outline has at least 3:1 WCAG contrast against every ' + 'background colour, light outlines for dark scenes',
  () => {
    for (const theme of THEMES) {
      const p = themePalette(theme);
      for (const b of backgroundColours(p)) {
        const c = contrastRatio(p.outline, b);
        assert.ok(
          c >= PALETTE_LIMITS.outlineContrast,
          `theme [${theme}] outline ${toHex(p.outline)} on ${toHex(b)}: ${c.toFixed(2)}:1`,
        );
      }
    }
    assert.ok(contrastRatio(themePalette(['space']).outline, [0, 0, 0]) > 10, 'space scenes get a light outline');
    assert.ok(
      contrastRatio(themePalette(['meadow']).outline, [255, 255, 255]) > 10,
      'daylight scenes get a dark outline',
    );
  },
);

test('a given palette seeds the role colours', () => {
  const p = themePalette([], PICO8);
  assert.ok(PICO8.includes(toHex(p.roles.player.base)));
  assert.ok(PICO8.includes(toHex(p.roles.enemy.base)));
  assert.ok(PICO8.includes(toHex(p.roles.pickup.base)));
});

test('ramps run from dark to light', () => {
  const { shadow, base, light, highlight } = themePalette(['forest']).roles.player;
  const lum = (c: readonly number[]) => c[0]! * 0.3 + c[1]! * 0.59 + c[2]! * 0.11;
  assert.ok(lum(shadow) < lum(base) && lum(base) < lum(light) && lum(light) < lum(highlight));
});
