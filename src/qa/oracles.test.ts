// The qa oracles one by one, on transitions built by hand: each sees its fault and stays quiet on the lawful move
// next to it; and the help-text reader and template filler that make the explorer's vocabulary.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GameRulesSchema, type QaObservation } from './adapter.ts';
import { fillTemplates } from './explorer.ts';
import { factsOf, stateHash } from './facts.ts';
import { parseHelp } from './http-text.ts';
import { judgeTransition, mentioned, type Transition } from './oracles.ts';

const rules = GameRulesSchema.parse({
  rules: [{ gain: 'lens', requires: ['piece a', 'piece b', 'piece c'] }],
  counters: { health: { min: 0, max: 3 } },
});

const base = {
  room: 'hall',
  exits: ['south', 'east'],
  items_here: ['lamp oil'],
  features: ['door'],
  inventory: ['rope'],
  oil: 2,
  health: 3,
  turn: 1,
  game_over: false,
};

function obs(state: Record<string, unknown> | null, text = '', error: string | null = null): QaObservation {
  return { text, state, error };
}

function transition(before: QaObservation, action: string, after: QaObservation, vocabulary: string[] = []) {
  const t: Transition = {
    before,
    beforeFacts: factsOf(before, rules.fields),
    action,
    after,
    afterFacts: factsOf(after, rules.fields),
    vocabulary: new Set(vocabulary),
    initial: factsOf(obs(base), rules.fields).counters,
    rules,
    beforeHash: stateHash(before, rules.fields),
    afterHash: stateHash(after, rules.fields),
  };
  return judgeTransition(t).map((f) => f.signature);
}

describe('qa oracles', () => {
  test('a 500 answer is a crash named by the verb and the error, an ordinary refusal is not', () => {
    const crash = transition(obs(base), 'read book', obs(null, '', 'HTTP 500: boom at 12'));
    assert.deepEqual(crash, ['server-error:read:HTTP N: boom at N']);
    assert.deepEqual(transition(obs(base), 'read book', obs({ ...base, turn: 2 }, 'You have no book.')), []);
  });

  test('conservation: a dropped thing must lie here, a thing may not vanish or appear unnamed', () => {
    const dropped = obs({ ...base, inventory: [], items_here: ['lamp oil'] });
    assert.deepEqual(transition(obs(base), 'drop rope', dropped), ['conservation:drop:hall']);
    const lawful = obs({ ...base, inventory: [], items_here: ['lamp oil', 'rope'] });
    assert.deepEqual(transition(obs(base), 'drop rope', lawful), []);
    const tide = obs({ ...base, items_here: [] });
    assert.deepEqual(transition(obs(base), 'wait', tide), ['conservation:vanished:hall:lamp oil']);
    const gift = obs({ ...base, inventory: ['rope', 'gold'] });
    assert.deepEqual(transition(obs(base), 'listen', gift), ['conservation:appeared:gold']);
    const lost = obs({ ...base, inventory: [] });
    assert.deepEqual(transition(obs(base), 'jump', lost), ['conservation:lost:jump:rope']);
    // Spent on something (a counter moved): not a loss without cause.
    assert.deepEqual(transition(obs(base), 'jump', obs({ ...base, inventory: [], health: 2 })), []);
    // Walking away or into the dark changes what is seen, not what exists.
    assert.deepEqual(transition(obs(base), 'go east', obs({ ...base, room: 'cabin', items_here: [] })), []);
    assert.deepEqual(transition(obs(base), 'wait', obs({ ...base, items_here: [], dark: true })), []);
  });

  test('counters stay in their declared range, or at or above 0 when they start there', () => {
    assert.deepEqual(transition(obs(base), 'fill lamp', obs({ ...base, oil: -1 })), ['counter-range:oil']);
    assert.deepEqual(transition(obs(base), 'eat', obs({ ...base, health: 4 })), ['counter-range:health']);
    assert.deepEqual(transition(obs(base), 'fill lamp', obs({ ...base, oil: 0 })), []);
    // Already out of range before: not seen again on every later step.
    assert.deepEqual(transition(obs({ ...base, oil: -1 }), 'listen', obs({ ...base, oil: -2 })), []);
  });

  test('a look names what is here and nothing that is not', () => {
    const flawed = obs(base, 'A hall with a door. You see lamp oil. A golden key glints in the wall.');
    assert.deepEqual(transition(obs(base), 'look', flawed, ['golden key', 'lamp oil']), [
      'description:golden key:mentions-absent',
    ]);
    const silent = obs(base, 'A hall with a door.');
    assert.deepEqual(transition(obs(base), 'look', silent, ['lamp oil']), ['description:lamp oil:omits-present']);
    assert.deepEqual(transition(obs(base), 'look', obs(base, 'A hall. You see: lamp oil.'), ['lamp']), []);
  });

  test('exits: an unlisted way that works and a listed way refused without a reason are both faults', () => {
    const moved = obs({ ...base, room: 'tower' });
    assert.deepEqual(transition(obs(base), 'go up', moved), ['exit-acceptance:hall:up']);
    const refused = obs(base, 'Nothing happens.');
    assert.deepEqual(transition(obs(base), 'go east', refused), ['exit-refusal:hall:east']);
    assert.deepEqual(transition(obs(base), 'go east', obs(base, 'The door is locked.')), []);
    assert.deepEqual(transition(obs(base), 'go up', obs(base, 'You cannot go that way.')), []);
  });

  test('a declared rule: the gain needs everything it requires', () => {
    const short = obs({ ...base, inventory: ['piece a', 'piece b'] });
    const made = obs({ ...base, inventory: ['lens'] });
    assert.deepEqual(transition(short, 'assemble lens', made), ['shortcut:lens']);
    const whole = obs({ ...base, inventory: ['piece a', 'piece b', 'piece c'] });
    assert.deepEqual(transition(whole, 'assemble lens', made), []);
  });

  test('taking back a thing made earlier on the way breaks no rule about making it', () => {
    const dropped = obs({ ...base, inventory: ['rope'], items_here: ['lens'] });
    const retaken = obs({ ...base, inventory: ['rope', 'lens'], items_here: [] });
    const t: Transition = {
      before: dropped,
      beforeFacts: factsOf(dropped, rules.fields),
      action: 'take lens',
      after: retaken,
      afterFacts: factsOf(retaken, rules.fields),
      vocabulary: new Set(),
      initial: factsOf(obs(base), rules.fields).counters,
      rules,
      beforeHash: stateHash(dropped, rules.fields),
      afterHash: stateHash(retaken, rules.fields),
    };
    // Found lying there, never had before: the rule is broken.
    assert.deepEqual(
      judgeTransition(t).map((f) => f.signature),
      ['shortcut:lens'],
    );
    // Made earlier on this way (then put down): taking it up again is not making it.
    assert.deepEqual(judgeTransition({ ...t, had: new Set(['rope', 'lens']) }), []);
  });

  test('after the end nothing changes but the clock', () => {
    const over = { ...base, game_over: true };
    assert.deepEqual(transition(obs(over), 'take lamp oil', obs({ ...over, inventory: ['rope', 'lamp oil'] })), [
      'after-end:take',
    ]);
    assert.deepEqual(transition(obs(over), 'wait', obs({ ...over, turn: 9 })), []);
  });
});

