import { useReturnFocus } from '../../lib/return-focus';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatPrice, type TBooking } from '@padel/contract';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../components/status-badge';
import { formatBookingDate, formatBookingTime } from './booking-view';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }} component="div">
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
  useReturnFocus(booking !== null);
  return (
    <Modal opened={booking !== null} onClose={onClose} title="Booking Details" centered size="md">
      {booking && (
        <Stack gap="xs">
          <Row label="Booking">{booking.bookingId}</Row>
          <Row label="Court">{booking.court.name}</Row>
          <Row label="Location">{booking.court.location || '—'}</Row>
          <Row label="Date">{formatBookingDate(booking)}</Row>
          <Row label="Time">{formatBookingTime(booking)}</Row>
          <Row label="Contact">
            <div>
              {booking.customer.firstName} {booking.customer.lastName}
            </div>
            <div>{booking.customer.email}</div>
            {booking.customer.phone && <div>{booking.customer.phone}</div>}
          </Row>
          <Row label="Total Price">{formatPrice(booking.totalPrice)}</Row>
          <Row label="Status">
            <StatusBadge status={booking.status} />
          </Row>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
