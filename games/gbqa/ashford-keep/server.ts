// "Ashford Keep": a text adventure written for qa's tests in the shape of GBQA's benchmark games (a backend that
// speaks GBQA's agent protocol exactly: POST /api/agent/new, POST /api/agent/command {game_id, command}, GET
// /api/agent/state/<id>, GET /api/health; every answer { success, message, state, game_over, turn, full_state },
// where `state` is what a player may see — room {id, name, description, exits, dark}, items [{id, name,
// description}], inventory [{id, name, state}], flags, turn_count, can_see — and `full_state` is the white-box
// world, hidden things and all). Eight rooms, a six-thing carrying limit, a container with a hidden key, a locked
// room, a ladder, a numeric lock whose code is read in a scroll, a dark cellar and a rusted door; three key
// fragments join into the key of the great door. The bugs in ../hidden/ashford-keep/bugs.json are planted below,
// each marked PLANTED. Usage: node server.ts --port N
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';

const TITLE = 'Ashford Keep';
const CARRY = 6;

interface Room {
  id: string;
  name: string;
  description: string;
  exits: Record<string, string>;
  dark?: boolean;
  locked?: boolean;
}

interface Item {
  id: string;
  name: string;
  description: string;
  /** Where it is: a room id, "inventory", a container's id, or "nowhere" (used up). */
  location: string;
  portable: boolean;
  hidden: boolean;
  container?: boolean;
  readable?: string;
  state: Record<string, boolean | number>;
}

const ROOMS: Room[] = [
  {
    id: 'hall',
    name: 'Great Hall',
    description:
      'A cold hall of grey stone. The great door to the north is held by an iron seal; a storage door stands in the ' +
      'west wall. Passages lead north and east, and steps go down into the dark.',
    exits: { north: 'corridor', east: 'kitchen', west: 'storage', down: 'cellar' },
  },
  {
    id: 'corridor',
    name: 'Corridor',
    description: 'A narrow corridor hung with a faded portrait. Doors open east and north; the hall is south.',
    exits: { south: 'hall', east: 'bedroom', north: 'library' },
  },
  {
    id: 'bedroom',
    name: 'Bedroom',
    description: 'A small bedroom. A narrow bed stands by the wall with a bedside drawer beside it.',
    exits: { west: 'corridor' },
  },
  {
    id: 'kitchen',
    name: 'Kitchen',
    description: 'A kitchen that smells of old smoke. A black stove fills one corner.',
    exits: { west: 'hall' },
  },
  {
    id: 'storage',
    name: 'Storage Room',
    description: 'Shelves of broken crates. A toolbox sits on the lowest shelf.',
    exits: { east: 'hall' },
    locked: true,
  },
  {
    id: 'library',
    name: 'Library',
    description: 'Bookshelves climb to a trapdoor in the ceiling. A reading desk stands under the window.',
    exits: { south: 'corridor', up: 'loft' },
  },
  {
    id: 'loft',
    name: 'Loft',
    description: 'A low loft under the roof beams. An old chest with a brass dial rests against a telescope.',
    exits: { down: 'library' },
  },
  {
    id: 'cellar',
    name: 'Cellar',
    description: 'A damp cellar lined with wine barrels. An iron door is set into the far wall.',
    exits: { up: 'hall' },
    dark: true,
  },
];

type ItemSeed = Omit<Item, 'hidden' | 'state' | 'portable'> &
  Partial<Pick<Item, 'hidden' | 'state' | 'portable'>>;

