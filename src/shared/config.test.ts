import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ConfigError, llmConfigured, loadConfig } from './config.ts';

function withFolder(files: Record<string, string>, fn: (dir: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'playsmith-config-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('defaults apply with no file and no environment', () => {
  withFolder({}, (dir) => {
    const loaded = loadConfig({ cwd: dir, env: { HOME: '/home/someone' } });
    assert.equal(loaded.file, undefined);
    assert.equal(loaded.config.seed, 1);
    assert.deepEqual(loaded.config.browser.viewport, { width: 800, height: 600 });
    assert.equal(loaded.resultsDir, join(dir, 'playsmith-results'));
    assert.equal(loaded.cacheDir, '/home/someone/.cache/playsmith');
  });
});

test('environment overrides the file, key by key', () => {
  withFolder(
    { 'playsmith.config.json': JSON.stringify({ seed: 7, resultsDir: 'out', llm: { model: 'file-model' } }) },
    (dir) => {
      const loaded = loadConfig({
        cwd: dir,
        env: { PLAYSMITH_SEED: '42', PLAYSMITH_MODEL: 'env-model', PLAYSMITH_GODOT: '/opt/godot' },
      });
      assert.equal(loaded.config.seed, 42);
      assert.equal(loaded.config.llm.model, 'env-model');
      assert.equal(loaded.config.godot.path, '/opt/godot');
      assert.equal(loaded.resultsDir, join(dir, 'out'));
      assert.equal(loaded.file, join(dir, 'playsmith.config.json'));
    },
  );
});

test('a bad key in the file is named with the expected shape', () => {
  withFolder(
    { 'playsmith.config.json': JSON.stringify({ seed: -3, browser: { viewport: { width: 'wide', height: 600 } } }) },
    (dir) => {
      assert.throws(
        () => loadConfig({ cwd: dir, env: {} }),
        (e: unknown) => {
          assert.ok(e instanceof ConfigError);
          assert.match(e.message, /playsmith\.config\.json: seed: expected a whole number >= 0, got -3/);
          assert.match(e.message, /browser\.viewport\.width: .*got "wide"/);
          return true;
        },
      );
    },
  );
});

test('an unknown key in the file is refused and the allowed keys are listed', () => {
  withFolder({ 'playsmith.config.json': JSON.stringify({ llm: { baseURL: 'http://x' } }) }, (dir) => {
    assert.throws(
      () => loadConfig({ cwd: dir, env: {} }),
      /llm\.baseURL: unknown key \(allowed here: baseUrl, apiKey, model, timeoutMs, maxRetries, concurrency, cache\)/,
    );
  });
});

test('bad environment values name the variable; unknown PLAYSMITH_ variables are refused', () => {
  withFolder({}, (dir) => {
    assert.throws(
      () => loadConfig({ cwd: dir, env: { PLAYSMITH_SEED: 'abc' } }),
      /PLAYSMITH_SEED \(seed\): expected a whole number, got "abc"/,
    );
    assert.throws(
      () => loadConfig({ cwd: dir, env: { PLAYSMITH_LLM_BASE_URL: 'not a url' } }),
      /PLAYSMITH_LLM_BASE_URL \(llm\.baseUrl\): expected a URL/,
    );
    assert.throws(
      () => loadConfig({ cwd: dir, env: { PLAYSMITH_CHROME: '/usr/bin/x' } }),
      /PLAYSMITH_CHROME: unknown environment variable/,
    );
    // What bench sets for an agent's command is no config: a playsmith the agent runs starts as usual.
    const agentEnv = { PLAYSMITH_TASK_ID: 'vault', PLAYSMITH_TASK_KIND: 'qa', PLAYSMITH_BENCH_CONFIG_DIR: dir };
    assert.equal(loadConfig({ cwd: dir, env: agentEnv }).config.seed, loadConfig({ cwd: dir, env: {} }).config.seed);
  });
});

