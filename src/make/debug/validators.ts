// The pre-execution validators of the living debug protocol: static checks that run on a made game before it is
// built, so the model fixes the commonest inconsistencies (asset keys, config paths, scene keys, level ids) from one
// precise message instead of from a failed build or a crashed run. L1 integrity (check) already resolves loader calls,
// game-object factories, scene starts and gameConfig.json chains; its findings are mapped here, with the nearest
// existing names added. What L1 cannot see is added: the family hooks that name registry keys (assetKeys(), art(),
// gridAssets(), towerTypes(), …), file paths written where a key belongs, the core's sound and animation helpers,
// ui_heavy's content.json art, config sections taken apart by destructuring, and the level order against the levels
// the game defines.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { z } from 'zod';
import { checkIntegrity, literalText } from '../../check/index.ts';
import type { IntegrityIssue } from '../../shared/index.ts';

export const VALIDATORS = ['asset-keys', 'config-keys', 'scenes', 'level-order'] as const;

export const ValidatorFindingSchema = z.object({
  validator: z.enum(VALIDATORS),
  /** e.g. 'unknown-asset-key', 'asset-key-is-url', 'missing-config-key', 'unregistered-scene', 'level-order-mismatch' */
  code: z.string(),
  /** Says what is wrong, where, and what exists instead (e.g. the nearest registry keys). */
  message: z.string(),
  /** Project-relative, forward slashes. */
  file: z.string().optional(),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
});
export type ValidatorFinding = z.infer<typeof ValidatorFindingSchema>;

// ---- the project as the validators see it ----------------------------------------------------------------------

interface ScriptFile {
  /** Project-relative, forward slashes. */
  rel: string;
  path: string;
  source: ts.SourceFile;
}

interface RegistryEntry {
  key: string;
  /** assets.json type; tilemaps of a tileset's `maps` are 'tilemap'. */
  type: string;
  /** Animation names as the core creates them: the registry's, and for top-down sheets also `<name>-front|back|side`. */
  animations: string[];
}

interface Registry {
  entries: Map<string, RegistryEntry>;
  /** The Phaser pack file the registry names, relative to public/. */
  pack?: string;
}

interface Project {
  root: string;
  game: ScriptFile[];
  family: ScriptFile[];
  /** Undefined when the project has no readable assets.json (L1 reports a broken one). */
  registry?: Registry;
}

const SCRIPT = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const VISUAL_TYPES = new Set(['spritesheet', 'image', 'background', 'tileset']);
/** The rows of a top-down spritesheet; the core names their animations `<key>-<name>-<row>`. */
const TOP_DOWN_ROWS = ['front', 'back', 'side'];

const toRel = (root: string, path: string): string => relative(root, path).split(sep).join('/');

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function* scriptsUnder(dir: string): Generator<string> {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return;
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* scriptsUnder(path);
    else if (SCRIPT.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

function parseScripts(root: string, dir: string): ScriptFile[] {
  return [...scriptsUnder(join(root, dir))].map((path) => ({
    rel: toRel(root, path),
    path,
    source: ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      /\.(js|mjs)$/.test(path) ? ts.ScriptKind.JS : path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    ),
  }));
}

function readRegistry(root: string): Registry | undefined {
  const json = readJson(join(root, 'assets.json')) as { assets?: unknown; pack?: unknown } | undefined;
  if (!json || typeof json !== 'object' || !Array.isArray(json.assets)) return undefined;
  const entries = new Map<string, RegistryEntry>();
  for (const raw of json.assets as Record<string, unknown>[]) {
    if (!raw || typeof raw.key !== 'string') continue;
    const names = Array.isArray(raw.animations)
      ? (raw.animations as { name?: unknown }[]).flatMap((a) => (typeof a?.name === 'string' ? [a.name] : []))
      : [];
    const animations =
      raw.view === 'top-down' ? names.flatMap((n) => [n, ...TOP_DOWN_ROWS.map((row) => `${n}-${row}`)]) : names;
    entries.set(raw.key, { key: raw.key, type: typeof raw.type === 'string' ? raw.type : '', animations });
    if (Array.isArray(raw.maps))
      for (const map of raw.maps as { key?: unknown }[])
        if (typeof map?.key === 'string') entries.set(map.key, { key: map.key, type: 'tilemap', animations: [] });
  }
  return { entries, ...(typeof json.pack === 'string' ? { pack: json.pack } : {}) };
}

function readProject(projectDir: string): Project {
  const root = resolve(projectDir);
  const registry = readRegistry(root);
  return {
    root,
    game: parseScripts(root, 'src/game'),
    family: parseScripts(root, 'src/family'),
    ...(registry ? { registry } : {}),
  };
}

// ---- small helpers ------------------------------------------------------------------------------------------------

function at(
  file: { rel: string },
  node: ts.Node,
  source: ts.SourceFile,
): { file: string; line: number; column: number } {
  const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
  return { file: file.rel, line: line + 1, column: character + 1 };
}

/** The expression under parentheses, `as`, `satisfies` and `!`. */
function unwrap(node: ts.Expression): ts.Expression {
  let e = node;
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isAsExpression(e) ||
    ts.isSatisfiesExpression(e) ||
    ts.isNonNullExpression(e) ||
    ts.isTypeAssertionExpression(e)
  )
    e = e.expression;
  return e;
}

