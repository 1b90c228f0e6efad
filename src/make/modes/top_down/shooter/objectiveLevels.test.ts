// The top_down objectives on the generator's side: prompts read into an escape or a rescue (and every other prompt
// into neither); the escape planner (roomy cells, straight shortest paths, a route over every item onto the exit, its
// time against the threat); escape rooms and rescue arenas for many seeds that keep every check; the checks catching a
// blocked route, a missed item and a countdown too short; the designs' requirements and golden paths.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseLevel } from '../../../../../templates/top_down/src/family/levelMap.ts';
import { createRandom } from '../../../../assets/index.ts';
import { readIntent } from '../../../intent.ts';
import { designGdd, suitePrompts, withLevel } from '../../shared/testing.ts';
import type { LevelRequest, TopDownLevelData } from './levels.ts';
import {
  escapeProblems,
  escapeWalkMs,
  generateEscape,
  generateRescue,
  movesAlong,
  objectiveLevelProblems,
  planEscape,
  roomyCells,
  roomyPath,
  threatMsFor,
  type EscapeAsk,
} from './objectiveLevels.ts';
import { geometryOf, routeSegments } from './plan.ts';
import { readObjective, readTopDownWords } from '../words.ts';
import { goldenPath } from './write.ts';
import { familyGenerator } from '../../../dispatch.ts';
import { readPhrases } from '../../../phrases.ts';

const topDownGenerator = familyGenerator('top_down');

const MOUSE =
  'a collect-and-escape game where a mouse grabs 10 cheese wedges in a kitchen and escapes through the mouse hole ' +
  'before the cat wakes up';
const FARMER =
  'a top-down survival game where a farmer survives 3 minutes of zombie waves in a cornfield until the rescue ' +
  'helicopter lands';
const CONFIG = {};
const G = geometryOf(CONFIG);
const ESCAPE: EscapeAsk = {
  kind: 'escape',
  items: 8,
  threatMs: null,
  names: { items: 'cheese wedges', exit: 'mouse hole', threat: 'cat' },
};

const request = (index: number): LevelRequest => ({
  key: `room_${index}`,
  title: `Room ${index}`,
  mode: 'arena',
  index,
  difficulty: 'normal',
  boss: false,
  bossHp: 24,
  waves: 6,
  gemsOnRoute: false,
});

const grid = (rows: readonly string[]) => rows.map((r) => [...r]);

describe('top_down objectives: reading the prompt', () => {
  test('an escape names its items and their count, the exit and the threat; a rescue its vehicle', () => {
    assert.deepEqual(readObjective(MOUSE.toLowerCase(), null), {
      kind: 'escape',
      phrase: 'escapes through the mouse hole',
      items: 10,
      item: 'cheese wedge',
      itemsPhrase: 'grabs 10 cheese wedges',
      exit: 'mouse hole',
      threat: 'cat',
      threatPhrase: 'before the cat wakes up',
    });
    assert.deepEqual(readObjective(FARMER, 180), {
      kind: 'rescue',
      phrase: 'until the rescue helicopter lands',
      vehicle: 'rescue helicopter',
    });
    assert.equal(readObjective(FARMER, null), null, 'a rescue needs a time to survive');
    const farmer = readTopDownWords(readIntent(FARMER), readPhrases(readIntent(FARMER).read));
    assert.equal(farmer.collectibleFromPrompt, false, 'the helicopter is what comes, not something to collect');
    assert.equal(readTopDownWords(readIntent(MOUSE), readPhrases(readIntent(MOUSE).read)).collectible, 'cheese wedge');
  });

  test("the family's make-dev prompts ask for no objective, so they read as before", () => {
    for (const p of suitePrompts('top_down'))
      assert.equal(
        readTopDownWords(readIntent(p.prompt), readPhrases(readIntent(p.prompt).read)).objective,
        null,
        p.id,
      );
  });
});