test('invalid JSON and a missing named file are clear errors', () => {
  withFolder({ 'playsmith.config.json': '{ "seed": 1,, }' }, (dir) => {
    assert.throws(() => loadConfig({ cwd: dir, env: {} }), /playsmith\.config\.json: not valid JSON/);
    assert.throws(
      () => loadConfig({ cwd: dir, env: { PLAYSMITH_CONFIG: 'other.json' } }),
      /other\.json: config file not found \(named by PLAYSMITH_CONFIG\)/,
    );
  });
});

test('a secret is never echoed in an error', () => {
  withFolder({ 'playsmith.config.json': JSON.stringify({ llm: { apiKey: 12345678 } }) }, (dir) => {
    assert.throws(
      () => loadConfig({ cwd: dir, env: {} }),
      (e: unknown) => {
        assert.ok(e instanceof ConfigError);
        assert.match(e.message, /llm\.apiKey: .*got a value \(not shown\)/);
        assert.doesNotMatch(e.message, /12345678/);
        return true;
      },
    );
  });
});

test('an LLM counts as configured by base URL, key, or a vendor key, and says which', () => {
  withFolder({}, (dir) => {
    const plain = loadConfig({ cwd: dir, env: {} }).config;
    assert.deepEqual(llmConfigured(plain, {}), { configured: false, via: undefined });
    assert.deepEqual(llmConfigured(plain, { OPENAI_API_KEY: 'sk-secret' }), {
      configured: true,
      via: 'OPENAI_API_KEY',
    });
    const withUrl = loadConfig({ cwd: dir, env: { PLAYSMITH_LLM_BASE_URL: 'http://127.0.0.1:9/v1' } }).config;
    assert.deepEqual(llmConfigured(withUrl, {}), { configured: true, via: 'llm.baseUrl' });
  });
});

test('the model-call settings have defaults, come from the file, and from on/off and number variables', () => {
  withFolder({ 'playsmith.config.json': JSON.stringify({ llm: { timeoutMs: 30000, cache: false } }) }, (dir) => {
    const plain = loadConfig({ cwd: join(dir, 'nowhere'), env: {} }).config;
    assert.deepEqual(plain.llm, { timeoutMs: 120000, maxRetries: 3, concurrency: 4, cache: true });
    const fromFile = loadConfig({ cwd: dir, env: {} }).config;
    assert.equal(fromFile.llm.timeoutMs, 30000);
    assert.equal(fromFile.llm.cache, false);
    const fromEnv = loadConfig({
      cwd: dir,
      env: {
        PLAYSMITH_LLM_CACHE: 'on',
        PLAYSMITH_LLM_MAX_RETRIES: '0',
        PLAYSMITH_LLM_CONCURRENCY: '2',
        PLAYSMITH_LLM_TIMEOUT_MS: '5000',
      },
    }).config;
    assert.deepEqual({ ...fromEnv.llm }, { timeoutMs: 5000, maxRetries: 0, concurrency: 2, cache: true });
    assert.equal(loadConfig({ cwd: dir, env: { PLAYSMITH_LLM_CACHE: 'OFF' } }).config.llm.cache, false);
  });
});

test('bad model-call settings name the key or variable and the expected shape', () => {
  withFolder({ 'playsmith.config.json': JSON.stringify({ llm: { concurrency: 0, timeoutMs: 10 } }) }, (dir) => {
    assert.throws(
      () => loadConfig({ cwd: dir, env: {} }),
      (e: unknown) => {
        assert.ok(e instanceof ConfigError);
        assert.match(e.message, /llm\.timeoutMs: expected at least 1000 ms, got 10/);
        assert.match(e.message, /llm\.concurrency: expected at least 1, got 0/);
        return true;
      },
    );
  });
  withFolder({}, (dir) => {
    assert.throws(
      () => loadConfig({ cwd: dir, env: { PLAYSMITH_LLM_CACHE: 'maybe' } }),
      /PLAYSMITH_LLM_CACHE \(llm\.cache\): expected true or false \(in the environment: on or off\), got "maybe"/,
    );
    assert.throws(
      () => loadConfig({ cwd: dir, env: { PLAYSMITH_LLM_MAX_RETRIES: 'lots' } }),
      /PLAYSMITH_LLM_MAX_RETRIES \(llm\.maxRetries\): expected a whole number, got "lots"/,
    );
  });
});
