// Readers for what a scripted model was sent (requests recorded by the fake OpenAI server): the system prompt, the
// first user message and how many tool results came back, shared by the repair tests.
import type { FakeRequest } from '../../src/llm/index.ts';

type Messages = { messages: { role: string; content?: unknown }[] };
const messagesOf = (r: FakeRequest) => (r.body as Messages).messages;

export const systemOf = (r: FakeRequest): string => String(messagesOf(r)[0]?.content ?? '');
export const toolResults = (r: FakeRequest): number => messagesOf(r).filter((m) => m.role === 'tool').length;
export const userOf = (r: FakeRequest): string => String(messagesOf(r).find((m) => m.role === 'user')?.content);
