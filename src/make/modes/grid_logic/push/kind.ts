// Push-box rooms as a kind of grid level: generated backwards from the solved position for their place on the curve
// (all at once, then sorted so boxes, pushes and moves never fall), hinted in the prompt's words, proved by the
// template's solver, and played on the golden path by the solver's fewest-push solution.
import type { LevelDesign } from '../../../gdd.ts';
import { toLurd } from '../../../../../templates/grid_logic/src/family/grid.ts';
import { parsePushLevel, tryMove } from '../../../../../templates/grid_logic/src/family/modes/push/pushRules.ts';
import type { Random } from '../../../../assets/index.ts';
import { curve, defineKind, type KindData } from '../kind.ts';
import { plural, withArticle, type GridWords } from '../words.ts';
import { checkPushLevel, generatePushLevel, pushTargets, type GeneratedPush, type PushTargets } from './push.ts';

export interface PushLevelData extends KindData {
  kind: 'push';
  boxes: number;
  pushes: number;
  /** The solver's solution in LURD notation (capitals push). */
  solution: string;
}

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** One sentence of at most ~80 characters naming the level's idea without its solution. */
function pushHint(index: number, level: GeneratedPush, words: GridWords, random: Random): string {
  const boxes = plural(words.box);
  const box = withArticle(words.box);
  const options =
    index === 0
      ? [
          `Walk into ${box} to push it. Put every ${words.box} on ${withArticle(words.target)}.`,
          `Walk into ${box} to push it onto ${withArticle(words.target)}.`,
          'Walk into it to push it. You can never pull.',
        ]
      : [
          ...(level.boxes >= 3 ? [`${level.boxes} ${boxes}: choose which one goes home first.`] : []),
          `Some ${boxes} must step aside before the others can pass.`,
          `${capital(box)} pushed into a corner stays there. Z undoes.`,
          `You can push but never pull: plan each ${words.box}'s last push.`,
          `Clear a lane first, then push the ${boxes} home.`,
        ];
  const fitting = options.filter((o) => o.length <= 80);
  return fitting.length
    ? index === 0
      ? fitting[0]!
      : random.pick(fitting)
    : 'Push every one onto a mark. Z undoes, R restarts.';
}

const PUSH_LEGEND_CHARS = (words: GridWords): Record<string, string> => ({
  '#': 'wall',
  ' ': 'floor',
  '.': words.target,
  $: words.box,
  '*': `${words.box} on ${withArticle(words.target)}`,
  '@': words.hero,
  '+': `${words.hero} on ${withArticle(words.target)}`,
});

/** The solution in LURD notation, pushes in capitals (replayed by the rules to see which moves moved a box). */
function lurdOf(level: GeneratedPush): string {
  const parsed = parsePushLevel(level.rows);
  if (!parsed.ok) return toLurd(level.solution.moves);
  let state = parsed.level.start;
  const pushes = level.solution.moves.map((d) => {
    const move = tryMove(parsed.level, state, d);
    if (move.kind !== 'blocked') state = move.state;
    return move.kind === 'push';
  });
  return toLurd(level.solution.moves, pushes);
}

export const pushKind = defineKind<PushLevelData>({
  kind: 'push',
  prepare(count, input) {
    const { difficulty, random } = input;
    const rooms: GeneratedPush[] = [];
    for (let i = 0; i < count; i++) {
      const position = curve(i, count);
      let targets: PushTargets = pushTargets(position, difficulty);
      let level: GeneratedPush | null = null;
      for (let relax = 0; relax < 4 && !level; relax++) {
        level = generatePushLevel(targets, random);
        targets = {
          ...targets,
          minPushes: Math.max(2, targets.minPushes - 2),
          maxMoves: targets.maxMoves + 30,
          maxFloor: targets.maxFloor + 2,
        };
      }
      if (!level)
        throw new Error(
          `could not generate push level ${i + 1} (${JSON.stringify(pushTargets(position, difficulty))}) even ` +
            'with relaxed targets',
        );
      rooms.push(level);
    }
    return rooms.sort(
      (a, b) =>
        a.boxes - b.boxes || a.solution.pushes - b.solution.pushes || a.solution.moves.length - b.solution.moves.length,
    );
  },
  level(slot, input, prepared) {
    const { words, random } = input;
    const level = (prepared as GeneratedPush[])[slot.nth]!;
    const data: PushLevelData = {
      kind: 'push',
      par: level.solution.moves.length,
      hint: pushHint(slot.nth, level, words, random),
      boxes: level.boxes,
      pushes: level.solution.pushes,
      solution: lurdOf(level),
    };
    return {
      key: slot.key,
      title: slot.name,
      ascii: level.rows,
      legend: PUSH_LEGEND_CHARS(words),
      data: { ...data },
      notes: [
        `${level.boxes} ${level.boxes === 1 ? words.box : plural(words.box)}; the solver's fewest-push ` +
          `solution takes ${level.solution.pushes} pushes and ${level.solution.moves.length} moves (par ` +
          `${data.par}).`,
      ],
    } satisfies LevelDesign;
  },
  data(d) {
    if (typeof d.par !== 'number') return 'a push level needs a numeric data.par';
    return {
      kind: 'push',
      par: d.par,
      hint: String(d.hint ?? ''),
      boxes: Number(d.boxes ?? 0),
      pushes: Number(d.pushes ?? 0),
      solution: String(d.solution ?? ''),
    };
  },
  problems(level, data) {
    const check = checkPushLevel(level.ascii);
    if (!check.ok) return check.problems;
    return data.par < check.solution.moves.length
      ? [`par ${data.par} is below the solver's ${check.solution.moves.length} moves (design rule P10)`]
      : [];
  },
  specFields: () => '',
  steps(level, data, { options }) {
    const check = checkPushLevel(level.ascii);
    if (!check.ok)
      throw new Error(
        `level "${level.key}" cannot be solved, so no golden path can be written for it: ` +
          `${check.problems.join('; ')}`,
      );
    const presses = check.solution.moves;
    const first = presses[0]!;
    const steps: Record<string, unknown>[] = [];
    if (options.undo) steps.push({ press: first }, { press: 'undo' });
    if (options.restart) steps.push({ press: first }, { press: 'restart' });
    for (const d of presses) steps.push({ press: d });
    return { told: `${level.title}: ${data.solution || presses.join(' ')}`, steps };
  },
});
