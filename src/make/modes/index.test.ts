// The mode registry keeps its promises: each mode's examples are its own (classified into its family and claimed by
// it), the requirement ids its games return are the ones it declares, every declared id is returned by an example,
// the lexicon's proofs are ids their modes declare, and each family's last mode claims every prompt.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { createRandom } from '../../assets/index.ts';
import { PROJECT_ROOT } from '../../shared/index.ts';
import { classifyPrompt } from '../classify.ts';
import { chooseAnyMode, chooseMode, MADE_FAMILIES } from '../dispatch.ts';
import { GddSchema } from '../gdd.ts';
import { readIntent } from '../intent.ts';
import { SHARED } from '../lexicon.ts';
import { ANY_FAMILY, type GameMode } from '../mode.ts';
import { NAMED } from '../named.ts';
import { readPhrases } from '../phrases.ts';
import { commonRequirements } from '../requirements.ts';
import { MODES } from './index.ts';

const ID_OF = (mode: GameMode) => `${mode.family}/${mode.id}`;

/** Whether a declared id (an exact id, or one with a "*" that stands for any words) names `id`. */
const names = (declared: string, id: string): boolean =>
  declared.includes('*')
    ? new RegExp(
        `^${declared
          .split('*')
          .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[a-z0-9-]+')}$`,
      ).test(id)
    : declared === id;

/** What each mode's examples return: the requirement ids beyond the common ones, by mode. */
type Emitted = Map<GameMode, Set<string>>;

/**
 * Problems of declared against emitted ids: an id a mode returns that it does not declare, and an id declared by
 * modes none of whose examples return it. Empty when they agree.
 */
export function proofProblems(modes: readonly GameMode[], emitted: Emitted): string[] {
  const problems: string[] = [];
  for (const mode of modes)
    for (const id of emitted.get(mode) ?? [])
      if (!mode.proofs.some((d) => names(d, id)))
        problems.push(`${ID_OF(mode)} returns the requirement "${id}", which it does not declare in its proofs`);
  const declaredBy = new Map<string, GameMode[]>();
  for (const mode of modes) for (const d of mode.proofs) declaredBy.set(d, [...(declaredBy.get(d) ?? []), mode]);
  for (const [declared, by] of declaredBy)
    if (!by.some((mode) => [...(emitted.get(mode) ?? [])].some((id) => names(declared, id))))
      problems.push(
        `${by.map(ID_OF).join(', ')} declare${by.length === 1 ? 's' : ''} the proof "${declared}", which no example ` +
          'of theirs returns (add an example that makes it, or drop the id)',
      );
  return problems;
}

/** The requirement ids beyond the common ones that the mode's game of `prompt` returns. */
function emittedBy(mode: GameMode, prompt: string): { ids: string[]; problem?: string } {
  const intent = readIntent(prompt);
  const classification = classifyPrompt(prompt);
  const family = mode.family === ANY_FAMILY ? classification.archetype : mode.family;
  if (classification.archetype !== family)
    return { ids: [], problem: `classified ${classification.archetype}, not ${mode.family}` };
  // A family mode's examples are read as `make --via mode` reads them: some (a brick breaker) make measures as better
  // made by the rulebook, which make asks first (src/make/rulebook/choice.ts).
  const chosen = mode.family === ANY_FAMILY ? chooseAnyMode(intent, { seed: 1 }) : chooseMode(family, intent);
  if (chosen?.mode !== mode) return { ids: [], problem: `claimed by ${chosen ? ID_OF(chosen.mode) : 'no mode'}` };
  const seed = 1;
  const random = createRandom(seed, `design:${family}`);
  const design = mode.design({ intent, classification, seed, random }, chosen.ask);
  const gdd = GddSchema.parse({
    schema: 'playsmith.gdd/1',
    archetype: family,
    seed,
    classification,
    intent,
    ...design,
  });
  const common = new Set(commonRequirements(intent, gdd).map((r) => r.id));
  return {
    ids: mode
      .requirements(gdd, chosen.ask)
      .map((r) => r.id)
      .filter((id) => !common.has(id)),
  };
}

