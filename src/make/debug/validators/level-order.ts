// The level-order validator: definition.levelOrder against the levels the game defines (the object the level hook
// indexes by id, or the levels of the family's content JSON), both ways, with the nearest ids.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { literalText } from '../../../check/index.ts';
import { at, methodResults, methodsNamed, objectProperty, propertyName, unwrap } from './ast.ts';
import { CONTENT_HOOKS, LEVEL_HOOKS } from './family-hooks.ts';
import type { ValidatorFinding } from './finding.ts';
import { nearestText, quoted } from './nearest.ts';
import { isFile, readJsonDocument, toRel, type JsonDocument, type Project, type ScriptFile } from './project.ts';

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

/** The levels an object names: a TS module's exported const, or a JSON file (the whole of it, or one section). */
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

/** The content JSON a family's content hook returns (ui_heavy: gameContent()), its levels and its texture fields. */
export function contentLevels(
  project: Project,
): { document: JsonDocument; levels: DefinedLevels | undefined; textureFields: ReadonlySet<string> } | undefined {
  for (const hook of CONTENT_HOOKS) {
    for (const { file, method } of methodsNamed(project.game, new Set([hook.method]))) {
      for (const result of methodResults(method)) {
        const e = unwrap(result);
        const target = ts.isIdentifier(e) ? resolveName(file, e.text) : undefined;
        if (!target || !('importPath' in target) || !target.importPath.endsWith('.json')) continue;
        const document = readJsonDocument(project.root, target.importPath);
        if (!document) continue;
        const levels = levelsAt(project, target.importPath, target.exported, hook.levels);
        return { document, levels, textureFields: hook.textureFields };
      }
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

export function checkLevelOrder(project: Project): ValidatorFinding[] {
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
        message:
          `levelOrder lists "${id}" again (first at line ${orderAt(first).line}); ` +
          'each level id belongs in the order once',
        ...orderAt(node),
      });
      continue;
    }
    listed.set(id, node);
    if (!defined.includes(id)) {
      findings.push({
        validator: 'level-order',
        code: 'level-order-mismatch',
        message:
          `levelOrder lists "${id}", which ${levels.label} does not define ` +
          `(it defines: ${quoted(defined) || 'nothing'}); ${nearestText(id, defined, 'level ids')}`,
        ...orderAt(node),
      });
    }
  }
  for (const { id, node } of levels.ids) {
    if (listed.has(id)) continue;
    findings.push({
      validator: 'level-order',
      code: 'level-order-mismatch',
      message:
        `${levels.label} defines level "${id}", which levelOrder in ${order.file.rel} does not list, so it can ` +
        `never be played (the order is: ${quoted([...listed.keys()]) || 'empty'}); ` +
        nearestText(id, listed.keys(), 'listed ids'),
      ...at(levels.file, node, levels.source),
    });
  }
  return findings;
}
