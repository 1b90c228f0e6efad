// The mutation operators of qa inject: each finds its candidate sites in a game's source (in source order) and makes
// one mutation per site with TypeScript's AST and printer, tagged with the GBQA bug type and difficulty it simulates.
import ts from 'typescript';
import type { QaBugType, QaDifficulty } from '../../shared/index.ts';
import {
  columnOf,
  enclosingFunctionName,
  indentOf,
  lastName,
  lineOf,
  nodesOf,
  operand,
  printNode,
  type SourceCode,
  splice,
} from './ast.ts';

export const OPERATOR_NAMES = [
  'off-by-one',
  'collision-condition',
  'pickup-not-removed',
  'flag-not-reset',
  'win-lose-condition',
  'config-wrong-key',
  'ui-text',
  'event-payload',
] as const;
export type OperatorName = (typeof OPERATOR_NAMES)[number];

/** One mutation at one site: the changed file and what changed there. */
export interface Mutation {
  operator: OperatorName;
  file: string;
  line: number;
  /** Where on the line the site starts, so a revert is pinned when the printed code is on the line twice. */
  column: number;
  /** The code at the site before and after, as written and as printed. */
  original: string;
  mutated: string;
  /** The whole file with the mutation in it. */
  text: string;
}

/** What an operator may read besides the file: a JSON module the file imports (undefined when there is none). */
export interface OperatorContext {
  json(fromFile: string, specifier: string): unknown;
}

export interface Operator {
  name: OperatorName;
  type: QaBugType;
  difficulty: QaDifficulty;
  /** The kind of bug it plants, for the record's description. */
  simulates: string;
  find(source: SourceCode, context: OperatorContext): Mutation[];
}

const f = ts.factory;
const COUNTER =
  /score|count|taken|collected|lives|hp|gold|coins|moves|kills|wave|points|total|turn|streak|correct|health/i;
const BOUND = /length|count|max|min|total|limit|size|lives|hp|wave|remaining|needed|target|goal|threshold/i;
const OUTCOME = /won|win|isLast|lives|over|remaining|goal|lose|lost|dead|alive|complete|solved|victory|defeat|finish/i;
const HANDLER_NAME = /collect|pick|hit|overlap|collid|touch|take|reach|damage|kill|capture|match|merge|absorb/i;
const RESET_NAME = /^(create|init|reset|restart|start|begin|setup|setUp|enter|load)/;
const REMOVAL = new Set(['destroy', 'disableBody', 'killAndHide', 'remove', 'removeTile']);
const TEXT_CALLS = new Set(['setText', 'text', 'showBanner', 'showMessage', 'say', 'setLabel', 'toast']);

function mutation(operator: OperatorName, source: SourceCode, node: ts.Node, mutated: string): Mutation {
  return {
    operator,
    file: source.file,
    line: lineOf(node, source),
    column: columnOf(node, source),
    original: node.getText(source.ast),
    mutated,
    text: splice(source, node, mutated),
  };
}

const print = (node: ts.Node, source: SourceCode) => printNode(node, source);
const plusOne = (e: ts.Expression) =>
  f.createBinaryExpression(operand(e), ts.SyntaxKind.PlusToken, f.createNumericLiteral(1));
const not = (e: ts.Expression) => f.createPrefixUnaryExpression(ts.SyntaxKind.ExclamationToken, operand(e));

/** Callbacks handed to overlap()/collider() and the methods of the file they call, or whose names say they handle. */
function handlerScopes(source: SourceCode): ts.Node[] {
  const all = nodesOf(source.ast);
  const methods = new Map<string, ts.MethodDeclaration>();
  for (const node of all)
    if (ts.isMethodDeclaration(node) && node.body && ts.isIdentifier(node.name)) methods.set(node.name.text, node);
  const scopes = new Set<ts.Node>();
  for (const node of all) {
    if (!ts.isCallExpression(node) || !['overlap', 'collider'].includes(lastName(node.expression))) continue;
    for (const arg of node.arguments.slice(2)) {
      if (!ts.isArrowFunction(arg) && !ts.isFunctionExpression(arg)) continue;
      scopes.add(arg);
      for (const inner of nodesOf(arg)) {
        const callee = ts.isCallExpression(inner) ? inner.expression : undefined;
        if (callee && ts.isPropertyAccessExpression(callee) && callee.expression.kind === ts.SyntaxKind.ThisKeyword) {
          const method = methods.get(callee.name.text);
          if (method) scopes.add(method);
        }
      }
    }
  }
  for (const [name, method] of methods) if (HANDLER_NAME.test(name)) scopes.add(method);
  return [...scopes].sort((a, b) => a.getStart() - b.getStart());
}

