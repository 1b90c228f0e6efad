// A rhythm song: notes hit on the beat.
// The kinds of level the family's scene runs for this mode (../index.ts lists them all).
import type { RhythmLevel } from '../../content.ts';
import { uiModeKind } from '../../host.ts';
import { RhythmMode, rhythmLayout } from './RhythmMode.ts';

export const rhythmKind = uiModeKind<RhythmLevel>({
  mode: 'rhythm',
  layout: (width, height) => rhythmLayout(width, height),
  create: (host, level) => new RhythmMode(host, level),
});
