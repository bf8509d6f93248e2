import { Button, Card, Group, Text } from '@mantine/core';
import { SERIES_SCREEN_TEXTS as T, type TBooking } from '@padel/contract';
import { useState } from 'react';
import { formatLocalDate } from '../shared';
import { SeriesPanel } from './series-panel';
import { useBookingSeries } from './use-booking-series';

/** In a booking's details: the other dates of its weekly series, and the way to the series. */
export function BookingSeriesSection({ booking }: { booking: TBooking }) {
  const series = useBookingSeries(booking.seriesId);
  const [isOpen, setOpen] = useState(false);
  if (!booking.seriesId) return null;
  const others = (series.data?.series.occurrences ?? []).filter((o) => o._id !== booking._id);
  return (
    <Card withBorder padding="sm" radius="md" aria-label={T.belongsToSeries}>
      <Group justify="space-between" mb={4}>
        <Text fw={600}>{T.belongsToSeries}</Text>
        <Button size="xs" variant="light" onClick={() => setOpen(true)}>
          {T.openSeries}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Other dates:{' '}
        {others.length > 0
          ? others.map((o) => `${formatLocalDate(o.date, 'd MMM')} (${o.status})`).join(', ')
          : '–'}
      </Text>
      <SeriesPanel
        seriesId={isOpen ? booking.seriesId : null}
        currentBookingId={booking._id}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
