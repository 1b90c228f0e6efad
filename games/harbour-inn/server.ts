// "The Harbour Inn": a hand-made QA game, a small text adventure speaking GBQA's agent protocol (POST
// /api/agent/new, POST /api/agent/command, GET /api/agent/state/<id>) on loopback. It has bugs on purpose; their list
// is hidden material kept outside this folder, which is all a tester gets. spec.md is what a tester may read.
// Usage: node server.ts --port N
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';

type Room = 'quay' | 'inn' | 'kitchen' | 'cellar' | 'loft' | 'boathouse';

interface Game {
  id: string;
  room: Room;
  inventory: string[];
  items: Record<Room, string[]>;
  coins: number;
  bolted: boolean;
  turn: number;
  over: boolean;
  won: boolean;
}

const EXITS: Record<Room, Partial<Record<string, Room>>> = {
  quay: { north: 'inn', west: 'boathouse' },
  boathouse: { east: 'quay' },
  inn: { south: 'quay', east: 'kitchen', up: 'loft' },
  kitchen: { west: 'inn', down: 'cellar' },
  cellar: { up: 'kitchen' },
  loft: { down: 'inn' },
};

const FEATURES: Record<Room, string[]> = {
  quay: ['ferryman'],
  boathouse: [],
  inn: ['innkeeper'],
  kitchen: ['cook', 'trapdoor'],
  cellar: [],
  loft: [],
};

const ROOM_TEXT: Record<Room, string> = {
  quay: 'A windy quay. The ferryman waits by his boat. The inn is north; a boathouse stands to the west.',
  boathouse: 'A boathouse smelling of tar. The quay is east.',
  inn: 'The common room of the inn. The innkeeper polishes a glass. The kitchen is east; stairs lead up.',
  kitchen: 'A hot kitchen. The cook stirs a pot and sells pies. A trapdoor is set in the floor.',
  cellar: 'A cool cellar under the kitchen, full of barrels.',
  loft: 'A low loft under the roof.',
};

const HELP = [
  'Commands:',
  '  look',
  '  inventory',
  '  go <direction>',
  '  take <item>',
  '  drop <item>',
  '  buy <item>',
  '  eat <item>',
  '  unbolt <thing>',
  '  seal <item>',
  '  cut <item>',
  '  give <item>',
  '  wait',
  '  help',
].join('\n');

/** The ferry sails at this turn (spec.md says so). */
const FERRY_LEAVES = 40;
const PIE_PRICE = 1;

const games = new Map<string, Game>();
let nextId = 1;

function newGame(): Game {
  const game: Game = {
    id: `h${nextId++}`,
    room: 'quay',
    inventory: [],
    items: {
      quay: ['rope'],
      boathouse: ['oar'],
      inn: ['candle', 'mug'],
      kitchen: ['knife'],
      cellar: ['wax seal'],
      loft: ['letter'],
    },
    coins: 2,
    bolted: true,
    turn: 0,
    over: false,
    won: false,
  };
  games.set(game.id, game);
  return game;
}

function exits(g: Game): string[] {
  return Object.keys(EXITS[g.room]).filter((d) => !(g.room === 'kitchen' && d === 'down' && g.bolted));
}

function state(g: Game) {
  return {
    room: g.room,
    exits: exits(g),
    items_here: [...g.items[g.room]],
    features: FEATURES[g.room],
    inventory: [...g.inventory],
    coins: g.coins,
    turn: g.turn,
    game_over: g.over,
    won: g.won,
  };
}

function describe(g: Game): string {
  const shown = g.room === 'inn' ? g.items.inn.filter((i) => i !== 'candle') : g.items[g.room];
  return `${ROOM_TEXT[g.room]}${shown.length ? ` You see: ${shown.join(', ')}.` : ''}`;
}

function go(g: Game, direction: string): string {
  if (g.room === 'quay' && direction === 'west') return 'You cannot go that way.';
  const to = EXITS[g.room][direction];
  if (!to) return 'You cannot go that way.';
  g.room = to;
  return describe(g);
}

function take(g: Game, item: string): string {
  if (!g.items[g.room].includes(item)) return `There is no ${item} here.`;
  if (g.inventory.length >= 4) return 'You cannot carry more.';
  g.items[g.room] = g.items[g.room].filter((i) => i !== item);
  g.inventory.push(item);
  return `Taken: ${item}.`;
}

function drop(g: Game, item: string): string {
  if (!g.inventory.includes(item)) return `You have no ${item}.`;
  g.inventory = g.inventory.filter((i) => i !== item);
  if (g.room !== 'loft') g.items[g.room].push(item);
  return `Dropped: ${item}.`;
}

