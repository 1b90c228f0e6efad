// The hand-over a developer sees in a made game: its own npm name in package.json and the lockfile, its title in
// index.html, a README for this game, a .gitignore, no template example in its docs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { designGdd, writtenCopy } from './modes/shared/testing.ts';
import type { FamilyGenerator } from './dispatch.ts';
import { npmName, writeHandover } from './handover.ts';
import { familyGenerator } from './dispatch.ts';

const uiHeavyGenerator = familyGenerator('ui_heavy');

/** npm's own rules for a new package name (validate-npm-package-name): lower case, URL-safe, at most 214 long. */
const validNpmName = (name: string): boolean =>
  name.length > 0 && name.length <= 214 && /^[a-z0-9][a-z0-9._-]*$/.test(name) && encodeURIComponent(name) === name;

test('a game title becomes a valid npm package name', () => {
  const cases: [string, string][] = [
    ["Knight's Gold", 'knights-gold'],
    ['Frozen Ice Blocks', 'frozen-ice-blocks'],
    ['Café Über-Run!', 'cafe-uber-run'],
    ['  ***  ', 'playsmith-game'],
    ['The Sphinx’s Road: Part 2', 'the-sphinxs-road-part-2'],
  ];
  for (const [title, name] of cases) {
    assert.equal(npmName(title), name, title);
    assert.ok(validNpmName(npmName(title)), name);
  }
  assert.ok(npmName('x'.repeat(300)).length <= 60);
});

function handedOver(generator: FamilyGenerator, prompt: string, inspect: (dir: string) => void): void {
  const gdd = designGdd(generator, prompt, 1);
  writtenCopy(generator, gdd, (dir) => {
    writeHandover(dir, gdd);
    inspect(dir);
  });
}

test('a made game carries its own name, title, README and .gitignore, and no template example in its docs', () => {
  handedOver(uiHeavyGenerator, 'a quiz about <planets> & moons with 5 questions', (dir) => {
    const gdd = designGdd(uiHeavyGenerator, 'a quiz about <planets> & moons with 5 questions', 1);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    assert.equal(pkg.name, npmName(gdd.title));
    assert.notEqual(pkg.name, 'playsmith-ui-heavy');
    assert.ok(pkg.description.startsWith(gdd.title));
    const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
    assert.equal(lock.name, pkg.name, 'npm ci needs the lockfile to be this package');
    assert.equal(lock.packages[''].name, pkg.name);
    assert.deepEqual(lock.packages[''].dependencies, pkg.dependencies);
    assert.deepEqual(lock.packages[''].devDependencies, pkg.devDependencies);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    assert.match(html, /<title>[^<]+<\/title>/);
    assert.ok(!html.includes('Playsmith game'), 'the template title is gone');
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    assert.ok(readme.startsWith(`# ${gdd.title}\n`));
    for (const part of ['npm ci', 'npm run dev', '## Controls', 'src/game/content.json', 'src/gameConfig.json'])
      assert.ok(readme.includes(part), `README mentions ${part}`);
    assert.match(readFileSync(join(dir, '.gitignore'), 'utf8'), /^node_modules\/$/m);
    const api = readFileSync(join(dir, 'docs', 'template_api.md'), 'utf8');
    assert.ok(!/^## The example/m.test(api), 'the example section is dropped');
    assert.ok(!api.includes('Sphinx Road'), 'the example game is not described');
  });
});