/** A property's static name (`a`, `'a-b'`, `1`, `['a']`); undefined when it is computed. */
function propertyName(name: ts.PropertyName | undefined): string | undefined {
  if (!name) return undefined;
  if (
    ts.isIdentifier(name) ||
    ts.isStringLiteral(name) ||
    ts.isNumericLiteral(name) ||
    ts.isNoSubstitutionTemplateLiteral(name) ||
    ts.isPrivateIdentifier(name)
  )
    return name.text;
  if (ts.isComputedPropertyName(name)) return literalText(name.expression);
  return undefined;
}

/** The initializer of a property of an object literal (`{ key: 'x' }`). */
function objectProperty(node: ts.Node | undefined, name: string): ts.Expression | undefined {
  if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
  for (const p of node.properties)
    if (ts.isPropertyAssignment(p) && propertyName(p.name) === name) return p.initializer;
  return undefined;
}

function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[y.length]!;
}

/** The existing names closest to `wanted` by edit distance (ties by name), at most `count`. */
function nearest(wanted: string, candidates: Iterable<string>, count = 3): string[] {
  return [...new Set(candidates)]
    .filter((c) => c !== wanted)
    .map((c) => ({ c, d: editDistance(wanted, c) }))
    .sort((a, b) => a.d - b.d || (a.c < b.c ? -1 : a.c > b.c ? 1 : 0))
    .slice(0, count)
    .map((x) => x.c);
}

const quoted = (names: readonly string[]): string => names.map((n) => `"${n}"`).join(', ');

function nearestText(wanted: string, candidates: Iterable<string>, what: string): string {
  const near = nearest(wanted, candidates);
  return near.length ? `nearest ${what}: ${quoted(near)}` : `there are no ${what}`;
}

// ---- asset keys ---------------------------------------------------------------------------------------------------

const FILE_EXTENSION = /\.(png|jpe?g|gif|webp|svg|bmp|wav|mp3|ogg|m4a|flac|aac|json|xml|csv|txt|fnt|glsl|mp4|webm)$/i;

/** Registry keys are plain names (letters, digits, "-", "_"), so a slash, a scheme or a file extension marks a path or URL. */
function isUrlLike(key: string): boolean {
  return /^(https?:)?\/\//i.test(key) || /^(data|blob):/i.test(key) || /[/\\]/.test(key) || FILE_EXTENSION.test(key);
}

