// `doctor`: what this machine has for Playsmith, and the fix for each missing piece.
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { browserVersion, findBrowser, launchBrowser, probeWebgl, BROWSER_FIX, HarnessError } from '../harness/index.ts';
import { checkLlm, DEFAULT_CHECK_TIMEOUT_MS, LlmErrorCodeSchema } from '../llm/index.ts';
import { llmConfigured, type LoadedConfig } from '../shared/index.ts';

export const DoctorReportSchema = z.object({
  ok: z.boolean(),
  node: z.object({ version: z.string(), source: z.enum(['system', 'toolchain']), path: z.string(), ok: z.boolean() }),
  browser: z.object({
    path: z.string().nullable(),
    foundBy: z.string().nullable(),
    version: z.string().nullable(),
    launches: z.boolean(),
    error: z.string().nullable(),
  }),
  webgl: z.boolean(),
  webglRenderer: z.string().nullable(),
  llm: z.object({
    configured: z.boolean(),
    via: z.string().nullable(),
    model: z.string().nullable(),
    /** The provider the model id resolves to, and where calls go (a base URL or the vendor's API). */
    provider: z.string().nullable(),
    endpoint: z.string().nullable(),
    /** The trivial call: null when not made (not configured, not resolvable, or --no-llm-call). */
    call: z
      .object({
        ok: z.boolean(),
        latencyMs: z.number(),
        reply: z.string().nullable(),
        error: z.object({ code: LlmErrorCodeSchema, message: z.string() }).nullable(),
      })
      .nullable(),
  }),
  godot: z.object({ configured: z.boolean(), path: z.string().nullable(), exists: z.boolean() }),
  config: z.object({ file: z.string().nullable(), resultsDir: z.string(), cacheDir: z.string() }),
  problems: z.array(z.object({ what: z.string(), fix: z.string(), required: z.boolean() })),
});

export type DoctorReport = z.infer<typeof DoctorReportSchema>;

const MIN_NODE_MAJOR = 22;

export interface DiagnoseOptions {
  /** Make one trivial call to the configured model (default true; only when a model is configured). */
  llmCall?: boolean;
  /** The call's timeout; it is not retried. */
  llmTimeoutMs?: number;
}

export async function diagnose(
  loaded: LoadedConfig,
  env: NodeJS.ProcessEnv = process.env,
  options: DiagnoseOptions = {},
): Promise<DoctorReport> {
  const problems: DoctorReport['problems'] = [];
  const llm = llmConfigured(loaded.config, env);
  // The model call runs while the browser is checked: they wait on different things.
  const llmCheck = llm.configured
    ? checkLlm(loaded, {
        env,
        call: options.llmCall ?? true,
        timeoutMs: options.llmTimeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS,
      })
    : undefined;
  const nodeOk = Number(process.versions.node.split('.')[0]) >= MIN_NODE_MAJOR;
  if (!nodeOk)
    problems.push({
      what: `Node ${process.version} is older than ${MIN_NODE_MAJOR}`,
      fix: 'run playsmith through bin/playsmith.js, which brings Node 24, or install Node 24',
      required: true,
    });

  const browser: DoctorReport['browser'] = { path: null, foundBy: null, version: null, launches: false, error: null };
  let webgl = false;
  let webglRenderer: string | null = null;
  try {
    const location = findBrowser({ configuredPath: loaded.config.browser.path, env });
    if (!location) {
      browser.error = 'no Chromium found';
      problems.push({ what: 'no Chromium found', fix: BROWSER_FIX, required: true });
    } else {
      browser.path = location.path;
      browser.foundBy = location.foundBy;
      browser.version = browserVersion(location.path) ?? null;
      const instance = await launchBrowser(location);
      try {
        browser.launches = true;
        const gl = await probeWebgl(instance);
        webgl = gl.webgl;
        webglRenderer = gl.renderer ?? null;
      } finally {
        await instance.close();
      }
      if (!webgl)
        problems.push({
          what: 'the browser offers no WebGL',
          fix: "use a Chromium build with SwiftShader (Debian's chromium-headless-shell and chromium have it)",
          required: true,
        });
    }
  } catch (e) {
    browser.error = e instanceof Error ? e.message : String(e);
    const fix =
      e instanceof HarnessError && e.code === 'browser-not-found'
        ? BROWSER_FIX
        : 'reinstall Chromium (apt-get install --reinstall chromium) or point PLAYSMITH_CHROMIUM at a working build';
    problems.push({ what: browser.error, fix, required: true });
  }

  if (!llm.configured)
    problems.push({
      what: 'no LLM endpoint configured (optional: everything works offline)',
      fix: 'set PLAYSMITH_LLM_BASE_URL and PLAYSMITH_MODEL (and PLAYSMITH_LLM_API_KEY if the server needs one)',
      required: false,
    });
  const checked = await llmCheck;
  if (checked?.problem)
    problems.push({
      what: checked.problem,
      fix: 'set PLAYSMITH_MODEL, e.g. openai:gpt-4.1 with OPENAI_API_KEY, or a model name with PLAYSMITH_LLM_BASE_URL',
      required: false,
    });
  if (checked?.call && !checked.call.ok) {
    problems.push({
      what: `the configured model did not answer a trivial call: ${checked.call.error?.message ?? 'no answer'}`,
      fix: 'fix the cause above (optional: everything works offline); --no-llm-call skips this call',
      required: false,
    });
  }

  const godotPath = loaded.config.godot.path ?? null;
  const godotExists = godotPath !== null && existsSync(godotPath);
  if (!godotPath)
    problems.push({
      what: 'no Godot 4 binary configured (optional: only the Godot runtime levels need it)',
      fix: 'set PLAYSMITH_GODOT to a Godot 4 binary',
      required: false,
    });
  else if (!godotExists)
    problems.push({
      what: `PLAYSMITH_GODOT points to ${godotPath}, which does not exist`,
      fix: 'fix the path or unset PLAYSMITH_GODOT',
      required: false,
    });

  const source = env.PLAYSMITH_NODE_SOURCE === 'toolchain' ? 'toolchain' : 'system';
  return {
    ok: !problems.some((p) => p.required),
    node: { version: process.version, source, path: process.execPath, ok: nodeOk },
    browser,
    webgl,
    webglRenderer,
    llm: {
      configured: llm.configured,
      via: llm.via ?? null,
      model: loaded.config.llm.model ?? null,
      provider: checked?.provider ?? null,
      endpoint: checked?.endpoint ?? null,
      call: checked?.call ?? null,
    },
    godot: { configured: godotPath !== null, path: godotPath, exists: godotExists },
    config: { file: loaded.file ?? null, resultsDir: loaded.resultsDir, cacheDir: loaded.cacheDir },
    problems,
  };
}
