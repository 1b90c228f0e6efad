// Template conventions that hold across templates: families carry the core's shared files unchanged
// (scripts/templates-sync.ts), every package.json pins the toolkit's own phaser/vite/typescript, and
// every gameConfig.json leaf is { value, type, description }.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { describeDrift, familyNames, syncTemplates } from '../../scripts/templates-sync.ts';
import { TEMPLATES_DIR, templateDir } from './helpers.ts';

const templates = ['core', ...familyNames()];

function installedVersion(name: string): string {
  const require = createRequire(import.meta.url);
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
}

describe('template families follow the core', () => {
  test('every family is in sync with templates/core (run node scripts/templates-sync.ts when this fails)', () => {
    assert.deepEqual(syncTemplates({ check: true }).map(describeDrift), []);
  });

  test('sync copies shared files, removes stale core files, merges core config keys and keeps family values', () => {
    const root = mkdtempSync(join(tmpdir(), 'playsmith-sync-'));
    try {
      cpSync(join(TEMPLATES_DIR, 'core'), join(root, 'core'), { recursive: true });
      const family = join(root, 'racer');
      mkdirSync(join(family, 'src', 'core'), { recursive: true });
      writeFileSync(join(family, 'src', 'core', 'old.ts'), 'export {};\n');
      writeFileSync(join(family, 'index.html'), '<!doctype html>\n');
      writeFileSync(join(family, 'package.json'), JSON.stringify({ name: 'x', description: 'Racing on a track.' }));
      writeFileSync(
        join(family, 'src', 'gameConfig.json'),
        JSON.stringify({
          game: { title: { value: 'Racer', type: 'string', description: 'title' } },
          car: { speed: { value: 3, type: 'number', description: 'speed' } },
        }),
      );

      const planned = syncTemplates({ root, check: true }).map(describeDrift);
      assert.ok(planned.includes('templates/racer/index.html: differs from core'));
      assert.ok(planned.includes('templates/racer/src/main.ts: missing, copy it from core'));
      assert.ok(planned.includes('templates/racer/package-lock.json: missing, copy it from core'));
      assert.ok(planned.includes('templates/racer/src/core/old.ts: not in core any more'));
      assert.ok(planned.includes('templates/racer/src/gameConfig.json: lacks the core key game.seed'));
      assert.ok(planned.includes('templates/racer/src/gameConfig.json: lacks the core key flow'));
      assert.ok(
        !planned.some((line) => line.includes('beacon')),
        "the core example's own config section is not shared",
      );
      assert.ok(existsSync(join(family, 'src', 'core', 'old.ts')), '--check changes nothing');

      syncTemplates({ root });
      assert.deepEqual(syncTemplates({ root, check: true }), []);
      assert.equal(
        readFileSync(join(family, 'src', 'main.ts'), 'utf8'),
        readFileSync(join(root, 'core', 'src', 'main.ts'), 'utf8'),
      );
      assert.deepEqual(
        readdirSync(join(family, 'src', 'core')).sort(),
        readdirSync(join(root, 'core', 'src', 'core')).sort(),
      );
      const pkg = JSON.parse(readFileSync(join(family, 'package.json'), 'utf8')) as Record<string, unknown>;
      assert.equal(pkg.name, 'playsmith-racer');
      assert.equal(pkg.description, 'Racing on a track.');
      const lock = JSON.parse(readFileSync(join(family, 'package-lock.json'), 'utf8'));
      assert.equal(lock.name, 'playsmith-racer', "the lockfile is the family's, so npm ci accepts it");
      assert.equal(lock.packages[''].name, 'playsmith-racer');
      assert.deepEqual(
        lock.packages,
        {
          ...JSON.parse(readFileSync(join(root, 'core', 'package-lock.json'), 'utf8')).packages,
          '': lock.packages[''],
        },
        "it locks exactly the core's packages",
      );
      const config = JSON.parse(readFileSync(join(family, 'src', 'gameConfig.json'), 'utf8')) as Record<
        string,
        Record<string, { value: unknown }>
      >;
      assert.equal(config.game!.title!.value, 'Racer');
      assert.equal(config.car!.speed!.value, 3);
      assert.equal(config.game!.lives!.value, 3);
      assert.equal(config.beacon, undefined);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('every template is a standalone project', () => {
  const pins = "package.json pins exactly the toolkit's phaser, vite and typescript";
  for (const name of templates) {
    test(`${name}: ${pins} and has dev and build scripts`, () => {
      const pkg = JSON.parse(readFileSync(join(templateDir(name), 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
        scripts?: Record<string, string>;
      };
      const pins = { ...pkg.dependencies, ...pkg.devDependencies };
      for (const dep of ['phaser', 'vite', 'typescript'])
        assert.equal(pins[dep], installedVersion(dep), `${dep} is pinned to the toolkit's version`);
      assert.match(pkg.scripts?.dev ?? '', /\bvite\b/);
      assert.match(pkg.scripts?.build ?? '', /tsc .*&& vite build/);
    });

    test(`${name}: every gameConfig.json leaf is { value, type, description } with a value of its type`, () => {
      const config = JSON.parse(readFileSync(join(templateDir(name), 'src', 'gameConfig.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      const problems: string[] = [];
      const visit = (node: unknown, path: string) => {
        if (typeof node !== 'object' || node === null || Array.isArray(node))
          return problems.push(`${path}: expected an object`);
        if (!('value' in node)) {
          for (const [key, child] of Object.entries(node)) visit(child, path ? `${path}.${key}` : key);
          return undefined;
        }
        const leaf = node as { value: unknown; type?: unknown; description?: unknown; min?: unknown; max?: unknown };
        const extra = Object.keys(leaf).filter((k) => !['value', 'type', 'description', 'min', 'max'].includes(k));
        if (extra.length) problems.push(`${path}: unexpected ${extra.join(', ')}`);
        if (typeof leaf.description !== 'string' || leaf.description.length < 8)
          problems.push(`${path}: needs a description`);
        const fits: Record<string, (v: unknown) => boolean> = {
          number: (v) => typeof v === 'number' && Number.isFinite(v),
          integer: (v) => Number.isInteger(v),
          boolean: (v) => typeof v === 'boolean',
          string: (v) => typeof v === 'string',
          color: (v) => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v),
        };
        const fit = typeof leaf.type === 'string' ? fits[leaf.type] : undefined;
        if (!fit) problems.push(`${path}: type must be one of ${Object.keys(fits).join(', ')}`);
        else if (!fit(leaf.value))
          problems.push(`${path}: value ${JSON.stringify(leaf.value)} is not a ${String(leaf.type)}`);
        if (typeof leaf.min === 'number' && typeof leaf.value === 'number' && leaf.value < leaf.min)
          problems.push(`${path}: value below min`);
        if (typeof leaf.max === 'number' && typeof leaf.value === 'number' && leaf.value > leaf.max)
          problems.push(`${path}: value above max`);
        return undefined;
      };
      visit(config, '');
      assert.deepEqual(problems, []);
    });
  }
});
