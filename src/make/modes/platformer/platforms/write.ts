// Fills a fresh copy of templates/platformer from the GDD: the hook files (levels, definition, Level), the GDD's
// values merged into gameConfig.json's leaves, assets.json from the registry, and golden-path.json planned again
// from the levels' rows (so the path always matches the map): hold right while throwing (and swiping), jump at the
// planner's take-off points, stop to fight a boss, then run to the flag.
import { leavesFrom, mergeConfig, type GameConfigTree } from '../../../../shared/index.ts';
import type { Gdd } from '../../../gdd.ts';
import { actionList, definitionFile } from '../../shared/definition.ts';
import { stepPerLine, writeGameConfig, writeHookFiles, writeRegistry } from '../../shared/files.ts';
import type { PlannedPath } from '../../../mode.ts';
import { PLATFORMER_KEYS } from './assets.ts';
import { configValue, DASH_PATHS, EXTRA_LEAVES, physicsOf, TIMER_PATH } from '../config.ts';
import { AIR_JUMP_GAP_MS, JUMP_HOLD_MS, planLevel, type LevelPlan } from './plan.ts';

const ts = (value: unknown) => JSON.stringify(value);

export interface PlatformerText {
  /** Label of the collectible in the HUD ("Gems"). */
  collectibleLabel: string;
  /** One banner per level id, shown on its first attempt. */
  banners: Record<string, string>;
  actions: { name: string; keys: string[]; description: string }[];
  /** The boss's name on the HUD and over its health bar, when the game has a boss. */
  bossName?: string;
}

function levelsFile(gdd: Gdd): string {
  const levels = gdd.sections.levels.map(
    (level) => `  ${ts(level.key)}: [\n${level.ascii.map((r) => `    ${ts(r)},`).join('\n')}\n  ],`,
  );
  return (
    `// HOOK FILE (made by playsmith make): the levels of ${ts(gdd.title)}, ` +
    `as ASCII rows of 32-pixel cells (legend:
// src/family/asciiLevel.ts and docs/design_rules.md). Generated from seed ${gdd.seed}; ` +
    `every flag and pickup is reachable
// with the configured jump, and golden-path.json was planned on exactly these rows.

export const LEVELS: Record<string, readonly string[]> = {
${levels.join('\n')}
};
`
  );
}

/** The dash's frame update, in the hook's onUpdate: a burst the way the hero faces, then its cooldown. */
const DASH_UPDATE = `
    // The dash: a burst at dash.speed the way the hero faces, over the run speed the family set this frame.
    this.dashCooldownMs = Math.max(0, this.dashCooldownMs - delta);
    if (this.controls.justPressed('dash') && this.dashCooldownMs === 0) {
      this.dashMs = gameConfig.dash.durationMs.value;
      this.dashCooldownMs = gameConfig.dash.cooldownMs.value;
      this.playCue('jump');
      emit('player_dashed', { facing: this.player.facing > 0 ? 'right' : 'left' });
    }
    if (this.dashMs > 0) {
      this.dashMs = Math.max(0, this.dashMs - delta);
      this.player.arcadeBody.setVelocityX(this.player.facing * gameConfig.dash.speed.value);
    }`;

/** The time limit's members of the hook: the time left, in the contract's flags too. */
const TIMER_MEMBERS = `

  override describeFlags(): Record<string, unknown> {
    return { ...super.describeFlags(), timeLeftMs: Math.max(0, Math.round(this.timeLeftMs())) };
  }

  private timeLeftMs(): number {
    return gameConfig.level.timeLimitSeconds.value * 1000 - this.elapsedMs;
  }`;

/** A hurt hero's dash ends. */
const DASH_HURT = `

  protected override onPlayerHurt(): void {
    this.dashMs = 0;
  }`;

