// The phrase reader: the content phrases a person would check, read from prompts written for these tests.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readPhrases } from './phrases.ts';

const read = (prompt: string): string[] =>
  readPhrases(prompt).map((p) => `${p.kind}:${p.text}${p.value === undefined ? '' : `=${p.value}`}`);

describe('phrase reader', () => {
  test('numbers keep what they count, in seconds for times and as a side pair for boards', () => {
    const phrases = read(
      'a maze on a 6x6 board with 5 lives, a 90-second timer, 2 minutes of bonus time and 3 endings',
    );
    for (const want of ['number:6x6=606', 'number:5 lives=5', 'number:90-second=90', 'number:2 minutes=120'])
      assert.ok(phrases.includes(want), `${want} in ${phrases.join(' | ')}`);
    assert.ok(phrases.includes('number:3 endings=3'));
    assert.ok(read('a beaver collects 20 acorns and avoids foxes').includes('number:20 acorns=20'));
    // How often something happens is no time limit.
    assert.deepEqual(
      readPhrases('the speed ramps up every 30 seconds').filter((p) => p.kind === 'number'),
      [{ text: 'every 30 seconds', kind: 'number', head: 'interval', value: 30 }],
    );
  });

  test('after a verb, a count of a two-word thing; a threat that wakes is an enemy; an escape and a rescue', () => {
    const mouse = read('a mouse grabs 10 cheese wedges and escapes before the cat wakes up');
    for (const want of ['number:10 cheese wedges=10', 'enemy:cat'])
      assert.ok(mouse.includes(want), `${want} in ${mouse.join(' | ')}`);
    assert.ok(read('a collect-and-escape game').includes('genre:collect-and-escape'));
    assert.ok(
      read('a farmer survives 3 minutes until the rescue helicopter lands').includes('mechanic:until the rescue'),
    );
    // Not after a verb, a number before two words stays unread ("a 120 disco song" is no count of songs);
    // "a 120 bpm song" is read as the song's tempo, which a rhythm game plays at.
    assert.equal(
      readPhrases('a drummer hits notes to a 120 disco song').some((p) => p.kind === 'number'),
      false,
    );
  });

  test("a quiz's pass mark and a story's good and bad endings are counts of their own", () => {
    const quiz = read('a quiz about dinosaurs with 12 questions where you need 8 right answers to win');
    for (const want of ['number:12 questions=12', 'number:8 right answers=8'])
      assert.ok(quiz.includes(want), `${want} in ${quiz.join(' | ')}`);
    const story = readPhrases('a choose-your-own-adventure with 2 good endings and 1 bad ending');
    assert.deepEqual(
      story.filter((p) => p.kind === 'number').map((p) => [p.text, p.head, p.value]),
      [
        ['2 good endings', 'good endings', 2],
        ['1 bad ending', 'bad endings', 1],
      ],
    );
    const duel = readPhrases('a card duel against a vampire lord with 30 hp where your deck has 20 cards');
    assert.deepEqual(
      duel.filter((p) => p.kind === 'number').map((p) => [p.text, p.head, p.value]),
      [
        ['30 hp', 'health', 30],
        ['20 cards', 'cards', 20],
      ],
    );
  });

  test('nouns keep their modifiers: the hero, enemies, items, settings and vehicles', () => {
    const phrases = read(
      'an endless runner where a skateboarding otter dodges angry seagulls, grabs shiny shells and ' +
        'races along a sunny pier',
    );
    for (const want of [
      'genre:endless runner',
      'character:skateboarding otter',
      'vehicle:skateboarding',
      'enemy:angry seagulls',
      'item:shiny shells',
      'setting:sunny pier',
    ])
      assert.ok(phrases.includes(want), `${want} in ${phrases.join(' | ')}`);
    // What a place is full of is part of the setting.
    assert.deepEqual(read('a golf game with 9 holes on a mini golf course full of windmills'), [
      'genre:golf',
      'number:9 holes=9',
      'setting:windmills',
    ]);
  });

  test('word games: the words an anagram is made of, and the place falling words hit', () => {
    // The anagram mode's own name is read before the one it shares with the typing mode.
    assert.deepEqual(read('a word game where you unscramble anagrams of animal names in 90 seconds'), [
      'genre:unscramble',
      'genre:word game',
      'number:90 seconds=90',
      'item:animal names',
    ]);
    const typing = read('a typing game where words on asteroids keep hitting the castle');
    assert.ok(typing.includes('genre:typing'), typing.join(' | '));
    assert.ok(typing.includes('setting:castle'), typing.join(' | '));
  });

  test('timing games: the tempo a song plays at, the notes a drummer hits, and a catch before sunset', () => {
    assert.deepEqual(read('a rhythm game where a drummer hits notes to a 120 bpm song'), [
      'genre:rhythm',
      'number:120 bpm=120',
      'character:drummer',
      'item:notes',
    ]);
    const fishing = read('a fishing game on a frozen lake where an old man catches 5 trout before sunset');
    for (const want of ['genre:fishing', 'condition:before sunset', 'number:5 trout=5', 'setting:frozen lake'])
      assert.ok(fishing.includes(want), `${want} in ${fishing.join(' | ')}`);
    assert.ok(!read('a platformer where a fox hits the enemies').some((p) => p.startsWith('item:')));
  });

  test('named mechanics, sub-genres and conditions are read, and a group is read as what it groups', () => {
    const phrases = read('a match-3 with a boss where a mole survives waves of moles before time runs out');
    for (const want of ['genre:match-3', 'mechanic:boss', 'genre:survives', 'condition:before time runs out'])
      assert.ok(phrases.includes(want), `${want} in ${phrases.join(' | ')}`);
    assert.deepEqual(
      readPhrases('a robot clears waves of rusty drones').find((p) => p.kind === 'enemy'),
      { text: 'rusty drones', kind: 'enemy', head: 'drone' },
    );
  });

  test('a noun is one phrase however often it is read, and genre words are not characters', () => {
    const phrases = readPhrases('a card battle against a troll: defeat the troll with fire cards');
    assert.equal(phrases.filter((p) => p.head === 'troll').length, 1);
    assert.equal(phrases.filter((p) => p.kind === 'character').length, 0, JSON.stringify(phrases));
  });

  test('the reading is deterministic and stops where the intent reader stops', () => {
    const prompt = `a frog collects flies. ${'a long story of nothing '.repeat(80)}then a walrus`;
    assert.deepEqual(readPhrases(prompt), readPhrases(prompt));
    assert.ok(!readPhrases(prompt).some((p) => p.head === 'walrus'));
    assert.deepEqual(readPhrases(''), []);
    // A condition read once is read again: the next reading of a prompt is the first one's, whatever came between.
    const defend = 'defend the garden from bugs';
    const first = readPhrases(defend);
    assert.deepEqual(readPhrases(defend), first);
    readPhrases('a wall to protect the castle from slimes');
    assert.deepEqual(readPhrases(defend), first);
    assert.ok(
      first.some((p) => p.kind === 'condition' && p.text === 'defend'),
      JSON.stringify(first),
    );
  });

  test('a stealth game sneaks past guards (a noun after "past") and wins without being seen', () => {
    const stealth = read('a stealth game where a ninja sneaks past guards and steals a scroll without being seen');
    for (const want of ['genre:stealth', 'mechanic:sneaks', 'condition:without being seen', 'enemy:guards'])
      assert.ok(stealth.includes(want), `${want} in ${stealth.join(', ')}`);
    // A guard that guards something stays a verb.
    assert.ok(!read('a knight guards the gate from trolls').includes('enemy:guards'));
  });

  test('a road crossing is a lane dodger; switching running lanes is not', () => {
    assert.ok(read('a frog crosses the road between buses').includes('mechanic:crosses the road'));
    assert.ok(read('a lane dodger with cars').includes('genre:lane dodger'));
    assert.ok(read('a runner that switches lanes').includes('genre:switches lanes'));
  });
  test('a place before the kind of game is its setting; what the hero gets past is in its way', () => {
    const read = (prompt: string) => readPhrases(prompt).map((x) => `${x.kind}:${x.text}`);
    const idol = read('a jungle platformer where an explorer swings past snakes and finds a golden idol');
    assert.ok(idol.includes('setting:jungle') && idol.includes('enemy:snakes'), idol.join(' | '));
    // A creature before the kind of game is no place, and a tycoon's business is where it is run.
    assert.ok(!read('a fox platformer where you collect gems').some((p) => p.startsWith('setting:')));
    assert.ok(read('a lemonade stand tycoon for 10 days').includes('setting:lemonade stand'));
    // A quiz's subject before the word quiz is what it is about.
    assert.ok(read('a science quiz for kids with 10 questions').includes('setting:science'));
  });
  test('the cast after "where", a bare list after "with", and where pushed things and climbers go are read', () => {
    const read = (prompt: string) => readPhrases(prompt).map((x) => `${x.kind}:${x.text}`);
    const garden = read('a garden defense where sunflowers and pea shooters stop snails, 4 waves');
    for (const want of ['character:sunflowers', 'character:pea shooters', 'setting:garden', 'enemy:snails'])
      assert.ok(garden.includes(want), `${want} in ${garden.join(' | ')}`);
    // "where you…" and "tower defense" name no cast and no place.
    assert.ok(!read('a tower defense where you place turrets').some((p) => /^(character|setting):/.test(p)));
    const gate = read('defend the castle gate from orcs with archers and mages');
    assert.ok(gate.includes('item:archers') && gate.includes('item:mages'), gate.join(' | '));
    // Numbers and mechanics after "with" are read as themselves, not as things.
    assert.ok(!read('a story with three endings').includes('item:endings'));
    assert.ok(!read('five levels with undo').some((p) => p.startsWith('item:')));
    assert.ok(!read('a tower defense with ice towers').includes('item:ice towers'));
    assert.ok(read('a yeti pushes snowballs onto glowing runes').includes('setting:glowing runes'));
    assert.ok(read('a penguin slides down icy hills').includes('setting:icy hills'));
    assert.ok(read('a samurai climbs a pagoda').includes('setting:pagoda'));
    assert.ok(read('a solitaire card game with a pirate theme').includes('setting:pirate'));
    assert.ok(read('a knight looking for a lost dragon egg').includes('item:lost dragon egg'));
    // What the hero throws is a thing to show; a setting of the same word stays the setting.
    assert.ok(read('a ninja throws shuriken at crows').includes('item:shuriken'));
    const candy = read('in a candy land a bunny throws candy at jelly monsters');
    assert.ok(candy.includes('setting:candy') && !candy.includes('item:candy'), candy.join(' | '));
    // "duels" is what the knight does, not part of its name.
    const duel = read('a card game where a knight duels a sorcerer');
    assert.ok(duel.includes('character:knight') && duel.includes('enemy:sorcerer'), duel.join(' | '));
  });
});
