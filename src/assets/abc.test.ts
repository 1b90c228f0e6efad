import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AbcError, parseAbc, secondsPerWhole, tuneBars } from './abc.ts';

const head = (extra = '', key = 'C') => `X:1\nT:Test\nM:4/4\nL:1/8\nQ:1/4=120\n${extra}K:${key}\n`;
const pitches = (source: string) =>
  parseAbc(source)
    .voices[0]!.notes.filter((n) => n.pitch !== null)
    .map((n) => n.pitch);
const durations = (source: string) => parseAbc(source).voices[0]!.notes.map((n) => n.duration);

function refused(source: string): AbcError {
  try {
    parseAbc(source);
  } catch (e) {
    assert.ok(e instanceof AbcError, `expected an AbcError, got ${String(e)}`);
    return e;
  }
  assert.fail('expected the tune to be refused');
}

test('the header gives title, meter, unit length, tempo and key', () => {
  const t = parseAbc(`${head()}CDEF GABc|`);
  assert.equal(t.reference, 1);
  assert.equal(t.title, 'Test');
  assert.deepEqual(t.meter, { numerator: 4, denominator: 4 });
  assert.equal(t.unitLength, 1 / 8);
  assert.deepEqual(t.tempo, { beat: 1 / 4, bpm: 120 });
  assert.equal(secondsPerWhole(t), 2);
  assert.equal(t.length, 1);
  assert.equal(tuneBars(t), 1);
});

test('letters, octave marks and accidentals give the right MIDI pitches', () => {
  assert.deepEqual(pitches(`${head()}C D E F G A B c d' C, c''`), [60, 62, 64, 65, 67, 69, 71, 72, 86, 48, 96]);
  assert.deepEqual(pitches(`${head()}^C _B =F ^^D __E`), [61, 70, 65, 64, 62]);
});

test('the key signature applies, and an accidental lasts until the bar line', () => {
  assert.deepEqual(pitches(`${head('', 'G')}F f G`), [66, 78, 67]);
  assert.deepEqual(pitches(`${head('', 'F')}B`), [70]);
  assert.deepEqual(pitches(`${head('', 'Am')}F G`), [65, 67]);
  assert.deepEqual(pitches(`${head('', 'Em')}F`), [66]);
  assert.deepEqual(pitches(`${head('', 'D dor')}B`), [71]);
  assert.deepEqual(pitches(`${head()}^F F | F`), [66, 66, 65]);
  assert.deepEqual(pitches(`${head('', 'G')}=F F | F`), [65, 65, 66]);
});

test('lengths: 2, /2, /, //, 3/2, and rests', () => {
  assert.deepEqual(durations(`${head()}C2 C/2 C/ C// C3/2 z z2`), [
    1 / 4,
    1 / 16,
    1 / 16,
    1 / 32,
    3 / 16,
    1 / 8,
    1 / 4,
  ]);
  const t = parseAbc(`${head()}C z3 Z2`);
  assert.equal(t.voices[0]!.notes[1]!.pitch, null);
  assert.equal(t.length, 1 / 8 + 3 / 8 + 2);
});

test('default unit length follows the meter when L: is absent; a bare Q counts unit notes', () => {
  assert.equal(parseAbc('X:1\nM:2/4\nK:C\nC').unitLength, 1 / 16);
  assert.equal(parseAbc('X:1\nM:6/8\nK:C\nC').unitLength, 1 / 8);
  assert.deepEqual(parseAbc('X:1\nL:1/8\nQ:240\nK:C\nC').tempo, { beat: 1 / 8, bpm: 240 });
  assert.deepEqual(parseAbc('X:1\nQ:"Allegro" 3/8=60\nK:C\nC').tempo, { beat: 3 / 8, bpm: 60 });
});

test('repeats play their section twice; :: closes one section and opens the next', () => {
  assert.deepEqual(pitches(`${head()}C D |: E F :| G`), [60, 62, 64, 65, 64, 65, 67]);
  assert.deepEqual(pitches(`${head()}C D :| E`), [60, 62, 60, 62, 64]);
  assert.deepEqual(pitches(`${head()}|: C :: D :|`), [60, 60, 62, 62]);
  const t = parseAbc(`${head()}|: CDEF GABc :|`);
  assert.equal(t.length, 2);
  assert.equal(tuneBars(t), 2);
});

