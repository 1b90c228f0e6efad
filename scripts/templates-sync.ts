// Copies the core template's shared files into every family template (templates/<family>/), so that
// the core is edited in one place. `--check` changes nothing: it lists the drift and exits 1 if any.
//
//   node scripts/templates-sync.ts           bring every family in line with templates/core
//   node scripts/templates-sync.ts --check   list what is out of line (exit 1), for tests and CI
//
// Shared: index.html, vite.config.ts, tsconfig.json, src/main.ts, src/core/** (files missing from the
// core are removed from the family), package.json and package-lock.json (with the family's name; a family may add
// dependencies of its own, each pinned to the version the toolkit itself locks, so a made game still builds with the
// toolkit's packages), and the core's sections of src/gameConfig.json (missing keys are added; values a family chose
// are kept).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATES_ROOT = fileURLToPath(new URL('../templates/', import.meta.url));
const TOOLKIT_LOCKFILE = fileURLToPath(new URL('../package-lock.json', import.meta.url));
export const SHARED_FILES = ['index.html', 'vite.config.ts', 'tsconfig.json', 'src/main.ts'] as const;
export const SHARED_DIRS = ['src/core'] as const;
/**
 * The family's lockfile: the core's, locking the same packages, under the family's package name; a dependency of the
 * family's own is locked as the toolkit's lockfile locks it (with what it depends on).
 */
export function familyLockfile(coreLockfile: string, familyPackage: string, toolkitLockfile?: string): string {
  const pkg = JSON.parse(familyPackage) as { name: string; dependencies?: Record<string, string> };
  const lock = JSON.parse(coreLockfile) as { name: string; packages: Record<string, Record<string, unknown>> };
  lock.name = pkg.name;
  const root = lock.packages[''] ?? {};
  const coreDeps = (root.dependencies ?? {}) as Record<string, string>;
  lock.packages[''] = { ...root, name: pkg.name, dependencies: { ...coreDeps, ...(pkg.dependencies ?? {}) } };
  const own = Object.keys(pkg.dependencies ?? {}).filter((name) => !(name in coreDeps));
  if (own.length) {
    const toolkit = JSON.parse(toolkitLockfile ?? readFileSync(TOOLKIT_LOCKFILE, 'utf8')) as typeof lock;
    const pending = [...own];
    while (pending.length) {
      const name = pending.shift()!;
      const key = `node_modules/${name}`;
      if (lock.packages[key]) continue;
      const entry = toolkit.packages[key];
      if (!entry) throw new Error(`the toolkit's package-lock.json does not lock ${name}, which a family depends on`);
      const { dev: _dev, devOptional: _devOptional, peer: _peer, ...kept } = entry;
      lock.packages[key] = kept;
      pending.push(...Object.keys((entry.dependencies ?? {}) as Record<string, string>));
    }
    lock.packages = Object.fromEntries(
      Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
    );
  }
  return `${JSON.stringify(lock, null, 2)}\n`;
}

