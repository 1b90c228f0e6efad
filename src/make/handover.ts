// The hand-over: what turns a filled template copy into a project a developer accepts — its own npm name (package.json
// and the lockfile), its title in index.html, a README written for this game, a .gitignore, and docs without the
// template's example game.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Archetype } from '../shared/index.ts';
import type { Gdd } from './gdd.ts';

/** What a person needs to know about a family's made games: its keys, and where its levels are and how they load. */
interface FamilyHandover {
  controls: readonly string[];
  levels: readonly string[];
}

const TILED =
  'Each level is also a **Tiled map** (`public/assets/level-<id>.json`, tileset image beside it): open it in ' +
  '[Tiled](https://www.mapeditor.org/), paint or erase tiles in the `ground`/`walls` layer, move or add point ' +
  "objects in the `objects` layer (an object's `marker` property is its character in the level legend), save, and " +
  'reload the game: it plays the map. `src/game/levels.ts` holds the same levels as ASCII rows, used when the ' +
  'asset pack is absent.';

const HANDOVER: Record<Archetype, FamilyHandover> = {
  platformer: {
    controls: [
      'Arrow keys or A / D: run',
      'Space, Up or W: jump (again in the air when double jump is on)',
      'Z or J: melee attack; X or K: throw',
      'C or Left Shift: dash (when the game has it)',
      'Enter or Space: start; P or Escape: pause',
    ],
    levels: [TILED],
  },
  top_down: {
    controls: [
      'Arrow keys or W A S D: move (two together for diagonals)',
      'X or J: fire at the nearest foe (or click to aim)',
      'Enter or Space: start; P or Escape: pause',
    ],
    levels: [TILED],
  },
  grid_logic: {
    controls: [
      'Arrow keys or W A S D: step (pushes a block, or slides the board)',
      'Z, Backspace or U: undo; R: restart the level',
      'Enter or Space: start; P or Escape: pause',
    ],
    levels: [
      TILED,
      'Legend (push and merge boards): `docs/template_api.md`. A push board must stay solvable: ' +
        '`golden-path.json` is the solution Playsmith played, and it no longer wins a board you change.',
    ],
  },
  tower_defense: {
    controls: [
      'Click a build plot, or 1–9 to choose a tower, then click a plot',
      'Enter or Space: start the next wave; F: double speed',
      'P or Escape: pause',
    ],
    levels: [
      'Maps (path, build plots) and waves are in `src/game/levels.ts`; tower and enemy values in ' +
        '`src/gameConfig.json`.',
    ],
  },
  ui_heavy: {
    controls: [
      '1–4: pick a choice; Up/Down or Tab: light a choice; Enter or Space: finish the text, then pick the lit choice',
      'The mouse works too: click a choice; P or Escape: pause',
    ],
    levels: [
      'The story, questions and cards are in `src/game/content.json`; timers and scores in `src/gameConfig.json`.',
    ],
  },
};

/** The platformer's runner mode: no running or attacks of one's own, and courses instead of maps. */
function runnerHandover(kind: string): FamilyHandover {
  return {
    controls: [
      kind === 'fly' ? 'Up / Down or W / S: steer' : 'Space, Up or W: jump',
      'Enter or Space: start; P or Escape: pause',
    ],
    levels: [
      'Each level is a runner course in `src/game/levels.ts`: the seed its obstacles and pickups come from, the ' +
        'speed and how often it ramps up, and the goal. `golden-path.json` was planned on exactly these courses ' +
        'and no longer wins one you change.',
    ],
  };
}

/** The tower_defense family's build-and-grow mode: a town or a farm instead of towers and waves. */
function growHandover(kind: string): FamilyHandover {
  return {
    controls: [
      kind === 'city'
        ? '1–9 or the toolbar: choose a building; click open ground to build it'
        : '1 plant, 2 water, 3 harvest (or the toolbar), then click a plot; click the market to sell',
      'Enter or Space: start; P or Escape: pause',
    ],
    levels: [
      'The map and every number of the ' +
        `${kind === 'city' ? 'town (costs, house room, growth, the target)' : 'farm (the crop, the days, the goal)'} ` +
        'are in `src/game/levels.ts`; the rules in `src/family/modes/grow/growRules.ts`. ' +
        '`golden-path.json` was planned on exactly these numbers and no longer wins if you change them.',
    ],
  };
}

