// Synthesis of parsed ABC tunes to mono 16-bit PCM: chip-style instruments (band-limited square and
// pulse, triangle, and noise drums from a 15-bit LFSR), each with an attack-decay-sustain-release
// envelope. Loops are rendered to exactly their length, with the tails of the last notes folded
// back onto the start, so the file plays round without a click at the loop point.
import wavefile from 'wavefile';
import { secondsPerWhole, tuneBars, type AbcTune, type AbcVoice } from './abc.ts';

export const SAMPLE_RATE = 22050;

export type Instrument = 'square' | 'pulse' | 'triangle' | 'noise';

interface Envelope {
  attack: number;
  decay: number;
  sustain: number;
  release: number;
}

const VOICES: Record<Instrument, { gain: number; envelope: Envelope; articulation: number }> = {
  square: { gain: 0.2, envelope: { attack: 0.006, decay: 0.09, sustain: 0.55, release: 0.06 }, articulation: 0.88 },
  pulse: { gain: 0.17, envelope: { attack: 0.004, decay: 0.12, sustain: 0.45, release: 0.05 }, articulation: 0.82 },
  triangle: { gain: 0.34, envelope: { attack: 0.006, decay: 0.05, sustain: 0.85, release: 0.05 }, articulation: 0.92 },
  noise: { gain: 0.3, envelope: { attack: 0.001, decay: 0.1, sustain: 0, release: 0.02 }, articulation: 1 },
};

/**
 * The instrument a voice plays, from abc2midi's %%MIDI lines where the tune has them: channel 10
 * (percussion) is noise drums; programs 80-81 (square and saw leads) square and pulse; basses
 * (32-39), flutes and whistles (72-79) triangle. Without them: first voice square, others triangle.
 */
export function instrumentFor(voice: AbcVoice, index: number): Instrument {
  if (voice.channel === 10) return 'noise';
  const p = voice.program;
  if (p !== undefined) {
    if (p === 80) return 'square';
    if (p === 81 || (p >= 82 && p <= 87)) return 'pulse';
    if ((p >= 32 && p <= 39) || (p >= 72 && p <= 79)) return 'triangle';
    if (p >= 112 && p <= 119) return 'noise';
  }
  return index === 0 ? 'square' : 'triangle';
}

const frequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** PolyBLEP correction: removes most of the aliasing of a naive step at phase 0. */
function polyBlep(t: number, dt: number): number {
  if (t < dt) {
    const x = t / dt;
    return x + x - x * x - 1;
  }
  if (t > 1 - dt) {
    const x = (t - 1) / dt;
    return x * x + x + x + 1;
  }
  return 0;
}

function envelopeAt(i: number, gate: number, env: Envelope, rate: number): number {
  const a = Math.max(1, env.attack * rate);
  const d = Math.max(1, env.decay * rate);
  const r = Math.max(1, env.release * rate);
  const held = (j: number) => (j < a ? j / a : j < a + d ? 1 - (1 - env.sustain) * ((j - a) / d) : env.sustain);
  if (i < gate) return held(i);
  const level = held(gate);
  const k = i - gate;
  return k >= r ? 0 : level * (1 - k / r);
}

/** Adds one tonal note into `out` starting at sample `s0`. */
function tone(
  out: Float64Array,
  s0: number,
  gateSamples: number,
  midi: number,
  instrument: 'square' | 'pulse' | 'triangle',
  rate: number,
): void {
  const { gain, envelope } = VOICES[instrument];
  const dt = frequency(midi) / rate;
  const duty = instrument === 'pulse' ? 0.25 : 0.5;
  const total = gateSamples + Math.ceil(envelope.release * rate);
  let phase = 0;
  for (let i = 0; i < total; i++) {
    const idx = s0 + i;
    if (idx >= out.length) break;
    let v: number;
    if (instrument === 'triangle') {
      v = phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase;
    } else {
      v = phase < duty ? 1 : -1;
      v += polyBlep(phase, dt);
      v -= polyBlep((phase - duty + 1) % 1, dt);
      // A 25% pulse carries a DC offset; remove it so voices mix cleanly.
      v -= 2 * duty - 1;
    }
    out[idx]! += v * gain * envelopeAt(i, gateSamples, envelope, rate);
    phase += dt;
    if (phase >= 1) phase -= 1;
  }
}

/**
 * Adds one drum hit, chosen by General MIDI percussion number: kick (35-36) a falling sine with a
 * click of noise, snare (37-40) noise over a short tone, hi-hats and cymbals (42-59) short bright
 * noise, anything else a tom (noise pitched by the note).
 */
