// The pre-execution validators on copies of the real family templates: a fresh copy has no finding at all (a false
// positive would send the model after a problem that is not there), and each injected mistake is reported once, at
// its file, line and column, with the bad name and what exists instead.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { PROJECT_ROOT } from '../../shared/index.ts';
import { validateProject, ValidatorFindingSchema, VALIDATORS, type ValidatorFinding } from './validators.ts';

const FAMILIES = ['platformer', 'top_down', 'grid_logic', 'tower_defense', 'ui_heavy'] as const;

const copies: string[] = [];
after(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** A plain copy of templates/<name>, as make starts a game (no node_modules, no dist). */
function copyTemplate(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `playsmith-validators-${name}-`));
  copies.push(dir);
  cpSync(join(PROJECT_ROOT, 'templates', name), dir, {
    recursive: true,
    filter: (src) => !['node_modules', 'dist'].includes(basename(src)),
  });
  return dir;
}

/** Replaces text that occurs exactly once, so an edit to a template cannot silently miss. */
function edit(dir: string, rel: string, from: string, to: string): void {
  const path = join(dir, rel);
  const text = readFileSync(path, 'utf8');
  assert.equal(text.split(from).length - 1, 1, `${rel} should contain ${JSON.stringify(from)} exactly once`);
  writeFileSync(path, text.replace(from, to));
}

