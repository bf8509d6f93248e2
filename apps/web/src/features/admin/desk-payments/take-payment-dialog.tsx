import { Button, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  DESK_PAYMENT_METHOD_LABELS,
  DESK_PAYMENT_METHODS,
  type TBooking,
  type TDeskPaymentMethod,
} from '@padel/contract';
import { useEffect, useState } from 'react';
import { formatRs } from '../shared';
import { useTakePayment } from './use-desk-payments';

const METHOD_OPTIONS = DESK_PAYMENT_METHODS.map((value) => ({
  value,
  label: DESK_PAYMENT_METHOD_LABELS[value],
}));

/** Take payment: the amount starts at what is due; method and an optional note. */
export function TakePaymentDialog({
  booking,
  opened,
  onClose,
  onTaken,
}: {
  booking: TBooking;
  opened: boolean;
  onClose: () => void;
  onTaken: (booking: TBooking) => void;
}) {
  const [amount, setAmount] = useState<string | number>(booking.amountDue);
  const [method, setMethod] = useState<TDeskPaymentMethod>('cash');
  const [note, setNote] = useState('');
  const payment = useTakePayment(booking._id, (updated) => {
    onTaken(updated);
    onClose();
  });
  const { start } = payment;

  // Each opening is a new payment: a fresh Idempotency-Key and the amount now due.
  useEffect(() => {
    if (!opened) return;
    setAmount(booking.amountDue);
    setMethod('cash');
    setNote('');
    start();
  }, [opened, start, booking.amountDue]);

  return (
    <Modal opened={opened} onClose={onClose} title="Take payment" size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (payment.isPending) return;
          payment.submit({ method, amount: Number(amount), ...(note.trim() ? { note } : {}) });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {booking.bookingId}: due {formatRs(booking.amountDue)} of {formatRs(booking.totalPrice)}
          </Text>
          <NumberInput
            label="Amount (PKR)"
            value={amount}
            onChange={(value) => {
              setAmount(value);
              payment.clearError();
            }}
            error={payment.error}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            data-autofocus
          />
          <Select
            label="Method"
            data={METHOD_OPTIONS}
            value={method}
            onChange={(value) => value && setMethod(value)}
            allowDeselect={false}
          />
          <Textarea label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          <Button type="submit" loading={payment.isPending}>
            Record payment
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
