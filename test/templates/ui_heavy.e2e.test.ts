// The ui_heavy template ("Sphinx Road": a story, a quiz and a card duel) as a game: it builds offline, passes
// L1, wins on its golden path, does not win idle, replays to the same trace; its choices answer clicks, number
// keys, focus + confirm and drags; failing a chapter costs a life and puts the run back as it was; and its
// content checker catches the mistakes a generator would make.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildGame } from '../../src/check/index.ts';
import { HarnessBrowser, type GameSession } from '../../src/harness/index.ts';
import { runGoldenPath, type GoldenPath } from '../../src/play/index.ts';
import { contentProblems, type ContentContext } from '../../templates/ui_heavy/src/family/content.ts';
import { machineProblems, StateMachine } from '../../templates/ui_heavy/src/family/machine.ts';
import {
  buildTemplate,
  loadGoldenPath,
  playGoldenPath,
  runIdle,
  templateDir,
  templateIntegrity,
  withTemplateGame,
} from './helpers.ts';

const NAME = 'ui_heavy';
let browser: HarnessBrowser;
before(async () => {
  browser = await HarnessBrowser.launch();
});
after(async () => {
  await browser?.close();
});

type State = {
  scene: string;
  won: boolean;
  over: boolean;
  score: number;
  level: number;
  entities: Record<string, any>;
  flags: Record<string, any>;
};
const state = async (s: GameSession): Promise<State> => (await s.state()) as unknown as State;

/** Plays the golden path up to (not including) the step whose until waits for `uiState` the `nth` time (1-based). */
async function playUntil(s: GameSession, uiState: string, nth = 1): Promise<void> {
  const path = loadGoldenPath(NAME);
  let seen = 0;
  const stop = path.steps.findIndex(
    (step) => 'until' in step && step.until.path === 'flags.uiState' && step.until.equals === uiState && ++seen === nth,
  );
  assert.ok(stop > 0, `the golden path waits for ${uiState} at least ${nth} time(s)`);
  const prefix: GoldenPath = { ...path, steps: path.steps.slice(0, stop + 1), expect: {} };
  const result = await runGoldenPath(s, prefix);
  assert.equal(result.failure, undefined);
}

async function clickLabel(s: GameSession, label: string): Promise<void> {
  const target = (await s.clickables()).find((c) => c.label === label);
  assert.ok(target, `"${label}" is clickable (clickables: ${(await s.clickables()).map((c) => c.label).join(', ')})`);
  await s.click(target.x, target.y);
  await s.runFor(100);
}

