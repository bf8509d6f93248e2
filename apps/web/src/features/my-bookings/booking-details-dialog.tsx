import { useReturnFocus } from '../../lib/return-focus';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatPrice, type TBooking } from '@padel/contract';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../components/status-badge';
import { useDates } from '../../i18n/dates';
import { useTexts } from '../../i18n/texts';
import { formatBookingTime } from './booking-view';
import { myBookingsTexts } from './my-bookings-texts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} ta="end" style={{ overflowWrap: 'anywhere' }} component="div">
        {children}
      </Text>
    </Group>
  );
}

/** Spec detail dialog: court, location, date, time, contact, total price, status. */
export function BookingDetailsDialog({
  booking,
  onClose,
}: {
  booking: TBooking | null;
  onClose: () => void;
}) {
  const t = useTexts(myBookingsTexts);
  const { formatDate } = useDates();
  useReturnFocus(booking !== null);
  return (
    <Modal
      opened={booking !== null}
      onClose={onClose}
      title={t('myBookings.detailsTitle')}
      centered
      size="md"
    >
      {booking && (
        <Stack gap="xs">
          <Row label={t('myBookings.booking')}>
            <bdi>{booking.bookingId}</bdi>
          </Row>
          <Row label={t('myBookings.court')}>{booking.court.name}</Row>
          <Row label={t('myBookings.location')}>{booking.court.location || '—'}</Row>
          <Row label={t('myBookings.date')}>{formatDate(booking.date)}</Row>
          <Row label={t('myBookings.time')}>
            <bdi>{formatBookingTime(booking)}</bdi>
          </Row>
          <Row label={t('myBookings.contact')}>
            <div>
              {booking.customer.firstName} {booking.customer.lastName}
            </div>
            <div>
              <bdi>{booking.customer.email}</bdi>
            </div>
            {booking.customer.phone && (
              <div>
                <bdi>{booking.customer.phone}</bdi>
              </div>
            )}
          </Row>
          <Row label={t('myBookings.totalPrice')}>
            <bdi>{formatPrice(booking.totalPrice)}</bdi>
          </Row>
          <Row label={t('myBookings.status')}>
            <StatusBadge status={booking.status} />
          </Row>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('myBookings.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
