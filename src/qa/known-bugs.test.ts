// GBQA's own bug file as --known: read as it ships (its written types kept, ours beside them, prose reproductions
// marked), refused with a clear message when it is malformed; and the offline critic matching prose bugs by what they
// describe — the same fault, never just the same room or thing.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import type { QaReport } from '../shared/index.ts';
import { readKnownBugs } from './critic.ts';
import { matchesByDescription } from './prose-critic.ts';

const temp = mkdtempSync(join(tmpdir(), 'playsmith-known-'));
after(() => rmSync(temp, { recursive: true, force: true }));

function file(name: string, value: unknown): string {
  const path = join(temp, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

/** A bug file in GBQA's shape (game_name, bugs with bug_type, minimal_reproduction in prose, observed_fault). */
const GBQA_FILE = {
  game_name: 'old-mill',
  game_title: 'The Old Mill',
  total_bugs: 3,
  bugs: [
    {
      id: 'MILL-1',
      bug_type: 'logic error',
      difficulty: 'easy',
      minimal_reproduction: ['Find two of the three gear parts.', 'Execute `assemble`.'],
      observed_fault: 'The gear is assembled from only two gear parts instead of all three.',
    },
    {
      id: 'MILL-2',
      bug_type: 'description flaw',
      difficulty: 'medium',
      minimal_reproduction: ['Go to the loft.', 'Execute `look` before opening the crate.'],
      observed_fault: 'The loft description reveals the brass gear inside the crate before it is opened.',
    },
    {
      id: 'MILL-3',
      bug_type: 'Softlock',
      difficulty: 'Hard',
      minimal_reproduction: 'Climb down the well without a rope.',
      observed_fault: 'At the bottom of the well there is no way back up: the player is stuck for good.',
    },
  ],
};

function report(over: Partial<QaReport>): QaReport {
  return {
    id: 'QA-1',
    title: '',
    type: 'logic-error',
    severity: 'major',
    difficulty: 'easy',
    oracle: 'shortcut',
    signature: '',
    steps: ['look'],
    observed: '',
    expected: '',
    evidence: { before: null, after: null, text: null },
    status: 'confirmed',
    duplicates: 0,
    ...over,
  };
}

describe("GBQA's bug file as known bugs", () => {
  test('is read as it is: our types beside its own, prose reproductions marked', () => {
    const known = readKnownBugs(file('gbqa.json', GBQA_FILE));
    assert.equal(known.format, 'gbqa');
    assert.equal(known.game, 'The Old Mill');
    assert.deepEqual(
      known.bugs.map((b) => [b.id, b.type, b.writtenType, b.difficulty, b.prose]),
      [
        ['MILL-1', 'logic-error', 'logic error', 'easy', true],
        ['MILL-2', 'description-flaw', 'description flaw', 'medium', true],
        ['MILL-3', 'stuck', 'Softlock', 'hard', true],
      ],
    );
    assert.deepEqual(known.bugs[2]!.reproduction, ['Climb down the well without a rope.']);
    assert.equal(known.bugs[0]!.description, GBQA_FILE.bugs[0]!.observed_fault);
  });

  test('a malformed GBQA file is refused with the field and the shape it should have', () => {
    const noFault = { ...GBQA_FILE, bugs: [{ ...GBQA_FILE.bugs[0], observed_fault: undefined }] };
    assert.throws(() => readKnownBugs(file('no-fault.json', noFault)), /bugs\.0\.observed_fault.*a GBQA bug file has/);
    const badLevel = { ...GBQA_FILE, bugs: [{ ...GBQA_FILE.bugs[0], difficulty: 'tricky' }] };
    assert.throws(() => readKnownBugs(file('bad-level.json', badLevel)), /"tricky" is not one of GBQA's easy/);
    const twice = { ...GBQA_FILE, bugs: [GBQA_FILE.bugs[0], GBQA_FILE.bugs[0]] };
    assert.throws(() => readKnownBugs(file('twice.json', twice)), /bug id MILL-1 is used twice/);
  });

  test("Playsmith's own file is still read, and its error names both shapes", () => {
    const own = {
      schema: 'playsmith.known-bugs/1',
      game: 'mill',
      bugs: [{ id: 'B1', type: 'crash', difficulty: 'easy', description: 'x', reproduction: ['read sign'] }],
    };
    const known = readKnownBugs(file('own.json', own));
    assert.equal(known.format, undefined);
    assert.equal(known.bugs[0]!.prose, undefined);
    assert.throws(
      () => readKnownBugs(file('neither.json', { schema: 'playsmith.known-bugs/1', game: 'mill', bugs: [] })),
      /GBQA's own bug files/,
    );
  });
});

describe('the offline critic on prose reproductions', () => {
  const known = readKnownBugs(file('gbqa-critic.json', GBQA_FILE));
  const [twoParts, reveals, softlock] = known.bugs as [
    (typeof known.bugs)[0],
    (typeof known.bugs)[0],
    (typeof known.bugs)[0],
  ];
  const context = {
    vocabulary: new Set(['gear part a', 'gear part b', 'brass gear', 'crate', 'rope', 'lamp']),
    rooms: new Set(['loft', 'well', 'yard']),
  };

  test('a report of the same fault matches', () => {
    const shortcut = report({
      title: 'the brass gear is made from 2 gear parts, not 3',
      signature: 'shortcut:brass gear',
      steps: ['take gear part a', 'take gear part b', 'assemble'],
    });
    assert.equal(matchesByDescription(twoParts, shortcut, context), true);
    const mentions = report({
      type: 'description-flaw',
      oracle: 'description',
      title: 'the loft description mentions the brass gear, which is not there',
      signature: 'description:brass gear:mentions-absent',
      steps: ['go up', 'look'],
    });
    assert.equal(matchesByDescription(reveals, mentions, context), true);
    const stuck = report({
      type: 'stuck',
      oracle: 'stuck',
      title: 'the player is stuck in the well',
      signature: 'stuck:well',
      steps: ['go down'],
    });
    assert.equal(matchesByDescription(softlock, stuck, context), true);
  });

  test('the same thing or room with another fault does not', () => {
    // The brass gear again, but left out of a description rather than revealed too early.
    const omits = report({
      type: 'description-flaw',
      oracle: 'description',
      title: 'the loft description leaves out the brass gear',
      signature: 'description:brass gear:omits-present',
      steps: ['go up', 'drop brass gear', 'look'],
    });
    assert.equal(matchesByDescription(reveals, omits, context), false);
    // A shortcut about another thing than the bug names.
    const lamp = report({ title: 'the lamp is had without rope', signature: 'shortcut:lamp', steps: ['take lamp'] });
    assert.equal(matchesByDescription(twoParts, lamp, context), false);
    // Stuck, but in the loft, not the well the bug names.
    const loft = report({
      type: 'stuck',
      oracle: 'stuck',
      title: 'the player is stuck in the loft',
      signature: 'stuck:loft',
    });
    assert.equal(matchesByDescription(softlock, loft, context), false);
  });
});
