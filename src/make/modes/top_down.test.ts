// The top_down generator: prompts read into the family's cast and sub-modes; designs deterministic per seed and
// different across seeds; levels for 20 seeds that all keep the template's validateLevel, have no sealed region and a
// clear golden-path route; validate() rejecting sealed, blocked, miscounted and rule-breaking levels; the route's
// geometry (loops come back to their corner, bands keep clear of cover); write() filling a template copy; the
// requirements. Its real make, checked and won in the browser, is in test/family-makes.e2e.test.ts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { validateLevel } from '../../../templates/top_down/src/family/levelMap.ts';
import { readGoldenPath } from '../../play/index.ts';
import { readAssetRegistry } from '../../assets/index.ts';
import type { Gdd } from '../gdd.ts';
import { readIntent } from '../intent.ts';
import { designGdd, writtenCopy } from './shared/testing.ts';
import { levelRulesOf } from './top_down/config.ts';
import { sealedProblems, specOf, type TopDownLevelData } from './top_down/shooter/levels.ts';
import { geometryOf, holdMs, loopHolds, routeSegments, sweptCells, type FightOp } from './top_down/shooter/plan.ts';
import type { Requirement } from '../requirements.ts';
import { readTopDownWords } from './top_down/words.ts';
import { familyGenerator } from '../dispatch.ts';
import { readPhrases } from '../phrases.ts';

const topDownGenerator = familyGenerator('top_down');

const ROBOT = 'a top-down arena shooter where a robot survives waves of drones';
const SHIP = 'a spaceship blasts asteroids and can move in any direction';
const WIZARD = 'a wizard explores a dungeon';
const KNIGHT =
  'a hard top-down game where a knight fights skeletons and goblins in a haunted crypt, collects gems and ' +
  'defeats a vampire boss, 3 levels';

const designFor = (prompt: string, seed: number): Gdd => designGdd(topDownGenerator, prompt, seed);

const dataOf = (gdd: Gdd, i: number) => gdd.sections.levels[i]!.data as unknown as TopDownLevelData;

function withRows(gdd: Gdd, index: number, edit: (rows: string[][]) => void): Gdd {
  const copy = structuredClone(gdd);
  const rows = copy.sections.levels[index]!.ascii.map((r) => [...r]);
  edit(rows);
  copy.sections.levels[index]!.ascii = rows.map((r) => r.join(''));
  return copy;
}

function find(rows: string[][], ch: string): { col: number; row: number } {
  const row = rows.findIndex((r) => r.includes(ch));
  return { col: rows[row]!.indexOf(ch), row };
}

describe('top_down generator: reading the prompt', () => {
  test('the hero, the enemies, the setting and the sub-modes come from the prompt', () => {
    const robot = readTopDownWords(readIntent(ROBOT), readPhrases(readIntent(ROBOT).read));
    assert.deepEqual(
      [robot.hero, robot.chaser, robot.setting.themeWord, robot.wantsArena, robot.wantsDungeon],
      ['robot', 'drone', 'city', true, false],
      'the intent reader\'s "survive" is a verb, not the hero; "waves of drones" names the enemies',
    );
    const ship = readTopDownWords(readIntent(SHIP), readPhrases(readIntent(SHIP).read));
    assert.deepEqual(
      [ship.hero, ship.chaser, ship.setting.themeWord, ship.freeMovePhrase],
      ['spaceship', 'asteroid', 'space', 'any direction'],
    );
    const wizard = readTopDownWords(readIntent(WIZARD), readPhrases(readIntent(WIZARD).read));
    assert.deepEqual(
      [wizard.hero, wizard.wantsDungeon, wizard.wantsArena, wizard.shot],
      ['wizard', true, false, 'magic bolt'],
    );
    const knight = readTopDownWords(readIntent(KNIGHT), readPhrases(readIntent(KNIGHT).read));
    assert.deepEqual(
      [
        knight.hero,
        knight.chaser,
        knight.shooter,
        knight.boss,
        knight.collectible,
        knight.difficulty,
        knight.setting.themeWord,
      ],
      ['knight', 'skeleton', 'goblin', 'vampire', 'gem', 'hard', 'haunted'],
    );
  });

  test("a prompt with no cast gets the setting's, and a lone creature word names the enemies, not the hero", () => {
    const pond = readTopDownWords(
      readIntent('a frog in a rainy pond'),
      readPhrases(readIntent('a frog in a rainy pond').read),
    );
    assert.deepEqual(
      [pond.hero, pond.heroFromPrompt, pond.namedEnemies, pond.setting.themeWord],
      ['frog', true, [], 'lake'],
    );
    const zombies = readTopDownWords(
      readIntent('top-down zombie survival, survive for 60 seconds'),
      readPhrases(readIntent('top-down zombie survival, survive for 60 seconds').read),
    );
    assert.deepEqual([zombies.heroFromPrompt, zombies.chaser, zombies.survival], [false, 'zombie', true]);
  });
});

