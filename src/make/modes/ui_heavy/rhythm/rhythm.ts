// The ui_heavy rhythm game: notes scroll down 3-4 lanes to a hit line at the prompt's tempo, played by the prompt's
// performer (a drummer by default). The chart is N bars of seeded patterns on the beat grid; the song is played on
// the game clock with the template's own rules (rhythmSim.ts) at every lateness the golden path can have, to prove
// it is won, and the golden path is that playing.
import type { RhythmLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import type { DesignInput, FamilyDesign } from '../../../mode.ts';
import type { LevelDesign } from '../../../gdd.ts';
import { NUMBER_WORDS } from '../../../intent.ts';
import type { Requirement } from '../../../requirements.ts';
import { roadmapEnd, themedRegistry } from '../../shared/roadmap.ts';
import { designFact, eventFact } from '../../shared/requirements.ts';
import { uiRegistry } from '../assets.ts';
import type { UiLevelData } from '../plan.ts';
import { MAX_LATE_FRAMES, proveSong } from './rhythmSim.ts';
import { capital } from '../words.ts';

export const RHYTHM_RE = /\brhythm\b/;
const NUMBER = String.raw`(\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const num = (w: string): number => (/^\d+$/.test(w) ? Number(w) : NUMBER_WORDS[w]!);
const PERFORMERS = ['drummer', 'guitarist', 'dancer', 'pianist', 'singer', 'dj', 'musician', 'bassist', 'rapper'];

export const DEFAULT_BPM = 100;
export const DEFAULT_BARS = 12;
const LEAD_IN_BEATS = 8;
const KEYS: Readonly<Record<number, string[]>> = { 3: ['d', 'f', 'j'], 4: ['d', 'f', 'j', 'k'] };
/** One bar's notes as eighth-note slots (0-7); easy charts keep the beats only (the even slots). */
const PATTERNS: readonly (readonly number[])[] = [
  [0, 2, 4, 6],
  [0, 2, 4, 5, 6],
  [0, 1, 2, 4, 6],
  [0, 2, 3, 4, 6, 7],
  [0, 4, 6],
  [0, 2, 4, 6, 7],
  [0, 3, 4, 6],
];
const WINDOWS = { easy: [80, 160], normal: [60, 130], hard: [45, 100] } as const;
const TARGET = { easy: 70, normal: 80, hard: 90 } as const;

export interface Asked {
  count: number;
  phrase: string;
}

export interface RhythmWords {
  phrase: string;
  /** Who plays, and the prompt's word for it. */
  performer: string;
  performerPhrase: string | null;
  bpm: Asked | null;
  bars: Asked | null;
  lanes: Asked | null;
}

/** The prompt's rhythm-game words, or null when it is not a rhythm game. */
export function readRhythmWords(text: string): RhythmWords | null {
  const lower = text.toLowerCase();
  const m = RHYTHM_RE.exec(lower);
  if (!m) return null;
  const asked = (re: RegExp): Asked | null => {
    const hit = re.exec(lower);
    return hit ? { count: num(hit[1]!), phrase: hit[0] } : null;
  };
  const who = new RegExp(String.raw`\b(${PERFORMERS.join('|')})s?\b`).exec(lower);
  return {
    phrase: m[0],
    performer: who ? who[1]! : 'drummer',
    performerPhrase: who ? who[0] : null,
    bpm: asked(/\b(\d+)\s*(?:bpm|beats per minute)\b/),
    bars: asked(new RegExp(String.raw`\b${NUMBER}\s+bars\b`)),
    lanes: asked(/\b(3|4|three|four)\s+lanes\b/),
  };
}

/** The chart: a lead-in, then `bars` bars of seeded patterns, each note in a lane not the same as the one before. */
function chart(bars: number, bpm: number, lanes: number, easy: boolean, random: DesignInput['random']) {
  const eighth = 60000 / bpm / 2;
  const lead = LEAD_IN_BEATS * 2 * eighth;
  const notes: RhythmLevel['notes'] = [];
  let lane = random.int(0, lanes - 1);
  for (let bar = 0; bar < bars; bar++) {
    const pattern = bar === 0 ? PATTERNS[0]! : random.pick(PATTERNS);
    for (const slot of pattern) {
      if (easy && slot % 2 === 1) continue;
      lane = (lane + random.int(1, lanes - 1)) % lanes;
      notes.push({ lane, at: Math.round(lead + (bar * 8 + slot) * eighth) });
    }
  }
  return notes;
}

export function designRhythm(input: DesignInput, asked: RhythmWords): FamilyDesign {
  const { intent, random } = input;
  const decisions: string[] = [];
  const ignored: FamilyDesign['ignored'] = [...intent.ignored];
  const difficulty = intent.difficulty ?? 'normal';
  const clamp = (n: number, lo: number, hi: number, what: Asked | null, why: string): number => {
    const v = Math.min(hi, Math.max(lo, n));
    if (what && v !== n) ignored.push({ what: `"${what.phrase}"`, why: `${why}; using ${v}` });
    return v;
  };
  const bpm = clamp(asked.bpm?.count ?? DEFAULT_BPM, 60, 180, asked.bpm, 'a song plays at 60 to 180 bpm');
  const bars = clamp(asked.bars?.count ?? DEFAULT_BARS, 4, 32, asked.bars, 'a chart has 4 to 32 bars');
  const lanes = clamp(asked.lanes?.count ?? 4, 3, 4, asked.lanes, 'the lanes are 3 or 4');
  const notes = chart(bars, bpm, lanes, difficulty === 'easy', random);
  const [perfectMs, goodMs] = WINDOWS[difficulty];
  const beatMs = 60000 / bpm;
  const who = capital(asked.performer);
  const level: RhythmLevel = {
    mode: 'rhythm',
    title: `${who}'s ${bpm} BPM Song`.slice(0, 40),
    backdrop: 'bg-rhythm',
    intro: [
      {
        speaker: who.slice(0, 20),
        text:
          `Notes fall down the lanes to the beat. Press ${KEYS[lanes]!.join(' ').toUpperCase()} as each one crosses ` +
          `the line. End the song with ${TARGET[difficulty]}% accuracy!`,
      },
    ],
    performer: 'performer',
    performerName: who.slice(0, 20),
    bpm,
    bars,
    keys: KEYS[lanes]!,
    scrollMs: Math.round(Math.min(3000, Math.max(1200, 4 * beatMs))),
    perfectMs,
    goodMs,
    targetAccuracy: TARGET[difficulty],
    maxMisses: Math.max(3, Math.round(notes.length * 0.2)),
    notes,
  };
  const how = (a: Asked | null) => (a ? ` ("${a.phrase}")` : " (the mode's default)");
  decisions.push(
    `A song at ${bpm} bpm${how(asked.bpm)}: ${bars} bars${how(asked.bars)} ` +
      `of seeded patterns on an eighth-note grid after a lead-in of ${LEAD_IN_BEATS} beats, ${notes.length} notes ` +
      `over ${lanes} lanes (keys ${level.keys.join(' ').toUpperCase()}).`,
  );
  decisions.push(
    `A press within ${perfectMs} ms of a note is perfect, within ${goodMs} ms good; the song is won at ` +
      `${level.targetAccuracy}% accuracy and lost at ${level.maxMisses} misses.`,
  );
  const { runs } = proveSong(level);
  decisions.push(
    `Played on the game clock pressing each key as its note comes, landing 0 to ` +
      `${MAX_LATE_FRAMES} frames late: accuracy ${runs.map((r) => `${r.accuracy}%`).join(', ')}.`,
  );
  const data: UiLevelData = { content: level, cards: {}, resources: [] };
  const key = 'song_1';
  const levels: LevelDesign[] = [
    {
      key,
      title: level.title,
      legend: { N: 'a note: its time (s) and lane key' },
      ascii: notes.map((n) => `N ${(n.at / 1000).toFixed(2)}s ${level.keys[n.lane]!.toUpperCase()}`),
      data: data as unknown as Record<string, unknown>,
      notes: [`${notes.length} notes, ${bars} bars at ${bpm} bpm, ${lanes} lanes.`],
    },
  ];
  const registry = uiRegistry({
    theme: [asked.performer, 'rhythm', 'music'],
    backdrops: [{ key: 'bg-rhythm', description: 'a concert stage with lights' }],
    portraits: [{ key: 'performer', role: 'player', description: `a ${asked.performer}` }],
    cardArt: [],
    modes: new Set(['rhythm']),
    difficulty,
    place: 'stage',
  });
  const title = random.pick([`${who} Beats`, `Beat of the ${who}`, `${bpm} BPM`]);
  return {
    title: title.slice(0, 40),
    goal: `Hit the notes on the beat and finish the song with ${level.targetAccuracy}% accuracy.`,
    sections: rhythmSections(asked, level, levels, registry, title),
    decisions,
    ignored,
  };
}

