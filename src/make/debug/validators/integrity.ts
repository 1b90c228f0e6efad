// L1 integrity's findings, mapped to validator findings: the same problems with the nearest existing names added,
// paths written where keys belong recognised, and warnings about keys made at run time dropped.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { IntegrityIssue } from '../../../shared/index.ts';
import type { ValidatorFinding } from './finding.ts';
import { nearest, nearestText, quoted } from './nearest.ts';
import { isFile, VISUAL_TYPES, type Project } from './project.ts';
import { isUrlLike, urlKeyFinding } from './registry-keys.ts';

const place = (issue: IntegrityIssue): Partial<ValidatorFinding> => ({
  ...(issue.file !== undefined ? { file: issue.file } : {}),
  ...(issue.line !== undefined ? { line: issue.line } : {}),
  ...(issue.column !== undefined ? { column: issue.column } : {}),
});

/** Keys an unknown key could have meant: the registry's keys of its key space, and the keys L1 saw defined. */
function keyCandidates(project: Project, space: string, l1Known: string[]): string[] {
  const entries = [...(project.registry?.entries.values() ?? [])];
  const fromRegistry =
    space === 'animation'
      ? entries.flatMap((e) => e.animations.map((a) => `${e.key}-${a}`))
      : space === 'audio'
        ? entries.filter((e) => e.type === 'audio').map((e) => e.key)
        : space === 'tilemap'
          ? entries.filter((e) => e.type === 'tilemap').map((e) => e.key)
          : space === 'texture'
            ? entries.filter((e) => VISUAL_TYPES.has(e.type)).map((e) => e.key)
            : entries.map((e) => e.key);
  return [...fromRegistry, ...l1Known];
}

/** The files next to one L1 looked for, for a missing-asset-file message. */
function filesBeside(project: Project, lookedFor: string): string[] {
  const dir = join(project.root, posix.dirname(lookedFor));
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .filter((n) => isFile(join(dir, n)))
    .map((n) => posix.join(posix.dirname(lookedFor), n));
}

export function fromIntegrity(
  project: Project,
  issue: IntegrityIssue,
  isWarning: boolean,
): ValidatorFinding | undefined {
  const where = place(issue);
  switch (issue.kind) {
    case 'unknown-asset-key': {
      const parsed = /^(.*) uses (\w+) key "(.*)", which is never loaded or generated(?: \(known: (.*)\))?$/.exec(
        issue.message,
      );
      if (!parsed)
        return isWarning
          ? undefined
          : { validator: 'asset-keys', code: 'unknown-asset-key', message: issue.message, ...where };
      const [, what, space, key, known] = parsed as unknown as [string, string, string, string, string | undefined];
      if (isUrlLike(key)) return urlKeyFinding(project, key, `${what} uses`, where);
      // L1 warns rather than fails when the key space also has keys computed at run time: not a certain mistake.
      if (isWarning) return undefined;
      // L1 knows `<key>-<name>` animations but not the core's per-row ones of top-down sheets (`warden-walk-side`).
      if (space === 'animation' && keyCandidates(project, 'animation', []).includes(key)) return undefined;
      const l1Known = (known ?? '').split(', ').filter((k) => k && k !== '…');
      return {
        validator: 'asset-keys',
        code: 'unknown-asset-key',
        message:
          `${what} uses ${space} key "${key}", which is never loaded or generated; ` +
          nearestText(key, keyCandidates(project, space, l1Known), `${space} keys`),
        ...where,
      };
    }
    case 'missing-asset-file': {
      const lookedFor = /\(looked for ([^)]+)\)$/.exec(issue.message)?.[1];
      const beside = lookedFor ? filesBeside(project, lookedFor) : [];
      const wanted = lookedFor ? posix.basename(lookedFor) : '';
      const hint = beside.length
        ? `; nearest files there: ${quoted(
            nearest(
              wanted,
              beside.map((p) => posix.basename(p)),
            ),
          )}`
        : '';
      return { validator: 'asset-keys', code: 'missing-asset-file', message: `${issue.message}${hint}`, ...where };
    }
    case 'remote-asset':
    case 'broken-pack':
      return { validator: 'asset-keys', code: issue.kind, message: issue.message, ...where };
    case 'unregistered-scene': {
      if (isWarning) return undefined;
      const parsed = /^(.*?)\("(.*)"\) (.*) \(registered: (.*)\)$/.exec(issue.message);
      if (!parsed) return { validator: 'scenes', code: 'unregistered-scene', message: issue.message, ...where };
      const [, how, key, what, registered] = parsed as unknown as [string, string, string, string, string];
      const keys = registered === 'none' ? [] : registered.split(', ');
      return {
        validator: 'scenes',
        code: 'unregistered-scene',
        message: `${how}("${key}") ${what} (registered: ${registered}); ${nearestText(key, keys, 'scene keys')}`,
        ...where,
      };
    }
    case 'missing-config-key': {
      const parsed = /^(.*) \(there: (.*)\)$/.exec(issue.message);
      const key = /no key "(.*)" at that depth/.exec(issue.message)?.[1];
      if (!parsed || key === undefined)
        return { validator: 'config-keys', code: 'missing-config-key', message: issue.message, ...where };
      const siblings = parsed[2] === 'nothing' ? [] : parsed[2]!.split(', ');
      return {
        validator: 'config-keys',
        code: 'missing-config-key',
        message: `${issue.message}; ${nearestText(key, siblings, 'keys')}`,
        ...where,
      };
    }
    case 'broken-config':
      return { validator: 'config-keys', code: 'broken-config', message: issue.message, ...where };
    default:
      return undefined;
  }
}
