// The ui_heavy word game: anagram rounds designed from the prompt. The prompt's subject picks a word bank ("fruit
// names" the fruit words), a word it names is always among the words, its count sets the words to solve and its time
// limit the round's clock; each word is shown in a seeded scramble that is never the word itself. The golden path
// types every answer (plan.ts, planAnagram).
import type { AnagramLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { shuffled } from '../../../../assets/index.ts';
import type { DesignInput, FamilyDesign } from '../../../mode.ts';
import type { Gdd, LevelDesign } from '../../../gdd.ts';
import { NUMBER_WORDS } from '../../../intent.ts';
import type { Requirement } from '../../../requirements.ts';
import { roadmapEnd, themedRegistry } from '../../shared/roadmap.ts';
import { designFact, eventFact } from '../../shared/requirements.ts';
import { uiRegistry } from '../assets.ts';
import { assembleContent, planGame, type UiLevelData } from '../plan.ts';
import { capital } from '../words.ts';
import { WORD_BANK } from '../wordBank.ts';
import { WORD_GAME } from '../../../lexicon.ts';
import { configView, TIMER_PATH } from '../write.ts';
import { ANAGRAM_PLANNERS } from './plan.ts';

/** Words in a prompt that choose a topic (singular or plural). */
const TOPIC_WORDS: Readonly<Record<string, RegExp>> = {
  fruit: /\bfruits?\b/,
  vegetable: /\bveg(?:etables?|gies)?\b/,
  animal: /\banimals?\b|\bpets?\b/,
  colour: /\bcolou?rs?\b/,
  space: /\bspace\b|\bplanets?\b|\bastronom\w*\b/,
  sea: /\bsea\b|\bocean\b|\bmarine\b/,
  sport: /\bsports?\b/,
};

/** Anagrams by name: scrambled or jumbled words to unscramble. */
export const ANAGRAM_WORDS = /\banagrams?\b|\bunscrambl\w*\b|\bscrambled words?\b|\bjumbled words?\b/;
/** Which prompts are word games this mode makes: anagrams, unscrambling, or a word game with no other kind named. */
export const ANAGRAM_RE = new RegExp(`${ANAGRAM_WORDS.source}|${WORD_GAME.source}`);
/** Word games other modes would make (hangman, crosswords, typing): not anagrams. */
const OTHER_WORD_GAMES = /\bhangman\b|\bcrosswords?\b|\bwordle\b|\bword ?search\b|\btyping\b|\btype (?:the )?words\b/;

const DEFAULT_TARGET = 6;
const DEFAULT_SECONDS = 90;
const MAX_TARGET = 12;

export interface AnagramWords {
  /** The phrase that asked for the mode ("unscramble anagrams"). */
  phrase: string;
  /** The bank's topic, or null when the prompt names none the bank has. */
  topic: string | null;
  /** The prompt's words for the topic ("fruit names"), for the requirements' sources. */
  topicPhrase: string | null;
  /** Words to solve, when the prompt counts them. */
  target: { count: number; phrase: string } | null;
  /** Bank words the prompt names ("including banana"). */
  named: string[];
}

const NUMBER = String.raw`(\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const TARGET_RE = new RegExp(String.raw`\b${NUMBER}\s+(?:[a-z]+\s+)?(?:words|anagrams|names)\b`);

/** The prompt's anagram words, or null when the prompt is not an anagram word game. */
export function readAnagramWords(text: string): AnagramWords | null {
  const lower = text.toLowerCase();
  const m = ANAGRAM_RE.exec(lower);
  if (!m || OTHER_WORD_GAMES.test(lower)) return null;
  const topicHit = Object.entries(TOPIC_WORDS)
    .map(([topic, re]) => ({ topic, m: re.exec(lower) }))
    .filter((x) => x.m !== null)
    .sort((a, b) => a.m!.index - b.m!.index)[0];
  const topicPhrase = topicHit
    ? (new RegExp(String.raw`\b${topicHit.m![0]}(?:\s+(?:names|words))?`).exec(lower)?.[0] ?? topicHit.m![0])
    : null;
  const count = TARGET_RE.exec(lower);
  const target = count
    ? { count: /^\d+$/.test(count[1]!) ? Number(count[1]) : NUMBER_WORDS[count[1]!]!, phrase: count[0] }
    : null;
  const named = (topicHit ? WORD_BANK[topicHit.topic]! : Object.values(WORD_BANK).flat()).filter((w) =>
    new RegExp(String.raw`\b${w}s?\b`).test(lower),
  );
  const around = /\b(?:unscrambl\w*|solve|guess)\s+(?:the\s+)?anagrams?\b/.exec(lower);
  return { phrase: around?.[0] ?? m[0], topic: topicHit?.topic ?? null, topicPhrase, target, named };
}

const sorted = (w: string): string => [...w].sort().join('');

/** A scramble of `word` that is not the word itself (seeded). */
export function scramble(word: string, random: DesignInput['random']): string {
  for (let i = 0; i < 20; i++) {
    const s = shuffled([...word], random).join('');
    if (s !== word) return s;
  }
  // Every shuffle came back as the word: rotate it (a word of one repeated letter cannot occur in the bank).
  return word.slice(1) + word[0];
}

/** The words of a game: the named ones first, then the bank's in a seeded order; no two anagrams of each other. */
export function pickWords(topic: string, named: readonly string[], count: number, random: DesignInput['random']) {
  const bank = WORD_BANK[topic]!;
  const out: string[] = [];
  for (const w of [...named.filter((n) => bank.includes(n)), ...shuffled(bank, random)]) {
    if (out.length >= count) break;
    if (!out.includes(w) && !out.some((o) => sorted(o) === sorted(w))) out.push(w);
  }
  return out;
}

const LEGEND = { W: 'a word: its number, the answer, and the scramble the player sees' };

/** The whole design of an anagram game. */
export function designAnagram(input: DesignInput, words: AnagramWords): FamilyDesign {
  const { intent, random } = input;
  const decisions: string[] = [];
  const ignored: FamilyDesign['ignored'] = [...intent.ignored];
  const topic = words.topic ?? 'fruit';
  if (words.topic) decisions.push(`Words: ${topic} words from the offline word bank ("${words.topicPhrase}").`);
  else decisions.push(`Words: the prompt names no subject the word bank has, so the words are ${topic} names.`);
  const wanted = words.target?.count ?? DEFAULT_TARGET;
  const levelCount = Math.min(6, Math.max(1, intent.levels ?? 1));
  const perLevel = Math.max(1, Math.min(MAX_TARGET, wanted));
  if (words.target && perLevel !== words.target.count)
    ignored.push({ what: `"${words.target.phrase}"`, why: `a round has 1 to ${MAX_TARGET} words; using ${perLevel}` });
  decisions.push(
    words.target
      ? `Each round asks for ${perLevel} words ("${words.target.phrase}").`
      : `Each round asks for ${perLevel} words (the mode's default: the prompt gives no count).`,
  );
  const bank = WORD_BANK[topic]!;
  const total = Math.min(bank.length, perLevel * levelCount);
  const picked = pickWords(topic, words.named, total, random);
  const missingNamed = words.named.filter((n) => !bank.includes(n));
  for (const n of missingNamed)
    ignored.push({ what: `the word "${n}"`, why: `it is not one of the ${topic} words of the bank` });
  // Short words first: later rounds get the longer ones.
  const ordered = [...picked].sort((a, b) => a.length - b.length || a.localeCompare(b));
  const levels: LevelDesign[] = [];
  for (let i = 0; i < levelCount; i++) {
    const mine = ordered.filter((_, j) => j % levelCount === i);
    if (mine.length === 0) break;
    const key = `anagrams_${i + 1}`;
    const level: AnagramLevel = {
      mode: 'anagram',
      title: levelCount > 1 ? `${capital(topic)} Anagrams ${i + 1}` : `${capital(topic)} Anagrams`,
      intro: [
        {
          speaker: 'Word Wizard',
          portrait: 'host',
          text:
            `Every word here is a ${topic} name with its letters mixed up. Unscramble ${mine.length} of them ` +
            'before the clock runs out!',
        },
      ],
      topic,
      target: mine.length,
      words: mine.map((w) => ({ answer: w, scramble: scramble(w, random) })),
    };
    const data: UiLevelData = { content: level, cards: {}, resources: [] };
    levels.push({
      key,
      title: level.title,
      legend: LEGEND,
      ascii: level.words.map((w, j) => `W${j + 1} ${w.answer} <- ${w.scramble}`),
      data: data as unknown as Record<string, unknown>,
      notes: [`${level.target} ${topic} words to unscramble, shortest first.`],
    });
  }
  const registry = uiRegistry({
    theme: [topic, 'word game', 'letter tiles'],
    backdrops: [],
    portraits: [{ key: 'host', role: 'npc', description: 'the Word Wizard, a smiling wizard with a pointed hat' }],
    cardArt: [],
    modes: new Set(['anagram']),
    difficulty: intent.difficulty ?? 'normal',
    place: `${topic} word`,
  });
  const title = random.pick([`${capital(topic)} Anagrams`, `Scrambled ${capital(topic)}`, `${capital(topic)} Jumble`]);
  const config: Record<string, number | string | boolean> = { 'game.title': title };
  // The clock: the prompt's, unless the golden path could not type the words in it.
  const { content } = assembleContent(levels);
  const keys = new Set(registry.assets.filter((a) => a.type !== 'audio').map((a) => a.key));
  const plan = planGame(
    content,
    levels.map((l) => l.key),
    keys,
    configView(config),
    false,
    false,
    ANAGRAM_PLANNERS,
  );
  const longest = Math.max(0, ...plan.levels.map((l) => l.gameMs));
  const needed = Math.ceil((longest * 2) / 1000) + 5;
  const asked = intent.mechanics.timerSeconds !== null ? Math.round(intent.mechanics.timerSeconds) : null;
  const seconds = Math.min(900, Math.max(10, asked ?? DEFAULT_SECONDS, needed));
  config[TIMER_PATH] = seconds;
  if (asked !== null && seconds !== asked)
    ignored.push({
      what: `the ${asked} s time limit`,
      why: `the words take about ${needed} s to type; using ${seconds}`,
    });
  decisions.push(
    `Each round has a ${seconds} s clock on the HUD${asked === null ? " (the mode's default)" : ''}; when it ` +
      'runs out the attempt fails and costs a life.',
  );
  decisions.push('Scrambles are seeded shuffles of each word, never the word itself.');
  if (words.named.length) decisions.push(`Words the prompt names are in play: ${words.named.join(', ')}.`);
  return {
    title,
    goal:
      levels.length > 1
        ? `Unscramble the ${topic} words of ${levels.length} rounds, each before its clock runs out.`
        : `Unscramble ${perLevel} ${topic} words before the clock runs out.`,
    sections: anagramSections(config, registry, levels),
    decisions,
    ignored,
  };
}

