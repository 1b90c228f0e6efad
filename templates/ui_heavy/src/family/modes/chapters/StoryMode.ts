// Story (visual novel) mode: nodes of text with choices. The story graph itself is the state machine: each
// node is a state, "choice_N" and "continue" are its transitions, and ending nodes are final. Choices can
// need flags or resources (a locked choice is shown greyed with what it needs) and can change them.
import { emit, type PlayerSnapshot } from '../../../core/index.ts';
import gameConfig from '../../../gameConfig.json';
import type { StoryLevel, StoryNode } from '../../content.ts';
import { storyMachine } from '../../flows.ts';
import { StateMachine } from '../../machine.ts';
import type { ModeRunner, UiHost } from '../../host.ts';

export class StoryMode implements ModeRunner {
  readonly machine: StateMachine;
  private readonly host: UiHost;
  private readonly level: StoryLevel;
  private readonly visited = new Set<string>();

  constructor(host: UiHost, level: StoryLevel) {
    this.host = host;
    this.level = level;
    this.machine = new StateMachine('story', storyMachine(level));
    host.watch(this.machine);
    this.machine.onEnter(({ to }) => this.enter(to));
  }

  start(): void {
    this.machine.start();
  }

  update(): void {}

  private enter(id: string): void {
    const node = this.level.nodes[id]!;
    const first = !this.visited.has(id);
    this.visited.add(id);
    const discovery = first ? gameConfig.story.newNodePoints.value : 0;
    const points = discovery + this.host.tracker.apply(node.effects, `node ${id}`);
    if (points) this.host.addScore(points, first ? 'new scene' : 'scene');
    emit('node_entered', { id, first });
    this.host.hooks.onNodeEnter(id, node);
    this.host.dialogue.say(node);
    if (node.end) {
      const end = node.end;
      emit('story_ended', { id, outcome: end });
      this.host.presentButtons([{ label: end === 'won' ? 'Continue' : 'Accept your fate' }], () =>
        this.host.finish(end, node.reason ?? 'The story ended badly'),
      );
    } else if (node.next) {
      this.host.presentButtons([{ label: 'Continue' }], () => this.machine.send('continue'));
    } else {
      this.presentChoices(id, node);
    }
  }

  private presentChoices(id: string, node: StoryNode): void {
    const choices = node.choices ?? [];
    const tracker = this.host.tracker;
    this.host.presentButtons(
      choices.map((c) => ({
        label: c.text,
        enabled: tracker.meets(c.requires),
        note: tracker.meets(c.requires) ? '' : tracker.missing(c.requires),
      })),
      (i) => {
        const choice = choices[i]!;
        const points = tracker.apply(choice.effects, `choice in ${id}`);
        if (points) this.host.addScore(points, 'choice');
        this.host.sfx('sfx-click');
        emit('story_choice', { node: id, choice: i + 1, next: choice.next });
        this.host.hooks.onChoiceMade(id, choice);
        this.machine.send(`choice_${i + 1}`);
      },
    );
  }

  describePlayer(): PlayerSnapshot | null {
    return null;
  }

  describeEntities(): Record<string, unknown> {
    return { node: this.machine.current };
  }

  describeFlags(): Record<string, unknown> {
    return { node: this.machine.current, visited: this.visited.size };
  }

  hudParts(): string[] {
    return [];
  }
}
