import { Badge } from '@mantine/core';
import { PAYMENT_FLAG_LABELS, type TPaymentTransaction } from '@padel/contract';

const TYPE_LABEL: Record<TPaymentTransaction['type'], string> = {
  card: 'Card',
  mwallet: 'Mobile wallet',
  refund: 'Refund',
};

const STATUS_COLOR: Record<string, string> = {
  completed: 'green',
  pending: 'yellow',
  failed: 'red',
  expired: 'gray',
  refunded: 'gray',
};

/** Card, Mobile wallet or Refund. */
export function transactionTypeLabel(type: TPaymentTransaction['type']): string {
  return TYPE_LABEL[type];
}

/** A transaction's status, coloured. */
export function TransactionStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={STATUS_COLOR[status] ?? 'blue'} variant="light">
      {status}
    </Badge>
  );
}

/** A payment waiting for the admin: an answer that did not match it, or a refund due. */
export function PaymentFlagBadge({
  flag,
  reason,
}: Pick<TPaymentTransaction, 'flag'> & { reason?: string | null }) {
  if (!flag) return null;
  return (
    <Badge
      color={flag === 'mismatch' ? 'red' : 'orange'}
      variant="filled"
      title={reason ?? undefined}
    >
      {PAYMENT_FLAG_LABELS[flag]}
    </Badge>
  );
}
