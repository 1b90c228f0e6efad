// The grid_logic generator: prompts read into the family's words; designs that are deterministic per seed and differ
// across seeds; levels for many seeds that all pass the family's rules (structure, the solver, proven merge cycles);
// validate() rejecting broken levels; write() filling a template copy with a golden path that solves the generated
// levels by the rules. Its real make, checked and won in the browser, is test/make.e2e.test.ts (through the CLI).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { classifyPrompt } from '../classify.ts';
import type { Gdd } from '../gdd.ts';
import { readIntent } from '../intent.ts';
import { designGdd, suitePrompts, withLevel, writtenCopy } from './shared/testing.ts';
import { readGridWords } from './grid_logic/words.ts';
import type { Direction } from '../../../templates/grid_logic/src/family/grid.ts';
import { isSolved, parsePushLevel, tryMove } from '../../../templates/grid_logic/src/family/modes/push/pushRules.ts';
import { familyGenerator } from '../dispatch.ts';

const gridLogicGenerator = familyGenerator('grid_logic');

const designFor = (prompt: string, seed: number): Gdd => designGdd(gridLogicGenerator, prompt, seed);

describe('grid_logic generator: reading the prompt', () => {
  test('merge tiles are what is combined, never the kind of game ("a merge puzzle where…")', () => {
    const words = readGridWords(readIntent('a merge puzzle where a wizard combines potions on a 5x5 grid'));
    assert.deepEqual([words.modes, words.tile], ['merge', 'potion']);
    assert.equal(readGridWords(readIntent('a puzzle where you merge gems on a 4x4 board')).tile, 'gem');
  });

  test("the pushed thing, where it goes, the hero and the board modes come from the prompt's words", () => {
    const ghost = readGridWords(
      readIntent('Sokoban in a haunted library where a ghost shoves pumpkins onto candle marks'),
    );
    assert.deepEqual([ghost.modes, ghost.hero, ghost.box, ghost.target], ['push', 'ghost', 'pumpkin', 'candle mark']);
    const penguin = readGridWords(readIntent('a penguin pushing ice blocks'));
    assert.deepEqual(
      [penguin.hero, penguin.box, penguin.boxFromPrompt, penguin.targetFromPrompt],
      ['penguin', 'ice block', true, false],
    );
    assert.equal(readGridWords(readIntent('merge tiles')).modes, 'merge');
    assert.equal(readGridWords(readIntent('push crates onto pads, then merge them like 2048')).modes, 'push+merge');
    const fox = readGridWords(readIntent('you play as a fox who pushes logs into the river, 5 levels'));
    assert.deepEqual([fox.hero, fox.box, fox.target], ['fox', 'log', 'river'], 'a comma ends the target phrase');
    const robot = readGridWords(readIntent('A robot in a space station pushes cargo crates onto glowing dock pads.'));
    assert.deepEqual(
      [robot.hero, robot.box, robot.target],
      ['robot', 'cargo crate', 'dock pad'],
      'the opening character, not the place, pushes',
    );
    assert.equal(readGridWords(readIntent('merge glowing crystals in a deep cave')).tile, 'glowing crystal');
    assert.equal(readGridWords(readIntent('a bonus board where you merge acorns like 2048')).tile, 'acorn');
    assert.equal(readGridWords(readIntent('merge tiles')).tile, 'tile');
    const plain = readGridWords(readIntent('a puzzle on a grid'));
    assert.equal(plain.heroFromPrompt, false, '"puzzle" is not a character');
    assert.equal(plain.box, 'crate');
  });
});

describe('grid_logic generator: suite prompts', () => {
  test('every make-dev prompt of the family classifies to grid_logic or names the archetype', () => {
    const prompts = suitePrompts('grid_logic');
    assert.equal(prompts.length, 6);
    assert.deepEqual(prompts.map((p) => p.kind).sort(), [
      'described',
      'described',
      'described',
      'theme',
      'theme',
      'theme',
    ]);
    for (const p of prompts)
      assert.ok(
        p.archetype === 'grid_logic' || classifyPrompt(p.prompt).archetype === 'grid_logic',
        `${p.id}: ${classifyPrompt(p.prompt).reasoning}`,
      );
  });
});