const ITEMS: ItemSeed[] = [
  { id: 'great_door', name: 'Great Door', description: 'Oak and iron, sealed.', location: 'hall', portable: false },
  { id: 'storage_door', name: 'Storage Door', description: 'A low door.', location: 'hall', portable: false },
  { id: 'matches', name: 'Matches', description: 'A box of dry matches.', location: 'hall' },
  { id: 'candlestick', name: 'Candlestick', description: 'A pewter candlestick.', location: 'hall', state: {} },
  { id: 'portrait', name: 'Portrait', description: 'A stern lady.', location: 'corridor', portable: false },
  { id: 'bed', name: 'Bed', description: 'Lumpy.', location: 'bedroom', portable: false },
  {
    id: 'drawer',
    name: 'Bedside Drawer',
    description: 'A shallow drawer.',
    location: 'bedroom',
    portable: false,
    container: true,
    state: { open: false },
  },
  { id: 'small_key', name: 'Small Key', description: 'A small iron key.', location: 'drawer', hidden: true },
  {
    id: 'diary',
    name: 'Diary',
    description: 'A leather diary.',
    location: 'bedroom',
    readable: 'Day three. I hid the small key in the drawer. The storage room must stay shut.',
  },
  { id: 'stove', name: 'Stove', description: 'Cold iron.', location: 'kitchen', portable: false },
  { id: 'ladder', name: 'Ladder', description: 'A wooden ladder.', location: 'kitchen' },
  { id: 'oil_flask', name: 'Oil Flask', description: 'Lamp oil.', location: 'kitchen', state: { full: true } },
  { id: 'bucket', name: 'Bucket', description: 'A wooden bucket.', location: 'kitchen' },
  {
    id: 'toolbox',
    name: 'Toolbox',
    description: 'A dented toolbox.',
    location: 'storage',
    portable: false,
    container: true,
    state: { open: false },
  },
  { id: 'oil_lamp', name: 'Oil Lamp', description: 'A brass lamp.', location: 'toolbox', hidden: true, state: {} },
  { id: 'rope', name: 'Rope', description: 'A coil of rope.', location: 'storage' },
  { id: 'fragment_b', name: 'Key Fragment B', description: 'A green shard.', location: 'storage' },
  { id: 'shelves', name: 'Bookshelves', description: 'Dusty.', location: 'library', portable: false },
  { id: 'desk', name: 'Reading Desk', description: 'Scratched.', location: 'library', portable: false },
  {
    id: 'scroll',
    name: 'Scroll',
    description: 'A yellow scroll.',
    location: 'library',
    readable: 'Whoever seeks the loft chest: its dial answers to four-one-seven, 417.',
  },
  {
    id: 'chest',
    name: 'Old Chest',
    description: 'A chest with a brass dial.',
    location: 'loft',
    portable: false,
    container: true,
    state: { open: false, locked: true },
  },
  { id: 'telescope', name: 'Telescope', description: 'Pointed at nothing.', location: 'loft', portable: false },
  { id: 'fragment_a', name: 'Key Fragment A', description: 'A blue shard.', location: 'chest', hidden: true },
  { id: 'barrels', name: 'Wine Barrels', description: 'Empty.', location: 'cellar', portable: false },
  {
    id: 'iron_door',
    name: 'Iron Door',
    description: 'Rusted shut.',
    location: 'cellar',
    portable: false,
    state: { rusted: true, open: false },
  },
  { id: 'fragment_c', name: 'Key Fragment C', description: 'A red shard.', location: 'nowhere', hidden: true },
  { id: 'key', name: 'Ashford Key', description: 'The whole key.', location: 'nowhere', hidden: true },
];

const HELP = `[Command Help]

Movement:
  go/walk + direction      - Move north, south, east, west, up or down

Observation:
  look/l                   - Look around the room
  examine/x + item         - Inspect something closely

Items:
  take/get + item          - Pick something up
  drop + item              - Put something down
  inventory/i              - List what you carry (six things at most)

Interaction:
  open + item              - Open a container or a door
  read + item              - Read something written
  light + item             - Light a lamp or a candle (you need matches)
  use + item               - Use something
  use + item + on + target - Use something on something else
  combine                  - Join the key fragments you carry
  enter + number           - Enter a number on a lock

Other:
  help                     - Show this text

[Goal]
Find the three key fragments, join them into the Ashford key and open the great door.`;

interface Game {
  id: string;
  room: string;
  rooms: Map<string, Room>;
  items: Map<string, Item>;
  inventory: string[];
  flags: Record<string, boolean>;
  /** Items dropped since the game began, by room: what the bug below forgets to describe. */
  dropped: Set<string>;
  turn: number;
}

const games = new Map<string, Game>();
let nextId = 1;

