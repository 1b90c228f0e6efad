// Anagram rounds: scrambled words typed back.
// The kinds of level the family's scene runs for this mode (../index.ts lists them all).
import type { AnagramLevel } from '../../content.ts';
import { uiModeKind } from '../../host.ts';
import { AnagramMode } from './AnagramMode.ts';

export const anagramKind = uiModeKind<AnagramLevel>({
  mode: 'anagram',
  create: (host, level) => new AnagramMode(host, level),
});
