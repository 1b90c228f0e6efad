// Test support for stops.e2e.test.ts: a CLI process whose main thread is stuck in a synchronous read of a FIFO (the
// kind of call no signal handler or pipe watch can interrupt), under the CLI's own lifetime handlers. It says
// "blocking" once its handlers are in place, then blocks until something writes to the FIFO it is given.
import { readFileSync } from 'node:fs';
import { watchLifetime } from '../../src/cli/lifetime.ts';

watchLifetime();
process.stdout.write('blocking\n');
readFileSync(process.argv[2]!);