const normaliseUrl = (url: string): string =>
  url
    .split(/[?#]/)[0]!
    .replace(/\\/g, '/')
    .replace(/^(https?:)?\/\/[^/]+\//i, '')
    .replace(/^(\.\/|\/)+/, '')
    .replace(/^public\//, '');

/** The registry key whose file a path or URL names: the pack file's entry for it, else the key its file is named after. */
function keyOfFile(project: Project, url: string): string | undefined {
  const registry = project.registry;
  if (!registry) return undefined;
  const wanted = normaliseUrl(url);
  if (registry.pack) {
    const pack = readJson(join(project.root, 'public', normaliseUrl(registry.pack)));
    if (pack && typeof pack === 'object') {
      for (const section of Object.values(pack as Record<string, unknown>)) {
        const { files, prefix } = (section ?? {}) as { files?: unknown; prefix?: unknown };
        if (!Array.isArray(files)) continue;
        for (const file of files as { key?: unknown; url?: unknown }[]) {
          const urls = (Array.isArray(file.url) ? file.url : [file.url])
            .filter((u): u is string => typeof u === 'string')
            .map(normaliseUrl);
          if (
            typeof file.key === 'string' &&
            urls.some((u) => u === wanted || u.endsWith(`/${wanted}`) || wanted.endsWith(`/${u}`))
          )
            return `${typeof prefix === 'string' ? prefix : ''}${file.key}`;
        }
      }
    }
  }
  const stem = posix
    .basename(wanted)
    .replace(/\.[^.]+$/, '')
    .toLowerCase();
  return [...registry.entries.keys()].find((k) => k.toLowerCase() === stem);
}

function urlKeyFinding(
  project: Project,
  key: string,
  where: string,
  place: Partial<ValidatorFinding>,
): ValidatorFinding {
  const owner = keyOfFile(project, key);
  const advice = owner
    ? `use the registry key "${owner}" (assets.json's entry for that file; the preloader loads it under that key)`
    : `use the key of an assets.json entry instead (${nearestText(posix.basename(normaliseUrl(key)).replace(/\.[^.]+$/, ''), project.registry?.entries.keys() ?? [], 'keys')})`;
  return {
    validator: 'asset-keys',
    code: 'asset-key-is-url',
    message: `${where} "${key}", a file path or URL where an asset key belongs; ${advice}`,
    ...place,
  };
}

type KeyKind = 'any' | 'visual' | 'audio' | 'spritesheet';

const KIND_WORDS: Record<KeyKind, string> = {
  any: 'keys',
  visual: 'image, spritesheet, background or tileset keys',
  audio: 'audio keys',
  spritesheet: 'spritesheet keys',
};

function fitsKind(entry: RegistryEntry, kind: KeyKind): boolean {
  if (kind === 'any') return true;
  if (kind === 'visual') return VISUAL_TYPES.has(entry.type);
  return entry.type === kind;
}

/** A literal registry key some code names: a finding when it is a path, unknown, or of the wrong kind. */
function checkRegistryKey(
  project: Project,
  key: string,
  kind: KeyKind,
  where: string,
  place: Partial<ValidatorFinding>,
): ValidatorFinding | undefined {
  const registry = project.registry!;
  if (isUrlLike(key)) return urlKeyFinding(project, key, where, place);
  const entry = registry.entries.get(key);
  const candidates = [...registry.entries.values()].filter((e) => fitsKind(e, kind)).map((e) => e.key);
  if (!entry)
    return {
      validator: 'asset-keys',
      code: 'unknown-asset-key',
      message: `${where} "${key}", which is not a key of assets.json; ${nearestText(key, candidates, KIND_WORDS[kind])}`,
      ...place,
    };
  if (!fitsKind(entry, kind)) {
    return {
      validator: 'asset-keys',
      code: 'asset-key-wrong-type',
      message: `${where} "${key}", which assets.json lists as ${entry.type || 'an entry without a type'}, not one of its ${KIND_WORDS[kind]}; ${nearestText(key, candidates, KIND_WORDS[kind])}`,
      ...place,
    };
  }
  return undefined;
}

/**
 * Family hooks whose returned object names registry keys. `fields`: only properties of these names hold keys (tower
 * and enemy types also carry ids, names and numbers); without it every string in the returned object is a key.
 */
const ASSET_HOOKS: Record<string, { fields?: ReadonlySet<string> }> = {
  assetKeys: {}, // platformer
  art: {}, // top_down
  gridAssets: {}, // grid_logic (the family has a default)
  mapArt: {}, // tower_defense
  towerTypes: { fields: new Set(['texture', 'projectile']) }, // tower_defense
  enemyTypes: { fields: new Set(['texture']) }, // tower_defense
};

interface KeyLiteral {
  node: ts.StringLiteralLike;
  /** Where in the returned value: `sfx.jump`, `[0].texture`. */
  path: string;
}

const joinPath = (path: string, name: string): string => (path ? `${path}.${name}` : name);

/** String literals in a hook's returned value that are registry keys (both branches of `a ? 'x' : 'y'` and `a ?? 'x'`). */
function keyLiterals(
  node: ts.Expression,
  path: string,
  fields: ReadonlySet<string> | undefined,
  inField: boolean,
  out: KeyLiteral[],
): void {
  const e = unwrap(node);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
    if (inField) out.push({ node: e, path });
  } else if (ts.isConditionalExpression(e)) {
    keyLiterals(e.whenTrue, path, fields, inField, out);
    keyLiterals(e.whenFalse, path, fields, inField, out);
  } else if (
    ts.isBinaryExpression(e) &&
    (e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || e.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  ) {
    keyLiterals(e.left, path, fields, inField, out);
    keyLiterals(e.right, path, fields, inField, out);
  } else if (ts.isObjectLiteralExpression(e)) {
    for (const p of e.properties) {
      const name = propertyName(p.name);
      if (ts.isPropertyAssignment(p) && name !== undefined)
        keyLiterals(p.initializer, joinPath(path, name), fields, fields ? fields.has(name) : true, out);
    }
  } else if (ts.isArrayLiteralExpression(e)) {
    e.elements.forEach((el, i) => void keyLiterals(el, `${path}[${i}]`, fields, inField, out));
  }
}

/** Every `return` of a function body that belongs to it (not to functions nested inside). */
function returnedExpressions(body: ts.Node): ts.Expression[] {
  const out: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isReturnStatement(node)) {
      if (node.expression) out.push(node.expression);
      return;
    }
    if (ts.isFunctionLike(node)) return;
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return out;
}

/** What a method returns: its `return` expressions, with a returned local const replaced by its initializer. */
function methodResults(method: ts.MethodDeclaration): ts.Expression[] {
  if (!method.body) return [];
  const locals = new Map<string, ts.Expression>();
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      locals.set(node.name.text, node.initializer);
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, collect);
  };
  ts.forEachChild(method.body, collect);
  return returnedExpressions(method.body).map((e) => {
    const inner = unwrap(e);
    return ts.isIdentifier(inner) ? (locals.get(inner.text) ?? e) : e;
  });
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);
}

/** Methods of classes in the files, by name. */
function methodsNamed(
  files: readonly ScriptFile[],
  names: ReadonlySet<string>,
): { file: ScriptFile; method: ts.MethodDeclaration; name: string }[] {
  const out: { file: ScriptFile; method: ts.MethodDeclaration; name: string }[] = [];
  for (const file of files) {
    const visit = (node: ts.Node): void => {
      if (ts.isClassLike(node)) {
        for (const member of node.members) {
          if (!ts.isMethodDeclaration(member)) continue;
          const name = propertyName(member.name);
          if (name !== undefined && names.has(name)) out.push({ file, method: member, name });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file.source);
  }
  return out;
}

/**
 * The family hooks that name registry keys. A game's `override` in src/game is checked; a hook the game does not
 * override is checked in its family default (grid_logic's gridAssets()), since renaming a registry entry breaks it too.
 */
function hookAssetKeys(project: Project): ValidatorFinding[] {
  const names = new Set(Object.keys(ASSET_HOOKS));
  const overrides = methodsNamed(project.game, names).filter((m) =>
    hasModifier(m.method, ts.SyntaxKind.OverrideKeyword),
  );
  const overridden = new Set(overrides.map((m) => m.name));
  const defaults = methodsNamed(project.family, names).filter(
    (m) => !overridden.has(m.name) && m.method.body && !hasModifier(m.method, ts.SyntaxKind.AbstractKeyword),
  );
  const findings: ValidatorFinding[] = [];
  for (const { file, method, name } of [...overrides, ...defaults]) {
    const fields = ASSET_HOOKS[name]!.fields;
    const literals: KeyLiteral[] = [];
    for (const result of methodResults(method)) keyLiterals(result, '', fields, fields === undefined, literals);
    const isDefault = !overridden.has(name);
    for (const { node, path } of literals) {
      const hookPath = `${name}()${path && !path.startsWith('[') ? '.' : ''}${path}`;
      const where = isDefault
        ? `the family's default ${hookPath} (src/game/Level.ts does not override ${name}()) names`
        : `${hookPath} names`;
      const finding = checkRegistryKey(project, node.text, 'any', where, at(file, node, file.source));
      if (finding && isDefault)
        finding.message += `; override ${name}() in src/game/Level.ts to name keys assets.json has`;
      if (finding) findings.push(finding);
    }
  }
  return findings;
}

/** Core helpers that take registry keys: argument indexes of the key and of an animation name, and the key's kind. */
const CORE_KEY_HELPERS: Record<string, { key: number; animation?: number; kind: KeyKind }> = {
  playSfx: { key: 1, kind: 'audio' },
  playMusic: { key: 1, kind: 'audio' },
  playAnimation: { key: 1, animation: 2, kind: 'spritesheet' },
  animationKey: { key: 0, animation: 1, kind: 'spritesheet' },
  findAsset: { key: 0, kind: 'any' },
  hasAnimation: { key: 0, kind: 'any' },
};

/** Names a file imports from the core (`../core/index.ts` and the files behind it), local name → exported name. */
function coreImports(source: ts.SourceFile): Map<string, string> {
  const out = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/(^|\/)core(\/|$)/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const el of bindings.elements) out.set(el.name.text, (el.propertyName ?? el.name).text);
  }
  return out;
}

