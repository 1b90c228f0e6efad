// The ui_heavy rhythm game's generator: what a rhythm prompt asks (tempo, performer, bars, lanes); designs that are
// deterministic per seed, whose notes sit on the tempo's eighth-note grid, whose golden path presses each note's key
// in order and wins at every lateness up to a few frames; a song too strict to win late is refused; the requirements.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RhythmLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { designGdd, withLevel } from '../../shared/testing.ts';
import type { UiLevelData } from '../plan.ts';
import { DEFAULT_BARS, DEFAULT_BPM, readRhythmWords } from './rhythm.ts';
import { AIM_EARLY_MS, MAX_LATE_FRAMES, playSong, proveSong } from './rhythmSim.ts';
import { planFor } from '../write.ts';
import { familyGenerator } from '../../../dispatch.ts';
import { RHYTHM_PLANNERS } from './plan.ts';

const uiHeavyGenerator = familyGenerator('ui_heavy');

const DRUMMER = 'a rhythm game where a drummer hits notes to a 120 bpm song';
const song = (prompt: string, seed: number) => {
  const gdd = designGdd(uiHeavyGenerator, prompt, seed);
  return { gdd, level: (gdd.sections.levels[0]!.data as unknown as UiLevelData).content as RhythmLevel };
};

describe('reading a rhythm prompt', () => {
  test('the fidelity prompt: a drummer at 120 bpm; no bars or lanes asked', () => {
    const words = readRhythmWords(DRUMMER)!;
    assert.equal(words.performer, 'drummer');
    assert.equal(words.performerPhrase, 'drummer');
    assert.deepEqual(words.bpm, { count: 120, phrase: '120 bpm' });
    assert.equal(words.bars, null);
    assert.equal(readRhythmWords('a quiz about drums'), null);
  });

  test('bars, lanes and another performer', () => {
    const words = readRhythmWords('a rhythm game with 3 lanes where a guitarist plays 16 bars')!;
    assert.equal(words.performer, 'guitarist');
    assert.equal(words.lanes?.count, 3);
    assert.equal(words.bars?.count, 16);
  });
});

describe('designing a rhythm song', () => {
  test('the fidelity prompt: 120 bpm, the default bars, notes on the eighth-note grid, a drummer drawn', () => {
    const { gdd, level } = song(DRUMMER, 1);
    assert.equal(level.bpm, 120);
    assert.equal(level.bars, DEFAULT_BARS);
    assert.equal(level.keys.length, 4);
    const eighth = 60000 / 120 / 2;
    for (const n of level.notes) assert.equal(n.at % eighth, 0, `note at ${n.at} is on the grid`);
    assert.ok(level.notes.at(-1)!.at < (8 + 4 * DEFAULT_BARS) * 2 * eighth, 'the chart ends inside its bars');
    assert.ok(gdd.sections.assets.assets.some((a) => a.key === level.performer && /drummer/.test(a.description)));
    assert.equal(song('a rhythm game', 1).level.bpm, DEFAULT_BPM);
  });

  test('deterministic per seed, different across seeds', () => {
    const a = JSON.stringify(song(DRUMMER, 3).level);
    assert.equal(JSON.stringify(song(DRUMMER, 3).level), a);
    assert.notEqual(JSON.stringify(song(DRUMMER, 4).level), a);
  });

  test("the golden path presses each note's key in order, aiming just before its time", () => {
    const { gdd, level } = song(DRUMMER, 2);
    const { plan } = planFor(gdd, RHYTHM_PLANNERS);
    assert.deepEqual(plan.problems, []);
    const keys = plan.steps.flatMap((s) => ('press' in s && /^Key[A-Z]$/.test(s.press) ? [s.press] : []));
    assert.deepEqual(
      keys,
      level.notes.map((n) => `Key${level.keys[n.lane]!.toUpperCase()}`),
    );
    const aims = plan.steps.flatMap((s) => ('until' in s && s.until.path === 'flags.songMs' ? [s.until.gte] : []));
    assert.deepEqual(
      aims,
      level.notes.map((n) => n.at - AIM_EARLY_MS),
    );
  });

  test('played on the rules it is won at every lateness up to a few frames, and lost idle', () => {
    for (const seed of [1, 2, 5]) {
      const { level } = song(DRUMMER, seed);
      const { runs, idle } = proveSong(level);
      assert.equal(runs.length, MAX_LATE_FRAMES + 1);
      for (const r of runs) assert.ok(r.won && r.hits === level.notes.length, `seed ${seed}: ${JSON.stringify(r)}`);
      assert.equal(idle.won, false);
      assert.equal(idle.missed, level.maxMisses);
    }
    // Far too late, the same song is lost: the proof can fail.
    assert.equal(playSong(song(DRUMMER, 1).level, 12).won, false);
  });

  test('a song too strict to win when pressed a few frames late is refused by the planner', () => {
    const { gdd, level } = song(DRUMMER, 1);
    const strict = { ...level, perfectMs: 10, goodMs: 20, targetAccuracy: 100 };
    const data: UiLevelData = { content: strict, cards: {}, resources: [] };
    const { plan } = planFor(withLevel(gdd, 0, { data: data as unknown as Record<string, unknown> }), RHYTHM_PLANNERS);
    assert.ok(
      plan.problems.some((p) => /frame\(s\) late ends at .*needs 100%/.test(p)),
      plan.problems.join('\n'),
    );
  });

  test("the requirements: the notes hit, the tempo in the game's state, the drummer playing, the proof", () => {
    const { gdd, level } = song(DRUMMER, 1);
    const reqs = uiHeavyGenerator.requirements(gdd);
    const byId = new Map(reqs.map((r) => [r.id, r]));
    assert.deepEqual(byId.get('bpm')?.check, { kind: 'state', path: 'flags.bpm', equals: 120 });
    assert.equal(byId.get('bpm')?.source, '120 bpm');
    assert.deepEqual(byId.get('notes-hit')?.check, {
      kind: 'event',
      event: 'note_hit',
      minCount: Math.ceil((level.notes.length * level.targetAccuracy) / 100),
    });
    assert.equal(byId.get('drummer-shown')?.source, 'drummer');
    const fair = byId.get('rhythm-fair')?.check;
    assert.ok(fair?.kind === 'design' && fair.ok, JSON.stringify(fair));
  });
});
