// The config-keys validator's own reads, beyond L1's: gameConfig.json sections bound to local names (by assignment or
// destructuring) and the chains read through those names.
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { literalText } from '../../../check/index.ts';
import { at, propertyName, unwrap } from './ast.ts';
import type { ValidatorFinding } from './finding.ts';
import { nearestText } from './nearest.ts';
import { readJson, toRel, type Project, type ScriptFile } from './project.ts';

interface ConfigRoot {
  path: string[];
  value: unknown;
  configRel: string;
  /** Set for a local name bound to a config section: how it got there, for the message. */
  via?: string;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A property chain `root.a['b'].c` with literal keys: its root identifier and keys; undefined when one is computed. */
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
  return (
    `reads ${read}${via} from ${root.configRel}, which has no key "${key}" at that depth ` +
    `(there: ${siblings.join(', ') || 'nothing'}); ${nearestText(key, siblings, 'keys')}`
  );
}

/** Chains read through config-bound names (`bolt.cost.value`) that reach a key the config does not have. */
function readsThroughAliases(file: ScriptFile, aliases: ReadonlyMap<string, ConfigRoot>): ValidatorFinding[] {
  const findings: ValidatorFinding[] = [];
  if (aliases.size === 0) return findings;
  const read = (node: ts.Node): void => {
    const isAccess = ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node);
    const parent = node.parent;
    const isOuter =
      isAccess &&
      !((ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) && parent.expression === node);
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
  return findings;
}

/**
 * Config reads L1 does not follow: sections bound to local names (`const { bolt } = gameConfig.towers`,
 * `const towers = gameConfig.towers`) and the chains read from those names (`bolt.cost.value`). L1 checks the chain on
 * the import itself (`gameConfig.towers`); the names destructured from it and everything read through them are here.
 */
export function configAliasReads(project: Project): ValidatorFinding[] {
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
              message:
                `destructures ${[...path, key].join('.')} from ${configRel}, which has no key "${key}" at that ` +
                `depth (there: ${siblings.join(', ') || 'nothing'}); ${nearestText(key, siblings, 'keys')}`,
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
    findings.push(...readsThroughAliases(file, aliases));
  }
  return findings;
}
