// Phase 3 of make: the requirement list compiled from the prompt, each tied to a check that can verify it — a
// contract event seen while the golden path plays, a state value at its end, a fact of the design (a level feature, a
// config value), or an asset on disk. The weighted pass rate is Intent Alignment's deterministic part.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ContractState,
  type NoMode,
  type PromptPhrase,
  type Requirement,
  type RequirementVerdict,
  valueAt,
} from '../shared/index.ts';
import { drawing, drawsNoun } from './drawn.ts';
import type { Gdd } from './gdd.ts';
import type { Intent } from './intent.ts';

/** What one phrase became before play: the requirement that will say (pending), or a verdict already known. */
export interface PhrasePlan {
  phrase: PromptPhrase;
  requirement: string | null;
  /** Known without play: what was made instead, or why nothing was. */
  fixed?: { status: 'approximated' | 'not honoured'; made: string | null; why: string };
}

export interface PhraseCompilation {
  plans: PhrasePlan[];
  /** Requirements the phrases add to the family's (each phrase that no family requirement proves gets one). */
  requirements: Requirement[];
  noMode: NoMode | null;
}

/** The requirement schemas are shared (a make result holds the verdicts); make's own files take them from here. */
export {
  RequirementCheckSchema,
  RequirementSchema,
  RequirementVerdictSchema,
  type Requirement,
  type RequirementCheck,
  type RequirementVerdict,
} from '../shared/index.ts';

/** What a played golden path left behind. */
export interface PlayEvidence {
  /** Contract event types with how often each fired, in the golden path run. */
  events: Record<string, number>;
  finalState: ContractState | undefined;
  /** The game project folder. */
  projectDir: string;
  /** Asset files written for the game, by registry key (paths relative to the project). */
  assetFiles: { key: string; path: string }[];
}

export function verifyRequirement(r: Requirement, play: PlayEvidence): RequirementVerdict {
  const c = r.check;
  switch (c.kind) {
    case 'event': {
      const n = play.events[c.event] ?? 0;
      return {
        ...r,
        pass: n >= c.minCount,
        evidence: `event "${c.event}" fired ${n} time(s) on the golden path (needed ${c.minCount})`,
      };
    }
    case 'state': {
      const v = valueAt(play.finalState, c.path);
      const pass =
        (c.equals === undefined || v === c.equals) &&
        (c.gte === undefined || (typeof v === 'number' && v >= c.gte)) &&
        (c.lte === undefined || (typeof v === 'number' && v <= c.lte));
      const wanted = [
        c.equals !== undefined ? `= ${JSON.stringify(c.equals)}` : '',
        c.gte !== undefined ? `>= ${c.gte}` : '',
        c.lte !== undefined ? `<= ${c.lte}` : '',
      ].filter(Boolean);
      return {
        ...r,
        pass,
        evidence:
          `state ${c.path} = ${JSON.stringify(v)} at the end of the golden path ` + `(wanted ${wanted.join(' and ')})`,
      };
    }
    case 'design':
      return { ...r, pass: c.ok, evidence: c.evidence };
    case 'asset': {
      const file = play.assetFiles.find((f) => f.key === c.key);
      const exists = file !== undefined && existsSync(join(play.projectDir, file.path));
      return {
        ...r,
        pass: exists,
        evidence: exists ? `asset "${c.key}" written to ${file.path}` : `no file was written for asset "${c.key}"`,
      };
    }
  }
}

/** Verdicts and the weighted pass rate in 0–100. */
export function verifyRequirements(
  requirements: readonly Requirement[],
  play: PlayEvidence,
): { verdicts: RequirementVerdict[]; passRate: number } {
  const verdicts = requirements.map((r) => verifyRequirement(r, play));
  const total = verdicts.reduce((s, v) => s + v.weight, 0);
  const passed = verdicts.filter((v) => v.pass).reduce((s, v) => s + v.weight, 0);
  return { verdicts, passRate: total ? Math.round((passed / total) * 1000) / 10 : 0 };
}

/**
 * Requirements every made game has, whatever the family: it can be won, it has the asked number of levels, its art
 * follows the theme.
 */
export function commonRequirements(intent: Intent, gdd: Gdd): Requirement[] {
  const out: Requirement[] = [
    {
      id: 'win',
      text: 'the game can be won',
      source: 'family rules',
      weight: 3,
      check: { kind: 'state', path: 'won', equals: true },
    },
  ];
  if (intent.levels !== null) {
    const n = gdd.sections.architecture.levelOrder.length;
    out.push({
      id: 'levels',
      text: `${intent.levels} level(s)`,
      source: intent.phrases.levels ?? `${intent.levels} levels`,
      weight: 2,
      check: {
        kind: 'design',
        ok: n === intent.levels,
        evidence: `the level order has ${n} level(s): ${gdd.sections.architecture.levelOrder.join(', ')}`,
      },
    });
  }
  if (intent.hero) {
    const player = gdd.sections.assets.assets.find((a) => 'role' in a && a.role === 'player');
    // Named in the player's art and drawn as itself: a description alone is not what the player sees.
    const ok = (player?.description.toLowerCase().includes(intent.hero) ?? false) && drawsNoun(intent.hero);
    out.push({
      id: 'hero',
      text: `the player is a ${intent.hero}`,
      source: intent.phrases.hero ?? intent.hero,
      weight: 1,
      check: {
        kind: 'design',
        ok,
        evidence: player
          ? `player art "${player.key}": ${player.description}; ${drawing(intent.hero)}`
          : 'no player art in the registry',
      },
    });
  }
  const music = gdd.sections.assets.assets.find((a) => a.type === 'audio' && a.kind === 'music');
  if (music)
    out.push({
      id: 'music',
      text: 'the game has music',
      source: 'family rules',
      weight: 1,
      check: { kind: 'asset', key: music.key },
    });
  return out;
}
