// `playsmith doctor [--json] [--no-llm-call] [--llm-timeout S]`
import type { Command } from 'commander';
import { diagnose, type DoctorReport } from '../doctor/index.ts';
import { DEFAULT_CHECK_TIMEOUT_MS } from '../llm/index.ts';
import { configFor, parsePositiveNumber, printJson } from './usage.ts';

export function registerDoctor(program: Command): void {
  program
    .command('doctor')
    .description(
      'check this machine: Node, Chromium (and whether it launches headless), WebGL, the LLM (and whether it ' +
        'answers), Godot, folders',
    )
    .option('--json', 'print the report as JSON')
    .option('--no-llm-call', 'do not make the trivial call that checks a configured model answers')
    .option(
      '--llm-timeout <seconds>',
      'how long the model check call may take (no retries)',
      parsePositiveNumber('--llm-timeout'),
      DEFAULT_CHECK_TIMEOUT_MS / 1000,
    )
    .action(async (options: { json?: boolean; llmCall: boolean; llmTimeout: number }, command: Command) => {
      const report = await diagnose(configFor(command), process.env, {
        llmCall: options.llmCall,
        llmTimeoutMs: Math.round(options.llmTimeout * 1000),
      });
      if (options.json) printJson(report);
      else process.stdout.write(formatDoctor(report));
      process.exitCode = report.ok ? 0 : 1;
    });
}

function formatDoctor(r: DoctorReport): string {
  const mark = (ok: boolean, optional = false) => (ok ? 'ok' : optional ? 'optional' : 'MISSING');
  const rows: [string, string, string][] = [
    [
      'node',
      `${r.node.version} ` +
        `(${r.node.source === 'toolchain' ? 'brought by the setup into .playsmith/toolchain' : 'system'})`,
      mark(r.node.ok),
    ],
    [
      'browser',
      r.browser.path
        ? `${r.browser.path}${r.browser.version ? ` — ${r.browser.version}` : ''}` +
          `${r.browser.launches ? ', launches headless' : ', does NOT launch'}`
        : 'none found',
      mark(r.browser.launches),
    ],
    ['webgl', r.webgl ? `yes (${r.webglRenderer ?? 'unknown renderer'})` : 'no', mark(r.webgl)],
    ['llm', ...llmRow(r.llm)],
    [
      'godot',
      r.godot.configured ? `${r.godot.path}${r.godot.exists ? '' : ' (missing)'}` : 'not configured',
      mark(r.godot.configured && r.godot.exists, true),
    ],
    ['config', r.config.file ?? 'no playsmith.config.json (defaults and PLAYSMITH_* variables)', 'ok'],
    ['results', r.config.resultsDir, 'ok'],
    ['cache', r.config.cacheDir, 'ok'],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const lines = rows.map(([name, value, state]) => `${name.padEnd(width)}  ${state.padEnd(8)}  ${value}`);
  const fixes = r.problems.map((p) => `${p.required ? 'fix' : 'tip'}: ${p.what} — ${p.fix}`);
  const verdict = r.ok ? 'ready: everything required is present' : 'not ready: fix the MISSING items above';
  return `${[...lines, '', ...fixes, ...(fixes.length ? [''] : []), verdict].join('\n')}\n`;
}

function llmRow(llm: DoctorReport['llm']): [string, string] {
  if (!llm.configured) return ['not configured', 'optional'];
  if (!llm.provider) return [`configured via ${llm.via}, but no model resolves (see the tip below)`, 'partial'];
  const where = `${llm.model} as ${llm.provider} at ${llm.endpoint} (configured via ${llm.via})`;
  if (!llm.call) return [`${where}; not called (--no-llm-call)`, 'ok'];
  if (llm.call.ok) return [`${where}; answered a trivial call in ${llm.call.latencyMs} ms`, 'ok'];
  return [`${where}; the trivial call failed (${llm.call.error?.code ?? 'unknown'}, see below)`, 'FAILED'];
}
