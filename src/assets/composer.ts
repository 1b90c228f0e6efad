// A seeded composer that writes ABC, so every sound in a game has readable source: background
// loops from a mood and a tempo (lead, bass and drum voices over a chord progression, ending on a
// turnaround chord so the loop start resolves it), and short sound effects for game events.
import type { SfxKind } from './registry.ts';
import { createRandom, hashString, type Random } from './random.ts';
import { wordEntry } from '../shared/index.ts';

type Mode = 'major' | 'minor' | 'mixolydian' | 'dorian' | 'phrygian' | 'pentatonic';
type Style = 'cheerful' | 'calm' | 'tense' | 'dark' | 'heroic' | 'sad';

interface StyleSpec {
  mode: Mode;
  keys: readonly string[];
  /** Chord roots as scale degrees (0 = tonic), one per bar, cycled; the last bar takes `turnaround`. */
  progressions: readonly (readonly number[])[];
  turnaround: number;
  /** Lead rhythms for one bar of eight eighth notes (each list sums to 8). */
  rhythms: readonly (readonly number[])[];
  bass: 'halves' | 'pulse' | 'walk';
  drums: 'full' | 'soft' | 'driving' | 'sparse';
  lead: number;
}

const STYLES: Record<Style, StyleSpec> = {
  cheerful: {
    mode: 'major',
    keys: ['C', 'G', 'D', 'F', 'A'],
    progressions: [
      [0, 4, 5, 3],
      [0, 3, 4, 0],
      [0, 5, 3, 4],
    ],
    turnaround: 4,
    rhythms: [
      [1, 1, 1, 1, 2, 2],
      [2, 1, 1, 2, 2],
      [1, 1, 2, 1, 1, 2],
      [2, 2, 1, 1, 2],
    ],
    bass: 'walk',
    drums: 'full',
    lead: 80,
  },
  calm: {
    mode: 'pentatonic',
    keys: ['C', 'F', 'G', 'D'],
    progressions: [
      [0, 3, 0, 4],
      [0, 5, 3, 0],
      [3, 0, 3, 4],
    ],
    turnaround: 4,
    rhythms: [
      [4, 4],
      [2, 2, 4],
      [4, 2, 2],
      [6, 2],
      [3, 1, 4],
    ],
    bass: 'halves',
    drums: 'soft',
    lead: 73,
  },
  tense: {
    mode: 'minor',
    keys: ['Am', 'Em', 'Dm', 'Bm'],
    progressions: [
      [0, 5, 6, 0],
      [0, 3, 4, 0],
      [0, 6, 5, 6],
    ],
    turnaround: 4,
    rhythms: [
      [1, 1, 1, 1, 1, 1, 1, 1],
      [1, 1, 2, 1, 1, 2],
      [2, 1, 1, 1, 1, 2],
    ],
    bass: 'pulse',
    drums: 'driving',
    lead: 81,
  },
  dark: {
    mode: 'phrygian',
    keys: ['Em', 'Am', 'Bm'],
    progressions: [
      [0, 1, 0, 6],
      [0, 3, 1, 0],
    ],
    turnaround: 1,
    rhythms: [
      [3, 1, 4],
      [2, 2, 2, 2],
      [4, 2, 2],
      [6, 2],
    ],
    bass: 'halves',
    drums: 'sparse',
    lead: 81,
  },
  heroic: {
    mode: 'mixolydian',
    keys: ['G', 'D', 'C', 'A'],
    progressions: [
      [0, 6, 3, 0],
      [0, 3, 6, 3],
      [0, 4, 6, 3],
    ],
    turnaround: 6,
    rhythms: [
      [3, 1, 2, 2],
      [2, 1, 1, 4],
      [1, 1, 1, 1, 2, 2],
      [3, 3, 2],
    ],
    bass: 'walk',
    drums: 'driving',
    lead: 80,
  },
  sad: {
    mode: 'minor',
    keys: ['Am', 'Dm', 'Em', 'Gm'],
    progressions: [
      [0, 5, 2, 6],
      [0, 3, 5, 4],
    ],
    turnaround: 4,
    rhythms: [
      [4, 4],
      [2, 2, 4],
      [3, 1, 2, 2],
      [6, 2],
    ],
    bass: 'halves',
    drums: 'soft',
    lead: 73,
  },
};