/** The rhythm game's design sections: its scenes, assets, entities, levels and roadmap. */
function rhythmSections(
  asked: RhythmWords,
  level: RhythmLevel,
  levels: LevelDesign[],
  registry: ReturnType<typeof uiRegistry>,
  title: string,
): FamilyDesign['sections'] {
  const key = levels[0]!.key;
  return {
    architecture: {
      template: 'ui_heavy',
      scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
      levelOrder: [key],
      notes: [
        `Each lane has a key (${level.keys.join(' ').toUpperCase()}); a click on a lane works too. ` +
          'Enter starts the game; Escape pauses.',
        `A note let past the line is missed and breaks the combo; ${level.maxMisses} misses fail the attempt.`,
      ],
    },
    assets: registry,
    config: { 'game.title': title.slice(0, 40) },
    entities: [
      {
        name: asked.performer,
        role: 'player',
        description: 'plays beside the lanes, animating on every hit',
        assets: ['performer'],
        config: [],
      },
      { name: 'notes', role: 'ui', description: 'scroll down the lanes to the hit line', assets: [], config: [] },
    ],
    levels,
    roadmap: [
      { action: 'COPY', target: 'templates/ui_heavy', detail: 'the family template with its rhythm mode' },
      { action: 'UPDATE', target: 'src/game/content.json', detail: 'the chart, the tempo and the performer' },
      { action: 'UPDATE', target: 'src/game/definition.ts', detail: 'goal, the actions (Escape pauses), levels' },
      { action: 'UPDATE', target: 'src/game/Level.ts', detail: 'music' },
      ...roadmapEnd({
        config: 'game.title',
        assets: themedRegistry(registry),
        goldenPath: "every note's key pressed at its time, proven at every lateness up to a few frames",
      }),
    ],
  };
}

