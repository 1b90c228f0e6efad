// L1 integrity: static, no browser. Entry files exist; every asset the code loads exists on disk and every asset key
// it uses was loaded or generated; every scene it starts is registered; every gameConfig.json key it reads exists.
// Each broken reference is reported with file:line. Keys the code builds at run time cannot be resolved statically:
// when a key space has such dynamic definitions, unknown keys in it are warnings rather than failures. Remote URLs are
// warnings too: whether the code really requests them is for L3a to see (where every outside request is blocked).
// Files are read under the project rule: a file that is a link out of the folder, or a FIFO, counts as absent.
import { dirname, join, posix, resolve } from 'node:path';
import ts from 'typescript';
import { ProjectFiles, type IntegrityIssue, type IntegrityResult } from '../shared/index.ts';
import {
  gameSources,
  literalText,
  methodCall,
  objectProperty,
  position,
  tailName,
  type GameSourceFile,
  type GameSources,
} from './sources.ts';

/** The facing rows of a top-down spritesheet, as the template core names their animations. */
const TOP_DOWN_ROWS = ['front', 'back', 'side'] as const;

type KeySpace = 'texture' | 'audio' | 'tilemap' | 'json' | 'bitmapFont' | 'animation' | 'other';

interface KeyTable {
  defined: Record<KeySpace, Set<string>>;
  /** Key spaces with definitions whose keys are computed at run time. */
  dynamic: Set<KeySpace>;
}

/** Loader methods: the key space each fills and which arguments are URLs. */
const LOADERS: Record<string, { space: KeySpace; urls: number[]; defaultExt?: string }> = {
  image: { space: 'texture', urls: [1], defaultExt: '.png' },
  spritesheet: { space: 'texture', urls: [1], defaultExt: '.png' },
  svg: { space: 'texture', urls: [1], defaultExt: '.svg' },
  atlas: { space: 'texture', urls: [1, 2] },
  multiatlas: { space: 'texture', urls: [1] },
  aseprite: { space: 'texture', urls: [1, 2] },
  audio: { space: 'audio', urls: [1] },
  tilemapTiledJSON: { space: 'tilemap', urls: [1], defaultExt: '.json' },
  tilemapCSV: { space: 'tilemap', urls: [1], defaultExt: '.csv' },
  json: { space: 'json', urls: [1], defaultExt: '.json' },
  bitmapFont: { space: 'bitmapFont', urls: [1, 2] },
  text: { space: 'other', urls: [1], defaultExt: '.txt' },
  xml: { space: 'other', urls: [1], defaultExt: '.xml' },
  glsl: { space: 'other', urls: [1] },
  video: { space: 'other', urls: [1] },
  binary: { space: 'other', urls: [1] },
  animation: { space: 'json', urls: [1], defaultExt: '.json' },
};
/** Pack file entry types → key spaces. */
const PACK_TYPES: Record<string, KeySpace> = {
  image: 'texture',
  spritesheet: 'texture',
  svg: 'texture',
  atlas: 'texture',
  multiatlas: 'texture',
  aseprite: 'texture',
  audio: 'audio',
  tilemapTiledJSON: 'tilemap',
  tilemapCSV: 'tilemap',
  json: 'json',
  bitmapFont: 'bitmapFont',
};
/** Texture-making calls on `textures` / graphics: `generateTexture('key')`, `textures.addCanvas('key', …)`. */
const TEXTURE_MAKERS = new Set([
  'generateTexture',
  'addCanvas',
  'createCanvas',
  'addImage',
  'addBase64',
  'addSpriteSheet',
  'addSpriteSheetFromAtlas',
  'addDynamicTexture',
  'addRenderTexture',
  'addGLTexture',
  'addAtlas',
  'generate',
  'addUint8Array',
]);
/** Game-object factories on `add` and their texture-key argument index. */
const FACTORIES: Record<string, number> = {
  image: 2,
  sprite: 2,
  staticImage: 2,
  staticSprite: 2,
  particles: 2,
  tileSprite: 4,
  nineslice: 2,
  plane: 2,
  rope: 2,
  mesh: 2,
};
const SCENE_STARTS = new Set(['start', 'launch', 'switch', 'run', 'get']);

