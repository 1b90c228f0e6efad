// Small readings of a TypeScript syntax tree the validators share: where a node is, what an expression is under its
// casts, a property's static name, what a method returns, and the methods of classes by name.
import ts from 'typescript';
import { literalText } from '../../../check/index.ts';
import type { ScriptFile } from './project.ts';

export function at(
  file: { rel: string },
  node: ts.Node,
  source: ts.SourceFile,
): { file: string; line: number; column: number } {
  const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
  return { file: file.rel, line: line + 1, column: character + 1 };
}

/** The expression under parentheses, `as`, `satisfies` and `!`. */
export function unwrap(node: ts.Expression): ts.Expression {
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
export function propertyName(name: ts.PropertyName | undefined): string | undefined {
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
export function objectProperty(node: ts.Node | undefined, name: string): ts.Expression | undefined {
  if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
  for (const p of node.properties)
    if (ts.isPropertyAssignment(p) && propertyName(p.name) === name) return p.initializer;
  return undefined;
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
export function methodResults(method: ts.MethodDeclaration): ts.Expression[] {
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

export function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);
}

/** Methods of classes in the files, by name. */
export function methodsNamed(
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
