// "Miller's Yard": a text adventure written for qa's tests in the shape of a GBQA benchmark game by another hand:
// GBQA's agent routes and answer ({ success, message, state, game_over, turn }), a flat state ({ current_room,
// room_title, exits, items, inventory, score, moves }) and a help text that is one line of commands. A multi-step
// chain: grind the grain, draw water, mix the dough, light the oven with a tinderbox from a locked chest, bake the
// bread, trade it to the miller for the gate key. The bugs in ../hidden/millers-yard/bugs.json are planted below,
// each marked PLANTED. Usage: node server.ts --port N
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';

type Room = 'yard' | 'mill' | 'well' | 'barn' | 'bakehouse' | 'lane';

const TITLES: Record<Room, string> = {
  yard: 'The Yard',
  mill: 'The Mill',
  well: 'The Well',
  barn: 'The Barn',
  bakehouse: 'The Bakehouse',
  lane: 'The Lane',
};

const EXITS: Record<Room, Partial<Record<string, Room>>> = {
  yard: { north: 'barn', east: 'mill', west: 'well', south: 'lane' },
  mill: { west: 'yard', north: 'bakehouse' },
  well: { east: 'yard' },
  barn: { south: 'yard', north: 'yard' },
  bakehouse: { south: 'mill' },
  lane: { north: 'yard' },
};

const FIXED = new Set(['bell', 'millstone', 'miller', 'well', 'chest', 'oven', 'gate']);
const MAX_SCORE = 10;

const HELP =
  'Commands: look (l), inventory (i), go <direction>, take <item>, drop <item>, open <item>, ' +
  'unlock <item> with <item>, grind <item>, fill <item> at <item>, mix <item> with <item>, light <item>, ' +
  'bake <item>, give <item> to <person>, ring <item>, help. The miller trades the gate key for a fresh loaf.';

interface Game {
  id: string;
  room: Room;
  items: Record<Room, string[]>;
  inventory: string[];
  chestLocked: boolean;
  chestOpen: boolean;
  ovenLit: boolean;
  gateLocked: boolean;
  score: number;
  rung: boolean;
  moves: number;
  over: boolean;
}

const games = new Map<string, Game>();
let nextId = 1;

function newGame(): Game {
  const g: Game = {
    id: String(nextId++),
    room: 'yard',
    items: {
      yard: ['bell', 'sack of grain', 'gate'],
      mill: ['millstone', 'miller'],
      well: ['well', 'bucket'],
      barn: ['chest', 'pitchfork', 'iron key'],
      bakehouse: ['oven'],
      lane: [],
    },
    inventory: [],
    chestLocked: true,
    chestOpen: false,
    ovenLit: false,
    gateLocked: true,
    score: 0,
    rung: false,
    moves: 0,
    over: false,
  };
  games.set(g.id, g);
  return g;
}

function state(g: Game) {
  return {
    current_room: g.room,
    room_title: TITLES[g.room],
    exits: Object.keys(EXITS[g.room]),
    items: [...g.items[g.room]],
    inventory: [...g.inventory],
    score: g.score,
    moves: g.moves,
  };
}

function look(g: Game): string {
  const base: Record<Room, string> = {
    yard: `A muddy yard with a bell on a post. The ${g.gateLocked ? 'locked' : 'open'} gate leads south to the lane.`,
    mill: 'The mill hums. The miller dusts the millstone and eyes you.',
    well: 'An old well with a winch.',
    barn: `A draughty barn. A ${g.chestOpen ? 'open' : 'closed'} chest sits under the hayloft.`,
    bakehouse: `A bakehouse; the oven is ${g.ovenLit ? 'roaring' : 'cold'}.`,
    lane: 'The lane runs away from the yard.',
  };
  // PLANTED (description flaw): the barn's pitchfork is never described, wherever it lies.
  const loose = g.items[g.room].filter((i) => !FIXED.has(i) && i !== 'pitchfork');
  return `${TITLES[g.room]}. ${base[g.room]}${loose.length ? ` Here: ${loose.join(', ')}.` : ''}`;
}

const give = (g: Game, item: string) => g.inventory.push(item);
const spend = (g: Game, item: string) => {
  g.inventory = g.inventory.filter((i) => i !== item);
};

