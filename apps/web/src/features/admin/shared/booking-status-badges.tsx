import { Group } from '@mantine/core';
import type { TBooking } from '@padel/contract';
import { StatusBadge } from '../../../components/status-badge';

/** A booking's status and payment status side by side. */
export function BookingStatusBadges({ booking }: { booking: Pick<TBooking, 'status' | 'paymentStatus'> }) {
  return (
    <Group gap={4} wrap="nowrap">
      <StatusBadge status={booking.status} size="sm" />
      <StatusBadge status={booking.paymentStatus} size="sm" variant="light" />
    </Group>
  );
}
