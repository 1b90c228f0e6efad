// The Game Contract (window.__playsmith, version 1, DESIGN.md): what a game tells about itself through meta(),
// state(), text() and its semantic events, as schemas every part reads it by. Any game may opt in, so the schemas
// are lenient where games legitimately differ: every field may be missing, fields of their own pass through, and
// only a field Playsmith reads that has the wrong type makes a value not fit (read it with readContract).
import { z } from 'zod';

/** Any JavaScript number: a game may report Infinity (a player who cannot be hurt) or NaN, and still fit. */
const GameNumber = z.custom<number>((value) => typeof value === 'number', 'expected a number');

/** A named action and the keys that play it (Playwright key names such as ArrowLeft or Space). */
export const ContractActionSchema = z.looseObject({ name: z.string(), keys: z.array(z.string()) });
export type ContractAction = z.infer<typeof ContractActionSchema>;

/** meta(): what the game is and how it is played. `archetype` is free text; check reads the five it knows. */
export const ContractMetaSchema = z.looseObject({
  title: z.string().optional(),
  archetype: z.string().optional(),
  actions: z.array(ContractActionSchema).optional(),
  goal: z.string().optional(),
});
export type ContractMeta = z.infer<typeof ContractMetaSchema>;

/** The player in state(): game coordinates, velocity and health, where the game has them. */
export const ContractPlayerSchema = z.looseObject({
  x: GameNumber.optional(),
  y: GameNumber.optional(),
  vx: GameNumber.optional(),
  vy: GameNumber.optional(),
  hp: GameNumber.optional(),
});
export type ContractPlayer = z.infer<typeof ContractPlayerSchema>;

/** state(): a JSON snapshot of the game now. The templates fill every field; `player` is null outside a level. */
export const ContractStateSchema = z.looseObject({
  /** The scene being played or shown (overlays such as a HUD excluded); null while loading. */
  scene: z.string().nullable().optional(),
  over: z.boolean().optional(),
  won: z.boolean().optional(),
  score: GameNumber.optional(),
  level: GameNumber.optional(),
  paused: z.boolean().optional(),
  player: ContractPlayerSchema.nullable().optional(),
  entities: z.record(z.string(), z.unknown()).optional(),
  flags: z.record(z.string(), z.unknown()).optional(),
});
export type ContractState = z.infer<typeof ContractStateSchema>;

/** text(): the same state, short and readable, for language-model agents. */
export const ContractTextSchema = z.string();

/** One semantic event, `events.emit(type, payload)`: the web analogue of a Godot signal. Types are snake_case. */
export const ContractEventSchema = z.object({ type: z.string(), payload: z.unknown() });
export type ContractEvent = z.infer<typeof ContractEventSchema>;

const CONTRACT_SCHEMAS = { meta: ContractMetaSchema, state: ContractStateSchema, text: ContractTextSchema };
type ContractPart = keyof typeof CONTRACT_SCHEMAS;
type ContractValue<P extends ContractPart> = z.infer<(typeof CONTRACT_SCHEMAS)[P]>;

/**
 * What a contract call gave: nothing (no contract, or no such function), a value that fits, or a problem a person
 * can act on (the call threw, or a field has the wrong type).
 */
export type ContractReading<P extends ContractPart> =
  | { ok: true; value: ContractValue<P> | undefined }
  | { ok: false; problem: string };

/** Marks a contract function that threw inside the page: the harness's probe returns `{ __error: message }`. */
const ThrownSchema = z.object({ __error: z.string() }).strict();

/**
 * Reads what `window.__playsmith.<part>()` returned. A fitting value is returned as the game gave it (not a parsed
 * copy), so that its own key order is kept wherever it is written down.
 */
export function readContract<P extends ContractPart>(part: P, raw: unknown): ContractReading<P> {
  if (raw === undefined) return { ok: true, value: undefined };
  const thrown = ThrownSchema.safeParse(raw);
  if (thrown.success) return { ok: false, problem: `the Game Contract's ${part}() threw: ${thrown.data.__error}` };
  const parsed = CONTRACT_SCHEMAS[part].safeParse(raw);
  if (parsed.success) return { ok: true, value: raw as ContractValue<P> };
  const issues = parsed.error.issues.slice(0, 3).map((issue) => {
    const where = issue.path.length ? issue.path.map(String).join('.') : '(the value itself)';
    return `${where}: ${issue.message}`;
  });
  const more = parsed.error.issues.length > 3 ? `; and ${parsed.error.issues.length - 3} more` : '';
  return {
    ok: false,
    problem: `the Game Contract's ${part}() does not fit the contract (${issues.join('; ')}${more}); it was ignored`,
  };
}