/** The rhythm game's requirements: the notes hit, the tempo as asked, the performer playing, the proof. */
export function rhythmRequirements(asked: RhythmWords, level: RhythmLevel): Requirement[] {
  const n = level.notes.length;
  const needed = Math.ceil((n * level.targetAccuracy) / 100);
  const out: Requirement[] = [
    eventFact({
      id: 'notes-hit',
      text: `the song's notes are hit on the beat (${needed} of ${n} at least)`,
      source: asked.phrase,
      weight: 2,
      event: 'note_hit',
      minCount: needed,
    }),
    eventFact({
      id: 'notes-shown',
      text: `${n} notes scroll down the lanes and are hit at the line`,
      source: 'notes',
      event: 'note_hit',
      minCount: needed,
    }),
    {
      id: 'bpm',
      text: `the song plays at ${level.bpm} bpm`,
      source: asked.bpm?.phrase ?? 'the mode default tempo',
      weight: 1,
      check: { kind: 'state', path: 'flags.bpm', equals: level.bpm },
    },
  ];
  if (asked.performerPhrase)
    out.push(
      eventFact({
        id: `${asked.performer}-shown`,
        text: `the ${asked.performer} plays beside the lanes on every hit`,
        source: asked.performerPhrase,
        event: 'note_hit',
        minCount: needed,
      }),
    );
  const { runs, idle } = proveSong(level);
  const ends = runs.map((r) => `${r.accuracy}% ${r.won ? 'won' : 'lost'}`).join(', ');
  out.push(
    designFact({
      id: 'rhythm-fair',
      text: 'the song is won pressing each note on time, even a few frames late, and lost by not playing',
      source: asked.phrase,
      ok: runs.every((r) => r.won) && !idle.won,
      evidence:
        `late by 0-${MAX_LATE_FRAMES} frames: ${ends}; ` +
        `no presses: ${idle.missed} missed, ${idle.won ? 'won' : 'lost'}`,
    }),
  );
  if (asked.bars)
    out.push(
      designFact({
        id: 'bar-count',
        text: `${asked.bars.count} bars`,
        source: asked.bars.phrase,
        ok: level.bars === asked.bars.count,
        evidence: `the chart spans ${level.bars} bars`,
      }),
    );
  if (asked.lanes)
    out.push(
      designFact({
        id: 'lane-count',
        text: `${asked.lanes.count} lanes`,
        source: asked.lanes.phrase,
        ok: level.keys.length === asked.lanes.count,
        evidence: `the song has ${level.keys.length} lanes`,
      }),
    );
  return out;
}