describe('top_down objectives: the escape planner', () => {
  const ROOM = [
    '###########',
    '#.........#',
    '#.P...o...#',
    '#.........#',
    '#....#....#',
    '#.o..#..X.#',
    '#.........#',
    '###########',
  ];

  test('roomy cells have floor all round; paths over them are shortest and keep their heading', () => {
    const g = grid(ROOM);
    const roomy = roomyCells(g);
    assert.equal(roomy.has(1 * 11 + 1), false, 'next to the border');
    assert.equal(roomy.has(4 * 11 + 4), false, 'next to the pillar');
    assert.equal(roomy.has(2 * 11 + 2), true);
    const path = roomyPath(roomy, 11, 88, { col: 2, row: 2 }, { col: 8, row: 2 })!;
    assert.equal(path.length, 7);
    assert.deepEqual(movesAlong(path), [{ op: 'move', axis: 'x', to: 8 }], 'one straight walk');
    assert.equal(roomyPath(roomy, 11, 88, { col: 2, row: 2 }, { col: 5, row: 5 }), null, 'the pillar is not roomy');
  });

  test('the route walks over every item, ends on the exit, and is timed against the threat', () => {
    const g = grid(ROOM);
    const items = [
      { col: 6, row: 2 },
      { col: 2, row: 5 },
    ];
    const route = planEscape(g, { col: 2, row: 2 }, items, { col: 8, row: 5 })!;
    assert.ok(route.length > 0 && route[route.length - 1]!.op === 'move' && route[route.length - 1]!.exit === true);
    const parsed = parseLevel(ROOM);
    assert.ok(parsed.ok);
    const walk = escapeWalkMs({ col: 2, row: 2 }, route, G);
    const threatMs = threatMsFor(walk, null);
    assert.ok(threatMs >= walk * 2 && threatMs >= 20_000);
    assert.deepEqual(escapeProblems(parsed.map, route, { kind: 'escape', items: 2, threatMs }, G), []);
    const short = escapeProblems(parsed.map, route, { kind: 'escape', items: 2, threatMs: Math.floor(walk) }, G);
    assert.ok(
      short.some((p) => p.includes("threat's")),
      short.join(' | '),
    );
    const early = escapeProblems(parsed.map, route.slice(0, 1), { kind: 'escape', items: 2, threatMs }, G);
    assert.ok(early.some((p) => p.includes('walks past')) && early.some((p) => p.includes('onto the exit')));
  });

  test('an asked countdown is kept when it leaves the walk its slack, else raised to the least that does', () => {
    assert.equal(threatMsFor(9000, 60_000), 60_000);
    assert.equal(threatMsFor(9000, 10_000), 18_000);
    assert.equal(threatMsFor(4000, null), 20_000);
  });
});

describe('top_down objectives: generated levels', () => {
  test('escape rooms for 12 seeds keep every check, with the asked items on the route and the threat off it', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const random = createRandom(seed, 'escape-test');
      const level = generateEscape(request(seed % 3), ESCAPE, CONFIG, random);
      assert.deepEqual(objectiveLevelProblems(level.rows, level.data, CONFIG), [], `seed ${seed}`);
      const text = level.rows.join('');
      assert.equal(text.split('o').length - 1, 8, `seed ${seed}: the asked items`);
      assert.equal(level.data.facts.gemsOnRoute, 8, `seed ${seed}: every item is walked over`);
      assert.equal(text.split('Z').length - 1, 1);
      assert.equal(level.data.facts.enemyTotal, 0, 'escape rooms hold no enemies');
    }
  });

  test('a blocked route and a missed item are caught', () => {
    const level = generateEscape(request(0), ESCAPE, CONFIG, createRandom(3, 'escape-test'));
    const start = parseLevel(level.rows);
    assert.ok(start.ok);
    // A crate in the middle of the route's first walk.
    const first = routeSegments(
      level.data.route.slice(0, 1),
      { x: start.map.player.col * 32 + 16, y: start.map.player.row * 32 + 16 },
      G,
    )[0]!;
    const at = { col: Math.floor((first.x1 + first.x2) / 64), row: Math.floor((first.y1 + first.y2) / 64) };
    const rows = level.rows.map((r, i) => (i === at.row ? `${r.slice(0, at.col)}~${r.slice(at.col + 1)}` : r));
    const blocked = objectiveLevelProblems(rows, level.data, CONFIG);
    assert.ok(
      blocked.some((p) => p.includes('blocked cell') || p.includes('walks past')),
      blocked.join(' | '),
    );
    const skipped = { ...level.data, route: level.data.route.slice(2) } as TopDownLevelData;
    assert.ok(objectiveLevelProblems(level.rows, skipped, CONFIG).length > 0);
  });

  test('rescue arenas for 8 seeds: waves paced over the time, only chasers and a brute, the spot on the loop', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const level = generateRescue(
        request(0),
        { kind: 'rescue', surviveMs: 180_000, vehicle: 'rescue helicopter' },
        CONFIG,
        createRandom(seed, 'rescue-test'),
      );
      assert.deepEqual(objectiveLevelProblems(level.rows, level.data, CONFIG), [], `seed ${seed}`);
      assert.equal(level.data.win, 'rescue');
      const kinds = new Set(level.data.waves.flatMap((w) => w.enemies.map((e) => e.kind)));
      assert.deepEqual([...kinds].sort(), ['brute', 'chaser']);
      const pacing = level.data.waves.reduce(
        (s, w) => s + w.enemies.reduce((t, e) => t + e.count, 0) * (w.spawnEveryMs ?? 650),
        0,
      );
      assert.ok(pacing >= 100_000 && pacing <= 180_000, `seed ${seed}: arrivals over ${pacing} ms`);
      // The spot moved next to the start, inside the loop, is refused.
      const off = level.rows.map((r) => r.replace('H', '.'));
      const startRow = level.rows.findIndex((r) => r.includes('P'));
      off[startRow] = off[startRow]!.replace('.P', 'HP');
      const problems = objectiveLevelProblems(off, level.data, CONFIG);
      assert.ok(
        problems.some((p) => p.includes('not on the golden path')),
        `seed ${seed}: ${problems.join(' | ')}`,
      );
    }
  });
});