describe('top_down generator: design and validation', () => {
  test('design is deterministic per seed and differs across seeds', () => {
    const a = designFor(ROBOT, 7);
    assert.deepEqual(designFor(ROBOT, 7), a);
    const b = designFor(ROBOT, 8);
    assert.notDeepEqual(
      b.sections.levels.map((l) => l.ascii),
      a.sections.levels.map((l) => l.ascii),
    );
  });

  test(
    'sub-modes follow the prompt: arenas for waves, dungeons for exploring, both alternate by ' +
      'default, the boss last',
    () => {
      assert.deepEqual(
        designFor(ROBOT, 1).sections.levels.map((l) => (l.data as { mode: string }).mode),
        ['arena', 'arena'],
      );
      assert.deepEqual(
        designFor(WIZARD, 1).sections.levels.map((l) => (l.data as { mode: string }).mode),
        ['tilemap', 'tilemap'],
      );
      assert.deepEqual(
        designFor('a top-down game about a cat, 3 levels', 1).sections.levels.map(
          (l) => (l.data as { mode: string }).mode,
        ),
        ['arena', 'tilemap', 'arena'],
      );
      const knight = designFor(KNIGHT, 1);
      assert.deepEqual(
        knight.sections.levels.map((l) => (l.data as { boss: boolean }).boss),
        [false, false, true],
      );
      assert.ok(
        knight.sections.levels[2]!.ascii.some((r) => r.includes('B')),
        'the boss stands in the last room',
      );
    },
  );

  test('levels for 20 seeds keep validateLevel, have no sealed region and a clear golden-path route', () => {
    for (const prompt of [ROBOT, WIZARD, KNIGHT, 'an easy top-down game with a frog in a pond, 4 levels']) {
      for (let seed = 1; seed <= 20; seed++) {
        const gdd = designFor(prompt, seed);
        assert.deepEqual(topDownGenerator.validate(gdd), [], `${prompt} seed ${seed}`);
        gdd.sections.levels.forEach((level, i) => {
          assert.deepEqual(validateLevel(specOf(level.ascii, dataOf(gdd, i)), levelRulesOf(gdd.sections.config)), []);
          assert.deepEqual(sealedProblems(level.ascii), []);
        });
      }
    }
  });

  test(
    'validate() rejects a sealed region, a blocked route, miscounted kills, an unreachable exit ' +
      'and a spawn too close',
    () => {
      const dungeon = designFor(WIZARD, 2);
      const rows = dungeon.sections.levels[0]!.ascii.map((r) => [...r]);
      // A ring of crates round a floor cell: the cell inside is sealed off.
      let pocket: { col: number; row: number } | undefined;
      for (let r = 2; r < rows.length - 2 && !pocket; r++) {
        for (let c = 2; c < rows[0]!.length - 2 && !pocket; c++) {
          if ([-1, 0, 1].every((dr) => [-1, 0, 1].every((dc) => rows[r + dr]![c + dc] === '.')))
            pocket = { col: c, row: r };
        }
      }
      assert.ok(pocket, 'a 3x3 stretch of floor');
      const sealed = withRows(dungeon, 0, (g) => {
        for (const [dc, dr] of [
          [-1, -1],
          [0, -1],
          [1, -1],
          [-1, 0],
          [1, 0],
          [-1, 1],
          [0, 1],
          [1, 1],
        ] as const)
          g[pocket!.row + dr]![pocket!.col + dc] = '~';
      });
      assert.ok(
        topDownGenerator
          .validate(sealed)
          .some((p) => p.includes('sealed region') && p.includes(`row ${pocket!.row + 1}, column ${pocket!.col + 1}`)),
        topDownGenerator.validate(sealed).join('\n'),
      );

      const blocked = withRows(dungeon, 0, (g) => {
        const p = find(g, 'P');
        g[p.row - 1]![p.col] = '~';
      });
      assert.ok(
        topDownGenerator.validate(blocked).some((p) => p.includes('route runs into')),
        topDownGenerator.validate(blocked).join('\n'),
      );

      const fewer = withRows(dungeon, 0, (g) => {
        const c = find(g, 'C');
        g[c.row]![c.col] = '.';
      });
      assert.ok(
        topDownGenerator.validate(fewer).some((p) => p.includes('the last fight waits for')),
        topDownGenerator.validate(fewer).join('\n'),
      );

      const walledExit = withRows(dungeon, 0, (g) => {
        const x = find(g, 'X');
        for (const [dc, dr] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const)
          if (g[x.row + dr]![x.col + dc] !== '#') g[x.row + dr]![x.col + dc] = '#';
      });
      assert.ok(
        topDownGenerator.validate(walledExit).some((p) => p.includes('exit "X"') && p.includes('cannot be walked to')),
        topDownGenerator.validate(walledExit).join('\n'),
      );

      const arena = designFor(ROBOT, 2);
      const close = withRows(arena, 0, (g) => {
        const p = find(g, 'P');
        g[p.row + 2]![p.col + 2] = 'S';
      });
      assert.ok(
        topDownGenerator.validate(close).some((p) => p.includes('cells from the start; keep at least 5')),
        topDownGenerator.validate(close).join('\n'),
      );
    },
  );
});