describe('grid_logic generator: design and validate', () => {
  test('design is deterministic per seed and differs across seeds', () => {
    const prompt = 'a frog pushing mossy stones onto lily pads in a rainy pond';
    const a = designFor(prompt, 7);
    assert.deepEqual(designFor(prompt, 7), a);
    const b = designFor(prompt, 8);
    assert.notDeepEqual(
      b.sections.levels.map((l) => l.ascii),
      a.sections.levels.map((l) => l.ascii),
    );
    assert.equal(a.title.length > 0, true);
    assert.match(a.sections.assets.assets.find((x) => x.key === 'crate')!.description, /mossy stone/);
    assert.match(a.sections.assets.assets.find((x) => x.key === 'keeper')!.description, /frog/);
  });

  test("levels generated for 20 seeds all pass the family's rules, and the curve never falls", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const gdd = designFor('sokoban: push crates onto the marked spots', seed);
      assert.deepEqual(gridLogicGenerator.validate(gdd), [], `seed ${seed}`);
      const pushes = gdd.sections.levels.map((l) => [Number(l.data.boxes), Number(l.data.pushes)] as const);
      for (let i = 1; i < pushes.length; i++) {
        const [boxes, count] = pushes[i]!;
        const [prevBoxes, prevCount] = pushes[i - 1]!;
        assert.ok(
          boxes > prevBoxes || (boxes === prevBoxes && count >= prevCount),
          `seed ${seed}: level ${i + 1} (${boxes} boxes, ${count} pushes) is not easier than level ${i} ` +
            `(${prevBoxes}, ${prevCount})`,
        );
      }
    }
  });

  test('difficulty, level count and a merge board follow the prompt', () => {
    const hard = designFor('a hard sokoban with 5 levels, then merge crates like 2048', 3);
    assert.deepEqual(
      hard.sections.levels.map((l) => l.data.kind),
      ['push', 'push', 'push', 'push', 'merge'],
    );
    assert.deepEqual(gridLogicGenerator.validate(hard), []);
    const lastPush = hard.sections.levels[3]!.data;
    assert.ok(Number(lastPush.boxes) >= 3, 'a hard game ends with at least three boxes');
    const easy = designFor('an easy relaxing box pushing puzzle', 3);
    assert.ok(Number(easy.sections.levels[0]!.data.boxes) <= 2 && Number(easy.sections.levels[0]!.data.par) <= 20);
    const merge = designFor('merge numbered tiles, 2 levels', 5);
    assert.deepEqual(
      merge.sections.levels.map((l) => l.data.kind),
      ['merge', 'merge'],
    );
    assert.deepEqual(gridLogicGenerator.validate(merge), []);
  });

  test(
    'validate rejects an unsolvable push level, a par below the solver, a broken map, and a ' +
      'merge goal out of reach',
    () => {
      const gdd = designFor('sokoban', 2);
      const stuck = withLevel(gdd, 0, { ascii: ['#######', '#@$$..#', '#######'] });
      assert.match(gridLogicGenerator.validate(stuck).join('\n'), /unsolvable: the solver explored all \d+ positions/);
      const lowPar = withLevel(gdd, 1, { data: { ...gdd.sections.levels[1]!.data, par: 1 } });
      assert.match(gridLogicGenerator.validate(lowPar).join('\n'), /par 1 is below the solver's \d+ moves/);
      const open = withLevel(gdd, 0, { ascii: ['#####', '#@$ .', '#####'] });
      assert.match(gridLogicGenerator.validate(open).join('\n'), /not closed by walls/);
      const merge = designFor('merge tiles, 1 level', 2);
      const tooFar = withLevel(merge, 0, {
        ascii: ['...', '...', '...'],
        data: { ...merge.sections.levels[0]!.data, goal: 2048 },
      });
      const problems = gridLogicGenerator.validate(tooFar).join('\n');
      assert.match(problems, /design rule M5/);
      assert.match(problems, /does not reach 2048 for seed 1/);
      const missing = structuredClone(gdd);
      missing.sections.architecture.levelOrder.push('nowhere');
      assert.match(gridLogicGenerator.validate(missing).join('\n'), /names "nowhere", which no level has/);
    },
  );

  test("requirements come from the prompt's phrases and are tied to events or design facts", () => {
    const gdd = designFor(
      'push crates onto pressure plates, with undo and restart, 3 lives and a 90 second timer, hard, then merge them',
      4,
    );
    const byId = new Map(gridLogicGenerator.requirements(gdd).map((r) => [r.id, r]));
    assert.deepEqual(byId.get('push-boxes-home')?.check.kind, 'event');
    assert.equal(byId.get('push-boxes-home')?.source, 'push crates');
    assert.deepEqual(byId.get('undo')?.check, { kind: 'event', event: 'move_undone', minCount: 1 });
    assert.deepEqual(byId.get('restart')?.check, { kind: 'event', event: 'level_restarted', minCount: 1 });
    assert.deepEqual(byId.get('merge-tiles')?.check, { kind: 'event', event: 'tiles_merged', minCount: 1 });
    for (const id of ['timer', 'lives', 'difficulty']) {
      const check = byId.get(id)?.check;
      assert.ok(check?.kind === 'design' && check.ok, `${id}: ${JSON.stringify(check)}`);
    }
    // The target art names pressure plates, but the procedural art has no plate: naming is not showing.
    const target = byId.get('target-theme')?.check;
    assert.ok(target?.kind === 'design' && !target.ok, JSON.stringify(target));
    assert.match(target.evidence, /cannot draw "plate"/);
    assert.equal(gdd.sections.config['puzzle.timeLimitSeconds'], 90);
  });

  test('what the family cannot honour is listed with a reason', () => {
    const gdd = designFor(
      'a knight pushing barrels who fights goblins and collects coins, with a boss and double jump',
      1,
    );
    const what = gdd.ignored.map((i) => i.what).join(' | ');
    assert.match(what, /enemies \(goblin\)/);
    assert.match(what, /collecting coin/);
    assert.match(what, /a boss/);
    assert.match(what, /double jump/);
  });
});

