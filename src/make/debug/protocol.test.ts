// The living protocol: seeds recognise the common failures; the narrowest verified entry ranks first; updates keep
// what another run wrote; a file that is not a protocol is refused and left as it was.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { DebugEntry } from './entry.ts';
import type { Failure } from './failures.ts';
import {
  DebugProtocolError,
  learnedEntryId,
  loadProtocol,
  matchFailure,
  signatureMatches,
  signatureOf,
  updateProtocol,
} from './protocol.ts';
import { seedEntries } from './seeds.ts';

const dir = mkdtempSync(join(tmpdir(), 'playsmith-protocol-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const failure = (over: Partial<Failure>): Failure => ({
  id: 'F1',
  stage: 'build',
  code: 'TS2339',
  message: "Property 'jumpPower' does not exist on type 'PlatformerPlayer'.",
  file: 'src/game/Level.ts',
  line: 12,
  column: 5,
  ...over,
});

test('the seeds recognise the common Phaser and TypeScript failures by stage, code and message', () => {
  const protocol = { schema: 'playsmith.debug-protocol/1' as const, entries: seedEntries() };
  const best = (f: Partial<Failure>): string | undefined => matchFailure(protocol, failure(f))[0]?.id;
  assert.equal(best({}), 'seed-unknown-property');
  assert.equal(
    best({ code: 'TS2307', message: "Cannot find module '../family/Hero' or its corresponding type declarations." }),
    'seed-missing-module',
  );
  assert.equal(
    best({ code: 'UNRESOLVED_IMPORT', message: 'Could not resolve "./Hero.ts" from "src/game/Level.ts"' }),
    'seed-missing-module',
  );
  assert.equal(
    best({
      code: 'TS1484',
      message:
        "'LevelInfo' is a type and must be imported using a type-only import when 'verbatimModuleSyntax' is enabled.",
    }),
    'seed-type-only-import',
  );
  assert.equal(
    best({ code: 'TS2322', message: "Type 'string' is not assignable to type 'number'." }),
    'seed-type-mismatch',
  );
  assert.equal(best({ code: 'TS2304', message: "Cannot find name 'Phaser'." }), 'seed-unknown-name');
  assert.equal(
    best({ stage: 'validate', code: 'unknown-asset-key', message: 'assetKeys() player "herox" is not in assets.json' }),
    'seed-texture-key',
  );
  assert.equal(
    best({
      stage: 'validate',
      code: 'level-order-mismatch',
      message: 'levelOrder lists "cave", which src/game/levels.ts does not define',
    }),
    'seed-level-order',
  );
  assert.equal(
    best({ stage: 'integrity', code: 'unregistered-scene', message: 'scene.start("Shop"): no scene "Shop"' }),
    'seed-scene-registration',
  );
  assert.equal(
    best({ stage: 'integrity', code: 'missing-config-key', message: 'gameConfig.player.jumpPower does not exist' }),
    'seed-config-key',
  );
  assert.equal(
    best({
      stage: 'runtime',
      code: 'uncaught-error',
      message: "Cannot read properties of undefined (reading 'x')",
      file: undefined,
    }),
    'seed-undefined-access',
  );
  assert.equal(
    best({ stage: 'runtime', code: 'uncaught-error', message: 'Texture "herox" not found', file: undefined }),
    'seed-texture-missing-at-run-time',
  );
  assert.equal(
    best({ stage: 'runtime', code: 'uncaught-error', message: 'Animation key "hero-run" missing', file: undefined }),
    'seed-animation-key',
  );
  assert.equal(
    best({ stage: 'play', code: 'golden-path-not-won', message: 'step 3 did not happen', file: undefined }),
    undefined,
  );
  for (const entry of seedEntries())
    assert.equal(
      entry.kind === 'proactive',
      entry.validator !== undefined,
      `${entry.id}: proactive entries name their validator`,
    );
});

