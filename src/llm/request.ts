// What callers send: messages in our own small vocabulary (text, PNG images, tool calls and their
// results), turned into AI SDK messages for the call and into one canonical JSON form whose hash
// names the request in the trajectory and the cache. The canonical form holds no secrets: keys
// and headers never enter it, and images enter as their hashes.
import { createHash } from 'node:crypto';
import type { ModelMessage } from 'ai';
import { z } from 'zod';

export type LlmPart = { type: 'text'; text: string } | { type: 'image'; png: Uint8Array };

export interface LlmToolCall {
  id: string;
  name: string;
  input: unknown;
}

export interface LlmToolResult {
  callId: string;
  name: string;
  /** A string, or any JSON value. */
  output: unknown;
  /** The tool failed (or the call was invalid); the output explains why. */
  isError?: boolean;
}

export type LlmMessage =
  | { role: 'user'; content: string | LlmPart[] }
  | { role: 'assistant'; content: string; toolCalls?: LlmToolCall[] }
  | { role: 'tool'; results: LlmToolResult[] };

/** A tool the model may call: what it is for and the zod schema of its input. */
export interface LlmToolSpec<INPUT extends z.ZodType = z.ZodType> {
  description: string;
  input: INPUT;
}

export type LlmToolChoice = 'auto' | 'required' | 'none' | { tool: string };

/** Generation settings that change the answer, and therefore the cache key. */
export interface LlmGenerationSettings {
  temperature?: number;
  topP?: number;
  maxOutputTokens?: number;
  seed?: number;
  stopSequences?: string[];
  /** Passed to the provider as is (e.g. `{ openai: { reasoningEffort: 'low' } }`); must not hold secrets. */
  providerOptions?: Record<string, Record<string, unknown>>;
}

/** Either a prompt (one user turn) or a whole conversation. */
export type LlmInput = { prompt: string | LlmPart[]; messages?: never } | { messages: LlmMessage[]; prompt?: never };

export function messagesOf(input: LlmInput): LlmMessage[] {
  return input.messages ?? [{ role: 'user', content: input.prompt }];
}

function toolOutput(result: LlmToolResult) {
  const value = result.output === undefined ? null : result.output;
  if (typeof value === 'string')
    return result.isError ? { type: 'error-text' as const, value } : { type: 'text' as const, value };
  const json = JSON.parse(JSON.stringify(value)) as z.core.util.JSONType;
  return result.isError ? { type: 'error-json' as const, value: json } : { type: 'json' as const, value: json };
}

export function toModelMessages(messages: readonly LlmMessage[]): ModelMessage[] {
  // biome-ignore lint/suspicious/useIterableCallbackReturn: the switch covers every role (TypeScript checks it)
  return messages.map((message): ModelMessage => {
    switch (message.role) {
      case 'user':
        return {
          role: 'user',
          content:
            typeof message.content === 'string'
              ? message.content
              : message.content.map((part) =>
                  part.type === 'text'
                    ? { type: 'text', text: part.text }
                    : { type: 'file', mediaType: 'image/png', data: part.png },
                ),
        };
      case 'assistant':
        return {
          role: 'assistant',
          content: [
            ...(message.content ? [{ type: 'text' as const, text: message.content }] : []),
            ...(message.toolCalls ?? []).map((call) => ({
              type: 'tool-call' as const,
              toolCallId: call.id,
              toolName: call.name,
              input: call.input,
            })),
          ],
        };
      case 'tool':
        return {
          role: 'tool',
          content: message.results.map((result) => ({
            type: 'tool-result',
            toolCallId: result.callId,
            toolName: result.name,
            output: toolOutput(result),
          })),
        };
    }
  });
}

function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function canonicalMessages(messages: readonly LlmMessage[]): unknown[] {
  return messages.map((message) => {
    if (message.role !== 'user' || typeof message.content === 'string') return message;
    return {
      role: 'user',
      content: message.content.map((part) =>
        part.type === 'text' ? part : { type: 'image', sha256: sha256(part.png), bytes: part.png.byteLength },
      ),
    };
  });
}

/** JSON with object keys sorted at every depth, so equal requests give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    }
    return v;
  });
}

export interface CanonicalRequestParts {
  /** "provider:model" */
  model: string;
  /** The server, when not the vendor's default: the same model name on two servers is two models. */
  endpoint: string | undefined;
  system: string | undefined;
  messages: readonly LlmMessage[];
  tools: Record<string, LlmToolSpec> | undefined;
  toolChoice: LlmToolChoice | undefined;
  output: { name: string; schema: z.ZodType } | undefined;
  settings: LlmGenerationSettings;
}

/** The request as one canonical JSON text, and its sha256 (the prompt digest). */
export function canonicalRequest(parts: CanonicalRequestParts): { json: string; digest: string } {
  const json = canonicalJson({
    v: 1,
    model: parts.model,
    endpoint: parts.endpoint ?? null,
    system: parts.system ?? null,
    messages: canonicalMessages(parts.messages),
    tools: parts.tools
      ? Object.entries(parts.tools).map(([name, spec]) => ({
          name,
          description: spec.description,
          input: z.toJSONSchema(spec.input),
        }))
      : null,
    toolChoice: parts.toolChoice ?? null,
    output: parts.output ? { name: parts.output.name, schema: z.toJSONSchema(parts.output.schema) } : null,
    settings: parts.settings,
  });
  return { json, digest: sha256(json) };
}

/** The cache key: the request digest within a namespace (one per seed or repeat). */
export function cacheKeyOf(digest: string, namespace: string): string {
  return sha256(`${namespace}\n${digest}`);
}
