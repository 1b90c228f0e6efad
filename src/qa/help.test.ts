// The help-text reader on the shapes text games write their help in: GBQA's `verb/alias + object + on + target`
// lines with a dash and a gloss, `verb <slot>` with any kind of bracket, a help in capitals, several commands on one
// line after "Commands:", and two commands on one line split by a slash. Headings, goals and prose are not commands.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseHelp, parseHelpCommands, slotKind } from './help.ts';

describe('help texts', () => {
  test("GBQA's shape: verb/alias + object + joiner + target, each with a gloss", () => {
    const help = [
      '[Command Help]',
      '',
      'Movement:',
      '  go/move + direction      - Move (north/south/east/west/up/down)',
      'Interaction:',
      '  look                     - Look around',
      '  take/pick up + item      - Pick up an item',
      '  use + item + on + target - Use an item on something',
      '  enter + number           - Enter a code',
      '  combine                  - Join the key fragments',
      '  inventory/i              - What you carry',
      '',
      'Goal: find the three key fragments and escape.',
    ].join('\n');
    const commands = parseHelpCommands(help);
    assert.deepEqual(
      commands.map((c) => c.template),
      ['go <direction>', 'look', 'take <item>', 'use <item> on <target>', 'enter <number>', 'combine', 'inventory'],
    );
    const take = commands.find((c) => c.template === 'take <item>')!;
    assert.deepEqual(take.aliases, ['pick up <item>']);
    assert.equal(take.gloss, 'Pick up an item');
    assert.deepEqual(commands.find((c) => c.template === 'go <direction>')!.aliases, ['move <direction>']);
    assert.deepEqual(commands.find((c) => c.template === 'inventory')!.aliases, ['i']);
  });

  test('one line of commands after a heading word, with aliases in brackets, stops at the prose after it', () => {
    const help =
      'Commands: look (l), inventory (i), go <direction>, take <item>, fill <item> at <place>, help. ' +
      'The miller trades the gate key for a fresh loaf.';
    assert.deepEqual(parseHelp(help), [
      'look',
      'inventory',
      'go <direction>',
      'take <item>',
      'fill <item> at <place>',
      'help',
      'l',
      'i',
    ]);
  });

  test('a help in capitals has its slot words found by meaning', () => {
    const help =
      'You can type:\nLOOK\nGO DIRECTION\nTAKE OBJECT\nPUT OBJECT IN CONTAINER\nDIAL NUMBER\nThe game saves.';
    assert.deepEqual(parseHelp(help), [
      'look',
      'go <direction>',
      'take <object>',
      'put <object> in <container>',
      'dial <number>',
    ]);
  });

  test('square and curly brackets, capitals for slots, and two commands on one line', () => {
    const help =
      '- read [thing] -- read what is written\n- switch on THING / switch off THING\n- insert {item} into {item}';
    assert.deepEqual(parseHelp(help), [
      'read <thing>',
      'switch on <thing>',
      'switch off <thing>',
      'insert <item> into <item>',
    ]);
  });

  test('prose, headings and rules are not commands', () => {
    const help = 'How to play:\n====\nYou are in a castle.\nThe door is locked.\nGood luck!\nTip: try everything.';
    assert.deepEqual(parseHelp(help), []);
  });

  test('slots are told apart by what fills them', () => {
    assert.equal(slotKind('direction'), 'direction');
    assert.equal(slotKind('code'), 'number');
    assert.equal(slotKind('target'), 'item');
    assert.equal(slotKind('person'), 'person');
  });
});
