import { Button, Group } from '@mantine/core';
import { formatPrice, MATCH_MESSAGES, type TBooking, type TMatch } from '@padel/contract';
import { AddToCalendar } from '../../components/add-to-calendar';
import { StatusBadge } from '../../components/status-badge';
import { CardFact, SummaryCard } from '../../components/summary-card';
import { useDates } from '../../i18n/dates';
import { useTexts } from '../../i18n/texts';
import { HostedMatch } from '../matches';
import { formatBookingTime } from './booking-view';
import { myBookingsTexts, useLtrText } from './my-bookings-texts';
import { useCatalogueGroup } from '../../i18n/catalogue';

type Props = {
  booking: TBooking;
  isCancellable: boolean;
  isCancelPending: boolean;
  onViewDetails: (booking: TBooking) => void;
  onCancel: (booking: TBooking) => void;
  /** Offers seats of an upcoming booking to other players (an open match). */
  onOpenMatch?: (booking: TBooking) => void;
  /** The open match this booking already is (its host's view). */
  match?: TMatch | undefined;
};

/** Spec My Bookings card: court, status, date, time, total price, View Details and Cancel. */
export function BookingCard({
  booking,
  isCancellable,
  isCancelPending,
  onViewDetails,
  onCancel,
  onOpenMatch,
  match,
}: Props) {
  const M = useCatalogueGroup(MATCH_MESSAGES);
  const t = useTexts(myBookingsTexts);
  const { formatDate } = useDates();
  const ltr = useLtrText();
  return (
    <SummaryCard
      label={t('myBookings.bookingLabel', { number: booking.bookingId })}
      title={booking.court.name}
      subtitle={booking.court.location}
      badge={<StatusBadge status={booking.status} />}
    >
      <Group gap="lg" wrap="wrap">
        <CardFact label={t('myBookings.date')} value={formatDate(booking.date)} />
        <CardFact label={t('myBookings.time')} value={ltr(formatBookingTime(booking))} />
        <CardFact label={t('myBookings.total')} value={formatPrice(booking.totalPrice)} />
      </Group>
      <Group gap="xs" grow>
        <Button variant="light" onClick={() => onViewDetails(booking)}>
          {t('myBookings.viewDetails')}
        </Button>
        {isCancellable && (
          <Button
            color="red"
            variant="outline"
            onClick={() => onCancel(booking)}
            loading={isCancelPending}
          >
            {t('myBookings.cancel')}
          </Button>
        )}
      </Group>
      {match && <HostedMatch match={match} />}
      {isCancellable && onOpenMatch && !match && (
        <Button variant="default" onClick={() => onOpenMatch(booking)}>
          {M.openToPlayers}
        </Button>
      )}
      {isCancellable && <AddToCalendar bookingId={booking._id} fullWidth />}
    </SummaryCard>
  );
}
