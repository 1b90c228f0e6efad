// The bugs repair is handed, read from either file qa writes or reads: a qa result (playsmith.qa/1, its confirmed
// reports, each replayed by qa's own replay) or a known-bugs file (playsmith.known-bugs/1, e.g. a suite's hidden
// bugs.json from qa inject, each replayed as a golden-path prefix with its fault predicate). One shape for both.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { BrowserConfigSchema, readKnownBugs } from '../qa/index.ts';
import {
  type Fault,
  type InjectedSite,
  KNOWN_BUGS_SCHEMA,
  PlaysmithError,
  QA_RESULT_SCHEMA,
  type QaReport,
  type QaResult,
  readResult,
} from '../shared/index.ts';

/** What qa judged a web game by beyond the game itself: the rules and viewport of the adapter file it explored. */
export interface QaReplaySetup {
  game: unknown;
  viewport: { width: number; height: number } | undefined;
}

/** How a bug's reproduction is replayed to see whether its fault still shows. */
export type Reproduction =
  | { kind: 'golden-prefix'; seed: number; steps: number; fault: Fault }
  | { kind: 'qa-report'; result: QaResult; reportId: string; setup: QaReplaySetup }
  | { kind: 'none'; why: string };

/** One bug to repair, whichever file it came from. */
export interface RepairBug {
  id: string;
  source: 'known-bug' | 'qa-report';
  title: string;
  description: string;
  expected: string;
  observed: string;
  /** The reproduction as a person reads it, one action or step a line. */
  steps: string[];
  reproduction: Reproduction;
  /** Where an injected bug was planted (known bugs from qa inject only): what the offline agent reverts. */
  injected: InjectedSite | undefined;
}

/** Bad input to repair: what is wrong, where, and what to do. */
export class RepairInputError extends PlaysmithError {
  override name = 'RepairInputError';
  constructor(message: string) {
    super(message, { code: 'repair-input', kind: 'usage' });
  }
}

function schemaOf(file: string): unknown {
  if (!existsSync(file) || !statSync(file).isFile())
    throw new RepairInputError(`--bugs ${file}: no such file; give a qa.json or a known-bugs file (bugs.json)`);
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { schema?: unknown } | null)?.schema;
  } catch (e) {
    throw new RepairInputError(`--bugs ${file}: not valid JSON (${(e as Error).message.split('\n')[0]})`);
  }
}

/** Why a report's replay cannot tell a fix: a model's report is judged by what the model saw, which qa.json lacks. */
const UNREPLAYABLE: Partial<Record<QaReport['oracle'], string>> = {
  'model-report':
    "the report is a model's (qa --agent llm): qa.json keeps its steps but not the state and quote the model " +
    "judged, so qa's replay cannot see its fault again and no fix of it can be verified",
};

/**
 * The rules qa's replay judged by: a report is replayed as qa confirmed it, so an adapter file's rules (field names,
 * counter ranges, promises) and viewport come along; a folder or URL target had the defaults.
 */
function replaySetup(file: string, result: QaResult): QaReplaySetup {
  if (result.adapter !== 'browser')
    throw new RepairInputError(
      `--bugs ${file}: qa explored a text game (${result.target}); repair patches a web game's source project and ` +
        'replays its reports in the browser',
    );
  if (!result.target.endsWith('.json')) return { game: undefined, viewport: undefined };
  const adapter = resolve(result.target);
  const where = `--bugs ${file}: qa explored the adapter file ${result.target}`;
  if (!existsSync(adapter))
    throw new RepairInputError(
      `${where}, whose rules its replay judges by, and it is not at ${adapter}; run repair from the folder qa ran in`,
    );
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(adapter, 'utf8'));
  } catch (e) {
    throw new RepairInputError(`${where}, which is not valid JSON (${(e as Error).message.split('\n')[0]})`);
  }
  const parsed = BrowserConfigSchema.safeParse(value);
  if (!parsed.success)
    throw new RepairInputError(`${where}, which is not a web game's adapter file (kind "browser") any more`);
  return { game: parsed.data.game, viewport: parsed.data.viewport };
}

function fromQaResult(file: string, result: QaResult): RepairBug[] {
  const confirmed = result.reports.filter((r) => r.status === 'confirmed');
  const setup = confirmed.length ? replaySetup(file, result) : undefined;
  return confirmed.map((report) => {
    const why = UNREPLAYABLE[report.oracle];
    return {
      id: report.id,
      source: 'qa-report' as const,
      title: report.title,
      description: report.title,
      expected: report.expected,
      observed: report.observed,
      steps: report.steps,
      reproduction: why
        ? { kind: 'none' as const, why }
        : { kind: 'qa-report' as const, result, reportId: report.id, setup: setup! },
      injected: undefined,
    };
  });
}

/** The bugs in `file`; a qa result's unconfirmed reports are left out (qa never counts them as findings). */
export function readRepairBugs(file: string): RepairBug[] {
  const schema = schemaOf(file);
  if (schema === QA_RESULT_SCHEMA) {
    const bugs = fromQaResult(file, readResult(file, QA_RESULT_SCHEMA));
    if (!bugs.length)
      throw new RepairInputError(`--bugs ${file}: the qa result has no confirmed report; there is nothing to repair`);
    return bugs;
  }
  if (schema !== KNOWN_BUGS_SCHEMA)
    throw new RepairInputError(
      `--bugs ${file}: its schema is ${JSON.stringify(schema)}; repair reads a qa result (${QA_RESULT_SCHEMA}, ` +
        `from playsmith qa) or a known-bugs file (${KNOWN_BUGS_SCHEMA}, e.g. a suite's hidden/<id>/bugs.json)`,
    );
  return readKnownBugs(file).bugs.map((bug) => ({
    id: bug.id,
    source: 'known-bug' as const,
    title: bug.description.split(/[:.](?:\s|$)/)[0]!,
    description: bug.description,
    expected: bug.expected ?? '(not stated)',
    observed: bug.observed ?? '(not stated)',
    steps: bug.reproduction,
    reproduction:
      bug.goldenPrefix && bug.fault
        ? { kind: 'golden-prefix', seed: bug.goldenPrefix.seed, steps: bug.goldenPrefix.steps, fault: bug.fault }
        : {
            kind: 'none',
            why:
              'the known bug has no replayable fault (a fault predicate and a golden-path prefix, as qa inject ' +
              'writes); no fix of it can be verified',
          },
    injected: bug.injected,
  }));
}
