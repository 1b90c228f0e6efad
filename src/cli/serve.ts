// `playsmith serve <game-folder>`: serve a game on loopback for a person to play in their own browser. A source
// project is built first with the toolkit's own TypeScript, Vite and Phaser (nothing is installed).
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { buildGame } from '../check/index.ts';
import { serveGame } from '../harness/index.ts';
import { makeTempDir, removeTempDir } from '../shared/index.ts';
import { onStopRequest } from './lifetime.ts';
import { parseWholeNumber, UsageError } from './usage.ts';

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description(
      'serve a game folder on 127.0.0.1 so a person can play it in a browser (source projects are built first)',
    )
    .argument('<game>', 'a game folder: a source project with package.json, or a folder with index.html')
    .option('--port <n>', 'port on 127.0.0.1 (default: any free port)', parseWholeNumber('--port', 1))
    .action(async (game: string, flags: { port?: number }) => {
      const folder = resolve(game);
      if (!existsSync(folder) || !statSync(folder).isDirectory())
        throw new UsageError(
          `${game} is not a folder; give a game folder (a source project or a folder with index.html)`,
        );
      let served = folder;
      let buildDir: string | undefined;
      if (existsSync(join(folder, 'package.json'))) {
        buildDir = makeTempDir('playsmith-serve-');
        process.stderr.write("building with the toolkit's TypeScript, Vite and Phaser …\n");
        const build = await buildGame(folder, { outDir: buildDir });
        if (!build.ok) {
          removeTempDir(buildDir);
          const lines = build.diagnostics
            .slice(0, 10)
            .map((d) => `  ${d.file ? `${d.file}${d.line ? `:${d.line}` : ''}: ` : ''}${d.message}`);
          process.stderr.write(`the game does not build:\n${lines.join('\n')}\n`);
          process.exitCode = 1;
          return;
        }
        served = build.outDir;
      }
      const server = await serveGame(served, { port: flags.port });
      process.stdout.write(`serving ${folder} at ${server.url}\nopen it in a browser to play; press Ctrl-C to stop\n`);
      await new Promise<void>((done) => onStopRequest(done));
      await server.close();
      if (buildDir) removeTempDir(buildDir);
    });
}
