// A tycoon: a shop run day by day.
// The kinds of level the family's scene runs for this mode (../index.ts lists them all).
import type { TycoonLevel } from '../../tycoon.ts';
import { uiModeKind } from '../../host.ts';
import { TycoonMode, tycoonLayout } from './TycoonMode.ts';

export const tycoonKind = uiModeKind<TycoonLevel>({
  mode: 'tycoon',
  layout: (width, height) => tycoonLayout(width, height),
  create: (host, level) => new TycoonMode(host, level),
});