const MOOD_WORDS: Record<string, Style> = {
  cheerful: 'cheerful',
  happy: 'cheerful',
  bright: 'cheerful',
  playful: 'cheerful',
  fun: 'cheerful',
  upbeat: 'cheerful',
  bouncy: 'cheerful',
  cute: 'cheerful',
  calm: 'calm',
  peaceful: 'calm',
  relaxed: 'calm',
  gentle: 'calm',
  dreamy: 'calm',
  ambient: 'calm',
  cozy: 'calm',
  soft: 'calm',
  tense: 'tense',
  action: 'tense',
  fast: 'tense',
  battle: 'tense',
  intense: 'tense',
  urgent: 'tense',
  danger: 'tense',
  boss: 'tense',
  dark: 'dark',
  spooky: 'dark',
  scary: 'dark',
  mysterious: 'dark',
  eerie: 'dark',
  creepy: 'dark',
  haunted: 'dark',
  heroic: 'heroic',
  epic: 'heroic',
  adventure: 'heroic',
  adventurous: 'heroic',
  triumphant: 'heroic',
  brave: 'heroic',
  bold: 'heroic',
  sad: 'sad',
  melancholy: 'sad',
  lonely: 'sad',
  somber: 'sad',
  wistful: 'sad',
};

/** The style a mood word selects; an unknown mood hashes to one, so it still gets the same music every time. */
export function styleForMood(mood: string): Style {
  const words = mood
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  for (const w of words) {
    const style = wordEntry(MOOD_WORDS, w);
    if (style) return style;
  }
  const styles = Object.keys(STYLES) as Style[];
  return styles[hashString(mood.toLowerCase()) % styles.length]!;
}

const LETTERS = ['C', 'D', 'E', 'F', 'G', 'A', 'B'];
const MODE_SUFFIX: Record<Mode, string> = {
  major: '',
  minor: '',
  mixolydian: 'mix',
  dorian: 'dor',
  phrygian: 'phr',
  pentatonic: '',
};

/** The K: value: minor keys are spelled with "m"; modes take the key's tonic letter. */
function keyField(key: string, mode: Mode): string {
  const tonic = key.replace(/m$/, '');
  if (mode === 'minor') return `${tonic}m`;
  const suffix = MODE_SUFFIX[mode];
  return suffix ? `${tonic} ${suffix}` : tonic;
}

/**
 * ABC for scale degree `degree` (0 = tonic, 7 = the tonic an octave up) relative to the tonic in
 * `octave` (0 = the octave starting at middle C). Letters only: the key signature supplies the
 * sharps and flats, so every note written here is in the mode.
 */
function degreeToAbc(tonicLetter: string, degree: number, octave: number, length: string): string {
  const start = LETTERS.indexOf(tonicLetter[0]!);
  const index = start + degree;
  const letter = LETTERS[((index % 7) + 7) % 7]!;
  const oct = octave + Math.floor(index / 7);
  let text = oct >= 1 ? letter.toLowerCase() : letter;
  if (oct >= 2) text += "'".repeat(oct - 1);
  if (oct <= -1) text += ','.repeat(-oct);
  return `${text}${length}`;
}

const len = (eighths: number) => (eighths === 1 ? '' : String(eighths));

/** Degrees the melody may use in this mode (pentatonic skips the 4th and 7th). */
function allowed(mode: Mode, degree: number): boolean {
  if (mode !== 'pentatonic') return true;
  const d = ((degree % 7) + 7) % 7;
  return d !== 3 && d !== 6;
}

function chordTones(root: number): number[] {
  return [root, root + 2, root + 4];
}

/** Nearest degree to `from` that is one of the chord tones of `root` (in any octave), within the melody range. */
function nearestChordTone(from: number, root: number, rng: Random): number {
  const candidates: number[] = [];
  for (const t of chordTones(root))
    for (const o of [-7, 0, 7]) {
      const d = t + o;
      if (d >= -2 && d <= 11) candidates.push(d);
    }
  candidates.sort((a, b) => Math.abs(a - from) - Math.abs(b - from) || a - b);
  return rng.chance(0.75) ? candidates[0]! : candidates[Math.min(1, candidates.length - 1)]!;
}

function melodyBar(
  rng: Random,
  spec: StyleSpec,
  root: number,
  start: number,
  rhythm: readonly number[],
  last: boolean,
  tonic: string,
): { abc: string; end: number } {
  const notes: string[] = [];
  let pos = 0;
  let current = start;
  rhythm.forEach((dur, i) => {
    const strong = pos % 4 === 0;
    let next: number;
    if (i === 0 || strong) next = nearestChordTone(current, root, rng);
    else {
      next = current + rng.pick([-1, 1, 1, -2, 2]);
      while (!allowed(spec.mode, next)) next += next > current ? 1 : -1;
    }
    next = Math.max(-2, Math.min(11, next));
    if (last && i === rhythm.length - 1) next = nearestChordTone(current, root, rng);
    notes.push(degreeToAbc(tonic, next, 0, len(dur)));
    current = next;
    pos += dur;
  });
  return { abc: notes.join(''), end: current };
}