/** 1-based line and column of `needle` (of `inside` when given) in a file. */
function where(dir: string, rel: string, needle: string, inside = needle): { line: number; column: number } {
  const text = readFileSync(join(dir, rel), 'utf8');
  const outer = text.indexOf(inside);
  assert.ok(outer >= 0, `${rel} should contain ${JSON.stringify(inside)}`);
  const index = outer + inside.indexOf(needle);
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** Where a finding points: its validator, code, file, line and column. */
function pointer(f: ValidatorFinding): Pick<ValidatorFinding, 'validator' | 'code' | 'file' | 'line' | 'column'> {
  return { validator: f.validator, code: f.code, file: f.file, line: f.line, column: f.column };
}

/** The pointer a finding of `validator` with `code` should have: at `needle` in `rel` (see `where`). */
function expected(
  dir: string,
  validator: ValidatorFinding['validator'],
  code: string,
  rel: string,
  needle: string,
  inside = needle,
): { validator: ValidatorFinding['validator']; code: string; file: string; line: number; column: number } {
  return { validator, code, file: rel, ...where(dir, rel, needle, inside) };
}

function of(findings: ValidatorFinding[], validator: ValidatorFinding['validator']): ValidatorFinding[] {
  return findings.filter((f) => f.validator === validator);
}

describe('a fresh copy of each template validates with no finding', () => {
  for (const name of [...FAMILIES, 'core']) {
    test(name, () => {
      assert.deepEqual(validateProject(copyTemplate(name)), []);
    });
  }
});

describe('asset-keys', () => {
  test('a wrong key in platformer assetKeys() is named at its literal, with the nearest registry key', () => {
    const dir = copyTemplate('platformer');
    edit(dir, 'src/game/Level.ts', "player: 'fox',", "player: 'foxx',");
    const findings = validateProject(dir);
    assert.equal(findings.length, 1, JSON.stringify(findings));
    const [f] = findings as [ValidatorFinding];
    assert.deepEqual(
      { ...f, message: '' },
      {
        ...expected(dir, 'asset-keys', 'unknown-asset-key', 'src/game/Level.ts', "'foxx'"),
        message: '',
      },
    );
    assert.match(f.message, /assetKeys\(\)\.player names "foxx"/);
    assert.match(f.message, /nearest keys: "fox"/);
  });

  test('a wrong key nested in assetKeys().sfx is found and its path named', () => {
    const dir = copyTemplate('platformer');
    edit(dir, 'src/game/Level.ts', "jump: 'sfx-jump'", "jump: 'sfx-jmp'");
    const [f, ...rest] = validateProject(dir);
    assert.deepEqual(rest, []);
    assert.equal(f?.code, 'unknown-asset-key');
    assert.deepEqual(
      { file: f.file, line: f.line, column: f.column },
      { file: 'src/game/Level.ts', ...where(dir, 'src/game/Level.ts', "'sfx-jmp'") },
    );
    assert.match(f.message, /assetKeys\(\)\.sfx\.jump names "sfx-jmp"/);
    assert.match(f.message, /nearest keys: "sfx-jump"/);
  });

  test('a file path in a hook is a path, and the registry key of that file is named', () => {
    const dir = copyTemplate('platformer');
    edit(dir, 'src/game/Level.ts', "background: 'forest',", "background: 'assets/forest.png',");
    const [f, ...rest] = validateProject(dir);
    assert.deepEqual(rest, []);
    assert.equal(f?.code, 'asset-key-is-url');
    assert.equal(f.line, where(dir, 'src/game/Level.ts', "'assets/forest.png'").line);
    assert.match(f.message, /"assets\/forest\.png"/);
    assert.match(f.message, /registry key "forest"/);
  });

  test('top_down art() enemies and tower_defense towerTypes() textures are checked, ids and names are not', () => {
    const topDown = copyTemplate('top_down');
    edit(topDown, 'src/game/Level.ts', "chaser: 'ash-crawler'", "chaser: 'ash-crawlr'");
    const [a, ...restA] = validateProject(topDown);
    assert.deepEqual(restA, []);
    assert.equal(a?.code, 'unknown-asset-key');
    assert.equal(a.line, where(topDown, 'src/game/Level.ts', "'ash-crawlr'").line);
    assert.match(a.message, /art\(\)\.enemies\.chaser names "ash-crawlr".*"ash-crawler"/);

    const td = copyTemplate('tower_defense');
    edit(td, 'src/game/Level.ts', "texture: 'bolt-tower'", "texture: 'bolt-towr'");
    const [b, ...restB] = validateProject(td);
    assert.deepEqual(restB, []);
    assert.equal(b?.code, 'unknown-asset-key');
    assert.deepEqual(
      { file: b.file, line: b.line, column: b.column },
      { file: 'src/game/Level.ts', ...where(td, 'src/game/Level.ts', "'bolt-towr'") },
    );
    assert.match(b.message, /towerTypes\(\)\[0\]\.texture names "bolt-towr".*"bolt-tower"/);
  });

  test("grid_logic's default gridAssets() is checked against the registry when the game does not override it", () => {
    const dir = copyTemplate('grid_logic');
    edit(dir, 'assets.json', '"key": "crate"', '"key": "box"');
    const [f, ...rest] = validateProject(dir);
    assert.deepEqual(rest, []);
    assert.equal(f?.code, 'unknown-asset-key');
    assert.deepEqual(
      { file: f.file, line: f.line },
      { file: 'src/family/GridLevelScene.ts', line: where(dir, 'src/family/GridLevelScene.ts', "'crate'").line },
    );
    assert.match(
      f.message,
      /default gridAssets\(\).*"crate".*nearest keys: .*override gridAssets\(\) in src\/game\/Level\.ts/,
    );
  });

  test('a file path or URL in an add.image() call is reported once, as a path, naming the key of that file', () => {
    for (const url of ['assets/backdrop.png', 'https://example.com/art/backdrop.png']) {
      const dir = copyTemplate('grid_logic');
      edit(dir, 'src/game/Level.ts', "this.add.image(0, 0, 'backdrop')", `this.add.image(0, 0, '${url}')`);
      const findings = validateProject(dir);
      assert.equal(findings.length, 1, JSON.stringify(findings));
      const [f] = findings as [ValidatorFinding];
      assert.deepEqual(
        { validator: f.validator, code: f.code, file: f.file, line: f.line },
        {
          validator: 'asset-keys',
          code: 'asset-key-is-url',
          file: 'src/game/Level.ts',
          line: where(dir, 'src/game/Level.ts', url).line,
        },
      );
      assert.ok(f.message.includes(`"${url}"`), f.message);
      assert.match(f.message, /registry key "backdrop"/);
    }
  });

  test("the core's sound and animation helpers: unknown keys, a texture as music, an animation the sheet lacks", () => {
    const dir = copyTemplate('top_down');
    edit(dir, 'src/game/Level.ts', "playSfx(this, 'sfx-win');", "playSfx(this, 'sfx-wim');");
    edit(
      dir,
      'src/game/Level.ts',
      "playMusic(this, 'bgm');",
      "playMusic(this, 'warden');\n    playAnimation(this.player, 'warden', 'wlak');",
    );
    edit(dir, 'src/game/Level.ts', 'import { playMusic, playSfx,', 'import { playAnimation, playMusic, playSfx,');
    const findings = validateProject(dir);
    assert.deepEqual(
      findings.map((f) => [f.code, f.line]),
      [
        ['asset-key-wrong-type', where(dir, 'src/game/Level.ts', "'warden'", "playMusic(this, 'warden')").line],
        ['unknown-animation', where(dir, 'src/game/Level.ts', "'wlak'").line],
        ['unknown-asset-key', where(dir, 'src/game/Level.ts', "'sfx-wim'").line],
      ],
    );
    assert.match(
      findings[0]!.message,
      new RegExp(
        String.raw`playMusic\(\) names "warden", which assets\.json lists as spritesheet, not one of its ` +
          'audio keys; nearest audio keys: ',
      ),
    );
    assert.match(findings[1]!.message, /animation "wlak" of "warden".*"walk"/);
    assert.match(findings[2]!.message, /playSfx\(\) names "sfx-wim".*nearest audio keys: "sfx-win"/);
  });

  test("the core's per-row animations of top-down sheets are known (L1 alone reports them)", () => {
    const dir = copyTemplate('top_down');
    edit(
      dir,
      'src/game/Level.ts',
      "    playMusic(this, 'bgm');",
      "    playMusic(this, 'bgm');\n    this.player.play('warden-walk-side');\n    playAnimation(this.player, " +
        "'warden', 'idle-back');",
    );
    edit(dir, 'src/game/Level.ts', 'import { playMusic, playSfx,', 'import { playAnimation, playMusic, playSfx,');
    assert.deepEqual(validateProject(dir), []);
  });

  test('group.create() takes registry keys and textures the game draws itself; another key is reported', () => {
    const dir = copyTemplate('top_down');
    edit(
      dir,
      'src/game/Level.ts',
      "    playMusic(this, 'bgm');",
      "    playMusic(this, 'bgm');\n    this.make.graphics({}).fillRect(0, 0, 4, " +
        "4).generateTexture('ember-dot', 4, 4);\n    this.physics.add.staticGroup().create(8, 8, " +
        "'ember-dot');\n    this.physics.add.staticGroup().create(8, 8, 'crate');\n    " +
        "this.physics.add.staticGroup().create(8, 8, 'crates');",
    );
    const findings = validateProject(dir);
    assert.deepEqual(
      findings.map((f) => [f.code, f.line]),
      [['unknown-asset-key', where(dir, 'src/game/Level.ts', "'crates'").line]],
    );
    assert.match(findings[0]!.message, /"crates".*nearest image, spritesheet, background or tileset keys: "crate"/);
  });

  test('ui_heavy content.json art names registry keys', () => {
    const dir = copyTemplate('ui_heavy');
    edit(dir, 'src/game/content.json', '"backdrop": "bg-crossroads"', '"backdrop": "bg-crossroad"');
    const [f, ...rest] = validateProject(dir);
    assert.deepEqual(rest, []);
    assert.deepEqual(
      { code: f?.code, file: f?.file, line: f?.line },
      {
        code: 'unknown-asset-key',
        file: 'src/game/content.json',
        line: where(dir, 'src/game/content.json', '"bg-crossroad"').line,
      },
    );
    assert.match(f!.message, /levels\.crossroads\.backdrop names "bg-crossroad".*"bg-crossroads"/);
  });
});

describe('config-keys', () => {
  test("a read of a missing key (L1's finding) gets the nearest existing key", () => {
    const dir = copyTemplate('tower_defense');
    edit(dir, 'src/game/Level.ts', '= gameConfig.towers;', '= gameConfig.tower;');
    const findings = of(validateProject(dir), 'config-keys');
    assert.equal(findings.length, 1, JSON.stringify(findings));
    const [f] = findings as [ValidatorFinding];
    assert.deepEqual(
      { code: f.code, file: f.file, line: f.line },
      {
        code: 'missing-config-key',
        file: 'src/game/Level.ts',
        line: where(dir, 'src/game/Level.ts', 'gameConfig.tower;').line,
      },
    );
    assert.match(f.message, /no key "tower".*nearest keys: "towers"/);
  });

  test('names destructured from a config section, and reads through them, are checked', () => {
    const dir = copyTemplate('tower_defense');
    edit(dir, 'src/game/Level.ts', 'cost: bolt.cost.value', 'cost: bolt.cots.value');
    edit(dir, 'src/game/Level.ts', 'const { slime, wasp, beetle } =', 'const { slime, wasp, beetel } =');
    const findings = validateProject(dir);
    assert.deepEqual(findings.map(pointer), [
      {
        ...expected(dir, 'config-keys', 'missing-config-key', 'src/game/Level.ts', 'bolt.cots.value'),
      },
      {
        ...expected(dir, 'config-keys', 'missing-config-key', 'src/game/Level.ts', 'beetel'),
      },
    ]);
    assert.match(
      findings[0]!.message,
      /reads towers\.bolt\.cots \(through "bolt" from line \d+\).*no key "cots".*nearest keys: "cost"/,
    );
    assert.match(findings[1]!.message, /destructures enemies\.beetel .*nearest keys: "beetle"/);
  });
});

describe('scenes', () => {
  test('a scene.start of an unregistered scene names the nearest registered key', () => {
    const dir = copyTemplate('top_down');
    edit(
      dir,
      'src/game/Level.ts',
      "    playSfx(this, 'sfx-win');",
      "    playSfx(this, 'sfx-win');\n    this.scene.start('Victroy');",
    );
    const [f, ...rest] = validateProject(dir);
    assert.deepEqual(rest, []);
    assert.deepEqual(
      { validator: f?.validator, code: f?.code, file: f?.file, ...(f ? { line: f.line, column: f.column } : {}) },
      {
        ...expected(dir, 'scenes', 'unregistered-scene', 'src/game/Level.ts', "this.scene.start('Victroy')"),
      },
    );
    assert.match(f!.message, /"Victroy".*nearest scene keys: "Victory"/);
  });
});

describe('level-order', () => {
  test('an id the levels do not define, and the level it was meant to be, are both named', () => {
    const dir = copyTemplate('platformer');
    edit(dir, 'src/game/definition.ts', "levelOrder: ['meadow', 'castle']", "levelOrder: ['meadow', 'castel']");
    const findings = validateProject(dir);
    assert.deepEqual(findings.map(pointer), [
      {
        ...expected(dir, 'level-order', 'level-order-mismatch', 'src/game/definition.ts', "'castel'"),
      },
      {
        ...expected(dir, 'level-order', 'level-order-mismatch', 'src/game/levels.ts', 'castle'),
      },
    ]);
    assert.match(
      findings[0]!.message,
      /levelOrder lists "castel", which src\/game\/levels\.ts \(LEVELS\) does not define .*nearest level ids: "castle"/,
    );
    assert.match(
      findings[1]!.message,
      /defines level "castle", which levelOrder .* does not list, so it can never be played/,
    );
  });

  test('a level left out of the order is reported where it is defined', () => {
    const dir = copyTemplate('tower_defense');
    edit(dir, 'src/game/definition.ts', "levelOrder: ['meadow', 'canyon']", "levelOrder: ['meadow']");
    const findings = validateProject(dir);
    assert.equal(findings.length, 1, JSON.stringify(findings));
    assert.deepEqual(
      { ...findings[0]!, message: '' },
      {
        ...expected(dir, 'level-order', 'level-order-mismatch', 'src/game/levels.ts', 'canyon'),
        message: '',
      },
    );
    assert.match(findings[0]!.message, /"canyon".*never be played.*"meadow"/);
  });

  test('an id listed twice is reported at its second place', () => {
    const dir = copyTemplate('grid_logic');
    edit(dir, 'src/game/definition.ts', "'stacking-yard']", "'stacking-yard', 'narrow-slot']");
    const findings = validateProject(dir);
    assert.equal(findings.length, 1, JSON.stringify(findings));
    assert.deepEqual(
      { ...findings[0]!, message: '' },
      {
        ...expected(
          dir,
          'level-order',
          'level-order-mismatch',
          'src/game/definition.ts',
          "'narrow-slot'",
          "'stacking-yard', 'narrow-slot'",
        ),
        message: '',
      },
    );
    assert.match(findings[0]!.message, /lists "narrow-slot" again \(first at line \d+\)/);
  });

  test('ui_heavy levels are the levels of content.json', () => {
    const dir = copyTemplate('ui_heavy');
    edit(dir, 'src/game/definition.ts', "'gate'", "'gates'");
    const findings = validateProject(dir);
    assert.deepEqual(
      findings.map((f) => ({ code: f.code, file: f.file, line: f.line })),
      [
        {
          code: 'level-order-mismatch',
          file: 'src/game/content.json',
          line: where(dir, 'src/game/content.json', '"gate": {', '\n    "gate": {').line,
        },
        {
          code: 'level-order-mismatch',
          file: 'src/game/definition.ts',
          line: where(dir, 'src/game/definition.ts', "'gates'").line,
        },
      ],
    );
    assert.match(
      findings[1]!.message,
      /"gates", which src\/game\/content\.json \(levels\) does not define.*nearest level ids: "gate"/,
    );
  });

  test('levels that cannot be read statically give no level-order finding rather than a guess', () => {
    const computed = copyTemplate('platformer');
    edit(computed, 'src/game/levels.ts', '  castle: [', "  ['cas' + 'tle']: [");
    edit(computed, 'src/game/definition.ts', "'castle']", "'castle', 'tower']");
    assert.deepEqual(of(validateProject(computed), 'level-order'), []);
    const order = copyTemplate('platformer');
    edit(
      order,
      'src/game/definition.ts',
      "levelOrder: ['meadow', 'castle']",
      "levelOrder: ['meadow', 'castle'].filter((id) => id !== 'tower')",
    );
    assert.deepEqual(of(validateProject(order), 'level-order'), []);
  });
});

describe('the whole run', () => {
  test('several mistakes come back schema-valid in a stable order (validator, file, line, column)', () => {
    const dir = copyTemplate('platformer');
    edit(
      dir,
      'src/game/definition.ts',
      "levelOrder: ['meadow', 'castle']",
      "levelOrder: ['castle', 'meadow', 'castle']",
    );
    edit(dir, 'src/game/Level.ts', "coin: 'coin',", "coin: 'coins',");
    edit(dir, 'src/game/Level.ts', "goal: 'flag',", "goal: 'flag.png',");
    const findings = validateProject(dir);
    for (const f of findings) ValidatorFindingSchema.parse(f);
    assert.deepEqual(
      findings.map((f) => [f.validator, f.code]),
      [
        ['asset-keys', 'unknown-asset-key'],
        ['asset-keys', 'asset-key-is-url'],
        ['level-order', 'level-order-mismatch'],
      ],
    );
    const inOrder = (a: ValidatorFinding, b: ValidatorFinding): boolean =>
      VALIDATORS.indexOf(a.validator) < VALIDATORS.indexOf(b.validator) ||
      (a.validator === b.validator &&
        ((a.file ?? '') < (b.file ?? '') ||
          (a.file === b.file &&
            ((a.line ?? 0) < (b.line ?? 0) || (a.line === b.line && (a.column ?? 0) <= (b.column ?? 0))))));
    for (let i = 1; i < findings.length; i++)
      assert.ok(inOrder(findings[i - 1]!, findings[i]!), JSON.stringify(findings));
    assert.deepEqual(validateProject(dir), findings);
  });

  test('a broken project gives findings, not an exception', () => {
    const dir = copyTemplate('platformer');
    writeFileSync(join(dir, 'assets.json'), '{ "assets": [');
    writeFileSync(join(dir, 'src/gameConfig.json'), '{');
    rmSync(join(dir, 'src/game/levels.ts'));
    const findings = validateProject(dir);
    assert.ok(
      findings.some((f) => f.code === 'broken-pack' && f.file === 'assets.json'),
      JSON.stringify(findings),
    );
    assert.ok(
      findings.some((f) => f.validator === 'config-keys' && f.code === 'broken-config'),
      JSON.stringify(findings),
    );
    assert.deepEqual(validateProject(join(dir, 'no-such-folder')), []);
  });
});
