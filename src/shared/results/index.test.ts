import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { PlaysmithError } from '../errors.ts';
import { parseResult, readResult, ResultFileError, type RunRecord } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'playsmith-results-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const RUN: RunRecord = {
  schema: 'playsmith.run/1',
  target: 'games/coin-run',
  seed: 1,
  gameMs: 1000,
  contentHash: null,
  traceHash: 'abc',
  engine: null,
  contract: false,
  behaviour: {
    objectsAdded: 0,
    objectsRemoved: 0,
    positionChanges: 0,
    inputEvents: 0,
    velocityActiveFrames: 0,
    responsiveActions: 0,
    triggeredEventTypes: [],
    sceneChanges: 0,
    tiers: {},
    samples: 10,
    pixels: { samples: 2, meanEntropy: 1.5, meanMotion: 0, blankSamples: 0 },
  },
  errors: [],
  violations: [],
  dialogs: [],
  networkFailures: [],
  consoleMessages: 0,
  notes: [],
  stopped: null,
  screenshots: [{ gameTime: 1000, file: 'screenshot-001000ms.png' }],
  files: { trace: 'trace.jsonl', record: 'run.json' },
  versions: { playsmith: '0.1.0' },
  wallMs: 1200,
};

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** The ResultFileError a call throws, so that its exact message can be compared. */
function thrown(fn: () => unknown): ResultFileError {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof ResultFileError, `expected a ResultFileError, got ${String(e)}`);
    return e;
  }
  assert.fail('expected an error');
}

test('a result is read by its own schema field, and as the kind a caller expects', () => {
  const path = file('run.json', JSON.stringify(RUN));
  const read = readResult(path);
  assert.equal(read.schema, 'playsmith.run/1');
  assert.deepEqual(read, RUN);
  assert.equal(readResult(path, 'playsmith.run/1').traceHash, 'abc');
});

test('a result of another kind, an unknown kind or no kind is refused with the file and the kinds read', () => {
  const run = file('other.json', JSON.stringify(RUN));
  assert.equal(
    thrown(() => readResult(run, 'playsmith.check/1')).message,
    `${run}: a playsmith.run/1 result, not the playsmith.check/1 result expected here`,
  );
  assert.equal(
    thrown(() => parseResult({ schema: 'playsmith.check/9' }, 'check.json')).message,
    'check.json: result schema "playsmith.check/9" is not one this version of Playsmith reads ' +
      '(playsmith.bench/1, playsmith.check/1, playsmith.godot-check/1, playsmith.make/1, playsmith.make/2, ' +
      'playsmith.make/3, playsmith.play/1, playsmith.qa/1, playsmith.run/1)',
  );
  assert.equal(
    thrown(() => parseResult([1, 2], 'list.json')).message,
    'list.json: not a Playsmith result (no "schema" field naming one of playsmith.bench/1, playsmith.check/1, ' +
      'playsmith.godot-check/1, playsmith.make/1, playsmith.make/2, playsmith.make/3, playsmith.play/1, ' +
      'playsmith.qa/1, playsmith.run/1)',
  );
});

test('a result that breaks its schema names the fields; a missing or broken file says so', () => {
  const error = thrown(() => parseResult({ ...RUN, seed: 'one', gameMs: undefined }, 'run.json'));
  assert.match(error.message, /^run\.json: not a valid playsmith\.run\/1 result \(seed: .*; gameMs: .*\)$/);
  assert.ok(error instanceof PlaysmithError);
  assert.deepEqual([error.code, error.kind], ['bad-result', 'usage']);
  const missing = join(dir, 'nowhere.json');
  assert.equal(
    thrown(() => readResult(missing)).message,
    `${missing}: no such file; give the path of a Playsmith result`,
  );
  assert.match(thrown(() => readResult(file('broken.json', '{"schema":'))).message, /broken\.json: not valid JSON \(/);
});