/** The anagram game's design sections: its scenes, assets, entities, levels and roadmap. */
function anagramSections(
  config: Record<string, number | string | boolean>,
  registry: ReturnType<typeof uiRegistry>,
  levels: LevelDesign[],
): FamilyDesign['sections'] {
  return {
    architecture: {
      template: 'ui_heavy',
      scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
      levelOrder: levels.map((l) => l.key),
      notes: [
        'Type the word (or click its letters in order); Backspace takes a letter back; a wrong full guess frees ' +
          'the letters. Enter starts the game; Escape pauses (P is a letter here).',
        'Failing a round costs a life; with no lives left the game is over.',
      ],
    },
    assets: registry,
    config,
    entities: [
      {
        name: 'letter tiles',
        role: 'ui',
        description: 'the scrambled word, one tile a letter: typed or clicked in order',
        assets: [],
        config: [TIMER_PATH],
      },
      {
        name: 'Word Wizard',
        role: 'npc',
        description: 'says the rules before the first word',
        assets: ['host'],
        config: [],
      },
    ],
    levels,
    roadmap: [
      { action: 'COPY', target: 'templates/ui_heavy', detail: 'the family template with its anagram mode' },
      { action: 'UPDATE', target: 'src/game/content.json', detail: `${levels.length} anagram round(s)` },
      { action: 'UPDATE', target: 'src/game/definition.ts', detail: 'goal, the actions (Escape pauses), levels' },
      { action: 'UPDATE', target: 'src/game/Level.ts', detail: 'music and the round clock' },
      ...roadmapEnd({
        config: Object.keys(config).join(', '),
        assets: themedRegistry(registry),
        goldenPath: 'every answer typed letter by letter as each word appears',
      }),
    ],
  };
}

