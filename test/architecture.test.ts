// Parts depend downward only (shared/DESIGN.md): cli -> bench -> {make, play, qa} -> check -> harness,
// with assets, llm, report and shared beside them, and the family descriptors (families) just above shared. A part is
// reached only through its index.ts.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { PROJECT_ROOT } from '../src/shared/index.ts';

/** Which parts each part may import. Like Playwright's DEPS.list, one line per part. */
const ALLOWED: Record<string, readonly string[]> = {
  shared: [],
  // The family descriptors are data below check: its L3b strategy rows and make's classifier both read them.
  families: ['shared'],
  llm: ['shared'],
  report: ['shared'],
  assets: ['shared'],
  harness: ['shared'],
  godot: ['harness', 'shared'],
  check: ['harness', 'godot', 'report', 'families', 'shared'],
  // make plays each game it makes on its golden path (play's runner); play never imports make.
  make: ['assets', 'check', 'harness', 'llm', 'play', 'report', 'families', 'shared'],
  play: ['check', 'harness', 'llm', 'families', 'shared'],
  qa: ['check', 'harness', 'llm', 'report', 'families', 'shared'],
  doctor: ['harness', 'llm', 'families', 'shared'],
  bench: ['make', 'play', 'qa', 'check', 'harness', 'godot', 'assets', 'llm', 'report', 'families', 'shared'],
  cli: [
    'bench',
    'make',
    'play',
    'qa',
    'check',
    'harness',
    'godot',
    'assets',
    'llm',
    'report',
    'doctor',
    'families',
    'shared',
  ],
};

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|js)$/.test(name)) yield path;
  }
}

/** The module specifiers a file really imports (declarations and dynamic import() calls, not text that looks like one). */
function importsOf(file: string): { specifier: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: { specifier: string; line: number }[] = [];
  const add = (node: ts.Node, literal: ts.Expression | undefined): void => {
    if (literal && ts.isStringLiteralLike(literal))
      out.push({ specifier: literal.text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node, node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node, node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

export function dependencyViolations(srcDir: string): string[] {
  const violations: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const part = relative(srcDir, file).split(sep)[0]!;
    const allowed = ALLOWED[part];
    for (const { specifier, line } of importsOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      const targetRel = relative(srcDir, target);
      if (targetRel.startsWith('..')) continue;
      const targetPart = targetRel.split(sep)[0]!;
      const where = `${relative(srcDir, file)}:${line}`;
      if (targetPart === part) continue;
      if (!allowed) violations.push(`${where}: part "${part}" is not listed in the dependency table`);
      else if (!allowed.includes(targetPart))
        violations.push(`${where}: ${part} imports ${targetPart} (${specifier}), which sits above it or beside it`);
      else if (targetRel !== join(targetPart, 'index.ts'))
        violations.push(
          `${where}: ${part} reaches into ${targetPart}'s internals (${specifier}); import ${targetPart}/index.ts`,
        );
    }
  }
  return violations;
}

test("no part imports from a part above it, or past another part's index.ts", () => {
  assert.deepEqual(dependencyViolations(join(PROJECT_ROOT, 'src')), []);
});

test('the dependency check catches an upward import, a dynamic one and a reach into internals, not import-like text', () => {
  const root = mkdtempSync(join(tmpdir(), 'playsmith-deps-'));
  try {
    for (const [file, text] of Object.entries({
      'harness/index.ts': "export { run } from './run.ts';\n",
      'harness/run.ts': "import { verdict } from '../check/index.ts';\nexport const run = verdict;\n",
      'check/index.ts': "import { run } from '../harness/run.ts';\nexport const verdict = run;\n",
      'cli/main.ts': "import { verdict } from '../check/index.ts';\nvoid verdict;\n",
      'check/text.ts':
        "export const looksLikeOne = `import x from '../cli/main.ts'`;\nexport const load = () => import('../cli/main.ts');\n",
    })) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    assert.deepEqual(dependencyViolations(root), [
      "check/index.ts:1: check reaches into harness's internals (../harness/run.ts); import harness/index.ts",
      'check/text.ts:2: check imports cli (../cli/main.ts), which sits above it or beside it',
      'harness/run.ts:1: harness imports check (../check/index.ts), which sits above it or beside it',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
