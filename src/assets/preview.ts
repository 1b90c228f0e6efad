// The contact sheet: one self-contained HTML page showing every asset of a game as a person would
// judge it: sprites scaled up with crisp pixels, every animation playing at its frame rate and laid
// out as a labelled strip, backgrounds (tiled twice when they scroll), tilesets with frame numbers
// and each map drawn with its markers, and every sound with a player and its ABC source.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { PlaysmithError } from '../shared/index.ts';
import { BLOB47_MASKS, describeBlobMask } from './autotile.ts';
import { isOpaque } from './backgrounds.ts';
import { toHex, type Rgb } from './color.ts';
import { ASSETS_DIR, fileNameFor, PACK_FILE } from './pack.ts';
import { themePalette, type ThemePalette } from './palette.ts';
import { Raster } from './raster.ts';
import {
  readAssetRegistry,
  type AssetEntry,
  type AssetRegistry,
  type SpritesheetAsset,
  type TilesetAsset,
} from './registry.ts';
import { sheetLayout } from './sprites.ts';
import type { TiledMap, TiledObjectLayer, TiledTileLayer } from './tilemap.ts';
import { tilesetLayout } from './tileset.ts';

/** A folder whose assets cannot be previewed (none generated yet). */
export class AssetPreviewError extends PlaysmithError {
  override name = 'AssetPreviewError';
  constructor(message: string) {
    super(message, { code: 'asset-preview', kind: 'usage' });
  }
}

