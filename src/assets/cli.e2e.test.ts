// `playsmith assets generate` and `playsmith assets preview` as a person runs them.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { PROJECT_ROOT } from '../shared/index.ts';
import { PLATFORMER_REGISTRY } from './examples.ts';

const MAIN = join(PROJECT_ROOT, 'src', 'cli', 'main.ts');
const root = mkdtempSync(join(tmpdir(), 'playsmith-assets-cli-'));
after(() => rmSync(root, { recursive: true, force: true }));

function playsmith(args: string[]) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PLAYSMITH_')));
  const r = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', env, cwd: root, timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function game(name: string, registry: unknown): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'assets.json'), JSON.stringify(registry, null, 2));
  return dir;
}

test('generate writes the files and points assets.json at the pack; preview writes a page showing every key', () => {
  const dir = game('platformer', PLATFORMER_REGISTRY);
  const gen = playsmith(['assets', 'generate', dir, '--seed', '5']);
  assert.equal(gen.code, 0, gen.stderr);
  assert.match(gen.stdout, /^generated 27 files \(\d+ KB\) for .* with seed 5 in [\d.]+ s$/m);
  assert.match(gen.stdout, /assets\.json now loads it/);
  assert.equal(JSON.parse(readFileSync(join(dir, 'assets.json'), 'utf8')).pack, 'assets/asset-pack.json');
  const out = join(root, 'sheet', 'contact.html');
  const pre = playsmith(['assets', 'preview', dir, '--out', out]);
  assert.equal(pre.code, 0, pre.stderr);
  assert.match(pre.stdout, /wrote .*contact\.html \(\d+ KB, 19 assets shown\)/);
  const html = readFileSync(out, 'utf8');
  for (const a of PLATFORMER_REGISTRY.assets)
    assert.ok(html.includes(`<h3>${a.key} `), `the page has no card for ${a.key}`);
  assert.equal((html.match(/<audio /g) ?? []).length, 7);
  assert.ok(html.includes('map level-1'));
  assert.doesNotMatch(html, /src="(?!data:)/, 'self-contained: every image and sound is inline');
});

test('a bad registry is one clear line naming the entry and field, exit 2, no stack trace', () => {
  const dir = game('bad', {
    version: 1,
    assets: [
      { type: 'sprite', key: 'hero' },
      { type: 'image', key: 'gem', width: 0, height: 16 },
    ],
  });
  const r = playsmith(['assets', 'generate', dir]);
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    new RegExp(
      String.raw`assets\.json: assets\[0\] \("hero"\)\.type: unknown asset type "sprite"; known types: ` +
        'spritesheet, image, background, tileset, audio',
    ),
  );
  assert.match(r.stderr, /assets\[1\] \("gem"\)\.width: expected at least 4 px, got 0/);
  assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  assert.equal(r.stdout, '');
});

test('broken ABC names asset, line and column; a folder without assets.json or generated files says what to do', () => {
  const abc = game('abc', {
    version: 1,
    assets: [{ type: 'audio', key: 'theme', kind: 'music', abc: 'X:1\nK:C\nC D E ?' }],
  });
  const r = playsmith(['assets', 'generate', abc]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /audio "theme": its ABC source, line 3, column 7: unexpected "\?"/);
  const empty = join(root, 'empty');
  mkdirSync(empty);
  const none = playsmith(['assets', 'generate', empty]);
  assert.equal(none.code, 2);
  assert.match(none.stderr, /no asset registry here/);
  const fresh = game('fresh', PLATFORMER_REGISTRY);
  const early = playsmith(['assets', 'preview', fresh]);
  assert.equal(early.code, 2);
  assert.match(early.stderr, /no generated assets yet; run "playsmith assets generate/);
  assert.equal(existsSync(join(fresh, 'asset-preview.html')), false);
});
