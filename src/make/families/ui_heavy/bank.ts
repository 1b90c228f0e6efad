// The offline question bank: there is no language model offline, so quiz levels are drawn from these questions,
// written for this project and tagged by theme (space, animals, colours, history, geography), plus arithmetic made
// from the seed and questions about the game's own story. Each question has one right answer, three plausible wrong
// ones and a one-line explanation; `level` 1 is for everyone, 2 a little harder.
import type { Random } from '../../assets/random.ts';

export type Category = 'space' | 'animals' | 'colours' | 'history' | 'geography' | 'riddles' | 'arithmetic' | 'story';

export interface BankQuestion {
  id: string;
  category: Category;
  level: 1 | 2;
  prompt: string;
  right: string;
  wrong: [string, string, string];
  explain: string;
  /** Words that make the question fit a theme better than its category alone ("ocean", "moon"). */
  tags: string[];
}

/** Words that point a quiz at a category. */
export const CATEGORY_WORDS: Record<Exclude<Category, 'story'>, RegExp> = {
  space: /\b(space|solar|system|planets?|stars?|moons?|sun|galax(?:y|ies)|astronauts?|rockets?|cosmos|universe|mars|orbits?|comets?|astronomy|aliens?|spaceships?|nasa)\b/,
  animals: /\b(animals?|zoo|pets?|wildlife|jungle|safari|ocean|sea|birds?|fish|mammals?|insects?|farm|creatures?|dogs?|cats?|frogs?|bugs?|beasts?|nature)\b/,
  colours: /\b(colou?rs?|rainbows?|paint(?:s|ing)?|art|crayons?|shades?)\b/,
  arithmetic: /\b(maths?|mathematics|arithmetic|numbers?|sums?|addition|subtraction|multiplication|times tables?|counting|calculat\w*)\b/,
  history: /\b(history|historical|ancient|egypt\w*|pharaohs?|rome|romans?|greeks?|greece|vikings?|medieval|knights?|castles?|pyramids?|inventors?|past|kings?|queens?)\b/,
  geography: /\b(geography|countr(?:y|ies)|capitals?|continents?|maps?|world|rivers?|mountains?|flags?|cities|city|travel|oceans?|deserts?)\b/,
  riddles: /\b(riddles?|puzzlers?|brain ?teasers?|sphinx\w*|enigmas?)\b/,
};

type Row = [prompt: string, right: string, w1: string, w2: string, w3: string, explain: string, level: 1 | 2, tags?: string];

