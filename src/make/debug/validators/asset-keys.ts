// The asset-keys validator's own reads, beyond L1's: the family hooks that name registry keys (their table comes from
// the family descriptors), the core's sound and animation helpers, `group.create(x, y, key)`, and the texture fields
// of a family's content JSON.
import ts from 'typescript';
import { literalText } from '../../../check/index.ts';
import { ASSET_HOOKS } from './family-hooks.ts';
import { at, hasModifier, methodResults, methodsNamed, objectProperty, propertyName, unwrap } from './ast.ts';
import type { ValidatorFinding } from './finding.ts';
import { nearestText } from './nearest.ts';
import type { JsonDocument, Project } from './project.ts';
import { checkRegistryKey, type KeyKind } from './registry-keys.ts';

interface KeyLiteral {
  node: ts.StringLiteralLike;
  /** Where in the returned value: `sfx.jump`, `[0].texture`. */
  path: string;
}

export const joinPath = (path: string, name: string): string => (path ? `${path}.${name}` : name);

/** String literals in a hook's returned value that are registry keys (both sides of `a ? 'x' : 'y'`, `a ?? 'x'`). */
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

/**
 * The family hooks that name registry keys. A game's `override` in src/game is checked; a hook the game does not
 * override is checked in its family default (grid_logic's gridAssets()), since renaming a registry entry breaks it too.
 */
export function hookAssetKeys(project: Project): ValidatorFinding[] {
  const names = new Set(ASSET_HOOKS.keys());
  const overrides = methodsNamed(project.game, names).filter((m) =>
    hasModifier(m.method, ts.SyntaxKind.OverrideKeyword),
  );
  const overridden = new Set(overrides.map((m) => m.name));
  const defaults = methodsNamed(project.family, names).filter(
    (m) => !overridden.has(m.name) && m.method.body && !hasModifier(m.method, ts.SyntaxKind.AbstractKeyword),
  );
  const findings: ValidatorFinding[] = [];
  for (const { file, method, name } of [...overrides, ...defaults]) {
    const fields = ASSET_HOOKS.get(name)!.fields;
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
export function helperAssetKeys(project: Project): ValidatorFinding[] {
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
                message:
                  `${callee.text}() plays animation "${animation}" of "${key}", which assets.json does not give ` +
                  `it; ${nearestText(animation, entry.animations, `animations of "${key}"`)}`,
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

/** The texture keys a family checks when the game starts, in its content JSON (ui_heavy: portraits, backdrops, art). */
export function contentAssetKeys(
  project: Project,
  found: { document: JsonDocument; textureFields: ReadonlySet<string> } | undefined,
): ValidatorFinding[] {
  if (!found?.document.root) return [];
  const { document: content, textureFields } = found;
  const findings: ValidatorFinding[] = [];
  const walk = (node: ts.Node, path: string): void => {
    if (ts.isObjectLiteralExpression(node)) {
      for (const p of node.properties) {
        const name = propertyName(p.name);
        if (!ts.isPropertyAssignment(p) || name === undefined) continue;
        const here = joinPath(path, name);
        if (textureFields.has(name) && ts.isStringLiteral(p.initializer)) {
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
  walk(found.document.root, '');
  return findings;
}
