// Structured output that is checked, not trusted: the answer must parse and pass the caller's zod schema; a
// refused answer is salvaged (fenced or wrapped JSON) and otherwise asked for again, up to the re-ask limit.
import { NoObjectGeneratedError, NoOutputGeneratedError, type ModelMessage } from 'ai';
import { z } from 'zod';
import { LlmError, redactSecrets, type LlmErrorCode } from './errors.ts';

/** One structured answer as the model gave it. */
export interface ObjectAnswer {
  text: string;
  object: unknown;
  finishReason: string;
}

/** What one structured call asks for, and of whom. */
export interface ObjectAsk {
  schema: z.ZodType;
  name: string;
  purpose: string;
  system: string | undefined;
  /** Extra answers asked for after the first. */
  reasks: number;
  model: string;
  secrets: readonly (string | undefined)[];
}

/**
 * Asks until an answer fits the schema or the re-asks run out, when an LlmError says why the last one did not.
 * `call` makes one request (it throws the SDK's no-object errors on a refused answer); the meter counts the
 * re-asks, and its attempts go into the error.
 */
export async function askForObject(
  ask: ObjectAsk,
  messages: ModelMessage[],
  meter: { reasks: number; readonly attempts: number },
  call: (instructions: string, conversation: ModelMessage[]) => Promise<ObjectAnswer>,
): Promise<ObjectAnswer> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(ask.schema);
  const instruction =
    'Answer with one JSON value that matches this JSON schema, and nothing else (no prose, no code ' +
    `fence):\n${JSON.stringify(jsonSchema)}`;
  const instructions = ask.system ? `${ask.system}\n\n${instruction}` : instruction;
  let conversation = messages;
  for (let round = 0; ; round += 1) {
    meter.reasks = round;
    let text: string;
    let finishReason: string;
    try {
      return await call(instructions, conversation);
    } catch (e) {
      if (NoObjectGeneratedError.isInstance(e)) {
        text = e.text ?? '';
        finishReason = e.finishReason ?? 'unknown';
      } else if (NoOutputGeneratedError.isInstance(e)) {
        text = '';
        finishReason = 'unknown';
      } else throw e;
    }
    const salvage = salvageJson(text, ask.schema);
    if (salvage.ok) return { text, object: salvage.value, finishReason };
    const problem =
      finishReason === 'length'
        ? `${salvage.problem} (the answer was cut off at the output-token limit)`
        : salvage.problem;
    if (round >= ask.reasks) {
      const began = text
        ? ` Its last answer began: ${redactSecrets(text.slice(0, 160), ask.secrets).replace(/\s+/g, ' ')}`
        : ' It returned no text.';
      throw new LlmError(
        salvage.code,
        `${ask.model} did not return ` +
          `${salvage.code === 'invalid-json' ? 'valid JSON' : `JSON matching the ${ask.name} schema`} for ` +
          `${ask.purpose} in ${round + 1} answer${round ? 's' : ''}: ${problem}.${began}`,
        { attempts: meter.attempts },
      );
    }
    conversation = [
      ...conversation,
      { role: 'assistant', content: text || '(no answer)' },
      {
        role: 'user',
        content:
          `That answer could not be used: ${problem}. Reply again with only the JSON value, matching ` +
          'the schema exactly.',
      },
    ];
  }
}

export function issuesText(error: z.ZodError): string {
  return error.issues
    .slice(0, 6)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(top level)'}: ${issue.message}`)
    .join('; ');
}

type Salvage =
  | { ok: true; value: unknown }
  | { ok: false; code: Extract<LlmErrorCode, 'invalid-json' | 'schema-mismatch'>; problem: string };

/**
 * Reads a structured answer the SDK refused: models often wrap JSON in a code fence or a sentence,
 * so the fenced or outermost {...} / [...] part is tried before asking again.
 */
export function salvageJson(text: string, schema: z.ZodType): Salvage {
  const candidates = [text.trim()];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fenced) candidates.push(fenced[1]!.trim());
  for (const [open, close] of [
    ['{', '}'],
    ['[', ']'],
  ] as const) {
    const start = text.indexOf(open);
    const end = text.lastIndexOf(close);
    if (start >= 0 && end > start) candidates.push(text.slice(start, end + 1));
  }
  let parsedAny = false;
  let firstIssues: z.ZodError | undefined;
  let parseProblem = 'the answer is empty';
  for (const candidate of candidates) {
    if (!candidate) continue;
    let value: unknown;
    try {
      value = JSON.parse(candidate);
    } catch (e) {
      if (!parsedAny) parseProblem = `the answer is not valid JSON (${(e as Error).message})`;
      continue;
    }
    parsedAny = true;
    const checked = schema.safeParse(value);
    if (checked.success) return { ok: true, value: checked.data };
    firstIssues ??= checked.error;
  }
  if (parsedAny && firstIssues)
    return {
      ok: false,
      code: 'schema-mismatch',
      problem: `the JSON does not match the schema — ${issuesText(firstIssues)}`,
    };
  return { ok: false, code: 'invalid-json', problem: parseProblem };
}