const ROWS: Record<Exclude<Category, 'arithmetic' | 'story'>, Row[]> = {
  space: [
    ['Which planet is closest to the Sun?', 'Mercury', 'Venus', 'Earth', 'Mars', 'Mercury races around the Sun in just 88 days.', 1, 'planet sun'],
    ['Which planet is called the Red Planet?', 'Mars', 'Jupiter', 'Venus', 'Saturn', 'Rusty iron in its dust makes Mars look red.', 1, 'planet mars'],
    ['What is the largest planet in our solar system?', 'Jupiter', 'Saturn', 'Neptune', 'Earth', 'Jupiter is so big that all the other planets would fit inside it.', 1, 'planet'],
    ['Which planet has the most famous rings?', 'Saturn', 'Mars', 'Mercury', 'Venus', "Saturn's bright rings are made of ice and rock.", 1, 'planet ring'],
    ['What is the Sun?', 'A star', 'A planet', 'A moon', 'A comet', 'The Sun is a star: a huge ball of hot, glowing gas.', 1, 'sun star'],
    ['How many planets are in our solar system?', '8', '7', '9', '12', 'Eight planets: Pluto has been called a dwarf planet since 2006.', 1, 'planet solar system'],
    ['Which planet does our Moon travel around?', 'Earth', 'Mars', 'Venus', 'Jupiter', 'The Moon circles the Earth about once a month.', 1, 'moon'],
    ['Who was the first person to walk on the Moon?', 'Neil Armstrong', 'Yuri Gagarin', 'Buzz Aldrin', 'Sally Ride', 'Neil Armstrong stepped onto the Moon in July 1969.', 2, 'moon astronaut'],
    ['Which planet is the hottest?', 'Venus', 'Mercury', 'Mars', 'Jupiter', 'Thick clouds trap heat on Venus, so it is even hotter than Mercury.', 2, 'planet'],
    ['What is the name of our galaxy?', 'The Milky Way', 'Andromeda', 'The Big Dipper', 'Orion', 'Our Sun is one of billions of stars in the Milky Way.', 2, 'galaxy star'],
    ['Which planet is farthest from the Sun?', 'Neptune', 'Uranus', 'Saturn', 'Jupiter', 'Neptune is the eighth planet, about 30 times farther out than Earth.', 2, 'planet'],
    ['What keeps the planets moving around the Sun?', 'Gravity', 'Magnetism', 'Wind', 'Sunlight', "The Sun's gravity holds every planet on its path.", 1, 'planet orbit sun'],
    ['What is a shooting star really?', 'A burning space rock', 'A falling star', 'A baby moon', 'A lost satellite', 'A bit of space rock glows as it burns up in our air.', 1, 'star meteor'],
    ['Who was the first human to travel into space?', 'Yuri Gagarin', 'Neil Armstrong', 'Buzz Aldrin', 'John Glenn', 'Yuri Gagarin flew once around the Earth in 1961.', 2, 'astronaut rocket'],
    ['How long does Earth take to go once around the Sun?', 'About a year', 'One day', 'One month', 'One week', 'One trip around the Sun takes about 365 days.', 1, 'earth sun orbit'],
    ['Which planet spins tipped over on its side?', 'Uranus', 'Neptune', 'Mars', 'Mercury', 'Uranus is tilted so far that it rolls along its path.', 2, 'planet'],
    ['What is a comet mostly made of?', 'Ice and dust', 'Fire', 'Gold', 'Glass', 'Comets are icy balls; sunlight warms them and makes their tails.', 2, 'comet'],
    ['Which is the smallest planet?', 'Mercury', 'Mars', 'Venus', 'Earth', 'Mercury is only a little larger than our Moon.', 2, 'planet'],
    ['What do astronauts wear outside their spacecraft?', 'A spacesuit', 'A raincoat', 'A wetsuit', 'A tuxedo', 'A spacesuit gives them air and keeps them warm in space.', 1, 'astronaut'],
    ['Which planet do we live on?', 'Earth', 'Mars', 'Venus', 'Saturn', 'Earth is the third planet from the Sun.', 1, 'planet earth'],
  ],
  animals: [
    ['What is the largest animal on Earth?', 'The blue whale', 'The elephant', 'The giraffe', 'The great white shark', 'A blue whale can grow up to 30 metres long.', 1, 'ocean sea whale'],
    ['Which animal is the tallest?', 'The giraffe', 'The elephant', 'The horse', 'The camel', "A giraffe's neck alone can be 2 metres long.", 1, 'safari'],
    ['How many legs does a spider have?', '8', '6', '10', '4', 'Spiders have eight legs; insects have six.', 1, 'spider bug insect'],
    ['What do bees make?', 'Honey', 'Milk', 'Silk', 'Cheese', 'Bees turn flower nectar into honey.', 1, 'bee insect garden'],
    ['Which animal is called the king of the jungle?', 'The lion', 'The tiger', 'The gorilla', 'The elephant', 'Lions actually live on grassy plains, not in jungles.', 1, 'lion safari jungle'],
    ['What is a baby frog called?', 'A tadpole', 'A cub', 'A kid', 'A foal', 'Tadpoles hatch in water and grow legs later.', 1, 'frog pond'],
    ['Which of these birds cannot fly?', 'The penguin', 'The eagle', 'The sparrow', 'The owl', 'Penguins use their wings to swim instead.', 1, 'bird penguin ocean'],
    ['How many legs does an insect have?', '6', '8', '4', '10', 'Every insect has six legs.', 1, 'insect bug'],
    ['What is the fastest land animal?', 'The cheetah', 'The lion', 'The horse', 'The greyhound', 'A cheetah can sprint at over 100 km/h.', 1, 'safari cat'],
    ['Which animal carries its baby in a pouch?', 'The kangaroo', 'The bear', 'The zebra', 'The otter', 'A baby kangaroo, a joey, grows up in its mother\'s pouch.', 1, 'australia'],
    ['What do caterpillars turn into?', 'Butterflies or moths', 'Beetles', 'Bees', 'Spiders', 'Inside a chrysalis a caterpillar becomes a butterfly or a moth.', 1, 'insect garden bug'],
    ['Which of these animals is a mammal?', 'The dolphin', 'The shark', 'The octopus', 'The tuna', 'Dolphins breathe air and feed their young on milk.', 2, 'ocean sea fish'],
    ['How many hearts does an octopus have?', '3', '1', '2', '8', 'Two hearts pump blood to the gills and one to the body.', 2, 'ocean sea octopus'],
    ['Which animal sleeps hanging upside down?', 'The bat', 'The owl', 'The parrot', 'The squirrel', 'Bats hang by their feet to rest.', 1, 'bat cave night'],
    ['What is a group of wolves called?', 'A pack', 'A herd', 'A flock', 'A school', 'Wolves live and hunt together in packs.', 2, 'wolf forest'],
    ['Which is the largest bird alive today?', 'The ostrich', 'The eagle', 'The emu', 'The albatross', 'Ostriches grow over 2.5 metres tall, and cannot fly.', 2, 'bird'],
    ['What does a herbivore eat?', 'Plants', 'Meat', 'Only fish', 'Insects', 'Herbivores such as cows and rabbits eat only plants.', 2, 'farm'],
    ['Which animal changes colour to blend in?', 'The chameleon', 'The zebra', 'The elephant', 'The camel', 'A chameleon changes the colour of its skin.', 1, 'jungle lizard'],
    ['Where do polar bears live?', 'The Arctic', 'Antarctica', 'The Sahara', 'The Amazon', 'Polar bears live in the far north; penguins live in the far south.', 2, 'bear ice snow'],
    ['What is a baby cow called?', 'A calf', 'A foal', 'A kid', 'A puppy', 'Calves stay close to their mothers on the farm.', 1, 'farm cow'],
  ],
  colours: [
    ['Which colour do you get by mixing blue and yellow?', 'Green', 'Purple', 'Orange', 'Brown', 'Blue and yellow paint mix to green.', 1, 'paint'],
    ['Mixing red and yellow makes which colour?', 'Orange', 'Green', 'Purple', 'Pink', 'Red and yellow paint mix to orange.', 1, 'paint'],
    ['Mixing red and blue makes which colour?', 'Purple', 'Green', 'Orange', 'Yellow', 'Red and blue paint mix to purple.', 1, 'paint'],
    ['Which colour do you get by mixing red and white?', 'Pink', 'Orange', 'Grey', 'Purple', 'White paint makes red lighter: pink.', 1, 'paint'],
    ['How many colours are in a rainbow, as usually counted?', '7', '5', '6', '9', 'Red, orange, yellow, green, blue, indigo and violet.', 1, 'rainbow'],
    ['Which colour is on the outside edge of a rainbow?', 'Red', 'Violet', 'Green', 'Blue', 'Red light bends the least, so it makes the outer stripe.', 2, 'rainbow light'],
    ['What colour are most leaves in summer?', 'Green', 'Red', 'Blue', 'Purple', 'A pigment called chlorophyll makes leaves green.', 1, 'garden forest'],
    ['Which of these is a primary colour in painting?', 'Red', 'Green', 'Orange', 'Purple', "Red, yellow and blue are the painter's primary colours.", 1, 'paint'],
    ['What colour do you get by mixing black and white?', 'Grey', 'Brown', 'Blue', 'Pink', 'Black and white mix to grey.', 1, 'paint'],
    ['What colour is a ripe banana usually?', 'Yellow', 'Blue', 'Purple', 'Black', 'Bananas turn from green to yellow as they ripen.', 1, 'fruit'],
    ['Which colour sits opposite red on the colour wheel?', 'Green', 'Blue', 'Yellow', 'Purple', 'Opposite colours such as red and green are called complementary.', 2, 'paint art'],
    ['Screens mix which three colours of light?', 'Red, green and blue', 'Red, yellow and blue', 'Black, white and grey', 'Orange, green and pink', 'Red, green and blue light together make every colour on a screen.', 2, 'light'],
    ['What colour is the sky on a clear day?', 'Blue', 'Green', 'Yellow', 'Red', 'Air scatters blue sunlight more than other colours.', 1, 'sky light'],
    ['Mixing blue and white makes which colour?', 'Light blue', 'Dark green', 'Purple', 'Orange', 'White paint makes blue lighter.', 1, 'paint'],
  ],
  history: [
    ['Who built the great pyramids of Giza?', 'The ancient Egyptians', 'The Romans', 'The Vikings', 'The Aztecs', 'The pyramids were built as tombs for Egyptian kings.', 1, 'egypt pyramid'],
    ['Which people sailed longships and raided coasts?', 'The Vikings', 'The Egyptians', 'The Incas', 'The Romans', 'Vikings from Scandinavia sailed far in their longships.', 1, 'viking ship sea'],
    ['What did knights wear to protect themselves in battle?', 'Armour', 'Spacesuits', 'Raincoats', 'Swimsuits', 'Knights wore metal armour and carried shields.', 1, 'knight castle medieval'],
    ['In which ancient city did gladiators fight in the Colosseum?', 'Rome', 'Athens', 'Cairo', 'London', 'The Colosseum in Rome could seat about 50,000 people.', 1, 'rome roman'],
    ['Who was the first President of the United States?', 'George Washington', 'Abraham Lincoln', 'Thomas Jefferson', 'John Adams', 'George Washington became president in 1789.', 2, 'president'],
    ['In which year did people first land on the Moon?', '1969', '1959', '1979', '1989', 'Apollo 11 landed on the Moon in July 1969.', 2, 'moon space'],
    ['Who painted the Mona Lisa?', 'Leonardo da Vinci', 'Michelangelo', 'Vincent van Gogh', 'Pablo Picasso', 'Leonardo painted the Mona Lisa in the early 1500s.', 2, 'art paint'],
    ['What were the kings of ancient Egypt called?', 'Pharaohs', 'Emperors', 'Sultans', 'Tsars', 'Pharaohs ruled Egypt for about 3,000 years.', 1, 'egypt pharaoh'],
    ['Which huge wall was built across northern China?', 'The Great Wall', "Hadrian's Wall", 'The Berlin Wall', 'The Western Wall', 'The Great Wall stretches for thousands of kilometres.', 1, 'china wall'],
    ['What did the Wright brothers first fly in 1903?', 'An aeroplane', 'A hot air balloon', 'A rocket', 'A helicopter', 'Their first powered flight lasted 12 seconds.', 2, 'invention flight'],
    ['Which ship sank on its first voyage in 1912?', 'The Titanic', 'The Mayflower', 'The Victory', 'The Santa Maria', 'The Titanic hit an iceberg in the North Atlantic.', 2, 'ship sea ocean'],
    ['Which language did the ancient Romans speak?', 'Latin', 'Greek', 'Spanish', 'English', 'Many English words come from Latin.', 2, 'rome roman'],
    ['Which animals did Hannibal lead over the Alps?', 'Elephants', 'Camels', 'Giraffes', 'Lions', 'Hannibal crossed the Alps with war elephants in 218 BC.', 2, 'elephant'],
    ['Who was the Greek goddess of wisdom?', 'Athena', 'Aphrodite', 'Hera', 'Artemis', 'The city of Athens is named after Athena.', 2, 'greek greece myth'],
    ['What did the ancient Egyptians write on?', 'Papyrus', 'Plastic', 'Glass', 'Tin foil', 'Papyrus was made from reeds that grow by the Nile.', 1, 'egypt writing'],
    ['In which country did the Olympic Games begin?', 'Greece', 'Italy', 'China', 'France', 'The first Olympic Games were held at Olympia in Greece.', 1, 'greek greece sport'],
    ['Who was the first woman to win a Nobel Prize?', 'Marie Curie', 'Florence Nightingale', 'Ada Lovelace', 'Jane Austen', 'Marie Curie won in 1903 for physics and in 1911 for chemistry.', 2, 'science'],
    ['What was the water-filled ditch around a castle called?', 'A moat', 'A fence', 'A tunnel', 'A garden', 'A moat made a castle much harder to attack.', 1, 'castle knight medieval'],
  ],
  geography: [
    ['What is the capital of France?', 'Paris', 'Lyon', 'Madrid', 'Rome', 'Paris is the capital and largest city of France.', 1, 'capital europe'],
    ['Which is the largest ocean?', 'The Pacific', 'The Atlantic', 'The Indian', 'The Arctic', 'The Pacific covers about a third of the Earth.', 1, 'ocean sea'],
    ['On which continent is Egypt?', 'Africa', 'Asia', 'Europe', 'South America', 'Egypt is in the north-east corner of Africa.', 1, 'continent egypt'],
    ['What is the capital of Japan?', 'Tokyo', 'Kyoto', 'Osaka', 'Seoul', 'Tokyo is the capital of Japan.', 1, 'capital asia'],
    ['Which river flows through Egypt?', 'The Nile', 'The Thames', 'The Danube', 'The Amazon', 'The Nile flows north through Egypt into the Mediterranean.', 1, 'river egypt'],
    ['Which is the tallest mountain above sea level?', 'Mount Everest', 'K2', 'Kilimanjaro', 'Mont Blanc', 'Everest rises about 8,849 metres above the sea.', 1, 'mountain'],
    ['How many continents are there?', '7', '5', '6', '9', 'Africa, Antarctica, Asia, Australia, Europe and the two Americas.', 1, 'continent world map'],
    ['Which is the largest hot desert?', 'The Sahara', 'The Gobi', 'The Kalahari', 'The Mojave', 'The Sahara covers much of northern Africa.', 2, 'desert'],
    ['What is the capital of Italy?', 'Rome', 'Milan', 'Venice', 'Naples', 'Rome has been a capital for over 2,000 years.', 1, 'capital europe'],
    ['Which country is shaped like a boot?', 'Italy', 'Spain', 'Greece', 'Norway', 'On a map Italy looks like a boot kicking a ball.', 1, 'map europe'],
    ['What is the capital of Australia?', 'Canberra', 'Sydney', 'Melbourne', 'Perth', 'Canberra was built to be the capital.', 2, 'capital'],
    ['Which is the largest country by area?', 'Russia', 'Canada', 'China', 'Brazil', 'Russia stretches across Europe and Asia.', 2, 'country map'],
    ['The Amazon rainforest is mostly in which country?', 'Brazil', 'Mexico', 'Kenya', 'India', 'About 60 per cent of the Amazon lies in Brazil.', 2, 'jungle forest river'],
    ['What is the capital of Canada?', 'Ottawa', 'Toronto', 'Vancouver', 'Montreal', 'Ottawa sits on the Ottawa River in Ontario.', 2, 'capital'],
    ['Which ocean lies between Europe and North America?', 'The Atlantic', 'The Pacific', 'The Indian', 'The Southern', 'Ships and planes cross the Atlantic between them.', 1, 'ocean sea'],
    ['What is the capital of Egypt?', 'Cairo', 'Alexandria', 'Luxor', 'Giza', 'Cairo lies on the River Nile.', 2, 'capital egypt'],
    ['Which continent is the coldest?', 'Antarctica', 'Europe', 'Asia', 'North America', 'Antarctica is covered by a sheet of ice.', 1, 'continent ice snow'],
    ['What is the capital of Spain?', 'Madrid', 'Barcelona', 'Seville', 'Lisbon', 'Madrid sits near the middle of Spain.', 1, 'capital europe'],
  ],
  riddles: [
    ['What has hands but cannot clap?', 'A clock', 'A statue', 'A glove', 'A tree', 'A clock has two hands, and they only point.', 1],
    ['What has an eye but cannot see?', 'A needle', 'A mirror', 'A spoon', 'A lamp', 'The thread goes through the eye of a needle.', 1],
    ['What gets bigger the more you take away from it?', 'A hole', 'A cake', 'A shadow', 'A pile', 'Dig more out of a hole and it only grows.', 1],
    ['What has a head and a tail but no body?', 'A coin', 'A snake', 'A worm', 'A fish', 'Heads on one side, tails on the other.', 1],
    ['What can travel around the world while staying in a corner?', 'A stamp', 'A map', 'A spider', 'A compass', 'A stamp rides in the corner of a letter.', 2],
    ['What has many teeth but cannot bite?', 'A comb', 'A shark', 'A crocodile', 'A dog', 'A comb has rows of teeth for hair, not food.', 1],
    ['What belongs to you, but other people use it more than you do?', 'Your name', 'Your bed', 'Your shoes', 'Your toothbrush', 'Other people say your name far more often than you do.', 2],
    ['What runs but never walks, and has a bed but never sleeps?', 'A river', 'A horse', 'A clock', 'A train', 'A river runs along its riverbed.', 2],
    ['The more of it there is, the less you see. What is it?', 'Darkness', 'Light', 'Money', 'Glasses', 'The more darkness, the less you can see.', 2],
    ['What goes up but never comes down?', 'Your age', 'A balloon', 'A kite', 'A bird', 'Every birthday your age goes up, never down.', 1],
    ['What has to be broken before you can use it?', 'An egg', 'A window', 'A chair', 'A bottle', 'You crack an egg before you cook it.', 1],
    ['I am full of holes but still hold water. What am I?', 'A sponge', 'A bucket', 'A cup', 'A bowl', 'A sponge soaks water up into its holes.', 1],
    ['What has legs but cannot walk?', 'A table', 'A spider', 'A dog', 'A chicken', 'A table stands on its legs and never moves.', 1],
    ['What can fill a room but takes up no space?', 'Light', 'Water', 'Furniture', 'A balloon', 'Light fills a room without taking any room.', 2],
  ],
};

