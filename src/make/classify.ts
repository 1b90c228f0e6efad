// Phase 1 of make: which family a prompt belongs to, decided by physics and perspective rather than genre names
// (OpenGame App. B's five archetypes and their key questions). Rule-based: every cue found is evidence with a weight;
// the answer carries its reasoning, a confidence, and the runner-up. Never a silent default.
import { ARCHETYPES, type Archetype, type Classification } from '../shared/index.ts';

/** The classification's schema is shared (a make result holds it); make's own files take it from here. */
export { ClassificationSchema, type Classification } from '../shared/index.ts';

interface Cue {
  archetype: Archetype;
  pattern: RegExp;
  weight: number;
  /** What the cue says about the physics, for the reasoning. */
  means: string;
}

// Physics cues weigh more than genre words: the key questions are about falling, free movement, grid steps, paths
// and panels, not about what a genre is called.
const CUES: Cue[] = [
  {
    archetype: 'platformer',
    pattern: /\b(double[- ]?jump|wall[- ]?jump|jump(s|ing|ed)?|hop(s|ping)?|leap(s|ing)?)\b/,
    weight: 3,
    means: 'jumping implies gravity',
  },
  {
    archetype: 'platformer',
    pattern:
      /\b(platform(s|er|ing)?|ledges?|pits?|falls?( down)?|falling|gravity|side[- ]?(view|scroll(ing|er)?)|scroll(s|ing)? sideways|runner)\b/,
    weight: 3,
    means: 'a side view where things fall',
  },
  {
    archetype: 'platformer',
    pattern: /\b(mario|metroidvania|terraria|flappy|celeste|sonic|climb(s|ing)?)\b/,
    weight: 2,
    means: 'a gravity game by reference',
  },
  {
    archetype: 'top_down',
    pattern: /\b(top[- ]?down|overhead|bird'?s[- ]eye|from above|isometric)\b/,
    weight: 4,
    means: 'the camera looks from above',
  },
  {
    archetype: 'top_down',
    pattern:
      /\b(any direction|eight directions|8[- ]direction(s|al)?|free(ly)? (move|roam)|roam(s|ing)?|twin[- ]stick|arena|dungeon crawl(er)?)\b/,
    weight: 3,
    means: 'free movement in every direction',
  },
  {
    archetype: 'top_down',
    pattern: /\b(dungeons?|explor(e|es|ing|er|ers)|mazes?|labyrinths?|crypts?|catacombs?)\b/,
    weight: 2,
    means: 'rooms and corridors explored from above',
  },
  {
    archetype: 'top_down',
    pattern:
      /\b(shoot(s|ing|er|'?em up)?|blast(s|ing|er)?|spaceship|asteroids?|survive|survival|hordes?|zombies?|drive|driving|tank)\b/,
    weight: 1.5,
    means: 'moving and shooting across a field',
  },
  {
    archetype: 'top_down',
    pattern: /\b(zelda|binding of isaac|vampire survivors?|hotline miami|gta)\b/,
    weight: 2,
    means: 'a top-down game by reference',
  },
  {
    archetype: 'grid_logic',
    pattern: /\b(grid|tiles? by tiles?|one (tile|square|cell) at a time|squares?|cells?|board)\b/,
    weight: 3,
    means: 'movement snaps to a grid',
  },
  {
    archetype: 'grid_logic',
    pattern:
      /\b(sokoban|push(es|ing)?\s+(?:[a-z]+\s+){0,2}(boxes|crates|blocks|stones|barrels|boulders|logs)|crates?|match[- ]?(3|three)|merge|2048|chess|checkers|snake|tetris|minesweeper|sliding puzzle)\b/,
    weight: 4,
    means: 'a grid puzzle by its rules',
  },
  {
    archetype: 'grid_logic',
    pattern: /\b(puzzles?|turn[- ]based|tactics|moves? (left|count)|step(s)?)\b/,
    weight: 1.5,
    means: 'discrete turns or steps',
  },
  {
    archetype: 'tower_defense',
    pattern: /\b(tower[- ]?defen[cs]e|towers?|turrets?)\b/,
    weight: 4,
    means: 'defences placed by the player',
  },
  {
    archetype: 'tower_defense',
    pattern:
      /\b(path|lanes?|creeps?|waves? of (enemies|monsters|invaders)|protect (the|your) (base|castle|village|garden|core)|defend(s|ing)? (the|your) (base|castle|village|garden|core|kingdom))\b/,
    weight: 2.5,
    means: 'enemies follow a route to a base',
  },
  {
    archetype: 'tower_defense',
    pattern: /\b(kingdom rush|bloons|plants vs\.? zombies)\b/,
    weight: 3,
    means: 'a tower defense by reference',
  },
  {
    archetype: 'ui_heavy',
    pattern:
      /\b(cards?|deck|quiz|trivia|questions?|answers?|visual novel|dialogue|choices?|choose (your|a) (path|answer|option)|story|clicker|idle game|memory (game|cards)|dating sim|interactive fiction|menus? only)\b/,
    weight: 3,
    means: 'panels and choices instead of physics',
  },
  {
    archetype: 'ui_heavy',
    pattern:
      /\b(click(s|ing)? (on )?(buttons?|cards?|answers?)|tap(s|ping)? (on )?(cards?|buttons?)|slay the spire|hearthstone|solitaire)\b/,
    weight: 2,
    means: 'interaction by clicking UI',
  },
];

const PROFILE: Record<Archetype, Classification['physicsProfile']> = {
  platformer: { hasGravity: true, perspective: 'side', movementType: 'continuous' },
  top_down: { hasGravity: false, perspective: 'top_down', movementType: 'continuous' },
  grid_logic: { hasGravity: false, perspective: 'top_down', movementType: 'grid' },
  tower_defense: { hasGravity: false, perspective: 'top_down', movementType: 'path' },
  ui_heavy: { hasGravity: false, perspective: 'none', movementType: 'ui_only' },
};

const KEY_QUESTION: Record<Archetype, string> = {
  platformer: 'does the character fall without ground beneath it? yes',
  top_down: 'can the character move up without jumping? yes',
  grid_logic: 'does movement happen in discrete grid steps? yes',
  tower_defense: 'do enemies follow a fixed path while the player places defences? yes',
  ui_heavy: 'is the game mostly panels and state changes? yes',
};

/** Below this margin over the runner-up, the classifier says it is unsure. */
const UNSURE_CONFIDENCE = 0.65;

/** Classifies a prompt (already lower-cased or not). `override` wins, and the evidence is still reported. */
export function classifyPrompt(prompt: string, override?: Archetype): Classification {
  const text = prompt.toLowerCase();
  const evidence: Classification['evidence'] = [];
  for (const cue of CUES) {
    const matches = new Set(Array.from(text.matchAll(new RegExp(cue.pattern.source, 'g')), (m) => m[0]));
    for (const match of [...matches].sort())
      evidence.push({ archetype: cue.archetype, cue: `"${match}": ${cue.means}`, weight: cue.weight });
  }
  // A side view turns shooting and running into platforming; towers with paths are tower defense, not a top-down
  // shooter with "waves"; pushing on a grid is a puzzle even when the prompt says "top-down".
  if (/\bside[- ]?(view|scroll)/.test(text))
    evidence.push({ archetype: 'platformer', cue: '"side view": overrides top-down cues for shooting', weight: 2 });
  const scores = Object.fromEntries(
    ARCHETYPES.map((a) => [
      a,
      Math.round(evidence.filter((e) => e.archetype === a).reduce((s, e) => s + e.weight, 0) * 100) / 100,
    ]),
  ) as Record<Archetype, number>;
  const ranked = [...ARCHETYPES].sort((a, b) => scores[b] - scores[a] || ARCHETYPES.indexOf(a) - ARCHETYPES.indexOf(b));
  const best = ranked[0]!;
  const second = ranked[1]!;
  const total = scores[best] + scores[second];

  if (override) {
    const agrees = override === best && scores[best] > 0;
    return {
      archetype: override,
      source: 'option',
      reasoning: `--archetype ${override} was given${agrees ? "; the prompt's physics cues agree" : scores[best] > 0 ? `; the prompt's cues pointed to ${best} (${scores[best]} vs ${scores[override]})` : '; the prompt has no physics cues'}. Key question: ${KEY_QUESTION[override]}.`,
      confidence: 1,
      unsure: false,
      runnerUp: scores[best] > 0 && best !== override ? { archetype: best, score: scores[best] } : null,
      scores,
      evidence,
      physicsProfile: PROFILE[override],
    };
  }

  if (scores[best] === 0) {
    return {
      archetype: 'platformer',
      source: 'rules',
      reasoning:
        'The prompt names no movement, perspective or rules, so the physics cannot be read from it. Unsure: chose platformer (side view with gravity), the most general action family; runner-up top_down. Pass --archetype to choose.',
      confidence: 0,
      unsure: true,
      runnerUp: { archetype: 'top_down', score: 0 },
      scores,
      evidence,
      physicsProfile: PROFILE.platformer,
    };
  }
  const confidence = Math.round((scores[best] / total) * 100) / 100;
  const unsure = confidence < UNSURE_CONFIDENCE || scores[best] < 2;
  const cues = evidence.filter((e) => e.archetype === best).map((e) => e.cue);
  const against = evidence.filter((e) => e.archetype === second).map((e) => e.cue);
  const reasoning = [
    `${best}: ${cues.join('; ')}.`,
    `Key question: ${KEY_QUESTION[best]}.`,
    scores[second] > 0
      ? `Runner-up ${second} (${scores[second]} vs ${scores[best]}): ${against.join('; ')}.`
      : `No cue for any other family (runner-up ${second}).`,
    unsure ? 'Unsure: the evidence is thin or split; pass --archetype to choose.' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    archetype: best,
    source: 'rules',
    reasoning,
    confidence,
    unsure,
    runnerUp: { archetype: second, score: scores[second] },
    scores,
    evidence,
    physicsProfile: PROFILE[best],
  };
}
