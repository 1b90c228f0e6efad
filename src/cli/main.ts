// The `playsmith` command line. Each command lives in its own file and only parses, calls a part,
// and prints; this file wires them together and owns exit codes: 0 ok, 1 a failed result or a
// failure of the machine, 2 a usage error (unknown command, bad flag, bad configuration, bad target).
import { fileURLToPath } from 'node:url';
import { Command, CommanderError } from 'commander';
import { PLAYSMITH_VERSION, PlaysmithError, type ErrorKind } from '../shared/index.ts';
import { dropEmptyFolders, stoppedWith, watchLifetime } from './lifetime.ts';

/**
 * Each command and how to add it, loaded only when needed: a command's own modules (a part, Playwright, Vite, the model
 * providers) take most of a start-up, so a run of one command loads that command alone. Help, a bare `playsmith` and
 * a word that is no command load them all, to list them or to suggest the nearest.
 */
const COMMANDS: Readonly<Record<string, () => Promise<(program: Command) => void>>> = {
  doctor: async () => (await import('./doctor.ts')).registerDoctor,
  run: async () => (await import('./run.ts')).registerRun,
  assets: async () => (await import('./assets.ts')).registerAssets,
  check: async () => (await import('./check.ts')).registerCheck,
  serve: async () => (await import('./serve.ts')).registerServe,
  make: async () => (await import('./make.ts')).registerMake,
  play: async () => (await import('./play.ts')).registerPlay,
  qa: async () => (await import('./qa.ts')).registerQa,
  repair: async () => (await import('./repair.ts')).registerRepair,
  godot: async () => (await import('./godot.ts')).registerGodot,
  rulebook: async () => (await import('./rulebook.ts')).registerRulebook,
  bench: async () => {
    const [{ registerBench }, { addBenchReport, addBenchView }, { addBenchWorker }] = await Promise.all([
      import('./bench.ts'),
      import('./bench-report.ts'),
      import('./bench-worker.ts'),
    ]);
    return (program) => {
      const bench = registerBench(program);
      addBenchReport(bench);
      addBenchView(bench);
      addBenchWorker(bench);
    };
  },
};

/** The command `argv` names: its first word that is neither an option nor the value of --config. */
export function commandNamed(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') return argv[i + 1];
    if (arg === '--config') i++;
    else if (!arg.startsWith('-')) return arg;
  }
  return undefined;
}

/** The program with the command `argv` names, or with every command when it names none of them. */
export async function buildProgram(argv: readonly string[] = []): Promise<Command> {
  const program = new Command('playsmith')
    .description(
      'Make 2D web games from a sentence, prove they play, find their bugs, and benchmark the agents that make them.',
    )
    .version(PLAYSMITH_VERSION, '-v, --version', 'print the version')
    .option('--config <file>', 'configuration file (default: ./playsmith.config.json)')
    .helpOption('-h, --help', 'show help')
    .showSuggestionAfterError()
    .exitOverride()
    // With --json the parser's complaint is printed as JSON by main(), from the error it throws.
    .configureOutput({
      outputError: (text, write) => {
        if (!wantsJson(argv)) write(`playsmith: ${text.replace(/^error: /, '')}`);
      },
    });
  const named = commandNamed(argv);
  const wanted = named !== undefined && Object.hasOwn(COMMANDS, named) ? [named] : Object.keys(COMMANDS);
  const adders = await Promise.all(wanted.map((name) => COMMANDS[name]!()));
  for (const add of adders) add(program);
  return program;
}

/** The exit code of each error kind (shared/errors.ts): the one place kinds become exit codes. */
export const EXIT_CODES: Readonly<Record<ErrorKind, number>> = { usage: 2, failure: 1, infrastructure: 1 };

/** How a command that threw ends: its exit code, and the line to print (none where Commander printed its own). */
export function exitFor(error: unknown): { code: number; line: string | undefined } {
  // Help and --version end with exit code 0; everything else Commander rejects is a usage error.
  if (error instanceof CommanderError) return { code: error.exitCode === 0 ? 0 : EXIT_CODES.usage, line: undefined };
  if (error instanceof PlaysmithError)
    return { code: EXIT_CODES[error.kind], line: `playsmith: ${shortLines(error.message)}` };
  // A bare Error is a programming error; its message is all there is to say.
  if (error instanceof Error) return { code: 1, line: `playsmith: ${shortLines(error.message)}` };
  return { code: 1, line: `playsmith: something that is not an error was thrown: ${describeThrown(error)}` };
}

/** Whether the line asks for JSON output (a --json before any `--`): then an error is JSON on stdout too. */
export function wantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
}

/** An error as `--json` prints it: what a program branches on, the message, and what to do about it. */
export interface JsonError {
  error: { code: string; message: string; hint: string | null };
}

/** The JSON form of what ended a command; the exit code is exitFor's, the same as without --json. */
export function jsonErrorFor(error: unknown, argv: readonly string[]): JsonError {
  const named = commandNamed(argv);
  const help = named !== undefined && Object.hasOwn(COMMANDS, named) ? `playsmith ${named} --help` : 'playsmith --help';
  if (error instanceof CommanderError)
    return {
      error: {
        code: error.code,
        message: error.message.replace(/^error: /, ''),
        hint: `\`${help}\` shows what it takes`,
      },
    };
  if (error instanceof PlaysmithError) {
    const hint =
      error.kind === 'usage'
        ? `\`${help}\` shows what it takes`
        : error.kind === 'infrastructure'
          ? `\`playsmith doctor\` says what the machine lacks${error.retryable ? '; running again may help' : ''}`
          : null;
    return { error: { code: error.code, message: shortLines(error.message), hint } };
  }
  const message = error instanceof Error ? shortLines(error.message) : exitFor(error).line!.replace(/^playsmith: /, '');
  return { error: { code: 'internal', message, hint: 'a fault in Playsmith itself: report it with the command run' } };
}

function describeThrown(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export async function main(argv: readonly string[]): Promise<number> {
  try {
    const program = await buildProgram(argv);
    await program.parseAsync([...argv], { from: 'user' });
    return process.exitCode === undefined ? 0 : Number(process.exitCode);
  } catch (e) {
    // A stopped command's own error (a browser closed under it) is no news: the stop was said in one line already.
    const stopped = stoppedWith();
    if (stopped !== undefined) return stopped;
    dropEmptyFolders();
    const { code, line } = exitFor(e);
    if (code !== 0 && wantsJson(argv)) process.stdout.write(`${JSON.stringify(jsonErrorFor(e, argv), null, 2)}\n`);
    else if (line !== undefined) process.stderr.write(`${line}\n`);
    return code;
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
