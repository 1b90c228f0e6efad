// The explore policy: a generic player with no model and no golden path. It reads the contract's actions (or,
// without a contract, the archetype's keys and the clickables), tries every one, then prefers what changed the
// state or the score; it gets past menus, looks at a game that is over or won before restarting it, and waits now
// and then so the oracles learn what moves by itself. Seeded: the same seed plays the same game the same way.
import { FORBIDDEN_ACTION, inputStrategy, MENU_SCENE, rankMenuTargets } from '../../check/index.ts';
import { ArchetypeSchema, type Archetype, type PlayAction, seededRandom } from '../../shared/index.ts';
import type { Observation } from '../observation.ts';
import type { Decision, PlayPolicy } from '../policy.ts';

/** Actions that only start, restart or leave: used to get past screens, never as play. */
const SCREEN_ACTION = /^(start|restart|retry|reset|continue|next_level|new_game|play)$/i;
const MOVE = /left|right|up|down|west|east|north|south|forward|back/i;
/** A wait every this many steps, so that what moves by itself is known. */
const WAIT_EVERY = 8;

interface Candidate {
  key: string;
  action: PlayAction;
  tried: number;
  worked: number;
}

const isMenu = (o: Observation): boolean => {
  const s = o.state;
  if (s) {
    if (s.player && typeof s.player === 'object') return false;
    return typeof s.scene === 'string' && MENU_SCENE.test(s.scene);
  }
  return false;
};

export function explorePolicy(seed: number, archetype: string | undefined): PlayPolicy {
  const next = seededRandom(seed);
  const candidates = new Map<string, Candidate>();
  const menuTries = new Set<string>();
  let last: Candidate | undefined;
  let endSteps = 0;
  let keysFallback = 0;
  let restarts = 0;
  let steps = 0;

  const add = (key: string, action: PlayAction) => {
    if (!candidates.has(key)) candidates.set(key, { key, action, tried: 0, worked: 0 });
  };
  const catalogue = (o: Observation) => {
    const named = Object.keys(o.actions).filter((n) => !FORBIDDEN_ACTION.test(n) && !SCREEN_ACTION.test(n));
    for (const name of named) {
      add(`act:${name}`, { action: 'act', name, ms: MOVE.test(name) ? 300 : 100 });
      if (MOVE.test(name)) add(`act:${name}:short`, { action: 'act', name, ms: 100 });
    }
    if (named.length === 0) {
      const keys = new Set(Object.values(inputStrategy(strategyArchetype(archetype), []).bindings));
      for (const key of keys) add(`key:${key}`, { action: 'press', key, ms: 200 });
    }
    for (const c of rankMenuTargets(o.clickables))
      add(`click:${c.label}@${c.x},${c.y}`, { action: 'click', x: c.x, y: c.y });
  };

  const learn = (o: Observation) => {
    if (!last || !o.lastAction || o.lastAction.refused) return;
    last.tried++;
    if (o.lastAction.changed.length || o.lastAction.events.length) last.worked++;
  };

  /** Past a title or menu: the start action, the likeliest button, then Enter and Space. */
  const pastMenu = (o: Observation): Decision => {
    const scene = String(o.state?.scene ?? '');
    const start = Object.keys(o.actions).find((n) => /^(start|play|begin|start_game|new_game)$/i.test(n));
    if (start && !menuTries.has(`${scene}|${start}`)) {
      menuTries.add(`${scene}|${start}`);
      return { action: { action: 'act', name: start, ms: 100 }, reason: `leave ${scene || 'the menu'} with ${start}` };
    }
    const button = rankMenuTargets(o.clickables).find((c) => !menuTries.has(`${scene}|${c.label}@${c.x},${c.y}`));
    if (button) {
      menuTries.add(`${scene}|${button.label}@${button.x},${button.y}`);
      return {
        action: { action: 'click', x: button.x, y: button.y },
        reason: `click "${button.label}" to get past it`,
      };
    }
    const key = keysFallback++ % 2 === 0 ? 'Enter' : 'Space';
    if (keysFallback > 6) menuTries.clear();
    return { action: { action: 'press', key, ms: 100 }, reason: `press ${key} to get past ${scene || 'the screen'}` };
  };

  /** A game that is over or won: watch it, try to play on (the oracles check nothing moves), then restart. */
  const atEnd = (o: Observation): Decision => {
    endSteps++;
    const won = o.state?.won === true;
    if (endSteps <= 2)
      return { action: { action: 'wait', ms: 1000 }, reason: `watch the ${won ? 'win' : 'end'} screen` };
    const move = Object.keys(o.actions).find((n) => MOVE.test(n) && !FORBIDDEN_ACTION.test(n));
    if (endSteps === 3 && move)
      return { action: { action: 'act', name: move, ms: 300 }, reason: 'input after the end must change nothing' };
    if (won) return { action: { action: 'finish', outcome: 'success', reason: 'state() says won' }, reason: 'goal' };
    restarts++;
    const restart = Object.keys(o.actions).find((n) => /^(restart|retry|reset)$/i.test(n));
    if (restart && endSteps % 2 === 0) return { action: { action: 'act', name: restart, ms: 100 }, reason: 'restart' };
    return pastMenu(o);
  };

  const pick = (): Candidate | undefined => {
    const all = [...candidates.values()];
    const untried = all.filter((c) => c.tried < 2);
    if (untried.length) return untried[0];
    const weights = all.map((c) => 1 + 3 * c.worked);
    let r = next() * weights.reduce((a, b) => a + b, 0);
    for (const [i, c] of all.entries()) {
      r -= weights[i]!;
      if (r < 0) return c;
    }
    return all[all.length - 1];
  };

  return {
    name: 'explore',
    wantsImages: false,
    wantsText: false,
    wantsClickables: true,
    async decide(o: Observation): Promise<Decision> {
      learn(o);
      last = undefined;
      steps++;
      if (o.state?.over === true || o.state?.won === true) return atEnd(o);
      endSteps = 0;
      if (isMenu(o)) return pastMenu(o);
      catalogue(o);
      if (steps === 1 || steps % WAIT_EVERY === 0)
        return { action: { action: 'wait', ms: 200 }, reason: 'watch what moves by itself' };
      last = pick();
      if (!last) return pastMenu(o);
      return { action: last.action, reason: last.tried < 2 ? 'try every action' : 'prefer what changed the game' };
    },
    notes: () => (restarts ? [`explore restarted the game ${restarts} time(s)`] : []),
  };
}

function strategyArchetype(archetype: string | undefined): Archetype | 'other' {
  const parsed = ArchetypeSchema.safeParse(archetype);
  return parsed.success ? parsed.data : 'other';
}
