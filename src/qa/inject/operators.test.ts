// Each mutation operator on a small snippet: the sites it finds, in order, and the exact code it prints at each.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseSource } from './ast.ts';
import { OPERATORS, type OperatorName } from './operators.ts';

const CONFIG = {
  pickups: { coinScore: { value: 10 }, goalScore: { value: 100 }, label: { value: 'coin' } },
};

/** Template-literal code written with #{ for ${, so the test's own strings are not taken for templates. */
const t = (code: string) => code.replaceAll('#{', '$' + '{');

/** The operator's mutations of `code` as [original, mutated] pairs. */
function mutate(name: OperatorName, code: string): [string, string][] {
  const operator = OPERATORS.find((o) => o.name === name)!;
  const json = (_from: string, specifier: string) => (specifier === '../gameConfig.json' ? CONFIG : undefined);
  return operator.find(parseSource('src/family/Scene.ts', code), { json }).map((m) => [m.original, m.mutated]);
}

test('off-by-one: a counter moves one more, a ++ moves two, a bound flips its strictness', () => {
  const code = [
    'progress.score += points;',
    'this.coinsTaken++;',
    'label += "x";',
    'if (this.taken >= this.total) win();',
    'for (let i = 0; i < n; i++) {}',
  ].join('\n');
  assert.deepEqual(mutate('off-by-one', code), [
    ['progress.score += points', 'progress.score += points + 1'],
    ['this.coinsTaken++', 'this.coinsTaken += 2'],
    ['this.taken >= this.total', 'this.taken > this.total'],
  ]);
});

test('collision-condition: an overlap callback and the method it calls get their ifs inverted, guards dropped', () => {
  const code = [
    'class S {',
    '  create() { this.physics.add.overlap(a, b, (p, c) => { if (c.active) this.grab(c); }); }',
    '  grab(c) { if (this.ended) return; c.hide(); }',
    '  draw() { if (this.ended) return; }',
    '}',
  ].join('\n');
  assert.deepEqual(mutate('collision-condition', code), [
    ['c.active', '!c.active'],
    ['this.ended', '!this.ended'],
    ['this.ended', 'false'],
  ]);
});

test('pickup-not-removed: the removal is deleted, the reward given twice', () => {
  const code = 'class S {\n  collect(item) {\n    item.destroy();\n    this.addScore(10, "coin");\n  }\n}';
  const found = mutate('pickup-not-removed', code);
  assert.deepEqual(found, [
    ['item.destroy();', ''],
    ['this.addScore(10, "coin");', 'this.addScore(10, "coin");\n    this.addScore(10, "coin");'],
  ]);
});

test('flag-not-reset: a reset in create() or reset() is deleted; the same line elsewhere is not', () => {
  const code = [
    'class S {',
    '  create() { this.coinsTaken = 0; this.name = makeName(); }',
    '  reset() { this.done = false; this.seen = new Set(); }',
    '  update() { this.coinsTaken = 0; }',
    '}',
  ].join('\n');
  assert.deepEqual(mutate('flag-not-reset', code), [
    ['this.coinsTaken = 0;', ''],
    ['this.done = false;', ''],
    ['this.seen = new Set();', ''],
  ]);
});

test('win-lose-condition: conditions about winning, losing or the last level are inverted', () => {
  const code = 'if (levelManager.isLast) finish();\nconst t = lives === 0 ? "over" : "on";\nif (x > 2) go();';
  assert.deepEqual(mutate('win-lose-condition', code), [
    ['levelManager.isLast', '!levelManager.isLast'],
    ['lives === 0', '!(lives === 0)'],
  ]);
});

test('config-wrong-key: a config value is read from the next sibling of the same type that differs', () => {
  const code = [
    "import gameConfig from '../gameConfig.json';",
    'const a = gameConfig.pickups.coinScore.value;',
    'const b = gameConfig.pickups.label.value;',
    'const c = other.pickups.coinScore.value;',
  ].join('\n');
  assert.deepEqual(mutate('config-wrong-key', code), [
    ['gameConfig.pickups.coinScore.value', 'gameConfig.pickups.goalScore.value'],
  ]);
});

test('ui-text: the first value a shown text interpolates is one off', () => {
  const code = t(
    [
      'this.hud.setText(`Score #{progress.score} of #{max}`);',
      'console.log(`Score #{progress.score}`);',
      'class S { hudLines() { return [`Coins #{this.taken}`]; } }',
    ].join('\n'),
  );
  assert.deepEqual(mutate('ui-text', code), [
    [t('`Score #{progress.score} of #{max}`'), t('`Score #{progress.score + 1} of #{max}`')],
    [t('`Coins #{this.taken}`'), t('`Coins #{this.taken + 1}`')],
  ]);
});

test('event-payload: two differing values swap, a lone value is lost; computed payloads are left alone', () => {
  const code = [
    "emit('coin_collected', { value: 10, collected: this.taken });",
    "emit('player_hurt', { hp });",
    "emit('level_won', payload);",
    "emit('x', { ...rest });",
  ].join('\n');
  assert.deepEqual(mutate('event-payload', code), [
    ['{ value: 10, collected: this.taken }', '{ value: this.taken, collected: 10 }'],
    ['{ hp }', '{ hp: null }'],
  ]);
});

test("a mutation changes only its site: the rest of the file is byte for byte the original's", () => {
  const code = '// head\nprogress.score += points; // tail\n';
  const [m] = OPERATORS.find((o) => o.name === 'off-by-one')!.find(parseSource('a.ts', code), { json: () => ({}) });
  assert.equal(m!.text, '// head\nprogress.score += points + 1; // tail\n');
  assert.equal(m!.line, 2);
});