/**
 * Keys the game's own code makes besides the registry's: literal first arguments of `load.*()`, `textures.*()` and
 * `generateTexture()`, and literal `anims.create({ key })`. L1 accepts uses of these, so the checks below do too.
 */
function gameMadeKeys(project: Project): Set<string> {
  const keys = new Set<string>();
  for (const file of project.game) {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        const owner = unwrap(node.expression.expression);
        const ownerName = ts.isPropertyAccessExpression(owner)
          ? owner.name.text
          : ts.isIdentifier(owner)
            ? owner.text
            : undefined;
        const first = node.arguments[0];
        const key =
          method === 'generateTexture' || ownerName === 'load' || ownerName === 'textures'
            ? (literalText(first) ?? literalText(objectProperty(first, 'key')))
            : ownerName === 'anims' && method === 'create'
              ? literalText(objectProperty(first, 'key'))
              : undefined;
        if (key !== undefined) keys.add(key);
      }
      ts.forEachChild(node, visit);
    };
    visit(file.source);
  }
  return keys;
}

/**
 * Key uses L1 does not resolve, in the game's own code: the core's sound and animation helpers (they skip unknown
 * keys silently, so a typo only shows as a missing sound) and `group.create(x, y, key)`.
 */
function helperAssetKeys(project: Project): ValidatorFinding[] {
  const findings: ValidatorFinding[] = [];
  const registry = project.registry!;
  const made = gameMadeKeys(project);
  for (const file of project.game) {
    const imported = coreImports(file.source);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const helper = ts.isIdentifier(callee) ? CORE_KEY_HELPERS[imported.get(callee.text) ?? ''] : undefined;
        if (helper && ts.isIdentifier(callee)) {
          const keyNode = node.arguments[helper.key];
          const key = literalText(keyNode);
          if (keyNode && key !== undefined && !made.has(key)) {
            const finding = checkRegistryKey(
              project,
              key,
              helper.kind,
              `${callee.text}() names`,
              at(file, keyNode, file.source),
            );
            if (finding) findings.push(finding);
            const nameNode = helper.animation === undefined ? undefined : node.arguments[helper.animation];
            const animation = literalText(nameNode);
            const entry = registry.entries.get(key);
            if (
              !finding &&
              nameNode &&
              animation !== undefined &&
              entry &&
              !entry.animations.includes(animation) &&
              !made.has(`${key}-${animation}`)
            ) {
              findings.push({
                validator: 'asset-keys',
                code: 'unknown-animation',
                message: `${callee.text}() plays animation "${animation}" of "${key}", which assets.json does not give it; ${nearestText(animation, entry.animations, `animations of "${key}"`)}`,
                ...at(file, nameNode, file.source),
              });
            }
          }
        } else if (
          ts.isPropertyAccessExpression(callee) &&
          callee.name.text === 'create' &&
          node.arguments.length >= 3
        ) {
          const keyNode = node.arguments[2]!;
          const key = literalText(keyNode);
          if (key !== undefined && !made.has(key)) {
            const finding = checkRegistryKey(
              project,
              key,
              'visual',
              'create() gives the texture',
              at(file, keyNode, file.source),
            );
            if (finding) findings.push(finding);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file.source);
  }
  return findings;
}

/** A JSON file as a syntax tree, so findings in it have lines and columns. */
interface JsonDocument {
  rel: string;
  source: ts.JsonSourceFile;
  root: ts.Expression | undefined;
}

function readJsonDocument(root: string, path: string): JsonDocument | undefined {
  if (!isFile(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  try {
    JSON.parse(text); // the tree below is forgiving; a file the bundler cannot read is not looked into
  } catch {
    return undefined;
  }
  const source = ts.parseJsonText(path, text);
  return { rel: toRel(root, path), source, root: source.statements[0]?.expression };
}

/** ui_heavy content: the texture keys the family checks when the game starts (portraits, backdrops, card art). */
const CONTENT_TEXTURE_FIELDS = new Set(['portrait', 'backdrop', 'art']);

function contentAssetKeys(project: Project, content: JsonDocument | undefined): ValidatorFinding[] {
  if (!content?.root) return [];
  const findings: ValidatorFinding[] = [];
  const walk = (node: ts.Node, path: string): void => {
    if (ts.isObjectLiteralExpression(node)) {
      for (const p of node.properties) {
        const name = propertyName(p.name);
        if (!ts.isPropertyAssignment(p) || name === undefined) continue;
        const here = joinPath(path, name);
        if (CONTENT_TEXTURE_FIELDS.has(name) && ts.isStringLiteral(p.initializer)) {
          const finding = checkRegistryKey(
            project,
            p.initializer.text,
            'visual',
            `${content.rel} ${here} names`,
            at(content, p.initializer, content.source),
          );
          if (finding) findings.push(finding);
        } else walk(p.initializer, here);
      }
    } else if (ts.isArrayLiteralExpression(node)) node.elements.forEach((el, i) => void walk(el, `${path}[${i}]`));
  };
  walk(content.root, '');
  return findings;
}

// ---- config keys --------------------------------------------------------------------------------------------------

interface ConfigRoot {
  path: string[];
  value: unknown;
  configRel: string;
  /** Set for a local name bound to a config section: how it got there, for the message. */
  via?: string;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A property chain `root.a['b'].c` with literal keys: its root identifier and keys; undefined when a key is computed. */
function literalChain(expr: ts.Expression): { root: ts.Identifier; keys: string[] } | undefined {
  const keys: string[] = [];
  let e = unwrap(expr);
  while (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) {
    if (ts.isPropertyAccessExpression(e)) keys.unshift(e.name.text);
    else {
      const key = literalText(e.argumentExpression);
      if (key === undefined) return undefined;
      keys.unshift(key);
    }
    e = unwrap(e.expression);
  }
  return ts.isIdentifier(e) ? { root: e, keys } : undefined;
}

/** Walks `keys` into `value`: the value reached, or the first key missing where there was an object to look in. */
function descend(
  value: unknown,
  keys: readonly string[],
): { value: unknown } | { missing: number; siblings: string[] } | undefined {
  let v = value;
  for (let i = 0; i < keys.length; i++) {
    if (!isPlainObject(v)) return undefined; // a method or property of a value (`.toFixed`, `.length`)
    if (!Object.hasOwn(v, keys[i]!)) return { missing: i, siblings: Object.keys(v).sort() };
    v = v[keys[i]!];
  }
  return { value: v };
}

/** How many times each name is declared in a file; a local bound to config is followed only when its name is unique. */
function declarationCounts(source: ts.SourceFile): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (name: ts.Identifier): void => void counts.set(name.text, (counts.get(name.text) ?? 0) + 1);
  const bind = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) add(name);
    else for (const el of name.elements) if (!ts.isOmittedExpression(el)) bind(el.name);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) {
      if (!ts.isBindingElement(node)) bind(node.name);
    } else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) add(node.name);
    else if (ts.isImportClause(node) && node.name) add(node.name);
    else if (ts.isImportSpecifier(node) || ts.isNamespaceImport(node)) add(node.name);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return counts;
}