function newGame(): Game {
  const game: Game = {
    id: `ak-${String(nextId++).padStart(4, '0')}`,
    room: 'hall',
    rooms: new Map(ROOMS.map((r) => [r.id, { ...r, exits: { ...r.exits } }])),
    items: new Map(
      ITEMS.map((i) => [
        i.id,
        { portable: true, hidden: false, ...i, state: { ...(i.state ?? {}) } } as Item,
      ]),
    ),
    inventory: [],
    flags: { storage_unlocked: false, ladder_placed: false, key_assembled: false, door_unlocked: false, game_won: false },
    dropped: new Set(),
    turn: 0,
  };
  games.set(game.id, game);
  return game;
}

const item = (g: Game, id: string): Item => g.items.get(id)!;
const room = (g: Game): Room => g.rooms.get(g.room)!;

function hasLight(g: Game): boolean {
  return g.inventory.some((id) => item(g, id).state.lit === true);
}

function canSee(g: Game): boolean {
  return !room(g).dark || hasLight(g);
}

/** Things lying in the room, fixed or not, that are not hidden (contents of containers are not "in the room"). */
function inRoom(g: Game): Item[] {
  return [...g.items.values()].filter((i) => i.location === g.room && !i.hidden);
}

function visibleState(g: Game) {
  const see = canSee(g);
  const r = room(g);
  return {
    room: {
      id: r.id,
      name: r.name,
      description: see ? r.description : 'It is pitch-black here.',
      exits: see ? Object.keys(r.exits) : [],
      dark: !see,
    },
    items: see ? inRoom(g).map((i) => ({ id: i.id, name: i.name, description: i.description })) : [],
    inventory: g.inventory.map((id) => ({ id, name: item(g, id).name, state: { ...item(g, id).state } })),
    flags: { ...g.flags },
    turn_count: g.turn,
    can_see: see,
  };
}

function fullState(g: Game) {
  return {
    current_room: g.room,
    inventory: [...g.inventory],
    rooms: Object.fromEntries([...g.rooms].map(([id, r]) => [id, { ...r }])),
    items: Object.fromEntries([...g.items].map(([id, i]) => [id, { ...i, state: { ...i.state } }])),
    flags: { ...g.flags },
    turn_count: g.turn,
  };
}

function describeRoom(g: Game): string {
  const r = room(g);
  if (!canSee(g)) return `[${r.name}]\n\nIt is pitch-black here. You can feel stone steps leading up.`;
  let text = r.description;
  // PLANTED (description flaw): the small key shows in the description while the drawer is still shut.
  if (g.room === 'bedroom' && item(g, 'small_key').location === 'drawer')
    text += ' Through a gap in the bedside drawer a small key glints.';
  if (g.room === 'library' && g.flags.ladder_placed) text += ' A ladder leans against the trapdoor.';
  // PLANTED (data inconsistency): what was dropped anywhere but the hall is in the room but never described.
  const notice = inRoom(g).filter((i) => i.portable && (g.room === 'hall' || !g.dropped.has(i.id)));
  if (notice.length) text += `\n\nYou notice: ${notice.map((i) => i.name.toLowerCase()).join(', ')}.`;
  return `[${r.name}]\n\n${text}\n\nExits: ${Object.keys(r.exits).join(', ')}`;
}

/** The item a player's words name: in the inventory, in the room, or in an open container here. */
function find(g: Game, words: string, where: 'any' | 'held' | 'here' = 'any'): Item | undefined {
  const w = words.trim().toLowerCase();
  if (!w) return undefined;
  const matches = (i: Item) => i.name.toLowerCase() === w || i.id === w.replaceAll(' ', '_') || i.name.toLowerCase().includes(w);
  const held = g.inventory.map((id) => item(g, id));
  const here = inRoom(g);
  const inside = [...g.items.values()].filter((i) => {
    const box = g.items.get(i.location);
    return box?.container && box.location === g.room && box.state.open === true && !i.hidden;
  });
  const pool = where === 'held' ? held : where === 'here' ? [...here, ...inside] : [...held, ...here, ...inside];
  return pool.find((i) => i.name.toLowerCase() === w) ?? pool.find(matches);
}

interface Result {
  success: boolean;
  message: string;
  changed?: boolean;
  over?: boolean;
}

const fail = (message: string): Result => ({ success: false, message });
const done = (message: string): Result => ({ success: true, message, changed: true });

