// Reading a game's asset registry (assets.json) with errors a person can act on: each bad entry named by index and
// key. The format itself is shared (shared/asset-registry.ts); its names are re-exported for this part's files.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { ASSET_TYPES, AssetRegistrySchema, PlaysmithError, type AssetRegistry } from '../shared/index.ts';

export {
  ASSET_ROLES,
  ASSET_TYPES,
  AnimationSchema,
  AssetRegistrySchema,
  AssetSchema,
  AudioAssetSchema,
  BackgroundAssetSchema,
  DEFAULT_LEGEND,
  ImageAssetSchema,
  MusicAssetSchema,
  SFX_KINDS,
  SfxAssetSchema,
  SpritesheetAssetSchema,
  TilemapSpecSchema,
  TilesetAssetSchema,
  type Animation,
  type AssetEntry,
  type AssetRegistry,
  type AssetRole,
  type AudioAsset,
  type BackgroundAsset,
  type ImageAsset,
  type MusicAsset,
  type SfxAsset,
  type SfxKind,
  type SpritesheetAsset,
  type TilemapSpec,
  type TilesetAsset,
} from '../shared/index.ts';

/** An assets.json that is missing, not JSON, or not a registry; the message names each bad entry. */
export class AssetRegistryError extends PlaysmithError {
  override name = 'AssetRegistryError';
  constructor(message: string) {
    super(message, { code: 'bad-registry', kind: 'usage' });
  }
}

/** Validates parsed JSON as a registry; the error names each bad entry by index and key, and the field. */
export function parseAssetRegistry(json: unknown, source = 'assets.json'): AssetRegistry {
  const result = AssetRegistrySchema.safeParse(json);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `${source}: ${describePath(json, issue.path)}: ${issueMessage(issue, json)}`,
  );
  throw new AssetRegistryError(lines.join('\n'));
}

/** Reads and validates `<folder>/assets.json`. */
export function readAssetRegistry(folder: string): {
  registry: AssetRegistry;
  file: string;
  json: Record<string, unknown>;
} {
  const file = join(folder, 'assets.json');
  if (!existsSync(file))
    throw new AssetRegistryError(
      `${file}: no asset registry here; a game folder needs an assets.json (see ASSETS-CONTRACT.md)`,
    );
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new AssetRegistryError(`${file}: not valid JSON (${(e as Error).message})`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new AssetRegistryError(`${file}: expected a JSON object at the top level`);
  return { registry: parseAssetRegistry(json, file), file, json: json as Record<string, unknown> };
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** assets[3] ("gem").width rather than assets.3.width, so a person can find the entry. */
function describePath(root: unknown, path: readonly PropertyKey[]): string {
  let text = '';
  path.forEach((key, i) => {
    if (typeof key === 'number') {
      text += `[${key}]`;
      const entry = valueAt(root, path.slice(0, i + 1));
      const name =
        typeof entry === 'object' && entry !== null
          ? ((entry as Record<string, unknown>).key ?? (entry as Record<string, unknown>).name)
          : undefined;
      if (typeof name === 'string') text += ` ("${name}")`;
    } else {
      text += `${text ? '.' : ''}${String(key)}`;
    }
  });
  return text || '(top level)';
}

function shortJson(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

function issueMessage(issue: z.core.$ZodIssue, root: unknown): string {
  if (issue.code === 'unrecognized_keys')
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  const last = issue.path[issue.path.length - 1];
  if (issue.code === 'invalid_union' && last === 'type') {
    if (valueAt(root, issue.path) === undefined) return `missing "type"; one of: ${ASSET_TYPES.join(', ')}`;
    return `unknown asset type ${shortJson(valueAt(root, issue.path))}; known types: ${ASSET_TYPES.join(', ')}`;
  }
  if (issue.code === 'invalid_union' && last === 'kind')
    return `audio needs "kind": "music" or "sfx", got ${shortJson(valueAt(root, issue.path))}`;
  if (issue.code === 'custom') return issue.message;
  return `${issue.message}, got ${shortJson(valueAt(root, issue.path))}`;
}
