// The offline critic for known bugs whose reproduction is prose (GBQA's own bug files: "Collect any two key
// fragments. Execute `combine`."), which no replay can play. A confirmed report matches such a bug when its fault is
// the bug's fault: the report's kind is one the bug's type can be (a description that leaves out a dropped thing is
// GBQA's "data inconsistency" as much as a "description flaw"), the bug's words say the wrong behaviour the report's
// oracle saw (reveals / leaves out / vanishes / goes past its limit / works without…), the things and rooms the bug
// names are the report's, and the command the bug quotes is the one the report's fault showed at. Same room, same
// item, or a shared word is never enough on its own.
import type { KnownBug, QaBugType, QaReport } from '../shared/index.ts';
import { anyWord } from './oracles.ts';

/** Which known-bug types a report of each type can be evidence for (GBQA's categories overlap ours). */
const COMPATIBLE: Record<QaBugType, QaBugType[]> = {
  crash: ['crash'],
  'logic-error': ['logic-error', 'wrong-acceptance', 'wrong-refusal', 'out-of-range', 'stuck', 'data-inconsistency'],
  'description-flaw': ['description-flaw', 'data-inconsistency'],
  'data-inconsistency': ['data-inconsistency', 'description-flaw', 'out-of-range', 'logic-error'],
  'out-of-range': ['out-of-range', 'data-inconsistency', 'logic-error'],
  'non-determinism': ['non-determinism'],
  'wrong-acceptance': ['wrong-acceptance', 'logic-error'],
  'wrong-refusal': ['wrong-refusal', 'logic-error', 'stuck'],
  stuck: ['stuck', 'wrong-refusal', 'logic-error'],
  other: ['other', 'logic-error', 'data-inconsistency', 'description-flaw'],
};

/** What the bug's words must say for each kind of fault the oracles see: the wrong behaviour, not the place. */
const BEHAVIOUR: Record<string, RegExp> = {
  'mentions-absent': anyWord([
    'reveal',
    'reveals',
    'revealed',
    'mentions?',
    'shows?',
    'showing',
    'lists?',
    'describes?',
    'names?',
    'still (?:says|shows|lists|mentions)',
    'visible',
    'displays?',
    'glints?',
  ]),
  'omits-present': anyWord([
    'not (?:appear|shown|listed|mentioned|described|included|reflected)',
    "does ?n[o']t (?:appear|show|list|mention|describe|reflect|include)",
    'leaves? out',
    'left out',
    'omits?',
    'omitted',
    'missing from',
    'absent from',
    'fails? to (?:show|list|mention|describe|reflect)',
    'never (?:described|mentioned|shown|listed)',
  ]),
  drop: new RegExp(
    String.raw`\b(drop|dropped|put down)\b[^.]*\b(vanish|vanishes|disappear|disappears|lost|gone|` +
      String.raw`not (?:there|appear)|missing)\b|\b(vanish|disappear)\w*\b[^.]*\bdrop`,
  ),
  lost: /\b(vanish|vanishes|disappear|disappears|lost|gone|removed|taken away)\b/,
  vanished: /\b(vanish|vanishes|disappear|disappears|lost|gone|removed)\b/,
  appeared: /\b(appear|appears|duplicat\w*|from nowhere|extra|twice|copies|copy|again)\b/,
  'counter-range': anyWord([
    'negative',
    'below (?:zero|0)',
    'less than (?:zero|0)',
    'under zero',
    String.raw`exceed\w*`,
    String.raw`past (?:its|the) (?:max\w*|limit)`,
    String.raw`above (?:its|the)? ?(?:max\w*|limit)`,
    String.raw`over (?:its|the) (?:max\w*|limit)`,
    'out of range',
    String.raw`overflow\w*`,
    'more than',
    'beyond',
    'climbs? past',
    'keeps? (?:falling|going|rising|dropping)',
  ]),
  shortcut: anyWord([
    'only',
    'without',
    'fewer',
    'instead of',
    'less than',
    String.raw`skip\w*`,
    String.raw`bypass\w*`,
    'before (?:having|getting|finding|making)',
    'alone',
    'just (?:one|two|three)',
  ]),
  'exit-acceptance': anyWord([
    'without',
    'although',
    'though',
    'not (?:listed|offered|open|unlocked)',
    'no (?:way|exit)',
    'lists? no',
    'locked',
    'despite',
    String.raw`bypass\w*`,
    'still (?:lets|allows)',
  ]),
  'exit-refusal': anyWord([
    String.raw`refus\w*`,
    'cannot',
    "can't",
    'can ?not',
    'blocked',
    "won't let",
    "does ?n[o']t let",
    'nothing happens',
    'no reason',
    'fails? to (?:go|move|enter)',
  ]),
  'after-end': anyWord([
    String.raw`after (?:the )?(?:game|win|winning|end|ending|escape|escaping|victory|finish\w*)`,
    'game is over',
    String.raw`still (?:changes|moves|walk\w*|lets)`,
    'keeps? (?:walking|moving|playing)',
  ]),
  'non-determinism':
    /\b(random\w*|sometimes|different(?:ly)?|inconsistent\w*|same (?:actions|seed|steps)|varies|unpredictabl\w*)\b/,
  'server-error': /\b(crash\w*|error|exception|500|fails? inside|server|internal)\b/,
  stuck: anyWord([
    'stuck',
    String.raw`soft ?lock\w*`,
    'no way (?:out|back|on)',
    'cannot (?:leave|progress|continue|escape)',
    'trapped',
    'dead end',
    'unwinnable',
    'nothing else can be done',
    'for good',
  ]),
};

