// Gem Run: a one-screen platformer. Run along the ground, collect the gems, keep away from the patrolling enemy.
// Tunables are in config.json; the Game Contract (window.__playsmith) tells tests and agents what is going on.
const canvas = document.getElementById('game');
const ctx = canvas.getContext('2d');
const GROUND = 500;
const SIZE = 30;
const START_X = 100;
const KEYS = { left: ['ArrowLeft'], right: ['ArrowRight'], jump: ['Space', 'ArrowUp'], restart: ['KeyR'] };

let config = null;
let game = null;
const held = new Set();

function newGame() {
  return {
    player: { x: START_X, y: GROUND - SIZE / 2, vx: 0, vy: 0, onGround: true },
    enemy: { x: config.enemy.from, vx: config.enemy.speed },
    gems: config.gems.map((x) => ({ x, taken: false })),
    score: 0,
    lives: config.lives,
    hurtFor: 0,
    over: false,
    won: false,
  };
}

function restart() {
  const score = game.score;
  game = newGame();
  game.score = score;
}

function isKey(action, code) {
  return KEYS[action].includes(code);
}

function onKeyDown(e) {
  held.add(e.code);
  if (!game) return;
  if (isKey('jump', e.code) && game.player.onGround && !game.over) {
    game.player.vy = -config.jumpSpeed;
    game.player.onGround = false;
  }
  if (isKey('restart', e.code) && game.over) restart();
}

function hurt() {
  game.lives -= 1;
  game.player.x = START_X;
  game.player.vx = 0;
  game.hurtFor = 1;
  if (game.lives <= 0) game.over = true;
}

function movePlayer(dt) {
  const p = game.player;
  const dir = (KEYS.right.some((k) => held.has(k)) ? 1 : 0) - (KEYS.left.some((k) => held.has(k)) ? 1 : 0);
  p.vx = dir * config.playerSpeed;
  p.x = Math.min(800 - SIZE / 2, Math.max(SIZE / 2, p.x + p.vx * dt));
  p.vy += config.gravity * dt;
  p.y += p.vy * dt;
  if (p.y >= GROUND - SIZE / 2) {
    p.y = GROUND - SIZE / 2;
    p.vy = 0;
    p.onGround = true;
  }
}

function moveEnemy(dt) {
  const e = game.enemy;
  e.x += e.vx * dt;
  if (e.x > config.enemy.to) {
    e.x = config.enemy.to;
    e.vx = -Math.abs(e.vx);
  } else if (e.x < config.enemy.from) {
    e.x = config.enemy.from;
    e.vx = Math.abs(e.vx);
  }
}

function update(dt) {
  if (game.over) return;
  movePlayer(dt);
  moveEnemy(dt);
  const p = game.player;
  for (const gem of game.gems) {
    if (!gem.taken && Math.abs(p.x - gem.x) < 23 && Math.abs(p.y - (GROUND - 15)) < 23) {
      gem.taken = true;
      game.score += config.gemPoints;
    }
  }
  game.hurtFor = Math.max(0, game.hurtFor - dt);
  if (game.hurtFor === 0 && Math.abs(p.x - game.enemy.x) < SIZE && Math.abs(p.y - (GROUND - SIZE / 2)) < SIZE) hurt();
}

function hudText() {
  return `Score: ${game.score}`;
}

function overText() {
  return game.over ? 'GAME OVER' : '';
}

function draw() {
  ctx.fillStyle = '#203040';
  ctx.fillRect(0, 0, 800, 600);
  ctx.fillStyle = '#4a7a3a';
  ctx.fillRect(0, GROUND, 800, 100);
  ctx.fillStyle = '#40e0d0';
  for (const gem of game.gems) if (!gem.taken) ctx.fillRect(gem.x - 8, GROUND - 23, 16, 16);
  ctx.fillStyle = '#d04040';
  ctx.fillRect(game.enemy.x - SIZE / 2, GROUND - SIZE, SIZE, SIZE);
  ctx.fillStyle = game.hurtFor > 0 ? '#f0f0a0' : '#e0c040';
  ctx.fillRect(game.player.x - SIZE / 2, game.player.y - SIZE / 2, SIZE, SIZE);
  ctx.fillStyle = '#ffffff';
  ctx.font = '20px sans-serif';
  ctx.fillText(hudText(), 16, 30);
  if (game.over) ctx.fillText(overText(), 320, 280);
}

let last = null;
function frame(t) {
  const dt = last === null ? 0 : Math.min((t - last) / 1000, 0.05);
  last = t;
  update(dt);
  draw();
  requestAnimationFrame(frame);
}

window.__playsmith = {
  version: 1,
  meta: () => ({
    title: 'Gem Run',
    archetype: 'platformer',
    actions: Object.entries(KEYS).map(([name, keys]) => ({ name, keys })),
    goal: 'collect the gems and keep away from the enemy',
  }),
  state: () =>
    game ? {
      scene: game.over ? 'gameover' : 'play',
      over: game.over,
      won: game.won,
      score: game.score,
      paused: false,
      player: { x: game.player.x, y: game.player.y, vx: game.player.vx, vy: game.player.vy, hp: game.lives },
      entities: { enemy: { x: game.enemy.x, vx: game.enemy.vx }, gemsLeft: game.gems.filter((g) => !g.taken).length },
      flags: { lives: game.lives, onGround: game.player.onGround },
    } : undefined,
  text: () => (game ? [hudText(), overText()].filter(Boolean).join(' | ') : 'loading'),
};

window.addEventListener('keydown', onKeyDown);
window.addEventListener('keyup', (e) => held.delete(e.code));
fetch('config.json')
  .then((r) => r.json())
  .then((loaded) => {
    config = loaded;
    game = newGame();
    requestAnimationFrame(frame);
  });
