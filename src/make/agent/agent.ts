// `make --agent llm`: the phases where a model takes part — classification (physics first), design (the same GDD
// schema, validated by zod and by the family's level rules), implementation in the hook files, and the bounded
// repair loop (validators → check → golden path; diagnose with the protocol; patch; again), which ends by teaching
// the living protocol the fixes that were verified. Output the model gets wrong falls back to the offline code and
// says so; a model that cannot be reached at all stops the run with the reason.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { FAMILIES } from '../../families/index.ts';
import { LlmError, type Llm, type TrajectoryLog } from '../../llm/index.ts';
import {
  ArchetypeSchema,
  PlaysmithError,
  type Archetype,
  type Implementation,
  type RepairIteration,
  type RepairReport,
  type VerificationStage,
} from '../../shared/index.ts';
import { ClassificationSchema, type Classification } from '../classify.ts';
import {
  checklist,
  formatFailure,
  guidance,
  learnedEntryId,
  loadProtocol,
  matchFailure,
  signatureOf,
  updateProtocol,
  type DebugEntry,
  type DebugProtocol,
  type Failure,
  type ProtocolUpdate,
} from '../debug/index.ts';
import type { FamilyGenerator } from '../dispatch.ts';
import type { FamilyDesign } from '../mode.ts';
import { GddSchema, renderGddMarkdown, type Gdd } from '../gdd.ts';
import {
  CLASSIFY_SYSTEM,
  classifyPrompt,
  designPrompt,
  designRetryPrompt,
  designSystem,
  implementPrompt,
  implementSystem,
  repairPrompt,
  repairSystem,
} from './prompts.ts';
import { HookWorkspace } from './workspace.ts';

/**
 * The model could not be used at all (unreachable, key refused, limits): the run stops and says why. To make the
 * model is a service it relies on, so this is infrastructure whatever the call's own kind; the code is the call's.
 */
export class MakeModelError extends PlaysmithError {
  override name = 'MakeModelError';
  constructor(message: string, cause: LlmError) {
    super(message, { code: cause.code, kind: 'infrastructure', retryable: cause.retryable, cause });
  }
}

/** Errors in what the model answered (as opposed to reaching it): the phase falls back to offline code. */
const OUTPUT_ERRORS = new Set(['invalid-json', 'schema-mismatch', 'bad-response']);

function stopOrFallBack(error: unknown, phase: string): string {
  if (error instanceof LlmError && OUTPUT_ERRORS.has(error.code)) return error.message;
  if (error instanceof LlmError)
    throw new MakeModelError(`make --agent llm stopped in the ${phase} phase: ${error.message}`, error);
  throw error;
}

export const DEFAULT_MAX_REPAIRS = 5;

export interface AgentContext {
  llm: Llm;
  trajectory: TrajectoryLog;
  /** T: the most repairs (patches) the loop makes. */
  maxRepairs: number;
  protocolFile: string;
  fallbacks: { phase: string; reason: string }[];
}

const ModelClassificationSchema = z.object({
  archetype: ArchetypeSchema,
  reasoning: z.string().min(1),
  confidence: z.number().min(0).max(1),
  physicsProfile: ClassificationSchema.shape.physicsProfile,
});

/** Phase 1 by the model; output it gets wrong is replaced by the offline classifier's answer, and said so. */
export async function agentClassify(
  ctx: AgentContext,
  prompt: string,
  offline: () => Classification,
): Promise<Classification> {
  try {
    const { object } = await ctx.llm.with({ phase: 'classify' }).object({
      purpose: 'make.classify',
      system: CLASSIFY_SYSTEM,
      prompt: classifyPrompt(prompt),
      schema: ModelClassificationSchema,
      schemaName: 'classification',
      temperature: 0,
    });
    return { ...object, source: 'model', unsure: object.confidence < 0.5, runnerUp: null, scores: {}, evidence: [] };
  } catch (e) {
    const reason = stopOrFallBack(e, 'classify');
    ctx.fallbacks.push({
      phase: 'classify',
      reason: `the model's classification was unusable (${reason}); the offline classifier decided`,
    });
    return offline();
  }
}

const DesignAnswerSchema = GddSchema.pick({ title: true, goal: true, sections: true, decisions: true, ignored: true });
const DESIGN_ATTEMPTS = 2;

/**
 * Phase 2 by the model: it revises the offline draft in the same GDD schema; the family's own rules validate the
 * levels, and their problems are sent back once. A design that still fails — or that the family cannot write —
 * leaves the draft in place, and that is said.
 */
