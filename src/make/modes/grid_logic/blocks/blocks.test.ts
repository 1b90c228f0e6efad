// The falling-blocks mode's generator side: the prompt's words (the mode and the lines target), the planner over a
// seeded bag (deterministic, clearing the target in a simulation of the template's rules), and a golden path whose
// presses, replayed on the rules, clear the target.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createRandom } from '../../../../assets/index.ts';
import { readIntent } from '../../../intent.ts';
import { designGdd } from '../../shared/testing.ts';
import {
  blocksWon,
  dropPiece,
  movePiece,
  parseBlocksLevel,
  turnPiece,
  type BlocksState,
} from '../../../../../templates/grid_logic/src/family/modes/blocks/blocksRules.ts';
import { emptyWell, generateBlocksLevel, placesToWin } from './blocks.ts';
import { blocksKind } from './kind.ts';
import { readGridWords } from '../words.ts';
import { gridGoldenPath } from '../write.ts';
import { blocksParts } from './index.ts';
import { familyGenerator } from '../../../dispatch.ts';

const gridLogicGenerator = familyGenerator('grid_logic');

const PUZ_10 = 'a falling blocks game like tetris with 10 lines to clear in a neon arcade';

describe('falling blocks: prompt and planner', () => {
  test('the mode and the lines target come from the words', () => {
    const words = readGridWords(readIntent(PUZ_10));
    assert.deepEqual([words.modes, words.linesTarget, words.setting], ['blocks', 10, ['neon', 'arcade']]);
    assert.equal(readGridWords(readIntent('a tetris game')).linesTarget, null);
  });

  test('the same seed gives the same well and placements, and they clear the target on the rules', () => {
    const a = generateBlocksLevel(10, 20, 6, createRandom(4, 'blocks'));
    assert.deepEqual(a, generateBlocksLevel(10, 20, 6, createRandom(4, 'blocks')));
    const parsed = parseBlocksLevel({ rows: a.rows, target: 6, seed: a.seed });
    assert.ok(parsed.ok);
    assert.equal(placesToWin(parsed.level, a.line), true);
    assert.equal(placesToWin(parsed.level, { ...a.line, placements: a.line.placements.slice(0, 3) }), false);
    assert.deepEqual(a.rows, emptyWell(10, 20));
  });

  test("fid-puz-10's well clears 10 lines, and the golden path's presses clear them on the rules", () => {
    const gdd = designGdd(gridLogicGenerator, PUZ_10, 1);
    const level = gdd.sections.levels[0]!;
    const data = blocksKind.data(level.data);
    assert.ok(typeof data !== 'string' && data.kind === 'blocks');
    assert.deepEqual([data.cols, data.rows, data.target], [10, 20, 10]);
    const reqs = new Map(gridLogicGenerator.requirements(gdd).map((r) => [r.id, r.check]));
    assert.deepEqual(reqs.get('lines-cleared'), { kind: 'state', path: 'flags.lines', gte: 10 });
    assert.deepEqual(gridLogicGenerator.validate(gdd), []);
    const parsed = parseBlocksLevel({ rows: level.ascii, target: data.target, seed: data.seed });
    assert.ok(parsed.ok);
    let state: BlocksState = parsed.level.start;
    const path = gridGoldenPath(gdd, blocksParts, { undo: false, restart: false }).path;
    for (const step of path.steps.slice(3)) {
      const press = (step as { press?: string }).press;
      if (press === 'up') state = turnPiece(parsed.level, state) ?? state;
      if (press === 'left' || press === 'right')
        state = movePiece(parsed.level, state, press === 'left' ? -1 : 1) ?? state;
      if (press === 'select') state = dropPiece(parsed.level, state)?.state ?? state;
    }
    assert.equal(blocksWon(parsed.level, state), true, `cleared ${state.lines} of 10 lines`);
  });
});
