import { Heatmap } from '@mantine/charts';
import { useMemo } from 'react';
import { formatLocalDate, formatRs } from '../shared';
import { heatmapDays } from './heatmap-levels';

/** Level 0 (no revenue) to level 4 (the top quartile of earning days). */
export const HEAT_COLORS = [
  'var(--mantine-color-gray-2)',
  'var(--mantine-color-orange-2)',
  'var(--mantine-color-orange-4)',
  'var(--mantine-color-orange-6)',
  'var(--mantine-color-orange-9)',
];

/**
 * The last 365 days' revenue: each day's colour is its level (DECISIONS: zero, then the quartiles
 * of the non-zero days); hovering a day shows its date and revenue.
 */
export function RevenueHeatmap({ daily, today }: { daily: readonly { _id: string; revenue: number }[]; today: string }) {
  const days = useMemo(() => heatmapDays(daily, today), [daily, today]);
  const levels = useMemo(() => Object.fromEntries(days.map((day) => [day.date, day.level])), [days]);
  const revenues = useMemo(() => new Map(days.map((day) => [day.date, day.revenue])), [days]);
  return (
    <Heatmap
      data={levels}
      domain={[0, HEAT_COLORS.length - 1]}
      colors={HEAT_COLORS}
      startDate={days[0]!.date}
      endDate={today}
      withMonthLabels
      withWeekdayLabels
      withLegend
      withOutsideDates={false}
      firstDayOfWeek={1}
      rectSize={13}
      gap={2}
      withTooltip
      getTooltipLabel={({ date }) => `${formatLocalDate(date)}: ${formatRs(revenues.get(date) ?? 0)}`}
      getRectProps={({ date }) => ({ 'data-level': levels[date], 'data-date': date }) as never}
      aria-label="Revenue heatmap"
      role="img"
    />
  );
}
