// The ui_heavy family's Level base class. It fills the core's family hooks (buildLevel, updateLevel,
// freezeLevel, describe*, hudLines) and runs one mode per level, chosen by the level's JSON ("quiz",
// "cards", "story", "anagram", "typing", "rhythm", "fishing" or "tycoon"). The game's Level extends it, returns its
// content from gameContent(), and may override the narrower game hooks below. See docs/template_api.md.
import gameConfig from '../gameConfig.json';
import {
  BaseLevelScene,
  emit,
  levelManager,
  playSfx,
  registry,
  textStyle,
  type LevelInfo,
  type PlayerSnapshot,
} from '../core/index.ts';
import { ChoiceButton } from './ChoiceButton.ts';
import { ChoiceList } from './ChoiceList.ts';
import {
  readContent,
  type CardDef,
  type DialogueLine,
  type QuizQuestion,
  type StoryChoice,
  type StoryNode,
  type UiContent,
  type UiLevel,
} from './content.ts';
import { DialogueBox } from './DialogueBox.ts';
import { simpleOpponentChoice } from './flows.ts';
import { talkLayout, type ButtonOption, type DuelView, type ModeRunner, type Side, type UiHost } from './host.ts';
import type { Choosable } from './Pressable.ts';
import { tracker } from './tracker.ts';
import { UI_MODE_KINDS } from './modes/index.ts';

let checked: { json: unknown; content: UiContent } | undefined;

/** Checks the game's content once (the same object is not checked again) against the level order and the registry. */
function validated(json: unknown): UiContent {
  if (checked && checked.json === json) return checked.content;
  const textureKeys = new Set(registry.assets.filter((a) => a.type !== 'audio').map((a) => a.key));
  const content = readContent(json, { levelOrder: levelManager.order, textureKeys });
  checked = { json, content };
  return content;
}

export abstract class UiLevelScene extends BaseLevelScene {
  protected dialogue!: DialogueBox;
  protected choices!: ChoiceList;
  protected mode!: ModeRunner;
  protected level!: UiLevel;
  private started = false;
  private uiState = '';
  private buttonsTop = 0;

  constructor(key: 'Level') {
    super(key);
  }

  // ---- game hooks (src/game/Level.ts) ----

  /**
   * The game's content: the parsed src/game/content.json (checked on first use; problems stop the game with a list).
   */
  protected abstract gameContent(): unknown;

  /** Draws the level's background; the default shows `level.backdrop` stretched over the screen. */
  protected drawBackdrop(level: UiLevel): void {
    if (level.backdrop)
      this.add.image(0, 0, level.backdrop).setOrigin(0, 0).setDisplaySize(this.scale.width, this.scale.height);
  }

  /** A mode's state machine entered `state` (machine is "quiz", "cards" or "story"). */
  protected onStateEnter(_state: string, _machine: string): void {}

  /** Points for an answer; default: the question's points (or quiz.pointsPerAnswer) when right, 0 when wrong. */
  protected scoreAnswer(question: QuizQuestion, correct: boolean): number {
    return correct ? (question.points ?? gameConfig.quiz.pointsPerAnswer.value) : 0;
  }

  /** An answer was picked (after scoring). `chosen` indexes question.answers. */
  protected onAnswer(_question: QuizQuestion, _chosen: number, _correct: boolean): void {}

  /** Which card of its hand the opponent plays; default simpleOpponentChoice (heal when hurt, lethal, hardest hit). */
  protected chooseOpponentCard(hand: readonly CardDef[], duel: DuelView): number {
    return simpleOpponentChoice(hand, duel);
  }

  /** A card was played and resolved. */
  protected onCardPlayed(_card: CardDef, _by: Side, _duel: DuelView): void {}

  /** A story node was entered (after its effects, before its text is shown). */
  protected onNodeEnter(_id: string, _node: StoryNode): void {}

  /** A story choice was picked (after its effects, before the next node). */
  protected onChoiceMade(_nodeId: string, _choice: StoryChoice): void {}

  // ---- family hooks (filled here; a game does not override them) ----

  protected override buildLevel(info: LevelInfo): void {
    const content = validated(this.gameContent());
    const level = content.levels[info.id]!;
    this.level = level;
    this.started = false;
    this.uiState = '';
    tracker.beginLevel(content.resources, info.number === 1 && info.attempt === 1, info.attempt > 1);
    // A click must not start a drag: cards are dragged only once the pointer really moves.
    this.input.dragDistanceThreshold = 6;
    this.drawBackdrop(level);
    const width = this.scale.width;
    const height = this.scale.height;
    const talk = talkLayout(width, height);
    this.add
      .text(talk.title.x, talk.title.y, level.title, textStyle(22, gameConfig.ui.accentColor.value))
      .setOrigin(0.5);
    const kind = UI_MODE_KINDS.find((k) => k.mode === level.mode);
    if (!kind) throw new Error(`level "${info.id}": no kind of level is called "${level.mode}"`);
    const placed = kind.layout?.(width, height);
    this.dialogue = new DialogueBox(this, placed ? placed.box : { ...talk.box, portrait: talk.portrait });
    this.buttonsTop = placed ? placed.buttonsTop : talk.choicesTop;
    this.choices = new ChoiceList();
    this.mode = kind.create(this.makeHost(content), level);
  }

