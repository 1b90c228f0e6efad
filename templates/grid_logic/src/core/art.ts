// Placeholder art drawn at boot, so a game runs with zero binary files: one canvas texture per visual
// key of the registry, with the registry's sizes and frame layout, shaped by the asset's role. Drawing
// is deterministic (no randomness), so the same registry always gives the same pixels.
import type Phaser from 'phaser';
import { BLOB47_COLUMNS, BLOB47_MASKS, E, FLOOR_FRAMES, N, NE, NW, S, SE, SW, W } from './autotile.ts';
import {
  registry,
  sheetColumns,
  sheetRows,
  TOP_DOWN_ROWS,
  type AssetEntry,
  type AssetRole,
  type BackgroundAsset,
  type ImageAsset,
  type SpritesheetAsset,
  type TilesetAsset,
} from './registry.ts';

type Ctx = CanvasRenderingContext2D;
type Facing = (typeof TOP_DOWN_ROWS)[number];

const DEFAULT_PALETTE = [
  '#000000',
  '#1d2b53',
  '#7e2553',
  '#008751',
  '#ab5236',
  '#5f574f',
  '#c2c3c7',
  '#fff1e8',
  '#ff004d',
  '#ffa300',
  '#ffec27',
  '#00e436',
  '#29adff',
  '#83769c',
  '#ff77a8',
  '#ffccaa',
];
const ROLE_COLOURS: Record<AssetRole, string> = {
  player: '#29adff',
  enemy: '#ff004d',
  boss: '#7e2553',
  pickup: '#ffec27',
  projectile: '#ffa300',
  goal: '#00e436',
  ui: '#5f574f',
  prop: '#ab5236',
  npc: '#ff77a8',
  tower: '#c2c3c7',
  terrain: '#008751',
};
const ROLE_ORDER: AssetRole[] = [
  'player',
  'enemy',
  'boss',
  'pickup',
  'projectile',
  'goal',
  'ui',
  'prop',
  'npc',
  'tower',
  'terrain',
];

function palette(): string[] {
  return registry.palette && registry.palette.length >= 2 ? registry.palette : DEFAULT_PALETTE;
}

function roleColour(role: AssetRole | undefined): string {
  const r = role ?? 'prop';
  const custom = registry.palette;
  if (custom && custom.length >= 4) return custom[(ROLE_ORDER.indexOf(r) + 2) % custom.length]!;
  return ROLE_COLOURS[r];
}

function shade(hex: string, amount: number): string {
  const v = Number.parseInt(hex.slice(1, 7), 16);
  const ch = (shift: number) => {
    const c = (v >> shift) & 255;
    const out = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(out)));
  };
  return `rgb(${ch(16)}, ${ch(8)}, ${ch(0)})`;
}

/** Where a frame sits in its animation: drives the small pose changes that make placeholders animate. */
interface Pose {
  animation: string;
  frame: number;
  frames: number;
  facing: Facing;
}

function phase(p: Pose): number {
  return p.frames <= 1 ? 0 : p.frame / p.frames;
}

