// What a mode (quiz, cards, story) gets from the level scene that runs it, and what it gives back. The scene
// (UiLevelScene) builds the host; a mode never touches the scene's protected members directly.
import type Phaser from 'phaser';
import type { PlayerSnapshot } from '../core/index.ts';
import type { CardDef, DialogueLine, QuizQuestion, StoryChoice, StoryNode, UiContent, UiLevel } from './content.ts';
import type { ChoiceList } from './ChoiceList.ts';
import type { DialogueBox, DialogueLayout } from './DialogueBox.ts';
import type { DuelView } from './flows.ts';
import type { StateMachine } from './machine.ts';
import type { Choosable } from './Pressable.ts';
import type { ResourceTracker } from './tracker.ts';

export type Side = 'player' | 'opponent';
export type { DuelView };

/** The game hooks a mode calls (UiLevelScene's protected hooks, see docs/template_api.md). */
export interface UiHooks {
  onStateEnter(state: string, machine: string): void;
  scoreAnswer(question: QuizQuestion, correct: boolean): number;
  onAnswer(question: QuizQuestion, chosen: number, correct: boolean): void;
  chooseOpponentCard(hand: readonly CardDef[], duel: DuelView): number;
  onCardPlayed(card: CardDef, by: Side, duel: DuelView): void;
  onNodeEnter(id: string, node: StoryNode): void;
  onChoiceMade(nodeId: string, choice: StoryChoice): void;
}

export interface ButtonOption {
  label: string;
  enabled?: boolean;
  note?: string;
}

export interface UiHost {
  readonly scene: Phaser.Scene;
  readonly dialogue: DialogueBox;
  readonly choices: ChoiceList;
  readonly tracker: ResourceTracker;
  readonly content: UiContent;
  // Not "width"/"height": an object literal with "scene" and "width" reads as a Phaser game config to L1.
  readonly screenWidth: number;
  readonly screenHeight: number;
  readonly hooks: UiHooks;
  /** Reports the mode's state machine: its states show in state().flags.uiState and fire onStateEnter. */
  watch(machine: StateMachine): void;
  /** Stacked text buttons (keys 1-4) under the dialogue box, from `top` (default: the talk layout's). */
  presentButtons(options: readonly ButtonOption[], onChoose: (index: number) => void, top?: number): void;
  /** Any choosable widgets (cards). */
  presentChoices(items: Choosable[], onChoose: (index: number) => void): void;
  /** Says `lines` one by one, each with a Continue choice, then calls `done`. */
  sayLines(lines: readonly DialogueLine[], done: () => void, continueLabel?: string): void;
  addScore(points: number, reason: string): void;
  /** A short text that rises and fades (points, damage). */
  floatText(x: number, y: number, text: string, colour: string): void;
  /** Runs `fn` after `ms` of game time, unless the level has ended by then. */
  after(ms: number, fn: () => void): void;
  /** Plays a sound effect by registry key (nothing happens without the file). */
  sfx(key: string): void;
  /** Ends the level. */
  finish(outcome: 'won' | 'failed', reason?: string): void;
}

/** One running mode. */
export interface ModeRunner {
  readonly machine: StateMachine;
  start(): void;
  update(delta: number): void;
  describePlayer(): PlayerSnapshot | null;
  describeEntities(): Record<string, unknown>;
  describeFlags(): Record<string, unknown>;
  hudParts(): string[];
}

/** Screen regions shared by the modes, from the game size (800x600 by default). */
export function talkLayout(width: number, height: number) {
  return {
    title: { x: width / 2, y: 52 },
    box: { x: 40, y: Math.round(height * 0.43), width: width - 80, height: 136 },
    portrait: { x: Math.round(width * 0.15), y: Math.round(height * 0.28), maxHeight: 150 },
    hintY: Math.round(height * 0.43) + 150,
    choicesTop: Math.round(height * 0.73),
    choiceStep: 42,
    choiceHeight: 36,
    choiceWidth: Math.min(660, width - 120),
  };
}

/** A kind of level the family runs (quiz, story, cards, anagram, ...): where its dialogue goes and how it starts. */
export interface UiModeKind<L extends UiLevel = UiLevel> {
  mode: L['mode'];
  /** Where the dialogue box and the buttons go; the talk layout's (a portrait beside the box) when absent. */
  layout?(width: number, height: number): { box: DialogueLayout; buttonsTop: number };
  create(host: UiHost, level: L): ModeRunner;
}

/** A kind with its level type checked where it is written, erased for the scene's registry. */
export const uiModeKind = <L extends UiLevel>(kind: UiModeKind<L>): UiModeKind => kind as unknown as UiModeKind;
