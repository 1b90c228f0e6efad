// The shooter mode's requirements, read back from its GDD: what play must show (waves cleared, exits reached, enemies
// defeated) and what the design must hold, one function per thing the prompt can ask for (named enemies, shooting,
// free movement, arenas and dungeons, a collectible, a boss, a time limit, lives and health, a difficulty). The
// objectives' own (collect-and-escape, a rescue) are in objectiveRequirements.ts.
import type { Gdd } from '../../../gdd.ts';
import type { Requirement } from '../../../requirements.ts';
import type { PromptPhrase } from '../../../../shared/index.ts';
import { collectibleFacts, designFact, eventFact, livesOfHero, waveCountAsked } from '../../shared/requirements.ts';
import { drawing, drawsNoun } from '../../../drawn.ts';
import { TOP_DOWN_KEYS } from './assets.ts';
import { configValue, healthAsked, TIMER_PATH, TIMER_WINS_PATH } from '../config.ts';
import { objectiveRequirements } from './objectiveRequirements.ts';
import { plural, readTopDownWords } from '../words.ts';
import { levelData } from './write.ts';

/** Everything the shooter game is checked for: the family's rules, then each thing the prompt can ask for. */
export function shooterRequirements(gdd: Gdd, phrases: readonly PromptPhrase[]): Requirement[] {
  const f = shooterFacts(gdd, phrases);
  return [
    ...familyRequirements(f),
    ...objectiveRequirements(gdd, f.w, f.ordered),
    ...enemyRequirements(f),
    ...movementRequirements(f),
    ...levelKindRequirements(f),
    ...collectibleRequirements(f),
    ...bossRequirements(f),
    ...timerRequirements(f),
    ...heroRequirements(f),
    ...difficultyRequirements(f),
  ];
}

/** What the requirements read of a shooter design: the prompt's words, the config, its arenas and dungeons. */
type ShooterFacts = ReturnType<typeof shooterFacts>;

function shooterFacts(gdd: Gdd, phrases: readonly PromptPhrase[]) {
  const { intent } = gdd;
  const w = readTopDownWords(intent, phrases);
  const config = gdd.sections.config;
  const ordered = gdd.sections.architecture.levelOrder.map((key) => ({ key, data: levelData(gdd, key) }));
  const arenas = ordered.filter((l) => l.data.mode === 'arena');
  const dungeons = ordered.filter((l) => l.data.mode === 'tilemap');
  const escapes = ordered.some((l) => l.data.objective?.kind === 'escape');
  // A rescue is survival: the level ends when the rescue is boarded, whatever waves are left.
  const survival = config[TIMER_WINS_PATH] === true || ordered.some((l) => l.data.objective?.kind === 'rescue');
  const totalEnemies = ordered.reduce((s, l) => s + l.data.facts.enemyTotal, 0);
  const waveCount = arenas.reduce((s, l) => s + l.data.waves.length, 0);
  const asset = (key: string) => gdd.sections.assets.assets.find((a) => a.key === key);
  return { gdd, intent, w, config, ordered, arenas, dungeons, escapes, survival, totalEnemies, waveCount, asset };
}