  protected override updateLevel(_time: number, delta: number): void {
    // The mode starts on the first frame, so its first events follow level_started.
    if (!this.started) {
      this.started = true;
      this.mode.start();
    }
    this.dialogue.update(delta);
    this.choices.readInput(this.controls, () => {
      if (!this.dialogue.typing) return false;
      this.dialogue.finish();
      return true;
    });
    this.choices.flush();
    this.mode.update(delta);
  }

  protected override freezeLevel(): void {
    this.choices.close();
  }

  override describePlayer(): PlayerSnapshot | null {
    return this.mode?.describePlayer() ?? null;
  }

  override describeEntities(): Record<string, unknown> {
    if (!this.mode) return {};
    return { choices: this.choices.describe(), ...this.mode.describeEntities() };
  }

  override describeFlags(): Record<string, unknown> {
    if (!this.mode) return {};
    return {
      mode: this.level.mode,
      uiState: this.uiState,
      typing: this.dialogue.typing,
      line: this.dialogue.text,
      storyFlags: tracker.flagList(),
      resources: tracker.resources(),
      ...this.mode.describeFlags(),
    };
  }

  override hudLines(): string[] {
    if (!this.mode) return [];
    return [...this.mode.hudParts(), ...tracker.hudParts()];
  }

  // ---- what modes use (through the host) ----

  private makeHost(content: UiContent): UiHost {
    return {
      scene: this,
      dialogue: this.dialogue,
      choices: this.choices,
      tracker,
      content,
      screenWidth: this.scale.width,
      screenHeight: this.scale.height,
      hooks: {
        onStateEnter: (state, machine) => this.onStateEnter(state, machine),
        scoreAnswer: (question, correct) => this.scoreAnswer(question, correct),
        onAnswer: (question, chosen, correct) => this.onAnswer(question, chosen, correct),
        chooseOpponentCard: (hand, duel) => this.chooseOpponentCard(hand, duel),
        onCardPlayed: (card, by, duel) => this.onCardPlayed(card, by, duel),
        onNodeEnter: (id, node) => this.onNodeEnter(id, node),
        onChoiceMade: (nodeId, choice) => this.onChoiceMade(nodeId, choice),
      },
      watch: (machine) => {
        machine.onEnter(({ to, machine: name }) => {
          this.uiState = to;
          emit('state_entered', { machine: name, state: to });
          this.onStateEnter(to, name);
        });
      },
      presentButtons: (options, onChoose, top) => this.presentButtons(options, onChoose, top ?? this.buttonsTop),
      presentChoices: (items, onChoose) => this.presentChoices(items, onChoose),
      sayLines: (lines, done, label) => this.sayLines(lines, done, label ?? 'Continue'),
      addScore: (points, reason) => this.addScore(points, reason),
      floatText: (x, y, text, colour) => this.floatText(x, y, text, colour),
      after: (ms, fn) => {
        this.time.delayedCall(ms, () => {
          if (!this.ended) fn();
        });
      },
      sfx: (key) => playSfx(this, key),
      finish: (outcome, reason) => (outcome === 'won' ? this.completeLevel() : this.failLevel(reason ?? 'Failed')),
    };
  }

  private presentChoices(items: Choosable[], onChoose: (index: number) => void): void {
    this.choices.present(items, (index) => {
      emit('choice_made', {
        mode: this.level.mode,
        state: this.uiState,
        choice: index + 1,
        label: items[index]?.label ?? '',
      });
      onChoose(index);
    });
  }

  private presentButtons(options: readonly ButtonOption[], onChoose: (index: number) => void, top: number): void {
    const layout = talkLayout(this.scale.width, this.scale.height);
    const buttons = options.map((option, i) => {
      const button = new ChoiceButton(this, this.scale.width / 2, top + i * layout.choiceStep, option.label, {
        width: layout.choiceWidth,
        height: layout.choiceHeight,
        keyHint: String(i + 1),
        ...(option.note ? { note: option.note } : {}),
      });
      if (option.enabled === false) button.setEnabled(false);
      return button.appear(i * 40);
    });
    this.presentChoices(buttons, onChoose);
  }

  private sayLines(lines: readonly DialogueLine[], done: () => void, lastLabel: string): void {
    const step = (i: number): void => {
      const line = lines[i];
      if (!line) {
        done();
        return;
      }
      this.dialogue.say(line);
      this.presentButtons(
        [{ label: i === lines.length - 1 ? lastLabel : 'Continue' }],
        () => step(i + 1),
        this.buttonsTop,
      );
    };
    step(0);
  }

  private floatText(x: number, y: number, text: string, colour: string): void {
    const label = this.add
      .text(x, y, text, { ...textStyle(22, colour), stroke: '#000000', strokeThickness: 4 })
      .setOrigin(0.5)
      .setDepth(50);
    this.tweens.add({
      targets: label,
      y: y - 46,
      alpha: 0,
      duration: 800,
      ease: 'Quad.easeOut',
      onComplete: () => label.destroy(),
    });
  }
}
