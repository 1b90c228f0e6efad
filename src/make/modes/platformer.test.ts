// The platformer generator: prompts read into the family's cast; designs deterministic per seed and different across
// seeds; levels for 20 seeds that all pass the family's rules (structure, the flag and every pickup reachable with the
// configured jump, a golden path the planner proves); validate() rejecting broken levels; the planner's jumps on
// hand-made ground; write() filling a template copy. Its real make is the README's first command
// (test/hardening/first-command.e2e.test.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { checkReachable, parseLevel } from '../../../templates/platformer/src/family/asciiLevel.ts';
import { classifyPrompt } from '../classify.ts';
import type { Gdd } from '../gdd.ts';
import { readIntent } from '../intent.ts';
import { designGdd, suitePrompts, writtenCopy } from './shared/testing.ts';
import { physicsOf } from './platformer/config.ts';
import { jumpPhysicsOf } from './platformer/platforms/levels.ts';
import { planLevel } from './platformer/platforms/plan.ts';
import { BODY, CELL, LevelGrid, standingState, stepFrame } from './platformer/sim.ts';
import { readPlatformerWords } from './platformer/words.ts';
import { familyGenerator } from '../dispatch.ts';
import { readPhrases } from '../phrases.ts';

const platformerGenerator = familyGenerator('platformer');

const designFor = (prompt: string, seed: number): Gdd => designGdd(platformerGenerator, prompt, seed);

function withRows(gdd: Gdd, index: number, rows: string[]): Gdd {
  const copy = structuredClone(gdd);
  copy.sections.levels[index] = { ...copy.sections.levels[index]!, ascii: rows };
  return copy;
}

const DEFAULT_PHYSICS = physicsOf({});
const FOX = 'a platformer where a fox collects gems';

/** 19 rows: open air above a ground line at row 16, with `ground` drawn into rows 13–18 from the left. */
function flatLevel(width: number, edit: (rows: string[][]) => void): string[] {
  const rows: string[][] = Array.from({ length: 19 }, (_, y) =>
    Array.from({ length: width }, () => (y >= 16 ? '#' : '.')),
  );
  rows[15]![2] = 'P';
  rows[15]![width - 3] = 'F';
  edit(rows);
  return rows.map((r) => r.join(''));
}

describe('platformer generator: reading the prompt', () => {
  test('the hero, enemies, collectible, boss and setting come from the prompt, the setting fills the gaps', () => {
    const fox = readPlatformerWords(readIntent(FOX), readPhrases(readIntent(FOX).read));
    assert.deepEqual(
      [fox.hero, fox.collectible, fox.heroFromPrompt, fox.collectibleFromPrompt],
      ['fox', 'gem', true, true],
    );
    const robot = readPlatformerWords(
      readIntent('a platformer where a robot double jumps over lava, shoots drones and defeats a giant boss'),
      readPhrases(
        readIntent('a platformer where a robot double jumps over lava, shoots drones and defeats a giant boss').read,
      ),
    );
    assert.equal(robot.hero, 'robot', 'the intent reader\'s "double" is a verb, not the hero');
    assert.equal(robot.patrol, 'drone');
    assert.equal(robot.boss, 'giant');
    assert.equal(robot.biome, 'lava');
    const knight = readPlatformerWords(
      readIntent('a knight jumps over pits'),
      readPhrases(readIntent('a knight jumps over pits').read),
    );
    assert.equal(knight.hero, 'knight');
    const pond = readPlatformerWords(
      readIntent('a frog in a rainy pond'),
      readPhrases(readIntent('a frog in a rainy pond').read),
    );
    assert.equal(pond.hero, 'frog');
    assert.equal(pond.setting.platform, 'floating lily pad platform', 'a pond has its own setting');
    const runner = readPlatformerWords(
      readIntent('a side-scrolling runner'),
      readPhrases(readIntent('a side-scrolling runner').read),
    );
    assert.equal(runner.heroFromPrompt, false);
    assert.equal(runner.hero, runner.setting.hero);
  });
});

