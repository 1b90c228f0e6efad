// The ui_heavy template's rhythm rules in Node: a lane's key near a note's time hits it (perfect or good by how
// near), the nearest waiting note of that lane is the one judged, a note let past the window is missed and breaks
// the combo, a stray press judges nothing, and the accuracy counts a good as half; the content checks of a song.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contentProblems, type RhythmLevel } from '../../templates/ui_heavy/src/family/content.ts';
import { RhythmSong } from '../../templates/ui_heavy/src/family/modes/rhythm/rhythm.ts';

const WINDOWS = { perfectMs: 50, goodMs: 120 };
const NOTES = [
  { lane: 0, at: 1000 },
  { lane: 1, at: 1500 },
  { lane: 0, at: 2000 },
  { lane: 2, at: 2500 },
];

describe('RhythmSong', () => {
  test('a press within the perfect window is perfect, within the good window good; a combo grows', () => {
    const song = new RhythmSong(NOTES, WINDOWS);
    song.advance(970);
    assert.deepEqual(song.press(0), { kind: 'hit', index: 0, lane: 0, timing: 'perfect', offsetMs: -30, combo: 1 });
    song.advance(610);
    assert.deepEqual(song.press(1), { kind: 'hit', index: 1, lane: 1, timing: 'good', offsetMs: 80, combo: 2 });
    assert.equal(song.score, 150);
    assert.equal(song.bestCombo, 2);
  });

  test('a stray press judges nothing; the wrong lane hits nothing', () => {
    const song = new RhythmSong(NOTES, WINDOWS);
    song.advance(700);
    assert.equal(song.press(0), null, 'the note is 300 ms away');
    song.advance(300);
    assert.equal(song.press(3), null, 'no note in lane 3');
    assert.equal(song.hits, 0);
    assert.ok(song.pending(0));
  });

  test('a note let past the good window is missed and breaks the combo', () => {
    const song = new RhythmSong(NOTES, WINDOWS);
    song.advance(1000);
    song.press(0);
    song.advance(500 + 121);
    const missed = song.advance(1);
    assert.deepEqual(missed, [], 'it was already judged on the frame that passed the window');
    assert.equal(song.missed, 1);
    assert.equal(song.combo, 0);
    assert.equal(song.press(1), null, 'a missed note cannot be hit any more');
  });

  test('the accuracy counts a perfect whole and a good half of the notes judged; over when all are judged', () => {
    const song = new RhythmSong(NOTES, WINDOWS);
    for (const [ms, lane] of [
      [1000, 0],
      [600, 1],
      [400, 0],
    ] as const) {
      song.advance(ms);
      song.press(lane);
    }
    assert.deepEqual([song.perfect, song.good], [2, 1]);
    assert.equal(song.accuracy, 83.3, 'of the 3 notes judged so far');
    assert.equal(song.over, false);
    song.advance(700);
    assert.equal(song.over, true);
    assert.equal(song.missed, 1);
    assert.equal(song.accuracy, 62.5, 'of the whole chart');
  });

  test('the nearest waiting note of the lane is judged when two are in the window', () => {
    const close = [
      { lane: 0, at: 1000 },
      { lane: 0, at: 1100 },
    ];
    const song = new RhythmSong(close, WINDOWS);
    song.advance(1090);
    assert.equal(song.press(0)?.index, 1);
    assert.equal(song.press(0)?.index, 0);
  });
});

describe('rhythm content', () => {
  const level: RhythmLevel = {
    mode: 'rhythm',
    title: 'Song',
    intro: [{ text: 'Play!' }],
    performer: 'performer',
    performerName: 'Drummer',
    bpm: 120,
    bars: 1,
    keys: ['d', 'f', 'j', 'k'],
    scrollMs: 2000,
    perfectMs: 60,
    goodMs: 130,
    targetAccuracy: 80,
    maxMisses: 3,
    notes: NOTES,
  };
  const ctx = { levelOrder: ['song'], textureKeys: new Set(['performer']) };
  const problems = (change: Partial<RhythmLevel>) =>
    contentProblems({ resources: [], cards: {}, levels: { song: { ...level, ...change } } }, ctx);

  test('a good song has no problems; lanes, keys, windows and the note order are checked', () => {
    assert.deepEqual(problems({}), []);
    assert.match(problems({ keys: ['d', 'd', 'j'] }).join(), /3 or 4 different lowercase letters/);
    assert.match(problems({ goodMs: 40 }).join(), /goodMs: must be wider than perfectMs/);
    assert.match(problems({ notes: [NOTES[1]!, NOTES[0]!] }).join(), /notes\[1\]\.at: is not after the note above/);
    assert.match(problems({ notes: [{ lane: 3, at: 10 }], keys: ['a', 's', 'd'] }).join(), /notes\[0\]\.lane: is 3/);
    assert.match(problems({ performer: 'drummer' }).join(), /"drummer" is not a visual key/);
  });
});
