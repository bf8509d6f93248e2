import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { TPaymentTransaction } from '@padel/contract';
import { useState } from 'react';
import { useReturnFocus } from '../../../lib/return-focus';
import { PayloadView } from './payload-view';
import { remainingRefundable } from './payment-figures';
import { RefundDialog } from './refund-dialog';
import { StatusInquiriesTable } from './status-inquiries-table';
import { PaymentFlagBadge } from './transaction-badges';
import { TransactionSummary } from './transaction-summary';
import { usePaymentActions } from './use-payment-actions';

/**
 * One JazzCash transaction: type, status, amounts, the request and response payloads and its
 * status inquiries, with Check Status and Refund (spec: transaction detail dialog).
 */
export function TransactionDialog({
  transaction,
  onClose,
}: {
  transaction: TPaymentTransaction | null;
  onClose: () => void;
}) {
  const { inquire } = usePaymentActions();
  const [isRefundOpen, setRefundOpen] = useState(false);
  // The dialog shows the latest answer of an inquiry or refund made from it.
  const [latest, setLatest] = useState<TPaymentTransaction | null>(null);
  const shown = latest && transaction && latest._id === transaction._id ? latest : transaction;
  const refundable = shown ? remainingRefundable(shown) : 0;
  const canRefund = shown?.type !== 'refund' && shown?.status === 'completed' && refundable > 0;

  const isOnTop = useReturnFocus(Boolean(transaction));
  return (
    <Modal
      opened={Boolean(transaction)}
      onClose={() => {
        setLatest(null);
        onClose();
      }}
      title={shown ? `Transaction ${shown.transactionId}` : ''}
      size="xl"
      closeOnEscape={isOnTop}
    >
      {shown && (
        <Stack gap="md">
          <TransactionSummary shown={shown} />
          {shown.flag && (
            <Group gap="sm" wrap="nowrap">
              <PaymentFlagBadge flag={shown.flag} />
              <Text size="sm">{shown.flagReason}</Text>
            </Group>
          )}
          {shown.responseMessage && (
            <Text size="sm">
              {shown.responseCode ? `${shown.responseCode}: ` : ''}
              {shown.responseMessage}
            </Text>
          )}
          <Group gap="sm">
            <Button
              onClick={() =>
                inquire.mutate(
                  { id: shown._id },
                  { onSuccess: (answer) => setLatest(answer.data.transaction) },
                )
              }
              loading={inquire.isPending}
            >
              Check Status
            </Button>
            {canRefund && (
              <Button color="red" variant="light" onClick={() => setRefundOpen(true)}>
                Refund
              </Button>
            )}
          </Group>
          <PayloadView title="Request payload" value={shown.requestPayload} />
          <PayloadView title="Response payload" value={shown.responsePayload} />
          <Stack gap={4}>
            <Title order={3}>Status inquiries</Title>
            <StatusInquiriesTable inquiries={shown.statusInquiries} />
          </Stack>
          <RefundDialog
            opened={isRefundOpen}
            onClose={() => setRefundOpen(false)}
            payment={shown}
            onRefunded={(answer) => setLatest(answer.transaction)}
          />
        </Stack>
      )}
    </Modal>
  );
}
