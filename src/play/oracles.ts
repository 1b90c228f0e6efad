// Oracles that need no model: rules every game keeps, checked after each step from the contract's state, the scene's
// geometry and text, the contract events and the screenshots. Each finding carries its evidence: the step, the
// screenshot taken then, and the state before and after.
import type { Rect, SceneView } from '../harness/index.ts';
import type { ContractState, PlayAction, PlayFinding, PlayOracle } from '../shared/index.ts';
import { changedPaths, playerAt } from './observation.ts';
import { changedShare, decodePicture, uniformShare, type Picture } from './pixels.ts';

/** Event types that explain a lower score: losses, spending, restarts. */
const SCORE_CAUSE = new RegExp(
  'hurt|damage|die|died|death|dead|lose|lost|loss|penalt|spend|spent|buy|bought|purchas|place|build|built|upgrade|' +
    'cost|pay|paid|reset|restart|retry|undo|miss|wrong|fail|hit|steal|stole|leak|escape|li(fe|ves)',
  'i',
);
/** Event types under which a player may be outside the world for a moment (falling to a death, respawning). */
const DEATH = /die|died|death|dead|lose|lost|fall|fell|respawn|hurt|damage|over|reset|restart/i;
/** Actions that may act on a game that is over: they start, restart or move through its screens. */
const END_SCREEN_ACTION = /start|restart|retry|reset|continue|next|confirm|select|menu|pause|quit|back|new_game|play/i;
/** Words a win screen says. */
const WIN_WORDS = /win|won|victory|complete|clear|congrat|well done|success|you did it|finished|great|champion/i;
/** How long a game has to show that the player won. */
const WIN_SCREEN_MS = 2000;
/** Text at least this opaque is meant to be read. */
const OPAQUE = 0.9;
/** Inset of a solid before a player inside it counts: touching an edge is not passing through. */
const SOLID_INSET = 4;

export interface StepEvidence {
  step: number;
  gameTime: number;
  action: PlayAction;
  /** Named action or key the step held, when it held one. */
  input: string | undefined;
  before: ContractState | undefined;
  after: ContractState | undefined;
  /** The player's positions every 100 ms of the step, the last one after it. */
  positions: { x: number; y: number }[];
  events: { type: string; payload: unknown }[];
  viewBefore: SceneView | undefined;
  view: SceneView | undefined;
  /** Page errors the step raised. */
  errors: string[];
  /** This step's screenshot, taken when first asked for. */
  screenshot(): Promise<{ file: string; png: Buffer }>;
  /** The latest screenshot taken so far (this step's or an earlier one), without taking one. */
  latestScreenshot: string | null;
}

interface Coverage {
  tried: number;
  effective: boolean;
  last: { step: number; gameTime: number; file: string | null; before: unknown; after: unknown } | undefined;
}

const compact = (s: ContractState | undefined) =>
  s === undefined
    ? null
    : { scene: s.scene ?? null, score: s.score ?? null, over: s.over ?? null, won: s.won ?? null, player: s.player };

const inside = (p: { x: number; y: number }, r: Rect, inset: number) =>
  r.width > 2 * inset &&
  r.height > 2 * inset &&
  p.x > r.x + inset &&
  p.x < r.x + r.width - inset &&
  p.y > r.y + inset &&
  p.y < r.y + r.height - inset;

