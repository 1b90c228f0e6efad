// Coin Walk: the smallest game that opts into Playsmith's Game Contract (docs/contract.md) and carries a golden path
// (golden-path.json, docs/golden-path.md). No engine and no build: a canvas, the keyboard and requestAnimationFrame.
// A title screen waits for Enter; then the player walks right along a row of cells, picks up three coins and wins at
// the flag. All time comes from the frame loop's timestamp (never Date.now), so Playsmith's clock steps the game.
(() => {
  const canvas = document.getElementById('game');
  const ctx = canvas.getContext('2d');
  const CELL = 40;
  const CELLS = 12;
  const STEP_MS = 150; // a held arrow moves one cell this often
  const COINS = [3, 6, 9];
  const FLAG = CELLS - 1;

  const game = { scene: 'Title', over: false, won: false, score: 0, x: 0, coins: [...COINS], heldSince: {} };
  const held = new Set();
  let now = 0;

  // --- the Game Contract --------------------------------------------------------------------------------------
  const listeners = new Map();
  const contract = {
    version: 1,
    meta: () => ({
      title: 'Coin Walk',
      archetype: 'platformer',
      actions: [
        { name: 'start', keys: ['Enter'] },
        { name: 'left', keys: ['ArrowLeft'] },
        { name: 'right', keys: ['ArrowRight'] },
      ],
      goal: 'collect the three coins and reach the flag',
    }),
    state: () => ({
      scene: game.scene,
      over: game.over,
      won: game.won,
      score: game.score,
      level: game.scene === 'Level' || game.over ? 1 : 0,
      paused: false,
      player: game.scene === 'Level' ? { x: game.x * CELL + CELL / 2, y: 100, vx: 0, vy: 0, hp: 1 } : null,
      entities: { coins: game.coins.map((c) => ({ x: c * CELL + CELL / 2, y: 100 })) },
      flags: { cell: game.x, coinsLeft: game.coins.length },
    }),
    text: () =>
      game.scene === 'Title'
        ? 'Title: press Enter to start'
        : `${game.scene}: cell ${game.x} of ${FLAG}, score ${game.score}, coins left ${game.coins.length}` +
          (game.won ? ', won' : ''),
    events: {
      emit(type, payload) {
        for (const listener of listeners.get(type) ?? []) listener(payload);
      },
      on(type, listener) {
        listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      },
      off(type, listener) {
        listeners.set(type, (listeners.get(type) ?? []).filter((l) => l !== listener));
      },
    },
  };
  window.__playsmith = contract;
  // Always through window.__playsmith.events, so whoever watches the contract sees every event.
  const emit = (type, payload = {}) => window.__playsmith.events.emit(type, payload);

  // --- the game -----------------------------------------------------------------------------------------------
  window.addEventListener('keydown', (e) => {
    if (!held.has(e.code)) game.heldSince[e.code] = undefined;
    held.add(e.code);
    if (e.code === 'Enter' && game.scene === 'Title') {
      game.scene = 'Level';
      emit('level_started', { level: 1 });
    }
  });
  window.addEventListener('keyup', (e) => held.delete(e.code));

  function move(dir) {
    game.x = Math.max(0, Math.min(FLAG, game.x + dir));
    const coin = game.coins.indexOf(game.x);
    if (coin >= 0) {
      game.coins.splice(coin, 1);
      game.score += 10;
      emit('coin_collected', { value: 10, cell: game.x });
    }
    if (game.x === FLAG && game.coins.length === 0) {
      game.won = true;
      game.over = true;
      game.scene = 'Victory';
      emit('game_won', { score: game.score });
    }
  }

  function update() {
    if (game.scene !== 'Level') return;
    for (const [code, dir] of [
      ['ArrowLeft', -1],
      ['ArrowRight', 1],
    ]) {
      if (!held.has(code)) continue;
      const since = game.heldSince[code];
      if (since === undefined || now - since >= STEP_MS) {
        game.heldSince[code] = now;
        move(dir);
      }
    }
  }

  function draw() {
    ctx.fillStyle = '#102030';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#f0f0f0';
    ctx.font = '20px sans-serif';
    if (game.scene === 'Title') {
      ctx.fillText('Coin Walk — press Enter', 120, 80);
      return;
    }
    ctx.fillStyle = '#3a5a3a';
    ctx.fillRect(0, 120, canvas.width, 40);
    ctx.fillStyle = '#e04040';
    ctx.fillRect(FLAG * CELL + 16, 60, 6, 60);
    ctx.fillStyle = '#f0c020';
    for (const c of game.coins) ctx.beginPath(), ctx.arc(c * CELL + 20, 100, 10, 0, Math.PI * 2), ctx.fill();
    ctx.fillStyle = '#40a0f0';
    ctx.fillRect(game.x * CELL + 8, 80, 24, 40);
    ctx.fillStyle = '#f0f0f0';
    ctx.fillText(`Score ${game.score}`, 10, 28);
    if (game.won) ctx.fillText('You win!', 200, 50);
  }

  function frame(time) {
    now = time;
    update();
    draw();
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
})();