describe('platformer generator: the place and the goal a prompt names', () => {
  test('a named place is the backdrop; a thing found at the end is the goal; else the setting stands', () => {
    const moon = readPlatformerWords(
      readIntent('a platformer where a astronaut collects oxygen tanks on the moon'),
      readPhrases(readIntent('a platformer where a astronaut collects oxygen tanks on the moon').read),
    );
    assert.deepEqual([moon.setting.backdrop, moon.collectible], ['the moon', 'oxygen tank']);
    const idol =
      'a jungle platformer where an explorer swings past snakes and finds a golden idol at the end of 5 stages';
    assert.equal(readPlatformerWords(readIntent(idol), readPhrases(readIntent(idol).read)).setting.goal, 'golden idol');
    // Someone met at the end is no goal to reach; a plain prompt keeps the setting's flag and backdrop.
    const plain = readPlatformerWords(
      readIntent('a platformer where a fox finds a princess at the end'),
      readPhrases(readIntent('a platformer where a fox finds a princess at the end').read),
    );
    const usual = readPlatformerWords(
      readIntent('a platformer where a fox finds a princess'),
      readPhrases(readIntent('a platformer where a fox finds a princess').read),
    );
    assert.deepEqual([plain.setting.goal, plain.setting.backdrop], ['flag', usual.setting.backdrop]);
  });
});

describe('platformer generator: the make-dev suite', () => {
  test('six prompts, three theme-only and three described, each classified as a platformer', () => {
    const prompts = suitePrompts('platformer');
    assert.equal(prompts.length, 6);
    assert.deepEqual(prompts.map((p) => p.kind).sort(), [
      'described',
      'described',
      'described',
      'theme',
      'theme',
      'theme',
    ]);
    for (const p of prompts) assert.equal(p.archetype ?? classifyPrompt(p.prompt).archetype, 'platformer', p.id);
  });
});

describe('platformer generator: the hero model and the planner', () => {
  test('a 300 ms jump rises about v²/2g cut short, and a held jump reaches v²/2g', () => {
    const grid = new LevelGrid(flatLevel(40, () => {}));
    const apex = (frames: number) => {
      const s = standingState(5 * CELL, 16 * CELL, DEFAULT_PHYSICS);
      let top = s.feet;
      for (let i = 0; i < 90; i++) {
        stepFrame(s, { right: false, jump: i < frames }, grid, DEFAULT_PHYSICS);
        top = Math.min(top, s.feet);
      }
      return 16 * CELL - top;
    };
    const full = DEFAULT_PHYSICS.jumpVelocity ** 2 / (2 * DEFAULT_PHYSICS.gravity);
    assert.ok(Math.abs(apex(60) - full) < 8, `held jump rises ${apex(60)} px, the formula says ${full}`);
    assert.ok(apex(18) < full - 5 && apex(18) > 100, `a 300 ms jump rises ${apex(18)} px`);
  });

  test('the planner jumps a pit, a spike run and a step, and says which obstacle it cannot clear', () => {
    const rows = flatLevel(60, (r) => {
      for (let y = 16; y < 19; y++) for (const x of [14, 15, 16]) r[y]![x] = '.';
      r[15]![27] = '^';
      r[15]![28] = '^';
      for (let x = 40; x < 60; x++) for (const y of [13, 14, 15]) r[y]![x] = '#';
      r[15]![57] = '.';
      r[12]![57] = 'F';
    });
    const planned = planLevel(rows, DEFAULT_PHYSICS);
    assert.ok(planned.ok, planned.ok ? '' : planned.problem);
    assert.deepEqual(
      planned.plan.jumps.map((j) => j.obstacle.kind),
      ['pit', 'spikes', 'step'],
    );
    assert.ok(planned.plan.jumps.every((j) => j.kind === 'jump' && j.windowPx >= 16));
    assert.ok(planned.plan.jumps.every((j, i) => i === 0 || j.triggerX > planned.plan.jumps[i - 1]!.triggerX));
    const wide = flatLevel(60, (r) => {
      for (let y = 16; y < 19; y++) for (let x = 14; x < 22; x++) r[y]![x] = '.';
    });
    const single = planLevel(wide, { ...DEFAULT_PHYSICS, doubleJump: false });
    assert.deepEqual(
      single.ok ? 'planned' : single.problem,
      'no take-off point clears the pit at columns 15–22 under every timing of the golden path',
    );
    const double = planLevel(wide, DEFAULT_PHYSICS);
    assert.ok(double.ok && double.plan.jumps[0]!.kind === 'double', 'the double jump crosses an 8-cell pit');
  });
});

