// The offline agent's revert: an injected mutation goes back exactly where its record pins it, a deletion is put back
// on its line, and a bug it cannot pin is left alone with the reason a person can act on.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { revertMutation } from './offline.ts';

const root = mkdtempSync(join(tmpdir(), 'playsmith-repair-offline-'));
after(() => rmSync(root, { recursive: true, force: true }));

const ORIGINAL = [
  'export class Level {',
  '  score = 0;',
  '  collect(points: number): void {',
  '    this.score += points;',
  '    this.coin.destroy();',
  '  }',
  '}',
  '',
].join('\n');

function game(name: string, text: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'src', 'game'), { recursive: true });
  writeFileSync(join(dir, 'src', 'game', 'Level.ts'), text);
  return dir;
}
const level = (dir: string) => readFileSync(join(dir, 'src', 'game', 'Level.ts'), 'utf8');
const site = { operator: 'off-by-one', file: 'src/game/Level.ts', line: 4 };

test('a replaced expression is reverted on its line, and the file is the original again', () => {
  const mutated = 'this.score += points + 1';
  const dir = game('replaced', ORIGINAL.replace('this.score += points', mutated));
  const revert = revertMutation(dir, { ...site, original: 'this.score += points', mutated });
  assert.deepEqual(revert, {
    ok: true,
    file: 'src/game/Level.ts',
    summary: 'reverted off-by-one at src/game/Level.ts:4: "this.score += points + 1" back to "this.score += points"',
  });
  assert.equal(level(dir), ORIGINAL);
});

test('a deleted statement is put back where its line starts', () => {
  const dir = game('deleted', ORIGINAL.replace('this.coin.destroy();', ''));
  const revert = revertMutation(dir, {
    operator: 'pickup-not-removed',
    file: 'src/game/Level.ts',
    line: 5,
    original: 'this.coin.destroy();',
    mutated: '',
  });
  assert.equal(revert.ok, true);
  assert.equal(level(dir), ORIGINAL);
  const again = revertMutation(dir, { ...site, line: 5, original: 'this.coin.destroy();', mutated: '' });
  assert.deepEqual(again, { ok: false, reason: 'src/game/Level.ts:5 already holds the original code' });
});

test('planted code twice on its line is pinned by the recorded column (a condition dropped to false)', () => {
  const original = 'if (!outcome.accepted) return false;';
  const text = `${ORIGINAL}function f(outcome) {\n  ${original}\n}\n`;
  const planted = text.replace('!outcome.accepted', 'false');
  const line = text.split('\n').length - 2;
  const dir = game('column', planted);
  const bare = { ...site, operator: 'collision-condition', line, original: '!outcome.accepted', mutated: 'false' };
  assert.match((revertMutation(dir, bare) as { reason: string }).reason, /2 of them on line \d+ and none at a/);
  assert.equal(revertMutation(dir, { ...bare, column: 7 }).ok, true);
  assert.equal(level(dir), text, 'the condition is reverted, not the returned false');
});

test('a bug the record does not pin is left alone, with the reason', () => {
  const dir = game('unpinned', `${ORIGINAL}const a = 1 + 1;\nconst b = 1 + 1;\n`);
  assert.match(
    (revertMutation(dir, undefined) as { reason: string }).reason,
    /does not pin an injected mutation .* try --agent llm/,
  );
  const gone = revertMutation(dir, { ...site, original: 'x', mutated: 'this.score -= 1' });
  assert.match((gone as { reason: string }).reason, /no longer in src\/game\/Level\.ts \(the file changed/);
  const twice = revertMutation(dir, { ...site, line: 2, original: '2', mutated: '1 + 1' });
  assert.match(
    (twice as { reason: string }).reason,
    /2 times, 0 of them on line 2 and none at a recorded column; which one to revert is not pinned/,
  );
  const outside = revertMutation(dir, { ...site, file: '../elsewhere/Level.ts', original: 'x', mutated: 'y' });
  assert.match((outside as { reason: string }).reason, /not a source file inside the game's src\//);
  assert.equal(level(dir), `${ORIGINAL}const a = 1 + 1;\nconst b = 1 + 1;\n`, 'nothing was written');
});