/** The written bank, by category. */
export const BANK: Record<Exclude<Category, 'arithmetic' | 'story'>, BankQuestion[]> = Object.fromEntries(
  Object.entries(ROWS).map(([category, rows]) => [category, rows.map(([prompt, right, w1, w2, w3, explain, level, tags], i) => ({
    id: `${category}_${i + 1}`,
    category: category as Category,
    level,
    prompt,
    right,
    wrong: [w1, w2, w3] as [string, string, string],
    explain,
    tags: (tags ?? '').split(' ').filter(Boolean),
  }))]),
) as Record<Exclude<Category, 'arithmetic' | 'story'>, BankQuestion[]>;

/** An arithmetic question made from the seed: sums for level 1, larger sums and times tables for level 2. */
export function arithmeticQuestion(random: Random, level: 1 | 2, n: number): BankQuestion {
  let a: number;
  let b: number;
  let op: '+' | '-' | 'x';
  if (level === 1) {
    op = random.chance(0.6) ? '+' : '-';
    a = random.int(3, 15);
    b = random.int(2, 9);
  } else {
    op = random.pick(['+', '-', 'x'] as const);
    if (op === 'x') {
      a = random.int(3, 12);
      b = random.int(3, 9);
    } else {
      a = random.int(18, 75);
      b = random.int(11, 24);
    }
  }
  // Answers stay whole and not negative: a difference takes the larger number first.
  if (op === '-' && b > a) [a, b] = [b, a];
  const right = op === '+' ? a + b : op === '-' ? a - b : a * b;
  const near = op === 'x' ? [right + a, right - b, right + 1, right - a, right + 2] : [right + 1, right - 1, right + 10, right - 10, right + 2, right - 2];
  const wrong: number[] = [];
  for (const w of near.filter((x) => x >= 0 && x !== right)) if (!wrong.includes(w) && wrong.length < 3) wrong.push(w);
  const spoken = op === '+' ? 'plus' : op === '-' ? 'minus' : 'times';
  return {
    id: `arithmetic_${n}`,
    category: 'arithmetic',
    level,
    prompt: `What is ${a} ${spoken} ${b}?`,
    right: String(right),
    wrong: wrong.map(String) as [string, string, string],
    explain: `${a} ${op} ${b} = ${right}.`,
    tags: ['number'],
  };
}