describe('top_down objectives: designs', () => {
  test('the mouse prompt makes escape rooms whose requirements check items, exit, escape and threat in play', () => {
    const gdd = designGdd(topDownGenerator, MOUSE, 1);
    assert.deepEqual(topDownGenerator.validate(gdd), []);
    const objectives = gdd.sections.levels.map((l) => (l.data as unknown as TopDownLevelData).objective);
    assert.deepEqual(
      objectives.map((o) => o?.kind === 'escape' && o.items),
      [10, 10],
    );
    const reqs = topDownGenerator.requirements(gdd);
    const byId = new Map(reqs.map((r) => [r.id, r]));
    assert.deepEqual(byId.get('items-collected')?.check, { kind: 'event', event: 'item_collected', minCount: 20 });
    assert.deepEqual(byId.get('exit-opened')?.check, { kind: 'state', path: 'flags.itemsAtOpen', equals: 10 });
    assert.deepEqual(byId.get('escaped')?.check, { kind: 'event', event: 'escaped', minCount: 2 });
    assert.equal(byId.get('threat-shown')?.check.kind, 'design');
    for (const gone of ['enemies-defeated', 'waves-cleared', 'dungeon']) assert.equal(byId.has(gone), false, gone);
    const steps = (goldenPath(gdd) as { steps: { hold?: string[]; until?: { path: string } }[] }).steps;
    assert.ok(
      steps.every((s) => !s.hold?.includes('fire')),
      'nothing to shoot in an escape room',
    );
    assert.equal(steps.filter((s) => s.until?.path === 'flags.exitReached').length, 2, 'one escape per room');
    // The objective needs its exit: a room without it fails validate.
    const broken = withLevel(gdd, 0, { ascii: gdd.sections.levels[0]!.ascii.map((r) => r.replace('X', '.')) });
    assert.ok(topDownGenerator.validate(broken).length > 0);
  });

  test('the farmer prompt makes one rescue arena: the time survived in state, the rescue reached in events', () => {
    const gdd = designGdd(topDownGenerator, FARMER, 1);
    assert.deepEqual(topDownGenerator.validate(gdd), []);
    assert.equal(gdd.sections.levels.length, 1);
    assert.equal('goal.timeLimitSeconds' in gdd.sections.config, false, 'the rescue carries its own time');
    const reqs = new Map(topDownGenerator.requirements(gdd).map((r) => [r.id, r]));
    assert.deepEqual(reqs.get('time-limit')?.check, { kind: 'state', path: 'flags.survivedMs', gte: 180_000 });
    assert.deepEqual(reqs.get('rescue-reached')?.check, { kind: 'event', event: 'rescued', minCount: 1 });
    assert.equal(reqs.has('waves-cleared'), false, 'the rescue, not the last wave, ends the level');
    const steps = (goldenPath(gdd) as { steps: { until?: { path: string }; timeoutMs?: number }[] }).steps;
    const loop = steps.find((s) => s.until?.path === 'won' && s.timeoutMs! > 180_000);
    assert.ok(loop, 'the loop holds on past the time and the landing');
  });
});
