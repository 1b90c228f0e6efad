// A parser for the ABC music notation subset game audio needs: the X/T/M/L/Q/K header (plus
// V: voices and abc2midi's %%MIDI program/channel lines), notes with accidentals and octave marks,
// lengths (2, /2, 3/2, /, //), rests (z, x, and Z bars), chords [CEG], ties, broken rhythm (> <),
// triplets, bar lines and repeats (|: :| ::). Anything else is refused with its line and column.
// The body's music lines are read in abcBody.ts; here are the header, the voices and the notes laid out in time.
import { parseMusicLine, type Element } from './abcBody.ts';
import { AbcError } from './abcError.ts';
import { wordEntry } from '../shared/index.ts';

export { AbcError };

export interface AbcNote {
  /** MIDI note number (60 = middle C), or null for a rest. */
  pitch: number | null;
  /** Start and length in whole notes (1 = a semibreve). */
  start: number;
  duration: number;
  line: number;
  column: number;
}

export interface AbcVoice {
  id: string;
  /** From %%MIDI program N (General MIDI, 0-based), when given. */
  program: number | undefined;
  /** From %%MIDI channel N; 10 is the percussion channel. */
  channel: number | undefined;
  notes: AbcNote[];
  /** Length of this voice in whole notes. */
  length: number;
}

export interface AbcTune {
  reference: number;
  title: string;
  meter: { numerator: number; denominator: number } | undefined;
  /** Default note length in whole notes (L:). */
  unitLength: number;
  /** Tempo: `bpm` beats per minute, a beat being `beat` whole notes (Q:1/4=120 is beat 0.25, bpm 120). */
  tempo: { beat: number; bpm: number };
  key: string;
  voices: AbcVoice[];
  /** Length of the longest voice in whole notes. */
  length: number;
  /** Length of one bar in whole notes (from M:), or undefined for free meter. */
  barLength: number | undefined;
}

/** Seconds per whole note at the tune's tempo. */
export function secondsPerWhole(tune: AbcTune): number {
  return 60 / (tune.tempo.bpm * tune.tempo.beat);
}

/** How many bars the tune lasts (fractional when it does not end on a bar line). */
export function tuneBars(tune: AbcTune): number | undefined {
  return tune.barLength === undefined ? undefined : tune.length / tune.barLength;
}

const MAJOR_SHARPS: Record<string, number> = {
  C: 0,
  G: 1,
  D: 2,
  A: 3,
  E: 4,
  B: 5,
  'F#': 6,
  'C#': 7,
  F: -1,
  Bb: -2,
  Eb: -3,
  Ab: -4,
  Db: -5,
  Gb: -6,
  Cb: -7,
};
const MODE_SHIFT: Record<string, number> = {
  '': 0,
  maj: 0,
  major: 0,
  ion: 0,
  ionian: 0,
  m: -3,
  min: -3,
  minor: -3,
  aeo: -3,
  aeolian: -3,
  dor: -2,
  dorian: -2,
  phr: -4,
  phrygian: -4,
  lyd: 1,
  lydian: 1,
  mix: -1,
  mixolydian: -1,
  loc: -5,
  locrian: -5,
};
const SHARP_ORDER = ['F', 'C', 'G', 'D', 'A', 'E', 'B'];

