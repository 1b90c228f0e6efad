// Parts depend downward only (docs/architecture.md): cli -> bench -> repair -> {make, qa} -> play -> check -> harness,
// with assets, llm, report and shared beside them, and the family descriptors (families) just above shared. A part is
// reached only through its index.ts.
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { PROJECT_ROOT } from '../src/shared/index.ts';
import { RATCHET_FILES, RATCHET_FUNCTIONS } from './support/size-ratchet.ts';

/** Which parts each part may import. Like Playwright's DEPS.list, one line per part. */
const ALLOWED: Record<string, readonly string[]> = {
  shared: [],
  // The family descriptors are data below check: its L3b strategy rows and make's classifier both read them.
  families: ['shared'],
  llm: ['shared'],
  report: ['shared'],
  assets: ['shared'],
  // The rulebook language's Node side (validate, plan, library, projects) over the engine in templates/rulebook.
  rulebook: ['assets', 'shared'],
  harness: ['shared'],
  // godot sits beside check: the Godot half of the seeds, read by cli and bench only.
  godot: ['llm', 'report', 'shared'],
  check: ['harness', 'report', 'families', 'shared'],
  // make plays each game it makes on its golden path (play's runner); play never imports make.
  make: ['assets', 'check', 'harness', 'llm', 'play', 'report', 'rulebook', 'families', 'shared'],
  // play writes its own report.html, as check does.
  play: ['check', 'harness', 'llm', 'report', 'families', 'shared'],
  // qa explores web games with play's hands and oracles; play never imports qa.
  qa: ['play', 'check', 'harness', 'llm', 'report', 'families', 'shared'],
  doctor: ['harness', 'llm', 'families', 'shared'],
  // repair closes the loop above both: qa's replays verify what make's repair loop patches.
  repair: ['make', 'qa', 'play', 'check', 'harness', 'llm', 'report', 'rulebook', 'families', 'shared'],
  bench: [
    'repair',
    'make',
    'play',
    'qa',
    'check',
    'harness',
    'godot',
    'assets',
    'llm',
    'report',
    'rulebook',
    'families',
    'shared',
  ],
  cli: [
    'bench',
    'repair',
    'make',
    'play',
    'qa',
    'check',
    'harness',
    'godot',
    'assets',
    'llm',
    'report',
    'rulebook',
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

interface Import {
  specifier: string;
  line: number;
  /** `import type`/`export type`, or every named binding marked `type`: erased when the file runs. */
  typeOnly: boolean;
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return (
      !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly)
    );
  }
  const clause = node.importClause;
  if (!clause) return false; // a bare `import './x'` runs x
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const named = clause.namedBindings;
  return !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

/**
 * The module specifiers a file really imports (declarations and dynamic import() calls, not text that looks like one).
 */
function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: Import[] = [];
  const add = (node: ts.Node, literal: ts.Expression | undefined, typeOnly: boolean): void => {
    if (literal && ts.isStringLiteralLike(literal)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      out.push({ specifier: literal.text, line, typeOnly });
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node, node.moduleSpecifier, isTypeOnly(node));
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node, node.arguments[0], false);
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

/** A file's relative imports, resolved to the files they name (a missing file is left to tsc). */
function resolvedImports(file: string): (Import & { target: string })[] {
  return importsOf(file)
    .filter((i) => i.specifier.startsWith('.'))
    .map((i) => ({ ...i, target: resolve(dirname(file), i.specifier) }))
    .filter((i) => existsSync(i.target) && statSync(i.target).isFile());
}

/** Import cycles among `files`, type-only imports included; each as `a.ts -> b.ts -> a.ts`, relative to `base`. */
function importCycles(files: readonly string[], base: string): string[] {
  const inside = new Set(files);
  const edges = new Map(
    files.map((f) => [f, [...new Set(resolvedImports(f).map((i) => i.target))].filter((t) => inside.has(t)).sort()]),
  );
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      components.push(component);
    }
  };
  for (const f of [...files].sort()) if (!index.has(f)) connect(f);
  const cycles: string[] = [];
  for (const component of components) {
    const members = new Set(component);
    const start = [...component].sort()[0]!;
    if (component.length === 1 && !edges.get(start)!.includes(start)) continue;
    // The shortest way from `start` back to itself inside the component.
    const from = new Map<string, string>();
    const queue = [start];
    let closing: string | undefined;
    while (queue.length && !closing) {
      const v = queue.shift()!;
      for (const w of edges.get(v)!) {
        if (w === start) {
          closing = v;
          break;
        }
        if (members.has(w) && !from.has(w)) {
          from.set(w, v);
          queue.push(w);
        }
      }
    }
    const path = [start];
    for (let v = closing!; v !== start; v = from.get(v)!) path.splice(1, 0, v);
    cycles.push(`import cycle: ${[...path, start].map((f) => relative(base, f)).join(' -> ')}`);
  }
  return cycles.sort();
}