/** Nodes inside the handler scopes, each once, in source order. */
function inHandlers(source: SourceCode): ts.Node[] {
  const seen = new Set<ts.Node>();
  for (const scope of handlerScopes(source)) for (const node of nodesOf(scope)) seen.add(node);
  return [...seen].sort((a, b) => a.getStart() - b.getStart() || a.getWidth() - b.getWidth());
}

const STRICTER: Partial<Record<ts.SyntaxKind, ts.BinaryOperator>> = {
  [ts.SyntaxKind.LessThanToken]: ts.SyntaxKind.LessThanEqualsToken,
  [ts.SyntaxKind.LessThanEqualsToken]: ts.SyntaxKind.LessThanToken,
  [ts.SyntaxKind.GreaterThanToken]: ts.SyntaxKind.GreaterThanEqualsToken,
  [ts.SyntaxKind.GreaterThanEqualsToken]: ts.SyntaxKind.GreaterThanToken,
};

/** A counter moved by one more than it should (`score += points + 1`, `taken += 2`), or a bound that is off by one. */
function offByOne(source: SourceCode): Mutation[] {
  const found: Mutation[] = [];
  for (const node of nodesOf(source.ast)) {
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      const counting = op === ts.SyntaxKind.PlusEqualsToken || op === ts.SyntaxKind.MinusEqualsToken;
      if (counting && COUNTER.test(lastName(node.left))) {
        const next = f.createBinaryExpression(node.left, op, plusOne(node.right));
        found.push(mutation('off-by-one', source, node, print(next, source)));
      }
      const swapped = STRICTER[op];
      if (swapped !== undefined && (BOUND.test(lastName(node.left)) || BOUND.test(lastName(node.right)))) {
        const next = f.createBinaryExpression(node.left, swapped, node.right);
        found.push(mutation('off-by-one', source, node, print(next, source)));
      }
    }
    const unary = ts.isPostfixUnaryExpression(node) || ts.isPrefixUnaryExpression(node);
    if (unary && ts.isExpressionStatement(node.parent) && COUNTER.test(lastName(node.operand))) {
      const up = node.operator === ts.SyntaxKind.PlusPlusToken;
      if (!up && node.operator !== ts.SyntaxKind.MinusMinusToken) continue;
      const op = up ? ts.SyntaxKind.PlusEqualsToken : ts.SyntaxKind.MinusEqualsToken;
      const next = f.createBinaryExpression(node.operand, op, f.createNumericLiteral(2));
      found.push(mutation('off-by-one', source, node, print(next, source)));
    }
  }
  return found;
}

const isExit = (s: ts.Statement): boolean =>
  ts.isReturnStatement(s) ||
  ts.isContinueStatement(s) ||
  (ts.isBlock(s) && s.statements.length === 1 && isExit(s.statements[0]!));

/** A collision or overlap handler's condition inverted, or its guard dropped (as if it were never written). */
function collisionCondition(source: SourceCode): Mutation[] {
  const found: Mutation[] = [];
  for (const node of inHandlers(source)) {
    if (!ts.isIfStatement(node)) continue;
    found.push(mutation('collision-condition', source, node.expression, print(not(node.expression), source)));
    if (!node.elseStatement && isExit(node.thenStatement))
      found.push(mutation('collision-condition', source, node.expression, 'false'));
  }
  return found;
}