function bassBar(spec: StyleSpec, root: number, tonic: string, rng: Random): string {
  const r = (deg: number, l: number) => degreeToAbc(tonic, deg, -2, len(l));
  switch (spec.bass) {
    case 'halves':
      return `${r(root, 4)} ${r(root + 4 - 7 < -3 ? root + 4 : root + 4 - 7, 4)}`;
    case 'pulse':
      return Array.from({ length: 8 }, (_, i) => r(i === 6 && rng.chance(0.5) ? root + 7 : root, 1)).join('');
    case 'walk':
      return `${r(root, 2)}${r(root + 4, 2)}${r(root + 7, 2)}${r(root + 4, 2)}`;
  }
}

// General MIDI percussion on channel 10: C,, kick (36), D,, snare (38), ^F,, closed hi-hat (42).
const KICK = 'C,,';
const SNARE = 'D,,';
const HAT = '^F,,';

function drumBar(spec: StyleSpec, fill: boolean): string {
  const hit = (parts: string[], l = 1) =>
    parts.length === 1 ? `${parts[0]}${len(l)}` : `[${parts.join('')}]${len(l)}`;
  switch (spec.drums) {
    case 'full':
      return [
        hit([KICK, HAT]),
        hit([HAT]),
        hit([SNARE, HAT]),
        hit([HAT]),
        hit([KICK, HAT]),
        hit([KICK]),
        hit([SNARE, HAT]),
        fill ? hit([SNARE]) : hit([HAT]),
      ].join('');
    case 'driving':
      return [
        hit([KICK, HAT]),
        hit([KICK]),
        hit([SNARE, HAT]),
        hit([KICK]),
        hit([KICK, HAT]),
        hit([KICK]),
        hit([SNARE, HAT]),
        fill ? hit([SNARE]) : hit([KICK]),
      ].join('');
    case 'soft':
      return [hit([KICK, HAT], 2), hit([HAT], 2), hit([HAT], 2), fill ? hit([SNARE], 2) : hit([HAT], 2)].join('');
    case 'sparse':
      return [hit([KICK], 4), fill ? `${hit([SNARE], 2)}${hit([SNARE], 2)}` : `z2${hit([HAT], 2)}`].join('');
  }
}

export interface MusicRequest {
  title: string;
  mood: string;
  tempo: number;
  bars: number;
  seed: number;
}

/**
 * A background loop in ABC: `bars` bars of 4/4 at `tempo`, lead (square or flute-like), bass
 * (triangle) and drums (noise). The opening two-bar phrase is written once inside |: :| and heard
 * twice; the last bar sits on the turnaround chord, so the loop start resolves it.
 */
export function composeMusic(request: MusicRequest): string {
  const rng = createRandom(request.seed, `music:${request.title}`);
  const style = styleForMood(request.mood);
  const spec = STYLES[style];
  const key = rng.pick(spec.keys);
  const tonic = key.replace(/m$/, '');
  const progression = rng.pick(spec.progressions);
  const bars = request.bars;
  const roots = Array.from({ length: bars }, (_, i) =>
    i === bars - 1 ? spec.turnaround : progression[i % progression.length]!,
  );
  const useRepeat = bars >= 6;
  // With the repeat, bars 3-4 replay bars 1-2 exactly, so their chords must match.
  if (useRepeat) {
    roots[2] = roots[0]!;
    roots[3] = roots[1]!;
  }
  const motif = [rng.pick(spec.rhythms), rng.pick(spec.rhythms)];
  const lead: string[] = [];
  let pitch = rng.pick([0, 2, 4]);
  for (let i = 0; i < bars; i++) {
    if (useRepeat && (i === 2 || i === 3)) continue;
    const rhythm = i < 2 ? motif[i]! : i % 2 === 0 ? motif[0]! : rng.pick(spec.rhythms);
    const bar = melodyBar(rng, spec, roots[i]!, pitch, rhythm, i === bars - 1, tonic);
    lead.push(bar.abc);
    pitch = bar.end;
  }
  const bass = roots.map((r) => bassBar(spec, r, tonic, rng));
  const drums = roots.map((_, i) => drumBar(spec, i === bars - 1));
  return [
    'X:1',
    `T:${request.title}`,
    `C:playsmith composer (mood ${request.mood} -> ${style}, seed ${request.seed})`,
    'M:4/4',
    'L:1/8',
    `Q:1/4=${request.tempo}`,
    `K:${keyField(key, spec.mode)}`,
    'V:lead',
    `%%MIDI program ${spec.lead}`,
    ...staff(lead, useRepeat),
    'V:bass',
    '%%MIDI program 33',
    ...staff(bass, false),
    'V:drums',
    '%%MIDI channel 10',
    ...staff(drums, false),
    '',
  ].join('\n');
}

