// Which provider a model id picks, which key it uses, and what is said when something is missing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inspect } from 'node:util';
import { loadConfig } from '../shared/index.ts';
import { createLlm, LlmError, resolveLlmSettings, startFakeOpenAiServer } from './index.ts';

const loaded = (env: Record<string, string>) => loadConfig({ cwd: '/nonexistent-playsmith-folder', env });

/** An LLM for openai:gpt-4.1 sent to the server at `baseUrl` (no cache), with the vendor's key in the environment. */
const openAiAt = (baseUrl: string) =>
  createLlm({
    config: loaded({ PLAYSMITH_MODEL: 'openai:gpt-4.1', PLAYSMITH_LLM_BASE_URL: baseUrl, PLAYSMITH_LLM_CACHE: 'off' }),
    env: { OPENAI_API_KEY: 'sk-openai-vendor-123456' },
  });

function notConfigured(env: Record<string, string>, vendorEnv: Record<string, string> = {}): string {
  try {
    resolveLlmSettings(loaded(env), vendorEnv);
  } catch (e) {
    assert.ok(e instanceof LlmError);
    assert.equal(e.code, 'not-configured');
    return e.message;
  }
  assert.fail('expected not-configured');
}

test("a prefixed model id picks its vendor and that vendor's key; a bare id goes to the base URL", () => {
  const openai = resolveLlmSettings(loaded({ PLAYSMITH_MODEL: 'openai:gpt-4.1' }), {
    OPENAI_API_KEY: 'sk-vendor-key-000000',
  });
  assert.deepEqual(
    { ...openai },
    {
      provider: 'openai',
      model: 'gpt-4.1',
      label: 'openai:gpt-4.1',
      keySource: 'OPENAI_API_KEY',
      timeoutMs: 120000,
      maxRetries: 3,
      concurrency: 4,
      cache: true,
    },
  );
  const anthropic = resolveLlmSettings(
    loaded({ PLAYSMITH_MODEL: 'anthropic:claude-sonnet-4-5', PLAYSMITH_LLM_API_KEY: 'sk-explicit-000000' }),
    { ANTHROPIC_API_KEY: 'sk-ant-000000' },
  );
  assert.equal(anthropic.provider, 'anthropic');
  assert.equal(anthropic.keySource, 'llm.apiKey', 'an explicit key wins over the vendor variable');
  assert.equal(
    resolveLlmSettings(loaded({ PLAYSMITH_MODEL: 'google:gemini-2.5-flash' }), {
      GOOGLE_GENERATIVE_AI_API_KEY: 'g-000000',
    }).provider,
    'google',
  );
  const local = resolveLlmSettings(
    loaded({ PLAYSMITH_MODEL: 'llama3:8b', PLAYSMITH_LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }),
    {},
  );
  assert.deepEqual(
    [local.provider, local.model, local.label, local.keySource],
    ['openai-compatible', 'llama3:8b', 'openai-compatible:llama3:8b', undefined],
  );
});

test('what is missing is named with the variable to set', () => {
  assert.match(notConfigured({}), /^no language model configured: set PLAYSMITH_MODEL/);
  assert.match(
    notConfigured({}, { OPENAI_API_KEY: 'sk-x-000000' }),
    /^an LLM endpoint or key is set but no model is named/,
  );
  assert.match(
    notConfigured({ PLAYSMITH_MODEL: 'anthropic:claude-sonnet-4-5' }),
    /model anthropic:claude-sonnet-4-5 needs an API key: set ANTHROPIC_API_KEY/,
  );
  assert.match(notConfigured({ PLAYSMITH_MODEL: 'gpt-4.1' }), /model "gpt-4.1" names no provider and no server is set/);
  assert.match(
    notConfigured({ PLAYSMITH_MODEL: 'openai-compatible:qwen' }),
    /needs the server's address: set PLAYSMITH_LLM_BASE_URL/,
  );
});

test('the key never shows in settings, however they are printed', () => {
  const settings = resolveLlmSettings(
    loaded({ PLAYSMITH_MODEL: 'openai:gpt-4.1', PLAYSMITH_LLM_API_KEY: 'sk-hidden-key-123456' }),
    {},
  );
  assert.doesNotMatch(
    JSON.stringify(settings) + inspect(settings, { showHidden: true, depth: 5 }),
    /sk-hidden-key-123456/,
  );
});

test(
  'an openai: model with a base URL goes through the OpenAI ' + 'provider to that server, with the vendor key',
  async () => {
    const server = await startFakeOpenAiServer([{ text: 'from the openai provider' }]);
    try {
      const llm = openAiAt(server.baseUrl);
      const result = await llm.text({ purpose: 'p', prompt: 'hi' });
      assert.equal(result.text, 'from the openai provider');
      assert.equal(result.model, 'openai:gpt-4.1');
      assert.equal(server.requests[0]!.headers.authorization, 'Bearer sk-openai-vendor-123456');
      assert.equal((server.requests[0]!.body as { model: string }).model, 'gpt-4.1');
    } finally {
      await server.close();
    }
  },
);

test(
  'structured output through the OpenAI provider sends the schema without strict mode, so ' +
    'optional fields are allowed',
  async () => {
    const { z } = await import('zod');
    const server = await startFakeOpenAiServer([{ json: { title: 'Fox Run' } }]);
    try {
      const llm = openAiAt(server.baseUrl);
      const result = await llm.object({
        purpose: 'p',
        prompt: 'name a game',
        schema: z.object({ title: z.string(), subtitle: z.string().optional() }),
      });
      assert.deepEqual(result.object, { title: 'Fox Run' });
      const format = (
        server.requests[0]!.body as { response_format: { type: string; json_schema: { strict: boolean } } }
      ).response_format;
      assert.equal(format.type, 'json_schema');
      assert.equal(format.json_schema.strict, false);
    } finally {
      await server.close();
    }
  },
);
