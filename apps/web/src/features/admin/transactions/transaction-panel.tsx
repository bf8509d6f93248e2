import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TJazzCashDetails, TPaymentTransaction } from '@padel/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { PaymentFigure, remainingRefundable } from './payment-figures';
import { RefundDialog } from './refund-dialog';
import { TransactionStatusBadge, transactionTypeLabel } from './transaction-badges';
import { TransactionDialog } from './transaction-dialog';
import { usePaymentActions } from './use-payment-actions';

/**
 * A booking's JazzCash payment inside Booking Details: reference, status and amounts, with
 * Inquire and Refund for admins, and the full transaction (payloads, inquiries) on request.
 */
export function TransactionPanel({
  bookingId,
  details,
  canManage,
}: {
  bookingId: string;
  details: TJazzCashDetails;
  canManage: boolean;
}) {
  const trpc = useTRPC();
  const { inquire } = usePaymentActions();
  const [isRefundOpen, setRefundOpen] = useState(false);
  const [shown, setShown] = useState<TPaymentTransaction | null>(null);
  const [wantsDetails, setWantsDetails] = useState(false);
  const list = useQuery({
    ...trpc.admin.payments.list.queryOptions({ bookingId, page: 1, limit: 10 }),
    enabled: wantsDetails,
  });
  const refundable = remainingRefundable(details);

  const openDetails = async () => {
    setWantsDetails(true);
    const answer = list.data ?? (await list.refetch()).data;
    const transaction = answer?.requests.find((request) => request._id === details._id) ?? null;
    setShown(transaction);
  };

  return (
    <Card withBorder padding="sm" radius="md" aria-label="Payment transaction">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>Payment transaction</Text>
          <TransactionStatusBadge status={details.status} />
        </Group>
        <Group gap="lg" wrap="wrap">
          <PaymentFigure label="Ref" text={details.transactionId} />
          <PaymentFigure label="Type" text={transactionTypeLabel(details.type)} />
          <PaymentFigure label="Amount" amount={details.amount} />
          <PaymentFigure label="Refunded" amount={details.refundedAmount} />
        </Group>
        {details.responseMessage && (
          <Text size="sm" c="dimmed">
            {details.responseCode ? `${details.responseCode}: ` : ''}
            {details.responseMessage}
          </Text>
        )}
        {canManage && (
          <Group gap="xs">
            <Button
              size="sm"
              onClick={() => inquire.mutate({ id: details._id })}
              loading={inquire.isPending}
            >
              Inquire
            </Button>
            {details.status === 'completed' && refundable > 0 && (
              <Button size="sm" color="red" variant="light" onClick={() => setRefundOpen(true)}>
                Refund
              </Button>
            )}
            <Button
              size="sm"
              variant="default"
              onClick={() => void openDetails()}
              loading={list.isFetching}
            >
              View transaction
            </Button>
          </Group>
        )}
      </Stack>
      <RefundDialog opened={isRefundOpen} onClose={() => setRefundOpen(false)} payment={details} />
      <TransactionDialog transaction={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
