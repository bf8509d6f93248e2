import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TBooking } from '@padel/contract';
import { StatusBadge } from '../../../components/status-badge';
import { PaymentBadge } from '../shared';
import { BookingRowActions } from './booking-row-actions';
import {
  AmountCell,
  CourtCell,
  CustomerCell,
  TransactionCell,
  WhenCell,
} from './booking-row-parts';
import classes from './bookings.module.css';
import type { StatusChange } from './use-booking-status';

type BookingCardsProps = {
  bookings: readonly TBooking[];
  onView: (booking: TBooking) => void;
  onChangeStatus: (change: StatusChange) => void;
};

/** The bookings list on a tablet: one card a booking with the table's columns and actions. */
export function BookingCards({ bookings, onView, onChangeStatus }: BookingCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" role="list" aria-label="Bookings">
      {bookings.map((booking) => (
        <BookingCard
          key={booking._id}
          booking={booking}
          onView={onView}
          onChangeStatus={onChangeStatus}
        />
      ))}
    </SimpleGrid>
  );
}

function BookingCard({
  booking,
  onView,
  onChangeStatus,
}: { booking: TBooking } & Omit<BookingCardsProps, 'bookings'>) {
  return (
    <Card withBorder radius="md" padding="sm" role="listitem">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div className={classes.cardMain}>
            <CustomerCell booking={booking} />
          </div>
          <StatusBadge status={booking.status} size="sm" />
        </Group>
        <Group grow align="flex-start">
          <div>
            <CourtCell booking={booking} />
          </div>
          <div>
            <WhenCell booking={booking} />
          </div>
        </Group>
        <Group justify="space-between" wrap="wrap">
          <AmountCell booking={booking} />
          <PaymentBadge status={booking.paymentStatus} />
          <TransactionCell booking={booking} />
        </Group>
        <Text size="xs" c="dimmed">
          {booking.bookingId}
        </Text>
        <BookingRowActions booking={booking} onView={onView} onChangeStatus={onChangeStatus} />
      </Stack>
    </Card>
  );
}
