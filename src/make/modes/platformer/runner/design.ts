// The platformer family's runner mode, generator side: an endless runner (the hero runs on its own and jumps the
// prompt's obstacles), an auto-scrolling flyer (it steers up and down past them) or a flappy flyer (it falls and flaps
// up through the gaps of gates made of the prompt's things), with the speed ramping up at the
// prompt's interval and the win at the prompt's time or distance. Reads the prompt's words for the mode, designs the
// level from a seeded stream the planner (runner.ts) proves passable, and states the requirements play checks.
import { createRandom, hashString } from '../../../../assets/index.ts';
import type { AssetRegistry } from '../../../../assets/index.ts';
import type { DesignInput, FamilyDesign } from '../../../mode.ts';
import { singularWord as singular } from '../../../singular.ts';
import { drawsNoun } from '../../../drawn.ts';
import { countWord, type ConfigValues, type PromptPhrase } from '../../../../shared/index.ts';
import { roadmapEnd } from '../../shared/roadmap.ts';
import {
  RUNNER_WORLD,
  type RunnerCourse,
  type RunnerKind,
  type RunnerSpec,
} from '../../../../../templates/platformer/src/family/modes/runner/runnerRules.ts';
import { planRunner } from './runner.ts';
import { clampToLeaf } from '../config.ts';
import { plural, withArticle, type Difficulty, type PlatformerWords } from '../words.ts';

/** The words that ask for the mode: an endless or auto runner, or a game that scrolls by itself. */
export const ENDLESS_WORDS = /\bendless(?: runner)?\b|\bauto[- ]?runn(?:er|ing)\b|\binfinite runner\b/;
export const AUTO_SCROLL_WORDS = /\bauto[- ]?scroll(?:s|ing|er)?\b/;
export const RUNNER_CUE = new RegExp(`${ENDLESS_WORDS.source}|${AUTO_SCROLL_WORDS.source}`);
/** A flyer steers instead of jumping: the prompt says it flies, or its hero is a flying creature. */
const FLY_CUE = /\bfl(?:y|ies|ying|yer|ier|aps?|apping)\b|\bsoar(?:s|ing)?\b|\bglid(?:e|es|ing|er)\b/;
const FLYERS = new Set(
  'bat bird owl bee butterfly moth dragon plane airplane jet helicopter ufo rocket spaceship parrot eagle fairy'.split(
    ' ',
  ),
);

/** Registry keys of a runner game, as its src/game/Level.ts names them. */
export const RUNNER_KEYS = {
  // Not "hero": the art reads its key's words, and "hero" would draw a person whatever the description says.
  hero: 'avatar',
  obstacle: 'obstacle',
  pickup: 'pickup',
  ground: 'ground-strip',
  vehicle: 'vehicle',
  background: 'backdrop',
  music: 'music',
  sfx: { jump: 'sfx-jump', pickup: 'sfx-pickup', crash: 'sfx-lose', ramp: 'sfx-ramp', win: 'sfx-win' },
} as const;

export interface RunnerWords {
  kind: RunnerKind;
  hero: string;
  /** The prompt's obstacle ("trash can"), or the setting's stand-in. */
  obstacle: string;
  obstacleFromPrompt: boolean;
  /** The phrase the prompt named the obstacles with ("trash cans"). */
  obstaclePhrase: string | null;
  pickup: string;
  pickupFromPrompt: boolean;
  pickupPhrase: string | null;
  /** What the hero rides ("skateboard"), when the prompt says. */
  vehicle: string | null;
  rampEverySeconds: number;
  rampFromPrompt: boolean;
  rampPhrase: string | null;
  goal: { kind: 'time'; seconds: number } | { kind: 'distance'; metres: number } | { kind: 'gates'; count: number };
  goalFromPrompt: boolean;
  goalPhrase: string | null;
}

/** Pixels per metre on the HUD and in the contract's distance. */
export const PX_PER_METRE = 10;
/** The ramp interval when the prompt names none, s. */
const DEFAULT_RAMP_SECONDS = 20;

/** "every 30 seconds", "every minute": the ramp interval in seconds, and the words it was read from. */
function rampOf(text: string): { seconds: number; phrase: string } | null {
  const m = /\bevery\s+(?:(\d+|[a-z]+)\s+)?(seconds?|secs?|minutes?|mins?)\b/.exec(text);
  if (!m) return null;
  const n = m[1] === undefined ? 1 : countWord(m[1]);
  if (n === undefined || n <= 0) return null;
  return { seconds: /^min/.test(m[2]!) ? n * 60 : n, phrase: m[0] };
}

