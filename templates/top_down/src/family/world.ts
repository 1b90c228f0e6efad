// Turns a parsed level into terrain: the arena sub-mode draws a floor background with wall and obstacle
// images (or, when it names no background, the autotiled tileset as the tilemap sub-mode does: generated
// backgrounds are side-view scenery, a tileset's floor is seen from above); the tilemap sub-mode builds an
// autotiled Phaser tilemap from a "floor-walls" tileset. Either way the scene gets back what blocks walkers
// and what blocks shots, ready for arcade colliders.
import Phaser from 'phaser';
import { blobFrame, FLOOR_FRAMES, findAsset, neighbourMask } from '../core/index.ts';
import type { TopDownMap, TopDownMode } from './levelMap.ts';

export interface TerrainArt {
  /** Arena: background drawn (tiled) under the whole field. */
  background?: string | undefined;
  /** Arena: image for each wall cell "#". */
  wall?: string | undefined;
  /**
   * Tilemap, and arenas without a background: a "floor-walls" tileset (2 floor frames, then 47 autotiled wall frames).
   */
  tileset?: string | undefined;
  /** Both: image for each low obstacle cell "~". */
  low: string;
}

export interface Terrain {
  /** Colliders that stop walkers (walls and low obstacles). */
  blocksWalkers: Phaser.Types.Physics.Arcade.ArcadeColliderType[];
  /** Colliders that stop shots (walls only). */
  blocksShots: Phaser.Types.Physics.Arcade.ArcadeColliderType[];
}

function need(key: string | undefined, what: string, mode: TopDownMode): string {
  if (!key)
    throw new Error(
      `the ${mode} sub-mode needs art().${what}: name an asset key from assets.json in src/game/Level.ts`,
    );
  return key;
}

/** Hashes a cell to pick one of the floor variants without randomness, so the floor looks the same every run. */
function floorVariant(col: number, row: number): number {
  return (((col * 73856093) ^ (row * 19349663)) & 3) === 0 ? 1 : 0;
}

/** A flagstone floor in two shades with mortar lines, deterministic, for arenas without real floor art. */
function paintFloor(scene: Phaser.Scene, map: TopDownMap, cell: number): void {
  const floor = scene.add.graphics().setDepth(-10);
  for (let row = 0; row < map.rows; row++) {
    for (let col = 0; col < map.cols; col++) {
      floor.fillStyle(floorVariant(col, row) ? 0x6b6472 : 0x5f5866, 1);
      floor.fillRect(col * cell, row * cell, cell, cell);
    }
  }
  floor.lineStyle(1, 0x463f4d, 1);
  for (let row = 0; row <= map.rows; row++) floor.lineBetween(0, row * cell, map.cols * cell, row * cell);
  for (let col = 0; col <= map.cols; col++) floor.lineBetween(col * cell, 0, col * cell, map.rows * cell);
}

export function buildTerrain(
  scene: Phaser.Scene,
  map: TopDownMap,
  mode: TopDownMode,
  art: TerrainArt,
  cell: number,
): Terrain {
  const width = map.cols * cell;
  const height = map.rows * cell;
  const lows = scene.physics.add.staticGroup();
  const terrain: Terrain = { blocksWalkers: [lows], blocksShots: [] };

  if (mode === 'arena' && (art.background !== undefined || art.tileset === undefined)) {
    const background = need(art.background, 'background (or a floor-walls tileset)', mode);
    // The core draws placeholder backgrounds (canvas textures) as side-view scenery, which reads wrong under a
    // top-down field; paint a floor instead until real art (a loaded image) is there.
    if (scene.textures.get(background) instanceof Phaser.Textures.CanvasTexture) paintFloor(scene, map, cell);
    else scene.add.tileSprite(0, 0, width, height, background).setOrigin(0, 0).setDepth(-10);
    const walls = scene.physics.add.staticGroup();
    const wallKey = need(art.wall, 'wall', mode);
    for (let row = 0; row < map.rows; row++) {
      for (let col = 0; col < map.cols; col++) {
        if (!map.wall[row]![col]) continue;
        const wall = walls.create(col * cell + cell / 2, row * cell + cell / 2, wallKey) as Phaser.Physics.Arcade.Image;
        wall.setDisplaySize(cell, cell).refreshBody();
      }
    }
    terrain.blocksWalkers.push(walls);
    terrain.blocksShots.push(walls);
  } else {
    // The tilemap sub-mode, and arenas that name a tileset but no background.
    const key = need(art.tileset, 'tileset', mode);
    const asset = findAsset(key);
    if (asset?.type !== 'tileset' || asset.mode !== 'floor-walls')
      throw new Error(`art().tileset "${key}" must be a tileset with "mode": "floor-walls" in assets.json`);
    const solid = (c: number, r: number) => c < 0 || r < 0 || c >= map.cols || r >= map.rows || map.wall[r]![c]!;
    const data = map.wall.map((line, row) =>
      line.map((isWall, col) =>
        isWall ? FLOOR_FRAMES + blobFrame(neighbourMask(solid, col, row)) : floorVariant(col, row),
      ),
    );
    const tilemap = scene.make.tilemap({ data, tileWidth: asset.tileSize, tileHeight: asset.tileSize });
    const tileset = tilemap.addTilesetImage(key, key, asset.tileSize, asset.tileSize, 0, 0);
    if (!tileset) throw new Error(`could not make a tileset of texture "${key}"`);
    const layer = tilemap.createLayer(0, tileset, 0, 0) as Phaser.Tilemaps.TilemapLayer | null;
    if (!layer) throw new Error('could not create the tilemap layer');
    layer.setScale(cell / asset.tileSize).setDepth(-10);
    layer.setCollisionByExclusion(Array.from({ length: FLOOR_FRAMES + 1 }, (_, i) => i - 1));
    terrain.blocksWalkers.push(layer);
    terrain.blocksShots.push(layer);
  }

  for (let row = 0; row < map.rows; row++) {
    for (let col = 0; col < map.cols; col++) {
      if (!map.low[row]![col]) continue;
      const low = lows.create(col * cell + cell / 2, row * cell + cell / 2, art.low) as Phaser.Physics.Arcade.Image;
      low.setDisplaySize(cell, cell).refreshBody().setDepth(-5);
    }
  }
  scene.physics.world.setBounds(0, 0, width, height);
  return terrain;
}
