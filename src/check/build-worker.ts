// Child process of build.ts: type-checks a game project and bundles it with the toolkit's Vite, then answers with one
// BuildResult over the IPC channel, and waits for the next request. On the fast path (our templates and made games)
// TypeScript and Phaser are the toolkit's; for a project built with its own toolchain they are its own, from its
// installed node_modules. A worker that builds again keeps what does not change between builds: Vite loaded, and the
// parsed declaration files (Phaser's 8 MB of types, the DOM's), which were most of a type-check's time.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, relative, sep } from 'node:path';
import ts from 'typescript';
import { PROJECT_ROOT } from '../shared/index.ts';
import type { BuildDiagnostic, BuildResult } from '../shared/index.ts';
import type { BuildAnswer, BuildRequest } from './build.ts';

const MAX_DIAGNOSTICS = 200;
const require = createRequire(join(PROJECT_ROOT, 'package.json'));
/** Bare imports a game cannot resolve itself are resolved as if imported from the toolkit's root. */
const TOOLKIT_IMPORTER = join(PROJECT_ROOT, 'playsmith-resolve.ts');

function rel(projectDir: string, file: string): string {
  const r = relative(projectDir, file);
  return r.startsWith('..') || isAbsolute(r) ? file : r.split(sep).join('/');
}

const DEFAULT_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  strict: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  types: [],
};

function compilerSetup(
  projectDir: string,
  diagnostics: BuildDiagnostic[],
): { options: ts.CompilerOptions; fileNames: string[] } | undefined {
  const configPath = join(projectDir, 'tsconfig.json');
  if (!existsSync(configPath)) {
    const fileNames = ts.sys.readDirectory(join(projectDir, 'src'), ['.ts', '.tsx', '.mts'], ['**/*.d.ts'], undefined);
    return { options: DEFAULT_OPTIONS, fileNames };
  }
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  if (read.error) {
    diagnostics.push(toDiagnostic(projectDir, read.error));
    return undefined;
  }
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, projectDir, undefined, configPath);
  const configErrors = parsed.errors.filter((d) => d.category === ts.DiagnosticCategory.Error && d.code !== 18003);
  if (configErrors.length) {
    diagnostics.push(...configErrors.map((d) => toDiagnostic(projectDir, d)));
    return undefined;
  }
  const options: ts.CompilerOptions = { ...parsed.options, noEmit: true };
  for (const key of [
    'incremental',
    'composite',
    'tsBuildInfoFile',
    'declaration',
    'declarationMap',
    'emitDeclarationOnly',
    'outDir',
  ] as const)
    delete options[key];
  return { options, fileNames: parsed.fileNames };
}

function toDiagnostic(projectDir: string, d: ts.Diagnostic): BuildDiagnostic {
  const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
  const code = `TS${d.code}`;
  if (d.file && d.start !== undefined) {
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return {
      stage: 'typecheck',
      file: rel(projectDir, d.file.fileName),
      line: line + 1,
      column: character + 1,
      code,
      message,
    };
  }
  return { stage: 'typecheck', code, message };
}

/** Parsed declaration files by path, parse and compiler options (a file is bound once, under the options of the first
 * program that uses it), with the size and time of the file they were parsed from. */
const declarations = new Map<string, { stamp: string; file: ts.SourceFile }>();
/** Past this many kept files (a long run over many projects with their own node_modules) the store starts again. */
const MAX_DECLARATIONS = 5000;

/** A compiler host whose declaration files come from `declarations` while their file is unchanged. */
function reusingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  const settings = JSON.stringify(options);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    const stat = fileName.endsWith('.d.ts') ? statSync(fileName, { throwIfNoEntry: false }) : undefined;
    if (!stat || shouldCreateNewSourceFile)
      return parse(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    const key = `${fileName}\0${JSON.stringify(languageVersionOrOptions)}\0${settings}`;
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const kept = declarations.get(key);
    if (kept?.stamp === stamp) return kept.file;
    const file = parse(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    if (declarations.size >= MAX_DECLARATIONS) declarations.clear();
    if (file) declarations.set(key, { stamp, file });
    return file;
  };
  return host;
}

