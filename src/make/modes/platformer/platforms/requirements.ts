// The platforms mode's requirements, read back from its GDD: every flag reached, and one function per thing the
// prompt can ask for (a collectible, named enemies, shooting, a melee attack, the double jump, the dash, a boss, a
// time limit, lives, a difficulty), each stating what play must show or what the design must hold.
import type { Gdd } from '../../../gdd.ts';
import type { Requirement } from '../../../requirements.ts';
import { checkReachable } from '../../../../../templates/platformer/src/family/asciiLevel.ts';
import type { PromptPhrase } from '../../../../shared/index.ts';
import { collectibleFacts, designFact, eventFact, livesOfHero } from '../../shared/requirements.ts';
import { drawing, drawsNoun } from '../../../drawn.ts';
import { PLATFORMER_KEYS } from './assets.ts';
import { configValue, DASH_PATHS, physicsOf, TIMER_PATH } from '../config.ts';
import { jumpPhysicsOf } from './levels.ts';
import { BODY, CELL } from '../sim.ts';
import { bossNameOf, plural, readPlatformerWords } from '../words.ts';
import { meleeName } from './prose.ts';
import { planGdd } from './write.ts';

/** Whether the flag of `rows` is out of reach without the air jump (the level needs the double jump). */
function needsDoubleJump(rows: readonly string[], gdd: Gdd): boolean {
  const physics = physicsOf(gdd.sections.config);
  return (
    !checkReachable(rows, jumpPhysicsOf(physics, false), CELL, BODY.width).reachable &&
    checkReachable(rows, jumpPhysicsOf(physics, true), CELL, BODY.width).reachable
  );
}

/** Everything the platforms game is checked for: the family's rule, then each thing the prompt can ask for. */
export function platformsRequirements(gdd: Gdd, phrases: readonly PromptPhrase[]): Requirement[] {
  const f = platformsFacts(gdd, phrases);
  return [
    ...familyRequirements(f),
    ...collectibleRequirements(f),
    ...enemyRequirements(f),
    ...shootingRequirements(f),
    ...meleeRequirements(f),
    ...doubleJumpRequirements(f),
    ...dashRequirements(f),
    ...bossRequirements(f),
    ...timerRequirements(f),
    ...livesRequirements(f),
    ...difficultyRequirements(f),
  ];
}

/** What the requirements read of a platforms design: the prompt's words, the config, the levels and their plans. */
type PlatformsFacts = ReturnType<typeof platformsFacts>;

function platformsFacts(gdd: Gdd, phrases: readonly PromptPhrase[]) {
  const { intent } = gdd;
  const words = readPlatformerWords(intent, phrases);
  const config = gdd.sections.config;
  const levels = gdd.sections.levels;
  const plans = planGdd(gdd);
  const asset = (key: string) => gdd.sections.assets.assets.find((a) => a.key === key);
  return { gdd, intent, words, config, levels, plans, asset };
}

/** Every platforms game: the goal of every level reached. */
function familyRequirements({ words, levels }: PlatformsFacts): Requirement[] {
  return [
    {
      id: 'reach-every-flag',
      text: `the ${words.setting.goal} of every level is reached`,
      source: 'family rules',
      weight: 2,
      check: { kind: 'event', event: 'goal_reached', minCount: levels.length },
    },
  ];
}