/**
 * Bars as ABC lines of four bars each, ending with |]. With `repeatOpening`, the first two bars
 * sit inside |: :| (they are heard twice).
 */
function staff(bars: readonly string[], repeatOpening: boolean): string[] {
  const cells = bars.map((b, i) => {
    const open = i === 0 ? (repeatOpening ? '|: ' : '| ') : '';
    const close = i === bars.length - 1 ? ' |]' : repeatOpening && i === 1 ? ' :|' : ' |';
    return `${open}${b}${close}`;
  });
  const lines: string[] = [];
  for (let i = 0; i < cells.length; i += 4) lines.push(cells.slice(i, i + 4).join(' '));
  return lines;
}

interface SfxDesign {
  tempo: number;
  unit: string;
  key?: string;
  lead: string;
  program: number;
  drums?: string;
}

const SFX: Record<SfxKind, (rng: Random) => SfxDesign> = {
  jump: (rng) => {
    const start = rng.pick(['C', 'D', 'E']);
    const steps = rng.pick([
      [0, 2, 4, 7],
      [0, 4, 7],
      [0, 1, 4, 7],
    ]);
    return {
      tempo: 240,
      unit: '1/16',
      lead: steps.map((s) => degreeToAbc(start, s, 0, '')).join('') + degreeToAbc(start, 9, 0, '2'),
      program: 80,
    };
  },
  hit: (rng) => ({
    tempo: 200,
    unit: '1/16',
    lead: `${rng.pick(['G,', 'A,'])}${rng.pick(['D,', 'E,'])}C,2`,
    program: 81,
    drums: `${SNARE}2${KICK}2`,
  }),
  pickup: (rng) => ({ tempo: 220, unit: '1/16', lead: rng.pick(["be'3", "ae'3", "bg'3", "c'g'3"]), program: 80 }),
  win: (rng) => {
    const t = rng.pick(['C', 'D', 'F', 'G']);
    const n = (d: number, l: string) => degreeToAbc(t, d, 0, l);
    return {
      tempo: 180,
      unit: '1/16',
      key: t,
      lead: `${n(0, '2')}${n(2, '2')}${n(4, '2')}${n(7, '4')}${n(4, '2')}${n(7, '8')}`,
      program: 80,
      drums: `${KICK}4${SNARE}4${KICK}2${SNARE}2[${KICK}${HAT}]8`,
    };
  },
  lose: (rng) => ({ tempo: 110, unit: '1/8', lead: rng.pick(['G^F=FE4', 'c=B_BA4', 'E_E=DD,4']), program: 81 }),
  click: (rng) => ({ tempo: 240, unit: '1/32', lead: rng.pick(["e'2", "g'2", "c''2"]), program: 80 }),
  shoot: (rng) => ({
    tempo: 240,
    unit: '1/32',
    lead: rng.pick(["c'gec", "d'afd", "e'bge"]),
    program: 81,
    drums: `${HAT}2`,
  }),
};

/** A short sound effect in ABC for a game event; the seed varies it a little. */
export function composeSfx(kind: SfxKind, request: { title: string; seed: number }): string {
  const rng = createRandom(request.seed, `sfx:${request.title}:${kind}`);
  const d = SFX[kind](rng);
  return [
    'X:1',
    `T:${request.title}`,
    `C:playsmith composer (sound effect "${kind}", seed ${request.seed})`,
    'M:4/4',
    `L:${d.unit}`,
    `Q:1/4=${d.tempo}`,
    `K:${d.key ?? 'C'}`,
    'V:lead',
    `%%MIDI program ${d.program}`,
    `${d.lead} |]`,
    ...(d.drums ? ['V:drums', '%%MIDI channel 10', `${d.drums} |]`] : []),
    '',
  ].join('\n');
}