/** "for 2 minutes", "survive 90 seconds", "500 metres": the goal, when the prompt states one. */
function goalOf(text: string): { goal: RunnerWords['goal']; phrase: string } | null {
  const time = new RegExp(
    String.raw`\b(?:for|survive|surviving|survives|last|lasts|lasting|within)\s+(?:a\s+)?(\d+|[a-z]+)[\s-]` +
      String.raw`(seconds?|secs?|minutes?|mins?)\b`,
  ).exec(text);
  if (time) {
    const n = countWord(time[1]!);
    if (n !== undefined && n > 0)
      return { goal: { kind: 'time', seconds: /^min/.test(time[2]!) ? n * 60 : n }, phrase: time[0] };
  }
  const far = /\b(\d+)\s*(?:m|meters?|metres?)\b/.exec(text);
  if (far) return { goal: { kind: 'distance', metres: Number(far[1]) }, phrase: far[0] };
  return null;
}

/** The words that ask for the flap kind; "flappy" and "tap to fly" ask for the mode by themselves. */
export const FLAP_CUE = /\bflappy\b|\bflap(?:s|ping)?\b|\btap(?:s|ping)? to fly\b/;
export const FLAP_MODE_CUE = /\bflappy\b|\btap(?:s|ping)? to fly\b/;

/** Whether a prompt asks for the runner mode. */
export const asksForRunner = (prompt: string): boolean =>
  RUNNER_CUE.test(prompt.toLowerCase()) || FLAP_MODE_CUE.test(prompt.toLowerCase());

/** The gates' count when the prompt says one: "through 20 gaps", "past 15 pipes". */
function gateCountOf(text: string, obstacle: string): { count: number; phrase: string } | null {
  const things = [...new Set(['gaps?', 'gates?', 'pipes?', 'openings?', plural(obstacle), obstacle])].join('|');
  // The number right before the things first ("12 gaps"), then with one word between ("12 tall pipes").
  for (const between of ['', String.raw`(?:[a-z]+\s+)`])
    for (const m of text.matchAll(new RegExp(String.raw`\b(\d+|[a-z]+)\s+${between}(?:${things})\b`, 'g'))) {
      const n = countWord(m[1]!);
      if (n !== undefined && n > 0 && n <= 200) return { count: n, phrase: m[0] };
    }
  return null;
}

/** What the gates are made of: "gaps between skyscrapers", "through pipes", else the prompt's obstacle phrase. */
function gateThingOf(text: string): string | null {
  const m =
    /\b(?:gaps?|openings?|holes?|spaces?)\s+(?:between|in|of)\s+(?:the\s+)?([a-z]+(?:\s[a-z]+s)?)\b/.exec(text) ??
    /\bthrough\s+(?:the\s+)?(?:\d+\s+)?(?!gaps\b|gates\b|openings\b)([a-z]+s)\b/.exec(text);
  return m?.[1] ?? null;
}
/** Default gates when the prompt names no count: enough to see the speed ramp. */
const DEFAULT_GATES = 20;
/** The default thing a flappy gate is made of: a column the art draws. */
const GATE_STAND_IN = 'pillar';

