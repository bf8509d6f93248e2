import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TPublicBusiness, TWeekday } from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTexts } from '../i18n/texts';
import { useTRPC } from '../lib/trpc';
import { componentsTexts } from './components-texts';
import {
  describeDayHours,
  describeNextOpening,
  formatClock,
  hasWeeklyHours,
  type TOpenStatus,
  type TWeeklyHours,
} from './contact-block-open-status';

/** The time now, refreshed every minute so the badge turns at opening and closing. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The venue's weekly hours: business settings' businessHours, or the operating hours when the
 * settings have none (or could not be read).
 */
export function useWeeklyHours(): {
  business: TPublicBusiness | undefined;
  hours: TWeeklyHours | null;
} {
  const trpc = useTRPC();
  const businessQuery = useQuery({ ...trpc.business.public.queryOptions(), staleTime: 5 * 60_000 });
  const business = businessQuery.data?.business;
  const fromSettings = business?.businessHours;
  const needsOperatingHours =
    (businessQuery.isSuccess || businessQuery.isError) && !hasWeeklyHours(fromSettings);
  const operatingQuery = useQuery({
    ...trpc.hours.list.queryOptions(),
    staleTime: 5 * 60_000,
    enabled: needsOperatingHours,
  });
  if (hasWeeklyHours(fromSettings)) return { business, hours: fromSettings };
  return { business, hours: operatingQuery.data?.schedule ?? null };
}

/** 'Open Now' or 'Closed', with when it closes or next opens (spec: contact blocks). */
export function OpenStatusBadge({
  status,
  size = 'md',
}: {
  status: TOpenStatus;
  size?: 'sm' | 'md';
}) {
  const t = useTexts(componentsTexts);
  const detail = status.isOpen
    ? t('components.closesAt', { time: formatClock(status.closesAt, t) })
    : status.nextOpening
      ? describeNextOpening(status.nextOpening, t)
      : null;
  return (
    <Group gap={8} wrap="nowrap">
      <Badge color={status.isOpen ? 'green' : 'red'} variant="light" size={size}>
        {status.isOpen ? t('components.openNow') : t('components.closed')}
      </Badge>
      {detail && (
        <Text size={size === 'sm' ? 'xs' : 'sm'} c="dimmed">
          {detail}
        </Text>
      )}
    </Group>
  );
}

// Monday first, as people read a week.
const WEEK_ORDER: readonly TWeekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** The week's opening hours, Monday first, today in bold. */
export function WeeklyHoursList({ hours, today }: { hours: TWeeklyHours; today: TWeekday }) {
  const t = useTexts(componentsTexts);
  return (
    <Stack gap={2} component="dl" m={0}>
      {WEEK_ORDER.map((day) => {
        const isToday = day === today;
        return (
          <Group key={day} justify="space-between" gap="xs" wrap="nowrap" fw={isToday ? 700 : 400}>
            <Text component="dt" size="sm" fw="inherit">
              {isToday
                ? t('components.today', { day: t(`components.day.${day}`) })
                : t(`components.day.${day}`)}
            </Text>
            <Text component="dd" size="sm" m={0} ta="end" fw="inherit">
              {describeDayHours(hours[day], t)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
