// The tune body of an ABC source, one music line at a time: notes with accidentals and octave marks, lengths,
// rests, chords, ties, broken rhythm, tuplets, bar lines and repeats, read symbol by symbol into elements that
// abc.ts lays out in time. Anything else is refused with its line and column.
import { AbcError } from './abcError.ts';

/** One symbol of the body that takes time (a note, a chord or a rest) or marks a bar line. */
export interface Element {
  kind: 'notes' | 'bar';
  /** For notes: pitches sounding together (empty for a rest); for bars: the bar symbol. */
  pitches: number[];
  duration: number;
  tie: boolean;
  bar: string;
  line: number;
  column: number;
}

const LETTER_PITCH: Record<string, number> = { C: 60, D: 62, E: 64, F: 65, G: 67, A: 69, B: 71 };
/** Accidental marks and their semitone offsets; the doubled marks first, as they start with the single ones. */
const ACCIDENTALS: readonly (readonly [string, number])[] = [
  ['^^', 2],
  ['__', -2],
  ['^', 1],
  ['_', -1],
  ['=', 0],
];
const SPACING = ' \t\\`';
/** One-letter decorations (staccato, roll, fermata, ...) that carry no time; they sit before a note or chord. */
const NOTE_DECORATIONS = '.~HLMOPSTuv';
const BAR_LINE = /^(:\|:|::|:\|\]?|\|:|\|\]|\|\||\[\||\|)/;
// (p puts p notes into the time of q: 3 for 2, 2 for 3, 4 for 3, 6 for 2, 8 for 3, odd ones for 2.
const TUPLET_TIME: Record<number, number> = { 2: 3, 3: 2, 4: 3, 6: 2, 8: 3 };
const ENDINGS = 'first and second endings ([1 [2) are not supported; write the repeat out';

/** Reads one music line of the body into `out`; `L` is the unit note length, `barLength` that of a bar (M:). */
export function parseMusicLine(
  text: string,
  line: number,
  L: number,
  barLength: number | undefined,
  keyAcc: Record<string, number>,
  out: Element[],
): void {
  new MusicLine(text, line, L, barLength, keyAcc, out).read();
}

/** A cursor through one music line, with what a symbol leaves for the ones after it (accidentals, tuplets). */
class MusicLine {
  private readonly text: string;
  private readonly line: number;
  private readonly L: number;
  private readonly barLength: number | undefined;
  private readonly keyAcc: Record<string, number>;
  private readonly out: Element[];
  /** Accidentals written in a bar hold for the same note until the bar line. */
  private readonly barAcc = new Map<string, number>();
  private tuplet: { remaining: number; factor: number } | undefined;
  /** What a broken rhythm (> <) leaves the next note's length multiplied by. */
  private broken: number | undefined;
  private p = 0;

  constructor(
    text: string,
    line: number,
    L: number,
    barLength: number | undefined,
    keyAcc: Record<string, number>,
    out: Element[],
  ) {
    this.text = text;
    this.line = line;
    this.L = L;
    this.barLength = barLength;
    this.keyAcc = keyAcc;
    this.out = out;
  }

  read(): void {
    while (this.p < this.text.length) {
      const ch = this.text[this.p]!;
      if (ch === '%') break;
      this.readSymbol(ch, this.p + 1);
    }
  }