function go(g: Game, target: string): Result {
  const r = room(g);
  const direction = Object.keys(r.exits).find((d) => d === target || d[0] === target);
  const to = direction ?? Object.values(r.exits).find((id) => g.rooms.get(id)!.name.toLowerCase() === target);
  const dest = direction ? r.exits[direction]! : to;
  if (!dest) return fail(`You cannot go that way. Exits: ${Object.keys(r.exits).join(', ')}`);
  const next = g.rooms.get(dest)!;
  if (next.locked) return fail(`The way into the ${next.name} is locked. You need the right key.`);
  if (dest === 'loft' && !g.flags.ladder_placed)
    return fail('The trapdoor is too high to reach. You need something to climb on first.');
  g.room = dest;
  return done(describeRoom(g));
}

function take(g: Game, words: string): Result {
  if (!canSee(g)) return fail('It is too dark to find anything to pick up.');
  const it = find(g, words, 'here');
  if (!it) return fail(`You do not see anything here called '${words}'.`);
  if (!it.portable) return fail(`The ${it.name.toLowerCase()} is fixed in place or too heavy to carry.`);
  if (g.inventory.length >= CARRY) return fail('You cannot carry any more. Drop something first.');
  it.location = 'inventory';
  it.hidden = false;
  g.inventory.push(it.id);
  g.dropped.delete(it.id);
  if (it.id === 'ladder') g.flags.ladder_placed = false;
  return done(`You pick up the ${it.name.toLowerCase()}.`);
}

function drop(g: Game, words: string): Result {
  const it = find(g, words, 'held');
  if (!it) return fail(`You are not carrying anything called '${words}'.`);
  g.inventory = g.inventory.filter((id) => id !== it.id);
  it.location = g.room;
  g.dropped.add(it.id);
  return done(`You drop the ${it.name.toLowerCase()}.`);
}

function open(g: Game, words: string): Result {
  if (!canSee(g)) return fail('You grope about but find nothing to open.');
  const it = find(g, words, 'here');
  if (!it) return fail(`You do not see anything here called '${words}'.`);
  if (it.id === 'great_door') {
    if (!g.flags.door_unlocked) return fail('The great door is held by an iron seal. You need a special key.');
    g.flags.game_won = true;
    return { ...done('The great door swings open onto the moonlit road. You have escaped Ashford Keep!'), over: true };
  }
  if (it.id === 'storage_door')
    return g.flags.storage_unlocked ? fail('The storage door is already unlocked.') : fail('It is locked.');
  if (it.id === 'iron_door') {
    if (it.state.rusted) return fail('The iron door is rusted shut. Oil might loosen it.');
    if (it.state.open) return fail('It is already open.');
    it.state.open = true;
    const c = item(g, 'fragment_c');
    c.location = 'cellar';
    c.hidden = false;
    return done('The iron door groans open. On the floor of the niche behind it lies a red key fragment.');
  }
  if (!it.container) return fail(`The ${it.name.toLowerCase()} cannot be opened.`);
  if (it.state.open) return fail(`The ${it.name.toLowerCase()} is already open.`);
  if (it.state.locked) return fail(`The ${it.name.toLowerCase()} is held by a numeric lock. Try 'enter [number]'.`);
  it.state.open = true;
  const inside = [...g.items.values()].filter((i) => i.location === it.id);
  for (const i of inside) i.hidden = false;
  const names = inside.map((i) => i.name.toLowerCase());
  return done(`You open the ${it.name.toLowerCase()}.${names.length ? ` Inside you find: ${names.join(', ')}.` : ''}`);
}

function light(g: Game, words: string): Result {
  const it = find(g, words, 'held');
  if (!it) return fail(`You are not carrying anything called '${words}'.`);
  if (it.id !== 'oil_lamp' && it.id !== 'candlestick') return fail(`You cannot light the ${it.name.toLowerCase()}.`);
  if (!g.inventory.includes('matches')) return fail('You need matches to light it.');
  if (it.state.lit) return fail('It is already burning.');
  it.state.lit = true;
  return done(`The ${it.name.toLowerCase()} burns with a steady flame.`);
}

