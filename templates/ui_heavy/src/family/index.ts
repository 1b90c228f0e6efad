// The ui_heavy family's public face: game code imports from here. PROTECTED: a game never edits src/family.
export { AnagramRound, sameLetters, type TypeResult } from './modes/anagram/anagram.ts';
export {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardBack,
  cardFace,
  CardView,
  type CardViewOptions,
} from './modes/chapters/CardView.ts';
export { ChoiceButton, type ChoiceButtonOptions } from './ChoiceButton.ts';
export { ChoiceList, UI_ACTIONS, type ChoiceSnapshot } from './ChoiceList.ts';
export {
  cardRulesText,
  contentProblems,
  LIMITS,
  MAX_CHOICES,
  readContent,
  type AnagramLevel,
  type AnagramWord,
  type TypingLevel,
  type RhythmLevel,
  type FishingLevel,
  type CardDef,
  type CardsLevel,
  type ContentContext,
  type DialogueLine,
  type Duelist,
  type Effects,
  type QuizLevel,
  type QuizQuestion,
  type Requirement,
  type ResourceDef,
  type StoryChoice,
  type StoryLevel,
  type StoryNode,
  type UiContent,
  type UiLevel,
  type UiMode,
} from './content.ts';
export { DialogueBox, type DialogueLayout } from './DialogueBox.ts';
export { machineProblems, StateMachine, type MachineDefinition, type StateChange, type StateSpec } from './machine.ts';
export { cardsLayout } from './modes/chapters/CardDuelMode.ts';
export {
  ANAGRAM_FLOW,
  DUEL_FLOW,
  QUIZ_FLOW,
  TYPING_FLOW,
  simpleOpponentChoice,
  storyMachine,
  type DuelView,
} from './flows.ts';
export { talkLayout, type ButtonOption, type ModeRunner, type Side, type UiHooks, type UiHost } from './host.ts';
export {
  HIT_CREDIT,
  HIT_POINTS,
  RHYTHM_FLOW,
  RhythmSong,
  type ChartNote,
  type HitWindows,
  type RhythmEvent,
  type Timing,
} from './modes/rhythm/rhythm.ts';
export { FISHING_FLOW, FishingTrip, type Phase, type TripEvent, type TripSpec } from './modes/fishing/fishing.ts';
export { customerPays, demand, dollars, TYCOON_FLOW, TycoonRun, tycoonProblems, type TycoonLevel } from './tycoon.ts';
export { TypingDefence, type Faller, type FallingSpec, type TypingEvent } from './modes/typing/typing.ts';
export { Pressable, type Choosable } from './Pressable.ts';
export { ResourceTracker, tracker, type TrackerSnapshot } from './tracker.ts';
export { UiLevelScene } from './UiLevelScene.ts';
