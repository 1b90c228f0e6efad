import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseAbc, tuneBars } from './abc.ts';
import { composeMusic, composeSfx, styleForMood } from './composer.ts';
import { SFX_KINDS } from './registry.ts';
import { renderTune } from './synth.ts';

const MOODS = ['cheerful', 'calm', 'tense', 'dark', 'heroic', 'sad', 'whimsical-unknown'];

test('every mood gives a loop of exactly the asked bars, with lead, bass and drum voices, at the asked tempo', () => {
  for (const mood of MOODS)
    for (const bars of [2, 4, 8, 12]) {
      const abc = composeMusic({ title: 'bgm', mood, tempo: 132, bars, seed: 3 });
      const tune = parseAbc(abc);
      assert.equal(tuneBars(tune), bars, `${mood}, ${bars} bars:\n${abc}`);
      assert.deepEqual(
        tune.voices.map((v) => v.id),
        ['lead', 'bass', 'drums'],
      );
      assert.ok(
        tune.voices.every((v) => v.length === tune.length),
        'every voice lasts the whole loop',
      );
      assert.deepEqual(tune.tempo, { beat: 1 / 4, bpm: 132 });
      assert.equal(tune.voices[2]!.channel, 10);
      if (bars === 4) assert.doesNotThrow(() => renderTune(tune, { loop: true }));
    }
});

test(
  'a loop of 6 bars or more states its opening phrase inside a ' + 'repeat, as the ABC convention for loops has it',
  () => {
    const abc = composeMusic({ title: 'bgm', mood: 'cheerful', tempo: 120, bars: 8, seed: 1 });
    assert.match(abc, /^\|: .* :\|/m);
    const lead = parseAbc(abc).voices[0]!.notes;
    const barOf = (start: number) => Math.floor(start + 1e-9);
    const bar = (b: number) => lead.filter((n) => barOf(n.start) === b).map((n) => [n.pitch, n.duration]);
    assert.deepEqual(bar(2), bar(0));
    assert.deepEqual(bar(3), bar(1));
  },
);

test('moods choose the harmony: cheerful is major, tense and sad minor, dark phrygian', () => {
  const key = (mood: string) => /^K:(.*)$/m.exec(composeMusic({ title: 't', mood, tempo: 120, bars: 4, seed: 1 }))![1]!;
  assert.match(key('cheerful'), /^[A-G]$/);
  assert.match(key('tense'), /^[A-G]m$/);
  assert.match(key('sad'), /^[A-G]m$/);
  assert.match(key('dark'), /^[A-G] phr$/);
  assert.equal(styleForMood('An epic adventure'), 'heroic');
  assert.equal(styleForMood('zzz'), styleForMood('zzz'));
});

test('the same request gives the same music; another seed gives another melody', () => {
  const a = composeMusic({ title: 'bgm', mood: 'cheerful', tempo: 120, bars: 8, seed: 1 });
  assert.equal(composeMusic({ title: 'bgm', mood: 'cheerful', tempo: 120, bars: 8, seed: 1 }), a);
  const melodies = new Set(
    [1, 2, 3, 4, 5].map(
      (seed) =>
        /V:lead\n.*\n(.*)/.exec(composeMusic({ title: 'bgm', mood: 'cheerful', tempo: 120, bars: 8, seed }))![1],
    ),
  );
  assert.ok(melodies.size >= 4, `only ${melodies.size} different melodies from 5 seeds`);
});

test('every sound effect parses, is short and audible; jump rises, lose falls, pickup is high', () => {
  for (const kind of SFX_KINDS) {
    const tune = parseAbc(composeSfx(kind, { title: `sfx-${kind}`, seed: 9 }));
    const audio = renderTune(tune);
    assert.ok(audio.seconds > 0.03 && audio.seconds < 2.5, `${kind} lasts ${audio.seconds} s`);
    assert.ok(Math.max(...audio.samples.map(Math.abs)) > 3000, `${kind} is too quiet`);
  }
  const lead = (kind: (typeof SFX_KINDS)[number]) =>
    parseAbc(composeSfx(kind, { title: 'x', seed: 1 })).voices[0]!.notes.map((n) => n.pitch!);
  const jump = lead('jump');
  assert.ok(jump[jump.length - 1]! > jump[0]!);
  const lose = lead('lose');
  assert.ok(lose[lose.length - 1]! < lose[0]!);
  assert.ok(Math.min(...lead('pickup')) >= 69);
});
