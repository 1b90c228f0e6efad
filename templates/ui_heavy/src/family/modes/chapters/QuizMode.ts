// Quiz mode: questions with 2-4 answers, points for right answers, a pass mark. The flow is a state machine:
//   intro -> asking -> reveal -> explain -> asking ... -> passed | failed
// "reveal" colours the picked and the right answer for quiz.feedbackMs; "explain" says why, with a Continue.
// The level fails as soon as the pass mark cannot be reached any more.
import type Phaser from 'phaser';
import gameConfig from '../../../gameConfig.json';
import { emit, random, textStyle, type PlayerSnapshot } from '../../../core/index.ts';
import type { QuizLevel, QuizQuestion } from '../../content.ts';
import { QUIZ_FLOW } from '../../flows.ts';
import { StateMachine } from '../../machine.ts';
import { talkLayout, type ModeRunner, type UiHost } from '../../host.ts';

export class QuizMode implements ModeRunner {
  readonly machine = new StateMachine('quiz', QUIZ_FLOW);
  private readonly host: UiHost;
  private readonly level: QuizLevel;
  private readonly hint: Phaser.GameObjects.Text;
  private index = 0;
  private right = 0;
  /** Display order of the current question's answers (indices into question.answers). */
  private order: number[] = [];
  private lastCorrect = false;

  constructor(host: UiHost, level: QuizLevel) {
    this.host = host;
    this.level = level;
    const layout = talkLayout(host.screenWidth, host.screenHeight);
    this.hint = host.scene.add
      .text(host.screenWidth / 2, layout.hintY, '', textStyle(15, gameConfig.dialogue.hintColor.value))
      .setOrigin(0.5);
    host.watch(this.machine);
    this.machine.onEnter(({ to }) => this.enter(to));
  }

  start(): void {
    this.machine.start();
  }

  update(): void {}

  private get question(): QuizQuestion {
    return this.level.questions[this.index]!;
  }

  private enter(state: string): void {
    switch (state) {
      case 'intro':
        this.host.sayLines(this.level.intro ?? [], () => this.machine.send('begin'));
        return;
      case 'asking':
        this.ask();
        return;
      case 'explain':
        this.explain();
        return;
      case 'passed':
        emit('quiz_passed', { right: this.right, of: this.level.questions.length });
        this.closing(this.level.passLine, 'won');
        return;
      case 'failed':
        emit('quiz_failed', { right: this.right, of: this.level.questions.length, needed: this.level.passMark });
        this.closing(this.level.failLine, 'failed');
        return;
    }
  }

  private ask(): void {
    const q = this.question;
    this.host.dialogue.say({ text: q.prompt, speaker: this.level.host?.name, portrait: this.level.host?.portrait });
    this.hint.setText(q.hint && this.host.tracker.has(q.hint.flag) ? q.hint.text : '');
    const indices = q.answers.map((_, i) => i);
    this.order = gameConfig.quiz.shuffleAnswers.value ? random.shuffle(indices) : indices;
    this.host.presentButtons(
      this.order.map((i) => ({ label: q.answers[i]! })),
      (shown) => this.answer(shown),
    );
  }

  private answer(shown: number): void {
    const q = this.question;
    const chosen = this.order[shown]!;
    const correct = chosen === q.correct;
    this.lastCorrect = correct;
    if (correct) this.right++;
    const items = this.host.choices.items;
    items[shown]?.mark(correct ? 'correct' : 'wrong');
    if (!correct) items[this.order.indexOf(q.correct)]?.mark('correct');
    const points = this.host.hooks.scoreAnswer(q, correct);
    const at = items[shown];
    if (points && at) this.host.floatText(at.x + 220, at.y, `+${points}`, gameConfig.choices.correctColor.value);
    if (points) this.host.addScore(points, 'answer');
    this.host.sfx(correct ? 'sfx-correct' : 'sfx-wrong');
    emit('answer_chosen', { question: this.index + 1, answer: chosen, correct, right: this.right });
    this.host.hooks.onAnswer(q, chosen, correct);
    this.machine.send('answer');
    this.host.after(gameConfig.quiz.feedbackMs.value, () => this.machine.send('explain'));
  }

  private explain(): void {
    const q = this.question;
    const verdict = this.lastCorrect ? 'Right!' : `Not quite: it was "${q.answers[q.correct]}".`;
    this.host.dialogue.say({
      text: q.explain ? `${verdict} ${q.explain}` : verdict,
      speaker: this.level.host?.name,
      portrait: this.level.host?.portrait,
    });
    this.hint.setText('');
    const asked = this.index + 1;
    const left = this.level.questions.length - asked;
    const last = left === 0;
    const hopeless = this.right + left < this.level.passMark;
    this.host.presentButtons([{ label: last || hopeless ? 'Continue' : 'Next question' }], () => {
      if (hopeless) return this.machine.send('fail');
      if (last) return this.machine.send(this.right >= this.level.passMark ? 'pass' : 'fail');
      this.index++;
      return this.machine.send('next');
    });
  }

  private closing(line: QuizLevel['passLine'], outcome: 'won' | 'failed'): void {
    const reason = `${this.right} of ${this.level.questions.length} right, ${this.level.passMark} needed`;
    if (!line) {
      this.host.finish(outcome, reason);
      return;
    }
    this.host.sayLines([line], () => this.host.finish(outcome, reason));
  }

  describePlayer(): PlayerSnapshot | null {
    return null;
  }

  describeEntities(): Record<string, unknown> {
    return { question: this.index + 1, questions: this.level.questions.length };
  }

  describeFlags(): Record<string, unknown> {
    return {
      question: this.index + 1,
      questions: this.level.questions.length,
      right: this.right,
      passMark: this.level.passMark,
    };
  }

  hudParts(): string[] {
    return [
      `Q ${Math.min(this.index + 1, this.level.questions.length)}/${this.level.questions.length}`,
      `Right ${this.right}/${this.level.passMark}`,
    ];
  }
}