describe('platformer generator: design and validate', () => {
  test('design is deterministic per seed and differs across seeds', () => {
    const a = designFor(FOX, 1);
    const b = designFor(FOX, 1);
    assert.deepEqual(a, b);
    const c = designFor(FOX, 2);
    assert.notDeepEqual(
      a.sections.levels.map((l) => l.ascii),
      c.sections.levels.map((l) => l.ascii),
    );
    const other = designFor('a platformer where a fox collects stars', 1);
    assert.notDeepEqual(
      a.sections.levels.map((l) => l.ascii),
      other.sections.levels.map((l) => l.ascii),
      'two prompts made with one seed do not share their levels',
    );
    assert.match(a.title, /Fox|Gem/);
    assert.ok(a.sections.assets.assets.find((x) => x.key === 'hero')!.description.includes('fox'));
    assert.ok(a.sections.assets.assets.find((x) => x.key === 'pickup')!.description.includes('gem'));
  });

  test("levels generated for 20 seeds all pass the family's rules and the design rules' sizes", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const gdd = designFor(
        seed % 2
          ? FOX
          : 'a hard platformer with 3 levels where a knight double jumps over pits and defeats a dragon boss',
        seed,
      );
      assert.deepEqual(platformerGenerator.validate(gdd), [], `seed ${seed}`);
      for (const level of gdd.sections.levels) {
        const map = parseLevel(level.ascii);
        assert.ok(map.ok);
        assert.equal(level.ascii.length, 19, `${level.key} fills the 600-pixel view`);
        assert.ok(
          level.ascii[0]!.length >= 60 && level.ascii[0]!.length <= 100,
          `${level.key} is ${level.ascii[0]!.length} columns`,
        );
        assert.ok(
          map.map.coins.length >= 10 && map.map.coins.length <= 25,
          `${level.key} has ${map.map.coins.length} coins`,
        );
        assert.ok(map.map.enemies.length >= 1, `${level.key} has enemies`);
        assert.ok(map.map.goal.x > level.ascii[0]!.length - 6, 'the flag is at the far right');
      }
    }
  });

  test('a double jump, a boss, levels, lives, a timer and difficulty follow the prompt', () => {
    const gdd = designFor(
      'a hard platformer with 3 levels where a knight double jumps over pits, has 5 lives, a 90 second timer, ' +
        'and defeats a dragon boss',
      3,
    );
    assert.equal(gdd.sections.levels.length, 3);
    assert.equal(gdd.sections.config['player.doubleJump'], true);
    assert.equal(gdd.sections.config['game.lives'], 5);
    assert.equal(gdd.sections.config['level.timeLimitSeconds'], 90);
    assert.equal(gdd.sections.config['boss.hp'], 8);
    const single = jumpPhysicsOf(physicsOf(gdd.sections.config), false);
    for (const level of gdd.sections.levels)
      assert.equal(
        checkReachable(level.ascii, single, CELL, BODY.width).reachable,
        false,
        `${level.key} needs the double jump`,
      );
    const last = gdd.sections.levels[2]!;
    assert.ok(
      last.ascii.some((r) => r.includes('B')),
      'the last level has the boss',
    );
    assert.ok(gdd.sections.levels.slice(0, 2).every((l) => !l.ascii.some((r) => r.includes('B'))));
    const planned = gdd.sections.levels.map((l) => planLevel(l.ascii, physicsOf(gdd.sections.config)));
    assert.ok(
      planned.every((p) => p.ok && p.plan.runMs < 90_000 * 0.6),
      'every level runs in well under the time limit',
    );
    const reqs = platformerGenerator.requirements(gdd);
    for (const id of [
      'double-jump-config',
      'double-jump-needed',
      'double-jump-played',
      'boss-at-end',
      'boss-defeated',
      'lives',
      'time-limit',
      'difficulty',
    ])
      assert.ok(
        reqs.some((r) => r.id === id),
        id,
      );
    assert.ok(
      reqs.filter((r) => r.check.kind === 'design').every((r) => r.check.kind === 'design' && r.check.ok),
      'every design fact holds',
    );
  });

  test(
    'validate rejects an unreachable flag, a coin out of reach, a broken map, and a gap the configured jump ' +
      'cannot cross',
    () => {
      const gdd = designFor(FOX, 4);
      assert.deepEqual(platformerGenerator.validate(gdd), []);
      const rows = gdd.sections.levels[0]!.ascii;
      const wall = rows.map((r, y) => (y >= 5 ? `${r.slice(0, 6)}#${r.slice(7)}` : r));
      assert.match(platformerGenerator.validate(withRows(gdd, 0, wall)).join('\n'), /flag .* cannot be reached/);
      const skyCoin = rows.map((r, y) => (y === 3 ? `${r.slice(0, 4)}o${r.slice(5)}` : r));
      assert.match(
        platformerGenerator.validate(withRows(gdd, 0, skyCoin)).join('\n'),
        /row 4, column 5: the coin cannot be reached/,
      );
      const ragged = [...rows.slice(0, -1), rows[rows.length - 1]!.slice(1)];
      assert.match(platformerGenerator.validate(withRows(gdd, 0, ragged)).join('\n'), /row 19 has/);
      // With the double jump turned off, a double-jump gap leaves the flag out of reach.
      const dj = designFor('a platformer where a fox double jumps over pits', 4);
      assert.deepEqual(platformerGenerator.validate(dj), []);
      const single = structuredClone(dj);
      single.sections.config['player.doubleJump'] = false;
      assert.match(platformerGenerator.validate(single).join('\n'), /flag .* cannot be reached/);
    },
  );

  test("requirements come from the prompt's phrases and are tied to events or design facts", () => {
    const gdd = designFor(FOX, 1);
    const reqs = platformerGenerator.requirements(gdd);
    const collect = reqs.find((r) => r.id === 'collect')!;
    assert.equal(collect.source, 'collects gems');
    assert.ok(
      collect.check.kind === 'event' && collect.check.event === 'coin_collected' && collect.check.minCount >= 1,
    );
    assert.ok(reqs.some((r) => r.id === 'reach-every-flag' && r.check.kind === 'event' && r.check.minCount === 2));
  });

  test('what the family cannot honour is listed with a reason', () => {
    const gdd = designFor('a platformer where a ninja dashes, collects stars and coins, with undo', 1);
    const ignored = gdd.ignored.map((x) => x.what).join('; ');
    assert.match(ignored, /coins/);
    assert.match(ignored, /undo/);
  });
});