/** The version the toolkit's own lockfile installs of `name`: a family's extra dependency is pinned to it. */
function toolkitVersion(name: string): string {
  const toolkit = JSON.parse(readFileSync(TOOLKIT_LOCKFILE, 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const version = toolkit.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`the toolkit's package-lock.json does not lock ${name}, which a family depends on`);
  return version;
}

/** gameConfig.json sections the core's own code reads; every family must carry them. */
export const SHARED_CONFIG_SECTIONS = ['game', 'ui', 'flow', 'audio'] as const;

export interface Drift {
  family: string;
  file: string;
  change: 'create' | 'update' | 'delete' | 'add-config-key';
  detail?: string;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

/** Family folders: every folder under templates/ but core (and hidden ones). */
export function familyNames(root = TEMPLATES_ROOT): string[] {
  return readdirSync(root)
    .filter((name) => name !== 'core' && !name.startsWith('.') && statSync(join(root, name)).isDirectory())
    .sort();
}

/**
 * The package.json a family should have: the core's, with the family's name (and its own description); dependencies
 * the family adds to the core's are kept, pinned to the version the toolkit locks.
 */
export function familyPackageJson(
  corePackage: string,
  family: string,
  currentFamilyPackage: string | undefined,
): string {
  const pkg = JSON.parse(corePackage) as Record<string, unknown>;
  let description = `Playsmith ${family} template: a Phaser 4 + TypeScript + Vite game.`;
  let extra: Record<string, string> = {};
  if (currentFamilyPackage) {
    try {
      const own = JSON.parse(currentFamilyPackage) as { description?: unknown; dependencies?: unknown };
      if (typeof own.description === 'string' && own.description.trim()) description = own.description;
      const coreDeps = (pkg.dependencies ?? {}) as Record<string, string>;
      if (own.dependencies && typeof own.dependencies === 'object')
        extra = Object.fromEntries(
          Object.keys(own.dependencies)
            .filter((name) => !(name in coreDeps))
            .sort()
            .map((name) => [name, toolkitVersion(name)]),
        );
    } catch (e) {
      // an unreadable package.json is replaced as a whole; a dependency the toolkit does not lock is an error
      if (!(e instanceof SyntaxError)) throw e;
    }
  }
  const dependencies = { ...((pkg.dependencies ?? {}) as Record<string, string>), ...extra };
  const out = { ...pkg, name: `playsmith-${family.replace(/_/g, '-')}`, description, dependencies };
  return `${JSON.stringify(out, null, 2)}\n`;
}

type Json = Record<string, unknown>;

function isLeaf(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'value' in value;
}

/** Adds to `target` every leaf of `source` it lacks; returns the dotted paths added. */
function mergeMissing(source: Json, target: Json, prefix: string): string[] {
  const added: string[] = [];
  for (const [key, value] of Object.entries(source)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!(key in target)) {
      target[key] = structuredClone(value);
      added.push(path);
    } else if (
      !isLeaf(value) &&
      typeof value === 'object' &&
      value !== null &&
      typeof target[key] === 'object' &&
      target[key] !== null
    ) {
      added.push(...mergeMissing(value as Json, target[key] as Json, path));
    }
  }
  return added;
}

/** Computes (and unless `check`, applies) what each family needs to match the core. */
export function syncTemplates(options: { root?: string; check?: boolean } = {}): Drift[] {
  const root = options.root ?? TEMPLATES_ROOT;
  const core = join(root, 'core');
  const drift: Drift[] = [];
  for (const family of familyNames(root)) {
    const dir = join(root, family);
    const wanted = new Map<string, string>();
    for (const file of SHARED_FILES) wanted.set(file, readFileSync(join(core, file), 'utf8'));
    for (const shared of SHARED_DIRS) {
      for (const path of filesUnder(join(core, shared)))
        wanted.set(relative(core, path).split(sep).join('/'), readFileSync(path, 'utf8'));
    }
    const familyPackagePath = join(dir, 'package.json');
    const currentPackage = existsSync(familyPackagePath) ? readFileSync(familyPackagePath, 'utf8') : undefined;
    const familyPackage = familyPackageJson(readFileSync(join(core, 'package.json'), 'utf8'), family, currentPackage);
    wanted.set('package.json', familyPackage);
    wanted.set(
      'package-lock.json',
      familyLockfile(readFileSync(join(core, 'package-lock.json'), 'utf8'), familyPackage),
    );

    for (const [file, text] of wanted) {
      const target = join(dir, file);
      const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
      if (current === text) continue;
      drift.push({ family, file, change: current === undefined ? 'create' : 'update' });
      if (!options.check) {
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, text);
      }
    }
    for (const shared of SHARED_DIRS) {
      for (const path of filesUnder(join(dir, shared))) {
        const file = relative(dir, path).split(sep).join('/');
        if (wanted.has(file)) continue;
        drift.push({ family, file, change: 'delete' });
        if (!options.check) rmSync(path);
      }
    }

    const coreConfig = JSON.parse(readFileSync(join(core, 'src/gameConfig.json'), 'utf8')) as Json;
    const configPath = join(dir, 'src/gameConfig.json');
    const familyConfig = existsSync(configPath) ? (JSON.parse(readFileSync(configPath, 'utf8')) as Json) : {};
    const sharedConfig = Object.fromEntries(SHARED_CONFIG_SECTIONS.map((s) => [s, coreConfig[s]]));
    const added = mergeMissing(sharedConfig, familyConfig, '');
    for (const path of added)
      drift.push({ family, file: 'src/gameConfig.json', change: 'add-config-key', detail: path });
    if (added.length && !options.check) {
      mkdirSync(dirname(configPath), { recursive: true });
      writeFileSync(configPath, `${JSON.stringify(familyConfig, null, 2)}\n`);
    }
  }
  return drift;
}

export function describeDrift(d: Drift): string {
  const what = {
    create: 'missing, copy it from core',
    update: 'differs from core',
    delete: 'not in core any more',
    'add-config-key': `lacks the core key ${d.detail}`,
  }[d.change];
  return `templates/${d.family}/${d.file}: ${what}`;
}

if (import.meta.main) {
  const check = process.argv.includes('--check');
  const unknown = process.argv.slice(2).filter((a) => a !== '--check');
  if (unknown.length) {
    process.stderr.write(
      `templates-sync: unknown argument ${unknown.join(' ')}; usage: node scripts/templates-sync.ts [--check]\n`,
    );
    process.exit(2);
  }
  const drift = syncTemplates({ check });
  for (const d of drift) process.stdout.write(`${check ? '' : 'synced '}${describeDrift(d)}\n`);
  if (check && drift.length) {
    process.stdout.write(
      `templates-sync: ${drift.length} difference(s); run node scripts/templates-sync.ts to bring the ` +
        `families in line\n`,
    );
    process.exit(1);
  }
  process.stdout.write(
    `templates-sync: ${familyNames().length} famil${familyNames().length === 1 ? 'y' : 'ies'} ` +
      `${check ? 'in sync' : `synced (${drift.length} change(s))`}\n`,
  );
}
