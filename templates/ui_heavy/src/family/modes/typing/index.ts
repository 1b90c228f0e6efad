// A typing defence: falling words typed before they land.
// The kinds of level the family's scene runs for this mode (../index.ts lists them all).
import type { TypingLevel } from '../../content.ts';
import { uiModeKind } from '../../host.ts';
import { TypingMode, typingLayout } from './TypingMode.ts';

export const typingKind = uiModeKind<TypingLevel>({
  mode: 'typing',
  layout: (width, height) => typingLayout(width, height),
  create: (host, level) => new TypingMode(host, level),
});