function use(g: Game, words: string): Result {
  const [what = '', target] = words.split(/\s+on\s+/);
  const it = find(g, what, 'held');
  if (!it) return fail(`You are not carrying anything called '${what}'.`);
  const on = target === undefined ? undefined : find(g, target);
  if (target !== undefined && !on && !(it.id === 'small_key' && /storage/.test(target)))
    return fail(`You do not see any '${target}' here.`);
  if (it.id === 'small_key' && g.room === 'hall' && (!on || on.id === 'storage_door' || target?.includes('storage'))) {
    if (g.flags.storage_unlocked) return fail('The storage door is already unlocked.');
    g.flags.storage_unlocked = true;
    g.rooms.get('storage')!.locked = false;
    return done('The small key turns with a squeal. The storage door is unlocked.');
  }
  if (it.id === 'ladder' && g.room === 'library') {
    if (g.flags.ladder_placed) return fail('The ladder is already in place.');
    g.flags.ladder_placed = true;
    g.inventory = g.inventory.filter((id) => id !== 'ladder');
    it.location = 'library';
    return done('You set the ladder beneath the trapdoor. Now you can climb up.');
  }
  if (it.id === 'oil_flask' && (on?.id === 'iron_door' || (!on && g.room === 'cellar' && canSee(g)))) {
    const door = item(g, 'iron_door');
    if (!door.state.rusted) return fail('The hinges are oiled already.');
    if (!it.state.full) return fail('The flask is empty.');
    door.state.rusted = false;
    it.state.full = false;
    return done('You work the oil into the hinges of the iron door. The rust gives a little.');
  }
  if (it.id === 'key' && g.room === 'hall' && (!on || on.id === 'great_door')) {
    if (g.flags.door_unlocked) return fail('The seal is already broken.');
    g.flags.door_unlocked = true;
    return done('The Ashford key fits the seal. The iron bands fall away; the great door can be opened now.');
  }
  return fail(`Nothing happens when you use the ${it.name.toLowerCase()}${on ? ` on the ${on.name.toLowerCase()}` : ''}.`);
}

function combine(g: Game): Result {
  const fragments = g.inventory.filter((id) => id.startsWith('fragment_'));
  if (fragments.length === 0) return fail('You have nothing to combine.');
  // PLANTED (logic error): two fragments are enough, though the key needs all three.
  if (fragments.length < 2) return fail('One fragment alone will not make a key. Find the others.');
  for (const id of fragments) item(g, id).location = 'nowhere';
  g.inventory = g.inventory.filter((id) => !id.startsWith('fragment_'));
  const key = item(g, 'key');
  key.location = 'inventory';
  key.hidden = false;
  g.inventory.push('key');
  g.flags.key_assembled = true;
  return done('The fragments click together into the Ashford key.');
}

function enter(g: Game, code: string): Result {
  const chest = item(g, 'chest');
  if (g.room !== 'loft' || !chest.state.locked) return fail('There is nothing here that takes a number.');
  if (code.replace(/\D/g, '') !== '417') return fail('The dial turns but the lock does not move.');
  chest.state.locked = false;
  chest.state.open = true;
  item(g, 'fragment_a').hidden = false;
  return done('The dial clicks at 417 and the lid springs up. Inside you find: key fragment a.');
}

function examine(g: Game, words: string): Result {
  if (!canSee(g)) return fail('It is too dark to make anything out.');
  const it = find(g, words);
  if (!it) return fail(`You do not see anything here called '${words}'.`);
  const extra = it.container ? (it.state.open ? ' It is open.' : ' It is closed.') : '';
  return { success: true, message: `${it.description}${extra}` };
}

function read(g: Game, words: string): Result {
  if (!canSee(g)) return fail('It is too dark to read.');
  const it = find(g, words);
  if (!it) return fail(`You do not see anything here called '${words}'.`);
  if (!it.readable) return fail(`There is nothing written on the ${it.name.toLowerCase()}.`);
  return { success: true, message: `The ${it.name.toLowerCase()} reads: "${it.readable}"` };
}