describe('platformer generator: write', () => {
  test(
    'fills a template copy: levels, definition, Level hooks, ' + 'config leaves, assets and a golden path per level',
    () => {
      const gdd = designFor(
        'a platformer where a robot double jumps, collects bolts and defeats a giant boss within 2 minutes',
        5,
      );
      writtenCopy(platformerGenerator, gdd, (dir) => {
        const levels = readFileSync(join(dir, 'src', 'game', 'levels.ts'), 'utf8');
        for (const level of gdd.sections.levels)
          assert.ok(levels.includes(JSON.stringify(level.ascii[15])), `${level.key} rows are written`);
        const definition = readFileSync(join(dir, 'src', 'game', 'definition.ts'), 'utf8');
        assert.match(
          definition,
          new RegExp(`levelOrder: \\[${gdd.sections.architecture.levelOrder.map((k) => `"${k}"`).join(', ')}\\]`),
        );
        const level = readFileSync(join(dir, 'src', 'game', 'Level.ts'), 'utf8');
        // The double jump's event and the time limit are the family's MadePlatformsLevelScene's, for every made game.
        assert.match(level, /extends MadePlatformsLevelScene/);
        const made = readFileSync(join(dir, 'src', 'family', 'modes', 'platforms', 'MadeLevelScene.ts'), 'utf8');
        assert.match(made, /emit\('double_jump'/);
        assert.match(made, /optionalLeaf\('level', 'timeLimitSeconds'\)/);
        assert.match(level, /boss: "boss"/);
        const config = JSON.parse(readFileSync(join(dir, 'src', 'gameConfig.json'), 'utf8'));
        assert.equal(config.game.title.value, gdd.title);
        assert.deepEqual(Object.keys(config.level.timeLimitSeconds).sort(), [
          'description',
          'max',
          'min',
          'type',
          'value',
        ]);
        assert.equal(config.level.timeLimitSeconds.value, 120);
        const assets = JSON.parse(readFileSync(join(dir, 'assets.json'), 'utf8'));
        assert.equal(assets.pack, undefined);
        const keys = /assetKeys\(\)[\s\S]*?return \{([\s\S]*?)\n {4}\};/
          .exec(level)![1]!
          .match(/"[^"]+"/g)!
          .map((k) => JSON.parse(k) as string);
        assert.ok(
          keys.length >= 15 && keys.every((k) => assets.assets.some((a: { key: string }) => a.key === k)),
          `assetKeys() names only registry keys: ${keys.join(', ')}`,
        );
        const golden = JSON.parse(readFileSync(join(dir, 'golden-path.json'), 'utf8'));
        const steps = golden.steps as Record<string, unknown>[];
        const jumps = steps.filter((s) => JSON.stringify(s.hold) === '["right","jump"]').length;
        const planned = gdd.sections.levels.map((l) => planLevel(l.ascii, physicsOf(gdd.sections.config)));
        const expected = planned.reduce(
          (n, p) => n + (p.ok ? p.plan.jumps.reduce((m, j) => m + (j.kind === 'double' ? 2 : 1), 0) : 0),
          0,
        );
        assert.equal(jumps, expected, 'one held jump per planned jump, two per double jump');
        assert.ok(steps.some((s) => JSON.stringify(s.until) === '{"path":"flags.bossDefeated","equals":true}'));
        assert.deepEqual(steps[steps.length - 1]!.until, { path: 'won', equals: true });
      });
    },
  );
});

describe('platformer generator: the dash', () => {
  test(
    'a prompt that asks to dash gets the action, its config leaves, its hook code, a press in the golden path ' +
      'and two requirements',
    () => {
      const gdd = designFor('a platformer where a ninja dashes past spikes', 2);
      assert.deepEqual(platformerGenerator.validate(gdd), []);
      assert.equal(gdd.sections.config['dash.speed'], 520);
      assert.ok(!gdd.ignored.some((x) => /dash/.test(x.what)));
      writtenCopy(platformerGenerator, gdd, (dir) => {
        assert.match(
          readFileSync(join(dir, 'src', 'game', 'definition.ts'), 'utf8'),
          /name: "dash", keys: \["KeyC","ShiftLeft"\]/,
        );
        const level = readFileSync(join(dir, 'src', 'game', 'Level.ts'), 'utf8');
        // The dash is the family's MadePlatformsLevelScene's, on when gameConfig.json has dash.speed (below).
        assert.match(level, /extends MadePlatformsLevelScene/);
        const made = readFileSync(join(dir, 'src', 'family', 'modes', 'platforms', 'MadeLevelScene.ts'), 'utf8');
        assert.match(made, /this\.controls\.justPressed\('dash'\)/);
        assert.match(made, /emit\('player_dashed'/);
        const config = JSON.parse(readFileSync(join(dir, 'src', 'gameConfig.json'), 'utf8'));
        assert.equal(config.dash.durationMs.type, 'integer');
        const steps = JSON.parse(readFileSync(join(dir, 'golden-path.json'), 'utf8')).steps as Record<
          string,
          unknown
        >[];
        assert.equal(
          steps.filter((s) => s.press === 'dash').length,
          gdd.sections.levels.length,
          'one dash as each level starts',
        );
      });
      const reqs = platformerGenerator.requirements(gdd).filter((r) => r.id.startsWith('dash'));
      assert.deepEqual(
        reqs.map((r) => [r.id, r.source]),
        [
          ['dash-config', 'dashes'],
          ['dash-played', 'dashes'],
        ],
      );
    },
  );
});
