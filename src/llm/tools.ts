// Tools for the model: their schemas as the SDK takes them, why a call of one was refused, and the loop that
// runs the tools a model asks for and feeds the results back.
import { tool, type ToolSet } from 'ai';
import { redactSecrets } from './errors.ts';
import { issuesText } from './object.ts';
import { messagesOf, type LlmMessage, type LlmToolCall, type LlmToolChoice, type LlmToolResult } from './request.ts';
import type { Llm, LlmRunnableTool, LlmToolRun, LlmToolRunRequest, LlmToolRunStep, LlmToolSet } from './types.ts';

/** Calls the model, runs the tools it asks for and feeds the results back, until it stops or the step limit. */
export async function runTools<TOOLS extends Record<string, LlmRunnableTool>>(
  client: Llm,
  request: LlmToolRunRequest<TOOLS>,
  secrets: readonly (string | undefined)[],
): Promise<LlmToolRun> {
  const maxSteps = request.maxSteps ?? 8;
  const messages: LlmMessage[] = [...messagesOf(request)];
  const steps: LlmToolRunStep[] = [];
  const specs: LlmToolSet = Object.fromEntries(
    Object.entries(request.tools).map(([name, t]) => [name, { description: t.description, input: t.input }]),
  );
  const { tools: _tools, maxSteps: _maxSteps, prompt: _prompt, messages: _messages, ...options } = request;
  for (let step = 1; step <= maxSteps; step += 1) {
    const answer = await client.text({ ...options, messages: [...messages], tools: specs, step });
    const calls: LlmToolCall[] = [
      ...answer.toolCalls,
      ...answer.invalidToolCalls.map(({ id, name, input }) => ({ id, name, input })),
    ];
    messages.push({ role: 'assistant', content: answer.text, ...(calls.length ? { toolCalls: calls } : {}) });
    if (!calls.length) {
      steps.push({ text: answer.text, toolCalls: [], results: [] });
      return { text: answer.text, finished: true, steps, messages };
    }
    const results: LlmToolResult[] = [];
    for (const call of answer.toolCalls) {
      try {
        results.push({
          callId: call.id,
          name: call.name,
          output: (await request.tools[call.name]!.execute(call.input)) ?? null,
        });
      } catch (e) {
        results.push({
          callId: call.id,
          name: call.name,
          output: redactSecrets(e instanceof Error ? e.message : String(e), secrets),
          isError: true,
        });
      }
    }
    for (const call of answer.invalidToolCalls)
      results.push({ callId: call.id, name: call.name, output: `invalid call: ${call.error}`, isError: true });
    messages.push({ role: 'tool', results });
    steps.push({ text: answer.text, toolCalls: calls, results });
  }
  return { text: steps.at(-1)?.text ?? '', finished: false, steps, messages };
}

export function sdkToolsOf(tools: LlmToolSet): ToolSet {
  return Object.fromEntries(
    Object.entries(tools).map(([name, spec]) => [
      name,
      tool({ description: spec.description, inputSchema: spec.input }),
    ]),
  );
}

export function sdkToolChoice(choice: LlmToolChoice | undefined) {
  if (choice === undefined || typeof choice === 'string') return choice;
  return { type: 'tool' as const, toolName: choice.tool };
}

/** Why a tool call was refused, in words a model (and a person) can act on. */
export function toolCallProblem(
  name: string,
  input: unknown,
  tools: LlmToolSet | undefined,
  secrets: readonly (string | undefined)[],
): string {
  const spec = tools?.[name];
  if (!spec) return `there is no tool named "${name}" (tools: ${Object.keys(tools ?? {}).join(', ') || 'none'})`;
  if (typeof input === 'string') {
    try {
      JSON.parse(input);
    } catch {
      return `the arguments for ${name} are not valid JSON`;
    }
  }
  const parsed = spec.input.safeParse(typeof input === 'string' ? JSON.parse(input) : input);
  return parsed.success
    ? `the arguments for ${name} were refused`
    : `the arguments for ${name} do not match its schema: ${redactSecrets(issuesText(parsed.error), secrets)}`;
}
