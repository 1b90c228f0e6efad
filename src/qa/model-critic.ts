// The model critic. For Playsmith's known-bugs files, a model reads each known bug beside every confirmed report and
// names the reports that describe the same fault — strictly: the same fault, not the same room or the same feature.
// For GBQA's own bug files it judges as GBQA's critic does: each confirmed report is shown with the whole list of
// known bugs, and the model names at most one bug and a similarity score; a report matches only with a bug id it was
// shown and a score of at least MATCH_THRESHOLD. Only confirmed reports are shown; the sums are the offline critic's
// (critic.ts).
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

/** The similarity a GBQA-style verdict needs for a report to count as finding the bug it names. */
export const MATCH_THRESHOLD = 0.7;

const PerReportSchema = z.object({
  match_id: z.string().max(80).default(''),
  score: z.number().min(0).max(1).default(0),
  rationale: z.string().max(2000).default(''),
});

const PER_REPORT_SYSTEM = [
  'You decide whether one bug report found by a tester is the same defect as one of the known bugs of a game.',
  'Compare what goes wrong, what should have happened instead, the conditions that trigger it and the part of the',
  'game it concerns; shared words or the same room are not enough when the failure differs. Answer with one JSON',
  'object: {"match_id": "<id of the one known bug it matches, or empty>", "score": <0 to 1, how surely it is that',
  'bug>, "rationale": "<a short reason>"}.',
].join('\n');

/** GBQA's way: one call per confirmed report with every known bug listed; at most one bug, counted above a score. */
async function scorePerReport(llm: Llm, confirmed: QaReport[], known: KnownBugsFile): Promise<QaScore> {
  const ids = new Set(known.bugs.map((b) => b.id));
  const byBug = new Map<string, string[]>(known.bugs.map((b) => [b.id, []]));
  const list = known.bugs.map(
    (b) =>
      `${b.id} (${b.writtenType ?? b.type}, ${b.difficulty}): ${b.description}\n` +
      `  reproduction: ${b.reproduction.join(' ')}`,
  );
  for (const report of confirmed) {
    const answer = await llm.object({
      purpose: 'qa.critic',
      system: PER_REPORT_SYSTEM,
      prompt: ['Bug report:', reportText(report), '', 'Known bugs:', ...list].join('\n'),
      schema: PerReportSchema,
      schemaName: 'qa_critic_report',
      reasks: 1,
      temperature: 0,
    });
    const id = answer.object.match_id.trim();
    if (id && ids.has(id) && answer.object.score >= MATCH_THRESHOLD) byBug.get(id)!.push(report.id);
  }
  const matches = known.bugs.map((b) => ({ bug: b.id, reports: [...byBug.get(b.id)!].sort() }));
  return scoreMatches('model', known, confirmed, matches, []);
}

/** Scores confirmed reports against the known bugs with a model deciding each match. */
export async function scoreWithModel(llm: Llm, reports: QaReport[], known: KnownBugsFile): Promise<QaScore> {
  const confirmed = reports.filter((r) => r.status === 'confirmed');
  if (known.format === 'gbqa') return scorePerReport(llm, confirmed, known);
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
