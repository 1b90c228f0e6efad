// The ui_heavy fishing game: the prompt's angler casts into the prompt's water (a hole in the ice when it is frozen),
// hooks each seeded bite and reels the named fish in on a tension bar, and must land the prompt's catch before the
// sun sets on the game clock. The trip is played with the template's own rules (fishingSim.ts) at every lateness the
// golden path can have, to prove the catch is landed before sunset, and the golden path is that playing.
import type { FishingLevel } from '../../../../../templates/ui_heavy/src/family/content.ts';
import { drawnNoun } from '../../../drawn.ts';
import type { DesignInput, FamilyDesign } from '../../../mode.ts';
import type { Gdd, LevelDesign } from '../../../gdd.ts';
import { NUMBER_WORDS } from '../../../intent.ts';
import type { Requirement } from '../../../requirements.ts';
import { roadmapEnd, themedRegistry } from '../../shared/roadmap.ts';
import { designFact, eventFact } from '../../shared/requirements.ts';
import { uiRegistry } from '../assets.ts';
import { proveTrip } from './fishingSim.ts';
import type { UiLevelData } from '../plan.ts';
import { MAX_LATE_FRAMES } from '../timing.ts';
import { capital, withArticle } from '../words.ts';

export const FISHING_RE = /\bfishing\b/;
const NUMBER = String.raw`(\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const num = (w: string): number => (/^\d+$/.test(w) ? Number(w) : NUMBER_WORDS[w]!);
const FISH = ['trout', 'salmon', 'bass', 'carp', 'pike', 'perch', 'catfish', 'cod', 'tuna', 'fish'];
const WATERS = ['lake', 'pond', 'river', 'sea', 'ocean', 'bay', 'harbor', 'harbour', 'stream'];

export const DEFAULT_CATCH = 5;
const PULLS = 3;
const TUNING = {
  easy: { hookMs: 1600, sweepMs: 1300, zoneWidth: 30 },
  normal: { hookMs: 1200, sweepMs: 1100, zoneWidth: 24 },
  hard: { hookMs: 900, sweepMs: 900, zoneWidth: 18 },
} as const;

export interface FishingWords {
  phrase: string;
  /** The fish (singular), and the prompt's word for it. */
  fish: string;
  fishPhrase: string | null;
  /** How many to catch, as the prompt says it. */
  count: { count: number; phrase: string } | null;
  /** Who fishes, and the prompt's words for them. */
  angler: string;
  anglerPhrase: string | null;
  /** The water, the prompt's words for it, and whether it is frozen. */
  water: string;
  waterPhrase: string | null;
  frozen: boolean;
  /** "before sunset": the time limit is the sun going down. */
  sunsetPhrase: string | null;
}

/** The prompt's fishing words, or null when it is not a fishing game. */
export function readFishingWords(text: string): FishingWords | null {
  const lower = text.toLowerCase();
  const m = FISHING_RE.exec(lower);
  if (!m) return null;
  const fishHit = new RegExp(String.raw`\b(${FISH.join('|')})(?:es)?\b`).exec(lower.replace(/\bfishing\b/g, ''));
  const fish = fishHit ? fishHit[1]! : 'fish';
  const count = new RegExp(String.raw`\b${NUMBER}\s+(?:[a-z]+\s+)?(?:${FISH.join('|')})(?:es)?\b`).exec(lower);
  const who = new RegExp(
    String.raw`\b(?:where|as|while|when) (?:a|an|the) ((?:[a-z]+ )?[a-z]+) ` +
      String.raw`(?:catch|catches|fish|fishes|tries|has|must|needs)\b`,
  ).exec(lower);
  const water = new RegExp(String.raw`\b((?:frozen|icy) )?(${WATERS.join('|')})\b`).exec(lower);
  const sunset = /\bbefore (?:the )?(?:sunset|sundown|dusk|nightfall|dark|the sun sets)\b/.exec(lower);
  return {
    phrase: m[0],
    fish,
    fishPhrase: fishHit && fish !== 'fish' ? fish : null,
    count: count ? { count: num(count[1]!), phrase: count[0] } : null,
    angler: who ? who[1]! : 'fisherman',
    anglerPhrase: who ? who[1]! : null,
    water: water ? water[2]! : 'lake',
    waterPhrase: water ? water[0] : null,
    frozen: /\b(?:frozen|icy|ice fishing|winter)\b/.test(lower),
    sunsetPhrase: sunset ? sunset[0] : null,
  };
}

export function designFishing(input: DesignInput, asked: FishingWords): FamilyDesign {
  const { intent, random } = input;
  const decisions: string[] = [];
  const ignored: FamilyDesign['ignored'] = [...intent.ignored];
  const difficulty = intent.difficulty ?? 'normal';
  const wanted = asked.count?.count ?? DEFAULT_CATCH;
  const target = Math.min(20, Math.max(1, wanted));
  if (target !== wanted)
    ignored.push({ what: `"${asked.count!.phrase}"`, why: `a trip lands 1 to 20 fish; using ${target}` });
  const tuning = TUNING[difficulty];
  const fishName = asked.fish;
  const angler = capital(asked.angler).slice(0, 20);
  const level: FishingLevel = {
    mode: 'fishing',
    title: `${capital(fishName)} ${asked.frozen ? 'on the Ice' : `at the ${capital(asked.water)}`}`.slice(0, 40),
    backdrop: 'bg-fishing',
    intro: [
      {
        speaker: angler,
        text:
          `Catch ${target} ${fishName} before the sun sets! Space casts, Space hooks a bite, and Space reels ` +
          'while the marker is in the green zone.',
      },
    ],
    angler: 'angler',
    anglerName: angler,
    fish: 'fish',
    fishName: fishName.slice(0, 20),
    frozen: asked.frozen,
    target,
    // Set from the proof below: the slowest late run's time with room to spare.
    sunsetMs: 600_000,
    bites: Array.from({ length: target + 3 }, () => random.int(1200, 3200)),
    hookMs: tuning.hookMs,
    sweepMs: tuning.sweepMs,
    zoneWidth: tuning.zoneWidth,
    zones: Array.from({ length: target * PULLS }, () => random.int(40, 85)),
    pulls: PULLS,
    maxSlips: 2,
  };
  const slowest = Math.max(...proveTrip(level).runs.map((r) => r.ms));
  level.sunsetMs = Math.max(20_000, Math.ceil((slowest * 1.6) / 5000) * 5000);
  const { runs, idle } = proveTrip(level);
  const water = `${asked.frozen ? 'frozen ' : ''}${asked.water}`;
  decisions.push(
    `${target} ${fishName} to land${asked.count ? ` ("${asked.count.phrase}")` : " (the mode's default)"} from a ` +
      `${water}${asked.frozen ? ', through a hole in the ice' : ''}; each bite comes 1.2-3.2 s after the cast ` +
      `(seeded), and ${PULLS} pulls in the green zone land a fish.`,
  );
  decisions.push(
    `The sun sets after ${level.sunsetMs / 1000} s of play${asked.sunsetPhrase ? ` ("${asked.sunsetPhrase}")` : ''}: ` +
      `the golden path's catch takes ${runs.map((r) => `${(r.ms / 1000).toFixed(1)} s`).join(', ')} landing 0-` +
      `${MAX_LATE_FRAMES} frames late; doing nothing, the sun sets with ${idle.caught} caught.`,
  );
  const data: UiLevelData = { content: level, cards: {}, resources: [] };
  const key = 'trip_1';
  const levels: LevelDesign[] = [
    {
      key,
      title: level.title,
      legend: { B: 'a bite: seconds after the cast', Z: "a pull's green zone: percent along the bar" },
      ascii: [`B ${level.bites.map((b) => (b / 1000).toFixed(1)).join(' ')}`, `Z ${level.zones.join(' ')}`],
      data: data as unknown as Record<string, unknown>,
      notes: [`${target} ${fishName}, sunset at ${level.sunsetMs / 1000} s.`],
    },
  ];
  const registry = uiRegistry({
    theme: [fishName, water, 'fishing'],
    backdrops: [{ key: 'bg-fishing', description: `a ${asked.frozen ? 'winter' : 'sunny'} day on a ${water}` }],
    portraits: [{ key: 'angler', role: 'player', description: withArticle(asked.angler) }],
    cardArt: [{ key: 'fish', description: `a ${fishName}`, attack: false }],
    modes: new Set(['fishing']),
    difficulty,
    place: water,
  });
  const title = random.pick([`${capital(fishName)} Before Sunset`, `${angler}'s Catch`, `Gone Fishing`]);
  return {
    title: title.slice(0, 40),
    goal: `Catch ${target} ${fishName} before the sun sets.`,
    sections: fishingSections(asked, key, level, registry, title, levels, fishName),
    decisions,
    ignored,
  };
}

