// Which files of a game qa inject may mutate, and the error a folder without sources gets.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { ProjectFiles } from '../../shared/index.ts';
import { gameSources, jsonReader, QaInjectError } from './suite.ts';

const root = mkdtempSync(join(tmpdir(), 'playsmith-inject-suite-'));
after(() => rmSync(root, { recursive: true, force: true }));

test('sources: the TypeScript under src/ in path order, without the contract and presentation-only files', () => {
  const game = join(root, 'game');
  for (const file of [
    'src/core/contract.ts',
    'src/core/art.ts',
    'src/game/Level.ts',
    'src/core/flow.ts',
    'src/x.d.ts',
  ]) {
    mkdirSync(join(game, file, '..'), { recursive: true });
    writeFileSync(join(game, file), 'export const a = 1;\n');
  }
  writeFileSync(join(game, 'src', 'gameConfig.json'), '{"game": {"lives": {"value": 3}}}');
  // A link to a file outside the game is neither read nor mutated, and is named as skipped.
  writeFileSync(join(root, 'outside.ts'), 'export const secret = "OUTSIDE";\n');
  writeFileSync(join(root, 'outside.json'), '{"secret": 1}');
  symlinkSync(join(root, 'outside.ts'), join(game, 'src', 'leak.ts'));
  symlinkSync(join(root, 'outside.json'), join(game, 'src', 'leak.json'));
  const project = new ProjectFiles(game);
  assert.deepEqual(
    gameSources(project).map((s) => s.file),
    ['src/core/flow.ts', 'src/game/Level.ts'],
  );
  const json = jsonReader(project);
  assert.deepEqual(json('src/core/flow.ts', '../gameConfig.json'), { game: { lives: { value: 3 } } });
  assert.equal(json('src/core/flow.ts', './missing.json'), undefined);
  assert.equal(json('src/core/flow.ts', '../leak.json'), undefined);
  assert.deepEqual(project.skipped, [
    { path: 'src/leak.json', reason: 'a link that leads out of the game folder' },
    { path: 'src/leak.ts', reason: 'a link that leads out of the game folder' },
  ]);
});

test('a folder with no src/ is refused with what qa inject needs', () => {
  assert.throws(
    () => gameSources(new ProjectFiles(join(root, 'empty'))),
    (e: unknown) => e instanceof QaInjectError && /no src\/ folder; qa inject mutates a source project/.test(e.message),
  );
});
