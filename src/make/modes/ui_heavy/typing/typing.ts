// The ui_heavy typing defence: words fall on meteors (or the prompt's falling things) toward the prompt's place, and
// typing a word destroys it. The prompt's counts set the words, waves and the place's health; the fall is simulated
// on the game clock with the template's own rules (typing.ts) to prove the golden path types every word before it
// lands, and the golden path is that typing.
import type { TypingLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { shuffled } from '../../../../assets/index.ts';
import { drawnNoun } from '../../../drawn.ts';
import type { DesignInput, FamilyDesign } from '../../../mode.ts';
import type { Gdd, LevelDesign } from '../../../gdd.ts';
import { NUMBER_WORDS } from '../../../intent.ts';
import type { Requirement } from '../../../requirements.ts';
import { singularWord } from '../../../singular.ts';
import { roadmapEnd, themedRegistry } from '../../shared/roadmap.ts';
import { designFact, eventFact } from '../../shared/requirements.ts';
import { WORD_BANK } from '../wordBank.ts';
import { uiRegistry } from '../assets.ts';
import type { UiLevelData } from '../plan.ts';
import { LETTER_MS, simulateTyping } from './typingSim.ts';
import { capital } from '../words.ts';

export const TYPING_RE = /\btyping\b|\btype (?:the )?words\b/;
const NUMBER = String.raw`(\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const num = (w: string): number => (/^\d+$/.test(w) ? Number(w) : NUMBER_WORDS[w]!);

export const DEFAULT_WORDS = 12;
export const DEFAULT_HEALTH = 3;
const WAVE_SIZE = 4;
/** Game time between two words of a wave, and the extra pause between waves. */
const GAP_MS = 1800;
const WAVE_PAUSE_MS = 3000;
const FALL_MS = { easy: 8000, normal: 6500, hard: 5000 } as const;

export interface Asked {
  count: number;
  phrase: string;
}

export interface TypingWords {
  phrase: string;
  /** What falls (singular) and the prompt's words for it. */
  foe: string;
  foePhrase: string | null;
  /** What is defended and the prompt's words for it. */
  place: string;
  placePhrase: string | null;
  words: Asked | null;
  waves: Asked | null;
  health: Asked | null;
}

/** The prompt's typing-defence words, or null when it is not a typing game. */
export function readTypingWords(text: string): TypingWords | null {
  const lower = text.toLowerCase();
  const m = TYPING_RE.exec(lower);
  if (!m) return null;
  const foeHit =
    /\b(?:falling|incoming|descending)\s+([a-z]+)\b/.exec(lower) ?? /\bstop\s+(?:the\s+)?([a-z]+)\b/.exec(lower);
  const foeWord = foeHit && !/^(?:words?|them|it)$/.test(foeHit[1]!) ? foeHit[1]! : null;
  const placeHit =
    /\b(?:hitting|reaching|destroying|hits|reach|destroy|protect|defend|save)\s+(?:the|your|a)\s+([a-z]+)\b/.exec(
      lower,
    );
  const asked = (re: RegExp): Asked | null => {
    const hit = re.exec(lower);
    return hit ? { count: num(hit[1]!), phrase: hit[0] } : null;
  };
  return {
    phrase: m[0],
    foe: foeWord ? singularWord(foeWord) : 'meteor',
    foePhrase: foeHit && foeWord ? foeHit[0].replace(/^stop\s+(?:the\s+)?/, '') : null,
    place: placeHit ? placeHit[1]! : 'city',
    placePhrase: placeHit ? placeHit[1]! : null,
    words: asked(new RegExp(String.raw`\b${NUMBER}\s+(?:[a-z]+\s+)?(?:words|meteors|asteroids)\b`)),
    waves: asked(new RegExp(String.raw`\b${NUMBER}\s+waves\b`)),
    health: asked(new RegExp(String.raw`\b${NUMBER}\s+(?:health|hp|hit points|lives|hits)\b`)),
  };
}

/** The spawn times and columns of `words`: waves of WAVE_SIZE words, columns apart from the one before. */
function schedule(words: readonly string[], waves: number, random: DesignInput['random']): TypingLevel['words'] {
  const perWave = Math.ceil(words.length / waves);
  let at = 1500;
  let lastX = 400;
  return words.map((word, i) => {
    if (i > 0) at += GAP_MS + (i % perWave === 0 ? WAVE_PAUSE_MS : 0);
    let x = lastX;
    for (let tries = 0; tries < 10 && Math.abs(x - lastX) < 140; tries++) x = random.int(120, 680);
    lastX = x;
    return { word, x, at };
  });
}

export function designTyping(input: DesignInput, asked: TypingWords): FamilyDesign {
  const { intent, random } = input;
  const decisions: string[] = [];
  const ignored: FamilyDesign['ignored'] = [...intent.ignored];
  const difficulty = intent.difficulty ?? 'normal';
  const waves = Math.min(8, Math.max(1, asked.waves?.count ?? 1));
  const wanted = asked.words?.count ?? (asked.waves ? waves * WAVE_SIZE : DEFAULT_WORDS);
  const topic = Object.keys(WORD_BANK).find((t) => new RegExp(`\\b${t}`).test(intent.read.toLowerCase())) ?? 'space';
  const bank = WORD_BANK[topic]!;
  const count = Math.min(bank.length, Math.max(2, wanted));
  if (count !== wanted)
    ignored.push({
      what: `"${asked.words?.phrase ?? asked.waves?.phrase}"`,
      why: `the ${topic} word bank has ${bank.length} words; using ${count}`,
    });
  const health = Math.min(9, Math.max(1, asked.health?.count ?? DEFAULT_HEALTH));
  const place = asked.place;
  const city = capital(place).slice(0, 16);
  const words = shuffled(bank, random).slice(0, count);
  const level: TypingLevel = {
    mode: 'typing',
    title: `Defend the ${city}`.slice(0, 40),
    backdrop: 'bg-typing',
    intro: [
      {
        speaker: 'Lookout',
        text:
          `${capital(asked.foe)}s are falling on the ${place}! Type the word on each one to destroy it before it ` +
          `lands. The ${place} can take ${health} hit${health === 1 ? '' : 's'}.`,
      },
    ],
    city,
    cityHealth: health,
    meteor: 'meteor',
    fallMs: FALL_MS[difficulty],
    waves,
    words: schedule(words, waves, random),
  };
  const why = asked.words ? ` ("${asked.words.phrase}")` : asked.waves ? '' : " (the mode's default)";
  const inWaves = waves > 1 ? ` in ${waves} waves ("${asked.waves!.phrase}")` : '';
  decisions.push(
    `${count} ${topic} words fall${why}${inWaves}, one every ${GAP_MS / 1000} s, each taking ` +
      `${level.fallMs / 1000} s to land.`,
  );
  decisions.push(
    `The ${place} has ${health} health${asked.health ? ` ("${asked.health.phrase}")` : " (the mode's default)"}; ` +
      `each ${asked.foe} that lands takes one.`,
  );
  const sim = simulateTyping(level);
  decisions.push(
    `Simulated on the game clock, typing each word as it appears destroys ${sim.destroyed} of ${count} with ` +
      `${sim.hits} hit(s) on the ${place}.`,
  );
  const data: UiLevelData = { content: level, cards: {}, resources: [] };
  const key = 'defence_1';
  const levels: LevelDesign[] = [
    {
      key,
      title: level.title,
      legend: { T: 'a word: when it appears (s), its column (x), the word' },
      ascii: level.words.map((w) => `T ${(w.at / 1000).toFixed(1)}s x${w.x} ${w.word}`),
      data: data as unknown as Record<string, unknown>,
      notes: [`${count} words, ${waves} wave(s), the ${place} at ${health} health.`],
    },
  ];
  const registry = uiRegistry({
    theme: [asked.foe, place, 'typing'],
    backdrops: [{ key: 'bg-typing', description: `a night sky over a ${place} skyline` }],
    portraits: [],
    cardArt: [{ key: 'meteor', description: `a falling ${asked.foe}`, attack: true }],
    modes: new Set(['typing']),
    difficulty,
    place,
  });
  const title = random.pick([
    `${capital(asked.foe)} Typist`,
    `Type to Save the ${city}`,
    `${capital(asked.foe)} Storm`,
  ]);
  return {
    title: title.slice(0, 40),
    goal: `Type the word on every falling ${asked.foe} before it hits the ${place}.`,
    sections: typingSections(asked, key, place, city, registry, title, levels),
    decisions,
    ignored,
  };
}

/** The typing game's design sections: its scenes, assets, entities, levels and roadmap. */
function typingSections(
  asked: TypingWords,
  key: string,
  place: string,
  city: string,
  registry: ReturnType<typeof uiRegistry>,
  title: string,
  levels: LevelDesign[],
): FamilyDesign['sections'] {
  return {
    architecture: {
      template: 'ui_heavy',
      scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
      levelOrder: [key],
      notes: [
        'Type a falling word to destroy it: letters aim at the lowest word they start; Backspace takes one back. ' +
          'Enter starts the game; Escape pauses (P is a letter here).',
        `A word that lands hits the ${place}; with its health gone the attempt fails and costs a life.`,
      ],
    },
    assets: registry,
    config: { 'game.title': title.slice(0, 40) },
    entities: [
      {
        name: `${asked.foe}s`,
        role: 'enemy',
        description: 'fall with a word each; typing the word destroys them',
        assets: ['meteor'],
        config: [],
      },
      { name: city, role: 'ui', description: `the ${place} at the bottom, with its health`, assets: [], config: [] },
    ],
    levels,
    roadmap: [
      { action: 'COPY', target: 'templates/ui_heavy', detail: 'the family template with its typing mode' },
      { action: 'UPDATE', target: 'src/game/content.json', detail: 'the falling words and the city' },
      { action: 'UPDATE', target: 'src/game/definition.ts', detail: 'goal, the actions (Escape pauses), levels' },
      { action: 'UPDATE', target: 'src/game/Level.ts', detail: 'music' },
      ...roadmapEnd({
        config: 'game.title',
        assets: themedRegistry(registry),
        goldenPath: 'every word typed as it appears, proven by a simulation of the fall on the game clock',
      }),
    ],
  };
}

/** The typing defence's requirements: every word destroyed, the falling things shown, the place standing. */
export function typingRequirements(gdd: Gdd, asked: TypingWords, level: TypingLevel): Requirement[] {
  const n = level.words.length;
  const out: Requirement[] = [
    eventFact({
      id: 'words-destroyed',
      text: `${n} falling words typed and destroyed`,
      source: asked.words?.phrase ?? asked.phrase,
      weight: 2,
      event: 'word_destroyed',
      minCount: n,
    }),
  ];
  const art = gdd.sections.assets.assets.find((a) => a.key === level.meteor);
  const drawn = drawnNoun(asked.foe).drawn;
  if (asked.foePhrase && art && drawn)
    out.push(
      eventFact({
        id: `${asked.foe}-shown`,
        text: `words fall on ${asked.foe}s (drawn as ${drawn}) and are destroyed`,
        source: asked.foePhrase,
        event: 'word_destroyed',
        minCount: n,
      }),
    );
  if (asked.placePhrase)
    out.push(
      eventFact({
        id: `${asked.place}-shown`,
        text: `the ${asked.place} stands at the bottom, named with its health, and holds`,
        source: asked.placePhrase,
        event: 'city_held',
        minCount: 1,
      }),
    );
  const sim = simulateTyping(level);
  out.push(
    designFact({
      id: 'typing-fair',
      text: 'every word can be typed before it lands',
      source: asked.phrase,
      ok: sim.destroyed === n && sim.hits === 0,
      evidence: `simulated at ${LETTER_MS} ms a letter: ${sim.destroyed} of ${n} destroyed, ${sim.hits} hit(s)`,
    }),
  );
  if (asked.waves)
    out.push(
      designFact({
        id: 'wave-count',
        text: `${asked.waves.count} waves`,
        source: asked.waves.phrase,
        ok: level.waves === asked.waves.count,
        evidence: `the level's words come in ${level.waves} wave(s)`,
      }),
    );
  return out;
}