/** A valid npm package name from a game's title: lower case, ASCII letters and digits joined by dashes. */
export function npmName(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const name = words.join('-').slice(0, 60).replace(/-+$/, '');
  return name || 'playsmith-game';
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The template's package.json and lockfile under the game's own name and description. */
function renamePackage(gameDir: string, gdd: Gdd): void {
  const name = npmName(gdd.title);
  const pkgPath = join(gameDir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as Record<string, unknown>;
  const description = `${gdd.title}: a Phaser 4 + TypeScript + Vite game made by Playsmith.`;
  writeFileSync(pkgPath, `${JSON.stringify({ ...pkg, name, description }, null, 2)}\n`);
  const lockPath = join(gameDir, 'package-lock.json');
  if (!existsSync(lockPath)) return;
  const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { name: string; packages: Record<string, object> };
  lock.name = name;
  lock.packages[''] = { ...lock.packages[''], name };
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}

/** Drops the template's closing "The example…" section from a doc: it describes the template's game, not this one. */
function withoutExample(markdown: string): string {
  const at = markdown.search(/^## The (core )?example\b/m);
  return at < 0 ? markdown : `${markdown.slice(0, at).trimEnd()}\n`;
}

/** README.md for the game: what it is, how to run it, its controls, where levels and config live. */
export function renderReadme(gdd: Gdd): string {
  const runner = (gdd.sections.levels[0]?.data as { runner?: { kind: string } } | undefined)?.runner;
  const grow = (gdd.sections.levels[0]?.data as { grow?: { kind: string } } | undefined)?.grow;
  const family = runner ? runnerHandover(runner.kind) : grow ? growHandover(grow.kind) : HANDOVER[gdd.archetype];
  const levels = gdd.sections.levels.map((l) => `\`${l.key}\` (${l.title})`).join(', ');
  return [
    `# ${gdd.title}`,
    '',
    gdd.goal,
    '',
    `A ${gdd.archetype.replace('_', '-')} game in Phaser 4 + TypeScript, built with Vite. Made by Playsmith from ` +
      `the prompt "${gdd.intent.prompt.replace(/\s+/g, ' ').trim()}" (seed ${gdd.seed}).`,
    '',
    '## Run it',
    '',
    '```sh',
    'npm ci            # install the locked phaser, typescript and vite',
    'npm run dev       # play at the address Vite prints',
    'npm run build     # type-check and bundle into dist/',
    'npm run preview   # serve dist/',
    '```',
    '',
    'Add `?seed=N` to the page address to change the seeded randomness.',
    '',
    '## Controls',
    '',
    ...family.controls.map((c) => `- ${c}`),
    '',
    '## Levels',
    '',
    `Played in this order: ${levels}.`,
    '',
    family.levels.join('\n\n'),
    '',
    '## Change it',
    '',
    '- `src/gameConfig.json`: every tunable value (speeds, lives, timers, scores, colours) as ' +
      '`{ value, type, description }`; change `value`.',
    "- `src/game/`: the game's own code (hook files): `definition.ts` (goal, actions and their keys, level order), " +
      "`Level.ts` (the level scene's hooks), the levels.",
    '- `assets.json`: the asset registry (every texture and sound key); the files are in `public/assets/`.',
    "- `src/core/` and `src/family/`: the template's engine code, shared by every game of this kind; " +
      '`docs/template_api.md` documents every hook and config key.',
    '- `GAME_DESIGN.md`: the design document Playsmith wrote; `golden-path.json`: the scripted playthrough that ' +
      'wins the game (replay it with `playsmith play . --policy golden`).',
    '',
  ].join('\n');
}

const GITIGNORE = ['node_modules/', 'dist/', '.vite/', '*.log', '.DS_Store', ''].join('\n');

/** Writes the hand-over files into a filled template copy at `gameDir`. */
export function writeHandover(gameDir: string, gdd: Gdd): void {
  renamePackage(gameDir, gdd);
  const htmlPath = join(gameDir, 'index.html');
  writeFileSync(
    htmlPath,
    readFileSync(htmlPath, 'utf8').replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(gdd.title)}</title>`),
  );
  const apiPath = join(gameDir, 'docs', 'template_api.md');
  if (existsSync(apiPath)) writeFileSync(apiPath, withoutExample(readFileSync(apiPath, 'utf8')));
  writeFileSync(join(gameDir, 'README.md'), renderReadme(gdd));
  writeFileSync(join(gameDir, '.gitignore'), GITIGNORE);
}