/** Reads the runner's words: the kind, obstacles, pickups, the ramp interval and the goal. */
export function readRunnerWords(prompt: string, words: PlatformerWords, phrases: readonly PromptPhrase[]): RunnerWords {
  const text = prompt.toLowerCase();
  const kind: RunnerKind = FLAP_CUE.test(text) ? 'flap' : FLY_CUE.test(text) || FLYERS.has(words.hero) ? 'fly' : 'run';
  const enemy = phrases.find((p) => p.kind === 'enemy');
  const item = phrases.find((p) => p.kind === 'item');
  const vehicle = phrases.find((p) => p.kind === 'vehicle');
  const nounOf = (phrase: string) => {
    const ws = phrase.split(' ');
    return [...ws.slice(0, -1), singular(ws[ws.length - 1]!)].join(' ');
  };
  const standIn = kind === 'fly' ? (words.biome === 'cave' ? 'stalactite' : 'rock') : 'crate';
  const ramp = rampOf(text);
  const rampEverySeconds = ramp?.seconds ?? DEFAULT_RAMP_SECONDS;
  if (kind === 'flap') {
    // A flyer the prompt names with more words than its art's noun ("paper plane") keeps them.
    const named = phrases.find((p) => p.head === words.hero && p.text.endsWith(words.hero));
    const hero = named && named.text.split(' ').length <= 3 ? named.text : words.hero;
    return readFlapWords(text, { ...words, hero }, enemy, item, ramp, nounOf);
  }
  const goal = goalOf(text);
  // A goal that leaves room for two ramps, so the interval itself can be seen in play.
  const defaultSeconds = Math.max(60, rampEverySeconds * 2 + 15);
  return {
    kind,
    hero: words.hero,
    obstacle: enemy ? nounOf(enemy.text) : standIn,
    obstacleFromPrompt: enemy !== undefined,
    obstaclePhrase: enemy?.text ?? null,
    pickup: item ? nounOf(item.text) : words.setting.collectible,
    pickupFromPrompt: item !== undefined,
    pickupPhrase: item?.text ?? null,
    vehicle: vehicle?.head ?? null,
    rampEverySeconds,
    rampFromPrompt: ramp !== null,
    rampPhrase: ramp?.phrase ?? null,
    goal: goal?.goal ?? { kind: 'time', seconds: defaultSeconds },
    goalFromPrompt: goal !== null,
    goalPhrase: goal?.phrase ?? null,
  };
}

/** The flap kind's words: the gates' thing ("skyscraper"), their count or the prompt's time, and the ramp. */
function readFlapWords(
  text: string,
  words: PlatformerWords,
  enemy: { text: string } | undefined,
  item: { text: string } | undefined,
  ramp: { seconds: number; phrase: string } | null,
  nounOf: (phrase: string) => string,
): RunnerWords {
  const gatePhrase = gateThingOf(text) ?? enemy?.text ?? null;
  const obstacle = gatePhrase ? nounOf(gatePhrase) : GATE_STAND_IN;
  const count = gateCountOf(text, obstacle);
  const timed = goalOf(text);
  const goal: RunnerWords['goal'] = count
    ? { kind: 'gates', count: count.count }
    : (timed?.goal ?? { kind: 'gates', count: DEFAULT_GATES });
  return {
    kind: 'flap',
    hero: words.hero,
    obstacle,
    obstacleFromPrompt: gatePhrase !== null,
    obstaclePhrase: gatePhrase,
    pickup: item ? nounOf(item.text) : words.setting.collectible,
    pickupFromPrompt: item !== undefined,
    pickupPhrase: item?.text ?? null,
    vehicle: null,
    rampEverySeconds: ramp?.seconds ?? DEFAULT_RAMP_SECONDS,
    rampFromPrompt: ramp !== null,
    rampPhrase: ramp?.phrase ?? null,
    goal,
    goalFromPrompt: count !== null || timed !== null,
    goalPhrase: count?.phrase ?? timed?.phrase ?? null,
  };
}

/** Speeds and gaps by kind and difficulty: gaps are in time, so reaction time holds at every speed. */
const TUNING: Record<RunnerKind, Record<Difficulty, { base: number; gapMs: [number, number] }>> = {
  run: {
    easy: { base: 230, gapMs: [1300, 2200] },
    normal: { base: 260, gapMs: [1100, 2000] },
    hard: { base: 300, gapMs: [950, 1700] },
  },
  fly: {
    easy: { base: 170, gapMs: [2000, 2800] },
    normal: { base: 200, gapMs: [1800, 2600] },
    hard: { base: 230, gapMs: [1650, 2300] },
  },
  flap: {
    easy: { base: 160, gapMs: [1900, 2500] },
    normal: { base: 180, gapMs: [1700, 2300] },
    hard: { base: 200, gapMs: [1600, 2100] },
  },
};
/** A flappy gate's gap by difficulty, px: the flyer's rise and fall take about 70 px of it. */
const GAP_PX: Record<Difficulty, number> = { easy: 170, normal: 155, hard: 140 };

