// The named place a prompt sets its game in ("on the moon", "in a cornfield", "on a night train"), when the art can
// draw that place as itself: each family shows it its own way (a backdrop, floor and wall tiles).
import { backgroundScene, placeScene, tilesDrawnAs, type SceneKind } from '../../../assets/index.ts';
import type { PromptPhrase } from '../../../shared/index.ts';

export interface NamedPlace {
  /** The prompt's own words for the place ("bamboo rooftops"). */
  name: string;
  /** The scene the art draws for it. */
  scene: SceneKind;
}

/** The first setting (or place-like vehicle, "a night train") the prompt names that the art draws as a place. */
export function namedPlace(phrases: readonly PromptPhrase[]): NamedPlace | undefined {
  for (const p of phrases) {
    if (p.kind !== 'setting' && p.kind !== 'vehicle') continue;
    const scene = placeScene(p.text);
    if (scene) return { name: p.text, scene };
  }
  return undefined;
}

/** A backdrop's description that the art draws as the named place (its name first, so no other scenery wins). */
export function placeBackdrop(place: NamedPlace): string {
  return `the ${place.name}`;
}

/** The walls a top-down map of each named place has, in words the tileset reads for its material. */
const PLACE_WALLS: Partial<Record<SceneKind, string>> = {
  kitchen: 'wooden cupboard walls',
  cornfield: 'tall corn walls',
  'mining colony': 'steel bulkhead walls',
  'moon surface': 'moon rock walls',
  museum: 'marble stone walls',
};

/** A top-down tileset's description that draws the named place's floor and walls, when the art has that floor. */
export function placeTiles(place: NamedPlace): string | undefined {
  const walls = PLACE_WALLS[place.scene];
  return walls && tilesDrawnAs(place.name) ? `${place.name} floor and ${walls}` : undefined;
}

/**
 * A story room's backdrop description that shows the named place the prompt sets it in ("during a storm": the storm
 * over the harbour), or the room as it was when the art already draws the place or none is named.
 */
export function placedBackdrop(phrases: readonly PromptPhrase[]): (room: string) => string {
  const place = namedPlace(phrases);
  return (room) => (!place || backgroundScene(room) === place.scene ? room : `${placeBackdrop(place)} over ${room}`);
}
