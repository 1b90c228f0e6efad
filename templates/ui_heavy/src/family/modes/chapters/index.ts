// Chapters: story chapters, quiz rounds and card duels (or solitaire), the kinds of level a chapters game mixes.
// The kinds of level the family's scene runs for this mode (../index.ts lists them all).
import { uiModeKind } from '../../host.ts';
import { CardDuelMode, cardsLayout } from './CardDuelMode.ts';
import { QuizMode } from './QuizMode.ts';
import { StoryMode } from './StoryMode.ts';
import type { CardsLevel, QuizLevel, StoryLevel } from '../../content.ts';

export const storyKind = uiModeKind<StoryLevel>({ mode: 'story', create: (host, level) => new StoryMode(host, level) });
export const quizKind = uiModeKind<QuizLevel>({ mode: 'quiz', create: (host, level) => new QuizMode(host, level) });
export const cardsKind = uiModeKind<CardsLevel>({
  mode: 'cards',
  layout: (width, height) => cardsLayout(width, height),
  create: (host, level) => new CardDuelMode(host, level),
});
