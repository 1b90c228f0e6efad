// A fishing trip: casts and bites answered on cue before sunset.
// The kinds of level the family's scene runs for this mode (../index.ts lists them all).
import type { FishingLevel } from '../../content.ts';
import { uiModeKind } from '../../host.ts';
import { FishingMode, fishingLayout } from './FishingMode.ts';

export const fishingKind = uiModeKind<FishingLevel>({
  mode: 'fishing',
  layout: (width, height) => fishingLayout(width, height),
  create: (host, level) => new FishingMode(host, level),
});