/** The gameConfig.json imports of a file, local name → root (default import: the whole file; named: that section). */
function configImports(project: Project, file: ScriptFile): Map<string, ConfigRoot> {
  const roots = new Map<string, ConfigRoot>();
  for (const statement of file.source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !statement.importClause)
      continue;
    const spec = statement.moduleSpecifier.text;
    if (!/(^|\/)gameConfig\.json$/.test(spec)) continue;
    const path = resolve(dirname(file.path), spec);
    const value = readJson(path);
    if (value === undefined) continue; // missing or broken: L1 reports it (broken-config)
    const configRel = toRel(project.root, path);
    const clause = statement.importClause;
    if (clause.name) roots.set(clause.name.text, { path: [], value, configRel });
    if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
      for (const el of clause.namedBindings.elements) {
        const section = (el.propertyName ?? el.name).text;
        if (isPlainObject(value) && Object.hasOwn(value, section))
          roots.set(el.name.text, { path: [section], value: value[section], configRel });
      }
    }
  }
  return roots;
}

function missingConfigMessage(root: ConfigRoot, keys: readonly string[], missing: number, siblings: string[]): string {
  const read = [...root.path, ...keys.slice(0, missing + 1)].join('.');
  const key = keys[missing]!;
  const via = root.via ? ` (through ${root.via})` : '';
  return `reads ${read}${via} from ${root.configRel}, which has no key "${key}" at that depth (there: ${siblings.join(', ') || 'nothing'}); ${nearestText(key, siblings, 'keys')}`;
}

/**
 * Config reads L1 does not follow: sections bound to local names (`const { bolt } = gameConfig.towers`,
 * `const towers = gameConfig.towers`) and the chains read from those names (`bolt.cost.value`). L1 checks the chain on
 * the import itself (`gameConfig.towers`); the names destructured from it and everything read through them are here.
 */