describe('qa vocabulary', () => {
  test('help lines become command templates; prose does not', () => {
    const help =
      'Commands:\n  look\n  go <direction>\n  take <item> - pick it up\n  Type help for this.\n  put <item> in <thing>';
    assert.deepEqual(parseHelp(help), ['look', 'go <direction>', 'take <item>', 'put <item> in <thing>']);
  });

  test('templates are filled with the exits and the things the state shows', () => {
    const facts = factsOf(obs(base), rules.fields);
    const commands = fillTemplates(
      ['look', 'go <direction>', 'take <item>', 'put <item> in <thing>'],
      facts,
      new Set(['up']),
    );
    assert.ok(commands.includes('look') && commands.includes('go up') && commands.includes('go east'));
    assert.ok(commands.includes('take lamp oil') && commands.includes('put rope in door'));
    assert.ok(!commands.some((c) => c.includes('<')));
  });

  test('mentions are read longest first, so a longer name does not also count as the shorter one', () => {
    assert.deepEqual([...mentioned('You see: lens piece b.', ['lens', 'lens piece b'])], ['lens piece b']);
    assert.deepEqual([...mentioned('The lens and lens piece b.', ['lens', 'lens piece b'])].sort(), [
      'lens',
      'lens piece b',
    ]);
  });

  test('the state hash ignores the clock and tells an error apart', () => {
    const fields = rules.fields;
    assert.equal(stateHash(obs(base), fields), stateHash(obs({ ...base, turn: 7 }), fields));
    assert.notEqual(stateHash(obs(base), fields), stateHash(obs({ ...base, oil: 1 }), fields));
    assert.notEqual(stateHash(obs(base), fields), stateHash(obs(base, '', 'HTTP 500'), fields));
  });
});
