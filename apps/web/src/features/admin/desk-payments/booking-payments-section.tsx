import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { DESK_PAYMENT_METHOD_LABELS, type TBooking, type TDeskPayment } from '@padel/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatInstant, formatRs } from '../shared';
import { paidLabel } from './paid-due';
import { TakePaymentDialog } from './take-payment-dialog';
import { useDeskPayments } from './use-desk-payments';

function VoidButton({ bookingId, payment }: { bookingId: string; payment: TDeskPayment }) {
  const { voidOne } = useDeskPayments(bookingId);
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      <Button size="compact-xs" variant="subtle" color="red" onClick={() => setOpened(true)}>
        Void
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={() => setOpened(false)}
        onConfirm={() =>
          voidOne.mutate(
            { id: bookingId, paymentId: payment._id, reason },
            { onSuccess: () => setOpened(false) },
          )
        }
        title="Void payment"
        message={`Void ${formatRs(payment.amount)} taken ${formatInstant(payment.createdAt)}? It stays on record.`}
        confirmText="Void"
        type="danger"
        isLoading={voidOne.isPending}
        isConfirmDisabled={!reason.trim()}
      >
        <TextInput
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
      </ConfirmDialog>
    </>
  );
}

/** Paid and due, the desk's payments, Take payment (staff and admins) and Void (admins). */
export function BookingPaymentsSection({
  booking: given,
  canVoid,
}: {
  booking: TBooking;
  canVoid: boolean;
}) {
  const { payments } = useDeskPayments(given._id);
  const [taking, setTaking] = useState(false);
  // The booking as the last payment left it, until the list brings a newer one.
  const [latest, setLatest] = useState<TBooking | null>(null);
  const booking =
    latest?._id === given._id && latest.amountPaid !== given.amountPaid ? latest : given;
  const canTake = booking.status !== 'cancelled' && booking.amountDue > 0;
  return (
    <Stack gap="xs" aria-label="Payments">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Text size="sm">
            Paid <b>{formatRs(booking.amountPaid)}</b> · Due <b>{formatRs(booking.amountDue)}</b>
          </Text>
          {paidLabel(booking) && (
            <Badge color={booking.amountDue === 0 ? 'green' : 'yellow'} variant="light">
              {paidLabel(booking)}
            </Badge>
          )}
        </Group>
        {canTake && (
          <Button size="xs" onClick={() => setTaking(true)}>
            Take payment
          </Button>
        )}
      </Group>
      {payments.length > 0 && (
        <Table fz="xs" withTableBorder>
          <Table.Tbody>
            {payments.map((payment) => (
              <Table.Tr key={payment._id} td={payment.voidedAt ? 'line-through' : undefined}>
                <Table.Td>{formatInstant(payment.createdAt)}</Table.Td>
                <Table.Td>{DESK_PAYMENT_METHOD_LABELS[payment.method]}</Table.Td>
                <Table.Td>{formatRs(payment.amount)}</Table.Td>
                <Table.Td>{payment.takenBy?.name ?? ''}</Table.Td>
                <Table.Td>
                  {payment.voidedAt
                    ? `Voided: ${payment.voidReason ?? ''}`
                    : canVoid && <VoidButton bookingId={booking._id} payment={payment} />}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <TakePaymentDialog
        booking={booking}
        opened={taking}
        onClose={() => setTaking(false)}
        onTaken={setLatest}
      />
    </Stack>
  );
}
