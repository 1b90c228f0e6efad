// The grid_logic template: its pure rules (push-box moves, dead squares, the solver, merge slides), its
// levels (each one solvable, and the golden path solves each one), and its example game "Crate Keeper" in
// the browser: it builds offline, passes L1, wins on the golden path with the same trace twice, does not
// win idle, and its undo, restart, click-to-walk and events work.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HarnessBrowser, type GameSession } from '../../src/harness/index.ts';
import { runGoldenPath } from '../../src/play/index.ts';
import type { Direction } from '../../templates/grid_logic/src/family/grid.ts';
import {
  hasMoves,
  parseMergeLevel,
  slide,
  spawnTile,
  type MergeLevel,
  type MergeState,
} from '../../templates/grid_logic/src/family/mergeRules.ts';
import {
  isSolved,
  parsePushLevel,
  solvePush,
  stuckBoxes,
  tryMove,
  walkPath,
  type PushLevel,
  type PushState,
} from '../../templates/grid_logic/src/family/modes/push/pushRules.ts';
import { LEVELS } from '../../templates/grid_logic/src/game/levels.ts';
import {
  buildTemplate,
  loadGoldenPath,
  playGoldenPath,
  runIdle,
  templateIntegrity,
  withTemplateGame,
} from './helpers.ts';

const NAME = 'grid_logic';

function pushLevel(rows: readonly string[]): PushLevel {
  const parsed = parsePushLevel(rows);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.level;
}

function play(level: PushLevel, moves: readonly Direction[]): PushState {
  let state = level.start;
  for (const d of moves) {
    const move = tryMove(level, state, d);
    if (move.kind !== 'blocked') state = move.state;
  }
  return state;
}

function mergeLevel(rows: readonly string[], goal = 64): MergeLevel {
  const parsed = parseMergeLevel(rows, goal);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.level;
}

/** Tile values row by row ('.' for empty), for short assertions. */
function values(level: MergeLevel, state: MergeState): string[] {
  const rows: string[] = [];
  for (let r = 0; r < level.shape.rows; r++) {
    const row: string[] = [];
    for (let c = 0; c < level.shape.cols; c++)
      row.push(String(state.cells[level.shape.index({ col: c, row: r })]?.value ?? '.'));
    rows.push(row.join(' '));
  }
  return rows;
}

/** The golden path's direction presses, grouped by the level they are made on (1-based). */
function goldenMovesByLevel(): Map<number, Direction[]> {
  const byLevel = new Map<number, Direction[]>();
  let level = 0;
  for (const step of loadGoldenPath(NAME).steps) {
    if ('until' in step && step.until.path === 'scene' && step.until.equals === 'Level') level = 1;
    if ('until' in step && step.until.path === 'level' && typeof step.until.equals === 'number')
      level = step.until.equals;
    if ('press' in step && ['up', 'down', 'left', 'right'].includes(step.press))
      byLevel.set(level, [...(byLevel.get(level) ?? []), step.press as Direction]);
  }
  return byLevel;
}

