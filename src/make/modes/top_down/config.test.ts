// The top-down config a prompt's numbers set: the hero's health as asked with damage scaled to match, and the
// longer fight of an arena with more waves than the template's three.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DIFFICULTY_CONFIG, healthAsked, healthConfig, longFightConfig, num } from './config.ts';

test('the hero health a prompt asks for is read with its words, and nothing else is', () => {
  assert.deepEqual(healthAsked('a marine clears 6 waves with 100 health'), { value: 100, phrase: '100 health' });
  assert.deepEqual(healthAsked('A Knight With 300 Hit Points'), { value: 300, phrase: '300 hit points' });
  assert.deepEqual(healthAsked('a robot with health of 40'), { value: 40, phrase: 'health of 40' });
  assert.equal(healthAsked('a robot collects health packs in 3 waves'), null);
  assert.equal(healthAsked('with 0 health'), null);
});

test('asked health scales every damage and heal by the same factor, never making the game harder', () => {
  const values = { ...DIFFICULTY_CONFIG.normal };
  const out = healthConfig(values, 100);
  assert.equal(out['player.maxHp'], 100);
  const hitsBefore = num(values, 'player.maxHp') / num(values, 'enemies.brute.touchDamage');
  const hitsAfter = 100 / Number(out['enemies.brute.touchDamage']);
  assert.ok(hitsAfter >= hitsBefore, `brute hits to fall: ${hitsBefore} before, ${hitsAfter} after`);
  assert.ok(hitsAfter < hitsBefore * 1.2, 'about as many hits as before');
  assert.equal(out['pickups.healthAmount'], Math.floor((2 * 100) / 6));
  // Health beyond what the config allows is clamped, not written as asked.
  assert.equal(healthConfig(values, 5000)['player.maxHp'], 999);
});

test('an arena of six waves gets the resources of a longer fight; three waves keep the template numbers', () => {
  const values = { ...DIFFICULTY_CONFIG.normal };
  assert.deepEqual(longFightConfig(values, 3), {});
  assert.deepEqual(longFightConfig(values, null), {});
  const six = longFightConfig(values, 6);
  assert.equal(six['player.maxHp'], 9);
  assert.equal(six['weapon.startAmmo'], 160);
  assert.ok(Number(six['weapon.maxAmmo']) >= 210);
  assert.ok(Number(six['pickups.dropChance']) > num(values, 'pickups.dropChance'));
  assert.equal(longFightConfig(values, 12)['player.maxHp'], 10, 'the design rules cap the hits at 10');
});