function go(g: Game, way: string): [boolean, string] {
  const to = EXITS[g.room][way];
  if (!to) return [false, "You can't go that way."];
  // PLANTED (wrong refusal): the barn's north door is listed as a way out but refuses the player with no reason.
  if (g.room === 'barn' && way === 'north') return [false, 'Nothing happens.'];
  if (to === 'lane' && g.gateLocked) return [false, 'The gate is locked.'];
  g.room = to;
  if (to === 'lane') {
    g.over = true;
    g.score += 2;
    return [true, 'You walk out through the gate with the miller’s blessing. You win!'];
  }
  return [true, look(g)];
}

function command(g: Game, line: string): [boolean, string] {
  const text = line.trim().toLowerCase().replace(/\s+/g, ' ');
  if (g.over) return [false, 'The game is over.'];
  let m: RegExpExecArray | null;
  if (text === 'look' || text === 'l') return [true, look(g)];
  if (text === 'inventory' || text === 'i') return [true, `You carry: ${g.inventory.join(', ') || 'nothing'}.`];
  if (text === 'help') return [true, HELP];
  if ((m = /^(?:go )?(north|south|east|west)$/.exec(text))) return go(g, m[1]!);
  if ((m = /^take (.+)$/.exec(text))) {
    const item = m[1]!;
    const here = g.items[g.room];
    if (g.room === 'barn' && item === 'tinderbox' && g.chestOpen && !g.inventory.includes('tinderbox')) {
      if (g.inventory.length >= 4) return [false, 'You cannot carry more than four things.'];
      give(g, 'tinderbox');
      return [true, 'You take the tinderbox from the chest.'];
    }
    if (!here.includes(item)) return [false, `There is no ${item} here.`];
    if (FIXED.has(item)) return [false, `You cannot take the ${item}.`];
    if (g.inventory.length >= 4) return [false, 'You cannot carry more than four things.'];
    g.items[g.room] = here.filter((i) => i !== item);
    give(g, item);
    return [true, `You take the ${item}.`];
  }
  if ((m = /^drop (.+)$/.exec(text))) {
    const item = m[1]!;
    if (!g.inventory.includes(item)) return [false, `You have no ${item}.`];
    spend(g, item);
    g.items[g.room].push(item);
    return [true, `You drop the ${item}.`];
  }
  if ((m = /^open (.+)$/.exec(text))) {
    if (m[1] === 'chest' && g.room === 'barn') {
      if (g.chestLocked) return [false, 'The chest is locked.'];
      if (g.chestOpen) return [false, 'It is already open.'];
      g.chestOpen = true;
      return [true, 'The lid creaks up. Inside you find: tinderbox.'];
    }
    if (m[1] === 'gate' && g.room === 'yard') return [false, g.gateLocked ? 'The gate is locked.' : 'It is open.'];
    return [false, "You can't open that."];
  }
  if ((m = /^unlock (.+) with (.+)$/.exec(text))) {
    const [, what, key] = m as unknown as [string, string, string];
    if (!g.inventory.includes(key)) return [false, `You have no ${key}.`];
    if (what === 'chest' && g.room === 'barn' && key === 'iron key' && g.chestLocked) {
      g.chestLocked = false;
      return [true, 'The iron key turns. The chest is unlocked.'];
    }
    if (what === 'gate' && g.room === 'yard' && key === 'gate key' && g.gateLocked) {
      g.gateLocked = false;
      spend(g, 'gate key');
      return [true, 'The gate key turns stiffly and the gate swings open. The key stays in the lock.'];
    }
    return [false, "That doesn't fit."];
  }
  if ((m = /^grind (.+)$/.exec(text))) {
    if (m[1] !== 'sack of grain' || !g.inventory.includes('sack of grain')) return [false, 'You have nothing to grind.'];
    if (g.room !== 'mill') return [false, 'You need the millstone.'];
    spend(g, 'sack of grain');
    give(g, 'bag of flour');
    g.score += 2;
    return [true, 'The millstone turns the grain into a bag of flour.'];
  }
  if ((m = /^fill (.+) at (.+)$/.exec(text))) {
    if (m[1] !== 'bucket' || !g.inventory.includes('bucket')) return [false, 'You have nothing to fill.'];
    if (g.room !== 'well' || m[2] !== 'well') return [false, 'There is no water here.'];
    // PLANTED (non-determinism): the winch sometimes brings the bucket up empty, whatever the seed.
    if (Math.random() < 0.35) return [true, 'The rope slips and the bucket comes up empty.'];
    spend(g, 'bucket');
    give(g, 'bucket of water');
    return [true, 'You draw a bucket of water.'];
  }
  if ((m = /^mix (.+) with (.+)$/.exec(text))) {
    const pair = new Set([m[1], m[2]]);
    if (!(pair.has('bag of flour') && pair.has('bucket of water'))) return [false, 'That makes a mess.'];
    if (!g.inventory.includes('bag of flour') || !g.inventory.includes('bucket of water'))
      return [false, 'You need to carry both.'];
    spend(g, 'bag of flour');
    spend(g, 'bucket of water');
    give(g, 'dough');
    give(g, 'bucket');
    g.score += 2;
    return [true, 'You knead the flour and water into a soft dough.'];
  }
  if ((m = /^light (.+)$/.exec(text))) {
    if (m[1] !== 'oven' || g.room !== 'bakehouse') return [false, "You can't light that."];
    if (!g.inventory.includes('tinderbox')) return [false, 'You need something to light it with.'];
    if (g.ovenLit) return [false, 'It is already burning.'];
    g.ovenLit = true;
    return [true, 'The tinderbox catches and the oven roars into life.'];
  }
  if ((m = /^bake (.+)$/.exec(text))) {
    if (g.room !== 'bakehouse') return [false, 'You need an oven.'];
    if (!g.ovenLit) return [false, 'The oven is cold.'];
    // PLANTED (logic error): a bag of flour bakes straight into bread, with no water and no dough.
    const raw = m[1] === 'dough' || m[1] === 'bag of flour' ? m[1] : null;
    if (!raw || !g.inventory.includes(raw)) return [false, 'You have nothing to bake.'];
    spend(g, raw);
    give(g, 'loaf of bread');
    g.score += 3;
    return [true, 'A warm loaf of bread comes out of the oven.'];
  }
  if ((m = /^give (.+) to (.+)$/.exec(text))) {
    if (m[2] !== 'miller' || g.room !== 'mill') return [false, 'There is nobody here to take it.'];
    if (m[1] !== 'loaf of bread' || !g.inventory.includes('loaf of bread'))
      return [false, '"That is no use to me," says the miller.'];
    spend(g, 'loaf of bread');
    give(g, 'gate key');
    return [true, '"Fresh bread!" The miller hands you the gate key.'];
  }
  if ((m = /^ring (.+)$/.exec(text))) {
    if (m[1] !== 'bell' || g.room !== 'yard') return [false, 'There is no bell here.'];
    // PLANTED (data inconsistency): the bell should score once; every ring adds three points, past the maximum.
    g.score += 3;
    g.rung = true;
    return [true, 'DONG! The bell rings out over the yard.'];
  }
  return [false, "I don't know how to do that."];
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const data = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) });
  res.end(data);
}