/** Accidentals of a key signature: letter -> semitone offset. */
function keyAccidentals(value: string, line: number, column: number): Record<string, number> {
  const text = value.trim();
  if (text === '' || /^none$/i.test(text)) return {};
  const m = /^([A-G])([#b]?)\s*([A-Za-z]*)/.exec(text);
  if (!m) throw new AbcError(line, column, `K: expects a key such as C, G, Am, Dm or F#m, got "${text}"`);
  const tonic = `${m[1]}${m[2]}`;
  const mode = m[3]!.toLowerCase();
  const shift = wordEntry(MODE_SHIFT, mode) ?? wordEntry(MODE_SHIFT, mode.slice(0, 3));
  if (shift === undefined)
    throw new AbcError(
      line,
      column + m[1]!.length + m[2]!.length,
      `K: unknown mode "${m[3]}" (use m, dor, phr, lyd, mix, loc or none)`,
    );
  // The sharps count of a mode is that of the major key whose scale it shares.
  const tonicSharps =
    Object.entries(MAJOR_SHARPS).find(([k]) => k === tonic)?.[1] ?? sharpsOfTonic(tonic, line, column);
  const sharps = tonicSharps + shift;
  if (sharps > 7 || sharps < -7) throw new AbcError(line, column, `K: "${text}" needs more than 7 sharps or flats`);
  const acc: Record<string, number> = {};
  if (sharps > 0) for (const l of SHARP_ORDER.slice(0, sharps)) acc[l] = 1;
  if (sharps < 0) for (const l of [...SHARP_ORDER].reverse().slice(0, -sharps)) acc[l] = -1;
  return acc;
}

function sharpsOfTonic(tonic: string, line: number, column: number): number {
  // Tonics that are not major keys by themselves (G#, D#, A#) still name minor and modal keys.
  const extra: Record<string, number> = { 'G#': 8, 'D#': 9, 'A#': 10, Fb: -8 };
  const v = extra[tonic];
  if (v === undefined) throw new AbcError(line, column, `K: unknown key "${tonic}"`);
  return v;
}

function parseFraction(text: string, line: number, column: number, field: string): number {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m || Number(m[2]) === 0 || Number(m[1]) === 0)
    throw new AbcError(line, column, `${field}: expects a fraction such as 1/8, got "${text.trim()}"`);
  return Number(m[1]) / Number(m[2]);
}

function parseMeter(text: string, line: number, column: number): AbcTune['meter'] {
  const t = text.trim();
  if (t === 'C') return { numerator: 4, denominator: 4 };
  if (t === 'C|') return { numerator: 2, denominator: 2 };
  if (/^none$/i.test(t)) return undefined;
  const m = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (!m || Number(m[1]) === 0 || ![1, 2, 4, 8, 16, 32].includes(Number(m[2])))
    throw new AbcError(line, column, `M: expects a meter such as 4/4, 3/4, 6/8 or C, got "${t}"`);
  return { numerator: Number(m[1]), denominator: Number(m[2]) };
}

function parseTempo(text: string, unitLength: number, line: number, column: number): AbcTune['tempo'] {
  const t = text.replace(/"[^"]*"/g, '').trim();
  const withBeat = /^((?:\d+\/\d+\s*)+)=\s*(\d+(?:\.\d+)?)$/.exec(t);
  if (withBeat) {
    const beat = withBeat[1]!
      .trim()
      .split(/\s+/)
      .reduce((sum, f) => sum + parseFraction(f, line, column, 'Q'), 0);
    const bpm = Number(withBeat[2]);
    if (bpm > 0 && bpm <= 1000) return { beat, bpm };
  }
  // A bare number counts unit notes (L:) per minute, as the ABC standard has it.
  if (/^\d+(?:\.\d+)?$/.test(t) && Number(t) > 0 && Number(t) <= 1000) return { beat: unitLength, bpm: Number(t) };
  throw new AbcError(line, column, `Q: expects a tempo such as 1/4=120, got "${text.trim()}"`);
}

interface VoiceState {
  id: string;
  program: number | undefined;
  channel: number | undefined;
  elements: Element[];
}

/**
 * Parses an ABC tune. Throws AbcError (with line and column) on anything outside the subset, and on a tune with no
 * notes.
 */
export function parseAbc(source: string): AbcTune {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const { reference, title, meter, unitLength, tempoText, key, keyAcc, bodyStart, globalMidi } = parseHeader(lines);
  if (reference === undefined) throw new AbcError(1, 1, 'empty tune: a tune starts with an X: line, such as X:1');
  if (bodyStart < 0) throw new AbcError(lines.length, 1, 'missing K: (key) line; the header ends with K:, such as K:C');
  const L = unitLength ?? (meter && meter.numerator / meter.denominator < 0.75 ? 1 / 16 : 1 / 8);
  const tempo = tempoText ? parseTempo(tempoText.text, L, tempoText.line, tempoText.column) : { beat: 1 / 4, bpm: 120 };

  const voices: VoiceState[] = [];
  const voiceById = new Map<string, VoiceState>();
  const voice = (id: string) => {
    let v = voiceById.get(id);
    if (!v) {
      v = { id, program: globalMidi.program, channel: globalMidi.channel, elements: [] };
      voiceById.set(id, v);
      voices.push(v);
    }
    return v;
  };
  let current = voice('1');
  for (let i = bodyStart; i < lines.length; i++) {
    const text = lines[i]!;
    const line = i + 1;
    if (text.trim() === '' || (text.startsWith('%') && !text.startsWith('%%'))) continue;
    if (text.startsWith('%%')) {
      const target: { program?: number; channel?: number } = {};
      applyMidiDirective(text, line, target);
      if (target.program !== undefined) current.program = target.program;
      if (target.channel !== undefined) current.channel = target.channel;
      continue;
    }
    const field = /^([A-Za-z]):(.*)$/.exec(text);
    if (field) {
      if (field[1] !== 'V')
        throw new AbcError(line, 1, `${field[1]}: is not supported inside the tune body (only V: to switch voices)`);
      const id = field[2]!.trim().split(/\s+/)[0];
      if (!id) throw new AbcError(line, 3, 'V: expects a voice name, such as V:bass');
      const wasEmpty = !voiceById.has(id) && current.elements.length === 0 && current.id === '1' && voices.length === 1;
      if (wasEmpty) {
        // The implicit first voice had no music yet: rename it rather than leave an empty voice.
        voiceById.delete('1');
        current.id = id;
        voiceById.set(id, current);
      } else current = voice(id);
      continue;
    }
    parseMusicLine(text, line, L, meter ? meter.numerator / meter.denominator : undefined, keyAcc, current.elements);
  }

  const built = voices.map((v) => expandVoice(v));
  if (!built.some((v) => v.notes.some((n) => n.pitch !== null))) {
    throw new AbcError(
      bodyStart + 1 > lines.length ? bodyStart : bodyStart + 1,
      1,
      'the tune has no notes (only rests or nothing after K:); write notes such as C D E F',
    );
  }
  const length = Math.max(...built.map((v) => v.length));
  return {
    reference,
    title,
    meter,
    unitLength: L,
    tempo,
    key: key ?? 'C',
    voices: built,
    length,
    barLength: meter ? meter.numerator / meter.denominator : undefined,
  };
}

/** The tune's header, X: to K:, with the %% MIDI directives before the body; bodyStart is the line after K:. */
function parseHeader(lines: readonly string[]) {
  let reference: number | undefined;
  let title = '';
  let meter: AbcTune['meter'] = { numerator: 4, denominator: 4 };
  let unitLength: number | undefined;
  let tempoText: { text: string; line: number; column: number } | undefined;
  let key: string | undefined;
  let keyAcc: Record<string, number> = {};
  let bodyStart = -1;
  const globalMidi: { program?: number; channel?: number } = {};

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const line = i + 1;
    const text = raw.trimEnd();
    if (text.trim() === '') {
      if (reference === undefined) continue;
      throw new AbcError(line, 1, 'blank line inside the header; the header runs from X: to K: without gaps');
    }
    if (text.startsWith('%%')) {
      applyMidiDirective(text, line, globalMidi);
      continue;
    }
    if (text.startsWith('%')) continue;
    const field = /^([A-Za-z]):(.*)$/.exec(text);
    if (!field) {
      if (reference === undefined)
        throw new AbcError(line, 1, 'a tune starts with an X: line (reference number), such as X:1');
      throw new AbcError(
        line,
        1,
        'expected a header field (T:, M:, L:, Q:, then K:) before the notes; the header ends with K:',
      );
    }
    const [, letter, value] = field as unknown as [string, string, string];
    const valueColumn = 3;
    if (reference === undefined) {
      if (letter !== 'X')
        throw new AbcError(line, 1, `a tune starts with an X: line (reference number), got ${letter}:`);
      if (!/^\s*\d+\s*$/.test(value))
        throw new AbcError(line, valueColumn, `X: expects a whole number, got "${value.trim()}"`);
      reference = Number(value);
      continue;
    }
    switch (letter) {
      case 'T':
        if (!title) title = value.trim();
        break;
      case 'M':
        meter = parseMeter(value, line, valueColumn);
        break;
      case 'L':
        unitLength = parseFraction(value, line, valueColumn, 'L');
        break;
      case 'Q':
        tempoText = { text: value, line, column: valueColumn };
        break;
      case 'K':
        key = value.trim() || 'C';
        keyAcc = keyAccidentals(value, line, valueColumn);
        bodyStart = i + 1;
        break;
      case 'X':
        throw new AbcError(line, 1, 'a second X: line; one tune per source');
      case 'V':
        throw new AbcError(line, 1, 'V: belongs after K:, in the tune body');
      default:
        break; // other information fields (C:, R:, N:, Z: ...) carry no music
    }
    if (bodyStart >= 0) break;
  }
  return { reference, title, meter, unitLength, tempoText, key, keyAcc, bodyStart, globalMidi };
}

