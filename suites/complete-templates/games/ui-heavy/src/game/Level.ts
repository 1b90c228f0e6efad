// HOOK FILE: Sphinx Road's level. All three chapters are data (src/game/content.json): a story at the
// crossroads, the Sphinx's riddles, and a card duel with her shadow. The hooks below add music and a
// little weight to the shadow's hardest blows.
import { playMusic, type LevelInfo } from '../core/index.ts';
import { UiLevelScene, type CardDef, type DuelView, type Side } from '../family/index.ts';
import content from './content.json';

export class Level extends UiLevelScene {
  constructor() {
    super('Level');
  }

  protected override gameContent(): unknown {
    return content;
  }

  protected override onLevelStart(_info: LevelInfo): void {
    playMusic(this, 'bgm');
  }

  protected override onCardPlayed(card: CardDef, by: Side, _duel: DuelView): void {
    if (by === 'opponent' && (card.damage ?? 0) >= 5) this.cameras.main.shake(160, 0.006);
  }
}
