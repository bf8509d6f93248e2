import { useReturnFocus } from '../../../lib/return-focus';
import { Badge, Card, Divider, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { ADMIN_SCREEN_TEXTS, type TBooking } from '@padel/contract';
import type { ReactNode } from 'react';
import { useSession } from '../../auth';
import {
  BookingStatusBadges,
  formatInstant,
  formatLocalDate,
  formatRs,
  formatSlot,
  fullName,
} from '../shared';
import { TransactionPanel } from '../transactions/transaction-panel';
import { BookingPaymentsSection } from '../desk-payments/booking-payments-section';
import { BookingDetailsActions } from './booking-details-actions';
import { BookingSeriesSection } from '../series';

/** Spec: the discount box's reason when the booking names none. */
export const DEFAULT_DISCOUNT_REASON = 'Court discount';

const PAYMENT_METHOD_LABEL: Record<TBooking['paymentMethod'], string> = {
  cash: 'Pay at venue',
  jazzcash_card: 'JazzCash card',
  jazzcash_mwallet: 'JazzCash wallet',
};

export function paymentMethodLabel(method: TBooking['paymentMethod']): string {
  return PAYMENT_METHOD_LABEL[method];
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

/** Everything about one booking (spec: Booking Details modal). */
export function BookingDetailsModal({
  booking,
  onClose,
}: {
  booking: TBooking | null;
  onClose: () => void;
}) {
  const { isAdmin } = useSession();
  const isOnTop = useReturnFocus(Boolean(booking));
  return (
    <Modal
      opened={Boolean(booking)}
      onClose={onClose}
      title="Booking Details"
      size="lg"
      closeOnEscape={isOnTop}
    >
      {booking && (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={700} size="lg">
                {booking.bookingId}
              </Text>
              <Text size="xs" c="dimmed">
                Created {formatInstant(booking.createdAt)}
              </Text>
            </div>
            <BookingStatusBadges booking={booking} />
          </Group>
          <Divider />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Field label="Customer">
              {fullName(booking.customer)}
              <Text size="xs" c="dimmed">
                {booking.customer.email ?? ADMIN_SCREEN_TEXTS.noEmail}
              </Text>
              <Text size="xs" c="dimmed">
                {booking.customer.phone}
              </Text>
            </Field>
            <Field label="Court">
              {booking.court.name}
              <Text size="xs" c="dimmed">
                {booking.court.location}
              </Text>
            </Field>
            <Field label="Date">{formatLocalDate(booking.date)}</Field>
            <Field label="Time slot">{formatSlot(booking.timeSlot)}</Field>
            <Field label="Players">{booking.players}</Field>
            <Field label="Total amount">{formatRs(booking.totalPrice)}</Field>
            <Field label="Payment method">{paymentMethodLabel(booking.paymentMethod)}</Field>
          </SimpleGrid>
          <BookingPaymentsSection booking={booking} canVoid={isAdmin} />
          {booking.discount.applied && (
            <Card withBorder padding="sm" radius="md" bg="green.0" aria-label="Discount">
              <Group justify="space-between" mb={4}>
                <Text fw={600}>Discount</Text>
                <Badge color="green">-{booking.discount.percentage}%</Badge>
              </Group>
              <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
                <Field label="Original price">{formatRs(booking.discount.originalPrice)}</Field>
                <Field label="Percentage">{booking.discount.percentage}%</Field>
                <Field label="Discount amount">{formatRs(booking.discount.amount)}</Field>
                <Field label="Final price">{formatRs(booking.totalPrice)}</Field>
              </SimpleGrid>
              <Text size="xs" c="dimmed" mt={4}>
                Reason: {booking.discount.reason || DEFAULT_DISCOUNT_REASON}
              </Text>
            </Card>
          )}
          {booking.jazzCashDetails && (
            <TransactionPanel
              bookingId={booking._id}
              details={booking.jazzCashDetails}
              canManage={isAdmin}
            />
          )}
          {booking.specialRequests && (
            <Field label="Special requests">{booking.specialRequests}</Field>
          )}
          {booking.notes && <Field label="Notes">{booking.notes}</Field>}
          <BookingSeriesSection booking={booking} />
          {booking.cancellationReason && (
            <Field label="Cancellation reason">{booking.cancellationReason}</Field>
          )}
          <BookingDetailsActions booking={booking} onDeleted={onClose} />
        </Stack>
      )}
    </Modal>
  );
}