/**
 * Why a template file cannot be loaded by Node alone, if it cannot: it (or a file it imports) imports a package such as
 * phaser, or leaves `allowedRoot`.
 */
function impurity(
  file: string,
  allowedRoot: string,
  base: string,
  seen = new Set<string>(),
  packages: ReadonlySet<string> = new Set(),
): string | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  if (!/\.(ts|js)$/.test(file)) return undefined; // JSON data
  for (const i of importsOf(file)) {
    if (packages.has(i.specifier)) continue;
    if (!i.specifier.startsWith('.')) return `${relative(base, file)} imports the package ${i.specifier}`;
    const target = resolve(dirname(file), i.specifier);
    if (!target.startsWith(allowedRoot + sep))
      return `${relative(base, file)} imports ${relative(base, target)}, outside ${relative(base, allowedRoot)}`;
    const why = impurity(target, allowedRoot, base, seen, packages);
    if (why) return why;
  }
  return undefined;
}

/** The family a file under make/modes or families belongs to, or undefined for the shared code beside them. */
function familyOf(relInFamilies: string, families: ReadonlySet<string>): string | undefined {
  const first = relInFamilies.split(sep)[0]!;
  const name = first.replace(/(\.e2e)?\.test\.ts$/, '');
  return families.has(name) ? name : undefined;
}

/**
 * The rules below the parts, like Playwright's DEPS.list files, one per folder:
 * - harness/page/: its functions are serialized into the game's page, so it imports types only;
 * - families/<family>/ and make/modes/<family>/: never a sibling family; what the families build on
 *   (make/modes/shared/, families/descriptor.ts) no family at all; only the registries (index.ts) list them all;
 * - make/modes/<family>/ reaches into templates/ only for its own family's rule files (templates/<family>/src/
 *   family/) that Node can load (no phaser, nothing outside that folder, transitively); its tests may also read the
 *   template's other plain files (level data);
 * - no source file outside templates/ imports phaser (Node never loads the engine);
 * - no import cycle among src/ files, type-only imports included.
 */