/** The spec of a runner level for the words, difficulty and a seed. */
export function runnerSpecFor(words: RunnerWords, difficulty: Difficulty, seed: number): RunnerSpec {
  const tuning = TUNING[words.kind][difficulty];
  const goal: RunnerSpec['goal'] =
    words.goal.kind === 'time'
      ? { kind: 'time', ms: words.goal.seconds * 1000 }
      : words.goal.kind === 'gates'
        ? { kind: 'gates', count: words.goal.count }
        : { kind: 'distance', px: words.goal.metres * PX_PER_METRE };
  if (words.kind === 'flap')
    return {
      kind: 'flap',
      seed,
      baseSpeed: tuning.base,
      rampEveryMs: words.rampEverySeconds * 1000,
      rampStep: Math.round(tuning.base * 0.15),
      maxSpeed: tuning.base * 2,
      goal,
      gapMs: tuning.gapMs,
      // A pickup in the gaps only when the prompt names one.
      pickupEvery: words.pickupFromPrompt ? 1 : 0,
      gapPx: GAP_PX[difficulty],
    };
  return {
    kind: words.kind,
    seed,
    baseSpeed: tuning.base,
    rampEveryMs: words.rampEverySeconds * 1000,
    rampStep: Math.round(tuning.base * 0.15),
    maxSpeed: tuning.base * 2,
    goal,
    gapMs: tuning.gapMs,
    pickupEvery: words.kind === 'fly' ? 1 : 2,
  };
}

const FLAP_KEYS = 'Space, Up, W or a click flaps, one flap a press.';

/** The flap kind's goal line: through the gaps to the count, or for the time. */
function flapGoal(rw: RunnerWords): string {
  const things = plural(rw.obstacle);
  const end = rw.goal.kind === 'gates' ? `pass ${rw.goal.count} gaps` : `survive ${goalText(rw.goal)}`;
  const ramp = `as the speed ramps up every ${rw.rampEverySeconds} s`;
  return `Flap through the gaps between the ${things} ${ramp}, and ${end}.`;
}

function flapDecisions(rw: RunnerWords): string[] {
  const things = plural(rw.obstacle);
  const goalSaid = rw.goal.kind === 'gates' ? `pass ${rw.goal.count} gaps` : `survive ${goalText(rw.goal)}`;
  return [
    `A flappy flyer: the ${rw.hero} flies right on its own, falls under gravity and rises with each flap; ` +
      `${FLAP_KEYS.replace(/\.$/, '')}; touching the ground or a column crashes it.`,
    `Gates: a column of ${things} from the top and one from below with a gap between` +
      `${rw.obstacleFromPrompt ? ` (the prompt's "${rw.obstaclePhrase}")` : ' (the prompt named no obstacle)'}; ` +
      'the score is the gaps passed, on the HUD.',
    `The speed ramps up every ${rw.rampEverySeconds} s` +
      `${rw.rampFromPrompt ? ' as asked' : ' (the prompt named no interval)'}; a banner says each ramp.`,
    rw.goalFromPrompt
      ? `The win: ${goalSaid}, as asked.`
      : `The win: ${goalSaid} (the prompt named no count or time; ${DEFAULT_GATES} gaps by default).`,
    "Gates come from a seeded stream placed by time; the planner plays them in the game's own rules with each flap " +
      "waiting for the flyer's own height, so a late check costs one flap a bounded drop under every delay.",
  ];
}

/** The run and fly kinds' design decisions. */
function runDecisions(rw: RunnerWords, goalSaid: string): string[] {
  return [
    `${rw.kind === 'fly' ? 'An auto-scrolling flyer' : 'An endless runner'}: the ${rw.hero} ` +
      `${rw.kind === 'fly' ? FLY_CONTROLS : RUN_CONTROLS}` +
      `${rw.kind === 'fly' ? '' : '; it cannot stop or turn back'}.`,
    `Obstacles: ${plural(rw.obstacle)}${rw.obstacleFromPrompt ? " (the prompt's)" : ' (the prompt named none)'}; ` +
      `pickups: ${plural(rw.pickup)}${rw.pickupFromPrompt ? '' : ' (not named in the prompt)'}.`,
    `The speed ramps up every ${rw.rampEverySeconds} s` +
      `${rw.rampFromPrompt ? ' as asked' : ' (the prompt named no interval)'}` +
      '; the HUD shows the speed and a banner says each ramp.',
    rw.goalFromPrompt
      ? `The win: ${rw.goal.kind === 'time' ? `survive ${goalSaid}` : `cover ${goalSaid}`}, as asked.`
      : `The win: survive ${goalSaid} (the prompt named no time or distance; long enough to see two ramps).`,
    `Obstacles come from a seeded stream placed by time, so every gap leaves the same reaction time at any speed; ` +
      "the planner plays the stream in the game's own rules and finds inputs safe under every delay of the runner.",
  ];
}

/** How each kind's obstacle stands, for the entity list. */
const HAZARD_TEXT: Record<RunnerKind, string> = {
  fly: 'hangs from above or stands up from below',
  flap: 'a column from above and one from below, a gap between',
  run: 'stands in the way',
};

const FLY_CONTROLS = 'flies right on its own and steers up and down (Up/Down or W/S)';
const RUN_CONTROLS = 'runs right on its own and jumps (Space, Up or W)';
const capital = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());