interface Ctx {
  sources: GameSources;
  issues: IntegrityIssue[];
  warnings: IntegrityIssue[];
  keys: KeyTable;
  counts: IntegrityResult['counts'];
  /**
   * The game has an asset registry (assets.json). Textures and animations its code creates with computed keys are then
   * taken to be the registry's (the templates draw placeholders and build animations from it), so unknown literal
   * keys stay failures.
   */
  registry: boolean;
  /** Texture keys the code makes itself (generateTexture, textures.add…): a missing file under one is not fatal. */
  generated: Set<string>;
  /** Loads whose file is missing, kept so a texture the game also generates can become a warning. */
  missingLoads: { issue: IntegrityIssue; space: KeySpace; key: string }[];
}

function at(file: GameSourceFile, node: ts.Node): { file: string; line: number; column: number } {
  return { file: file.rel, ...position(node) };
}

function isFile(ctx: Ctx, path: string): boolean {
  return ctx.sources.project.isFile(path);
}

/** "does not exist", or what the file is when the project rule refused it (a link out of the folder, a FIFO). */
function absence(ctx: Ctx, path: string): string {
  const why = ctx.sources.project.whyNotFile(path);
  return why === undefined || why === 'not there' ? 'does not exist' : `is ${why} (not read)`;
}

/** Where a game-relative URL lives on disk; undefined when it is not local. */
function urlPath(ctx: Ctx, url: string, basePath: string): string | undefined {
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('data:') || url.startsWith('blob:')) return undefined;
  const joined = posix.join(basePath, url.split('?')[0]!.split('#')[0]!).replace(/^\/+/, '');
  return join(ctx.sources.servedRoot, joined);
}

function newKeyTable(): KeyTable {
  return {
    defined: {
      texture: new Set(),
      audio: new Set(),
      tilemap: new Set(),
      json: new Set(),
      bitmapFont: new Set(),
      animation: new Set(),
      other: new Set(),
    },
    dynamic: new Set(),
  };
}

// ---- entry files -------------------------------------------------------------------------------------------------

function checkEntry(ctx: Ctx): void {
  const root = ctx.sources.root;
  const entryWhy = ctx.sources.project.whyNotFile(join(root, 'index.html'));
  if (entryWhy !== undefined) {
    ctx.issues.push({
      kind: 'missing-entry',
      file: 'index.html',
      message:
        entryWhy === 'not there'
          ? 'index.html is missing: a web game needs it as its entry page'
          : `index.html is ${entryWhy}, not a regular file inside the game folder: it was not read`,
    });
  }
  if (ctx.sources.kind === 'source-project') {
    const manifestWhy = ctx.sources.project.whyNotFile(join(root, 'package.json'));
    const manifest = readJson(ctx, join(root, 'package.json'));
    if (manifestWhy !== undefined)
      ctx.issues.push({
        kind: 'broken-manifest',
        file: 'package.json',
        message: `package.json is ${manifestWhy}, not a regular file inside the game folder: it was not read`,
      });
    else if ('error' in manifest) {
      const message = manifest.error;
      const line = /line (\d+)/.exec(message)?.[1];
      ctx.issues.push({
        kind: 'broken-manifest',
        file: 'package.json',
        ...(line ? { line: Number(line) } : {}),
        message: `package.json is not valid JSON: ${message}`,
      });
    }
    if (entryWhy === undefined && !ctx.sources.htmlScripts.some((s) => s.module)) {
      ctx.issues.push({
        kind: 'missing-entry',
        file: 'index.html',
        message: 'index.html has no <script type="module" src="…"> entry module',
      });
    }
  }
  for (const script of ctx.sources.htmlScripts) {
    if (/^(https?:)?\/\//i.test(script.src)) {
      ctx.warnings.push({
        kind: 'remote-asset',
        file: 'index.html',
        line: script.line,
        message:
          `index.html loads ${script.src} from the network; ` +
          'games must ship their scripts (remote requests are blocked)',
      });
    } else if (!script.exists) {
      ctx.issues.push({
        kind: 'missing-entry',
        file: 'index.html',
        line: script.line,
        message: script.refused
          ? `index.html loads ${script.src}, which is ${script.refused}: only regular files inside the folder count`
          : `index.html loads ${script.src}, which does not exist`,
      });
    }
  }
  for (const bad of ctx.sources.unreadable)
    ctx.issues.push({ kind: 'unreadable-script', file: bad.rel, message: `${bad.rel} ${bad.reason}` });
}

