// The family hooks the validators read, gathered from every family's descriptor (src/families/<name>/): hooks whose
// returned values name registry keys, level hooks that look a level up by id, and hooks that return content JSON.
import { FAMILIES } from '../../../families/index.ts';

const families = Object.values(FAMILIES);

/**
 * Family hooks whose returned object names registry keys. `fields`: only properties of these names hold keys (tower
 * and enemy types also carry ids, names and numbers); without it every string in the returned object is a key.
 */
export const ASSET_HOOKS: ReadonlyMap<string, { fields: ReadonlySet<string> | undefined }> = new Map(
  families.flatMap((f) =>
    Object.entries(f.hooks.assets).map(([name, hook]) => [name, { fields: hook.fields && new Set(hook.fields) }]),
  ),
);

/** Level hooks that look a level up by id: each family's (levelLayout, levelSpec) and the core's buildLevel. */
export const LEVEL_HOOKS: ReadonlySet<string> = new Set([
  ...families.flatMap((f) => (f.hooks.level ? [f.hooks.level] : [])),
  'buildLevel',
]);

/** Hooks that return the game's content JSON (ui_heavy's gameContent()): where its levels are, which fields are art. */
export const CONTENT_HOOKS: readonly { method: string; levels: string; textureFields: ReadonlySet<string> }[] =
  families.flatMap((f) =>
    f.hooks.content ? [{ ...f.hooks.content, textureFields: new Set(f.hooks.content.textureFields) }] : [],
  );