function drum(out: Float64Array, s0: number, midi: number, rate: number): void {
  const gain = VOICES.noise.gain;
  let lfsr = 1;
  const noiseStep = () => {
    const bit = (lfsr ^ (lfsr >> 1)) & 1;
    lfsr = (lfsr >> 1) | (bit << 14);
    return lfsr & 1 ? 1 : -1;
  };
  const kind = midi <= 36 ? 'kick' : midi <= 40 ? 'snare' : midi >= 42 && midi <= 59 ? 'hat' : 'tom';
  const length = Math.round(
    rate * (kind === 'kick' ? 0.2 : kind === 'snare' ? 0.16 : kind === 'hat' ? (midi === 46 ? 0.18 : 0.05) : 0.14),
  );
  // How many samples each noise value is held: longer holds sound lower.
  const hold = kind === 'hat' ? 1 : kind === 'snare' ? 2 : Math.max(1, Math.round(8 - (midi - 40) / 4));
  let phase = 0;
  let noise = 0;
  for (let i = 0; i < length; i++) {
    const idx = s0 + i;
    if (idx >= out.length) break;
    if (i % hold === 0) noise = noiseStep();
    const t = i / length;
    const env = (1 - t) ** (kind === 'hat' ? 3 : 2);
    let v: number;
    if (kind === 'kick') {
      const f = 45 + 110 * (1 - t) ** 3;
      phase += f / rate;
      v = Math.sin(2 * Math.PI * phase) * 1.1 + (i < rate * 0.004 ? noise * 0.4 : 0);
    } else if (kind === 'snare') {
      phase += 185 / rate;
      v = noise * 0.75 + Math.sin(2 * Math.PI * phase) * 0.35 * (1 - t);
    } else {
      v = noise * (kind === 'hat' ? 0.45 : 0.8);
    }
    out[idx]! += v * env * gain;
  }
}

export interface RenderedAudio {
  samples: Int16Array;
  sampleRate: number;
  seconds: number;
}

/**
 * Renders a tune. With `loop`, the result is exactly the tune's length (which must be a whole
 * number of bars) and sounds still ringing at the end are folded onto the start; without it, the
 * last notes ring out.
 */
export function renderTune(tune: AbcTune, options: { loop?: boolean; sampleRate?: number } = {}): RenderedAudio {
  const rate = options.sampleRate ?? SAMPLE_RATE;
  const spw = secondsPerWhole(tune);
  const length = Math.round(tune.length * spw * rate);
  if (options.loop) {
    const bars = tuneBars(tune);
    if (bars === undefined) throw new Error('a loop needs a meter (M:) so that it can last a whole number of bars');
    if (Math.abs(bars - Math.round(bars)) > 1e-6)
      throw new Error(`a loop must last a whole number of bars; this tune lasts ${Math.round(bars * 100) / 100} bars`);
  }
  const tail = Math.ceil(rate * 0.3);
  const mix = new Float64Array(length + tail);
  tune.voices.forEach((voice, index) => {
    const instrument = instrumentFor(voice, index);
    for (const note of voice.notes) {
      if (note.pitch === null) continue;
      const s0 = Math.round(note.start * spw * rate);
      if (instrument === 'noise') drum(mix, s0, note.pitch, rate);
      else
        tone(
          mix,
          s0,
          Math.max(1, Math.round(note.duration * spw * rate * VOICES[instrument].articulation)),
          note.pitch,
          instrument,
          rate,
        );
    }
  });
  let pcm: Float64Array;
  if (options.loop) {
    pcm = mix.slice(0, length);
    for (let i = length; i < mix.length; i++) pcm[i - length]! += mix[i]!;
  } else {
    let end = mix.length;
    while (end > length && Math.abs(mix[end - 1]!) < 1e-4) end--;
    pcm = mix.slice(0, end);
  }
  // One fixed gain for the whole file (no per-sample compression), then a gentle limit for safety.
  let peak = 0;
  for (const v of pcm) peak = Math.max(peak, Math.abs(v));
  const gain = peak > 0.9 ? 0.9 / peak : 1;
  const samples = new Int16Array(pcm.length);
  for (let i = 0; i < pcm.length; i++)
    samples[i] = Math.max(-32768, Math.min(32767, Math.round(pcm[i]! * gain * 32767)));
  return { samples, sampleRate: rate, seconds: samples.length / rate };
}

/** A RIFF/WAVE file (PCM, mono, 16-bit) written with wavefile. */
export function encodeWav(audio: RenderedAudio): Buffer {
  const wav = new wavefile.WaveFile();
  wav.fromScratch(1, audio.sampleRate, '16', audio.samples);
  return Buffer.from(wav.toBuffer());
}
