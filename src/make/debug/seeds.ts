// The protocol's starting entries: the failures generated Phaser + TypeScript games hit most often, each with the
// signature that recognises it, why it happens and what fixes it. Proactive entries name the pre-execution validator
// that catches their class before anything is built. Patterns are regular expressions, matched case-insensitively.
import type { DebugEntry } from './entry.ts';

type Seed = Omit<DebugEntry, 'occurrences' | 'verified' | 'origin'>;

const SEEDS: Seed[] = [
  {
    id: 'seed-texture-key',
    kind: 'proactive',
    validator: 'asset-keys',
    signature: { stage: '*', code: 'unknown-asset-key|missing-asset-file', messagePattern: '.*', fileGlob: '**' },
    rootCause:
      'The code names an asset key that nothing loads: a typo, a key invented from the entity name, or a key ' +
      'from another game. Phaser draws a green missing-texture box or throws when a family base class looks ' +
      'the key up.',
    fix:
      'Use exactly a key from assets.json (the registry written in the asset phase); in assetKeys() every ' +
      'value, nested sfx included, must be one of those keys. Do not add keys to assets.json by hand.',
  },
  {
    id: 'seed-key-is-url',
    kind: 'proactive',
    validator: 'asset-keys',
    signature: { stage: 'validate', code: 'asset-key-is-url', messagePattern: '.*', fileGlob: '**' },
    rootCause: 'A file path or URL was passed where Phaser expects the key the file was loaded under.',
    fix:
      'Pass the registry key (e.g. "fox"), not the file ("assets/fox.png"); the preload scene already loads ' +
      'every registry file under its key.',
  },
  {
    id: 'seed-texture-missing-at-run-time',
    kind: 'reactive',
    signature: {
      stage: 'runtime',
      code: 'uncaught-error',
      messagePattern: '(texture|frame|image|key)\\b.*(not found|unknown|missing|not in)',
      fileGlob: '**',
    },
    rootCause:
      'At run time a texture or frame was looked up under a key nothing loaded; a family base class refuses ' +
      'unknown keys from assetKeys().',
    fix:
      'Use exactly the keys of assets.json, and frames the spritesheet has (its frame count is ' +
      'in the registry entry).',
  },
  {
    id: 'seed-animation-key',
    kind: 'reactive',
    signature: {
      stage: 'runtime',
      code: 'uncaught-error',
      messagePattern: 'anim(ation)?s?\\b.*(not found|missing|unknown|undefined)|missing animation',
      fileGlob: '**',
    },
    rootCause:
      'An animation is played under a name that was never created; registry animations are named ' +
      '"<key>-<animation>" by the core.',
    fix:
      'Play animations through the family helpers, or use "<asset key>-<animation name>" exactly as assets.json ' +
      'lists them; check that the sprite has that animation before playing it.',
  },
  {
    id: 'seed-scene-registration',
    kind: 'proactive',
    validator: 'scenes',
    signature: { stage: '*', code: 'unregistered-scene', messagePattern: '.*', fileGlob: '**' },
    rootCause: "A scene is started, launched or fetched by a key that is not in the game config's scene list.",
    fix:
      "Use the scene keys the template registers in src/main.ts (and the family's Level scene key); new scenes " +
      'must be added to that list, not only imported.',
  },
  {
    id: 'seed-config-key',
    kind: 'proactive',
    validator: 'config-keys',
    signature: { stage: '*', code: 'missing-config-key|broken-config', messagePattern: '.*', fileGlob: '**' },
    rootCause:
      'The code reads a gameConfig.json path that does not exist (a renamed section, a guessed key, or a leaf ' +
      'read without its .value).',
    fix:
      'Read only paths that exist in src/gameConfig.json, down to the leaf\'s "value"; add a new tuning value ' +
      "to gameConfig.json in the family's leaf format before reading it.",
  },
  {
    id: 'seed-level-order',
    kind: 'proactive',
    validator: 'level-order',
    signature: { stage: '*', code: 'level-order-mismatch', messagePattern: '.*', fileGlob: '**' },
    rootCause:
      'The level order in src/game/definition.ts and the levels the game defines disagree: an id with no ' +
      'level, a level never reached, or a repeated id.',
    fix:
      'Make definition.levelOrder list each level id defined in src/game/levels.ts (or content.json) exactly ' +
      'once, in play order, spelled the same.',
  },
  {
    id: 'seed-wiring-at-run-time',
    kind: 'reactive',
    signature: {
      stage: 'runtime',
      code: 'uncaught-error',
      messagePattern:
        'scene.*(not found|unknown|does not exist)|no level .* in the level order|' +
        'has no level|gameconfig|reading .value.',
      fileGlob: '**',
    },
    rootCause:
      'The game is wired inconsistently and it only shows when it runs: a scene key, a level id or a config ' +
      'path that the static checks could not resolve because it was computed.',
    fix:
      'Write scene keys, level ids and config paths as literals that exist (src/main.ts scene list, ' +
      'definition.levelOrder, src/gameConfig.json), so the validators can see them.',
  },
  {
    id: 'seed-missing-module',
    kind: 'reactive',
    signature: {
      stage: 'build',
      code: '*',
      messagePattern:
        'cannot find module|has no exported member|could not resolve|failed to resolve import|is not exported',
      fileGlob: '**',
    },
    rootCause:
      'An import names a file or export that does not exist: a wrong relative path, a missing .ts extension, ' +
      'or a class imported from the wrong layer.',
    fix:
      'Import the core from "../core/index.ts" and the family from "../family/index.ts" (with the .ts ' +
      'extension), and only names those index files export.',
  },
  {
    id: 'seed-unknown-property',
    kind: 'reactive',
    signature: {
      stage: 'build',
      code: 'TS2339|TS2551|TS2353|TS2561',
      messagePattern:
        "property '[^']+' does not exist|object literal may only specify known properties|does not exist in type",
      fileGlob: '**',
    },
    rootCause:
      'The code uses a member the type does not have: an API from another Phaser version, a guessed ' +
      'base-class helper, or a misspelled field.',
    fix:
      'Use only the members listed in docs/template_api.md for the family and core, and Phaser 4 API; for ' +
      'object literals, only the fields the interface declares.',
  },
  {
    id: 'seed-type-only-import',
    kind: 'reactive',
    signature: {
      stage: 'build',
      code: 'TS1484|TS1485|TS2206|TS1361',
      messagePattern:
        'type-only import|only refers to a type|cannot be used as a value because it was imported using .import type.',
      fileGlob: '**',
    },
    rootCause:
      'With verbatimModuleSyntax, a type must be imported with "import type", and a value cannot come through ' +
      'a type-only import.',
    fix:
      'Split the import: "import type { LevelInfo } from …" for types, a plain import for classes and functions ' +
      'used at run time.',
  },
  {
    id: 'seed-type-mismatch',
    kind: 'reactive',
    signature: {
      stage: 'build',
      code: 'TS2322|TS2345|TS2741|TS2739|TS2740',
      messagePattern: 'is not assignable to|is missing the following properties|missing in type',
      fileGlob: '**',
    },
    rootCause:
      'A value of the wrong type is assigned, passed or returned — often a string where a number is expected, ' +
      "or an object missing fields the hook's return type requires.",
    fix:
      "Give the declared type: convert or correct the value, and return every field the hook's type requires " +
      '(see the hook table in docs/template_api.md).',
  },
  {
    id: 'seed-unknown-name',
    kind: 'reactive',
    signature: { stage: 'build', code: 'TS2304|TS2552|TS2663', messagePattern: 'cannot find name', fileGlob: '**' },
    rootCause: 'A name is used that is neither declared nor imported in the file.',
    fix:
      'Import it from the core or family index, declare it, or use the this.-qualified member when it belongs ' +
      'to the scene.',
  },
  {
    id: 'seed-undefined-access',
    kind: 'reactive',
    signature: {
      stage: 'runtime',
      code: 'uncaught-error',
      messagePattern: 'cannot read properties of (undefined|null)|is not a function|is undefined',
      fileGlob: '**',
    },
    rootCause:
      'At run time something is used before it exists: a sprite or group touched before buildLevel created ' +
      'it, a hook using state from a previous level, or a method name that does not exist.',
    fix:
      'Create objects in the lifecycle hook meant for it and guard uses that can come earlier (update before ' +
      'build, callbacks after a level ended); call only documented methods.',
  },
];

export function seedEntries(): DebugEntry[] {
  return SEEDS.map((s) => ({ ...s, occurrences: 0, verified: false, origin: 'seed' }));
}