test('every mode has a folder of its own, a unique id and examples; a family ends on a mode that claims all', () => {
  const ids = MODES.map(ID_OF);
  assert.deepEqual(
    ids.filter((id, i) => ids.indexOf(id) !== i),
    [],
    'mode ids are unique within a family',
  );
  for (const mode of MODES) {
    // A mode of a family is a folder of the family's; a mode of any family a folder of its own.
    const folder = mode.family === ANY_FAMILY ? [mode.id] : [mode.family, mode.id];
    assert.ok(existsSync(join(PROJECT_ROOT, 'src', 'make', 'modes', ...folder, 'index.ts')), ID_OF(mode));
    assert.ok(mode.examples.length > 0, `${ID_OF(mode)} has examples`);
  }
  // A prompt that names nothing of any mode: each family's last mode takes it.
  const plain = readIntent('a game');
  for (const family of MADE_FAMILIES) {
    const last = MODES.filter((m) => m.family === family).at(-1)!;
    assert.equal(chooseMode(family, plain)?.mode, last, `${family}'s last mode claims a plain prompt`);
    assert.notEqual(last.read(plain, readPhrases('a game'), { seed: 1 }), null);
  }
});

test("each mode's examples are its own, and the ids its games return are the ones it declares", () => {
  const emitted: Emitted = new Map();
  const strays: string[] = [];
  for (const mode of MODES) {
    const ids = new Set<string>();
    for (const prompt of mode.examples) {
      const made = emittedBy(mode, prompt);
      if (made.problem) strays.push(`${ID_OF(mode)}: "${prompt}" is ${made.problem}`);
      for (const id of made.ids) ids.add(id);
    }
    emitted.set(mode, ids);
  }
  assert.deepEqual(strays, []);
  assert.deepEqual(proofProblems(MODES, emitted), []);
});

test("the lexicon's proofs are ids their modes declare, and every entry several modes share is proved by one", () => {
  const problems: string[] = [];
  for (const mode of MODES) {
    for (const name of mode.names)
      for (const id of name.proofs)
        if (!mode.proofs.some((d) => names(d, id)))
          problems.push(`${ID_OF(mode)}: "${name.head}" is proved by "${id}", which the mode does not declare`);
    for (const [head, ids] of Object.entries(mode.proves ?? {})) {
      if (!SHARED.some((s) => s.head === head)) problems.push(`${ID_OF(mode)} proves "${head}", no shared entry`);
      for (const id of ids)
        if (!mode.proofs.some((d) => names(d, id)))
          problems.push(`${ID_OF(mode)}: "${head}" is proved by "${id}", which the mode does not declare`);
    }
  }
  for (const entry of SHARED)
    if (!NAMED.find((n) => n.head === entry.head)?.proofs.length) problems.push(`"${entry.head}" is proved by no mode`);
  const heads = NAMED.map((n) => `${n.kind}:${n.head}`);
  assert.deepEqual(
    heads.filter((h, i) => heads.indexOf(h) !== i),
    [],
    'a name is declared once',
  );
  assert.deepEqual(problems, []);
});

test('the proof check finds an id declared and never returned, and one returned and never declared', () => {
  const base = MODES[0]!;
  const fake: GameMode = { ...base, id: 'fake', proofs: ['kept', 'never-made', 'shown-*'] };
  const emitted: Emitted = new Map([[fake, new Set(['kept', 'shown-cat', 'undeclared'])]]);
  assert.deepEqual(proofProblems([fake], emitted), [
    `${base.family}/fake returns the requirement "undeclared", which it does not declare in its proofs`,
    `${base.family}/fake declares the proof "never-made", which no example of theirs returns (add an example that ` +
      'makes it, or drop the id)',
  ]);
});
