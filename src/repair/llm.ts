// The llm agent: the bug, as a failing test (its description, expected vs observed, its reproduction), goes through
// make's repair loop — the model patches the game through the workspace tools, guided by the debug protocol — and
// every round is verified the same way as the offline agent's fix. When the last round passes, the protocol learns
// the fix (make's loop does that); the game's contract, the instrument every replay reads, stays protected.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Llm, TrajectoryLog } from '../llm/index.ts';
import { type AgentContext, repairLoop, type Verification } from '../make/index.ts';
import { type Archetype, ArchetypeSchema, ProjectFiles, type RepairReport } from '../shared/index.ts';
import type { RepairBug } from './bugs.ts';
import type { FixVerification } from './result.ts';
import type { Verified } from './verify.ts';

/** The file the Game Contract is kept in: a patch there could hide a fault from the replay instead of fixing it. */
const CONTRACT_FILE = 'src/core/contract.ts';

export interface LlmAgentOptions {
  llm: Llm;
  trajectory: TrajectoryLog;
  maxRepairs: number;
  protocolFile: string;
}

/** The family a template-made game names in src/game/definition.ts (`archetype: 'platformer'`), if it names one. */
export function familyOf(gameDir: string): Archetype | undefined {
  const text = new ProjectFiles(gameDir).text(join('src', 'game', 'definition.ts'));
  if (text === undefined) return undefined;
  const named = /\barchetype:\s*['"]([a-z_]+)['"]/.exec(text)?.[1];
  const parsed = ArchetypeSchema.safeParse(named);
  return parsed.success ? parsed.data : undefined;
}

/** Every source and data file under src/ except the contract: what the model may rewrite in a repair. */
export function writableFiles(gameDir: string, dir = join(gameDir, 'src')): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return writableFiles(gameDir, path);
      const rel = relative(gameDir, path).split(sep).join('/');
      return /\.(ts|json)$/.test(rel) && !rel.endsWith('.d.ts') && rel !== CONTRACT_FILE ? [rel] : [];
    });
}

const STAGE_OF: Record<NonNullable<FixVerification['failedAt']>, Verification['stage']> = {
  L1: 'check',
  L2: 'check',
  reproduction: 'play-test',
  L3a: 'check',
  goldenPath: 'golden-path',
};

export interface LlmRepair {
  rounds: RepairReport;
  /** The last round's verification (of the game as the loop left it). */
  last: FixVerification;
}

/** Runs make's repair loop on the game in `gameDir` for one bug; `verify` is the shared verification of a fix. */
export async function repairWithModel(
  bug: RepairBug,
  game: { dir: string; family: Archetype },
  options: LlmAgentOptions,
  verify: () => Promise<Verified>,
): Promise<LlmRepair> {
  const ctx: AgentContext = {
    llm: options.llm.with({ trajectory: options.trajectory, namespace: `repair-${bug.id}` }),
    trajectory: options.trajectory,
    maxRepairs: options.maxRepairs,
    protocolFile: options.protocolFile,
    fallbacks: [],
  };
  let last: FixVerification | undefined;
  const rounds = await repairLoop(ctx, {
    gameDir: game.dir,
    family: game.family,
    writable: writableFiles(game.dir),
    verify: async () => {
      const { verification, failures } = await verify();
      last = verification;
      const stage = verification.failedAt ? STAGE_OF[verification.failedAt] : 'play-test';
      return {
        stage,
        passed: verification.failedAt === null,
        failures: failures.map((f, i) => ({ id: `F${i + 1}`, ...f })),
      };
    },
  });
  return { rounds, last: last! };
}