function drawCharacter(ctx: Ctx, w: number, h: number, colour: string, p: Pose): void {
  const anim = p.animation;
  const t = phase(p);
  const dead = /die|dead|death/.test(anim);
  const airborne = /jump|fall/.test(anim);
  const moving = /run|walk|move/.test(anim);
  const attacking = /attack|shoot|cast|swing/.test(anim);
  const hurt = /hurt|hit/.test(anim);
  const bob = /idle/.test(anim) ? Math.round(Math.sin(t * Math.PI * 2) * h * 0.03) : 0;
  ctx.save();
  if (dead) {
    ctx.translate(w / 2, h * 0.85);
    ctx.rotate((Math.PI / 2) * Math.min(1, 0.5 + t));
    ctx.translate(-w / 2, -h * 0.85);
  }
  const bodyW = w * 0.5,
    bodyH = h * 0.42;
  const bx = (w - bodyW) / 2,
    by = h * 0.36 + bob;
  // legs
  ctx.fillStyle = shade(colour, -0.45);
  const legW = bodyW * 0.28,
    legH = h * 0.2;
  const stride = moving ? Math.sin(t * Math.PI * 2) * w * 0.1 : 0;
  const tuck = airborne ? legH * 0.45 : 0;
  ctx.fillRect(bx + bodyW * 0.12 + stride, by + bodyH - 2, legW, legH - tuck);
  ctx.fillRect(bx + bodyW * 0.6 - stride, by + bodyH - 2, legW, legH - tuck);
  // body and head
  ctx.fillStyle = hurt && p.frame % 2 === 0 ? '#ffffff' : colour;
  ctx.fillRect(bx, by, bodyW, bodyH);
  const headR = Math.min(w, h) * 0.2;
  const hx = w / 2,
    hy = by - headR * 0.75;
  ctx.beginPath();
  ctx.arc(hx, hy, headR, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = shade(colour, 0.35);
  ctx.fillRect(bx + 2, by + 2, bodyW * 0.25, bodyH - 4);
  // eyes: front shows two, side one looking right, back none
  ctx.fillStyle = '#ffffff';
  const eye = Math.max(1.5, headR * 0.3);
  if (p.facing === 'front') {
    ctx.fillRect(hx - headR * 0.55, hy - eye / 2, eye, eye);
    ctx.fillRect(hx + headR * 0.55 - eye, hy - eye / 2, eye, eye);
  } else if (p.facing === 'side') {
    ctx.fillRect(hx + headR * 0.25, hy - eye / 2, eye, eye);
    ctx.fillStyle = '#000000';
    ctx.fillRect(hx + headR * 0.25 + eye / 2, hy - eye / 4, eye / 2, eye / 2);
  }
  // arm, stretched forward while attacking, with a swing arc on the later frames
  ctx.fillStyle = shade(colour, -0.25);
  const reach = attacking ? w * (0.22 + 0.22 * t) : w * 0.08;
  ctx.fillRect(bx + bodyW - 2, by + bodyH * 0.3, reach, Math.max(2, h * 0.07));
  if (attacking && t > 0) {
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = Math.max(1, w * 0.04);
    ctx.beginPath();
    ctx.arc(bx + bodyW, by + bodyH * 0.3, w * 0.4, -Math.PI / 3, Math.PI / 4);
    ctx.stroke();
  }
  ctx.restore();
}

function drawCreature(ctx: Ctx, w: number, h: number, colour: string, p: Pose, boss: boolean): void {
  const t = phase(p);
  const squash = /run|walk|move|idle/.test(p.animation) ? Math.sin(t * Math.PI * 2) * 0.06 : 0;
  const dead = /die|dead|death/.test(p.animation);
  const rw = w * (0.42 + squash),
    rh = h * (dead ? 0.18 : 0.36 - squash);
  const cx = w / 2,
    cy = h - rh - 1;
  ctx.fillStyle = /hurt|hit/.test(p.animation) && p.frame % 2 === 0 ? '#ffffff' : colour;
  ctx.beginPath();
  ctx.ellipse(cx, cy, rw, rh, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = shade(colour, 0.3);
  ctx.beginPath();
  ctx.ellipse(cx - rw * 0.35, cy - rh * 0.35, rw * 0.25, rh * 0.25, 0, 0, Math.PI * 2);
  ctx.fill();
  if (boss) {
    ctx.fillStyle = '#ffec27';
    const top = cy - rh;
    ctx.beginPath();
    ctx.moveTo(cx - rw * 0.5, top + 2);
    for (let i = 0; i <= 4; i++) ctx.lineTo(cx - rw * 0.5 + (rw * i) / 4, top - (i % 2 === 0 ? h * 0.14 : h * 0.04));
    ctx.lineTo(cx + rw * 0.5, top + 2);
    ctx.closePath();
    ctx.fill();
  }
  if (p.facing !== 'back' && !dead) {
    const eye = Math.max(2, rw * 0.22);
    const ex = p.facing === 'side' ? cx + rw * 0.15 : cx - rw * 0.45;
    for (const dx of p.facing === 'side' ? [0, rw * 0.4] : [0, rw * 0.6]) {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(ex + dx, cy - rh * 0.25, eye, eye);
      ctx.fillStyle = '#000000';
      ctx.fillRect(ex + dx + eye / 2, cy - rh * 0.25 + eye / 3, eye / 2, eye / 2);
    }
    // angry brows
    ctx.strokeStyle = '#000000';
    ctx.lineWidth = Math.max(1, eye / 3);
    ctx.beginPath();
    ctx.moveTo(ex - 1, cy - rh * 0.4);
    ctx.lineTo(ex + eye + 1, cy - rh * 0.3);
    ctx.stroke();
  }
}

function drawPickup(ctx: Ctx, key: string, w: number, h: number, colour: string, p: Pose): void {
  const cx = w / 2,
    cy = h / 2,
    r = Math.min(w, h) * 0.42;
  const spin = Math.abs(Math.cos(phase(p) * Math.PI));
  if (/heart|health|life/.test(key)) {
    ctx.fillStyle = '#ff004d';
    ctx.beginPath();
    ctx.moveTo(cx, cy + r * 0.8);
    ctx.bezierCurveTo(cx - r * 1.4, cy - r * 0.1, cx - r * 0.6, cy - r * 1.1, cx, cy - r * 0.35);
    ctx.bezierCurveTo(cx + r * 0.6, cy - r * 1.1, cx + r * 1.4, cy - r * 0.1, cx, cy + r * 0.8);
    ctx.fill();
  } else if (/coin|gold|money/.test(key)) {
    ctx.fillStyle = shade(colour, -0.3);
    ctx.beginPath();
    ctx.ellipse(cx, cy, Math.max(1, r * (0.3 + 0.7 * spin)), r, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.ellipse(cx, cy, Math.max(1, r * (0.3 + 0.7 * spin) * 0.7), r * 0.7, 0, 0, Math.PI * 2);
    ctx.fill();
  } else if (/star/.test(key)) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 === 0 ? r : r * 0.45;
      ctx.lineTo(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
    }
    ctx.closePath();
    ctx.fill();
  } else {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.moveTo(cx, cy - r);
    ctx.lineTo(cx + r * 0.75 * (0.4 + 0.6 * spin), cy);
    ctx.lineTo(cx, cy + r);
    ctx.lineTo(cx - r * 0.75 * (0.4 + 0.6 * spin), cy);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = shade(colour, 0.5);
    ctx.fillRect(cx - r * 0.2, cy - r * 0.5, r * 0.2, r * 0.4);
  }
}

function drawThing(ctx: Ctx, asset: SpritesheetAsset | ImageAsset, w: number, h: number, p: Pose): void {
  const role = asset.role ?? 'prop';
  const colour = roleColour(role);
  switch (role) {
    case 'player':
    case 'npc':
      drawCharacter(ctx, w, h, colour, p);
      return;
    case 'enemy':
      drawCreature(ctx, w, h, colour, p, false);
      return;
    case 'boss':
      drawCreature(ctx, w, h, colour, p, true);
      return;
    case 'pickup':
      drawPickup(ctx, asset.key, w, h, colour, p);
      return;
    case 'projectile': {
      const r = Math.min(w, h) / 2;
      ctx.fillStyle = shade(colour, -0.2);
      ctx.beginPath();
      ctx.arc(w / 2, h / 2, r, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = shade(colour, 0.6);
      ctx.beginPath();
      ctx.arc(w / 2, h / 2, r * 0.5, 0, Math.PI * 2);
      ctx.fill();
      return;
    }
    case 'goal': {
      const wave = Math.sin(phase(p) * Math.PI * 2) * h * 0.04;
      ctx.fillStyle = '#c2c3c7';
      ctx.fillRect(w * 0.2, h * 0.05, Math.max(2, w * 0.08), h * 0.95);
      ctx.fillStyle = colour;
      ctx.beginPath();
      ctx.moveTo(w * 0.28, h * 0.08);
      ctx.lineTo(w * 0.95, h * 0.2 + wave);
      ctx.lineTo(w * 0.28, h * 0.36);
      ctx.closePath();
      ctx.fill();
      return;
    }
    case 'tower':
      ctx.fillStyle = shade(colour, -0.3);
      ctx.fillRect(w * 0.15, h * 0.45, w * 0.7, h * 0.5);
      ctx.fillStyle = colour;
      ctx.beginPath();
      ctx.arc(w / 2, h * 0.45, w * 0.28, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = shade(colour, -0.5);
      ctx.fillRect(w / 2 - w * 0.06, h * 0.05, w * 0.12, h * 0.4);
      return;
    case 'terrain':
      if (/plank|platform|bridge|ledge/.test(asset.key)) {
        ctx.fillStyle = shade(roleColour('prop'), 0.1);
        ctx.fillRect(0, 0, w, h);
        ctx.fillStyle = shade(roleColour('prop'), -0.4);
        ctx.fillRect(0, h - Math.max(2, h * 0.25), w, Math.max(2, h * 0.25));
        for (let x = w / 4; x < w; x += w / 2) ctx.fillRect(x, 0, Math.max(1, w * 0.04), h);
        return;
      }
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = shade(colour, 0.3);
      ctx.fillRect(0, 0, w, Math.max(2, h * 0.15));
      return;
    case 'ui':
      ctx.fillStyle = shade(colour, -0.4);
      ctx.fillRect(0, 0, w, h);
      ctx.strokeStyle = shade(colour, 0.5);
      ctx.lineWidth = Math.max(1, Math.min(w, h) * 0.06);
      ctx.strokeRect(ctx.lineWidth / 2, ctx.lineWidth / 2, w - ctx.lineWidth, h - ctx.lineWidth);
      return;
    case 'prop':
      if (/spike|thorn|saw/.test(asset.key)) {
        const teeth = Math.max(2, Math.round(w / 8));
        ctx.fillStyle = '#c2c3c7';
        for (let i = 0; i < teeth; i++) {
          ctx.beginPath();
          ctx.moveTo((i * w) / teeth, h);
          ctx.lineTo(((i + 0.5) * w) / teeth, h * 0.1);
          ctx.lineTo(((i + 1) * w) / teeth, h);
          ctx.closePath();
          ctx.fill();
        }
        ctx.fillStyle = shade('#c2c3c7', -0.4);
        ctx.fillRect(0, h - Math.max(1, h * 0.15), w, Math.max(1, h * 0.15));
        return;
      }
      ctx.fillStyle = colour;
      ctx.fillRect(w * 0.05, h * 0.05, w * 0.9, h * 0.9);
      ctx.strokeStyle = shade(colour, -0.45);
      ctx.lineWidth = Math.max(1, w * 0.08);
      ctx.strokeRect(w * 0.1, h * 0.1, w * 0.8, h * 0.8);
      ctx.beginPath();
      ctx.moveTo(w * 0.1, h * 0.1);
      ctx.lineTo(w * 0.9, h * 0.9);
      ctx.stroke();
      return;
  }
}

function drawBackground(ctx: Ctx, asset: BackgroundAsset): void {
  const { width: w, height: h } = asset;
  const colours = palette();
  const depth = asset.parallax ?? 0.5;
  const sky = ctx.createLinearGradient(0, 0, 0, h);
  sky.addColorStop(0, colours[1 % colours.length]!);
  sky.addColorStop(1, shade(colours[12 % colours.length]!, -0.2));
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
  // Stars at fixed, hashed positions: deterministic and tileable (positions wrap at the width).
  ctx.fillStyle = 'rgba(255, 241, 232, 0.6)';
  for (let i = 0; i < 40; i++) {
    const x = (i * 7919) % w,
      y = (i * 104729) % Math.round(h * 0.45);
    ctx.fillRect(x, y, 2, 2);
  }
  // Two ranges of hills; whole sine periods across the width keep a tileable background seamless.
  const layers = [
    { colour: shade(colours[13 % colours.length]!, -0.35 + depth * 0.2), base: 0.62, amp: 0.08, waves: 2 },
    { colour: shade(colours[2 % colours.length]!, -0.5 + depth * 0.2), base: 0.78, amp: 0.06, waves: 3 },
  ];
  for (const layer of layers) {
    ctx.fillStyle = layer.colour;
    ctx.beginPath();
    ctx.moveTo(0, h);
    for (let x = 0; x <= w; x += 4)
      ctx.lineTo(x, h * (layer.base - layer.amp * Math.sin((x / w) * Math.PI * 2 * layer.waves)));
    ctx.lineTo(w, h);
    ctx.closePath();
    ctx.fill();
  }
}

function drawBlobTile(ctx: Ctx, x: number, y: number, size: number, mask: number, colour: string): void {
  const edge = Math.max(2, Math.round(size / 6));
  ctx.fillStyle = shade(colour, -0.35);
  ctx.fillRect(x, y, size, size);
  // speckles in a fixed pattern, so the fill reads as earth or stone
  ctx.fillStyle = shade(colour, -0.5);
  for (let i = 0; i < 4; i++) ctx.fillRect(x + ((i * 11 + 5) % size), y + ((i * 17 + 9) % size), 2, 2);
  ctx.fillStyle = colour;
  if (!(mask & N)) ctx.fillRect(x, y, size, edge * 1.5);
  ctx.fillStyle = shade(colour, -0.6);
  if (!(mask & S)) ctx.fillRect(x, y + size - edge / 2, size, edge / 2);
  if (!(mask & W)) ctx.fillRect(x, y, edge / 2, size);
  if (!(mask & E)) ctx.fillRect(x + size - edge / 2, y, edge / 2, size);
  // inner corners: both edges solid but the diagonal is not
  ctx.fillStyle = colour;
  if (mask & N && mask & W && !(mask & NW)) ctx.fillRect(x, y, edge, edge);
  if (mask & N && mask & E && !(mask & NE)) ctx.fillRect(x + size - edge, y, edge, edge);
  ctx.fillStyle = shade(colour, -0.6);
  if (mask & S && mask & W && !(mask & SW)) ctx.fillRect(x, y + size - edge / 2, edge / 2, edge / 2);
  if (mask & S && mask & E && !(mask & SE)) ctx.fillRect(x + size - edge / 2, y + size - edge / 2, edge / 2, edge / 2);
}

/** Width and height in pixels of a tileset texture and the position of each frame. */
export function tilesetLayout(asset: TilesetAsset): { columns: number; rows: number; frames: number } {
  const frames = asset.mode === 'blob47' ? BLOB47_MASKS.length : FLOOR_FRAMES + BLOB47_MASKS.length;
  return { columns: BLOB47_COLUMNS, rows: Math.ceil(frames / BLOB47_COLUMNS), frames };
}

function drawTileset(ctx: Ctx, asset: TilesetAsset): void {
  const size = asset.tileSize;
  const colour = asset.mode === 'blob47' ? roleColour('terrain') : shade(roleColour('ui'), 0.2);
  const { columns } = tilesetLayout(asset);
  let frame = 0;
  const at = (i: number) => ({ x: (i % columns) * size, y: Math.floor(i / columns) * size });
  if (asset.mode === 'floor-walls') {
    for (let i = 0; i < FLOOR_FRAMES; i++) {
      const { x, y } = at(frame++);
      ctx.fillStyle = shade(palette()[5 % palette().length]!, i === 0 ? 0.1 : 0.2);
      ctx.fillRect(x, y, size, size);
      ctx.strokeStyle = shade(palette()[5 % palette().length]!, -0.2);
      ctx.strokeRect(x + 0.5, y + 0.5, size - 1, size - 1);
    }
  }
  for (const mask of BLOB47_MASKS) {
    const { x, y } = at(frame++);
    drawBlobTile(ctx, x, y, size, mask, colour);
  }
}

function addFrames(
  texture: Phaser.Textures.CanvasTexture,
  columns: number,
  count: number,
  fw: number,
  fh: number,
): void {
  for (let i = 0; i < count; i++) texture.add(i, 0, (i % columns) * fw, Math.floor(i / columns) * fh, fw, fh);
}

function drawSpritesheet(texture: Phaser.Textures.CanvasTexture, asset: SpritesheetAsset): void {
  const ctx = texture.getContext();
  const columns = sheetColumns(asset);
  const rows = sheetRows(asset);
  const { frameWidth: fw, frameHeight: fh } = asset;
  for (let row = 0; row < rows; row++) {
    const facing: Facing = asset.view === 'top-down' ? TOP_DOWN_ROWS[row]! : 'side';
    let col = 0;
    for (const anim of asset.animations) {
      for (let f = 0; f < anim.frames; f++, col++) {
        ctx.save();
        ctx.beginPath();
        ctx.rect(col * fw, row * fh, fw, fh);
        ctx.clip();
        ctx.translate(col * fw, row * fh);
        drawThing(ctx, asset, fw, fh, { animation: anim.name, frame: f, frames: anim.frames, facing });
        ctx.restore();
      }
    }
  }
  addFrames(texture, columns, columns * rows, fw, fh);
}

function canvasSize(asset: Exclude<AssetEntry, { type: 'audio' }>): { width: number; height: number } {
  switch (asset.type) {
    case 'spritesheet':
      return { width: sheetColumns(asset) * asset.frameWidth, height: sheetRows(asset) * asset.frameHeight };
    case 'tileset': {
      const { columns, rows } = tilesetLayout(asset);
      return { width: columns * asset.tileSize, height: rows * asset.tileSize };
    }
    default:
      return { width: asset.width, height: asset.height };
  }
}

/**
 * Draws a placeholder texture for every visual asset of the registry that is not loaded yet (all of
 * them when the project has no asset pack). Returns the keys it drew.
 */
export function createPlaceholderTextures(scene: Phaser.Scene): string[] {
  const drawn: string[] = [];
  for (const asset of registry.assets) {
    if (asset.type === 'audio' || scene.textures.exists(asset.key)) continue;
    const { width, height } = canvasSize(asset);
    const texture = scene.textures.createCanvas(asset.key, width, height);
    if (!texture) throw new Error(`could not create a ${width}x${height} canvas texture for "${asset.key}"`);
    const ctx = texture.getContext();
    switch (asset.type) {
      case 'spritesheet':
        drawSpritesheet(texture, asset);
        break;
      case 'image':
        drawThing(ctx, asset, width, height, { animation: 'idle', frame: 0, frames: 1, facing: 'side' });
        break;
      case 'background':
        drawBackground(ctx, asset);
        break;
      case 'tileset': {
        drawTileset(ctx, asset);
        const { columns, frames } = tilesetLayout(asset);
        addFrames(texture, columns, frames, asset.tileSize, asset.tileSize);
        break;
      }
    }
    texture.refresh();
    drawn.push(asset.key);
  }
  return drawn;
}
