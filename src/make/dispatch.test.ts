// The dispatcher takes a mode as it is registered: a new family mode is claimed in its registry place, and a mode of
// any family whose game comes from elsewhere (a composed data file, as the rulebook's) is asked before any family's,
// names its own template and contract family, writes the files and the golden path its ask carries, and may give its
// own account of the phrases and lay out the whole project.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { writeFileSync } from 'node:fs';
import { createRandom } from '../assets/index.ts';
import { classifyPrompt } from './classify.ts';
import { chooseAnyMode, chooseMode, familiesOf, familyGenerator, MADE_FAMILIES, modeGenerator } from './dispatch.ts';
import { GddSchema, type Gdd } from './gdd.ts';
import { readIntent } from './intent.ts';
import { ANY_FAMILY, defineMode, type GameMode } from './mode.ts';
import { MODES } from './modes/index.ts';
import { readPhrases } from './phrases.ts';
import type { PhraseCompilation } from './requirements.ts';

/** What a composer elsewhere made of a prompt: the game's data file, its family and the path its planner proved. */
interface Composed {
  data: { title: string; cells: string[] };
  archetype: 'grid_logic';
  path: { version: 1; seed: number; steps: { press: string }[]; expect: { won: true } };
}

/** Stands for a composer outside make/modes (src/make/rulebook/compose.ts on main). */
function compose(prompt: string): Composed | null {
  if (!/\bzorb\b/.test(prompt)) return null;
  return {
    data: { title: 'Zorb Rolls', cells: ['#####', '#@.$#', '#####'] },
    archetype: 'grid_logic',
    path: { version: 1, seed: 7, steps: [{ press: 'ArrowRight' }], expect: { won: true } },
  };
}

const push = MODES.find((m) => m.family === 'grid_logic' && m.id === 'push')!;

const dataMode = defineMode<Composed>({
  id: 'zorb',
  family: ANY_FAMILY,
  template: 'grid_logic',
  cues: [],
  names: [],
  proofs: ['zorb-data'],
  examples: ['a zorb game'],
  read: (intent) => compose(intent.read),
  design(input, ask) {
    // The sections of a real grid game, so the GDD is whole; what the composer decided overrides them.
    const base = push.design(input, push.read(input.intent, readPhrases(input.intent.read), { seed: input.seed }));
    return { ...base, title: ask.data.title, archetype: ask.archetype };
  },
  validate: () => [],
  write(projectDir, _gdd, ask) {
    writeFileSync(join(projectDir, 'zorb.json'), `${JSON.stringify(ask.data)}\n`);
  },
  plan: (_gdd, ask) => ({ path: ask.path }),
  requirements: () => [
    {
      id: 'zorb-data',
      text: 'the game is its data file',
      source: 'zorb',
      weight: 1,
      check: { kind: 'design', ok: true, evidence: 'zorb.json' },
    },
  ],
  account: (): PhraseCompilation => ({ plans: [], requirements: [], noMode: null }),
  ownsProject: true,
});

const registry: readonly GameMode[] = [dataMode, ...MODES];

function gddOf(
  archetype: Gdd['archetype'],
  prompt: string,
  modes: readonly GameMode[],
  generator = familyGenerator(archetype, modes),
): Gdd {
  const intent = readIntent(prompt);
  const classification = classifyPrompt(prompt, archetype);
  const random = createRandom(1, `design:${archetype}`);
  const design = generator.design({ intent, classification, seed: 1, random });
  return GddSchema.parse({ schema: 'playsmith.gdd/1', archetype, seed: 1, classification, intent, ...design });
}

test('a mode of any family claims its prompts before any family, and no family mode sees it', () => {
  const zorb = readIntent('a zorb game');
  const chosen = chooseAnyMode(zorb, { seed: 1 }, registry);
  assert.equal(chosen?.mode, dataMode);
  assert.equal(chosen?.template, 'grid_logic', 'its own template');
  assert.equal(chooseAnyMode(readIntent('a racing game with ghosts'), { seed: 1 }, registry), undefined);
  for (const family of MADE_FAMILIES) assert.notEqual(chooseMode(family, zorb, registry)?.mode, dataMode, family);
  assert.equal(chooseMode('top_down', zorb, registry)?.mode.id, 'shooter', 'a family chooses among its own');
  assert.deepEqual(familiesOf(registry), [...MADE_FAMILIES], 'it makes no family of its own');
});

test("its game speaks the family its data says, and its files and golden path are the ask's", () => {
  const chosen = chooseAnyMode(readIntent('a zorb game'), { seed: 1 }, registry)!;
  const generator = modeGenerator('top_down', () => chosen);
  const gdd = gddOf('top_down', 'a zorb game', registry, generator);
  assert.equal(gdd.archetype, 'grid_logic');
  assert.equal(gdd.title, 'Zorb Rolls');
  const dir = mkdtempSync(join(tmpdir(), 'playsmith-dispatch-'));
  try {
    generator.write(dir, gdd);
    assert.deepEqual(JSON.parse(readFileSync(join(dir, 'zorb.json'), 'utf8')), compose('a zorb game')!.data);
    assert.deepEqual(JSON.parse(readFileSync(join(dir, 'golden-path.json'), 'utf8')), compose('a zorb game')!.path);
    assert.equal(existsSync(join(dir, 'README.md')), false, 'the dispatcher writes only what the mode writes');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.deepEqual(
    generator.requirements(gdd).map((r) => r.id),
    ['zorb-data'],
  );
  assert.deepEqual(generator.account(gdd, readPhrases('a zorb game'), []), {
    plans: [],
    requirements: [],
    noMode: null,
  });
  assert.equal(generator.ownsProject(gdd.intent, gdd.seed), true);
});

test("a registered family mode's phases are its own; the registry's modes keep make's account and hand-over", () => {
  const generator = familyGenerator('top_down', registry);
  const race = gddOf('top_down', 'a racing game with ghosts', registry);
  assert.equal(race.archetype, 'top_down');
  assert.equal(generator.account(race, readPhrases(race.intent.read), []), undefined);
  for (const mode of MODES)
    if (mode.family !== ANY_FAMILY) assert.notEqual(mode.ownsProject, true, `${mode.family}/${mode.id}`);
  // One more family mode, placed first in its family: one line of a registry, and every phase asks it.
  const calls: string[] = [];
  const extra = defineMode<true>({
    ...(push as GameMode<unknown>),
    id: 'extra',
    examples: ['a glorp puzzle'],
    read: (intent) => (/\bglorp\b/.test(intent.read) ? true : null),
    design(input) {
      calls.push('design');
      return push.design(input, push.read(input.intent, [], { seed: input.seed }));
    },
    validate() {
      calls.push('validate');
      return [];
    },
    requirements() {
      calls.push('requirements');
      return [];
    },
  });
  const withExtra = [extra, ...MODES];
  const gdd = gddOf('grid_logic', 'a glorp puzzle', withExtra);
  const grid = familyGenerator('grid_logic', withExtra);
  assert.deepEqual(grid.validate(gdd), []);
  assert.deepEqual(grid.requirements(gdd), []);
  assert.deepEqual(calls, ['design', 'validate', 'requirements']);
  assert.equal(chooseMode('grid_logic', readIntent('a sokoban puzzle'), withExtra)?.mode, push);
});
