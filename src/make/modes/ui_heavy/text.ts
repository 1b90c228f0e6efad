// Fitting generated text into the template's boxes: every string has a limit (LIMITS in the family's content.ts),
// and prompt words can be long, so each line is written in a few wordings and the one that fits is used.
import type { Random } from '../../../assets/index.ts';

/**
 * One of `candidates` no longer than `max` (seeded pick among those that fit); the shortest cut at a word when none
 * fits.
 */
export function fit(max: number, candidates: readonly string[], random?: Random): string {
  const fitting = candidates.filter((c) => c.length <= max && c.trim() !== '');
  if (fitting.length) return random ? random.pick(fitting) : fitting[0]!;
  const shortest = [...candidates].sort((a, b) => a.length - b.length)[0] ?? '';
  const cut = shortest.slice(0, max - 3).replace(/\s+\S*$/, '');
  return `${cut}...`;
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
export const roman = (n: number): string => ROMAN[n - 1] ?? String(n);
