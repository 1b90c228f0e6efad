// The words the family's word games (anagram rounds, typing defences) draw from, by topic.

/** Words per topic: 3 to 10 letters, lowercase, no two of a topic anagrams of each other (lemon and melon). */
export const WORD_BANK: Readonly<Record<string, readonly string[]>> = {
  fruit: (
    'apple banana cherry grape lemon mango orange peach pear plum kiwi apricot papaya guava lime coconut ' +
    'raisin damson quince fig olive'
  ).split(' '),
  vegetable: 'carrot potato onion pepper tomato radish turnip celery pumpkin cabbage garlic spinach leek pea'.split(
    ' ',
  ),
  animal: 'tiger rabbit monkey zebra giraffe donkey turtle parrot badger otter camel beaver kitten hamster'.split(' '),
  colour: 'purple yellow orange violet silver golden indigo maroon scarlet crimson turquoise'.split(' '),
  space: 'planet comet rocket galaxy meteor orbit saturn jupiter nebula asteroid crater lunar'.split(' '),
  sea: 'dolphin octopus whale shark lobster oyster coral seaweed squid walrus starfish'.split(' '),
  sport: 'soccer tennis hockey rugby cricket boxing rowing skiing diving archery'.split(' '),
};
