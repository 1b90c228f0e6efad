// L3b's first phase, menu navigation (JamBench App. D.4's three-level fallback): press the contract's start action,
// else click the likeliest button, else press Enter and Space, until a gameplay scene is reached or 10 s have passed.
import type { GameSession } from '../harness/index.ts';
import type { MenuAttempt } from '../shared/index.ts';
import type { GameState } from './runtime.ts';
import { MENU_SCENE, rankMenuTargets } from './strategy.ts';

export const MENU_PHASE_MS = 10_000;

function stateScene(state: GameState): string | undefined {
  return typeof state?.scene === 'string' ? state.scene : undefined;
}

/** true: playing; false: in a menu; undefined: cannot tell (no contract, no engine). */
async function inGameplay(session: GameSession): Promise<boolean | undefined> {
  const state = await session.state();
  if (state) {
    if (state.player && typeof state.player === 'object') return true;
    const scene = stateScene(state);
    if (scene !== undefined) return !MENU_SCENE.test(scene);
  }
  const { active } = await session.scenes();
  if (active.length) return active.some((key) => !MENU_SCENE.test(key));
  return undefined;
}

async function currentScene(session: GameSession): Promise<string | null> {
  const scene = stateScene(await session.state());
  if (scene) return scene;
  const { active } = await session.scenes();
  return active.length ? active.join(',') : null;
}

/** A scene change after our input that leaves every menu-like scene: the exit from the menu. */
function leftMenu(before: string | null, after: string | null): boolean {
  if (before === null || after === null || before === after) return false;
  return after.split(',').some((key) => key !== '' && !MENU_SCENE.test(key));
}

/**
 * Gets from the title screen into gameplay within MENU_PHASE_MS of game time, recording every attempt: the contract's
 * start action, then the likeliest button, then a click at the canvas centre (titles that start on any click), then
 * Enter and Space.
 */
export async function navigateMenus(
  session: GameSession,
  startAction: string | undefined,
  attempts: MenuAttempt[],
): Promise<{ reached: boolean; atMs: number | null; observable: boolean }> {
  await session.runFor(500);
  let playing = await inGameplay(session);
  if (playing) return { reached: true, atMs: session.gameTime, observable: true };
  const tried = new Set<string>();
  let fallbackKey = 0;
  while (session.gameTime < MENU_PHASE_MS) {
    const scene = await currentScene(session);
    const actionTry = `${scene}|action`;
    const centreTry = `${scene}|centre`;
    const target = rankMenuTargets(await session.clickables()).find(
      (c) => !tried.has(`${scene}|${c.label}@${c.x},${c.y}`),
    );
    const size = await session.gameSize();
    if (startAction && !tried.has(actionTry)) {
      tried.add(actionTry);
      await session.press(startAction, { holdMs: 100 });
      attempts.push({
        t: session.gameTime,
        level: 'contract-action',
        what: `pressed the contract action "${startAction}"`,
        scene,
      });
    } else if (target && playing !== undefined) {
      tried.add(`${scene}|${target.label}@${target.x},${target.y}`);
      await session.click(target.x, target.y);
      attempts.push({
        t: session.gameTime,
        level: 'click',
        what: `clicked "${target.label}" at (${target.x}, ${target.y})`,
        scene,
      });
    } else if (size && !tried.has(centreTry)) {
      tried.add(centreTry);
      const [x, y] = [Math.round(size.width / 2), Math.round(size.height / 2)];
      await session.click(x, y);
      attempts.push({ t: session.gameTime, level: 'click', what: `clicked the canvas centre (${x}, ${y})`, scene });
    } else {
      const key = fallbackKey++ % 2 === 0 ? 'Enter' : 'Space';
      await session.press(key, { holdMs: 100 });
      attempts.push({ t: session.gameTime, level: 'key', what: `pressed ${key}`, scene });
      // Nothing to watch: one round of keys, then play.
      if (playing === undefined && fallbackKey >= 2) return { reached: false, atMs: null, observable: false };
    }
    await session.runFor(500);
    playing = await inGameplay(session);
    if (playing || leftMenu(scene, await currentScene(session)))
      return { reached: true, atMs: session.gameTime, observable: true };
    if (tried.size > 40) tried.clear();
  }
  return { reached: false, atMs: null, observable: playing !== undefined };
}