function inventory(g: Game): Result {
  if (g.inventory.length === 0) return { success: true, message: 'You are carrying nothing.' };
  const lines = g.inventory.map((id) => `  - ${item(g, id).name}${item(g, id).state.lit ? ' (lit)' : ''}`);
  return { success: true, message: `You are carrying:\n${lines.join('\n')}\n(${g.inventory.length}/${CARRY})` };
}

function command(g: Game, input: string): Result {
  const text = input.trim().toLowerCase().replace(/\s+/g, ' ');
  // PLANTED (logic error): once the great door is open, only opening and using are refused; the player can still
  // walk, take and drop as if the game went on.
  if (g.flags.game_won && /^(open|use|combine|enter|light)\b/.test(text))
    return fail('The game is over: you have escaped. Start a new game to play again.');
  const [verb = '', ...rest] = text.split(' ');
  const object = rest.join(' ');
  switch (verb) {
    case 'go':
    case 'walk':
    case 'move':
      return object ? go(g, object) : fail('Where do you want to go?');
    case 'north':
    case 'south':
    case 'east':
    case 'west':
    case 'up':
    case 'down':
      return go(g, verb);
    case 'look':
    case 'l':
      return object ? examine(g, object.replace(/^at /, '')) : { success: true, message: describeRoom(g) };
    case 'examine':
    case 'x':
    case 'inspect':
      return object ? examine(g, object) : fail('What do you want to examine?');
    case 'take':
    case 'get':
      return object ? take(g, object) : fail('What do you want to take?');
    case 'pick':
      return take(g, object.replace(/^up /, ''));
    case 'drop':
      return object ? drop(g, object) : fail('What do you want to drop?');
    case 'inventory':
    case 'i':
      return inventory(g);
    case 'open':
      return object ? open(g, object) : fail('What do you want to open?');
    case 'read':
      return object ? read(g, object) : fail('What do you want to read?');
    case 'light':
      return object ? light(g, object) : fail('What do you want to light?');
    case 'use':
      return object ? use(g, object) : fail('What do you want to use?');
    case 'combine':
      return combine(g);
    case 'enter':
      return object ? enter(g, object) : fail('Enter what number?');
    case 'help':
      return { success: true, message: HELP };
    default:
      return fail("I don't understand that. Type 'help' for the commands.");
  }
}

function play(g: Game, input: string) {
  const before = JSON.stringify(visibleState(g));
  const result = command(g, input);
  if (result.changed && JSON.stringify(visibleState(g)) !== before) g.turn++;
  return {
    success: result.success,
    message: result.message,
    state: visibleState(g),
    game_over: g.flags.game_won,
    turn: g.turn,
    full_state: fullState(g),
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const data = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) });
  res.end(data);
}

async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
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
  if (req.method === 'GET' && url.pathname === '/api/health')
    return send(res, 200, { status: 'healthy', game: TITLE, version: '1.0.0' });
  if (req.method === 'POST' && url.pathname === '/api/agent/new') {
    await body(req);
    const g = newGame();
    return send(res, 200, {
      success: true,
      game_id: g.id,
      message: `=== ${TITLE} ===\n\nThunder wakes you on the cold floor of a keep you do not know. The great door ` +
        `will not open. Type 'help' for the commands.\n\n${describeRoom(g)}`,
      state: visibleState(g),
      full_state: fullState(g),
    });
  }
  if (req.method === 'POST' && url.pathname === '/api/agent/command') {
    const data = await body(req);
    const g = games.get(String(data.game_id ?? ''));
    if (!g) return send(res, 400, { success: false, message: 'Invalid game_id.' });
    if (typeof data.command !== 'string') return send(res, 400, { success: false, message: 'Please provide a command.' });
    return send(res, 200, play(g, data.command));
  }
  const state = /^\/api\/agent\/state\/([^/]+)$/.exec(url.pathname);
  if (req.method === 'GET' && state) {
    const g = games.get(decodeURIComponent(state[1]!));
    if (!g) return send(res, 400, { success: false, message: 'Invalid game_id.' });
    return send(res, 200, { initialized: true, game_id: g.id, state: visibleState(g), full_state: fullState(g) });
  }
  send(res, 404, { success: false, message: 'Not found.' });
});

const { values } = parseArgs({ options: { port: { type: 'string', default: '5000' } } });
server.listen(Number(values.port), '127.0.0.1');
