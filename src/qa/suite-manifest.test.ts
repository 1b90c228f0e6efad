// The QA suite reader: games/ and a suite qa inject wrote read to the same list of games; a bad manifest, a missing
// file or known bugs inside the folder a tester gets are refused with the file, the game and what to do.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { PROJECT_ROOT } from '../shared/index.ts';
import { QaSuiteError, readQaSuite } from './suite-manifest.ts';

const temp = mkdtempSync(join(tmpdir(), 'playsmith-qa-suite-'));
after(() => rmSync(temp, { recursive: true, force: true }));

function suite(name: string, manifest: unknown, files: string[]): string {
  const dir = join(temp, name);
  mkdirSync(dir, { recursive: true });
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '{}');
  }
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const refusal = (dir: string): string => {
  try {
    readQaSuite(dir);
  } catch (e) {
    assert.ok(e instanceof QaSuiteError);
    return e.message;
  }
  assert.fail('the suite was read');
};

test("games/ reads as a hand-made suite: three games, each spec visible and each game's bugs hidden apart", () => {
  const s = readQaSuite(join(PROJECT_ROOT, 'games'));
  assert.equal(s.layout, 'hand-made');
  assert.deepEqual(
    s.games.map((g) => g.id),
    ['harbour-inn', 'comet-catcher', 'potion-shop'],
  );
  for (const g of s.games) {
    assert.ok(g.spec?.startsWith(g.folder), `${g.id}: the spec is in the folder a tester gets`);
    assert.ok(!g.bugs.startsWith(g.folder), `${g.id}: the known bugs are not`);
    assert.ok(g.target.endsWith('qa.adapter.json'));
  }
});

test('a suite qa inject wrote reads to the same shape, its target the mutant folder', () => {
  const manifest = {
    schema: 'playsmith.qa-suite/1',
    source: { game: 'templates/platformer', contentHash: 'abc' },
    seed: 1,
    count: 1,
    triesPerOperator: 1,
    operators: [],
    games: [{ id: 'm01', folder: 'games/m01', bugs: 'hidden/m01/bugs.json' }],
    wallMs: 1,
    wallMsPerProven: 1,
    versions: {},
  };
  const dir = suite('injected', manifest, ['games/m01/index.html', 'hidden/m01/bugs.json']);
  const s = readQaSuite(dir);
  assert.equal(s.layout, 'injected');
  assert.deepEqual(s.games, [
    {
      id: 'm01',
      folder: join(dir, 'games/m01'),
      target: join(dir, 'games/m01'),
      spec: null,
      bugs: join(dir, 'hidden/m01/bugs.json'),
      steps: undefined,
    },
  ]);
});

test('bad suites are refused with the file, the game and what to do', () => {
  const game = (extra: Record<string, unknown>) => ({
    schema: 'playsmith.qa-games/1',
    games: [{ id: 'g', folder: 'g', bugs: 'hidden/g.json', ...extra }],
  });
  assert.match(refusal(join(temp, 'nowhere')), /no such folder; give a QA suite folder/);
  mkdirSync(join(temp, 'empty'));
  assert.match(refusal(join(temp, 'empty')), /no manifest\.json/);
  const missing = suite('missing', game({}), ['g/index.html']);
  assert.match(refusal(missing), /manifest\.json: game g: its bugs .*hidden\/g\.json does not exist/);
  const leaked = suite('leaked', game({ bugs: 'g/bugs.json' }), ['g/index.html', 'g/bugs.json']);
  assert.match(refusal(leaked), /inside the game's folder, which a tester is given; keep them apart/);
  const badId = suite('bad-id', game({ id: 'G 1' }), []);
  assert.match(refusal(badId), /games\.0\.id: an id is lower-case letters/);
  const unknownKey = suite('unknown-key', game({ known: 'x' }), []);
  assert.match(refusal(unknownKey), /games\.0: .*"known".*playsmith\.qa-games\/1/);
});