describe('grid_logic rules: push-box puzzle', () => {
  const room = pushLevel(['#######', '#     #', '# @$ .#', '#  $  #', '#    .#', '#######']);

  test('a step walks, pushes one box, or is blocked by a wall or a box behind a box', () => {
    const walk = tryMove(room, room.start, 'left');
    assert.equal(walk.kind, 'walk');
    const push = tryMove(room, room.start, 'right');
    assert.equal(push.kind, 'push');
    assert.deepEqual(push.kind === 'push' && push.boxTo, { col: 4, row: 2 });
    assert.equal(tryMove(room, { player: { col: 1, row: 1 }, boxes: room.start.boxes }, 'up').kind, 'blocked');
    const stacked = {
      player: { col: 3, row: 1 },
      boxes: [
        { col: 3, row: 2 },
        { col: 3, row: 3 },
      ],
    };
    assert.deepEqual(tryMove(room, stacked, 'down'), { kind: 'blocked', direction: 'down', by: 'box' });
  });

  test('the level is solved when every box stands on a target; the solver finds a solution that replays', () => {
    assert.equal(isSolved(room, room.start), false);
    const solution = solvePush(room);
    assert.equal(solution.solved, true);
    assert.equal(isSolved(room, play(room, solution.moves)), true);
    assert.equal(solution.pushes, 5);
  });

  test('a box in a corner off target is stuck; a walk goes around boxes', () => {
    const cornered = {
      player: { col: 2, row: 2 },
      boxes: [
        { col: 1, row: 1 },
        { col: 5, row: 4 },
      ],
    };
    assert.deepEqual(stuckBoxes(room, cornered), [0]);
    assert.deepEqual(stuckBoxes(room, room.start), []);
    assert.deepEqual(walkPath(room, room.start, { col: 4, row: 2 }), ['up', 'right', 'right', 'down']);
    assert.equal(walkPath(room, room.start, { col: 3, row: 2 }), null, 'a box cell is not a walk goal');
  });

  test('structural errors name what is wrong and where', () => {
    const errors = (rows: string[]) => {
      const parsed = parsePushLevel(rows);
      return parsed.ok ? [] : parsed.errors;
    };
    assert.match(errors(['#####', '#@$x#', '#####']).join('\n'), /unknown character "x" at row 2, column 4/);
    assert.match(errors(['######', '#@$$.#', '######']).join('\n'), /2 boxes but 1 targets/);
    assert.match(errors(['#####', '#@$.#', '#   ', '#####']).join('\n'), /not closed by walls/);
    assert.match(
      errors(['#####', '#$ .#', '# @ #', '#####']).join('\n'),
      /box at row 2, column 2 starts on a dead square/,
    );
    assert.match(errors(['####', '#@*#', '####']).join('\n'), /solved before it starts/);
  });
});

describe('grid_logic rules: merge board', () => {
  test('a slide moves every tile to the far side and merges each equal pair once, nearest the wall first', () => {
    const level = mergeLevel(['1111', '1122', '2.2.', '....']);
    const left = slide(level, level.start, 'left');
    assert.equal(left.moved, true);
    assert.deepEqual(values(level, left.state), ['4 4 . .', '4 8 . .', '8 . . .', '. . . .']);
    assert.equal(left.merges.length, 5);
    assert.equal(left.state.points, 4 + 4 + 4 + 8 + 8);
    const right = slide(level, mergeLevel(['112.', '....', '....']).start, 'right');
    assert.deepEqual(
      right.merges.map((m) => m.value),
      [4],
    );
  });

  test('blocks split lines; a slide that changes nothing is not a move', () => {
    const level = mergeLevel(['1#1', '...', '...']);
    assert.equal(slide(level, level.start, 'left').moved, false);
    assert.deepEqual(values(level, slide(level, level.start, 'down').state), ['. . .', '. . .', '2 . 2']);
  });

  test(
    'new tiles come from the draws given, so the same draws give the same board; a full board ' +
      'with no pairs is stuck',
    () => {
      const level = mergeLevel(['....', '....', '....']);
      const draws = () => {
        const list = [0.5, 0.05, 0.9, 0.5];
        return () => list.shift() ?? 0;
      };
      const a = spawnTile(level, level.start, draws(), 0.1);
      const b = spawnTile(level, level.start, draws(), 0.1);
      assert.deepEqual(a, b);
      assert.deepEqual(a?.at, { col: 2, row: 1 });
      assert.equal(a?.tile.value, 4);
      const full = mergeLevel(['121', '212', '121'], 64);
      assert.equal(hasMoves(full, full.start), false);
      assert.equal(hasMoves(level, level.start), false, 'an empty board has nothing to slide');
    },
  );

  test('bad boards are refused with a reason', () => {
    const errors = (rows: string[], goal: number) => {
      const parsed = parseMergeLevel(rows, goal);
      return parsed.ok ? [] : parsed.errors;
    };
    assert.match(errors(['...', '..', '...'], 64).join('\n'), /same length/);
    assert.match(errors(['...', '...', '...'], 48).join('\n'), /power of two/);
    assert.match(errors(['6..', '...', '...'], 64).join('\n'), /already reaches the goal/);
  });
});