/** A pickup left in the world after it is taken (counted again), or its reward given twice. */
function pickupNotRemoved(source: SourceCode): Mutation[] {
  const found: Mutation[] = [];
  for (const node of inHandlers(source)) {
    if (!ts.isExpressionStatement(node) || !ts.isCallExpression(node.expression)) continue;
    const name = lastName(node.expression.expression);
    if (REMOVAL.has(name)) found.push(mutation('pickup-not-removed', source, node, ''));
    if (/^add(Score|Points|Coins|Gold)$/.test(name)) {
      const twice = `${print(node, source)}\n${indentOf(node, source)}${print(node, source)}`;
      found.push(mutation('pickup-not-removed', source, node, twice));
    }
  }
  return found;
}

const RESET_VALUE = (e: ts.Expression) =>
  ts.isNumericLiteral(e) ||
  ts.isStringLiteral(e) ||
  e.kind === ts.SyntaxKind.TrueKeyword ||
  e.kind === ts.SyntaxKind.FalseKeyword ||
  e.kind === ts.SyntaxKind.NullKeyword ||
  (ts.isArrayLiteralExpression(e) && e.elements.length === 0) ||
  (ts.isNewExpression(e) && ['Set', 'Map'].includes(lastName(e.expression)) && !e.arguments?.length) ||
  (ts.isPrefixUnaryExpression(e) && ts.isNumericLiteral(e.operand));

/** A piece of state a (re)start sets back, no longer set back: it carries over from the last level or attempt. */
function flagNotReset(source: SourceCode): Mutation[] {
  const found: Mutation[] = [];
  for (const node of nodesOf(source.ast)) {
    if (!ts.isExpressionStatement(node) || !ts.isBinaryExpression(node.expression)) continue;
    const { left, operatorToken, right } = node.expression;
    if (operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isPropertyAccessExpression(left)) continue;
    if (!RESET_VALUE(right) || !RESET_NAME.test(enclosingFunctionName(node))) continue;
    found.push(mutation('flag-not-reset', source, node, ''));
  }
  return found;
}

/** A condition that decides winning or losing, inverted. */
function winLoseCondition(source: SourceCode): Mutation[] {
  const found: Mutation[] = [];
  for (const node of nodesOf(source.ast)) {
    const condition = ts.isIfStatement(node)
      ? node.expression
      : ts.isConditionalExpression(node)
        ? node.condition
        : null;
    if (!condition || !OUTCOME.test(condition.getText(source.ast))) continue;
    found.push(mutation('win-lose-condition', source, condition, print(not(condition), source)));
  }
  return found;
}

/** The default-imported JSON modules of a file, by local name, with their specifier. */
function jsonImports(source: SourceCode): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.ast.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const name = statement.importClause?.name?.text;
    if (name && statement.moduleSpecifier.text.endsWith('.json')) names.set(name, statement.moduleSpecifier.text);
  }
  return names;
}

/** `config.section.key.value` read from a sibling key of the section whose value has the same type and differs. */
function configWrongKey(source: SourceCode, context: OperatorContext): Mutation[] {
  const found: Mutation[] = [];
  const imports = jsonImports(source);
  for (const node of nodesOf(source.ast)) {
    if (!ts.isPropertyAccessExpression(node) || node.name.text !== 'value') continue;
    const keyAccess = node.expression;
    if (!ts.isPropertyAccessExpression(keyAccess) || !ts.isPropertyAccessExpression(keyAccess.expression)) continue;
    const sectionAccess = keyAccess.expression;
    const root = sectionAccess.expression;
    const specifier = ts.isIdentifier(root) ? imports.get(root.text) : undefined;
    if (!specifier) continue;
    const config = context.json(source.file, specifier) as Record<string, Record<string, { value?: unknown }>>;
    const section = config?.[sectionAccess.name.text];
    const current = section?.[keyAccess.name.text]?.value;
    if (!section || current === undefined) continue;
    const keys = Object.keys(section);
    const at = keys.indexOf(keyAccess.name.text);
    const sibling = [...keys.slice(at + 1), ...keys.slice(0, at)].find((k) => {
      const value = section[k]?.value;
      return (
        typeof value === typeof current && !Array.isArray(value) && JSON.stringify(value) !== JSON.stringify(current)
      );
    });
    if (!sibling || Array.isArray(current) || typeof current === 'object') continue;
    const next = f.createPropertyAccessExpression(f.createPropertyAccessExpression(sectionAccess, sibling), 'value');
    found.push(mutation('config-wrong-key', source, node, print(next, source)));
  }
  return found;
}

