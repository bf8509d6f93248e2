import '@mantine/charts/styles.layer.css';
import {
  Button,
  Card,
  Center,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  DASHBOARD_RECENT_UPCOMING_LIMIT,
  ERROR_MESSAGES,
  HEATMAP_DAYS_BACK,
  type TBooking,
  type TDashboardPeriod,
} from '@padel/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import {
  AdminPageHeader,
  BookingStatusBadges,
  formatLocalDate,
  formatRs,
  formatSlot,
  fullName,
  karachiToday,
  shiftDate,
} from '../shared';
import { RevenueHeatmap } from './revenue-heatmap';
import { errorMessageOf } from '../../../lib/error-message';

const PERIODS: { value: TDashboardPeriod; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
];

function StatCard({
  label,
  value,
  isLoading,
}: {
  label: string;
  value: string;
  isLoading: boolean;
}) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {isLoading ? (
        <Skeleton height={32} mt={6} width="60%" />
      ) : (
        <Text fz={28} fw={700} mt={4} aria-label={label}>
          {value}
        </Text>
      )}
    </Card>
  );
}

function BookingList({
  title,
  bookings,
  isLoading,
  empty,
}: {
  title: string;
  bookings: readonly TBooking[] | undefined;
  isLoading: boolean;
  empty: string;
}) {
  return (
    <Card withBorder padding="md" radius="md">
      <Title order={2} mb="sm">
        {title}
      </Title>
      {isLoading ? (
        <Stack gap="xs">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={44} />
          ))}
        </Stack>
      ) : bookings && bookings.length > 0 ? (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
          {bookings.map((booking) => (
            <Group
              key={booking._id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py={8}
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {fullName(booking.customer)}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {booking.court.name} · {formatLocalDate(booking.date, 'EEE d MMM')} ·{' '}
                  {formatSlot(booking.timeSlot)}
                </Text>
              </div>
              <Stack gap={2} align="flex-end">
                <Text size="sm" fw={600}>
                  {formatRs(booking.totalPrice)}
                </Text>
                <BookingStatusBadges booking={booking} />
              </Stack>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Card>
  );
}

/** Admin dashboard (spec: period cards, the revenue heatmap, recent and upcoming bookings). */
export default function AdminDashboardPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState<TDashboardPeriod>('today');
  const today = karachiToday();

  const stats = useQuery({
    ...trpc.admin.dashboard.stats.queryOptions({ period }),
    placeholderData: (last) => last,
  });
  const daily = useQuery(
    trpc.admin.analytics.dailyRevenue.queryOptions({
      start: shiftDate(today, -HEATMAP_DAYS_BACK),
      end: today,
    }),
  );
  const recent = useQuery(
    trpc.admin.bookings.recent.queryOptions({ limit: DASHBOARD_RECENT_UPCOMING_LIMIT }),
  );
  const upcoming = useQuery(
    trpc.admin.bookings.upcoming.queryOptions({ limit: DASHBOARD_RECENT_UPCOMING_LIMIT }),
  );

  // Spec: a failure of the upcoming bookings is only logged.
  useEffect(() => {
    if (upcoming.error) console.error('Upcoming bookings failed to load', upcoming.error);
  }, [upcoming.error]);

  const failure = stats.error ?? daily.error ?? recent.error;
  if (failure) {
    return (
      <Center mih="70vh">
        <Stack align="center" gap="sm" maw={420} ta="center">
          <Title order={1}>{ERROR_MESSAGES.loadingDashboardTitle}</Title>
          <Text c="dimmed">{errorMessageOf(failure)}</Text>
          <Button onClick={() => void queryClient.refetchQueries({ type: 'active' })}>Retry</Button>
        </Stack>
      </Center>
    );
  }

  const figures = stats.data;
  const isStatsLoading = !figures;
  return (
    <Stack gap="md">
      <AdminPageHeader
        title="Dashboard"
        actions={
          <SegmentedControl
            aria-label="Period"
            value={period}
            onChange={(value) => setPeriod(value)}
            data={PERIODS}
          />
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatCard
          label="Total Bookings"
          value={String(figures?.totalBookings ?? '')}
          isLoading={isStatsLoading}
        />
        <StatCard
          label="Revenue"
          value={formatRs(figures?.totalRevenue ?? 0)}
          isLoading={isStatsLoading}
        />
        <StatCard
          label="Active Bookings"
          value={String(figures?.activeBookings ?? '')}
          isLoading={isStatsLoading}
        />
        <StatCard
          label="Court Utilization"
          value={`${Math.round((figures?.courtUtilization ?? 0) * 10) / 10}%`}
          isLoading={isStatsLoading}
        />
      </SimpleGrid>
      <Card withBorder padding="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={2}>Revenue, last 365 days</Title>
        </Group>
        {daily.data ? (
          <RevenueHeatmap daily={daily.data.daily} today={today} />
        ) : (
          <Skeleton height={120} />
        )}
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BookingList
          title="Recent Bookings (Last 24 Hours)"
          bookings={recent.data?.bookings}
          isLoading={recent.isLoading}
          empty="No bookings in the last 24 hours"
        />
        <BookingList
          title="Upcoming Bookings (Next 24 Hours)"
          bookings={upcoming.data?.bookings ?? []}
          isLoading={upcoming.isLoading}
          empty="No bookings in the next 24 hours"
        />
      </SimpleGrid>
    </Stack>
  );
}
