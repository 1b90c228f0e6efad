// A level drawn in Tiled, read back into the ASCII rows the families parse: when the asset pack loaded a level's map
// (Phaser's Tiled loader), that map is the level, so a person can edit it in Tiled and the game plays the edit.
import type Phaser from 'phaser';

interface TiledLayer {
  type: string;
  name: string;
  data?: number[];
  objects?: { name?: string; x: number; y: number; properties?: { name: string; value: unknown }[] }[];
}
interface TiledMapJson {
  width: number;
  height: number;
  tilewidth: number;
  tileheight: number;
  layers: TiledLayer[];
}

/** Tile layers whose painted cells are solid ground or wall (the names Playsmith's map writer uses). */
const SOLID_LAYERS = new Set(['ground', 'walls']);

/**
 * The rows of the Tiled map `key` if the loader has it, else undefined: a tile in a solid layer is `solid`, a point
 * object is the character in its "marker" property, every other cell is `empty`.
 */
export function tiledLevelRows(scene: Phaser.Scene, key: string, solid = '#', empty = '.'): string[] | undefined {
  const map = (scene.cache.tilemap.get(key) as { data?: TiledMapJson } | undefined)?.data;
  if (!map) return undefined;
  const cells = Array.from({ length: map.height }, () => new Array<string>(map.width).fill(empty));
  for (const layer of map.layers) {
    if (layer.type !== 'tilelayer' || !SOLID_LAYERS.has(layer.name)) continue;
    (layer.data ?? []).forEach((gid, i) => {
      if (gid > 0) cells[Math.floor(i / map.width)]![i % map.width] = solid;
    });
  }
  for (const layer of map.layers) {
    if (layer.type !== 'objectgroup') continue;
    for (const object of layer.objects ?? []) {
      const marker = object.properties?.find((p) => p.name === 'marker')?.value;
      const col = Math.floor(object.x / map.tilewidth);
      const row = Math.floor(object.y / map.tileheight);
      const where = `level map "${key}", object "${object.name ?? ''}" at x ${object.x}, y ${object.y}`;
      if (typeof marker !== 'string' || marker.length !== 1)
        throw new Error(`${where}: give it a one-character "marker" property (its character in the level legend)`);
      if (cells[row]?.[col] === undefined) throw new Error(`${where}: it lies outside the map; move it inside`);
      cells[row]![col] = marker;
    }
  }
  return cells.map((row) => row.join(''));
}