export const goalText = (goal: RunnerWords['goal']): string =>
  goal.kind === 'gates'
    ? `${goal.count} gaps`
    : goal.kind === 'time'
      ? goal.seconds % 60 === 0
        ? `${goal.seconds / 60} minute${goal.seconds === 60 ? '' : 's'}`
        : `${goal.seconds} seconds`
      : `${goal.metres} m`;

/** A strip of the course's start as text: obstacles ("T" low or tall, "V" hanging, "A" standing) and pickups. */
function preview(spec: RunnerSpec, course: RunnerCourse): string[] {
  const columns = 100;
  const cell = 32;
  const rows = [Array(columns).fill('.'), Array(columns).fill('.'), Array(columns).fill('#')];
  for (const o of course.obstacles) {
    const c = Math.floor(o.left / cell);
    if (c >= columns) break;
    if (spec.kind === 'run') rows[1]![c] = 'T';
    else if (o.kind === 'gate') {
      rows[0]![c] = 'H';
      rows[2]![c] = 'H';
    } else if (o.kind === 'ceiling') rows[0]![c] = 'V';
    else rows[1]![c] = 'A';
  }
  for (const p of course.pickups) {
    const c = Math.floor(p.x / cell);
    if (c < columns && rows[1]![c] === '.') rows[1]![c] = 'o';
  }
  rows[1]![Math.floor(RUNNER_WORLD.heroScreenX / cell) - 4] = 'P';
  return rows.map((r) => r.join(''));
}

function runnerRegistry(words: PlatformerWords, rw: RunnerWords, difficulty: Difficulty): AssetRegistry {
  const { setting } = words;
  const K = RUNNER_KEYS;
  const hero = `${words.heroColour ? `${words.heroColour} ` : ''}${rw.hero}`;
  const tempo = { easy: 120, normal: 136, hard: 152 }[difficulty];
  const assets: AssetRegistry['assets'] = [
    {
      type: 'spritesheet',
      key: K.hero,
      role: 'player',
      view: 'side',
      frameWidth: 32,
      frameHeight: 32,
      description: `${hero}, side view facing right, ${rw.kind === 'run' ? 'running' : 'flying'}`,
      animations: [
        { name: 'idle', frames: 2, frameRate: 3, repeat: -1 },
        { name: 'run', frames: 4, frameRate: 12, repeat: -1 },
        { name: 'jump', frames: 1, frameRate: 1, repeat: 0 },
        { name: 'fall', frames: 1, frameRate: 1, repeat: 0 },
        { name: 'hurt', frames: 2, frameRate: 10, repeat: -1 },
      ],
    },
    {
      type: 'image',
      key: K.obstacle,
      role: 'prop',
      // A flappy gate's picture is its thing alone: the art draws the words it reads ("gate" would draw a door).
      description:
        rw.kind === 'flap'
          ? `tall ${rw.obstacle}, side view`
          : `${rw.obstacle} obstacle in the ${rw.kind === 'fly' ? 'way of the flyer' : 'road'}`,
      width: 32,
      height: rw.kind === 'flap' ? 96 : 48,
    },
    {
      type: 'spritesheet',
      key: K.pickup,
      role: 'pickup',
      view: 'side',
      frameWidth: 16,
      frameHeight: 16,
      description: `${rw.pickup} to collect`,
      animations: [{ name: 'spin', frames: 4, frameRate: 8, repeat: -1 }],
    },
  ];
  if (rw.vehicle && drawsNoun(rw.vehicle))
    assets.push({
      type: 'image',
      key: K.vehicle,
      role: 'prop',
      description: `${rw.vehicle} the ${rw.hero} rides`,
      width: 32,
      height: 12,
    });
  assets.push(
    { type: 'image', key: K.ground, role: 'terrain', description: setting.ground, width: 64, height: 64 },
    {
      type: 'background',
      key: K.background,
      description: setting.backdrop,
      width: 800,
      height: 600,
      tileable: true,
      parallax: 0.3,
    },
    {
      type: 'audio',
      key: K.music,
      kind: 'music',
      description: `${setting.mood} ${setting.themeWord} chase loop for ${withArticle(rw.hero)}`,
      mood: setting.mood,
      tempo,
      bars: 8,
    },
    { type: 'audio', key: K.sfx.jump, kind: 'sfx', description: 'jump', sfx: 'jump' },
    { type: 'audio', key: K.sfx.pickup, kind: 'sfx', description: `${rw.pickup} collected`, sfx: 'pickup' },
    { type: 'audio', key: K.sfx.crash, kind: 'sfx', description: 'crash', sfx: 'lose' },
    { type: 'audio', key: K.sfx.ramp, kind: 'sfx', description: 'speed up', sfx: 'click' },
    { type: 'audio', key: K.sfx.win, kind: 'sfx', description: 'survived', sfx: 'win' },
  );
  return { version: 1, theme: words.theme, assets };
}

