// Reading the kind of game a prompt asks for: by a leading title, "an X game", "X-style", "like X", "a clone of X",
// "a game of X" or a known name anywhere; a kind nobody listed is still read (and known to be unknown); a broad
// category asks for no kind.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readAskedKind } from './read.ts';
import { GAME_KINDS } from './table.ts';

const asked = (prompt: string) => {
  const a = readAskedKind(prompt);
  return a && [a.name, a.how, a.kind?.rulebook ?? null];
};

test('each way of naming a kind of game is read, with the library rulebook that makes it', () => {
  assert.deepEqual(asked('Asteroids: a little ship shooting rocks'), ['asteroids', 'title', 'asteroids']);
  assert.deepEqual(asked('a whack-a-mole game with three moles'), ['whack-a-mole', 'x game', 'whack-a-mole']);
  assert.deepEqual(asked('a Breakout-style game in space'), ['breakout', 'x-style', 'breakout']);
  assert.deepEqual(asked('something like Connect 4 but with cats'), ['connect four', 'like x', 'connect-four']);
  assert.deepEqual(asked('a pac-man clone in a kitchen'), ['pac-man', 'clone of x', 'pellet-maze']);
  assert.deepEqual(asked('a game of noughts and crosses against the computer'), [
    'tic-tac-toe',
    'game of x',
    'tic-tac-toe',
  ]);
  assert.deepEqual(asked('an Othello board for two'), ['reversi', 'named', 'reversi']);
});

test('a kind the table knows that no rulebook makes is read as that kind; an unknown one is still asked', () => {
  assert.deepEqual(asked('a bubble shooter with a knight'), ['bubble shooter', 'named', null]);
  assert.deepEqual(asked('make me a game like Tetris but with cats'), ['tetris', 'like x', null]);
  const unknown = readAskedKind('a quidditch game on brooms');
  assert.equal(unknown?.name, 'quidditch');
  assert.equal(unknown?.kind, undefined);
});

test('a prompt that names only a category or a flavour asks for no particular kind', () => {
  assert.equal(readAskedKind('a fun puzzle game about colours'), undefined);
  assert.equal(readAskedKind('a game where a cat dodges dogs'), undefined);
  assert.equal(readAskedKind('a simple little retro game'), undefined);
});

test('the table has hundreds of names, each name used once, every rulebook named exists in rulebooks/', async () => {
  const names = GAME_KINDS.flatMap((k) => k.names);
  assert.ok(names.length >= 400, `${names.length} names`);
  const seen = new Map<string, string>();
  for (const k of GAME_KINDS)
    for (const n of k.names) {
      assert.ok(!seen.has(n) || seen.get(n) === k.id, `"${n}" names both ${seen.get(n)} and ${k.id}`);
      seen.set(n, k.id);
    }
  const { libraryRulebooks } = await import('../../rulebook/index.ts');
  const library = new Set(libraryRulebooks().map((e) => e.name));
  for (const k of GAME_KINDS) if (k.rulebook) assert.ok(library.has(k.rulebook), `${k.id} → ${k.rulebook}`);
});