async function json(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  try {
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' && url.pathname === '/api/health') return send(res, 200, { status: 'ok', game: "Miller's Yard" });
  if (req.method === 'POST' && url.pathname === '/api/agent/new') {
    await json(req);
    const g = newGame();
    const message = `Welcome to Miller's Yard. Bake the miller a loaf and he will open the gate.\n${look(g)}`;
    return send(res, 200, { success: true, game_id: g.id, message, state: state(g), game_over: false, turn: 0 });
  }
  if (req.method === 'POST' && url.pathname === '/api/agent/command') {
    const data = await json(req);
    const g = games.get(String(data.game_id));
    if (!g || typeof data.command !== 'string') return send(res, 400, { success: false, message: 'Bad request.' });
    const [ok, message] = command(g, data.command);
    if (ok) g.moves++;
    return send(res, 200, { success: ok, message, state: state(g), game_over: g.over, turn: g.moves });
  }
  const m = /^\/api\/agent\/state\/([^/]+)$/.exec(url.pathname);
  if (req.method === 'GET' && m && games.has(m[1]!)) {
    const g = games.get(m[1]!)!;
    return send(res, 200, { success: true, state: state(g), game_over: g.over });
  }
  send(res, 404, { success: false, message: 'Not found.' });
});

const { values } = parseArgs({ options: { port: { type: 'string', default: '5000' } } });
server.listen(Number(values.port), '127.0.0.1');