describe('grid_logic levels (Crate Keeper)', () => {
  test("every push level parses, the solver solves it, and its par is not below the solver's move count", () => {
    for (const [id, spec] of Object.entries(LEVELS)) {
      if (spec.kind !== 'push') continue;
      const solution = solvePush(pushLevel(spec.rows));
      assert.equal(solution.solved, true, `${id} is solvable`);
      assert.ok(
        spec.par !== undefined && spec.par >= solution.moves.length,
        `${id}: par ${spec.par} >= ${solution.moves.length}`,
      );
    }
  });

  test("the golden path's moves solve each push level by the rules; the merge level is a valid board", () => {
    const byLevel = goldenMovesByLevel();
    Object.values(LEVELS).forEach((spec, i) => {
      if (spec.kind === 'push') {
        const level = pushLevel(spec.rows);
        assert.equal(isSolved(level, play(level, byLevel.get(i + 1) ?? [])), true, `golden path solves ${spec.name}`);
      } else if (spec.kind === 'merge') {
        assert.equal(parseMergeLevel(spec.rows, spec.goal).ok, true, `${spec.name} is a valid merge board`);
      }
    });
    assert.ok(Object.values(LEVELS).filter((s) => s.kind === 'push').length >= 3, 'at least three push levels');
  });
});

type State = Record<string, unknown> & {
  player: { x: number; y: number } | null;
  entities: Record<string, unknown>;
  flags: Record<string, unknown>;
};

async function state(s: GameSession): Promise<State> {
  return (await s.state()) as State;
}

/** What a turn can change: positions, board, move counters. */
function board(st: State): unknown {
  const { moves, pushes, mergePoints, spawns } = st.flags;
  return { player: st.player, entities: st.entities, moves, pushes, mergePoints, spawns };
}

async function startGame(s: GameSession): Promise<void> {
  for (let waited = 0; (await state(s))?.scene !== 'Title'; waited += 100) {
    if (waited > 5000) throw new Error('no Title scene');
    await s.runFor(100);
  }
  await s.press('start');
  await s.runFor(300);
  assert.equal((await state(s)).scene, 'Level');
}

function eventTypes(s: GameSession): Set<string> {
  return new Set(
    s.trace
      .jsonl()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { k: string; type?: string })
      .filter((r) => r.k === 'event')
      .map((r) => r.type!),
  );
}