/** The fishing game's design sections: its scenes, assets, entities, levels and roadmap. */
function fishingSections(
  asked: FishingWords,
  key: string,
  level: FishingLevel,
  registry: ReturnType<typeof uiRegistry>,
  title: string,
  levels: LevelDesign[],
  fishName: string,
): FamilyDesign['sections'] {
  return {
    architecture: {
      template: 'ui_heavy',
      scenes: ['Boot', 'Preloader', 'Title', 'Level', 'HUD', 'Pause', 'Victory', 'GameOver'],
      levelOrder: [key],
      notes: [
        'Space (or a click) casts, hooks a bite and reels while the marker is in the green zone. ' +
          'Enter starts the game; Escape pauses.',
        `A bite left too long, or ${level.maxSlips + 1} pulls outside the zone, lose the fish; the sun setting ` +
          'before the catch is in fails the attempt.',
      ],
    },
    assets: registry,
    config: { 'game.title': title.slice(0, 40) },
    entities: [
      {
        name: asked.angler,
        role: 'player',
        description: 'fishes from the ice or the shore',
        assets: ['angler'],
        config: [],
      },
      {
        name: fishName,
        role: 'pickup',
        description: 'bites, is reeled in and joins the catch',
        assets: ['fish'],
        config: [],
      },
    ],
    levels,
    roadmap: [
      { action: 'COPY', target: 'templates/ui_heavy', detail: 'the family template with its fishing mode' },
      { action: 'UPDATE', target: 'src/game/content.json', detail: 'the bites, the zones, the catch and the sunset' },
      { action: 'UPDATE', target: 'src/game/definition.ts', detail: 'goal, the actions (Escape pauses), levels' },
      { action: 'UPDATE', target: 'src/game/Level.ts', detail: 'music' },
      ...roadmapEnd({
        config: 'game.title',
        assets: themedRegistry(registry),
        goldenPath: 'cast, hook and reel on every cue, proven at every lateness up to a few frames',
      }),
    ],
  };
}

