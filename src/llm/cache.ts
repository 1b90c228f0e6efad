// The response cache: one JSON file per answer, named by the hash of the request (without secrets)
// and its namespace. Only answers that passed every check are stored; errors never are.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';

export const CachedAnswerSchema = z.object({
  v: z.literal(1),
  model: z.string(),
  digest: z.string(),
  text: z.string(),
  /** The validated object, for structured-output calls. */
  object: z.unknown().optional(),
  toolCalls: z.array(z.object({ id: z.string(), name: z.string(), input: z.unknown() })),
  invalidToolCalls: z.array(z.object({ id: z.string(), name: z.string(), input: z.unknown(), error: z.string() })),
  finishReason: z.string(),
  /** What producing the answer cost when it was first made. */
  inputTokens: z.int().min(0),
  outputTokens: z.int().min(0),
});
export type CachedAnswer = z.infer<typeof CachedAnswerSchema>;

export class ResponseCache {
  readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  private fileFor(key: string): string {
    return join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  /** The stored answer, or undefined when there is none or the file is unreadable (then it is rewritten). */
  get(key: string): CachedAnswer | undefined {
    try {
      const parsed = CachedAnswerSchema.safeParse(JSON.parse(readFileSync(this.fileFor(key), 'utf8')));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  /** Stores an answer; written to a temporary file and renamed, so a reader never sees half of one. */
  set(key: string, answer: CachedAnswer): void {
    const file = this.fileFor(key);
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(answer)}\n`);
    renameSync(temporary, file);
  }
}
