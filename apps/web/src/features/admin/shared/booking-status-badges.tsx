import { Badge, Group, VisuallyHidden } from '@mantine/core';
import type { TBooking } from '@padel/contract';
import { StatusBadge, statusBadgeColor } from '../../../components/status-badge';

const PAYMENT_LABEL: Record<TBooking['paymentStatus'], string> = {
  paid: 'Paid',
  pending: 'Payment pending',
  refunded: 'Refunded',
  failed: 'Payment failed',
};

/** A payment status in words, so it never reads like the booking's own status. */
export function paymentStatusLabel(status: TBooking['paymentStatus']): string {
  return PAYMENT_LABEL[status];
}

/**
 * A booking's payment status as a dotted badge ('Paid', 'Payment pending'); a screen reader hears
 * 'Payment: Paid' where the words alone do not say it is the payment.
 */
export function PaymentBadge({ status }: { status: TBooking['paymentStatus'] }) {
  const label = paymentStatusLabel(status);
  return (
    <Badge color={statusBadgeColor(status)} variant="dot" size="sm" tt="none">
      {label.startsWith('Payment') ? null : <VisuallyHidden>Payment: </VisuallyHidden>}
      <span>{label}</span>
    </Badge>
  );
}

/** A booking's status and payment status side by side. */
export function BookingStatusBadges({
  booking,
}: {
  booking: Pick<TBooking, 'status' | 'paymentStatus'>;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <StatusBadge status={booking.status} size="sm" />
      <PaymentBadge status={booking.paymentStatus} />
    </Group>
  );
}
