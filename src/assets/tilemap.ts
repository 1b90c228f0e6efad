// ASCII layouts to Tiled JSON maps (orthogonal, CSV-style tile data, one embedded tileset) that
// Phaser's tilemap loader reads: tile layer(s) autotiled with the 47-tile blob, plus an object layer
// with a point at the centre of every marker's tile.
import { autotile } from './autotile.ts';
import { DEFAULT_LEGEND, type TilemapSpec, type TilesetAsset } from './registry.ts';
import { FLOOR_FRAMES, tilesetLayout } from './tileset.ts';

/** The subset of the Tiled JSON map format we write (field names as Tiled writes them). */
export interface TiledMap {
  type: 'map';
  version: string;
  tiledversion: string;
  orientation: 'orthogonal';
  renderorder: 'right-down';
  infinite: false;
  width: number;
  height: number;
  tilewidth: number;
  tileheight: number;
  nextlayerid: number;
  nextobjectid: number;
  layers: (TiledTileLayer | TiledObjectLayer)[];
  tilesets: TiledTileset[];
}

export interface TiledTileLayer {
  type: 'tilelayer';
  id: number;
  name: string;
  x: 0;
  y: 0;
  width: number;
  height: number;
  opacity: 1;
  visible: true;
  /** Global tile ids, row by row; 0 is no tile, the tileset's first tile is 1. */
  data: number[];
}

export interface TiledObject {
  id: number;
  name: string;
  type: string;
  x: number;
  y: number;
  width: 0;
  height: 0;
  rotation: 0;
  visible: true;
  point: true;
  properties: { name: string; type: 'string' | 'int'; value: string | number }[];
}

export interface TiledObjectLayer {
  type: 'objectgroup';
  id: number;
  name: string;
  x: 0;
  y: 0;
  opacity: 1;
  visible: true;
  draworder: 'topdown';
  objects: TiledObject[];
}

export interface TiledTileset {
  firstgid: 1;
  name: string;
  image: string;
  imagewidth: number;
  imageheight: number;
  tilewidth: number;
  tileheight: number;
  tilecount: number;
  columns: number;
  margin: 0;
  spacing: 0;
}

/** Names of the layers we write, so games can ask for them. */
export const MAP_LAYERS = { ground: 'ground', floor: 'floor', walls: 'walls', objects: 'objects' } as const;

/**
 * Builds the Tiled map for `spec` drawn with `tileset`. In "blob47" mode solid cells form one
 * autotiled "ground" layer; in "floor-walls" mode every cell gets a "floor" tile (two variants,
 * chosen by position) and solid cells an autotiled "walls" layer above it. Cells beyond the edge
 * count as solid, so ground and walls run off the map without a border.
 */
export function buildTiledMap(spec: TilemapSpec, tileset: TilesetAsset, imageUrl: string): TiledMap {
  const legend = { ...DEFAULT_LEGEND, ...spec.legend };
  const markers = spec.markers ?? {};
  const height = spec.layout.length;
  const width = spec.layout[0]!.length;
  const solid = spec.layout.map((row) => [...row].map((ch) => !(ch in markers) && legend[ch] === 'solid'));
  const tiles = autotile(solid);
  const layout = tilesetLayout(tileset.mode);
  const gid = (frame: number) => frame + 1;
  const layers: TiledMap['layers'] = [];
  const tileLayer = (id: number, name: string, data: number[]): TiledTileLayer => ({
    type: 'tilelayer',
    id,
    name,
    x: 0,
    y: 0,
    width,
    height,
    opacity: 1,
    visible: true,
    data,
  });
  const autotiled = tiles.flatMap((row) => row.map((index) => (index < 0 ? 0 : gid(layout.firstWallFrame + index))));
  if (tileset.mode === 'floor-walls') {
    // A checker-free scatter of the two floor variants, fixed by position so the map is stable.
    const floor = Array.from({ length: width * height }, (_, i) =>
      gid(((i * 7 + Math.floor(i / width) * 3) % 11 === 0 ? 1 : 0) % FLOOR_FRAMES),
    );
    layers.push(tileLayer(1, MAP_LAYERS.floor, floor), tileLayer(2, MAP_LAYERS.walls, autotiled));
  } else {
    layers.push(tileLayer(1, MAP_LAYERS.ground, autotiled));
  }
  const size = tileset.tileSize;
  const objects: TiledObject[] = [];
  spec.layout.forEach(
    (row, y) =>
      void [...row].forEach((ch, x) => {
        const name = markers[ch];
        if (name === undefined) return;
        objects.push({
          id: objects.length + 1,
          name,
          type: name,
          x: x * size + size / 2,
          y: y * size + size / 2,
          width: 0,
          height: 0,
          rotation: 0,
          visible: true,
          point: true,
          properties: [
            { name: 'marker', type: 'string', value: ch },
            { name: 'column', type: 'int', value: x },
            { name: 'row', type: 'int', value: y },
          ],
        });
      }),
  );
  layers.push({
    type: 'objectgroup',
    id: layers.length + 1,
    name: MAP_LAYERS.objects,
    x: 0,
    y: 0,
    opacity: 1,
    visible: true,
    draworder: 'topdown',
    objects,
  });
  return {
    type: 'map',
    version: '1.10',
    tiledversion: '1.10.2',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    infinite: false,
    width,
    height,
    tilewidth: size,
    tileheight: size,
    nextlayerid: layers.length + 1,
    nextobjectid: objects.length + 1,
    layers,
    tilesets: [
      {
        firstgid: 1,
        name: tileset.key,
        image: imageUrl,
        imagewidth: layout.columns * size,
        imageheight: layout.rows * size,
        tilewidth: size,
        tileheight: size,
        tilecount: layout.columns * layout.rows,
        columns: layout.columns,
        margin: 0,
        spacing: 0,
      },
    ],
  };
}
