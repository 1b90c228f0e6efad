// The `playsmith` command line. Each command lives in its own file and only parses, calls a part,
// and prints; this file wires them together and owns exit codes: 0 ok, 1 a failed result,
// 2 a usage error (unknown command, bad flag, bad configuration).
import { fileURLToPath } from 'node:url';
import { Command, CommanderError } from 'commander';
import { HarnessError } from '../harness/index.ts';
import { PLAYSMITH_VERSION } from '../shared/index.ts';
import { registerAssets } from './assets.ts';
import { registerCheck } from './check.ts';
import { registerDoctor } from './doctor.ts';
import { watchLifetime } from './lifetime.ts';
import { registerMake } from './make.ts';
import { registerRun } from './run.ts';
import { registerServe } from './serve.ts';
import { UsageError } from './usage.ts';

export function buildProgram(): Command {
  const program = new Command('playsmith')
    .description(
      'Make 2D web games from a sentence, prove they play, find their bugs, and benchmark the agents that make them.',
    )
    .version(PLAYSMITH_VERSION, '-v, --version', 'print the version')
    .option('--config <file>', 'configuration file (default: ./playsmith.config.json)')
    .helpOption('-h, --help', 'show help')
    .showSuggestionAfterError()
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(`playsmith: ${text.replace(/^error: /, '')}`) });
  registerDoctor(program);
  registerRun(program);
  registerAssets(program);
  registerCheck(program);
  registerServe(program);
  registerMake(program);
  return program;
}

export async function main(argv: readonly string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return process.exitCode === undefined ? 0 : Number(process.exitCode);
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and --version end with exit code 0; everything else Commander rejects is a usage error.
      return e.exitCode === 0 ? 0 : 2;
    }
    // A target that is not a game folder, or a bad option value, is the caller's to fix: a usage error.
    if (
      e instanceof UsageError ||
      (e instanceof HarnessError && (e.code === 'no-index-html' || e.code === 'bad-input'))
    ) {
      process.stderr.write(`playsmith: ${shortLines(e.message)}\n`);
      return 2;
    }
    process.stderr.write(`playsmith: ${shortLines(e instanceof Error ? e.message : String(e))}\n`);
    return 1;
  }
}

/** Longest line an error message may print: a path or prompt of any length must not flood the terminal. */
const MAX_LINE = 400;

function shortLines(message: string): string {
  return message
    .split('\n')
    .map((line) =>
      line.length > MAX_LINE ? `${line.slice(0, MAX_LINE)}… (${line.length - MAX_LINE} more characters)` : line,
    )
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  watchLifetime();
  process.exitCode = await main(process.argv.slice(2));
}