const rectKey = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)},${Math.round(r.height)}`;

export class Oracles {
  readonly findings: PlayFinding[] = [];
  private readonly seen = new Set<string>();
  private readonly coverage = new Map<string, Coverage>();
  /** State paths that change with no input: what moves by itself is no sign an action worked. */
  private readonly noise = new Set<string>();
  private endedWaitMoved: boolean | undefined;
  private outsideSamples = 0;
  private lastFrame: { frame: number; gameTime: number } | undefined;
  private won: { step: number; gameTime: number; texts: Set<string>; scene: unknown; picture: Picture } | undefined;
  private readonly checkedTexts = new Set<string>();

  /** `actions`: the listed actions whose effect is checked (not those that pause, quit or work only in context). */
  constructor(actions: readonly string[]) {
    for (const name of actions) this.coverage.set(name, { tried: 0, effective: false, last: undefined });
  }

  private async add(
    oracle: PlayOracle,
    subject: string,
    e: StepEvidence,
    message: string,
    extra: { before?: unknown; after?: unknown } = {},
  ): Promise<void> {
    const key = `${oracle}|${subject}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const shot = await e.screenshot();
    this.findings.push({
      oracle,
      step: e.step,
      gameTime: e.gameTime,
      message,
      screenshot: shot.file,
      before: extra.before ?? compact(e.before),
      after: extra.after ?? compact(e.after),
    });
  }

  async observe(e: StepEvidence): Promise<void> {
    const changed = changedPaths(e.before, e.after).filter((p) => !this.noise.has(p));
    if (e.action.action === 'wait') for (const p of changedPaths(e.before, e.after)) this.noise.add(p);
    for (const message of e.errors) await this.add('page-error', message, e, `the page threw: ${message}`);
    await this.score(e);
    await this.solids(e);
    await this.world(e);
    await this.afterEnd(e);
    await this.winScreen(e);
    await this.texts(e);
    await this.frozen(e);
    this.cover(e, changed);
  }

  /** A lower score needs a cause: a loss event, a restart, a new scene or level. */
  private async score(e: StepEvidence): Promise<void> {
    const [a, b] = [e.before?.score, e.after?.score];
    if (typeof a !== 'number' || typeof b !== 'number' || !(b < a)) return;
    if (e.events.some((ev) => SCORE_CAUSE.test(ev.type))) return;
    if (e.before?.scene !== e.after?.scene || e.before?.level !== e.after?.level || e.before?.over !== e.after?.over)
      return;
    const events = e.events.map((ev) => ev.type);
    await this.add(
      'score-without-cause',
      'score',
      e,
      `the score fell from ${a} to ${b} at step ${e.step} with no event that explains it ` +
        `(events in the step: ${events.join(', ') || 'none'})`,
    );
  }

  /** The player's centre inside something solid on every side: it walked through a wall. */
  private async solids(e: StepEvidence): Promise<void> {
    if (!e.view || !e.viewBefore || e.positions.length === 0) return;
    const before = new Set(e.viewBefore.solids.map(rectKey));
    const solids = e.view.solids.filter((r) => before.has(rectKey(r)));
    for (const p of e.positions) {
      const wall = solids.find((r) => inside(p, r, SOLID_INSET));
      if (!wall) continue;
      await this.add(
        'through-solid',
        rectKey(wall),
        e,
        `the player is inside a solid ${Math.round(wall.width)}x${Math.round(wall.height)} block at ` +
          `(${Math.round(wall.x)}, ${Math.round(wall.y)}) (player at (${Math.round(p.x)}, ${Math.round(p.y)})): ` +
          'it passed through something it collides with',
        { after: { ...compact(e.after), solid: wall, playerAt: p } },
      );
      return;
    }
  }

  /** The player far outside the physics world, for longer than a fall to a death takes to be noticed. */
  private async world(e: StepEvidence): Promise<void> {
    const w = e.view?.world;
    const p = playerAt(e.after);
    if (!w || !p || e.after?.over === true) {
      this.outsideSamples = 0;
      return;
    }
    const margin = Math.max(128, 0.25 * Math.min(w.width, w.height));
    const out =
      p.x < w.x - margin || p.y < w.y - margin || p.x > w.x + w.width + margin || p.y > w.y + w.height + margin;
    this.outsideSamples = out && !e.events.some((ev) => DEATH.test(ev.type)) ? this.outsideSamples + 1 : 0;
    if (this.outsideSamples >= 2)
      await this.add(
        'left-world',
        'world',
        e,
        `the player is at (${Math.round(p.x)}, ${Math.round(p.y)}), far outside the world ` +
          `(${w.x}, ${w.y}, ${w.width}x${w.height}), and nothing ended or reset the game`,
      );
  }

  /** Once the game says it is over or won, gameplay input must not move the player or the score. */
  private async afterEnd(e: StepEvidence): Promise<void> {
    const ended = (s: ContractState | undefined) => s?.over === true || s?.won === true;
    if (!ended(e.before) || !ended(e.after) || e.before?.scene !== e.after?.scene) {
      if (!ended(e.before)) this.endedWaitMoved = undefined;
      return;
    }
    const [p, q] = [playerAt(e.before), playerAt(e.after)];
    const moved =
      (p && q ? Math.hypot(p.x - q.x, p.y - q.y) > 1 : false) || (e.before?.score ?? 0) !== (e.after?.score ?? 0);
    if (e.action.action === 'wait') {
      this.endedWaitMoved = moved;
      return;
    }
    const gameplay = e.input !== undefined && !END_SCREEN_ACTION.test(e.input);
    if (gameplay && moved && this.endedWaitMoved === false)
      await this.add(
        'input-after-end',
        'end',
        e,
        `the game says it is ${e.before?.won ? 'won' : 'over'}, yet ${e.input} still changed it ` +
          `(${changedPaths(e.before, e.after).join(', ')}) while waiting did not`,
      );
  }

  /** A won game shows it: a new scene, a new text that says so, or a picture that changes. */
  private async winScreen(e: StepEvidence): Promise<void> {
    const texts = (v: SceneView | undefined) => new Set((v?.texts ?? []).map((t) => t.text));
    if (!this.won && e.before?.won !== true && e.after?.won === true) {
      const shot = await e.screenshot();
      this.won = {
        step: e.step,
        gameTime: e.gameTime,
        texts: texts(e.viewBefore),
        scene: e.before?.scene,
        picture: decodePicture(shot.png),
      };
    }
    const won = this.won;
    if (!won || won.step < 0) return;
    const shown =
      e.after?.scene !== won.scene ||
      [...texts(e.view)].some((t) => !won.texts.has(t) && WIN_WORDS.test(t)) ||
      (e.gameTime - won.gameTime >= WIN_SCREEN_MS &&
        changedShare(won.picture, decodePicture((await e.screenshot()).png)) >= 0.2);
    if (shown) won.step = -1;
    else if (e.gameTime - won.gameTime >= WIN_SCREEN_MS) {
      won.step = -1;
      await this.add(
        'no-win-screen',
        'win',
        e,
        `state() said won at ${Math.round(won.gameTime)} ms of game time, but ${WIN_SCREEN_MS / 1000} s later the ` +
          'game shows no win: no new scene, no text that says so, the picture much the same',
      );
    }
  }

  /** Text the game drew that cannot be seen: the region it was drawn in is one colour. */
  private async texts(e: StepEvidence): Promise<void> {
    const box = e.view?.canvas;
    if (!box || !e.view) return;
    // A text is judged once per place and colour: a HUD counter that changes every step needs no new screenshot.
    const key = (t: SceneView['texts'][number]) =>
      `${t.scene}|${Math.round(t.x / 16)},${Math.round(t.y / 16)}|${t.color ?? ''}`;
    // Only opaque text: a hit's "-2" fading out (or in) is an effect, not text meant to be read.
    const fresh = e.view.texts.filter((t) => !this.checkedTexts.has(key(t)) && t.alpha >= OPAQUE);
    if (fresh.length === 0) return;
    const picture = decodePicture((await e.screenshot()).png);
    const sx = box.width / box.gameWidth;
    const sy = box.height / box.gameHeight;
    for (const t of fresh) {
      this.checkedTexts.add(key(t));
      const region = { x: box.left + t.x * sx, y: box.top + t.y * sy, width: t.width * sx, height: t.height * sy };
      const share = uniformShare(picture, region);
      if (share === undefined || share < 0.995) continue;
      await this.add(
        'invisible-text',
        t.text,
        e,
        `the text "${t.text}" (${t.color ?? 'its colour unknown'}) is drawn at (${Math.round(t.x)}, ` +
          `${Math.round(t.y)}), but the screen there is one colour: nobody can read it`,
        { after: { ...compact(e.after), text: t } },
      );
    }
  }

  /** The engine's frame counter stands still while the clock runs: the game stopped advancing. */
  private async frozen(e: StepEvidence): Promise<void> {
    const frame = e.view?.frame;
    if (frame === null || frame === undefined || e.after?.paused === true) {
      this.lastFrame = undefined;
      return;
    }
    const last = this.lastFrame;
    this.lastFrame = { frame, gameTime: e.gameTime };
    if (last && frame === last.frame && e.gameTime - last.gameTime >= 300)
      await this.add(
        'frozen',
        'frames',
        e,
        `the engine drew no new frame from ${Math.round(last.gameTime)} to ${Math.round(e.gameTime)} ms of game ` +
          `time (frame ${frame}) while the clock ran: the game stopped advancing`,
      );
  }

  private cover(e: StepEvidence, changed: string[]): void {
    if (e.input === undefined) return;
    const entry = this.coverage.get(e.input);
    if (!entry) return;
    entry.tried++;
    if (changed.length || e.events.length) entry.effective = true;
    entry.last = {
      step: e.step,
      gameTime: e.gameTime,
      file: e.latestScreenshot,
      before: compact(e.before),
      after: compact(e.after),
    };
  }

  /** Findings drawn from the whole run: listed actions tried at least twice that never changed anything. */
  finish(): void {
    for (const [name, c] of this.coverage) {
      if (c.tried < 2 || c.effective || !c.last) continue;
      this.findings.push({
        oracle: 'action-no-effect',
        step: c.last.step,
        gameTime: c.last.gameTime,
        message: `"${name}" was tried ${c.tried} times and never changed the game (no state change, no event)`,
        screenshot: c.last.file,
        before: c.last.before,
        after: c.last.after,
      });
    }
  }

  /** How often each checked action was tried and whether it ever changed the game. */
  actionCoverage(): { name: string; tried: number; effective: boolean }[] {
    return [...this.coverage].map(([name, c]) => ({ name, tried: c.tried, effective: c.effective }));
  }
}
