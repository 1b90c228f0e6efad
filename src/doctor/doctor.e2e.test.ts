// `playsmith doctor` and the configured model, through the real command line against the fake
// OpenAI-compatible server. The command runs as a child process without blocking this one, so the
// fake server (in this process) can answer it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { startFakeOpenAiServer, type FakeReply } from '../llm/index.ts';
import { PROJECT_ROOT } from '../shared/index.ts';
import { DoctorReportSchema } from './index.ts';

const MAIN = join(PROJECT_ROOT, 'src', 'cli', 'main.ts');
const KEY = 'sk-doctor-test-SECRET-987654321';

function playsmith(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('PLAYSMITH_') && !k.endsWith('_API_KEY')),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN, ...args], { env: { ...clean, ...env }, cwd: PROJECT_ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill(), 120_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

async function withFake<T>(
  script: FakeReply[],
  fn: (baseUrl: string, requests: () => number) => Promise<T>,
): Promise<T> {
  const server = await startFakeOpenAiServer(script);
  try {
    return await fn(server.baseUrl, () => server.requests.length);
  } finally {
    await server.close();
  }
}

test('doctor reports the configured model and that a trivial call succeeds; exit 0', async () => {
  await withFake([{ text: 'ok' }, { text: 'ok' }], async (baseUrl, requests) => {
    const env = { PLAYSMITH_LLM_BASE_URL: baseUrl, PLAYSMITH_MODEL: 'fake-model', PLAYSMITH_LLM_API_KEY: KEY };
    const r = await playsmith(['doctor', '--json'], env);
    assert.equal(r.code, 0, r.stderr);
    const report = DoctorReportSchema.parse(JSON.parse(r.stdout));
    assert.equal(report.llm.configured, true);
    assert.equal(report.llm.model, 'fake-model');
    assert.equal(report.llm.provider, 'openai-compatible');
    assert.equal(report.llm.endpoint, baseUrl);
    assert.equal(report.llm.call?.ok, true);
    assert.equal(report.llm.call?.reply, 'ok');
    assert.equal(requests(), 1);
    const human = await playsmith(['doctor'], env);
    assert.match(
      human.stdout,
      new RegExp(
        String.raw`llm\s+ok\s+fake-model as openai-compatible at http:\/\/127\.0\.0\.1:\d+\/v1 \(configured ` +
          String.raw`via llm\.baseUrl\); answered a trivial call in \d+ ms`,
      ),
    );
    assert.doesNotMatch(r.stdout + r.stderr + human.stdout + human.stderr, new RegExp(KEY));
  });
});

test(
  'a model that refuses the key or cannot be reached is reported with its cause, never the key; --no-llm-call ' +
    'makes no call',
  async () => {
    // No browser here: these runs are about the model line, and a missing browser keeps them quick.
    const noBrowser = { PLAYSMITH_CHROMIUM: '/nonexistent/chromium' };
    await withFake([{ status: 401, error: `key ${KEY} is revoked` }], async (baseUrl, requests) => {
      const r = await playsmith(['doctor', '--json'], {
        ...noBrowser,
        PLAYSMITH_LLM_BASE_URL: baseUrl,
        PLAYSMITH_MODEL: 'fake-model',
        PLAYSMITH_LLM_API_KEY: KEY,
      });
      const report = DoctorReportSchema.parse(JSON.parse(r.stdout));
      assert.equal(report.llm.call?.ok, false);
      assert.equal(report.llm.call?.error?.code, 'auth');
      assert.equal(requests(), 1, 'the check call is not retried');
      assert.ok(
        report.problems.some(
          (p) => !p.required && /did not answer a trivial call: .*refused the credentials \(401\)/.test(p.what),
        ),
      );
      assert.doesNotMatch(r.stdout + r.stderr, new RegExp(KEY));
      const skipped = await playsmith(['doctor', '--json', '--no-llm-call'], {
        ...noBrowser,
        PLAYSMITH_LLM_BASE_URL: baseUrl,
        PLAYSMITH_MODEL: 'fake-model',
      });
      assert.equal(DoctorReportSchema.parse(JSON.parse(skipped.stdout)).llm.call, null);
      assert.equal(requests(), 1);
    });
    const probe = await startFakeOpenAiServer([]);
    const deadUrl = probe.baseUrl;
    await probe.close();
    const refused = await playsmith(['doctor'], {
      ...noBrowser,
      PLAYSMITH_LLM_BASE_URL: deadUrl,
      PLAYSMITH_MODEL: 'fake-model',
    });
    assert.match(refused.stdout, /llm\s+FAILED\s+.*the trivial call failed \(connection-refused, see below\)/);
    assert.match(
      refused.stdout,
      new RegExp(
        String.raw`tip: the configured model did not answer a trivial call: cannot connect to .* \(connection ` +
          String.raw`refused\): is the model server running\?`,
      ),
    );
    const noModel = await playsmith(['doctor', '--json'], { ...noBrowser, PLAYSMITH_LLM_BASE_URL: deadUrl });
    const report = DoctorReportSchema.parse(JSON.parse(noModel.stdout));
    assert.equal(report.llm.call, null);
    assert.ok(report.problems.some((p) => /no model is named/.test(p.what)));
  },
);

test('a model check that outlasts --llm-timeout is reported as a timeout', async () => {
  // Had the limit not cut the call, the model would have answered "late" after 10 s and the call would show no error.
  await withFake([{ delayMs: 10_000, text: 'late' }], async (baseUrl) => {
    const r = await playsmith(['doctor', '--json', '--llm-timeout', '1'], {
      PLAYSMITH_CHROMIUM: '/nonexistent/chromium',
      PLAYSMITH_LLM_BASE_URL: baseUrl,
      PLAYSMITH_MODEL: 'fake-model',
    });
    const report = DoctorReportSchema.parse(JSON.parse(r.stdout));
    assert.equal(report.llm.call?.error?.code, 'timeout');
    assert.match(report.llm.call!.error!.message, /no answer within 1000 ms/);
  });
});