  /** Reads the symbol at the cursor: one case per kind of symbol, in the order they must be told apart. */
  private readSymbol(ch: string, column: number): void {
    if (SPACING.includes(ch)) this.p++;
    else if (ch === '"') this.skipPast('"', column, 'unclosed "..." (chord symbol or annotation)');
    else if (ch === '!' || ch === '+') this.skipPast(ch, column, `unclosed ${ch}...${ch} decoration`);
    else if (NOTE_DECORATIONS.includes(ch) && /[\^_=A-Ga-g[]/.test(this.text[this.p + 1] ?? '')) this.p++;
    else if (ch === '{') throw new AbcError(this.line, column, 'grace notes {...} are not supported');
    else if (ch === '(') this.readTuplet(column);
    else if (ch === ')') throw new AbcError(this.line, column, 'slurs are not supported');
    else if (ch === '>' || ch === '<') this.readBrokenRhythm(ch, column);
    else if (BAR_LINE.test(this.text.slice(this.p))) this.readBarLine(column);
    else if (ch === '[') this.readChord(column);
    else if (ch === 'z' || ch === 'x') this.readRest(column);
    else if (ch === 'Z') this.readBarRests(column);
    else this.readSingleNote(ch, column);
  }

  /** Annotations "..." and decorations !...! or +...+ carry no music: the cursor moves past their closing mark. */
  private skipPast(mark: string, column: number, unclosed: string): void {
    const close = this.text.indexOf(mark, this.p + 1);
    if (close < 0) throw new AbcError(this.line, column, unclosed);
    this.p = close + 1;
  }

  private readTuplet(column: number): void {
    const m = /^\((\d)/.exec(this.text.slice(this.p));
    if (!m) throw new AbcError(this.line, column, 'slurs are not supported; "(" must start a tuplet such as (3');
    const n = Number(m[1]);
    if (n < 2 || n > 9) throw new AbcError(this.line, column, `tuplet (${n} is not supported; use (2 to (9`);
    this.tuplet = { remaining: n, factor: (TUPLET_TIME[n] ?? 2) / n };
    this.p += 2;
  }

  /** `>` dots the note before and halves the next one (`>>` and `>>>` more so); `<` the other way round. */
  private readBrokenRhythm(ch: string, column: number): void {
    const prev = this.out[this.out.length - 1];
    if (prev?.kind !== 'notes')
      throw new AbcError(this.line, column, `"${ch}" (broken rhythm) must come between two notes`);
    let count = 0;
    while (this.text[this.p] === ch) {
      count++;
      this.p++;
    }
    const shorter = 1 / 2 ** count;
    const longer = 2 - shorter;
    prev.duration *= ch === '>' ? longer : shorter;
    this.broken = ch === '>' ? shorter : longer;
  }

  /** Bar lines and repeats. */
  private readBarLine(column: number): void {
    const bar = BAR_LINE.exec(this.text.slice(this.p))![0];
    this.p += bar.length;
    const next = this.text[this.p] ?? '';
    if (/^[0-9]/.test(next) || (next === '[' && /[0-9]/.test(this.text[this.p + 1] ?? '')))
      throw new AbcError(this.line, column, ENDINGS);
    this.out.push({ kind: 'bar', pitches: [], duration: 0, tie: false, bar, line: this.line, column });
    this.barAcc.clear();
  }

  /** A chord [CEG]: its notes sound together, each length inside multiplied by the one after the bracket. */
  private readChord(column: number): void {
    const rest = this.text.slice(this.p);
    if (/^\[[0-9]/.test(rest)) throw new AbcError(this.line, column, ENDINGS);
    if (/^\[[A-Za-z]:/.test(rest))
      throw new AbcError(this.line, column, 'inline fields such as [V:...] are not supported; put V: on its own line');
    this.p++;
    const pitches: number[] = [];
    let inner = 1;
    while (this.p < this.text.length && this.text[this.p] !== ']') {
      if (this.text[this.p] === ' ') {
        this.p++;
        continue;
      }
      const note = this.readNote();
      if (!note)
        throw new AbcError(this.line, this.p + 1, `a chord [...] holds notes only, got "${this.text[this.p]}"`);
      pitches.push(note.pitch);
      [inner, this.p] = readLength(this.text, this.p, this.line);
    }
    if (this.text[this.p] !== ']') throw new AbcError(this.line, column, 'unclosed chord "["');
    if (pitches.length === 0) throw new AbcError(this.line, column, 'empty chord []');
    this.p++;
    const [outer, next] = readLength(this.text, this.p, this.line);
    this.p = next;
    this.push(pitches, inner * outer, column);
  }

  /** A rest, z (or x, an invisible one) with a length. */
  private readRest(column: number): void {
    this.p++;
    const [multiplier, next] = readLength(this.text, this.p, this.line);
    this.p = next;
    this.push([], multiplier, column);
  }

  /** Z or Z4: whole bars of rest, as long as the meter's bar; tuplets and broken rhythm do not reach them. */
  private readBarRests(column: number): void {
    this.p++;
    let digits = '';
    while (/\d/.test(this.text[this.p] ?? '')) digits += this.text[this.p++];
    if (this.barLength === undefined)
      throw new AbcError(this.line, column, 'Z (whole bars of rest) needs a meter (M:)');
    const duration = this.barLength * Number(digits || '1');
    this.out.push({ kind: 'notes', pitches: [], duration, tie: false, bar: '', line: this.line, column });
  }

  private readSingleNote(ch: string, column: number): void {
    const note = this.readNote();
    if (!note)
      throw new AbcError(
        this.line,
        column,
        `unexpected "${ch}"; expected a note (A-G, a-g), a rest (z), a bar line (|) or a repeat (|: :|)`,
      );
    const [multiplier, next] = readLength(this.text, this.p, this.line);
    this.p = next;
    this.push([note.pitch], multiplier, note.column);
  }

  /** A note's pitch: accidental, letter and octave marks, under the bar's and the key's accidentals; or undefined. */
  private readNote(): { pitch: number; column: number } | undefined {
    const start = this.p;
    const acc = this.readAccidental();
    const letter = this.text[this.p];
    if (!letter || !/[A-Ga-g]/.test(letter)) {
      if (acc !== undefined)
        throw new AbcError(
          this.line,
          start + 1,
          `an accidental must be followed by a note letter, got ${letter ? `"${letter}"` : 'the end of the line'}`,
        );
      this.p = start;
      return undefined;
    }
    this.p++;
    let pitch = LETTER_PITCH[letter.toUpperCase()]! + (letter === letter.toLowerCase() ? 12 : 0);
    while (this.text[this.p] === "'" || this.text[this.p] === ',') {
      pitch += this.text[this.p] === "'" ? 12 : -12;
      this.p++;
    }
    const upper = letter.toUpperCase();
    const noteName = `${upper}${pitch}`;
    if (acc !== undefined) this.barAcc.set(noteName, acc);
    pitch += this.barAcc.get(noteName) ?? this.keyAcc[upper] ?? 0;
    if (pitch < 12 || pitch > 120)
      throw new AbcError(this.line, start + 1, `note is out of range (MIDI ${pitch}); use fewer octave marks`);
    return { pitch, column: start + 1 };
  }

  private readAccidental(): number | undefined {
    for (const [mark, offset] of ACCIDENTALS)
      if (this.text.startsWith(mark, this.p)) {
        this.p += mark.length;
        return offset;
      }
    return undefined;
  }

  /** Adds notes sounding together (none for a rest), with an open tuplet or broken rhythm applied, and a tie. */
  private push(pitches: number[], multiplier: number, column: number): void {
    let duration = this.L * multiplier;
    if (this.tuplet) {
      duration *= this.tuplet.factor;
      if (--this.tuplet.remaining === 0) this.tuplet = undefined;
    }
    if (this.broken !== undefined) {
      duration *= this.broken;
      this.broken = undefined;
    }
    let tie = false;
    if (this.text[this.p] === '-') {
      tie = true;
      this.p++;
    }
    this.out.push({ kind: 'notes', pitches, duration, tie, bar: '', line: this.line, column });
  }
}

/** Reads a length multiplier (2, /2, 3/2, /, //) at `pos`; returns the multiplier and the next position. */
function readLength(text: string, pos: number, line: number): [number, number] {
  let p = pos;
  let digits = '';
  while (p < text.length && /\d/.test(text[p]!)) digits += text[p++];
  let value = digits ? Number(digits) : 1;
  if (text[p] === '/') {
    let slashes = 0;
    while (text[p] === '/') {
      slashes++;
      p++;
    }
    let den = '';
    while (p < text.length && /\d/.test(text[p]!)) den += text[p++];
    if (den) {
      if (slashes > 1)
        throw new AbcError(line, pos + 1, `a length has one "/" before a number, got "${text.slice(pos, p)}"`);
      if (Number(den) === 0) throw new AbcError(line, pos + 1, 'a note length cannot divide by 0');
      value /= Number(den);
    } else value /= 2 ** slashes;
  }
  if (digits && Number(digits) === 0) throw new AbcError(line, pos + 1, 'a note length cannot be 0');
  return [value, p];
}
