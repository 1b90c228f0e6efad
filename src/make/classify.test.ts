import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { classifyPrompt } from './classify.ts';

describe('physics-first classifier', () => {
  const cases: [string, string][] = [
    ['a platformer where a fox collects gems', 'platformer'],
    ['a knight jumps over pits and double jumps to reach the castle', 'platformer'],
    ['a side-scrolling shooter with a jetpack soldier', 'platformer'],
    ['a top-down arena shooter where a robot survives waves of drones', 'top_down'],
    ['a spaceship blasts asteroids and can move in any direction', 'top_down'],
    ['a wizard explores a dungeon', 'top_down'],
    ['a mouse runs through a labyrinth collecting cheese', 'top_down'],
    ['a platformer where a knight jumps through a dungeon', 'platformer'],
    ['a sokoban in a dungeon', 'grid_logic'],
    ['a sokoban puzzle where a penguin pushes ice crates onto targets', 'grid_logic'],
    ['a match-3 board with candy', 'grid_logic'],
    ["a match three puzzle with jewels in a pharaoh's tomb and a 90 second timer", 'grid_logic'],
    ['a bejeweled game where a fairy swaps flowers', 'grid_logic'],
    ['a collect-and-escape game where a mouse grabs cheese and escapes through the mouse hole', 'top_down'],
    ['a brick breaker with a paddle, a bouncing ball and 5 rows of bricks', 'top_down'],
    ['a pong game for two players to 11 points', 'top_down'],
    ['a stealth game where a ninja steals a scroll without being seen', 'top_down'],
    ['a lane dodger where a chicken crosses the road between cars and trucks, 3 lives', 'top_down'],
    ['a racing game where a go-kart races 3 laps around a beach track against 4 rivals', 'top_down'],
    ['a golf game with 9 holes on a mini golf course full of windmills', 'top_down'],
    ['a penguin pushing heavy ice blocks', 'grid_logic'],
    ['a snake game on a grid', 'grid_logic'],
    ['build towers along the path to stop waves of slimes from reaching your castle', 'tower_defense'],
    ['plants vs zombies but with cats', 'tower_defense'],
    ['a quiz about the solar system with ten questions', 'ui_heavy'],
    ['a visual novel where you choose your path through a haunted school', 'ui_heavy'],
    ['a card game where you play cards against a dragon', 'ui_heavy'],
    ['a choose-your-own-adventure about a knight looking for a lost dragon egg, with 2 good endings', 'ui_heavy'],
    ['an interactive story where a detective solves a murder on a night train', 'ui_heavy'],
  ];
  for (const [prompt, expected] of cases) {
    test(`"${prompt}" → ${expected}`, () => {
      const c = classifyPrompt(prompt);
      assert.equal(c.archetype, expected, c.reasoning);
      assert.ok(c.evidence.length > 0);
      assert.match(c.reasoning, /Key question/);
    });
  }

  test('a prompt with no physics cue is flagged unsure, names the runner-up, and is never a silent default', () => {
    const c = classifyPrompt('a game about friendship');
    assert.equal(c.unsure, true);
    assert.equal(c.confidence, 0);
    assert.equal(c.runnerUp?.archetype, 'top_down');
    assert.match(c.reasoning, /Unsure/);
    assert.match(c.reasoning, /--archetype/);
  });

  test('split evidence is reported as unsure with the runner-up and its cues', () => {
    const c = classifyPrompt('a top-down game where you jump between platforms');
    assert.equal(c.unsure, true);
    assert.ok(c.runnerUp && c.runnerUp.score > 0);
    assert.match(c.reasoning, /Runner-up/);
  });

  test('--archetype overrides and still reports what the prompt suggested', () => {
    const c = classifyPrompt('a quiz about birds', 'platformer');
    assert.equal(c.archetype, 'platformer');
    assert.equal(c.source, 'option');
    assert.equal(c.runnerUp?.archetype, 'ui_heavy');
    assert.match(c.reasoning, /pointed to ui_heavy/);
  });

  test('a stray word is weak evidence when the prompt names another kind of game', () => {
    // "fall" is a platformer cue, but this is a card game: the classifier says it is unsure and why.
    const cards = classifyPrompt('a solitaire card game where the cards fall into place');
    assert.notEqual(cards.archetype, 'platformer', cards.reasoning);
    const stray = classifyPrompt('a pinball game where balls fall from the sky');
    assert.equal(stray.unsure, true, stray.reasoning);
    assert.ok(stray.confidence <= 0.4, String(stray.confidence));
    assert.match(stray.reasoning, /"fall" is the only cue for platformer, a stray word against "pinball"/);
    // Rhythm and fishing games are ui_heavy's modes now: notes falling to a hit line are no platformer's.
    assert.equal(classifyPrompt('a rhythm game where notes fall from the sky').archetype, 'ui_heavy');
    assert.equal(classifyPrompt('a fishing game on a frozen lake').archetype, 'ui_heavy');
    // A typing game is made by ui_heavy now: its falling words are no platformer's.
    assert.equal(classifyPrompt('a typing game where words fall from the sky').archetype, 'ui_heavy');
    // The same word with a prompt that agrees with it stays sure.
    const sure = classifyPrompt('a platformer where a fox jumps over pits');
    assert.equal(sure.unsure, false);
    assert.ok(sure.confidence > 0.65);
  });

  test('the result is deterministic', () => {
    assert.deepEqual(classifyPrompt('a tower defense with lasers'), classifyPrompt('a tower defense with lasers'));
  });
});