describe('templates/ui_heavy', () => {
  test("passes L1 with no issue or warning and builds offline with the toolkit's own dependencies", async () => {
    const integrity = templateIntegrity(NAME);
    assert.deepEqual(integrity.issues, []);
    assert.deepEqual(integrity.warnings, []);
    const built = await buildTemplate(NAME);
    assert.ok(built.outDir);
  });

  test('the golden path wins all three chapters; the same seed gives the same trace twice', async () => {
    const first = await playGoldenPath(browser, NAME);
    assert.equal(first.result.failure, undefined);
    assert.equal(first.result.won, true);
    assert.equal(first.result.passed, true);
    assert.equal(first.result.finalState?.level, 3);
    assert.deepEqual((first.result.finalState!.flags as { storyFlags: string[] }).storyFlags, ['bread', 'fox_hint']);
    assert.deepEqual(first.errors, []);
    assert.deepEqual(first.badRequests, []);
    const second = await playGoldenPath(browser, NAME);
    assert.equal(second.traceHash, first.traceHash);
    assert.deepEqual(second.result.steps, first.result.steps);
  });

  test(
    'after the victory screen, Play again starts a new run: ' + 'level 1, no score, the starting gold, no flags',
    async () => {
      await withTemplateGame(browser, NAME, { seed: 1 }, async (s) => {
        const result = await runGoldenPath(s, loadGoldenPath(NAME));
        assert.equal(result.won, true);
        await s.runFor(2000);
        assert.equal((await state(s)).scene, 'Victory');
        await s.press('start');
        await s.runFor(300);
        const again = await state(s);
        assert.equal(again.scene, 'Level');
        assert.equal(again.level, 1);
        assert.equal(again.won, false);
        assert.equal(again.flags.uiState, 'dusk');
        assert.deepEqual(again.flags.resources, { gold: 3 });
        assert.deepEqual(again.flags.storyFlags, []);
        assert.equal(again.score, 10, 'only the first scene seen so far');
      });
    },
  );

  test('an idle player does not win: the first scene waits for a choice forever', async () => {
    const idle = await runIdle(browser, NAME, { gameMs: 60_000 });
    assert.equal(idle.everWon, false);
    const final = idle.finalState as unknown as State;
    assert.equal(final.scene, 'Level');
    assert.equal(final.level, 1);
    assert.equal(final.over, false);
    assert.equal(final.flags.uiState, 'dusk');
    assert.equal(final.flags.typing, false, 'the line finished typing by itself');
    assert.equal(final.entities.choices.length, 3);
    assert.deepEqual(idle.errors, []);
    assert.deepEqual(idle.badRequests, []);
  });

  test(
    'choices answer clicks, number keys and focus + confirm; a ' + 'locked choice is neither clickable nor pickable',
    async () => {
      await withTemplateGame(browser, NAME, { seed: 1 }, async (s) => {
        const meta = await s.meta();
        assert.equal(meta?.archetype, 'ui_heavy');
        assert.deepEqual(
          (meta!.actions as { name: string }[]).map((a) => a.name),
          ['choose_1', 'choose_2', 'choose_3', 'choose_4', 'confirm', 'focus_next', 'focus_previous', 'start', 'pause'],
        );
        await s.runFor(300);
        await s.press('start');
        await s.runFor(300);
        assert.equal((await state(s)).flags.uiState, 'dusk');
        await clickLabel(s, 'Greet the fox');
        let now = await state(s);
        assert.equal(now.flags.uiState, 'fox');
        // Without bread, "Share your bread" is locked: shown, not clickable, and its key does nothing.
        assert.deepEqual(
          now.entities.choices.map((c: { enabled: boolean }) => c.enabled),
          [false, true, true],
        );
        assert.ok(!(await s.clickables()).some((c) => c.label === 'Share your bread'));
        await s.press('choose_1');
        await s.runFor(100);
        assert.equal((await state(s)).flags.uiState, 'fox');
        // Focus starts on the first open choice (2); focus_next lights choice 3; confirm finishes the text, then picks.
        await s.press('focus_next');
        await s.press('confirm');
        await s.runFor(100);
        assert.equal((await state(s)).flags.typing, false);
        assert.equal((await state(s)).flags.uiState, 'fox');
        await s.press('confirm');
        await s.runFor(100);
        now = await state(s);
        assert.equal(now.flags.uiState, 'dusk', '"Wish the fox goodnight" was picked with the keyboard');
        await s.press('choose_3');
        await s.runFor(100);
        assert.equal((await state(s)).flags.uiState, 'road');
      });
    },
  );

  test('a failed chapter costs a life and the retry starts from the run as the chapter found it', async () => {
    await withTemplateGame(browser, NAME, { seed: 1 }, async (s) => {
      await s.runFor(300);
      await s.press('start');
      await s.runFor(300);
      for (const key of ['choose_3', 'choose_1', 'choose_1', 'choose_4', 'choose_2', 'choose_1']) {
        await s.press(key);
        await s.runFor(100);
      }
      let now = await state(s);
      assert.equal(now.flags.uiState, 'swamp_end');
      assert.deepEqual(now.flags.resources, { gold: 2 });
      assert.deepEqual(now.flags.storyFlags, ['bread']);
      await s.press('choose_1');
      await s.runFor(2000);
      now = await state(s);
      assert.equal(now.flags.lives, 2);
      assert.equal(now.flags.uiState, 'dusk');
      assert.deepEqual(now.flags.resources, { gold: 3 });
      assert.deepEqual(now.flags.storyFlags, []);
    });
  });

  test('the quiz fails as soon as the pass mark is out of reach', async () => {
    await withTemplateGame(browser, NAME, { seed: 1 }, async (s) => {
      await playUntil(s, 'intro');
      await s.press('choose_1');
      for (let q = 0; q < 2; q++) {
        await s.runFor(100);
        assert.equal((await state(s)).flags.uiState, 'asking');
        await s.press('choose_4'); // wrong for both of the first two riddles
        await s.runFor(900);
        assert.equal((await state(s)).flags.uiState, 'explain');
        await s.press('choose_1');
      }
      await s.runFor(100);
      const now = await state(s);
      assert.equal(now.flags.uiState, 'failed');
      assert.equal(now.flags.right, 0);
      await s.press('choose_1');
      await s.runFor(100);
      assert.equal((await state(s)).flags.lives, 2);
    });
  });

  test('in the duel a card dragged onto the table is played; one dropped back in the hand is not', async () => {
    await withTemplateGame(browser, NAME, { seed: 1 }, async (s) => {
      await playUntil(s, 'player_turn');
      await s.runFor(400);
      let now = await state(s);
      const [first, second] = now.entities.choices as { x: number; y: number; label: string }[];
      assert.ok(first && second);
      await s.drag({ x: first.x, y: first.y }, { x: second.x, y: second.y }, { steps: 5, durationMs: 200 });
      await s.runFor(300);
      now = await state(s);
      assert.equal(now.flags.cardsPlayed, 0);
      assert.equal(now.flags.uiState, 'player_turn');
      await s.drag({ x: second.x, y: second.y }, { x: 400, y: 250 }, { steps: 5, durationMs: 200 });
      await s.runFor(100);
      now = await state(s);
      assert.equal(now.flags.uiState, 'player_play');
      assert.equal(now.entities.hand.length, 2);
      assert.equal(now.entities.hand[0], first.label, 'the card dropped back in the hand stayed');
      await s.runFor(2000);
      now = await state(s);
      assert.equal(now.flags.cardsPlayed, 2, 'the shadow answered with a card of its own');
      assert.equal(now.flags.opponentHp, 22 - 6);
      assert.equal(now.flags.uiState, 'player_turn');
    });
  });
});