/** Designs a runner game: one level (or the prompt's count), each a seeded course the planner proves. */
export function designRunner(
  input: DesignInput,
  words: PlatformerWords,
  rw: RunnerWords,
  difficulty: Difficulty,
  levelCount: number,
): FamilyDesign {
  const { intent } = input;
  const seedBase = (input.random.int(0, 0x7fffffff) ^ hashString(intent.read)) >>> 0;
  const seeds = createRandom(seedBase, 'platformer:runner');
  const places = words.setting.places;
  const levels: FamilyDesign['sections']['levels'] = Array.from({ length: levelCount }, (_, index) => {
    let spec = runnerSpecFor(rw, difficulty, seeds.int(1, 0x7fffffff));
    let planned = planRunner(spec);
    // A flappy course the planner cannot prove under every delay is drawn again from the next seed of the stream.
    for (let retry = 0; !planned.ok && rw.kind === 'flap' && retry < 8; retry++) {
      spec = runnerSpecFor(rw, difficulty, seeds.int(1, 0x7fffffff));
      planned = planRunner(spec);
    }
    if (!planned.ok) throw new Error(`runner level ${index + 1}: ${planned.problem}`);
    const key = places[index % places.length]! + (index >= places.length ? `_${index + 1}` : '');
    const { plan } = planned;
    return {
      key,
      title: capital(key.replace(/_/g, ' ')),
      ascii: preview(spec, planned.course),
      legend: {
        '.': 'air',
        '#': `ground (${words.setting.ground})`,
        P: `the ${rw.hero}`,
        T: `${rw.obstacle} (jump it)`,
        ...(rw.kind === 'flap' ? { H: `${rw.obstacle} column of a gate (fly through the gap between)` } : {}),
        V: `${rw.obstacle} hanging from above (pass under it)`,
        A: `${rw.obstacle} standing up from below (pass over it)`,
        o: rw.pickup,
      },
      data: {
        runner: spec,
        facts: {
          obstacles: planned.course.obstacles.length,
          pickups: planned.course.pickups.length,
          obstaclesPassed: plan.obstaclesPassed,
          pickupsSure: plan.pickupsSure,
          ramps: plan.ramps,
          runMs: plan.runMs,
        },
        goldenPath: { actions: plan.actions, narrowestWindowPx: plan.narrowestWindowPx },
      },
      notes: [
        `${planned.course.obstacles.length} ${rw.kind === 'flap' ? 'gates of ' : ''}${plural(rw.obstacle)} and ` +
          `${planned.course.pickups.length} ` +
          `${plural(rw.pickup)} from the seeded stream ${spec.seed}; ${spec.gapMs[0] / 1000}–` +
          `${spec.gapMs[1] / 1000} s between obstacles at any speed.`,
        `Speed ${spec.baseSpeed} px/s, +${spec.rampStep} px/s every ${rw.rampEverySeconds} s (${plan.ramps} ` +
          `ramps before the goal), at most ${spec.maxSpeed} px/s.`,
        rw.kind === 'flap'
          ? `Golden path: ${plan.actions.length} flaps, each once the ${rw.hero} has fallen to its line for the ` +
            `next gap, then flaps on a beat to the goal; at least ${plan.narrowestWindowPx} px from a column ` +
            'under every delay.'
          : `Golden path: ${plan.actions.length} ${rw.kind === 'run' ? 'jumps' : 'steering moves'}, each in the ` +
            `middle of a window at least ${plan.narrowestWindowPx} px wide; ${plan.pickupsSure} ` +
            `${plural(rw.pickup)} taken under every delay.`,
      ],
    };
  });
  const lives = intent.mechanics.lives !== null ? clampToLeaf('game.lives', intent.mechanics.lives) : 3;
  const title = `${capital(rw.hero)} ${{ fly: 'Flight', flap: 'Flap', run: 'Dash' }[rw.kind]}`;
  const config: ConfigValues = { 'game.title': title, 'game.lives': lives };
  const verb = rw.kind === 'fly' ? 'fly' : 'run';
  const goalSaid = goalText(rw.goal);
  const goal =
    rw.kind === 'flap'
      ? flapGoal(rw)
      : `${capital(verb)} on and on as the speed ramps up every ${rw.rampEverySeconds} s: ` +
        `${rw.kind === 'fly' ? 'steer past' : 'jump over'} the ${plural(rw.obstacle)}, collect ` +
        `${plural(rw.pickup)}, and ${rw.goal.kind === 'time' ? `survive ${goalSaid}` : `cover ${goalSaid}`}.`;
  const decisions = rw.kind === 'flap' ? flapDecisions(rw) : runDecisions(rw, goalSaid);
  const ignored: FamilyDesign['ignored'] = [...intent.ignored];
  if (rw.vehicle && !drawsNoun(rw.vehicle))
    ignored.push({ what: `the ${rw.vehicle}`, why: 'the procedural art cannot draw it' });
  return {
    title,
    goal,
    sections: runnerSections(words, rw, difficulty, levels, config, lives),
    decisions,
    ignored,
  };
}