/** The fishing game's requirements: the catch landed before sunset, the fish, the angler and the water shown. */
export function fishingRequirements(gdd: Gdd, asked: FishingWords, level: FishingLevel): Requirement[] {
  const out: Requirement[] = [
    eventFact({
      id: 'fish-caught',
      text: `${level.target} ${level.fishName} caught before sunset`,
      source: asked.count?.phrase ?? asked.phrase,
      weight: 2,
      event: 'fish_caught',
      minCount: level.target,
    }),
    {
      id: 'before-sunset',
      text: 'the catch is landed with the sun still up',
      source: asked.sunsetPhrase ?? 'the mode default time limit',
      weight: 1,
      check: { kind: 'state', path: 'flags.timeLeftMs', gte: 1 },
    },
  ];
  const art = (key: string) => gdd.sections.assets.assets.find((a) => a.key === key);
  const fishDrawn = drawnNoun(asked.fish).drawn;
  if (asked.fishPhrase && art(level.fish) && fishDrawn)
    out.push(
      eventFact({
        id: `${asked.fish}-shown`,
        text: `each ${asked.fish} caught (drawn as ${fishDrawn}) leaps from the water into the catch`,
        source: asked.fishPhrase,
        event: 'fish_caught',
        minCount: level.target,
      }),
    );
  if (asked.anglerPhrase && art(level.angler) && drawnNoun(asked.angler).drawn)
    out.push(
      eventFact({
        id: `${asked.angler.replace(/\s+/g, '-')}-shown`,
        text: `the ${asked.angler} fishes beside the water and lands the catch`,
        source: asked.anglerPhrase,
        event: 'fish_caught',
        minCount: level.target,
      }),
    );
  const water = asked.water;
  if (asked.waterPhrase)
    out.push(
      eventFact({
        id: `${asked.water}-shown`,
        text: `the line is cast into the ${asked.frozen ? `frozen ${asked.water} through a hole in the ice` : water}`,
        source: asked.waterPhrase,
        event: 'line_cast',
        minCount: level.target,
      }),
    );
  const { runs, idle } = proveTrip(level);
  const catches = runs.map((r) => `${r.caught} in ${(r.ms / 1000).toFixed(1)} s`).join(', ');
  out.push(
    designFact({
      id: 'fishing-fair',
      text: 'the catch is landed before sunset casting and reeling on cue, even a few frames late, and lost idle',
      source: asked.phrase,
      ok: runs.every((r) => r.won && r.ms < level.sunsetMs) && !idle.won,
      evidence:
        `late by 0-${MAX_LATE_FRAMES} frames: ${catches} ` +
        `(sunset ${level.sunsetMs / 1000} s); idle: ${idle.caught} caught`,
    }),
  );
  return out;
}
