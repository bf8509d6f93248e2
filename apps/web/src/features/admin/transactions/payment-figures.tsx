import { Text } from '@mantine/core';
import { formatRs } from '../shared';

/** What is left to refund of a payment. */
export function remainingRefundable(payment: { amount: number; refundedAmount: number }): number {
  return Math.max(0, payment.amount - payment.refundedAmount);
}

/** A labelled figure in a row of them: 'Refunded: Rs. 1,000'. An amount is shown in rupees. */
export function PaymentFigure({
  label,
  amount,
  text,
}: { label: string } & ({ amount: number; text?: never } | { text: string; amount?: never })) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {amount === undefined ? text : formatRs(amount)}
    </Text>
  );
}