export function boundaryViolations(root: string): string[] {
  const srcDir = join(root, 'src');
  const files = [...sourceFiles(srcDir)];
  const out: string[] = importCycles(files, srcDir);
  const familyNames = (dir: string): Set<string> =>
    new Set(
      existsSync(dir) ? readdirSync(dir).filter((n) => n !== 'shared' && statSync(join(dir, n)).isDirectory()) : [],
    );
  const descriptorFamilies = familyNames(join(srcDir, 'families'));
  const makeFamilies = familyNames(join(srcDir, 'make', 'modes'));
  for (const file of files) {
    const rel = relative(srcDir, file);
    const isTest = rel.endsWith('.test.ts');
    for (const i of importsOf(file)) {
      const where = `${rel}:${i.line}`;
      if (i.specifier === 'phaser' || i.specifier.startsWith('phaser/')) {
        out.push(`${where}: imports phaser; only templates/ load the engine`);
        continue;
      }
      if (rel.startsWith(`harness${sep}page${sep}`) && !i.typeOnly) {
        out.push(
          `${where}: harness/page runs inside the game's page as serialized functions; import types only ` +
            `(${i.specifier})`,
        );
        continue;
      }
      if (!i.specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), i.specifier);
      const targetRel = relative(srcDir, target);
      for (const [folder, names] of [
        [join('make', 'modes'), makeFamilies],
        ['families', descriptorFamilies],
      ] as const) {
        if (!rel.startsWith(folder + sep) || !targetRel.startsWith(folder + sep)) continue;
        const mine = familyOf(relative(join(srcDir, folder), file), names);
        const theirs = familyOf(relative(join(srcDir, folder), target), names);
        if (theirs === undefined || theirs === mine) continue;
        // The registry (index.ts) lists every family; what the families themselves build on must not.
        const below = rel.startsWith(join(folder, 'shared') + sep) || rel === join('families', 'descriptor.ts');
        if (mine === undefined && !below) continue;
        out.push(
          mine === undefined
            ? `${where}: ${folder}'s shared code imports the ${theirs} family (${i.specifier}); shared code ` +
                'sits below the families'
            : `${where}: the ${mine} family imports its sibling ${theirs} (${i.specifier}); share code through ` +
                `${folder}/shared or a part below`,
        );
      }
      const templateRel = relative(join(root, 'templates'), target);
      if (templateRel.startsWith('..')) continue;
      // The rulebook part steps the very engine the game runs: templates/rulebook/src/engine/, which needs no Phaser.
      const engineRoot = join(root, 'templates', 'rulebook', 'src', 'engine');
      if (rel.startsWith(`rulebook${sep}`) && target.startsWith(engineRoot + sep)) {
        // Its schema is zod's, the one package it (and the game) may load besides itself.
        const why = impurity(target, engineRoot, root, new Set(), new Set(['zod']));
        if (why) out.push(`${where}: templates/${templateRel} cannot be loaded without the engine: ${why}`);
        continue;
      }
      const family = rel.startsWith(join('make', 'modes') + sep)
        ? familyOf(relative(join(srcDir, 'make', 'modes'), file), makeFamilies)
        : undefined;
      if (family === undefined) {
        out.push(
          `${where}: imports templates/${templateRel}; only make/modes/<family> may read its own template ` +
            '(and rulebook/ the engine in templates/rulebook/src/engine/)',
        );
        continue;
      }
      const familyRoot = join(root, 'templates', family, 'src', isTest ? '' : 'family');
      const allowed = familyRoot.replace(/[\\/]$/, '');
      if (!target.startsWith(allowed + sep)) {
        out.push(
          `${where}: the ${family} family imports templates/${templateRel}; only ` +
            `templates/${family}/src/family/ rule files may be imported`,
        );
        continue;
      }
      const why = impurity(target, allowed, root);
      if (why) out.push(`${where}: templates/${templateRel} cannot be loaded without the engine: ${why}`);
    }
  }
  return out;
}

test("no part imports from a part above it, or past another part's index.ts", () => {
  assert.deepEqual(dependencyViolations(join(PROJECT_ROOT, 'src')), []);
});

