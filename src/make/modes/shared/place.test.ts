// The named place a prompt sets its game in, and how each family is told to show it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { namedPlace, placeBackdrop, placedBackdrop, placeTiles } from './place.ts';
import { readPhrases } from '../../phrases.ts';

test('a setting the art draws as a place is the named place; other settings and things are not', () => {
  const moon = namedPlace(
    readPhrases('a platformer where a astronaut collects oxygen tanks on the moon and stomps space slugs'),
  );
  assert.deepEqual(moon, { name: 'moon', scene: 'moon surface' });
  assert.equal(placeBackdrop(moon!), 'the moon');
  assert.equal(
    namedPlace(readPhrases('a hard platformer where a ninja double jumps across bamboo rooftops'))?.scene,
    'bamboo rooftops',
  );
  assert.equal(
    namedPlace(readPhrases('an interactive story where a detective solves a murder on a night train'))?.scene,
    'night train',
  );
  // "corn" collected is no cornfield; icy hills are no named place.
  assert.equal(namedPlace(readPhrases('a platformer where a crow collects corn')), undefined);
  assert.equal(namedPlace(readPhrases('a platformer where a penguin slides down icy hills')), undefined);
});

test('top-down tiles: a place with a floor of its own names it and its walls; a backdrop-only place gets none', () => {
  const corn = namedPlace(
    readPhrases('a top-down survival game where a farmer survives 3 minutes of zombie waves in a cornfield'),
  );
  assert.equal(placeTiles(corn!), 'cornfield floor and tall corn walls');
  assert.equal(placeTiles({ name: 'storm', scene: 'storm' }), undefined);
});

test('a story room shows the named place unless its backdrop already is that place', () => {
  const storm = placedBackdrop(
    readPhrases('a branching story about a lighthouse keeper during a storm with three endings'),
  );
  assert.equal(storm('the harbour of the island'), 'the storm over the harbour of the island');
  const train = placedBackdrop(readPhrases('an interactive story where a detective solves a murder on a night train'));
  assert.equal(train('the crossroads of the night train'), 'the crossroads of the night train');
  assert.equal(
    placedBackdrop(readPhrases('a quiz about capitals'))('the quiz hall of the school'),
    'the quiz hall of the school',
  );
});
