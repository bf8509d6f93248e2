import { useReturnFocus } from '../../../lib/return-focus';
import {
  Badge,
  Button,
  Code,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  PAYMENT_FLAG_LABELS,
  type TPaymentTransaction,
  type TStatusInquiry,
} from '@padel/contract';
import { Fragment, useState } from 'react';
import { formatInstant, formatRs, fullName } from '../shared';
import { RefundDialog } from './refund-dialog';
import { usePaymentActions } from './use-payment-actions';

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

export function transactionTypeLabel(type: TPaymentTransaction['type']): string {
  return TYPE_LABEL[type];
}

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

/** A field of an inquiry's answer, for inquiries recorded without their own code or message. */
function payloadText(inquiry: TStatusInquiry, field: string): string {
  const value = inquiry.responsePayload[field];
  return typeof value === 'string' && value ? value : '—';
}

function Payload({ title, value }: { title: string; value: unknown }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {value ? (
        <ScrollArea.Autosize
          mah={220}
          type="auto"
          // A region that scrolls must be reachable by keyboard to be scrolled.
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': title }}
        >
          <Code block>{JSON.stringify(value, null, 2)}</Code>
        </ScrollArea.Autosize>
      ) : (
        <Text size="sm" c="dimmed">
          None
        </Text>
      )}
    </Stack>
  );
}

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
  const refundable = shown ? Math.max(0, shown.amount - shown.refundedAmount) : 0;
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
          <Group gap="xl" wrap="wrap">
            <div>
              <Text size="xs" c="dimmed">
                Type
              </Text>
              <Text fw={600}>{TYPE_LABEL[shown.type]}</Text>
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
          <Payload title="Request payload" value={shown.requestPayload} />
          <Payload title="Response payload" value={shown.responsePayload} />
          <Stack gap={4}>
            <Title order={3}>Status inquiries</Title>
            {shown.statusInquiries.length === 0 ? (
              <Text size="sm" c="dimmed">
                No status inquiries yet
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table striped aria-label="Status inquiries">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>At</Table.Th>
                      <Table.Th>Code</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Message</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shown.statusInquiries.map((inquiry) => (
                      <Fragment key={inquiry.at}>
                        <Table.Tr>
                          <Table.Td>{formatInstant(inquiry.at)}</Table.Td>
                          <Table.Td>
                            {inquiry.paymentResponseCode ?? payloadText(inquiry, 'pp_ResponseCode')}
                          </Table.Td>
                          <Table.Td>{inquiry.status ?? '—'}</Table.Td>
                          <Table.Td>
                            {inquiry.message ?? payloadText(inquiry, 'pp_ResponseMessage')}
                          </Table.Td>
                        </Table.Tr>
                        {Object.keys(inquiry.responsePayload).length > 0 && (
                          <Table.Tr>
                            <Table.Td colSpan={4}>
                              <ScrollArea.Autosize
                                mah={140}
                                type="auto"
                                viewportProps={{
                                  tabIndex: 0,
                                  role: 'region',
                                  'aria-label': `Inquiry of ${formatInstant(inquiry.at)}`,
                                }}
                              >
                                <Code block fz="xs">
                                  {JSON.stringify(inquiry.responsePayload, null, 2)}
                                </Code>
                              </ScrollArea.Autosize>
                            </Table.Td>
                          </Table.Tr>
                        )}
                      </Fragment>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
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
