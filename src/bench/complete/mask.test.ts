// Task 2 masking of web games: which scripts count, which functions may be cleared, seeded choices, and the hidden
// reference that restores exactly what was removed.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { makeTempDir, PROJECT_ROOT } from '../../shared/index.ts';
import { functionSites, gameScripts, INCOMPLETE_BODY, MaskError, maskWebProject } from './mask.ts';

const SOURCE = `export function add(a: number, b: number): number {
  return a + b;
}
export class Hero extends Base {
  constructor() {
    super();
  }
  get speed(): number {
    return 3;
  }
  jump(): void {
    const inner = () => this.vy = -5;
    inner();
  }
  idle(): void {}
}
const double = (n: number) => n * 2;
const api = { ping: function () { return 'pong'; } };
`;

test('function sites: outermost bodies of functions, methods, accessors and assigned arrows; no constructors', () => {
  const sites = functionSites('hero.ts', SOURCE);
  assert.deepEqual(
    sites.map((s) => [s.name, s.line]),
    [
      ['add', 1],
      ['Hero.speed', 8],
      ['Hero.jump', 11],
      ['double', 17],
      ['ping', 18],
    ],
  );
  assert.equal(SOURCE.slice(sites[3]!.start, sites[3]!.end), 'n * 2');
});

function project(): string {
  const dir = makeTempDir('playsmith-mask-');
  for (const [file, text] of Object.entries({
    'src/main.ts': SOURCE,
    'src/util.ts': 'export const twice = (n: number): number => n * 2;\n',
    'src/scenes/Play.ts': 'export function play(): string {\n  return "go";\n}\n',
    'src/types.d.ts': 'declare const x: number;\n',
    'vite.config.ts': 'export default {};\n',
    'public/lib/phaser.min.js': 'var Phaser={};\n',
    'node_modules/dep/index.js': 'module.exports = 1;\n',
    'index.html': '<script type="module" src="/src/main.ts"></script>\n',
  })) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

test('the game scripts are its own code: no packages, declarations, minified vendor files or tool config', () => {
  assert.deepEqual(gameScripts(project()), ['src/main.ts', 'src/scenes/Play.ts', 'src/util.ts']);
});

test('2a clears a seeded 30–50 % of function bodies; the hidden reference puts every one back', () => {
  const dir = project();
  const a = maskWebProject(dir, '2a', 7);
  assert.deepEqual(maskWebProject(dir, '2a', 7), a, 'the same seed masks the same functions');
  assert.ok(a.ratio >= 0.3 && a.ratio <= 0.5, `ratio ${a.ratio}`);
  assert.equal(a.hidden.functions.length, Math.max(1, Math.round(a.ratio * 7)));
  assert.deepEqual(a.hidden.files, []);
  for (const [file, masked] of Object.entries(a.scripts)) {
    assert.ok(masked?.includes(INCOMPLETE_BODY), `${file} holds the marker`);
    let restored = masked!;
    for (const f of a.hidden.functions.filter((h) => h.file === file))
      restored = restored.replace(INCOMPLETE_BODY, f.original);
    assert.equal(restored, readFileSync(join(dir, file), 'utf8'), `${file} restored from the hidden reference`);
  }
  const other = [1, 2, 3, 4, 5].map((seed) => JSON.stringify(maskWebProject(dir, '2a', seed).hidden.functions));
  assert.ok(new Set(other).size > 1, 'other seeds choose other functions');
});

test('2b removes a seeded share of the scripts, 2c all of them, with their text kept hidden', () => {
  const dir = project();
  const b = maskWebProject(dir, '2b', 3);
  assert.equal(b.hidden.files.length, 1, '30–50 % of 3 scripts rounds to 1');
  assert.equal(b.scripts[b.hidden.files[0]!.file], null);
  const c = maskWebProject(dir, '2c', 3);
  assert.deepEqual(Object.keys(c.scripts).sort(), ['src/main.ts', 'src/scenes/Play.ts', 'src/util.ts']);
  assert.ok(Object.values(c.scripts).every((text) => text === null));
  assert.equal(c.hidden.files.find((f) => f.file === 'src/main.ts')?.original, SOURCE);
});

test('a folder with no script of its own is refused with a clear error', () => {
  const dir = makeTempDir('playsmith-mask-empty-');
  writeFileSync(join(dir, 'index.html'), '<p>hi</p>\n');
  assert.throws(
    () => maskWebProject(dir, '2a', 1),
    (e: unknown) => e instanceof MaskError && /no script/.test(e.message),
  );
});

test('every family template can be masked at 2a with a few dozen functions to choose from', () => {
  for (const family of ['platformer', 'top_down', 'grid_logic', 'tower_defense', 'ui_heavy']) {
    const masked = maskWebProject(join(PROJECT_ROOT, 'templates', family), '2a', 1);
    assert.ok(masked.hidden.functions.length >= 20, `${family}: ${masked.hidden.functions.length} functions cleared`);
  }
});
