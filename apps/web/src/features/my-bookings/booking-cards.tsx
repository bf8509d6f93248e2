import { Group, Pagination, SimpleGrid, Stack } from '@mantine/core';
import type { TBooking, TMatch, TPagination } from '@padel/contract';
import { useTexts } from '../../i18n/texts';
import { BookingCard } from './booking-card';
import { decideCancellation, isUpcomingBooking, type CancellationDecision } from './booking-view';
import { hasPageControls } from './my-bookings-tabs';
import { myBookingsTexts } from './my-bookings-texts';

export type BookingCardsProps = {
  bookings: readonly TBooking[];
  pagination: TPagination | undefined;
  page: number;
  onPageChange: (page: number) => void;
  /** The previous page's cards while the next one loads, shown dimmed. */
  isStale: boolean;
  sendingBookingId: string | null;
  onViewDetails: (booking: TBooking) => void;
  /** Cancel was pressed, with what the cancellation rule decides for the booking now. */
  onCancel: (booking: TBooking, decision: CancellationDecision) => void;
  onOpenMatch?: (booking: TBooking) => void;
  /** The open matches the player hosts, by the booking each was opened from. */
  hostedMatches?: ReadonlyMap<string, TMatch>;
};

/** A page of the player's bookings as cards, and the page controls when there are several. */
export function BookingCards({
  bookings,
  pagination,
  page,
  onPageChange,
  isStale,
  sendingBookingId,
  onViewDetails,
  onCancel,
  onOpenMatch,
  hostedMatches,
}: BookingCardsProps) {
  const t = useTexts(myBookingsTexts);
  const now = new Date();
  return (
    <Stack gap="md" style={{ opacity: isStale ? 0.6 : 1 }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {bookings.map((booking) => (
          <BookingCard
            key={booking.id}
            booking={booking}
            isCancellable={isUpcomingBooking(booking, now)}
            isCancelPending={sendingBookingId === booking.id}
            onViewDetails={onViewDetails}
            onCancel={() => onCancel(booking, decideCancellation(booking, new Date()))}
            onOpenMatch={onOpenMatch}
            match={hostedMatches?.get(booking.id)}
          />
        ))}
      </SimpleGrid>
      {hasPageControls(pagination) && pagination && (
        <Group justify="center">
          <Pagination
            total={pagination.pages}
            value={page}
            onChange={(next) => {
              onPageChange(next);
              window.scrollTo({ top: 0 });
            }}
            size="sm"
            siblings={1}
            boundaries={1}
            aria-label={t('myBookings.pages')}
          />
        </Group>
      )}
    </Stack>
  );
}
