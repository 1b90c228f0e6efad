// Which way make takes a prompt, and what the composer does with its phrases — the engine and planner for real, no
// browser: a kind a mode makes stays with the mode, a kind with a library rulebook is that rulebook edited by the
// prompt, a kind with neither is the nearest rulebook by mechanics and says it is an approximation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readPhrases } from '../phrases.ts';
import { composeRulebook, thingNouns } from './compose.ts';
import { modeGenres, rulebookRequirements, rulebookRoute, unmadeKind } from './route.ts';

test('a kind a mode makes stays with the mode; a longer name that holds a mode word does not', () => {
  assert.equal(rulebookRoute('a platformer where a fox collects gems', 1), undefined);
  assert.equal(rulebookRoute('a sokoban puzzle in a haunted library', 1), undefined);
  assert.equal(rulebookRoute('a spaceship drifting through space', 1), undefined, 'no kind by name');
  assert.deepEqual(modeGenres('peg solitaire on a cross-shaped board'), [], 'peg solitaire is no card game');
  assert.equal(unmadeKind('a platformer where a fox collects gems', 'a platformer game'), null);
});

test('a whack-a-mole is the library whack-a-mole, its count, setting and target edited, each with its proof', () => {
  const prompt = 'a whack-a-mole game where you bonk 15 gophers in a vegetable patch';
  const route = rulebookRoute(prompt, 1);
  assert.ok(route);
  const c = route.composition;
  assert.equal(c.base, 'whack-a-mole');
  assert.equal(c.exact, true);
  assert.equal(c.plan.won, true, 'the planner won the edited game');
  const gophers = c.edits.find((e) => e.phrase === '15 gophers');
  assert.equal(gophers?.status, 'honoured');
  assert.equal(c.rulebook.kinds.mole?.noun, 'gopher', 'the counted kind takes the noun the number counts');
  assert.equal(c.rulebook.theme?.backdrop, 'vegetable patch');
  const { requirements, compilation } = rulebookRequirements(route, readPhrases(prompt));
  assert.equal(compilation.noMode, null);
  const asked = requirements.find((r) => r.id === 'asked-kind');
  assert.equal(asked?.check.kind === 'design' && asked.check.ok, true);
  const count = compilation.plans.find((p) => p.phrase.text === '15 gophers');
  assert.ok(count?.requirement && !count.fixed, 'the count is honoured by its own requirement');
});

test('a board game against the computer names the pieces, never "computer"', () => {
  const c = composeRulebook('tic-tac-toe with cats and dogs against the computer', { seed: 1 });
  assert.ok(c);
  assert.equal(c.base, 'tic-tac-toe');
  const nouns = Object.values(c.rulebook.kinds).map((k) => k.noun);
  assert.ok(nouns.includes('cat') && nouns.includes('dog'), nouns.join(', '));
  assert.ok(!nouns.some((n) => n.includes('computer')), nouns.join(', '));
});

test('a kind nothing makes is the nearest rulebook by mechanics, approximated, and its requirement fails', () => {
  const route = rulebookRoute('a bubble shooter in outer space', 1);
  assert.ok(route);
  assert.equal(route.composition.exact, false);
  assert.match(route.composition.chosen, /nearest rulebook by mechanics/);
  const { requirements, compilation } = rulebookRequirements(route, readPhrases('a bubble shooter in outer space'));
  assert.equal(compilation.noMode?.asked, 'a bubble shooter');
  const asked = requirements.find((r) => r.id === 'asked-kind');
  assert.equal(asked?.check.kind === 'design' && asked.check.ok, false);
  const genre = compilation.plans.find((p) => p.phrase.kind === 'genre');
  assert.equal(genre?.fixed?.status, 'approximated', 'the asked kind is a phrase even when the reader has no word');
});

test('a number the game cannot be won with is taken back and said so', () => {
  // Ten seconds is too short to whack 40 moles at the pace they come up.
  const c = composeRulebook('a whack-a-mole game with 40 moles in 10 seconds', { seed: 1 });
  assert.ok(c);
  assert.equal(c.plan.won, true);
  assert.ok(c.relaxed.length > 0, 'an edit was relaxed');
  assert.ok(c.edits.some((e) => e.status === 'approximated'));
});

test('things only the composer reads get kinds: pancakes to stack, two colours of disc, no names to guess', () => {
  const read = (p: string) => thingNouns(p, readPhrases(p)).map((x) => x.text);
  assert.deepEqual(read('a stacker game where you stack pancakes as high as you can'), ['pancakes']);
  assert.deepEqual(read('a hangman game where you guess the names of animals'), []);
  const stack = composeRulebook('a stacker game where you stack pancakes as high as you can', { seed: 1 });
  assert.ok(Object.values(stack?.rulebook.kinds ?? {}).some((k) => k.noun === 'pancake'));
  const discs = composeRulebook('a game of connect four with red and yellow discs', { seed: 1 });
  const nouns = Object.values(discs?.rulebook.kinds ?? {}).map((k) => k.noun);
  assert.ok(nouns.includes('red disc') && nouns.includes('yellow disc'), nouns.join(', '));
});

test('snake, minesweeper and memory are rulebook games: no mode makes them; their prompts compose and win', () => {
  const made = (prompt: string) => {
    const route = rulebookRoute(prompt, 1);
    return route && [route.composition.base, route.composition.plan.won, route.why];
  };
  assert.deepEqual(made('a classic snake game where the snake eats apples and grows longer on a 20x20 grid'), [
    'snake',
    true,
    'no mode makes a snake; the library has its rulebook',
  ]);
  assert.deepEqual(made('a minesweeper game on a 9x9 field with 10 mines')?.slice(0, 2), ['minesweeper', true]);
  // "card game" is a word of the kind's own phrase, not a card battle asked beside it.
  assert.deepEqual(made('a memory card game with farm animals')?.slice(0, 2), ['memory', true]);
  // Turning cards over asks for a memory game when the prompt names no kind (the pairs mode made these).
  assert.deepEqual(made('a game where you flip cards to find matching animals')?.slice(0, 2), ['memory', true]);
  assert.deepEqual(made('turn over cards to find the twin kittens')?.slice(0, 2), ['memory', true]);
  // The retired modes' names are still read, so the rulebook's account has the phrase.
  const heads = readPhrases('a memory game where you flip cards to find 8 pairs').map((p) => p.head);
  assert.ok(heads.includes('memory game') && heads.includes('flip cards'), heads.join(' | '));
  // A worm that eats apples names no kind: the grid family's push mode made it before and makes it still.
  assert.equal(rulebookRoute('a grid game where a worm eats apples', 1), undefined);
});
