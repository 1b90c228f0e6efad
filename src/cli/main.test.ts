import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CommanderError } from 'commander';
import { CheckInputError } from '../check/index.ts';
import { HarnessError } from '../harness/index.ts';
import { MakeInputError } from '../make/index.ts';
import { PlaysmithError } from '../shared/index.ts';
import { buildProgram, commandNamed, EXIT_CODES, exitFor } from './main.ts';
import { UsageError } from './usage.ts';

test('each error kind ends the command with its exit code and the message on one line', () => {
  assert.deepEqual(EXIT_CODES, { usage: 2, failure: 1, infrastructure: 1 });
  for (const kind of ['usage', 'failure', 'infrastructure'] as const)
    assert.deepEqual(exitFor(new PlaysmithError(`went wrong (${kind})`, { code: 'x', kind })), {
      code: EXIT_CODES[kind],
      line: `playsmith: went wrong (${kind})`,
    });
  assert.equal(exitFor(new UsageError('--seed expects a whole number >= 0, got "x"')).code, 2);
  assert.equal(exitFor(new HarnessError('no-index-html', '/tmp/g has no index.html')).code, 2);
  assert.equal(exitFor(new HarnessError('browser-not-found', 'no Chromium found')).code, 1);
  assert.deepEqual(exitFor(new CheckInputError('bad-target', '/x does not exist; give a game folder or a URL')), {
    code: 2,
    line: 'playsmith: /x does not exist; give a game folder or a URL',
  });
  assert.equal(exitFor(new MakeInputError('the prompt is empty')).code, 2);
});

test('help and --version exit 0, other rejections by the parser 2, with nothing more printed', () => {
  assert.deepEqual(exitFor(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)')), {
    code: 0,
    line: undefined,
  });
  assert.deepEqual(exitFor(new CommanderError(1, 'commander.unknownOption', "unknown option '--x'")), {
    code: 2,
    line: undefined,
  });
});

test('anything else thrown is exit 1 with what was thrown, never a blank or [object Object]', () => {
  assert.deepEqual(exitFor(new Error('impossible state')), { code: 1, line: 'playsmith: impossible state' });
  assert.deepEqual(exitFor('a string'), {
    code: 1,
    line: 'playsmith: something that is not an error was thrown: "a string"',
  });
  assert.deepEqual(exitFor({ reason: 'gone' }), {
    code: 1,
    line: 'playsmith: something that is not an error was thrown: {"reason":"gone"}',
  });
  assert.equal(exitFor(undefined).line, 'playsmith: something that is not an error was thrown: undefined');
});

test('the command a line names is its first word that is no option and not the value of --config', () => {
  assert.equal(commandNamed(['check', 'game', '--seed', '2']), 'check');
  assert.equal(commandNamed(['--config', 'check', 'make', 'a maze']), 'make');
  assert.equal(commandNamed(['--config=x.json', 'qa', 'g']), 'qa');
  assert.equal(commandNamed(['-h']), undefined);
  assert.equal(commandNamed([]), undefined);
  assert.equal(commandNamed(['--', 'run']), 'run');
});

test('a line naming a command loads it alone; help, no command or an unknown word load them all', async () => {
  const names = async (argv: string[]) => (await buildProgram(argv)).commands.map((c) => c.name());
  const all = ['doctor', 'run', 'assets', 'check', 'serve', 'make', 'play', 'qa', 'repair', 'godot', 'rulebook'];
  all.push('bench');
  assert.deepEqual(await names(['check', 'game']), ['check']);
  assert.deepEqual(await names(['--config', 'c.json', 'bench', 'view']), ['bench']);
  assert.deepEqual(
    (await buildProgram(['bench'])).commands[0]!.commands.map((c) => c.name()).filter((n) =>
      /report|view|worker/.test(n),
    ),
    ['report', 'view', 'worker'],
  );
  assert.deepEqual(await names([]), all);
  assert.deepEqual(await names(['--help']), all);
  assert.deepEqual(await names(['chek', 'x']), all, 'an unknown word sees every command, for the suggestion');
  assert.deepEqual(await names(['toString']), all, 'only the commands themselves are names');
});
