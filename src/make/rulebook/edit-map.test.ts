// The numbers that edit a rulebook's levels and counters, on library rulebooks: each edit does what its phrase says,
// keeps the level valid, and refuses (with why) a level it would break.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkRulebook, LIBRARY_DIR, mapTokens, type Rulebook } from '../../rulebook/index.ts';
import { addClock, editBoard, editLives, editPairs, editRows } from './edit-map.ts';

const library = (name: string): Rulebook =>
  JSON.parse(readFileSync(join(LIBRARY_DIR, `${name}.json`), 'utf8')) as Rulebook;
const valid = (book: Rulebook) =>
  assert.deepEqual(
    checkRulebook(book).problems.filter((p) => p.severity === 'error'),
    [],
  );
const count = (map: readonly string[], token: string) =>
  mapTokens(map)
    .flat()
    .filter((t) => t === token).length;

test('a board size redraws a walled map at that size: the wall all round, the head and the food kept', () => {
  const book = library('snake');
  const edit = editBoard(book, 20, 20);
  assert.equal(edit.status, 'honoured');
  assert.deepEqual(book.world.grid, { ...book.world.grid, cols: 20, rows: 20 });
  const map = book.levels[0]!.map!;
  assert.equal(map.length, 20);
  assert.ok(map.every((r) => r.length === 20));
  assert.equal(map[0], '#'.repeat(20));
  assert.equal(count(map, 'H'), 1);
  assert.equal(count(map, 'f'), 1);
  valid(book);
});

test('a board size is refused for puzzles laid out cell by cell, and honoured as it is when it already fits', () => {
  const sokoban = library('sokoban');
  const before = JSON.stringify(sokoban);
  assert.equal(editBoard(sokoban, 12, 12).status, 'not honoured');
  assert.equal(JSON.stringify(sokoban), before, 'a refused edit changes nothing');
  const mines = library('minesweeper');
  assert.equal(editBoard(mines, 9, 9).status, 'honoured');
  assert.equal(editBoard(library('breakout'), 9, 9).status, 'not honoured', 'an arena has no board');
});

test('rows of a kind: five rows of bricks, four rows of aliens, the map as tall as before', () => {
  const breakout = library('breakout');
  const height = breakout.levels[0]!.map!.length;
  assert.equal(editRows(breakout, 5).status, 'honoured');
  const map = breakout.levels[0]!.map!;
  assert.equal(map.length, height);
  assert.equal(map.filter((r) => r.includes('=')).length, 5);
  valid(breakout);
  const invaders = library('space-invaders');
  assert.equal(editRows(invaders, 4).status, 'honoured');
  assert.equal(invaders.levels[0]!.map!.filter((r) => r.includes('a')).length, 4);
  valid(invaders);
  const before = JSON.stringify(breakout);
  assert.equal(editRows(breakout, 12).status, 'not honoured', 'no room for twelve rows above the paddle');
  assert.equal(JSON.stringify(breakout), before, 'a refused edit changes no level');
  assert.equal(editRows(library('snake'), 3).status, 'not honoured');
});

test('pairs and cards lay a matching board; lives and a clock set their counters', () => {
  const memory = library('memory');
  assert.equal(editPairs(memory, 6).status, 'honoured');
  assert.deepEqual([memory.world.grid?.cols, memory.world.grid?.rows], [4, 3]);
  assert.equal(mapTokens(memory.levels[0]!.map!).flat().length, 12);
  valid(memory);
  assert.equal(editPairs(library('snake'), 6).status, 'not honoured');
  const breakout = library('breakout');
  const lives = editLives(breakout, 5);
  assert.equal(lives.proof, 'counters.balls.initial');
  assert.equal(breakout.counters?.balls?.initial, 5);
  assert.equal(editLives(library('road-crossing'), 3).status, 'not honoured');
  const timed = library('memory');
  assert.equal(addClock(timed, 120).status, 'honoured');
  assert.equal(timed.counters?.time?.initial, 120);
  assert.ok(timed.rules.some((r) => r.when.counter?.name === 'time' && r.then.some((e) => e.lose)));
  valid(timed);
});
