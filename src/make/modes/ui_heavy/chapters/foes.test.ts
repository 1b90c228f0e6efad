// A card game's named foes in order and deck-building: the reader finds the foes after the fight verb (the last the
// boss) and the hero before it; the design fights one duel per foe in the prompt's order, the boss last with the most
// hp; a reward level after each duel but the last offers three of the hero's cards, and the later duels deal the
// picked one (bonusCards); the search proves every level; the requirements name each foe, the order, the cards added.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CardsLevel, StoryLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { designGdd } from '../../shared/testing.ts';
import { readNamedFoes, REWARD_PREFIX } from './foes.ts';
import type { UiLevelData } from '../plan.ts';
import { planFor } from '../write.ts';
import { familyGenerator } from '../../../dispatch.ts';
import { CHAPTER_PLANNERS } from './plan.ts';

const uiHeavyGenerator = familyGenerator('ui_heavy');

const MARSH = 'a deck-building card game where a druid fights a swamp hag, a bog troll and finally the Marsh Queen';
const contentOf = (gdd: ReturnType<typeof designGdd>) =>
  gdd.sections.levels.map((l) => ({ key: l.key, level: (l.data as unknown as UiLevelData).content }));

describe('reading named foes', () => {
  test('the fidelity prompt: three foes in order, the druid, deck-building', () => {
    assert.deepEqual(readNamedFoes(MARSH), {
      foes: ['swamp hag', 'bog troll', 'marsh queen'],
      hero: 'druid',
      deckBuilding: 'deck-building',
    });
  });

  test('one foe, or none, is no list', () => {
    assert.equal(readNamedFoes('a card duel against a vampire lord with 30 hp'), null);
    assert.equal(readNamedFoes('a quiz about space'), null);
    const plain = readNamedFoes('a card game against a goblin and an ogre');
    assert.deepEqual([plain?.foes, plain?.hero], [['goblin', 'ogre'], null]);
    assert.equal(readNamedFoes('a card game where the deck fights a goblin and an ogre')?.hero, null);
  });
});

describe('designing the named duels', () => {
  test('one duel per foe in order, the boss last and strongest, a reward between duels', () => {
    const gdd = designGdd(uiHeavyGenerator, MARSH, 1);
    const levels = contentOf(gdd);
    assert.deepEqual(
      levels.map((l) => l.key),
      ['duel_1', `${REWARD_PREFIX}1`, 'duel_2', `${REWARD_PREFIX}2`, 'duel_3'],
    );
    const duels = levels.filter((l) => l.level.mode === 'cards').map((l) => l.level as CardsLevel);
    assert.deepEqual(
      duels.map((d) => d.opponent!.name),
      ['Swamp Hag', 'Bog Troll', 'Marsh Queen'],
    );
    assert.ok(duels[2]!.opponent!.hp > Math.max(duels[0]!.opponent!.hp, duels[1]!.opponent!.hp));
    const hero = gdd.sections.assets.assets.find((a) => a.key === 'hero');
    assert.match(hero?.description ?? '', /\bdruid\b/);
    for (const foe of ['swamp hag', 'bog troll', 'marsh queen'])
      assert.ok(gdd.sections.assets.assets.some((a) => a.type === 'spritesheet' && a.description.includes(foe)));
    // Each reward offers three cards; the later duels deal whichever was picked.
    const reward = levels.find((l) => l.key === `${REWARD_PREFIX}1`)!.level as StoryLevel;
    const flags = reward.nodes.pick!.choices!.map((c) => Object.keys(c.effects!.set!)[0]!);
    assert.equal(flags.length, 3);
    for (const duel of duels.slice(1)) for (const f of flags) assert.ok(duel.bonusCards!.some((b) => b.flag === f));
    assert.ok(!(duels[0]!.bonusCards ?? []).some((b) => b.flag.startsWith(REWARD_PREFIX)));
    const { plan } = planFor(gdd, CHAPTER_PLANNERS);
    assert.deepEqual(plan.problems, []);
  });

  test('requirements: each foe beaten in turn, the order, the druid, the cards added', () => {
    const gdd = designGdd(uiHeavyGenerator, MARSH, 2);
    const byId = Object.fromEntries(uiHeavyGenerator.requirements(gdd).map((r) => [r.id, r]));
    assert.deepEqual(byId['swamp-hag-shown']!.check, { kind: 'event', event: 'duel_won', minCount: 1 });
    assert.deepEqual(byId['bog-troll-shown']!.check, { kind: 'event', event: 'duel_won', minCount: 2 });
    assert.deepEqual(byId['marsh-queen-shown']!.check, { kind: 'event', event: 'duel_won', minCount: 3 });
    assert.equal(byId['foes-in-order']!.check.kind === 'design' && byId['foes-in-order']!.check.ok, true);
    assert.equal(byId['druid-shown']!.source, 'druid');
    assert.deepEqual(byId['cards-added']!.check, { kind: 'event', event: 'cards_added', minCount: 2 });
    // Reward levels are no story chapters: no story requirement is asked of them.
    assert.equal(byId['story-branches'], undefined);
  });
});
