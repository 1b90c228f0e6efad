// TypeScript's own AST and printer for bug injection: parse a game's source, walk it in source order, print a new node
// and splice it over the old one, so a mutant differs from its original only at the site that was mutated.
import ts from 'typescript';

// Comments stay where they are in the file: a reused node would otherwise print the comments before it again.
const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed, removeComments: true });

/** One source file of the game: its path relative to the game folder, its text and its syntax tree. */
export interface SourceCode {
  file: string;
  text: string;
  ast: ts.SourceFile;
}

export function parseSource(file: string, text: string): SourceCode {
  return { file, text, ast: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS) };
}

/** Every node of the tree in source order (depth first, parents before children). */
export function nodesOf(root: ts.Node): ts.Node[] {
  const all: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    all.push(node);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return all;
}

/** A node printed by TypeScript's printer; nodes reused from the tree print as they are written. */
export function printNode(node: ts.Node, source: SourceCode): string {
  return printer.printNode(ts.EmitHint.Unspecified, node, source.ast);
}

/** The 1-based line a node starts on. */
export function lineOf(node: ts.Node, source: SourceCode): number {
  return source.ast.getLineAndCharacterOfPosition(node.getStart(source.ast)).line + 1;
}

/** The 1-based column a node starts at on its line (where a splice puts the code printed over it). */
export function columnOf(node: ts.Node, source: SourceCode): number {
  return source.ast.getLineAndCharacterOfPosition(node.getStart(source.ast)).character + 1;
}

/** The whitespace that starts the line a node starts on. */
export function indentOf(node: ts.Node, source: SourceCode): string {
  const start = node.getStart(source.ast);
  const lineStart = source.text.lastIndexOf('\n', start - 1) + 1;
  return /^[ \t]*/.exec(source.text.slice(lineStart, start))![0];
}

/** The source with `node` replaced by `replacement` (printed text; empty removes it). */
export function splice(source: SourceCode, node: ts.Node, replacement: string): string {
  return source.text.slice(0, node.getStart(source.ast)) + replacement + source.text.slice(node.getEnd());
}

/** `expression` wrapped in parentheses when it is not a plain name, access, call or literal. */
export function operand(expression: ts.Expression): ts.Expression {
  const simple =
    ts.isIdentifier(expression) ||
    ts.isPropertyAccessExpression(expression) ||
    ts.isElementAccessExpression(expression) ||
    ts.isCallExpression(expression) ||
    ts.isNumericLiteral(expression) ||
    ts.isStringLiteral(expression) ||
    ts.isParenthesizedExpression(expression);
  return simple ? expression : ts.factory.createParenthesizedExpression(expression);
}

/** The last name of an access chain or a name (`this.coinsTaken` → coinsTaken), or '' for anything else. */
export function lastName(expression: ts.Expression): string {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return '';
}

/** The name of the method or function a node is inside, or '' at the top level. */
export function enclosingFunctionName(node: ts.Node): string {
  for (let at = node.parent; at; at = at.parent) {
    if ((ts.isMethodDeclaration(at) || ts.isFunctionDeclaration(at)) && at.name && ts.isIdentifier(at.name))
      return at.name.text;
    if (ts.isConstructorDeclaration(at)) return 'constructor';
  }
  return '';
}
