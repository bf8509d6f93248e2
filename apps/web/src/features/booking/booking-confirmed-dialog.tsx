import { useReturnFocus } from '../../lib/return-focus';
import { Badge, Button, Modal, Stack, Text } from '@mantine/core';
import { formatPrice, MATCH_MESSAGES, type TBooking } from '@padel/contract';
import { Link } from 'wouter';
import { AddToCalendar } from '../../components/add-to-calendar';
import { formatDuration, formatLocalDate, formatTimeRange } from './booking-format';
import { SummaryRow } from './booking-summary';

export type BookingConfirmedDialogProps = {
  booking: TBooking | null;
  onDone: () => void;
};

/**
 * 'Booking Confirmed!' after a cash or wallet booking. The spec has it always read Pending and
 * 'Pay at venue', whatever the method.
 */
export function BookingConfirmedDialog({ booking, onDone }: BookingConfirmedDialogProps) {
  useReturnFocus(booking !== null);
  return (
    <Modal opened={booking !== null} onClose={onDone} title="Booking Confirmed!" centered size="sm">
      {booking && (
        <Stack gap="xs">
          <Text size="sm">Your booking has been created. See it any time under My Bookings.</Text>
          <SummaryRow label="Booking number">{booking.bookingId}</SummaryRow>
          <SummaryRow label="Court">{booking.court.name}</SummaryRow>
          <SummaryRow label="Date">{formatLocalDate(booking.date)}</SummaryRow>
          <SummaryRow label="Time">
            {formatTimeRange(booking.timeSlot.startTime, booking.timeSlot.endTime)}
          </SummaryRow>
          <SummaryRow label="Duration">
            {formatDuration(booking.timeSlot.durationMinutes)}
          </SummaryRow>
          <SummaryRow label="Total">{formatPrice(booking.totalPrice)}</SummaryRow>
          <SummaryRow label="Status">
            <Badge color="yellow" variant="light">
              Pending
            </Badge>
          </SummaryRow>
          <SummaryRow label="Payment">Pay at venue</SummaryRow>
          <AddToCalendar bookingId={booking._id} fullWidth />
          {/* Short of players: My Bookings opens the booking's "Open to other players" dialog. */}
          <Button
            variant="default"
            fullWidth
            component={Link}
            href={`/my-bookings?open=${booking._id}`}
          >
            {MATCH_MESSAGES.openToPlayers}
          </Button>
          <Button mt="xs" fullWidth onClick={onDone}>
            Done
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