/** Facts a story chapter left behind, for questions about the game's own story. */
export interface StoryFact {
  prompt: string;
  right: string;
  /** Plausible wrong answers (at least three, distinct from `right`). */
  wrong: string[];
  explain: string;
}

export function storyQuestion(fact: StoryFact, random: Random, n: number): BankQuestion {
  const wrong = [...new Set(fact.wrong.filter((w) => w.toLowerCase() !== fact.right.toLowerCase()))];
  const picked: string[] = [];
  while (picked.length < 3 && wrong.length) picked.push(wrong.splice(random.int(0, wrong.length - 1), 1)[0]!);
  return { id: `story_${n}`, category: 'story', level: 1, prompt: fact.prompt, right: fact.right, wrong: picked as [string, string, string], explain: fact.explain, tags: [] };
}

/** Categories a quiz is about, from its topic (or, without one, from the prompt's words); empty means general knowledge. */
export function categoriesFor(topic: string | null, themeWords: readonly string[]): Exclude<Category, 'story'>[] {
  const text = topic ?? themeWords.join(' ');
  const hits = (Object.keys(CATEGORY_WORDS) as Exclude<Category, 'story'>[])
    .map((c) => ({ c, n: (text.match(new RegExp(CATEGORY_WORDS[c].source, 'g')) ?? []).length, at: text.search(CATEGORY_WORDS[c]) }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || a.at - b.at);
  return hits.map((x) => x.c);
}
