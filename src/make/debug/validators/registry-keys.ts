// One registry key some code names, judged against assets.json: a path or URL where a key belongs (with the key that
// file is loaded under), a key assets.json does not have, or one of the wrong kind (audio where an image belongs).
import { join, posix } from 'node:path';
import type { ValidatorFinding } from './finding.ts';
import { nearestText } from './nearest.ts';
import { readJson, VISUAL_TYPES, type Project, type RegistryEntry } from './project.ts';

const FILE_EXTENSION = /\.(png|jpe?g|gif|webp|svg|bmp|wav|mp3|ogg|m4a|flac|aac|json|xml|csv|txt|fnt|glsl|mp4|webm)$/i;

/** Registry keys are plain names (letters, digits, "-", "_"): a slash, a scheme or a file extension marks a path. */
export function isUrlLike(key: string): boolean {
  return /^(https?:)?\/\//i.test(key) || /^(data|blob):/i.test(key) || /[/\\]/.test(key) || FILE_EXTENSION.test(key);
}

export const normaliseUrl = (url: string): string =>
  url
    .split(/[?#]/)[0]!
    .replace(/\\/g, '/')
    .replace(/^(https?:)?\/\/[^/]+\//i, '')
    .replace(/^(\.\/|\/)+/, '')
    .replace(/^public\//, '');

/** The registry key whose file a path or URL names: the pack file's entry for it, else the key named like the file. */
function keyOfFile(project: Project, url: string): string | undefined {
  const registry = project.registry;
  if (!registry) return undefined;
  const wanted = normaliseUrl(url);
  if (registry.pack) {
    const pack = readJson(join(project.root, 'public', normaliseUrl(registry.pack)));
    if (pack && typeof pack === 'object') {
      for (const section of Object.values(pack as Record<string, unknown>)) {
        const { files, prefix } = (section ?? {}) as { files?: unknown; prefix?: unknown };
        if (!Array.isArray(files)) continue;
        for (const file of files as { key?: unknown; url?: unknown }[]) {
          const urls = (Array.isArray(file.url) ? file.url : [file.url])
            .filter((u): u is string => typeof u === 'string')
            .map(normaliseUrl);
          if (
            typeof file.key === 'string' &&
            urls.some((u) => u === wanted || u.endsWith(`/${wanted}`) || wanted.endsWith(`/${u}`))
          )
            return `${typeof prefix === 'string' ? prefix : ''}${file.key}`;
        }
      }
    }
  }
  const stem = posix
    .basename(wanted)
    .replace(/\.[^.]+$/, '')
    .toLowerCase();
  return [...registry.entries.keys()].find((k) => k.toLowerCase() === stem);
}

export function urlKeyFinding(
  project: Project,
  key: string,
  where: string,
  place: Partial<ValidatorFinding>,
): ValidatorFinding {
  const owner = keyOfFile(project, key);
  const advice = owner
    ? `use the registry key "${owner}" (assets.json's entry for that file; the preloader loads it under that key)`
    : `use the key of an assets.json entry instead (${nearestText(
        posix.basename(normaliseUrl(key)).replace(/\.[^.]+$/, ''),
        project.registry?.entries.keys() ?? [],
        'keys',
      )})`;
  return {
    validator: 'asset-keys',
    code: 'asset-key-is-url',
    message: `${where} "${key}", a file path or URL where an asset key belongs; ${advice}`,
    ...place,
  };
}

export type KeyKind = 'any' | 'visual' | 'audio' | 'spritesheet';

const KIND_WORDS: Record<KeyKind, string> = {
  any: 'keys',
  visual: 'image, spritesheet, background or tileset keys',
  audio: 'audio keys',
  spritesheet: 'spritesheet keys',
};

function fitsKind(entry: RegistryEntry, kind: KeyKind): boolean {
  if (kind === 'any') return true;
  if (kind === 'visual') return VISUAL_TYPES.has(entry.type);
  return entry.type === kind;
}

/** A literal registry key some code names: a finding when it is a path, unknown, or of the wrong kind. */
export function checkRegistryKey(
  project: Project,
  key: string,
  kind: KeyKind,
  where: string,
  place: Partial<ValidatorFinding>,
): ValidatorFinding | undefined {
  const registry = project.registry!;
  if (isUrlLike(key)) return urlKeyFinding(project, key, where, place);
  const entry = registry.entries.get(key);
  const candidates = [...registry.entries.values()].filter((e) => fitsKind(e, kind)).map((e) => e.key);
  const words = KIND_WORDS[kind];
  if (!entry)
    return {
      validator: 'asset-keys',
      code: 'unknown-asset-key',
      message: `${where} "${key}", which is not a key of assets.json; ${nearestText(key, candidates, words)}`,
      ...place,
    };
  if (!fitsKind(entry, kind)) {
    return {
      validator: 'asset-keys',
      code: 'asset-key-wrong-type',
      message:
        `${where} "${key}", which assets.json lists as ${entry.type || 'an entry without a type'}, ` +
        `not one of its ${words}; ${nearestText(key, candidates, words)}`,
      ...place,
    };
  }
  return undefined;
}
