// What proves a level objective was made as asked, on what the game shows and its contract says: for collect-and-
// escape, the items collected (events), the exit opening only with the last one and the escape before the threat acts
// (state and events), the threat drawn as named; for a rescue, the asked time survived (state) and the rescue reached.
import type { Gdd } from '../../../gdd.ts';
import type { Requirement } from '../../../requirements.ts';
import { artShows, designFact, eventFact } from '../../shared/requirements.ts';
import { TOP_DOWN_KEYS } from './assets.ts';
import type { TopDownLevelData } from './levels.ts';
import type { TopDownWords } from '../words.ts';

type Escape = Extract<NonNullable<TopDownLevelData['objective']>, { kind: 'escape' }>;
type Rescue = Extract<NonNullable<TopDownLevelData['objective']>, { kind: 'rescue' }>;

export function objectiveRequirements(
  gdd: Gdd,
  w: TopDownWords,
  levels: readonly { key: string; data: TopDownLevelData }[],
): Requirement[] {
  const escapes = levels.map((l) => l.data.objective).filter((o): o is Escape => o?.kind === 'escape');
  const rescues = levels.map((l) => l.data.objective).filter((o): o is Rescue => o?.kind === 'rescue');
  const asked = w.objective;
  const out: Requirement[] = [];
  if (escapes.length && asked?.kind === 'escape') {
    const last = escapes[escapes.length - 1]!;
    const items = last.names?.items ?? 'items';
    const exit = last.names?.exit ?? 'exit';
    const threat = last.names?.threat ?? 'threat';
    const rooms = escapes.length === 1 ? 'the room' : `each of the ${escapes.length} rooms`;
    out.push(
      eventFact({
        id: 'items-collected',
        text: `all ${last.items} ${items} are collected in ${rooms}`,
        source: asked.itemsPhrase ?? 'family rules',
        weight: 2,
        event: 'item_collected',
        minCount: escapes.reduce((s, o) => s + o.items, 0),
      }),
      {
        id: 'exit-opened',
        text: `the ${exit} opens only once the ${last.items}th of the ${items} is collected`,
        source: asked.phrase,
        weight: 2,
        check: { kind: 'state', path: 'flags.itemsAtOpen', equals: last.items },
      },
      eventFact({
        id: 'escaped',
        text: `the ${w.hero} escapes through the ${exit} before the ${threat} wakes up`,
        source: asked.threatPhrase ?? asked.phrase,
        weight: 2,
        event: 'escaped',
        minCount: escapes.length,
      }),
      {
        id: 'threat-countdown',
        text: `the ${threat}'s countdown still runs when the ${w.hero} escapes`,
        source: asked.threatPhrase ?? 'family rules',
        weight: 1,
        check: { kind: 'state', path: 'flags.threatLeftMs', gte: 1 },
      },
      designFact({
        id: 'threat-shown',
        text: `the ${threat} lies asleep in ${rooms}`,
        source: asked.threatPhrase ?? 'family rules',
        ...artShows(gdd, TOP_DOWN_KEYS.threat, threat, 'threat art'),
      }),
    );
  }
  if (rescues.length && asked?.kind === 'rescue') {
    const last = rescues[rescues.length - 1]!;
    const seconds = Math.round(last.surviveMs / 1000);
    const vehicle = last.vehicle ?? 'rescue';
    out.push(
      {
        // The id the phrase account looks for a time in: the asked time, survived in play.
        id: 'time-limit',
        text: `the ${w.hero} survives ${seconds} s of waves before the ${vehicle} comes`,
        source: gdd.intent.phrases.timer ?? `${seconds} seconds`,
        weight: 2,
        check: { kind: 'state', path: 'flags.survivedMs', gte: last.surviveMs },
      },
      eventFact({
        id: 'rescue-reached',
        text: `the ${w.hero} reaches the ${vehicle} once it has landed`,
        source: asked.phrase,
        weight: 2,
        event: 'rescued',
        minCount: rescues.length,
      }),
      designFact({
        id: 'rescue-shown',
        text: `the ${vehicle} is drawn landing on its spot`,
        source: asked.phrase,
        ...artShows(gdd, TOP_DOWN_KEYS.rescue, vehicle.split(' ').pop()!, 'rescue art'),
      }),
    );
  }
  return out;
}
