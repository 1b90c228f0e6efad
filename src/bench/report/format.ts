// How the bench report writes numbers: rates in percent with one decimal, scores at their own scale, intervals as
// ranges, and "not measured" as words with the reason on hover, never as 0. Every string is escaped here.
import { escapeHtml } from '../../report/index.ts';
import type { Interval } from '../metrics.ts';
import type { Cell } from './summary.ts';

export const notMeasured = (reason: string | null): string =>
  `<span class="nm"${reason ? ` title="${escapeHtml(reason)}"` : ''}>not measured</span>`;

const small = (text: string): string => (text ? `<small>${escapeHtml(text)}</small>` : '');

/**
 * A number at `digits` decimals after scaling by `scale`, with the 95 % interval of the mean over repeats as a range
 * beside it, clipped to [0, upper] (the number is the pooled value over all samples: not always the repeats' mean).
 */
export function withInterval(
  value: number,
  interval: Interval | null,
  scale: number,
  digits: number,
  upper: number,
): string {
  const main = (value * scale).toFixed(digits);
  if (interval?.halfWidth == null) return main;
  const end = (v: number) => (Math.min(upper, Math.max(0, v)) * scale).toFixed(digits);
  return (
    `${main} <span class="ci" title="95 % Student-t interval of the mean over ${interval.n} repeats, clipped to ` +
    `the metric's range">` +
    `[${end(interval.mean - interval.halfWidth)}, ${end(interval.mean + interval.halfWidth)}]</span>`
  );
}

/** A rate cell (0..1 shown in percent). */
export function rateCell(cell: Cell): string {
  if (cell.value === null) return `${notMeasured(cell.reason)}${small(cell.counts)}`;
  return `${withInterval(cell.value, cell.interval, 100, 1, 1)} %${small(cell.counts)}`;
}

/** A score mean: 0..1 scores with 3 decimals, 0..100 scores with 1; with measured / unmeasured counts. */
export function scoreCell(
  mean: number | null,
  interval: Interval | null,
  measured: number,
  unmeasured: number,
  hundred: boolean,
): string {
  const counts = `n = ${measured}${unmeasured ? `, ${unmeasured} not measured` : ''}`;
  if (mean === null) return `${notMeasured('no sample measured it')}${small(counts)}`;
  return `${withInterval(mean, interval, 1, hundred ? 1 : 3, hundred ? 100 : 1)}${small(counts)}`;
}

export function tokens(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(2)} M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)} k`;
  return String(n);
}

export function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min`;
}

/** A verdict badge: holds, fails, or not measured, with its reason beside it. */
export function verdictBadge(name: string, v: { holds: boolean | null; reason: string } | null): string {
  const state = v === null ? 'na' : v.holds === null ? 'nm' : v.holds ? 'ok' : 'bad';
  const word = v === null ? 'not reached' : v.holds === null ? 'not measured' : v.holds ? 'holds' : 'fails';
  return (
    `<li><span class="badge ${state}">${escapeHtml(name)}: ${word}</span>` +
    `${v ? ` <span class="why">${escapeHtml(v.reason)}</span>` : ''}</li>`
  );
}