function levelFile(gdd: Gdd, text: PlatformerText): string {
  const timed = gdd.sections.config[TIMER_PATH] !== undefined;
  const dashes = gdd.sections.config[DASH_PATHS.speed] !== undefined;
  const hasBoss = gdd.sections.assets.assets.some((a) => a.key === PLATFORMER_KEYS.boss);
  const K = PLATFORMER_KEYS;
  const keys = [
    `      player: ${ts(K.player)},`,
    `      patrolEnemy: ${ts(K.patrolEnemy)},`,
    `      chaseEnemy: ${ts(K.chaseEnemy)},`,
    ...(hasBoss ? [`      boss: ${ts(K.boss)},`, `      bossShot: ${ts(K.bossShot)},`] : []),
    `      coin: ${ts(K.coin)},`,
    `      heart: ${ts(K.heart)},`,
    `      goal: ${ts(K.goal)},`,
    `      tileset: ${ts(K.tileset)},`,
    `      platform: ${ts(K.platform)},`,
    `      spikes: ${ts(K.spikes)},`,
    `      playerShot: ${ts(K.playerShot)},`,
    `      background: ${ts(K.background)},`,
    `      music: ${ts(K.music)},`,
    `      sfx: { ${Object.entries(K.sfx)
      .map(([cue, key]) => `${cue}: ${ts(key)}`)
      .join(', ')} },`,
  ].join('\n');
  const banners = Object.entries(text.banners)
    .map(([id, line]) => `  ${ts(id)}: ${ts(line)},`)
    .join('\n');
  const configImport = timed || dashes ? `import gameConfig from '../gameConfig.json';\n` : '';
  const timerCheck = timed ? `\n    if (this.timeLeftMs() <= 0) this.failLevel('Time up');` : '';
  const dashFields = dashes ? `\n  private dashMs = 0;\n  private dashCooldownMs = 0;` : '';
  const dashStart = dashes ? `\n    this.dashMs = 0;\n    this.dashCooldownMs = 0;` : '';
  const dashUpdate = dashes ? DASH_UPDATE : '';
  const dashHurt = dashes ? DASH_HURT : '';
  const bossNameMember =
    hasBoss && text.bossName
      ? `\n  protected override bossName(): string {\n    return ${ts(text.bossName)};\n  }\n`
      : '';
  const timerHud = timed ? `, \`Time \${Math.max(0, Math.ceil(this.timeLeftMs() / 1000))}\`` : '';
  const timerMembers = timed ? TIMER_MEMBERS : '';
  return (
    `// HOOK FILE (made by playsmith make): which level data and registry keys the platformer family uses, ` +
    `a banner per
// level, the collectible's name in the HUD, a double_jump event for the mechanic the prompt may ask for` +
    `${dashes ? ', the dash' : ''}${timed ? ', and the\n// time limit of each level' : ''}.
${configImport}import { emit, tiledLevelRows, type LevelInfo } from '../core/index.ts';
import { PlatformerLevelScene, type PlatformerAssetKeys } from '../family/index.ts';
import { LEVELS } from './levels.ts';

const BANNERS: Record<string, string> = {
${banners}
};

export class Level extends PlatformerLevelScene {
  private airJumpWasReady = false;${dashFields}

  constructor() {
    super('Level');
  }

  // The level's Tiled map (public/assets/level-<id>.json) when the asset pack loaded it, else its ASCII rows.
  protected override levelLayout(info: LevelInfo): readonly string[] {
    const rows = tiledLevelRows(this, \`level-\${info.id}\`) ?? LEVELS[info.id];
    if (!rows) throw new Error(\`src/game/levels.ts has no level "\${info.id}" (the level order lists it)\`);
    return rows;
  }

  protected override assetKeys(): PlatformerAssetKeys {
    return {
${keys}
    };
  }

  protected override onLevelStart(info: LevelInfo): void {
    this.airJumpWasReady = false;${dashStart}
    if (info.attempt === 1) this.showBanner(BANNERS[info.id] ?? 'Reach the flag!', 1500);
  }

  protected override onUpdate(${dashes ? '_time: number, delta: number' : ''}): void {
    // The family reports every jump as player_jumped; the air jump used up in mid-air is the double jump itself.
    const ready = this.player.canAirJump;
    if (this.airJumpWasReady && !ready && !this.player.onGround) ` +
    `emit('double_jump', { level: this.levelInfo().number });
    this.airJumpWasReady = ready;${dashUpdate}${timerCheck}
  }${dashHurt}

${bossNameMember}
  override hudLines(): string[] {
    return [...super.hudLines().map((line) => line.replace(/^Coins/, ${ts(text.collectibleLabel)}))${timerHud}];
  }${timerMembers}
}
`
  );
}