function configAliasReads(project: Project): ValidatorFinding[] {
  const findings: ValidatorFinding[] = [];
  for (const file of project.game) {
    const imports = configImports(project, file);
    if (imports.size === 0) continue;
    const counts = declarationCounts(file.source);
    const aliases = new Map<string, ConfigRoot>();
    const rootOf = (name: string): ConfigRoot | undefined => imports.get(name) ?? aliases.get(name);
    const line = (node: ts.Node): number =>
      file.source.getLineAndCharacterOfPosition(node.getStart(file.source)).line + 1;
    const alias = (name: ts.Identifier, value: unknown, path: string[], configRel: string): void => {
      if (isPlainObject(value) && counts.get(name.text) === 1)
        aliases.set(name.text, { path, value, configRel, via: `"${name.text}" from line ${line(name)}` });
    };
    const bindPattern = (pattern: ts.ObjectBindingPattern, value: unknown, path: string[], configRel: string): void => {
      if (!isPlainObject(value)) return;
      for (const el of pattern.elements) {
        if (el.dotDotDotToken) continue;
        const key = el.propertyName
          ? propertyName(el.propertyName)
          : ts.isIdentifier(el.name)
            ? el.name.text
            : undefined;
        if (key === undefined) continue;
        if (!Object.hasOwn(value, key)) {
          if (!el.initializer) {
            const siblings = Object.keys(value).sort();
            findings.push({
              validator: 'config-keys',
              code: 'missing-config-key',
              message: `destructures ${[...path, key].join('.')} from ${configRel}, which has no key "${key}" at that depth (there: ${siblings.join(', ') || 'nothing'}); ${nearestText(key, siblings, 'keys')}`,
              ...at(file, el, file.source),
            });
          }
          continue;
        }
        const child = value[key];
        if (ts.isIdentifier(el.name)) alias(el.name, child, [...path, key], configRel);
        else if (ts.isObjectBindingPattern(el.name)) bindPattern(el.name, child, [...path, key], configRel);
      }
    };
    const declare = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && node.initializer) {
        const chain = literalChain(node.initializer);
        const root = chain && rootOf(chain.root.text);
        const reached = root && descend(root.value, chain.keys);
        if (root && reached && 'value' in reached) {
          const path = [...root.path, ...chain.keys];
          if (ts.isIdentifier(node.name) && chain.keys.length > 0)
            alias(node.name, reached.value, path, root.configRel);
          else if (ts.isObjectBindingPattern(node.name)) bindPattern(node.name, reached.value, path, root.configRel);
        }
      }
      ts.forEachChild(node, declare);
    };
    declare(file.source);
    if (aliases.size === 0) continue;
    const read = (node: ts.Node): void => {
      const isAccess = ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node);
      const parent = node.parent;
      const isOuter =
        isAccess &&
        !(
          (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) &&
          parent.expression === node
        );
      if (isOuter) {
        const chain = literalChain(node);
        const root = chain && aliases.get(chain.root.text);
        const reached = root && descend(root.value, chain.keys);
        if (root && reached && 'missing' in reached)
          findings.push({
            validator: 'config-keys',
            code: 'missing-config-key',
            message: missingConfigMessage(root, chain.keys, reached.missing, reached.siblings),
            ...at(file, node, file.source),
          });
        return;
      }
      ts.forEachChild(node, read);
    };
    read(file.source);
  }
  return findings;
}

// ---- level order --------------------------------------------------------------------------------------------------

/** Level hooks that look a level up by id: platformer levelLayout, the other families' levelSpec, the core's buildLevel. */
const LEVEL_HOOKS = new Set(['levelLayout', 'levelSpec', 'buildLevel']);

interface DefinedLevels {
  /** Where the levels are, for messages: `src/game/levels.ts (LEVELS)`. */
  label: string;
  file: { rel: string };
  source: ts.SourceFile;
  ids: { id: string; node: ts.Node }[];
}

/** The ids of an object literal's keys; undefined when one is computed or spread in (the set cannot be known). */
function objectKeys(node: ts.Expression | undefined): { id: string; node: ts.Node }[] | undefined {
  const e = node && unwrap(node);
  if (!e || !ts.isObjectLiteralExpression(e)) return undefined;
  const ids: { id: string; node: ts.Node }[] = [];
  for (const p of e.properties) {
    const id = ts.isSpreadAssignment(p) ? undefined : propertyName(p.name);
    if (id === undefined) return undefined;
    ids.push({ id, node: p.name! });
  }
  return ids;
}

/** The file a relative import names, trying the extensions the bundler would. */
function resolveImport(fromFile: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const target = resolve(dirname(fromFile), spec);
  return [target, `${target}.ts`, `${target}.js`, join(target, 'index.ts')].find(isFile);
}

/** A name in a file: its import (file and exported name) or its own top-level const initializer. */
function resolveName(
  file: ScriptFile,
  name: string,
): { importPath: string; exported: string } | { initializer: ts.Expression } | undefined {
  for (const statement of file.source.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.importClause &&
      !statement.importClause.isTypeOnly
    ) {
      const path = resolveImport(file.path, statement.moduleSpecifier.text);
      const clause = statement.importClause;
      if (clause.name?.text === name) return path ? { importPath: path, exported: 'default' } : undefined;
      if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const el of clause.namedBindings.elements)
          if (el.name.text === name)
            return path ? { importPath: path, exported: (el.propertyName ?? el.name).text } : undefined;
      }
    }
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer) return { initializer: d.initializer };
    }
  }
  return undefined;
}

/** The levels an object names: a TS module's exported const, or a JSON file (the whole of it, or its `levels` for ui_heavy). */
function levelsAt(
  project: Project,
  importPath: string,
  exported: string,
  jsonSection: string | undefined,
): DefinedLevels | undefined {
  const rel = toRel(project.root, importPath);
  if (importPath.endsWith('.json')) {
    const doc = readJsonDocument(project.root, importPath);
    if (!doc || exported !== 'default') return undefined;
    const node = jsonSection ? objectProperty(doc.root, jsonSection) : doc.root;
    const ids = objectKeys(node);
    return ids && { label: jsonSection ? `${rel} (${jsonSection})` : rel, file: { rel }, source: doc.source, ids };
  }
  if (jsonSection) return undefined;
  const source = ts.createSourceFile(
    importPath,
    readFileSync(importPath, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || d.name.text !== exported) continue;
      const ids = objectKeys(d.initializer);
      return ids && { label: `${rel} (${exported})`, file: { rel }, source, ids };
    }
  }
  return undefined;
}

