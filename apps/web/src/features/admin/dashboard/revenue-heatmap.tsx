import { Heatmap } from '@mantine/charts';
import { Box, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId, useMemo } from 'react';
import { formatLocalDate, formatRs } from '../shared';
import { heatBoundaries, heatmapDays } from './heatmap-levels';

/** Level 0 (no revenue) to level 4 (the top quartile of earning days). */
export const HEAT_COLORS = [
  'var(--mantine-color-gray-2)',
  'var(--mantine-color-orange-2)',
  'var(--mantine-color-orange-4)',
  'var(--mantine-color-orange-6)',
  'var(--mantine-color-orange-9)',
];

const WEEKS = 53;
const GAP = 2;
const LABELS_WIDTH = 34;

/** What each level holds, for the legend: 'Rs. 0', then the quartile ranges. */
function levelLabels([q1, q2, q3]: readonly [number, number, number]): string[] {
  // A year without revenue has no quartiles to name.
  if (q3 === 0)
    return ['No revenue', 'Lowest quarter', 'Second quarter', 'Third quarter', 'Top quarter'];
  return [
    'No revenue',
    `Up to ${formatRs(q1)}`,
    `Up to ${formatRs(q2)}`,
    `Up to ${formatRs(q3)}`,
    `Above ${formatRs(q3)}`,
  ];
}

/**
 * The last 365 days' revenue: each day's colour is its level (DECISIONS: zero, then the quartiles
 * of the non-zero days); hovering a day shows its date and revenue. The squares grow to fill the
 * card's width.
 */
export function RevenueHeatmap({
  daily,
  today,
}: {
  daily: readonly { _id: string; revenue: number }[];
  today: string;
}) {
  const { ref, width } = useElementSize();
  const days = useMemo(() => heatmapDays(daily, today), [daily, today]);
  const levels = useMemo(
    () => Object.fromEntries(days.map((day) => [day.date, day.level])),
    [days],
  );
  const revenues = useMemo(() => new Map(days.map((day) => [day.date, day.revenue])), [days]);
  const labels = useMemo(() => levelLabels(heatBoundaries(days.map((day) => day.revenue))), [days]);
  // The squares' colours in words, for a screen reader: how many days fall in each level.
  const summary = useMemo(() => {
    const counts = HEAT_COLORS.map(
      (_color, level) => days.filter((day) => day.level === level).length,
    );
    return `Days by revenue: ${counts.map((count, level) => `${labels[level]}: ${count} days`).join('; ')}.`;
  }, [days, labels]);
  const summaryId = useId();
  // Before the card is measured (and where nothing is laid out) the squares take 12 px.
  const rectSize =
    width > 0 ? Math.max(8, Math.min(18, Math.floor((width - LABELS_WIDTH) / WEEKS) - GAP)) : 12;
  return (
    <Box ref={ref}>
      <Heatmap
        data={levels}
        domain={[0, HEAT_COLORS.length - 1]}
        colors={HEAT_COLORS}
        startDate={days[0]!.date}
        endDate={today}
        withMonthLabels
        withWeekdayLabels
        weekdaysLabelsWidth={LABELS_WIDTH - 4}
        withOutsideDates={false}
        firstDayOfWeek={1}
        rectSize={rectSize}
        gap={GAP}
        withTooltip
        getTooltipLabel={({ date }) =>
          `${formatLocalDate(date)}: ${formatRs(revenues.get(date) ?? 0)}`
        }
        getRectProps={({ date }) => ({ 'data-level': levels[date], 'data-date': date }) as never}
        aria-label="Revenue heatmap"
        aria-describedby={summaryId}
        role="img"
      />
      <VisuallyHidden id={summaryId}>{summary}</VisuallyHidden>
      <Group gap="md" mt="xs" justify="flex-end" wrap="wrap" aria-label="Heatmap levels">
        {HEAT_COLORS.map((color, level) => (
          <Tooltip key={color} label={labels[level]}>
            <Group gap={4} wrap="nowrap">
              <Box w={12} h={12} style={{ background: color, borderRadius: 2 }} />
              <Text size="xs" c="dimmed">
                {labels[level]}
              </Text>
            </Group>
          </Tooltip>
        ))}
      </Group>
    </Box>
  );
}