/** The things to collect the prompt names, drawn and collected on the way. */
function collectibleRequirements(f: PlatformsFacts): Requirement[] {
  const { gdd, intent, words, levels } = f;
  const out: Requirement[] = [];
  const coinsOnPath = levels.reduce(
    (s, l) => s + Number((l.data.facts as { coinsOnPath?: number } | undefined)?.coinsOnPath ?? 0),
    0,
  );
  if (words.collectibleFromPrompt) {
    out.push(
      ...collectibleFacts(gdd, {
        hero: words.hero,
        collectible: words.collectible,
        plural: plural(words.collectible),
        source: intent.phrases.collectibles ?? words.collectible,
        event: 'coin_collected',
        minCount: Math.max(1, Math.min(coinsOnPath, 10)),
        key: PLATFORMER_KEYS.coin,
      }),
    );
  }
  return out;
}
/** The enemies the prompt names: drawn as them, and defeated. */
function enemyRequirements(f: PlatformsFacts): Requirement[] {
  const { intent, words, asset } = f;
  const out: Requirement[] = [];
  if (words.enemiesFromPrompt) {
    const source = intent.phrases.enemies ?? words.namedEnemies.join(', ');
    const art = [asset(PLATFORMER_KEYS.patrolEnemy), asset(PLATFORMER_KEYS.chaseEnemy)];
    const drawn = words.namedEnemies.filter((e) => art.some((a) => a?.description.includes(e)) && drawsNoun(e));
    out.push(
      designFact({
        id: 'enemy-theme',
        text: `the enemies are ${words.namedEnemies.map(plural).join(' and ')}`,
        source,
        ok: drawn.length === Math.min(2, words.namedEnemies.length),
        evidence:
          `enemy art: ${art.map((a) => `"${a?.key}": ${a?.description}`).join('; ')}; ` +
          words.namedEnemies.map((e) => `${e}: ${drawing(e)}`).join('; '),
      }),
    );
    out.push(
      eventFact({
        id: 'defeat-enemies',
        text: `the ${words.hero} defeats ${plural(words.patrol)}`,
        source,
        event: 'enemy_killed',
      }),
    );
  }
  return out;
}
/** Shooting: the throw is on, and used in play. */
function shootingRequirements(f: PlatformsFacts): Requirement[] {
  const { intent, words, config } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.shooting) {
    out.push(
      designFact({
        id: 'shoot',
        text: `the ${words.hero} throws ${plural(words.shot)}`,
        source: intent.phrases.shooting ?? 'shooting',
        ok: configValue(config, 'ranged.enabled') === true,
        evidence:
          `ranged.enabled = ${configValue(config, 'ranged.enabled')}; the shoot action (X or K) throws ` +
          `${words.shot}`,
      }),
    );
    out.push(
      eventFact({
        id: 'shots-fired',
        text: 'shots are fired in play',
        source: intent.phrases.shooting ?? 'shooting',
        event: 'player_attacked',
      }),
    );
  }
  return out;
}
/** A melee attack: on, and defeating enemies in play. */
function meleeRequirements(f: PlatformsFacts): Requirement[] {
  const { intent, words, config } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.melee) {
    out.push(
      designFact({
        id: 'melee',
        text: `the ${words.hero} makes a ${meleeName(words.hero)}`,
        source: intent.phrases.melee ?? 'melee',
        ok: configValue(config, 'melee.enabled') === true,
        evidence: `melee.enabled = ${configValue(config, 'melee.enabled')}; the attack action (Z or J)`,
      }),
    );
    out.push(
      eventFact({
        id: 'enemy-defeated',
        text: 'enemies are defeated in play',
        source: intent.phrases.melee ?? 'melee',
        event: 'enemy_killed',
      }),
    );
  }
  return out;
}
/** The double jump: on, needed by some level, and used in play. */
function doubleJumpRequirements(f: PlatformsFacts): Requirement[] {
  const { gdd, intent, config, levels } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.doubleJump) {
    const source = intent.phrases.doubleJump ?? 'double jump';
    const needing = levels.filter((l) => needsDoubleJump(l.ascii, gdd)).map((l) => l.key);
    out.push(
      designFact({
        id: 'double-jump-config',
        text: 'the hero can double jump',
        source,
        ok: configValue(config, 'player.doubleJump') === true,
        evidence: `player.doubleJump = ${configValue(config, 'player.doubleJump')}`,
      }),
    );
    out.push(
      designFact({
        id: 'double-jump-needed',
        text: 'levels need the double jump',
        source,
        ok: needing.length > 0,
        evidence: needing.length
          ? `without the air jump the flag is out of reach on: ${needing.join(', ')}`
          : 'every flag is reachable with a single jump',
      }),
    );
    out.push(
      eventFact({
        id: 'double-jump-played',
        text: 'the double jump is used in play',
        source,
        weight: 2,
        event: 'double_jump',
      }),
    );
  }
  return out;
}
/** The dash: faster than a run, and used in play. */
function dashRequirements(f: PlatformsFacts): Requirement[] {
  const { intent, words, config } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.dash) {
    const source = intent.phrases.dash ?? 'dash';
    const speed = config[DASH_PATHS.speed];
    out.push(
      designFact({
        id: 'dash-config',
        text: `the ${words.hero} can dash`,
        source,
        ok: typeof speed === 'number' && speed > Number(configValue(config, 'player.walkSpeed')),
        evidence:
          `${DASH_PATHS.speed} = ${speed} px/s against a run of ${configValue(config, 'player.walkSpeed')} ` +
          'px/s; the dash action (C or Left Shift)',
      }),
    );
    out.push(eventFact({ id: 'dash-played', text: 'the dash is used in play', source, event: 'player_dashed' }));
  }
  return out;
}
/** A boss: guarding the last level, defeated, and called by the name the prompt gives. */
function bossRequirements(f: PlatformsFacts): Requirement[] {
  const { intent, words, config, levels } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.boss) {
    const last = levels[levels.length - 1]!;
    const hasBoss = last.ascii.some((r) => r.includes('B'));
    out.push(
      designFact({
        id: 'boss-at-end',
        text: `a boss (${words.boss}) guards the last level`,
        source: intent.phrases.boss ?? 'boss',
        ok: hasBoss && configValue(config, 'boss.guardsGoal') === true,
        evidence: hasBoss
          ? `level "${last.key}" has the boss "B"; boss.guardsGoal = ${configValue(config, 'boss.guardsGoal')}`
          : `level "${last.key}" has no boss`,
      }),
    );
    out.push(
      eventFact({
        id: 'boss-defeated',
        text: `the ${words.boss} is defeated`,
        source: intent.phrases.boss ?? 'boss',
        weight: 2,
        event: 'boss_defeated',
      }),
    );
    const name = bossNameOf(intent);
    // A boss the prompt names: the game calls it so (the HUD and its health bar read the same bossName()).
    if (name)
      out.push({
        id: 'boss-named',
        text: `the boss is called the ${name} in play`,
        source: name,
        weight: 1,
        check: { kind: 'state', path: 'flags.bossName', equals: name },
      });
  }
  return out;
}
/** A time limit per level, long enough for the golden path. */
function timerRequirements(f: PlatformsFacts): Requirement[] {
  const { intent, config, plans } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.timerSeconds !== null) {
    const seconds = config[TIMER_PATH];
    const longest = Math.max(...plans.map((p) => p.runMs)) / 1000;
    out.push(
      designFact({
        id: 'time-limit',
        text: `each level has a time limit of ${intent.mechanics.timerSeconds} s`,
        source: intent.phrases.timer ?? 'timer',
        ok: seconds === intent.mechanics.timerSeconds,
        evidence: `${TIMER_PATH} = ${seconds} s; the golden path's longest run takes ${Math.round(longest)} s`,
      }),
    );
  }
  return out;
}
/** The lives the prompt asks for. */
function livesRequirements(f: PlatformsFacts): Requirement[] {
  const { intent, config } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.lives !== null)
    out.push(livesOfHero(intent, intent.mechanics.lives, configValue(config, 'game.lives')));
  return out;
}
/** An easy or hard game: its widest pit and its boss to match. */
function difficultyRequirements(f: PlatformsFacts): Requirement[] {
  const { intent, config, plans } = f;
  const out: Requirement[] = [];
  if (intent.difficulty) {
    const widest = Math.max(
      ...plans.flatMap((p) =>
        p.jumps
          .filter((j) => j.kind === 'jump' && j.obstacle.kind === 'pit')
          .map((j) => j.obstacle.to - j.obstacle.from + 1),
      ),
      0,
    );
    const ok =
      intent.difficulty === 'hard'
        ? widest >= 4 || Number(configValue(config, 'boss.hp')) > 6
        : intent.difficulty === 'easy'
          ? widest <= 3
          : true;
    out.push(
      designFact({
        id: 'difficulty',
        text: `the game is ${intent.difficulty}`,
        source: intent.phrases.difficulty ?? intent.difficulty,
        ok,
        evidence:
          `widest single-jump pit ${widest} cells; player.maxHp ${configValue(config, 'player.maxHp')}; boss.hp ` +
          `${configValue(config, 'boss.hp')}; enemy.chaseSpeed ${configValue(config, 'enemy.chaseSpeed')}`,
      }),
    );
  }
  return out;
}