/** The golden path: every level's planned jumps, the boss fight, the run to the flag. */
export function goldenPath(gdd: Gdd, plans: readonly LevelPlan[]): Record<string, unknown> {
  const melee = configValue(gdd.sections.config, 'melee.enabled') === true;
  const dashes = gdd.sections.config[DASH_PATHS.speed] !== undefined;
  const fire = [{ press: 'shoot' }, { wait: 50 }, ...(melee ? [{ press: 'attack' }, { wait: 50 }] : [])];
  const steps: Record<string, unknown>[] = [
    { until: { path: 'scene', equals: 'Title' }, timeoutMs: 5000 },
    { press: 'start' },
  ];
  const speed = Number(configValue(gdd.sections.config, 'player.walkSpeed'));
  const timeout = (fromX: number, toX: number) =>
    Math.round(Math.max(4000, ((toX - fromX) / speed) * 2000 + 3000) / 100) * 100;
  plans.forEach((plan, i) => {
    // The level number changes a frame before the next level is built: wait for its hero at the start, or the first
    // trigger would read the last level's position.
    if (i > 0 || dashes) steps.push({ until: { path: 'player.x', lte: plan.startX + 8 }, timeoutMs: 5000 });
    if (dashes) steps.push({ press: 'dash' });
    let x = 0;
    for (const jump of plan.jumps) {
      steps.push({
        until: { path: 'player.x', gte: jump.triggerX },
        hold: ['right'],
        repeat: fire,
        timeoutMs: timeout(x, jump.triggerX),
      });
      steps.push({ hold: ['right', 'jump'], ms: JUMP_HOLD_MS });
      if (jump.kind === 'double')
        steps.push({ hold: ['right'], ms: AIR_JUMP_GAP_MS }, { hold: ['right', 'jump'], ms: JUMP_HOLD_MS });
      x = jump.triggerX;
    }
    if (plan.bossStopX !== null) {
      steps.push({
        until: { path: 'player.x', gte: plan.bossStopX },
        hold: ['right'],
        repeat: fire,
        timeoutMs: timeout(x, plan.bossStopX),
      });
      steps.push({
        until: { path: 'flags.bossDefeated', equals: true },
        repeat: [{ press: 'shoot' }, { wait: 100 }, ...(melee ? [{ press: 'attack' }, { wait: 100 }] : [])],
        timeoutMs: 40000,
      });
    }
    const end = i < plans.length - 1 ? { path: 'level', equals: i + 2 } : { path: 'won', equals: true };
    steps.push({ until: end, hold: ['right'], repeat: fire, timeoutMs: 20000 });
  });
  const bosses = plans.filter((p) => p.bossStopX !== null).length;
  const jumps = plans.reduce((s, p) => s + p.jumps.length, 0);
  const doubles = plans.reduce((s, p) => s + p.jumps.filter((j) => j.kind === 'double').length, 0);
  return {
    version: 1,
    seed: gdd.seed >>> 0,
    description:
      'Planned by playsmith make on the generated levels: from the title, ' +
      `${dashes ? 'dash at the start of each level, ' : ''}run right through ${plans.length} level(s) ` +
      `throwing${melee ? ' and swiping' : ''} ahead, with ${jumps} ` +
      `jump(s)${doubles ? ` (${doubles} of them double jumps)` : ''} at take-off points that land safely under every ` +
      `timing of the runner${bosses ? ', stop to shoot the boss until it falls' : ''}, and run to the flag.`,
    steps,
    expect: { won: true },
  };
}

/** gameConfig.json with one leaf per line, as the template writes it. */
function configJson(config: GameConfigTree): string {
  const sections = Object.entries(config).map(
    ([name, leaves]) =>
      `  ${ts(name)}: {\n${Object.entries(leaves as GameConfigTree)
        .map(([key, leaf]) => `    ${ts(key)}: ${ts(leaf)}`)
        .join(',\n')}\n  }`,
  );
  return `{\n${sections.join(',\n')}\n}\n`;
}

/**
 * Plans every level of the GDD again from its rows; throws when one cannot be planned (validate() reports it first).
 */
export function planGdd(gdd: Gdd): LevelPlan[] {
  const physics = physicsOf(gdd.sections.config);
  return gdd.sections.levels.map((level) => {
    const planned = planLevel(level.ascii, physics);
    if (!planned.ok) throw new Error(`level "${level.key}": ${planned.problem}`);
    return planned.plan;
  });
}

export function writePlatformerGame(projectDir: string, gdd: Gdd, text: PlatformerText): void {
  writeHookFiles(projectDir, {
    'levels.ts': levelsFile(gdd),
    'definition.ts': definitionFile(gdd, { expression: actionList(text.actions) }),
    'Level.ts': levelFile(gdd, text),
  });
  writeGameConfig(
    projectDir,
    (config) => mergeConfig(config, gdd.sections.config, 'platformer', leavesFrom(EXTRA_LEAVES)),
    configJson,
  );
  writeRegistry(projectDir, gdd, { tileset: PLATFORMER_KEYS.tileset });
}

export function platformerGoldenPath(gdd: Gdd): PlannedPath {
  const path = goldenPath(gdd, planGdd(gdd));
  return { path, text: stepPerLine(path) };
}