/** The fault kind of a report's signature: the oracle, or its sub-kind where one oracle sees several faults. */
function faultKind(report: QaReport): string {
  const [oracle, a = '', b = ''] = report.signature.split(':');
  if (oracle === 'description') return b === 'mentions-absent' ? 'mentions-absent' : 'omits-present';
  if (oracle === 'conservation')
    return a.startsWith('lost')
      ? 'lost'
      : a.startsWith('vanished')
        ? 'vanished'
        : a.startsWith('appeared')
          ? 'appeared'
          : 'drop';
  if (oracle === 'exit-acceptance' || oracle === 'exit-refusal') return oracle;
  return oracle ?? '';
}

const words = (s: string): string =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
const says = (text: string, name: string): boolean => name.trim() !== '' && words(text).includes(words(name));

/** The subject of a report's signature: the thing or room its fault is about. */
function subjects(report: QaReport): string[] {
  const parts = report.signature.split(':').slice(1);
  return parts.filter((p) => p && !/^(mentions-absent|omits-present|lost|vanished|appeared|drop|HTTP N)$/.test(p));
}

export interface ProseContext {
  /** Every thing's name the run saw. */
  vocabulary: ReadonlySet<string>;
  /** Every room's name and id the run saw. */
  rooms: ReadonlySet<string>;
}

/** Whether a confirmed report describes the same fault as a known bug whose reproduction is prose. */
export function matchesByDescription(bug: KnownBug, report: QaReport, context: ProseContext): boolean {
  const text = `${bug.description} ${bug.observed ?? ''} ${bug.reproduction.join(' ')}`.toLowerCase();
  // What the bug names as absent ("without a burning lantern") is a condition, not a thing the report must handle.
  const present = text.replace(/\b(?:without|no|not)\s+(?:a|an|the|any)?\s*(?:[a-z]+\s+){0,2}[a-z]+/g, ' ');
  if (!(COMPATIBLE[report.type] ?? []).includes(bug.type) && report.type !== bug.type) return false;
  const kind = faultKind(report);
  if (kind === 'model-report' || kind === 'play-rule') {
    // A model's or play's report names its fault in words: most of its title's words must be the bug's.
    const title = report.title
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 3);
    return title.length > 0 && title.filter((w) => text.includes(w)).length / title.length >= 0.6;
  }
  const behaviour = BEHAVIOUR[kind];
  if (!behaviour?.test(text)) return false;
  // The things the bug names must be among the report's: its subject, or what its steps handle.
  const steps = report.steps.join(' ');
  const reportThings = [...context.vocabulary].filter(
    (t) => subjects(report).some((s) => s === t) || says(steps, t) || says(report.title, t),
  );
  const named = [...context.vocabulary].filter((t) => says(present, t));
  // A longer name the bug uses ("small key") hides the shorter ones inside it ("key").
  const specific = named.filter((t) => !named.some((o) => o !== t && says(o, t)));
  if (
    specific.length > 0 &&
    !specific.some((t) => reportThings.includes(t) || subjects(report).some((s) => says(s, t)))
  )
    return false;
  // A room the bug names must be the report's room, when the report's fault is tied to one.
  const reportRooms = [...context.rooms].filter((r) => subjects(report).includes(r) || says(report.title, r));
  const namedRooms = [...context.rooms].filter((r) => says(present, r));
  const anyRoom = /\b(any|other than|except|every)\b/.test(text);
  if (!anyRoom && namedRooms.length > 0 && reportRooms.length > 0 && !reportRooms.some((r) => namedRooms.includes(r)))
    return false;
  // A command the bug quotes (`combine`, `look`) must be the one the report's fault showed at.
  const quoted = [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim().split(/\s+/)[0]!);
  const last = (report.steps.at(-1) ?? '').toLowerCase().split(/\s+/)[0] ?? '';
  const anyStep = ['stuck', 'non-determinism', 'after-end'].includes(kind);
  if (quoted.length > 0 && !anyStep && !quoted.includes(last)) return false;
  return true;
}
