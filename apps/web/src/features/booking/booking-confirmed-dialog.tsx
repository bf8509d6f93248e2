import { useReturnFocus } from '../../lib/return-focus';
import { Badge, Button, Modal, Stack, Text } from '@mantine/core';
import { formatPrice, MATCH_MESSAGES, type TBooking } from '@padel/contract';
import { Link } from 'wouter';
import { useDates } from '../../i18n/dates';
import { useTexts } from '../../i18n/texts';
import { AddToCalendar } from '../../components/add-to-calendar';
import { formatDuration } from './booking-format';
import { SummaryRow } from './booking-summary';
import { bookingTexts } from './booking-texts';
import { TimeRange } from './time-range';
import { useCatalogueGroup } from '../../i18n/catalogue';

export type BookingConfirmedDialogProps = {
  booking: TBooking | null;
  onDone: () => void;
};

/**
 * 'Booking Confirmed!' after a cash or wallet booking. The spec has it always read Pending and
 * 'Pay at venue', whatever the method.
 */
export function BookingConfirmedDialog({ booking, onDone }: BookingConfirmedDialogProps) {
  const M = useCatalogueGroup(MATCH_MESSAGES);
  const t = useTexts(bookingTexts);
  const { formatDate } = useDates();
  useReturnFocus(booking !== null);
  return (
    <Modal
      opened={booking !== null}
      onClose={onDone}
      title={t('booking.confirmedTitle')}
      centered
      size="sm"
    >
      {booking && (
        <Stack gap="xs">
          <Text size="sm">{t('booking.confirmedText')}</Text>
          <SummaryRow label={t('booking.bookingNumber')}>{booking.bookingId}</SummaryRow>
          <SummaryRow label={t('booking.stepCourt')}>{booking.court.name}</SummaryRow>
          <SummaryRow label={t('booking.date')}>{formatDate(booking.date)}</SummaryRow>
          <SummaryRow label={t('booking.time')}>
            <TimeRange startTime={booking.timeSlot.startTime} endTime={booking.timeSlot.endTime} />
          </SummaryRow>
          <SummaryRow label={t('booking.duration')}>
            {formatDuration(t, booking.timeSlot.durationMinutes)}
          </SummaryRow>
          <SummaryRow label={t('booking.total')}>{formatPrice(booking.totalPrice)}</SummaryRow>
          <SummaryRow label={t('booking.status')}>
            <Badge color="yellow" variant="light">
              {t('booking.pending')}
            </Badge>
          </SummaryRow>
          <SummaryRow label={t('booking.payment')}>{t('booking.payAtVenue')}</SummaryRow>
          <AddToCalendar bookingId={booking._id} fullWidth />
          {/* Short of players: My Bookings opens the booking's "Open to other players" dialog. */}
          <Button
            variant="default"
            fullWidth
            component={Link}
            href={`/my-bookings?open=${booking._id}`}
          >
            {M.openToPlayers}
          </Button>
          <Button mt="xs" fullWidth onClick={onDone}>
            {t('booking.done')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
