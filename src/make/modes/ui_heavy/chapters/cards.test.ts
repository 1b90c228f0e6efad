// Kinds of card a prompt asks for ("with fire and shield cards"): the reader reads each as an item and no longer as a
// way to fight ("fire" is no shooting, "attack" no melee); the design deals cards of those kinds under their names in
// every duel, their art keys end with the shape their description names (so the generator draws a shield, not the
// block the key's role word names), and the account honours each kind by the art that shows it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CardsLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { figureName } from '../../../../assets/index.ts';
import { readIntent } from '../../../intent.ts';
import { readPhrases } from '../../../phrases.ts';
import { designGdd } from '../../shared/testing.ts';
import { askedCardLooks } from './cards.ts';
import type { UiLevelData } from '../plan.ts';
import { familyGenerator } from '../../../dispatch.ts';

const uiHeavyGenerator = familyGenerator('ui_heavy');

const WITCH = 'a card battle against the Frost Witch who has 40 health, with fire and shield cards';

describe('kinds of card a prompt asks for', () => {
  test('are items of the account, not mechanics', () => {
    const read = readPhrases(WITCH).map((p) => `${p.kind}:${p.text}:${p.head}`);
    assert.ok(read.includes('item:fire cards:fire') && read.includes('item:shield cards:shield'), read.join(' | '));
    assert.ok(!read.some((p) => p.startsWith('mechanic:')), read.join(' | '));
    assert.equal(readIntent(WITCH).mechanics.shooting, false);
    assert.equal(readIntent('play attack, shield and heal cards').mechanics.melee, false);
    // Firing and swords outside a list of cards still are ways to fight.
    assert.equal(readIntent('a wizard fires fireballs at slimes').mechanics.shooting, true);
    assert.equal(readIntent('a knight with a sword fights goblins, then collects cards').mechanics.melee, true);
    // Cards counted or flipped name no kind.
    assert.deepEqual(askedCardLooks('a card duel where your deck has 20 cards'), {});
    assert.deepEqual(askedCardLooks('a memory game where you flip cards'), {});
  });

  test('take the roles they name: attack and heavy, block, heal', () => {
    const looks = askedCardLooks('play attack, shield and heal cards');
    assert.deepEqual(Object.fromEntries(Object.entries(looks).map(([role, l]) => [role, l.name])), {
      attack: 'Strike',
      heavy: 'Heavy Blow',
      block: 'Shield',
      heal: 'Heal',
    });
    const two = askedCardLooks('with lightning, ice and potion cards');
    assert.equal(two.attack?.kind, 'lightning');
    assert.equal(two.heavy?.name, 'Ice Blast');
    assert.equal(two.heal?.name, 'Potion');
    assert.equal(two.block, undefined);
  });

  test("are dealt in every duel under their names, drawn as their descriptions' shapes", () => {
    const gdd = designGdd(uiHeavyGenerator, WITCH, 1);
    const duels = gdd.sections.levels
      .map((l) => l.data as unknown as UiLevelData & { cards?: Record<string, { name: string }> })
      .filter((d) => d.content.mode === 'cards');
    assert.ok(duels.length > 0);
    for (const duel of duels) {
      const names = (duel.content as CardsLevel).player.deck.map((id) => duel.cards![id]!.name);
      assert.ok(names.includes('Fire Strike') && names.includes('Shield'), names.join(', '));
    }
    const art = (key: string) => {
      const a = gdd.sections.assets.assets.find((x) => x.key === key);
      assert.ok(a && 'role' in a, `asset ${key}`);
      return figureName(a as Parameters<typeof figureName>[0]);
    };
    const keys = gdd.sections.assets.assets.map((a) => a.key).filter((k) => k.startsWith('art-'));
    const fire = keys.find((k) => k.endsWith('-fireball'));
    const shield = keys.find((k) => /-block-shield$/.test(k));
    assert.ok(fire && shield, keys.join(', '));
    assert.match(art(fire), /fireball/);
    assert.match(art(shield), /shield/);
  });
});
