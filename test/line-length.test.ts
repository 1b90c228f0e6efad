// No source line is longer than 120 characters (issue 20 item 7): Biome wraps code at 120 columns but cannot split
// long strings or comments, so this test finds the lines it leaves behind.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { test } from 'node:test';
import { PROJECT_ROOT } from '../src/shared/index.ts';

const MAX_LINE_LENGTH = 120;
/**
 * The folders holding the project's own code, the templates every made game is copied from included; test fixtures
 * are copies of other people's games and stay as they are, and installed packages and build output are not ours.
 */
const SOURCE_ROOTS = ['src', 'test', 'scripts', 'bin', 'examples', 'templates'];
const SKIPPED_FOLDERS = new Set(['fixtures', 'node_modules', 'dist']);
const SOURCE_FILE = /\.(ts|js|mjs)$/;

function sourceFiles(folder: string): string[] {
  let entries: { name: string; isDirectory(): boolean; isFile(): boolean }[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  return entries
    .flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
      return entry.isFile() && SOURCE_FILE.test(entry.name) ? [path] : [];
    })
    .sort();
}

/** Every line over MAX_LINE_LENGTH characters in the source files under `root`, as `path:line (N characters)`. */
function longLines(root: string): string[] {
  const found: string[] = [];
  for (const file of SOURCE_ROOTS.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const path = relative(root, file).split(sep).join('/');
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        // Count characters, not UTF-16 units, so an emoji counts once.
        const length = [...line].length;
        if (length > MAX_LINE_LENGTH) found.push(`${path}:${index + 1} (${length} characters)`);
      });
  }
  return found;
}

test('no line in src, test, scripts, bin, examples or templates is longer than 120 characters', () => {
  const found = longLines(PROJECT_ROOT);
  assert.equal(
    found.length,
    0,
    `${found.length} line(s) longer than ${MAX_LINE_LENGTH} characters; split long strings with + ` +
      `(without changing the text they make) and wrap comments:\n${found.join('\n')}`,
  );
});

test('the scanner finds planted long lines, in a template too, and ignores fixtures, node_modules and dist', () => {
  const root = mkdtempSync(join(tmpdir(), 'playsmith-line-length-'));
  try {
    const longLine = `export const sentence = '${'a'.repeat(MAX_LINE_LENGTH)}';`;
    const atLimit = `// ${'b'.repeat(MAX_LINE_LENGTH - 3)}`;
    mkdirSync(join(root, 'src', 'part'), { recursive: true });
    mkdirSync(join(root, 'test', 'fixtures', 'game'), { recursive: true });
    mkdirSync(join(root, 'templates', 'family', 'dist', 'assets'), { recursive: true });
    mkdirSync(join(root, 'templates', 'family', 'node_modules', 'phaser'), { recursive: true });
    writeFileSync(join(root, 'src', 'part', 'planted.ts'), `// A planted file.\n${atLimit}\n${longLine}\n`);
    writeFileSync(join(root, 'src', 'part', 'notes.md'), `${longLine}\n`);
    writeFileSync(join(root, 'test', 'fixtures', 'game', 'main.js'), `${longLine}\n`);
    writeFileSync(join(root, 'templates', 'family', 'dist', 'assets', 'index.js'), `${longLine}\n`);
    writeFileSync(join(root, 'templates', 'family', 'node_modules', 'phaser', 'phaser.js'), `${longLine}\n`);
    writeFileSync(join(root, 'templates', 'family', 'README.md'), `${longLine}\n`);
    mkdirSync(join(root, 'templates', 'family', 'src', 'game'), { recursive: true });
    writeFileSync(join(root, 'templates', 'family', 'src', 'game', 'Level.ts'), `${longLine}\n`);
    const inTemplate = `templates/family/src/game/Level.ts:1 (${longLine.length} characters)`;
    // 120 emoji are 240 UTF-16 units but 120 characters: at the limit, not over it.
    writeFileSync(join(root, 'test', 'wide.mjs'), `${'🎮'.repeat(MAX_LINE_LENGTH)}\n`);
    assert.deepEqual(longLines(root), [`src/part/planted.ts:3 (${longLine.length} characters)`, inTemplate]);

    writeFileSync(join(root, 'test', 'wide.mjs'), `${'🎮'.repeat(MAX_LINE_LENGTH + 1)}\n`);
    assert.deepEqual(longLines(root), [
      `src/part/planted.ts:3 (${longLine.length} characters)`,
      `test/wide.mjs:1 (${MAX_LINE_LENGTH + 1} characters)`,
      inTemplate,
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
