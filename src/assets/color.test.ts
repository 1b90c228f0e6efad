import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contrastRatio, deltaE2000, deltaE2000Lab, fromOklch, parseHex, toHex, toOklch, type Rgb } from './color.ts';

test('hex colours round-trip, and a bad one is refused with the value named', () => {
  assert.equal(toHex(parseHex('#1D2B53')), '#1d2b53');
  assert.deepEqual(parseHex('#fff'), [255, 255, 255]);
  assert.throws(() => parseHex('#12345'), /not a hex colour: "#12345"/);
});

test('WCAG contrast matches the published reference points', () => {
  assert.equal(Math.round(contrastRatio([0, 0, 0], [255, 255, 255]) * 100) / 100, 21);
  assert.equal(contrastRatio([119, 119, 119], [119, 119, 119]), 1);
  // #777777 on white is the classic 4.48:1 example.
  assert.equal(Math.round(contrastRatio([119, 119, 119], [255, 255, 255]) * 100) / 100, 4.48);
});

test("CIEDE2000 reproduces Sharma, Wu and Dalal's published test pairs", () => {
  const pairs: [[number, number, number], [number, number, number], number][] = [
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  ];
  for (const [a, b, expected] of pairs) assert.equal(Math.round(deltaE2000Lab(a, b) * 10000) / 10000, expected);
});

test('CIEDE2000 on sRGB colours behaves as a person would expect', () => {
  assert.equal(deltaE2000([10, 20, 30], [10, 20, 30]), 0);
  // Black vs white is L* 0 vs 100: ΔE00 = 100.
  assert.ok(Math.abs(deltaE2000([0, 0, 0], [255, 255, 255]) - 100) < 0.01);
  // Pure red vs pure green is a large, well-known difference (about 86.6).
  assert.ok(Math.abs(deltaE2000([255, 0, 0], [0, 255, 0]) - 86.6) < 0.5);
  // One step on a channel is below the threshold of notice.
  assert.ok(deltaE2000([100, 100, 100], [101, 100, 100]) < 1);
  // Symmetric.
  const a: Rgb = [200, 40, 90];
  const b: Rgb = [30, 180, 60];
  assert.ok(Math.abs(deltaE2000(a, b) - deltaE2000(b, a)) < 1e-9);
});

test('OKLCh round-trips in gamut and clips chroma (not hue) out of gamut', () => {
  for (const c of [
    [29, 43, 83],
    [255, 163, 0],
    [0, 228, 54],
    [131, 118, 156],
  ] as Rgb[]) {
    const back = fromOklch(toOklch(c));
    back.forEach((v, i) => void assert.ok(Math.abs(v - c[i]!) <= 1, `${toHex(c)} came back as ${toHex(back)}`));
  }
  const wild = fromOklch({ l: 0.7, c: 0.5, h: 150 });
  assert.ok(Math.abs(toOklch(wild).h - 150) < 3);
  assert.ok(Math.abs(toOklch(wild).l - 0.7) < 0.01);
});