/**
 * Where the game's levels are: the object the level hook indexes with the level's id (`LEVELS[info.id]`), or for
 * ui_heavy the `levels` of the JSON gameContent() returns. Undefined when it cannot be read statically.
 */
function definedLevels(project: Project): DefinedLevels | undefined {
  for (const { file, method } of methodsNamed(project.game, LEVEL_HOOKS)) {
    const param = method.parameters[0]?.name;
    if (!method.body || !param || !ts.isIdentifier(param)) continue;
    let indexed: string | undefined;
    const visit = (node: ts.Node): void => {
      if (indexed) return;
      if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const arg = unwrap(node.argumentExpression);
        if (
          ts.isPropertyAccessExpression(arg) &&
          arg.name.text === 'id' &&
          ts.isIdentifier(arg.expression) &&
          arg.expression.text === param.text
        )
          indexed = node.expression.text;
      }
      ts.forEachChild(node, visit);
    };
    visit(method.body);
    if (!indexed) continue;
    const target = resolveName(file, indexed);
    if (!target) return undefined;
    if ('initializer' in target) {
      const ids = objectKeys(target.initializer);
      return ids && { label: `${file.rel} (${indexed})`, file, source: file.source, ids };
    }
    return levelsAt(project, target.importPath, target.exported, undefined);
  }
  return contentLevels(project)?.levels;
}

/** ui_heavy: the JSON document gameContent() returns, and its `levels`. */
function contentLevels(project: Project): { document: JsonDocument; levels: DefinedLevels | undefined } | undefined {
  for (const { file, method } of methodsNamed(project.game, new Set(['gameContent']))) {
    for (const result of methodResults(method)) {
      const e = unwrap(result);
      const target = ts.isIdentifier(e) ? resolveName(file, e.text) : undefined;
      if (!target || !('importPath' in target) || !target.importPath.endsWith('.json')) continue;
      const document = readJsonDocument(project.root, target.importPath);
      if (!document) continue;
      return { document, levels: levelsAt(project, target.importPath, target.exported, 'levels') };
    }
  }
  return undefined;
}

/** definition.levelOrder: its ids with their nodes; undefined when it is missing or not all literals. */
function levelOrder(project: Project): { file: ScriptFile; ids: { id: string; node: ts.Node }[] } | undefined {
  const file = project.game.find((f) => /^src\/game\/definition\.(ts|js)$/.test(f.rel));
  if (!file) return undefined;
  let found: { id: string; node: ts.Node }[] | undefined;
  let readable = true;
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && propertyName(node.name) === 'levelOrder') {
      const value = unwrap(node.initializer);
      if (!ts.isArrayLiteralExpression(value)) readable = false;
      else {
        const ids = value.elements.map((el) => ({ id: literalText(el), node: el }));
        if (ids.some((x) => x.id === undefined)) readable = false;
        else found = ids as { id: string; node: ts.Node }[];
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file.source);
  return readable && found ? { file, ids: found } : undefined;
}

function checkLevelOrder(project: Project): ValidatorFinding[] {
  const order = levelOrder(project);
  const levels = order && definedLevels(project);
  if (!order || !levels) return [];
  const findings: ValidatorFinding[] = [];
  const defined = levels.ids.map((x) => x.id);
  const listed = new Map<string, ts.Node>();
  const orderAt = (node: ts.Node) => at(order.file, node, order.file.source);
  for (const { id, node } of order.ids) {
    const first = listed.get(id);
    if (first) {
      findings.push({
        validator: 'level-order',
        code: 'level-order-mismatch',
        message: `levelOrder lists "${id}" again (first at line ${orderAt(first).line}); each level id belongs in the order once`,
        ...orderAt(node),
      });
      continue;
    }
    listed.set(id, node);
    if (!defined.includes(id)) {
      findings.push({
        validator: 'level-order',
        code: 'level-order-mismatch',
        message: `levelOrder lists "${id}", which ${levels.label} does not define (it defines: ${quoted(defined) || 'nothing'}); ${nearestText(id, defined, 'level ids')}`,
        ...orderAt(node),
      });
    }
  }
  for (const { id, node } of levels.ids) {
    if (listed.has(id)) continue;
    findings.push({
      validator: 'level-order',
      code: 'level-order-mismatch',
      message: `${levels.label} defines level "${id}", which levelOrder in ${order.file.rel} does not list, so it can never be played (the order is: ${quoted([...listed.keys()]) || 'empty'}); ${nearestText(id, listed.keys(), 'listed ids')}`,
      ...at(levels.file, node, levels.source),
    });
  }
  return findings;
}

// ---- L1 integrity, mapped -----------------------------------------------------------------------------------------

const place = (issue: IntegrityIssue): Partial<ValidatorFinding> => ({
  ...(issue.file !== undefined ? { file: issue.file } : {}),
  ...(issue.line !== undefined ? { line: issue.line } : {}),
  ...(issue.column !== undefined ? { column: issue.column } : {}),
});

/** Keys an unknown key could have meant: the registry's keys of its key space, and the keys L1 saw defined. */
function keyCandidates(project: Project, space: string, l1Known: string[]): string[] {
  const entries = [...(project.registry?.entries.values() ?? [])];
  const fromRegistry =
    space === 'animation'
      ? entries.flatMap((e) => e.animations.map((a) => `${e.key}-${a}`))
      : space === 'audio'
        ? entries.filter((e) => e.type === 'audio').map((e) => e.key)
        : space === 'tilemap'
          ? entries.filter((e) => e.type === 'tilemap').map((e) => e.key)
          : space === 'texture'
            ? entries.filter((e) => VISUAL_TYPES.has(e.type)).map((e) => e.key)
            : entries.map((e) => e.key);
  return [...fromRegistry, ...l1Known];
}