test(
  'the dependency check catches an upward import, a dynamic one and a reach into ' + 'internals, not import-like text',
  () => {
    const root = mkdtempSync(join(tmpdir(), 'playsmith-deps-'));
    try {
      for (const [file, text] of Object.entries({
        'harness/index.ts': "export { run } from './run.ts';\n",
        'harness/run.ts': "import { verdict } from '../check/index.ts';\nexport const run = verdict;\n",
        'check/index.ts': "import { run } from '../harness/run.ts';\nexport const verdict = run;\n",
        'cli/main.ts': "import { verdict } from '../check/index.ts';\nvoid verdict;\n",
        'check/text.ts':
          "export const looksLikeOne = `import x from '../cli/main.ts'`;\nexport const load = () => " +
          "import('../cli/main.ts');\n",
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
  },
);

test(
  'no import cycle, no sibling-family import, page code imports types only, templates only ' +
    'through pure rule files',
  () => {
    assert.deepEqual(boundaryViolations(PROJECT_ROOT), []);
  },
);

test(
  'the boundary check catches a type-only cycle, a sibling family, page values, phaser and ' + 'impure template files',
  () => {
    const root = mkdtempSync(join(tmpdir(), 'playsmith-bounds-'));
    try {
      for (const [file, text] of Object.entries({
        'src/make/a.ts': "import type { B } from './b.ts';\nexport type A = B | 1;\n",
        'src/make/b.ts': "import type { A } from './a.ts';\nexport type B = A | 2;\n",
        'src/make/c.ts': 'export const c = 1;\n',
        'src/make/modes/shared/util.ts': "import { x } from '../alpha/x.ts';\nexport const u = x;\n",
        'src/make/modes/alpha/x.ts':
          "import { y } from '../beta/y.ts';\nimport { rule } from " +
          "'../../../../templates/alpha/src/family/rule.ts';\n" +
          "import { bad } from '../../../../templates/alpha/src/family/bad.ts';\n" +
          "import { scene } from '../../../../templates/alpha/src/game/scene.ts';\nexport const x = [y, rule, " +
          'bad, scene];\n',
        'src/make/modes/alpha.test.ts': "import { L } from '../../../templates/alpha/src/game/levels.ts';\nvoid L;\n",
        'src/make/modes/beta/y.ts': "import { c } from '../../c.ts';\nexport const y = c;\n",
        'src/families/alpha/index.ts': "import { b } from '../beta/index.ts';\nexport const a = b;\n",
        'src/families/beta/index.ts': 'export const b = 1;\n',
        'src/harness/page/probe.ts':
          "import type { T } from './types.ts';\nimport { helper } from './helper.ts';\nexport const p: T = helper;\n",
        'src/harness/page/types.ts': 'export type T = number;\n',
        'src/harness/page/helper.ts': 'export const helper = 1;\n',
        'src/check/engine.ts': "import Phaser from 'phaser';\nexport const E = Phaser;\n",
        'templates/alpha/src/family/rule.ts': "import { t } from './types.ts';\nexport const rule = t;\n",
        'templates/alpha/src/family/types.ts': 'export const t = 1;\n',
        'templates/alpha/src/family/bad.ts': "import { deep } from './deep.ts';\nexport const bad = deep;\n",
        'templates/alpha/src/family/deep.ts': "import Phaser from 'phaser';\nexport const deep = Phaser;\n",
        'templates/alpha/src/game/scene.ts': 'export const scene = 1;\n',
        'templates/alpha/src/game/levels.ts': "import { t } from '../family/types.ts';\nexport const L = t;\n",
      })) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), text);
      }
      assert.deepEqual(boundaryViolations(root), [
        'import cycle: make/a.ts -> make/b.ts -> make/a.ts',
        'check/engine.ts:1: imports phaser; only templates/ load the engine',
        'families/alpha/index.ts:1: the alpha family imports its sibling beta (../beta/index.ts); share code ' +
          'through families/shared or a part below',
        "harness/page/probe.ts:2: harness/page runs inside the game's page as serialized functions; import " +
          'types only (./helper.ts)',
        'make/modes/alpha/x.ts:1: the alpha family imports its sibling beta (../beta/y.ts); share code ' +
          'through make/modes/shared or a part below',
        'make/modes/alpha/x.ts:3: templates/alpha/src/family/bad.ts cannot be loaded without the engine: ' +
          'templates/alpha/src/family/deep.ts imports the package phaser',
        'make/modes/alpha/x.ts:4: the alpha family imports templates/alpha/src/game/scene.ts; only ' +
          'templates/alpha/src/family/ rule files may be imported',
        "make/modes/shared/util.ts:1: make/modes's shared code imports the alpha family (../alpha/x.ts); " +
          'shared code sits below the families',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
);

/** The mode folder a file is in, by side ("make:top_down/race", "template:top_down/race"), or undefined. */
function modeFolderOf(
  root: string,
  rel: string,
): { side: 'make' | 'template'; family: string; mode: string } | undefined {
  const parts = rel.split(sep);
  const makeModes = parts[0] === 'src' && parts[1] === 'make' && parts[2] === 'modes' && parts[3] !== 'shared';
  // A mode of any family (the rulebook's) is a folder of its own beside the families' (src/make/modes/<id>/), with
  // its index.ts at the top; a family's folder has its modes' folders there instead.
  if (makeModes && parts.length > 4 && existsSync(join(root, ...parts.slice(0, 4), 'index.ts')))
    return { side: 'make', family: 'any', mode: parts[3]! };
  if (makeModes && parts.length > 5) return { side: 'make', family: parts[3]!, mode: parts[4]! };
  if (
    parts[0] === 'templates' &&
    parts[2] === 'src' &&
    parts[3] === 'family' &&
    parts[4] === 'modes' &&
    parts.length > 6
  )
    return { side: 'template', family: parts[1]!, mode: parts[5]! };
  return undefined;
}

const sameFolder = (a: ReturnType<typeof modeFolderOf>, b: ReturnType<typeof modeFolderOf>): boolean =>
  !!a && !!b && a.side === b.side && a.family === b.family && a.mode === b.mode;

/**
 * A mode is one folder per side and one line of each registry (docs/make.md, "Adding a mode"), so:
 * - a file in a mode folder (src/make/modes/<family>/<mode>/, templates/<family>/src/family/modes/<mode>/) imports no
 *   other mode's folder, but for make's mode its own template counterpart (same family and mode);
 * - outside the mode folders, only the registries import one: src/make/modes/index.ts (and families.ts, its
 *   families' part), a template's
 *   src/family/modes/index.ts and its family's public face src/family/index.ts; besides them the template's own game
 *   files (src/game/, a mode's hook files) and tests, which may exercise several modes.
 */
export function modeFolderViolations(root: string): string[] {
  const out: string[] = [];
  const roots = [join(root, 'src')];
  const templates = join(root, 'templates');
  if (existsSync(templates))
    for (const family of readdirSync(templates)) {
      const dir = join(templates, family, 'src');
      if (existsSync(dir)) roots.push(dir);
    }
  for (const base of roots)
    for (const file of sourceFiles(base)) {
      const rel = relative(root, file);
      if (rel.endsWith('.test.ts')) continue;
      const mine = modeFolderOf(root, rel);
      const parts = rel.split(sep);
      const registry =
        rel === join('src', 'make', 'modes', 'index.ts') ||
        rel === join('src', 'make', 'modes', 'families.ts') ||
        (parts[0] === 'templates' &&
          (rel === join('templates', parts[1]!, 'src', 'family', 'modes', 'index.ts') ||
            rel === join('templates', parts[1]!, 'src', 'family', 'index.ts') ||
            parts[3] === 'game'));
      for (const i of importsOf(file)) {
        if (!i.specifier.startsWith('.')) continue;
        const theirs = modeFolderOf(root, relative(root, resolve(dirname(file), i.specifier)));
        if (!theirs || sameFolder(mine, theirs)) continue;
        const where = `${rel}:${i.line}`;
        const name = `${theirs.side === 'make' ? 'make' : 'template'} mode ${theirs.family}/${theirs.mode}`;
        if (mine) {
          const counterpart =
            mine.side === 'make' &&
            theirs.side === 'template' &&
            theirs.family === mine.family &&
            theirs.mode === mine.mode;
          if (!counterpart)
            out.push(
              `${where}: the ${mine.side} mode ${mine.family}/${mine.mode} imports the ${name} ` +
                `(${i.specifier}); share code through the family folder`,
            );
        } else if (!registry)
          out.push(`${where}: imports the ${name} (${i.specifier}); only the registries list a mode's folder`);
      }
    }
  return out;
}

test("a mode's folders import no other mode's, and only the registries import them", () => {
  assert.deepEqual(modeFolderViolations(PROJECT_ROOT), []);
});

test('the mode-folder check catches a sibling mode, a stranger reaching in, and lets registries and tests be', () => {
  const root = mkdtempSync(join(tmpdir(), 'playsmith-modes-'));
  try {
    for (const [file, text] of Object.entries({
      'src/make/modes/index.ts': "import { a } from './alpha/one/index.ts';\nexport const M = [a];\n",
      'src/make/modes/alpha/one/index.ts':
        "import { b } from '../two/index.ts';\nimport { r } from " +
        "'../../../../../templates/alpha/src/family/modes/one/rules.ts';\n" +
        "import { s } from '../../../../../templates/alpha/src/family/modes/two/rules.ts';\n" +
        "import { own } from './own.ts';\nexport const a = [b, r, s, own];\n",
      'src/make/modes/alpha/one/own.ts': 'export const own = 1;\n',
      'src/make/modes/alpha/two/index.ts': 'export const b = 1;\n',
      'src/make/modes/omega/index.ts': "import { helper } from './helper.ts';\nexport const o = helper;\n",
      'src/make/modes/omega/helper.ts': 'export const helper = 1;\n',
      'src/make/modes/families.ts': "import { b } from './alpha/two/index.ts';\nexport const F = [b];\n",
      'src/make/design.ts': "import { o } from './modes/omega/index.ts';\nexport const d = o;\n",
      'src/make/modes/alpha/family.ts': "import { b } from './two/index.ts';\nexport const f = b;\n",
      'src/make/modes/alpha/both.test.ts': "import { b } from './two/index.ts';\nvoid b;\n",
      'src/make/handover.ts': "import { b } from './modes/alpha/two/index.ts';\nexport const h = b;\n",
      'templates/alpha/src/family/index.ts': "export { r } from './modes/one/rules.ts';\n",
      'templates/alpha/src/family/modes/index.ts': "export { s } from './two/rules.ts';\n",
      'templates/alpha/src/family/modes/one/rules.ts': "import { s } from '../two/rules.ts';\nexport const r = s;\n",
      'templates/alpha/src/family/modes/two/rules.ts': 'export const s = 1;\n',
      'templates/alpha/src/family/Scene.ts': "import { s } from './modes/two/rules.ts';\nexport const S = s;\n",
      'templates/alpha/src/game/levels.ts': "import { r } from '../family/modes/one/rules.ts';\nexport const L = r;\n",
    })) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    assert.deepEqual(modeFolderViolations(root).sort(), [
      'src/make/design.ts:1: imports the make mode any/omega (./modes/omega/index.ts); only the registries list a ' +
        "mode's folder",
      'src/make/handover.ts:1: imports the make mode alpha/two (./modes/alpha/two/index.ts); only the registries ' +
        "list a mode's folder",
      'src/make/modes/alpha/family.ts:1: imports the make mode alpha/two (./two/index.ts); only the registries ' +
        "list a mode's folder",
      'src/make/modes/alpha/one/index.ts:1: the make mode alpha/one imports the make mode alpha/two ' +
        '(../two/index.ts); share code through the family folder',
      'src/make/modes/alpha/one/index.ts:3: the make mode alpha/one imports the template mode alpha/two ' +
        '(../../../../../templates/alpha/src/family/modes/two/rules.ts); share code through the family folder',
      'templates/alpha/src/family/Scene.ts:1: imports the template mode alpha/two (./modes/two/rules.ts); only the ' +
        "registries list a mode's folder",
      'templates/alpha/src/family/modes/one/rules.ts:1: the template mode alpha/one imports the template mode ' +
        'alpha/two (../two/rules.ts); share code through the family folder',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

const FILE_LIMIT = 600;
const FUNCTION_LIMIT = 120;

/** The name a function is listed by: its own, or the variable or property it is, or "<in f>" for f it sits in. */
function functionName(node: ts.Node, source: ts.SourceFile): string {
  const own = (n: ts.Node): string | undefined => {
    const named = n as ts.Node & { name?: ts.Node };
    if (named.name && (ts.isIdentifier(named.name) || ts.isStringLiteral(named.name))) return named.name.text;
    const parent = n.parent;
    if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name))
      return parent.name.text;
    return undefined;
  };
  const name = own(node);
  if (name) return name;
  for (let up = node.parent; up && up !== source; up = up.parent)
    if (ts.isFunctionLike(up)) return `<in ${own(up) ?? 'an unnamed function'}>`;
  return '<top level>';
}

/** Source files (no tests) over FILE_LIMIT lines and functions over FUNCTION_LIMIT, as "path" and "path:name". */
export function oversized(root: string): { files: Map<string, number>; functions: Map<string, number> } {
  const files = new Map<string, number>();
  const functions = new Map<string, number>();
  const dirs = [join(root, 'src')];
  const templates = join(root, 'templates');
  if (existsSync(templates))
    for (const family of readdirSync(templates))
      if (existsSync(join(templates, family, 'src'))) dirs.push(join(templates, family, 'src'));
  for (const dir of dirs)
    for (const file of sourceFiles(dir)) {
      if (file.endsWith('.test.ts')) continue;
      const rel = relative(root, file).split(sep).join('/');
      const text = readFileSync(file, 'utf8');
      const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      if (lines > FILE_LIMIT) files.set(rel, lines);
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isFunctionLike(node) && (node as ts.Node & { body?: ts.Node }).body) {
          const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
          const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
          const key = `${rel}:${functionName(node, source)}`;
          if (last - first + 1 > FUNCTION_LIMIT)
            functions.set(key, Math.max(functions.get(key) ?? 0, last - first + 1));
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  return { files, functions };
}

/** What the size ratchet finds against its list: a new offender, or an entry that is within its limit again. */
export function ratchetProblems(
  found: { files: Map<string, number>; functions: Map<string, number> },
  list: { files: Readonly<Record<string, string>>; functions: Readonly<Record<string, string>> },
): string[] {
  const out: string[] = [];
  for (const [what, sizes, listed, limit] of [
    ['file', found.files, list.files, FILE_LIMIT],
    ['function', found.functions, list.functions, FUNCTION_LIMIT],
  ] as const) {
    for (const [key, n] of sizes)
      if (!(key in listed))
        out.push(
          `${key}: a ${what} of ${n} lines, over ${limit}; split it (test/support/size-ratchet.ts only shrinks)`,
        );
    for (const key of Object.keys(listed))
      if (!sizes.has(key))
        out.push(`${key}: within ${limit} lines now (or gone); take it off test/support/size-ratchet.ts`);
  }
  return out;
}

test('no source file is over 600 lines and no function over 120 but those the ratchet list names, with why', () => {
  assert.deepEqual(
    ratchetProblems(oversized(PROJECT_ROOT), { files: RATCHET_FILES, functions: RATCHET_FUNCTIONS }),
    [],
  );
});

test('the size ratchet finds a new long file and function, and a listed one that is short again', () => {
  const root = mkdtempSync(join(tmpdir(), 'playsmith-sizes-'));
  try {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    mkdirSync(join(root, 'src', 'make'), { recursive: true });
    writeFileSync(join(root, 'src', 'make', 'long.ts'), `export function big() {\n${body(130)}\n}\n${body(480)}\n`);
    writeFileSync(join(root, 'src', 'make', 'short.ts'), 'export const s = () => 1;\n');
    writeFileSync(join(root, 'src', 'make', 'long.test.ts'), body(700));
    const found = oversized(root);
    assert.deepEqual([...found.files.keys()], ['src/make/long.ts']);
    assert.deepEqual([...found.functions.entries()], [['src/make/long.ts:big', 132]]);
    assert.deepEqual(
      ratchetProblems(found, {
        files: { 'src/make/long.ts': 'why' },
        functions: { 'src/make/short.ts:s': 'why' },
      }),
      [
        'src/make/long.ts:big: a function of 132 lines, over 120; split it (test/support/size-ratchet.ts only shrinks)',
        'src/make/short.ts:s: within 120 lines now (or gone); take it off test/support/size-ratchet.ts',
      ],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
