import { Badge, Group, Text } from '@mantine/core';
import { ADMIN_SCREEN_TEXTS, type TBooking } from '@padel/contract';
import { formatLocalDate, formatRs, formatSlot, fullName } from '../shared';
import { paymentMethodLabel } from './booking-details-modal';
import classes from './bookings.module.css';

/** The pieces of a booking the table's cells and the cards both show; add new facts here. */
export function CustomerCell({ booking }: { booking: TBooking }) {
  return (
    <>
      <Text size="sm" fw={600} className={classes.wrapText}>
        {fullName(booking.customer)}
      </Text>
      <Text size="xs" c="dimmed" className={classes.wrapText}>
        {booking.customer.email ?? ADMIN_SCREEN_TEXTS.noEmail}
      </Text>
      <Text size="xs" c="dimmed">
        {booking.customer.phone}
      </Text>
    </>
  );
}

export function CourtCell({ booking }: { booking: TBooking }) {
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {booking.court.name}
      </Text>
      <Text size="xs" c="dimmed">
        {booking.court.location}
      </Text>
    </>
  );
}

export function WhenCell({ booking }: { booking: TBooking }) {
  return (
    <>
      <Text size="sm">{formatLocalDate(booking.date)}</Text>
      <Text size="xs" c="dimmed">
        {formatSlot(booking.timeSlot)}
      </Text>
    </>
  );
}

export function AmountCell({ booking }: { booking: TBooking }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" fw={600}>
        {formatRs(booking.totalPrice)}
      </Text>
      {booking.discount.applied && (
        <Badge size="xs" color="green" variant="light">
          -{booking.discount.percentage}%
        </Badge>
      )}
    </Group>
  );
}

export function TransactionCell({ booking }: { booking: TBooking }) {
  return (
    <Text size="sm" c={booking.jazzCashDetails ? undefined : 'dimmed'}>
      {booking.jazzCashDetails ? paymentMethodLabel(booking.paymentMethod) : 'No Transaction'}
    </Text>
  );
}