function typecheck(projectDir: string, diagnostics: BuildDiagnostic[]): { ok: boolean; files: number } {
  const setup = compilerSetup(projectDir, diagnostics);
  if (!setup) return { ok: false, files: 0 };
  const { options, fileNames } = setup;
  if (fileNames.length === 0) {
    diagnostics.push({
      stage: 'typecheck',
      message: 'no TypeScript files to check (tsconfig.json "include" matches nothing, or src/ has no .ts files)',
    });
    return { ok: false, files: 0 };
  }
  const host = reusingHost(options);
  const isBare = (name: string): boolean => !name.startsWith('.') && !isAbsolute(name);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, compilerOptions, sourceFile) =>
    literals.map((literal) => {
      const mode = ts.getModeForUsageLocation(sourceFile, literal, compilerOptions);
      const own = ts.resolveModuleName(
        literal.text,
        containingFile,
        compilerOptions,
        host,
        undefined,
        redirected,
        mode,
      );
      if (own.resolvedModule || !isBare(literal.text)) return own;
      return ts.resolveModuleName(literal.text, TOOLKIT_IMPORTER, compilerOptions, host, undefined, undefined, mode);
    });
  host.resolveTypeReferenceDirectiveReferences = (references, containingFile, redirected, compilerOptions) =>
    references.map((reference) => {
      const ref: ts.FileReference | string = reference;
      const name = typeof ref === 'string' ? ref : ref.fileName.toLowerCase();
      const own = ts.resolveTypeReferenceDirective(name, containingFile, compilerOptions, host, redirected);
      if (own.resolvedTypeReferenceDirective) return own;
      return ts.resolveTypeReferenceDirective(name, TOOLKIT_IMPORTER, compilerOptions, host);
    });
  const program = ts.createProgram({ rootNames: fileNames, options, host });
  const errors = ts.getPreEmitDiagnostics(program).filter((d) => d.category === ts.DiagnosticCategory.Error);
  diagnostics.push(...errors.slice(0, MAX_DIAGNOSTICS).map((d) => toDiagnostic(projectDir, d)));
  return { ok: errors.length === 0, files: fileNames.length };
}

/** `file(line,col): error TSnnnn: message` as tsc prints it without --pretty; continuation lines are indented. */
const TSC_ERROR = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/;
const TSC_GLOBAL_ERROR = /^error (TS\d+): (.*)$/;

/** Type-checks with the project's own tsc and tsconfig, reading its diagnostics and the project files it checked. */
function ownTypecheck(projectDir: string, tsc: string, diagnostics: BuildDiagnostic[]): { ok: boolean; files: number } {
  const args = [tsc, '--noEmit', '--pretty', 'false', '--listFiles'];
  if (existsSync(join(projectDir, 'tsconfig.json'))) args.push('-p', 'tsconfig.json');
  const run = spawnSync(process.execPath, args, { cwd: projectDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const found: BuildDiagnostic[] = [];
  let files = 0;
  for (const line of `${run.stdout ?? ''}\n${run.stderr ?? ''}`.split('\n')) {
    const local = TSC_ERROR.exec(line);
    const global = TSC_GLOBAL_ERROR.exec(line);
    if (local) {
      const [, file, l, c, code, message] = local;
      found.push({
        stage: 'typecheck',
        file: rel(projectDir, join(projectDir, file!)),
        line: +l!,
        column: +c!,
        code,
        message: message!,
      });
    } else if (global) found.push({ stage: 'typecheck', code: global[1]!, message: global[2]! });
    else if (/^\s/.test(line) && line.trim() && found.length) found[found.length - 1]!.message += `\n${line.trim()}`;
    else if (isAbsolute(line.trim()) && !rel(projectDir, line.trim()).startsWith('node_modules/')) {
      if (!isAbsolute(rel(projectDir, line.trim()))) files++;
    }
  }
  if (run.status !== 0 && !found.length)
    found.push({
      stage: 'typecheck',
      message: `the project's tsc failed without a diagnostic: ${(run.error?.message ?? run.stderr).slice(0, 500)}`,
    });
  diagnostics.push(...found.slice(0, MAX_DIAGNOSTICS));
  return { ok: run.status === 0 && !found.length, files };
}

interface BundlerError {
  message?: unknown;
  id?: unknown;
  loc?: { file?: unknown; line?: unknown; column?: unknown };
  code?: unknown;
  errors?: unknown;
}

function bundleDiagnostics(projectDir: string, error: unknown): BuildDiagnostic[] {
  const e = (error ?? {}) as BundlerError;
  if (Array.isArray(e.errors) && e.errors.length)
    return e.errors.flatMap((inner) => bundleDiagnostics(projectDir, inner));
  const file = typeof e.loc?.file === 'string' ? e.loc.file : typeof e.id === 'string' ? e.id : undefined;
  const diagnostic: BuildDiagnostic = {
    stage: 'bundle',
    message: String(e.message ?? error)
      .split('\n')[0]!
      .replace(/^\[[^\]]+\]\s*/, '')
      .slice(0, 1000),
  };
  if (file) diagnostic.file = rel(projectDir, file);
  if (typeof e.loc?.line === 'number') diagnostic.line = e.loc.line;
  if (typeof e.loc?.column === 'number') diagnostic.column = e.loc.column + 1;
  if (typeof e.code === 'string') diagnostic.code = e.code;
  return [diagnostic];
}

async function bundle(request: BuildRequest, diagnostics: BuildDiagnostic[]): Promise<boolean> {
  const { projectDir, outDir, cacheDir, own } = request;
  const { build } = await import('vite');
  const publicDir = own?.publicDir === false ? '' : join(projectDir, own?.publicDir ?? 'public');
  // Phaser is the project's own where it has one installed; ours on the fast path or when it has none.
  const ownPhaser = own !== undefined && existsSync(join(projectDir, 'node_modules', 'phaser', 'package.json'));
  const alias = [
    ...(own?.alias ?? []),
    ...(ownPhaser ? [] : [{ find: /^phaser$/, replacement: require.resolve('phaser') }]),
    ...(own === undefined ? toolkitAliases(projectDir) : []),
  ];
  try {
    await build({
      root: projectDir,
      configFile: false,
      envDir: false,
      logLevel: 'silent',
      base: './',
      cacheDir,
      publicDir: publicDir && existsSync(publicDir) ? publicDir : false,
      resolve: { alias },
      // Minified: an unminified bundle carries comments naming each module's path, so the same game built in two
      // folders would differ byte for byte (and so would its content and trace hashes).
      build: { outDir, emptyOutDir: true, minify: true, reportCompressedSize: false, chunkSizeWarningLimit: 100_000 },
    });
    return true;
  } catch (error) {
    diagnostics.push(...bundleDiagnostics(projectDir, error));
    return false;
  }
}

/**
 * On the fast path, the project's other dependencies (a family's own, such as the rulebook template's zod) come from
 * the toolkit's node_modules, as the type-check already finds them: each package folder the project does not have.
 */
function toolkitAliases(projectDir: string): { find: RegExp; replacement: string }[] {
  let deps: Record<string, unknown> = {};
  try {
    deps =
      (JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, unknown> })
        .dependencies ?? {};
  } catch {
    return [];
  }
  return Object.keys(deps)
    .filter((name) => name !== 'phaser' && /^(@[\w.-]+\/)?[\w.-]+$/.test(name))
    .filter((name) => !existsSync(join(projectDir, 'node_modules', name, 'package.json')))
    .flatMap((name) => {
      const dir = join(PROJECT_ROOT, 'node_modules', name);
      if (!existsSync(join(dir, 'package.json'))) return [];
      const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      return [{ find: new RegExp(`^${escaped}(/.*)?$`), replacement: `${dir}$1` }];
    });
}

