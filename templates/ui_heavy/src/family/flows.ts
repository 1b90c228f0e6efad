// The modes' flows as plain data, and the default opponent's rule: what a mode does, without Phaser. The modes
// (modes/*.ts) run these; tools (a level generator, a planner that derives golden paths) import this file on its
// own to search the same state machines the game runs.
import type { CardDef, StoryLevel } from './content.ts';
import type { MachineDefinition } from './machine.ts';

/** Quiz: intro -> asking -> reveal -> explain -> asking ... -> passed | failed. */
export const QUIZ_FLOW: MachineDefinition = {
  initial: 'intro',
  states: {
    intro: { on: { begin: 'asking' } },
    asking: { on: { answer: 'reveal' } },
    reveal: { on: { explain: 'explain' } },
    explain: { on: { next: 'asking', pass: 'passed', fail: 'failed' } },
    passed: { final: true },
    failed: { final: true },
  },
};

/**
 * Cards: intro -> player_turn -> player_play -> opponent_turn -> player_turn ... -> won | lost (a solitaire skips
 * opponent_turn).
 */
export const DUEL_FLOW: MachineDefinition = {
  initial: 'intro',
  states: {
    intro: { on: { deal: 'player_turn' } },
    player_turn: { on: { play: 'player_play', out_of_turns: 'lost' } },
    player_play: { on: { opponent: 'opponent_turn', next_turn: 'player_turn', won: 'won', lost: 'lost' } },
    opponent_turn: { on: { resolved: 'player_turn', lost: 'lost' } },
    won: { final: true },
    lost: { final: true },
  },
};

/**
 * Anagram: intro -> solving -> solved -> solving ... -> cleared (a time limit, kept by the level, may end it first).
 */
export const ANAGRAM_FLOW: MachineDefinition = {
  initial: 'intro',
  states: {
    intro: { on: { begin: 'solving' } },
    solving: { on: { solve: 'solved' } },
    solved: { on: { next: 'solving', clear: 'cleared' } },
    cleared: { final: true },
  },
};

/** Typing defence: intro -> defending -> held (every word has fallen, the city stands) | fallen. */
export const TYPING_FLOW: MachineDefinition = {
  initial: 'intro',
  states: {
    intro: { on: { begin: 'defending' } },
    defending: { on: { hold: 'held', fall: 'fallen' } },
    held: { final: true },
    fallen: { final: true },
  },
};

/**
 * The story graph as a machine definition: node ids are states, "choice_N" and "continue" their events, ends are
 * final.
 */
export function storyMachine(level: StoryLevel): MachineDefinition {
  const states: MachineDefinition['states'] = {};
  for (const [id, node] of Object.entries(level.nodes)) {
    if (node.end) {
      states[id] = { final: true };
      continue;
    }
    const on: Record<string, string> = {};
    node.choices?.forEach((choice, i) => {
      on[`choice_${i + 1}`] = choice.next;
    });
    if (node.next) on.continue = node.next;
    states[id] = { on };
  }
  return { initial: level.start, states };
}

/** A duel as the opponent's AI (and game hooks) may see it. */
export interface DuelView {
  turn: number;
  player: { hp: number; maxHp: number; block: number };
  opponent: { hp: number; maxHp: number; block: number };
}

/** The default opponent: heal when hurt, finish the player off when it can, else hit as hard as it can. */
export function simpleOpponentChoice(hand: readonly CardDef[], duel: DuelView): number {
  const best = (score: (c: CardDef) => number): number => {
    let pick = -1;
    hand.forEach((c, i) => {
      if (score(c) > 0 && (pick < 0 || score(c) > score(hand[pick]!))) pick = i;
    });
    return pick;
  };
  const me = duel.opponent;
  if (me.hp * 2 <= me.maxHp) {
    const heal = best((c) => c.heal ?? 0);
    if (heal >= 0) return heal;
  }
  const lethal = hand.findIndex((c) => (c.damage ?? 0) >= duel.player.hp + duel.player.block);
  if (lethal >= 0) return lethal;
  const hit = best((c) => c.damage ?? 0);
  if (hit >= 0) return hit;
  return 0;
}