describe('templates/grid_logic in the browser', () => {
  let browser: HarnessBrowser;
  before(async () => {
    browser = await HarnessBrowser.launch();
  });
  after(async () => {
    await browser?.close();
  });

  test("passes L1 with no issue or warning and builds offline with the toolkit's own dependencies", async () => {
    const integrity = templateIntegrity(NAME);
    assert.deepEqual(integrity.issues, []);
    assert.deepEqual(integrity.warnings, []);
    assert.ok((await buildTemplate(NAME)).outDir);
  });

  test('the golden path solves every level and wins; the same seed gives the same trace twice', async () => {
    const first = await playGoldenPath(browser, NAME);
    assert.equal(first.result.failure, undefined);
    assert.equal(first.result.won, true);
    assert.equal((first.result.finalState!.flags as { levelCount: number }).levelCount, Object.keys(LEVELS).length);
    assert.deepEqual(first.errors, []);
    assert.deepEqual(first.badRequests, []);
    const second = await playGoldenPath(browser, NAME);
    assert.equal(second.traceHash, first.traceHash);
    assert.deepEqual(second.result.steps, first.result.steps);
  });

  test('an idle player does not win: the world waits for a move', async () => {
    const idle = await runIdle(browser, NAME, { gameMs: 30_000 });
    assert.equal(idle.everWon, false);
    assert.equal(idle.finalState?.scene, 'Level');
    assert.equal(idle.finalState?.level, 1);
    assert.equal((idle.finalState!.flags as { moves: number }).moves, 0);
    assert.deepEqual(idle.errors, []);
    assert.deepEqual(idle.badRequests, []);
  });

  test('moves push crates and fire events; blocked moves are not turns; undo and restart restore exactly', async () => {
    await withTemplateGame(browser, NAME, { seed: 1 }, async (s) => {
      await startGame(s);
      const start = await state(s);
      await s.press('up');
      await s.press('up');
      await s.runFor(200);
      const blocked = await state(s);
      assert.equal(blocked.flags.moves, 1, 'the second step up hits the wall and is not a turn');
      await s.press('down');
      await s.press('right');
      await s.runFor(200);
      const pushed = await state(s);
      assert.equal(pushed.flags.pushes, 1);
      assert.notDeepEqual(pushed.entities, start.entities, 'the crate moved');
      await s.press('undo');
      await s.runFor(200);
      const undone = await state(s);
      assert.equal(undone.flags.moves, 2);
      assert.equal(undone.flags.pushes, 0);
      assert.deepEqual(undone.entities, start.entities, 'undo put the crate back');
      await s.press('restart');
      await s.runFor(200);
      assert.deepEqual(board(await state(s)), board(start), "restart is the level's start");
      await s.press('undo');
      await s.runFor(200);
      assert.deepEqual(board(await state(s)), board(undone), 'undo reverses a restart');
      for (const type of ['player_moved', 'box_pushed', 'move_blocked', 'move_undone', 'level_restarted'])
        assert.ok(eventTypes(s).has(type), `event ${type}`);
      assert.deepEqual(s.errors, []);
    });
  });

  test('clicking a floor cell walks there; the d-pad and Undo buttons play like the keys', async () => {
    await withTemplateGame(browser, NAME, { seed: 1 }, async (s) => {
      await startGame(s);
      await s.runFor(1000);
      const floor = (await s.clickables()).filter((c) => c.label === 'floor');
      assert.ok(floor.length > 20, 'floor cells are clickable');
      const far = floor[floor.length - 1]!;
      await s.click(far.x, far.y);
      await s.runFor(2000);
      const walked = await state(s);
      assert.deepEqual({ x: walked.player?.x, y: walked.player?.y }, { x: far.x, y: far.y });
      const button = (label: string) => s.clickables().then((all) => all.find((c) => c.label === label)!);
      const up = await button('up');
      await s.click(up.x, up.y);
      await s.runFor(200);
      const above = floor.filter((c) => c.x === far.x && c.y < far.y).sort((a, b) => b.y - a.y)[0]!;
      assert.deepEqual(
        { x: (await state(s)).player?.x, y: (await state(s)).player?.y },
        { x: above.x, y: above.y },
        'the up button steps up',
      );
      const undo = await button('Undo');
      await s.click(undo.x, undo.y);
      await s.runFor(200);
      assert.deepEqual((await state(s)).player, walked.player);
    });
  });

  test(
    'the merge board: a slide merges and adds one tile; undo ' + 'and the same slide again give the same board',
    async () => {
      await withTemplateGame(browser, NAME, { seed: 1 }, async (s) => {
        const path = loadGoldenPath(NAME);
        const toYard = path.steps.findIndex(
          (step) => 'until' in step && step.until.path === 'level' && step.until.equals === 4,
        );
        const result = await runGoldenPath(s, { ...path, steps: path.steps.slice(0, toYard + 2), expect: {} });
        assert.equal(result.failure, undefined);
        const yard = await state(s);
        assert.equal(yard.flags.mode, 'merge');
        assert.equal((yard.entities.tiles as unknown[]).length, 2, 'two starting tiles');
        await s.press('down');
        await s.runFor(300);
        const once = await state(s);
        assert.equal(once.flags.moves, 1);
        assert.equal(once.flags.spawns, 3, 'the world added a tile after the move');
        await s.press('undo');
        await s.runFor(300);
        assert.deepEqual(board(await state(s)), board(yard));
        await s.press('down');
        await s.runFor(300);
        assert.deepEqual(board(await state(s)), board(once), 'the same move after undo gives the same new tile');
        for (const type of ['board_slid', 'tile_spawned']) assert.ok(eventTypes(s).has(type), `event ${type}`);
      });
    },
  );
});
