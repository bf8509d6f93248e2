import { HEATMAP_DAYS_BACK } from '@padel/contract';
import { addDays } from '@padel/domain';

/** A heatmap level: 0 for a day without revenue, 1-4 for the quartiles of the days with revenue. */
export type HeatLevel = 0 | 1 | 2 | 3 | 4;

/** The value at fraction `p` of sorted values, interpolating between neighbours. */
function quantile(sorted: readonly number[], p: number): number {
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/** The upper bounds of levels 1, 2 and 3: the quartiles of the non-zero values (DECISIONS). */
export function heatBoundaries(values: readonly number[]): [number, number, number] {
  const nonZero = values.filter((value) => value > 0).sort((a, b) => a - b);
  if (nonZero.length === 0) return [0, 0, 0];
  return [quantile(nonZero, 0.25), quantile(nonZero, 0.5), quantile(nonZero, 0.75)];
}

/** The level of one value against the boundaries of its year. */
export function heatLevelOf(
  value: number,
  [q1, q2, q3]: readonly [number, number, number],
): HeatLevel {
  if (!(value > 0)) return 0;
  if (value <= q1) return 1;
  if (value <= q2) return 2;
  if (value <= q3) return 3;
  return 4;
}

export type HeatDay = { date: string; revenue: number; level: HeatLevel };

/**
 * The 365 days ending today (364 back), each with its revenue (0 when the answer leaves the day
 * out) and its level.
 */
export function heatmapDays(
  daily: readonly { _id: string; revenue: number }[],
  today: string,
): HeatDay[] {
  const byDate = new Map(daily.map((day) => [day._id, day.revenue]));
  const dates = Array.from({ length: HEATMAP_DAYS_BACK + 1 }, (_, i) =>
    addDays(today, i - HEATMAP_DAYS_BACK),
  );
  const revenues = dates.map((date) => byDate.get(date) ?? 0);
  const boundaries = heatBoundaries(revenues);
  return dates.map((date, i) => ({
    date,
    revenue: revenues[i]!,
    level: heatLevelOf(revenues[i]!, boundaries),
  }));
}
