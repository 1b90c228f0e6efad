// What the model is told in each phase of `make --agent llm`. Our own wording; the structure follows OpenGame's
// phases (physics-first classification, a GDD in fixed sections, hook-only implementation with a three-layer read:
// API summary, then the file, then the guide) and PlayCoder's repair step (failures, evidence, guidance, patch).
import { FAMILIES } from '../../families/index.ts';
import { ARCHETYPES, type Archetype } from '../../shared/index.ts';

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];

/** Each family's question (src/families/<name>/), asked in the families' rank order: the first "yes" decides. */
export const CLASSIFY_SYSTEM = [
  `You sort game ideas into one of ${COUNT_WORDS[ARCHETYPES.length] ?? ARCHETYPES.length} families by how things ` +
    'move, not by genre names.',
  'Ask these questions in order and take the first "yes":',
  ...[...ARCHETYPES]
    .sort((a, b) => FAMILIES[a].agentQuestion.rank - FAMILIES[b].agentQuestion.rank)
    .map((a, i) => `${i + 1}. ${a}: ${FAMILIES[a].agentQuestion.question}`),
  'Traps: "dungeon", "space" or "zombies" do not decide the family; a shooter can be side view (platformer) or top ' +
    'view (top_down); a puzzle with free movement is not grid_logic.',
  'Confidence is 0..1: how clearly the idea answers its question.',
].join('\n');

export function classifyPrompt(prompt: string): string {
  return (
    `Game idea: ${JSON.stringify(prompt)}\nGive the family, your reasoning through the questions, the confidence, ` +
    'and the physics profile.'
  );
}

export function designSystem(archetype: Archetype, rules: string): string {
  return [
    `You are the designer of a ${archetype} web game built on a fixed template family. ` +
      'You write its design document as JSON.',
    'A procedural designer has already drafted a design that is known to be valid. Change it to serve the idea ' +
      'better: title, goal, entity names and descriptions, asset descriptions, level titles and layouts, config ' +
      'values within their limits.',
    'Keep every structural rule of the family below: legend characters, level sizes, the data each level carries, ' +
      'reachability and solvability. Keep asset keys lower-case and unique, and keep each level key listed once in ' +
      'architecture.levelOrder.',
    'Answer with the whole design, not a difference.',
    '',
    "The family's design rules:",
    rules,
  ].join('\n');
}

export function designPrompt(prompt: string, draft: unknown): string {
  return `Game idea: ${JSON.stringify(prompt)}\n\nThe draft design:\n${JSON.stringify(draft)}`;
}

export function designRetryPrompt(problems: readonly string[]): string {
  return (
    `The family's level rules reject that design:\n${problems.map((p) => `- ${p}`).join('\n')}\n` +
    'Answer again with the whole design, fixing these.'
  );
}

/** The family's hook files as the prompts name them: "src/game/**". */
const hookGlobs = (archetype: Archetype): string => FAMILIES[archetype].hooks.files.join(', ');

export function implementSystem(archetype: Archetype, apiSummary: string, checklist: readonly string[]): string {
  return [
    `You implement a ${archetype} Phaser 4 + TypeScript game by filling the hook files of a template family. ` +
      'The base classes under src/family/ and the core under src/core/ are protected: you cannot change them, ' +
      'you override their hooks.',
    'Work with the tools: read a file before you replace it, and write whole files. ' +
      `Only ${hookGlobs(archetype)} can be written.`,
    'Use only asset keys from assets.json, config paths from src/gameConfig.json, scene keys registered in ' +
      'src/main.ts, and the API in the summary below. Imports end in .ts; types come through "import type".',
    'The levels, the config values, the asset registry and golden-path.json are already written from the design. ' +
      'Keep level ids, action names and the level order as they are: the golden path plays them.',
    'Before you stop, review your files against this checklist from the debug protocol:',
    ...checklist,
    '',
    'Template API summary:',
    apiSummary,
  ].join('\n');
}

export function implementPrompt(
  gddMarkdown: string,
  hookFiles: readonly string[],
  registryKeys: readonly string[],
): string {
  return [
    'Implement the game this design describes, in its hook files. When the design needs nothing beyond what the ' +
      'hook files already do, say so and stop.',
    `Hook files: ${hookFiles.join(', ')}.`,
    `Asset keys in assets.json: ${registryKeys.join(', ')}.`,
    '',
    gddMarkdown,
  ].join('\n');
}

/** `writable`: where the model may write when it is wider than the family's hook files (playsmith repair). */
export function repairSystem(archetype: Archetype, writable?: readonly string[]): string {
  return [
    'You repair a Phaser 4 + TypeScript game made from a template family. Verification failed; the failures, ' +
      'their evidence and guidance from the debug protocol are below.',
    writable
      ? `Read the files named in the evidence, fix the root cause in the files you may write (${writable.join(', ')}` +
        '; everything else is protected), and write whole files.'
      : 'Read the files named in the evidence, fix the root cause in the hook files ' +
        `(${hookGlobs(archetype)}; everything else is protected), and write whole files.`,
    'For each failure you fixed, call explain_fix with its id, its root cause and your fix, one sentence each. ' +
      'Then stop.',
  ].join('\n');
}

export function repairPrompt(
  iteration: number,
  maxIterations: number,
  failures: readonly { line: string; guidance: readonly string[] }[],
): string {
  const out = [`Repair ${iteration} of at most ${maxIterations}. Failures:`];
  for (const f of failures) {
    out.push(`- ${f.line}`);
    for (const g of f.guidance) out.push(`  guidance: ${g}`);
  }
  return out.join('\n');
}