describe('ui_heavy cards without an opponent (solitaire)', () => {
  test('collecting target.points within target.turns wins the level; falling short loses it', async () => {
    // A copy of the template whose content is two solitaire levels: an easy target, then an impossible one.
    const dir = mkdtempSync(join(tmpdir(), 'playsmith-ui-heavy-'));
    try {
      cpSync(templateDir(NAME), dir, { recursive: true });
      const content = {
        resources: [],
        cards: { gem: { name: 'Gem', art: 'art-star', points: 5 }, pebble: { name: 'Pebble', points: 1 } },
        levels: {
          easy: {
            mode: 'cards',
            title: 'Easy dig',
            player: { name: 'You', hp: 10, deck: ['gem', 'gem', 'gem', 'gem', 'gem'] },
            target: { points: 12, turns: 4 },
          },
          hopeless: {
            mode: 'cards',
            title: 'Hopeless dig',
            player: { name: 'You', hp: 10, deck: ['pebble', 'pebble', 'pebble', 'pebble'] },
            target: { points: 30, turns: 3 },
          },
        },
      };
      writeFileSync(join(dir, 'src/game/content.json'), JSON.stringify(content));
      const definition = join(dir, 'src/game/definition.ts');
      writeFileSync(
        definition,
        readFileSync(definition, 'utf8').replace(/levelOrder: \[[^\]]*\]/, "levelOrder: ['easy', 'hopeless']"),
      );
      const built = await buildGame(dir);
      assert.equal(built.ok, true, JSON.stringify(built.diagnostics));
      const s = await browser.openGame(built.outDir, { seed: 1 });
      try {
        await s.runFor(300);
        await s.press('start');
        await s.runFor(300);
        for (let turn = 1; turn <= 3; turn++) {
          assert.equal((await state(s)).flags.uiState, 'player_turn');
          await s.press('choose_1');
          await s.runFor(600);
        }
        assert.equal((await state(s)).flags.uiState, 'won');
        await s.runFor(1600);
        let now = await state(s);
        assert.equal(now.level, 2, 'three gems (15 points) beat the target of 12');
        assert.equal(now.flags.points, 0);
        for (let turn = 1; turn <= 3; turn++) {
          await s.press('choose_1');
          await s.runFor(600);
        }
        now = await state(s);
        assert.equal(now.flags.uiState, 'lost');
        assert.equal(now.flags.points, 3);
        await s.runFor(1000);
        assert.equal((await state(s)).flags.lives, 2);
        assert.deepEqual(s.errors, []);
      } finally {
        await s.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('ui_heavy content checks (what a generator must keep)', () => {
  const json = JSON.parse(readFileSync(join(templateDir(NAME), 'src/game/content.json'), 'utf8'));
  const registry = JSON.parse(readFileSync(join(templateDir(NAME), 'assets.json'), 'utf8')) as {
    assets: { type: string; key: string }[];
  };
  const ctx: ContentContext = {
    levelOrder: ['crossroads', 'gate', 'shadow'],
    textureKeys: new Set(registry.assets.filter((a) => a.type !== 'audio').map((a) => a.key)),
  };
  const broken = (edit: (content: any) => void): string[] => {
    const copy = structuredClone(json);
    edit(copy);
    return contentProblems(copy, ctx);
  };

  test('the example content has no problem', () => {
    assert.deepEqual(contentProblems(json, ctx), []);
  });

  test('story mistakes are named with where they are', () => {
    assert.ok(
      broken((c) => {
        c.levels.crossroads.nodes.dusk.choices[0].next = 'nowhere';
      }).includes('levels.crossroads.nodes.dusk.choices[0].next: "nowhere" is not a node id'),
    );
    assert.ok(
      broken((c) => {
        c.levels.crossroads.nodes.gate.end = 'failed';
        c.levels.crossroads.nodes.gate.reason = 'x';
      }).includes(
        'levels.crossroads: no node with "end": "won" can be reached from the start: the level cannot be won',
      ),
    );
    assert.ok(
      broken((c) => {
        c.levels.crossroads.nodes.lonely = { text: 'Nobody comes here.', end: 'won' };
      }).includes('levels.crossroads.nodes.lonely: cannot be reached from the start node "dusk"'),
    );
    assert.ok(
      broken((c) => {
        c.levels.crossroads.nodes.fox.choices[2].requires = { flags: ['bread'] };
      }).includes(
        'levels.crossroads.nodes.fox.choices: every choice has "requires"; at least one must be always open ' +
          'so the story cannot get stuck',
      ),
    );
    assert.ok(
      broken((c) => {
        c.levels.crossroads.nodes.swamp.choices = [{ text: 'Wade in circles', next: 'swamp' }];
      }).some((p) => p.startsWith('levels.crossroads.nodes.swamp: leads to no ending')),
    );
    assert.ok(
      broken((c) => {
        c.levels.crossroads.nodes.fox.choices[0].requires.flags = ['lantern_oil'];
      }).includes(
        'levels.crossroads.nodes.fox.choices[0].requires.flags: reads the flag "lantern_oil", which no story ' +
          'choice or node ever sets to true',
      ),
    );
  });

  test('quiz, cards, text and asset mistakes are named too', () => {
    assert.ok(
      broken((c) => {
        c.levels.gate.questions[0].correct = 4;
      }).includes('levels.gate.questions[0].correct: is 4; use 0 to 3'),
    );
    assert.ok(
      broken((c) => {
        c.levels.gate.passMark = 6;
      }).includes('levels.gate.passMark: is 6; use 1 to 5'),
    );
    assert.ok(
      broken((c) => {
        c.levels.gate.questions[1].answers.push('Tears');
      }).includes('levels.gate.questions[1].answers: must list 2 to 4 answers'),
    );
    assert.ok(
      broken((c) => {
        c.levels.shadow.player.deck.push('fireball');
      }).some((p) => p.startsWith('levels.shadow.player.deck[9]: "fireball" is not a card id')),
    );
    assert.ok(
      broken((c) => {
        delete c.levels.shadow.opponent;
      }).includes('levels.shadow: needs an "opponent" (a duel) or a "target" (a solitaire goal)'),
    );
    assert.ok(
      broken((c) => {
        c.cards.strike.art = 'art-axe';
      }).some((p) => p.startsWith('cards.strike.art: "art-axe" is not a visual key of assets.json')),
    );
    assert.ok(
      broken((c) => {
        c.levels.gate.questions[2].prompt = 'x'.repeat(201);
      }).includes('levels.gate.questions[2].prompt: is 201 characters; at most 200 fit'),
    );
    assert.ok(
      broken((c) => {
        c.levels.gate.mode = 'trivia';
      }).includes(
        'levels.gate.mode: "trivia" is not a mode; use "quiz", "cards", "story", "anagram", "typing", "rhythm", ' +
          '"fishing" or "tycoon"',
      ),
    );
    assert.deepEqual(contentProblems(json, { ...ctx, levelOrder: ['crossroads', 'gate'] }), [
      'levels.shadow: is not in definition.levelOrder, so it is never played',
    ]);
  });

  test('the state machine follows its data and refuses a broken definition', () => {
    const entered: string[] = [];
    const machine = new StateMachine('door', {
      initial: 'shut',
      states: {
        shut: { on: { open: 'open' } },
        open: { on: { close: 'shut', lock: 'locked' } },
        locked: { final: true },
      },
    });
    machine.onEnter((change) => entered.push(`${change.from}->${change.to}`));
    machine.start();
    assert.equal(machine.send('lock'), false);
    assert.equal(machine.send('open'), true);
    assert.deepEqual(machine.events(), ['close', 'lock']);
    assert.equal(machine.send('lock'), true);
    assert.equal(machine.finished, true);
    assert.deepEqual(entered, ['null->shut', 'shut->open', 'open->locked']);
    assert.deepEqual(machineProblems('door', { initial: 'ajar', states: { shut: { on: { open: 'open' } } } }), [
      'machine "door": initial state "ajar" is not one of its states',
      'machine "door": state "shut" goes on "open" to "open", which is not a state',
    ]);
  });
});
