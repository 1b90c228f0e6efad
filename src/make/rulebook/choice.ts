// Which of a bespoke mode and a library rulebook makes a kind of game both can make: chosen by what was measured on
// the make-fidelity suite (route-choice.json, written by scripts/route-choice.ts), not by habit. The rulebook is
// chosen for a kind when, on every suite prompt of that kind, its game was won and honoured at least the share of
// the person's phrases the mode's did; otherwise the mode. A kind the measurement has no prompt for stays with the
// mode.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const SideSchema = z.object({
  /** The share of the suite's phrases a person would check that the made game honours (0–1). */
  share: z.number().min(0).max(1),
  /** The game passed its check and won its golden path. */
  won: z.boolean(),
  wallMs: z.number().min(0),
});

export const RouteChoiceSchema = z.object({
  schema: z.literal('playsmith.route-choice/1'),
  /** The command that measured it. */
  command: z.string(),
  seed: z.int(),
  kinds: z.record(
    z.string(),
    z.array(z.object({ id: z.string(), prompt: z.string(), mode: SideSchema, rulebook: SideSchema })),
  ),
});
export type RouteChoice = z.infer<typeof RouteChoiceSchema>;

export const ROUTE_CHOICE_FILE = new URL('./route-choice.json', import.meta.url);

let loaded: RouteChoice | undefined;
function measured(): RouteChoice {
  loaded ??= RouteChoiceSchema.parse(JSON.parse(readFileSync(ROUTE_CHOICE_FILE, 'utf8')));
  return loaded;
}

export interface Choice {
  by: 'mode' | 'rulebook';
  /** Why, with the figures: "on fid-arc-1 the rulebook honoured 1 of the phrases, the mode 0.667". */
  why: string;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The measured choice for a kind both a mode and a library rulebook make, or undefined when none was measured. */
export function measuredChoice(kind: string, table: RouteChoice = measured()): Choice | undefined {
  const rows = table.kinds[kind];
  if (!rows?.length) return undefined;
  const figures = rows
    .map(
      (r) =>
        `${r.id}: rulebook ${pct(r.rulebook.share)}${r.rulebook.won ? '' : ' (not won)'}, mode ${pct(r.mode.share)}`,
    )
    .join('; ');
  const rulebookHolds = rows.every((r) => r.rulebook.won && (r.rulebook.share >= r.mode.share || !r.mode.won));
  return rulebookHolds
    ? {
        by: 'rulebook',
        why: `the library rulebook honoured at least what the mode did on every suite prompt (${figures})`,
      }
    : { by: 'mode', why: `the mode honoured more than the library rulebook on a suite prompt (${figures})` };
}
