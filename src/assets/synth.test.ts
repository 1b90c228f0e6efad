import assert from 'node:assert/strict';
import { test } from 'node:test';
import wavefile from 'wavefile';
import { parseAbc, type AbcTune } from './abc.ts';
import { encodeWav, instrumentFor, renderTune, SAMPLE_RATE } from './synth.ts';

// Drums use General MIDI numbers (C,, kick, D,, snare, ^F,, hi-hat) and end on a kick a sixteenth before the loop
// point, so the kick is still ringing when the loop wraps.
const LOOP =
  'X:1\nT:Loop\nM:4/4\nL:1/8\nQ:1/4=120\nK:C\n%%MIDI program 80\nV:lead\n|: c2 e2 g2 e2 | f2 a2 g4 ' +
  ':|\nV:bass\n%%MIDI program 33\n|: C,4 G,,4 | F,,4 G,,4 :|\nV:drums\n%%MIDI channel 10\n|: C,,2 ^F,,2 D,,2 ' +
  '^F,,2 | C,,2 ^F,,2 D,,2 ^F,, z/ C,,/ :|';

/** Largest jump between neighbouring samples, and the 99.9th percentile of them. */
function steps(s: Int16Array): { max: number; p999: number } {
  const d: number[] = [];
  for (let i = 1; i < s.length; i++) d.push(Math.abs(s[i]! - s[i - 1]!));
  d.sort((a, b) => a - b);
  return { max: d[d.length - 1]!, p999: d[Math.floor(d.length * 0.999)]! };
}

test('a loop lasts exactly its bars, and played twice it is sample for sample the tune played twice', () => {
  const tune = parseAbc(LOOP);
  const once = renderTune(tune, { loop: true }).samples;
  assert.equal(once.length, 4 * 2 * SAMPLE_RATE, '4 bars of 4/4 at 120 bpm are 8 seconds');
  const twice: AbcTune = {
    ...tune,
    length: tune.length * 2,
    voices: tune.voices.map((v) => ({
      ...v,
      length: v.length * 2,
      notes: [...v.notes, ...v.notes.map((n) => ({ ...n, start: n.start + tune.length }))],
    })),
  };
  const doubled = renderTune(twice, { loop: true }).samples;
  assert.ok(
    Buffer.from(doubled.buffer).subarray(once.byteLength).equals(Buffer.from(once.buffer)),
    'the second pass differs from the loop: the loop point would be heard',
  );
  const ringing = renderTune(tune).samples.slice(once.length);
  assert.ok(
    Math.max(...ringing.map(Math.abs)) > 1000,
    'the last kick really rings past the loop point, so this checks the fold',
  );
});

test('a tonal loop has no step at its loop point larger than the waveform takes inside', () => {
  const s = renderTune(
    parseAbc('X:1\nM:4/4\nL:1/16\nQ:1/4=150\nK:C\nV:a\n%%MIDI program 33\n|: C,4 E,4 G,4 c,2 e,2 :|'),
    { loop: true },
  ).samples;
  const seam = Math.abs(s[0]! - s[s.length - 1]!);
  assert.ok(
    seam <= steps(s).p999,
    `the step across the loop point (${seam}) is larger than 99.9% of the steps inside (${steps(s).p999})`,
  );
});

test('the click check catches a loop cut in the middle of a note', () => {
  const tune = parseAbc('X:1\nM:4/4\nL:1/8\nQ:1/4=120\nK:C\nV:a\n%%MIDI program 33\nC,8 |');
  const whole = renderTune(tune, { loop: true }).samples;
  const cut = whole.slice(0, Math.round(whole.length * 0.537));
  const seam = Math.abs(cut[0]! - cut[cut.length - 1]!);
  assert.ok(seam > steps(cut).p999, 'cutting a ringing note makes a step larger than the waveform ever takes');
});

test('a loop that is not a whole number of bars is refused', () => {
  const tune = parseAbc('X:1\nM:4/4\nL:1/8\nK:C\nCDEF GAB |');
  assert.throws(() => renderTune(tune, { loop: true }), /whole number of bars; this tune lasts 0.88 bars/);
});

test('a sound effect rings out after its last note and then stops', () => {
  const tune = parseAbc('X:1\nM:4/4\nL:1/16\nQ:1/4=180\nK:C\nCEGc |');
  const audio = renderTune(tune);
  const noteEnd = Math.round((4 / 16) * (60 / 180 / 0.25) * SAMPLE_RATE);
  assert.ok(audio.samples.length > noteEnd, 'the release tail is kept');
  assert.ok(audio.samples.length < noteEnd + SAMPLE_RATE * 0.3);
  assert.ok(Math.abs(audio.samples[audio.samples.length - 1]!) < 200, 'ends near silence');
});

test('voices get instruments from %%MIDI lines, and drums are noise', () => {
  const tune = parseAbc(LOOP);
  assert.deepEqual(
    tune.voices.map((v, i) => instrumentFor(v, i)),
    ['square', 'triangle', 'noise'],
  );
  const plain = parseAbc('X:1\nK:C\nV:a\nC\nV:b\nC');
  assert.deepEqual(
    plain.voices.map((v, i) => instrumentFor(v, i)),
    ['square', 'triangle'],
  );
});

test('the pitch of a rendered note is right (zero crossings of a triangle A4)', () => {
  const audio = renderTune(parseAbc('X:1\nM:4/4\nL:1/4\nQ:1/4=60\nK:C\nV:a\n%%MIDI program 73\nA4 |'));
  const s = audio.samples.slice(SAMPLE_RATE * 0.5, SAMPLE_RATE * 1.5);
  let crossings = 0;
  for (let i = 1; i < s.length; i++) if (s[i - 1]! < 0 && s[i]! >= 0) crossings++;
  assert.ok(Math.abs(crossings - 440) <= 2, `expected about 440 cycles in one second, got ${crossings}`);
});

test('the WAV is mono 16-bit PCM at 22050 Hz, read back by wavefile; rendering is deterministic', () => {
  const audio = renderTune(parseAbc(LOOP), { loop: true });
  const bytes = encodeWav(audio);
  const back = new wavefile.WaveFile(bytes);
  const fmt = back.fmt as { numChannels: number; sampleRate: number; bitsPerSample: number; audioFormat: number };
  assert.deepEqual([fmt.audioFormat, fmt.numChannels, fmt.sampleRate, fmt.bitsPerSample], [1, 1, 22050, 16]);
  assert.equal(bytes.length, 44 + audio.samples.length * 2);
  assert.deepEqual(encodeWav(renderTune(parseAbc(LOOP), { loop: true })), bytes);
});
