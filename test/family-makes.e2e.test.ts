// Real makes of three families, each checked, won on its golden path and true to its prompt, in one shared browser.
// The other two families' end-to-end makes go through the CLI: grid_logic in test/make.e2e.test.ts, platformer as the
// README's first command (test/hardening/first-command.e2e.test.ts). Those two measure L3b on the made game; these
// leave it out (make --no-behaviour), since it passes or fails nothing and every family's L3b is measured on its
// template in test/templates/check.e2e.test.ts.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { LazyBrowser } from '../src/harness/index.ts';
import { GAME_DIR, makeGame } from '../src/make/index.ts';
import type { Archetype, MakeResult } from '../src/shared/index.ts';

const browser = new LazyBrowser();
const made: string[] = [];
after(async () => {
  await browser.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Makes `prompt` into a fresh folder and asserts what every family's make promises. */
async function madeGame(prompt: string, seed: number, archetype: Archetype): Promise<[MakeResult, string]> {
  const out = mkdtempSync(join(tmpdir(), `playsmith-make-${archetype}-`));
  made.push(out);
  const result = await makeGame(prompt, {
    outDir: out,
    seed,
    viewport: { width: 800, height: 600 },
    browser,
    skipBehaviour: 'a family make under test (L3b is measured in other tests)',
  });
  assert.equal(result.classification.archetype, archetype);
  assert.equal(result.check.pass, true, result.check.summary);
  assert.equal(result.goldenPath.won, true, result.goldenPath.failure ?? '');
  assert.equal(result.pass, true);
  const missed = result.requirements.filter((r) => !r.pass).map((r) => r.evidence);
  assert.ok(result.intentAlignment >= 80, `requirements ${result.intentAlignment}%: ${missed.join('; ')}`);
  const game = join(out, GAME_DIR);
  assert.ok(existsSync(join(game, 'GAME_DESIGN.md')), 'GAME_DESIGN.md is written beside the game');
  return [result, game];
}

test('top_down: an arena prompt passes L1-L3a, wins on its golden path and clears its waves', {
  timeout: 600_000,
}, async () => {
  const [result] = await madeGame('a top-down arena shooter where a robot survives waves of drones', 1, 'top_down');
  assert.ok((result.goldenPath.events.wave_cleared ?? 0) >= 4);
});

test('tower_defense: frost towers, upgrades and a boss; the boss falls on the golden path', {
  timeout: 600_000,
}, async () => {
  const prompt = 'defend the garden from bugs with frost towers, upgrades and a boss at the end';
  const [result] = await madeGame(prompt, 3, 'tower_defense');
  assert.ok((result.goldenPath.events.boss_defeated ?? 0) >= 1, 'the boss fell on the golden path');
});

test('ui_heavy: a story, a quiz and a duel, each finished on the golden path', {
  timeout: 600_000,
}, async () => {
  const prompt =
    'a story where a frog in a rainy pond collects pearls, answers quiz questions and duels a heron with cards';
  const [result, game] = await madeGame(prompt, 2, 'ui_heavy');
  for (const event of ['story_ended', 'quiz_passed', 'duel_won'])
    assert.ok((result.goldenPath.events[event] ?? 0) >= 1, `${event} fired`);
  assert.match(readFileSync(join(game, 'src', 'gameConfig.json'), 'utf8'), /"shuffleDecks": \{\s*"value": false/);
});
