// The model critic (GBQA's): for each known bug, a model reads the bug and every confirmed report and names the
// reports that describe the same fault — strictly: the same fault, not the same room or the same feature. Only
// confirmed reports are shown, and only ids it was shown count; the sums are the offline critic's (critic.ts).
import { z } from 'zod';
import type { Llm } from '../llm/index.ts';
import type { KnownBugsFile, QaReport, QaScore } from '../shared/index.ts';
import { scoreMatches } from './critic.ts';

const VerdictSchema = z.object({
  same_fault: z.array(z.string().max(40)).max(200).default([]),
  reason: z.string().max(2000).default(''),
});

const SYSTEM = [
  'You judge bug reports against one known bug of a game. A report matches only when it describes the same fault:',
  'the same wrong behaviour with the same cause. Reports about the same room, object or feature that describe a',
  'different fault do not match. Answer with one JSON object: {"same_fault": ["QA-1", ...], "reason": "..."};',
  'same_fault is empty when no report matches.',
].join('\n');

function reportText(r: QaReport): string {
  return [
    `${r.id}: ${r.title}`,
    `  type: ${r.type}; observed: ${r.observed}; expected: ${r.expected}`,
    `  steps: ${r.steps.join(' | ')}`,
  ].join('\n');
}

/** Scores confirmed reports against the known bugs with a model deciding each match; one call per known bug. */
export async function scoreWithModel(llm: Llm, reports: QaReport[], known: KnownBugsFile): Promise<QaScore> {
  const confirmed = reports.filter((r) => r.status === 'confirmed');
  const ids = new Set(confirmed.map((r) => r.id));
  const matches: { bug: string; reports: string[] }[] = [];
  for (const bug of known.bugs) {
    if (confirmed.length === 0) {
      matches.push({ bug: bug.id, reports: [] });
      continue;
    }
    const prompt = [
      `Known bug ${bug.id} (${bug.type}, ${bug.difficulty}): ${bug.description}`,
      ...(bug.observed ? [`Observed: ${bug.observed}`] : []),
      ...(bug.expected ? [`Expected: ${bug.expected}`] : []),
      `Reproduction: ${bug.reproduction.join(' | ')}`,
      '',
      'Reports:',
      ...confirmed.map(reportText),
    ].join('\n');
    const answer = await llm.object({
      purpose: 'qa.critic',
      system: SYSTEM,
      prompt,
      schema: VerdictSchema,
      schemaName: 'qa_critic',
      reasks: 1,
      temperature: 0,
    });
    matches.push({ bug: bug.id, reports: [...new Set(answer.object.same_fault)].filter((id) => ids.has(id)).sort() });
  }
  return scoreMatches('model', known, confirmed, matches, []);
}
