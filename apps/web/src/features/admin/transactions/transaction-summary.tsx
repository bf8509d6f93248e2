import { Group, Text } from '@mantine/core';
import type { TPaymentTransaction } from '@padel/contract';
import { formatRs, fullName } from '../shared';
import { TransactionStatusBadge, transactionTypeLabel } from './transaction-badges';

/** Type, status, amounts, booking and user of a transaction, side by side. */
export function TransactionSummary({ shown }: { shown: TPaymentTransaction }) {
  return (
    <Group gap="xl" wrap="wrap">
      <div>
        <Text size="xs" c="dimmed">
          Type
        </Text>
        <Text fw={600}>{transactionTypeLabel(shown.type)}</Text>
      </div>
      <div>
        <Text size="xs" c="dimmed">
          Status
        </Text>
        <TransactionStatusBadge status={shown.status} />
      </div>
      <div>
        <Text size="xs" c="dimmed">
          Amount
        </Text>
        <Text fw={600}>{formatRs(shown.amount)}</Text>
      </div>
      <div>
        <Text size="xs" c="dimmed">
          Refunded
        </Text>
        <Text fw={600}>{formatRs(shown.refundedAmount)}</Text>
      </div>
      <div>
        <Text size="xs" c="dimmed">
          Booking
        </Text>
        <Text fw={600}>{shown.booking?.bookingId ?? '—'}</Text>
      </div>
      <div>
        <Text size="xs" c="dimmed">
          User
        </Text>
        <Text fw={600}>{fullName(shown.user) || '—'}</Text>
      </div>
    </Group>
  );
}