describe('grid_logic generator: write', () => {
  test(
    'fills a template copy: levels, definition, config, assets, and a golden path whose presses ' +
      'solve each push level',
    () => {
      const gdd = designFor(
        'a robot pushing cargo pods onto dock pads, 3 levels, with undo, a 120 second timer, then merge crystals',
        6,
      );
      writtenCopy(gridLogicGenerator, gdd, (dir) => {
        const levels = readFileSync(join(dir, 'src/game/levels.ts'), 'utf8');
        for (const level of gdd.sections.levels) assert.ok(levels.includes(JSON.stringify(level.key)), level.key);
        assert.match(
          readFileSync(join(dir, 'src/game/definition.ts'), 'utf8'),
          new RegExp(`levelOrder: \\[${gdd.sections.architecture.levelOrder.map((k) => `"${k}"`).join(', ')}\\]`),
        );
        // The time limit is the family's MadeGridLevelScene's, on when gameConfig.json has the leaf (below).
        assert.match(readFileSync(join(dir, 'src/game/Level.ts'), 'utf8'), /extends MadeGridLevelScene/);
        assert.match(
          readFileSync(join(dir, 'src/family/MadeLevelScene.ts'), 'utf8'),
          /'timeLimitSeconds'|timeLimitSeconds\?/,
        );
        const config = JSON.parse(readFileSync(join(dir, 'src/gameConfig.json'), 'utf8'));
        assert.equal(config.game.title.value, gdd.title);
        assert.deepEqual(Object.keys(config.puzzle.timeLimitSeconds).sort(), [
          'description',
          'max',
          'min',
          'type',
          'value',
        ]);
        const assets = JSON.parse(readFileSync(join(dir, 'assets.json'), 'utf8'));
        assert.equal(assets.pack, undefined);
        assert.deepEqual(
          assets.assets.map((a: { key: string }) => a.key),
          gdd.sections.assets.assets.map((a) => a.key),
        );

        const path = JSON.parse(readFileSync(join(dir, 'golden-path.json'), 'utf8')) as {
          seed: number;
          steps: Record<string, unknown>[];
        };
        // Replay the presses of each push level through the rules; undo puts the level back to its start.
        let level = 0;
        const presses = new Map<number, Direction[]>();
        for (const step of path.steps) {
          const until = step.until as { path: string; equals?: unknown } | undefined;
          if (until?.path === 'scene' && until.equals === 'Level') level = 1;
          if (until?.path === 'level') level = Number(until.equals);
          if (step.press === 'undo') presses.set(level, presses.get(level)!.slice(0, -1));
          else if (typeof step.press === 'string' && ['up', 'down', 'left', 'right'].includes(step.press))
            presses.set(level, [...(presses.get(level) ?? []), step.press as Direction]);
        }
        gdd.sections.levels.forEach((l, i) => {
          if (l.data.kind !== 'push') {
            assert.ok(
              path.steps.some((s) => (s.until as { path?: string } | undefined)?.path === 'entities.maxTile'),
              'the merge board is played until its goal tile',
            );
            return;
          }
          const parsed = parsePushLevel(l.ascii);
          assert.ok(parsed.ok);
          let state = parsed.level.start;
          for (const d of presses.get(i + 1) ?? []) {
            const move = tryMove(parsed.level, state, d);
            if (move.kind !== 'blocked') state = move.state;
          }
          assert.equal(isSolved(parsed.level, state), true, `the golden path solves ${l.key}`);
        });
        assert.ok(
          path.steps.some((s) => s.press === 'undo'),
          'the prompt asked for undo: the path shows one',
        );
      });
    },
  );
});