export async function agentDesign(
  ctx: AgentContext,
  input: {
    prompt: string;
    generator: FamilyGenerator;
    draft: FamilyDesign;
    toGdd: (design: FamilyDesign) => Gdd;
    rulesFile: string;
  },
): Promise<Gdd> {
  const llm = ctx.llm.with({ phase: 'design' });
  const rules = existsSync(input.rulesFile)
    ? readFileSync(input.rulesFile, 'utf8')
    : '(the family has no design_rules.md)';
  const messages: { role: 'user' | 'assistant'; content: string }[] = [
    { role: 'user', content: designPrompt(input.prompt, input.draft) },
  ];
  let reason = '';
  for (let attempt = 1; attempt <= DESIGN_ATTEMPTS; attempt += 1) {
    let answer: FamilyDesign;
    try {
      answer = (
        await llm.object({
          purpose: 'make.design',
          system: designSystem(input.generator.archetype, rules),
          messages: [...messages],
          schema: DesignAnswerSchema,
          schemaName: 'design',
          temperature: 0,
        })
      ).object;
    } catch (e) {
      reason = `its answer was unusable (${stopOrFallBack(e, 'design')})`;
      break;
    }
    let problems: string[];
    try {
      problems = input.generator.validate(input.toGdd(answer));
    } catch (e) {
      // Data the schema allows but the family's validator cannot read (a level's data missing a field it needs).
      problems = [`the family's validator could not read the design: ${(e as Error).message}`];
    }
    if (problems.length === 0) return input.toGdd(answer);
    reason =
      `the family's rules rejected its levels ${attempt} time${attempt === 1 ? '' : 's'}: ` +
      `${problems.slice(0, 3).join('; ')}`;
    messages.push(
      { role: 'assistant', content: JSON.stringify(answer) },
      { role: 'user', content: designRetryPrompt(problems) },
    );
  }
  ctx.fallbacks.push({
    phase: 'design',
    reason: `the model's design was not used (${reason}); the procedural draft stands`,
  });
  return input.toGdd(input.draft);
}

/** The registry keys a game may use (assets.json), for prompts. */
function registryKeys(gameDir: string): string[] {
  try {
    const parsed = JSON.parse(readFileSync(join(gameDir, 'assets.json'), 'utf8')) as { assets?: { key?: unknown }[] };
    return (parsed.assets ?? []).flatMap((a) => (typeof a.key === 'string' ? [a.key] : [])).sort();
  } catch {
    return [];
  }
}

const IMPLEMENT_MAX_STEPS = 16;
const REPAIR_MAX_STEPS = 12;

/** Phase 5 by the model: hook code, through the workspace tools (protected files refused). */
export async function agentImplement(
  ctx: AgentContext,
  gameDir: string,
  gdd: Gdd,
  protocol: DebugProtocol,
): Promise<Implementation> {
  const workspace = new HookWorkspace(gameDir, FAMILIES[gdd.archetype].hooks.files);
  const api = existsSync(join(gameDir, 'docs', 'template_api.md'))
    ? readFileSync(join(gameDir, 'docs', 'template_api.md'), 'utf8')
    : '(no API summary)';
  const hookFiles = workspace.files().filter((f) => workspace.isHookFile(f));
  let run: Awaited<ReturnType<Llm['runTools']>>;
  try {
    run = await ctx.llm.with({ phase: 'implement' }).runTools({
      purpose: 'make.implement',
      system: implementSystem(gdd.archetype, api, checklist(protocol)),
      prompt: implementPrompt(renderGddMarkdown(gdd), hookFiles, registryKeys(gameDir)),
      tools: workspace.tools(false),
      maxSteps: IMPLEMENT_MAX_STEPS,
      temperature: 0,
    });
  } catch (e) {
    stopOrFallBack(e, 'implement');
    ctx.fallbacks.push({
      phase: 'implement',
      reason: 'the model answered with output that could not be used; the hook files written from the design stand',
    });
    return { steps: 0, finished: false, written: workspace.written, refused: workspace.refused, summary: '' };
  }
  return {
    steps: run.steps.length,
    finished: run.finished,
    written: [...workspace.written],
    refused: [...workspace.refused],
    summary: run.text.slice(0, 2000),
  };
}

/** One verification round: where it stopped and what failed (nothing when it passed). */
export interface Verification {
  stage: VerificationStage;
  passed: boolean;
  failures: Failure[];
}

const GUIDANCE_PER_FAILURE = 2;
const MAX_FAILURES_SHOWN = 12;

const sameFailure = (a: Failure, b: Failure): boolean =>
  a.stage === b.stage && a.code === b.code && a.message === b.message && a.file === b.file;

/**
 * check → diagnose → patch → re-check, at most `ctx.maxRepairs` patches. Each round is recorded in the trajectory
 * and returned for playsmith.json. When the last round passes, the protocol learns: matched entries are counted and
 * marked verified, and each fixed failure that no learned entry described yet becomes a new verified entry.
 */