test(
  'a learned signature matches the same failure (numbers free), ' + 'not a different one; its file glob is respected',
  () => {
    const f = failure({
      code: 'TS2345',
      message: "Argument of type 'string' is not assignable to parameter of type 'number'.",
    });
    const signature = signatureOf(f);
    assert.equal(signatureMatches(signature, { ...f, line: 40 }), true);
    assert.equal(
      signatureMatches(signature, {
        ...f,
        message: "Argument of type 'boolean' is not assignable to parameter of type 'number'.",
      }),
      false,
    );
    assert.equal(signatureMatches(signature, { ...f, file: 'src/game/levels.ts' }), false);
    assert.equal(
      signatureMatches(signatureOf({ ...f, message: 'step 3 of 12 timed out' }), {
        ...f,
        message: 'step 4 of 9 timed out',
      }),
      true,
    );
    assert.equal(
      signatureMatches(
        { stage: '*', code: '*', messagePattern: '.*', fileGlob: 'src/game/**' },
        { ...f, file: undefined },
      ),
      false,
      'a failure without a file only matches **',
    );
    assert.match(learnedEntryId(signature), /^learned-ts2345-[0-9a-f]{10}$/);
  },
);

test(
  'verified learned entries rank above seeds; updates count, verify and add, and keep entries another run added ' +
    'meanwhile',
  () => {
    const file = join(dir, 'p1.json');
    const f = failure({
      code: 'TS2345',
      message: "Argument of type 'string' is not assignable to parameter of type 'number'.",
    });
    const signature = signatureOf(f);
    const learned: DebugEntry = {
      id: learnedEntryId(signature),
      kind: 'reactive',
      signature,
      rootCause: 'a string duration',
      fix: 'pass a number',
      occurrences: 1,
      verified: true,
      origin: 'learned',
      family: 'platformer',
    };
    const first = updateProtocol(file, {
      matched: ['seed-type-mismatch'],
      verified: ['seed-type-mismatch'],
      added: [learned],
    });
    assert.deepEqual(first.added, [learned.id]);
    // Another run adds its own entry between our load and our update: both survive.
    const other: DebugEntry = {
      ...learned,
      id: 'learned-other-0000000000',
      signature: { ...signature, fileGlob: 'src/game/other.ts' },
    };
    updateProtocol(file, { matched: [], verified: [], added: [other] });
    const again = updateProtocol(file, { matched: [learned.id], verified: [learned.id], added: [learned] });
    assert.deepEqual(again.added, [], 'an entry already stored is counted, not added twice');
    const stored = loadProtocol(file);
    assert.ok(stored.entries.some((e) => e.id === other.id));
    const entry = stored.entries.find((e) => e.id === learned.id)!;
    assert.equal(entry.occurrences, 3);
    const seed = stored.entries.find((e) => e.id === 'seed-type-mismatch')!;
    assert.deepEqual([seed.occurrences, seed.verified], [1, true]);
    assert.deepEqual(
      matchFailure(stored, f).map((e) => e.id),
      [learned.id, 'seed-type-mismatch'],
    );
  },
);

test(
  'a protocol file that is not JSON, not a protocol, or has a duplicate id is refused with its ' +
    'name and left as it was',
  () => {
    const cases: [string, RegExp][] = [
      ['{ not json', /not valid JSON/],
      [
        JSON.stringify({ schema: 'playsmith.debug-protocol/1', entries: [{ id: 'x', kind: 'sometimes' }] }),
        /entries\.0\.kind/,
      ],
      [
        JSON.stringify({
          schema: 'playsmith.debug-protocol/1',
          entries: [{ ...seedEntries()[0], signature: { ...seedEntries()[0]!.signature, messagePattern: '(' } }],
        }),
        /not a valid regular expression/,
      ],
      [
        JSON.stringify({ schema: 'playsmith.debug-protocol/1', entries: [seedEntries()[0], seedEntries()[0]] }),
        /two entries with the id/,
      ],
    ];
    cases.forEach(([text, problem], i) => {
      const file = join(dir, `bad-${i}.json`);
      writeFileSync(file, text);
      assert.throws(
        () => loadProtocol(file),
        (e: Error) => e instanceof DebugProtocolError && problem.test(e.message) && e.message.includes(file),
      );
      assert.throws(() => updateProtocol(file, { matched: [], verified: [], added: [] }), DebugProtocolError);
      assert.equal(readFileSync(file, 'utf8'), text, 'the file is untouched');
    });
  },
);