function applyMidiDirective(text: string, line: number, target: { program?: number; channel?: number }): void {
  const m = /^%%MIDI\s+(program|channel)\s+(\S+)/i.exec(text);
  if (!m) return; // other %% directives are typesetting hints
  const n = Number(m[2]);
  const kind = m[1]!.toLowerCase();
  if (kind === 'program') {
    if (!Number.isInteger(n) || n < 0 || n > 127)
      throw new AbcError(line, text.indexOf(m[2]!) + 1, `%%MIDI program expects 0-127, got "${m[2]}"`);
    target.program = n;
  } else {
    if (!Number.isInteger(n) || n < 1 || n > 16)
      throw new AbcError(line, text.indexOf(m[2]!) + 1, `%%MIDI channel expects 1-16, got "${m[2]}"`);
    target.channel = n;
  }
}

/** Expands repeats (a section ending in :| plays twice, from the last |: or the start) into the notes as played. */
function expandVoice(v: VoiceState): AbcVoice {
  const played: Element[] = [];
  let sectionStart = 0;
  for (const e of v.elements) {
    if (e.kind === 'notes') {
      played.push(e);
      continue;
    }
    if (e.bar.startsWith(':')) {
      played.push(...played.slice(sectionStart));
      sectionStart = played.length;
    }
    if (e.bar.endsWith(':')) sectionStart = played.length;
  }
  return timeline(v, played);
}

function timeline(v: VoiceState, played: Element[]): AbcVoice {
  const notes: AbcNote[] = [];
  let t = 0;
  const open = new Map<number, AbcNote>();
  for (const e of played) {
    const duration = e.duration;
    if (e.pitches.length === 0) {
      open.clear();
      notes.push({ pitch: null, start: t, duration, line: e.line, column: e.column });
    } else {
      const nextOpen = new Map<number, AbcNote>();
      for (const pitch of e.pitches) {
        const tied = open.get(pitch);
        if (tied && Math.abs(tied.start + tied.duration - t) < 1e-9) {
          tied.duration += duration;
          if (e.tie) nextOpen.set(pitch, tied);
          continue;
        }
        const n: AbcNote = { pitch, start: t, duration, line: e.line, column: e.column };
        notes.push(n);
        if (e.tie) nextOpen.set(pitch, n);
      }
      open.clear();
      for (const [k, n] of nextOpen) open.set(k, n);
    }
    t += duration;
  }
  return { id: v.id, program: v.program, channel: v.channel, notes, length: t };
}