/** Every shooter game: its arena waves cleared and its dungeon exits reached. */
function familyRequirements(f: ShooterFacts): Requirement[] {
  const { w, arenas, dungeons, escapes, survival, waveCount } = f;
  const out: Requirement[] = [];
  if (arenas.length && !survival && !escapes)
    out.push(
      eventFact({
        id: 'waves-cleared',
        text: `all ${waveCount} arena waves are cleared`,
        source: 'family rules',
        weight: 2,
        event: 'wave_cleared',
        minCount: waveCount,
      }),
    );
  if (dungeons.length)
    out.push(
      eventFact({
        id: 'exits-reached',
        text: `the ${w.setting.exit} of every dungeon is reached`,
        source: 'family rules',
        weight: 2,
        event: 'exit_reached',
        minCount: dungeons.length,
      }),
    );
  return out;
}
/** The enemies defeated, and those the prompt names drawn as them and fought. */
function enemyRequirements(f: ShooterFacts): Requirement[] {
  const { w, escapes, survival, totalEnemies, asset } = f;
  const out: Requirement[] = [];
  // Escape rooms hold no enemies: nothing to defeat.
  if (!escapes)
    out.push({
      id: 'enemies-defeated',
      text: `the ${w.hero} defeats the enemies: at least ${Math.ceil(totalEnemies * 0.9)} of ${totalEnemies}`,
      source: 'family rules',
      weight: 1,
      check: {
        kind: 'event',
        event: 'enemy_killed',
        minCount: Math.max(1, Math.ceil(totalEnemies * (survival ? 0.3 : 0.9))),
      },
    });
  if (w.namedEnemies.length) {
    const source = w.enemyPhrase ?? w.namedEnemies[0]!;
    const art = (['chaser', 'shooter', 'brute'] as const)
      .map((k) => asset(TOP_DOWN_KEYS.enemies[k]))
      .filter((a) => a !== undefined);
    const drawn = w.namedEnemies.filter((e) => art.some((a) => a.description.includes(e)) && drawsNoun(e));
    out.push(
      designFact({
        id: 'enemy-theme',
        text: `the enemies are ${w.namedEnemies.map(plural).join(' and ')}`,
        source,
        ok: drawn.length === w.namedEnemies.length,
        evidence:
          `enemy art: ${art.map((a) => `"${a.key}": ${a.description}`).join('; ')}; ` +
          w.namedEnemies.map((e) => `${e}: ${drawing(e)}`).join('; '),
      }),
    );
    out.push(
      eventFact({
        id: 'fight-named',
        text: `the ${w.hero} fights ${plural(w.namedEnemies[0]!)}`,
        source,
        event: 'enemy_killed',
      }),
    );
  }
  return out;
}
/** Shooting and moving in any direction, when the prompt asks. */
function movementRequirements(f: ShooterFacts): Requirement[] {
  const { intent, w, ordered, asset } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.shooting) {
    const source = intent.phrases.shooting ?? 'shooting';
    out.push(
      designFact({
        id: 'shoot',
        text: `the ${w.hero} shoots ${plural(w.shot)}`,
        source,
        ok: asset(TOP_DOWN_KEYS.playerShot) !== undefined,
        evidence:
          `fire action (X or J) and shot art "${TOP_DOWN_KEYS.playerShot}": ` +
          `${asset(TOP_DOWN_KEYS.playerShot)?.description ?? 'missing'}`,
      }),
    );
  }
  if (w.freeMovePhrase) {
    // The golden path walks and loops along both axes; the family combines held directions into diagonals.
    const axes = new Set(
      ordered.flatMap((l) => l.data.route.flatMap((op) => (op.op === 'fight' ? ['x', 'y'] : [op.axis]))),
    );
    out.push(
      designFact({
        id: 'free-movement',
        text: `the ${w.hero} moves in any direction`,
        source: w.freeMovePhrase,
        ok: axes.size === 2,
        evidence:
          'actions up, down, left and right (held together for diagonals); the golden path moves along ' +
          `${[...axes].sort().join(' and ')}`,
      }),
    );
  }
  return out;
}
/** Arena waves, their count and a dungeon of rooms, when the prompt asks. */
function levelKindRequirements(f: ShooterFacts): Requirement[] {
  const { w, arenas, dungeons, escapes } = f;
  const out: Requirement[] = [];
  if (w.wantsArena && w.arenaPhrase) {
    out.push(
      eventFact({
        id: 'arena-waves',
        text: 'waves of enemies in an arena',
        source: w.arenaPhrase,
        event: 'wave_started',
        minCount: Math.max(1, arenas.length * 2),
      }),
    );
  }
  if (w.waves !== null && arenas.length) {
    const counts = arenas.map((l) => l.data.waves.length);
    out.push(waveCountAsked(w.waves, w.wavesPhrase, counts, 'arena'));
  }
  // An escape's "escape" is the objective's, not a wish for dungeons.
  if (w.wantsDungeon && w.dungeonPhrase && !escapes) {
    const rooms = dungeons.map((l) => l.data.facts.rooms);
    out.push(
      designFact({
        id: 'dungeon',
        text: 'a dungeon of rooms to explore',
        source: w.dungeonPhrase,
        ok: rooms.length > 0 && rooms.every((r) => r >= 4),
        evidence: dungeons.length
          ? 'dungeon levels: ' +
            `${dungeons
              .map((l) => `${l.key} (${l.data.facts.rooms} rooms, ` + `${l.data.facts.cols}x${l.data.facts.rows})`)
              .join(', ')}`
          : 'no dungeon level',
      }),
    );
  }
  return out;
}
/** The things to collect the prompt names, drawn and collected on the way. */
function collectibleRequirements(f: ShooterFacts): Requirement[] {
  const { gdd, intent, w, ordered } = f;
  const out: Requirement[] = [];
  if (w.collectibleFromPrompt) {
    const onRoute = ordered.reduce((s, l) => s + l.data.facts.gemsOnRoute, 0);
    out.push(
      ...collectibleFacts(gdd, {
        hero: w.hero,
        collectible: w.collectible,
        plural: plural(w.collectible),
        source: intent.phrases.collectibles ?? w.collectible,
        event: 'gem_collected',
        minCount: Math.max(1, Math.min(onRoute, 6)),
        key: TOP_DOWN_KEYS.pickups.score,
      }),
    );
  }
  return out;
}
/** A boss in the last level, defeated. */
function bossRequirements(f: ShooterFacts): Requirement[] {
  const { intent, w, ordered, asset } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.boss) {
    const source = intent.phrases.boss ?? 'boss';
    const last = ordered[ordered.length - 1]!;
    out.push(
      designFact({
        id: 'boss-at-end',
        text: `a boss (${w.boss}) in the last level`,
        source,
        ok: last.data.boss && last.data.facts.enemies.brute >= 1,
        evidence: last.data.boss
          ? `level "${last.key}" holds the boss, drawn as "${TOP_DOWN_KEYS.boss}": ` +
            `${asset(TOP_DOWN_KEYS.boss)?.description ?? 'missing'}`
          : `level "${last.key}" has no boss`,
      }),
    );
    out.push(
      eventFact({
        id: 'boss-defeated',
        text: `the ${w.boss} is defeated`,
        source,
        weight: 2,
        event: 'boss_defeated',
      }),
    );
  }
  return out;
}
/** A time limit, or a time to survive. */
function timerRequirements(f: ShooterFacts): Requirement[] {
  const { intent, config, ordered, survival } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.timerSeconds !== null && !ordered.some((l) => l.data.objective !== undefined)) {
    const seconds = config[TIMER_PATH];
    out.push(
      designFact({
        id: 'time-limit',
        text: `${survival ? 'survive' : 'a time limit of'} ${intent.mechanics.timerSeconds} s`,
        source: intent.phrases.timer ?? 'timer',
        ok: seconds === intent.mechanics.timerSeconds,
        evidence: `${TIMER_PATH} = ${seconds} s; ${TIMER_WINS_PATH} = ${config[TIMER_WINS_PATH]}`,
      }),
    );
  }
  return out;
}
/** The hero's lives and health the prompt asks for. */
function heroRequirements(f: ShooterFacts): Requirement[] {
  const { intent, w, config } = f;
  const out: Requirement[] = [];
  if (intent.mechanics.lives !== null)
    out.push(livesOfHero(intent, intent.mechanics.lives, configValue(config, 'game.lives')));
  const health = healthAsked(intent.read);
  // The config the game reads its full health from (the HUD shows it as HP n/max; the win screen has no level
  // flags left to read it from at the end of the golden path).
  if (health !== null)
    out.push(
      designFact({
        id: 'hero-health',
        text: `${health.value} health for the ${w.hero}`,
        source: health.phrase,
        ok: configValue(config, 'player.maxHp') === health.value,
        evidence: `player.maxHp = ${configValue(config, 'player.maxHp')}`,
      }),
    );
  return out;
}
/** An easy or hard game: its biggest wave and its most crowded room to match. */
function difficultyRequirements(f: ShooterFacts): Requirement[] {
  const { intent, w, config, arenas, dungeons } = f;
  const out: Requirement[] = [];
  if (intent.difficulty) {
    const perWave = arenas.flatMap((l) => l.data.facts.waves);
    const perRoom = dungeons.map((l) => l.data.facts.enemyTotal / Math.max(1, l.data.facts.rooms));
    const biggest = Math.max(0, ...perWave);
    const crowd = Math.max(0, ...perRoom);
    const ok =
      intent.difficulty === 'hard'
        ? biggest >= 9 || crowd >= 3
        : intent.difficulty === 'easy'
          ? (biggest === 0 || biggest <= 8) && (crowd === 0 || crowd <= 2)
          : true;
    out.push(
      designFact({
        id: 'difficulty',
        text: `the game is ${intent.difficulty}`,
        source: w.difficultyWord ?? intent.difficulty,
        ok,
        evidence:
          `largest arena wave ${biggest}; most enemies per dungeon room ${crowd.toFixed(1)}; player.maxHp ` +
          `${configValue(config, 'player.maxHp')}; enemies.chaser.speed ` +
          `${configValue(config, 'enemies.chaser.speed')}`,
      }),
    );
  }
  return out;
}
