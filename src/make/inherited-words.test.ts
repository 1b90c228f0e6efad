// A prompt may name anything, the names every JavaScript object inherits ("constructor") included: make reads such a
// word as a word. Before every word table was read through wordEntry, "constructor" looked up a function, which
// make then handed on as a noun, a colour or a count, and the design failed or carried garbage.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeTempDir, removeTempDir } from '../shared/index.ts';
import { designGame } from './index.ts';

const PROMPTS = [
  'a platformer where a constructor collects constructor coins',
  'a top-down game where constructor knights guard constructor keys in a constructor dungeon',
  'a puzzle where a robot pushes constructor crates',
  'a tower defense game where constructor towers stop constructor on a path',
  'a card game where you match constructor cards',
  'constructor constructor constructor',
];

for (const prompt of PROMPTS)
  test(`"${prompt}" is designed, and its design holds only data`, async () => {
    const gameDir = makeTempDir('inherited-');
    try {
      const { gdd, requirements } = await designGame(prompt, { gameDir, seed: 1 });
      const text = JSON.stringify({ gdd, requirements });
      assert.doesNotMatch(text, /function|\[native code\]|\[object Object\]/);
      assert.ok(requirements.length > 0);
    } finally {
      removeTempDir(gameDir);
    }
  });