export async function repairLoop(
  ctx: AgentContext,
  input: {
    gameDir: string;
    family: Archetype;
    verify: () => Promise<Verification>;
    /** Where the model may write, as globs (default: the family's hook files); playsmith repair widens it. */
    writable?: readonly string[] | undefined;
  },
): Promise<RepairReport> {
  const protocol = loadProtocol(ctx.protocolFile);
  const llm = ctx.llm.with({ phase: 'repair' });
  const iterations: RepairIteration[] = [];
  const rounds: { failures: Failure[]; matches: DebugEntry[][]; explanations: HookWorkspace['explanations'] }[] = [];
  let repairs = 0;
  for (let iteration = 1; ; iteration += 1) {
    const started = performance.now();
    const verification = await input.verify();
    const matches = verification.failures.map((f) => matchFailure(protocol, f));
    const record: RepairIteration = {
      iteration,
      stage: verification.stage,
      passed: verification.passed,
      failures: verification.failures.map((f, i) => ({ ...f, matched: matches[i]!.map((e) => e.id) })),
      repair: null,
      wallMs: 0,
    };
    iterations.push(record);
    const round = { failures: verification.failures, matches, explanations: [] as HookWorkspace['explanations'] };
    rounds.push(round);
    if (verification.passed || repairs >= ctx.maxRepairs) {
      record.wallMs = Math.round(performance.now() - started);
      ctx.trajectory.step('repair', 'make.repair.iteration', record);
      break;
    }
    const workspace = new HookWorkspace(input.gameDir, input.writable ?? FAMILIES[input.family].hooks.files);
    const shown = verification.failures
      .slice(0, MAX_FAILURES_SHOWN)
      .map((f, i) => ({ line: formatFailure(f), guidance: matches[i]!.slice(0, GUIDANCE_PER_FAILURE).map(guidance) }));
    let run: Awaited<ReturnType<Llm['runTools']>> | undefined;
    try {
      run = await llm.runTools({
        purpose: 'make.repair',
        system: repairSystem(input.family, input.writable),
        prompt: repairPrompt(repairs + 1, ctx.maxRepairs, shown),
        tools: workspace.tools(true),
        maxSteps: REPAIR_MAX_STEPS,
        temperature: 0,
      });
    } catch (e) {
      stopOrFallBack(e, 'repair');
      run = undefined;
    }
    repairs += 1;
    round.explanations = workspace.explanations;
    record.repair = {
      steps: run?.steps.length ?? 0,
      finished: run?.finished ?? false,
      written: [...workspace.written],
      refused: [...workspace.refused],
      explanations: [...workspace.explanations],
    };
    record.wallMs = Math.round(performance.now() - started);
    ctx.trajectory.step('repair', 'make.repair.iteration', record);
  }
  const passed = iterations.at(-1)!.passed;
  const update = learn(rounds, passed, input.family);
  const { added, protocol: after } = updateProtocol(ctx.protocolFile, update);
  return {
    maxRepairs: ctx.maxRepairs,
    repairs,
    passed,
    iterations,
    protocol: {
      file: ctx.protocolFile,
      matched: update.matched,
      verified: update.verified,
      added,
      entries: after.entries.length,
    },
  };
}

/** What the rounds teach the protocol (see repairLoop). */
function learn(
  rounds: readonly { failures: Failure[]; matches: DebugEntry[][]; explanations: HookWorkspace['explanations'] }[],
  passed: boolean,
  family: Archetype,
): ProtocolUpdate {
  const matched = rounds.flatMap((r) => r.matches.flatMap((m) => (m[0] ? [m[0].id] : [])));
  if (!passed) return { matched, verified: [], added: [] };
  const verified = new Set<string>();
  const added = new Map<string, DebugEntry>();
  rounds.forEach((round, index) => {
    const next = rounds[index + 1];
    if (!next) return;
    round.failures.forEach((failure, i) => {
      if (next.failures.some((f) => sameFailure(f, failure))) return;
      const best = round.matches[i]![0];
      if (best) verified.add(best.id);
      if (best?.origin === 'learned') return;
      const signature = signatureOf(failure);
      const id = learnedEntryId(signature);
      const told = round.explanations.find((e) => e.failure.trim().toUpperCase() === failure.id);
      added.set(id, {
        id,
        kind: failure.stage === 'validate' ? 'proactive' : 'reactive',
        ...(best?.validator ? { validator: best.validator } : {}),
        signature,
        rootCause: told?.rootCause ?? best?.rootCause ?? 'not stated by the model',
        fix: told?.fix ?? best?.fix ?? 'not stated by the model',
        occurrences: 1,
        verified: true,
        origin: 'learned',
        family,
      });
    });
  });
  return { matched, verified: [...verified].sort(), added: [...added.values()] };
}