describe("top_down generator: the golden path's geometry", () => {
  test('a fight loop comes back to the corner it starts from, in whole three-frame holds', () => {
    const g = { cell: 32, speed: 190 };
    const op: FightOp = { op: 'fight', col: 10, row: 8, halfCols: 5, halfRows: 4, kills: 3, recentre: false };
    const { entry, cycle } = loopHolds(op, g);
    const sum = (list: typeof cycle, a: string, b: string) =>
      list.reduce((s, h) => s + (h.dir === a ? h.ms : h.dir === b ? -h.ms : 0), 0);
    assert.equal(sum(cycle, 'right', 'left'), 0);
    assert.equal(sum(cycle, 'down', 'up'), 0);
    assert.deepEqual(
      entry.map((h) => h.dir),
      ['up', 'right'],
    );
    for (const h of [...entry, ...cycle]) assert.equal(h.ms % 50, 0);
    assert.equal(holdMs(2, g), 350, '2 cells at 190 px/s is 337 ms, rounded to 350');
  });

  test('the route band of every generated level holds no wall, obstacle or turret', () => {
    for (const prompt of [ROBOT, KNIGHT]) {
      const gdd = designFor(prompt, 3);
      gdd.sections.levels.forEach((level, i) => {
        const rows = level.ascii;
        const start = {
          col: rows.find((r) => r.includes('P'))!.indexOf('P'),
          row: rows.findIndex((r) => r.includes('P')),
        };
        const g = geometryOf(gdd.sections.config);
        const band = sweptCells(
          routeSegments(dataOf(gdd, i).route, { x: start.col * 32 + 16, y: start.row * 32 + 16 }, g),
          rows[0]!.length,
          rows.length,
          g,
        );
        for (const cell of band)
          assert.ok(!'#~T'.includes(rows[Math.floor(cell / rows[0]!.length)]![cell % rows[0]!.length]!));
      });
    }
  });
});