/** A text shown to the player whose first interpolated value is one off: the screen contradicts the state. */
function uiText(source: SourceCode): Mutation[] {
  const found: Mutation[] = [];
  for (const node of nodesOf(source.ast)) {
    if (!ts.isTemplateExpression(node) || node.templateSpans.length === 0) continue;
    const call = ts.isCallExpression(node.parent) ? node.parent : undefined;
    const shown = call ? TEXT_CALLS.has(lastName(call.expression)) : enclosingFunctionName(node) === 'hudLines';
    if (!shown) continue;
    const [first, ...rest] = node.templateSpans;
    const spans = [f.createTemplateSpan(plusOne(first!.expression), first!.literal), ...rest];
    found.push(mutation('ui-text', source, node, print(f.createTemplateExpression(node.head, spans), source)));
  }
  return found;
}

/** A contract event emitted with the wrong payload: two of its values swapped, or its only value lost. */
function eventPayload(source: SourceCode): Mutation[] {
  const found: Mutation[] = [];
  for (const node of nodesOf(source.ast)) {
    if (!ts.isCallExpression(node) || lastName(node.expression) !== 'emit') continue;
    const [type, payload] = node.arguments;
    if (!type || !ts.isStringLiteral(type) || !payload || !ts.isObjectLiteralExpression(payload)) continue;
    const props = payload.properties.filter(
      (p): p is ts.PropertyAssignment | ts.ShorthandPropertyAssignment =>
        (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && ts.isIdentifier(p.name),
    );
    if (props.length !== payload.properties.length || props.length === 0) continue;
    const valueIn = (p: ts.PropertyAssignment | ts.ShorthandPropertyAssignment): ts.Expression =>
      ts.isPropertyAssignment(p) ? p.initializer : p.name;
    const values = props.map(valueIn);
    const texts = values.map((v) => v.getText(source.ast));
    const pair = texts.findIndex((t, i) => i + 1 < texts.length && t !== texts[i + 1]);
    if (props.length > 1 && pair < 0) continue;
    const next = props.map((p, i) => {
      const value =
        props.length === 1 ? f.createNull() : i === pair ? values[i + 1]! : i === pair + 1 ? values[pair]! : values[i]!;
      return f.createPropertyAssignment((p.name as ts.Identifier).text, value);
    });
    const literal = f.createObjectLiteralExpression(next, false);
    found.push(mutation('event-payload', source, payload, print(literal, source)));
  }
  return found;
}

export const OPERATORS: readonly Operator[] = [
  {
    name: 'off-by-one',
    type: 'logic-error',
    difficulty: 'medium',
    simulates: 'a counter or bound off by one',
    find: offByOne,
  },
  {
    name: 'collision-condition',
    type: 'logic-error',
    difficulty: 'medium',
    simulates: 'a collision or overlap handler with an inverted or dropped condition',
    find: collisionCondition,
  },
  {
    name: 'pickup-not-removed',
    type: 'data-inconsistency',
    difficulty: 'medium',
    simulates: 'a pickup that is not removed or is counted twice',
    find: pickupNotRemoved,
  },
  {
    name: 'flag-not-reset',
    type: 'data-inconsistency',
    difficulty: 'hard',
    simulates: 'a piece of state never reset on a (re)start',
    find: flagNotReset,
  },
  {
    name: 'win-lose-condition',
    type: 'logic-error',
    difficulty: 'medium',
    simulates: 'a wrong win or lose condition',
    find: winLoseCondition,
  },
  {
    name: 'config-wrong-key',
    type: 'data-inconsistency',
    difficulty: 'medium',
    simulates: 'a config value read from the wrong key',
    find: configWrongKey,
  },
  {
    name: 'ui-text',
    type: 'description-flaw',
    difficulty: 'easy',
    simulates: 'a text on screen that contradicts the state',
    find: uiText,
  },
  {
    name: 'event-payload',
    type: 'data-inconsistency',
    difficulty: 'medium',
    simulates: 'an event emitted with the wrong payload',
    find: eventPayload,
  },
];