// ---- asset registry and pack files -------------------------------------------------------------------------------

function readJson(ctx: Ctx, path: string): { value: unknown } | { error: string } {
  const text = ctx.sources.project.text(path);
  if (text === undefined) {
    const why = ctx.sources.project.whyNotFile(path);
    return {
      error: why === 'not there' ? 'the file is missing' : `it is ${why}, not a regular file inside the folder`,
    };
  }
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Keys from the game's asset registry (assets.json): the templates' single source of asset keys. */
function readRegistry(ctx: Ctx): void {
  const path = join(ctx.sources.root, 'assets.json');
  if (!isFile(ctx, path)) return;
  const read = readJson(ctx, path);
  if ('error' in read) {
    ctx.issues.push({
      kind: 'broken-pack',
      file: 'assets.json',
      message: `assets.json is not valid JSON: ${read.error}`,
    });
    return;
  }
  const registry = read.value as { assets?: unknown; pack?: unknown };
  ctx.registry = true;
  if (!Array.isArray(registry.assets)) {
    ctx.issues.push({ kind: 'broken-pack', file: 'assets.json', message: 'assets.json has no "assets" array' });
    return;
  }
  for (const entry of registry.assets as { type?: unknown; key?: unknown; animations?: unknown; view?: unknown }[]) {
    if (typeof entry.key !== 'string') continue;
    const space: KeySpace = entry.type === 'audio' ? 'audio' : entry.type === 'tilemap' ? 'tilemap' : 'texture';
    ctx.keys.defined[space].add(entry.key);
    if (Array.isArray(entry.animations)) {
      for (const anim of entry.animations as { name?: unknown }[]) {
        if (typeof anim.name !== 'string') continue;
        ctx.keys.defined.animation.add(`${entry.key}-${anim.name}`);
        // The core also makes one animation per facing row of a top-down sheet (templates/core/src/core/animations.ts).
        if (entry.view === 'top-down')
          for (const row of TOP_DOWN_ROWS) ctx.keys.defined.animation.add(`${entry.key}-${anim.name}-${row}`);
      }
    }
  }
  if (typeof registry.pack === 'string') readPack(ctx, registry.pack, { file: 'assets.json' });
}

/** A Phaser pack file: every entry's file must exist; its keys become defined. */
function readPack(ctx: Ctx, url: string, where: { file: string; line?: number; column?: number }): void {
  const path = urlPath(ctx, url, '');
  if (!path) return;
  if (!isFile(ctx, path)) {
    ctx.issues.push({
      kind: 'missing-asset-file',
      ...where,
      message: `pack file ${url} ${absence(ctx, path)} (looked for ${posixRel(ctx, path)})`,
    });
    return;
  }
  const read = readJson(ctx, path);
  const rel = posixRel(ctx, path);
  if ('error' in read) {
    ctx.issues.push({ kind: 'broken-pack', file: rel, message: `${rel} is not valid JSON: ${read.error}` });
    return;
  }
  if (!read.value || typeof read.value !== 'object') return;
  for (const [sectionName, section] of Object.entries(read.value as Record<string, unknown>)) {
    if (sectionName === 'meta' || !section || typeof section !== 'object') continue;
    const { files, path: sectionPath, prefix } = section as { files?: unknown; path?: unknown; prefix?: unknown };
    if (!Array.isArray(files)) continue;
    for (const [i, file] of (files as Record<string, unknown>[]).entries()) {
      const key = typeof file.key === 'string' ? `${typeof prefix === 'string' ? prefix : ''}${file.key}` : undefined;
      const type = typeof file.type === 'string' ? file.type : '';
      if (key) ctx.keys.defined[PACK_TYPES[type] ?? 'other'].add(key);
      ctx.counts.assetLoads++;
      const urls = [file.url, file.textureURL, file.atlasURL, file.fontDataURL]
        .flatMap((u) => (Array.isArray(u) ? u : [u]))
        .filter((u): u is string => typeof u === 'string');
      const base = typeof sectionPath === 'string' ? sectionPath : '';
      const missing = urls.filter((u) => {
        const p = urlPath(ctx, u, base);
        return p !== undefined && !isFile(ctx, p);
      });
      const isAudioAlternatives = type === 'audio' && Array.isArray(file.url) && missing.length < urls.length;
      if (missing.length && !isAudioAlternatives) {
        ctx.issues.push({
          kind: 'missing-asset-file',
          file: rel,
          message:
            `${rel} section "${sectionName}" file ${i} (${type} "${key ?? '?'}") ` +
            `points to ${missing.join(', ')}, which does not exist`,
        });
      }
    }
  }
}

function posixRel(ctx: Ctx, path: string): string {
  return resolve(path)
    .slice(resolve(ctx.sources.root).length + 1)
    .split('\\')
    .join('/');
}

// ---- scripts: loads, generated keys, uses -------------------------------------------------------------------------

interface KeyUse {
  space: KeySpace;
  key: string;
  file: GameSourceFile;
  node: ts.Node;
  what: string;
}

function urlsOf(arg: ts.Expression | undefined): (string | undefined)[] {
  if (!arg) return [];
  if (ts.isArrayLiteralExpression(arg)) return arg.elements.map((e) => literalText(e));
  return [literalText(arg)];
}

function scanAssets(ctx: Ctx, file: GameSourceFile, uses: KeyUse[]): void {
  let basePath = '';
  const visit = (node: ts.Node): void => {
    const call = methodCall(node);
    if (call) {
      const owner = tailName(call.object);
      const args = call.call.arguments;
      if (owner === 'load' && call.name === 'setPath') basePath = literalText(args[0]) ?? basePath;
      else if (owner === 'load' && call.name === 'pack') {
        ctx.counts.assetLoads++;
        const url = literalText(args[1]) ?? (args[1] ? undefined : `${literalText(args[0]) ?? ''}.json`);
        if (url) readPack(ctx, posix.join(basePath, url), at(file, node));
      } else if (owner === 'load' && LOADERS[call.name]) loaderCall(ctx, file, call.name, args, basePath, node);
      else if (TEXTURE_MAKERS.has(call.name) && (call.name === 'generateTexture' || owner === 'textures')) {
        const key = literalText(args[0]);
        if (key) {
          ctx.keys.defined.texture.add(key);
          ctx.generated.add(key);
        } else if (!ctx.registry) ctx.keys.dynamic.add('texture');
      } else if (owner === 'anims' && call.name === 'create') {
        const key = literalText(objectProperty(args[0], 'key'));
        if (key) ctx.keys.defined.animation.add(key);
        else if (!ctx.registry) ctx.keys.dynamic.add('animation');
      } else if (owner === 'anims' && call.name === 'createFromAseprite') ctx.keys.dynamic.add('animation');
      else if (owner === 'add' && Object.hasOwn(FACTORIES, call.name)) {
        const key = literalText(args[FACTORIES[call.name]!]);
        if (key) uses.push({ space: 'texture', key, file, node, what: `${call.name}()` });
      } else if (owner === 'add' && call.name === 'bitmapText') {
        const key = literalText(args[2]);
        if (key) uses.push({ space: 'bitmapFont', key, file, node, what: 'bitmapText()' });
      } else if (owner === 'add' && call.name === 'tilemap') {
        const key = literalText(args[0]);
        if (key) uses.push({ space: 'tilemap', key, file, node, what: 'tilemap()' });
      } else if (owner === 'make' && (call.name === 'image' || call.name === 'sprite')) {
        const key = literalText(objectProperty(args[0], 'key'));
        if (key) uses.push({ space: 'texture', key, file, node, what: `make.${call.name}()` });
      } else if (owner === 'make' && call.name === 'tilemap') {
        const key = literalText(objectProperty(args[0], 'key'));
        if (key) uses.push({ space: 'tilemap', key, file, node, what: 'make.tilemap()' });
      } else if (call.name === 'setTexture') {
        const key = literalText(args[0]);
        if (key) uses.push({ space: 'texture', key, file, node, what: 'setTexture()' });
      } else if (call.name === 'addTilesetImage') {
        const key = literalText(args[1]) ?? literalText(args[0]);
        if (key) uses.push({ space: 'texture', key, file, node, what: 'addTilesetImage()' });
      } else if (owner === 'sound' && (call.name === 'add' || call.name === 'play')) {
        const key = literalText(args[0]);
        if (key) uses.push({ space: 'audio', key, file, node, what: `sound.${call.name}()` });
      } else if ((call.name === 'play' || call.name === 'playReverse') && owner !== 'sound') {
        const key = literalText(args[0]);
        if (key) uses.push({ space: 'animation', key, file, node, what: `${call.name}()` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file.source);
}

function loaderCall(
  ctx: Ctx,
  file: GameSourceFile,
  method: string,
  args: ts.NodeArray<ts.Expression>,
  basePath: string,
  node: ts.Node,
): void {
  const loader = LOADERS[method]!;
  ctx.counts.assetLoads++;
  const configKey = literalText(objectProperty(args[0], 'key'));
  const key = literalText(args[0]) ?? configKey;
  if (!key) {
    ctx.keys.dynamic.add(loader.space);
    return;
  }
  ctx.keys.defined[loader.space].add(key);
  const urlArgs = configKey ? [objectProperty(args[0], 'url')] : loader.urls.map((i) => args[i]);
  const candidates = urlArgs.map((arg, i) =>
    arg === undefined && i === 0 && loader.defaultExt ? [`${key}${loader.defaultExt}`] : urlsOf(arg),
  );
  for (const alternatives of candidates) {
    const locals = alternatives.filter((u): u is string => u !== undefined);
    if (locals.length === 0) continue;
    const remote = locals.filter((u) => /^(https?:)?\/\//i.test(u));
    if (remote.length) {
      ctx.warnings.push({
        kind: 'remote-asset',
        ...at(file, node),
        message:
          `${method} "${key}" loads ${remote[0]} from the network; ` +
          'ship the file with the game (remote requests are blocked)',
      });
      continue;
    }
    const paths = locals.map((u) => ({ url: u, path: urlPath(ctx, u, basePath) }));
    if (paths.some((p) => p.path === undefined || isFile(ctx, p.path))) continue;
    const first = paths[0]!;
    const issue: IntegrityIssue = {
      kind: 'missing-asset-file',
      ...at(file, node),
      message:
        `${method} "${key}" loads ${posix.join(basePath, first.url)}, which ${absence(ctx, first.path!)} ` +
        `(looked for ${posixRel(ctx, first.path!)})`,
    };
    ctx.issues.push(issue);
    ctx.missingLoads.push({ issue, space: loader.space, key });
  }
  if (method === 'animation') definedAnimations(ctx, candidates[0]?.[0], basePath);
}

/** The animation keys of a JSON file loaded with load.animation (`{ anims: [{ key }] }`), else any key. */
function definedAnimations(ctx: Ctx, url: string | undefined, basePath: string): void {
  const path = url === undefined ? undefined : urlPath(ctx, url, basePath);
  const read = path && isFile(ctx, path) ? readJson(ctx, path) : undefined;
  const anims = read && 'value' in read ? (read.value as { anims?: unknown } | null)?.anims : undefined;
  const keys = Array.isArray(anims) ? anims.map((a) => (a as { key?: unknown } | null)?.key) : [];
  if (keys.length && keys.every((k) => typeof k === 'string'))
    for (const key of keys as string[]) ctx.keys.defined.animation.add(key);
  else ctx.keys.dynamic.add('animation');
}

/** A missing image under a key the game also draws itself with generateTexture is a warning: it has a texture. */
function forgiveGeneratedTextures(ctx: Ctx): void {
  for (const { issue, space, key } of ctx.missingLoads) {
    if (space !== 'texture' || !ctx.generated.has(key)) continue;
    ctx.issues.splice(ctx.issues.indexOf(issue), 1);
    ctx.warnings.push({
      ...issue,
      message: `${issue.message}; the game also makes a texture "${key}" itself (generateTexture), so it has one`,
    });
  }
}

function checkKeyUses(ctx: Ctx, uses: KeyUse[]): void {
  for (const use of uses) {
    ctx.counts.assetUses++;
    const { defined, dynamic } = ctx.keys;
    if (defined[use.space].has(use.key)) continue;
    if (use.space === 'animation' && defined.audio.has(use.key)) continue; // `music.play('key')` on a sound object
    // `.play('x')` on something that is not a sprite
    if (use.space === 'animation' && defined.animation.size === 0 && !dynamic.has('animation')) continue;
    const known = [...defined[use.space]].sort();
    const issue: IntegrityIssue = {
      kind: 'unknown-asset-key',
      ...at(use.file, use.node),
      message:
        `${use.what} uses ${use.space} key "${use.key}", which is never loaded or generated` +
        (known.length ? ` (known: ${known.slice(0, 12).join(', ')}${known.length > 12 ? ', …' : ''})` : ''),
    };
    (dynamic.has(use.space) ? ctx.warnings : ctx.issues).push(issue);
  }
}

// ---- scenes -------------------------------------------------------------------------------------------------------

function sceneKeyOfClass(cls: ts.ClassLikeDeclaration): string | undefined {
  let key: string | undefined;
  const visit = (node: ts.Node): void => {
    if (key) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword) {
      key = literalText(node.arguments[0]) ?? literalText(objectProperty(node.arguments[0], 'key'));
      return;
    }
    ts.forEachChild(node, visit);
  };
  for (const member of cls.members) if (ts.isConstructorDeclaration(member)) visit(member);
  return key;
}

/** The key of a Phaser 3 `new Phaser.Class({ … initialize() { Phaser.Scene.call(this, { key }) } })` scene. */
function sceneKeyOfPhaserClass(init: ts.Expression): string | undefined {
  if (!(ts.isNewExpression(init) || ts.isCallExpression(init)) || tailName(init.expression) !== 'Class') return;
  let key: string | undefined;
  const visit = (node: ts.Node): void => {
    if (key) return;
    const call = methodCall(node);
    if (call?.name === 'call' && tailName(call.object) === 'Scene') {
      const arg = call.call.arguments[1];
      key = literalText(arg) ?? literalText(objectProperty(arg, 'key'));
      return;
    }
    ts.forEachChild(node, visit);
  };
  for (const arg of init.arguments ?? []) visit(arg);
  return key;
}

const GAME_CONFIG_KEYS = new Set([
  'type',
  'width',
  'height',
  'parent',
  'physics',
  'scale',
  'backgroundColor',
  'render',
  'pixelArt',
  'canvas',
]);

/**
 * An object literal that looks like a Phaser game config: passed to `new Phaser.Game(...)`, or carrying at least two
 * game-config keys (not `{ scene: this, width: 3 }` handed to a helper).
 */
function isGameConfigObject(node: ts.Node): boolean {
  if (!ts.isObjectLiteralExpression(node)) return false;
  if (ts.isNewExpression(node.parent) && tailName(node.parent.expression) === 'Game') return true;
  return (
    node.properties.filter((p) => p.name !== undefined && ts.isIdentifier(p.name) && GAME_CONFIG_KEYS.has(p.name.text))
      .length >= 2
  );
}

function checkScenes(ctx: Ctx): void {
  const classKeys = new Map<string, string>();
  let registered: Set<string> | undefined = new Set();
  let sawSceneConfig = false;
  const refs: { key: string; file: GameSourceFile; node: ts.Node; how: string }[] = [];
  for (const file of ctx.sources.files) {
    const visit = (node: ts.Node): void => {
      if (ts.isClassDeclaration(node) && node.name) {
        const key = sceneKeyOfClass(node);
        if (key) classKeys.set(node.name.text, key);
      }
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const key = sceneKeyOfPhaserClass(node.initializer);
        if (key) classKeys.set(node.name.text, key);
      }
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'scene' &&
        isGameConfigObject(node.parent)
      ) {
        sawSceneConfig = true;
        const value = node.initializer;
        const items = ts.isArrayLiteralExpression(value) ? value.elements : [value];
        for (const item of items) {
          if (ts.isIdentifier(item) && registered) registered.add(`class:${item.text}`);
          else registered = undefined; // a spread or an expression: cannot tell statically
        }
      }
      const call = methodCall(node);
      if (call && tailName(call.object) === 'scene') {
        const key = literalText(call.call.arguments[0]);
        if (call.name === 'add' && key) registered?.add(`key:${key}`);
        else if (SCENE_STARTS.has(call.name) && key) refs.push({ key, file, node, how: `scene.${call.name}` });
        else if (call.name === 'transition') {
          const target = literalText(objectProperty(call.call.arguments[0], 'target'));
          if (target) refs.push({ key: target, file, node, how: 'scene.transition' });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file.source);
  }
  ctx.counts.sceneReferences = refs.length;
  if (!sawSceneConfig) registered = undefined;
  const keys = new Set<string>();
  let unresolved = registered === undefined;
  for (const entry of registered ?? []) {
    if (entry.startsWith('key:')) keys.add(entry.slice(4));
    else {
      const key = classKeys.get(entry.slice(6));
      if (key) keys.add(key);
      else unresolved = true; // a class defined outside the scanned files, or with a computed key
    }
  }
  for (const ref of refs) {
    if (keys.has(ref.key)) continue;
    const defined = [...classKeys.values()].includes(ref.key);
    const registeredList = `(registered: ${[...keys].sort().join(', ') || 'none'})`;
    const message = defined
      ? `${ref.how}("${ref.key}") starts a scene whose class is not in the game config's scene list ${registeredList}`
      : `${ref.how}("${ref.key}") starts a scene that no class defines or registers ${registeredList}`;
    (unresolved ? ctx.warnings : ctx.issues).push({ kind: 'unregistered-scene', ...at(ref.file, ref.node), message });
  }
}

// ---- gameConfig.json --------------------------------------------------------------------------------------------

function checkConfigReads(ctx: Ctx): void {
  for (const file of ctx.sources.files) {
    const roots = new Map<string, { json: unknown; path: string[]; configRel: string }>();
    for (const statement of file.source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const spec = statement.moduleSpecifier.text;
      if (!/(^|\/)gameConfig\.json$/.test(spec) || !statement.importClause) continue;
      const configPath = resolve(dirname(file.path), spec);
      const configRel = posixRel(ctx, configPath);
      if (!isFile(ctx, configPath)) {
        ctx.issues.push({
          kind: 'broken-config',
          ...at(file, statement),
          message: `imports ${spec}, which ${absence(ctx, configPath)}`,
        });
        continue;
      }
      const read = readJson(ctx, configPath);
      if ('error' in read) {
        ctx.issues.push({
          kind: 'broken-config',
          file: configRel,
          message: `${configRel} is not valid JSON: ${read.error}`,
        });
        continue;
      }
      const clause = statement.importClause;
      if (clause.name) roots.set(clause.name.text, { json: read.value, path: [], configRel });
      if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const el of clause.namedBindings.elements)
          roots.set(el.name.text, { json: read.value, path: [(el.propertyName ?? el.name).text], configRel });
      }
    }
    if (roots.size === 0) continue;
    const visit = (node: ts.Node): void => {
      const isOuter =
        (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) &&
        !(ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node) &&
        !(ts.isElementAccessExpression(node.parent) && node.parent.expression === node);
      if (isOuter) {
        const chain: string[] = [];
        let expr: ts.Expression = node as ts.Expression;
        let dynamic = false;
        while (ts.isPropertyAccessExpression(expr) || ts.isElementAccessExpression(expr)) {
          if (ts.isPropertyAccessExpression(expr)) chain.unshift(expr.name.text);
          else {
            const lit = literalText(expr.argumentExpression);
            if (lit === undefined) dynamic = true;
            chain.unshift(lit ?? '*');
          }
          expr = expr.expression;
        }
        const root = ts.isIdentifier(expr) ? roots.get(expr.text) : undefined;
        if (root && !dynamic) {
          ctx.counts.configReads++;
          const path = [...root.path, ...chain];
          let value: unknown = root.json;
          for (let i = 0; i < path.length; i++) {
            const segment = path[i]!;
            if (value && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, segment)) {
              value = (value as Record<string, unknown>)[segment];
              continue;
            }
            // a method on a value (e.g. .toFixed)
            if (Array.isArray(value) || typeof value !== 'object' || value === null) break;
            const siblings = Object.keys(value as object).sort();
            ctx.issues.push({
              kind: 'missing-config-key',
              ...at(file, node),
              message:
                `reads ${path.slice(0, i + 1).join('.')} from ${root.configRel}, which has no key "${segment}" ` +
                `at that depth (there: ${siblings.join(', ') || 'nothing'})`,
            });
            break;
          }
        }
        return; // the inner accesses are part of this chain
      }
      ts.forEachChild(node, visit);
    };
    visit(file.source);
  }
}

// ---- the level ----------------------------------------------------------------------------------------------------

/** Runs L1 over the game folder, reading through `project` (a new one by default; its `skipped` lists refusals). */
export function checkIntegrity(folder: string, project = new ProjectFiles(folder)): IntegrityResult {
  const sources = gameSources(folder, project);
  const ctx: Ctx = {
    sources,
    issues: [],
    warnings: [],
    keys: newKeyTable(),
    registry: false,
    generated: new Set(),
    missingLoads: [],
    counts: { scripts: sources.files.length, assetLoads: 0, assetUses: 0, sceneReferences: 0, configReads: 0 },
  };
  checkEntry(ctx);
  readRegistry(ctx);
  const uses: KeyUse[] = [];
  for (const file of sources.files) scanAssets(ctx, file, uses);
  forgiveGeneratedTextures(ctx);
  checkKeyUses(ctx, uses);
  checkScenes(ctx);
  checkConfigReads(ctx);
  const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  const order = (a: IntegrityIssue, b: IntegrityIssue): number =>
    cmp(a.file ?? '', b.file ?? '') ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    cmp(a.message, b.message);
  ctx.issues.sort(order);
  ctx.warnings.sort(order);
  return {
    ok: ctx.issues.length === 0,
    kind: sources.kind,
    issues: ctx.issues,
    warnings: ctx.warnings,
    counts: ctx.counts,
    skipped: sources.skipped,
  };
}
