// Which files of a game qa inject may mutate, and the error a folder without sources gets.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
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
  assert.deepEqual(
    gameSources(game).map((s) => s.file),
    ['src/core/flow.ts', 'src/game/Level.ts'],
  );
  const json = jsonReader(game);
  assert.deepEqual(json('src/core/flow.ts', '../gameConfig.json'), { game: { lives: { value: 3 } } });
  assert.equal(json('src/core/flow.ts', './missing.json'), undefined);
});

test('a folder with no src/ is refused with what qa inject needs', () => {
  assert.throws(
    () => gameSources(join(root, 'empty')),
    (e: unknown) => e instanceof QaInjectError && /no src\/ folder; qa inject mutates a source project/.test(e.message),
  );
});
