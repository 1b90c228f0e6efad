// Page side: what a play-tester reads of a Phaser scene beyond the contract — the text objects on screen (for the
// invisible-text oracle), the solid geometry (colliding tiles, static bodies in colliders), the physics world's
// bounds and the engine's own frame counter (for the frozen-game oracle). Evaluated on demand, never installed.
//
// Serialised into the page like the probe: nothing from module scope may be used here.
import type { HarnessRuntime, SceneView } from './runtime.ts';

export function readSceneView(key: string): SceneView {
  const rt = (globalThis as unknown as Record<symbol, HarnessRuntime | undefined>)[Symbol.for(key)];
  const box = rt?.probe?.canvasBox() ?? null;
  const view: SceneView = { canvas: box, frame: null, texts: [], solids: [], world: null };
  const game: any = rt?.probe?.engineGame();
  if (!game) return view;
  // One function, nested: it is serialised into the page, where nothing outside it exists.
  const readEngine = (): void => {
    const members = (c: any): any[] => {
      if (!c || typeof c !== 'object') return [];
      if (Array.isArray(c)) return c;
      if (Array.isArray(c.entries)) return c.entries;
      if (typeof c.getChildren === 'function') return c.getChildren() as any[];
      if (typeof c.getArray === 'function') return c.getArray() as any[];
      if (typeof c[Symbol.iterator] === 'function') return Array.from(c as Iterable<any>);
      return [];
    };
    const expand = (side: any): any[] => (Array.isArray(side) ? side.flatMap(expand) : [side, ...members(side)]);
    const frame = Number(game.loop?.frame);
    view.frame = Number.isFinite(frame) ? frame : null;
    let scenes: any[] = [];
    try {
      scenes = game.scene.getScenes(true) as any[];
    } catch {
      return;
    }
    const round = (n: number) => Math.round(n * 10) / 10;
    for (const scene of scenes) {
      const cam = scene.cameras?.main;
      const zoom = Number(cam?.zoom) || 1;
      const toScreen = (x: number, y: number, sfx: number, sfy: number) => {
        // Phaser's camera: scroll (times the object's scroll factor), then zoom about the camera's origin.
        const w = Number(cam?.width) || 0;
        const h = Number(cam?.height) || 0;
        const ox = (Number(cam?.originX) || 0.5) * w;
        const oy = (Number(cam?.originY) || 0.5) * h;
        return {
          x: (Number(cam?.x) || 0) + ox + zoom * (x - (Number(cam?.scrollX) || 0) * sfx - ox),
          y: (Number(cam?.y) || 0) + oy + zoom * (y - (Number(cam?.scrollY) || 0) * sfy - oy),
        };
      };
      const visit = (list: any[], alpha: number, visible: boolean) => {
        for (const obj of list) {
          const shown = visible && obj?.visible !== false;
          const a = alpha * (typeof obj?.alpha === 'number' ? obj.alpha : 1);
          if (obj?.type === 'Container' && Array.isArray(obj.list)) visit(obj.list, a, shown);
          if (obj?.type !== 'Text' || typeof obj.getBounds !== 'function') continue;
          const text = String(obj.text ?? '').trim();
          if (!shown || a < 0.1 || text === '') continue;
          const b = obj.getBounds();
          const p = toScreen(b.x, b.y, obj.scrollFactorX ?? 1, obj.scrollFactorY ?? 1);
          view.texts.push({
            text: text.slice(0, 200),
            x: round(p.x),
            y: round(p.y),
            width: round(b.width * zoom),
            height: round(b.height * zoom),
            color: typeof obj.style?.color === 'string' ? obj.style.color : null,
            scene: String(scene.sys?.settings?.key ?? ''),
            alpha: Math.round(a * 100) / 100,
          });
        }
      };
      visit(scene.sys?.displayList?.list ?? [], 1, true);
      const world = scene.physics?.world;
      if (!world) continue;
      const bounds = world.bounds;
      if (bounds && view.world === null)
        view.world = { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height };
      // Tiles that collide are solid whether or not a collider names them: a missing collider is the bug to find.
      for (const layer of members(scene.sys?.displayList?.list).filter((o) => o?.type === 'TilemapLayer')) {
        const rows: any[][] = layer.layer?.data ?? [];
        for (const row of rows) {
          let run: { x: number; y: number; width: number; height: number } | null = null;
          for (const tile of row) {
            // Only tiles solid on every side: one-way platforms are meant to be passed through from below.
            if (tile?.collides && tile.collideLeft && tile.collideRight && tile.collideUp && tile.collideDown) {
              const x = Number(layer.x) + tile.pixelX * (Number(layer.scaleX) || 1);
              const y = Number(layer.y) + tile.pixelY * (Number(layer.scaleY) || 1);
              const w = tile.width * (Number(layer.scaleX) || 1);
              const h = tile.height * (Number(layer.scaleY) || 1);
              if (run && Math.abs(run.x + run.width - x) < 0.5 && run.y === y) run.width += w;
              else {
                if (run) view.solids.push(run);
                run = { x, y, width: w, height: h };
              }
            } else if (run) {
              view.solids.push(run);
              run = null;
            }
          }
          if (run) view.solids.push(run);
        }
      }
      // Static bodies another body collides with (not overlap-only): platforms, walls.
      for (const collider of members(world.colliders?.getActive?.() ?? world.colliders?._active)) {
        if (!collider || collider.overlapOnly) continue;
        for (const side of [collider.object1, collider.object2])
          for (const obj of expand(side)) {
            const body = obj?.body;
            if (body?.physicsType !== 1 || body.enable === false) continue;
            const faces = body.checkCollision;
            if (faces && !(faces.up && faces.down && faces.left && faces.right)) continue;
            view.solids.push({ x: body.x, y: body.y, width: body.width, height: body.height });
          }
      }
    }
    if (view.solids.length > 2000) view.solids.length = 2000;
  };
  try {
    readEngine();
  } catch {
    // A game's own odd objects end the reading early; what was read stays.
  }
  return view;
}

/**
 * Page side of `runAndLook`: advances `ms` of game time, then reads the contract state, the scene (with `readView`,
 * passed in because a serialised function reaches nothing else), the contract text and the clickables when asked,
 * in that order, timing the reading.
 */
export async function lookAfter(
  key: string,
  ms: number,
  clickables: boolean,
  text: boolean,
  readView: (key: string) => SceneView,
) {
  const rt = (globalThis as unknown as Record<symbol, HarnessRuntime>)[Symbol.for(key)]!;
  await rt.advance(ms);
  const probe = rt.probe!;
  // As text, as runFor hands its batch back (session.ts).
  const batch = JSON.stringify(probe.flush());
  const started = rt.wallNow();
  const state = probe.contractState();
  const view = readView(key);
  const said = text ? probe.contractText() : undefined;
  const found = clickables ? probe.clickables() : [];
  return { batch, state, view, text: said, clickables: found, lookMs: rt.wallNow() - started };
}