/** The anagram game's requirements: words solved as asked, the topic's words shown, named words, fair scrambles. */
export function anagramRequirements(gdd: Gdd, words: AnagramWords, levels: readonly AnagramLevel[]): Requirement[] {
  const solved = levels.reduce((s, l) => s + l.target, 0);
  const topic = levels[0]?.topic ?? 'word';
  const all = levels.flatMap((l) => l.words);
  const out: Requirement[] = [
    eventFact({
      id: 'words-solved',
      text: `${solved} ${topic} words unscrambled`,
      source: words.target?.phrase ?? words.phrase,
      weight: 2,
      event: 'word_solved',
      minCount: solved,
    }),
  ];
  if (words.topicPhrase) {
    const bank = WORD_BANK[topic] ?? [];
    const inBank = all.every((w) => bank.includes(w.answer));
    // Shown in play: each solved word is one of the topic's, spelled out on its tiles.
    out.push(
      inBank
        ? eventFact({
            id: 'topic-words-shown',
            text: `the words to unscramble are ${words.topicPhrase} (${all.map((w) => w.answer).join(', ')})`,
            source: words.topicPhrase,
            event: 'word_solved',
            minCount: solved,
          })
        : designFact({
            id: 'topic-words',
            text: `the words are ${words.topicPhrase}`,
            source: words.topicPhrase,
            ok: false,
            evidence: `not every word is a ${topic} word: ${all.map((w) => w.answer).join(', ')}`,
          }),
    );
  }
  for (const n of words.named)
    out.push(
      designFact({
        id: `word-${n}`,
        text: `"${n}" is one of the words`,
        source: n,
        ok: levels.some((l) => l.words.slice(0, l.target).some((w) => w.answer === n)),
        evidence: `the rounds' words: ${all.map((w) => w.answer).join(', ')}`,
      }),
    );
  const fair = all.every((w) => w.scramble !== w.answer);
  out.push(
    designFact({
      id: 'scrambled',
      text: 'every word is shown scrambled',
      source: words.phrase,
      ok: fair,
      evidence: all.map((w) => `${w.scramble} -> ${w.answer}`).join(', '),
    }),
  );
  if (gdd.sections.config[TIMER_PATH] !== undefined && gdd.intent.mechanics.timerSeconds === null)
    out.push(
      designFact({
        id: 'round-clock',
        text: `a ${gdd.sections.config[TIMER_PATH]} s clock for each round`,
        source: 'family rules',
        ok: true,
        evidence: `config ${TIMER_PATH} = ${gdd.sections.config[TIMER_PATH]}; src/game/Level.ts fails the round`,
      }),
    );
  return out;
}
