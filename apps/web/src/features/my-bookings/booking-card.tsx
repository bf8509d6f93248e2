import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatPrice, MATCH_MESSAGES, type TBooking } from '@padel/contract';
import { AddToCalendar } from '../../components/add-to-calendar';
import { StatusBadge } from '../../components/status-badge';
import { formatBookingDate, formatBookingTime } from './booking-view';

type Props = {
  booking: TBooking;
  isCancellable: boolean;
  isCancelPending: boolean;
  onViewDetails: (booking: TBooking) => void;
  onCancel: (booking: TBooking) => void;
  /** Offers seats of an upcoming booking to other players (an open match). */
  onOpenMatch?: (booking: TBooking) => void;
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

/** Spec My Bookings card: court, status, date, time, total price, View Details and Cancel. */
export function BookingCard({
  booking,
  isCancellable,
  isCancelPending,
  onViewDetails,
  onCancel,
  onOpenMatch,
}: Props) {
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`Booking ${booking.bookingId}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {booking.court.name}
            </Text>
            {booking.court.location && (
              <Text size="xs" c="dimmed" truncate>
                {booking.court.location}
              </Text>
            )}
          </div>
          <StatusBadge status={booking.status} />
        </Group>
        <Group gap="lg" wrap="wrap">
          <Fact label="Date" value={formatBookingDate(booking)} />
          <Fact label="Time" value={formatBookingTime(booking)} />
          <Fact label="Total" value={formatPrice(booking.totalPrice)} />
        </Group>
        <Group gap="xs" grow>
          <Button variant="light" onClick={() => onViewDetails(booking)}>
            View Details
          </Button>
          {isCancellable && (
            <Button
              color="red"
              variant="outline"
              onClick={() => onCancel(booking)}
              loading={isCancelPending}
            >
              Cancel
            </Button>
          )}
        </Group>
        {isCancellable && onOpenMatch && (
          <Button variant="default" onClick={() => onOpenMatch(booking)}>
            {MATCH_MESSAGES.openToPlayers}
          </Button>
        )}
        {isCancellable && <AddToCalendar bookingId={booking._id} fullWidth />}
      </Stack>
    </Card>
  );
}