function projectProblems(projectDir: string): BuildDiagnostic[] {
  if (!existsSync(projectDir)) return [{ stage: 'project', message: `${projectDir} does not exist` }];
  const problems: BuildDiagnostic[] = [];
  const manifest = join(projectDir, 'package.json');
  if (!existsSync(manifest))
    problems.push({
      stage: 'project',
      file: 'package.json',
      message: 'package.json is missing: this is not a source project',
    });
  else {
    try {
      JSON.parse(readFileSync(manifest, 'utf8'));
    } catch (error) {
      problems.push({
        stage: 'project',
        file: 'package.json',
        message: `package.json is not valid JSON: ${(error as Error).message}`,
      });
    }
  }
  if (!existsSync(join(projectDir, 'index.html')))
    problems.push({ stage: 'project', file: 'index.html', message: 'index.html is missing: Vite builds from it' });
  return problems;
}

function toolkitPhaser(): string | null {
  try {
    return (JSON.parse(readFileSync(require.resolve('phaser/package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
}

async function buildProject(request: BuildRequest): Promise<BuildResult> {
  const diagnostics: BuildDiagnostic[] = projectProblems(request.projectDir);
  let typecheckResult = { ok: false, files: 0 };
  let bundled = { ok: false, skipped: true };
  if (diagnostics.length === 0) {
    const { own } = request;
    typecheckResult = own?.tsc
      ? ownTypecheck(request.projectDir, own.tsc, diagnostics)
      : typecheck(request.projectDir, diagnostics);
    // A project's own toolchain is bundled even when its type-check fails, so L3 can show whether the game works.
    if (typecheckResult.ok || own) bundled = { ok: await bundle(request, diagnostics), skipped: false };
  }
  const result: BuildResult = {
    ok: typecheckResult.ok && bundled.ok,
    outDir: request.outDir,
    typecheck: typecheckResult,
    bundle: bundled,
    diagnostics,
    wallMs: 0,
    ...(request.own
      ? {}
      : { toolchain: { source: 'playsmith', typescript: ts.version, phaser: toolkitPhaser(), install: null } }),
    notes: [],
  };
  return result;
}

// One request at a time: build.ts sends the next only after the answer to the last. The worker ends with its parent.
process.on('message', (request: BuildRequest) => {
  buildProject(request).then(
    (result) => process.send!({ result } satisfies BuildAnswer),
    (error: unknown) =>
      process.send!({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