/** The files next to one L1 looked for, for a missing-asset-file message. */
function filesBeside(project: Project, lookedFor: string): string[] {
  const dir = join(project.root, posix.dirname(lookedFor));
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .filter((n) => isFile(join(dir, n)))
    .map((n) => posix.join(posix.dirname(lookedFor), n));
}

function fromIntegrity(project: Project, issue: IntegrityIssue, isWarning: boolean): ValidatorFinding | undefined {
  const where = place(issue);
  switch (issue.kind) {
    case 'unknown-asset-key': {
      const parsed = /^(.*) uses (\w+) key "(.*)", which is never loaded or generated(?: \(known: (.*)\))?$/.exec(
        issue.message,
      );
      if (!parsed)
        return isWarning
          ? undefined
          : { validator: 'asset-keys', code: 'unknown-asset-key', message: issue.message, ...where };
      const [, what, space, key, known] = parsed as unknown as [string, string, string, string, string | undefined];
      if (isUrlLike(key)) return urlKeyFinding(project, key, `${what} uses`, where);
      // L1 warns rather than fails when the key space also has keys computed at run time: not a certain mistake.
      if (isWarning) return undefined;
      // L1 knows `<key>-<name>` animations but not the core's per-row ones of top-down sheets (`warden-walk-side`).
      if (space === 'animation' && keyCandidates(project, 'animation', []).includes(key)) return undefined;
      const l1Known = (known ?? '').split(', ').filter((k) => k && k !== '…');
      return {
        validator: 'asset-keys',
        code: 'unknown-asset-key',
        message: `${what} uses ${space} key "${key}", which is never loaded or generated; ${nearestText(key, keyCandidates(project, space, l1Known), `${space} keys`)}`,
        ...where,
      };
    }
    case 'missing-asset-file': {
      const lookedFor = /\(looked for ([^)]+)\)$/.exec(issue.message)?.[1];
      const beside = lookedFor ? filesBeside(project, lookedFor) : [];
      const wanted = lookedFor ? posix.basename(lookedFor) : '';
      const hint = beside.length
        ? `; nearest files there: ${quoted(
            nearest(
              wanted,
              beside.map((p) => posix.basename(p)),
            ),
          )}`
        : '';
      return { validator: 'asset-keys', code: 'missing-asset-file', message: `${issue.message}${hint}`, ...where };
    }
    case 'remote-asset':
    case 'broken-pack':
      return { validator: 'asset-keys', code: issue.kind, message: issue.message, ...where };
    case 'unregistered-scene': {
      if (isWarning) return undefined;
      const parsed = /^(.*?)\("(.*)"\) (.*) \(registered: (.*)\)$/.exec(issue.message);
      if (!parsed) return { validator: 'scenes', code: 'unregistered-scene', message: issue.message, ...where };
      const [, how, key, what, registered] = parsed as unknown as [string, string, string, string, string];
      const keys = registered === 'none' ? [] : registered.split(', ');
      return {
        validator: 'scenes',
        code: 'unregistered-scene',
        message: `${how}("${key}") ${what} (registered: ${registered}); ${nearestText(key, keys, 'scene keys')}`,
        ...where,
      };
    }
    case 'missing-config-key': {
      const parsed = /^(.*) \(there: (.*)\)$/.exec(issue.message);
      const key = /no key "(.*)" at that depth/.exec(issue.message)?.[1];
      if (!parsed || key === undefined)
        return { validator: 'config-keys', code: 'missing-config-key', message: issue.message, ...where };
      const siblings = parsed[2] === 'nothing' ? [] : parsed[2]!.split(', ');
      return {
        validator: 'config-keys',
        code: 'missing-config-key',
        message: `${issue.message}; ${nearestText(key, siblings, 'keys')}`,
        ...where,
      };
    }
    case 'broken-config':
      return { validator: 'config-keys', code: 'broken-config', message: issue.message, ...where };
    default:
      return undefined;
  }
}

// ---- all together -------------------------------------------------------------------------------------------------

function compareFindings(a: ValidatorFinding, b: ValidatorFinding): number {
  const text = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0);
  return (
    VALIDATORS.indexOf(a.validator) - VALIDATORS.indexOf(b.validator) ||
    text(a.file ?? '', b.file ?? '') ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    text(a.message, b.message) ||
    text(a.code, b.code)
  );
}

/** Runs every validator over a source game project; findings in a stable order (validator, file, line, column, message). Never throws for problems of the project. */
export function validateProject(projectDir: string): ValidatorFinding[] {
  const project = readProject(projectDir);
  const integrity = checkIntegrity(project.root);
  const findings: ValidatorFinding[] = [
    ...integrity.issues.flatMap((issue) => fromIntegrity(project, issue, false) ?? []),
    ...integrity.warnings.flatMap((issue) => fromIntegrity(project, issue, true) ?? []),
    ...configAliasReads(project),
    ...checkLevelOrder(project),
  ];
  if (project.registry)
    findings.push(
      ...hookAssetKeys(project),
      ...helperAssetKeys(project),
      ...contentAssetKeys(project, contentLevels(project)?.document),
    );
  const seen = new Set<string>();
  return findings.sort(compareFindings).filter((f) => {
    const key = JSON.stringify([f.validator, f.code, f.file, f.line, f.column, f.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