export interface ContactSheet {
  file: string;
  bytes: number;
  /** Keys shown, and keys whose file was missing (shown as a missing card). */
  shown: string[];
  missing: string[];
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const dataUri = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const kb = (n: number) => (n < 1024 ? `${n} B` : `${(n / 1024).toFixed(1)} KB`);

/** A whole-number zoom that makes something about `target` pixels tall (pixel art scales by whole numbers). */
const zoomFor = (height: number, target: number, max = 8) => Math.max(1, Math.min(max, Math.floor(target / height)));

interface Ctx {
  folder: string;
  assetsDir: string;
  palette: ThemePalette;
  css: string[];
  missing: string[];
  shown: string[];
  anim: number;
}

function readAsset(ctx: Ctx, name: string): Buffer | undefined {
  const path = join(ctx.assetsDir, name);
  return existsSync(path) ? readFileSync(path) : undefined;
}

function missingCard(ctx: Ctx, asset: AssetEntry, name: string): string {
  ctx.missing.push(asset.key);
  return (
    `<section class="card missing"><h3>${esc(asset.key)}</h3><p>${esc(name)} is missing from ` +
    `${esc(ASSETS_DIR)}; run <code>playsmith assets generate</code>.</p></section>`
  );
}

function header(asset: AssetEntry, extra: string): string {
  const role = 'role' in asset ? `<span class="tag">${esc(asset.role)}</span>` : '';
  return (
    `<h3>${esc(asset.key)} ${role}<span class="tag">${esc(asset.type)}</span></h3>` +
    `<p class="desc">${esc(asset.description || '(no description)')}</p><p class="meta">${extra}</p>`
  );
}

function spritesheetCard(ctx: Ctx, asset: SpritesheetAsset, png: Buffer): string {
  const { columns, facings } = sheetLayout(asset);
  const zoom = zoomFor(asset.frameHeight, 96);
  const fw = asset.frameWidth * zoom;
  const fh = asset.frameHeight * zoom;
  const uri = dataUri('image/png', png);
  const sheetW = columns * fw;
  const sheetH = facings.length * fh;
  const players: string[] = [];
  facings.forEach((facing, row) => {
    let start = 0;
    for (const a of asset.animations) {
      const id = `a${ctx.anim++}`;
      const seconds = a.frames / a.frameRate;
      ctx.css.push(
        `@keyframes ${id}{from{background-position:-${start * fw}px -${row * fh}px}` +
          `to{background-position:-${(start + a.frames) * fw}px -${row * fh}px}}`,
      );
      ctx.css.push(
        `.${id}{width:${fw}px;height:${fh}px;background-repeat:no-repeat;background-size:${sheetW}px ${sheetH}px;` +
          `animation:${id} ${seconds.toFixed(3)}s steps(${a.frames}) infinite}`,
      );
      const label = `${asset.key}-${a.name}${facings.length > 1 ? ` (${facing})` : ''}`;
      const frames = `${a.frames} frame${a.frames === 1 ? '' : 's'}`;
      const playback = `${a.frameRate} fps${a.repeat === -1 ? ', loops' : ', plays once in game'}`;
      players.push(
        `<figure><div class="stage"><div class="${id}" style="background-image:url(${uri})"></div></div>` +
          `<figcaption>${esc(label)}<br>${frames} @ ${playback}</figcaption></figure>`,
      );
      start += a.frames;
    }
  });
  // The strip itself, with each frame labelled by animation and frame number.
  const labels: string[] = [];
  facings.forEach((facing, row) => {
    let column = 0;
    for (const a of asset.animations)
      for (let k = 0; k < a.frames; k++) {
        const facingNote = facings.length > 1 && k === 0 ? ` · ${facing}` : '';
        labels.push(
          `<span class="frame" style="left:${column * fw}px;top:${row * fh}px;width:${fw}px;height:${fh}px">` +
            `<i>${esc(a.name)} ${k}${facingNote}</i></span>`,
        );
        column++;
      }
  });
  const rows = facings.length > 1 ? `, rows ${facings.join(' / ')}` : '';
  const headline =
    `${asset.frameWidth}×${asset.frameHeight} px frames, ${columns} per row${rows}; ` +
    `shown ×${zoom}; ${kb(png.length)}`;
  return (
    `<section class="card wide">${header(asset, headline)}\n` +
    `<div class="players">${players.join('')}</div>\n` +
    `<div class="strip" style="width:${sheetW}px;height:${sheetH}px">` +
    `<img src="${uri}" width="${sheetW}" height="${sheetH}" alt="${esc(asset.key)} strip">${labels.join('')}</div>` +
    '</section>'
  );
}

function imageCard(asset: Extract<AssetEntry, { type: 'image' }>, png: Buffer): string {
  const zoom = zoomFor(asset.height, 96);
  const size = `width="${asset.width * zoom}" height="${asset.height * zoom}"`;
  return (
    `<section class="card">${header(asset, `${asset.width}×${asset.height} px, shown ×${zoom}; ${kb(png.length)}`)}` +
    `<div class="stage"><img src="${dataUri('image/png', png)}" ${size} alt="${esc(asset.key)}"></div></section>`
  );
}

function backgroundCard(
  asset: Extract<AssetEntry, { type: 'background' }>,
  png: Buffer,
  layers: readonly Extract<AssetEntry, { type: 'background' }>[],
): string {
  const width = Math.min(asset.width, 640);
  const height = Math.round((asset.height * width) / asset.width);
  const uri = dataUri('image/png', png);
  const tiled = asset.tileable
    ? '<p class="meta">Tiled twice side by side (a seam would show in the middle):</p>' +
      `<div class="checker" style="width:${width}px;height:${Math.round(height / 2)}px;background-image:url(${uri});` +
      `background-size:${width / 2}px ${height / 2}px;background-repeat:repeat-x"></div>`
    : '';
  const headline =
    `${asset.width}×${asset.height} px${asset.tileable ? ', tileable' : ''}` +
    `${asset.parallax !== undefined ? `, parallax ${asset.parallax}` : ''}` +
    `${isOpaque(asset, layers) ? '' : ', see-through (the slower layer shows through its sky)'}; ${kb(png.length)}`;
  return (
    `<section class="card wide">${header(asset, headline)}` +
    `<div class="checker" style="width:${width}px">` +
    `<img class="smooth" src="${uri}" width="${width}" height="${height}" alt="${esc(asset.key)}"></div>` +
    `${tiled}</section>`
  );
}

/** Draws a Tiled map with its tileset into one picture. */
export function renderMap(map: TiledMap, tileset: Raster, columns: number): Raster {
  const size = map.tilewidth;
  const out = new Raster(map.width * size, map.height * size);
  for (const layer of map.layers) {
    if (layer.type !== 'tilelayer') continue;
    (layer as TiledTileLayer).data.forEach((gid, i) => {
      if (gid <= 0) return;
      const frame = gid - 1;
      const tile = new Raster(size, size);
      tile.copyRegion(tileset, (frame % columns) * size, Math.floor(frame / columns) * size, size, size, 0, 0);
      out.blit(tile, (i % map.width) * size, Math.floor(i / map.width) * size);
    });
  }
  return out;
}

function tilesetCard(ctx: Ctx, asset: TilesetAsset, png: Buffer): string {
  const layout = tilesetLayout(asset.mode);
  const zoom = zoomFor(asset.tileSize, 48, 4);
  const size = asset.tileSize * zoom;
  const uri = dataUri('image/png', png);
  const labels: string[] = [];
  for (let frame = 0; frame < layout.frames; frame++) {
    const wall = frame - layout.firstWallFrame;
    const title =
      wall < 0
        ? `frame ${frame}: floor ${frame === 0 ? '' : 'variant'}`
        : `frame ${frame}: mask ${BLOB47_MASKS[wall]} (${describeBlobMask(BLOB47_MASKS[wall]!)})`;
    labels.push(
      `<span class="frame" title="${esc(title)}" style="left:${(frame % layout.columns) * size}px;top:` +
        `${Math.floor(frame / layout.columns) * size}px;width:${size}px;height:${size}px"><i>` +
        `${frame}</i></span>`,
    );
  }
  const sheet = Raster.fromPng(png);
  const maps = (asset.maps ?? []).map((spec) => {
    const bytes = readAsset(ctx, fileNameFor('tilemapTiledJSON', spec.key));
    if (!bytes) {
      ctx.missing.push(spec.key);
      return (
        `<p class="missing">map ${esc(spec.key)}: ` + `${esc(fileNameFor('tilemapTiledJSON', spec.key))} is missing</p>`
      );
    }
    ctx.shown.push(spec.key);
    const map = JSON.parse(bytes.toString('utf8')) as TiledMap;
    const picture = renderMap(map, sheet, layout.columns);
    const mz = Math.max(1, Math.min(2, Math.floor(900 / picture.width)));
    const objects = map.layers.filter((l): l is TiledObjectLayer => l.type === 'objectgroup').flatMap((l) => l.objects);
    const markers = objects
      .map(
        (o) =>
          `<span class="marker" style="left:${o.x * mz}px;top:${o.y * mz}px" title="${esc(o.name)} at ` +
          `(${o.x}, ${o.y})">${esc(o.name)}</span>`,
      )
      .join('');
    const layers = map.layers
      .map(
        (l) => `${l.name} (${l.type === 'tilelayer' ? 'tiles' : `${(l as TiledObjectLayer).objects.length} objects`})`,
      )
      .join(', ');
    const width = picture.width * mz;
    const height = picture.height * mz;
    return (
      `<h4>map ${esc(spec.key)} <span class="meta">${map.width}×${map.height} tiles; layers ${esc(layers)}; ` +
      `${kb(bytes.length)}</span></h4>\n` +
      `<div class="mapview" style="width:${width}px;height:${height}px;background:${toHex(ctx.palette.sky[1])}">` +
      `<img src="${dataUri('image/png', picture.toPng())}" width="${width}" height="${height}" ` +
      `alt="map ${esc(spec.key)}">${markers}</div>\n` +
      `<details><summary>ASCII layout</summary><pre>${esc(spec.layout.join('\n'))}</pre></details>`
    );
  });
  const frameOrder =
    asset.mode === 'floor-walls' ? ' (frames 0-1 floor, then 47 walls)' : ' (47 blob frames, ascending masks)';
  const headline =
    `${asset.mode}: ${layout.frames} frames of ${asset.tileSize} px, ${layout.columns} per row${frameOrder}; ` +
    `shown ×${zoom}; ${kb(png.length)}`;
  const width = layout.columns * size;
  const height = layout.rows * size;
  return (
    `<section class="card wide">${header(asset, headline)}\n` +
    `<div class="strip checker" style="width:${width}px;height:${height}px">` +
    `<img src="${uri}" width="${width}" height="${height}" alt="${esc(asset.key)} tiles">${labels.join('')}</div>` +
    `${maps.join('')}</section>`
  );
}

function audioCard(ctx: Ctx, asset: Extract<AssetEntry, { type: 'audio' }>, wav: Buffer): string {
  const abc = readAsset(ctx, `${asset.key}.abc`)?.toString('utf8');
  const seconds = Math.max(0, wav.length - 44) / 2 / 22050;
  const what =
    asset.kind === 'music'
      ? `music, mood ${esc(asset.mood)}, ${asset.tempo} bpm, ${asset.bars} bars, loops`
      : `sound effect "${esc(asset.sfx)}"`;
  const source = abc
    ? `<details${asset.kind === 'sfx' ? ' open' : ''}><summary>ABC source</summary><pre>${esc(abc)}</pre></details>`
    : '<p class="missing">no ABC source beside the WAV</p>';
  return (
    `<section class="card">${header(asset, `${what}; ${seconds.toFixed(2)} s; ${kb(wav.length)}`)}` +
    `<audio controls${asset.kind === 'music' ? ' loop' : ''} preload="none" src="${dataUri('audio/wav', wav)}">` +
    `</audio>${source}</section>`
  );
}

function swatches(p: ThemePalette): string {
  const chip = (name: string, c: Rgb) =>
    `<span class="chip"><b style="background:${toHex(c)}"></b>${esc(name)} ${toHex(c)}</span>`;
  return [
    chip('outline', p.outline),
    chip('player', p.roles.player.base),
    chip('enemy', p.roles.enemy.base),
    chip('pickup', p.roles.pickup.base),
    chip('projectile', p.roles.projectile.base),
    chip('goal', p.roles.goal.base),
    chip('ui', p.roles.ui.base),
    chip('sky top', p.sky[0]),
    chip('sky bottom', p.sky[1]),
    chip('far', p.far),
    chip('mid', p.mid),
    chip('near', p.near),
    chip('ground', p.ground.base),
    chip('surface', p.surface.base),
  ].join('');
}

const STYLE = [
  'body{font:14px/1.4 system-ui,sans-serif;margin:24px;background:#f4f1ea;color:#1d1d24}' +
    'h1{margin:0 0 4px}h2{margin:28px 0 8px;border-bottom:2px solid #ccc}',
  'h3{margin:0 0 4px;font-size:16px}h4{margin:14px 0 6px}' +
    '.tag{font-size:11px;font-weight:normal;background:#e2ddd3;border-radius:3px;padding:1px 5px;margin-left:6px}',
  '.desc{margin:0;color:#444}.meta{margin:2px 0 8px;color:#666;font-size:12px;font-weight:normal}' +
    '.grid{display:flex;flex-wrap:wrap;gap:14px;align-items:flex-start}',
  '.card{background:#fff;border:1px solid #d8d2c6;border-radius:6px;padding:12px;max-width:100%;' +
    'box-sizing:border-box;overflow-x:auto}' +
    '.card.wide{flex-basis:100%}',
  '.missing{color:#a11;background:#fee}img,.checker,.stage div{image-rendering:pixelated}' +
    'img.smooth{display:block}',
  '.checker,.stage,.strip{background-color:#cfd8dc;' +
    'background-image:linear-gradient(45deg,#b8c4c9 25%,transparent 25%,transparent 75%,#b8c4c9 75%),' +
    'linear-gradient(45deg,#b8c4c9 25%,transparent 25%,transparent 75%,#b8c4c9 75%);' +
    'background-size:16px 16px;background-position:0 0,8px 8px}',
  '.stage{display:inline-block;padding:8px;line-height:0}' +
    '.players{display:flex;flex-wrap:wrap;gap:12px;margin-bottom:10px}figure{margin:0}' +
    'figcaption{font-size:11px;color:#555;max-width:160px}',
  '.strip{position:relative}.strip img{position:absolute;left:0;top:0}' +
    '.frame{position:absolute;box-sizing:border-box;border:1px dashed rgba(0,0,0,.25)}',
  '.frame i{position:absolute;left:1px;bottom:1px;font:10px monospace;font-style:normal;' +
    'background:rgba(255,255,255,.8);padding:0 2px}',
  '.mapview{position:relative}.mapview img{position:absolute;left:0;top:0}' +
    '.marker{position:absolute;transform:translate(-50%,-50%);font:10px monospace;background:#fffbe6;' +
    'border:1px solid #333;border-radius:8px;padding:0 4px;white-space:nowrap}',
  'pre{background:#f6f6f2;padding:8px;overflow-x:auto;font-size:12px}' +
    '.chip{display:inline-flex;align-items:center;gap:4px;margin:0 10px 4px 0;font:12px monospace}' +
    '.chip b{display:inline-block;width:16px;height:16px;border:1px solid #333}',
].join('\n');

/** The contact sheet HTML for a registry whose files sit in `<folder>/public/assets/`. */
export function buildContactSheet(
  folder: string,
  registry: AssetRegistry,
  title = basename(resolve(folder)),
): { html: string; shown: string[]; missing: string[] } {
  const ctx: Ctx = {
    folder,
    assetsDir: join(folder, ...ASSETS_DIR.split('/')),
    palette: themePalette(registry.theme ?? [], registry.palette ?? []),
    css: [],
    missing: [],
    shown: [],
    anim: 0,
  };
  const packBytes = readAsset(ctx, PACK_FILE);
  const meta = packBytes ? (JSON.parse(packBytes.toString('utf8')) as { meta?: { seed?: number } }).meta : undefined;
  const groups: Record<string, string[]> = {
    'Sprites and animations': [],
    Images: [],
    Backgrounds: [],
    'Tilesets and maps': [],
    'Music and sound': [],
  };
  let total = 0;
  for (const asset of registry.assets) {
    const name = asset.type === 'audio' ? fileNameFor('audio', asset.key) : fileNameFor('image', asset.key);
    const bytes = readAsset(ctx, name);
    const group =
      asset.type === 'spritesheet'
        ? 'Sprites and animations'
        : asset.type === 'image'
          ? 'Images'
          : asset.type === 'background'
            ? 'Backgrounds'
            : asset.type === 'tileset'
              ? 'Tilesets and maps'
              : 'Music and sound';
    if (!bytes) {
      groups[group]!.push(missingCard(ctx, asset, name));
      continue;
    }
    total += bytes.length;
    ctx.shown.push(asset.key);
    switch (asset.type) {
      case 'spritesheet':
        groups[group]!.push(spritesheetCard(ctx, asset, bytes));
        break;
      case 'image':
        groups[group]!.push(imageCard(asset, bytes));
        break;
      case 'background':
        groups[group]!.push(
          backgroundCard(
            asset,
            bytes,
            registry.assets.filter((a) => a.type === 'background'),
          ),
        );
        break;
      case 'tileset':
        groups[group]!.push(tilesetCard(ctx, asset, bytes));
        break;
      case 'audio':
        groups[group]!.push(audioCard(ctx, asset, bytes));
        break;
    }
  }
  const sections = Object.entries(groups)
    .filter(([, cards]) => cards.length)
    .map(([name, cards]) => `<h2>${esc(name)}</h2><div class="grid">${cards.join('\n')}</div>`)
    .join('\n');
  const theme = esc((registry.theme ?? []).join(', ') || '(none)');
  const seed = meta?.seed !== undefined ? `; seed ${meta.seed}` : '';
  const missing = ctx.missing.length ? `; <span class="missing">${ctx.missing.length} missing</span>` : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}: assets</title><style>${STYLE}
${ctx.css.join('\n')}</style></head><body>
<h1>${esc(title)}: ${registry.assets.length} assets</h1>
<p class="meta">theme ${theme}${seed}; ${kb(total)} of images and sounds${missing}</p>
<div>${swatches(ctx.palette)}</div>
${sections}
</body></html>
`;
  return { html, shown: ctx.shown, missing: ctx.missing };
}

/** Writes the contact sheet for the game in `folder` (default: <folder>/asset-preview.html). */
export function writeContactSheet(folder: string, options: { out?: string } = {}): ContactSheet {
  const { registry } = readAssetRegistry(folder);
  const assetsDir = join(folder, ...ASSETS_DIR.split('/'));
  if (!existsSync(assetsDir))
    throw new AssetPreviewError(
      `${assetsDir}: no generated assets yet; run "playsmith assets generate ${folder}" first`,
    );
  const { html, shown, missing } = buildContactSheet(folder, registry);
  const file = resolve(options.out ?? join(folder, 'asset-preview.html'));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  return { file, bytes: Buffer.byteLength(html), shown, missing };
}