describe('top_down generator: write and requirements', () => {
  test(
    'write() fills a template copy: levels, definition, Level with registry keys only, merged config, ' +
      'assets.json, a valid golden path',
    () => {
      const gdd = designFor(
        'a top-down game where a knight fights skeletons in a dungeon and survives for 90 seconds against a ' +
          'boss, 2 levels',
        4,
      );
      writtenCopy(topDownGenerator, gdd, (dir) => {
        const levels = readFileSync(join(dir, 'src', 'game', 'levels.ts'), 'utf8');
        for (const level of gdd.sections.levels)
          assert.ok(levels.includes(JSON.stringify(level.ascii[1])), `rows of ${level.key}`);
        assert.match(levels, /export const BOSS: .* = \{ level: "/);
        const definition = readFileSync(join(dir, 'src', 'game', 'definition.ts'), 'utf8');
        assert.match(definition, /levelOrder: \[/);
        for (const action of ['up', 'down', 'left', 'right', 'fire'])
          assert.ok(definition.includes(`name: "${action}"`));
        const { registry } = readAssetRegistry(dir);
        const keys = new Set(registry.assets.map((a) => a.key));
        const levelTs = readFileSync(join(dir, 'src', 'game', 'Level.ts'), 'utf8');
        const artBlock = levelTs.slice(levelTs.indexOf('art(): TopDownArt'));
        for (const [, key] of artBlock.matchAll(/"([a-z-]+)"/g))
          assert.ok(keys.has(key!), `art() names "${key}", which assets.json lacks`);
        // The time limit is the family's MadeShooterLevelScene's, on when gameConfig.json has the leaf (below).
        assert.match(levelTs, /extends MadeShooterLevelScene/);
        const config = JSON.parse(readFileSync(join(dir, 'src', 'gameConfig.json'), 'utf8'));
        assert.equal(config.game.title.value, gdd.title);
        assert.equal(config.goal.timeLimitSeconds.type, 'integer');
        assert.equal(typeof config.goal.timerWins.value, 'boolean');
        const path = readGoldenPath(join(dir, 'golden-path.json'));
        assert.ok(path.ok, path.ok ? '' : path.errors.join('; '));
        assert.equal(
          path.ok && path.path.steps.filter((s) => 'until' in s && s.until.path === 'flags.levelId').length,
          gdd.sections.levels.length - 1,
        );
      });
    },
  );

  test('requirements tie the prompt to events, state and design facts', () => {
    const checks = (prompt: string) =>
      new Map(
        topDownGenerator
          .requirements(designFor(prompt, 1))
          .map((r): [string, Requirement['check'] & Record<string, unknown>] => [r.id, r.check]),
      );
    const sources = (prompt: string) =>
      new Map(topDownGenerator.requirements(designFor(prompt, 1)).map((r) => [r.id, r.source]));
    const knight = checks(KNIGHT);
    assert.deepEqual(knight.get('boss-defeated'), { kind: 'event', event: 'boss_defeated', minCount: 1 });
    assert.equal(knight.get('collect')?.event, 'gem_collected');
    assert.equal(knight.get('enemy-theme')?.ok, true);
    assert.equal(knight.get('exits-reached')?.minCount, 3);
    assert.equal(sources(KNIGHT).get('difficulty'), 'hard');
    assert.equal(checks(ROBOT).get('waves-cleared')?.event, 'wave_cleared');
    assert.equal(sources(ROBOT).get('enemy-theme'), 'waves of drones');
    assert.equal(checks(SHIP).get('free-movement')?.ok, true);
  });
});