test('chords, ties, broken rhythm and triplets', () => {
  const chord = parseAbc(`${head()}[CEG]2 c`).voices[0]!.notes;
  assert.deepEqual(
    chord.map((n) => [n.pitch, n.start, n.duration]),
    [
      [60, 0, 1 / 4],
      [64, 0, 1 / 4],
      [67, 0, 1 / 4],
      [72, 1 / 4, 1 / 8],
    ],
  );
  assert.deepEqual(durations(`${head()}C2- | C2 D`), [1 / 2, 1 / 8]);
  assert.deepEqual(durations(`${head()}C>D E<F`), [3 / 16, 1 / 16, 1 / 16, 3 / 16]);
  const trip = durations(`${head()}(3CDE F`);
  for (const d of trip.slice(0, 3)) assert.ok(Math.abs(d - 1 / 12) < 1e-12);
  assert.equal(trip[3], 1 / 8);
});

test('voices and %%MIDI program/channel lines', () => {
  const t = parseAbc(
    `${head('%%MIDI program 80\n')}V:lead\nCDEF|\nV:drums\n%%MIDI channel 10\nC,,2 D,2|\nV:lead\nGABc|`,
  );
  assert.deepEqual(
    t.voices.map((v) => [v.id, v.program, v.channel, v.notes.length]),
    [
      ['lead', 80, undefined, 8],
      ['drums', 80, 10, 2],
    ],
  );
  assert.equal(t.length, 1);
});

test('comments, chord symbols, decorations and annotations are ignored', () => {
  assert.deepEqual(pitches(`${head()}"Am"A !p!B .c % a comment\n% a comment line\nd`), [69, 71, 72, 74]);
});

test('malformed ABC gives an error with line and column', () => {
  const cases: [string, number, number, RegExp][] = [
    ['T:No reference\nK:C\nC', 1, 1, /starts with an X: line/],
    ['X:1\nT:t\nCDE', 3, 1, /header field/],
    ['X:1\nT:t\nM:4/4', 3, 1, /missing K:/],
    ['X:1\nM:4/x\nK:C\nC', 2, 3, /M: expects a meter/],
    ['X:1\nL:eighth\nK:C\nC', 2, 3, /L: expects a fraction/],
    ['X:1\nQ:fast\nK:C\nC', 2, 3, /Q: expects a tempo/],
    ['X:1\nK:H\nC', 2, 3, /K: expects a key/],
    ['X:1\nK:C\nCD E$ F', 3, 5, /unexpected "\$"/],
    ['X:1\nK:C\nC D\nE ^ F', 4, 3, /accidental must be followed by a note letter/],
    ['X:1\nK:C\nC [CE', 3, 3, /unclosed chord/],
    ['X:1\nK:C\nC0', 3, 2, /cannot be 0/],
    ['X:1\nK:C\n{g}C', 3, 1, /grace notes/],
    ['X:1\nK:C\n|: C |1 D :|2 E', 3, 6, /first and second endings/],
    ['X:1\nK:C\nC "unclosed', 3, 3, /unclosed "/],
    ['X:1\nK:C\nT:part two', 3, 1, /only V:/],
  ];
  for (const [source, line, column, message] of cases) {
    const e = refused(source);
    assert.match(e.message, message, source);
    assert.deepEqual([e.line, e.column], [line, column], `${JSON.stringify(source)}: ${e.message}`);
    assert.match(e.message, new RegExp(`^line ${line}, column ${column}: `));
  }
});

test('a tune with no notes is refused', () => {
  assert.match(refused('X:1\nT:Silence\nK:C\n').message, /no notes/);
  assert.match(refused('X:1\nT:Rests\nK:C\nz4 | z4 |]').message, /line 4, column 1: the tune has no notes/);
});

test('the example tune from the OpenGame prompt format parses', () => {
  const t = parseAbc('X:1\nT:Adventure\nM:4/4\nL:1/8\nQ:1/4=120\nK:G\n|: GABc d2BA | GABc d2dc | BAGF E2FG | A4 G4 :|');
  assert.equal(tuneBars(t), 8);
  assert.equal(t.voices[0]!.notes[3]!.pitch, 72);
});
