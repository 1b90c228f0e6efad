// A rulebook as a standalone game project: a copy of templates/rulebook with the rulebook in rulebook.json, the art,
// sound and music it names in assets.json, its title in gameConfig.json and index.html, its own npm name, the golden
// path the planner proved, and a README written for the game.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../shared/index.ts';
import { rulebookAssets } from './assets.ts';
import { CURSOR_CONTROLS, type Rulebook, RulebookEngine, SELECT_CONTROL } from './engine.ts';

export const TEMPLATE_DIR = join(PROJECT_ROOT, 'templates', 'rulebook');
/** Files of the template that belong to its example game, replaced by each project's own. */
const GAME_FILES = ['rulebook.json', 'assets.json', 'golden-path.json', 'README.md'];

export interface ProjectFiles {
  rulebook: string;
  assets: string;
  gameConfig: string;
  goldenPath: string | undefined;
  readme: string;
}

function slug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'game'
  );
}

function keyName(code: string): string {
  if (code.startsWith('Arrow')) return code.slice(5);
  if (/^Key[A-Z]$/.test(code)) return code.slice(3);
  if (/^Digit[0-9]$/.test(code)) return code.slice(5);
  return code;
}

/** The controls of a rulebook game, a line each, as the title screen and the README show them. */
export function controlLines(engine: RulebookEngine): string[] {
  const { book } = engine;
  const lines = book.controls.map((c) => {
    const keys =
      c.keys === 'letters' ? 'letter keys' : c.keys === 'digits' ? 'digit keys' : c.codes.map(keyName).join(' / ');
    return `${keys}: ${c.description ?? c.name.replace(/_/g, ' ')}`;
  });
  if (engine.cursor) {
    lines.push(`${CURSOR_CONTROLS.map((c) => keyName(c.codes[0])).join(' / ')}: move the cursor`);
    lines.push(`${SELECT_CONTROL.codes.join(' or ')}: play the cell under the cursor (or click it)`);
  }
  if (engine.rulesFor('clicked').length && !book.moves.length) lines.push('Mouse: click things to play');
  lines.push('Enter or Space: start; Escape: pause');
  return lines;
}

function readme(engine: RulebookEngine, hasPath: boolean): string {
  const source = engine.book.source;
  return [
    `# ${source.title}`,
    '',
    source.description,
    '',
    `**Goal:** ${source.goal}`,
    '',
    '## Play',
    '',
    '```sh',
    'npm install',
    'npm run dev      # then open the address it prints',
    '```',
    '',
    '## Controls',
    '',
    ...controlLines(engine).map((l) => `- ${l}`),
    '',
    '## How it is made',
    '',
    'The whole game is `rulebook.json`: its world, the kinds of things in it, the controls, the rules',
    '(*when* something happens → *then* what follows), counters, and the levels as text maps. The code in',
    '`src/engine/` runs any rulebook and `src/family/` draws it with Phaser; neither needs changing to change',
    'the game. Edit `rulebook.json` and reload; `playsmith rulebook validate rulebook.json` says exactly what is',
    'wrong with an edit, and `playsmith rulebook plan rulebook.json` finds a way to win it again.',
    '',
    hasPath
      ? '`golden-path.json` is the playthrough Playsmith proved wins the game; replay it with ' +
        '`playsmith play . --policy golden`. After changing the rules or levels, plan it again.'
      : 'No golden path is included: the planner did not prove a win for this rulebook.',
    '',
    'Art, sound and music are drawn from the nouns in the rulebook (`assets.json`); `playsmith assets` makes them',
    'again after you change it.',
    '',
  ].join('\n');
}

/**
 * Writes the project into `dir` (created; it must be empty or absent). `goldenPath` is the proven plan's path, or
 * undefined when there is none. Returns the files written.
 */
export function writeRulebookProject(
  dir: string,
  rulebook: Rulebook,
  goldenPath: Record<string, unknown> | undefined,
): ProjectFiles {
  if (existsSync(dir) && readdirSync(dir).length) throw new Error(`${dir} is not empty; choose a new folder`);
  const engine = new RulebookEngine(rulebook);
  mkdirSync(dir, { recursive: true });
  cpSync(TEMPLATE_DIR, dir, {
    recursive: true,
    filter: (src) => {
      const rel = src.slice(TEMPLATE_DIR.length + 1);
      return !/(^|[/\\])(node_modules|dist)$/.test(src) && !GAME_FILES.includes(rel);
    },
  });
  const files: ProjectFiles = {
    rulebook: join(dir, 'rulebook.json'),
    assets: join(dir, 'assets.json'),
    gameConfig: join(dir, 'src', 'gameConfig.json'),
    goldenPath: goldenPath ? join(dir, 'golden-path.json') : undefined,
    readme: join(dir, 'README.md'),
  };
  writeFileSync(files.rulebook, `${JSON.stringify(rulebook, null, 2)}\n`);
  writeFileSync(files.assets, `${JSON.stringify(rulebookAssets(engine.book), null, 2)}\n`);
  const config = JSON.parse(readFileSync(files.gameConfig, 'utf8')) as { game: { title: { value: string } } };
  config.game.title.value = rulebook.title;
  writeFileSync(files.gameConfig, `${JSON.stringify(config, null, 2)}\n`);
  if (goldenPath && files.goldenPath) writeFileSync(files.goldenPath, `${JSON.stringify(goldenPath, null, 2)}\n`);
  writeFileSync(files.readme, readme(engine, goldenPath !== undefined));
  const name = `playsmith-${slug(rulebook.title)}`;
  for (const file of ['package.json', 'package-lock.json']) {
    const path = join(dir, file);
    const json = JSON.parse(readFileSync(path, 'utf8')) as {
      name: string;
      packages?: Record<string, { name?: string }>;
    };
    json.name = name;
    if (json.packages?.['']) json.packages[''].name = name;
    writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
  }
  const html = join(dir, 'index.html');
  writeFileSync(
    html,
    readFileSync(html, 'utf8').replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rulebook.title)}</title>`),
  );
  return files;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
