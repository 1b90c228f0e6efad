// Property tests: truncated and random files never crash or hang a parser; what they return is a value with its
// parse errors inside the file's bounds, and a file cut inside a construct is reported as an error.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { PROJECT_ROOT } from '../shared/index.ts';
import { parseScriptFile } from './gdscript.ts';
import { parseProjectFile } from './project-file.ts';
import { parseSceneFile } from './scene.ts';
import type { ParseError } from './syntax.ts';

const fixture = (rel: string): string =>
  readFileSync(join(PROJECT_ROOT, 'test', 'fixtures', 'godot', 'platformer', rel), 'utf8');

const PARSERS: [string, (text: string) => { errors: ParseError[] }, string][] = [
  ['project.godot', (t) => parseProjectFile(t, 'f'), fixture('project.godot')],
  ['.tscn', (t) => parseSceneFile(t, 'f'), fixture('scenes/main.tscn')],
  ['.gd', (t) => parseScriptFile(t, 'f'), fixture('scripts/player.gd')],
];

function errorsInBounds(text: string, errors: ParseError[]): boolean {
  const lines = text.split('\n');
  return errors.every((e) => e.line >= 1 && e.line <= lines.length && e.column >= 1 && e.file === 'f');
}

const RUNS = 100;

for (const [name, parse, sample] of PARSERS) {
  test(`${name}: random text and bytes return a value, never throw`, () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 400 }), fc.string({ unit: 'grapheme', maxLength: 200 })), (t) =>
        errorsInBounds(t, parse(t).errors),
      ),
      { numRuns: RUNS, seed: 19 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        const t = Buffer.from(bytes).toString('latin1');
        return errorsInBounds(t, parse(t).errors);
      }),
      { numRuns: RUNS, seed: 19 },
    );
  });

  test(`${name}: the sample truncated anywhere returns a value; cut inside a string it is an error`, () => {
    fc.assert(
      fc.property(fc.nat({ max: sample.length }), (cut) => {
        const t = sample.slice(0, cut);
        return errorsInBounds(t, parse(t).errors);
      }),
      { numRuns: RUNS, seed: 19 },
    );
    // Every cut right after an opening quote leaves a string that never closes.
    const quotes = [...sample.matchAll(/"[^"\n]+"/g)].map((m) => (m.index ?? 0) + 1);
    fc.assert(
      fc.property(fc.constantFrom(...quotes), (cut) => parse(sample.slice(0, cut)).errors.length > 0),
      { numRuns: Math.min(RUNS, quotes.length * 3), seed: 19 },
    );
  });
}

test('a large file (past the binding’s 32 KiB default buffer) parses', () => {
  const big = fixture('scripts/player.gd').repeat(60);
  assert.equal(parseScriptFile(big, 'big.gd').functions.length, 120);
});