function buy(g: Game, item: string): string {
  if (g.room !== 'kitchen' || item !== 'pie') return 'Nobody here sells that.';
  if (g.inventory.length >= 4) return 'You cannot carry more.';
  g.coins -= PIE_PRICE;
  g.inventory.push('pie');
  return 'The cook hands you a warm pie.';
}

function seal(g: Game, item: string): string {
  if (item !== 'letter' || !g.inventory.includes('letter')) return 'You have nothing like that to seal.';
  if (!g.inventory.includes('wax seal') && !g.inventory.includes('candle')) return 'You need a wax seal.';
  g.inventory = g.inventory.filter((i) => i !== 'letter' && i !== 'wax seal');
  g.inventory.push('sealed letter');
  return 'You press the seal into the wax. The letter is sealed.';
}

function cut(g: Game, item: string): string {
  if (!g.inventory.includes('knife')) return 'You have nothing to cut with.';
  if (item !== 'rope') return `You cannot cut the ${item}.`;
  const coils: Partial<Record<Room, { turns: number }>> = { boathouse: { turns: 3 } };
  if (!g.inventory.includes('rope') && !g.items[g.room].includes('rope')) return 'There is no rope here.';
  return `You cut the rope into ${coils[g.room]!.turns} pieces.`;
}

function give(g: Game, item: string): string {
  if (g.room !== 'quay') return 'There is nobody here to give it to.';
  if (!g.inventory.includes(item)) return `You have no ${item}.`;
  if (item !== 'sealed letter') return 'The ferryman shakes his head.';
  g.inventory = g.inventory.filter((i) => i !== item);
  g.over = true;
  g.won = true;
  return 'The ferryman reads the seal, nods, and rows you across. You win!';
}

function afterWin(g: Game, verb: string, object: string): string | null {
  if (!g.over) return null;
  if (verb === 'go') return go(g, object);
  return 'The game is over. Start a new one.';
}

function command(g: Game, text: string): string {
  const [verb = '', ...rest] = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const object = rest.join(' ');
  g.turn += 1;
  const ended = afterWin(g, verb, object);
  if (ended !== null) return ended;
  switch (verb) {
    case 'help':
      return HELP;
    case 'look':
      return describe(g);
    case 'inventory':
      return g.inventory.length ? `You carry: ${g.inventory.join(', ')}. Coins: ${g.coins}.` : 'You carry nothing.';
    case 'go':
      return go(g, object);
    case 'take':
      return take(g, object);
    case 'drop':
      return drop(g, object);
    case 'buy':
      return buy(g, object);
    case 'eat':
      if (!g.inventory.includes(object) || object !== 'pie') return `You cannot eat the ${object}.`;
      g.inventory = g.inventory.filter((i) => i !== 'pie');
      return 'The pie is delicious.';
    case 'unbolt':
      if (g.room !== 'kitchen' || object !== 'trapdoor') return `You cannot unbolt the ${object}.`;
      g.bolted = false;
      return 'You slide the bolt back. The trapdoor opens.';
    case 'seal':
      return seal(g, object);
    case 'cut':
      return cut(g, object);
    case 'give':
      return give(g, object);
    case 'wait':
      return g.turn >= FERRY_LEAVES ? 'Gulls cry over the quay.' : 'Time passes.';
    default:
      return `I do not know how to "${verb}". Type help.`;
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'POST' && url.pathname === '/api/agent/new') {
    await body(req);
    const g = newGame();
    return send(res, 200, { game_id: g.id, observation: describe(g), state: state(g) });
  }
  if (req.method === 'POST' && url.pathname === '/api/agent/command') {
    const { game_id, command: text } = await body(req);
    const g = games.get(String(game_id));
    if (!g) return send(res, 404, { error: `no game ${String(game_id)}` });
    const observation = command(g, String(text ?? ''));
    return send(res, 200, { game_id: g.id, observation, state: state(g) });
  }
  const stateMatch = /^\/api\/agent\/state\/([\w-]+)$/.exec(url.pathname);
  if (req.method === 'GET' && stateMatch) {
    const g = games.get(stateMatch[1]!);
    if (!g) return send(res, 404, { error: `no game ${stateMatch[1]}` });
    return send(res, 200, { game_id: g.id, observation: describe(g), state: state(g) });
  }
  send(res, 404, { error: 'not found' });
}

const server = createServer((req, res) => {
  answer(req, res).catch((error: unknown) => send(res, 500, { error: (error as Error).message }));
});

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
server.listen(Number(values.port), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening on ${typeof address === 'object' && address ? address.port : values.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