/** The runner's design sections: its scenes, assets, entities, course specs and roadmap. */
function runnerSections(
  words: PlatformerWords,
  rw: RunnerWords,
  difficulty: Difficulty,
  levels: FamilyDesign['sections']['levels'],
  config: ConfigValues,
  lives: number,
): FamilyDesign['sections'] {
  return {
    architecture: {
      template: 'platformer',
      scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
      levelOrder: levels.map((l) => l.key),
      notes: [
        { fly: 'Up/Down arrows or W/S steer.', flap: FLAP_KEYS, run: 'Space, Up or W jumps.' }[rw.kind],
        `The ${rw.hero} moves on its own; touching a ${rw.obstacle} costs a life and restarts the run.`,
        `Collect ${plural(rw.pickup)} for points. Enter starts; P or Escape pauses.`,
        `${lives} lives.`,
      ],
    },
    assets: runnerRegistry(words, rw, difficulty),
    config,
    entities: [
      {
        name: rw.hero,
        role: 'player',
        description:
          `${rw.kind === 'run' ? 'runs' : 'flies'} right on its own` +
          `${rw.kind === 'flap' ? ', falls and flaps up' : ''}, faster every ${rw.rampEverySeconds} s`,
        assets: [RUNNER_KEYS.hero],
        config: [],
      },
      {
        name: rw.obstacle,
        role: 'hazard',
        description: `${HAZARD_TEXT[rw.kind]}; touching one costs a life`,
        assets: [RUNNER_KEYS.obstacle],
        config: [],
      },
      {
        name: rw.pickup,
        role: 'pickup',
        description: 'points when touched',
        assets: [RUNNER_KEYS.pickup],
        config: [],
      },
    ],
    levels,
    roadmap: [
      {
        action: 'COPY',
        target: 'templates/platformer',
        detail: 'the family template: RunnerLevelScene and runnerRules',
      },
      { action: 'UPDATE', target: 'src/game/levels.ts', detail: `${levels.length} runner course spec(s)` },
      { action: 'UPDATE', target: 'src/game/definition.ts', detail: 'goal, actions and level order' },
      { action: 'UPDATE', target: 'src/game/Level.ts', detail: 'a RunnerLevelScene with the asset keys and labels' },
      ...roadmapEnd({
        config: Object.keys(config).join(', '),
        assets: `themed "${words.theme.join(', ')}"`,
        goldenPath:
          rw.kind === 'flap'
            ? "flaps at the planner's distances and heights, then on a beat to the goal"
            : `${rw.kind === 'run' ? 'jumps' : 'steering moves'} at the planner's distances to the goal`,
      }),
    ],
  };
}
