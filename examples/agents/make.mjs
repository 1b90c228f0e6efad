// An example agent for make tasks: reads the prompt from INSTRUCTIONS.md and writes a small canvas game into game/
// with the Game Contract (window.__playsmith) and a golden-path.json that wins it. A real agent asks its model for
// the game; this one fills one fixed design with the prompt's words, so it runs offline.
import { mkdirSync } from 'node:fs';
import { instructions, reportUsage, writeText } from './usage.mjs';

const prompt = (/^> (.+)$/m.exec(instructions())?.[1] ?? 'a game').trim();
const title = prompt.replace(/^(an?|the)\s+/i, '').slice(0, 60);
const goal = 'walk right to the flag';

const game = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#000"><canvas id="c" width="800" height="600"></canvas>
<script>
const canvas = document.getElementById('c');
const ctx = canvas.getContext('2d');
const FLAG = 700;
const player = { x: 60, y: 480, vx: 0, vy: 0, hp: 1 };
const keys = new Set();
let won = false;
let steps = 0;
const listeners = [];
const events = {
  emit(type, payload) { for (const l of listeners) l({ type, payload }); },
  on(l) { listeners.push(l); },
};
addEventListener('keydown', (e) => keys.add(e.key));
addEventListener('keyup', (e) => keys.delete(e.key));
function update() {
  if (won) return;
  player.vx = (keys.has('ArrowRight') ? 4 : 0) - (keys.has('ArrowLeft') ? 4 : 0);
  player.x = Math.max(0, Math.min(canvas.width - 40, player.x + player.vx));
  if (player.vx !== 0) steps++;
  if (player.x + 40 >= FLAG) { won = true; events.emit('flag_reached', { steps }); }
}
function draw() {
  ctx.fillStyle = '#1d2b44'; ctx.fillRect(0, 0, canvas.width, canvas.height);
  for (let i = 0; i < 40; i++) { ctx.fillStyle = i % 2 ? '#2e4a30' : '#365a38'; ctx.fillRect(i * 20, 520, 20, 80); }
  ctx.fillStyle = '#eee'; ctx.fillRect(FLAG, 400, 6, 120);
  ctx.fillStyle = '#e04848'; ctx.fillRect(FLAG + 6, 400, 40, 26);
  ctx.fillStyle = '#f0c040'; ctx.fillRect(player.x, player.y, 40, 40);
  ctx.fillStyle = '#fff'; ctx.font = '20px sans-serif';
  ctx.fillText(won ? 'You reached the flag!' : ${JSON.stringify(title)}, 20, 40);
}
function frame() { update(); draw(); requestAnimationFrame(frame); }
requestAnimationFrame(frame);
window.__playsmith = {
  version: 1,
  meta: () => ({
    title: ${JSON.stringify(title)},
    archetype: 'platformer',
    actions: [{ name: 'right', keys: ['ArrowRight'] }, { name: 'left', keys: ['ArrowLeft'] }],
    goal: ${JSON.stringify(goal)},
  }),
  state: () => ({ scene: 'play', over: won, won, score: won ? 1 : 0, player: { ...player }, flags: { steps } }),
  text: () => (won ? 'You reached the flag.' : 'The flag is ' + Math.round(FLAG - player.x - 40) + ' px to the right.'),
  events,
};
</script></body></html>
`;

const goldenPath = {
  version: 1,
  description: 'hold ArrowRight until the flag is reached',
  steps: [{ until: { path: 'won', equals: true }, hold: ['ArrowRight'], timeoutMs: 20000 }],
  expect: { won: true },
};

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

mkdirSync('game', { recursive: true });
writeText('game/index.html', game);
writeText('game/golden-path.json', `${JSON.stringify(goldenPath, null, 2)}\n`);
reportUsage();
