import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX_PROMPT_READ, readIntent } from './intent.ts';

describe('reading a prompt', () => {
  test('hero, collectibles, theme', () => {
    const i = readIntent('a platformer where a fox collects gems in an autumn forest');
    assert.equal(i.hero, 'fox');
    assert.deepEqual(i.collectibles, ['gem']);
    assert.ok(i.theme.includes('autumn') && i.theme.includes('forest'));
    assert.equal(i.levels, null);
  });

  test('the hero is the noun before the verb, with or without an adjective', () => {
    assert.equal(readIntent('a game where a ghost shoves pumpkins').hero, 'ghost');
    assert.equal(readIntent('a platformer where a red fox collects gems').hero, 'fox');
    assert.equal(readIntent('play as a wizard defending the tower').hero, 'wizard');
    assert.equal(readIntent('a quiz about the solar system').hero, null);
    assert.equal(readIntent('a game about a frog').hero, 'frog');
    // The first half of a hyphened word is no hero ("go" of "go-kart").
    assert.notEqual(readIntent('a racing game where a go-kart races 3 laps').hero, 'go');
  });

  test('a modifier and a noun name one thing: the pair when drawn as itself, the noun when only it is drawn', () => {
    const moon = readIntent('a platformer where a astronaut collects oxygen tanks on the moon and stomps space slugs');
    assert.deepEqual([moon.collectibles, moon.enemies], [['oxygen tank'], ['slug']]);
    // The first word stays when the art draws it and not the pair ("cheese wedges" are drawn as cheese).
    assert.deepEqual(readIntent('a game where a mouse grabs 10 cheese wedges in a kitchen').collectibles, ['cheese']);
    assert.deepEqual(readIntent('a platformer where a knight collects gold coins, stomps goblins').collectibles, [
      'gold coin',
    ]);
  });

  test('things counted, things hit and things passed are read; verbs, counts and time are not things', () => {
    const penguin = readIntent('a platformer where a penguin slides down icy hills, collects 20 fish and avoids seals');
    assert.deepEqual([penguin.collectibles, penguin.enemies], [['fish'], ['seal']]);
    const hedgehog = readIntent('a platformer where a hedgehog collects apples, bounces on beetles and has 4 lives');
    assert.deepEqual(hedgehog.enemies, ['beetle']);
    const ninja = readIntent('a platformer where a ninja double jumps across rooftops and throws shuriken at crows');
    assert.deepEqual([ninja.hero, ninja.enemies], ['ninja', ['crow']]);
    assert.deepEqual(readIntent('a game where a cat burglar sneaks past guards').enemies, ['guard']);
    const explorer = readIntent('a platformer where an explorer swings past snakes and finds a golden idol');
    assert.deepEqual(explorer.enemies, ['snake']);
    assert.deepEqual(readIntent('a game where a farmer survives 3 minutes and fights zombies').enemies, ['zombie']);
    assert.deepEqual(readIntent('a game where a girl collects three keys and opens the gate').collectibles, ['key']);
  });

  test('mechanics, numbers of levels and lives, a boss, enemies', () => {
    const i = readIntent(
      'You play as a knight who can double jump and dash. Avoid bats and defeat slimes across three levels ' +
        'with 5 lives, then fight a dragon boss.',
    );
    assert.equal(i.hero, 'knight');
    assert.equal(i.mechanics.doubleJump, true);
    assert.equal(i.mechanics.dash, true);
    assert.equal(i.mechanics.boss, true);
    assert.equal(i.levels, 3);
    assert.equal(i.mechanics.lives, 5);
    assert.deepEqual(i.enemies.slice(0, 2), ['bat', 'slime']);
    assert.equal(i.phrases.levels, 'three levels');
  });

  test('timers and difficulty', () => {
    assert.equal(readIntent('collect all coins within 60 seconds').mechanics.timerSeconds, 60);
    assert.equal(readIntent('a race against the clock').mechanics.timerSeconds, 90);
    assert.equal(readIntent('a relaxing puzzle for kids').difficulty, 'easy');
    assert.equal(readIntent('a brutal challenging shooter').difficulty, 'hard');
  });

  test('a very long prompt is cut and the design says so', () => {
    const i = readIntent(`a platformer about a frog. ${'It hops around the pond all day. '.repeat(80)}`);
    assert.equal(i.read.length, MAX_PROMPT_READ);
    assert.match(i.ignored[0]!.what, /everything after the first 1200 characters/);
  });

  test('a non-English prompt still reads, and notes what it could not', () => {
    const i = readIntent('一个狐狸收集宝石的平台游戏');
    assert.match(i.ignored[0]!.why, /English only/);
  });

  test('contradictions are resolved and noted', () => {
    const i = readIntent('an easy but brutal game where the hero cannot jump but must double jump over pits');
    assert.equal(i.difficulty, 'hard');
    assert.equal(i.mechanics.doubleJump, true);
    assert.deepEqual(
      i.ignored.map((x) => x.what),
      ['"cannot jump"', 'the wish for an easy game'],
    );
  });

  test('more than six levels is capped with a note', () => {
    const i = readIntent('a puzzle game with 40 levels');
    assert.equal(i.levels, 6);
    assert.match(i.ignored[0]!.why, /1 to 6 levels/);
  });
});
