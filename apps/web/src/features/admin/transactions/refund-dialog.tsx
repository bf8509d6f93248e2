import { Group, NumberInput } from '@mantine/core';
import type { TRefundAnswer } from '@padel/contract';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PaymentFigure } from './payment-figures';
import { useRefund, type RefundablePayment } from './use-refund';

type RefundDialogProps = {
  opened: boolean;
  onClose: () => void;
  payment: RefundablePayment;
  /** After each refund the api recorded (the dialog stays open for another). */
  onRefunded?: (answer: TRefundAnswer) => void;
};

/**
 * Spec: a refund prompts for an amount in PKR; an empty input cancels. The amount goes to the
 * api as typed: an amount above what is left is refused there, and its message shown here.
 */
export function RefundDialog({ opened, onClose, payment, onRefunded }: RefundDialogProps) {
  const [amount, setAmount] = useState<string | number>('');
  const refund = useRefund(payment, (answer) => {
    setAmount('');
    onRefunded?.(answer);
  });
  const { start } = refund;

  // Each opening is a new refund: a fresh Idempotency-Key, no amount, no old message.
  useEffect(() => {
    if (!opened) return;
    setAmount('');
    start();
  }, [opened, start]);

  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      onConfirm={() => {
        if (amount === '' || amount === null) {
          onClose();
          return;
        }
        refund.submit(Number(amount));
      }}
      title="Refund"
      message={
        <Group gap="lg" aria-label="Refund figures">
          <PaymentFigure label="Refunded" amount={refund.refunded} />
          <PaymentFigure label="Remaining" amount={refund.remaining} />
        </Group>
      }
      confirmText="Refund"
      type="danger"
      isLoading={refund.isPending}
      isConfirmDisabled={refund.remaining === 0}
    >
      <NumberInput
        label="Amount (PKR)"
        value={amount}
        onChange={(value) => {
          setAmount(value);
          refund.clearError();
        }}
        error={refund.error}
        // Never trimmed to the remaining amount: the admin sees the api refuse it instead.
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        data-autofocus
      />
    </ConfirmDialog>
  );
}
